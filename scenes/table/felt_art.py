"""The printed felt: what a real table's cloth shows before a card is dealt.

Drawn by the app at whatever size the felt is made (every length is in designed 1920x1080 px,
times the surface's own width / 1920), so the renderer can ask for it at the window's physical
pixels: the cloth's weave (numpy noise at native resolution), the game's name on an arc, rule
prints on arcs, bet boxes printed under the spots, card places, the padded rail along the
player's edge with its chip tray, and the soft shadow under the shoe. The printed words are
art on the cloth (drawn with the project's font, turned letter by letter), not screen texts:
they keep their designed size whatever the UI scale, as a printed felt does.

A game's table says where its prints go (``TableScene.decorate_felt``); this module only draws.
"""

from __future__ import annotations

import math
from collections.abc import Generator, Iterable, Iterator

import numpy as np
import pygame

from scenes.ui import gfx, resources
from scenes.ui.canvas import Canvas
from scenes.ui.text_size import designed_text

DESIGNED_W = 1920
#: The ink of the felt's prints: an old gold, a little transparent so the weave shows through.
PRINT = (214, 178, 74)
PRINT_ALPHA = 215
#: Side bets' boxes are printed in a second colour, as the real layouts do.
SIDE_PRINT = (226, 120, 96)


def pixels(surface: pygame.Surface | Canvas) -> pygame.Surface:
    """The pixels to print on: a Canvas's own (the window's), or the surface itself."""
    return surface.target if isinstance(surface, Canvas) else surface


def k_of(surface: pygame.Surface) -> float:
    """Designed px to this surface's px."""
    return surface.get_width() / DESIGNED_W


#: The weave's tile (px): its fibres repeat this far apart, too far for an eye to see it.
TILE = 256
#: A machine's marquee (designed px): its height, and how low what stands in it may reach
#: and stay clear of its row of lamps.
MARQUEE, MARQUEE_CLEAR = 90, 76


def _signed(delta: np.ndarray) -> tuple[pygame.Surface, pygame.Surface]:
    """A signed grey change as two surfaces: what to add and what to take away."""
    up = np.repeat(delta.clip(0, 255).astype(np.uint8)[:, :, None], 3, axis=2)
    down = np.repeat((-delta).clip(0, 255).astype(np.uint8)[:, :, None], 3, axis=2)
    return pygame.surfarray.make_surface(up), pygame.surfarray.make_surface(down)


def weave(surface: pygame.Surface, seed: int = 7, strength: float = 9.0) -> None:
    """The cloth's texture at the surface's own resolution, added to what is there: fine fibres
    (noise and a crosshatch on a tileable 256 px tile, so one pixel of the window is one fibre
    whatever the size) and a faint mottling over the whole cloth. Deterministic."""
    for _ in weave_steps(surface, seed, strength):
        pass


