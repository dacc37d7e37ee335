"""Card faces for the asset generator: large faces (pips, aces, courts) and mini faces.

A large face is 300x420 (5:7), drawn at 3x and smoothscaled down. A mini face is
100x140 with only a big rank and a big suit symbol, for the 100-hand video poker
grid where cards are 28-40 px wide.
"""

from __future__ import annotations

import math

import pygame
from assets_court import draw_court
from assets_draw import (
    CLUBS,
    DIAMONDS,
    GOLD,
    GOLD_DARK,
    HEARTS,
    INK,
    IVORY,
    SPADES,
    Canvas,
    draw_suit,
    suit_colour,
    text_surface,
)

CARD_W, CARD_H = 300, 420
MINI_W, MINI_H = 100, 140
RADIUS = 16
BORDER = (150, 150, 146)
RANK_CHARS = "23456789TJQKA"
RANK_LABELS = {10: "10", 11: "J", 12: "Q", 13: "K", 14: "A"}

# Standard pip positions: columns and rows as fractions of the pip field.
_L, _C, _R = 0.0, 0.5, 1.0
PIP_LAYOUT: dict[int, list[tuple[float, float]]] = {
    2: [(_C, 0.0), (_C, 1.0)],
    3: [(_C, 0.0), (_C, 0.5), (_C, 1.0)],
    4: [(_L, 0.0), (_R, 0.0), (_L, 1.0), (_R, 1.0)],
    5: [(_L, 0.0), (_R, 0.0), (_C, 0.5), (_L, 1.0), (_R, 1.0)],
    6: [(_L, 0.0), (_R, 0.0), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)],
    7: [(_L, 0.0), (_R, 0.0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_L, 1.0), (_R, 1.0)],
    8: [(_L, 0.0), (_R, 0.0), (_C, 0.25), (_L, 0.5), (_R, 0.5), (_C, 0.75), (_L, 1.0), (_R, 1.0)],
    9: [(_L, 0.0), (_R, 0.0), (_L, 1 / 3), (_R, 1 / 3), (_C, 0.5),
        (_L, 2 / 3), (_R, 2 / 3), (_L, 1.0), (_R, 1.0)],
    10: [(_L, 0.0), (_R, 0.0), (_C, 1 / 6), (_L, 1 / 3), (_R, 1 / 3),
         (_L, 2 / 3), (_R, 2 / 3), (_C, 5 / 6), (_L, 1.0), (_R, 1.0)],
}
PIP_FIELD = (96.0, 86.0, 204.0, 334.0)  # x0, y0, x1, y1 of pip centres
PIP_HEIGHT = 58.0


def rank_label(rank: int) -> str:
    return RANK_LABELS.get(rank, str(rank))


def blank_face(w: int, h: int, ss: int, radius: float, border: float) -> Canvas:
    """An ivory card with rounded corners and a thin grey border."""
    c = Canvas(w, h, ss, fill=(*BORDER, 0))
    c.rrect(0, 0, w, h, radius, BORDER)
    c.rrect(border, border, w - 2 * border, h - 2 * border, radius - border, IVORY)
    return c


def draw_index(c: Canvas, rank: int, suit: int, colour: tuple[int, int, int]) -> None:
    """Rank and suit in the top-left corner and, turned 180 degrees, in the bottom-right."""
    ss = c.ss
    label = rank_label(rank)
    rank_h = 50.0  # a 'peek' index, a little larger than a bridge deck's: poker players read corners
    squeeze = 0.74 if label == "10" else 1.0
    txt = text_surface(label, rank_h * ss, colour, squeeze=squeeze)
    if txt.get_width() > 44 * ss:
        txt = pygame.transform.smoothscale(txt, (44 * ss, txt.get_height()))
    cx, top = 28.0, 14.0
    layer = Canvas(c.w, c.h, ss)
    layer.blit(txt, cx, top + rank_h / 2)
    draw_suit(layer, suit, cx, top + rank_h + 9 + 17, 34, colour)
    c.surf.blit(layer.surf, (0, 0))
    c.surf.blit(pygame.transform.rotate(layer.surf, 180), (0, 0))


