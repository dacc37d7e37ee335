"""Win marks that do not rely on colour: a shape says it as well as the gold does.

A player who cannot tell gold from cream or green (colour-blind, a washed-out screen) still
sees what won: a pay table line the round made has a ► at its left, a winning card has
a dashed outline outside its face, a winning bet spot a star on its ring. The gold stays for
everyone else; the shapes are drawn in white over a dark edge, so they read on any felt.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from scenes.ui import gfx
from scenes.ui.canvas import Canvas

#: The width a ► mark takes at the left of a pay table line (the line's text starts after it).
ROW_MARK_W = 10


def row_pointer(surface: pygame.Surface, x: int, centre_y: int, height: int = 14) -> pygame.Rect:
    """A ► pointing right, its left edge at ``x`` (white with a dark edge)."""
    half = height // 2
    points = [(x, centre_y - half), (x + ROW_MARK_W - 1, centre_y), (x, centre_y + half)]
    gfx.polygon(surface, gfx.WHITE, points)
    gfx.polygon(surface, gfx.INK, points, 1)
    return pygame.Rect(x, centre_y - half, ROW_MARK_W, height + 1)


def win_row(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A pay table line the round has made: a gold bar behind it and a ► inside its left end,
    5 px in (the line's name starts after it: it stood across the bar's edge)."""
    gfx.draw_panel(surface, rect, (150, 110, 20, 200), gfx.GOLD_LIGHT, 8, 2)
    row_pointer(surface, rect.x + 5, rect.centery, min(14, rect.h - 10))


def win_frame(surface: pygame.Surface | Canvas, rect: pygame.Rect, colour: tuple[int, int, int] = gfx.GOLD_LIGHT) -> None:
    """A winning card: a gold outline just outside its face, dashed in white (a pattern no other
    border on the table has), so it reads without its colour. On a window's Canvas the outline
    and its dashes are one picture made at their pixels (kept): a card's 41 drawings each frame
    cost ~1 ms at 3840x2160, one blit a few µs (issue 27)."""
    radius = max(6, rect.w // 10)
    band = rect.inflate(10, 10)
    dash, step = 8, 16
    y_top, y_bottom = band.top + 2, band.bottom - 3
    x_left, x_right = band.left + 2, band.right - 3
    dashes = [((x, y), (x + dash - 1, y)) for x in range(band.left + radius, band.right - radius - dash + 1, step)
              for y in (y_top, y_bottom)]
    dashes += [((x, y), (x, y + dash - 1)) for y in range(band.top + radius, band.bottom - radius - dash + 1, step)
               for x in (x_left, x_right)]
    if not isinstance(surface, Canvas):
        gfx.rect(surface, colour, band, 5, border_radius=radius)
        for start, end in dashes:
            gfx.line(surface, gfx.WHITE, start, end, 2)
        return
    # the pixels gfx.rect and gfx.line would draw on the Canvas, the same points and widths
    outline, bold, thin = surface.rect(band), surface.px(5), surface.px(2)
    ends = [(surface.point(a), surface.point(b)) for a, b in dashes]
    pad = thin // 2 + 2
    area = outline.unionall([pygame.Rect(min(a[0], b[0]) - pad, min(a[1], b[1]) - pad,
                                         abs(a[0] - b[0]) + 2 * pad + 1, abs(a[1] - b[1]) + 2 * pad + 1)
                             for a, b in ends])
    x0, y0 = area.topleft
    shape = (colour, area.size, tuple(outline.move(-x0, -y0)), bold, thin, surface.px(radius),
             tuple((a[0] - x0, a[1] - y0, b[0] - x0, b[1] - y0) for a, b in ends))
    key = ("win frame", shape)
    edges = _EDGES.get(key)
    if edges is None:
        picture = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(picture, colour, outline.move(-x0, -y0), bold, border_radius=surface.px(radius))
        for ax, ay, bx, by in shape[6]:
            pygame.draw.line(picture, gfx.WHITE, (ax, ay), (bx, by), thin)
        if len(_EDGES) >= 64:
            _EDGES.clear()
        edges = _EDGES[key] = edge_strips(picture, max(bold, surface.px(radius)) + thin + 2)
    for strip, at in edges:
        surface.blit_physical(strip, at.move(x0, y0))


#: The win frames' pictures as the strips along their edges (``edge_strips``), by their shape.
_EDGES: dict[tuple[Any, ...], list[tuple[pygame.Surface, pygame.Rect]]] = {}


def edge_strips(picture: pygame.Surface, inset: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """A frame's picture as the four strips ``inset`` px deep along its edges (each with where it
    lies in the picture) when all inside them is clear, else the whole picture: a card's win frame
    at 3840x2160 blended its 0.1 M clear pixels inside each frame (issue 27); a clear pixel laid
    leaves the one under it as it is, so the strips draw the very pixels of the whole."""
    w, h = picture.get_size()
    inside = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
    if inside.w <= 0 or inside.h <= 0 or picture.subsurface(inside).get_bounding_rect().size != (0, 0):
        return [(picture, picture.get_rect())]
    strips = [pygame.Rect(0, 0, w, inset), pygame.Rect(0, h - inset, w, inset),
              pygame.Rect(0, inset, inset, h - 2 * inset), pygame.Rect(w - inset, inset, inset, h - 2 * inset)]
    return [(picture.subsurface(r), r) for r in strips]


def star(surface: pygame.Surface, centre: tuple[float, float], radius: float) -> None:
    """A five-pointed white star with a dark edge."""
    cx, cy = centre
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    gfx.polygon(surface, gfx.WHITE, points)
    gfx.polygon(surface, gfx.INK, points, 2)


def win_spot(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    """A bet spot that won: a second gold ring and a star on it (upper right)."""
    gfx.circle(surface, gfx.GOLD_LIGHT, centre, radius + 8, 3)
    a = -math.pi / 4
    at = (centre[0] + (radius + 8) * math.cos(a), centre[1] + (radius + 8) * math.sin(a))
    gfx.circle(surface, gfx.INK, (int(at[0]), int(at[1])), max(9, radius // 5) + 3)
    star(surface, at, max(9, radius // 5))
