"""A layer drawn by what changed (issue 27): its drawings are recorded on a ``Canvas`` (kept,
not done: ``Canvas.ops``), compared with the drawings recorded the time before, and drawn again
only where the two differ, over the ground they lie on laid back there first. A 4K frame so
costs what changed, not the window's area.

The house tables' layer (``scenes.table.view``) and the Twister screens' frames
(``scenes.games.twister.backdrop``) are drawn this one way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pygame

from scenes.ui.canvas import Canvas, Drawing
from scenes.ui.plain_copy import copy_area


def recorded(canvas: Canvas, draw: Callable[[], object]) -> list[Drawing]:
    """The drawings ``draw()`` makes on ``canvas`` (and on the canvases made over parts of it),
    in order: kept, not done."""
    canvas.ops = []
    try:
        draw()
        return canvas.ops
    finally:
        canvas.ops = None


class Recording:
    """The drawings of one layer recorded last, and the ground they were drawn on."""

    def __init__(self) -> None:
        self.drawings: list[Drawing] | None = None
        self._ground: object = None

    def changes(self, drawings: list[Drawing], ground: object = None) -> list[pygame.Rect] | None:
        """Keep ``drawings`` as the last recording; where they differ from the one before (root
        canvas px, joined where they overlap), or None when there is none to compare with (the
        first, or one on another ``ground``): draw all of it."""
        old = self.drawings if self._ground is ground else None
        self.drawings, self._ground = drawings, ground
        return None if old is None else merged(differing(old, drawings))

    def forget(self) -> None:
        self.drawings = self._ground = None


def lay_again(target: pygame.Surface, ground: pygame.Surface, drawings: list[Drawing],
              areas: list[pygame.Rect] | None, veil: pygame.Surface | None = None,
              over: list[Drawing] | None = None, each: Callable[[pygame.Rect], object] | None = None
              ) -> list[pygame.Rect]:
    """On ``target`` (a root canvas's pixels or a part of them), lay ``ground`` (pixels of the
    same size) back over ``areas`` (root canvas px; None: all of it) and replay ``drawings``
    there; then ``veil`` (of the same size) over them and ``over`` (a box on the dimmed screen).
    ``each``: called with each area as soon as it is laid (in ``target``'s pixels), while its
    pixels are still in the processor's cache (a 4K frame's 2.9 M px laid, then copied to the
    window, read them back from memory: 3-4 ms). Returns the areas laid, in ``target``'s pixels."""
    whole = target.get_rect()
    over = over or []
    if areas is None:
        target.blit(ground, (0, 0))
        replay(drawings)
        if veil is not None:
            target.blit(veil, (0, 0))
        replay(over)
        return [whole]
    x, y = target.get_abs_offset()
    boxes = [op.area for op in drawings]
    above = [op.area for op in over]
    laid = []
    for area in areas:
        local = area.move(-x, -y).clip(whole)
        if local.w > 0 and local.h > 0:
            copy_area(target, ground, local)  # (plain stores, not SDL's streamed rows: plain_copy)
            replay([drawings[i] for i in area.collidelistall(boxes)], area)  # in the order drawn
            if veil is not None:
                target.blit(veil, local, local)
            replay([over[i] for i in area.collidelistall(above)], area)
            laid.append(local)
            if each is not None:
                each(local)
    return laid


