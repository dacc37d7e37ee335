"""Lookup tables behind the hand evaluator (gamelib/hands.py), built once with numpy.

Every 5-card hand falls in one of 7462 equivalence classes; its *strength* is the
class's place in the ranking, 1 (7-5-4-3-2 offsuit) to 7462 (royal flush).

How a hand of 5, 6 or 7 cards is looked up:

* Each card has a packed integer *card value*; the sum over the hand holds
  - the rank multiset of ranks 2..8 as base-5 digits (bits 0-16, ``5**7 < 2**17``),
  - the rank multiset of ranks 9..A as base-5 digits (bits 17-30, ``5**6 < 2**14``),
  - the number of cards of each suit, 3 bits per suit (bits 31-42).
* ``low_index[low] + high_offset[n][high]`` is a dense index (no gaps, no collisions)
  of the rank multiset among all multisets of ``n`` cards, and ``nonflush[n]`` at that
  index is the best strength ignoring suits. The index is a mixed-radix number: the
  high part picks a block sized for the low multisets that can complete it.
* A hand with five or more cards of one suit (``flush_suit`` of the suit counts) also
  has a flush: the bitmask of that suit's ranks indexes ``flush_best`` (8192 entries:
  best flush or straight flush). The hand's strength is the better of the two; with at
  most seven cards the flush always wins, as no full house or quads fits beside it.

Nothing here is copied from another evaluator; the tables are derived from the rules
in spec/20-hand-ranking.md by the code below.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from enum import IntEnum
from itertools import combinations

import numpy as np


class Category(IntEnum):
    """The ten kinds of poker hand, weakest first."""

    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    ROYAL_FLUSH = 9

    @property
    def label(self) -> str:
        """English name, e.g. ``"Straight Flush"``."""
        return _LABELS[self]


_LABELS = {
    Category.HIGH_CARD: "High Card",
    Category.PAIR: "Pair",
    Category.TWO_PAIR: "Two Pair",
    Category.THREE_OF_A_KIND: "Three of a Kind",
    Category.STRAIGHT: "Straight",
    Category.FLUSH: "Flush",
    Category.FULL_HOUSE: "Full House",
    Category.FOUR_OF_A_KIND: "Four of a Kind",
    Category.STRAIGHT_FLUSH: "Straight Flush",
    Category.ROYAL_FLUSH: "Royal Flush",
}

N_CLASSES = 7462
LOW_RANKS = 7  # ranks 2..8 go to the low field, 9..A to the high field
LOW_MASK = (1 << 17) - 1
HIGH_SHIFT = 17
HIGH_MASK = (1 << 14) - 1
SUIT_SHIFT = 31
MIN_CARDS, MAX_CARDS = 5, 7

# Straights as (high card rank, the five ranks); the wheel 5-4-3-2-A is the lowest.
STRAIGHTS: tuple[tuple[int, tuple[int, ...]], ...] = tuple(
    [(5, (5, 4, 3, 2, 14))] + [(h, tuple(range(h, h - 5, -1))) for h in range(6, 15)]
)
_STRAIGHT_MASKS = {sum(1 << (r - 2) for r in ranks): high for high, ranks in STRAIGHTS}


def card_value(card_id: int) -> int:
    """The packed value of one card (see the module docstring)."""
    r, suit = divmod(card_id, 4)
    rank_part = 5**r if r < LOW_RANKS else 5 ** (r - LOW_RANKS) << HIGH_SHIFT
    return rank_part + (1 << (SUIT_SHIFT + 3 * suit))


def five_card_classes() -> list[tuple[Category, tuple[int, ...]]]:
    """All 7462 classes as (category, ranks in comparing order), weakest first.

    The ranks are what the spec compares, e.g. a full house is (trips, pair), a
    straight is (high card,), two pair is (high pair, low pair, kicker).
    """
    C = Category
    out: list[tuple[Category, tuple[int, ...]]] = []
    ranks = range(14, 1, -1)
    straight_sets = {frozenset(rs): high for high, rs in STRAIGHTS}
    for five in combinations(ranks, 5):
        high = straight_sets.get(frozenset(five))
        if high is None:
            out += [(C.HIGH_CARD, five), (C.FLUSH, five)]
        else:
            out += [(C.STRAIGHT, (high,))]
            out += [(C.ROYAL_FLUSH if high == 14 else C.STRAIGHT_FLUSH, (high,))]
    for p in ranks:
        rest = [r for r in ranks if r != p]
        out += [(C.PAIR, (p, *ks)) for ks in combinations(rest, 3)]
        out += [(C.THREE_OF_A_KIND, (p, *ks)) for ks in combinations(rest, 2)]
        out += [(C.FOUR_OF_A_KIND, (p, k)) for k in rest]
        out += [(C.FULL_HOUSE, (p, k)) for k in rest]
        for lo in ranks:
            if lo < p:
                out += [(C.TWO_PAIR, (p, lo, k)) for k in ranks if k not in (p, lo)]
    out.sort()
    return out


def class_rank_counts(category: Category, ranks: tuple[int, ...]) -> dict[int, int]:
    """How many cards of each rank a class's five cards hold."""
    if category in _STRAIGHT_KINDS:
        return dict.fromkeys(_STRAIGHT_RANKS[ranks[0]], 1)
    return dict(zip(ranks, _SHAPES.get(category, (1, 1, 1, 1, 1))))


