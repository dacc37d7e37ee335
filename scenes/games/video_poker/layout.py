"""Where video poker's parts lie at the player's UI scale (logical 1920×1080 px).

At 100 % everything lies where it always did (the designed constants). At a larger scale the
pay table grows with its texts (its geometry times the scale) from its bottom-left corner,
upward and to the right; the grid of extra hands then starts right of it, and the main hand
fits between it and the dealer's messages (its cards a little smaller when they must be).

One hand alone at a larger scale (no grid) is a machine's single-hand face: the pay table at the
top left, the hand beside it as large as fits, both from the felt's top, the hint and the result
under the hand, the EV table in the felt under them (the hand at the top right beside a pay
table at the bottom left left the top-left quarter of the felt empty).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from gamelib.games.video_poker.paytables import PAYTABLES, PayTable
from scenes.table.layout import CardPlace
from scenes.ui import card_art, gfx

# --- the designed layout (100 %) ----------------------------------------------------------------
GRID = pygame.Rect(24, 102, 1872, 392)  #: the extra hands
PAY_RECT = pygame.Rect(24, 504, 452, 388)  #: the pay table
MAIN = CardPlace(1000, 636, width=148, step=(172, 0), count=5)  #: the main hand, many hands
#: One hand: large cards centred between the pay table and the dealer's messages (no grid),
#: with room round each for a winning card's frame (5 px outside its face)
SINGLE = CardPlace(976, 601, width=180, step=(194, 0), count=5)
HOLD_Y = 742
HINT_Y = 806
HOLD_H = 34
#: the dealer's messages (and LIMITS below them) start here: the main hand stays left of it
RIGHT_EDGE = 1476 - 16
GAP = 16
#: one hand at a larger scale: its cards' top (their key numbers above), its right end (the
#: live traffic light stands at 1836), and the top of the dealer's messages its HOLD boxes keep above
SINGLE_TOP, SINGLE_RIGHT, LOG_TOP = GRID.y + 40, 1836 - 12, 504
#: one hand at a larger scale: the pay table's top (the top of the cards' key numbers beside it)
PAY_TOP = GRID.y + 40
#: the most the grid gives up of its height to a taller pay table (more: it moves right of it)
GRID_GIVES = 48
#: the pay table's rows: header, footer (px at 100 %)
PAY_HEAD, PAY_FOOT = 44, 45


def pay_rows(pt: PayTable) -> tuple[int, int]:
    """(row pitch, text size) of a pay table's lines at 100 %."""
    row_h = min(26, (PAY_RECT.h - 84) // len(pt.lines))
    return row_h, 17 if row_h >= 24 else 15


def pay_rect(pt: PayTable, factor: float) -> pygame.Rect:
    """The pay table's box at ``factor`` (its texts' one factor): from the designed bottom-left
    corner, as tall and wide as its rows at that factor."""
    if factor == 1.0:
        return PAY_RECT.copy()
    row_h, _ = pay_rows(pt)
    h = max(PAY_RECT.h, round((PAY_HEAD + len(pt.lines) * row_h + PAY_FOOT) * factor))
    w = max(PAY_RECT.w, round(PAY_RECT.w * factor))
    return pygame.Rect(PAY_RECT.x, PAY_RECT.bottom - h, w, h)


def widest_pay_rect(factor: float) -> pygame.Rect:
    """The widest any pay table's box gets at ``factor`` (the main hand keeps clear of it)."""
    rects = [pay_rect(pt, factor) for pt in PAYTABLES.values()]
    return max(rects, key=lambda r: r.w)


@dataclass(frozen=True)
class Layout:
    """Video poker's layout at one scale and pay table."""

    scale: float
    pay: pygame.Rect
    grid: pygame.Rect  #: the open felt above (or right of) the pay table: the EV table's room
    main: CardPlace
    single: CardPlace
    hold_h: int
    hands: pygame.Rect  #: where the extra hands lie
    #: the corner of ``hands`` the pay table reaches into (its rows keep right of it), or None
    notch: pygame.Rect | None = None

    def place(self, hands: int) -> CardPlace:
        return self.single if hands <= 1 else self.main

    def hold_y(self, hands: int) -> int:
        """The top of the HOLD / HELD boxes under the main hand."""
        if self.scale == 1.0:
            return HOLD_Y
        place = self.place(hands)
        return round(place.y + place.height / 2) + 2

    def hint_y(self, hands: int) -> int:
        """The top of the hint line (below the HOLD boxes and their mark)."""
        if self.scale == 1.0:
            return HINT_Y
        return self.hold_y(hands) + self.hold_h + HINT_Y - HOLD_Y - HOLD_H

    def hand_room(self) -> tuple[int, int]:
        """(left, right) of the felt the main hand, the hint and the result lines use."""
        if self.scale == 1.0:
            return PAY_RECT.right + GAP, RIGHT_EDGE
        return max(widest_pay_rect(self.scale).right, self.pay.right) + GAP, RIGHT_EDGE


def _fit(place: CardPlace, gap: int, left: int, right: int, bottom: float | None) -> CardPlace:
    """``place``'s five cards between ``left`` and ``right`` (a little smaller if they must be),
    their top kept (or their bottom at ``bottom``)."""
    w = min(place.width, (right - left - 4 * gap) // 5)
    span = 5 * w + 4 * gap
    cx = min(max(place.x, left + span / 2), right - span / 2)
    h = card_art.card_size(w)[1]
    top = place.y - place.height / 2 if bottom is None else bottom - h
    return CardPlace(round(cx), round(top + h / 2), width=w, step=(w + gap, 0), count=5)


_cache: dict[tuple[float, str, bool], Layout] = {}


def layout(pt: PayTable, hands: int = 2) -> Layout:
    """Video poker's layout at the player's scale now, with pay table ``pt`` on the felt and
    ``hands`` hands dealt (one alone at a larger scale: ``_one_hand``)."""
    scale = gfx.ui_scale()
    one = hands <= 1 and scale != 1.0
    key = (scale, pt.name, one)
    kept = _cache.get(key)
    if kept is None:
        kept = _cache[key] = _one_hand(pt, scale) if one else _layout(pt, scale)
    return kept


def _layout(pt: PayTable, scale: float) -> Layout:
    if scale == 1.0:
        return Layout(1.0, PAY_RECT.copy(), GRID.copy(), MAIN, SINGLE, HOLD_H, GRID.copy())
    pay = pay_rect(pt, scale)
    grid, hands, notch = GRID.copy(), GRID.copy(), None
    overlap = GRID.bottom + 8 - pay.top
    if 0 < overlap <= GRID_GIVES:  # the pay table reaches a little higher: the grid is shorter
        grid.h -= overlap
        hands = grid.copy()
    elif overlap > 0:  # it reaches up beside the grid: the rows beside it start right of it
        grid = pygame.Rect(pay.right + GAP, GRID.y, GRID.right - pay.right - GAP, GRID.h)
        notch = pygame.Rect(GRID.x, pay.top - 8, pay.right + GAP - GRID.x, GRID.bottom - pay.top + 8)
    left = max(widest_pay_rect(scale).right, pay.right) + GAP
    main = _fit(MAIN, 24, left, RIGHT_EDGE, None)
    hold_h = gfx.ui_px(HOLD_H)
    return Layout(scale, pay, grid, main, _single_high(left, scale, hold_h), hold_h, hands, notch)


def _one_hand(pt: PayTable, scale: float) -> Layout:
    """One hand at a larger scale: the pay table's box from the felt's top-left corner (as tall
    and wide as at that scale), the hand right of it as ``_single_high`` lays it, the EV table's
    room the felt under them left of the dealer's messages (where it was)."""
    many = _layout(pt, scale)
    pay = many.pay.copy()
    pay.top = PAY_TOP
    ev = pygame.Rect(PAY_RECT.x, PAY_RECT.bottom - GRID.h, RIGHT_EDGE - PAY_RECT.x, GRID.h)
    return Layout(scale, pay, ev, many.main, many.single, many.hold_h, many.hands)


def _single_high(left: int, scale: float, hold_h: int) -> CardPlace:
    """One hand at a larger scale: no grid, so its cards stand high in the open felt right of
    the pay table, as large as fit there (up to the player's scale), their HOLD boxes above
    the dealer's messages; the hint and the result go below, left of the messages."""
    gap = 12
    w = min(round(SINGLE.width * scale), (SINGLE_RIGHT - left - 4 * gap) // 5,
            int((LOG_TOP - 6 - SINGLE_TOP - 2 - hold_h) / 1.4))
    h = card_art.card_size(w)[1]
    return CardPlace(round((left + SINGLE_RIGHT) / 2), round(SINGLE_TOP + h / 2), width=w, step=(w + gap, 0),
                     count=5)
