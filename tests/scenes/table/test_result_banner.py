"""The result summary's lines at the player's text size: each bet's line keeps clear of the next
(at 150 % a line is taller than the designed pitch; CI once found them touching), and its
words in the middle of its panel."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from scenes.table.events import ResultBanner
from scenes.table.summary_place import compact_size, ink_rows, render_compact
from scenes.ui import gfx


@pytest.mark.parametrize("scale, large", [(100, False), (125, True), (150, False), (150, True)])
def test_a_bet_line_is_never_taller_than_the_pitch(scale: int, large: bool) -> None:
    pygame.init()
    try:
        gfx.set_text_settings(SimpleNamespace(ui_scale=scale, large_text=large))
        assert ResultBanner.row_pitch() >= gfx.font(ResultBanner.ROW_SIZE, "bold").get_height()
        assert ResultBanner.row_pitch() >= ResultBanner.ROW_PITCH  # never tighter than designed
    finally:
        gfx.set_text_settings(SimpleNamespace(ui_scale=100, large_text=False))


def _ink_rows(surf: pygame.Surface, panel: pygame.Rect) -> tuple[int, int]:
    """The first and last rows of bright text inside ``panel`` (its gold border left out)."""
    inner = panel.inflate(-24, -10)
    rows = [y for y in range(inner.top, inner.bottom)
            if any(sum(surf.get_at((x, y))[:3]) > 540 for x in range(inner.left, inner.right, 2))]
    return rows[0], rows[-1]


@pytest.mark.parametrize("head", ["NO WIN THIS TIME", "YOU WIN € 60.00"])
def test_a_capitals_head_sits_in_the_middle_of_its_panel(head: str) -> None:
    """The small summary's words are centred as the eye sees them: as much room above the
    capitals as below the baseline (the line's box set them ~5 px high), and at the head's own
    size (the panel was measured without the words' shadow, which then shrank them a step)."""
    pygame.init()
    pad = ResultBanner.PAD
    w, h, heads, lines = compact_size(head, [], 10_000, ResultBanner.HEAD_SIZE, ResultBanner.ROW_SIZE, pad)
    surf = render_compact(heads, lines, (w, h), False, ResultBanner.HEAD_SIZE, ResultBanner.ROW_SIZE, pad)
    panel = pygame.Rect(15, 15, w, h)
    top, bottom = _ink_rows(surf, panel)
    above, below = top - panel.top, panel.bottom - 1 - bottom
    assert abs(above - below) <= 2, (above, below)
    cap_top, baseline = ink_rows(ResultBanner.HEAD_SIZE, "black")
    assert bottom - top + 1 == baseline - cap_top  # at its size: not a step smaller for its shadow
