"""Poker hand evaluation: the best five of 5, 6 or 7 cards, for one hand or millions.

A hand's *strength* is an int from 1 (7-5-4-3-2 offsuit) to 7462 (royal flush): one
number per equivalence class of five cards, so equal strength means a tie and a higher
strength wins. Suits never break ties.

>>> from gamelib.cards import parse_cards
>>> v = evaluate(parse_cards("Ks 5d Kh 5c 9s Qd 2c"))
>>> v.name, v.category.label
('Two Pair, Kings and Fives', 'Two Pair')
>>> v.hand_name.text("it")
'Doppia coppia, Re e Cinque'
>>> evaluate(parse_cards("As Ks Qs Js Ts")).strength
7462

The batch functions (``evaluate_batch`` and friends, in :mod:`gamelib.hand_batches`, re-exported
here) take numpy arrays of card ids
(``Card.id``, 0..51), one hand per row, and give the same strengths as ``evaluate``.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from gamelib.cards import Card
from gamelib.errors import IllegalActionError
from gamelib.hand_batches import (  # re-exported: many hands at once
    all_5card_hands as all_5card_hands,
)
from gamelib.hand_batches import category_of as category_of
from gamelib.hand_batches import combinations_array as combinations_array
from gamelib.hand_batches import evaluate5_batch as evaluate5_batch
from gamelib.hand_batches import evaluate7_batch as evaluate7_batch
from gamelib.hand_batches import evaluate_batch as evaluate_batch
from gamelib.hand_batches import ids_array as ids_array
from gamelib.hand_tables import (
    HIGH_MASK,
    HIGH_SHIFT,
    LOW_MASK,
    N_CLASSES,
    SUIT_SHIFT,
    Category,
    category_bounds,
    tables,
)
from gamelib.i18n import tr

__all__ = [
    "Category",
    "HandName",
    "HandValue",
    "N_CLASSES",
    "all_5card_hands",
    "category_bounds",
    "category_of",
    "combinations_array",
    "evaluate",
    "prepare",
    "evaluate5_batch",
    "evaluate7_batch",
    "evaluate_batch",
    "hand_strength",
    "name_of_cards",
    "name_of_strength",
    "ids_array",
    "strength_category",
    "strength_name",
    "strength_ranks",
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


# The tables as plain lists, bound to module globals on first use: list indexing through a
# global is the fastest lookup plain Python has.
_card_value: list[int] = []
_low_index: list[int] = []
_high_offset: list[list[int]] = []  # by number of cards (5, 6, 7; others empty)
_nonflush: list[list[int]] = []
_flush_suit: list[int] = []
_flush_best: list[int] = []
_category: list[Category] = []  # by strength (index 0 unused)


def prepare() -> None:
    """Build and bind the evaluator's tables now, not at the first hand evaluated (a table's first
    DEAL spent 60-100 ms in them, its cards' first frame late by as much; the app has them made
    beside the lobby: ``gamelib.warm_up``)."""
    if not _card_value:
        _bind_tables()


def _bind_tables() -> None:
    global _card_value, _low_index, _high_offset, _nonflush, _flush_suit, _flush_best, _category
    t = tables()
    _low_index = t.low_index_list
    _high_offset = [t.high_offset_list.get(n, []) for n in range(8)]
    _nonflush = [t.nonflush_list.get(n, []) for n in range(8)]
    _flush_suit = t.flush_suit_list
    _flush_best = t.flush_best_list
    _category = [Category(max(c, 0)) for c in t.category.tolist()]
    _card_value = t.card_value_list  # last: a non-empty _card_value means all are bound


def _strength_of_ids(ids: Sequence[int]) -> int:
    """Strength of 5-7 valid, distinct card ids (no checks: the hot path)."""
    cv = _card_value
    if not cv:
        _bind_tables()
        cv = _card_value
    v = 0
    for i in ids:
        v += cv[i]
    suit = _flush_suit[v >> SUIT_SHIFT]
    n = len(ids)
    s = _nonflush[n][_high_offset[n][(v >> HIGH_SHIFT) & HIGH_MASK] + _low_index[v & LOW_MASK]]
    if suit >= 0:
        mask = 0
        for i in ids:
            if i & 3 == suit:
                mask |= 1 << (i >> 2)
        f = _flush_best[mask]
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
    if not _card_value:
        _bind_tables()
    return _category[strength]


def strength_ranks(strength: int) -> tuple[int, ...]:
    """The ranks a strength compares by, e.g. (13, 5, 12) for kings and fives, queen kicker."""
    strength_category(strength)
    return tables().ranks[strength]


# --- names: catalogue keys and rank words, never sentences ------------------------------------

_RANK_CHARS = "..23456789TJQKA"


@dataclass(frozen=True, slots=True)
class HandName:
    """A catalogue key and the rank words it takes: ``hand.full_house``, high = ``rank.Q.plural``,
    low = ``rank.4.plural`` -> "Full House, Queens over Fours", "Full di Donne con Quattro"."""

    key: str
    words: tuple[tuple[str, str], ...] = ()  # (placeholder, key of the rank word)

    def text(self, lang: str = "en") -> str:
        return tr(self.key, lang, **{slot: tr(word, lang) for slot, word in self.words})


def _name(category: Category, ranks: Sequence[int]) -> HandName:
    key, C = "hand." + category.name.lower(), Category

    def _one(rank: int) -> str:
        return f"rank.{_RANK_CHARS[rank]}"

    def _many(rank: int) -> str:
        return f"rank.{_RANK_CHARS[rank]}.plural"

    if category in (C.HIGH_CARD, C.STRAIGHT, C.FLUSH, C.STRAIGHT_FLUSH):
        return HandName(key, (("rank", _one(ranks[0])),))
    if category in (C.PAIR, C.THREE_OF_A_KIND, C.FOUR_OF_A_KIND):
        return HandName(key, (("rank", _many(ranks[0])),))
    if category in (C.TWO_PAIR, C.FULL_HOUSE):
        return HandName(key, (("high", _many(ranks[0])), ("low", _many(ranks[1]))))
    return HandName(key)


@functools.lru_cache(maxsize=N_CLASSES)
def name_of_strength(strength: int) -> HandName:
    """The name of a strength 1..7462, e.g. ``HandName("hand.pair", (("rank", "rank.A.plural"),))``."""
    return _name(strength_category(strength), tables().ranks[strength])


def name_of_cards(cards: Sequence[Card]) -> HandName | None:
    """The best hand in 1-7 cards (None for none); fewer than five (hole cards before the
    flop) are named as five would be: quads, trips, two pair, a pair, else the high card."""
    if len(cards) >= 5:
        return name_of_strength(hand_strength(cards))
    counts: dict[int, int] = {}
    for c in cards:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    by_size = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    if not by_size:
        return None
    top, n = by_size[0], counts[by_size[0]]
    if n == 2 and len(by_size) > 1 and counts[by_size[1]] == 2:
        return _name(Category.TWO_PAIR, by_size[:2])
    category = {4: Category.FOUR_OF_A_KIND, 3: Category.THREE_OF_A_KIND, 2: Category.PAIR}
    return _name(category.get(n, Category.HIGH_CARD), (top,))


@functools.lru_cache(maxsize=N_CLASSES)
def strength_name(strength: int) -> str:
    """English name of a strength, e.g. ``"Full House, Queens over Fours"`` (the English
    catalogue's words, for the command line, logs and records)."""
    return name_of_strength(strength).text("en")


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
    _best_five: tuple[Card, ...]  # set on first use

    def __init__(self, strength: int, cards: Iterable[Card] = ()) -> None:
        strength_category(strength)  # checks the range
        _set_strength(self, strength)
        _set_cards(self, tuple(cards))

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

    def __copy__(self) -> HandValue:
        return self  # immutable: a copy is the same value

    def __deepcopy__(self, memo: dict[int, Any]) -> HandValue:
        return self

    @property
    def category(self) -> Category:
        return strength_category(self.strength)

    @property
    def name(self) -> str:
        """English, e.g. ``"Pair of Aces"``, ``"Straight, Five High"``, ``"Royal Flush"``."""
        return strength_name(self.strength)

    @property
    def hand_name(self) -> HandName:
        """The name as a catalogue key and rank words, for the screen to translate."""
        return name_of_strength(self.strength)

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks compared, most important first: (pair, k1, k2, k3), (trips, pair)…"""
        return tables().ranks[self.strength]

    @property
    def best_five(self) -> tuple[Card, ...]:
        """The five cards that make the hand, made part first then kickers high first.

        When several choices are equally strong, cards earlier in ``cards`` are preferred.
        """
        try:
            return self._best_five
        except AttributeError:
            if not self.cards:
                raise IllegalActionError("This hand value was made without its cards.") from None
            five: Sequence[Card] = self.cards
            if len(self.cards) > 5:
                five = max(
                    combinations(self.cards, 5),
                    key=lambda cs: _strength_of_ids([c.id for c in cs]),
                )
            best = _display_order(five, self.category)
            _set_best_five(self, best)
            return best


# Slot setters that bypass the frozen __setattr__ (used only while building a value).
_set_strength = HandValue.__dict__["strength"].__set__
_set_cards = HandValue.__dict__["cards"].__set__
_set_best_five = HandValue.__dict__["_best_five"].__set__
_new_value = object.__new__


def evaluate(cards: Iterable[Card]) -> HandValue:
    """The value of the best five of 5, 6 or 7 distinct cards.

    Raises IllegalActionError for a wrong number of cards or a repeated card.
    """
    cards = tuple(cards)
    value = _new_value(HandValue)
    _set_strength(value, _strength_of_ids(_card_ids(cards)))
    _set_cards(value, cards)
    return value
