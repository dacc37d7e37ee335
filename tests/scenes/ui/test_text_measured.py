"""A text's size measured without drawing it (``text_render.drawn_size``) is the size of its
render, and ``gfx.blit_text`` on a window's Canvas draws the text once, at the window's pixels:
it measured its logical place by rendering it at the design's size too (issue 27: a text new at
each frame, a counting WIN, was rendered twice)."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui import gfx, text_render
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext

LINES = ["", " ", "A", "WIN € 1,234.56", "Texas Hold'em Bonus", "gÿ Ñandú ÀÉÎ", "  spaced  ", "1000x",
         "K♣ 3♦", "Strategy hint: hold A♦", "x" * 60]


@pytest.mark.parametrize("weight", ["regular", "bold", "black"])
@pytest.mark.parametrize("shadow", [False, True])
def test_the_size_measured_is_the_size_rendered(weight: str, shadow: bool) -> None:
    pygame.init()
    for size in range(6, 130, 7):
        for line in LINES:
            assert text_render.drawn_size(line, size, weight, shadow) == \
                gfx.text(line, size, gfx.CREAM, weight, shadow).get_size(), (line, size)


def test_a_larger_text_scale_and_a_floor_are_measured_as_drawn() -> None:
    pygame.init()
    gfx.set_text_settings(type("S", (), {"ui_scale": 150, "large_text": False})())
    try:
        with gfx.text_floor(18):
            for line in LINES:
                assert text_render.drawn_size(line, 12, "bold", True) == gfx.text(line, 12, gfx.CREAM, "bold", True).get_size()
    finally:
        gfx.set_text_settings(type("S", (), {"ui_scale": 100, "large_text": False})())


@pytest.mark.parametrize("anchor", ["topleft", "center", "midtop", "midright", "bottomleft"])
def test_blit_text_on_the_window_renders_once_and_places_as_on_a_plain_surface(anchor: str) -> None:
    pygame.init()
    canvas = Canvas(pygame.Surface((2560, 1440)), DrawContext().with_window((2560, 1440)))
    plain = pygame.Surface((1920, 1080))
    line = "BALANCE € 987.65"
    gfx.clear_caches()
    placed = gfx.blit_text(canvas, line, 30, (700, 400), gfx.GOLD, "bold", anchor=anchor, shadow=True)  # type: ignore[arg-type]
    rendered = [key for key in text_render._text_cache.data if key[0] == line]
    assert len(rendered) == 1 and rendered[0][1] > 30, "one render, at the window's pixels"
    assert placed == gfx.blit_text(plain, line, 30, (700, 400), gfx.GOLD, "bold", anchor=anchor, shadow=True)
