"""gfx.veil: the one dimming under every pop-up (pages, Twister boxes, LIMITS & PAYS)."""

from __future__ import annotations

import pygame

from scenes.ui import gfx


def test_the_veil_darkens_every_pixel_by_its_alpha_and_makes_no_shade() -> None:
    gfx.clear_caches()
    surface = pygame.Surface((40, 30))
    surface.fill((200, 100, 0))
    gfx.veil(surface, 128)
    for at in [(0, 0), (39, 29), (20, 15)]:
        r, g, b, _ = surface.get_at(at)
        assert abs(r - 100) <= 1 and abs(g - 50) <= 1 and b == 0
    assert gfx.surface_cache.get(("veil", (40, 30), 128)) is None  # (a window-sized shade at 4K: 33 MB)


def test_the_veil_keeps_to_the_clip() -> None:
    surface = pygame.Surface((40, 30))
    surface.fill((200, 100, 0))
    surface.set_clip(pygame.Rect(0, 0, 20, 30))
    gfx.veil(surface, 128)
    assert surface.get_at((5, 5))[:3] == surface.get_at((19, 29))[:3] != (200, 100, 0)
    assert surface.get_at((20, 5))[:3] == (200, 100, 0)