def row_bands(area: pygame.Rect, most: int) -> list[pygame.Rect]:
    """``area`` cut into bands of whole rows, top to bottom, each at most ``most`` pixels (at least a row)."""
    rows = max(1, most // max(1, area.w))
    return [pygame.Rect(area.x, y, area.w, min(rows, area.bottom - y)) for y in range(area.y, area.bottom, rows)]


def replay(ops: list[Drawing], only: pygame.Rect | None = None) -> None:
    """Draw recorded ``ops`` again, in order, on their pixels (``only``: within this area of the
    root canvas, each clipped to it)."""
    for op in ops:
        target, clip = op.target, op.clip
        if only is not None:
            x, y = target.get_abs_offset()
            clip = clip.clip(only.move(-x, -y))
            if clip.w <= 0 or clip.h <= 0:
                continue
        target.set_clip(clip)
        op.draw()
        target.set_clip(op.clip)


def differing(old: list[Drawing], new: list[Drawing]) -> list[pygame.Rect]:
    """Where two recordings of a layer draw different pixels: the areas of drawings one has more
    often than the other (a chip landing where a chip lies draws it twice). A drawing both hold
    (a part kept with its drawings) is left out first, unhashed: its key counts alike in both."""
    both = Counter(map(id, old)) & Counter(map(id, new))
    if both:
        old, new = _less(old, both), _less(new, both)
    before = Counter(op.key for op in old)
    after = Counter(op.key for op in new)
    return [op.area for op in old if before[op.key] != after[op.key]] + \
        [op.area for op in new if after[op.key] != before[op.key]]


def _less(ops: list[Drawing], both: Counter[int]) -> list[Drawing]:
    """``ops`` less as many of each drawing as ``both`` counts (by identity)."""
    left = dict(both)
    out = []
    for op in ops:
        if left.get(id(op), 0) > 0:
            left[id(op)] -= 1
        else:
            out.append(op)
    return out


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` joined where they overlap and their bounding box is no larger than they are
    apart (a wheel's 60 segment drawings overlap: laying the ground back over each cost 8 ms a
    4K frame). Covers every pixel of ``rects``; ground laid over more than was drawn on shows
    what was there."""
    out: list[pygame.Rect] = []
    for r in rects:
        hit = r.collidelistall(out)
        if not hit:
            out.append(pygame.Rect(r))
            continue
        near = [out[i] for i in hit]
        both = r.unionall(near)
        if both.w * both.h <= r.w * r.h + sum(o.w * o.h for o in near):
            for i in reversed(hit):
                del out[i]
            out.append(both)
        else:
            out.append(pygame.Rect(r))
    return out


def outside(area: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """``area`` round ``hole``: the bands above and below it, left and right of it (none empty)."""
    inner = area.clip(hole)
    if inner.w <= 0 or inner.h <= 0:
        return [pygame.Rect(area)]
    bands = [pygame.Rect(area.x, area.y, area.w, inner.y - area.y),
             pygame.Rect(area.x, inner.bottom, area.w, area.bottom - inner.bottom),
             pygame.Rect(area.x, inner.y, inner.x - area.x, inner.h),
             pygame.Rect(inner.right, inner.y, area.right - inner.right, inner.h)]
    return [b for b in bands if b.w > 0 and b.h > 0]


def outside_all(areas: list[pygame.Rect], holes: list[pygame.Rect]) -> list[pygame.Rect]:
    """The pixels of ``areas`` outside every one of ``holes``, as rectangles."""
    for hole in holes:
        areas = [piece for area in areas for piece in outside(area, hole)]
    return areas


#: How near (root canvas px) two areas laid again may lie to be laid as one, and how many pixels
#: more that may lay at most: each area costs a blit of the ground and of every drawing over it
#: (20-30 µs each at 4K, as much as some 20,000 px laid). A video poker deal at 3840x2160 laid
#: 57 areas (its pay table's changed figures one by one), then 28 for 3 % more pixels, ~15 % quicker.
NEAR, NEAR_SLACK = 64, 20_000


def joined(rects: list[pygame.Rect], near: int = NEAR, slack: int = NEAR_SLACK) -> list[pygame.Rect]:
    """``rects`` (``merged``), two joined into their bounding box wherever they lie within ``near``
    px of each other and the box lays at most ``slack`` px more than the two, until none are.
    Covers every pixel of ``rects``."""
    out = [pygame.Rect(r) for r in rects]
    again = True
    while again:
        again = False
        for i in range(len(out) - 1, -1, -1):
            r = out[i]
            for j in r.inflate(2 * near, 2 * near).collidelistall(out):
                o = out[j]
                if j == i:
                    continue
                both = r.union(o)
                if both.w * both.h <= r.w * r.h + o.w * o.h + slack:
                    out[j] = both
                    del out[i]
                    again = True
                    break
    return out
