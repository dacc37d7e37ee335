"""Frozen records of everything that happens in a hand, in order (``hand.operations``).

Each action of :class:`gamelib.games.twister.engine.NoLimitHand` returns the records it caused;
the screen animates them and the PHH exporter writes them down. Seats are indices
into the hand's seat list.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamelib.cards import Card


@dataclass(frozen=True, slots=True)
class AntePosted:
    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class BlindPosted:
    seat: int
    amount: int
    kind: str  # "small" or "big"


@dataclass(frozen=True, slots=True)
class HoleDealt:
    """Two hole cards to a seat; ``None`` stands for a card nobody knows (a PHH ``????``)."""

    seat: int
    cards: tuple[Card | None, ...]


@dataclass(frozen=True, slots=True)
class BoardDealt:
    street: int  # 1 flop, 2 turn, 3 river
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class Folded:
    seat: int


@dataclass(frozen=True, slots=True)
class Checked:
    seat: int


@dataclass(frozen=True, slots=True)
class Called:
    seat: int
    amount: int  # chips added now
    all_in: bool


@dataclass(frozen=True, slots=True)
class BetPlaced:
    """A bet (first chips of a street) or a raise; ``to`` is the seat's street total after it."""

    seat: int
    kind: str  # "bet" or "raise"
    to: int
    amount: int  # chips added now
    all_in: bool
    full: bool  # a full bet/raise (reopens the betting); False for a short all-in


@dataclass(frozen=True, slots=True)
class BetReturned:
    """The part of a bet nobody called, back to its owner."""

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class HandShown:
    seat: int
    cards: tuple[Card, ...]
    name: str


@dataclass(frozen=True, slots=True)
class HandMucked:
    seat: int


@dataclass(frozen=True, slots=True)
class PotAwarded:
    """Pot ``index`` (0 main, then side pots) shared among winners: ((seat, chips), …)."""

    index: int
    amount: int
    shares: tuple[tuple[int, int], ...]
    hand_name: str  # empty when everybody else folded


@dataclass(frozen=True, slots=True)
class HandEnded:
    stacks: tuple[int, ...]


Operation = (AntePosted | BlindPosted | HoleDealt | BoardDealt | Folded | Checked | Called
             | BetPlaced | BetReturned | HandShown | HandMucked | PotAwarded | HandEnded)
