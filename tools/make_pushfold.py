"""Regenerate :mod:`gamelib.games.twister.pushfold_data`: heads-up push/fold Nash charts.

    .venv/bin/python tools/make_pushfold.py [BOARDS]

Two steps, both seeded, so the output is reproducible:

1. **All-in equity of every starting-hand class against every other** (169 x 169).
   For each random board, all 1,326 holdings are scored at once; every pair of
   holdings that shares no card (with each other or the board) is compared, and the
   results are summed per pair of classes. Every compatible pair of holdings gets the
   same weight, so card removal is exact; only the boards are sampled.
2. **The push/fold game at each stack** (small blind 0.5, big blind 1, no ante,
   both sit with S big blinds). The small blind (the button heads-up) shoves or
   folds, the big blind calls or folds. Fictitious play - each side's best response
   to the other's average strategy, averaged - converges to the equilibrium of this
   zero-sum game. The chart keeps, per class, the largest stack at which the hand
   is a shove (or a call): the usual published form ("A2o: shove up to 20 BB").

Known figures it reproduces: at 10 BB the button shoves about 58 % of hands and the
big blind calls about 37 %.
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
from gamelib.games.twister.pushfold import EQUITY_FILE  # noqa: E402

#: Stacks (big blinds) the game is solved at: fine where charts change fast.
STACKS: tuple[float, ...] = tuple(
    [x / 2 for x in range(2, 41)] + [float(x) for x in range(21, 51)])
OUT = ROOT / "gamelib" / "games" / "twister" / "pushfold_data.py"
SEED = 20260421


def holdings() -> tuple[np.ndarray, np.ndarray]:
    """The 1,326 holdings as card-id pairs, sorted by class, and each one's class index."""
    index = {c: k for k, c in enumerate(all_classes())}
    pairs = np.array(list(combinations(range(52), 2)), dtype=np.int64)
    classes = np.array([index[hand_class(int(a), int(b))] for a, b in pairs], dtype=np.int64)
    order = np.argsort(classes, kind="stable")
    return pairs[order], classes[order]


def _card_matrix(pairs: np.ndarray) -> np.ndarray:
    cards = np.zeros((len(pairs), 52), dtype=bool)
    cards[np.arange(len(pairs)), pairs[:, 0]] = True
    cards[np.arange(len(pairs)), pairs[:, 1]] = True
    return cards


