"""Drawing helpers for the asset generator: supersampled canvases, suit shapes, crisp text.

Everything is drawn with plain pygame primitives on a canvas several times larger
than the final image and then smoothscaled down, which gives clean antialiased
edges without any font glyph or external art.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import pygame

REPO = Path(__file__).resolve().parent.parent
ASSETS = REPO / "assets"
FONTS = ASSETS / "fonts"

Color = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

INK = (22, 22, 26)
CARD_RED = (200, 24, 36)
CLUB_GREEN = (18, 122, 52)
DIAMOND_BLUE = (22, 78, 190)
IVORY = (253, 251, 244)
GOLD = (226, 176, 46)
GOLD_DARK = (160, 112, 20)
COURT_RED = (196, 32, 44)
COURT_BLUE = (32, 74, 156)
SKIN = (246, 216, 180)

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


def suit_colour(suit: int, four_colour: bool = False) -> tuple[int, int, int]:
    """The ink of a suit: red/black, or the four-colour deck's green clubs and blue diamonds."""
    if four_colour and suit == CLUBS:
        return CLUB_GREEN
    if four_colour and suit == DIAMONDS:
        return DIAMOND_BLUE
    return CARD_RED if suit in (DIAMONDS, HEARTS) else INK


class Canvas:
    """A surface drawn in 'final pixel' coordinates but stored ``ss`` times larger."""

    def __init__(self, w: int, h: int, ss: int = 3, fill: Color = (0, 0, 0, 0)) -> None:
        self.w, self.h, self.ss = w, h, ss
        self.surf = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        self.surf.fill(fill)

    def p(self, x: float, y: float) -> tuple[float, float]:
        return x * self.ss, y * self.ss

    def poly(self, pts: Sequence[Point], color: Color, width: float = 0) -> None:
        if len(pts) < 3:
            return
        sp = [self.p(x, y) for x, y in pts]
        pygame.draw.polygon(self.surf, color, sp, 0 if not width else max(1, round(width * self.ss)))

    def outlined(self, pts: Sequence[Point], fill: Color, line: Color = INK, width: float = 1.0) -> None:
        self.poly(pts, fill)
        self.poly(pts, line, width)

    def circle(self, x: float, y: float, r: float, color: Color, width: float = 0) -> None:
        w = 0 if not width else max(1, round(width * self.ss))
        pygame.draw.circle(self.surf, color, self.p(x, y), r * self.ss, w)

    def ellipse(self, x: float, y: float, rx: float, ry: float, color: Color, width: float = 0) -> None:
        rect = pygame.Rect(0, 0, round(2 * rx * self.ss), round(2 * ry * self.ss))
        rect.center = (round(x * self.ss), round(y * self.ss))
        pygame.draw.ellipse(self.surf, color, rect, 0 if not width else max(1, round(width * self.ss)))

    def line(self, a: Point, b: Point, color: Color, width: float = 1.0) -> None:
        """A thick line with round ends (drawn as a polygon plus two discs)."""
        (x1, y1), (x2, y2) = a, b
        dx, dy = x2 - x1, y2 - y1
        n = math.hypot(dx, dy) or 1.0
        ox, oy = -dy / n * width / 2, dx / n * width / 2
        self.poly([(x1 + ox, y1 + oy), (x2 + ox, y2 + oy), (x2 - ox, y2 - oy), (x1 - ox, y1 - oy)], color)
        self.circle(x1, y1, width / 2, color)
        self.circle(x2, y2, width / 2, color)

    def polyline(self, pts: Sequence[Point], color: Color, width: float = 1.0) -> None:
        for a, b in zip(pts, pts[1:]):
            self.line(a, b, color, width)

    def rrect(self, x: float, y: float, w: float, h: float, r: float, color: Color, width: float = 0) -> None:
        rect = pygame.Rect(round(x * self.ss), round(y * self.ss), round(w * self.ss), round(h * self.ss))
        pygame.draw.rect(
            self.surf, color, rect, 0 if not width else max(1, round(width * self.ss)),
            border_radius=round(r * self.ss),
        )

    def blit(self, img: pygame.Surface, x: float, y: float, center: bool = True) -> None:
        """Blit a surface that is already at canvas (supersampled) resolution."""
        if center:
            self.surf.blit(img, img.get_rect(center=(round(x * self.ss), round(y * self.ss))))
        else:
            self.surf.blit(img, (round(x * self.ss), round(y * self.ss)))

    def result(self) -> pygame.Surface:
        """Smoothscale down to the final size."""
        return shrink(self.surf, (self.w, self.h))


