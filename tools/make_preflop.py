"""Generate the pre-flop EV tables of Texas Hold'em Bonus and Heads Up Hold'em.

    .venv/bin/python tools/make_preflop.py [--flops N] [--checkpoint FILE] [--seed S]

For each of the 169 starting-hand classes, the expected result in ANTE units (side bets
not included) of each pre-flop choice, with the best play afterwards — the ADVISOR's exact
flop, turn and river values:

- Texas Hold'em Bonus: PLAY 2x (then the better of PLAY 1x / CHECK on the flop, each
  followed by the better turn choice); FOLD is -1.
- Heads Up Hold'em: RAISE 3x (over every flop, turn, river and dealer hand) and CHECK (then
  the better of RAISE 2x / CHECK on the flop, a CHECK followed by the better of RAISE 1x /
  FOLD at the river).

Method: every flop up to a change of suits (1,755, weighted by the 22,100 flops they stand
for), and on each every turn-river pair, hole pair and dealer hand
(:class:`gamelib.games.flop_outcomes.FlopOutcomes`; classes and flops up to suits from
:mod:`gamelib.games.holdem_preflop`): exact. About half a second of CPU a flop (15 minutes
in all; the shipped tables took about 25 CPU minutes in 2-4 processes on a loaded machine).
``--flops N`` stops after N flops drawn at random (seeded) and writes estimates
with their standard errors instead (a coarse run); ``--checkpoint`` keeps the per-flop sums
so an interrupted run continues where it stopped.

Writes ``gamelib/games/texas_bonus/preflop_data.py`` and
``gamelib/games/heads_up/preflop_data.py`` (generated, do not edit).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from gamelib.games.dealer_holdem import CATEGORY_NAMES, ROYAL, STRAIGHT, category_index  # noqa: E402
from gamelib.games.flop_outcomes import UNSEEN, FlopOutcomes  # noqa: E402
from gamelib.games.heads_up.rules import (  # noqa: E402
    BAD_BEAT_TABLE,
    DEALER_QUALIFIES_FROM,
    ODDS_TABLE,
)
from gamelib.games.holdem_preflop import (  # noqa: E402
    all_classes,
    canonical_flops,
    class_index_table,
)

N_CLASSES = 169
#: Heads Up: the ODDS bet's win by the player's category (0 high card .. 9 royal flush; below a
#: straight it pushes), its result on a loss (-1 below a straight, else the BAD BEAT pays)
ODDS_WIN = np.array([ODDS_TABLE.line(CATEGORY_NAMES[c]).ratio if c >= STRAIGHT else 0.0
                     for c in range(10)])
ODDS_LOSE = np.array([BAD_BEAT_TABLE.line(CATEGORY_NAMES[min(c, ROYAL - 1)]).ratio
                      if c >= STRAIGHT else -1.0 for c in range(10)])
FOLD_VALUE = -2.0  # Heads Up's FOLD at the river: ANTE and ODDS lost
#: the columns of the per-flop sums: Texas PLAY 2x, Heads Up RAISE 3x, Heads Up CHECK
COLUMNS = ("texas_play", "heads_up_raise", "heads_up_check")


def per_turn_sums(out: FlopOutcomes, values: np.ndarray) -> np.ndarray:
    """(49, 1176): for each turn card (position in ``unseen``) and hand, the sum of ``values``
    (one per completion and hand) over the rivers that go with that turn card."""
    n = len(out.runouts)
    out_sums = np.zeros(UNSEEN * n)
    for end in (0, 1):  # a completion (t, r) serves turn t with river r and turn r with river t
        turn = np.broadcast_to(out.runouts[:, end, None], out.hands.shape)
        out_sums += np.bincount((turn * n + out.hands).ravel(), weights=values.ravel(),
                                minlength=UNSEEN * n)
    result: np.ndarray = out_sums.reshape(UNSEEN, n)
    return result


def texas_flop_values(out: FlopOutcomes) -> np.ndarray:
    """(1176,) each hand's EV after PLAY 2x on this flop, with the best play after."""
    straight = category_index(out.strength) >= STRAIGHT
    s = per_turn_sums(out, out.wins * straight)
    w = per_turn_sums(out, out.wins)
    lose = per_turn_sums(out, out.losses)
    n = 46 * 990

    def turn_ev(more: int) -> np.ndarray:
        result: np.ndarray = (s + (2 + more) * w - (3 + more) * lose) / n
        return result

    t = np.arange(UNSEEN)[:, None]
    allowed = (t != out.runouts[None, :, 0]) & (t != out.runouts[None, :, 1])  # turn not in hand
    play = (np.maximum(turn_ev(2), turn_ev(1)) * allowed).sum(axis=0) / 47
    check = (np.maximum(turn_ev(1), turn_ev(0)) * allowed).sum(axis=0) / 47
    result: np.ndarray = np.maximum(play, check)
    return result