def draw_pips(c: Canvas, rank: int, suit: int, colour: tuple[int, int, int]) -> None:
    x0, y0, x1, y1 = PIP_FIELD
    for fx, fy in PIP_LAYOUT[rank]:
        x = x0 + (x1 - x0) * fx
        y = y0 + (y1 - y0) * fy
        draw_suit(c, suit, x, y, PIP_HEIGHT, colour, inverted=fy > 0.5)


def draw_ace(c: Canvas, suit: int, colour: tuple[int, int, int]) -> None:
    cx, cy = CARD_W / 2, CARD_H / 2
    if suit != SPADES:
        draw_suit(c, suit, cx, cy, 128, colour)
        return
    # The ace of spades carries the maker's decoration: a gold-ringed medallion and scrolls.
    c.circle(cx, cy, 104, GOLD_DARK)
    c.circle(cx, cy, 101, GOLD)
    c.circle(cx, cy, 95, IVORY)
    c.circle(cx, cy, 91, INK, 1.2)
    for i in range(24):
        a = 2 * math.pi * i / 24
        r = 98
        c.circle(cx + r * math.cos(a), cy + r * math.sin(a), 2.2, IVORY if i % 2 else INK)
    # scrolls above and below
    for sgn in (-1, 1):
        y = cy + sgn * 124
        c.poly([(cx - 46, y), (cx, y - sgn * 10), (cx + 46, y), (cx, y + sgn * 4)], colour)
        c.circle(cx - 50, y, 5, colour)
        c.circle(cx + 50, y, 5, colour)
        c.circle(cx, y - sgn * 14, 4, GOLD_DARK)
    draw_suit(c, SPADES, cx, cy - 10, 136, colour)
    # a small gold spade inlaid in the big one
    draw_suit(c, SPADES, cx, cy - 18, 44, GOLD)
    draw_suit(c, SPADES, cx, cy - 18, 28, colour)
    word = text_surface("FELTSIDE", 10 * c.ss, GOLD_DARK, font="Lato-Bold.ttf")
    c.blit(word, cx, cy + 73)


def large_face(card_id: int, four_colour: bool = False) -> pygame.Surface:
    """The 300x420 face of card ``card_id`` (0 = 2c ... 51 = As)."""
    rank, suit = card_id // 4 + 2, card_id % 4
    colour = suit_colour(suit, four_colour)
    c = blank_face(CARD_W, CARD_H, 3, RADIUS, 1.3)
    if rank <= 10:
        draw_pips(c, rank, suit, colour)
    elif rank == 14:
        draw_ace(c, suit, colour)
    else:
        draw_court(c, rank, suit, colour)
    draw_index(c, rank, suit, colour)
    return c.result()


def mini_face(card_id: int, four_colour: bool = False) -> pygame.Surface:
    """A 100x140 face with just a big rank and a big suit: readable at 28-40 px wide."""
    rank, suit = card_id // 4 + 2, card_id % 4
    colour = suit_colour(suit, four_colour)
    ss = 4
    c = blank_face(MINI_W, MINI_H, ss, 9, 3.0)
    label = rank_label(rank)
    txt = text_surface(label, 54 * ss, colour, squeeze=0.78 if label == "10" else 1.0)
    max_w = 86 * ss
    if txt.get_width() > max_w:
        txt = pygame.transform.smoothscale(txt, (max_w, txt.get_height()))
    c.blit(txt, MINI_W / 2, 8 + 27)
    draw_suit(c, suit, MINI_W / 2, 100, 54, colour)
    return c.result()


__all__ = [
    "CARD_H", "CARD_W", "CLUBS", "DIAMONDS", "HEARTS", "MINI_H", "MINI_W", "RANK_CHARS",
    "large_face", "mini_face",
]
