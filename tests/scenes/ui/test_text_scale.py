"""UI scale and larger text: every text size goes through gfx.text_px; a text grows into the room
it was given (max_width) and no further; one without a room keeps its designed width, so a
fixed layout gets no new overlap; the app applies a change at once."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from scenes.ui import gfx


@pytest.fixture(autouse=True)
def normal_size():
    pygame.init()
    gfx.set_text_settings(SimpleNamespace(ui_scale=100, large_text=False))
    yield
    gfx.set_text_settings(SimpleNamespace(ui_scale=100, large_text=False))


@pytest.mark.parametrize("scale,large,factor", [(100, False, 1.0), (125, False, 1.25), (150, False, 1.5),
                                                (100, True, 1.2), (125, True, 1.5), (150, True, 1.5)])
def test_every_size_goes_through_one_factor(scale: int, large: bool, factor: float) -> None:
    changed = gfx.set_text_settings(SimpleNamespace(ui_scale=scale, large_text=large))
    assert changed == (factor != 1.0)
    assert gfx.text_px(20) == round(20 * factor)
    assert gfx.text("Ante", 20).get_height() >= gfx.text_px(20)


def test_a_text_grows_into_its_room_and_no_further() -> None:
    surface = pygame.Surface((800, 200))
    at_100 = gfx.blit_text(surface, "Royal flush", 20, (0, 0), max_width=400)
    alone_100 = gfx.blit_text(surface, "Royal flush", 20, (0, 0))
    gfx.set_text_settings(SimpleNamespace(ui_scale=150, large_text=False))
    roomy = gfx.blit_text(surface, "Royal flush", 20, (0, 0), max_width=400)
    assert roomy.h > at_100.h * 1.3 and roomy.w <= 400  # grown, inside its room
    tight = gfx.blit_text(surface, "Royal flush", 20, (0, 0), max_width=at_100.w + 4)
    assert tight.w <= at_100.w + 4
    alone = gfx.blit_text(surface, "Royal flush", 20, (0, 0))  # no room given: as designed
    assert alone.w <= alone_100.w


def test_the_app_applies_a_change_at_once(app) -> None:
    changed: list[str] = []
    scene = app.lobby()
    scene.language_changed = lambda: changed.append("redrawn")  # type: ignore[method-assign]
    before = gfx.text("DEAL", 30).get_height()
    app.update_settings(ui_scale=150)
    assert gfx.text("DEAL", 30).get_height() > before * 1.3
    assert changed  # the scenes were told to draw their cached texts again
    app.update_settings(ui_scale=100, large_text=True)
    assert gfx.text_px(30) == 36
