"""The registry: a game id maps to the module that defines it (imported only when used).

A new game is one module plus one line here; the module exposes ``DEFINITION``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from gamelib.errors import CommandError

if TYPE_CHECKING:
    from gamelib.games.base import GameDefinition

TABLE_GAMES: dict[str, str] = {
    "texas-holdem-bonus": "gamelib.games.texas_bonus.rules",
    "casino-holdem": "gamelib.games.casino_holdem.rules",
    "heads-up-holdem": "gamelib.games.heads_up.rules",
    "video-poker": "gamelib.games.video_poker.rules",
}
GAME_IDS: tuple[str, ...] = (*TABLE_GAMES, "twister")


def find_game(game_id: str) -> GameDefinition:
    """The definition of a table game by id; a clear error for an unknown id."""
    module = TABLE_GAMES.get(game_id)
    if module is None:
        raise CommandError(
            f"There is no game '{game_id}'; the games are {', '.join(TABLE_GAMES)}.")
    definition: GameDefinition = importlib.import_module(module).DEFINITION
    return definition
