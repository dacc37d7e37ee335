"""The built-in strategy of each table game as a player for autoplay.

Each function takes the round in play and returns the decision its game's strategy
module takes now, as ``(action, params)`` for ``TableSession.act``. They read only what
the player sees (own cards, the visible board), never the dealer's hidden cards.
"""

from __future__ import annotations

from typing import Any

from gamelib.games.base import Action, GameRound


def _round_of(rnd: GameRound, kind: type[Any]) -> Any:
    if not isinstance(rnd, kind):
        raise TypeError(f"{kind.__name__} expected, not {type(rnd).__name__}")
    return rnd


def texas_bonus(rnd: GameRound) -> Action:
    """PLAY 2x / FOLD before the flop, PLAY 1x / CHECK after (texas_bonus_strategy)."""
    from gamelib.games.texas_bonus.rules import PLAYER, TexasBonusRound
    from gamelib.games.texas_bonus.strategy import strategy_action

    r = _round_of(rnd, TexasBonusRound)
    return strategy_action(str(r.phase), r.hands[PLAYER], r.board), {}


def casino_holdem(rnd: GameRound) -> Action:
    """PLAY or FOLD the first undecided hand by the built-in rule (casino_holdem_strategy)."""
    from gamelib.games.casino_holdem.rules import CasinoHoldemRound, hand_key
    from gamelib.games.casino_holdem.strategy import plays

    r = _round_of(rnd, CasinoHoldemRound)
    waiting = r.undecided()
    if not waiting:
        return "fold", {"hand": 1}  # nothing to decide: the session finds it illegal
    hand = waiting[0]
    name = "play" if plays(r.hands[hand_key(hand)], r.board[:3]) else "fold"
    return name, {"hand": hand}


def heads_up(rnd: GameRound) -> Action:
    """RAISE, CHECK or FOLD on what is face up (heads_up_strategy)."""
    from gamelib.games.heads_up.rules import PLAYER, HeadsUpRound
    from gamelib.games.heads_up.strategy import strategy_action

    r = _round_of(rnd, HeadsUpRound)
    return strategy_action(r.hands[PLAYER], r.visible_board), {}


def video_poker(rnd: GameRound) -> Action:
    """DRAW holding what the pay table's default strategy holds (vp_strategy)."""
    from gamelib.games.video_poker.rules import VideoPokerRound
    from gamelib.games.video_poker.strategy import default_hold

    r = _round_of(rnd, VideoPokerRound)
    return "draw", {"holds": list(default_hold(r.paytable, r.dealt))}
