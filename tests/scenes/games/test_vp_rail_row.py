"""The rail's buttons as one row (``scenes.games.video_poker.kept_looks.KeptRow``, issue 27): a deal turns
nine of them off and a result on again, each to a look it had; once the window showed them so, the row
(the layer between them too) is taken at a later frame and laid back in copies of long rows, not each
button's look in narrow ones (at 3840x2160: 0.55 M px in 0.07-0.13 ms against 0.15-0.5 ms). Where two
buttons' looks overlap each is laid as when laid alone; the frames equal frames drawn whole."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app
from helpers.video_poker import equals_drawn_whole, ten_hands

from scenes.games.video_poker import kept_looks
from scenes.showcase import catalogue, table_demos
from scenes.ui.canvas import Canvas


@pytest.fixture
def app_4k(tmp_path):
    with scene_app.native_app(tmp_path, (3840, 2160), animation_speed="instant") as app:
        yield app


@pytest.fixture
def copies(monkeypatch) -> list[pygame.Rect]:
    """Every kept look's copy onto the window (where it lands)."""
    laid: list[pygame.Rect] = []
    real = kept_looks.laid_as_stored

    def noted(target: pygame.Surface, pixels: pygame.Surface, to: pygame.Rect, area: pygame.Rect) -> None:
        laid.append(pygame.Rect(to))
        real(target, pixels, to, area)

    monkeypatch.setattr(kept_looks, "laid_as_stored", noted)
    return laid


def test_a_deal_and_a_result_lay_the_rail_as_one_row(app_4k, copies):
    """Fails on the old code: each button that turned was laid from its own look (rows of 164-376 px)."""
    app = app_4k
    table = ten_hands(app, "rail row")
    for _ in range(2):  # (the buttons' looks kept, then the rows taken)
        table.deal()
        catalogue.settle(app)
        table_demos.demo_finish(table)
        catalogue.settle(app)
    frame = app.frame
    assert isinstance(frame, Canvas)
    rects = [frame.rect(b.rect) for b in table.controls.rail_buttons()]
    buttons, widest = sum(r.w * r.h for r in rects), max(r.w for r in rects)
    for n, act in enumerate((table.deal, lambda: table_demos.demo_finish(table), table.deal)):
        copies.clear()
        act()
        app.step([], 1 / 60)
        assert len(copies) >= 4 and sum(r.w * r.h for r in copies if r.w > 2 * widest) >= buttons, copies
        if n < 2:
            catalogue.settle(app)
    equals_drawn_whole(app, table)  # (the deal's frame; drawn whole, the layer is made afresh: the rows go)


def test_a_row_over_layer_pixels_laid_again_goes(app_4k):
    app = app_4k
    table = ten_hands(app, "rail row gone")
    for _ in range(2):
        table.deal()
        catalogue.settle(app)
        table_demos.demo_finish(table)
        catalogue.settle(app)
    row = table.controls.rail_row
    assert row._rows
    frame = app.frame
    assert isinstance(frame, Canvas)
    table.view.laid = [frame.rect(table.controls.value_box)]  # (as a frame that laid VALUE again)
    table.controls.button_pieces(frame)
    assert not row._rows
