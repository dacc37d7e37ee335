"""The built-in strategy as a player for autoplay (``simulate heads-up-holdem --data-dir``).

It reads only what the player sees (own cards, the visible board), never the dealer's cards.
"""

from __future__ import annotations

from gamelib.games.base import Action, GameRound
from gamelib.games.heads_up.rules import PLAYER, HeadsUpRound
from gamelib.games.heads_up.strategy import strategy_action


def player(rnd: GameRound) -> Action:
    """RAISE, CHECK or FOLD on what is face up (the strategy module)."""
    if not isinstance(rnd, HeadsUpRound):
        raise TypeError(f"HeadsUpRound expected, not {type(rnd).__name__}")
    return strategy_action(rnd.hands[PLAYER], rnd.visible_board), {}
