"""The felt's lights: a lit centre and a dark edge, worked out once on a 64×36 grid that
felts of every size scale up (``gfx.felt_background``, ``gfx.vignette``).

The glow and the edge of a felt are one layer (issue 17: a felt scales and blits one
full-size layer instead of two, ~10 ms less at 1920×1080); the pixels are packed as bytes
rather than set one by one (a few ms less at the first frame).
"""

from __future__ import annotations

import pygame

_LIGHTS: dict[tuple[str, int, int], pygame.Surface] = {}
#: the glow's colour (a warm white) and the grid every light is worked out on
GLOW_COLOUR = (255, 255, 230)
GRID = (64, 36)


def clear() -> None:
    """Forget the surfaces (they belong to one pygame session)."""
    _LIGHTS.clear()


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


def radial(kind: str, strength: int) -> pygame.Surface:
    """The light ("glow", warm white) or shade ("edge", black) alone, on the 64×36 grid."""
    return felt_light(strength, 0) if kind == "glow" else felt_light(0, strength)


def felt_light(glow: int, edge: int) -> pygame.Surface:
    """The glow (alpha up to ``glow``) under the dark edge (up to ``edge``) as one layer.

    Exact: the edge (black, alpha e) over the glow (colour g, alpha a) is the colour
    g·a·(1-e)/A at alpha A = e + a·(1-e); over the felt that gives what the two blits gave.
    """
    key = ("light", glow, edge)
    small = _LIGHTS.get(key)
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
    small = pygame.image.frombytes(bytes(pixels), GRID, "BGRA")
    _LIGHTS[key] = small
    return small
