"""Table things for the asset generator: card backs, chips, felt, rail, shoe, dealer button, icon."""

from __future__ import annotations

import math

import numpy as np
import pygame
from assets_cards import CARD_H, CARD_W, blank_face, mini_face
from assets_draw import (
    CARD_RED,
    GOLD,
    GOLD_DARK,
    HEARTS,
    INK,
    IVORY,
    SPADES,
    Canvas,
    draw_suit,
    shrink,
    text_surface,
)

# --- card backs ---------------------------------------------------------------------------

BACKS = ("red", "blue", "green", "monogram")


def _pattern_area(c: Canvas, margin: float, radius: float) -> pygame.Rect:
    return pygame.Rect(round(margin * c.ss), round(margin * c.ss), round((c.w - 2 * margin) * c.ss),
                       round((c.h - 2 * margin) * c.ss))


def _lattice(c: Canvas, base: tuple[int, int, int], line: tuple[int, int, int]) -> None:
    m = 16.0
    area = _pattern_area(c, m, 8)
    layer = Canvas(c.w, c.h, c.ss)
    layer.surf.fill(base)
    step = 15.0
    k: float = -c.h
    while k < c.w + c.h:
        layer.line((k, 0), (k + c.h, c.h), line, 1.6)
        layer.line((k, c.h), (k + c.h, 0), line, 1.6)
        k += step
    # small rosettes where the lattice crosses
    for j in range(int(c.h / step) + 2):
        for i in range(int(c.w / step) + 2):
            x, y = i * step + (step / 2 if j % 2 else 0), j * step / 2 * 2
            layer.circle(x + (step / 2), y, 1.8, line)
    # a central medallion
    cx, cy = c.w / 2, c.h / 2
    layer.ellipse(cx, cy, 62, 84, base)
    layer.ellipse(cx, cy, 62, 84, line, 2.2)
    layer.ellipse(cx, cy, 54, 76, line, 1.0)
    for suit, (dx, dy) in zip(range(4), [(0, -42), (30, 0), (0, 42), (-30, 0)]):
        draw_suit(layer, suit, cx + dx, cy + dy, 28, line)
    layer.poly([(cx, cy - 9), (cx + 3, cy - 3), (cx + 9, cy), (cx + 3, cy + 3), (cx, cy + 9), (cx - 3, cy + 3),
                (cx - 9, cy), (cx - 3, cy - 3)], line)
    c.surf.blit(layer.surf, area.topleft, area)
    c.rrect(m, m, c.w - 2 * m, c.h - 2 * m, 6, line, 1.4)
    c.rrect(m - 5, m - 5, c.w - 2 * m + 10, c.h - 2 * m + 10, 9, base, 2.2)


def _diamond_back(c: Canvas) -> None:
    m = 16.0
    area = _pattern_area(c, m, 8)
    layer = Canvas(c.w, c.h, c.ss)
    dark, light = (18, 92, 52), (30, 128, 72)
    layer.surf.fill(dark)
    step_x, step_y = 24.0, 32.0
    for j in range(-1, int(2 * c.h / step_y) + 3):
        for i in range(-1, int(c.w / step_x) + 2):
            x = i * step_x + (step_x / 2 if j % 2 else 0)
            y = j * step_y / 2
            pts = [(x, y - step_y / 2), (x + step_x / 2, y), (x, y + step_y / 2), (x - step_x / 2, y)]
            layer.poly(pts, light if j % 2 else dark)
            layer.poly(pts, GOLD, 0.8)
            layer.circle(x, y, 2.0, GOLD)
    c.surf.blit(layer.surf, area.topleft, area)
    c.rrect(m, m, c.w - 2 * m, c.h - 2 * m, 6, GOLD, 2.0)
    c.rrect(m + 6, m + 6, c.w - 2 * m - 12, c.h - 2 * m - 12, 4, GOLD, 1.0)
    # a gold-edged lozenge in the middle with a club, the felt's own suit
    cx, cy = c.w / 2, c.h / 2
    for r, col in ((70, GOLD), (66, dark), (58, GOLD_DARK), (57, dark)):
        c.poly([(cx, cy - r * 1.3), (cx + r, cy), (cx, cy + r * 1.3), (cx - r, cy)], col)
    draw_suit(c, 0, cx, cy, 44, GOLD)


