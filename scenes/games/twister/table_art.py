"""The Twister table as a poker client shows it: an oval (stadium) of felt inside a padded
leather rail, a thin brass trim between the two, a faint betting line printed on the felt, the
table's soft shadow on the room, and the room round it (a warm dark carpet under the pool of
light the table stands in).

Made at the pixels it is shown (issue 27), procedurally: every length is in table units
(``layout.UNIT_W`` x ``UNIT_H``) times the table's own px per unit, so a 4K rail is twice a
1080p one. The expensive parts are made once per size and kept (``forget`` lets them go):

- the rail's round ends (numpy: each pixel's distance from the table's spine and which way its
  edge faces, looked up in a table of colours worked out once per size: the cushion lit from
  above, the trim, the shadows and the betting line, their edges antialiased), the right end
  the left one mirrored;
- the rail's straight sides: one column of the same colours, widened;
- the room's carpet tile and its light (a small grid smoothscaled in bands of rows that map the
  grid's rows as a single scale would).

``lay_table`` lays it all into a surface within its clip only (a band of a kept layer made
ahead lays only its rows: the same pixels as laying it whole)."""

from __future__ import annotations

import math
from collections.abc import Generator, Iterator
from dataclasses import dataclass

import numpy as np
import pygame

# (numpy.random loaded with the table's art, not in a prize wheel's frame: 8-20 ms)
from numpy.random import default_rng

from scenes.games.twister.layout import UNIT_W
from scenes.table import felt_art
from scenes.ui import felt_backdrop
from scenes.ui.lru import LRU
from scenes.ui.steps import run_all


@dataclass(frozen=True)
class Shape:
    """The table in table units: its spine (the straight line the oval is drawn round) from
    ``left`` to ``right`` at height ``middle``, and radii from it."""

    left: float
    right: float
    middle: float
    felt: float  # the felt's edge (the trim starts here)
    trim: float  # the brass trim's width
    rail: float  # the rail's outer edge
    line: float  # the printed betting line's middle
    line_w: float  # its width
    lip: float  # the rail's shadow on the felt, this far in
    drop: float  # the table's shadow on the room: this far down
    blur: float  # and this soft


#: The large table: the felt from 80 to 1520 across and 142 to 694 down; the opponents' action
#: tags sit on the top rail, their plates on its round ends, the player's plate on its bottom,
#: every card on the felt.
LARGE = Shape(left=356, right=UNIT_W - 356, middle=418, felt=276, trim=5, rail=322, line=222, line_w=2.5,
              lip=26, drop=16, blur=30)
#: A grid tile's: a little lower and slimmer, its level lines and header above the rail.
TILE = Shape(left=390, right=UNIT_W - 390, middle=428, felt=272, trim=6, rail=310, line=222, line_w=3.5,
             lip=24, drop=14, blur=24)

#: Colours: the room's carpet lit and in the dark, the leather, the brass, the printed line.
CARPET_LIT = np.array((74, 36, 32), dtype=np.float32)
CARPET_DARK = np.array((13, 8, 8), dtype=np.float32)
LEATHER = np.array((40, 25, 19), dtype=np.float32)
SHEEN = np.array((1.0, 0.82, 0.68), dtype=np.float32)  # the leather's highlight, warm
BRASS = np.array((206, 164, 86), dtype=np.float32)
BRASS_DARK = np.array((96, 68, 30), dtype=np.float32)
LINE = np.array((236, 222, 170), dtype=np.float32)
LINE_ALPHA = 0.22
LIP_ALPHA = 0.55  # the rail's shadow on the felt at its edge
DROP_ALPHA = 0.62  # the table's shadow on the room under it

#: The directions an edge may face, looked up as this many steps from up (-1) to down (+1).
FACING = 64
#: Steps of the colours' table per physical pixel of distance (the edges antialiased over one px).
STEPS = 4
#: The room's light grid: columns (64 steps: 8 blocks of columns across any common width) and rows
#: (40 steps: a band of rows per step at any common height).
LIGHT_GRID = (65, 41)
#: Blocks of columns a band of the room's light is made in (only those a part of the room meets).
LIGHT_BLOCKS = 8
#: The carpet's pattern repeats this far apart (table units).
CARPET = 56

