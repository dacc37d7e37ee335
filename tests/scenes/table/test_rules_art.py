"""The rules sheet's large pictures made a part a step are the very pixels of the whole made at
once: its panel laid a band of rows at a time (``gfx.panel``), the felt made small a band at a time
(``pygame.transform.smoothscale``)."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes.table import rules_art
from scenes.ui import gfx


def under(size: tuple[int, int]) -> pygame.Surface:
    """An opaque surface with something on it for a panel to be laid over."""
    out = pygame.Surface(size)
    rng = random.Random(3)
    for _ in range(60):
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        pygame.draw.circle(out, colour, (rng.randrange(size[0]), rng.randrange(size[1])), rng.randrange(4, 90))
    return out


@pytest.mark.parametrize(("size", "radius", "width", "scale", "step"), [
    ((3600, 2000), 48, 6, 2.0, rules_art.PIXELS_A_STEP),
    ((1800, 1000), 24, 3, 1.0, rules_art.PIXELS_A_STEP),
    ((1350, 750), 18, 2, 0.75, 40_000),  # (bands of 29 rows: many through the corners and the shine)
])
def test_the_panel_laid_a_band_at_a_time_is_the_panel(monkeypatch, size, radius, width, scale, step):
    monkeypatch.setattr(rules_art, "PIXELS_A_STEP", step)
    at = pygame.Rect((30, 20), size)
    whole, banded = under((size[0] + 60, size[1] + 40)), under((size[0] + 60, size[1] + 40))
    fill = (8, 16, 12, 246)
    whole.blit(gfx.panel(size, fill, gfx.GOLD, radius, width, scale=scale, keep=False), at)
    steps = list(rules_art.panel_steps(banded, at, fill, gfx.GOLD, radius, width, scale))
    assert len(steps) > 2
    assert pygame.image.tobytes(banded, "RGB") == pygame.image.tobytes(whole, "RGB")


@pytest.mark.parametrize(("source", "size"), [((1920, 1080), (820, 461)), ((3840, 2160), (1640, 922)),
                                              ((1000, 700), (333, 211))])
def test_the_felt_made_small_a_band_at_a_time_is_its_smoothscale(source, size):
    """Laid straight onto a window-like surface (and onto one of another format: each band blitted)."""
    felt = under(source)
    at = pygame.Rect((17, 9), size)
    whole = under((size[0] + 40, size[1] + 20))
    whole.blit(pygame.transform.smoothscale(felt, size), at)
    for target in (under(whole.get_size()), under(whole.get_size()).convert(24)):
        steps = list(rules_art.scaled_onto_steps(felt, target, at))
        assert len(steps) > 4
        assert pygame.image.tobytes(target, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_no_picture_of_the_felts_small_size_is_made(monkeypatch):
    """Each band of columns is scaled straight onto the target: nothing of the whole's size made
    (at 4K a fresh 6 MB, a step of 10-16 ms)."""
    made: list[tuple[int, int]] = []
    real = pygame.transform.smoothscale

    def smoothscale(surface, size, *dest):  # type: ignore[no-untyped-def]
        if not dest:
            made.append(tuple(size))
        return real(surface, size, *dest)

    monkeypatch.setattr(pygame.transform, "smoothscale", smoothscale)
    target = under((1000, 600))
    list(rules_art.scaled_onto_steps(under((1920, 1080)), target, pygame.Rect(50, 40, 820, 461)))
    assert [size for size in made if size[1] == 461] == []
