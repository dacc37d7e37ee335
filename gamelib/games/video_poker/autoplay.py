"""Autoplay for video poker: the default strategy's holds, and VALUE x HANDS on the bet."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gamelib.errors import CommandError
from gamelib.games.base import Action, GameRound
from gamelib.games.video_poker.paytables import PAYTABLES
from gamelib.games.video_poker.rules import (
    DEFAULT_CONFIG,
    LIMITS,
    MAX_HANDS,
    VALUE_STEPS,
    VideoPokerRound,
)
from gamelib.games.video_poker.strategy import default_hold

#: The VALUE per hand autoplay chooses (raised when the hands are too few for the table minimum).
VALUE = 100


def player(rnd: GameRound) -> Action:
    """DRAW holding what the pay table's default strategy holds."""
    if not isinstance(rnd, VideoPokerRound):
        raise TypeError(f"VideoPokerRound expected, not {type(rnd).__name__}")
    return "draw", {"holds": list(default_hold(rnd.paytable, rnd.dealt))}


def table_setup(stakes: Mapping[str, int], *, hands: int | None = None,
                paytable: str | None = None) -> tuple[dict[str, int], dict[str, Any]]:
    """``hands`` (1..100) at VALUE each on ``paytable``: the stake is ``{"bet": value * hands}``."""
    count = int(DEFAULT_CONFIG["hands"]) if hands is None else hands
    if not 1 <= count <= MAX_HANDS:
        raise CommandError(f"Video poker plays 1 to {MAX_HANDS} hands.")
    name = paytable or str(DEFAULT_CONFIG["paytable"])
    if name not in PAYTABLES:
        raise CommandError(f"There is no pay table '{name}'; the pay tables are "
                           f"{', '.join(PAYTABLES)}.")
    least = LIMITS.spot("bet").min_cents
    value = next((v for v in VALUE_STEPS if v >= VALUE and v * count >= least), VALUE_STEPS[-1])
    return {"bet": value * count}, {"paytable": name, "value": value, "hands": count}
