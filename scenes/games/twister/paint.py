"""The few drawings the Twister screens make that ``scenes.ui.gfx`` has no primitive for, at
the pixels of what they draw on (a window's ``Canvas`` or a plain surface): the felt under a
table or a screen made at the size it covers, the timer ring's arc, a card dimmed at a
showdown, and art made at a scale blitted centred (the wheel, turned).

Every position is logical (the 1920×1080 design); the art is made at physical size, so text,
cards and faces stay crisp at 2560×1440 and 3840×2160 (issue 27)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.games.twister import table_art
from scenes.ui import felt_backdrop, gfx
from scenes.ui.canvas import Canvas
from scenes.ui.lru import LRU

#: felts made at a window's pixels (a 4K table's is 21 MB): the screen's and the table's
_felts: LRU[pygame.Surface] = LRU(4, budget_bytes=96 * 1024 * 1024)
#: tables made at the pixels they cover (a grid tile's, a replayed table's): the room round them too
_tables: LRU[pygame.Surface] = LRU(4, budget_bytes=64 * 1024 * 1024)
_shades: LRU[pygame.Surface] = LRU(16)


def scale_of(surface: pygame.Surface | Canvas) -> float:
    """Physical px per logical px of what is drawn on (1.0 on a plain surface)."""
    return surface.scale if isinstance(surface, Canvas) else 1.0


def draw_felt(surface: pygame.Surface | Canvas, rect: pygame.Rect, felt: str, spotlight: bool = True,
              dim: int = 0) -> None:
    """The cloth (``felt_backdrop.felt_background``) over logical ``rect``, made at the pixels it covers
    and kept (a screen's felt is not kept by gfx); ``dim``: darkened by black at
    that alpha, made once with it (a full-window veil each frame costs as much as the felt)."""
    at = surface.rect(rect) if isinstance(surface, Canvas) else pygame.Rect(rect)
    if not dim and not isinstance(surface, Canvas) and felt_backdrop.kept(rect.size):
        surface.blit(felt_backdrop.felt_background(rect.size, felt, spotlight), rect)  # (gfx keeps it)
        return
    key = (at.size, felt, spotlight, dim)
    made = _felts.get(key)
    if made is None:
        made = felt_backdrop.felt_background(at.size, felt, spotlight)
        if dim:
            if felt_backdrop.kept(at.size):
                made = made.copy()  # gfx's cached felt stays as it is
            made.fill((255 - dim, 255 - dim, 255 - dim), special_flags=pygame.BLEND_RGB_MULT)
        made = _felts.put(key, made)
    if isinstance(surface, Canvas):
        surface.blit_physical(made, at)
    else:
        surface.blit(made, at)


def draw_table_art(surface: pygame.Surface | Canvas, room: pygame.Rect, table: pygame.Rect, felt: str,
                   large: bool) -> None:
    """The table (``table_art``: its felt, rail and shadow) on logical ``table`` in the room over
    logical ``room``, made at the pixels it covers and kept (a grid tile's: each frame one copy,
    as its felt was)."""
    at = surface.rect(room) if isinstance(surface, Canvas) else pygame.Rect(room)
    on = surface.rect(table) if isinstance(surface, Canvas) else pygame.Rect(table)
    key = (at.size, tuple(on.move(-at.x, -at.y)), felt, large)
    made = _tables.get(key)
    if made is None:
        made = pygame.Surface(at.size)
        table_art.lay_table(made, made.get_rect(), on.move(-at.x, -at.y), felt, large=large)
        made = _tables.put(key, made)
    if isinstance(surface, Canvas):
        surface.blit_physical(made, at)
    else:
        surface.blit(made, at)


def lay_table(surface: Canvas, room: pygame.Rect, table: pygame.Rect, felt: str, large: bool) -> None:
    """The room over logical ``room`` and the table on logical ``table`` made straight into
    ``surface``'s pixels (a kept layer, not recorded), within their clip only (a band made ahead)."""
    table_art.lay_table(surface.target, surface.rect(room), surface.rect(table), felt, large=large)


def arc(surface: pygame.Surface | Canvas, colour: Any, rect: pygame.Rect, start: float, stop: float,
        width: int) -> None:
    """``pygame.draw.arc`` in logical px, drawn at the surface's pixels."""
    if not isinstance(surface, Canvas):
        pygame.draw.arc(surface, colour, rect, start, stop, width)
        return
    at, w = surface.rect(rect), surface.px(width)  # through ``do``: kept, not drawn, while a frame is recorded
    surface.do(at, ("arc", tuple(pygame.Color(colour)), tuple(at), start, stop, w),
               lambda: pygame.draw.arc(surface.target, colour, at, start, stop, w))


def shade(size: tuple[int, int], radius: int, alpha: int = 110) -> pygame.Surface:
    """A rounded black veil ``size`` px (a card dimmed at a showdown), cached."""
    key = (size, radius, alpha)
    made = _shades.get(key)
    if made is None:
        made = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(made, (0, 0, 0, alpha), made.get_rect(), border_radius=radius)
        made = _shades.put(key, made)
    return made


def with_alpha(img: pygame.Surface, alpha: int | None) -> pygame.Surface:
    """``img``, or a copy drawn at ``alpha`` (0 … 255)."""
    if alpha is None or alpha >= 255:
        return img
    img = img.copy()
    img.set_alpha(max(0, alpha))
    return img


def blit_made(surface: pygame.Surface | Canvas, make: Callable[[float], pygame.Surface],
              centre: tuple[float, float]) -> pygame.Rect:
    """Art ``make(scale)`` makes at ``scale`` physical px per logical px (its size known only once
    made: a turned wheel, a zoomed text), centred at logical ``centre``. Returns its logical
    rectangle."""
    scale = scale_of(surface)
    art = make(scale)
    size = (round(art.get_width() / scale), round(art.get_height() / scale))
    return gfx.blit_art(surface, lambda _s: art, size, centre, "center")
