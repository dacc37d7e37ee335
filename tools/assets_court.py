"""Court figures (J, Q, K) for the card faces: stylised double-headed portraits.

Each figure is drawn once in a half panel (crown, face, collar, patterned robe,
held object, suit symbol) and the panel is repeated turned 180 degrees below,
as on real court cards. Colours follow the traditional red / blue / gold / black.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame
from assets_draw import (
    CLUBS,
    COURT_BLUE,
    COURT_RED,
    DIAMONDS,
    GOLD,
    GOLD_DARK,
    HEARTS,
    INK,
    IVORY,
    SKIN,
    SPADES,
    Canvas,
    Point,
    draw_suit,
)

FRAME = (60.0, 49.0, 180.0, 322.0)  # x, y, w, h of the court picture on a 300x420 card
PANEL_W, PANEL_H = 192, 172
WHITE = (250, 248, 240)
BLUSH = (236, 160, 150)
LIP = (190, 40, 50)

HAIR = {HEARTS: (120, 70, 30), DIAMONDS: (214, 160, 40), CLUBS: (70, 44, 24), SPADES: (150, 150, 150)}
QUEEN_HAIR = {HEARTS: (150, 62, 30), DIAMONDS: (222, 172, 60), CLUBS: (92, 56, 28), SPADES: (40, 32, 30)}
JACK_HAIR = {HEARTS: (120, 70, 30), DIAMONDS: (214, 160, 40), CLUBS: (70, 44, 24), SPADES: (46, 36, 32)}


def _hair(rank: int, suit: int) -> tuple[int, int, int]:
    """Hair colour: grey only for the old king of spades."""
    return {12: QUEEN_HAIR, 11: JACK_HAIR}.get(rank, HAIR)[suit]


def _scheme(suit: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """(main robe colour, second colour): alternates by suit so the four courts differ."""
    return (COURT_RED, COURT_BLUE) if suit in (HEARTS, CLUBS) else (COURT_BLUE, COURT_RED)


def pattern_fill(c: Canvas, pts: Sequence[Point], paint: Callable[[Canvas], None],
                 line: tuple[int, int, int] = INK, width: float = 1.0) -> None:
    """Fill the polygon ``pts`` with whatever ``paint`` draws, then outline it."""
    layer = Canvas(c.w, c.h, c.ss)
    paint(layer)
    mask = Canvas(c.w, c.h, c.ss)
    mask.poly(pts, (255, 255, 255, 255))
    layer.surf.blit(mask.surf, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    c.surf.blit(layer.surf, (0, 0))
    if width:
        c.poly(pts, line, width)


def _stripes(base: tuple[int, int, int], stripe: tuple[int, int, int], step: float, w: float,
             slope: float) -> Callable[[Canvas], None]:
    def paint(layer: Canvas) -> None:
        layer.surf.fill(base)
        x: float = -PANEL_H
        while x < PANEL_W + PANEL_H:
            layer.line((x, 0), (x + slope * PANEL_H, PANEL_H), stripe, w)
            x += step

    return paint


def _dots(base: tuple[int, int, int], dot: tuple[int, int, int], step: float, r: float) -> Callable[[Canvas], None]:
    def paint(layer: Canvas) -> None:
        layer.surf.fill(base)
        for j, y in enumerate(range(0, PANEL_H + 10, int(step))):
            off = step / 2 if j % 2 else 0
            x = -step + off
            while x < PANEL_W + step:
                layer.circle(x, y, r, dot)
                x += step

    return paint


def _diamonds(base: tuple[int, int, int], fg: tuple[int, int, int], step: float) -> Callable[[Canvas], None]:
    def paint(layer: Canvas) -> None:
        layer.surf.fill(base)
        for j, y in enumerate(range(0, PANEL_H + 20, int(step))):
            off = step / 2 if j % 2 else 0
            x = -step + off
            while x < PANEL_W + step:
                s = step * 0.32
                layer.poly([(x, y - s), (x + s * 0.7, y), (x, y + s), (x - s * 0.7, y)], fg)
                x += step

    return paint


# --- parts ----------------------------------------------------------------------------------

CX = 100.0  # figure's centre line in the panel
HEAD_Y = 60.0  # centre of the face
FACE_RX, FACE_RY = 21.0, 26.0


def _mirror(pts: Sequence[Point]) -> list[Point]:
    return [(2 * CX - x, y) for x, y in pts]


def _robe(c: Canvas, suit: int, rank: int) -> None:
    main, second = _scheme(suit)
    left = [(CX - 4, 96), (CX - 30, 98), (CX - 50, 104), (CX - 62, 114), (CX - 68, 130),
            (CX - 70, PANEL_H), (CX - 4, PANEL_H)]
    right = _mirror(left)
    variant = (suit + rank) % 3
    paints = [
        (_stripes(main, GOLD, 15, 2.6, 0.0), _dots(second, GOLD, 13, 1.9)),
        (_diamonds(main, GOLD, 16), _stripes(second, GOLD, 13, 2.2, 0.45)),
        (_dots(main, GOLD, 12, 1.7), _diamonds(second, GOLD, 15)),
    ][variant]
    pattern_fill(c, left, paints[0], width=1.2)
    pattern_fill(c, right, paints[1], width=1.2)
    # gold placket down the middle with jewels
    placket = [(CX - 9, 98), (CX + 9, 98), (CX + 11, PANEL_H), (CX - 11, PANEL_H)]
    c.outlined(placket, GOLD)
    for i, y in enumerate(range(116, PANEL_H, 15)):
        col = second if i % 2 else main
        jewel = [(CX, y - 5), (CX + 5, y), (CX, y + 5), (CX - 5, y)]
        c.outlined(jewel, col, width=0.8)
    # trim along the sleeves' edge
    for sgn in (-1, 1):
        c.polyline([(CX + sgn * 50, 104), (CX + sgn * 62, 114), (CX + sgn * 68, 130), (CX + sgn * 70, PANEL_H)],
                   GOLD, 3.0)
        c.polyline([(CX + sgn * 50, 104), (CX + sgn * 62, 114), (CX + sgn * 68, 130), (CX + sgn * 70, PANEL_H)],
                   INK, 0.7)
    if rank == 13:
        # a gold sash across the chest
        sash = [(CX - 68, PANEL_H - 24), (CX + 70, PANEL_H - 50), (CX + 70, PANEL_H - 38), (CX - 70, PANEL_H - 12)]
        pattern_fill(c, sash, _stripes(GOLD, GOLD_DARK, 7, 1.2, 0.0))
    elif rank == 12:
        # bodice lacing
        for sgn in (-1, 1):
            c.polyline([(CX + sgn * 20, 112), (CX + sgn * 30, 140), (CX + sgn * 34, PANEL_H)], GOLD_DARK, 2.4)
    else:
        # the jack's belt
        belt = [(CX - 70, PANEL_H - 22), (CX + 70, PANEL_H - 22), (CX + 70, PANEL_H - 13), (CX - 70, PANEL_H - 13)]
        c.outlined(belt, (90, 50, 24), width=0.9)
        c.rrect(CX - 8, PANEL_H - 24, 16, 13, 2, GOLD)
        c.rrect(CX - 8, PANEL_H - 24, 16, 13, 2, INK, 0.8)


def _collar(c: Canvas, rank: int, suit: int) -> None:
    main, second = _scheme(suit)
    x: float
    y: float
    if rank == 13:
        # ermine cape collar: white fur with black tails
        pts = [(CX - 66, 118), (CX - 46, 102), (CX - 18, 95), (CX + 18, 95), (CX + 46, 102), (CX + 66, 118),
               (CX + 54, 128), (CX, 117), (CX - 54, 128)]
        c.outlined(pts, WHITE)
        for x, y in [(CX - 52, 114), (CX - 36, 106), (CX - 20, 103), (CX + 20, 103), (CX + 36, 106),
                     (CX + 52, 114), (CX - 28, 114), (CX + 28, 114)]:
            c.poly([(x, y - 3.5), (x + 2.2, y + 3.5), (x - 2.2, y + 3.5)], INK)
    elif rank == 12:
        # square neckline edged in gold, pearls and a pendant
        neck = [(CX - 24, 96), (CX + 24, 96), (CX + 19, 114), (CX - 19, 114)]
        c.outlined(neck, SKIN, width=0.8)
        c.polyline([(CX - 24, 96), (CX - 19, 114), (CX + 19, 114), (CX + 24, 96)], GOLD, 3.0)
        c.polyline([(CX - 24, 96), (CX - 19, 114), (CX + 19, 114), (CX + 24, 96)], INK, 0.6)
        for i in range(11):
            t = i / 10
            x = CX - 17 + 34 * t
            y = 99 + 7 * math.sin(math.pi * t)
            c.circle(x, y, 2.0, WHITE)
            c.circle(x, y, 2.0, INK, 0.5)
        c.poly([(CX, 106), (CX + 3.5, 110), (CX, 114), (CX - 3.5, 110)], second)
        c.poly([(CX, 106), (CX + 3.5, 110), (CX, 114), (CX - 3.5, 110)], INK, 0.6)
    else:
        # jack: white pleated ruff
        n = 11
        for i in range(n):
            t = i / (n - 1)
            x = CX - 40 + 80 * t
            y = 99 + 5 * math.sin(math.pi * t)
            c.circle(x, y, 7.8, WHITE)
            c.circle(x, y, 7.8, INK, 0.7)
            c.line((x, y - 3), (x, y + 4), (190, 190, 180), 0.7)


def _face_outline() -> list[Point]:
    """An egg-shaped face: a little narrower at the chin than at the brow."""
    pts = []
    for i in range(60):
        t = 2 * math.pi * i / 60
        s = math.sin(t)
        x = FACE_RX * math.cos(t) * (1 - 0.16 * max(0.0, s) ** 2)
        pts.append((CX + x, HEAD_Y + FACE_RY * s))
    return pts


def _hair_behind(c: Canvas, rank: int, suit: int) -> None:
    hair = _hair(rank, suit)
    if rank == 12:
        locks = [(CX - 24, 38), (CX + 24, 38), (CX + 30, 70), (CX + 38, 104), (CX + 22, 106),
                 (CX + 12, 90), (CX - 12, 90), (CX - 22, 106), (CX - 38, 104), (CX - 30, 70)]
        c.outlined(locks, hair)
        for sgn in (-1, 1):
            for k in (0, 7):
                c.polyline([(CX + sgn * (20 + k * 0.4), 50), (CX + sgn * (25 + k), 76), (CX + sgn * (28 + k), 100)],
                           INK, 0.6)
    elif rank == 11:
        for sgn in (-1, 1):
            for k in range(3):
                c.circle(CX + sgn * 21, 52 + 11 * k, 7.2, hair)
                c.circle(CX + sgn * 21, 52 + 11 * k, 7.2, INK, 0.7)
    else:
        side = [(CX - 25, 40), (CX + 25, 40), (CX + 27, 82), (CX + 20, 88), (CX - 20, 88), (CX - 27, 82)]
        c.outlined(side, hair)
        for sgn in (-1, 1):
            c.polyline([(CX + sgn * 23, 50), (CX + sgn * 25, 80)], INK, 0.6)


def _face(c: Canvas, rank: int, suit: int) -> None:
    hair = _hair(rank, suit)
    c.outlined([(CX - 8, 78), (CX + 8, 78), (CX + 9, 100), (CX - 9, 100)], SKIN, width=0.8)  # neck
    _hair_behind(c, rank, suit)
    c.outlined(_face_outline(), SKIN, width=1.0)
    # ears peeking out for the king and jack
    brow = hair if rank != 12 else (90, 60, 30)
    for sgn in (-1, 1):
        ex = CX + sgn * 8.2
        ey = HEAD_Y - 2
        c.circle(ex + sgn * 2.5, HEAD_Y + 9, 4.2, BLUSH)
        c.ellipse(ex, ey, 5.2, 2.7, WHITE)
        c.circle(ex + 1.2, ey, 2.2, (60, 90, 140) if suit in (DIAMONDS, SPADES) else (90, 60, 30))
        c.circle(ex + 1.2, ey, 1.0, INK)
        c.polyline([(ex - 5.5, ey + 0.3), (ex - 2, ey - 2.9), (ex + 2, ey - 2.9), (ex + 5.5, ey - 0.2)], INK, 0.9)
        c.polyline([(ex - 5.5, ey - 6.5), (ex, ey - 8.8), (ex + 5.5, ey - 7.4)], brow, 1.6)
        if rank == 12:  # lashes
            c.line((ex + sgn * 5.3, ey - 0.6), (ex + sgn * 7.2, ey - 2.4), INK, 0.7)
    c.polyline([(CX + 0.8, HEAD_Y - 2), (CX - 2.6, HEAD_Y + 9), (CX + 2.2, HEAD_Y + 10.2)], INK, 0.85)
    mouth_y = HEAD_Y + 16
    c.poly([(CX - 5.5, mouth_y), (CX - 2, mouth_y - 1.8), (CX, mouth_y - 1), (CX + 2, mouth_y - 1.8),
            (CX + 5.5, mouth_y), (CX + 2, mouth_y + 2.2), (CX - 2, mouth_y + 2.2)], LIP)
    c.line((CX - 5, mouth_y), (CX + 5, mouth_y), (120, 20, 30), 0.6)
    if rank == 13:
        beard = [(CX - 21, HEAD_Y + 2), (CX - 16, HEAD_Y + 14), (CX - 7, HEAD_Y + 21), (CX + 7, HEAD_Y + 21),
                 (CX + 16, HEAD_Y + 14), (CX + 21, HEAD_Y + 2), (CX + 22, HEAD_Y + 26), (CX + 14, HEAD_Y + 40),
                 (CX + 5, HEAD_Y + 46), (CX, HEAD_Y + 50), (CX - 5, HEAD_Y + 46), (CX - 14, HEAD_Y + 40),
                 (CX - 22, HEAD_Y + 26)]
        c.outlined(beard, hair)
        for k in (-10, -3.5, 3.5, 10):
            c.polyline([(CX + k, HEAD_Y + 26), (CX + k * 0.85, HEAD_Y + 36), (CX + k * 0.6, HEAD_Y + 43)], INK, 0.55)
    if rank in (13, 11):
        for sgn in (-1, 1):
            c.poly([(CX, HEAD_Y + 11.5), (CX + sgn * 7, HEAD_Y + 11), (CX + sgn * 12, HEAD_Y + 15.5),
                    (CX + sgn * 6, HEAD_Y + 13.8), (CX, HEAD_Y + 13.6)], hair)
            c.poly([(CX, HEAD_Y + 11.5), (CX + sgn * 7, HEAD_Y + 11), (CX + sgn * 12, HEAD_Y + 15.5),
                    (CX + sgn * 6, HEAD_Y + 13.8), (CX, HEAD_Y + 13.6)], INK, 0.5)


def _jewels(c: Canvas, xs: tuple[float, ...], y: float, colours: tuple[tuple[int, int, int], ...]) -> None:
    for i, x in enumerate(xs):
        col = colours[i % len(colours)]
        c.ellipse(CX + x, y, 3.2, 2.6, col)
        c.ellipse(CX + x, y, 3.2, 2.6, INK, 0.5)
        c.circle(CX + x - 1, y - 0.8, 0.8, WHITE)


def _king_crown(c: Canvas, suit: int) -> None:
    main, second = _scheme(suit)
    x: float
    y: float
    c.ellipse(CX, 26, 24, 15, main)  # velvet cap inside the crown
    c.ellipse(CX, 26, 24, 15, INK, 0.8)
    crown = [(CX - 26, 42), (CX - 30, 9), (CX - 18, 25), (CX - 9, 4), (CX, 21), (CX + 9, 4), (CX + 18, 25),
             (CX + 30, 9), (CX + 26, 42)]
    c.outlined(crown, GOLD)
    for x in (-20, -9, 0, 9, 20):
        c.line((CX + x, 30), (CX + x * 1.1, 22 if x else 24), GOLD_DARK, 0.8)
    c.outlined([(CX - 27, 32), (CX + 27, 32), (CX + 26, 43), (CX - 26, 43)], GOLD_DARK)
    for x, y in [(CX - 30, 8), (CX - 9, 3), (CX + 9, 3), (CX + 30, 8)]:
        c.circle(x, y, 3.3, WHITE)
        c.circle(x, y, 3.3, INK, 0.6)
    c.poly([(CX, 9), (CX + 4, 15), (CX, 21), (CX - 4, 15)], second)  # centre jewel on the cap
    c.poly([(CX, 9), (CX + 4, 15), (CX, 21), (CX - 4, 15)], INK, 0.6)
    _jewels(c, (-18, -6, 6, 18), 37.5, (main, second))


def _queen_veil(c: Canvas, suit: int) -> None:
    _main, second = _scheme(suit)
    veil = [(CX - 20, 22), (CX + 20, 22), (CX + 38, 56), (CX + 46, 112), (CX + 30, 112),
            (CX + 24, 46), (CX - 24, 46), (CX - 30, 112), (CX - 46, 112), (CX - 38, 56)]
    pattern_fill(c, veil, _dots(second, GOLD, 9, 1.3))


def _queen_crown(c: Canvas, suit: int) -> None:
    main, second = _scheme(suit)
    crown = [(CX - 22, 40), (CX - 22, 20), (CX - 13, 30), (CX - 6, 13), (CX, 26), (CX + 6, 13),
             (CX + 13, 30), (CX + 22, 20), (CX + 22, 40)]
    c.outlined(crown, GOLD)
    c.outlined([(CX - 23, 32), (CX + 23, 32), (CX + 22, 41), (CX - 22, 41)], GOLD_DARK)
    for x, y in [(CX - 6, 12), (CX + 6, 12), (CX - 22, 19), (CX + 22, 19)]:
        c.circle(x, y, 2.7, WHITE)
        c.circle(x, y, 2.7, INK, 0.5)
    _jewels(c, (-14, 0, 14), 36.5, (main, second))


def _jack_cap(c: Canvas, suit: int) -> None:
    main, second = _scheme(suit)
    feather = [(CX + 18, 30), (CX + 44, 6), (CX + 60, 0), (CX + 52, 12), (CX + 28, 34)]
    c.outlined(feather, WHITE, width=0.8)
    c.polyline([(CX + 20, 31), (CX + 40, 12), (CX + 56, 3)], INK, 0.6)
    for k in range(5):
        x = CX + 28 + 6 * k
        c.line((x, 26 - 5 * k), (x + 4, 22 - 5 * k + 6), INK, 0.4)
    dome = [(CX - 26, 34), (CX - 24, 20), (CX - 12, 11), (CX + 6, 9), (CX + 22, 14), (CX + 30, 26), (CX + 28, 34)]
    pattern_fill(c, dome, _stripes(main, GOLD, 8, 1.6, 0.25))
    brim = [(CX - 34, 38), (CX - 14, 31), (CX + 14, 30), (CX + 36, 35), (CX + 18, 43), (CX - 14, 44)]
    c.outlined(brim, second)
    c.line((CX - 30, 38.5), (CX + 32, 36), GOLD, 1.6)
    c.circle(CX + 20, 33, 3.2, GOLD)
    c.circle(CX + 20, 33, 3.2, INK, 0.6)


STEEL = (214, 218, 226)
WOOD = (150, 100, 50)
HAND_X, HAND_Y = CX + 60, 126.0


def _staff(c: Canvas, top: float, colour: tuple[int, int, int], width: float = 4.2) -> None:
    hx = HAND_X
    c.line((hx - 2, PANEL_H - 2), (hx + 8, top), INK, width)
    c.line((hx - 2, PANEL_H - 2), (hx + 8, top), colour, width - 1.6)


def _sword(c: Canvas) -> None:
    hx, hy = HAND_X, HAND_Y
    c.outlined([(hx + 4, hy), (hx + 9, 14), (hx + 12, 4), (hx + 14, 14), (hx + 11, hy)], STEEL, width=0.8)
    c.line((hx + 10.5, 14), (hx + 8.5, hy - 6), (160, 165, 175), 0.7)
    c.line((hx - 4, hy - 8), (hx + 22, hy - 10), GOLD, 3.2)
    c.line((hx - 4, hy - 8), (hx + 22, hy - 10), INK, 0.5)
    c.line((hx + 7, hy + 4), (hx + 6, hy + 20), (100, 60, 30), 3.4)
    c.circle(hx + 6, hy + 22, 3.2, GOLD)


def _sceptre(c: Canvas, top: float = 20) -> None:
    hx = HAND_X
    _staff(c, top, GOLD, 5.0)
    c.circle(hx + 9, top - 5, 7.0, GOLD)
    c.circle(hx + 9, top - 5, 7.0, INK, 0.8)
    c.line((hx + 2.5, top - 5), (hx + 15.5, top - 5), GOLD_DARK, 1.0)
    c.line((hx + 9, top - 19), (hx + 9, top - 12), INK, 2.2)
    c.line((hx + 5.5, top - 16), (hx + 12.5, top - 16), INK, 2.2)


def _fleur_sceptre(c: Canvas, second: tuple[int, int, int]) -> None:
    hx = HAND_X
    c.line((hx + 2, PANEL_H - 20), (hx + 8, 44), INK, 4.0)
    c.line((hx + 2, PANEL_H - 20), (hx + 8, 44), GOLD, 2.4)
    for dx, dy, r in ((0, -10, 4.2), (-6, -3, 3.4), (6, -3, 3.4)):
        c.circle(hx + 8 + dx, 44 + dy, r, GOLD)
        c.circle(hx + 8 + dx, 44 + dy, r, INK, 0.6)
    c.circle(hx + 8, 45, 2.6, second)
    c.circle(hx + 8, 45, 2.6, INK, 0.5)


def _orb(c: Canvas, main: tuple[int, int, int]) -> None:
    hx, hy = HAND_X, HAND_Y
    ox, oy = hx + 10, hy - 15
    c.circle(ox, oy, 11, GOLD)
    c.circle(ox, oy, 11, INK, 0.8)
    c.line((ox - 11, oy), (ox + 11, oy), GOLD_DARK, 2.0)
    c.line((ox, oy - 11), (ox, oy), GOLD_DARK, 2.0)
    c.circle(ox, oy + 4, 2.6, main)
    c.line((ox, oy - 24), (ox, oy - 11), INK, 2.6)
    c.line((ox - 5, oy - 19), (ox + 5, oy - 19), INK, 2.6)


def _axe(c: Canvas) -> None:
    hx = HAND_X
    _staff(c, 12, WOOD)
    head = [(hx + 8, 16), (hx - 8, 8), (hx - 16, 22), (hx - 14, 36), (hx - 8, 44), (hx + 7, 34)]
    c.outlined(head, STEEL, width=0.8)
    c.polyline([(hx - 8, 12), (hx - 13, 24), (hx - 12, 36), (hx - 7, 41)], (160, 165, 175), 0.8)
    c.circle(hx + 8, 9, 3.2, GOLD)
    c.circle(hx + 8, 9, 3.2, INK, 0.6)


def _halberd(c: Canvas) -> None:
    hx = HAND_X
    _staff(c, 14, WOOD)
    c.outlined([(hx + 8, 0), (hx + 12, 16), (hx + 8, 18)], STEEL, width=0.7)
    c.outlined([(hx + 10, 20), (hx + 26, 14), (hx + 30, 28), (hx + 26, 40), (hx + 11, 32)], STEEL, width=0.8)
    c.outlined([(hx + 7, 22), (hx - 4, 26), (hx + 6, 30)], STEEL, width=0.7)


def _torch(c: Canvas) -> None:
    hx, hy = HAND_X, HAND_Y
    c.line((hx + 6, hy + 16), (hx + 10, 48), INK, 5.0)
    c.line((hx + 6, hy + 16), (hx + 10, 48), WOOD, 3.4)
    c.outlined([(hx + 3, 52), (hx + 17, 52), (hx + 15, 44), (hx + 5, 44)], GOLD, width=0.7)
    flame = [(hx + 2, 44), (hx - 2, 30), (hx + 4, 18), (hx + 8, 4), (hx + 12, 16), (hx + 20, 24), (hx + 18, 44)]
    c.outlined(flame, (242, 140, 40), width=0.8)
    c.poly([(hx + 6, 44), (hx + 5, 32), (hx + 9, 20), (hx + 13, 30), (hx + 14, 44)], (252, 214, 80))


def _rose(c: Canvas) -> None:
    hx = HAND_X
    c.line((hx, PANEL_H - 10), (hx + 8, 40), (40, 110, 50), 2.6)
    for sgn, y in ((-1, 80), (1, 96)):
        c.outlined([(hx + 4, y), (hx + 4 + sgn * 14, y - 9), (hx + 4 + sgn * 5, y + 4)], (50, 130, 60), width=0.6)
    for a in range(5):
        ang = 2 * math.pi * a / 5 - math.pi / 2
        c.circle(hx + 8 + 5.5 * math.cos(ang), 36 + 5.5 * math.sin(ang), 5.8, LIP)
        c.circle(hx + 8 + 5.5 * math.cos(ang), 36 + 5.5 * math.sin(ang), 5.8, INK, 0.5)
    c.circle(hx + 8, 36, 4.2, (222, 74, 84))
    c.circle(hx + 8, 36, 2.0, (160, 20, 30))


def held_object_name(rank: int, suit: int) -> str:
    """What each court holds, loosely after the French pattern (the king of hearts' sword ...)."""
    if rank == 13:
        return {HEARTS: "sword", DIAMONDS: "axe", CLUBS: "orb", SPADES: "sceptre"}[suit]
    if rank == 12:
        return "fleur_sceptre" if suit == SPADES else "rose"
    return "torch" if suit == HEARTS else "halberd"


def _held_object(c: Canvas, rank: int, suit: int) -> None:
    main, second = _scheme(suit)
    hx, hy = HAND_X, HAND_Y
    kind = held_object_name(rank, suit)
    if kind == "sword":
        _sword(c)
    elif kind == "axe":
        _axe(c)
    elif kind == "sceptre":
        _sceptre(c)
    elif kind == "fleur_sceptre":
        _fleur_sceptre(c, second)
    elif kind == "rose":
        _rose(c)
    elif kind == "torch":
        _torch(c)
    elif kind == "halberd":
        _halberd(c)
    # sleeve and hand (the orb sits on the palm, so it is drawn after the hand)
    sleeve = [(CX + 44, 104), (CX + 60, 110), (hx + 5, hy - 5), (hx + 4, hy + 9), (CX + 48, 134)]
    c.outlined(sleeve, second if rank != 11 else main)
    c.outlined([(hx - 1, hy - 6), (hx + 6, hy - 7), (hx + 7, hy + 9), (hx, hy + 10)], GOLD, width=0.7)
    c.ellipse(hx + 10, hy + 1, 6.2, 7.2, SKIN)
    c.ellipse(hx + 10, hy + 1, 6.2, 7.2, INK, 0.7)
    for k in (-2.5, 0.5, 3.5):
        c.line((hx + 12, hy + k), (hx + 15.5, hy + k), INK, 0.45)
    if kind == "orb":
        _orb(c, main)


def _other_arm(c: Canvas, rank: int, suit: int) -> None:
    """The free arm folded across the body, its hand resting near the middle of the card."""
    main, second = _scheme(suit)
    sleeve_colour = second
    forearm = [(CX - 66, 134), (CX - 50, 128), (CX - 24, 136), (CX - 22, 150), (CX - 54, 154), (CX - 68, 150)]
    c.outlined(forearm, sleeve_colour, width=1.0)
    c.polyline([(CX - 62, 138), (CX - 30, 141)], GOLD, 1.4)
    cuff = [(CX - 28, 134), (CX - 20, 134), (CX - 19, 151), (CX - 27, 152)]
    c.outlined(cuff, WHITE if rank == 11 else GOLD, width=0.7)
    c.ellipse(CX - 13, 143, 7.0, 6.2, SKIN)
    c.ellipse(CX - 13, 143, 7.0, 6.2, INK, 0.7)
    for k in (-2.0, 1.0, 4.0):
        c.line((CX - 11, 143 + k), (CX - 7, 143 + k), INK, 0.45)
    if rank == 12:  # a small spread fan in the queen's hand
        hx, hy = CX - 8, 140
        arc = [(hx + 17 * math.cos(math.radians(a)), hy + 17 * math.sin(math.radians(a))) for a in range(-110, -15, 5)]
        c.outlined([(hx, hy), *arc], WHITE, width=0.7)
        for a in range(-105, -15, 15):
            c.line((hx, hy), (hx + 16 * math.cos(math.radians(a)), hy + 16 * math.sin(math.radians(a))), second, 0.7)
        c.polyline(arc, GOLD, 1.2)
        c.ellipse(CX - 13, 143, 7.0, 6.2, SKIN)
        c.ellipse(CX - 13, 143, 7.0, 6.2, INK, 0.7)
    elif rank == 13:  # a ring
        c.circle(CX - 9, 146, 1.6, GOLD)


def court_panel(rank: int, suit: int, colour: tuple[int, int, int], ss: int) -> pygame.Surface:
    """The upper half of a court picture, at canvas resolution."""
    c = Canvas(PANEL_W, PANEL_H, ss, fill=(*IVORY, 255))
    if rank == 12:
        _queen_veil(c, suit)  # falls behind her hair and face
    _robe(c, suit, rank)
    _collar(c, rank, suit)
    _other_arm(c, rank, suit)
    _face(c, rank, suit)
    if rank == 13:
        _king_crown(c, suit)
    elif rank == 12:
        _queen_crown(c, suit)
    else:
        _jack_cap(c, suit)
    _held_object(c, rank, suit)
    draw_suit(c, suit, 22, 24, 28, colour)
    return c.surf


def draw_court(c: Canvas, rank: int, suit: int, colour: tuple[int, int, int]) -> None:
    """Draw the framed double-headed court picture onto a 300x420 card canvas."""
    x, y, w, h = FRAME
    panel = court_panel(rank, suit, colour, c.ss)
    # the picture is drawn on a 192x172 panel and shrunk to leave room for the peek index
    panel = pygame.transform.smoothscale(panel, (round(w * c.ss), round(h / 2 * c.ss)))
    c.blit(panel, x, y, center=False)
    c.blit(pygame.transform.rotate(panel, 180), x, y + h / 2, center=False)
    c.line((x, y + h / 2), (x + w, y + h / 2), INK, 1.2)
    c.rrect(x - 3, y - 3, w + 6, h + 6, 3, colour, 1.0)
    c.rrect(x, y, w, h, 1, INK, 1.4)


__all__ = ["court_panel", "draw_court"]