#: the colours' tables, carpet tiles and room lights by size (small)
_made: LRU[object] = LRU(24, budget_bytes=16 * 1024 * 1024)
#: the rails' pieces by size (a 4K table's some 16 MB): the large table's and the tiles'
_rails: LRU[Rail] = LRU(4)
#: the rail of controls along a window's foot, by the window's size and its top (a 4K one 5 MB)
_control_rails: LRU[tuple[pygame.Surface, int]] = LRU(2)


def forget() -> None:
    """Let the parts made go (made again at the next lay)."""
    _made.clear()
    _rails.clear()
    _control_rails.clear()


def shape_of(large: bool) -> Shape:
    return LARGE if large else TILE


@dataclass(frozen=True)
class Placed:
    """A shape laid on a table rect of physical px: its spine and radii in px."""

    left: float
    right: float
    middle: float
    k: float  # px per table unit

    @classmethod
    def on(cls, shape: Shape, table: pygame.Rect) -> Placed:
        k = table.w / UNIT_W
        return cls(table.x + shape.left * k, table.x + shape.right * k, table.y + shape.middle * k, k)


def rail_px(large: bool, table: pygame.Rect) -> float:
    """How thick the rail (its trim with it) is on a table ``table`` px wide: the test of the
    art made at the size shown."""
    s = shape_of(large)
    return (s.rail - s.felt) * table.w / UNIT_W


def felt_box(shape: Shape, at: Placed) -> pygame.Rect:
    """The felt's bounding box in px (a pixel more each way: under the trim's soft edge)."""
    r = shape.felt * at.k
    x0, y0 = math.floor(at.left - r) - 1, math.floor(at.middle - r) - 1
    return pygame.Rect(x0, y0, math.ceil(at.right + r) + 1 - x0, math.ceil(at.middle + r) + 1 - y0)


def _reach(shape: Shape) -> float:
    """How far from the spine the art reaches (table units): the room's shadow's soft end."""
    return shape.rail + shape.drop + shape.blur


# --- the colours, by distance from the spine and the way the edge faces -----------------------
def _colours(shape: Shape, k: float) -> tuple[np.ndarray, float]:
    """The BGRA colour (as uint32) of a pixel at each distance from the spine (``STEPS`` a px,
    from the returned start in px) and each way its edge faces (``FACING`` steps from up to
    down): from the felt inwards to the room's shadow outwards, edges averaged over a pixel."""
    return run_all(_colours_steps(shape, k))


#: The colours' table is worked out this many distances at a time (``_colours_steps``: at 4K a
#: large table's 1,450 distances took 18 ms in one go).
COLOUR_ROWS = 320


def _colours_steps(shape: Shape, k: float) -> Generator[None, None, tuple[np.ndarray, float]]:
    """``_colours`` a part at a time: its distances ``COLOUR_ROWS`` a part (each worked out alone:
    the same values), then averaged and packed; returns the table and its start."""
    start = max(0.0, (shape.line - shape.line_w - 2) * k - 2)
    end = _reach(shape) * k + 2
    d = (start + (np.arange(int((end - start) * STEPS) + STEPS, dtype=np.float32) + 0.5) / STEPS) / k
    parts = []
    for i in range(0, len(d), COLOUR_ROWS):
        parts.append(_colours_at(shape, d[i:i + COLOUR_ROWS]))
        yield
    # a pixel's colour is its area's: averaged over one px of distance (soft, exact edges)
    a = _smoothed(np.concatenate([part[0] for part in parts]))
    out = np.empty((*a.shape, 4), dtype=np.uint8)
    safe = 1.0 / np.maximum(a, 1e-6)
    yield
    for c, channel in zip((0, 1, 2), (2, 1, 0), strict=True):  # BGRA: the plain SRCALPHA layout
        out[..., c] = np.clip(_smoothed(np.concatenate([part[1][channel] for part in parts])) * safe + 0.5, 0, 255)
        yield
    out[..., 3] = np.clip(a * 255 + 0.5, 0, 255)
    return out.view(np.uint32)[..., 0].reshape(-1), start