def _monogram_back(c: Canvas) -> None:
    m = 12.0
    navy = (20, 26, 38)
    c.rrect(m, m, c.w - 2 * m, c.h - 2 * m, 8, navy)
    # fine diagonal guilloche
    layer = Canvas(c.w, c.h, c.ss)
    for k in range(-c.h, c.w + c.h, 10):
        layer.line((k, 0), (k + c.h * 0.6, c.h), (36, 44, 62), 1.0)
        layer.line((k, c.h), (k + c.h * 0.6, 0), (36, 44, 62), 1.0)
    area = _pattern_area(c, m + 2, 8)
    c.surf.blit(layer.surf, area.topleft, area)
    c.rrect(m + 8, m + 8, c.w - 2 * m - 16, c.h - 2 * m - 16, 6, GOLD, 2.0)
    c.rrect(m + 13, m + 13, c.w - 2 * m - 26, c.h - 2 * m - 26, 4, GOLD_DARK, 1.0)
    cx, cy = c.w / 2, c.h / 2
    c.circle(cx, cy, 74, navy)
    c.circle(cx, cy, 74, GOLD, 2.4)
    c.circle(cx, cy, 66, GOLD_DARK, 1.0)
    for i in range(36):
        a = 2 * math.pi * i / 36
        c.circle(cx + 70 * math.cos(a), cy + 70 * math.sin(a), 1.3, GOLD)
    f = text_surface("F", 88 * c.ss, GOLD, font="Lato-Black.ttf")
    c.blit(f, cx, cy - 4)
    word = text_surface("FELTSIDE", 13 * c.ss, GOLD, font="Lato-Bold.ttf")
    c.blit(word, cx, cy + 96)
    for (x, y), suit in zip([(44, 48), (c.w - 44, 48), (44, c.h - 48), (c.w - 44, c.h - 48)], range(4)):
        draw_suit(c, suit, x, y, 22, GOLD)


def card_back(name: str) -> pygame.Surface:
    """A 300x420 card back: 'red', 'blue' (lattice), 'green' (diamonds) or 'monogram'."""
    c = blank_face(CARD_W, CARD_H, 3, 16, 1.3)
    c.rrect(1.3, 1.3, CARD_W - 2.6, CARD_H - 2.6, 15, (250, 250, 248))
    if name == "red":
        _lattice(c, (168, 26, 36), (238, 214, 200))
    elif name == "blue":
        _lattice(c, (28, 60, 140), (214, 226, 246))
    elif name == "green":
        _diamond_back(c)
    else:
        _monogram_back(c)
    return c.result()


# --- chips ------------------------------------------------------------------------------------

# value in cents -> (body colour, edge-mark colour, label, label colour)
CHIPS: dict[int, tuple[tuple[int, int, int], tuple[int, int, int], str]] = {
    10: ((170, 178, 188), (60, 80, 110), "10c"),
    50: ((232, 128, 176), (250, 250, 250), "50c"),
    100: ((238, 238, 232), (40, 90, 170), "1"),
    200: ((242, 196, 48), (40, 40, 40), "2"),
    500: ((196, 34, 40), (250, 250, 250), "5"),
    1000: ((30, 90, 184), (250, 250, 250), "10"),
    2500: ((34, 136, 60), (250, 250, 250), "25"),
    10000: ((32, 32, 36), (240, 240, 240), "100"),
    50000: ((108, 46, 150), (250, 226, 120), "500"),
    100000: ((238, 128, 30), (30, 30, 30), "1K"),
}


