"""The felt under a screen (scenes.ui.felt_backdrop): the texture's opaque tiles cover every
pixel (no fill of the colour under them), and a felt whose texture fails to load is its plain
colour under the same lights."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui import felt_backdrop, gfx, resources


def test_a_felt_made_into_a_dirty_surface_is_the_felt_made_fresh() -> None:
    """Every pixel is laid by a tile: what the surface held before does not show through,
    also at a size the 256 px tile does not divide."""
    gfx.clear_caches()
    size = (700, 390)
    fresh = felt_backdrop.felt_background(size, "blue", spotlight=False)
    dirty = pygame.Surface(size)
    dirty.fill((255, 0, 255))
    felt_backdrop.felt_background(size, "blue", spotlight=False, into=dirty)
    assert pygame.image.tobytes(dirty, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_a_felt_without_its_texture_is_its_colour_under_the_lights(monkeypatch: pytest.MonkeyPatch) -> None:
    gfx.clear_caches()

    def no_texture(name: str) -> pygame.Surface:
        raise FileNotFoundError(name)

    monkeypatch.setattr(resources, "felt_tile", no_texture)
    monkeypatch.setattr(felt_backdrop, "missing", lambda what, exc: None)
    size = (320, 180)
    made = felt_backdrop.felt_background(size, "red", spotlight=True)
    expected = pygame.Surface(size)
    expected.fill(gfx.FELT_COLOURS["red"])
    expected.blit(pygame.transform.smoothscale(felt_backdrop.felt_light(34, 150), size), (0, 0))
    assert pygame.image.tobytes(made, "RGB") == pygame.image.tobytes(expected, "RGB")
    gfx.clear_caches()
