"""Twister opponents against the push/fold baseline (issue 21): first-place shares.

    .venv/bin/python benchmarks/bench_twister_bots.py            # 4,000 per line-up
    .venv/bin/python benchmarks/bench_twister_bots.py --quick    # 400 per line-up
    .venv/bin/python benchmarks/bench_twister_bots.py --tournaments 8000 --workers 2 --seed 7

The baseline is seated through the plug-in interface
(``benchmarks/bots/pushfold_bot.py:PushFold``: heads-up Nash push/fold charts from
``tools/make_pushfold.py``, tightened three-handed). Each line prints the house bot's
first-place share with its 95 % Wilson interval, the target, and each bot's decision
time (p95, target under 50 ms). Tournaments are split over worker processes, each
with its own seeded ``random.Random``; the same seed gives the same figures.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from multiprocessing.pool import Pool as WorkerPool
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks import targets  # noqa: E402
from gamelib.games.twister.bots import Bot, make_bot  # noqa: E402
from gamelib.games.twister.runner import hand_over  # noqa: E402
from gamelib.games.twister.schedule import SIMULATION_HANDS_PER_LEVEL  # noqa: E402
from gamelib.games.twister.tournament import Entrant, Tournament  # noqa: E402
from gamelib.games.twister.view import seat_view  # noqa: E402

PUSHFOLD = str(ROOT / "benchmarks" / "bots" / "pushfold_bot.py") + ":PushFold"


@dataclass(frozen=True)
class LineUp:
    title: str
    seats: tuple[str, ...]
    target: str
    floor: float  # the lower end of the interval must be above this
    at_least: float = 0.0  # and the share itself at least this


LINE_UPS = (
    LineUp("Hard vs two push/fold bots", ("bot:hard", PUSHFOLD, PUSHFOLD),
           "first >= 38 %, interval above 33.3 %", 1 / 3, 0.38),
    LineUp("Standard vs two push/fold bots", ("bot:standard", PUSHFOLD, PUSHFOLD),
           "interval above 33.3 %", 1 / 3),
    LineUp("Hard vs push/fold, heads-up", ("bot:hard", PUSHFOLD), "first >= 55 %", 0.0, 0.55),
    LineUp("Hard vs Standard, heads-up", ("bot:hard", "bot:standard"), "stays > 50 %", 0.5),
    LineUp("Standard vs push/fold, heads-up", ("bot:standard", PUSHFOLD),
           "not beaten (interval above 50 %)", 0.5),
    LineUp("Easy vs two push/fold bots (Easy stays easy)", ("bot:easy", PUSHFOLD, PUSHFOLD),
           "below the fair 33.3 %", 0.0),
)


def short(kind: str) -> str:
    return "push/fold" if kind == PUSHFOLD else kind


def play(kinds: Sequence[str], rng: random.Random, timings: dict[str, list[float]]) -> int:
    """One tournament; the index in ``kinds`` of the winner. Decisions timed per kind."""
    entrants = [Entrant(f"#{i}", kind) for i, kind in enumerate(kinds)]
    seed = rng.getrandbits(256).to_bytes(32, "big")
    t = Tournament.new(entrants, 100, seed, hands_per_level=SIMULATION_HANDS_PER_LEVEL,
                       keep_history=False)
    bots: dict[int, Bot] = {seat: make_bot(e.kind, random.Random(rng.getrandbits(64)),
                                           prizes=t.prizes)
                            for seat, e in enumerate(t.entrants)}
    while not t.is_over:
        hand = t.start_hand()
        hand_id = t.hands_played + 1
        while t.hand is not None:
            seat = t.seat_to_act()
            assert seat is not None and t.hand.actor is not None
            view = seat_view(t.hand, t.hand.actor, hand_id, tuple(t.hand_seats))
            started = time.perf_counter()
            kind, amount = bots[seat].decide(view)
            timings[t.entrants[seat].kind].append(time.perf_counter() - started)
            t.act(kind, amount)
        hand_over(t, bots, hand, hand_id)
    winner = next(s for s, place in t.places.items() if place == 1)
    return int(t.entrants[winner].name[1:])


def chunk(job: tuple[tuple[str, ...], int, int]) -> tuple[list[int], dict[str, list[float]]]:
    seats, n, seed = job
    rng = random.Random(seed)
    firsts = [0] * len(seats)
    timings: dict[str, list[float]] = {k: [] for k in seats}
    for _ in range(n):
        firsts[play(seats, rng, timings)] += 1
    return firsts, timings


def wilson(hits: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % interval of a share (Wilson score)."""
    p = hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[int(len(ordered) * 0.95)] * 1000 if ordered else 0.0


def measure(line: LineUp, n: int, workers: int, seed: int, pool: WorkerPool | None) -> bool:
    per = max(1, n // (workers * 4))
    jobs = []
    left, k = n, 0
    while left > 0:
        jobs.append((line.seats, min(per, left), seed * 100_003 + k))
        left -= per
        k += 1
    started = time.perf_counter()
    results = pool.map(chunk, jobs) if pool is not None else [chunk(j) for j in jobs]
    seconds = time.perf_counter() - started
    firsts = [sum(r[0][i] for r in results) for i in range(len(line.seats))]
    timings: dict[str, list[float]] = {}
    for _, t in results:
        for kind, values in t.items():
            timings.setdefault(kind, []).extend(values)
    share = firsts[0] / n
    low, high = wilson(firsts[0], n)
    if line.floor == 0.0 and line.at_least == 0.0:  # an easy bot: below its fair share
        met = share < 1 / len(line.seats)
    else:
        met = low > line.floor and share >= line.at_least
    print(f"\n{line.title}: {n} tournaments, {seconds:.0f} s")
    print(f"  {short(line.seats[0])} first {share:6.1%}  [{low:.1%}, {high:.1%}]   "
          f"target: {line.target}")
    who = f"{line.title}: {short(line.seats[0])}"
    if line.floor == 0.0 and line.at_least == 0.0:
        targets.report(f"{who} first share", share * 100, "%", "<", 100 / len(line.seats))
    if line.at_least:
        targets.report(f"{who} first share", share * 100, "%", ">=", line.at_least * 100)
    if line.floor:
        targets.report(f"{who} first share, 95 % interval's low end", low * 100, "%", ">",
                       line.floor * 100)
    speed_ok = True
    for kind, values in timings.items():
        ms = p95(values)
        speed_ok &= ms < 50.0
        print(f"  {short(kind):<14} decisions {len(values):>7}  p95 {ms:6.2f} ms")
        targets.report(f"{line.title}: {short(kind)} decision p95", ms, "ms", "<", 50)
    return met and speed_ok


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tournaments", type=int, default=4000, metavar="N")
    parser.add_argument("--quick", action="store_true", help="400 tournaments per line-up")
    parser.add_argument("--workers", type=int, default=2, metavar="W")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", type=int, nargs="*", metavar="K",
                        help="run only these line-ups (1-based)")
    targets.add_no_fail(parser)
    args = parser.parse_args(argv)
    n = 400 if args.quick else args.tournaments
    chosen = [LINE_UPS[k - 1] for k in args.only] if args.only else list(LINE_UPS)
    ok = True
    if args.workers > 1:
        with Pool(args.workers) as pool:
            for line in chosen:
                ok &= measure(line, n, args.workers, args.seed, pool)
    else:
        for line in chosen:
            ok &= measure(line, n, 1, args.seed, None)
    print("\nall targets met" if ok else "\nsome targets not met")
    return targets.finish(args.no_fail)


if __name__ == "__main__":
    sys.exit(main())
