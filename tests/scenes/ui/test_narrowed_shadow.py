"""A card turning over casts the shadow of a narrower card each frame: cut from the flat card's
shadow (``gfx.narrowed_shadow``), the very pixels drawing it ring by ring gives, not drawn anew."""

from __future__ import annotations

import pygame
from pytest import MonkeyPatch

from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.widgets.cards import CardSprite


def test_a_narrowed_shadow_is_the_shadow_drawn_at_that_width() -> None:
    for radius, spread, height in ((16, 12, 533), (8, 6, 268), (5, 12, 60)):
        wide = gfx.shadow_rect((380, height), radius, 110, spread, keep=False)
        for width in range(2 * radius, 381, 7):
            cut = gfx.narrowed_shadow(wide, width, spread)
            drawn = gfx.shadow_rect((width, height), radius, 110, spread, keep=False)
            assert cut.get_size() == drawn.get_size()
            assert pygame.image.tobytes(cut, "RGBA") == pygame.image.tobytes(drawn, "RGBA"), (radius, width)


def test_a_card_turning_over_at_4k_cuts_its_shadow_from_the_flat_cards(monkeypatch: MonkeyPatch) -> None:
    """Fails on the old code: every new width of a turning card drew its shadow ring by ring (1.5 ms
    a frame at 3840x2160). The frames are the very pixels of shadows drawn ring by ring."""
    gfx.clear_caches()
    sprite = CardSprite(12, 960, 540, 190)
    cut = Canvas(pygame.Surface((3840, 2160)), DrawContext(pixel_scale=2.0))
    sprite.draw(cut)  # flat: its shadow drawn once
    rings = []
    real_rect = pygame.draw.rect
    monkeypatch.setattr(pygame.draw, "rect", lambda *a, **k: rings.append(a) or real_rect(*a, **k))
    turns = (0.9, 0.7, 0.5, 0.3)
    frames = []
    for turned in turns:
        sprite.flip = turned
        cut.target.fill((0, 0, 0))
        sprite.draw(cut)
        frames.append(pygame.image.tobytes(cut.target, "RGB"))
    assert rings == []
    monkeypatch.setattr(pygame.draw, "rect", real_rect)
    monkeypatch.setattr(gfx, "shadow_of", lambda size, radius, alpha, spread, wider: gfx.shadow_rect(
        size, radius, alpha, spread, keep=False))
    drawn = Canvas(pygame.Surface((3840, 2160)), DrawContext(pixel_scale=2.0))
    for turned, frame in zip(turns, frames, strict=True):
        sprite.flip = turned
        drawn.target.fill((0, 0, 0))
        sprite.draw(drawn)
        assert pygame.image.tobytes(drawn.target, "RGB") == frame
