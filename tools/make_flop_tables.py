"""Compute the exact flop values of the three dealer hold'em games on every class of flop,
and from them the built-in flop tables and the exact returns (issue 19).

    python tools/make_flop_tables.py run --part 0 --parts 2 --out /tmp/flops   # each part
    python tools/make_flop_tables.py finish --out /tmp/flops                   # tables, returns

``run`` walks the 1,755 classes of flops (every third card a change of suits away from
another counted once, with its weight) and, for all 1,176 two-card hands on each
(:class:`gamelib.games.flop_outcomes.FlopOutcomes`, about 3 s a flop), stores Casino
Hold'em's EV of PLAY, Texas Hold'em Bonus's EV of PLAY 1x / CHECK (best turn after, and the
turn rule after) and Heads Up Hold'em's EV of RAISE 3x pre-flop / RAISE 2x / CHECK (best
river after). ``finish`` writes each game's ``flop_table.bin`` (the better choice on every
hand of every flop) and prints the exact main-game returns as JSON (see each game's
``analysis`` module).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from itertools import combinations
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gamelib.games.flop_outcomes import N_CLASSES, N_PAIRS, FlopOutcomes, FlopTable, flop_classes  # noqa: E402

FIELDS = ("casino_play", "texas_play", "texas_check", "texas_play_rule", "texas_check_rule",
          "hu_preflop", "hu_raise", "hu_check")


def run(part: int, parts: int, out: Path) -> None:
    from gamelib.games.casino_holdem.flop_table import play_values
    from gamelib.games.heads_up.flop_table import street_values as heads_up_values
    from gamelib.games.texas_bonus.flop_table import street_values as texas_values

    reps, _weights = flop_classes()
    values = {f: np.full((N_CLASSES, N_PAIRS), np.nan) for f in FIELDS}
    path = out / f"part{part}.npz"
    if path.exists():  # go on where an interrupted run stopped
        with np.load(path, allow_pickle=False) as old:
            values = {f: old[f].copy() for f in FIELDS}
    done_before = ~np.isnan(values["hu_check"]).all(axis=1)
    mine = [c for c in range(part, N_CLASSES, parts) if not done_before[c]]
    started = time.perf_counter()
    for done, c in enumerate(mine, 1):
        fo = FlopOutcomes(reps[c])
        cols = FlopTable.pair_numbers(fo.hole_cards)
        values["casino_play"][c, cols] = play_values(fo)
        for name, v in texas_values(fo).items():
            values["texas_" + name][c, cols] = v
        for name, v in heads_up_values(fo).items():
            values["hu_" + name][c, cols] = v
        if done % 25 == 0 or done == len(mine):
            np.savez(path, **values)
            print(f"part {part}: {done}/{len(mine)} flops, {time.perf_counter() - started:.0f} s",
                  flush=True)


def load(out: Path) -> dict[str, np.ndarray]:
    """The parts' values merged: (1,755, 1,326) per field, NaN for hands holding a flop card."""
    merged = {f: np.full((N_CLASSES, N_PAIRS), np.nan) for f in FIELDS}
    for path in sorted(out.glob("part*.npz")):
        with np.load(path, allow_pickle=False) as part:
            for f in FIELDS:
                merged[f] = np.where(np.isnan(merged[f]), part[f], merged[f])
    return merged


def hand_classes() -> np.ndarray:
    """The 1,326 pairs' starting-hand class 0..168 (13 x 13: pairs on the diagonal, suited
    above it, offsuit below)."""
    holes = np.array(list(combinations(range(52), 2)))
    hi, lo = holes[:, 1] // 4, holes[:, 0] // 4
    suited = holes[:, 0] % 4 == holes[:, 1] % 4
    return np.where(suited, lo * 13 + hi, hi * 13 + lo)


def class_means(values: np.ndarray, weights: np.ndarray) -> np.ndarray:
    """(1,755, 1,326) values -> each starting-hand class's exact mean over all flops."""
    ok = ~np.isnan(values)
    cls = np.broadcast_to(hand_classes(), values.shape)
    w = np.broadcast_to(weights[:, None], values.shape)
    num = np.bincount(cls[ok], weights=(w * np.nan_to_num(values))[ok], minlength=169)
    den = np.bincount(cls[ok], weights=w[ok], minlength=169)
    return num / den


def _table(best: np.ndarray, rule: np.ndarray, done: np.ndarray) -> bytes:
    """The exact choices where computed; a class not computed yet keeps the earlier rule."""
    return FlopTable(np.where(done[:, None], best, rule)).to_bytes()


