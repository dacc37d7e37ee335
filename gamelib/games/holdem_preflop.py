"""Exact showdown counts for every pair of hole cards at once, flop by flop: the engine
behind the pre-flop tables of Texas Hold'em Bonus and Heads Up Hold'em
(``tools/make_preflop.py``).

The ADVISOR's flop values (``strategy.flop_evs``, ``strategy.advise``) enumerate, for ONE
pair of hole cards, the 1,081 turn-river pairs × the dealer's 990 two-card hands. Doing
that for each of the 1,176 hole pairs a flop allows would evaluate 1.3 billion hands. But
a dealer's hand is just another pair of unseen cards: for one flop, every turn-river pair
(1,176 boards) and every hole pair that fits beside it (1,081) give 1,271,256 seven-card
hands, and each hole pair's wins, ties and losses against the dealer's 990 hands are
counted from those same strengths by ranks — the board's pairs below it, less those that
share one of its two cards (:func:`flop_showdowns`). One flop then costs about a second for
every hole pair together, and the 1,755 flops that differ by more than a change of suits
(:func:`canonical_flops`, each weighted by how many flops it stands for) give the exact
pre-flop values of all 169 starting-hand classes.

Card ids as :mod:`gamelib.cards` (``id = (rank - 2) * 4 + suit``).
"""

from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass
from functools import cache

import numpy as np

RANKS = "23456789TJQKA"
UNSEEN = 49  # cards left after a flop
DEALER_HANDS = 990  # C(45, 2): the dealer's two cards beside hole cards and a full board
_SENTINEL = 30_000  # above every strength (1..7462): a pair that overlaps the board


# --- starting-hand classes -------------------------------------------------------------------

def hand_class(a: int, b: int) -> str:
    """The class of two hole cards given as ids: ``"AA"``, ``"AKs"``, ``"72o"``.

    >>> hand_class(51, 50), hand_class(51, 47), hand_class(0, 21)
    ('AA', 'AKs', '72o')
    """
    ra, rb = a >> 2, b >> 2
    hi, lo = max(ra, rb), min(ra, rb)
    if hi == lo:
        return RANKS[hi] * 2
    return RANKS[hi] + RANKS[lo] + ("s" if (a & 3) == (b & 3) else "o")


def all_classes() -> tuple[str, ...]:
    """The 169 classes, strongest ranks first: AA, AKs, AKo, AQs … 32o, 22."""
    out = []
    for hi in range(12, -1, -1):
        out.append(RANKS[hi] * 2)
        for lo in range(hi - 1, -1, -1):
            out += [RANKS[hi] + RANKS[lo] + "s", RANKS[hi] + RANKS[lo] + "o"]
    return tuple(out)


def combos(cls: str) -> int:
    """How many of the 1,326 pairs of hole cards a class holds: 6 (a pair), 4 (suited) or 12.

    >>> combos("AA"), combos("AKs"), combos("AKo")
    (6, 4, 12)
    """
    return 6 if len(cls) == 2 else 4 if cls.endswith("s") else 12


def example_hole(cls: str) -> tuple[int, int]:
    """Two card ids of a class (clubs, and diamonds for the second card unless suited).

    >>> example_hole("AKs"), example_hole("T9o"), example_hole("22")
    ((48, 44), (32, 29), (0, 1))
    """
    hi, lo = RANKS.index(cls[0]), RANKS.index(cls[1])
    suited = cls.endswith("s")
    return hi * 4, lo * 4 + (0 if suited else 1)


@cache
def class_index_table() -> np.ndarray:
    """[a, b] -> index of the class of hole cards a, b in :func:`all_classes` (-1 when a == b)."""
    index = {c: i for i, c in enumerate(all_classes())}
    out = np.full((52, 52), -1, dtype=np.int16)
    for a in range(52):
        for b in range(52):
            if a != b:
                out[a, b] = index[hand_class(a, b)]
    return out


