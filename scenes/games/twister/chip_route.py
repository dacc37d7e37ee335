"""The way a flying chip takes across a Twister table, in table units (1600 x 820): around the
board and the hole cards, never over a card face.

A chip flies straight when nothing lies between its two ends; else along the shortest way
round the cards (a path by the corners of the cards' places, each widened by the chip's
radius). The board's five places count even before they are dealt, so a chip gathered as the
flop comes in keeps clear of it, and a path does not change halfway.
"""

from __future__ import annotations

import heapq
import math
from typing import TYPE_CHECKING

from scenes.games.twister.layout import UNIT_W, bet_place, board_places, hole_places, seat_places

if TYPE_CHECKING:
    from gamelib.games.twister.table import TwisterTable
    from gamelib.games.twister.table_view import TableOnShow

Point = tuple[float, float]
Box = tuple[float, float, float, float]  # left, top, right, bottom

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


def _hits(a: Point, b: Point, box: Box) -> bool:
    """The segment a-b passes through the inside of ``box`` (touching its edge does not count)."""
    x0, y0, x1, y1 = box
    dx, dy = b[0] - a[0], b[1] - a[1]
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, a[0] - x0), (dx, x1 - a[0]), (-dy, a[1] - y0), (dy, y1 - a[1])):
        if p == 0:
            if q <= 0:
                return False
        elif p < 0:
            t0 = max(t0, q / p)
        else:
            t1 = min(t1, q / p)
    return t1 - t0 > 1e-9


def route(start: Point, end: Point, boxes: list[Box]) -> list[Point]:
    """The shortest way from ``start`` to ``end`` that keeps a chip off every box (boxes are
    widened by the chip's clearance; the way goes by their corners)."""
    wide = [(x0 - CLEARANCE, y0 - CLEARANCE, x1 + CLEARANCE, y1 + CLEARANCE) for x0, y0, x1, y1 in boxes]
    nodes: list[Point] = [start, end]
    for x0, y0, x1, y1 in wide:
        for corner in ((x0 - 1, y0 - 1), (x1 + 1, y0 - 1), (x0 - 1, y1 + 1), (x1 + 1, y1 + 1)):
            if not any(b[0] < corner[0] < b[2] and b[1] < corner[1] < b[3] for b in wide):
                nodes.append(corner)
    best = {0: 0.0}
    came: dict[int, int] = {}
    queue = [(0.0, 0)]
    while queue:
        d, i = heapq.heappop(queue)
        if i == 1:
            break
        if d > best.get(i, math.inf):
            continue
        for j, p in enumerate(nodes):
            if j == i or any(_hits(nodes[i], p, b) for b in wide):
                continue
            nd = d + math.dist(nodes[i], p)
            if nd < best.get(j, math.inf):
                best[j], came[j] = nd, i
                heapq.heappush(queue, (nd, j))
    if 1 not in came:
        return [start, end]  # no way round (never on a real table): straight
    path, i = [end], 1
    while i != 0:
        i = came[i]
        path.append(nodes[i])
    return path[::-1]


def along(path: list[Point], f: float) -> Point:
    """The point ``f`` of the way along ``path`` (0 its start … 1 its end)."""
    legs = [math.dist(a, b) for a, b in zip(path, path[1:])]
    left = max(0.0, min(1.0, f)) * sum(legs)
    for (a, b), leg in zip(zip(path, path[1:]), legs):
        if left <= leg and leg > 0:
            k = left / leg
            return a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k
        left -= leg
    return path[-1]
