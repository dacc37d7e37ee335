"""Court figures (J, Q, K) for the card faces: stylised double-headed portraits.

Each figure is drawn once in a half panel (crown, face, collar, patterned robe,
held object, suit symbol) and the panel is repeated turned 180 degrees below,
as on real court cards. Colours follow the traditional red / blue / gold / black.
"""

from __future__ import annotations

import math
from collections.abc import Callable

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

FRAME = (54.0, 38.0, 192.0, 344.0)  # x, y, w, h of the court picture on a 300x420 card
PANEL_W, PANEL_H = 192, 172
WHITE = (250, 248, 240)
BLUSH = (236, 160, 150)
LIP = (190, 40, 50)

HAIR = {HEARTS: (120, 70, 30), DIAMONDS: (214, 160, 40), CLUBS: (70, 44, 24), SPADES: (150, 150, 150)}


def _scheme(suit: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """(main robe colour, second colour): alternates by suit so the four courts differ."""
    return (COURT_RED, COURT_BLUE) if suit in (HEARTS, CLUBS) else (COURT_BLUE, COURT_RED)


def pattern_fill(c: Canvas, pts: list[Point], paint: Callable[[Canvas], None],
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
        x = -PANEL_H
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
HEAD_Y = 66.0


def _robe(c: Canvas, suit: int, rank: int) -> None:
    main, second = _scheme(suit)
    left = [(CX - 44, 106), (CX - 6, 100), (CX - 6, PANEL_H), (CX - 84, PANEL_H), (CX - 72, 122)]
    right = [(CX + 6, 100), (CX + 44, 106), (CX + 72, 122), (CX + 80, PANEL_H), (CX + 6, PANEL_H)]
    variant = (suit + rank) % 3
    paints = [
        (_stripes(main, GOLD, 12, 3.0, 0.0), _dots(second, GOLD, 11, 2.0)),
        (_diamonds(main, GOLD, 14), _stripes(second, WHITE, 10, 2.2, 0.35)),
        (_dots(main, GOLD, 10, 1.8), _diamonds(second, GOLD, 13)),
    ][variant]
    pattern_fill(c, left, paints[0])
    pattern_fill(c, right, paints[1])
    # gold placket down the middle with jewels
    placket = [(CX - 9, 100), (CX + 9, 100), (CX + 12, PANEL_H), (CX - 12, PANEL_H)]
    c.outlined(placket, GOLD)
    for i, y in enumerate(range(114, PANEL_H, 14)):
        col = second if i % 2 else main
        c.poly([(CX, y - 5), (CX + 5, y), (CX, y + 5), (CX - 5, y)], col)
        c.poly([(CX, y - 5), (CX + 5, y), (CX, y + 5), (CX - 5, y)], INK, 0.8)
    # a belt/sash across for the king, a bodice edge for the queen
    if rank == 13:
        sash = [(CX - 80, PANEL_H - 22), (CX + 78, PANEL_H - 44), (CX + 80, PANEL_H - 34), (CX - 82, PANEL_H - 12)]
        pattern_fill(c, sash, _stripes(GOLD, GOLD_DARK, 6, 1.2, 0.0))
    elif rank == 12:
        for sgn in (-1, 1):
            c.polyline([(CX + sgn * 10, 104), (CX + sgn * 30, 140), (CX + sgn * 34, PANEL_H)], GOLD_DARK, 2.2)


def _collar(c: Canvas, rank: int, suit: int) -> None:
    main, second = _scheme(suit)
    if rank == 13:
        # ermine cape collar: white fur with black tails
        pts = [(CX - 52, 106), (CX - 20, 96), (CX + 20, 96), (CX + 52, 106), (CX + 40, 120),
               (CX, 112), (CX - 40, 120)]
        c.outlined(pts, WHITE)
        for x, y in [(CX - 38, 108), (CX - 22, 104), (CX + 22, 104), (CX + 38, 108), (CX - 8, 104), (CX + 8, 104)]:
            c.poly([(x, y - 3), (x + 2, y + 3), (x - 2, y + 3)], INK)
    elif rank == 12:
        # square neckline with pearls
        c.outlined([(CX - 24, 98), (CX + 24, 98), (CX + 20, 112), (CX - 20, 112)], SKIN)
        for i in range(9):
            t = i / 8
            x = CX - 20 + 40 * t
            y = 104 + 5 * math.sin(math.pi * t)
            c.circle(x, y, 2.2, WHITE)
            c.circle(x, y, 2.2, INK, 0.5)
        c.circle(CX, 112, 3.6, second)
        c.circle(CX, 112, 3.6, INK, 0.7)
    else:
        # jack: white pleated ruff
        n = 9
        for i in range(n):
            t = i / (n - 1)
            x = CX - 34 + 68 * t
            y = 100 + 6 * math.sin(math.pi * t)
            c.circle(x, y, 7.5, WHITE)
            c.circle(x, y, 7.5, INK, 0.7)
        c.polyline([(CX - 36, 100), (CX, 106), (CX + 36, 100)], main, 1.2)


def _face(c: Canvas, rank: int, suit: int) -> None:
    hair = HAIR[suit]
    # neck
    c.outlined([(CX - 7, 80), (CX + 7, 80), (CX + 8, 100), (CX - 8, 100)], SKIN, width=0.8)
    # hair behind the face
    if rank == 12:
        locks = [(CX - 24, 44), (CX + 24, 44), (CX + 30, 80), (CX + 34, 102), (CX + 18, 100),
                 (CX, 86), (CX - 18, 100), (CX - 34, 102), (CX - 30, 80)]
        c.outlined(locks, hair)
        for sgn in (-1, 1):
            c.polyline([(CX + sgn * 22, 56), (CX + sgn * 27, 78), (CX + sgn * 30, 98)], INK, 0.7)
    elif rank == 11:
        for sgn in (-1, 1):
            for k in range(3):
                c.circle(CX + sgn * 21, 58 + 10 * k, 6.5, hair)
                c.circle(CX + sgn * 21, 58 + 10 * k, 6.5, INK, 0.7)
    else:
        c.outlined([(CX - 23, 46), (CX + 23, 46), (CX + 25, 80), (CX - 25, 80)], hair)
    # face
    c.ellipse(CX, HEAD_Y, 19, 23, SKIN)
    c.ellipse(CX, HEAD_Y, 19, 23, INK, 1.0)
    for sgn in (-1, 1):
        ex = CX + sgn * 7.5
        c.circle(ex + sgn * 1.5, HEAD_Y + 8, 3.6, BLUSH)
        c.ellipse(ex, HEAD_Y - 2, 4.6, 2.4, WHITE)
        c.circle(ex + 0.8, HEAD_Y - 2, 1.9, INK)
        c.ellipse(ex, HEAD_Y - 2, 4.6, 2.4, INK, 0.6)
        c.polyline([(ex - 5, HEAD_Y - 6.5), (ex, HEAD_Y - 8.2), (ex + 5, HEAD_Y - 6.5)], hair if rank != 12 else INK, 1.1)
    c.polyline([(CX + 0.5, HEAD_Y - 1), (CX - 2.2, HEAD_Y + 8), (CX + 1.8, HEAD_Y + 8.8)], INK, 0.8)
    c.ellipse(CX, HEAD_Y + 14, 4.2, 1.7, LIP)
    if rank == 13:
        beard = [(CX - 19, HEAD_Y + 2), (CX - 14, HEAD_Y + 12), (CX - 6, HEAD_Y + 17), (CX + 6, HEAD_Y + 17),
                 (CX + 14, HEAD_Y + 12), (CX + 19, HEAD_Y + 2), (CX + 20, HEAD_Y + 22), (CX + 10, HEAD_Y + 36),
                 (CX, HEAD_Y + 40), (CX - 10, HEAD_Y + 36), (CX - 20, HEAD_Y + 22)]
        c.outlined(beard, hair)
        for k in (-8, 0, 8):
            c.polyline([(CX + k, HEAD_Y + 22), (CX + k * 0.8, HEAD_Y + 34)], INK, 0.6)
    if rank in (13, 11):
        for sgn in (-1, 1):
            c.polyline([(CX, HEAD_Y + 11), (CX + sgn * 6, HEAD_Y + 10.5), (CX + sgn * 10, HEAD_Y + 13)], hair, 2.0)


def _headgear(c: Canvas, rank: int, suit: int) -> None:
    main, second = _scheme(suit)
    if rank == 13:
        c.ellipse(CX, 36, 22, 14, main)  # velvet cap inside the crown
        c.ellipse(CX, 36, 22, 14, INK, 0.8)
        crown = [(CX - 25, 48), (CX - 27, 16), (CX - 17, 32), (CX - 9, 10), (CX, 28), (CX + 9, 10),
                 (CX + 17, 32), (CX + 27, 16), (CX + 25, 48)]
        c.outlined(crown, GOLD)
        c.outlined([(CX - 26, 40), (CX + 26, 40), (CX + 25, 49), (CX - 25, 49)], GOLD_DARK)
        for x, y in [(CX - 27, 15), (CX - 9, 9), (CX + 9, 9), (CX + 27, 15)]:
            c.circle(x, y, 3.2, WHITE)
            c.circle(x, y, 3.2, INK, 0.6)
        for i, x in enumerate((-16, -5, 5, 16)):
            col = second if i % 2 else main
            c.ellipse(CX + x, 44.5, 3.2, 2.6, col)
            c.ellipse(CX + x, 44.5, 3.2, 2.6, INK, 0.5)
    elif rank == 12:
        veil = [(CX - 20, 28), (CX + 20, 28), (CX + 40, 60), (CX + 44, 104), (CX + 30, 104),
                (CX + 24, 50), (CX - 24, 50), (CX - 30, 104), (CX - 44, 104), (CX - 40, 60)]
        pattern_fill(c, veil, _dots(second, GOLD, 8, 1.3))
    else:
        # jack's flat cap with a brim and a feather
        feather = [(CX + 14, 34), (CX + 40, 8), (CX + 52, 4), (CX + 44, 16), (CX + 22, 38)]
        c.outlined(feather, WHITE, width=0.8)
        c.polyline([(CX + 16, 35), (CX + 48, 6)], INK, 0.6)
        cap = [(CX - 22, 44), (CX - 24, 30), (CX - 10, 20), (CX + 14, 20), (CX + 26, 30), (CX + 24, 44)]
        pattern_fill(c, cap, _stripes(main, GOLD, 7, 1.6, 0.0))
        c.outlined([(CX - 30, 46), (CX + 30, 46), (CX + 26, 38), (CX - 26, 38)], second)
        c.circle(CX + 18, 38, 3.0, GOLD)
        c.circle(CX + 18, 38, 3.0, INK, 0.6)


def _held_object(c: Canvas, rank: int, suit: int) -> None:
    main, second = _scheme(suit)
    hx, hy = CX + 58, 132  # the hand
    if rank == 13:
        # sceptre with an orb and cross
        c.line((hx - 4, PANEL_H - 2), (hx + 8, 20), INK, 5.0)
        c.line((hx - 4, PANEL_H - 2), (hx + 8, 20), GOLD, 3.2)
        c.circle(hx + 9, 16, 7.5, GOLD)
        c.circle(hx + 9, 16, 7.5, INK, 0.8)
        c.line((hx + 9, 3), (hx + 9, 10), INK, 2.2)
        c.line((hx + 5, 6), (hx + 13, 6), INK, 2.2)
    elif rank == 12:
        # a rose on a long stem
        c.line((hx - 2, PANEL_H - 6), (hx + 6, 46), (40, 110, 50), 2.6)
        for sgn, y in ((-1, 84), (1, 100)):
            c.outlined([(hx + 3, y), (hx + 3 + sgn * 14, y - 8), (hx + 3 + sgn * 4, y + 4)], (50, 130, 60), width=0.6)
        for a in range(5):
            ang = 2 * math.pi * a / 5
            c.circle(hx + 6 + 5 * math.cos(ang), 42 + 5 * math.sin(ang), 5.5, LIP)
            c.circle(hx + 6 + 5 * math.cos(ang), 42 + 5 * math.sin(ang), 5.5, INK, 0.5)
        c.circle(hx + 6, 42, 4, (220, 70, 80))
    else:
        # halberd
        c.line((hx - 4, PANEL_H - 2), (hx + 6, 14), INK, 4.2)
        c.line((hx - 4, PANEL_H - 2), (hx + 6, 14), (150, 100, 50), 2.6)
        blade = [(hx + 6, 2), (hx + 11, 18), (hx + 24, 20), (hx + 24, 36), (hx + 8, 32)]
        c.outlined(blade, (200, 205, 215), width=0.8)
    # sleeve and hand
    sleeve = [(CX + 40, 108), (CX + 58, 116), (hx + 6, hy - 4), (hx + 4, hy + 10), (CX + 46, 138)]
    c.outlined(sleeve, second)
    c.outlined([(hx - 2, hy - 5), (hx + 6, hy - 6), (hx + 7, hy + 9), (hx - 1, hy + 10)], GOLD, width=0.7)
    c.ellipse(hx + 9, hy + 2, 6, 7, SKIN)
    c.ellipse(hx + 9, hy + 2, 6, 7, INK, 0.7)


def court_panel(rank: int, suit: int, colour: tuple[int, int, int], ss: int) -> pygame.Surface:
    """The upper half of a court picture, at canvas resolution."""
    c = Canvas(PANEL_W, PANEL_H, ss, fill=(*IVORY, 255))
    if rank == 12:
        _headgear(c, rank, suit)  # the queen's veil falls behind her hair and face
    _robe(c, suit, rank)
    _collar(c, rank, suit)
    _face(c, rank, suit)
    if rank == 12:
        _queen_crown(c, suit)
    else:
        _headgear(c, rank, suit)
    _held_object(c, rank, suit)
    draw_suit(c, suit, 24, 26, 30, colour)
    return c.surf


def _queen_crown(c: Canvas, suit: int) -> None:
    main, _second = _scheme(suit)
    crown = [(CX - 20, 44), (CX - 20, 26), (CX - 12, 34), (CX - 6, 20), (CX, 30), (CX + 6, 20),
             (CX + 12, 34), (CX + 20, 26), (CX + 20, 44)]
    c.outlined(crown, GOLD)
    c.outlined([(CX - 21, 39), (CX + 21, 39), (CX + 20, 45), (CX - 20, 45)], GOLD_DARK)
    for x, y in [(CX - 6, 19), (CX + 6, 19), (CX - 20, 25), (CX + 20, 25)]:
        c.circle(x, y, 2.6, WHITE)
        c.circle(x, y, 2.6, INK, 0.5)
    c.circle(CX, 30, 3.2, main)
    c.circle(CX, 30, 3.2, INK, 0.6)


def draw_court(c: Canvas, rank: int, suit: int, colour: tuple[int, int, int]) -> None:
    """Draw the framed double-headed court picture onto a 300x420 card canvas."""
    x, y, w, h = FRAME
    panel = court_panel(rank, suit, colour, c.ss)
    c.blit(panel, x, y, center=False)
    c.blit(pygame.transform.rotate(panel, 180), x, y + h / 2, center=False)
    c.line((x, y + h / 2), (x + w, y + h / 2), INK, 1.2)
    c.rrect(x - 3, y - 3, w + 6, h + 6, 3, colour, 1.0)
    c.rrect(x, y, w, h, 1, INK, 1.4)


__all__ = ["draw_court", "court_panel"]
