"""The Twister screens' words: the line naming a table (its number, the buy-in and the
opponents chosen in the lobby: "Table #2 · buy-in € 2.00 · Hard opponents"), counts, clocks,
hand names, styles, places, levels."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamelib.games.twister.schedule import BlindLevel
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_view import style_of
from gamelib.hands import HandName
from gamelib.money import format_amount
from scenes.ui.hand_names import hand_name as local_hand_name

if TYPE_CHECKING:
    from scenes.ui.context import Texts


def table_line(app: Texts, table: TwisterTable, number: int = 0) -> str:
    """The table's number (when given), its buy-in and its opponents' difficulty."""
    parts = [app.tr("twister.table_no", n=number)] if number else []
    parts.append(app.tr("twister.buy_in_of", amount=app.money(table.t.buy_in)))
    if table.difficulty:
        parts.append(app.tr(f"twister.opponents.{table.difficulty}"))
    return " · ".join(str(p) for p in parts)


# --- texts ------------------------------------------------------------------------------
def clock_text(seconds: float) -> str:
    s = max(0, int(seconds))
    return f"{s // 60}:{s % 60:02d}"


def count_text(app: Texts, n: int) -> str:
    """A whole number (chips, chances) grouped the player's way: 1,500 or 1.500."""
    return format_amount(int(n) * 100, app.lang, decimals=False)


def hand_text(app: Texts, name: HandName | str | None) -> str:
    """A hand name from gamelib in the player's language ("" for none)."""
    return local_hand_name(name, app.lang) if name else ""


def style_text(app: Texts, personality: str) -> str:
    """An opponent's personality in two words: "tight · aggressive"."""
    style = style_of(personality)
    if style is None:
        return ""
    return " · ".join(app.tr(f"twister.style.{word}") for word in style)


def place_text(app: Texts, place: int) -> str:
    return str(app.tr(f"twister.place.{place}"))


def seat_name(app: Texts, name: str, is_player: bool) -> str:
    """The player is "You" in the player's language; an opponent by name."""
    return app.tr("twister.you") if is_player else name


def level_text(app: Texts, level: BlindLevel) -> str:
    """"Level 2 · blinds 15/30" (with the ante when the level has one)."""
    line = app.tr("twister.level", n=level.number, sb=level.small_blind, bb=level.big_blind)
    if level.ante:
        line += " · " + app.tr("twister.ante", ante=level.ante)
    return line


def blinds_up_text(app: Texts, level: BlindLevel) -> str:
    """"Blinds up: 20/40" (with the ante when the level has one)."""
    text = str(app.tr("twister.blinds_up", sb=level.small_blind, bb=level.big_blind))
    if level.ante:
        text += " · " + app.tr("twister.ante", ante=level.ante)
    return text