def _colours_at(shape: Shape, d: np.ndarray) -> tuple[np.ndarray, list[np.ndarray]]:
    """At distances ``d`` (table units) from the spine, by the way the edge faces: the cover
    (premultiplied alpha) and the red, green and blue over it, not yet averaged over a pixel."""
    ny = np.linspace(-1.0, 1.0, FACING, dtype=np.float32)[None, :]  # outwards: -1 up, +1 down the screen
    # along the distance alone (1-D): the cushion's slope, its seams, the trim, the felt's line and lip
    uc = np.clip((d - shape.felt - shape.trim) / (shape.rail - shape.felt - shape.trim), 0.0, 1.0)
    slope = (1.3 * np.cos(np.pi * uc) * (1.0 - 0.35 * uc))[:, None]  # a padded roll, rising from the felt
    rim = np.clip(np.minimum(uc, 1.0 - uc) * 9.0, 0.0, 1.0) ** 0.5  # darker in the seams at both edges
    crest = 34.0 * np.exp(-((uc - 0.45) / 0.14) ** 2) * rim  # the soft sheen along the cushion's top
    shine = np.abs(np.sin(np.pi * np.clip((d - shape.felt) / shape.trim, 0.0, 1.0))) ** 1.5
    is_brass = (d < shape.felt + shape.trim)[:, None]
    solid = ((d >= shape.felt) & (d < shape.rail)).astype(np.float32)[:, None]  # the rail (and trim) covers
    line = LINE_ALPHA * np.clip(1.0 - np.abs(d - shape.line) / (shape.line_w / 2), 0, 1) ** 0.7 * (d < shape.felt)
    lip = LIP_ALPHA * np.clip(1.0 - (shape.felt - d) / shape.lip, 0, 1) ** 2 * (d < shape.felt)
    # by the way the edge faces too (2-D): lit from above the screen, the shadow dropping down it
    diffuse = np.clip((0.75 * slope * ny + 1.0) / (np.sqrt(1.0 + slope * slope) * 1.25), 0.0, 1.0)
    lit = 0.35 + 1.05 * diffuse * (0.55 + 0.45 * rim)[:, None]
    low = d[:, None] - shape.drop * ny - shape.rail
    drop = DROP_ALPHA * np.clip(1.0 - low / shape.blur, 0, 1) ** 2 * (d >= shape.rail - 1)[:, None]
    # premultiplied, bottom to top: the shadows, the line, the rail
    under = line[:, None] + (drop + lip[:, None] * (1 - drop)) * (1 - line[:, None])
    a = solid + under * (1 - solid)
    channels = []
    for c in range(3):
        brass = BRASS_DARK[c] + (BRASS[c] - BRASS_DARK[c]) * shine
        leather = LEATHER[c] * lit + SHEEN[c] * crest[:, None]
        rail = np.where(is_brass, brass[:, None], leather)
        channels.append(rail * solid + (LINE[c] * line)[:, None] * (1 - solid))
    return a, channels


def _smoothed(values: np.ndarray) -> np.ndarray:
    """``values`` averaged along their first axis over ``STEPS`` (one px; the ends held)."""
    out = values.copy()
    for i in range(1, STEPS):
        out[:-i] += values[i:]
        out[-i:] += values[-1:]
    return out / STEPS


def _looked_up(colours: np.ndarray, start: float, d: np.ndarray, dy: np.ndarray) -> np.ndarray:
    """The colours of pixels at distance ``d`` (px) from the spine, ``dy`` below it."""
    steps = len(colours) // FACING
    index = ((d - start) * STEPS).astype(np.int32)
    np.clip(index, 0, steps - 1, out=index)
    index *= FACING
    index += (dy * ((FACING - 1) / 2) / d + FACING / 2).astype(np.int32)
    return colours[index]


# --- the parts, made once per size -----------------------------------------------------------
#: A piece of the rail: its pixels, where they go (px) and the part of them laid (None: all).
Piece = tuple[pygame.Surface, tuple[int, int], pygame.Rect | None]


