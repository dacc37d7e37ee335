"""Poker hand evaluation: the best five of 5, 6 or 7 cards, one at a time or in numpy batches.

>>> from gamelib.cards import parse_cards
>>> v = evaluate(parse_cards("Kd Ks 5c 5h 9s 2d 3c"))
>>> v.category.label, v.name
('Two Pair', 'Two Pair, Kings and Fives')
>>> evaluate(parse_cards("As Ks Qs Js Ts")) > evaluate(parse_cards("9h Kh Qh Jh Th"))
True
>>> int(evaluate7_batch(np.array([[51, 47, 43, 39, 35, 0, 1]]))[0]) == 7462
True

A :class:`HandValue`'s ``strength`` (1 … 7,462) totally orders hands: higher is better,
equal strength is an exact tie (suits never break ties). The batch functions return the
same strengths for arrays of card ids (see gamelib.cards: id = (rank - 2) * 4 + suit).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache
from itertools import combinations

import numpy as np

from gamelib.cards import RANK_NAMES, RANK_PLURALS, Card
from gamelib.errors import IllegalActionError
from gamelib.hand_tables import (
    CATEGORY_OF_STRENGTH,
    CLASSES,
    FLUSH_BITS,
    FLUSH_PROBE,
    HI_SHIFT,
    SUIT_SHIFT,
    tables,
)

__all__ = [
    "Category", "HandValue", "evaluate", "evaluate_batch", "evaluate5_batch", "evaluate7_batch",
    "all_5card_hands", "category_of", "strength_category", "describe_strength",
]


class Category(IntEnum):
    """Hand categories, weakest first."""

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
        return _LABELS[self]


_LABELS = {
    Category.HIGH_CARD: "High Card", Category.PAIR: "Pair", Category.TWO_PAIR: "Two Pair",
    Category.THREE_OF_A_KIND: "Three of a Kind", Category.STRAIGHT: "Straight",
    Category.FLUSH: "Flush", Category.FULL_HOUSE: "Full House",
    Category.FOUR_OF_A_KIND: "Four of a Kind", Category.STRAIGHT_FLUSH: "Straight Flush",
    Category.ROYAL_FLUSH: "Royal Flush",
}


def strength_category(strength: int) -> Category:
    """The category of a strength (1 … 7,462)."""
    if not 1 <= strength <= len(CLASSES):
        raise ValueError(f"A hand strength is 1 to {len(CLASSES)}, not {strength}.")
    return Category(int(CATEGORY_OF_STRENGTH[strength]))


def category_of(strengths: np.ndarray) -> np.ndarray:
    """Categories (int8) of an array of strengths."""
    return CATEGORY_OF_STRENGTH[strengths]


def describe_strength(strength: int) -> str:
    """The human name of a strength: ``"Full House, Queens over Fours"``."""
    category, ranks = CLASSES[strength - 1]
    return _name(Category(category), ranks)


def _name(category: Category, ranks: tuple[int, ...]) -> str:
    top = ranks[0]
    if category is Category.ROYAL_FLUSH:
        return "Royal Flush"
    if category is Category.STRAIGHT_FLUSH:
        return f"Straight Flush, {RANK_NAMES[top]} High"
    if category is Category.FOUR_OF_A_KIND:
        return f"Four of a Kind, {RANK_PLURALS[top]}"
    if category is Category.FULL_HOUSE:
        return f"Full House, {RANK_PLURALS[top]} over {RANK_PLURALS[ranks[3]]}"
    if category is Category.FLUSH:
        return f"Flush, {RANK_NAMES[top]} High"
    if category is Category.STRAIGHT:
        return f"Straight, {RANK_NAMES[top]} High"
    if category is Category.THREE_OF_A_KIND:
        return f"Three of a Kind, {RANK_PLURALS[top]}"
    if category is Category.TWO_PAIR:
        return f"Two Pair, {RANK_PLURALS[top]} and {RANK_PLURALS[ranks[2]]}"
    if category is Category.PAIR:
        return f"Pair of {RANK_PLURALS[top]}"
    return f"{RANK_NAMES[top]} High"


@dataclass(frozen=True, eq=False, slots=True)
class HandValue:
    """The value of a hand: compare, hash and sort by ``strength`` alone."""

    strength: int
    best_five: tuple[Card, ...]

    @property
    def category(self) -> Category:
        return Category(int(CATEGORY_OF_STRENGTH[self.strength]))

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks of the best five in display order (made part first, then kickers)."""
        return CLASSES[self.strength - 1][1]

    @property
    def name(self) -> str:
        return describe_strength(self.strength)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HandValue) and self.strength == other.strength

    def __hash__(self) -> int:
        return hash(self.strength)

    def __lt__(self, other: HandValue) -> bool:
        return self.strength < other.strength

    def __le__(self, other: HandValue) -> bool:
        return self.strength <= other.strength

    def __gt__(self, other: HandValue) -> bool:
        return self.strength > other.strength

    def __ge__(self, other: HandValue) -> bool:
        return self.strength >= other.strength

    def __repr__(self) -> str:
        return f"HandValue({self.strength}, {self.name!r})"


_RANK_MASK = (1 << SUIT_SHIFT) - 1


