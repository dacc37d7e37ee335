"""Video Poker: its table screen (``table``, with ``widgets`` for the hands grid and the pay
table and ``advice`` for the hold advice), registered for the lobby here."""

from __future__ import annotations

from gamelib.games.video_poker import DEFINITION

GAME_ID = DEFINITION.game_id
#: the table scene class, imported when the table is opened
TABLE = f"{__name__}.table:VideoPokerTable"