def heads_up_flop_values(out: FlopOutcomes) -> tuple[np.ndarray, np.ndarray]:
    """(1176,) each: RAISE 3x's EV over this flop's completions, and CHECK's (the better
    of RAISE 2x and CHECK on the flop, then the better of RAISE 1x and FOLD at the river)."""
    cat = category_index(out.strength)
    not_qualified, wins_q, losses_q = out.qualified(DEALER_QUALIFIES_FROM)
    wins_n, losses_n = out.wins - wins_q, out.losses - losses_q
    base = (wins_q * (1 + ODDS_WIN[cat]) + wins_n * ODDS_WIN[cat]
            + losses_q * (-1 + ODDS_LOSE[cat]) + losses_n * ODDS_LOSE[cat]) / 990
    diff = (out.wins - out.losses) / 990
    raise3 = out.per_hand_mean(base + 3 * diff)
    raise2 = out.per_hand_mean(base + 2 * diff)
    check = out.per_hand_mean(np.maximum(base + diff, FOLD_VALUE))
    return raise3, np.maximum(raise2, check)


def flop_sums(flop: tuple[int, ...]) -> np.ndarray:
    """(3, 169): per class, the sum over its hole pairs on this flop of each column."""
    outcomes = FlopOutcomes(list(flop))
    holes = outcomes.hole_cards
    cls = class_index_table()[holes[:, 0], holes[:, 1]]
    raise3, check = heads_up_flop_values(outcomes)
    sums = np.empty((len(COLUMNS), N_CLASSES))
    for i, values in enumerate((texas_flop_values(outcomes), raise3, check)):
        sums[i] = np.bincount(cls, weights=values, minlength=N_CLASSES)
    return sums


def class_pairs_per_flop(flop: tuple[int, ...]) -> np.ndarray:
    """(169,) how many hole pairs of each class fit beside this flop."""
    unseen = [c for c in range(52) if c not in flop]
    table = class_index_table()
    counts = np.zeros(N_CLASSES)
    for i, a in enumerate(unseen):
        for b in unseen[i + 1:]:
            counts[table[a, b]] += 1
    return counts


def estimate(sums: np.ndarray, counts: np.ndarray, weights: np.ndarray,
             population: int | None) -> tuple[np.ndarray, np.ndarray]:
    """Means per column and class, and their standard errors (zero when every flop is in).

    ``population``: the sample is that many canonical flops' random subset (drawn without
    replacement, each weighted by the flops it stands for); None: flops drawn with
    replacement in proportion to those weights (``weights`` all one). The error is the
    ratio estimator's (with the finite-population correction)."""
    w_sums = sums * weights[:, None, None]
    w_counts = counts * weights[:, None]
    means = w_sums.sum(axis=0) / w_counts.sum(axis=0)
    n = len(sums)
    if population is not None and n >= population:
        return means, np.zeros_like(means)
    residual = w_sums - means[None, :, :] * w_counts[:, None, :]  # (F, 3, 169)
    shrink = 1.0 - n / population if population is not None else 1.0
    errors = np.sqrt(shrink) * residual.std(axis=0, ddof=1) / w_counts.mean(axis=0)[None, :] / np.sqrt(n)
    return means, errors


def write_module(path: Path, doc: str, name: str, fields: str,
                 rows: dict[str, tuple[float, ...]]) -> None:
    def row(vals: tuple[float, ...]) -> str:
        text = ", ".join(f"{v:.6f}" for v in vals)
        return f"({text},)" if len(vals) == 1 else f"({text})"

    body = "\n".join(f'    "{cls}": {row(vals)},' for cls, vals in rows.items())
    text = (f'"""{doc}\n\nGenerated by ``tools/make_preflop.py``; do not edit.\n"""\n\n'
            f"#: class -> ({fields})\n"
            f"{name}: dict[str, tuple[float, ...]] = {{\n{body}\n}}\n")
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path.relative_to(ROOT)} ({len(rows)} classes)")


