"""Where video poker's parts lie at the player's UI scale (logical 1920×1080 px).

At 100 % everything lies where it always did (the designed constants). At a larger scale the
pay table grows with its texts (its geometry times the scale) from its bottom-left corner,
upward and to the right; the grid of extra hands then starts right of it, and the main hand
fits between it and the dealer's messages (its cards a little smaller when they must be).

One hand alone at a larger scale (no grid) is a machine's single-hand face: the pay table in two
columns across the felt's top, the hand under it as large as fits, its HOLD boxes, the hint and
the result under the hand, all left of the dealer's messages and down to the felt's rim (the pay
table in one column beside the hand, both at the felt's top, left its lower third bare); the EV
table, while open, over the pay table's place.
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
#: the top of the dealer's messages (a big win shows from there down, right of the hand)
LOG_TOP = 504
#: one hand at a larger scale: the two-column pay table's top, the room between it and the cards
#: for their key numbers (px at 100 %), and the lowest the result line under the hand reaches
#: (above the felt's rim), and the room from the HOLD boxes' foot to the hint (their mark in it)
ONE_PAY_TOP, ONE_KEYS, ONE_FOOT, ONE_HINT_GAP = GRID.y + 10, 28, 884, 16
#: the most the grid gives up of its height to a taller pay table (more: it moves right of it)
GRID_GIVES = 48
#: the pay table's rows: header, footer, the two columns' foot (their TOTAL WIN stands in the
#: right column's last row) (px at 100 %)
PAY_HEAD, PAY_FOOT, PAY_FOOT_TWO = 44, 45, 10


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


def column_rows(pt: PayTable) -> int:
    """Rows of a pay table in two columns: its lines, then TOTAL WIN, the left column the fuller."""
    return -(-(len(pt.lines) + 1) // 2)


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
    #: the pay table's columns (two: one hand at a larger scale, across the felt's top)
    pay_columns: int = 1

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
        return self.hold_y(hands) + self.hold_h + self.hint_gap()

    def hint_gap(self) -> int:
        """From the HOLD boxes' foot to the hint line (the boxes' mark between)."""
        return HINT_Y - HOLD_Y - HOLD_H if self.pay_columns == 1 else ONE_HINT_GAP

    def hand_room(self) -> tuple[int, int]:
        """(left, right) of the felt the main hand, the hint and the result lines use."""
        if self.scale == 1.0:
            return PAY_RECT.right + GAP, RIGHT_EDGE
        if self.pay_columns == 2:  # the pay table above the hand: the felt's width left of the messages
            return GRID.x, RIGHT_EDGE
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
    return Layout(scale, pay, grid, main, SINGLE, hold_h, hands, notch)  # (one hand: _one_hand)


def _one_hand(pt: PayTable, scale: float) -> Layout:
    """One hand at a larger scale: the pay table in two columns (each as wide as its one column at
    that scale) centred over the hand at the felt's top, the hand under it as large as fits above
    its HOLD boxes and the lines under them; what room is left over shared above and below (the
    whole face stands in the middle of the felt); the EV table's room the pay table's band."""
    many = _layout(pt, scale)
    hold_h, gap = many.hold_h, 12
    row_h, _ = pay_rows(pt)
    factor = pay_rect(pt, scale).w / PAY_RECT.w
    pay = pygame.Rect(0, ONE_PAY_TOP, 2 * pay_rect(pt, scale).w,
                      round((PAY_HEAD + column_rows(pt) * row_h + PAY_FOOT_TWO) * factor))
    pay.centerx = (GRID.x + RIGHT_EDGE) // 2
    top = pay.bottom + gfx.ui_px(ONE_KEYS)  # the cards' key numbers between
    #: under the cards: the HOLD boxes, the hint's mark, the result line (its text 30 px at 100 %)
    foot = 2 + hold_h + ONE_HINT_GAP + gfx.ui_px(36)
    room = ONE_FOOT - foot - top
    w = min(round(SINGLE.width * scale), (RIGHT_EDGE - GRID.x - 4 * gap) // 5, int(room / 1.4))
    h = card_art.card_size(w)[1]
    down = max(0, room - h) // 2
    pay.y += down
    single = CardPlace(pay.centerx, round(top + down + h / 2), width=w, step=(w + gap, 0), count=5)
    ev = pygame.Rect(GRID.x, GRID.y, RIGHT_EDGE - GRID.x, pay.bottom + 4 - GRID.y)
    return Layout(scale, pay, ev, many.main, single, hold_h, many.hands, pay_columns=2)
