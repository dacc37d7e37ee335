"""A page's backdrop (``PageScene``: the veil over the screen beneath, the panel's soft shadow and
the gold-edged panel) laid as a few bands of rows, not made as one picture of the window's size.

The backdrop was one premultiplied picture of the window's size, made when a page opened: the veil
filled, the shadow and the panel (each of nearly the window's size, made fresh) blended on, then
the whole blended over the screen beneath. At 3840x2160 that was ~300 ms of HELP's first frame.
Here the same picture is cut into full-width bands of rows: above and below the shadow each row is
the veil alone, and between the panel's rounded top and bottom every row is the same (the shadow's
and the panel's sides, the panel's plain inside); only the rows across the panel's top (its shine)
and bottom differ from one another. So a band of the veil and a band of the middle are each laid
again and again down the window, and the top's and bottom's rows are made once: at 4K about a fifth
of the window's pixels, made a band a step (``steps``) and kept for the window's size. Each band
holds the very pixels of the old picture's rows and is laid the same way (a premultiplied blend of
whole rows), so what the player sees is the same, pixel for pixel.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

import pygame

from scenes.ui import gfx

#: the veil over the screen beneath (black, premultiplied: the same)
VEIL = (0, 0, 0, 175)
#: the panel: its fill, corner radius, edge and shadow (logical px), as the page has always drawn it
FILL, RADIUS, EDGE, SHADOW_ALPHA, SPREAD, DROP = (10, 22, 16, 250), 26, 3, 170, 18, 8
#: the shine along a panel's top (logical px: ``gfx.panel``)
SHINE = 120
#: rows of a band laid again and again (the veil's, the middle's); rows of the top or bottom made a step
TILE_ROWS, ROWS_A_STEP = 64, 48


class Look(NamedTuple):
    """What a page's backdrop looks like: the window's size (physical px), the pixel scale and the
    panel's logical rectangle."""

    size: tuple[int, int]
    scale: float
    panel: tuple[int, int, int, int]


class Bands(NamedTuple):
    """The backdrop as bands of rows: (first row, rows it covers, its pixels), laid top to bottom;
    a band's pixels shorter than the rows it covers are laid again down them."""

    look: Look
    bands: list[tuple[int, int, pygame.Surface]]


class Geometry(NamedTuple):
    at: pygame.Rect  # the panel (physical px)
    radius: int
    edge: int
    spread: int
    shadow: pygame.Rect  # the shadow's picture
    top: int  # the first row of the middle (each the same), and the first past it
    bottom: int


def geometry(look: Look) -> Geometry:
    """Where the panel and its shadow lie at ``look``'s pixels, and the rows of the middle."""
    scale = look.scale

    def px(n: float) -> int:
        return round(n * scale)

    p = pygame.Rect(look.panel)
    at = pygame.Rect(px(p.x), px(p.y), px(p.right) - px(p.x), px(p.bottom) - px(p.y))
    radius, spread, drop = px(RADIUS), px(SPREAD), px(DROP)
    shadow = pygame.Rect(at.x - spread, at.y - drop, at.w + 2 * spread, at.h + 2 * spread)
    shine = min(at.h, round(SHINE * scale))
    # below the shine and every rounded corner (the panel's, each ring of the shadow's), above the
    # bottom ones: each row the same (2 px to spare)
    top = max(at.y + shine, at.y + radius, shadow.y + spread + radius) + 2
    bottom = min(at.bottom - radius, shadow.bottom - spread - radius) - 2
    return Geometry(at, radius, px(EDGE), spread, shadow, top, max(top, bottom))


def rows_of(look: Look, top: int, rows: int) -> pygame.Surface:
    """Rows ``top`` to ``top + rows`` of the backdrop as one premultiplied picture of the window's
    size would have them (the veil, the shadow blended on, the panel blended on)."""
    g = geometry(look)
    w = look.size[0]
    area = pygame.Rect(0, top, w, rows)
    out = pygame.Surface(area.size, pygame.SRCALPHA)
    out.fill(VEIL)
    out = out.premul_alpha()
    pre = pygame.BLEND_PREMULTIPLIED
    part = area.clip(g.shadow)
    if part.w > 0 and part.h > 0:
        out.blit(_shadow_part(g, part).premul_alpha(), (part.x, part.y - top), special_flags=pre)
    part = area.clip(g.at)
    if part.w > 0 and part.h > 0:
        out.blit(_panel_part(g, part, look.scale).premul_alpha(), (part.x, part.y - top), special_flags=pre)
    return out


