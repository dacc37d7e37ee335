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
#: rows kept (``KeptRow``): a deal turns the rail's buttons off, a result on again
ROWS = 2
#: pieces of a row that must turn at once for the row to be laid whole (else each is laid alone)
ROW_MOST = 5


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
    across two cache lines: SDL streams the rows of an opaque copy whose rows start 16-byte aligned,
    and a row starting off a 64-byte line makes each streamed store straddle two (``plain_copy``). Such
    rows are copied with plain stores, their first pixel apart; rows starting on a line are streamed
    (issue 27: a 4K deal's nine rail buttons, 0.45 M px, took 0.5 ms, copied so about 0.2 ms)."""
    if not streamed(target, to) or (target._pixels_address + to.y * target.get_pitch() + to.x * 4) % CACHE_LINE == 0:
        target.blit(pixels, to, area)
        return
    target.blit(pixels, to.topleft, pygame.Rect(area.x, area.y, 1, area.h))
    target.blit(pixels, (to.x + 1, to.y), pygame.Rect(area.x + 1, area.y, area.w - 1, area.h))


class KeptRow:
    """Pieces side by side (the rail's buttons) as the window showed them together, the layer between
    them too, by all their looks: when most of them turn at once to looks they showed together (a deal
    turns the rail off, a result on), the row is laid back in one copy of long rows instead of each
    piece's look apart (at 3840x2160 nine buttons' looks, 0.45 M px in narrow rows, took 0.15-0.3 ms
    against 0.07-0.13 ms for the row's 0.55 M px). A row is taken from the window at a later frame in
    which none of them changed (``take``), after the pieces were drawn and before anything over them;
    it is used only while the layer under it was not laid again (``forget_under``) and each of its
    pieces has its own look kept (which says where each lies, ``KeptLooks.cover``)."""

    def __init__(self, looks: KeptLooks, rows: int = ROWS) -> None:
        self.looks = looks
        self._rows: dict[tuple[Any, ...], tuple[pygame.Rect, pygame.Surface]] = {}
        self.rows = rows
        #: the pieces' looks in the last frame, those wanted as a row (not kept yet), the row laid this frame
        self._keys: tuple[Any, ...] = ()
        self._wanted: tuple[Any, ...] | None = None
        self._use: tuple[pygame.Rect, pygame.Surface] | None = None
        self._laid_in: list[pygame.Rect] | None = None
        self._quiet = False  # (none of them turned this frame)
        #: where two of the row's pieces' looks meet (their boxes overlap: a shadow over a shadow)
        self._shared: list[pygame.Rect] = []
        #: rows laid and taken (tests)
        self.laid = self.taken = 0

    def forget_under(self, laid: list[pygame.Rect]) -> None:
        """The layer was laid again over ``laid``: the rows over those pixels go."""
        for keys in [k for k, (box, _) in self._rows.items() if box.collidelist(laid) != -1]:
            del self._rows[keys]

    def shown(self, keys: tuple[tuple[Hashable, tuple[Any, ...]], ...], surface: pygame.Surface | Canvas) -> None:
        """This frame's looks of the pieces (index, key) in order: the row is laid by the first of them drawn
        when most turned at once to a row kept; a look most turned to and not kept is wanted."""
        before, self._keys, self._use = self._keys, keys, None
        turned = len(keys) if len(before) != len(keys) else sum(1 for a, b in zip(before, keys, strict=True) if a != b)
        self._quiet = turned == 0
        if turned < min(ROW_MOST, len(keys)) or not keys:
            return
        row = self._rows.get(keys)
        frame = _frame(surface)
        if row is None:
            self._wanted = keys if frame is not None else None
        elif frame is not None and _unclipped(frame[0]) and self._box(keys) == row[0]:
            self._use, self._shared = row, self._meeting(keys)

    def draw(self, index: Hashable, key: tuple[Any, ...], draw: Callable[[pygame.Surface], object],
             surface: pygame.Surface) -> None:
        """Piece ``index`` at look ``key``: with the row laid this frame (the first piece drawn lays it),
        its kept look's pixels noted as drawn; else as ``KeptLooks.draw``."""
        frame = _frame(surface)
        row = self._use
        if row is None or frame is None or not _unclipped(frame[0]):
            self.looks.draw(index, key, draw, surface)
            return
        canvas, record = frame
        target, look = canvas.target, self.looks._looks[index][key]
        box, pixels = row
        if self._laid_in is not record:  # (where two pieces' looks meet, each piece's look: as laid alone)
            for part in _between(box, self._shared):
                laid_as_stored(target, pixels, part, part.move(-box.x, -box.y))
            self._laid_in = record
            self.laid += 1
        for part in (r.clip(look.box) for r in self._shared):
            if part.w > 0 and part.h > 0:
                laid_as_stored(target, look.pixels, part, part.move(-look.box.x, -look.box.y))
        record.extend(look.touched)

    def take(self, surface: pygame.Surface | Canvas) -> None:
        """The row wanted, taken from the window (its pixels as drawn so far this frame) once a frame shows
        it with none of its pieces changed; called after they are drawn, before anything is drawn over them."""
        wanted, frame = self._wanted, _frame(surface)
        if wanted is None or wanted != self._keys or not self._quiet or frame is None:
            return
        canvas = frame[0]
        box = self._box(wanted)
        if box is None or not _unclipped(canvas) or not canvas.target.get_rect().contains(box):
            return
        self._wanted = None
        while len(self._rows) >= self.rows:
            del self._rows[next(iter(self._rows))]
        self._rows[wanted] = (box, canvas.target.subsurface(box).copy())
        self.taken += 1

    def _boxes(self, keys: tuple[tuple[Hashable, tuple[Any, ...]], ...]) -> list[pygame.Rect] | None:
        """Each piece's box at these looks (each with its own look kept, all in one band of rows), or None."""
        boxes: list[pygame.Rect] = []
        for index, key in keys:
            look = self.looks._looks.get(index, {}).get(key)
            if look is None or (boxes and (look.box.y, look.box.h) != (boxes[0].y, boxes[0].h)):
                return None
            boxes.append(look.box)
        return boxes or None

    def _box(self, keys: tuple[tuple[Hashable, tuple[Any, ...]], ...]) -> pygame.Rect | None:
        """Where the pieces at these looks lie together, or None (``_boxes``)."""
        boxes = self._boxes(keys)
        return boxes[0].unionall(boxes[1:]) if boxes else None

    def _meeting(self, keys: tuple[tuple[Hashable, tuple[Any, ...]], ...]) -> list[pygame.Rect]:
        """Where two of the pieces' boxes overlap: there each is laid from its own look, in order, as
        when each is laid alone (the window's pixels there depend on which was laid last)."""
        boxes = self._boxes(keys) or []
        return [a.clip(b) for n, a in enumerate(boxes) for b in boxes[n + 1:] if a.colliderect(b)]


def _between(box: pygame.Rect, shared: list[pygame.Rect]) -> list[pygame.Rect]:
    """``box`` less the columns of ``shared`` (strips of its full height): the rest, left to right."""
    cuts = sorted((r.x, r.right) for r in shared)
    out, x = [], box.x
    for left, right in cuts:
        if left > x:
            out.append(pygame.Rect(x, box.y, left - x, box.h))
        x = max(x, right)
    if box.right > x:
        out.append(pygame.Rect(x, box.y, box.right - x, box.h))
    return out
