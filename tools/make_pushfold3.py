"""Regenerate ``benchmarks/bots/pushfold3_data.py``: a three-handed push/fold equilibrium.

    .venv/bin/python tools/make_pushfold3.py [ROUNDS]

Two steps, both seeded, so the output is reproducible:

1. **Three-way all-in equity of every triple of starting-hand classes** (169 x 169 x 169,
   kept in memory only). Each round deals, for every unordered triple of classes at once,
   one holding per class that shares no card with the others and one board; ROUNDS rounds
   (default 20) are averaged. A triple that cannot be dealt (AA, AA, AA) never happens and
   gets weight 0 through the ranges anyway. Heads-up equities come from
   ``gamelib/games/twister/equity_169.bin`` (tools/make_pushfold.py).
2. **The three-handed push/fold game at each stack** (button, small blind 0.5, big
   blind 1, no ante, all three with S big blinds, winner takes all so chips are value).
   Six choices: the button shoves or folds; the small blind calls the button's shove,
   or shoves when the button folded; the big blind calls the button's shove (small
   blind out), the button's shove and the small blind's call, or the small blind's
   shove. Fictitious play - every choice's best response to the others' average
   strategies, averaged - settles on an equilibrium; the chart keeps, per class and
   choice, the largest stack at which the class plays.
"""

from __future__ import annotations

import sys
import time
from itertools import combinations
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gamelib.games.twister.equity import score7  # noqa: E402
from gamelib.games.twister.preflop import all_classes, combos, hand_class  # noqa: E402
from gamelib.games.twister.pushfold import equity_table  # noqa: E402

STACKS: tuple[float, ...] = (2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0,
                             14.0, 15.0, 16.0, 18.0, 20.0, 22.0, 25.0)
CHOICES = ("button_push", "small_call", "small_push", "big_call_button", "big_call_both",
           "big_call_small")
OUT = ROOT / "benchmarks" / "bots" / "pushfold3_data.py"
SEED = 20261128
ITERATIONS = 400
CLASSES = all_classes()
WEIGHTS = np.array([combos(c) for c in CLASSES], dtype=np.float64)


def class_holdings() -> list[np.ndarray]:
    """Each class's holdings as card-id pairs."""
    index = {c: k for k, c in enumerate(CLASSES)}
    out: list[list[tuple[int, int]]] = [[] for _ in CLASSES]
    for a, b in combinations(range(52), 2):
        out[index[hand_class(a, b)]].append((a, b))
    return [np.array(h, dtype=np.int64) for h in out]


def three_way_equities(rounds: int, seed: int) -> np.ndarray:
    """E[i, j, k]: class i's share of a three-way all-in pot against classes j and k."""
    gen = np.random.default_rng(seed)
    held = class_holdings()
    padded = np.zeros((169, 12, 2), dtype=np.int64)
    sizes = np.array([len(h) for h in held])
    for k, h in enumerate(held):
        padded[k, :len(h)] = h
    triples = np.array([(i, j, k) for i in range(169) for j in range(i, 169)
                        for k in range(j, 169)], dtype=np.int64)
    n = len(triples)
    share = np.zeros((n, 3))
    dealt = np.zeros(n)
    for r in range(rounds):
        started = time.perf_counter()
        cards = np.zeros((n, 3, 2), dtype=np.int64)
        ok = np.zeros(n, dtype=bool)
        for _attempt in range(12):  # redeal clashing holdings a few times
            todo = ~ok
            picks = (gen.random((int(todo.sum()), 3)) * sizes[triples[todo]]).astype(np.int64)
            cards[todo] = padded[triples[todo], picks]
            flat = cards.reshape(n, 6)
            ordered = np.sort(flat, axis=1)
            ok = (ordered[:, 1:] != ordered[:, :-1]).all(axis=1)
        keys = gen.random((n, 52), dtype=np.float32)
        np.put_along_axis(keys, cards.reshape(n, 6), 2.0, axis=1)
        board = np.argpartition(keys, 5, axis=1)[:, :5]
        scores = np.stack([score7(np.concatenate([cards[:, p], board], axis=1))
                           for p in range(3)], axis=1)
        best = scores.max(axis=1, keepdims=True)
        winners = scores == best
        share += np.where(ok[:, None], winners / winners.sum(axis=1, keepdims=True), 0.0)
        dealt += ok
        print(f"round {r + 1}/{rounds}: {time.perf_counter() - started:.1f} s", flush=True)
    share /= np.maximum(dealt, 1)[:, None]
    share[dealt == 0] = 1 / 3
    table = np.zeros((169, 169, 169), dtype=np.float32)
    i, j, k = triples.T
    for a, (x, y, z) in ((0, (i, j, k)), (0, (i, k, j)), (1, (j, i, k)), (1, (j, k, i)),
                         (2, (k, i, j)), (2, (k, j, i))):  # a: whose share, x: that player
        table[x, y, z] = share[:, a]
    return table


