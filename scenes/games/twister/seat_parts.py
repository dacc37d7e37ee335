"""Parts of a Twister seat drawn on the large table: the portrait with its ring (gold for the
seat to act, the player's clock running down), the dealer button and where it lies, chip
stacks for bets and pots, and a card lit or dimmed at a showdown (see
:mod:`scenes.games.twister.draw`)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from gamelib.cards import Card
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_view import SeatOnShow, Standing
from scenes.games.twister.faces import PLAYER, portrait
from scenes.games.twister.layout import PLATE_H, Scale, growth, portrait_spot
from scenes.games.twister.paint import arc, shade, with_alpha
from scenes.games.twister.rest import RING_STEPS
from scenes.ui import card_art, gfx
from scenes.ui.canvas import Canvas

if TYPE_CHECKING:
    from scenes.ui.context import AppContext


def player_clock(table: TwisterTable, seat: SeatOnShow) -> tuple[float, float] | None:
    """The player's clock while they are to act: (seconds left, of how many) in live pace or
    with a time bank; None otherwise."""
    if not (seat.is_player and seat.to_act):
        return None
    if table.decision_left is not None and table.decision_seconds:
        return table.decision_left, table.decision_seconds
    if table.bank_left is not None and table.time_bank_seconds:
        return table.bank_left, table.time_bank_seconds
    return None


def dealer_spot(sc: Scale, box: pygame.Rect, large: bool, is_player: bool) -> tuple[int, int]:
    """Where the dealer button lies by a seat's plate: by its top corner away from the portrait
    (a grown opponent's under its outer corner, clear of the pots)."""
    f = growth(large)
    spot = portrait_spot(sc, box, large)
    on_left = spot is not None and spot[0][0] > box.centerx  # the right opponent: its portrait is right
    bx, by = (box.x - sc.size(26 * f) if on_left else box.right + sc.size(26 * f)), box.y + sc.size(20 * f)
    if (f > 1 or box.h > sc.size(PLATE_H)) and not is_player:  # (a grown tile's: the tile's edge is near)
        bx = box.x + sc.size(28 * f) if box.centerx < sc.rect.centerx else box.right - sc.size(28 * f)
        by = box.bottom + sc.size(30 * f)
    return bx, by


def draw_dealer_button(surface: pygame.Surface, sc: Scale, at: tuple[int, int], large: bool) -> None:
    size = sc.size(22 * growth(large))
    gfx.circle(surface, gfx.CREAM, at, size)
    gfx.circle(surface, gfx.INK, at, size, sc.line(3))
    gfx.blit_text(surface, "D", sc.px(26), at, gfx.INK, "black", anchor="center")


#: the ring's colours as the clock runs down: plenty, half gone, nearly out
RING_COLOURS = ((0.5, (90, 200, 110)), (0.25, (236, 196, 40)), (0.0, (226, 80, 64)))


def draw_portrait(surface: pygame.Surface, sc: Scale, seat: SeatOnShow,
                   spot: tuple[tuple[int, int], int], clock: tuple[float, float] | None) -> None:
    """The seat's face on its plate's edge; the seat to act ringed: gold, or the player's clock
    as an arc running down (green, then yellow, red at the end); an out seat's face dimmed."""
    (x, y), radius = spot
    key = PLAYER if seat.is_player else seat.personality
    d = radius * 2 - sc.line(6, 2) * 2
    dim = 110 if seat.standing is Standing.OUT or seat.folded else None
    gfx.circle(surface, (10, 16, 12), (x, y), radius)
    gfx.blit_art(surface, lambda s: with_alpha(portrait(key, round(d * s), seat.name), dim), (d, d), (x, y),
                 "center")  # the face made at the pixels it covers
    width = sc.line(7, 3)
    if not seat.to_act:
        gfx.circle(surface, gfx.GOLD_DARK, (x, y), radius, sc.line(3, 2))
        return
    if clock is None:
        gfx.circle(surface, gfx.GOLD_LIGHT, (x, y), radius + width // 2, width)
        return
    left, total = clock
    share = math.ceil(RING_STEPS * max(0.0, min(1.0, left / total))) / RING_STEPS if total > 0 else 0.0
    colour = next(c for least, c in RING_COLOURS if share > least or least == 0.0)
    gfx.circle(surface, (40, 44, 40), (x, y), radius + width // 2, width)
    if share > 0:
        ring = pygame.Rect(0, 0, 2 * radius + width, 2 * radius + width)
        ring.center = (x, y)
        top = math.pi / 2  # the arc runs clockwise from the top, shrinking as time goes
        arc(surface, colour, ring, top, top + 2 * math.pi * share, width)


def card_look(app: AppContext, card: Card | None, width: int, alpha: int | None) -> Callable[[float], pygame.Surface]:
    """A card's face (its back when ``card`` is None) ``width`` logical px wide, made at a scale
    (``alpha``: fading in or folded)."""
    settings = app.settings
    if card is None:
        return lambda s: with_alpha(card_art.card_back(settings.card_back, max(1, round(width * s))), alpha)
    return lambda s: with_alpha(card_art.card_face(card.id, max(1, round(width * s)), settings.four_colour_deck), alpha)


def blit_card(surface: pygame.Surface, make: Callable[[float], pygame.Surface], width: int, at: tuple[int, int],
              card: Card | None, lit: frozenset[Card]) -> None:
    """A card ``width`` logical px wide (``make(scale)`` its art) centred at ``at``; at a showdown
    the winning five glow gold, the other cards dim."""
    rect = pygame.Rect((0, 0), card_art.card_size(width))
    rect.center = at
    if lit and card is not None and card in lit:
        glow = rect.inflate(max(8, rect.w // 10), max(8, rect.w // 10))
        draw_glow(surface, glow, max(4, rect.w // 9))
        gfx.blit_art(surface, make, rect.size, at, "center")
        return
    gfx.blit_art(surface, make, rect.size, at, "center")
    if lit:
        gfx.blit_art(surface, lambda s: shade(card_art.card_size(max(1, round(width * s))),
                                              max(3, round(rect.w * s) // 12)), rect.size, at, "center")


#: Each winning card's gold glow as made, by its size and corners' radius (window px).
_glows: dict[tuple[tuple[int, int], int], pygame.Surface] = {}


def draw_glow(surface: pygame.Surface, glow: pygame.Rect, radius: int) -> None:
    """The gold behind a winning card, ``glow`` with corners of ``radius`` (logical px): on a
    window's Canvas a copy of it made once, blended (its corners clear), where ``gfx.rect`` would
    fill it: SDL fills with streaming stores, past the cache, row by row (at 4K the showdown's
    five glows, 330 rows each, then the cards over them read back from memory)."""
    if not isinstance(surface, Canvas):
        gfx.rect(surface, gfx.GOLD_LIGHT, glow, border_radius=radius)
        return
    at, corner = surface.rect(glow), surface.px(radius)
    made = _glows.get((at.size, corner))
    if made is None:
        made = _glows[(at.size, corner)] = pygame.Surface(at.size, pygame.SRCALPHA)
        pygame.draw.rect(made, gfx.GOLD_LIGHT, made.get_rect(), 0, border_radius=corner)
    surface.blit_physical(made, at)


#: a stack's chips by what it holds: (at least, chip colour in cents, chips in the stack)
STACKS = ((1000, 10000, 5), (400, 10000, 4), (150, 2500, 3), (60, 2500, 2), (0, 500, 1))


def draw_chip_stack(surface: pygame.Surface, at: tuple[int, int], diameter: int, amount: int) -> None:
    """A bet or a pot as a stack of chips centred at ``at`` (taller for more chips)."""
    _, value, count = next(s for s in STACKS if amount >= s[0])
    step = max(2, diameter // 7)
    for k in range(count):
        card_art.draw_chip(surface, value, diameter, (at[0], at[1] - k * step + (count - 1) * step // 2))
