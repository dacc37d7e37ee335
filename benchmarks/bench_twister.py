"""Twister benchmarks: bot strength over many tournaments, speed of play and of decisions.

    .venv/bin/python benchmarks/bench_twister.py [--tournaments 1000] [--seed 1]

Prints: first/second/third counts for Standard vs a calling station and a random bot,
Hard vs Standard heads-up, the time for the three-bot tournaments (target: 1,000 in
under 10 minutes) and the bots' decision times (target: p95 under 50 ms).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import targets  # noqa: E402
from gamelib.games.twister.runner import play_tournament  # noqa: E402


def run(seats: list[str], n: int, rng: random.Random) -> tuple[list[list[int]], float, list[float]]:
    counts = [[0, 0, 0] for _ in seats]
    timings: list[float] = []
    started = time.perf_counter()
    for _ in range(n):
        for i, place in enumerate(play_tournament(seats, rng, timings=timings)):
            counts[i][place - 1] += 1
    return counts, time.perf_counter() - started, timings


def report(title: str, seats: list[str], counts: list[list[int]], seconds: float,
           timings: list[float]) -> None:
    n = sum(c[0] for c in counts)
    print(f"\n{title}: {n} tournaments in {seconds:.1f} s ({seconds / n * 1000:.0f} ms each)")
    for s, c in zip(seats, counts):
        print(f"  {s:<22} first {c[0]:>5} ({c[0] / n:6.1%})  second {c[1]:>5}  third {c[2]:>5}")
    timings.sort()
    if timings:
        p50 = timings[len(timings) // 2] * 1000
        p95 = timings[int(len(timings) * 0.95)] * 1000
        print(f"  decisions {len(timings)}: p50 {p50:.2f} ms  p95 {p95:.2f} ms  "
              f"max {timings[-1] * 1000:.1f} ms")
        targets.report(f"Twister bot decision p95, {title}", p95, "ms", "<", 50)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tournaments", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    targets.add_no_fail(parser)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    three = ["bot:standard", "bot:calling-station", "bot:random"]
    counts, seconds, timings = run(three, args.tournaments, rng)
    report("Standard vs calling station vs random", three, counts, seconds, timings)
    targets.report("1,000 three-bot Twister tournaments", seconds / args.tournaments * 1000 / 60,
                   "min", "<", 10)
    duel = ["bot:hard", "bot:standard"]
    counts, seconds, timings = run(duel, args.tournaments, rng)
    report("Hard vs Standard, heads-up", duel, counts, seconds, timings)
    mixed = ["bot:hard", "bot:standard", "bot:easy"]
    counts, seconds, timings = run(mixed, max(1, args.tournaments // 2), rng)
    report("Hard vs Standard vs Easy", mixed, counts, seconds, timings)
    return targets.finish()


if __name__ == "__main__":
    sys.exit(main())
