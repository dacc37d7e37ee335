"""Laying a layer back (``Canvas.restore``) copies each row from a cache line: SDL streams a row that
starts 16-byte aligned but off a 64-byte line with partial-line stores (at 3840x2160, 190 us for a
26x316 px area one pixel from a 2 us one). The pixels at the row's start before the line go apart."""

from __future__ import annotations

import random

import pygame

from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.line_aligned import CACHE_LINE, STREAMED, copy_area, lead_pixels
from scenes.ui.recording import lay_again


class Counted(pygame.Surface):
    """A surface that notes where each blit onto it lands."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)  # type: ignore[arg-type]
        self.laid: list[pygame.Rect] = []

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[no-untyped-def, override]
        drawn = super().blit(source, dest, area, special_flags)
        self.laid.append(pygame.Rect(dest))
        return drawn


def _noise(size: tuple[int, int], seed: int) -> pygame.Surface:
    out = pygame.Surface(size)
    out.blit(pygame.image.frombytes(random.Random(seed).randbytes(size[0] * size[1] * 3), size, "RGB"), (0, 0))
    return out


def _row_start(surface: pygame.Surface, x: int, y: int) -> int:
    return (surface._pixels_address + y * surface.get_pitch() + x * surface.get_bytesize()) % CACHE_LINE


def _off_the_line(surface: pygame.Surface, y: int) -> int:
    """An x whose row starts 16-byte aligned but not on a cache line (SDL's slow case)."""
    return next(x for x in range(1400, 1500) if _row_start(surface, x, y) % STREAMED == 0 and _row_start(surface, x, y))


def test_laying_the_layer_back_at_4k_copies_from_a_cache_line() -> None:
    """Fails on the old code: the area was one blit whose rows started off the line."""
    window = Counted((3840, 2160))
    layer = Canvas(_noise((3840, 2160), 1), DrawContext(pixel_scale=2.0))
    canvas = Canvas(window, DrawContext(pixel_scale=2.0))
    x = _off_the_line(window, 648)
    canvas.restore(layer, [pygame.Rect(x, 648, 26, 316)])
    assert len(window.laid) == 2
    head, rest = window.laid
    assert head.x == x and rest.x == head.right and rest.right == x + 26
    assert _row_start(window, rest.x, 648) == 0  # the rest streams whole lines
    assert head.w * 4 < CACHE_LINE  # the head is shorter than a chunk: a plain copy
    assert pygame.image.tobytes(window.subsurface((x, 648, 26, 316)), "RGB") == \
        pygame.image.tobytes(layer.target.subsurface((x, 648, 26, 316)), "RGB")


def test_an_area_copied_apart_lays_the_very_pixels_of_one_blit() -> None:
    source, under = _noise((1024, 300), 2), _noise((1024, 300), 3)
    split = 0
    for x in range(0, 40):
        for w in (1, 3, 12, 13, 26, 200):
            one, two = under.copy(), under.copy()
            area = pygame.Rect(300 + x, 20, w, 50)
            split += lead_pixels(one, area) > 0
            assert copy_area(one, source, area) == two.blit(source, area, area)
            assert pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(two, "RGB")
    assert split > 20  # (areas copied apart among them)


def test_an_area_on_the_line_or_not_streamed_is_one_blit() -> None:
    window = Counted((3840, 100))
    layer = _noise((3840, 100), 4)
    for x in range(1400, 1432):
        start = _row_start(window, x, 10)
        window.laid.clear()
        copy_area(window, layer, pygame.Rect(x, 10, 40, 20))
        assert len(window.laid) == (2 if start and start % STREAMED == 0 else 1)
        assert lead_pixels(window, pygame.Rect(x, 10, 40, 20)) == ((CACHE_LINE - start) // 4 if len(window.laid) == 2 else 0)


def test_the_felt_laid_again_under_a_layers_changed_drawings_copies_from_a_cache_line() -> None:
    """Fails on the old code: ``recording.lay_again`` laid the felt over such an area in one blit."""
    layer = Counted((3840, 2160))
    felt = _noise((3840, 2160), 5)
    x = _off_the_line(layer, 400)
    lay_again(layer, felt, [], [pygame.Rect(x, 400, 300, 200)])
    assert len(layer.laid) == 2 and _row_start(layer, layer.laid[1].x, 400) == 0
    assert pygame.image.tobytes(layer.subsurface((x, 400, 300, 200)), "RGB") == \
        pygame.image.tobytes(felt.subsurface((x, 400, 300, 200)), "RGB")
