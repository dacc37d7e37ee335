"""The built-in strategy as a player for autoplay (``simulate texas-holdem-bonus --data-dir``).

It reads only what the player sees (own cards, the visible board), never the dealer's cards.
"""

from __future__ import annotations

from gamelib.games.base import Action, GameRound
from gamelib.games.texas_bonus.rules import PLAYER, TexasBonusRound
from gamelib.games.texas_bonus.strategy import strategy_action


def player(rnd: GameRound) -> Action:
    """PLAY 2x / FOLD before the flop, PLAY 1x / CHECK after (the strategy module)."""
    if not isinstance(rnd, TexasBonusRound):
        raise TypeError(f"TexasBonusRound expected, not {type(rnd).__name__}")
    return strategy_action(str(rnd.phase), rnd.hands[PLAYER], rnd.board), {}
