"""A hand as it stood part way through, rebuilt from its operations (no pygame here).

- :func:`hand_at`: the hand after its first ``upto`` operations, played again through the
  engine (so its stacks, bets, pots and board are the engine's own at that moment).
- :func:`run_out_stops`: when the betting closed with two or more players all in (or all
  in but one), the moments the table shows one after another: the cards turned face up,
  then the flop, the turn and the river, then the showdown.

The hand replayer and the all-in run-out both step through these; nothing here changes
the hand it reads.
"""

from __future__ import annotations

from collections.abc import Sequence

from gamelib.games.twister.engine import NoLimitHand
from gamelib.games.twister.operations import (
    BetPlaced,
    BoardDealt,
    Called,
    Checked,
    Folded,
    HandMucked,
    HandShown,
    HoleDealt,
    Operation,
    PotAwarded,
)
from gamelib.games.twister.rules import Phase


def hand_at(hand: NoLimitHand, upto: int) -> NoLimitHand:
    """A new hand with the same seats, stacks and blinds that has played ``hand``'s first
    ``upto`` operations (the blinds, a returned bet, the awards follow by themselves)."""
    again = NoLimitHand(list(hand.starting_stacks), hand.button, hand.small_blind, hand.big_blind,
                        antes=list(hand.antes), min_bet=hand.min_bet)
    for op in hand.operations[:max(0, upto)]:
        play_again(again, op)
    return again


def play_again(hand: NoLimitHand, op: Operation) -> None:
    """Play one recorded operation on ``hand`` (the ones the engine makes by itself, blinds,
    antes, returned bets and the end, are skipped: the engine makes them again)."""
    if isinstance(op, HoleDealt):
        hand.deal_hole(op.seat, op.cards)
    elif isinstance(op, BoardDealt):
        hand.deal_board(op.cards)
    elif isinstance(op, Folded):
        hand.fold()
    elif isinstance(op, Checked):
        hand.check()
    elif isinstance(op, Called):
        hand.call()
    elif isinstance(op, BetPlaced):
        hand.bet_or_raise_to(op.to)
    elif isinstance(op, HandShown):
        hand.show(op.seat)
    elif isinstance(op, HandMucked):
        hand.muck(op.seat)
    elif isinstance(op, PotAwarded) and hand.phase == Phase.SHOWDOWN:
        hand.finish_showdown()  # the first award of a showdown awards every pot


def run_out_stops(operations: Sequence[Operation], since: int) -> list[int]:
    """How many operations the table shows at each step of an all-in run-out that happened
    in ``operations[since:]`` (the hand is over): first everything before the run-out's first
    board card (the all-in and the call; the cards now face up), then up to each street,
    flop, turn, river. Empty when those operations hold no run-out (the hand was won by a
    fold, or the river was bet and called)."""
    if not any(isinstance(op, HandShown) for op in operations[since:]):
        return []
    boards = [k for k in range(since, len(operations)) if isinstance(operations[k], BoardDealt)]
    if not boards:
        return []
    return [boards[0], *(k + 1 for k in boards)]


def betting_closed(hand: NoLimitHand) -> bool:
    """No more betting can happen in this hand: two or more players still in, at most one of
    them with chips behind, and cards still to come or to be shown (an all-in run-out: their
    cards are turned face up)."""
    live = [s for s in range(hand.seats) if not hand.folded[s]]
    behind = [s for s in live if hand.stacks[s] > 0]
    return (not hand.is_over and hand.actor is None and len(live) > 1 and len(behind) <= 1
            and hand.phase in (Phase.BOARD, Phase.SHOWDOWN))
