"""The Texas Hold'em Bonus ADVISOR: every choice's expected result at every decision.

Pre-flop: PLAY 2x from the exact pre-flop table (:mod:`.preflop`), FOLD -1. Flop and turn:
the exact enumerations of :mod:`.strategy` (``flop_evs``, ``turn_evs``). ANTE units, the
whole round (stakes already placed included), side bets left out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamelib.games.texas_bonus import preflop, strategy
from gamelib.trainer import Choices

if TYPE_CHECKING:
    from gamelib.games.texas_bonus.rules import TexasBonusRound


def choices(rnd: TexasBonusRound) -> list[Choices]:
    """The decision the round waits for (none when it waits for none)."""

    phase = str(rnd.phase)
    if not rnd.started or rnd.is_over or phase not in ("preflop", "flop", "turn"):
        return []
    hole = rnd.hands["player"]
    if phase == "preflop":
        return [Choices(phase, preflop.preflop_evs(hole), error=preflop.preflop_error(hole))]
    if phase == "flop":
        return [Choices(phase, strategy.flop_evs(hole, rnd.board[:3]))]
    return [Choices(phase, strategy.turn_evs(hole, rnd.board[:4], 1 if rnd.staked("turn") else 0))]
