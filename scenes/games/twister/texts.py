"""Lines that name a Twister table for the player: its number, the buy-in and the opponents
chosen in the lobby ("Table #2 · buy-in € 2.00 · Hard opponents")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamelib.games.twister.table import TwisterTable

if TYPE_CHECKING:
    from scenes.ui.context import Texts


def table_line(app: Texts, table: TwisterTable, number: int = 0) -> str:
    """The table's number (when given), its buy-in and its opponents' difficulty."""
    parts = [app.tr("twister.table_no", n=number)] if number else []
    parts.append(app.tr("twister.buy_in_of", amount=app.money(table.t.buy_in)))
    if table.difficulty:
        parts.append(app.tr(f"twister.opponents.{table.difficulty}"))
    return " · ".join(str(p) for p in parts)
