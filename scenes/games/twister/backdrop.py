"""A Twister screen at the window's pixels, drawn by what changed (issue 27: a 4K frame costs
what changed, not the window's area). Its still part (the felt, the rail, the title) is made
once per window size, draw context and words; what the screen draws over it is recorded each
frame (``scenes.ui.recording``), and laid again, on the still part laid back first, only where
the drawings differ from the last frame's and where something was drawn after them. The same
way the house tables draw their layer (``scenes.table.view``).

Tiles: parts of the screen that come and go in a few looks (a rail button appearing with the
player's turn) are kept as laid, once per look (the drawings over them, by their keys), and
laid again from there with one copy: a turn's start at 4K laid the rail's buttons, their shadows,
bodies and labels, blended again over the felt (~1 M px)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, cast

import pygame

from scenes.ui.canvas import Canvas, Drawing
from scenes.ui.recording import Recording, lay_again, merged, outside, outside_all, replay

#: The window-sized pixels a backdrop let go last (``Backdrop.release``), kept for the next one made
#: at that size: a 4K layer fresh from the system is 33 MB touched page by page, 12-15 ms in one
#: frame (the Twister screen's, let go as its table opens, becomes the table's).
_spare: list[pygame.Surface] = []


class Backdrop:
    """The still part of one screen, ``draw(layer)`` drawing it on a window-sized Canvas (all of
    it: the layer drawn before is drawn over), and the drawings laid over it last."""

    def __init__(self, draw: Callable[[pygame.Surface], None],
                 prepare: Callable[[Canvas], Iterator[None]] | None = None) -> None:
        self._draw = draw
        #: What ``draw`` makes before it lays a pixel, a part a step on a Canvas (``ahead``); None:
        #: made by ``draw`` on no pixel, in one step.
        self._prepare = prepare
        self._preparing: Iterator[None] | None = None
        self._made: tuple[tuple[object, ...], Canvas] | None = None
        #: The frame the screen drew last (the window's record of it) and where what was drawn
        #: after its recorded drawings began in that record: laid again on the next frame.
        self._after: tuple[list[pygame.Rect], int] | None = None
        self._alpha = 0  # the veil of the last frame laid (``lay``)
        self._recording = Recording()
        self._shade: tuple[tuple[int, int], pygame.Surface] | None = None  # the veil's strip
        #: Each tile's looks as laid (window px): the keys of the drawings over it -> its pixels,
        #: and those drawings (kept alive: the art a key names by its id stays the same art).
        self._looks: dict[tuple[int, int, int, int], dict[tuple[Any, ...], tuple[pygame.Surface, list[Drawing]]]] = {}
        self.tiles_laid = 0  # tiles laid again by one copy of a look kept (counted: tests)
        self._tiles: list[pygame.Rect] = []
        #: The backdrop being made ahead (``ahead``): what for, its pixels, the next row to draw.
        self._ahead: tuple[tuple[object, ...], Canvas, int] | None = None
        #: The pixels the last ``lay`` laid, before its ``anew`` (``surface``'s pixels; None: not
        #: known, as good as all of them): what ``anew`` draws over them needs drawing again.
        self.laid: list[pygame.Rect] | None = None
        #: The last frame was laid under a clip (``lay_within``): the window holds the drawings
        #: recorded, though the app noted no pixels of that frame (``Canvas.touched`` None).
        self._within = False

    def _layer(self, surface: Canvas, key: tuple[object, ...]) -> Canvas:
        """Pixels of the window's size to draw the backdrop on: those kept before, else the
        spare a backdrop let go, else new."""
        if self._made is not None and self._made[0][:2] == key[:2]:
            return self._made[1]
        size = surface.target.get_size()
        if _spare and _spare[0].get_size() == size:
            return Canvas(_spare.pop(), surface.context, surface.logical_size)
        return Canvas(cached_copies(size), surface.context, surface.logical_size)

    @property
    def ground(self) -> pygame.Surface | None:
        """The still part's pixels as kept (None: not made)."""
        return self._made[1].target if self._made is not None else None

    def ahead(self, surface: Canvas, key: tuple[object, ...], rows: int) -> bool:
        """Make the backdrop ``lay`` would make for ``surface`` (its size and context) and ``key``,
        ``rows`` physical rows of it a call (``draw`` clipped to them), before the frame that
        first lays it (the table's felt, made while the prize wheel waits: 40-65 ms in the
        table's first frame at 4K); the art it lays made first, a step of ``prepare`` a call (else
        ``draw`` on no pixel). True once made (the first ``lay`` then lays it whole)."""
        full = (surface.target.get_size(), surface.context, *key)
        if self._made is not None and self._made[0] == full:
            return True
        if self._ahead is None or self._ahead[0] != full:
            self._ahead = (full, self._layer(surface, full), -1)
            self._preparing = None if self._prepare is None else self._prepare(self._ahead[1])
            return False  # getting the pixels is this call's share
        _, layer, top = self._ahead
        pixels = layer.target
        if top < 0 and self._preparing is not None:  # the art it lays made a part a call (``prepare``)
            try:
                next(self._preparing)
            except StopIteration:
                self._preparing = None
                self._ahead = (full, layer, 0)
            return False
        if top < 0:  # drawn on no pixel: the art it lays made at this size, in one call
            band = pygame.Rect(0, 0, 0, 0)
        else:
            band = pygame.Rect(0, top, pixels.get_width(), min(rows, pixels.get_height() - top))
        pixels.set_clip(band)
        try:
            self._draw(cast(pygame.Surface, layer))
        finally:
            pixels.set_clip(None)
        if top < 0 or band.bottom < pixels.get_height():
            self._ahead = (full, layer, band.bottom)
            return False
        self._ahead = self._after = None
        self._within = False
        self._made = (full, layer)
        self._recording.forget()
        self._looks.clear()
        return True

    def lay(self, surface: Canvas, key: tuple[object, ...], drawings: list[Drawing], alpha: int = 0,
            over: list[Drawing] | None = None, anew: Callable[[], pygame.Rect] | None = None,
            tiles: list[pygame.Rect] | None = None) -> None:
        """The backdrop with ``drawings`` (recorded on ``surface``, not drawn) over it, the two
        dimmed by black at ``alpha`` (0: not), then ``over`` (recorded: a box on the dimmed
        table): whole when the backdrop is made again (``key``: what it shows besides the
        window's size and context), when the window does not hold the last frame drawn or the
        veil changes; else only where the drawings differ from the last frame's and over what
        was drawn after them. Then ``anew()``: what is drawn over all of it on every frame,
        covering every pixel it drew the frame before (a turning wheel's disc: the backdrop is
        not laid back under it first); it returns the physical pixels it drew on. ``tiles``
        (window px, apart from each other): each laid from a look of it kept, when the drawings
        over it now are those of that look (nothing dimmed); else laid and kept."""
        key = (surface.target.get_size(), surface.context, *key)
        fresh = self._made is None or self._made[0] != key
        if fresh:  # the pixels kept before are drawn over when of the window's size (``draw`` covers them)
            self._looks.clear()  # laid on the backdrop drawn before
            ahead, self._ahead = self._ahead, None  # made in part ahead: its pixels drawn over whole
            layer = ahead[1] if ahead is not None and ahead[0][:2] == key[:2] else self._layer(surface, key)
            self._draw(cast(pygame.Surface, layer))  # a Canvas answers the Surface calls made on it
            self._made = (key, layer)
        assert self._made is not None
        over = over or []
        changed = self._recording.changes(drawings + over, self._made[1])
        after = self._after
        areas: list[pygame.Rect] | None = None
        dims = False  # the veil falls on the last frame, kept in the window
        held = after is not None and surface.last_touched is after[0] \
            or self._within and surface.last_touched is None  # (a frame laid within a clip: nothing after)
        if not fresh and changed is not None and held and surface.kept and (alpha == self._alpha or not self._alpha):
            areas = merged((after[0][after[1]:] if after is not None else []) + changed)
            dims = alpha != self._alpha
        self._alpha = alpha
        pixels = surface.target
        self._tiles = tiles or []
        self.laid = None
        if dims:  # laid again where it changed, then dimmed whole: no need to lay all of it again
            for r in lay_again(pixels, self._made[1].target, drawings, areas):
                surface.touch(r)
            self._lay_dimmed(surface, [], None, alpha, over, ground=False)
        elif alpha:
            self._lay_dimmed(surface, drawings, areas, alpha, over)
        else:
            if areas is not None and self._tiles and not over:
                areas = self._from_looks(surface, drawings, areas, self._made[1].target)
            if areas is not None:
                areas = in_rows(areas)
            laid = lay_again(pixels, self._made[1].target, drawings, areas, None, over)
            for r in laid:
                surface.touch(r)
            self.laid = None if self._tiles else laid
            if areas is None and self._tiles and not over:  # laid whole (the first frame): each tile's look kept
                x, y = pixels.get_abs_offset()
                self._from_looks(surface, drawings, [pixels.get_rect().move(x, y)], self._made[1].target, None)
        if anew is not None:  # drawn all again next frame: not laid back then as what was drawn after
            surface.touch(anew())
        recorded = surface.touched
        self._after = (recorded, len(recorded)) if recorded is not None else None
        self._within = False

    def lay_within(self, surface: Canvas, key: tuple[object, ...], drawings: list[Drawing], clip: pygame.Rect) -> bool:
        """The backdrop and ``drawings`` (recorded whole, not drawn) laid again within ``clip``
        (physical, ``surface``'s pixels) alone: a frame drawn under the pointer's clip, the
        drawings those of the frame laid last but where the clip lies (the buttons the pointer
        lit or left). False, and nothing done, unless the window holds the frame laid last on
        this backdrop (then ``lay`` it). The next ``lay`` goes on from the frame so laid."""
        full = (surface.target.get_size(), surface.context, *key)
        after = self._after
        held = after is not None and surface.last_touched is after[0] and len(after[0]) == after[1] \
            or self._within and surface.last_touched is None
        if self._made is None or self._made[0] != full or self._recording.drawings is None or not held:
            return False
        pixels = surface.target
        x, y = pixels.get_abs_offset()
        lay_again(pixels, self._made[1].target, drawings, [clip.move(x, y)])
        pixels.set_clip(clip)
        self._recording.changes(drawings, self._made[1])
        self._after, self._within = None, True
        return True

    def keep(self, surface: Canvas) -> bool:
        """The frame ``lay`` laid last, kept as it is in the window (nothing drawn: the screen
        knows that nothing it draws has changed since). False, and nothing done, unless the
        window holds that very frame with nothing drawn over it since (``lay`` then lays it
        as usual); True: the next ``lay`` goes on from it as from the frame laid."""
        after = self._after
        touched = surface.touched
        if self._made is None or after is None or touched is None or not surface.kept \
                or surface.last_touched is not after[0] or len(after[0]) != after[1] \
                or self._made[0][:2] != (surface.target.get_size(), surface.context):
            return False
        self._after = (touched, len(touched))
        return True

    #: Looks kept of one tile at most (a rail button: enabled, disabled, pressed …).
    LOOKS = 4
    #: Pixels of tiles laid and kept in one frame at most (at 4K a rail button is some 100,000,
    #: its shadow round it): the frame laying them is a turn's start, the costliest; the others
    #: are kept at their next showings.
    KEEP_PX = 400_000

    def _from_looks(self, surface: Canvas, drawings: list[Drawing], areas: list[pygame.Rect],
                    ground: pygame.Surface, budget: int | None = KEEP_PX) -> list[pygame.Rect]:
        """Lay the ``tiles`` in ``areas`` (window px, as the drawings' areas) whose drawings but
        the last (a button's label) make a look kept: one copy of it, that last drawing over it.
        A tile whole in an area, its look not kept, is laid here too and kept (up to ``budget``
        px a frame, None: all; the first frame, laid whole, keeps them all: a turn's start then
        copies them). Returns the areas left to lay (round the tiles laid)."""
        pixels = surface.target
        x, y = pixels.get_abs_offset()
        inside = pixels.get_rect().move(x, y)
        boxes = [op.area for op in drawings]
        left = list(areas)
        placed: list[pygame.Rect] = []
        for tile in self._tiles:
            if tile.collidelist(placed) >= 0 or tile.collidelist(areas) < 0 or not inside.contains(tile):
                continue  # not apart from another tile, not laid again, or not all in the window
            placed.append(tile)
            on = [drawings[i] for i in tile.collidelistall(boxes)]  # in the order drawn
            look = tuple(op.key for op in on[:-1])
            looks = self._looks.setdefault((tile.x, tile.y, tile.w, tile.h), {})
            kept = looks.get(look)
            local = tile.move(-x, -y)
            if kept is None:
                if not (any(a.contains(tile) for a in areas) and (budget is None or tile.w * tile.h <= budget)):
                    continue  # laid with the rest
                budget = None if budget is None else budget - tile.w * tile.h
                pixels.blit(ground, local, local)
                replay(on[:-1], tile)
                if len(looks) >= self.LOOKS:  # the oldest look let go
                    del looks[next(iter(looks))]
                made = cached_copies(local.size)
                made.blit(pixels, (0, 0), local)
                kept = looks[look] = (made, on[:-1])  # its drawings kept alive: their art's ids stay theirs
                replay(on[-1:], tile)
                surface.touch(local)
                left = outside_all(left, [tile])
                continue
            rest = []
            for area in left:
                part = area.clip(tile)
                if part.w <= 0 or part.h <= 0:
                    rest.append(area)
                    continue
                pixels.blit(kept[0], part.move(-x, -y), part.move(-tile.x, -tile.y))
                replay(on[-1:], part)
                surface.touch(part.move(-x, -y))
                rest += outside(area, tile)
            left = rest
            self.tiles_laid += 1
        return left

    def lay_back(self, surface: Canvas, rects: list[pygame.Rect]) -> None:
        """The backdrop laid back over physical ``rects`` of the window (under what ``lay``'s
        ``anew`` draws again over what it drew before; not noted: ``anew`` says what it drew)."""
        if self._made is not None:
            ground = self._made[1].target
            for r in rects:
                surface.target.blit(ground, r, r)

    def shown(self, drawings: list[Drawing]) -> None:
        """``drawings`` of the frame being recorded are on the window already, drawn there over
        what they cover: the ``lay`` that follows lays nothing again for them (the prize wheel
        stopping: its disc made at rest drawn over the turning one, not laid again with the felt
        under it, 1.8 M px at 4K)."""
        if self._recording.drawings is not None:
            self._recording.drawings = [*self._recording.drawings, *drawings]

    #: Rows of the veil's strip: the window dimmed strip by strip, not by a black window-sized
    #: surface (33 MB at 4K, 25 ms to make in the frame a tournament ends).
    VEIL_ROWS = 64

    def _lay_dimmed(self, surface: Canvas, drawings: list[Drawing], areas: list[pygame.Rect] | None,
                    alpha: int, over: list[Drawing], ground: bool = True) -> None:
        """``lay_again`` with the veil: each area (all: None) laid, dimmed, then ``over`` drawn on
        it, in turn (areas may overlap: one is not dimmed twice); ``ground``: False to dim the
        pixels there as they are (the whole window only)."""
        assert self._made is not None
        pixels = surface.target
        strip = self._veil(pixels.get_width(), alpha)
        boxes = [op.area for op in over]
        for area in [None] if areas is None else areas:
            laid = lay_again(pixels, self._made[1].target, drawings, None if area is None else [area]) if ground \
                else [pixels.get_rect()]
            for r in laid:
                for top in range(r.top, r.bottom, strip.get_height()):
                    pixels.blit(strip, (r.x, top), (0, 0, r.w, min(strip.get_height(), r.bottom - top)))
                if area is None:
                    replay(over)
                else:
                    replay([over[i] for i in area.collidelistall(boxes)], area)  # in the order drawn
                surface.touch(r)

    def _veil(self, width: int, alpha: int) -> pygame.Surface:
        """A strip of black at ``alpha``, ``width`` px wide (kept)."""
        if self._shade is None or self._shade[0] != (width, alpha):
            veil = pygame.Surface((width, self.VEIL_ROWS), pygame.SRCALPHA)
            veil.fill((0, 0, 0, alpha))
            self._shade = ((width, alpha), veil)
        return self._shade[1]

    def release(self) -> None:
        """Let the kept pixels go (a 4K backdrop is 33 MB: kept as the spare for the next backdrop
        made at that size); made again on the next frame."""
        made = self._made[1] if self._made is not None else self._ahead[1] if self._ahead is not None else None
        if made is not None:
            _spare[:] = [made.target]
        self._made = self._after = self._shade = self._ahead = self._preparing = None
        self._within = False
        self._recording.forget()
        self._looks.clear()


