"""Compute the exact flop values of the three dealer hold'em games on every class of flop,
and from them the built-in flop tables and the exact returns (issue 19).

    python tools/make_flop_tables.py run --part 0 --parts 2 --out /tmp/flops   # each part
    python tools/make_flop_tables.py run --games heads_up --out /tmp/flops     # one game
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


GAMES = {"casino": ("casino_play",), "texas": FIELDS[1:5], "heads_up": FIELDS[5:]}


def run(part: int, parts: int, out: Path, games: tuple[str, ...] = tuple(GAMES)) -> None:
    from gamelib.games.casino_holdem.flop_table import play_values
    from gamelib.games.heads_up.flop_values import street_values as heads_up_values
    from gamelib.games.texas_bonus.flop_values import street_values as texas_values

    fields = [f for g in games for f in GAMES[g]]
    values = {f: np.full((N_CLASSES, N_PAIRS), np.nan) for f in fields}
    path = out / (f"part{part}.npz" if len(games) == len(GAMES) else f"{'_'.join(games)}_part{part}.npz")
    if path.exists():  # go on where an interrupted run stopped
        with np.load(path, allow_pickle=False) as old:
            values = {f: old[f].copy() for f in fields}
    done_before = ~np.isnan(values[fields[0]]).all(axis=1)
    for other in out.glob("*part*.npz"):  # classes another run already valued
        if other != path:
            with np.load(other, allow_pickle=False) as old:
                if fields[0] in old.files:
                    done_before |= ~np.isnan(old[fields[0]]).all(axis=1)
    reps, weights = flop_classes()
    by_weight = np.argsort(-weights, kind="stable")  # the classes holding most flops first
    mine = [int(c) for c in by_weight[part::parts] if not done_before[c]]
    started = time.perf_counter()
    for done, c in enumerate(mine, 1):
        fo = FlopOutcomes(reps[c])
        cols = FlopTable.pair_numbers(fo.hole_cards)
        if "casino" in games:
            values["casino_play"][c, cols] = play_values(fo)
        if "texas" in games:
            for name, v in texas_values(fo).items():
                values["texas_" + name][c, cols] = v
        if "heads_up" in games:
            for name, v in heads_up_values(fo).items():
                values["hu_" + name][c, cols] = v
        if done % 25 == 0 or done == len(mine):
            np.savez(path, **values)
            print(f"{path.name}: {done}/{len(mine)} flops, {time.perf_counter() - started:.0f} s",
                  flush=True)


def load(out: Path) -> dict[str, np.ndarray]:
    """The parts' values merged: (1,755, 1,326) per field, NaN for hands holding a flop card."""
    merged = {f: np.full((N_CLASSES, N_PAIRS), np.nan) for f in FIELDS}
    for path in sorted(out.glob("*part*.npz")):
        with np.load(path, allow_pickle=False) as part:
            for f in FIELDS:
                if f in part.files:
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
    done_h = ~np.isnan(v["hu_check"]).all(axis=1)
    rows_hole = np.broadcast_to(holes, (N_CLASSES, N_PAIRS, 2)).reshape(-1, 2)
    rows_flop = np.repeat(reps, N_PAIRS, axis=0)
    five = np.concatenate([rows_hole, rows_flop], axis=1)
    shape = (N_CLASSES, N_PAIRS)
    w = np.where(done, weights, 0).astype(np.float64)
    total = w.sum() * 1176
    w_h = np.where(done_h, weights, 0).astype(np.float64)

    valid = ~np.isnan(v["casino_play"])      # hands holding no flop card
    valid_h = ~np.isnan(v["hu_check"])

    def ret(values: np.ndarray, of: np.ndarray = w, ok: np.ndarray = valid) -> float:
        kept = np.where(ok, values, 0.0)
        return 1.0 + float((of[:, None] * kept).sum() / (of.sum() * 1176))

    report: dict[str, object] = {"flop_classes_done": int(done.sum()),
                                 "flops_done": int(w.sum()),
                                 "heads_up_flop_classes_done": int(done_h.sum()),
                                 "heads_up_flops_done": int(w_h.sum())}
    # Casino Hold'em
    ev = v["casino_play"]
    best = ev > -1
    rule = rule_plays_batch(rows_hole, rows_flop).reshape(shape)
    report["casino"] = {"optimal": ret(np.maximum(ev, -1)), "old_rule": ret(np.where(rule, ev, -1)),
                        "old_rule_wrong": float((w[:, None] * (rule != best) * valid).sum() / total)}
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
        "chart_folds": sorted({int(c) for c in hand_classes()[preflop_folds(holes)]}),
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
    pre3, pre_check = class_means(p3, w_h), class_means(after_h, w_h)
    opt_raise = np.broadcast_to((pre3 > pre_check)[hand_classes()], shape)
    report["heads_up"] = {
        "optimal_after_chart": ret(np.where(raises, p3, after_h), w_h, valid_h),
        "old_flop_rule_exact_river": ret(np.where(raises, p3, np.where(rule_h, rz, ck)), w_h,
                                         valid_h),
        "optimal": ret(np.where(opt_raise, p3, after_h), w_h, valid_h),
        "optimal_preflop_raises": [int(c) for c in np.flatnonzero(pre3 > pre_check)],
        "chart_raises": sorted({int(c) for c in hand_classes()[preflop_raises_batch(holes)]}),
        "preflop_raise_minus_check": [round(float(x), 5) for x in pre3 - pre_check]}
    (out / "heads_up_flop_table.bin").write_bytes(_table(best_h, rule_h, done_h))
    return report


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("step", choices=("run", "finish"))
    ap.add_argument("--part", type=int, default=0)
    ap.add_argument("--parts", type=int, default=1)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--games", default=",".join(GAMES),
                    help="run: the games to value, of casino,texas,heads_up (default all)")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if args.step == "run":
        run(args.part, args.parts, args.out, tuple(args.games.split(",")))
    else:
        print(json.dumps(finish(args.out), indent=2))


if __name__ == "__main__":
    main()
