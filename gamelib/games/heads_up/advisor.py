"""The Heads Up Hold'em ADVISOR: every choice's expected result at every decision.

Pre-flop: RAISE 3x and CHECK from the exact pre-flop table (:mod:`.preflop`). Flop and
river: the exact enumerations of :func:`.strategy.advise`. ANTE units (the ODDS bet
included, side bets left out), the whole round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamelib.games.heads_up import preflop, strategy
from gamelib.trainer import Choices

if TYPE_CHECKING:
    from gamelib.games.heads_up.rules import HeadsUpRound


def choices(rnd: HeadsUpRound) -> list[Choices]:
    """The decision the round waits for (none when it waits for none)."""

    if not rnd.started or rnd.is_over or not rnd.legal_actions():
        return []
    hole = rnd.hands["player"]
    board = rnd.visible_board
    if not board:
        return [Choices("preflop", preflop.preflop_evs(hole), error=preflop.preflop_error(hole))]
    advice = strategy.advise(hole, board)
    return [Choices(advice.street, dict(advice.values))]