_STRAIGHT_KINDS = (Category.STRAIGHT, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH)
_FLUSH_KINDS = (Category.FLUSH, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH)
_STRAIGHT_RANKS = dict(STRAIGHTS)
_SHAPES = {
    Category.PAIR: (2, 1, 1, 1),
    Category.TWO_PAIR: (2, 2, 1),
    Category.THREE_OF_A_KIND: (3, 1, 1),
    Category.FULL_HOUSE: (3, 2),
    Category.FOUR_OF_A_KIND: (4, 1),
}


def _multisets(n_ranks: int) -> np.ndarray:
    """Count vectors (rows) of every multiset over n_ranks ranks, <= 4 each, <= 7 cards."""
    counts = np.zeros((1, 0), dtype=np.int64)
    for _ in range(n_ranks):
        parts = [np.hstack([counts, np.full((len(counts), 1), c)]) for c in range(5)]
        counts = np.concatenate(parts)
        counts = counts[counts.sum(axis=1) <= MAX_CARDS]
    return counts


@dataclass(frozen=True)
class HandTables:
    """Every table the evaluator uses, as numpy arrays and as Python lists (fast scalars)."""

    card_value: np.ndarray  # int64[52]
    low_index: np.ndarray  # int32[5**7]: place of a low multiset among those of its size
    high_offset: dict[int, np.ndarray]  # n -> int32[5**6]: block start for the high multiset
    nonflush: dict[int, np.ndarray]  # n -> int16[number of n-card rank multisets]
    flush_suit: np.ndarray  # int8[4096]: suit with >= 5 cards, or -1
    flush_best: np.ndarray  # int16[8192]: best flush strength of a suit's rank bitmask
    category: np.ndarray  # int8[7463]: category of each strength (index 0 unused: -1)
    ranks: tuple[tuple[int, ...], ...]  # comparing ranks of each strength (index 0: ())
    # Python-list copies for the scalar evaluator.
    card_value_list: list[int]
    low_index_list: list[int]
    high_offset_list: dict[int, list[int]]
    nonflush_list: dict[int, list[int]]
    flush_suit_list: list[int]
    flush_best_list: list[int]


