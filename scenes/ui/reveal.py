"""The reveal: how a new screen takes the window, uncovered from the top down under a soft edge.

Issue 27: a cross-fade blends the whole window on each of its frames (at 3840x2160 that costs
about five full-window copies, 14-20 ms a frame on the 2-core machine, against a 6.9 ms frame).
The reveal lays on each frame only what changes: the rows newly uncovered (copied from the new
screen) and a band of feathered rows, a tenth of the window's height, where the new screen shows
through the old one, fully at the band's top and not at all at its bottom. Rows above the band
are the new screen's, rows under it the old frame's, exactly; the band's rows are the alpha blend
of the two (``FEATHER`` per row). Bands of rows, not columns: a row is one run of memory, so a
band of rows is laid at copying speed where a band of columns of the same area cost twice as much.
Its look is the same at every size: the band is a share of the height, its travel eased.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

#: The feathered band's height, a share of the window's.
BAND_SHARE = 0.1

#: The band's feather and staging rows at the last size a change was laid at (one size only:
#: 3.3 MB each at 3840x2160), kept from one screen change to the next.
_BAND_SURFACES: dict[str, Any] = {}


def eased(t: float) -> float:
    """The band's travel at time share ``t``: smooth at both ends, at most 1.5x its mean speed
    (a steeper curve lays more rows on its fastest frames)."""
    t = min(1.0, max(0.0, t))
    return t * t * (3.0 - 2.0 * t)


def band_height(height: int) -> int:
    """The feathered band's rows in a window ``height`` rows high."""
    return max(2, round(height * BAND_SHARE))


def feather(row: int, band: int) -> int:
    """How much of the new screen (0-255) shows through row ``row`` of a band ``band`` rows high:
    all of it at the top, none at the bottom, along a smooth S."""
    t = (row + 0.5) / band
    return round(255 * (1.0 - t * t * (3.0 - 2.0 * t)))


def band_at(progress: float, height: int) -> tuple[int, int]:
    """The band's top and bottom row at ``progress`` (0-1; may lie outside the window): the new
    screen above its top, the old frame from its bottom down."""
    band = band_height(height)
    bottom = round(progress * (height + band))
    return bottom - band, bottom


def band_surfaces(width: int, band: int) -> tuple[pygame.Surface, pygame.Surface]:
    """The feather (white, each row's alpha: ``feather``) and the rows the band's new pixels
    are staged in, made once at a window's size and kept for the next change at that size (at
    3840x2160 making them took about 2 ms of a change's first band frame); opening a table
    makes them among its parts made ahead (``Transition._new_buffer``)."""
    if _BAND_SURFACES.get("size") != (width, band):
        feathered = pygame.Surface((width, band), pygame.SRCALPHA)
        for row in range(band):
            feathered.fill((255, 255, 255, feather(row, band)), (0, row, width, 1))
        _BAND_SURFACES.clear()
        _BAND_SURFACES.update(size=(width, band), feather=feathered,
                              stage=pygame.Surface((width, band), pygame.SRCALPHA))
    return _BAND_SURFACES["feather"], _BAND_SURFACES["stage"]


def old_under(rows: pygame.Rect, old_from: int | None, drawn_over: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """Where the old frame is laid under the band's ``rows`` before the new screen is blended over
    them: all of them, or (the window's rows from ``old_from`` down showing the old frame) those
    above ``old_from`` and where something was drawn over the window (``drawn_over``)."""
    if old_from is None:
        return [rows]
    under = [pygame.Rect(rows.x, rows.y, rows.w, min(rows.bottom, old_from) - rows.y), *drawn_over]
    return [r for r in (u.clip(rows) for u in under) if r.w > 0 and r.h > 0]


class Reveal:
    """Lays a reveal's frames onto a window's pixels from the old frame and the new screen."""

    def __init__(self, old: pygame.Surface) -> None:
        self.old = old
        #: The band (top, bottom rows) of the last frame laid on a window that keeps its pixels.
        self.band: tuple[int, int] | None = None

    def held(self, height: int) -> None:
        """The window (``height`` rows) shows the old frame whole, as the reveal's frame at its start
        lays it: its first frame lays nothing more (issue 27: a copy of the whole old frame over
        itself, 3-9 ms at 3840x2160)."""
        self.band = band_at(0.0, height)

    def draw(self, window: pygame.Surface, new: pygame.Surface, progress: float,
             changed: list[pygame.Rect] | None, laid: Callable[[pygame.Rect], object],
             drawn_over: Sequence[pygame.Rect] = ()) -> None:
        """The frame at ``progress`` on ``window`` (the old frame's size). ``changed``: None when
        the window does not hold the last frame laid (all of it is laid), else where the new
        screen looks different since then (laid again where it shows); ``drawn_over``: where
        something else was drawn over the last frame (laid again). ``laid`` is told each
        rectangle laid."""
        top, bottom = band_at(progress, window.get_height())
        w, h = window.get_size()
        shown_top = max(0, min(h, top))
        old_from: int | None = None  # (the window's rows from here down show the old frame)
        if changed is None or self.band is None:
            self._copy(window, new, pygame.Rect(0, 0, w, shown_top), laid)
            self._copy(window, self.old, pygame.Rect(0, max(0, bottom), w, h - max(0, bottom)), laid)
        else:
            old_from = max(0, self.band[1])
            was = max(0, min(h, self.band[0]))
            self._copy(window, new, pygame.Rect(0, was, w, shown_top - was), laid)  # newly uncovered
            for r in [*changed, *drawn_over]:
                self._copy(window, new, r.clip(0, 0, w, shown_top), laid)
            for r in drawn_over:
                self._copy(window, self.old, r.clip(0, bottom, w, h - bottom), laid)
        self._blend(window, new, top, bottom, laid, old_from, drawn_over)
        self.band = (top, bottom)

    @staticmethod
    def _copy(window: pygame.Surface, source: pygame.Surface, rect: pygame.Rect,
              laid: Callable[[pygame.Rect], object]) -> None:
        if rect.w > 0 and rect.h > 0:
            laid(window.blit(source, rect, rect))

    def _blend(self, window: pygame.Surface, new: pygame.Surface, top: int, bottom: int,
               laid: Callable[[pygame.Rect], object], old_from: int | None = None,
               drawn_over: Sequence[pygame.Rect] = ()) -> None:
        """The band's rows: the old frame, the new screen over it by each row's feather. ``old_from``:
        the window's rows from there down show the old frame but where ``drawn_over`` (the old frame
        is laid under the band there only: the band moves down by up to nearly its height a
        frame, and the rows it newly covers show the old frame already); None: under all of it."""
        w, h = window.get_size()
        rows = pygame.Rect(0, top, w, bottom - top).clip(window.get_rect())
        if rows.h <= 0:
            return
        feathered, stage = band_surfaces(w, bottom - top)
        part = pygame.Rect(0, rows.y - top, w, rows.h)  # the band's rows inside the window
        stage.blit(new, part, rows)  # (an opaque copy: alpha 255)
        stage.blit(feathered, part, part, special_flags=pygame.BLEND_RGBA_MULT)  # each row's alpha
        for under in old_under(rows, old_from, drawn_over):
            window.blit(self.old, under, under)
        laid(window.blit(stage, rows, part))