class Rail:
    """The rail's pieces at one size: its straight sides (one column each, widened), made at
    once, and its round ends in strips of rows, each made when first laid (a band of a layer
    made ahead makes only the strips it meets). A strip above the spine is made with the one
    mirroring it below when the spine lies on a row's edge (a large table's at 1080p and 4K):
    each pixel's distance and facing worked out once for the two; the right end is the left
    one mirrored."""

    STRIP = 128  # rows of a strip

    def __init__(self, shape: Shape, at: Placed) -> None:
        self.shape, self.at = shape, at
        self.colours, self.start = _colours_of(shape, at.k)
        self.reach = _reach(shape) * at.k + 2
        self.top, self.bottom = math.floor(at.middle - self.reach), math.ceil(at.middle + self.reach)
        self.x0, self.x1 = math.floor(at.left - self.reach), math.ceil(at.left - 0.5)  # left of the spine's end
        self.right_x = math.floor(at.right - 0.5) + 1  # the first column right of the spine's end
        self.inner = max(0.0, (shape.line - shape.line_w - 2) * at.k - 2)  # nearer the spine: nothing drawn
        middle = round(at.middle)
        self.mirrored = at.middle == middle and middle - self.top == self.bottom - middle
        if self.mirrored:  # strips outwards from the spine, above and below it
            self.strips = [(max(self.top, middle - (j + 1) * self.STRIP), middle - j * self.STRIP)
                           for j in range(math.ceil((middle - self.top) / self.STRIP))]
        else:
            self.strips = [(y, min(self.bottom, y + self.STRIP)) for y in range(self.top, self.bottom, self.STRIP)]
        self.made: dict[int, list[Piece]] = {}
        self.sides = self._sides()

    #: The straight sides are laid from a tile this many px wide (not a surface as wide as the table).
    SIDE_TILE = 64

    def _sides(self) -> list[Piece]:
        width = self.right_x - self.x1
        if width <= 0:
            return []
        gap_top, gap_bottom = math.floor(self.at.middle - self.inner), math.ceil(self.at.middle + self.inner)
        out: list[Piece] = []
        for top, bottom in ((self.top, gap_top), (gap_bottom, self.bottom)):
            tile = self._side(top, bottom, min(width, self.SIDE_TILE))
            for x in range(self.x1, self.right_x, tile.get_width()):
                w = min(tile.get_width(), self.right_x - x)
                out.append((tile, (x, top), pygame.Rect(0, 0, w, bottom - top)))
        return out

    def _side(self, top: int, bottom: int, width: int) -> pygame.Surface:
        """The straight side's rows ``top`` … ``bottom``, ``width`` px of it (all its columns alike)."""
        dy = np.arange(top, bottom, dtype=np.float32)[:, None] + 0.5 - self.at.middle
        d = np.abs(dy) + 1e-6
        steps = len(self.colours) // FACING
        index = np.clip(((d - self.start) * STEPS).astype(np.int32), 0, steps - 1) * FACING
        column = self.colours[index + (dy * ((FACING - 1) / 2) / d + FACING / 2).astype(np.int32)]
        return _surface(np.repeat(column, width, axis=1))

    def pieces(self, clip: pygame.Rect) -> list[Piece]:
        """The pieces meeting ``clip`` (px), their strips made if they were not: each with where
        it goes and the part of it laid (None: all)."""
        out = []
        w = self.x1 - self.x0
        for j, (y0, y1) in enumerate(self.strips):
            rows = [(y0, y1)]
            if self.mirrored:
                rows.append((2 * round(self.at.middle) - y1, 2 * round(self.at.middle) - y0))
            if not any(pygame.Rect(self.x0, a, w, b - a).colliderect(clip)
                       or pygame.Rect(self.right_x, a, w, b - a).colliderect(clip) for a, b in rows):
                continue
            if j not in self.made:
                self.made[j] = self._strip(y0, y1)
            out += self.made[j]
        return out + self.sides

    def _strip(self, top: int, bottom: int) -> list[Piece]:
        """The ends' rows ``top`` … ``bottom`` (and their mirror below the spine): left and right."""
        at, w, h = self.at, self.x1 - self.x0, bottom - top
        arrays = [np.zeros((h, w), dtype=np.uint32) for _ in range(4 if self.mirrored else 2)]  # left, right …
        dx2 = (at.left - (np.arange(self.x0, self.x1, dtype=np.float32) + 0.5)) ** 2 + 1e-6
        steps = len(self.colours) // FACING
        span = [w, 0]  # the columns drawn in any row: only they are laid
        for y in range(top, bottom, 32):  # bands of rows: only the columns the ring crosses
            dy = np.arange(y, min(y + 32, bottom), dtype=np.float32) + 0.5 - at.middle
            near = float(np.min(np.abs(dy))) if not (dy[0] < 0 < dy[-1]) else 0.0
            far = float(np.max(np.abs(dy)))
            hole = math.sqrt(max(0.0, self.inner * self.inner - far * far))  # clear in every row of the band
            reach_x = math.sqrt(max(0.0, self.reach * self.reach - near * near))
            c0 = max(0, math.floor(at.left - reach_x) - self.x0 - 1)
            c1 = min(w, math.ceil(at.left - hole) - self.x0 + 1)
            if c1 <= c0:
                continue
            span = [min(span[0], c0), max(span[1], c1)]
            d = dx2[None, c0:c1] + (dy * dy)[:, None]
            np.sqrt(d, out=d)
            facing = ((dy * ((FACING - 1) / 2))[:, None] / d + FACING / 2).astype(np.int32)
            d -= self.start
            d *= STEPS
            index = d.astype(np.int32)
            np.clip(index, 0, steps - 1, out=index)
            index *= FACING
            r0, n = y - top, len(dy)
            made = self.colours[index + facing]
            arrays[0][r0:r0 + n, c0:c1] = made
            arrays[1][r0:r0 + n, w - c1:w - c0] = made[:, ::-1]
            if self.mirrored:  # the rows as far below the spine: facing the other way, in turn
                index += FACING - 1
                index -= facing
                made = self.colours[index][::-1]
                arrays[2][h - r0 - n:h - r0, c0:c1] = made
                arrays[3][h - r0 - n:h - r0, w - c1:w - c0] = made[:, ::-1]
        if span[1] <= span[0]:
            return []
        below = 2 * round(at.middle) - bottom
        c0, c1 = span
        left, right = pygame.Rect(c0, 0, c1 - c0, h), pygame.Rect(w - c1, 0, c1 - c0, h)
        return [(_surface(a), (self.x0 + c0, y), left) if i % 2 == 0 else (_surface(a), (self.right_x + w - c1, y), right)
                for i, (a, y) in enumerate(zip(arrays, (top, top, below, below), strict=False))]


