"""The vocabulary of a No-Limit Hold'em hand: streets, phases, a seat's options, who posts
which blind, how hands compare at the showdown, and a stacked deck for tests.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum

import numpy as np

from gamelib.cards import FULL_DECK, Card, Deck, parse_cards
from gamelib.games.twister.equity import score7
from gamelib.hands import evaluate


class Street(IntEnum):
    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3


class Phase:
    """What the hand waits for (plain strings, so records and screens read them easily)."""

    HOLE = "hole"  # hole cards to deal (manual dealing only)
    BETTING = "betting"
    BOARD = "board"  # board cards to deal (manual dealing only)
    SHOWDOWN = "showdown"  # shows and mucks (manual dealing only)
    OVER = "over"


BOARD_SIZES = {Street.FLOP: 3, Street.TURN: 1, Street.RIVER: 1}
ACTIONS = ("fold", "check", "call", "bet", "raise", "all_in")


@dataclass(frozen=True, slots=True)
class Options:
    """What the seat to act may do now, with exact amounts (``*_to`` = street totals)."""

    seat: int
    stack: int  # chips behind
    to_call: int  # chips the call adds (capped at the stack)
    can_fold: bool
    can_check: bool
    can_call: bool
    can_bet: bool
    can_raise: bool
    min_to: int  # smallest bet/raise to (the all-in amount when the stack is short); 0 if none
    max_to: int  # all-in: the seat's bet plus its stack; 0 if no bet/raise is possible

    @property
    def kinds(self) -> tuple[str, ...]:
        """The legal action names, in ACTIONS order."""
        out = []
        if self.can_fold:
            out.append("fold")
        if self.can_check:
            out.append("check")
        if self.can_call:
            out.append("call")
        if self.can_bet:
            out.append("bet")
        if self.can_raise:
            out.append("raise")
        if self.can_bet or self.can_raise or (self.can_call and self.call_is_all_in):
            out.append("all_in")
        return tuple(out)

    @property
    def call_is_all_in(self) -> bool:
        return self.can_call and self.to_call == self.stack


def heads_up_or_ring_blinds(seats: int, button: int) -> tuple[int, int]:
    """(small blind seat, big blind seat): heads-up the button posts the small blind."""
    if seats == 2:
        return button, 1 - button
    return (button + 1) % seats, (button + 2) % seats


def hand_strength(hole: Sequence[Card], board: Sequence[Card]) -> tuple[int, str]:
    """(score, name): the score from the fast batch scorer, the name from the hand evaluator."""
    cards = [*hole, *board]
    score = int(score7(np.array([[c.id for c in cards]]))[0])
    return score, str(evaluate(cards).name)


CATEGORY_NAMES = ("High Card", "Pair", "Two Pair", "Three of a Kind", "Straight", "Flush",
                  "Full House", "Four of a Kind", "Straight Flush")


def hand_name(hole: Sequence[Card], board: Sequence[Card]) -> str:
    return hand_strength(hole, board)[1]


def stacked_deck(holes: Sequence[str], board: str = "") -> Deck:
    """A deck that deals these hole cards and board (burn cards placed between streets).

    ``holes`` lists each seat's two cards in seat order *starting left of the button*
    (the order the dealer pitches); the rest of the deck follows in a fixed order.
    """

    hands = [parse_cards(h) for h in holes]
    board_cards = parse_cards(board) if board else []
    used = {c for h in hands for c in h} | set(board_cards)
    spare = [c for c in FULL_DECK if c not in used]
    burns = spare[:3]
    rest = spare[3:]
    top = [h[0] for h in hands] + [h[1] for h in hands]
    streets = [board_cards[:3], board_cards[3:4], board_cards[4:5]]
    for k, cards in enumerate(streets):
        if not cards:
            break
        top += [burns[k], *cards]
    used_top = set(top)
    return Deck(top + [c for c in rest if c not in used_top])