def best_responses(stack: float, s: dict[str, np.ndarray], e2: np.ndarray,
                   e3: np.ndarray) -> dict[str, np.ndarray]:
    """Each choice's value-maximising 0/1 response (per class) to the average strategies."""
    w = WEIGHTS
    S = stack
    pb, cs, ps = s["button_push"], s["small_call"], s["small_push"]
    cb1, cb2, cb3 = s["big_call_button"], s["big_call_both"], s["big_call_small"]

    def norm(x: np.ndarray) -> np.ndarray:
        total = x.sum()
        return x / total if total > 0 else np.full(169, 1 / 169)

    out: dict[str, np.ndarray] = {}
    # button: shove against the small blind's call and the big blind's answers
    ws, wb = norm(w), norm(w)
    sb_fold = ws @ (1 - cs)
    push = (sb_fold * (wb @ (1 - cb1)) * (S + 1.5)
            + sb_fold * (e2 @ (wb * cb1)) * (2 * S + 0.5)
            + (e2 @ (ws * cs)) * (wb @ (1 - cb2)) * (2 * S + 1)
            + np.einsum("ijk,j,k->i", e3, ws * cs, wb * cb2) * 3 * S)
    out["button_push"] = (push > S).astype(float)
    # small blind facing the button's shove
    wbtn = norm(w * pb)
    call = (e2 @ wbtn) * (wb @ (1 - cb2)) * (2 * S + 1) + \
        np.einsum("jik,i,k->j", e3, wbtn, wb * cb2) * 3 * S
    out["small_call"] = (call > S - 0.5).astype(float)
    # small blind first in (button folded)
    push_s = (wb @ (1 - cb3)) * (S + 1) + (e2 @ (wb * cb3)) * 2 * S
    out["small_push"] = (push_s > S - 0.5).astype(float)
    # big blind facing the button's shove, small blind folded
    out["big_call_button"] = ((e2 @ wbtn) * (2 * S + 0.5) > S - 1).astype(float)
    # big blind facing the button's shove and the small blind's call
    wcall = norm(w * cs)
    both = np.einsum("kij,i,j->k", e3, wbtn, wcall) * 3 * S
    out["big_call_both"] = (both > S - 1).astype(float)
    # big blind facing the small blind's shove
    wsp = norm(w * ps)
    out["big_call_small"] = ((e2 @ wsp) * 2 * S > S - 1).astype(float)
    return out


def solve(stack: float, e2: np.ndarray, e3: np.ndarray) -> dict[str, np.ndarray]:
    """Fictitious play at one stack: the average strategies after ITERATIONS rounds."""
    s = {c: np.full(169, 0.5) for c in CHOICES}
    for n in range(1, ITERATIONS + 1):
        br = best_responses(stack, s, e2, e3)
        for c in CHOICES:
            s[c] += (br[c] - s[c]) / (n + 1)
    return s


def write(charts: dict[str, dict[str, float]]) -> None:
    lines = ['"""Three-handed push/fold equilibrium charts (see tools/make_pushfold3.py).',
             "",
             "Generated by ``python tools/make_pushfold3.py``; do not edit. Per choice, the",
             "largest stack (big blinds) at which each class plays (0: never; the largest",
             f"solved, {STACKS[-1]:g}, means at every stack solved). The order of the classes",
             "is ``gamelib.games.twister.preflop.all_classes()``.",
             '"""', "", f"SOLVED_UP_TO = {STACKS[-1]}", "",
             "CHARTS: dict[str, tuple[float, ...]] = {"]
    for c in CHOICES:
        values = [charts[c][k] for k in CLASSES]
        lines.append(f"    {c!r}: (")
        for start in range(0, 169, 13):
            lines.append("        " + " ".join(f"{v:g}," for v in values[start:start + 13]))
        lines.append("    ),")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    rounds = int(argv[0]) if argv else 20
    started = time.perf_counter()
    e3 = three_way_equities(rounds, SEED)
    e2 = equity_table()
    charts: dict[str, dict[str, float]] = {c: dict.fromkeys(CLASSES, 0.0) for c in CHOICES}
    for stack in STACKS:
        s = solve(stack, e2, e3)
        for c in CHOICES:
            for k, cls in enumerate(CLASSES):
                if s[c][k] >= 0.5:
                    charts[c][cls] = max(charts[c][cls], stack)
        shares = ", ".join(f"{c} {float(s[c] @ WEIGHTS) / 1326:.0%}" for c in CHOICES)
        print(f"{stack:g} BB: {shares}", flush=True)
    write(charts)
    print(f"wrote {OUT.relative_to(ROOT)} in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
