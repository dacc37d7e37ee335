"""MULTI-TABLE side by side (issue 27): when the window gives each open table at least
1280×720 of its own pixels (2×2 at 2560×1440, two side by side at 2560×720), the tables are
tiled like a poker client on a big monitor, each live, drawn whole at its cell's pixels and
playable by a click; a smaller window keeps the focused table and its tabs.

Cells are in the window's logical 1920×1080; a table inside one keeps its own 1920×1080 layout,
letterboxed to 16:9 in the cell (``table_area``), and a pointer in it is mapped to the table's
own coordinates (``to_table``).
"""

from __future__ import annotations

import pygame

from scenes.ui.draw_context import LOGICAL_SIZE

#: The least a table is given of the window's own pixels (its smallest designed window).
SMALLEST_CELL = (1280, 720)
#: The grids tried, in order: columns × rows.
SHAPES = ((2, 1), (1, 2), (2, 2), (3, 2), (3, 3))


def shape_for(count: int, window: tuple[int, int]) -> tuple[int, int] | None:
    """The grid (columns, rows) for ``count`` tables in a ``window`` of physical px, or None when
    fewer than two or when no grid gives each table a 16:9 area of at least SMALLEST_CELL."""
    if count < 2:
        return None
    for cols, rows in SHAPES:
        if cols * rows < count:
            continue
        w, h = window[0] / cols, window[1] / rows
        fit = min(w / 16, h / 9)  # the table's 16:9 area in the cell
        if fit * 16 >= SMALLEST_CELL[0] - 0.5 and fit * 9 >= SMALLEST_CELL[1] - 0.5:
            return cols, rows
    return None


def cells(count: int, shape: tuple[int, int]) -> list[pygame.Rect]:
    """The first ``count`` cells of the grid, in logical px, row by row."""
    cols, rows = shape
    out = []
    for i in range(count):
        c, r = i % cols, i // cols
        x0, x1 = round(c * LOGICAL_SIZE[0] / cols), round((c + 1) * LOGICAL_SIZE[0] / cols)
        y0, y1 = round(r * LOGICAL_SIZE[1] / rows), round((r + 1) * LOGICAL_SIZE[1] / rows)
        out.append(pygame.Rect(x0, y0, x1 - x0, y1 - y0))
    return out


def table_area(cell: pygame.Rect) -> pygame.Rect:
    """Where a table's 16:9 picture lies in ``cell`` (centred, the largest that fits)."""
    k = min(cell.w / LOGICAL_SIZE[0], cell.h / LOGICAL_SIZE[1])
    area = pygame.Rect(0, 0, round(LOGICAL_SIZE[0] * k), round(LOGICAL_SIZE[1] * k))
    area.center = cell.center
    return area


def to_table(area: pygame.Rect, pos: tuple[int, int]) -> tuple[int, int]:
    """A point of the window (logical) as the table in ``area`` sees it (its own 1920×1080)."""
    return (int((pos[0] - area.x) * LOGICAL_SIZE[0] / max(1, area.w)),
            int((pos[1] - area.y) * LOGICAL_SIZE[1] / max(1, area.h)))
