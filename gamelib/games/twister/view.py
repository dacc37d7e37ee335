"""What one seat can know: the only thing a computer opponent is given.

:func:`seat_view` copies the public facts of a hand (board, stacks, bets, pots, the
actions so far) and that seat's own hole cards into a frozen value. It holds no
reference to the hand, the deck or the other seats' cards, so a bot cannot peek.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamelib.cards import Card
from gamelib.games.twister.engine import NoLimitHand, Options
from gamelib.games.twister.operations import BetPlaced, BoardDealt, Called, Checked, Folded


@dataclass(frozen=True, slots=True)
class PublicAction:
    street: int
    seat: int
    kind: str  # fold, check, call, bet, raise
    to: int  # the seat's street total after the action
    all_in: bool


@dataclass(frozen=True, slots=True)
class SeatView:
    seat: int
    seats: int
    button: int
    hole: tuple[Card, ...]
    board: tuple[Card, ...]
    street: int
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    committed: tuple[int, ...]
    folded: tuple[bool, ...]
    pot: int  # everything in the middle, bets of this street included
    small_blind: int
    big_blind: int
    options: Options
    history: tuple[PublicAction, ...]
    hand_id: int = 0  # the hand's number in the tournament (public)
    players: tuple[int, ...] = ()  # who sits in each seat (tournament seat numbers)

    @property
    def to_call(self) -> int:
        return self.options.to_call

    @property
    def opponents_in(self) -> list[int]:
        return [s for s in range(self.seats) if s != self.seat and not self.folded[s]]

    @property
    def is_heads_up(self) -> bool:
        return self.seats == 2

    def acts_last_after_flop(self) -> bool:
        """True when this seat is last to act on later streets (in position)."""
        order = [(self.button + k) % self.seats for k in range(1, self.seats + 1)]
        live = [s for s in order if not self.folded[s]]
        return bool(live) and live[-1] == self.seat


def public_history(hand: NoLimitHand) -> tuple[PublicAction, ...]:
    """Every betting action of the hand so far, as everyone at the table saw it."""
    history: list[PublicAction] = []
    street = 0
    for op in hand.operations:
        if isinstance(op, BoardDealt):
            street = op.street
        elif isinstance(op, Folded):
            history.append(PublicAction(street, op.seat, "fold", 0, False))
        elif isinstance(op, Checked):
            history.append(PublicAction(street, op.seat, "check", 0, False))
        elif isinstance(op, Called):
            history.append(PublicAction(street, op.seat, "call", 0, op.all_in))
        elif isinstance(op, BetPlaced):
            history.append(PublicAction(street, op.seat, op.kind, op.to, op.all_in))
    return tuple(history)


def seat_view(hand: NoLimitHand, seat: int, hand_id: int = 0,
              players: tuple[int, ...] | None = None) -> SeatView:
    """The view of ``seat`` (which must be the seat to act)."""
    options = hand.options()
    if options.seat != seat:
        raise ValueError(f"Seat {seat} is not the seat to act.")
    history = public_history(hand)
    own = tuple(c for c in hand.hole[seat] if c is not None)
    return SeatView(
        seat=seat, seats=hand.seats, button=hand.button, hole=own, board=tuple(hand.board),
        street=int(hand.street), stacks=tuple(hand.stacks), bets=tuple(hand.bets),
        committed=tuple(hand.committed), folded=tuple(hand.folded), pot=hand.pot_total,
        small_blind=hand.small_blind, big_blind=hand.big_blind, options=options,
        history=history, hand_id=hand_id,
        players=players if players is not None else tuple(range(hand.seats)))
