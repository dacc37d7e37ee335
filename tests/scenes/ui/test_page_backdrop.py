"""A page's backdrop laid as tiles (``page_backdrop``) shows the very pixels of the one
picture of the window's size the page used to make and blend (the look: ``made_whole`` below,
as ``PageScene._backdrop`` made it), at the sizes a window takes, with no picture of the window's
size made."""

from __future__ import annotations

import random

import pygame
import pytest

from scenes.ui import gfx, page_backdrop
from scenes.ui.page_backdrop import Look

HELP_PANEL = (110, 60, 1700, 960)
CASHIER_PANEL = (360, 150, 1200, 780)


def made_whole(size: tuple[int, int], panel: tuple[int, int, int, int], scale: float) -> pygame.Surface:
    """The backdrop as the page made it before (one premultiplied picture of the window's size)."""
    p, pre = pygame.Rect(panel), pygame.BLEND_PREMULTIPLIED

    def px(n: float) -> int:
        return round(n * scale)

    at = pygame.Rect(px(p.x), px(p.y), px(p.right) - px(p.x), px(p.bottom) - px(p.y))
    made = pygame.Surface(size, pygame.SRCALPHA)
    made.fill((0, 0, 0, 175))
    made = made.premul_alpha()
    made.blit(gfx.shadow_rect(at.size, px(26), 170, px(18), keep=False).premul_alpha(),
              (at.x - px(18), at.y - px(8)), special_flags=pre)
    made.blit(gfx.panel(at.size, (10, 22, 16, 250), gfx.GOLD, px(26), px(3), glow=True, scale=scale,
                        keep=False).premul_alpha(), at, special_flags=pre)
    return made


def beneath(size: tuple[int, int]) -> pygame.Surface:
    """A screen beneath with every kind of pixel (noise), as the lobby's layer is: opaque."""
    rng = random.Random(size[0])
    surface = pygame.Surface(size)
    row = bytes(rng.randrange(256) for _ in range(size[0] * 3))
    data = b"".join(row[(y * 7) % 60 * 3:] + row[:(y * 7) % 60 * 3] for y in range(size[1]))
    surface.blit(pygame.image.frombytes(data, size, "RGB"), (0, 0))  # (as a manager's layer holds them)
    return surface


@pytest.mark.parametrize(("size", "scale", "panel"), [
    ((1920, 1080), 1.0, HELP_PANEL),
    ((2560, 1440), 2560 / 1920, HELP_PANEL),
    ((3840, 2160), 2.0, HELP_PANEL),
    ((1280, 720), 1280 / 1920, HELP_PANEL),
    ((3840, 2160), 2.0, CASHIER_PANEL),
    ((2560, 1440), 2560 / 1920, CASHIER_PANEL),
])
def test_the_tiles_lay_the_pixels_of_the_whole_picture(size, scale, panel):
    look = Look(size, scale, panel)
    old, new = beneath(size), beneath(size)
    old.blit(made_whole(size, panel, scale), (0, 0), special_flags=pygame.BLEND_PREMULTIPLIED)
    page_backdrop.lay(new, look)
    assert pygame.image.tobytes(new, "RGB") == pygame.image.tobytes(old, "RGB")


def test_within_a_clip_it_lays_only_there():
    size, look = (1920, 1080), Look((1920, 1080), 1.0, HELP_PANEL)
    old, new = beneath(size), beneath(size)
    clip = pygame.Rect(300, 200, 500, 400)
    old.set_clip(clip)
    new.set_clip(clip)
    old.blit(made_whole(size, HELP_PANEL, 1.0), (0, 0), special_flags=pygame.BLEND_PREMULTIPLIED)
    page_backdrop.lay(new, look)
    assert pygame.image.tobytes(new, "RGB") == pygame.image.tobytes(old, "RGB")


def test_the_tiles_hold_a_small_share_of_the_window_and_are_kept_for_it():
    """At 3840x2160 the tiles hold less than a sixth of the window's pixels (the picture was all of
    them, made fresh at each opening), made a part a step, and a second page at that size makes
    none again."""
    look = Look((3840, 2160), 2.0, HELP_PANEL)
    page_backdrop._kept.clear()
    made = list(page_backdrop.steps(look))
    tiles = page_backdrop.tiles_of(look).tiles
    held = {id(pixels): pixels.get_width() * pixels.get_height() for _, pixels in tiles}
    assert sum(held.values()) < 3840 * 2160 / 6  # (1.07 M px: 4.3 MB)
    assert len(made) > 4  # made a part a step
    assert list(page_backdrop.steps(look)) == []