def _shade(col: tuple[int, int, int], f: float) -> tuple[int, int, int]:
    if f >= 1:
        return tuple(min(255, round(v + (255 - v) * (f - 1))) for v in col)  # type: ignore[return-value]
    return tuple(round(v * f) for v in col)  # type: ignore[return-value]


def chip(value: int, size: int = 128) -> pygame.Surface:
    """A casino chip seen from above: body, six rim inserts, dashed inner ring, value inlay."""
    body, mark, label = CHIPS[value]
    c = Canvas(size, size, 4, fill=(*_shade(body, 0.6), 0))
    r = size / 2 - 1.5
    cx = cy = size / 2
    c.circle(cx, cy + 1.2, r, (0, 0, 0, 90))  # soft contact shadow
    c.circle(cx, cy, r, _shade(body, 0.55))
    c.circle(cx, cy, r - 1.6, body)
    # rim inserts: six rectangular edge spots, each split by three thin lines
    for i in range(6):
        a0 = 2 * math.pi * i / 6 - math.pi / 2
        span = math.radians(20)
        pts = []
        for k in range(9):
            a = a0 - span / 2 + span * k / 8
            pts.append((cx + (r - 1.6) * math.cos(a), cy + (r - 1.6) * math.sin(a)))
        for k in range(8, -1, -1):
            a = a0 - span / 2 + span * k / 8
            pts.append((cx + r * 0.74 * math.cos(a), cy + r * 0.74 * math.sin(a)))
        c.poly(pts, mark)
        for k in (-1, 1):
            a = a0 + k * span / 5
            c.line((cx + r * 0.76 * math.cos(a), cy + r * 0.76 * math.sin(a)),
                   (cx + (r - 2.5) * math.cos(a), cy + (r - 2.5) * math.sin(a)), body, 1.2)
    # inner ring: dashes
    for i in range(36):
        a0 = 2 * math.pi * i / 36
        a1 = a0 + 2 * math.pi / 36 * 0.55
        rr = r * 0.69
        c.line((cx + rr * math.cos(a0), cy + rr * math.sin(a0)), (cx + rr * math.cos(a1), cy + rr * math.sin(a1)),
               mark, 1.6)
    # inlay with the value
    c.circle(cx, cy, r * 0.6, _shade(body, 0.75))
    c.circle(cx, cy, r * 0.57, (248, 246, 238))
    c.circle(cx, cy, r * 0.50, _shade(body, 0.8), 1.0)
    ink = _shade(body, 0.7) if body[0] + body[1] + body[2] < 600 else (40, 60, 110)
    if value == 100000:
        ink = (150, 70, 10)
    txt = text_surface(label, (r * 0.36 if len(label) <= 2 else r * 0.30) * c.ss, ink, font="Lato-Black.ttf")
    max_w = r * 0.86 * c.ss
    if txt.get_width() > max_w:
        txt = pygame.transform.smoothscale(txt, (round(max_w), txt.get_height()))
    c.blit(txt, cx, cy)
    # a soft highlight on the upper-left
    hl = Canvas(size, size, 4)
    hl.circle(cx - r * 0.25, cy - r * 0.3, r * 0.75, (255, 255, 255, 28))
    mask = Canvas(size, size, 4)
    mask.circle(cx, cy, r - 1.6, (255, 255, 255, 255))
    hl.surf.blit(mask.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    c.surf.blit(hl.surf, (0, 0))
    return c.result()


def chip_side(value: int, width: int = 128, height: int = 20) -> pygame.Surface:
    """A chip seen edge-on, for drawing stacks: body colour with the edge spots as stripes."""
    body, mark, _label = CHIPS[value]
    c = Canvas(width, height, 4, fill=(*_shade(body, 0.5), 0))
    c.rrect(0, 0, width, height, height * 0.45, _shade(body, 0.5))
    c.rrect(0.8, 0.8, width - 1.6, height - 1.6, height * 0.42, body)
    # edge spots visible on the front half: three full, two foreshortened at the sides
    for cxf, wf in ((0.5, 0.16), (0.17, 0.10), (0.83, 0.10), (0.0, 0.05), (1.0, 0.05)):
        x = width * cxf
        w = width * wf
        c.rrect(x - w / 2, 2.5, w, height - 5, 1.5, mark)
    c.rrect(3, 1.2, width - 6, height * 0.28, 3, (*_shade(body, 1.25), 150))
    c.rrect(3, height * 0.78, width - 6, height * 0.16, 3, (*_shade(body, 0.6), 160))
    return c.result()


# --- felt and rail ------------------------------------------------------------------------------

FELTS = {
    "green": (24, 104, 58),
    "blue": (26, 76, 122),
    "red": (122, 30, 40),
    "purple": (78, 42, 108),
}


def periodic_noise(rng: np.random.Generator, shape: tuple[int, int], smooth: float) -> np.ndarray:
    """Tileable noise: white noise low-pass filtered in Fourier space, scaled to -1..1."""
    white = rng.standard_normal(shape)
    fy = np.fft.fftfreq(shape[0])[:, None]
    fx = np.fft.fftfreq(shape[1])[None, :]
    f2 = fx * fx + fy * fy
    filt = np.exp(-f2 * (smooth * smooth) * 20.0)
    out = np.real(np.fft.ifft2(np.fft.fft2(white) * filt))
    out -= out.mean()
    return out / (np.abs(out).max() or 1.0)


def felt(name: str, size: int = 256, seed: int = 7) -> pygame.Surface:
    """A subtle 256x256 tileable felt: fine fibre grain over a soft mottle."""
    rng = np.random.default_rng(seed)
    grain = periodic_noise(rng, (size, size), 0.6)
    fibre = periodic_noise(rng, (size, size), 1.4)
    mottle = periodic_noise(rng, (size, size), 14.0)
    lum = 1.0 + 0.05 * grain + 0.035 * fibre + 0.05 * mottle
    base = np.array(FELTS[name], dtype=np.float64)
    rgb = np.clip(base[None, None, :] * lum[:, :, None], 0, 255).astype(np.uint8)
    return pygame.surfarray.make_surface(np.ascontiguousarray(rgb.transpose(1, 0, 2)))


def rail(width: int = 256, height: int = 48, seed: int = 11) -> pygame.Surface:
    """Padded leather table rail, tileable left-to-right; lit from above."""
    rng = np.random.default_rng(seed)
    noise = periodic_noise(rng, (height, width), 0.8)
    y = np.linspace(0, 1, height)[:, None]
    profile = 0.55 + 0.6 * np.sin(np.pi * np.clip(y * 1.05, 0, 1)) ** 0.7 - 0.25 * y
    lum = profile * (1 + 0.06 * noise)
    base = np.array((58, 34, 24), dtype=np.float64)
    rgb = np.clip(base[None, None, :] * lum[:, :, None] * 1.4, 0, 255).astype(np.uint8)
    rgb[0, :, :] = (20, 12, 8)
    rgb[-1, :, :] = (14, 8, 6)
    return pygame.surfarray.make_surface(np.ascontiguousarray(rgb.transpose(1, 0, 2)))


# --- shoe, dealer button, icon -------------------------------------------------------------------


def shoe() -> pygame.Surface:
    """A card shoe seen from the side: mouth low on the left with the next card showing."""
    w, h = 240, 170
    c = Canvas(w, h, 3)
    wood_dark, wood, wood_light = (40, 22, 14), (92, 52, 32), (138, 84, 52)
    c.ellipse(w / 2 + 8, h - 14, w / 2 - 14, 9, (0, 0, 0, 80))  # shadow on the felt
    body = [(30, 152), (30, 106), (58, 90), (218, 38), (232, 46), (232, 152)]
    c.poly(body, wood)
    # varnish highlight along the sloping top and a darker base
    c.poly([(58, 90), (218, 38), (232, 46), (232, 58), (62, 104), (30, 118), (30, 106)], wood_light)
    c.poly([(30, 138), (232, 138), (232, 152), (30, 152)], (70, 40, 24))
    for y in (116, 128):
        c.line((66, y), (226, y - 0 if y > 120 else y), wood_dark, 0.9)
    c.poly(body, wood_dark, 2.0)
    # the mouth: a dark slot, the top card of the shoe and one being drawn out
    c.outlined([(30, 108), (56, 94), (56, 150), (30, 150)], (24, 14, 10), wood_dark, 1.6)
    c.poly([(34, 118), (54, 108), (54, 116), (34, 126)], (168, 26, 36))
    card = [(2, 136), (50, 116), (60, 128), (12, 150)]
    c.outlined(card, IVORY, (120, 120, 116), 1.0)
    c.poly([(8, 137), (49, 120), (55, 128), (14, 146)], (168, 26, 36))
    c.poly([(8, 137), (49, 120), (55, 128), (14, 146)], (236, 200, 190), 0.6)
    # brass maker's plate
    c.rrect(120, 104, 76, 18, 3, GOLD)
    c.rrect(120, 104, 76, 18, 3, GOLD_DARK, 1.0)
    word = text_surface("FELTSIDE", 9 * c.ss, (70, 40, 10), font="Lato-Black.ttf")
    c.blit(word, 158, 113)
    return c.result()


def dealer_button(size: int = 96) -> pygame.Surface:
    """The white dealer puck with a big 'D'."""
    c = Canvas(size, size, 4)
    r = size / 2 - 2
    cx = cy = size / 2
    c.circle(cx, cy + 1.5, r, (0, 0, 0, 80))
    c.circle(cx, cy, r, (200, 200, 196))
    c.circle(cx, cy, r - 2.5, (250, 250, 246))
    c.circle(cx, cy, r * 0.86, INK, 1.5)
    d = text_surface("D", r * 0.78 * c.ss, INK, font="Lato-Black.ttf")
    c.blit(d, cx, cy - r * 0.1)
    word = text_surface("DEALER", r * 0.12 * c.ss, (90, 90, 90), font="Lato-Bold.ttf")
    c.blit(word, cx, cy + r * 0.56)
    return c.result()


def app_icon(size: int = 256) -> pygame.Surface:
    """The app icon: two fanned cards (ace of spades, king of hearts) and a chip on felt."""
    c = Canvas(size, size, 2)
    c.rrect(4, 4, size - 8, size - 8, 44, (14, 70, 38))
    c.rrect(8, 8, size - 16, size - 16, 40, (24, 104, 58))
    c.rrect(8, 8, size - 16, size - 16, 40, GOLD, 3.0)
    for card_id, angle, dx, dy in ((HEARTS + 44, 12, -38, -6), (SPADES + 48, -10, 26, -14)):
        face = mini_face(card_id)
        face = pygame.transform.smoothscale(face, (round(100 * c.ss), round(140 * c.ss)))
        face = pygame.transform.rotozoom(face, angle, 1.0)
        c.blit(face, size / 2 + dx, size / 2 + dy)
    ch = chip(500, 96)
    c.blit(pygame.transform.smoothscale(ch, (96 * c.ss, 96 * c.ss)), size / 2 + 62, size / 2 + 66)
    return c.result()


def write_ico(png_by_size: dict[int, bytes], path: str) -> None:
    """A Windows .ico holding PNG images (supported since Vista)."""
    import struct

    sizes = sorted(png_by_size)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = png_by_size[s]
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    with open(path, "wb") as f:
        f.write(header + entries + blobs)


__all__ = ["BACKS", "CARD_RED", "CHIPS", "FELTS", "app_icon", "card_back", "chip", "chip_side",
           "dealer_button", "felt", "rail", "shoe", "shrink", "write_ico"]