def cached_copies(size: tuple[int, int], like: pygame.Surface | None = None) -> pygame.Surface:
    """Opaque pixels of ``size`` (the window's format) that SDL copies into the window through the
    processor's cache: their rows lie a number of bytes apart that is no multiple of 16. SDL 2
    copies a surface whose rows and both ends are 16-byte aligned with streaming stores, which
    write past the cache: a card's area (220x308 px at 4K) then cost 111 us to lay back, against
    11 us when not aligned, and the card blended over it read the felt back from memory (30 such
    areas at 4K, felt laid and a card over each, caches cold: 8.6-10.0 ms -> 3.8-4.9 ms).
    ``like``: a surface whose pixel format they take (else pygame's default)."""
    w, h = size
    pad = 1 if (w + 1) % 4 else 2  # a row of 4 * (w + pad) bytes, no multiple of 16
    wider = pygame.Surface((w + pad, h), 0, like) if like is not None else pygame.Surface((w + pad, h))
    return wider.subsurface((0, 0, w, h))


#: What beginning a row of an area laid costs, in pixels laid (the felt copied, the drawings over
#: it blended again): at 3840x2160 a row of the window begins some 15 KB past the one above, in
#: memory not yet read. 30 card-sized areas laid from a cold felt, 9,240 rows of 220 px, took
#: 3.0 ms, the whole window (2,160 rows of 3,840 px) 3.1 ms: ~0.24 us a row begun, ~0.37 ns a
#: pixel copied, ~1.3 ns one blended (a card over it).
ROW_PX = 256


def in_rows(areas: list[pygame.Rect]) -> list[pygame.Rect]:
    """``areas`` (window px) two joined into their bounding box wherever that lays them for less
    (``ROW_PX`` a row begun, 1 a pixel), until none are: two cards side by side are laid as one
    area, row by row, not each row twice. Covers every pixel of ``areas``."""
    out: list[pygame.Rect] = []
    for area in sorted(areas, key=lambda a: (a.x, a.y)):
        box = pygame.Rect(area)
        while True:  # joined with those laid for less with it (further apart: its rows cost less)
            near = (j for j in box.inflate(2 * ROW_PX, 0).collidelistall(out) if _for_less(box, out[j]))
            k = next(near, None)
            if k is None:
                break
            box = box.union(out.pop(k))
        out.append(box)
    return out


def _for_less(a: pygame.Rect, b: pygame.Rect) -> bool:
    """Their bounding box is laid for less than the two (``ROW_PX`` a row begun, 1 a pixel)."""
    both = a.union(b)
    return both.h * (ROW_PX + both.w) <= a.h * (ROW_PX + a.w) + b.h * (ROW_PX + b.w)