def _build() -> HandTables:
    classes = five_card_classes()
    assert len(classes) == N_CLASSES
    category = np.full(N_CLASSES + 1, -1, dtype=np.int8)
    category[1:] = [c for c, _ in classes]

    # --- dense index of rank multisets: low part (ranks 2..8) and high part (9..A) ----------
    pow_low = 5 ** np.arange(LOW_RANKS)
    pow_high = 5 ** np.arange(13 - LOW_RANKS)
    low = _multisets(LOW_RANKS)
    high = _multisets(13 - LOW_RANKS)
    low_val, low_size = low @ pow_low, low.sum(axis=1)
    high_val, high_size = high @ pow_high, high.sum(axis=1)
    low_count = np.bincount(low_size, minlength=MAX_CARDS + 1)
    high_count = np.bincount(high_size, minlength=MAX_CARDS + 1)

    def place_in_size(vals: np.ndarray, sizes: np.ndarray) -> np.ndarray:
        order = np.lexsort((vals, sizes))
        starts = np.concatenate([[0], np.cumsum(np.bincount(sizes, minlength=MAX_CARDS + 1))])
        place = np.empty(len(vals), dtype=np.int64)
        place[order] = np.arange(len(vals)) - starts[sizes[order]]
        return place

    low_place = place_in_size(low_val, low_size)
    high_place = place_in_size(high_val, high_size)
    low_index = np.zeros(5**LOW_RANKS, dtype=np.int32)
    low_index[low_val] = low_place

    high_offset: dict[int, np.ndarray] = {}
    full_counts: dict[int, np.ndarray] = {}  # n -> count vectors (13 ranks) in index order
    for n in range(MIN_CARDS, MAX_CARDS + 1):
        offset = np.zeros(5 ** (13 - LOW_RANKS), dtype=np.int32)
        start = 0
        blocks = []
        for nh in range(0, n + 1):
            nl = n - nh
            sel_h = np.flatnonzero(high_size == nh)
            sel_h = sel_h[np.argsort(high_place[sel_h])]
            sel_l = np.flatnonzero(low_size == nl)
            sel_l = sel_l[np.argsort(low_place[sel_l])]
            offset[high_val[sel_h]] = start + high_place[sel_h] * low_count[nl]
            start += high_count[nh] * low_count[nl]
            blocks.append(
                np.hstack(
                    [np.tile(low[sel_l], (len(sel_h), 1)), np.repeat(high[sel_h], len(sel_l), 0)]
                )
            )
        high_offset[n] = offset
        full_counts[n] = np.concatenate(blocks)
        assert len(full_counts[n]) == start

    def index_of(n: int, counts: np.ndarray) -> np.ndarray:
        return (
            high_offset[n][counts[:, LOW_RANKS:] @ pow_high]
            + low_index[counts[:, :LOW_RANKS] @ pow_low]
        )

    # --- five cards: straight from the class list; more cards: best after dropping one ------
    nonflush: dict[int, np.ndarray] = {}
    five = np.zeros(len(full_counts[5]), dtype=np.int16)
    flush5 = np.zeros(1 << 13, dtype=np.int16)
    rows: list[list[int]] = []
    row_strengths: list[int] = []
    for strength, (cat, ranks) in enumerate(classes, start=1):
        rank_counts = class_rank_counts(cat, ranks)
        if cat in _FLUSH_KINDS:
            flush5[sum(1 << (r - 2) for r in rank_counts)] = strength
        else:
            row = [0] * 13
            for r, c in rank_counts.items():
                row[r - 2] = c
            rows.append(row)
            row_strengths.append(strength)
    five[index_of(5, np.array(rows, dtype=np.int64))] = row_strengths
    assert five.min() > 0
    nonflush[5] = five
    for n in range(MIN_CARDS + 1, MAX_CARDS + 1):
        counts = full_counts[n]
        best = np.zeros(len(counts), dtype=np.int16)
        for r in range(13):
            has = counts[:, r] > 0
            fewer = counts[has].copy()
            fewer[:, r] -= 1
            best[has] = np.maximum(best[has], nonflush[n - 1][index_of(n - 1, fewer)])
        nonflush[n] = best

    # --- flushes: the best five of a suit's ranks --------------------------------------------
    masks = np.arange(1 << 13)
    popcount = np.zeros(1 << 13, dtype=np.int64)
    for r in range(13):
        popcount += (masks >> r) & 1
    flush_best = flush5.copy()
    for pc in range(6, 14):
        sel = masks[popcount == pc]
        best = np.zeros(len(sel), dtype=np.int16)
        for r in range(13):
            bit = 1 << r
            best = np.where(sel & bit, np.maximum(best, flush_best[sel & ~bit]), best)
        flush_best[sel] = best

    fields = np.arange(1 << 12)
    suit_counts = np.stack([(fields >> (3 * s)) & 7 for s in range(4)], axis=1)
    flush_suit = np.where(
        (suit_counts >= 5).any(axis=1), np.argmax(suit_counts >= 5, axis=1), -1
    ).astype(np.int8)

    values = np.array([card_value(i) for i in range(52)], dtype=np.int64)
    sizes = range(MIN_CARDS, MAX_CARDS + 1)
    return HandTables(
        card_value=values,
        low_index=low_index,
        high_offset={n: high_offset[n] for n in sizes},
        nonflush=nonflush,
        flush_suit=flush_suit,
        flush_best=flush_best,
        category=category,
        ranks=((),) + tuple(r for _, r in classes),
        card_value_list=values.tolist(),
        low_index_list=low_index.tolist(),
        high_offset_list={n: high_offset[n].tolist() for n in sizes},
        nonflush_list={n: nonflush[n].tolist() for n in sizes},
        flush_suit_list=flush_suit.tolist(),
        flush_best_list=flush_best.tolist(),
    )


_built: list[HandTables] = []  # the tables once built
_building = threading.Lock()


def tables() -> HandTables:
    """The tables, built on first use (60-100 ms of CPU): one thread builds them, any other
    asking meanwhile waits for those (the app has them built beside the lobby: ``gamelib.warm_up``)."""
    if not _built:
        with _building:
            if not _built:
                _built.append(_build())
    return _built[0]


def category_bounds() -> dict[Category, tuple[int, int]]:
    """Lowest and highest strength of each category."""
    cats = tables().category
    return {
        c: (int(np.argmax(cats == c)), int(len(cats) - 1 - np.argmax(cats[::-1] == c)))
        for c in Category
    }
