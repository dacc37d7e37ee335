"""2 Hand Casino Hold'em: its table screen (``table``), registered for the lobby here."""

from __future__ import annotations

from gamelib.games.casino_holdem import DEFINITION

GAME_ID = DEFINITION.game_id
#: the table scene class, imported when the table is opened
TABLE = f"{__name__}.table:CasinoHoldemTable"
