"""A Twister screen's still part (the felt, the rail, the title) kept at the window's pixels:
made once per window size, draw context and words, then laid back each frame only where the
screen drew something moving the frame before (issue 27: a 4K frame costs what moves, not the
window's area). The same way the house tables keep their layer (``scenes.table.view``), with
the Canvas's record of the pixels each frame drew on."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import pygame

from scenes.ui.canvas import Canvas, Drawing, differing, replay


class Backdrop:
    """The still part of one screen, ``draw(layer)`` drawing it on a window-sized Canvas (all of
    it: the layer drawn before is drawn over)."""

    def __init__(self, draw: Callable[[pygame.Surface], None]) -> None:
        self._draw = draw
        self._made: tuple[tuple[object, ...], Canvas] | None = None
        #: The frame the screen drew last (the window's record of it) and where its moving parts
        #: began in that record: what to lay the backdrop back over when the window kept it.
        self._moved: tuple[list[pygame.Rect], int] | None = None
        self._dimmed = False  # the last frame laid was dimmed (``lay_dimmed``)
        self._drawings: list[Drawing] | None = None  # what it dimmed then
        self._shade: tuple[tuple[tuple[int, int], int], pygame.Surface] | None = None  # lay_dimmed's veil

    def lay(self, surface: Canvas, key: tuple[object, ...]) -> None:
        """The backdrop on ``surface``: whole when made again (``key``: what it shows besides the
        window's size and context) or when the window does not hold the last frame drawn; else
        only over what moved."""
        self._lay(surface, key, [], dimmed=False)

    def lay_dimmed(self, surface: Canvas, key: tuple[object, ...], drawings: list[Drawing], alpha: int) -> None:
        """The backdrop, then ``drawings`` (recorded on ``surface``, not drawn), the two dimmed by
        black at ``alpha`` (under a box): when the window holds the last frame, only over what
        moved on it and where ``drawings`` differ from the last frame's, already dimmed elsewhere
        (a full-window veil and the whole table each frame cost 8 ms and more at 4K)."""
        old, self._drawings = self._drawings, drawings
        also = [d.area for d in drawings] if old is None else differing(old, drawings)
        laid = self._lay(surface, key, also, dimmed=True)
        pixels = surface.target
        shade = self._shade
        if shade is None or shade[0] != (pixels.get_size(), alpha):
            veil = pygame.Surface(pixels.get_size(), pygame.SRCALPHA)
            veil.fill((0, 0, 0, alpha))
            shade = self._shade = ((pixels.get_size(), alpha), veil)
        if laid is None:
            replay(drawings)
        for area in [pixels.get_rect()] if laid is None else laid:  # the drawings there again, then dimmed
            if laid is not None:
                replay(drawings, area)
            r = (area if laid is None else surface.local(area)).clip(pixels.get_rect())
            surface.touch(pixels.blit(shade[1], r, r))

    def _lay(self, surface: Canvas, key: tuple[object, ...], also: list[pygame.Rect],
             dimmed: bool) -> list[pygame.Rect] | None:
        """Lay the backdrop (over what moved and ``also``, window px; whole when the last frame
        was dimmed and this is not, or the other way); the rectangles laid (window px), or None
        when laid whole."""
        key = (surface.target.get_size(), surface.context, *key)
        fresh = self._made is None or self._made[0] != key
        if fresh:  # the pixels kept before are drawn over when of the window's size (``draw`` covers them)
            layer = self._made[1] if self._made is not None and self._made[0][:2] == key[:2] else surface.new_layer()
            self._draw(cast(pygame.Surface, layer))  # a Canvas answers the Surface calls made on it
            self._made = (key, layer)
        assert self._made is not None
        layer = self._made[1]
        moved = self._moved
        laid: list[pygame.Rect] | None = None
        same = dimmed == self._dimmed
        self._dimmed = dimmed
        if same and not fresh and moved is not None and surface.kept and surface.last_touched is moved[0]:
            laid = merged(moved[0][moved[1]:] + also)
            surface.restore(layer, laid)
        else:
            surface.blit(layer, (0, 0))
        recorded = surface.touched
        self._moved = (recorded, len(recorded)) if recorded is not None else None
        return laid

    def release(self) -> None:
        """Let the kept pixels go (a 4K backdrop is 33 MB); made again on the next frame."""
        self._made = self._moved = self._shade = self._drawings = None


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` joined where they overlap and their bounding box is no larger than they are
    apart (a wheel's 60 segment drawings overlap: laying the backdrop back over each cost 8 ms a
    4K frame). Covers every pixel of ``rects``; a backdrop laid over more than was drawn on
    shows what was there."""
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
