"""+TABLE's reason under the strip (multi_strip._tooltip) at a larger UI scale: its words are as
large drawn at the window's pixels as on the designed canvas (gfx.blit_text_block on a Canvas
shrank each wrapped line back to its designed width: at 150 % the reason was drawn at 100 % in a
box sized for 150 %, seen at 1920x1080 once the multi-table view drew there natively)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from scenes.shell import multi_strip
from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext

REASON = "4 house tables are open, the most at once: leave one with X to open another."


def inked_rows(surface: pygame.Surface, box: pygame.Rect) -> int:
    """Rows of ``box`` with a light (text) pixel in them."""
    rows = 0
    for y in range(box.y + 4, box.bottom - 4):
        if any(sum(surface.get_at((x, y))[:3]) > 500 for x in range(box.x + 10, box.right - 10, 2)):
            rows += 1
    return rows


@pytest.mark.parametrize("ui_scale", [100, 150])
def test_the_reason_is_as_large_at_the_windows_pixels(ui_scale):
    pygame.init()
    gfx.set_text_settings(SimpleNamespace(ui_scale=ui_scale, large_text=False))
    try:
        plain = pygame.Surface(gfx.LOGICAL_SIZE)
        box = multi_strip._tooltip(plain, REASON)
        native = Canvas(pygame.Surface(gfx.LOGICAL_SIZE), DrawContext(pixel_scale=1.0))
        assert multi_strip._tooltip(native, REASON) == box
        assert inked_rows(native.target, box) >= 0.9 * inked_rows(plain, box) > 0
    finally:
        gfx.set_text_settings(SimpleNamespace(ui_scale=100, large_text=False))
