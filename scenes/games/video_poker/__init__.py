"""Video Poker: its table screen (``table``, with ``widgets`` for the hands grid and the pay
table, ``advice`` for the hold advice and ``layout`` for where they lie at the player's UI
scale), registered for the lobby here."""

from __future__ import annotations

from gamelib.games.video_poker import DEFINITION

GAME_ID = DEFINITION.game_id
#: the table scene class, imported when the table is opened
TABLE = f"{__name__}.table:VideoPokerTable"
#: what ROUND DETAIL draws for a round (every hand, a page at a time)
ROUND_DETAIL = f"{__name__}.round_detail:video_poker_body"
