"""Where everything sits on a Twister table, in table units (1600 x 820) scaled to a rect.

One place decides the places, so the drawing (:mod:`scenes.games.twister.draw`) and the
test that nothing overlaps read the same rects: the seat plates, the hole cards, the
board, the bets in front of the seats and the action tags.

The board sits high in the middle; the pot lines stack upwards above it, the opponents'
bets sit below it towards their seats, the player's bet right of their cards, the dealer's
lines in the bottom right corner.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.games.twister.table import TwisterTable
from scenes.games.twister.paths import Box, along, way_round
from scenes.ui import gfx

if TYPE_CHECKING:
    from gamelib.games.twister.table_view import TableOnShow

UNIT_W, UNIT_H = 1600, 820
#: seat places relative to the player: (centre x, centre y) of the seat box
SEAT_PLACES = {0: (800, 690), 1: (250, 200), 2: (1350, 200)}
HEADS_UP_PLACES = {0: (800, 690), 1: (800, 110)}
PLATE_W, PLATE_H = 330, 112
BOARD_Y = 330
POT_Y = BOARD_Y - 104  # the lowest pot line (or winner): more lines stack upwards
LINE_GAP = 40
DEALER_X, DEALER_Y = UNIT_W - 24, 786  # the dealer's newest line (right-aligned), older above
DEALER_W = 560
#: where dealt cards slide in from (table units): the dealer's place in the middle of the felt
#: under the table's title line (a card leaving it keeps below the screen's top band)
SHOE = (UNIT_W / 2, 160)
CARD_W, CARD_H = 110, 154  # a card on the large table (card_width) in table units
CARD_GAP = 124  # board cards, centre to centre


#: The large table's geometry grows with the player's UI scale up to this (its seat plates, tags
#: and lines; the board and the cards keep their size).
MOST_GROWTH = 1.4


def growth(large: bool = True) -> float:
    """The large table's geometry factor at the player's UI scale (1.0 … ``MOST_GROWTH``); a
    grid tile keeps its designed geometry."""
    return max(1.0, min(gfx.ui_scale(), MOST_GROWTH)) if large else 1.0


def _grown(large: bool) -> float:
    """0 at the designed geometry … 1 at the most growth."""
    return (growth(large) - 1) / (MOST_GROWTH - 1)


def side_x(large: bool) -> int:
    """The left opponent's centre (the right one's mirrors it): a little out on a grown table, so
    the pot lines between the two plates have room."""
    return 250 - round(15 * _grown(large))


def seat_places(table: TwisterTable, large: bool = False) -> dict[int, tuple[int, int]]:
    """Tournament seat -> centre of its seat box (the player always at the bottom). On a grown
    large table the side opponents sit lower (their tags clear of the level lines) and a
    heads-up opponent sits where the right one does (the pot lines stay clear of the plate)."""
    t = table.t
    me = t.player_seat or 0
    n = t.seat_count
    places = HEADS_UP_PLACES if n == 2 else SEAT_PLACES
    g = _grown(large)
    if g > 0:
        low, x = round(40 * g), side_x(large)
        places = {0: (800, 690 - round(10 * g)), 1: (x, 200 + low), 2: (UNIT_W - x, 200 + low)}
        if n == 2:
            places = {0: places[0], 1: places[2]}
    return {(me + k) % n: places[k] for k in range(n)}


class Scale:
    """Table units to pixels inside one rect; dealt cards slide in from the shoe."""

    def __init__(self, rect: pygame.Rect, motion: Callable[[tuple[Any, ...]], float] | None = None,
                 still: bool = False, ways: dict[Any, list[tuple[float, float]]] | None = None) -> None:
        self.rect = rect
        self.s = rect.w / UNIT_W
        #: table units to a text's pixel size (a grid tile narrowed at a larger UI scale keeps its
        #: designed texts' sizes: ``text_s`` is then the designed tile's)
        self.text_s = self.s
        self.motion = motion
        #: Reduced motion (Settings): a dealt card lies in place at once and fades in.
        self.still = still
        #: the cards lying in place so far this frame (table units), which a card sliding in goes round
        self.lying: list[Box] = []
        #: the cards sliding in this frame, as drawn (pixels): the test that none crosses a card reads it
        self.flying: list[pygame.Rect] = []
        #: each sliding card's way, kept by the table's screen for the card's whole slide
        self.ways: dict[Any, list[tuple[float, float]]] = {} if ways is None else ways

    def at(self, x: float, y: float) -> tuple[int, int]:
        return int(self.rect.x + x * self.s), int(self.rect.y + y * self.s)

    def size(self, v: float) -> int:
        return max(10, int(v * self.s))

    def px(self, v: float) -> int:
        """A text's size ``v`` (table units) in pixels."""
        return max(10, int(v * self.text_s))

    def line(self, v: float, least: int = 1) -> int:
        return max(least, int(v * self.s))

    def slide(self, key: tuple[Any, ...], x: float, y: float) -> tuple[int, int]:
        """Where a card is: ``motion(key)`` says how far it has come (0 just dealt … 1 in place)
        along its way from the shoe round the cards already lying (a card in place joins them)."""
        f = 1.0 if self.motion is None else self.motion(key)
        if f >= 1.0 or self.still:
            self.lying.append((x - CARD_W / 2, y - CARD_H / 2, x + CARD_W / 2, y + CARD_H / 2))
            return self.at(x, y)
        e = 1 - (1 - f) ** 3
        at = self.at(*along(card_way(self.ways, key, (x, y), self.lying), e))
        rect = pygame.Rect(0, 0, self.size(CARD_W), round(self.size(CARD_W) * 7 / 5))
        rect.center = at
        self.flying.append(rect)
        return at