# --- flops up to a change of suits ------------------------------------------------------------

_SUIT_PERMS = tuple(itertools.permutations(range(4)))


def canonical_flop(cards: tuple[int, ...]) -> tuple[int, ...]:
    """The least (sorted) image of a flop under the 24 relabellings of the suits."""
    return min(tuple(sorted((c & ~3) | p[c & 3] for c in cards)) for p in _SUIT_PERMS)


@cache
def canonical_flops() -> tuple[tuple[tuple[int, int, int], int], ...]:
    """The 1,755 flops distinct up to suits, each with how many of the 22,100 it stands for."""
    counts = Counter(canonical_flop(f) for f in itertools.combinations(range(52), 3))
    return tuple(((f[0], f[1], f[2]), n) for f, n in sorted(counts.items()))


# --- every hole pair against the dealer on one flop ---------------------------------------------

@cache
def _pair_layout() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The 1,176 pairs of the 49 unseen positions, and every (board pair, hole pair) that
    share no card, as two index arrays."""
    pairs = np.array(list(itertools.combinations(range(UNSEEN), 2)), dtype=np.intp)
    a, b = pairs[:, 0], pairs[:, 1]
    disjoint = ((a[:, None] != a[None, :]) & (a[:, None] != b[None, :])
                & (b[:, None] != a[None, :]) & (b[:, None] != b[None, :]))
    board_idx, hole_idx = np.nonzero(disjoint)
    return pairs, board_idx, hole_idx


def _ranks_in_rows(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per row: how many of the row's values are below, and at most, each of its values."""
    rows, width = values.shape
    order = np.argsort(values, axis=1, kind="stable")
    ordered = np.take_along_axis(values, order, axis=1)
    pos = np.broadcast_to(np.arange(width, dtype=np.int32), (rows, width))
    starts = np.ones((rows, width), dtype=bool)  # where a run of equal values starts
    np.not_equal(ordered[:, 1:], ordered[:, :-1], out=starts[:, 1:])
    ends = np.ones((rows, width), dtype=bool)
    ends[:, :-1] = starts[:, 1:]
    first = np.maximum.accumulate(np.where(starts, pos, 0), axis=1)
    last = np.minimum.accumulate(np.where(ends, pos, width - 1)[:, ::-1], axis=1)[:, ::-1]
    below = np.empty((rows, width), dtype=np.int32)
    at_most = np.empty((rows, width), dtype=np.int32)
    np.put_along_axis(below, order, first, axis=1)
    np.put_along_axis(at_most, order, last + 1, axis=1)
    return below, at_most


@dataclass(frozen=True)
class FlopShowdowns:
    """Every hole pair on every completion of one flop against the dealer's 990 hands.

    Entries are the (board pair, hole pair) combinations that share no card
    (1,271,256): ``board`` and ``hole`` index :attr:`pairs` (positions in ``unseen``);
    ``strength`` is the player's final strength, ``wins`` / ``ties`` / ``losses`` count the
    dealer's hands, and ``wins_unqualified`` / ``losses_unqualified`` those among the dealer's
    hands below ``qualifies_from`` (Heads Up's dealer qualifies with a pair).
    """

    flop: tuple[int, ...]
    unseen: np.ndarray
    pairs: np.ndarray
    board: np.ndarray
    hole: np.ndarray
    strength: np.ndarray
    wins: np.ndarray
    ties: np.ndarray
    losses: np.ndarray
    wins_unqualified: np.ndarray
    losses_unqualified: np.ndarray

    def hole_cards(self) -> np.ndarray:
        """(1176, 2) the card ids of each hole pair."""
        result: np.ndarray = self.unseen[self.pairs]
        return result