def _surface(pixels: np.ndarray) -> pygame.Surface:
    """A plain SRCALPHA surface over BGRA ``pixels`` (C-ordered rows of uint32; the surface
    holds them)."""
    return pygame.image.frombuffer(pixels.data, (pixels.shape[1], pixels.shape[0]), "BGRA")


def _colours_of(shape: Shape, k: float) -> tuple[np.ndarray, float]:
    key = ("colours", shape, round(k, 6))
    made = _made.get(key)
    if made is None:
        made = _made.put(key, _colours(shape, k))
    return made  # type: ignore[return-value]


def _rail(shape: Shape, at: Placed) -> Rail:
    """The rail at this size (kept: its strips made as laid)."""
    key = (shape, at)
    made = _rails.get(key)
    return made if made is not None else _rails.put(key, Rail(shape, at))


def _carpet(k: float) -> pygame.Surface:
    """The carpet's pattern: a tile of multipliers (a faint lattice of diamonds with a dot in
    each and a fine pile), laid with BLEND_RGB_MULT."""
    size = max(4, round(CARPET * k))
    key = ("carpet", size)
    made = _made.get(key)
    if made is not None:
        return made  # type: ignore[return-value]
    p = (np.arange(size, dtype=np.float32) + 0.5) / size
    x, y = p[:, None], p[None, :]
    diamond = np.abs(x - 0.5) + np.abs(y - 0.5)  # 0 at the middle … 1 at the corners
    lattice = np.clip(1.0 - np.abs(diamond - 0.5) * size / max(1.5, 0.05 * size), 0, 1)
    dot = np.clip(1.0 - diamond * size / max(1.5, 0.09 * size), 0, 1)
    pile = default_rng(27).normal(0.0, 1.0, (size, size)).astype(np.float32)
    dark = 212 + 36 * (lattice + dot) + 6 * pile
    grey = np.repeat(np.clip(dark, 0, 255).astype(np.uint8)[:, :, None], 3, axis=2)
    return _made.put(key, pygame.surfarray.make_surface(grey))  # type: ignore[return-value]


