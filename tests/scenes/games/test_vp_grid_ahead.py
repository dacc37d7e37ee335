"""Video poker's ten hands at the window's pixels (issue 27): at rest after a result, the grid a deal
will show (every hand face down) is made ahead, so the deal's frame draws no hand of the grid; the
picture made ahead is the very one the deal drew before, and the frames equal those drawn whole."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app
from helpers.video_poker import ten_hands

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
    table = ten_hands(app, "ahead")
    table.deal()
    catalogue.settle(app)
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


def test_the_picture_made_ahead_is_the_one_drawn_afresh(app_2k):
    app = app_2k
    table = _a_round_shown(app)
    grid = table.grid
    ahead = grid._ahead
    assert ahead is not None and ahead[0][0] == 9
    picture = ahead[1]["surface"]
    assert isinstance(picture, Canvas) and picture is not grid.surface  # beside the result shown
    made = pygame.image.tobytes(picture.target, "RGBA")
    table.deal()
    app.step([], 1 / 60)
    assert grid.surface is picture and grid._spare is not None  # the result's: drawn over next time
    grid._look = None
    grid.rebuild(table, 9, table.layout.hands, table.layout.notch, table._context)
    assert grid.surface is picture
    assert pygame.image.tobytes(picture.target, "RGBA") == made


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
