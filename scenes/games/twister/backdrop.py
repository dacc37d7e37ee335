"""A Twister screen at the window's pixels, drawn by what changed (issue 27: a 4K frame costs
what changed, not the window's area). Its still part (the felt, the rail, the title) is made
once per window size, draw context and words; what the screen draws over it is recorded each
frame (``scenes.ui.recording``), and laid again, on the still part laid back first, only where
the drawings differ from the last frame's and where something was drawn after them. The same
way the house tables draw their layer (``scenes.table.view``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import pygame

from scenes.ui.canvas import Canvas, Drawing
from scenes.ui.recording import Recording, lay_again, merged


class Backdrop:
    """The still part of one screen, ``draw(layer)`` drawing it on a window-sized Canvas (all of
    it: the layer drawn before is drawn over), and the drawings laid over it last."""

    def __init__(self, draw: Callable[[pygame.Surface], None]) -> None:
        self._draw = draw
        self._made: tuple[tuple[object, ...], Canvas] | None = None
        #: The frame the screen drew last (the window's record of it) and where what was drawn
        #: after its recorded drawings began in that record: laid again on the next frame.
        self._after: tuple[list[pygame.Rect], int] | None = None
        self._alpha = 0  # the veil of the last frame laid (``lay``)
        self._recording = Recording()
        self._shade: tuple[tuple[tuple[int, int], int], pygame.Surface] | None = None  # the veil

    def lay(self, surface: Canvas, key: tuple[object, ...], drawings: list[Drawing], alpha: int = 0,
            over: list[Drawing] | None = None, anew: Callable[[], pygame.Rect] | None = None) -> None:
        """The backdrop with ``drawings`` (recorded on ``surface``, not drawn) over it, the two
        dimmed by black at ``alpha`` (0: not), then ``over`` (recorded: a box on the dimmed
        table): whole when the backdrop is made again (``key``: what it shows besides the
        window's size and context), when the window does not hold the last frame drawn or the
        veil changes; else only where the drawings differ from the last frame's and over what
        was drawn after them. Then ``anew()``: what is drawn over all of it on every frame,
        covering every pixel it drew the frame before (a turning wheel's disc: the backdrop is
        not laid back under it first); it returns the physical pixels it drew on."""
        key = (surface.target.get_size(), surface.context, *key)
        fresh = self._made is None or self._made[0] != key
        if fresh:  # the pixels kept before are drawn over when of the window's size (``draw`` covers them)
            layer = self._made[1] if self._made is not None and self._made[0][:2] == key[:2] else surface.new_layer()
            self._draw(cast(pygame.Surface, layer))  # a Canvas answers the Surface calls made on it
            self._made = (key, layer)
        assert self._made is not None
        over = over or []
        changed = self._recording.changes(drawings + over, self._made[1])
        after = self._after
        areas: list[pygame.Rect] | None = None
        if not fresh and changed is not None and alpha == self._alpha and after is not None and surface.kept \
                and surface.last_touched is after[0]:
            areas = merged(after[0][after[1]:] + changed)
        self._alpha = alpha
        pixels = surface.target
        veil = self._veil(pixels.get_size(), alpha) if alpha else None
        for r in lay_again(pixels, self._made[1].target, drawings, areas, veil, over):
            surface.touch(r)
        if anew is not None:  # drawn all again next frame: not laid back then as what was drawn after
            surface.touch(anew())
        recorded = surface.touched
        self._after = (recorded, len(recorded)) if recorded is not None else None

    def lay_back(self, surface: Canvas, rects: list[pygame.Rect]) -> None:
        """The backdrop laid back over physical ``rects`` of the window (under what ``lay``'s
        ``anew`` draws again over what it drew before; not noted: ``anew`` says what it drew)."""
        if self._made is not None:
            ground = self._made[1].target
            for r in rects:
                surface.target.blit(ground, r, r)

    def _veil(self, size: tuple[int, int], alpha: int) -> pygame.Surface:
        """Black at ``alpha`` of the window's size (kept)."""
        if self._shade is None or self._shade[0] != (size, alpha):
            veil = pygame.Surface(size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, alpha))
            self._shade = ((size, alpha), veil)
        return self._shade[1]

    def release(self) -> None:
        """Let the kept pixels go (a 4K backdrop is 33 MB); made again on the next frame."""
        self._made = self._after = self._shade = None
        self._recording.forget()
