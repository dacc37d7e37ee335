"""Laying a layer back (``Canvas.restore``) and the felt under a layer's changed drawings
(``recording.lay_again``) copy with plain stores: SDL streams the rows of a copy that start 16-byte
aligned past the cache (at 3840x2160 off a cache line 190 us for a 26x316 px area one pixel from a
2 us one; on the line, what is drawn over them next reads them back from memory). The first pixel of
such rows goes apart, so SDL copies the rest with memcpy."""

from __future__ import annotations

import random

import pygame

from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.plain_copy import CACHE_LINE, PLAIN_MOST, STREAMED, copy_area, streamed
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
    return surface._pixels_address + y * surface.get_pitch() + x * surface.get_bytesize()


def _streamed_xs(surface: pygame.Surface, y: int) -> list[int]:
    """The xs from 1400 whose rows SDL would stream a copy onto (16-byte aligned starts)."""
    return [x for x in range(1400, 1500) if _row_start(surface, x, y) % STREAMED == 0]


def test_laying_the_layer_back_at_4k_copies_with_plain_stores() -> None:
    """Fails on the old code: each area was one blit whose rows SDL streamed."""
    window = Counted((3840, 2160))
    layer = Canvas(_noise((3840, 2160), 1), DrawContext(pixel_scale=2.0))
    canvas = Canvas(window, DrawContext(pixel_scale=2.0))
    for x in _streamed_xs(window, 648)[:3]:  # on a cache line and off one
        window.laid.clear()
        canvas.restore(layer, [pygame.Rect(x, 648, 26, 316)])
        assert len(window.laid) == 2
        head, rest = window.laid
        assert (head.x, head.w) == (x, 1) and (rest.x, rest.right) == (x + 1, x + 26)
        assert _row_start(window, rest.x, 648) % STREAMED  # the rest: SDL's memcpy
        assert pygame.image.tobytes(window.subsurface((x, 648, 26, 316)), "RGB") == \
            pygame.image.tobytes(layer.target.subsurface((x, 648, 26, 316)), "RGB")


def test_an_area_copied_apart_lays_the_very_pixels_of_one_blit() -> None:
    source, under = _noise((1024, 300), 2), _noise((1024, 300), 3)
    split = 0
    for x in range(0, 40):
        for w in (1, 2, 3, 12, 13, 26, 200):
            one, two = under.copy(), under.copy()
            area = pygame.Rect(300 + x, 20, w, 50)
            split += streamed(one, area)
            assert copy_area(one, source, area) == two.blit(source, area, area)
            assert pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(two, "RGB")
    assert split > 20  # (areas copied apart among them)


def test_an_area_sdl_would_not_stream_is_one_blit() -> None:
    window = Counted((3840, 100))
    layer = _noise((3840, 100), 4)
    for x in range(1400, 1432):
        window.laid.clear()
        copy_area(window, layer, pygame.Rect(x, 10, 40, 20))
        assert len(window.laid) == (2 if _row_start(window, x, 10) % STREAMED == 0 else 1)
    odd = Counted((1001, 50))  # a pitch SDL does not stream
    copy_area(odd, _noise((1001, 50), 5), pygame.Rect(0, 0, 40, 20))
    assert len(odd.laid) == 1


def test_the_felt_laid_again_under_a_layers_changed_drawings_copies_with_plain_stores() -> None:
    """Fails on the old code: ``recording.lay_again`` laid the felt over such an area in one blit."""
    layer = Counted((3840, 2160))
    felt = _noise((3840, 2160), 5)
    x = _streamed_xs(layer, 400)[0]
    lay_again(layer, felt, [], [pygame.Rect(x, 400, 300, 200)])
    assert len(layer.laid) == 2 and layer.laid[1].x == x + 1
    assert pygame.image.tobytes(layer.subsurface((x, 400, 300, 200)), "RGB") == \
        pygame.image.tobytes(felt.subsurface((x, 400, 300, 200)), "RGB")


def test_an_area_larger_than_the_cache_is_streamed_from_its_rows_first_cache_line() -> None:
    """A whole window's worth is streamed (faster for its size), never from a row's start off a line."""
    window = Counted((3840, 2160))
    layer = _noise((3840, 2160), 6)
    rows = PLAIN_MOST // (4 * 1000) + 10  # 1000 px wide: more than PLAIN_MOST bytes
    for x in _streamed_xs(window, 0)[:4]:
        window.laid.clear()
        copy_area(window, layer, pygame.Rect(x, 0, 1000, rows))
        if _row_start(window, x, 0) % CACHE_LINE == 0:
            assert window.laid == [pygame.Rect(x, 0, 1000, rows)]
        else:
            head, rest = window.laid
            assert head.x == x and rest.x == head.right and _row_start(window, rest.x, 0) % CACHE_LINE == 0
    assert pygame.image.tobytes(window.subsurface((1400, 0, 1000, rows)), "RGB") == \
        pygame.image.tobytes(layer.subsurface((1400, 0, 1000, rows)), "RGB")
