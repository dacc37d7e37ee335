"""Poker hand evaluation: the best five of 5, 6 or 7 cards, for one hand or millions.

A hand's *strength* is an int from 1 (7-5-4-3-2 offsuit) to 7462 (royal flush): one
number per equivalence class of five cards, so equal strength means a tie and a higher
strength wins. Suits never break ties.

>>> from gamelib.cards import parse_cards
>>> v = evaluate(parse_cards("Ks 5d Kh 5c 9s Qd 2c"))
>>> v.name, v.category.label
('Two Pair, Kings and Fives', 'Two Pair')
>>> evaluate(parse_cards("As Ks Qs Js Ts")).strength
7462

The batch functions (``evaluate_batch`` and friends) take numpy arrays of card ids
(``Card.id``, 0..51), one hand per row, and give the same strengths as ``evaluate``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any

from gamelib.cards import Card
from gamelib.errors import IllegalActionError
from gamelib.hand_tables import (
    HIGH_MASK,
    HIGH_SHIFT,
    LOW_MASK,
    N_CLASSES,
    SUIT_SHIFT,
    Category,
    rank_name,
    rank_plural,
    tables,
)

__all__ = [
    "Category",
    "HandValue",
    "N_CLASSES",
    "evaluate",
    "hand_strength",
    "strength_category",
    "strength_name",
]


# --- scalar evaluation ----------------------------------------------------------------------


def _card_ids(cards: Iterable[Card]) -> list[int]:
    """Ids of 5-7 distinct cards, or a clear error."""
    try:
        ids = [c.id for c in cards]
    except AttributeError:
        raise IllegalActionError("A poker hand is made of Card objects.") from None
    n = len(ids)
    if not 5 <= n <= 7:
        raise IllegalActionError(f"A poker hand needs 5, 6 or 7 cards, not {n}.")
    if len(set(ids)) != n:
        raise IllegalActionError("A poker hand cannot hold the same card twice.")
    return ids


def _strength_of_ids(ids: Sequence[int]) -> int:
    """Strength of 5-7 valid, distinct card ids (no checks: the hot path)."""
    t = tables()
    cv = t.card_value_list
    v = 0
    for i in ids:
        v += cv[i]
    n = len(ids)
    s = t.nonflush_list[n][
        t.high_offset_list[n][(v >> HIGH_SHIFT) & HIGH_MASK] + t.low_index_list[v & LOW_MASK]
    ]
    suit = t.flush_suit_list[v >> SUIT_SHIFT]
    if suit >= 0:
        mask = 0
        for i in ids:
            if i & 3 == suit:
                mask |= 1 << (i >> 2)
        f = t.flush_best_list[mask]
        if f > s:
            s = f
    return s


def hand_strength(cards: Iterable[Card]) -> int:
    """Just the strength of 5-7 cards (1..7462): the fast path for bots and simulations."""
    return _strength_of_ids(_card_ids(cards))


def strength_category(strength: int) -> Category:
    """The category (Flush, Pair…) of a strength 1..7462."""
    if not 1 <= strength <= N_CLASSES:
        raise IllegalActionError(f"A hand strength is 1 to {N_CLASSES}, not {strength}.")
    return Category(int(tables().category[strength]))


def strength_ranks(strength: int) -> tuple[int, ...]:
    """The ranks a strength compares by, e.g. (13, 5, 12) for kings and fives, queen kicker."""
    strength_category(strength)
    return tables().ranks[strength]


def strength_name(strength: int) -> str:
    """English name of a strength, e.g. ``"Full House, Queens over Fours"``."""
    cat = strength_category(strength)
    r = tables().ranks[strength]
    C = Category
    if cat is C.HIGH_CARD:
        return f"{rank_name(r[0])} High"
    if cat is C.PAIR:
        return f"Pair of {rank_plural(r[0])}"
    if cat is C.TWO_PAIR:
        return f"Two Pair, {rank_plural(r[0])} and {rank_plural(r[1])}"
    if cat is C.THREE_OF_A_KIND:
        return f"Three of a Kind, {rank_plural(r[0])}"
    if cat in (C.STRAIGHT, C.FLUSH, C.STRAIGHT_FLUSH):
        return f"{cat.label}, {rank_name(r[0])} High"
    if cat is C.FULL_HOUSE:
        return f"Full House, {rank_plural(r[0])} over {rank_plural(r[1])}"
    if cat is C.FOUR_OF_A_KIND:
        return f"Four of a Kind, {rank_plural(r[0])}"
    return cat.label


def _display_order(five: Sequence[Card], category: Category) -> tuple[Card, ...]:
    """The made part first, then kickers high first; straights high to low (wheel ends in A)."""
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH, Category.ROYAL_FLUSH):
        ranks = {c.rank for c in five}
        low_ace = ranks == {14, 5, 4, 3, 2}
        return tuple(sorted(five, key=lambda c: 1 if low_ace and c.rank == 14 else -c.rank))
    count = {c.rank: 0 for c in five}
    for c in five:
        count[c.rank] += 1
    return tuple(sorted(five, key=lambda c: (-count[c.rank], -c.rank, -c.suit)))


class HandValue:
    """The value of a poker hand: compare with <, ==; equal values are ties.

    Equality and hashing use the strength only (suits never break ties); ``cards``
    keeps the cards evaluated so ``best_five`` can say which five play.
    """

    __slots__ = ("strength", "cards", "_best_five")
    strength: int
    cards: tuple[Card, ...]
    _best_five: tuple[Card, ...] | None

    def __init__(self, strength: int, cards: Iterable[Card] = ()) -> None:
        object.__setattr__(self, "strength", strength)
        object.__setattr__(self, "cards", tuple(cards))
        object.__setattr__(self, "_best_five", None)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("A HandValue cannot be changed.")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("A HandValue cannot be changed.")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, HandValue):
            return self.strength == other.strength
        return NotImplemented

    def __lt__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue):
            return self.strength < other.strength
        return NotImplemented

    def __le__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue):
            return self.strength <= other.strength
        return NotImplemented

    def __gt__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue):
            return self.strength > other.strength
        return NotImplemented

    def __ge__(self, other: HandValue) -> bool:
        if isinstance(other, HandValue):
            return self.strength >= other.strength
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.strength)

    def __repr__(self) -> str:
        return f"HandValue({self.strength}, {self.name!r})"

    def __reduce__(self) -> Any:
        raise TypeError("HandValue is not pickled; store the strength.")

    @property
    def category(self) -> Category:
        return Category(int(tables().category[self.strength]))

    @property
    def name(self) -> str:
        """E.g. ``"Pair of Aces"``, ``"Straight, Five High"``, ``"Royal Flush"``."""
        return strength_name(self.strength)

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks compared, most important first: (pair, k1, k2, k3), (trips, pair)…"""
        return tables().ranks[self.strength]

    @property
    def best_five(self) -> tuple[Card, ...]:
        """The five cards that make the hand, made part first then kickers high first.

        When several choices are equally strong, cards earlier in ``cards`` are preferred.
        """
        best = self._best_five
        if best is None:
            if not self.cards:
                raise IllegalActionError("This hand value was made without its cards.")
            five: Sequence[Card] = self.cards
            if len(self.cards) > 5:
                five = max(
                    combinations(self.cards, 5),
                    key=lambda cs: _strength_of_ids([c.id for c in cs]),
                )
            best = _display_order(five, self.category)
            object.__setattr__(self, "_best_five", best)
        return best


def evaluate(cards: Iterable[Card]) -> HandValue:
    """The value of the best five of 5, 6 or 7 distinct cards.

    Raises IllegalActionError for a wrong number of cards or a repeated card.
    """
    cards = tuple(cards)
    return HandValue(_strength_of_ids(_card_ids(cards)), cards)
