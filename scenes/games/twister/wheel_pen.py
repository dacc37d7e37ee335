"""How the prize wheel's shapes reach what it is drawn on: through gfx (a plain surface, or a
window's Canvas that records its drawings, each laid where it lies), or straight to a Canvas's
pixels at the points and widths gfx would draw them at (the turning wheel's surface and the wheel
made at rest: drawn at once, nothing noted). The wheel (``scenes.games.twister.wheel``) draws
its segments, rim, bulbs and pointer with either the same way, and its labels cut to their ink."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.games.twister.paint import blit_made
from scenes.ui import gfx
from scenes.ui.canvas import Canvas


def pen(surface: pygame.Surface | Canvas) -> ByGfx | AtOnce:
    """How the wheel draws on ``surface``: straight to the pixels of a Canvas that draws at once
    and notes nothing (the turning wheel's, the wheel made at rest), else through gfx."""
    if isinstance(surface, Canvas) and surface.ops is None and surface.touched is None:
        return AtOnce(surface)
    return ByGfx(surface)


class ByGfx:
    """The wheel's drawings through gfx (a plain surface, a recorded Canvas)."""

    def __init__(self, surface: pygame.Surface | Canvas) -> None:
        self.surface = surface

    def circle(self, colour: tuple[int, int, int], centre: tuple[float, float], radius: float, width: int = 0) -> None:
        gfx.circle(self.surface, colour, centre, radius, width)

    def polygon(self, colour: tuple[int, int, int], points: list[tuple[float, float]], width: int = 0) -> None:
        gfx.polygon(self.surface, colour, points, width)

    def line(self, colour: tuple[int, int, int], start: tuple[float, float], end: tuple[float, float],
             width: int) -> None:
        gfx.line(self.surface, colour, start, end, width)

    def art(self, make: Callable[[float], pygame.Surface], centre: tuple[float, float]) -> None:
        blit_made(self.surface, make, centre)


class AtOnce:
    """The same drawings straight to a Canvas's pixels, at the points and widths gfx would draw
    them at (gfx.circle, polygon, line and blit_art's centred art on a Canvas)."""

    def __init__(self, surface: Canvas) -> None:
        self.target, self.point, self.scale = surface.target, surface.point, surface.scale
        self.px = surface.px

    def circle(self, colour: tuple[int, int, int], centre: tuple[float, float], radius: float, width: int = 0) -> None:
        pygame.draw.circle(self.target, colour, self.point(centre), radius * self.scale, self.px(width) if width else 0)

    def polygon(self, colour: tuple[int, int, int], points: list[tuple[float, float]], width: int = 0) -> None:
        pygame.draw.polygon(self.target, colour, [self.point(p) for p in points], self.px(width) if width else 0)

    def line(self, colour: tuple[int, int, int], start: tuple[float, float], end: tuple[float, float],
             width: int) -> None:
        pygame.draw.line(self.target, colour, self.point(start), self.point(end), self.px(width))

    def art(self, make: Callable[[float], pygame.Surface], centre: tuple[float, float]) -> None:
        made = make(self.scale)
        self.target.blit(made, made.get_rect(center=self.point((int(centre[0]), int(centre[1])))))


def inked(art: pygame.Surface) -> pygame.Surface:
    """``art`` without the clear margins round its ink, as wide off each side as off the other, so
    that centred where it was it lays the same pixels: a label turned 45 degrees is a third clear
    corners, each blended every frame of the spin (at 4K 30 labels of ~12,000 px)."""
    ink, (w, h) = art.get_bounding_rect(), art.get_size()
    x, y = min(ink.x, w - ink.right), min(ink.y, h - ink.bottom)
    return art if x == y == 0 else art.subsurface((x, y, w - 2 * x, h - 2 * y)).copy()