def _light(room: pygame.Rect, table: pygame.Rect) -> pygame.Surface:
    """The room's colour on ``LIGHT_GRID``: the carpet lit round the table, dark at the edges."""
    key = ("light", room.size, tuple(table.move(-room.x, -room.y)))
    made = _made.get(key)
    if made is not None:
        return made  # type: ignore[return-value]
    gw, gh = LIGHT_GRID
    xs = room.x + (np.arange(gw, dtype=np.float32) / (gw - 1)) * room.w
    ys = room.y + (np.arange(gh, dtype=np.float32) / (gh - 1)) * room.h
    dx = (xs[:, None] - table.centerx) / (table.w * 0.62)
    dy = (ys[None, :] - table.centery + table.h * 0.06) / (table.h * 0.78)
    pool = np.clip(1.0 - np.sqrt(dx * dx + dy * dy), 0, 1) ** 1.6
    ex = (xs[:, None] - room.centerx) / (room.w / 2)
    ey = (ys[None, :] - room.centery) / (room.h / 2)
    vignette = np.clip(1.25 - 0.55 * (ex * ex + ey * ey), 0, 1)
    lit = (0.22 + 0.78 * pool) * vignette
    rgb = CARPET_DARK[None, None, :] + (CARPET_LIT - CARPET_DARK)[None, None, :] * lit[..., None]
    return _made.put(key, pygame.surfarray.make_surface(np.clip(rgb + 0.5, 0, 255).astype(np.uint8)))  # type: ignore[return-value]