def weave_steps(surface: pygame.Surface, seed: int = 7, strength: float = 9.0) -> Generator[None, None, pygame.Surface]:
    """``weave`` a part at a time (a row of tiles, then the mottling's light and shade): made
    ahead while a transition waits, each part a few ms of a 4K felt. Returns the surface of the
    surface's size the mottling was spread on, let go (a table's layer may take it: 33 MB at 4K)."""
    w, h = surface.get_size()
    rng = np.random.default_rng(seed)
    xs = np.arange(TILE, dtype=np.float32)[:, None] * (2 * math.pi / TILE)
    ys = np.arange(TILE, dtype=np.float32)[None, :] * (2 * math.pi / TILE)
    cross = (np.sin(xs * 86 + ys * 37) + np.sin(ys * 94 - xs * 29)) * 0.35
    fine = rng.normal(0.0, 1.0, (TILE, TILE)).astype(np.float32) * 0.55
    up, down = _signed((fine + cross) * strength)
    for y in range(0, h, TILE):
        yield
        for x in range(0, w, TILE):
            surface.blit(up, (x, y), special_flags=pygame.BLEND_RGB_ADD)
            surface.blit(down, (x, y), special_flags=pygame.BLEND_RGB_SUB)
    coarse = rng.normal(0.0, 1.0, (w // 48 + 2, h // 48 + 2)).astype(np.float32) * 0.35 * strength
    yield
    spread = pygame.Surface((w, h))  # one window-sized surface for both scales (not two fresh)
    for part, flag in zip(_signed(coarse), (pygame.BLEND_RGB_ADD, pygame.BLEND_RGB_SUB)):
        yield
        pygame.transform.smoothscale(part, (w, h), spread)
        for y in range(0, h, TILE * 2):  # laid a band of rows a part
            yield
            surface.blit(spread, (0, y), (0, y, w, TILE * 2), special_flags=flag)
    return spread


def _glyphs(text: str, size: int, colour: tuple[int, int, int], weight: str) -> list[pygame.Surface]:
    try:  # printed art: its own pixel size, not the screen's text scale or floor
        f = resources.font(size, weight)
    except Exception:  # no font file: the screen's font (never an error for art)
        with designed_text():
            f = gfx.font(size, weight)
    return [f.render(ch, True, colour) for ch in text]


def _print_width(text: str, px: int, weight: str, spacing: float) -> float:
    """How wide ``text`` prints at ``px`` (its glyphs and the spacing between them)."""
    glyphs = _glyphs(text, px, PRINT, weight)
    return sum(g.get_width() for g in glyphs) + px * spacing * (len(glyphs) - 1)


def fitted_px(text: str, width: float, size: int, k: float = 1.0, weight: str = "black",
              spacing: float = 0.08) -> int:
    """The pixel size ``text`` prints at on an arc ``width`` designed px wide: ``size`` at ``k``
    physical px per designed px, smaller until it fits (8 at least)."""
    px = max(8, round(size * k))
    while px > 8 and _print_width(text, px, weight, spacing) > width * k:
        px -= 1
    return px


def print_rows(text: str, width: float, size: int, most_shrink: float = 0.9) -> list[str]:
    """``text`` as printed rows: one, or two split between words where the longer is shortest
    when one would print under ``most_shrink`` of ``size`` in ``width``."""
    words = text.split(" ")
    if len(words) < 2 or fitted_px(text, width, size) >= most_shrink * size:
        return [text]
    halves = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    first, second = min(halves, key=lambda h: max(_print_width(h[0], size, "black", 0.08),
                                                   _print_width(h[1], size, "black", 0.08)))
    return [first, second]


def arc_text(surface: pygame.Surface | Canvas, text: str, centre: tuple[float, float], width: float, bend: float,
             size: int, colour: tuple[int, int, int] = PRINT, weight: str = "black", spacing: float = 0.08,
             alpha: int = PRINT_ALPHA) -> pygame.Rect:
    """``text`` printed along an arc: its middle at ``centre`` (designed px), the arc ``width``
    wide at most, its ends ``bend`` px higher (a smile) or lower (negative: a frown) than its
    middle. The size shrinks until the text fits ``width``. Returns the box it covers."""
    surface = pixels(surface)
    k = k_of(surface)
    px = fitted_px(text, width, size, k, weight, spacing)
    glyphs = _glyphs(text, px, colour, weight)
    gap = px * spacing
    total = sum(g.get_width() for g in glyphs) + gap * (len(glyphs) - 1)
    cx, cy = centre[0] * k, centre[1] * k
    half = width * k / 2
    sag = bend * k
    if abs(sag) < 0.5:  # straight
        radius = math.inf
    else:
        radius = (half * half + sag * sag) / (2 * abs(sag))
    covered = pygame.Rect(int(cx - total / 2), int(cy - px), int(total) + 1, px * 2)
    placed: list[tuple[pygame.Surface, pygame.Rect]] = []  # each letter turned, where it lands
    s = -total / 2
    for g in glyphs:
        mid = s + g.get_width() / 2
        if radius is math.inf:
            x, y, angle = cx + mid, cy, 0.0
        else:
            theta = mid / radius
            if sag > 0:  # smile: the circle's centre above
                x, y = cx + radius * math.sin(theta), cy - radius * (1 - math.cos(theta))
                angle = -math.degrees(theta)
            else:
                x, y = cx + radius * math.sin(theta), cy + radius * (1 - math.cos(theta))
                angle = math.degrees(theta)
        turned = pygame.transform.rotozoom(g, angle, 1.0)
        placed.append((turned, turned.get_rect(center=(round(x), round(y)))))
        s += g.get_width() + gap
    # the letters on a clear layer the size of the box they land in (not the surface's: a 4K
    # layer was 33 MB cleared and blended whole for each printed line, ~50 ms), blended at alpha
    box = pygame.Rect(0, 0, 0, 0) if not placed else placed[0][1].unionall([r for _, r in placed])
    box = box.clip(surface.get_rect())
    if box.w > 0 and box.h > 0:
        layer = pygame.Surface(box.size, pygame.SRCALPHA)
        for turned, r in placed:
            layer.blit(turned, r.move(-box.x, -box.y))
        layer.set_alpha(alpha)
        surface.blit(layer, box)
    for _, r in placed:
        covered.union_ip(r.clip(surface.get_rect()))
    return covered


def straight_text(surface: pygame.Surface | Canvas, text: str, centre: tuple[float, float], width: float, size: int,
                  colour: tuple[int, int, int] = PRINT, weight: str = "black") -> pygame.Rect:
    """A printed line (no arc), fitted to ``width``."""
    return arc_text(surface, text, centre, width, 0.0, size, colour, weight)


def printed_lines(surface: pygame.Surface | Canvas, lines: Iterable[str], centre: tuple[float, float], width: float,
                  size: int, bend: float = 14, colour: tuple[int, int, int] = PRINT, wrap: bool = False) -> None:
    """A few printed lines on parallel arcs, centred on ``centre`` (a rule under a spot row);
    ``wrap``: a line that would print much smaller than ``size`` goes on two (print_rows)."""
    rows = [row for line in lines for row in (print_rows(line, width, size) if wrap else [line])]
    pitch = size * 1.35
    y0 = centre[1] - pitch * (len(rows) - 1) / 2
    for i, line in enumerate(rows):
        arc_text(surface, line, (centre[0], y0 + i * pitch), width, bend, size, colour)


def card_place(surface: pygame.Surface | Canvas, rect: pygame.Rect) -> None:
    """A printed card place: a faint lighter panel with a double printed line (designed px)."""
    surface = pixels(surface)
    k = k_of(surface)
    r = pygame.Rect(round(rect.x * k), round(rect.y * k), round(rect.w * k), round(rect.h * k))
    shade = pygame.Surface(r.size, pygame.SRCALPHA)
    radius = max(2, round(10 * k))
    pygame.draw.rect(shade, (255, 255, 230, 16), shade.get_rect(), border_radius=radius)
    inner = shade.get_rect().inflate(-round(12 * k), -round(12 * k))
    pygame.draw.rect(shade, (*PRINT, 70), inner, max(1, round(k)), border_radius=max(2, radius - 4))
    surface.blit(shade, r)


def bet_box(surface: pygame.Surface | Canvas, centre: tuple[int, int], radius: int, side: bool = False,
            pad: int = 34) -> None:
    """The printed box a bet spot sits in: a rounded square (a main bet) or a diamond-cornered
    circle (a side bet) in the print's colour, with a faint fill (designed px)."""
    surface = pixels(surface)
    k = k_of(surface)
    colour = SIDE_PRINT if side else PRINT
    size = round((radius * 2 + pad) * k)
    box = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    line = max(1, round(2 * k))
    if side:
        pygame.draw.circle(box, (*colour, 26), (c, c), c - line)
        pygame.draw.circle(box, (*colour, 150), (c, c), c - line, line)
        d = round(9 * k)
        for dx, dy in ((1, 0), (-1, 0)):  # printed diamonds left and right on its rim
            px, py = c + dx * (c - line), c + dy * (c - line)
            pygame.draw.polygon(box, (*colour, 200), [(px, py - d), (px + d, py), (px, py + d), (px - d, py)])
    else:
        rect = box.get_rect().inflate(-line * 2, -line * 2)
        pygame.draw.rect(box, (*colour, 26), rect, border_radius=round(22 * k))
        pygame.draw.rect(box, (*colour, 160), rect, line, border_radius=round(22 * k))
        pygame.draw.rect(box, (*colour, 80), rect.inflate(-round(10 * k), -round(10 * k)), max(1, line // 2),
                         border_radius=round(16 * k))
    surface.blit(box, box.get_rect(center=(round(centre[0] * k), round(centre[1] * k))))


def joined(surface: pygame.Surface | Canvas, a: tuple[int, int], b: tuple[int, int]) -> None:
    """A printed band joining two spots that are bet together (ANTE = ODDS)."""
    surface = pixels(surface)
    k = k_of(surface)
    pygame.draw.line(surface, PRINT, (round(a[0] * k), round(a[1] * k)), (round(b[0] * k), round(b[1] * k)),
                     max(1, round(2 * k)))


#: The rail's leather is made this many columns at a time (``rail_steps``).
RAIL_COLUMNS = 640


def rail(surface: pygame.Surface | Canvas, top: float, tray: pygame.Rect | None = None) -> None:
    """The padded rail along the player's edge (from ``top``, designed px, to the bottom): a
    leather roll lit from above with a stitched seam and a gold trim; the chip tray sunk into it
    where the rack lies (``tray``, designed px)."""
    for _ in rail_steps(surface, top, tray):
        pass


def rail_steps(surface: pygame.Surface | Canvas, top: float, tray: pygame.Rect | None = None) -> Iterator[None]:
    """``rail`` a part at a time: its leather ``RAIL_COLUMNS`` columns a part (the grain's noise
    drawn in the same order, so the same pixels), then the trim, seam and tray."""
    surface = pixels(surface)
    k = k_of(surface)
    w, h = surface.get_size()
    y0 = round(top * k)
    height = h - y0
    if height <= 0:
        return
    ys = np.arange(height, dtype=np.float32)
    roll = 44 * k  # the padded roll along the felt's edge, lit from above; the flat rail under it
    t = np.clip(ys / roll, 0, 1)
    light = np.where(ys < roll, 0.45 + 0.75 * np.abs(np.sin(np.pi * t)) ** 1.5 * (1 - 0.4 * t),
                     0.42 - 0.12 * (ys - roll) / max(1.0, height - roll))
    light += 0.5 * np.exp(-((ys - roll * 0.32) / (roll * 0.12)) ** 2)  # the sheen on the roll
    base = np.array((46, 26, 18), dtype=np.float32)
    shade = base[None, :] * (0.4 + 1.3 * light[:, None])  # each row's colour, lit
    rng = np.random.default_rng(11)
    for x0 in range(0, w, RAIL_COLUMNS):
        yield
        grain = rng.normal(0, 1, (min(RAIL_COLUMNS, w - x0), height)).astype(np.float32) * 3.5
        col = np.empty((*grain.shape, 3), dtype=np.uint8)
        for c in range(3):  # a colour at a time: no float array of three
            col[:, :, c] = (shade[None, :, c] + grain).clip(0, 255)
        surface.blit(pygame.surfarray.make_surface(col), (x0, y0))
    yield
    pygame.draw.line(surface, gfx.GOLD, (0, y0), (w, y0), max(2, round(3 * k)))
    pygame.draw.line(surface, gfx.GOLD_DARK, (0, y0 + round(5 * k)), (w, y0 + round(5 * k)), max(1, round(k)))
    seam = y0 + round(48 * k)
    dash, gap = max(3, round(9 * k)), max(2, round(6 * k))
    for x in range(0, w, dash + gap):  # the stitched seam
        pygame.draw.line(surface, (120, 92, 60), (x, seam), (x + dash, seam), max(1, round(k)))
    if tray is not None:
        t = pygame.Rect(round(tray.x * k), round(tray.y * k), round(tray.w * k), round(tray.h * k))
        well = pygame.Surface(t.size, pygame.SRCALPHA)
        radius = round(18 * k)
        pygame.draw.rect(well, (8, 5, 4, 170), well.get_rect(), border_radius=radius)
        for i in range(max(1, round(8 * k))):  # the inner shadow from the tray's upper lip
            pygame.draw.line(well, (0, 0, 0, max(0, 120 - i * 15)), (radius, 1 + i), (t.w - radius, 1 + i))
        pygame.draw.rect(well, (150, 118, 60, 120), well.get_rect(), max(1, round(k)), border_radius=radius)
        surface.blit(well, t)


def shadow_under(surface: pygame.Surface | Canvas, rect: pygame.Rect, radius: int = 18, alpha: int = 120) -> None:
    """A soft shadow under something standing on the felt (the shoe), designed px."""
    surface = pixels(surface)
    k = k_of(surface)
    size = (max(1, round(rect.w * k)), max(1, round(rect.h * k)))
    shade = gfx.shadow_rect(size, round(radius * k), alpha, max(2, round(12 * k)))
    surface.blit(shade, (round(rect.x * k) - max(2, round(12 * k)), round(rect.y * k) - max(2, round(12 * k))))


def machine_face_steps(surface: pygame.Surface | Canvas, rail_top: int) -> Iterator[None]:
    """A video poker machine's face instead of a felt, a part at a time (the glass a band of rows
    a part): the screen's deep blue glass with its scan lines and a light falling from the top, a
    chrome bezel round the screen, the marquee across the top with its row of lamps and the
    brushed-metal button deck under ``rail_top`` (designed px), drawn at any size."""
    surface = pixels(surface)
    k = k_of(surface)
    w, h = surface.get_size()
    deck = round(rail_top * k)
    ys = np.linspace(0.0, 1.0, h, dtype=np.float32)
    xs = np.linspace(-1.0, 1.0, w, dtype=np.float32)
    band = round(MARQUEE * k)
    yield from _glass(surface, ys, xs, max(2, round(3 * k)), band, max(band, min(h, deck)))
    yield
    # the marquee: a lit band across the top with its lamps
    marquee = np.stack([70 + 90 * (1 - ys[:band] * h / band * 0.8), 8 + 10 * ys[:band] * 0, 18 + 0 * ys[:band]],
                       axis=1)
    column = pygame.surfarray.make_surface(marquee[None, :, :].clip(0, 255).astype(np.uint8))
    surface.blit(pygame.transform.scale(column, (w, band)), (0, 0))  # every column alike
    lamp = max(2, round(5 * k))
    for x in range(round(14 * k), w, max(4, round(28 * k))):
        pygame.draw.circle(surface, (255, 226, 140), (x, band - lamp - 2), lamp)
        pygame.draw.circle(surface, (255, 250, 220), (x, band - lamp - 2), max(1, lamp // 2))
    # the chrome bezel round the screen
    screen_rect = pygame.Rect(round(6 * k), band + round(4 * k), w - round(12 * k), deck - band - round(10 * k))
    for i, shade in enumerate((90, 200, 150, 110, 60)):
        pygame.draw.rect(surface, (shade, shade, shade + 10), screen_rect.inflate(-2 * i * max(1, round(2 * k)),
                                                                              -2 * i * max(1, round(2 * k))),
                         max(1, round(2 * k)), border_radius=round(18 * k))
    # the button deck: brushed metal
    yield
    if h > deck:
        rng = np.random.default_rng(5)
        along = rng.normal(0, 1, (1, h - deck)).astype(np.float32) * 6  # each row's streak
        across = rng.normal(0, 1, (w, 1)) * 1.5  # each column's
        sheen = 58 + 30 * np.exp(-np.linspace(0, 4, h - deck, dtype=np.float32))[None, :]
        for x0 in range(0, w, RAIL_COLUMNS):  # RAIL_COLUMNS columns a part, a colour at a time
            tone = sheen + (along + across[x0:x0 + RAIL_COLUMNS])
            metal = np.empty((*tone.shape, 3), dtype=np.uint8)
            for c, tint in enumerate(np.array((1.0, 1.0, 1.08), dtype=np.float32)):
                metal[:, :, c] = (tone * tint).clip(0, 255)
            surface.blit(pygame.surfarray.make_surface(metal), (x0, deck))
            yield
        pygame.draw.line(surface, gfx.GOLD, (0, deck), (w, deck), max(2, round(3 * k)))


#: The glass's light (a share of 1: from the top, darker at the sides) in each colour, and the
#: rows worked out at a time (a band of a 4K glass stays in the cache: the glass whole as float
#: arrays was ~100 MB of temporaries, 0.5 s).
GLASS = ((10, 14), (18, 34), (44, 70))
GLASS_ROWS = 64


def _glass(surface: pygame.Surface, ys: np.ndarray, xs: np.ndarray, scan: int, top: int,
           bottom: int) -> Iterator[None]:
    """The screen's deep blue glass (rows ``top`` to ``bottom``: the marquee and the button deck
    cover the rest), with a scan line every ``scan`` rows, a band of rows a part."""
    across = 1.0 - 0.35 * xs[:, None] ** 2
    down = 1.0 - 0.55 * ys[None, :]
    w = surface.get_width()
    block = np.empty((w, GLASS_ROWS, 3), dtype=np.uint8)
    for y0 in range(top, bottom, GLASS_ROWS):
        yield
        y1 = min(bottom, y0 + GLASS_ROWS)
        light = down[:, y0:y1] * across
        lines = np.arange(y0, y1) % scan == 0  # the scan lines among these rows
        for c, (base, lit) in enumerate(GLASS):
            tone = base + lit * light
            tone[:, lines] *= 0.9
            block[:, :y1 - y0, c] = tone.clip(0, 255)
        pygame.surfarray.blit_array(surface.subsurface((0, y0, w, y1 - y0)), block[:, :y1 - y0])


def glass_frame(surface: pygame.Surface | Canvas, rect: pygame.Rect, k: float | None = None) -> None:
    """The chrome frame of a machine's pay-table glass round ``rect`` (designed px); ``k``:
    designed px to the surface's px when the surface is a plain piece of the screen (else its
    width's; a Canvas, even a piece, knows its own). On a Canvas it is one of its drawings (a
    layer drawn by pieces records and replays it)."""
    canvas = surface if isinstance(surface, Canvas) else None
    target = pixels(surface)
    k = canvas.scale if canvas is not None else k_of(target) if k is None else k
    r = pygame.Rect(round(rect.x * k), round(rect.y * k), round(rect.w * k), round(rect.h * k))
    step = max(1, round(2 * k))

    def frame() -> pygame.Rect:
        for i, shade in enumerate((210, 140, 80)):
            pygame.draw.rect(target, (shade, shade, shade + 12), r.inflate(2 * (3 - i) * step, 2 * (3 - i) * step),
                             step, border_radius=round(16 * k))
        return r.inflate(6 * step, 6 * step)

    if canvas is None:
        frame()
    else:
        canvas.do(r.inflate(6 * step, 6 * step), ("glass frame", tuple(r), step), frame)