def strength_of(cards: Sequence[Card]) -> int:
    """The strength of the best five of 5–7 distinct cards (no checks: hot path for bots)."""
    t = tables()
    packed = t.packed_py
    total = 0
    for c in cards:
        total += packed[c.id]
    if (total + FLUSH_PROBE) & FLUSH_BITS:
        suit_counts = total >> SUIT_SHIFT
        suit = next(s for s in range(4) if (suit_counts >> (4 * s)) & 15 >= 5)
        mask = 0
        for c in cards:
            if c.id & 3 == suit:
                mask |= 1 << (c.id >> 2)
        return int(t.flush_py[mask])
    return t.nonflush_by_code[total & _RANK_MASK]


def evaluate(cards: Iterable[Card]) -> HandValue:
    """The best five of 5, 6 or 7 cards, with its strength, category, cards and name."""
    hand = list(cards)
    if not 5 <= len(hand) <= 7:
        raise IllegalActionError(f"A poker hand needs 5 to 7 cards, not {len(hand)}.")
    if not all(isinstance(c, Card) for c in hand):
        raise IllegalActionError("A poker hand is made of cards.")
    if len(set(hand)) != len(hand):
        raise IllegalActionError("A poker hand cannot hold the same card twice.")
    strength = strength_of(hand)
    return HandValue(strength, _pick_five(hand, strength))


def _pick_five(hand: list[Card], strength: int) -> tuple[Card, ...]:
    """The cards of the hand that make its best five, in display order."""
    category, ranks = CLASSES[strength - 1]
    pool = list(hand)
    if category in (Category.FLUSH, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH):
        counts = [0] * 4
        for c in hand:
            counts[c.suit] += 1
        suit = counts.index(max(counts))
        pool = [c for c in hand if c.suit == suit]
    chosen: list[Card] = []
    for rank in ranks:
        card = max((c for c in pool if c.rank == rank and c not in chosen), key=lambda c: c.suit)
        chosen.append(card)
    return tuple(chosen)


# --- batches ---------------------------------------------------------------------------------

_CHUNK = 1 << 14
_LO_MASK = (1 << HI_SHIFT) - 1
_HI_MASK = (1 << (SUIT_SHIFT - HI_SHIFT)) - 1


def _evaluate_chunk(cols: np.ndarray, out: np.ndarray) -> None:
    """Strengths of one chunk given column-major card ids ``cols`` of shape (k, n)."""
    t = tables()
    packed = np.take(t.packed, cols[0])
    scratch = np.empty_like(packed)
    for j in range(1, cols.shape[0]):
        np.take(t.packed, cols[j], out=scratch)
        packed += scratch
    np.bitwise_and(packed, _LO_MASK, out=scratch)
    index = np.take(t.lo_base, scratch)
    np.right_shift(packed, HI_SHIFT, out=scratch)
    np.bitwise_and(scratch, _HI_MASK, out=scratch)
    index += np.take(t.hi_pos, scratch)
    np.take(t.nonflush, index, out=out)
    np.add(packed, FLUSH_PROBE, out=scratch)
    np.bitwise_and(scratch, FLUSH_BITS, out=scratch)
    flushes = np.flatnonzero(scratch)
    if flushes.size:
        rows = cols[:, flushes]
        counts = packed[flushes] >> SUIT_SHIFT
        suit = np.zeros(flushes.size, dtype=np.int8)
        for s in range(1, 4):
            suit[((counts >> (4 * s)) & 15) >= 5] = s
        mask = np.zeros(flushes.size, dtype=np.int16)
        for j in range(rows.shape[0]):
            col = rows[j]
            mask |= np.where(t.suit[col] == suit, t.rank_bit[col], 0).astype(np.int16)
        out[flushes] = t.flush[mask]


def evaluate_batch(ids: np.ndarray, threads: int = 2) -> np.ndarray:
    """Strengths (int16) of an (N, k) array of card ids, k = 5, 6 or 7 distinct cards per row."""
    arr = np.asarray(ids)
    if arr.ndim != 2 or not 5 <= arr.shape[1] <= 7:
        raise ValueError(f"Expected an (N, 5..7) array of card ids, got shape {arr.shape}.")
    if arr.size and (arr.min() < 0 or arr.max() > 51):
        raise ValueError("Card ids must be 0 to 51.")
    out = np.empty(arr.shape[0], dtype=np.int16)
    tables()

    def run(start: int, stop: int) -> None:
        for s in range(start, stop, _CHUNK):
            e = min(s + _CHUNK, stop)
            cols = np.ascontiguousarray(arr[s:e].T, dtype=np.intp)
            _evaluate_chunk(cols, out[s:e])

    n = arr.shape[0]
    if threads > 1 and n > 8 * _CHUNK:
        bounds = [n * i // threads for i in range(threads + 1)]
        with ThreadPoolExecutor(threads) as pool:
            list(pool.map(run, bounds[:-1], bounds[1:]))
    else:
        run(0, n)
    return out


def evaluate5_batch(ids: np.ndarray) -> np.ndarray:
    """Strengths of an (N, 5) array of card ids."""
    return evaluate_batch(ids)


def evaluate7_batch(ids: np.ndarray) -> np.ndarray:
    """Strengths of an (N, 7) array of card ids."""
    return evaluate_batch(ids)


@lru_cache(maxsize=1)
def all_5card_hands() -> np.ndarray:
    """All 2,598,960 five-card hands as card ids (N, 5), in lexicographic combination order."""
    n = 52
    rows = []
    # choose the first card, then all 4-combinations of the cards above it, vectorised
    four = np.array(list(combinations(range(n), 4)), dtype=np.int8)
    for first in range(n - 4):
        above = four[four[:, 0] > first]
        rows.append(np.column_stack([np.full(len(above), first, dtype=np.int8), above]))
    out = np.concatenate(rows)
    out.setflags(write=False)
    return out
