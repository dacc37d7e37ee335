"""Video poker's ten hands at the window's pixels (issue 27): at rest after a result, the grid a deal
will show (every hand face down) is made ahead, so the deal's frame draws no hand of the grid; the
picture made ahead is the very one the deal drew before, and the frames equal those drawn whole."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app
from helpers.video_poker import ten_dealt

from scenes.app import App
from scenes.games.video_poker import demo as vp_demo
from scenes.games.video_poker import widgets
from scenes.games.video_poker.table import VideoPokerTable
from scenes.showcase import catalogue, table_demos
from scenes.ui.canvas import Canvas


@pytest.fixture
def app_2k(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant") as app:
        yield app


def _a_round_shown(app: App) -> VideoPokerTable:
    """Ten hands dealt and drawn, the result's frames drawn (the table at rest)."""
    table = ten_dealt(app, "ahead")
    table_demos.demo_finish(table)
    catalogue.settle(app)
    return table


def _hands_drawn(table: VideoPokerTable, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the grid's hands drawn from now on."""
    drawn: list[int] = []
    draw_hand = widgets.HandGrid.draw_hand

    def counted(grid: widgets.HandGrid, scene: VideoPokerTable, i: int) -> None:
        drawn.append(i)
        draw_hand(grid, scene, i)

    monkeypatch.setattr(widgets.HandGrid, "draw_hand", counted)
    return drawn


def test_the_deal_frame_draws_no_hand_of_the_grid_made_ahead_at_rest(app_2k, monkeypatch):
    """Fails on the old code: the deal's frame drew hand 0 face down and copied it into the other
    eight cells (2.4 ms of a 4K deal's 20 ms frame)."""
    app = app_2k
    table = _a_round_shown(app)
    drawn = _hands_drawn(table, monkeypatch)
    version = table.grid.version
    table.deal()
    app.step([], 1 / 60)
    assert drawn == []
    assert table.grid.version != version  # the layer lays the new picture
    cards, result = table.grid_cards(1)
    assert cards == [None] * 5 and result is None
    frame = app.frame
    assert isinstance(frame, Canvas)
    shown = pygame.image.tobytes(frame.target, "RGB")
    table.view.release()  # the same frame drawn whole, the grid drawn afresh
    table.grid._look = table._grid_key = None
    app.step([], 0.0)
    assert drawn  # (drawn afresh now)
    assert pygame.image.tobytes(frame.target, "RGB") == shown


def _grid_pixels_held(grid: widgets.HandGrid) -> int:
    """The pixels of every picture the grid holds (its own, a spare, the one made ahead, their parts)."""
    ahead = grid._ahead[1] if grid._ahead is not None else {}
    held = [grid.surface, grid._spare, grid._corner, ahead.get("surface"), *ahead.get("_from", ()), *grid._from]
    pictures = {id(p): p for p in (widgets.pixels_of(h) for h in held if h is not None)}
    return sum(p.get_width() * p.get_height() for p in pictures.values())


def test_the_next_deal_is_made_ahead_over_the_picture_shown(app_2k, monkeypatch):
    """At rest after a result the next deal's face-down grid is made ahead without a second picture of the
    grid's size: hand 0 drawn on its corner of the grid, every hand laid from one copy of it. Fails on the
    old code: it was drawn on a second grid-sized picture, cleared whole at rest each round (12 MB at 4K,
    3-50 ms of that frame) and kept beside the one shown."""
    app = app_2k
    table = ten_dealt(app, "ahead")
    table_demos.demo_finish(table)
    grid = table.grid
    cleared: list[int] = []
    fill = Canvas.fill

    def counted(canvas: Canvas, colour: object, rect: object = None, special_flags: int = 0) -> pygame.Rect:
        area = canvas.target.get_rect() if rect is None else canvas.rect(rect)  # type: ignore[arg-type]
        cleared.append(area.w * area.h)
        return fill(canvas, colour, rect, special_flags)  # type: ignore[arg-type]

    monkeypatch.setattr(Canvas, "fill", counted)
    catalogue.settle(app)
    monkeypatch.setattr(Canvas, "fill", fill)
    assert grid._ahead is not None and grid._ahead[0][0] == 9
    whole = grid.surface.target.get_width() * grid.surface.target.get_height()  # type: ignore[union-attr]
    cell = app.frame.rect(grid.cell(0))  # type: ignore[union-attr]
    assert 0 < sum(cleared) <= cell.w * cell.h, (sum(cleared), whole)  # one hand's cell, not the grid's
    assert _grid_pixels_held(grid) < 1.5 * whole, (_grid_pixels_held(grid), whole)


def test_the_picture_made_ahead_is_the_one_drawn_afresh(app_2k):
    """The deal takes the picture made ahead; once its hands turned, the grid's pixels (read whole) equal
    the grid drawn afresh on a new picture: nothing of the last result's hands is left in them."""
    app = app_2k
    table = _a_round_shown(app)
    grid = table.grid
    pixels = grid.surface.target  # type: ignore[union-attr]
    table.deal()
    app.step([], 1 / 60)
    assert grid.surface.target is pixels  # type: ignore[union-attr]
    catalogue.settle(app)
    assert not grid.turning
    grid.fill_in()
    made = pygame.image.tobytes(pixels, "RGBA")
    table._grid_key = None
    grid._look = None
    grid.context = None  # drawn afresh on a new picture
    table._refresh_grid()
    assert grid.surface.target is not pixels  # type: ignore[union-attr]
    grid.fill_in()
    assert pygame.image.tobytes(grid.surface.target, "RGBA") == made  # type: ignore[union-attr]


def test_a_changed_bet_is_drawn_in_its_deal_as_before(app_2k, monkeypatch):
    """The picture made ahead is for the bet of the last round; five hands bet instead are drawn in
    the deal's frame, and the frame equals it drawn whole."""
    app = app_2k
    table = _a_round_shown(app)
    vp_demo.demo_hands(table, 5)
    drawn = _hands_drawn(table, monkeypatch)
    table.deal()
    app.step([], 1 / 60)
    assert drawn and table.grid.n == 4
    catalogue.settle(app)
    frame = app.frame
    assert isinstance(frame, Canvas)
    shown = pygame.image.tobytes(frame.target, "RGB")
    table.view.release()
    app.step([], 0.0)
    assert pygame.image.tobytes(frame.target, "RGB") == shown