def run(flops_wanted: int | None, checkpoint: Path | None, seed: int, finish: bool = False,
        reverse: bool = False, merge: tuple[Path, ...] = (), start: int = 0) -> int:
    flops = canonical_flops()
    weights_all = np.array([w for _, w in flops], dtype=np.float64)
    rng = np.random.default_rng(seed)
    if flops_wanted is None:
        order = rng.permutation(len(flops))  # random order: a partial run is a fair sample
        if reverse:  # a second process from the other end (--merge joins the two)
            order = order[::-1]
        order = np.roll(order, -start)  # or from the middle
    else:
        order = rng.choice(len(flops), size=flops_wanted, p=weights_all / weights_all.sum())
    done: list[int] = []
    sums: list[np.ndarray] = []
    if checkpoint is not None and checkpoint.exists():
        data = np.load(checkpoint)
        done, sums = list(data["done"]), list(data["sums"])
        print(f"continuing from {checkpoint}: {len(done)} flops done")
    started = time.process_time()
    for step in range(len(done), len(order) if not finish else len(done)):
        flop = flops[int(order[step])][0]
        sums.append(flop_sums(flop))
        done.append(int(order[step]))
        if checkpoint is not None and (step % 25 == 24 or step == len(order) - 1):
            np.savez(checkpoint, done=np.array(done), sums=np.array(sums))
        if step % 25 == 24:
            cpu = time.process_time() - started
            print(f"{step + 1}/{len(order)} flops, {cpu:.0f} s CPU", flush=True)
    for other in merge:  # the flops another process did (each flop once)
        data = np.load(other)
        seen = set(done)
        for i, row in zip(data["done"], data["sums"]):
            if int(i) not in seen:
                done.append(int(i))
                sums.append(row)
                seen.add(int(i))
    idx = np.array(done)
    counts = np.array([class_pairs_per_flop(flops[i][0]) for i in idx])
    if flops_wanted is None:  # canonical flops in a random order: all of them, or a subset
        means, errors = estimate(np.array(sums), counts, weights_all[idx], len(flops))
        sample = "" if len(idx) == len(flops) else \
            f"{len(idx)} of the 1,755 flops up to suits, drawn at random without replacement"
    else:
        means, errors = estimate(np.array(sums), counts, np.ones(len(idx)), None)
        sample = f"{len(idx)} flops drawn at random"
    write_tables(means, errors, sample, seed)
    cpu = time.process_time() - started
    print(f"{len(idx)} flops; largest standard error {errors.max():.4f}; {cpu:.0f} s CPU this run")
    return 0


def write_tables(means: np.ndarray, errors: np.ndarray, sample: str, seed: int) -> None:
    """Write both games' modules; ``sample`` says how the flops were sampled ("": all)."""
    classes = all_classes()
    if not sample:
        method = ("Exact: every flop (1,755 up to suits, weighted by the 22,100 they stand for),\n"
                  "every turn, river and dealer hand; rounded to 6 decimals.")
        tx_fields, hu_fields = "PLAY 2x", "RAISE 3x, CHECK"
        tx = {c: (means[0, i],) for i, c in enumerate(classes)}
        hu = {c: (means[1, i], means[2, i]) for i, c in enumerate(classes)}
    else:
        method = (f"Estimated: {sample} (seed {seed}),\neach exact over every turn, river "
                  "and dealer hand; each value with its standard error.")
        tx_fields, hu_fields = "PLAY 2x, its standard error", "RAISE 3x, CHECK, their standard errors"
        tx = {c: (means[0, i], errors[0, i]) for i, c in enumerate(classes)}
        hu = {c: (means[1, i], means[2, i], errors[1, i], errors[2, i])
              for i, c in enumerate(classes)}
    write_module(ROOT / "gamelib/games/texas_bonus/preflop_data.py",
                 "Texas Hold'em Bonus: the EV of PLAY 2x before the flop for each starting-hand\n"
                 "class, in ANTE units, with the best flop and turn play after (FOLD is -1).\n\n"
                 + method, "PLAY_EV", tx_fields, tx)
    write_module(ROOT / "gamelib/games/heads_up/preflop_data.py",
                 "Heads Up Hold'em: the EV of RAISE 3x and of CHECK before the flop for each\n"
                 "starting-hand class, in ANTE units (ODDS included), with the best play after.\n\n"
                 + method, "PREFLOP_EV", hu_fields, hu)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--flops", type=int, default=None,
                        help="estimate from this many random flops (default: all, exact)")
    parser.add_argument("--checkpoint", type=Path, default=None,
                        help="keep the per-flop sums here and continue from them")
    parser.add_argument("--seed", type=int, default=20261124)
    parser.add_argument("--finish", action="store_true",
                        help="write the tables from the checkpoint's flops, computing no more")
    parser.add_argument("--reverse", action="store_true",
                        help="take the flops in the opposite order (a second process)")
    parser.add_argument("--merge", type=Path, nargs="*", default=(),
                        help="add the flops of these other checkpoints before writing")
    parser.add_argument("--start", type=int, default=0,
                        help="begin at this place in the order (another process)")
    args = parser.parse_args(argv)
    return run(args.flops, args.checkpoint, args.seed, args.finish, args.reverse,
               tuple(args.merge), args.start)


if __name__ == "__main__":
    sys.exit(main())
