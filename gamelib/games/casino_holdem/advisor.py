"""The 2 Hand Casino Hold'em ADVISOR: PLAY and FOLD's expected results for each hand.

The only decision comes after the flop (there is none before it): the exact enumeration of
:func:`.strategy.advise_hands` for every hand still to decide (the other hand's cards are
out of the deck for both). ANTE units, BONUS left out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamelib.games.casino_holdem.rules import hand_key
from gamelib.games.casino_holdem.strategy import advise_hands
from gamelib.trainer import Choices

if TYPE_CHECKING:
    from gamelib.games.casino_holdem.rules import CasinoHoldemRound


def choices(rnd: CasinoHoldemRound) -> list[Choices]:
    """One :class:`Choices` per hand still to decide, in table order (``hand`` 1 or 2)."""

    undecided = rnd.undecided() if rnd.started and not rnd.is_over else ()
    if not undecided:
        return []
    values = advise_hands([rnd.hands[hand_key(h)] for h in rnd.active], rnd.board[:3])
    by_hand = dict(zip(rnd.active, values))
    return [Choices("flop", {"play": by_hand[h].ev_play, "fold": by_hand[h].ev_fold}, hand=h)
            for h in undecided]
