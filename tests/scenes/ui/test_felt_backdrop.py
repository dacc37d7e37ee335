"""The felt under a screen (scenes.ui.felt_backdrop): the texture's opaque tiles cover every
pixel (no fill of the colour under them), and a felt whose texture fails to load is its plain
colour under the same lights."""

from __future__ import annotations

import hashlib

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


def test_the_lights_are_the_grid_they_were_worked_out_as() -> None:
    """The lit centre and the dark edge keep their pixels however they are computed (pinned:
    the bytes the cell-by-cell loop of session 7 made)."""
    gfx.clear_caches()
    pinned = {(34, 150): "384fc68f08e84c0dde94ea3926c299a51181ad4dc7c785e4043db01653fef943",
              (0, 150): "07be26866d1b5dbaf405ee9c5e250ba1ba03483dbff9b92f3fe0cbcd91f808ff"}
    for (glow, edge), digest in pinned.items():
        made = pygame.image.tobytes(felt_backdrop.felt_light(glow, edge), "RGBA")
        assert hashlib.sha256(made).hexdigest() == digest


@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080), (1280, 720), (1366, 768), (300, 170)])
def test_the_light_laid_in_bands_is_the_light_scaled_whole(size: tuple[int, int]) -> None:
    light = felt_backdrop.felt_light(34, 150)
    whole = pygame.Surface(size)
    whole.fill((18, 92, 52))
    banded = whole.copy()
    whole.blit(pygame.transform.smoothscale(light, size), (0, 0))
    for _ in felt_backdrop._lay_light(banded, light):  # (a band a step)
        pass
    assert pygame.image.tobytes(banded, "RGB") == pygame.image.tobytes(whole, "RGB")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_screens_felt_is_made_for_its_caller_not_kept(size: tuple[int, int]) -> None:
    """Issue 27: the cache held a window-sized felt (8 MB at 1920x1080) beside each table's own
    copy of it. A screen's felt is its caller's alone: not kept, a fresh one each time (a lobby
    tile's small cloth is still kept and shared)."""
    gfx.clear_caches()
    first = felt_backdrop.felt_background(size, "green")
    again = felt_backdrop.felt_background(size, "green")
    assert first is not again
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(again, "RGB")
    assert not [k for k in gfx.surface_cache.data if isinstance(k, tuple) and k[0] == "felt"]
    tile = felt_backdrop.felt_background((400, 220), "green")
    assert felt_backdrop.felt_background((400, 220), "green") is tile
    gfx.clear_caches()
