"""The way a flying chip takes across a Twister table, in table units (1600 x 820): around the
board and the hole cards, never over a card face.

A chip flies straight when nothing lies between its two ends; else along the shortest way
round the cards (a path by the corners of the cards' places, each widened by the chip's
radius). The board's five places count even before they are dealt, so a chip gathered as the
flop comes in keeps clear of it, and a path does not change halfway.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from scenes.games.twister.layout import UNIT_W, bet_place, board_places, hole_places, seat_places
from scenes.games.twister.paths import Box, Point, along, way_round

if TYPE_CHECKING:
    from gamelib.games.twister.table import TwisterTable
    from gamelib.games.twister.table_view import TableOnShow

CHIP = 46  # a flying chip's size in table units
CLEARANCE = CHIP / 2 + 6  # how far a chip's centre keeps from a card's edge
CARD_W, CARD_H = 110, 154  # a card on the large table (layout.card_width) in table units
POT = (UNIT_W / 2, 196.0)  # where gathered chips land: under the pot line, clear of the board


def card_boxes(table: TwisterTable, view: TableOnShow) -> list[Box]:
    """The places of the cards on the large table: the whole board (all five places) and each
    seat's two hole cards, as one box each."""
    xs = [x for x, _ in board_places(5)]
    y = board_places(5)[0][1]
    boxes = [(xs[0] - CARD_W / 2, y - CARD_H / 2, xs[-1] + CARD_W / 2, y + CARD_H / 2)]
    for number, centre in seat_places(table, True).items():
        if view.seats[number].in_hand:
            (x0, y0), (x1, _) = hole_places(centre, True)
            boxes.append((x0 - CARD_W / 2, y0 - CARD_H / 2, x1 + CARD_W / 2, y0 + CARD_H / 2))
    return boxes


def chip_ends(kind: str, centre: tuple[int, int]) -> tuple[Point, Point]:
    """Where a chip of a move of ``kind`` (bet, back, gather, win) starts and ends, for the
    seat whose plate is at ``centre``."""
    bx, by = bet_place(centre, True)
    spot = (bx - 40, by)  # where the chip of a bet lies
    return {"bet": (centre, spot), "back": (spot, centre), "gather": (spot, POT),
            "win": (POT, centre)}.get(kind, (spot, POT))


def route(start: Point, end: Point, boxes: list[Box]) -> list[Point]:
    """The way a chip takes from ``start`` to ``end`` round the cards' ``boxes`` (found once for
    the same ends and cards: a chip's way is asked again every frame of its flight)."""
    return list(_route(tuple(start), tuple(end), tuple(boxes)))


@functools.lru_cache(maxsize=256)
def _route(start: Point, end: Point, boxes: tuple[Box, ...]) -> tuple[Point, ...]:
    return tuple(way_round(start, end, list(boxes), (CLEARANCE, CLEARANCE)))


__all__ = ["CHIP", "along", "card_boxes", "chip_ends", "route"]