def card_way(ways: dict[Any, list[tuple[float, float]]], key: tuple[Any, ...], end: tuple[float, float],
             lying: list[Box]) -> list[tuple[float, float]]:
    """A dealt card's way from the shoe to ``end`` round the cards ``lying`` when it set off,
    kept in ``ways`` (the table screen's) for the rest of its slide, so it does not change course."""
    way = ways.get((key, end))
    if way is None:
        if len(ways) > 400:  # cards of hands gone by
            ways.clear()
        way = ways[(key, end)] = list(_way_from_shoe(SHOE, end, tuple(lying)))
    return way


@functools.lru_cache(maxsize=256)
def _way_from_shoe(shoe: tuple[float, float], end: tuple[float, float],
                   lying: tuple[Box, ...]) -> tuple[tuple[float, float], ...]:
    """The way from the ``shoe`` to ``end`` round ``lying``: found once for the same place and
    the same cards lying (each hand deals to the same places round the same cards: 1-3 ms a card)."""
    return tuple(way_round(shoe, end, list(lying), (CARD_W / 2 + 6, CARD_H / 2 + 6)))


def fade_alpha(sc: Scale, key: tuple[Any, ...]) -> int | None:
    """Reduced motion: a card still coming in fades in where it lies (its alpha; None: whole)."""
    f = 1.0 if not sc.still or sc.motion is None else sc.motion(key)
    return None if f >= 1.0 else int(255 * max(0.0, f))


def faded(sc: Scale, key: tuple[Any, ...], img: pygame.Surface) -> pygame.Surface:
    """``img`` as a card still coming in is drawn (``fade_alpha``)."""
    alpha = fade_alpha(sc, key)
    if alpha is None:
        return img
    img = img.copy()
    img.set_alpha(alpha)
    return img


def card_width(sc: Scale, large: bool) -> int:
    return sc.size(110 if large else 88)


def card_rect(sc: Scale, centre: tuple[int, int], large: bool) -> pygame.Rect:
    w = card_width(sc, large)
    rect = pygame.Rect(0, 0, w, round(w * 7 / 5))
    rect.center = centre
    return rect


#: A grid tile's plate at the largest text size is this much wider and taller (it grows down from
#: its designed top): its name over its chips on the left, its action tag in a column of its own.
TILE_PLATE_GROW = 0.3
#: The text size at which a grid tile's plate has grown all the way (150 %).
TILE_PLATE_FULL = 1.5


def tile_plate_growth() -> float:
    """How far a grid tile's plate has grown with the player's text size: 0 at 100 % … 1 at 150 %."""
    return max(0.0, min(1.0, (gfx.ui_scale() - 1) / (TILE_PLATE_FULL - 1)))


def plate_size(centre: tuple[int, int], large: bool) -> tuple[float, float]:
    """A seat plate's width and height in table units: the large table's grown with it; a grid
    tile's with the text size (a heads-up opponent's half as much in height: the pot line is
    just below it)."""
    if large:
        f = growth(large)
        return PLATE_W * f, PLATE_H * f
    g = tile_plate_growth()
    tall = g / 2 if centre == HEADS_UP_PLACES[1] else g
    return PLATE_W * (1 + TILE_PLATE_GROW * g), PLATE_H * (1 + TILE_PLATE_GROW * tall)


def plate_rect(sc: Scale, centre: tuple[int, int], large: bool = False) -> pygame.Rect:
    w, h = plate_size(centre, large)
    box = pygame.Rect(0, 0, sc.size(w), sc.size(h))
    if large or h == PLATE_H:
        box.center = sc.at(*centre)
    else:  # a grown tile plate keeps its designed top (the tile's level lines are above it)
        box.midtop = sc.at(centre[0], centre[1] - PLATE_H / 2)
    return box


def portrait_spot(sc: Scale, box: pygame.Rect, large: bool) -> tuple[tuple[int, int], int] | None:
    """Where a seat's portrait sits on the large table: a disc on its plate's outer edge (the
    right opponent's on the right, the others' on the left), and its radius in pixels; None on
    a grid tile (its plates keep their designed look)."""
    if not large:
        return None
    radius = round(box.h * 0.5)
    if box.centerx > sc.rect.x + sc.rect.w * 0.6:  # the right opponent: on its right edge, on the felt
        return (min(box.right, sc.rect.right - radius - 4), box.centery), radius
    return (max(box.x, sc.rect.x + radius + 4), box.centery), radius


