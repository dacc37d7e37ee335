"""Nothing on a Twister table covers anything else: the board, the hole cards, the bets in
front of the seats, the action tags and the seat plates, on the large table and on a grid
tile, through a whole hand (an all-in, a side pot, a showdown) and the heads-up hand after."""

from __future__ import annotations

import pygame
import pytest

from gamelib.games.twister.demo import SIDE_POT_HAND, SIDE_POT_MOMENTS, side_pot_table
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_view import table_on_show
from scenes.games.twister.layout import UNIT_H, UNIT_W, overlapping, table_rects
from scenes.games.twister.table import TABLE_RECT

TILE = pygame.Rect(0, 0, 600, 600 * UNIT_H // UNIT_W)


def moments() -> list[tuple[str, TwisterTable]]:
    out = [(name, side_pot_table(n)) for name, n in SIDE_POT_MOMENTS.items()]
    heads_up = side_pot_table(len(SIDE_POT_HAND))  # Rocco is out: the next hand is heads-up
    heads_up.update(60.0)
    assert heads_up.t.hand is not None and len(heads_up.t.hand_seats) == 2
    heads_up.t.act("raise", 60)  # a bet in front of each seat
    return [*out, ("heads-up", heads_up)]


def overlaps(table: TwisterTable, rect: pygame.Rect, large: bool) -> list[tuple[str, str]]:
    return overlapping(table_rects(table, table_on_show(table), rect, large=large))


@pytest.mark.parametrize(("rect", "large"), [(TABLE_RECT, True), (TILE, False)], ids=["large", "tile"])
def test_nothing_on_the_table_covers_anything_else(rect: pygame.Rect, large: bool) -> None:
    for name, table in moments():
        names = [n for n, _ in table_rects(table, table_on_show(table), rect, large=large)]
        assert overlaps(table, rect, large) == [], name
        # the test sees what it should: the board, both hole cards, bets and (on the large
        # table; a tile's tags are inside the plates) tags
        tags = {"tag 0", "tag 2"} if large else set()
        if name == "turn":
            assert {"board 3", "hole 0 1"} <= set(names)
        if name == "preflop":
            assert {"bet 0", "bet 1", "bet 2", *tags} <= set(names)


def test_the_overlap_check_catches_the_old_board(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check itself: with the board where it was before issue 15 (80 units lower), the
    river card sits under an opponent's bet and the board covers the player's cards."""
    from scenes.games.twister import layout

    table = side_pot_table(SIDE_POT_MOMENTS["river"])
    monkeypatch.setattr(layout, "BOARD_Y", 410)
    found = overlaps(table, TABLE_RECT, True)
    assert ("board 4", "bet 2") in found and any(a.startswith("board") and b.startswith("hole 0") for a, b in found)