def _lay_room(target: pygame.Surface, room: pygame.Rect, table: pygame.Rect, k: float,
              areas: list[pygame.Rect]) -> None:
    """The room of ``room`` (px) over ``areas`` (within it and the clip): its light in bands of
    rows (each made once, where an area meets it), the carpet's pattern laid on the band (a few
    hundred kB, not the window's 33 MB), the band laid there."""
    areas = [a for a in areas if a.w > 0 and a.h > 0]
    if not areas:
        return
    light = _light(room, table)
    steps = LIGHT_GRID[1] - 1
    bands = math.gcd(steps, room.h)
    band_h, band_steps = room.h // bands, steps // bands
    across = LIGHT_BLOCKS if room.w % (LIGHT_GRID[0] - 1) == 0 else 1  # a block maps the grid as a whole band would
    block_w, block_steps = room.w // across, (LIGHT_GRID[0] - 1) // across
    band: pygame.Surface | None = None
    tile = _carpet(k)
    t = tile.get_width()
    for i in range(bands):
        rows = pygame.Rect(room.x, room.y + i * band_h, room.w, band_h)
        met = [rows.clip(a).move(-rows.x, -rows.y) for a in areas if rows.colliderect(a)]
        if not met:
            continue
        band = band or pygame.Surface((room.w, band_h), 0, light)
        for j in range(across):
            block = pygame.Rect(j * block_w, 0, block_w, band_h)
            if block.collidelist(met) >= 0:
                pygame.transform.smoothscale(
                    light.subsurface((j * block_steps, i * band_steps, block_steps + 1, band_steps + 1)),
                    block.size, band.subsurface(block))
        first = -(i * band_h % t)  # the carpet's rows as laid from the room's top
        for part in met:
            band.set_clip(part)
            for y in range(first, band_h, t):
                for x in range(part.x // t * t, part.right, t):
                    band.blit(tile, (x, y), special_flags=pygame.BLEND_RGB_MULT)
            target.blit(band, part.move(rows.x, rows.y), part)
        band.set_clip(None)


def _room_areas(room: pygame.Rect, clip: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """The parts of ``room`` within ``clip`` round ``hole`` (what the table's middle covers)."""
    area = room.clip(clip)
    if area.w <= 0 or area.h <= 0:
        return []
    inner = area.clip(hole)
    if inner.w <= 0 or inner.h <= 0:
        return [area]
    return [pygame.Rect(area.x, area.y, area.w, inner.y - area.y),
            pygame.Rect(area.x, inner.bottom, area.w, area.bottom - inner.bottom),
            pygame.Rect(area.x, inner.y, inner.x - area.x, inner.h),
            pygame.Rect(inner.right, inner.y, area.right - inner.right, inner.h)]


def lay_table(target: pygame.Surface, room: pygame.Rect, table: pygame.Rect, felt: str, *, large: bool) -> None:
    """The room over ``room`` and the table (its felt, rail, shadows, betting line) on ``table``
    (both px of ``target``, the table's rect in ``layout`` units), within ``target``'s clip."""
    clip = target.get_clip()
    if clip.w <= 0 or clip.h <= 0:  # drawn on no pixel: its parts made at this size (a band made ahead)
        shape, at = shape_of(large), Placed.on(shape_of(large), table)
        _rail(shape, at)
        _carpet(at.k)
        _light(room, table)
        return
    shape = shape_of(large)
    at = Placed.on(shape, table)
    box = felt_box(shape, at)
    x1, right_x = math.ceil(at.left - 0.5), math.floor(at.right - 0.5) + 1
    cover = shape.rail * at.k - 1  # the felt and rail cover the room between the spine's ends
    hole = pygame.Rect(x1, math.ceil(at.middle - cover), right_x - x1, 0)
    hole.h = math.floor(at.middle + cover) - hole.y
    _lay_room(target, room, table, at.k, _room_areas(room, clip, hole))
    # the felt's ends past the spine lie over the room's corners: the room kept there, laid back
    ends = [pygame.Rect(box.x, box.y, math.ceil(at.left) - box.x, box.h),
            pygame.Rect(math.floor(at.right), box.y, box.right - math.floor(at.right), box.h)]
    kept = []
    for end, cx in zip(ends, (at.left, at.right), strict=True):
        end = end.clip(clip)
        if end.w > 0 and end.h > 0:
            piece = target.subsurface(end).copy()
            piece.set_colorkey(HOLE)
            pygame.draw.circle(piece, HOLE, (round(cx) - end.x, round(at.middle) - end.y), round(shape.felt * at.k))
            kept.append((piece, end.topleft))
    felt_at = box.clip(target.get_rect())
    if felt_at.colliderect(clip):
        part = target.subsurface(felt_at)
        part.set_clip(clip.clip(felt_at).move(-felt_at.x, -felt_at.y))
        felt_backdrop.felt_background(felt_at.size, felt, large, into=part)
    for piece, where in kept:
        target.blit(piece, where)
    for piece, where, area in _rail(shape, at).pieces(clip):
        target.blit(piece, where, area)


#: A colour no room pixel has: the felt's disc cut out of a kept corner of the room.
HOLE = (255, 0, 255)



def lay_control_rail(target: pygame.Surface, top: int) -> None:
    """The padded rail the large table's controls lie on, from ``top`` (designed px) to the foot
    of ``target`` (a window's pixels), the house tables' (``felt_art.rail``: leather, trim,
    stitched seam), within ``target``'s clip. Made once per size (22-34 ms at 3840x2160; a part a
    step ahead: ``control_rail_steps``), with the rows its trim reaches above ``top``, where it is
    clear: a band of a kept layer made ahead lays only its rows."""
    for _ in control_rail_steps(target, top):
        pass
    made = _control_rails.get(_control_key(target, top))
    assert made is not None
    clip = target.get_clip()
    if clip.w > 0 and clip.h > 0:
        target.blit(made[0], (0, made[1]))


def _control_key(target: pygame.Surface, top: int) -> tuple[int, int, int]:
    w, h = target.get_size()
    return w, h, top


def control_rail_steps(target: pygame.Surface, top: int) -> Iterator[None]:
    """The rail ``lay_control_rail`` lays on ``target`` made (not laid) a part a step: its leather
    ``felt_art.RAIL_COLUMNS`` columns a step (``felt_art.rail_steps``: the same pixels), then its
    trim and seam; nothing when made."""
    key = _control_key(target, top)
    if _control_rails.get(key) is not None:
        return
    w, h, _ = key
    k = felt_art.k_of(target)
    above = math.ceil(4 * k)  # the trim's line, centred on the rail's top, reaches this far up
    rail = pygame.Surface((w, h - round(top * k) + above), pygame.SRCALPHA)
    yield  # (a 4K rail's 5 MB, cleared page by page: a part of its own)
    rail.fill((0, 0, 0, 0))
    yield from felt_art.rail_steps(rail, above / k)
    _control_rails.put(key, (rail, round(top * k) - above))


def made_steps(room: pygame.Rect, table: pygame.Rect, *, large: bool) -> Iterator[None]:
    """What ``lay_table`` lays on ``room`` and ``table`` (px) made, not laid, a part a step (each
    a few ms at 3840x2160, 57 ms in one go): the colours' table (``_colours_steps``), the rail's
    sides, each strip of its ends, the carpet and the room's light. Laid after, each part is
    found made: the same pixels as made at once."""
    shape = shape_of(large)
    at = Placed.on(shape, table)
    key = ("colours", shape, round(at.k, 6))
    if _made.get(key) is None:
        colours = yield from _colours_steps(shape, at.k)
        _made.put(key, colours)
        yield
    rail = _rail(shape, at)
    yield
    for j, (y0, y1) in enumerate(rail.strips):
        if j not in rail.made:
            rail.made[j] = rail._strip(y0, y1)
            yield
    _carpet(at.k)
    _light(room, table)
    yield
