"""A page's backdrop (``PageScene``: the veil over the screen beneath, the panel's soft shadow and
the gold-edged panel) laid as a few bands and tiles, not made as one picture of the window's size.

The backdrop was one premultiplied picture of the window's size, made when a page opened: the veil
filled, the shadow and the panel (each of nearly the window's size, made fresh) blended on, then
the whole blended over the screen beneath. At 3840x2160 that was ~300 ms of HELP's first frame.
Most of that picture repeats: above and below the shadow each row is the veil alone; between the
panel's rounded top and bottom every row is the same (the shadow's and the panel's sides, the
panel's plain inside); between its rounded corners every column of its top (the shine) and of its
bottom is the same. So the picture is cut into regions, each laid by one band of whole rows or one
tile again and again (the corners' blocks once): at 4K an eighth of the window's pixels are made
(4.3 MB), a part a step (``steps``), and kept for the window's size. Each part holds the very pixels
of the old picture where it is laid, and the premultiplied blend lays each pixel by itself, so what
the player sees is the same, pixel for pixel. (The middle is laid in whole rows, not as a tile
between the sides: a blend of whole rows is one run, 1.6 ms at 4K where the inside alone took 3.)
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
#: the rows of a band laid again and again down the window, and the width of a tile laid again
#: across the panel's top and bottom
TILE, TILE_WIDE = 64, 1024


class Look(NamedTuple):
    """What a page's backdrop looks like: the window's size (physical px), the pixel scale and the
    panel's logical rectangle."""

    size: tuple[int, int]
    scale: float
    panel: tuple[int, int, int, int]


class Tiles(NamedTuple):
    """The backdrop as regions of the window, each with the pixels laid again and again across it."""

    look: Look
    tiles: list[tuple[pygame.Rect, pygame.Surface]]


class Geometry(NamedTuple):
    at: pygame.Rect  # the panel (physical px)
    radius: int
    edge: int
    spread: int
    shadow: pygame.Rect  # the shadow's picture
    top: int  # the first row of the middle (each the same), and the first past it
    bottom: int
    left: int  # the first column of the middle (each the same), and the first past it
    right: int


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
    # right of every rounded corner (and of the shine's rounded ends), left of the right ones
    left, right = at.x + radius + 2, at.right - radius - 2
    return Geometry(at, radius, px(EDGE), spread, shadow, top, max(top, bottom), left, max(left, right))


def made_over(look: Look, area: pygame.Rect) -> pygame.Surface:
    """The window's pixels ``area`` of the backdrop as one premultiplied picture of the window's
    size would have them (the veil, the shadow blended on, the panel blended on)."""
    g = geometry(look)
    out = pygame.Surface(area.size, pygame.SRCALPHA)
    out.fill(VEIL)
    out = out.premul_alpha()
    pre = pygame.BLEND_PREMULTIPLIED
    part = area.clip(g.shadow)
    if part.w > 0 and part.h > 0:
        out.blit(_shadow_part(g, part).premul_alpha(), (part.x - area.x, part.y - area.y), special_flags=pre)
    part = area.clip(g.at)
    if part.w > 0 and part.h > 0:
        out.blit(_panel_part(g, part, look.scale).premul_alpha(), (part.x - area.x, part.y - area.y),
                 special_flags=pre)
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


#: the tiles of the last look made (one window's size at a time)
_kept: list[Tiles] = []


def steps(look: Look) -> Iterator[None]:
    """The tiles of ``look`` made a part a step (kept: made again only for another look)."""
    if _kept and _kept[0].look == look:
        return
    _kept.clear()
    g = geometry(look)
    w, h = look.size
    shadow_top, shadow_bottom = max(0, min(h, g.shadow.y)), max(0, min(h, g.shadow.bottom))
    top = min(max(shadow_top, g.top), shadow_bottom)
    bottom = max(top, min(shadow_bottom, g.bottom))
    left, right = max(0, min(w, g.left)), max(0, min(w, g.right))
    veil = _veil(w)
    tiles: list[tuple[pygame.Rect, pygame.Surface]] = [(pygame.Rect(0, 0, w, shadow_top), veil),
                                                       (pygame.Rect(0, shadow_bottom, w, h - shadow_bottom), veil)]
    if bottom > top:  # the middle's rows alike: a band of whole rows (a blend of whole rows is one run, twice as fast)
        tiles.append((pygame.Rect(0, top, w, bottom - top), made_over(look, pygame.Rect(0, top, w, min(TILE, bottom - top)))))
        yield
    for y0, y1 in ((shadow_top, top), (bottom, shadow_bottom)):  # across the panel's top and bottom
        if y1 <= y0:
            continue
        for x0, x1, alike in ((0, left, False), (left, right, True), (right, w, False)):
            if x1 > x0:  # (between the corners the columns are alike)
                width = min(TILE_WIDE, x1 - x0) if alike else x1 - x0
                tiles.append((pygame.Rect(x0, y0, x1 - x0, y1 - y0), made_over(look, pygame.Rect(x0, y0, width, y1 - y0))))
                yield
    _kept.append(Tiles(look, [(r, pixels) for r, pixels in tiles if r.w > 0 and r.h > 0]))


def _veil(width: int) -> pygame.Surface:
    """A tile of the veil alone (as the picture has it away from the panel)."""
    out = pygame.Surface((width, TILE), pygame.SRCALPHA)  # (whole rows: one run)
    out.fill(VEIL)
    return out.premul_alpha()


def tiles_of(look: Look) -> Tiles:
    """The tiles of ``look`` (made now if not made ahead)."""
    for _ in steps(look):
        pass
    return _kept[0]


def lay(target: pygame.Surface, look: Look) -> pygame.Rect:
    """The backdrop blended over ``target`` (within its clip), as the picture of the window's size
    blitted there with ``pygame.BLEND_PREMULTIPLIED``: the pixels it covers."""
    pre = pygame.BLEND_PREMULTIPLIED
    for region, pixels in tiles_of(look).tiles:
        tw, th = pixels.get_size()
        for y in range(region.y, region.bottom, th):
            for x in range(region.x, region.right, tw):
                target.blit(pixels, (x, y), pygame.Rect(0, 0, min(tw, region.right - x), min(th, region.bottom - y)),
                            special_flags=pre)
    return target.get_clip().clip(pygame.Rect((0, 0), look.size))
