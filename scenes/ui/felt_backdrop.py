"""The felt under a screen: the cloth's texture tiled over the whole size, under its lights (a
lit centre and a dark edge), made once at the pixels it covers.

The lights are worked out once on a 64×36 grid that felts of every size scale up; the glow and
the edge are one layer (issue 17: a felt scales and blits one full-size layer instead of two,
~10 ms less at 1920×1080), packed as bytes rather than set one by one. A felt up to the
design's size is kept in gfx's surface cache (cleared with gfx's caches); a larger one (33 MB
at 3840×2160) is made for its caller and not kept.
"""

from __future__ import annotations

import pygame

from scenes.ui import gfx, resources
from scenes.ui.resources import missing

#: the glow's colour (a warm white) and the grid every light is worked out on
GLOW_COLOUR = (255, 255, 230)
GRID = (64, 36)


def felt_background(size: tuple[int, int], felt: str = "green", spotlight: bool = True,
                    into: pygame.Surface | None = None) -> pygame.Surface:
    """The whole felt: texture tiled over the colour, a lit centre and dark edges (cached; made
    ``into`` a surface of ``size`` when given, e.g. a 4K layer: not a 33 MB felt and its copy)."""
    key = ("felt", size, felt, spotlight)
    surf = gfx._surf_cache.get(key)
    if surf is not None:
        if into is not None:
            into.blit(surf, (0, 0))
            return into
        return surf
    w, h = size
    out = pygame.Surface((w, h)) if into is None else into
    colour = gfx.FELT_COLOURS.get(felt, gfx.FELT_COLOURS["green"])
    try:
        tile = _felt_tile(felt, colour)
    except Exception as exc:
        missing(f"felt:{felt}", exc)
        out.fill(colour)  # no texture: the plain colour (otherwise the opaque tiles lay every pixel)
    else:
        for y in range(0, h, tile.get_height()):
            for x in range(0, w, tile.get_width()):
                out.blit(tile, (x, y))
    out.blit(pygame.transform.smoothscale(felt_light(34 if spotlight else 0, 150), (w, h)), (0, 0))
    if w * h > gfx.LOGICAL_SIZE[0] * gfx.LOGICAL_SIZE[1] or into is not None:
        return out  # larger than the design (33 MB at 4K) or the caller's: not kept (no copy needed)
    return gfx._surf_cache.put(key, out)


def _felt_tile(felt: str, colour: tuple[int, int, int]) -> pygame.Surface:
    """The felt's texture tile laid on its colour once (opaque, cached): the same pixels as
    laying it over the filled felt, copied rather than blended (a 4K felt: 30 ms less)."""
    key = ("felt tile", felt, colour)
    made = gfx._surf_cache.get(key)
    if made is None:
        texture = resources.felt_tile(felt)
        made = pygame.Surface(texture.get_size())
        made.fill(colour)
        made.blit(texture, (0, 0))
        made = gfx._surf_cache.put(key, made)
    return made


def radial_alpha(kind: str, strength: int, x: int, y: int) -> int:
    """The alpha at grid cell (x, y): "glow" a lit centre, "edge" a dark rim."""
    dx = (x - 31.5) / 32
    if kind == "glow":
        dy = (y - 14) / 22
        d = min(1.0, (dx * dx + dy * dy) ** 0.5)
        return int(strength * (1 - d) ** 2)
    dy = (y - 17.5) / 18
    d = min(1.0, (dx * dx + dy * dy) ** 0.5)
    return min(255, int(strength * max(0.0, d - 0.45) / 0.55))


def felt_light(glow: int, edge: int) -> pygame.Surface:
    """The glow (alpha up to ``glow``) under the dark edge (up to ``edge``) as one layer, on the
    64×36 grid (cached with gfx's surfaces).

    Exact: the edge (black, alpha e) over the glow (colour g, alpha a) is the colour
    g·a·(1-e)/A at alpha A = e + a·(1-e); over the felt that gives what the two blits gave.
    """
    key = ("felt light", glow, edge)
    small = gfx._surf_cache.get(key)
    if small is not None:
        return small
    pixels = bytearray()
    for y in range(GRID[1]):
        for x in range(GRID[0]):
            a = radial_alpha("glow", glow, x, y) / 255 if glow else 0.0
            e = radial_alpha("edge", edge, x, y) / 255 if edge else 0.0
            alpha = e + a * (1 - e)
            k = a * (1 - e) / alpha if alpha > 0 else 0.0
            r, g, b = (round(c * k) for c in GLOW_COLOUR)
            pixels += bytes((b, g, r, round(255 * alpha)))
    # BGRA: the layout of a plain SRCALPHA surface, so scaling and blitting it stay on the
    # fast path (an RGBA surface blitted onto the felt took ~6x as long)
    return gfx._surf_cache.put(key, pygame.image.frombytes(bytes(pixels), GRID, "BGRA"))
