"""Canvas: a window's own pixels, addressed in logical units.

A screen lays itself out in the 1920×1080 design and draws on a ``Canvas`` the way it draws on
a ``pygame.Surface``: ``get_size`` / ``get_rect`` answer in logical px, ``fill``, ``blit``,
``subsurface``, ``set_clip``, ``get_at`` take logical positions. The pixels are the window's:
the drawing primitives in ``scenes.ui.gfx`` (``blit_text``, ``draw_panel``, ``rect``, ``line``,
``circle``, ``draw_card``, ``draw_chip`` …) see a Canvas and draw at physical pixels, texts
rendered at the physical font size and art made at the size it appears.

``blit`` of a plain bitmap made in logical px is the one way left to draw something soft: it is
scaled to the pixels it covers and counted in ``scaled_blits`` (a converted screen makes none;
its tests say so). At ``pixel_scale`` 1.0 (a 1920×1080 window) nothing is scaled.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple

import pygame

from scenes.ui.draw_context import LOGICAL_SIZE, DrawContext
from scenes.ui.plain_copy import copy_area

Point = tuple[float, float]
RectLike = pygame.Rect | tuple[int, int, int, int] | tuple[tuple[int, int], tuple[int, int]]


class Drawing(NamedTuple):
    """One drawing kept while a layer is recorded (``Canvas.ops``): where it lands (the root
    canvas's pixels), what it draws (equal keys draw equal pixels), and how to draw it again."""

    area: pygame.Rect
    key: tuple[Any, ...]
    target: pygame.Surface
    clip: pygame.Rect
    draw: Callable[[], object]


def rim_bands(box: pygame.Rect, band: int) -> list[pygame.Rect]:
    """The pixels within ``band`` of ``box``'s edges as four rectangles: top, bottom, then the
    sides between (where a rounded outline drawn along them lies)."""
    return [pygame.Rect(box.x, box.y, box.w, band), pygame.Rect(box.x, box.bottom - band, box.w, band),
            pygame.Rect(box.x, box.y + band, band, box.h - 2 * band),
            pygame.Rect(box.right - band, box.y + band, band, box.h - 2 * band)]


class SizeAnswers:
    """Width, height and a placed rectangle answered from ``get_size``, as a ``pygame.Surface``
    answers them: for what stands in for one (the Canvas, a kept panel, the pixels nobody sees)."""

    def get_size(self) -> tuple[int, int]:
        raise NotImplementedError

    def get_width(self) -> int:
        return self.get_size()[0]

    def get_height(self) -> int:
        return self.get_size()[1]

    def get_rect(self, **anchor: Any) -> pygame.Rect:
        return anchored(self.get_size(), anchor)


class Canvas(SizeAnswers):
    """Physical pixels (``target``) under a logical coordinate system (``context.pixel_scale``)."""

    def __init__(self, target: pygame.Surface, context: DrawContext,
                 logical_size: tuple[int, int] = LOGICAL_SIZE) -> None:
        self.target = target
        self.context = context
        self.scale = context.pixel_scale
        self.logical_size = (int(logical_size[0]), int(logical_size[1]))
        #: Logical bitmaps scaled onto it (soft): a converted screen makes none.
        self.scaled_blits = 0
        #: While the app records a frame: the window's pixels drawn on (window coordinates), in
        #: the order drawn; shared with the canvases made over parts of it (``subsurface``).
        self.touched: list[pygame.Rect] | None = None
        #: The frame recorded before this one (``touched`` of the last frame), and whether the
        #: pixels it left are still there: a screen may then draw only what moves (TableView).
        self.last_touched: list[pygame.Rect] | None = None
        self.kept = False
        #: While a cached layer is recorded (``scenes.table.view``): each drawing is kept here,
        #: not done; the layer then draws again only where the drawings differ (issue 27).
        self.ops: list[Drawing] | None = None

    def touch(self, drawn: pygame.Rect) -> None:
        """Note physical ``drawn`` (in this canvas's pixels) as drawn on in the recorded frame."""
        if self.touched is not None and drawn.w > 0 and drawn.h > 0:
            self.touched.append(drawn.move(self.target.get_abs_offset()))

    def do(self, area: pygame.Rect, key: tuple[Any, ...], draw: Callable[[], pygame.Rect]) -> pygame.Rect:
        """Make a drawing of this canvas's pixels ``area`` now (noted as touched), or keep it while
        a layer is recorded. Returns the pixels drawn (or that would be)."""
        if self.ops is None:
            drawn = draw()
            self.touch(drawn)
            return drawn
        clip = self.target.get_clip()
        shown = area.clip(clip)
        if shown.w > 0 and shown.h > 0:
            offset = self.target.get_abs_offset()  # a part's drawings differ from the same on another part
            self.ops.append(Drawing(shown.move(offset), (*key, tuple(clip), offset), self.target, clip, draw))
        return shown

    def do_in_bands(self, box: pygame.Rect, band: int, key: tuple[Any, ...], draw: Callable[[], pygame.Rect]
                    ) -> pygame.Rect:
        """``do`` for a drawing whose pixels lie within ``band`` px of its ``box``'s edges (a rounded
        outline): made or kept as four drawings, each ``draw`` clipped to one band (top, bottom, then
        the sides between), so a recorded layer notes it where it lies, not over its whole box (issue 27:
        Casino Hold'em's decision frame, 1028x444 px a table, came and went as its whole box laid again)."""
        if 2 * band >= min(box.w, box.h):
            return self.do(box, key, draw)
        for part in rim_bands(box, band):
            self.do(part, (*key, "band", tuple(part)), partial(_clipped, self.target, part, draw))
        return box.clip(self.target.get_clip())

    def local(self, window_rect: pygame.Rect) -> pygame.Rect:
        """A recorded rectangle (window coordinates) in this canvas's pixels."""
        x, y = self.target.get_abs_offset()
        return window_rect.move(-x, -y)

    # --- coordinates ------------------------------------------------------------------------
    def px(self, n: float) -> int:
        """A logical length in physical px (0 stays 0, anything else at least 1)."""
        return self.context.px(n)

    def point(self, pos: Point) -> tuple[int, int]:
        """A logical point's physical pixel."""
        return round(pos[0] * self.scale), round(pos[1] * self.scale)

    def rect(self, r: RectLike) -> pygame.Rect:
        """A logical rectangle's physical pixels (edges rounded, so neighbours meet)."""
        r = pygame.Rect(r)
        x0, y0 = round(r.x * self.scale), round(r.y * self.scale)
        x1, y1 = round(r.right * self.scale), round(r.bottom * self.scale)
        return pygame.Rect(x0, y0, x1 - x0, y1 - y0)

    def logical_rect(self, r: pygame.Rect) -> pygame.Rect:
        """Physical pixels back in logical px (what a drawing returns to its caller)."""
        s = self.scale
        x0, y0 = int(r.x / s), int(r.y / s)
        return pygame.Rect(x0, y0, round(r.right / s) - x0, round(r.bottom / s) - y0)

    # --- the Surface calls a screen makes -----------------------------------------------------
    def get_size(self) -> tuple[int, int]:
        return self.logical_size

    def fill(self, colour: Any, rect: RectLike | None = None, special_flags: int = 0) -> pygame.Rect:
        area = None if rect is None else self.rect(rect)
        drawn = self.do(self.target.get_rect() if area is None else area,
                        ("fill", tuple(pygame.Color(colour)), None if area is None else tuple(area), special_flags),
                        lambda: self.target.fill(colour, area, special_flags))
        return self.logical_rect(drawn)

    def get_at(self, pos: tuple[int, int]) -> pygame.Color:
        x, y = self.point(pos)
        w, h = self.target.get_size()
        return self.target.get_at((min(x, w - 1), min(y, h - 1)))

    def set_clip(self, rect: RectLike | None) -> None:
        self.target.set_clip(None if rect is None else self.rect(rect))

    def get_clip(self) -> pygame.Rect:
        return self.logical_rect(self.target.get_clip())

    def subsurface(self, rect: RectLike) -> Canvas:
        r = pygame.Rect(rect)
        part = Canvas(self.target.subsurface(self.rect(r).clip(self.target.get_rect())), self.context, r.size)
        part.touched = self.touched  # drawing on a part is drawing on this
        part.ops = self.ops
        return part

    def blit(self, source: pygame.Surface | Canvas, dest: Any, area: RectLike | None = None,
             special_flags: int = 0) -> pygame.Rect:
        """Another canvas (a layer) pixel for pixel; a logical bitmap scaled to the pixels it
        covers (soft: counted in ``scaled_blits``)."""
        pos = dest.topleft if isinstance(dest, pygame.Rect) else (dest[0], dest[1])
        at = self.point(pos)
        if isinstance(source, Canvas):
            src_area = None if area is None else source.rect(area)
            pixels = source.target
            size = pixels.get_size() if src_area is None else src_area.size
            drawn = self.do(pygame.Rect(at, size), ("layer", id(pixels), at, src_area and tuple(src_area), special_flags),
                            lambda: self.target.blit(pixels, at, src_area, special_flags))
            return self.logical_rect(drawn)
        if area is not None:
            source = source.subsurface(pygame.Rect(area).clip(source.get_rect()))
        bitmap = source
        # a recorded layer knows a plain bitmap by its pixels (it may be drawn on again)
        seen = zlib.crc32(pygame.image.tobytes(bitmap, "RGBA")) if self.ops is not None else 0
        if self.scale == 1.0:
            return self.do(pygame.Rect(at, bitmap.get_size()), ("bitmap", seen, bitmap.get_size(), at, special_flags),
                           lambda: self.target.blit(bitmap, at, None, special_flags))
        w, h = bitmap.get_size()
        size = (round((pos[0] + w) * self.scale) - at[0], round((pos[1] + h) * self.scale) - at[1])
        if size[0] <= 0 or size[1] <= 0:
            return pygame.Rect(pos, (0, 0))
        self.scaled_blits += 1

        def scaled() -> pygame.Rect:
            big = pygame.transform.smoothscale(bitmap, size) if bitmap.get_bitsize() >= 24 \
                else pygame.transform.scale(bitmap, size)
            return self.target.blit(big, at, None, special_flags)

        if self.ops is not None:  # kept as it is now, scaled only if drawn again
            bitmap = bitmap.copy()
        drawn = self.do(pygame.Rect(at, size), ("scaled", seen, (w, h), at, size, special_flags), scaled)
        return self.logical_rect(drawn)

    def blit_physical(self, art: pygame.Surface, rect: pygame.Rect, special_flags: int = 0) -> None:
        """Art made at physical size, at physical ``rect`` (the primitives' one way in)."""
        at = pygame.Rect(rect).topleft
        self.do(pygame.Rect(at, art.get_size()), ("art", id(art), at, special_flags),
                lambda: self.target.blit(art, rect, None, special_flags))

    def restore(self, layer: Canvas, window_rects: list[pygame.Rect]) -> None:
        """``layer``'s pixels back over the recorded ``window_rects`` (what moved last frame)."""
        for r in window_rects:
            local = self.local(r).clip(self.target.get_rect())
            self.touch(copy_area(self.target, layer.target, local))  # (plain stores, not SDL's streamed rows)

    def new_layer(self, alpha: bool = False) -> Canvas:
        """A blank canvas of the same size and scale (a cached layer, a transition's buffer)."""
        flags = pygame.SRCALPHA if alpha else 0
        return Canvas(pygame.Surface(self.target.get_size(), flags), self.context, self.logical_size)

    def copy(self) -> Canvas:
        return Canvas(self.target.copy(), self.context, self.logical_size)


def _clipped(target: pygame.Surface, part: pygame.Rect, draw: Callable[[], pygame.Rect]) -> pygame.Rect:
    """``draw`` within ``part`` of ``target`` only (and its clip): the pixels it drew there."""
    clip = target.get_clip()
    target.set_clip(part.clip(clip))
    try:
        return draw().clip(part)
    finally:
        target.set_clip(clip)


def drawn_at(target: pygame.Surface | Canvas | None) -> float:
    """The pixel scale a panel made for ``target`` is drawn at: its window Canvas's, or 0.0 for
    a plain bitmap (a key for a table's kept panels: made again when the window's size changes)."""
    return target.scale if isinstance(target, Canvas) else 0.0


def anchored(size: tuple[int, int], anchor: dict[str, Any]) -> pygame.Rect:
    """A rectangle of ``size`` placed by ``anchor`` (as ``Surface.get_rect(**anchor)`` places it)."""
    r = pygame.Rect((0, 0), size)
    for name, value in anchor.items():
        setattr(r, name, value)
    return r


def context_of(surface: Any) -> DrawContext | None:
    """The draw context of a Canvas; None for a plain surface (drawn at logical px)."""
    return surface.context if isinstance(surface, Canvas) else None
