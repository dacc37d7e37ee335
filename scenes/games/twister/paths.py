"""Ways across a Twister table in table units (1600 x 820) that keep a moving thing off
boxes (the cards' places): straight when nothing lies between the two ends, else the
shortest way by the boxes' corners, each box widened by the thing's clearance. Chips
(:mod:`scenes.games.twister.chip_route`) and dealt cards (:mod:`scenes.games.twister.layout`)
take them."""

from __future__ import annotations

import heapq
import math

Point = tuple[float, float]
Box = tuple[float, float, float, float]  # left, top, right, bottom


def _hits(a: Point, b: Point, box: Box) -> bool:
    """The segment a-b passes through the inside of ``box`` (touching its edge does not count)."""
    x0, y0, x1, y1 = box
    if (a[0] <= x0 and b[0] <= x0) or (a[0] >= x1 and b[0] >= x1) or (a[1] <= y0 and b[1] <= y0) \
            or (a[1] >= y1 and b[1] >= y1):
        return False  # both ends on the outer side of one edge (most boxes: a third of a way's cost)
    return _clipped(a, b, box)


def _clipped(a: Point, b: Point, box: Box) -> bool:
    """``_hits`` by clipping the segment to the box (Liang-Barsky)."""
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


def way_round(start: Point, end: Point, boxes: list[Box], clear: tuple[float, float]) -> list[Point]:
    """The shortest way from ``start`` to ``end`` that keeps a thing's centre ``clear`` (x, y)
    away from every box (boxes are widened by it; the way goes by their corners)."""
    cx, cy = clear
    wide = [(x0 - cx, y0 - cy, x1 + cx, y1 + cy) for x0, y0, x1, y1 in boxes]
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
