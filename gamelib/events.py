"""Events: what an action did, as frozen records the screen animates and history stores.

Every game action returns a list of these. Scenes turn them into sprites and tweens; they
never need to diff the game state. ``to`` names where a card goes: ``"player"``,
``"dealer"``, ``"board"``, ``"hand1"``/``"hand2"`` (2 Hand Casino Hold'em), ``"main"`` or
``"hand-17"`` (video poker), ``"seat-0"`` (Twister).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from gamelib.cards import Card

if TYPE_CHECKING:
    from gamelib.hands import HandName


class Outcome(StrEnum):
    """How one bet ended."""

    WIN = "win"
    LOSE = "lose"
    PUSH = "push"
    FOLDED = "folded"  # lost by the player's fold
    REFUNDED = "refunded"  # returned without play (void, or a bet that never played)


@dataclass(frozen=True, slots=True)
class Event:
    """Base class of every event."""


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    to: str
    index: int
    card: Card
    face_up: bool = True


@dataclass(frozen=True, slots=True)
class CardTurned(Event):
    """A face-down card is shown (dealer's hole cards, Heads Up board cards)."""

    to: str
    index: int
    card: Card


@dataclass(frozen=True, slots=True)
class StakePlaced(Event):
    """Money moved from the balance to a spot after the deal (PLAY 2x, RAISE …)."""

    spot: str
    amount: int


@dataclass(frozen=True, slots=True)
class BetSettled(Event):
    """A bet's result: ``paid`` is everything returned (stake included when it wins or pushes)."""

    spot: str
    stake: int
    paid: int
    outcome: Outcome
    line: str = ""  # the pay-table line that paid, e.g. "Flush" or "A-K suited"


@dataclass(frozen=True, slots=True)
class HandShown(Event):
    """A hand's current name and best five (the screen labels and highlights it). The name is
    a ``HandName`` (key and rank words) or, in video poker, the pay line's name."""

    to: str
    name: HandName | str
    best_five: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class PhaseChanged(Event):
    phase: str


@dataclass(frozen=True, slots=True)
class Announcement(Event):
    """A dealer message for the log (translated by key: see gamelib.i18n)."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class RoundOver(Event):
    staked: int
    paid: int
