"""A look kept of a rail button or a pay figure (``scenes.games.video_poker.kept_looks``) is copied back
over the window with no row stored across two cache lines: SDL streams the rows of an opaque copy that
start 16-byte aligned, and where a row starts off a 64-byte line every streamed store straddles two
(at 3840x2160 a deal's nine buttons, 0.45 M px, took 0.5 ms). The pixels are the same."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.video_poker.kept_looks import KeptLooks
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.plain_copy import CACHE_LINE, STREAMED

WINDOW = (3840, 2160)


class Copies:
    """A window's pixels that note each copy onto them (where, how wide)."""

    def __init__(self, pixels: pygame.Surface) -> None:
        self.pixels = pixels
        self.copies: list[pygame.Rect] = []

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        drawn = self.pixels.blit(source, dest, area, special_flags)
        self.copies.append(drawn)
        return drawn

    def __getattr__(self, name: str) -> Any:
        return getattr(self.pixels, name)


def _row_start(pixels: pygame.Surface, x: int, y: int) -> int:
    return pixels._pixels_address + y * pixels.get_pitch() + x * 4


def _straddling(pixels: pygame.Surface, r: pygame.Rect) -> bool:
    """A copy SDL streams (rows 16-byte aligned, a line long or more) from off a cache line."""
    start = _row_start(pixels, r.x, r.y)
    return r.w * 4 >= CACHE_LINE and start % STREAMED == 0 and start % CACHE_LINE != 0


@pytest.fixture
def window() -> pygame.Surface:
    pygame.init()
    return pygame.Surface(WINDOW)


@pytest.mark.parametrize("on_line", [False, True])
def test_a_look_laid_back_stores_no_row_across_two_cache_lines(window, on_line):
    """Fails on the old code: the kept pixels were laid in one blit, streamed from off a cache line."""
    pixels = window
    y = 1894
    x = next(x for x in range(40, 200)
             if _row_start(pixels, x, y) % STREAMED == 0 and (_row_start(pixels, x, y) % CACHE_LINE == 0) == on_line)
    button = pygame.Rect(x, y, 172, 192)
    target = Copies(pixels)
    canvas = Canvas(target, DrawContext(pixel_scale=2.0))  # type: ignore[arg-type]
    canvas.touched = []
    looks = KeptLooks()

    def draw(colour: tuple[int, int, int]) -> Any:
        def drawn(surface: pygame.Surface) -> None:
            pixels.fill(colour, button)
            pixels.fill((250, 240, 10), button.inflate(-40, -60))
            canvas.touch(button)
        return drawn

    looks.draw(0, ("on",), draw((120, 20, 30)), canvas)  # drawn, kept
    on = pygame.image.tobytes(pixels.subsurface(button), "RGB")
    looks.draw(0, ("off",), draw((10, 20, 90)), canvas)
    target.copies.clear()
    looks.draw(0, ("on",), draw((0, 0, 0)), canvas)  # laid back as kept
    assert looks.laid == 1 and looks.drawn == 2
    assert pygame.image.tobytes(pixels.subsurface(button), "RGB") == on
    assert target.copies and not any(_straddling(pixels, r) for r in target.copies), target.copies
    covered = target.copies[0].unionall(target.copies[1:])
    assert covered == button
    # (the most of it from a line on: streamed whole lines)
    assert any(_row_start(pixels, r.x, r.y) % CACHE_LINE == 0 and r.w > button.w - 16 for r in target.copies)
