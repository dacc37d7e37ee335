"""Autoplay for 2 Hand Casino Hold'em: the built-in rule as a player, one or two hands.

The player reads only what the player sees (own cards, the flop), never the dealer's cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gamelib.errors import CommandError
from gamelib.games.base import Action, GameRound
from gamelib.games.casino_holdem.rules import CasinoHoldemRound, hand_key
from gamelib.games.casino_holdem.strategy import plays


def player(rnd: GameRound) -> Action:
    """PLAY or FOLD the first undecided hand by the built-in rule (the strategy module)."""
    if not isinstance(rnd, CasinoHoldemRound):
        raise TypeError(f"CasinoHoldemRound expected, not {type(rnd).__name__}")
    waiting = rnd.undecided()
    if not waiting:
        return "fold", {"hand": 1}  # nothing to decide: the session finds it illegal
    hand = waiting[0]
    name = "play" if plays(rnd.hands[hand_key(hand)], rnd.board[:3]) else "fold"
    return name, {"hand": hand}


def table_setup(stakes: Mapping[str, int], *, hands: int | None = None,
                paytable: str | None = None) -> tuple[dict[str, int], dict[str, Any]]:
    """Both hands by default; ``hands=1`` keeps hand 1's bets only."""
    bets = dict(stakes)
    if hands is not None:
        if hands not in (1, 2):
            raise CommandError("Casino Hold'em is played with 1 or 2 hands.")
        if hands == 1:
            bets = {k: v for k, v in bets.items() if k.endswith("1")}
    return bets, {}