def flop_showdowns(flop: tuple[int, ...], qualifies_from: int = 0) -> FlopShowdowns:
    """Count every hole pair's showdowns on ``flop`` (three card ids); see the module doc."""
    from gamelib.hands import evaluate7_batch

    pairs, board_idx, hole_idx = _pair_layout()
    unseen = np.array([c for c in range(52) if c not in flop], dtype=np.uint8)
    n_boards = len(pairs)
    cards = np.empty((len(board_idx), 7), dtype=np.uint8)
    cards[:, :3] = np.array(flop, dtype=np.uint8)
    cards[:, 3:5] = unseen[pairs[board_idx]]
    cards[:, 5:7] = unseen[pairs[hole_idx]]
    strength = evaluate7_batch(cards, threads=1)
    # per board: the strength of every hole pair (the sentinel where it overlaps the board)
    by_pair = np.full((n_boards, n_boards), _SENTINEL, dtype=np.int16)
    by_pair[board_idx, hole_idx] = strength
    grid = np.full((n_boards, UNSEEN, UNSEEN), _SENTINEL, dtype=np.int16)
    ha, hb = pairs[hole_idx, 0], pairs[hole_idx, 1]
    grid[board_idx, ha, hb] = strength
    grid[board_idx, hb, ha] = strength
    all_below, all_at_most = _ranks_in_rows(by_pair)
    row_below, row_at_most = _ranks_in_rows(grid.reshape(-1, UNSEEN))
    row_below = row_below.reshape(grid.shape)
    row_at_most = row_at_most.reshape(grid.shape)
    # dealer hands share no card with the hole pair: all pairs, less those holding a or b
    below = all_below[board_idx, hole_idx]
    at_most = all_at_most[board_idx, hole_idx]
    wins = below - row_below[board_idx, ha, hb] - row_below[board_idx, hb, ha]
    ties = ((at_most - below) - (row_at_most[board_idx, ha, hb] - row_below[board_idx, ha, hb])
            - (row_at_most[board_idx, hb, ha] - row_below[board_idx, hb, ha]) + 1)
    losses = DEALER_HANDS - wins - ties
    # the dealer's hands below the qualifier
    unq_all = (by_pair < qualifies_from).sum(axis=1)
    unq_row = (grid < qualifies_from).sum(axis=2)
    unq = (unq_all[board_idx] - unq_row[board_idx, ha] - unq_row[board_idx, hb]
           + (strength < qualifies_from))
    wins_unq = np.where(strength <= qualifies_from, wins, unq)
    losses_unq = np.where(strength < qualifies_from, unq - wins - ties, 0)
    return FlopShowdowns(tuple(flop), unseen, pairs, board_idx, hole_idx, strength,
                         wins.astype(np.int32), ties.astype(np.int32), losses.astype(np.int32),
                         wins_unq.astype(np.int32), losses_unq.astype(np.int32))


def per_turn_sums(sd: FlopShowdowns, values: np.ndarray) -> np.ndarray:
    """(49, 1176): for each turn card (position in ``unseen``) and hole pair, the sum of
    ``values`` (one per entry) over the rivers that go with that turn card."""
    n = len(sd.pairs)
    first = sd.pairs[sd.board, 0] * n + sd.hole
    second = sd.pairs[sd.board, 1] * n + sd.hole
    out = np.bincount(first, weights=values, minlength=UNSEEN * n)
    out += np.bincount(second, weights=values, minlength=UNSEEN * n)
    result: np.ndarray = out.reshape(UNSEEN, n)
    return result


def per_hole_means(sd: FlopShowdowns, values: np.ndarray) -> np.ndarray:
    """(1176,): each hole pair's mean of ``values`` over its 1,081 completions."""
    n = len(sd.pairs)
    result: np.ndarray = np.bincount(sd.hole, weights=values, minlength=n) / 1081
    return result


def turn_card_allowed(sd: FlopShowdowns) -> np.ndarray:
    """(49, 1176) True where the turn card is not one of the hole pair's cards."""
    t = np.arange(UNSEEN)[:, None]
    result: np.ndarray = (t != sd.pairs[None, :, 0]) & (t != sd.pairs[None, :, 1])
    return result
