"""The felt under a screen: the cloth's texture tiled over the whole size, under its lights (a
lit centre and a dark edge), made once at the pixels it covers.

The lights are worked out once on a 64×36 grid that felts of every size scale up; the glow and
the edge are one layer (issue 17: a felt scales and blits one full-size layer instead of two,
~10 ms less at 1920×1080), packed as bytes rather than set one by one. A felt up to the
design's size is kept in gfx's surface cache (cleared with gfx's caches); a larger one (33 MB
at 3840×2160) is made for its caller and not kept.
"""

from __future__ import annotations

import math
from collections.abc import Generator, Iterator

import pygame

from scenes.ui import gfx, resources
from scenes.ui.resources import missing
from scenes.ui.steps import run_all

#: the glow's colour (a warm white) and the grid every light is worked out on
GLOW_COLOUR = (255, 255, 230)
GRID = (64, 36)


def kept(size: tuple[int, int]) -> bool:
    """Whether a felt of ``size`` is cached and shared (a lobby tile's cloth): one of a screen's
    size is made for its caller alone, who draws on it (issue 27: the cache held a window-sized
    felt, 8 MB at 1920x1080, beside each table's own copy of it)."""
    return size[0] * size[1] * 4 <= gfx.LOGICAL_SIZE[0] * gfx.LOGICAL_SIZE[1]


def felt_background(size: tuple[int, int], felt: str = "green", spotlight: bool = True,
                    into: pygame.Surface | None = None) -> pygame.Surface:
    """The whole felt: texture tiled over the colour, a lit centre and dark edges (cached when
    ``kept``; made ``into`` a surface of ``size`` when given, e.g. a 4K layer: not a 33 MB felt
    and its copy)."""
    return run_all(felt_steps(size, felt, spotlight, into))


def felt_steps(size: tuple[int, int], felt: str = "green", spotlight: bool = True,
               into: pygame.Surface | None = None) -> Generator[None, None, pygame.Surface]:
    """``felt_background`` a part at a time (a row of tiles, a band of the light), returning it:
    made ahead while a transition waits (``scenes.table.layout.felt_ahead``)."""
    key = ("felt", size, felt, spotlight)
    surf = gfx.surface_cache.get(key)
    if surf is not None:
        if into is not None:
            into.blit(surf, (0, 0))
            return into
        return surf
    w, h = size
    out = pygame.Surface((w, h)) if into is None else into
    yield  # (a 4K felt's 33 MB, cleared page by page: a part of its own)
    colour = gfx.FELT_COLOURS.get(felt, gfx.FELT_COLOURS["green"])
    try:
        tile = _felt_tile(felt, colour)
    except Exception as exc:
        missing(f"felt:{felt}", exc)
        out.fill(colour)  # no texture: the plain colour (otherwise the opaque tiles lay every pixel)
    else:
        for y in range(0, h, tile.get_height()):
            yield
            for x in range(0, w, tile.get_width()):
                out.blit(tile, (x, y))
    yield from _lay_light(out, felt_light(34 if spotlight else 0, 150))
    if not kept(size) or into is not None:
        return out  # a screen's (8 MB at 1080p, 33 MB at 4K) or the caller's: not kept (no copy needed)
    return gfx.surface_cache.put(key, out)


def _felt_tile(felt: str, colour: tuple[int, int, int]) -> pygame.Surface:
    """The felt's texture tile laid on its colour once (opaque, cached): the same pixels as
    laying it over the filled felt, copied rather than blended (a 4K felt: 30 ms less)."""
    key = ("felt tile", felt, colour)
    made = gfx.surface_cache.get(key)
    if made is None:
        texture = resources.felt_tile(felt)
        made = pygame.Surface(texture.get_size())
        made.fill(colour)
        made.blit(texture, (0, 0))
        made = gfx.surface_cache.put(key, made)
    return made


def _lay_light(out: pygame.Surface, light: pygame.Surface) -> Iterator[None]:
    """``light`` smoothscaled over the whole of ``out``, in bands of rows made one after another
    in one band-sized surface: a 4K felt holds 6.6 MB for its light, not 33 MB fresh from the
    system (~20 ms of the start at 3840×2160). The same pixels as one scale: a band of
    ``h / n`` rows from ``35 / n + 1`` of the grid's (n dividing both 35 and ``h``) maps every row
    to the grid's rows and weights as the whole does (a test compares them)."""
    w, h = out.get_size()
    steps = GRID[1] - 1
    bands = math.gcd(steps, h)
    band_h, band_steps = h // bands, steps // bands
    band = pygame.Surface((w, band_h), pygame.SRCALPHA)
    for i in range(bands):
        yield
        pygame.transform.smoothscale(light.subsurface((0, i * band_steps, GRID[0], band_steps + 1)), (w, band_h), band)
        out.blit(band, (0, i * band_h))


def felt_light(glow: int, edge: int) -> pygame.Surface:
    """The glow (alpha up to ``glow``) under the dark edge (up to ``edge``) as one layer, on the
    64×36 grid (cached with gfx's surfaces).

    Exact: the edge (black, alpha e) over the glow (colour g, alpha a) is the colour
    g·a·(1-e)/A at alpha A = e + a·(1-e); over the felt that gives what the two blits gave.
    """
    key = ("felt light", glow, edge)
    small = gfx.surface_cache.get(key)
    if small is not None:
        return small
    # radial_alpha's sums, a column's and a row's part worked out once (the same floats)
    dx2 = [dx * dx for dx in ((x - 31.5) / 32 for x in range(GRID[0]))]
    pixel: dict[tuple[int, int], bytes] = {}  # a cell's bytes follow from its two alphas alone
    pixels = bytearray()
    for y in range(GRID[1]):
        glow_dy, edge_dy = (y - 14) / 22, (y - 17.5) / 18
        glow_dy2, edge_dy2 = glow_dy * glow_dy, edge_dy * edge_dy
        for x in range(GRID[0]):
            a_int = int(glow * (1 - min(1.0, (dx2[x] + glow_dy2) ** 0.5)) ** 2) if glow else 0
            e_int = min(255, int(edge * max(0.0, min(1.0, (dx2[x] + edge_dy2) ** 0.5) - 0.45) / 0.55)) if edge else 0
            made = pixel.get((a_int, e_int))
            if made is None:
                made = pixel[a_int, e_int] = _light_pixel(a_int / 255, e_int / 255)
            pixels += made
    # BGRA: the layout of a plain SRCALPHA surface, so scaling and blitting it stay on the
    # fast path (an RGBA surface blitted onto the felt took ~6x as long)
    return gfx.surface_cache.put(key, pygame.image.frombytes(bytes(pixels), GRID, "BGRA"))


def _light_pixel(a: float, e: float) -> bytes:
    """The BGRA bytes of the edge (alpha ``e``) over the glow (alpha ``a``)."""
    alpha = e + a * (1 - e)
    k = a * (1 - e) / alpha if alpha > 0 else 0.0
    r, g, b = (round(c * k) for c in GLOW_COLOUR)
    return bytes((b, g, r, round(255 * alpha)))
