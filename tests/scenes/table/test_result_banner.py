"""The result summary's lines at the player's text size: each bet's line keeps clear of the next
(at 150 % a line is taller than the designed pitch; CI once found them touching)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from scenes.table.events import ResultBanner
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
