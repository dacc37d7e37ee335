"""Twister Sit'n'Go: its screens (``scene`` the room, ``table`` and ``draw`` the table,
``layout`` where everything on the felt sits,
``wheel`` the prize wheel, ``hand_history`` and ``round_detail`` a played tournament),
registered for the lobby and HISTORY here."""

from __future__ import annotations

from gamelib.games.twister import DEFINITION

GAME_ID = DEFINITION.game_id
#: the scene the lobby opens, imported when it is opened
TABLE = f"{__name__}.scene:TwisterScene"
#: what ROUND DETAIL draws for a tournament (``factory(scene) -> widget or None``)
ROUND_DETAIL = f"{__name__}.round_detail:twister_body"
