"""Tables side by side that look as the window shows them are not drawn (MultiTableScene.
_looks_as_shown): at 3840x2160 three tables at rest beside one dealing drew 0.4-0.9 ms each, every
frame, to lay nothing (issue 27). A table in a live betting window is drawn again when its light or
its seconds left change, when the money any table shows changes, or after an event; and what the
window shows is what a frame drawn whole shows."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app

from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.showcase import table_demos

FRAME = 1 / 60


@pytest.fixture
def grid(tmp_path, monkeypatch):
    """Three tables side by side at 2560x1440 in live pace, at rest in their betting windows, the
    window holding a frame drawn whole; and a list of the tables drawn since (by name)."""
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant", pace="live",
                              betting_seconds=15, decision_seconds=15) as app:
        view, tables = scene_app.multi_table_view(app, (TexasBonusTable, CasinoHoldemTable, HeadsUpTable), "still")
        assert view.grid(), "the tables sit side by side"
        scene_app.run(app, 2.0, FRAME)  # their first messages said, their cards' faces made: nothing moving
        app.step([], FRAME)
        app.present()
        drawn: list[str] = []
        for t in tables:
            own = t.draw
            monkeypatch.setattr(t, "draw", lambda *a, _own=own, _t=t, **k: drawn.append(type(_t).__name__) or _own(*a, **k))
        yield app, view, tables, drawn


def drawn_whole(app) -> bytes:
    """The window's pixels after a frame drawn whole (the window's frame not kept)."""
    app._last_whole = False
    app.step([], 0.0)
    return pygame.image.tobytes(app.window, "RGB")


def until_seconds_change(app, tables) -> int:
    """Frames stepped until a table's whole seconds left change (that frame included)."""
    shown = [t.pace.whole_seconds for t in tables]
    for n in range(1, 120):
        app.step([], FRAME)
        app.present()
        if [t.pace.whole_seconds for t in tables] != shown:
            return n
    raise AssertionError("no table's seconds changed in two seconds")


def test_tables_at_rest_in_their_betting_windows_are_drawn_when_their_seconds_change(grid):
    app, view, tables, drawn = grid
    assert all(t.pace.stage == "betting" and t.next_change() != 0.0 for t in tables)
    frames = until_seconds_change(app, tables) + until_seconds_change(app, tables)
    assert frames > 30, "a second's frames"
    assert 0 < len(drawn) <= 2 * len(tables), f"{len(drawn)} tables drawn in {frames} frames (each every frame: {3 * frames})"
    shown = pygame.image.tobytes(app.window, "RGB")
    assert shown == drawn_whole(app), "the window shows what a frame drawn whole shows"


def test_a_bet_on_one_table_draws_every_table_again(grid):
    """The balance left for bets is every table's: one table's bet may change the others' buttons."""
    app, view, tables, drawn = grid
    app.step([], FRAME)
    drawn.clear()
    table_demos.demo_bets(tables[1])
    app.step([], FRAME)
    assert sorted(drawn) == sorted(type(t).__name__ for t in tables)
    app.present()
    app.step([], FRAME)  # (Casino Hold'em's rail takes its new look a frame late: PARTS_A_FRAME_LATE)
    app.present()
    shown = pygame.image.tobytes(app.window, "RGB")
    assert shown == drawn_whole(app)


def motion(view, table, at: tuple[int, int]) -> pygame.event.Event:
    """A pointer's move to ``at`` in ``table``'s own 1920x1080, as the window's logical px."""
    area = next(a for slot, a in view.grid() if slot.table is table)
    pos = (area.x + at[0] * area.w // 1920, area.y + at[1] * area.h // 1080)
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))


def test_a_click_draws_every_table_again(grid):
    """A press may change the focus (the gold frames, the keys' table): every table is drawn."""
    app, view, tables, drawn = grid
    app.step([], FRAME)
    drawn.clear()
    area = next(a for slot, a in view.grid() if slot.table is tables[2])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=area.center, button=1)], FRAME)
    assert len(drawn) == len(tables)
    drawn.clear()
    app.step([], FRAME)
    assert drawn == [], "then at rest again"


def test_a_pointer_moving_draws_the_table_under_it_and_the_one_it_left(grid):
    """A pointer crossing the grid draws the table it moves over, and the one it leaves (at 3840x2160
    every table was drawn for it, 1.2 ms a frame), which is told the pointer left (a button lit under
    it stayed lit with the pointer on another table); what the window shows is the frame drawn whole."""
    app, view, tables, drawn = grid
    app.step([], FRAME)
    drawn.clear()
    texas, _, heads_up = tables
    lobby = texas.top_buttons[0]
    for k in range(5):
        app.step([motion(view, texas, (lobby.rect.centerx + k, lobby.rect.centery))], FRAME)
    assert lobby.hovered and drawn == ["TexasBonusTable"] * 5
    app.present()
    assert pygame.image.tobytes(app.window, "RGB") == drawn_whole(app), "the lit button shown"
    drawn.clear()
    app.step([motion(view, heads_up, (960, 400))], FRAME)
    assert sorted(drawn) == ["HeadsUpTable", "TexasBonusTable"], "the table left and the one entered"
    assert not lobby.hovered, "the table left is told the pointer left: its button no longer lit"
    app.present()
    assert pygame.image.tobytes(app.window, "RGB") == drawn_whole(app)


def test_a_table_dealt_beside_tables_at_rest_is_drawn_at_once(grid):
    """A deal no event announced (the live pace's own, or a call like the benches') shows in the
    next frame (its stakes leave the balance every table shows: all are drawn)."""
    app, view, tables, drawn = grid
    table_demos.demo_bets(tables[0])
    app.step([], FRAME)
    app.present()
    drawn.clear()
    tables[0].deal()
    assert tables[0].session.in_round
    app.step([], FRAME)
    app.present()
    assert sorted(drawn) == sorted(type(t).__name__ for t in tables)
    shown = pygame.image.tobytes(app.window, "RGB")
    assert shown == drawn_whole(app)
