"""An empty bet spot's name stays inside its ring: a name much wider than the ring
("POCKET BONUS") is drawn on two lines, a short one ("ANTE 1") on one."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui import gfx
from scenes.ui.widgets import chips
from scenes.ui.widgets.chips import BetSpot


def drawn_lines(monkeypatch, label: str, radius: int) -> list[pygame.Rect]:
    pygame.init()
    spot = BetSpot("spot", (200, 200), label, lambda: 0, 1000, radius=radius)
    rects: list[pygame.Rect] = []
    real = gfx.blit_text

    def record(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        rects.append(rect)
        return rect

    monkeypatch.setattr(chips.gfx, "blit_text", record)
    spot.draw(pygame.Surface((400, 400), pygame.SRCALPHA))
    return rects


@pytest.mark.parametrize(("label", "radius", "lines"), [("POCKET BONUS", 56, 2), ("ANTE 1", 45, 1)])
def test_an_empty_spots_name_stays_inside_its_ring(monkeypatch, label, radius, lines):
    rects = drawn_lines(monkeypatch, label, radius)
    assert len(rects) == lines
    for r in rects:
        assert 200 - radius < r.left and r.right < 200 + radius
    if lines == 2:
        assert rects[0].bottom <= rects[1].top + 4  # one under the other, not on it
