"""Pieces over the layer as the window showed them, kept per look: the rail's buttons and the pay
table's figures. A piece that turns back to a look it had (a deal turns nine buttons off and clears
the pay table's counts, a result turns them on again) is laid as the pixels it drew then, over the
same layer, in opaque copies instead of its shadow, art and words blended again (issue 27).

A kept look holds the window's pixels of the rectangles its drawing touched (a button's shadow's,
which holds its art and words; a figure's texts), taken right after it was drawn whole over the
layer, and copies back exactly those pixels (a rectangle within another with it). It is used
again only while the layer under them was not laid again since (``forget_under``), at the same
look (its key), unclipped; else the piece is drawn and kept anew."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, NamedTuple

import pygame

from scenes.ui.canvas import Canvas
from scenes.ui.plain_copy import CACHE_LINE, streamed

#: looks kept a piece (DEAL / DRAW turns between four a round: on, off while the cards move)
LOOKS = 4


class KeptLook(NamedTuple):
    """A piece's pixels as drawn whole: their box (the window's Canvas's own px), the rectangles it drew
    on within it (none within another), and what it noted touched (window px)."""

    box: pygame.Rect
    pixels: pygame.Surface
    parts: list[pygame.Rect]
    touched: list[pygame.Rect]


class KeptLooks:
    """Each piece's last looks (``looks`` of them), by its key; counts of those laid and drawn (tests)."""

    def __init__(self, looks: int = LOOKS) -> None:
        self._looks: dict[Hashable, dict[tuple[Any, ...], KeptLook]] = {}
        self.looks = looks
        self.laid = 0
        self.drawn = 0

    def forget_under(self, laid: list[pygame.Rect]) -> None:
        """The layer was laid again over ``laid`` (its own px, as the window's Canvas's): the looks
        over those pixels go."""
        if not laid:
            return
        for looks in self._looks.values():
            for key in [k for k, look in looks.items() if look.box.collidelist(laid) != -1]:
                del looks[key]

    def forget(self) -> None:
        self._looks.clear()

    def cover(self, index: Hashable, key: tuple[Any, ...], surface: pygame.Surface | Canvas) -> list[pygame.Rect]:
        """The window's pixels (window px) that ``draw`` of piece ``index`` at look ``key`` on ``surface``
        would lay now as opaque copies of its kept pixels (none when it would draw): whatever the
        window shows there first is covered whole, so the layer need not be laid back there before."""
        look = self._looks.get(index, {}).get(key)
        frame = _frame(surface)
        if look is None or frame is None or not _unclipped(frame[0]):
            return []
        offset = frame[0].target.get_abs_offset()
        return [part.move(offset) for part in look.parts]

    def draw(self, index: Hashable, key: tuple[Any, ...], draw: Callable[[pygame.Surface], object],
             surface: pygame.Surface) -> None:
        """Piece ``index`` with look ``key`` on ``surface``: its kept pixels laid when they are of
        this look over this layer, else ``draw`` and its pixels kept."""
        frame = _frame(surface)
        if frame is None:
            draw(surface)
            return
        canvas, record = frame
        target = canvas.target
        whole = _unclipped(canvas)
        looks = self._looks.setdefault(index, {})
        look = looks.get(key)
        if look is not None and whole:
            for part in look.parts:
                laid_as_stored(target, look.pixels, part, part.move(-look.box.x, -look.box.y))
            record.extend(look.touched)
            self.laid += 1
            return
        start = len(record)
        draw(surface)
        self.drawn += 1
        touched = record[start:]
        if not whole or not touched:
            return
        box = canvas.local(touched[0].unionall(touched[1:]))
        if not target.get_rect().contains(box):
            return
        parts: list[pygame.Rect] = []  # (none within another: a pixel copied twice shows as copied once)
        for r in (canvas.local(t) for t in touched):
            if not any(p.contains(r) for p in parts):
                parts = [p for p in parts if not r.contains(p)] + [r]
        looks.pop(key, None)
        while len(looks) >= self.looks:
            del looks[next(iter(looks))]
        looks[key] = KeptLook(box, target.subsurface(box).copy(), parts, list(touched))


def _frame(surface: pygame.Surface | Canvas) -> tuple[Canvas, list[pygame.Rect]] | None:
    """``surface`` as the window's Canvas drawing a frame (not recording a layer), with its record of
    the frame (what it drew on): where a look can be kept and copied back; else None."""
    if isinstance(surface, Canvas) and surface.ops is None and surface.touched is not None:
        return surface, surface.touched
    return None


def _unclipped(surface: Canvas) -> bool:
    """Whether a piece drawn on ``surface`` now lands whole (its pixels kept, or copied back whole)."""
    return surface.target.get_clip() == surface.target.get_rect()


def laid_as_stored(target: pygame.Surface, pixels: pygame.Surface, to: pygame.Rect, area: pygame.Rect) -> None:
    """``area`` of the kept ``pixels`` copied over ``to`` of ``target`` (the window's), with no row stored
    across two cache lines: SDL streams the rows of an opaque copy whose rows start 16-byte aligned, 64
    bytes a store, and a row starting off a 64-byte line makes each store straddle two (``plain_copy``).
    Such rows are copied from the next line on (streamed: each store a whole line), the 1-15 pixels before
    it apart (plain). A 4K deal's nine rail buttons, 0.45 M px, took 0.5 ms; the buttons starting on a
    line then copied at 0.25-0.3 ms a M px, the others, with plain stores, at 0.6-0.9 (issue 27)."""
    start = target._pixels_address + to.y * target.get_pitch() + to.x * 4
    lead = (CACHE_LINE - start % CACHE_LINE) % CACHE_LINE // 4
    if not streamed(target, to) or not lead:
        target.blit(pixels, to, area)
        return
    lead = min(lead, to.w)
    target.blit(pixels, to.topleft, pygame.Rect(area.x, area.y, lead, area.h))  # (under a line: SDL copies it plainly)
    if to.w > lead:
        target.blit(pixels, (to.x + lead, to.y), pygame.Rect(area.x + lead, area.y, area.w - lead, area.h))
