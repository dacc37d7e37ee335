"""Registry: game id -> the scene class that draws its table ("module:Class").

A game helper adds one line here when its ``scenes/table_<game>.py`` exists. Until
then the lobby shows that game's tile greyed, "coming soon" — never a crash.
Imports are lazy so the lobby starts fast.
"""

from __future__ import annotations

import importlib
import logging

log = logging.getLogger("feltside.scenes")

#: Lobby order of the games.
LOBBY_GAMES: tuple[str, ...] = (
    "texas-holdem-bonus", "casino-holdem", "heads-up-holdem", "video-poker", "twister",
)

TABLE_SCENES: dict[str, str] = {
    "casino-holdem": "scenes.games.casino_holdem.table:CasinoHoldemTable",
    "heads-up-holdem": "scenes.games.heads_up.table:HeadsUpTable",
    "texas-holdem-bonus": "scenes.games.texas_bonus.table:TexasBonusTable",
    "video-poker": "scenes.games.video_poker.table:VideoPokerTable",
    "twister": "scenes.games.twister.scene:TwisterScene",
}

_broken: set[str] = set()


def scene_class(game_id: str) -> type | None:
    """The table scene class of a game, or None when it is not built (yet) or fails to import."""
    path = TABLE_SCENES.get(game_id)
    if path is None or game_id in _broken:
        return None
    module_name, _, class_name = path.partition(":")
    try:
        module = importlib.import_module(module_name)
        cls: type = getattr(module, class_name)
    except Exception:
        log.exception("the table scene of %s could not be loaded", game_id)
        _broken.add(game_id)
        return None
    return cls


def is_available(game_id: str) -> bool:
    """Whether a game has a table scene registered (does not import it)."""
    return game_id in TABLE_SCENES and game_id not in _broken