def _by_class(x: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Sum a holdings x holdings matrix into classes x classes blocks."""
    return np.add.reduceat(np.add.reduceat(x, starts, axis=0), starts, axis=1)


def equity_matrix(boards: int, seed: int = SEED) -> np.ndarray:
    """E[i, j]: the share of the pot class i wins all-in against class j pre-flop.

    Per board, each live holding is compared with every live holding at once by
    counting, per class, the holdings scored below and above it (a sort and a
    cumulative sum); the few pairs that share a card are then taken back out.
    """
    pairs, classes = holdings()
    size = len(pairs)
    starts = np.flatnonzero(np.r_[True, classes[1:] != classes[:-1]])
    cards = _card_matrix(pairs)
    clash_a, clash_b = np.nonzero(cards.astype(np.int32) @ cards.T.astype(np.int32))
    onehot = np.zeros((size, 169), dtype=np.int64)
    onehot[np.arange(size), classes] = 1
    gen = np.random.default_rng(seed)
    gain = np.zeros((size, 169), dtype=np.int64)  # wins minus losses, per holding x class
    seen = np.zeros((size, 169), dtype=np.int64)
    started = time.perf_counter()
    for b in range(boards):
        board = gen.choice(52, 5, replace=False)
        live = np.asarray(~cards[:, board].any(axis=1))
        idx = np.flatnonzero(live)
        scores = score7(np.concatenate([pairs[idx], np.broadcast_to(board, (idx.size, 5))],
                                       axis=1))
        order = np.argsort(scores, kind="stable")
        ranked = scores[order]
        cum = np.vstack([np.zeros(169, dtype=np.int64), np.cumsum(onehot[idx[order]], axis=0)])
        below = cum[np.searchsorted(ranked, scores, "left")]
        above = cum[-1] - cum[np.searchsorted(ranked, scores, "right")]
        gain[idx] += below - above
        seen[idx] += cum[-1]
        both = live[clash_a] & live[clash_b]
        a, bb = clash_a[both], clash_b[both]
        full = np.zeros(size, dtype=np.int64)
        full[idx] = scores
        flat = a * 169 + classes[bb]
        gain -= np.bincount(flat, weights=np.sign(full[a] - full[bb]),
                            minlength=size * 169).astype(np.int64).reshape(size, 169)
        seen -= np.bincount(flat, minlength=size * 169).reshape(size, 169)
        if b % 2000 == 1999:
            print(f"  {b + 1} boards, {time.perf_counter() - started:.0f} s", flush=True)
    wins = np.add.reduceat(gain, starts, axis=0).astype(np.float64)
    counts = np.add.reduceat(seen, starts, axis=0).astype(np.float64)
    # gain is +1 for a win, 0 for a split, -1 for a loss: equity = (1 + mean gain) / 2
    return 0.5 + 0.5 * wins / np.maximum(counts, 1.0)


def pair_counts() -> np.ndarray:
    """N[i, j]: how many (holding of class i, holding of class j) pairs share no card."""
    pairs, classes = holdings()
    starts = np.flatnonzero(np.r_[True, classes[1:] != classes[:-1]])
    cards = _card_matrix(pairs).astype(np.float64)
    return _by_class((cards @ cards.T == 0).astype(np.float64), starts)


def solve(stack: float, eq: np.ndarray, n: np.ndarray,
          iterations: int = 3000) -> tuple[np.ndarray, np.ndarray]:
    """Equilibrium shove and call frequencies per class at ``stack`` big blinds."""
    push = np.ones(169)
    call = np.full(169, 0.5)
    for k in range(1, iterations + 1):
        # the small blind's best response to the average call strategy
        called = n @ call
        total = n.sum(axis=1)
        won_when_called = (n * eq) @ call
        ev_push = (total - called) * 1.0 + won_when_called * 2 * stack - called * stack
        br_push = (ev_push > -0.5 * total).astype(float)
        # the big blind's best response to the average shove strategy
        shoved = n.T @ push
        won = (n.T * (1.0 - eq.T)) @ push
        ev_call = won * 2 * stack - shoved * stack
        br_call = (ev_call > -1.0 * shoved).astype(float)
        push += (br_push - push) / (k + 1)
        call += (br_call - call) / (k + 1)
    return push, call


def share(freq: np.ndarray) -> float:
    weights = np.array([combos(c) for c in all_classes()], dtype=float)
    return float((freq * weights).sum() / 1326)


def chart(strategies: list[np.ndarray]) -> list[float]:
    """Per class, the largest solved stack where it plays (0 when never)."""
    out = []
    for k in range(169):
        plays = [s for s, freq in zip(STACKS, strategies) if freq[k] >= 0.5]
        out.append(max(plays, default=0.0))
    return out


def write(eq: np.ndarray, push: list[float], call: list[float], boards: int,
          shares: dict[float, tuple[float, float]]) -> None:
    names = all_classes()
    lines = [
        '"""Heads-up push/fold Nash charts (the 169 x 169 all-in equity table they were solved',
        'from is ``equity_169.bin`` beside this file).',
        "",
        f"Generated by ``python tools/make_pushfold.py {boards}``; do not edit.",
        "``PUSH[cls]``: the largest stack (big blinds) at which the small blind shoves ``cls``;",
        "``CALL[cls]``: the largest at which the big blind calls a shove with it (0: never;",
        f"{STACKS[-1]:g}: at every stack solved).",
        '"""',
        "",
        f"SOLVED_UP_TO = {STACKS[-1]!r}",
        "",
        "PUSH: dict[str, float] = {",
        *[f'    "{c}": {p!r},' for c, p in zip(names, push)],
        "}",
        "",
        "CALL: dict[str, float] = {",
        *[f'    "{c}": {p!r},' for c, p in zip(names, call)],
        "}",
        "",
        "#: stack -> (share of hands shoved, share called) in the solved equilibrium",
        "SHARES: dict[float, tuple[float, float]] = {",
        *[f"    {s!r}: ({p:.4f}, {c:.4f})," for s, (p, c) in shares.items()],
        "}",
        "",
    ]
    OUT.write_text("\n".join(lines), encoding="utf-8")
    EQUITY_FILE.write_bytes(np.round(eq * 65535).astype("<u2").tobytes())


def main(boards: int = 2500) -> int:
    print(f"equity of 169 x 169 classes over {boards} boards ...", flush=True)
    eq = equity_matrix(boards)
    n = pair_counts()
    eq = np.where(n > 0, eq, 0.5)
    eq = 0.5 * (eq + (1.0 - eq.T))  # each pair measured from both sides: make it exact-sum
    pushes, calls, shares = [], [], {}
    for stack in STACKS:
        p, c = solve(stack, eq, n)
        pushes.append(p)
        calls.append(c)
        shares[stack] = (share(p), share(c))
    write(eq, chart(pushes), chart(calls), boards, shares)
    p10, c10 = shares[10.0]
    print(f"wrote {OUT}: at 10 BB shove {p10:.1%}, call {c10:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 2500))