def finish(out: Path) -> dict[str, object]:
    from gamelib.games.casino_holdem.strategy import rule_plays_batch
    from gamelib.games.dealer_holdem import category_index
    from gamelib.games.heads_up.strategy import flop_raises_batch, preflop_raises_batch
    from gamelib.games.texas_bonus.strategy import flop_rule_plays, preflop_folds
    from gamelib.hands import evaluate5_batch

    v = load(out)
    reps, weights = flop_classes()
    done = ~np.isnan(v["casino_play"]).all(axis=1)
    holes = np.array(list(combinations(range(52), 2)))
    rows_hole = np.broadcast_to(holes, (N_CLASSES, N_PAIRS, 2)).reshape(-1, 2)
    rows_flop = np.repeat(reps, N_PAIRS, axis=0)
    five = np.concatenate([rows_hole, rows_flop], axis=1)
    shape = (N_CLASSES, N_PAIRS)
    w = np.where(done, weights, 0).astype(np.float64)
    total = w.sum() * 1176

    def ret(values: np.ndarray) -> float:
        return 1.0 + float((w[:, None] * np.nan_to_num(values)).sum() / total)

    report: dict[str, object] = {"flop_classes_done": int(done.sum()),
                                 "flops_done": int(w.sum())}
    # Casino Hold'em
    ev = v["casino_play"]
    best = ev > -1
    rule = rule_plays_batch(rows_hole, rows_flop).reshape(shape)
    report["casino"] = {"optimal": ret(np.maximum(ev, -1)), "old_rule": ret(np.where(rule, ev, -1)),
                        "old_rule_wrong": float((w[:, None] * (rule != best) * ~np.isnan(ev)).sum() / total)}
    (out / "casino_flop_table.bin").write_bytes(_table(best, rule, done))
    # Texas Hold'em Bonus
    fold = np.broadcast_to(preflop_folds(holes), shape)
    play, check = v["texas_play"], v["texas_check"]
    best_t = play > check
    rule_t = flop_rule_plays(five).reshape(shape)
    after = np.maximum(play, check)
    pre = class_means(after, w)
    report["texas"] = {
        "optimal_after_chart": ret(np.where(fold, -1, after)),
        "old_rules": ret(np.where(fold, -1, np.where(rule_t, v["texas_play_rule"], v["texas_check_rule"]))),
        "rule_flop_exact_turn": ret(np.where(fold, -1, np.where(rule_t, play, check))),
        "table_flop_rule_turn": ret(np.where(fold, -1, np.where(best_t, v["texas_play_rule"], v["texas_check_rule"]))),
        "optimal_preflop_folds": [int(c) for c in np.flatnonzero(pre < -1)],
        "optimal": ret(np.where(np.broadcast_to(pre[hand_classes()] < -1, shape), -1, after)),
        "preflop_play_ev": [round(float(x), 5) for x in pre]}
    (out / "texas_flop_table.bin").write_bytes(_table(best_t, rule_t, done))
    # Heads Up Hold'em
    raises = np.broadcast_to(preflop_raises_batch(holes), shape)
    rz, ck, p3 = v["hu_raise"], v["hu_check"], v["hu_preflop"]
    best_h = rz > ck
    distinct = (np.sort(five, axis=1)[:, 1:] != np.sort(five, axis=1)[:, :-1]).all(axis=1)
    cat5 = np.zeros(len(five), dtype=np.int8)
    cat5[distinct] = category_index(evaluate5_batch(five[distinct].astype(np.int16)))
    rule_h = flop_raises_batch(rows_hole, rows_flop, cat5).reshape(shape)
    after_h = np.maximum(rz, ck)
    pre3, pre_check = class_means(p3, w), class_means(after_h, w)
    opt_raise = np.broadcast_to((pre3 > pre_check)[hand_classes()], shape)
    report["heads_up"] = {
        "optimal_after_chart": ret(np.where(raises, p3, after_h)),
        "old_flop_rule_exact_river": ret(np.where(raises, p3, np.where(rule_h, rz, ck))),
        "optimal": ret(np.where(opt_raise, p3, after_h)),
        "optimal_preflop_raises": [int(c) for c in np.flatnonzero(pre3 > pre_check)],
        "chart_raises": sorted({int(c) for c in hand_classes()[preflop_raises_batch(holes)]}),
        "preflop_raise_minus_check": [round(float(x), 5) for x in pre3 - pre_check]}
    (out / "heads_up_flop_table.bin").write_bytes(_table(best_h, rule_h, done))
    return report


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("step", choices=("run", "finish"))
    ap.add_argument("--part", type=int, default=0)
    ap.add_argument("--parts", type=int, default=1)
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if args.step == "run":
        run(args.part, args.parts, args.out)
    else:
        print(json.dumps(finish(args.out), indent=2))


if __name__ == "__main__":
    main()