def shrink(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Smoothscale with halving steps so large reductions stay smooth."""
    w, h = size
    while surf.get_width() >= 4 * w:
        surf = pygame.transform.smoothscale(surf, (surf.get_width() // 2, surf.get_height() // 2))
    return pygame.transform.smoothscale(surf, size)


# --- suit shapes (unit box: height 1, x from 0 to width ratio) --------------------------

SUIT_WIDTH = {CLUBS: 1.0, DIAMONDS: 0.80, HEARTS: 0.96, SPADES: 0.90}


def _heart_curve(n: int = 120) -> list[Point]:
    """The classic parametric heart, normalised to a 1x1 box, point at the bottom."""
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    return [((x - x0) / (x1 - x0), (y - y0) / (y1 - y0)) for x, y in pts]


_HEART = _heart_curve()


def _stem(cx: float, top: float, bottom: float, half_base: float, n: int = 16) -> list[Point]:
    """A flared stem with concave sides, as under a spade or club."""
    left, right = [], []
    for i in range(n + 1):
        t = i / n
        y = top + (bottom - top) * t
        half = 0.025 + (half_base - 0.025) * t**2.2
        left.append((cx - half, y))
        right.append((cx + half, y))
    return left + right[::-1]


def suit_shapes(suit: int) -> tuple[list[list[Point]], list[tuple[float, float, float]]]:
    """(polygons, circles) of a suit symbol in a box of height 1 and width SUIT_WIDTH[suit]."""
    if suit == HEARTS:
        return [_HEART], []
    if suit == DIAMONDS:
        w = SUIT_WIDTH[DIAMONDS]
        cx = w / 2
        pts: list[Point] = []
        corners = [(cx, 0.0), (w, 0.5), (cx, 1.0), (0.0, 0.5)]
        for (ax, ay), (bx, by) in zip(corners, corners[1:] + corners[:1]):
            for i in range(12):
                t = i / 12
                mx, my = (ax + bx) / 2, (ay + by) / 2
                # pull the side's midpoint a little towards the centre: gently concave sides
                qx, qy = mx + (cx - mx) * 0.12, my + (0.5 - my) * 0.12
                x = (1 - t) ** 2 * ax + 2 * (1 - t) * t * qx + t**2 * bx
                y = (1 - t) ** 2 * ay + 2 * (1 - t) * t * qy + t**2 * by
                pts.append((x, y))
        return [pts], []
    if suit == SPADES:
        w = SUIT_WIDTH[SPADES]
        body = [(w * x, 0.80 * (1 - y)) for x, y in _HEART]
        return [body, _stem(w / 2, 0.55, 1.0, 0.17)], []
    # clubs
    r = 0.235
    circles = [(0.5, 0.245, r), (0.265, 0.555, r), (0.735, 0.555, r), (0.5, 0.48, 0.13)]
    return [_stem(0.5, 0.5, 1.0, 0.17)], circles


def draw_suit(canvas: Canvas, suit: int, cx: float, cy: float, height: float, color: Color,
              inverted: bool = False) -> None:
    """Draw a suit symbol centred at (cx, cy), ``height`` tall, optionally upside down."""
    w = SUIT_WIDTH[suit] * height
    polys, circles = suit_shapes(suit)

    def tr(x: float, y: float) -> Point:
        px, py = (x - SUIT_WIDTH[suit] / 2) * height, (y - 0.5) * height
        if inverted:
            px, py = -px, -py
        return cx + px, cy + py

    for poly in polys:
        canvas.poly([tr(x, y) for x, y in poly], color)
    for x, y, r in circles:
        px, py = tr(x, y)
        canvas.circle(px, py, r * height, color)
    del w


def suit_surface(suit: int, height: int, color: Color, ss: int = 4) -> pygame.Surface:
    """A standalone antialiased suit symbol ``height`` px tall."""
    w = math.ceil(SUIT_WIDTH[suit] * height) + 2
    c = Canvas(w, height + 2, ss, fill=(*color[:3], 0))
    draw_suit(c, suit, w / 2, (height + 2) / 2, height, color)
    return c.result()


# --- text -------------------------------------------------------------------------------

_font_cache: dict[tuple[str, int], pygame.font.Font] = {}


def get_font(name: str, px: int) -> pygame.font.Font:
    key = (name, px)
    if key not in _font_cache:
        _font_cache[key] = pygame.font.Font(str(FONTS / name), px)
    return _font_cache[key]


def text_surface(text: str, height: float, color: Color, font: str = "Lato-Black.ttf",
                 squeeze: float = 1.0) -> pygame.Surface:
    """Text cropped to its ink and scaled so the ink is exactly ``height`` px tall.

    ``squeeze`` < 1 narrows the text (used for "10" in card indices).
    """
    big = get_font(font, 240).render(text, True, color)
    box = big.get_bounding_rect(min_alpha=1)
    ink = big.subsurface(box).copy()
    h = max(1, round(height))
    w = max(1, round(ink.get_width() * h / ink.get_height() * squeeze))
    return shrink(ink, (w, h)) if h < ink.get_height() else pygame.transform.smoothscale(ink, (w, h))


def save_png(surf: pygame.Surface, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(path))