def plate_text_room(sc: Scale, box: pygame.Rect, large: bool) -> tuple[int, int]:
    """The left and right edges of a plate's texts: clear of its portrait."""
    spot = portrait_spot(sc, box, large)
    if spot is None:
        return box.x, box.right
    (x, _), radius = spot
    return (x + radius, box.right) if x < box.centerx else (box.x, x - radius)


def is_player_place(centre: tuple[int, int]) -> bool:
    return centre[1] > UNIT_H // 2


def hole_places(centre: tuple[int, int], large: bool) -> list[tuple[float, float]]:
    """Table units of a seat's two hole cards: above the player's plate, below a side
    opponent's, left of a heads-up opponent's (the board is below it)."""
    cx, cy = centre
    gap = 124 if large else 100
    g = _grown(large)
    if is_player_place(centre):
        x, y = cx, cy - (150 + 10 * g if large else 130)
    elif cx == UNIT_W // 2:
        x, y = cx - 350, cy + 20
    else:  # under a side opponent's plate (on a tile, as far below it as it grew)
        x, y = cx, cy + 150 + 22 * g + (0 if large else plate_size(centre, large)[1] - PLATE_H)
    return [(x - gap / 2 + k * gap, y) for k in range(2)]


def board_places(count: int) -> list[tuple[float, float]]:
    return [(UNIT_W / 2 - 2 * CARD_GAP + k * CARD_GAP, BOARD_Y) for k in range(count)]


def bet_place(centre: tuple[int, int], large: bool) -> tuple[float, float]:
    """Table units of a seat's bet (the chip left of this point, the amount right of it)."""
    cx, cy = centre
    if is_player_place(centre):
        return cx + 200, hole_places(centre, large)[0][1]
    if cx == UNIT_W // 2:  # heads-up: right of the opponent's plate
        return cx + 300, cy + 30
    return cx + (200 if cx < UNIT_W // 2 else -200), cy + 250


def bet_rect(sc: Scale, centre: tuple[int, int], large: bool, text_w: int = 0) -> pygame.Rect:
    """The chip and the amount beside it, in pixels (``text_w``: the amount's width)."""
    bx, by = sc.at(*bet_place(centre, large))
    chip = sc.size(46)
    left = bx - sc.size(40) - chip // 2
    rect = pygame.Rect(left, by - chip // 2, bx - left + max(text_w, sc.size(70)), chip)
    return rect


def tag_rect(sc: Scale, box: pygame.Rect, is_player: bool, large: bool = True) -> pygame.Rect:
    """A seat's action tag: on the large table left of the player's plate (their cards are
    above it) and just above an opponent's; on a grid tile inside the plate, top right."""
    if not large:
        rect = pygame.Rect(0, 0, box.w // 2, box.h // 2)
        rect.topright = (box.right - sc.line(6), box.y + sc.line(6))
        return rect
    f = growth(large)
    rect = pygame.Rect(0, 0, sc.size(230 * f), sc.size(40 * f))
    if is_player:  # left of the player's portrait
        rect.midright = (box.x - sc.size(16) - round(box.h * 0.5), box.centery)
    else:
        rect.midbottom = (box.centerx, box.y - sc.line(4))
    return rect


def table_rects(table: TwisterTable, view: TableOnShow, rect: pygame.Rect, *,
                large: bool) -> list[tuple[str, pygame.Rect]]:
    """Every card, bet, tag and plate of the table on show, named ("board 2", "hole 1 0",
    "bet 2", "tag 1", "plate 0"), for the overlap test (a tile's tags are inside the plates)."""
    sc = Scale(rect)
    out: list[tuple[str, pygame.Rect]] = []
    for k, (x, y) in enumerate(board_places(len(view.board))):
        out.append((f"board {k}", card_rect(sc, sc.at(x, y), large)))
    for number, centre in seat_places(table, large).items():
        seat = view.seats[number]
        box = plate_rect(sc, centre, large)
        out.append((f"plate {number}", box))
        spot = portrait_spot(sc, box, large)
        if spot is not None:
            (fx, fy), radius = spot
            out.append((f"face {number}", pygame.Rect(fx - radius, fy - radius, 2 * radius, 2 * radius)))
        if seat.tag is not None and large:
            out.append((f"tag {number}", tag_rect(sc, box, seat.is_player)))
        if seat.in_hand:
            for k, (x, y) in enumerate(hole_places(centre, large)[:len(seat.cards)]):
                out.append((f"hole {number} {k}", card_rect(sc, sc.at(x, y), large)))
            if seat.bet:
                out.append((f"bet {number}", bet_rect(sc, centre, large)))
    return out



def overlapping(rects: list[tuple[str, pygame.Rect]]) -> list[tuple[str, str]]:
    """The pairs of ``table_rects`` that overlap (a seat's face sits on its own plate's edge by
    design: that pair does not count)."""
    own = {(f"plate {n}", f"face {n}") for n in range(9)}
    return [(a, b) for k, (a, ra) in enumerate(rects) for b, rb in rects[k + 1:]
            if ra.colliderect(rb) and (a, b) not in own and (b, a) not in own]
