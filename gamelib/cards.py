"""Cards, decks and the round seed that makes every deal reproducible.

A card has a stable id 0-51: ``id = (rank - 2) * 4 + suit`` with suits in the
order clubs, diamonds, hearts, spades. So 2c is 0 and As is 51.

>>> parse_cards("As Kd 10h Tc 2s")
[Card('As'), Card('Kd'), Card('Th'), Card('Tc'), Card('2s')]
>>> Card.from_id(51).rank, Card.from_id(51).suit
(14, 3)
>>> str(Card.parse("10d"))
'Td'
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from operator import itemgetter

from gamelib.errors import CardParseError, IllegalActionError

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
SUIT_SYMBOLS = "\u2663\u2666\u2665\u2660"
RANK_NAMES = {
    2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight",
    9: "Nine", 10: "Ten", 11: "Jack", 12: "Queen", 13: "King", 14: "Ace",
}
RANK_PLURALS = {r: ("Sixes" if r == 6 else n + "s") for r, n in RANK_NAMES.items()}
SUIT_NAMES = ("Clubs", "Diamonds", "Hearts", "Spades")
CLUBS, DIAMONDS, HEARTS, SPADES = range(4)
ACE = 14


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One playing card; ordered by id (rank first, then suit)."""

    id: int

    def __post_init__(self) -> None:
        if not isinstance(self.id, int) or not 0 <= self.id < 52:
            raise CardParseError(f"A card id must be 0 to 51, not {self.id!r}.")

    @classmethod
    def from_id(cls, card_id: int) -> Card:
        return _ALL_CARDS[card_id] if isinstance(card_id, int) and 0 <= card_id < 52 else cls(card_id)

    @classmethod
    def of(cls, rank: int, suit: int) -> Card:
        if not (2 <= rank <= 14 and 0 <= suit <= 3):
            raise CardParseError(f"There is no card with rank {rank} and suit {suit}.")
        return _ALL_CARDS[(rank - 2) * 4 + suit]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card such as ``As``, ``10h``, ``Td`` or ``qc`` (case-insensitive)."""
        t = text.strip()
        if len(t) == 3 and t[:2] == "10":
            t = "T" + t[2]
        if len(t) != 2:
            raise CardParseError(f"'{text}' is not a card; write rank then suit, like As or 10h.")
        r, s = t[0].upper(), t[1].lower()
        if r not in RANK_CHARS:
            raise CardParseError(f"'{text}' has no valid rank; ranks are 2-9, 10 or T, J, Q, K, A.")
        if s not in SUIT_CHARS:
            raise CardParseError(f"'{text}' has no valid suit; suits are c, d, h, s.")
        return _ALL_CARDS[RANK_CHARS.index(r) * 4 + SUIT_CHARS.index(s)]

    @property
    def rank(self) -> int:
        """2 .. 14 (ace high)."""
        return self.id // 4 + 2

    @property
    def suit(self) -> int:
        """0 clubs, 1 diamonds, 2 hearts, 3 spades."""
        return self.id % 4

    @property
    def rank_char(self) -> str:
        return RANK_CHARS[self.id // 4]

    @property
    def suit_char(self) -> str:
        return SUIT_CHARS[self.id % 4]

    @property
    def is_red(self) -> bool:
        return self.suit in (DIAMONDS, HEARTS)

    def __str__(self) -> str:
        return _NAMES[self.id]

    def __repr__(self) -> str:
        return f"Card('{self}')"


_ALL_CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(52))
_NAMES: tuple[str, ...] = tuple(RANK_CHARS[i // 4] + SUIT_CHARS[i % 4] for i in range(52))
FULL_DECK: tuple[Card, ...] = _ALL_CARDS


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Read cards separated by spaces or commas (``"As Kd 10h"``); duplicates are an error."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    cards = [Card.parse(tok) for tok in tokens]
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            raise CardParseError(f"The card {c} appears twice.")
        seen.add(c)
    return cards


def format_cards(cards: Iterable[Card]) -> str:
    """``"As Kd Th"``: the inverse of :func:`parse_cards`."""
    return " ".join([_NAMES[c.id] for c in cards])


def card_ids(cards: Iterable[Card]) -> list[int]:
    return [c.id for c in cards]


@dataclass(slots=True)
class Deck:
    """A shuffled deck (or a stacked one for tests) that deals from the top."""

    cards: list[Card] = field(default_factory=lambda: list(FULL_DECK))
    position: int = 0

    @classmethod
    def shuffled(cls, rng: random.Random, exclude: Iterable[Card] = ()) -> Deck:
        cards = _unseen(exclude)
        rng.shuffle(cards)
        return cls(cards)

    @classmethod
    def stacked(cls, top: Sequence[Card] | str, rng: random.Random | None = None) -> Deck:
        """A deck whose first cards are ``top`` in order; the rest follow (shuffled if rng)."""
        first = parse_cards(top) if isinstance(top, str) else list(top)
        rest = [c for c in FULL_DECK if c not in set(first)]
        if rng is not None:
            rng.shuffle(rest)
        return cls(first + rest)

    @property
    def remaining(self) -> int:
        return len(self.cards) - self.position

    def deal(self, n: int = 1) -> list[Card]:
        if n < 0 or n > self.remaining:
            raise IllegalActionError(f"The deck has {self.remaining} cards left; cannot deal {n}.")
        out = self.cards[self.position:self.position + n]
        self.position += n
        return out

    def deal_one(self) -> Card:
        if self.position >= len(self.cards):
            return self.deal(1)[0]  # says why it cannot
        self.position += 1
        return self.cards[self.position - 1]

    def burn(self, n: int = 1) -> None:
        self.deal(n)


# --- fairness: the round seed --------------------------------------------------------------

SEED_BYTES = 32


def new_seed() -> bytes:
    """A fresh, unpredictable round seed (from ``secrets``)."""
    import secrets  # start-up: base64 and hmac cost the lobby's start 3-8 ms (importtime)

    return secrets.token_bytes(SEED_BYTES)


def seed_commitment(seed: bytes) -> str:
    """SHA-256 of the seed, shown before the deal; the seed itself is revealed after."""
    return hashlib.sha256(seed).hexdigest()


def round_rng(seed: bytes, stream: str = "deck") -> random.Random:
    """A ``random.Random`` for one named stream of a round (``"deck"``, ``"hand-17"``…).

    Derived by SHA-256 so streams are independent and every stream replays from the seed.
    """
    return random.Random(stream_number(seed, stream))


def stream_number(seed: bytes, stream: str) -> int:
    """The number :func:`round_rng` seeds its generator with: SHA-256 of seed, "|", stream."""
    return int.from_bytes(hashlib.sha256(seed + b"|" + stream.encode("utf-8")).digest(), "big")


def round_deck(seed: bytes, stream: str = "deck", exclude: Iterable[Card] = ()) -> Deck:
    """The round's shuffled deck for a stream (less the ``exclude`` cards), reproducible from
    the seed: ``Deck.shuffled(round_rng(seed, stream), exclude)``. Inside
    :func:`prepared_orders` an order made beforehand for the same seed, stream and size
    (``gamelib.deck_orders``, many decks at once) is used instead: the same cards in the
    same order, without shuffling one deck at a time."""
    cards = _unseen(exclude)
    order = _prepared.get((seed, stream, len(cards))) if _prepared else None
    if order is None:
        round_rng(seed, stream).shuffle(cards)
        return Deck(cards)
    return Deck(list(itemgetter(*order)(cards)) if len(order) > 1 else [cards[k] for k in order])


def round_deck_top(seed: bytes, stream: str, unseen: Sequence[Card], count: int) -> list[Card]:
    """The top ``count`` cards of :func:`round_deck` ``(seed, stream, exclude)``, given the
    deck it shuffles (``unseen``: the full deck in order less ``exclude``): for a replay that
    deals a few cards of many decks of the same cards (video poker's hands)."""
    order = _prepared.get((seed, stream, len(unseen))) if _prepared else None
    if order is None:
        cards = list(unseen)
        round_rng(seed, stream).shuffle(cards)
        return cards[:count]
    return [unseen[k] for k in order[:count]]


#: A deck's order: the positions, in the unshuffled deck, of the cards from the top down.
DeckKey = tuple[bytes, str, int]
_prepared: Mapping[DeckKey, Sequence[int]] = {}


@contextmanager
def prepared_orders(orders: Mapping[DeckKey, Sequence[int]]) -> Iterator[None]:
    """Deal :func:`round_deck`'s decks from ``orders`` ((seed, stream, cards) -> order)
    while inside (``verify --all`` prepares a batch of rounds' decks at once)."""
    global _prepared
    before, _prepared = _prepared, orders
    try:
        yield
    finally:
        _prepared = before


def _unseen(exclude: Iterable[Card]) -> list[Card]:
    """The full deck in order less ``exclude`` (compared by id: a card's hash is Python code)."""
    cards = list(FULL_DECK)
    for gone in sorted({c.id for c in exclude}, reverse=True):
        del cards[gone]
    return cards