def _shadow_part(g: Geometry, part: pygame.Rect) -> pygame.Surface:
    """``gfx.shadow_rect`` of the panel's size, laid at ``g.shadow``, over window pixels ``part``."""
    out = pygame.Surface(part.size, pygame.SRCALPHA)
    x, y = g.shadow.x - part.x, g.shadow.y - part.y
    w, h, spread = g.at.w, g.at.h, g.spread
    for i in range(spread, 0, -2):
        a = int(SHADOW_ALPHA * (1 - i / spread) ** 2 / 2) + 4
        pygame.draw.rect(out, (0, 0, 0, a), pygame.Rect(x + spread - i, y + spread - i, w + 2 * i, h + 2 * i),
                         border_radius=g.radius + i)
    return out


def _panel_part(g: Geometry, part: pygame.Rect, scale: float) -> pygame.Surface:
    """``gfx.panel`` of the panel's size (its glow too), laid at ``g.at``, over window pixels ``part``."""
    out = pygame.Surface(part.size, pygame.SRCALPHA)
    whole = g.at.move(-part.x, -part.y)
    w, h, radius = g.at.w, g.at.h, g.radius
    pygame.draw.rect(out, FILL, whole, border_radius=radius)
    band = min(h, round(SHINE * scale))
    shine_at = pygame.Rect(whole.x, whole.y, w, band).clip(out.get_rect())
    if shine_at.w > 0 and shine_at.h > 0:  # the shine's rows here, as on the whole panel's shine
        shine = pygame.Surface(shine_at.size, pygame.SRCALPHA)
        dx, dy = whole.x - shine_at.x, whole.y - shine_at.y
        for y in range(shine_at.y - whole.y, shine_at.bottom - whole.y):
            a = int(18 * (1 - y / band))
            inset = radius - int((radius * radius - (radius - y) ** 2) ** 0.5) if y < radius else 0
            pygame.draw.line(shine, (255, 255, 255, a), (dx + inset + 1, dy + y), (dx + w - inset - 2, dy + y))
        out.blit(shine, shine_at)
    if g.edge:
        pygame.draw.rect(out, gfx.GOLD, whole, g.edge, border_radius=radius)
    inset = round(3 * scale)  # the glow inside the edge
    pygame.draw.rect(out, gfx.GOLD_LIGHT, whole.inflate(-2 * inset, -2 * inset), max(1, round(2 * scale)),
                     border_radius=max(0, radius - inset))
    return out


#: the bands of the last look made (one window's size at a time)
_kept: list[Bands] = []


def steps(look: Look) -> Iterator[None]:
    """The bands of ``look`` made a part a step (kept: made again only for another look)."""
    if _kept and _kept[0].look == look:
        return
    _kept.clear()
    g = geometry(look)
    h = look.size[1]
    shadow_top, shadow_bottom = max(0, min(h, g.shadow.y)), max(0, min(h, g.shadow.bottom))
    top = min(max(shadow_top, g.top), shadow_bottom)
    bottom = max(top, min(shadow_bottom, g.bottom))
    veil = _veil_rows(look.size[0], TILE_ROWS)
    bands: list[tuple[int, int, pygame.Surface]] = []
    if shadow_top > 0:
        bands.append((0, shadow_top, veil))
    for start in range(shadow_top, top, ROWS_A_STEP):  # across the panel's top
        rows = min(ROWS_A_STEP, top - start)
        bands.append((start, rows, rows_of(look, start, rows)))
        yield
    if bottom > top:  # the middle: each row the same
        bands.append((top, bottom - top, rows_of(look, top, min(TILE_ROWS, bottom - top))))
        yield
    for start in range(bottom, shadow_bottom, ROWS_A_STEP):  # across the panel's bottom
        rows = min(ROWS_A_STEP, shadow_bottom - start)
        bands.append((start, rows, rows_of(look, start, rows)))
        yield
    if shadow_bottom < h:
        bands.append((shadow_bottom, h - shadow_bottom, veil))
    _kept.append(Bands(look, bands))


def _veil_rows(width: int, rows: int) -> pygame.Surface:
    """Rows of the veil alone (as the picture has them away from the panel)."""
    out = pygame.Surface((width, rows), pygame.SRCALPHA)
    out.fill(VEIL)
    return out.premul_alpha()


def bands_of(look: Look) -> Bands:
    """The bands of ``look`` (made now if not made ahead)."""
    for _ in steps(look):
        pass
    return _kept[0]


def lay(target: pygame.Surface, look: Look) -> pygame.Rect:
    """The backdrop blended over ``target`` (within its clip), as the picture of the window's size
    blitted there with ``pygame.BLEND_PREMULTIPLIED``: the pixels it covers."""
    pre = pygame.BLEND_PREMULTIPLIED
    for start, rows, pixels in bands_of(look).bands:
        tall = pixels.get_height()
        for y in range(start, start + rows, tall):
            target.blit(pixels, (0, y), pygame.Rect(0, 0, pixels.get_width(), min(tall, start + rows - y)),
                        special_flags=pre)
    return target.get_clip().clip(pygame.Rect((0, 0), look.size))
