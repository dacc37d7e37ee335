"""A pay table panel that grows with the player's UI scale: title, ``name … pays`` rows and a
footer note, all drawn at one factor (``gfx.box_scale``), so its rows keep one size; the panel's
width, row pitch and title band grow with that factor. At 100 % it is the designed panel.

Used by 2 Hand Casino Hold'em and Heads Up Hold'em (``scenes.games.casino_holdem.table``
re-exports :func:`paytable_surface`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

import pygame

from scenes.ui import gfx
from scenes.ui.widgets.marks import win_row

if TYPE_CHECKING:
    from scenes.table.base import TableScene

NAME_SIZE, TITLE_SIZE, NOTE_SIZE = 19, 22, 16
ROW_PITCH, TITLE_BAND, NOTE_PITCH = 30, 46, 22
PAD, GAP = 16, 12  # px from the panel's edge to a row's texts; between a row's name and its pays


def grown(n: float, factor: float, share: float = 1.0) -> int:
    """``n`` designed px grown by ``share`` of the way to ``factor``: a row's pitch need not grow
    as much as its text (the text's own line height is the floor)."""
    return round(n * (1.0 + (factor - 1.0) * share))


def paytable_factor(title: str, rows: Sequence[tuple[str, str]], width: int) -> float:
    """The one factor at which every line of the table fits a panel ``width`` px wide (never
    above the player's scale, never under 1.0)."""
    lines: list[tuple[str, int, str, float]] = [(title, TITLE_SIZE, "black", width - 20)]
    lines += [(f"{name} {pays}", NAME_SIZE, "bold", width - 2 * PAD - GAP) for name, pays in rows]
    return gfx.box_factor(lines)


def paytable_height(rows: int, notes: int, factor: float) -> int:
    """How tall a table of ``rows`` rows and ``notes`` footer lines is at ``factor``."""
    return (grown(TITLE_BAND, factor, 0.7) + grown(ROW_PITCH, factor, 0.6) * rows
            + grown(NOTE_PITCH, factor, 0.8) * notes + (8 if notes else 0) + grown(12, factor, 0.5))


def paytable_surface(title: str, rows: Sequence[tuple[str, str]], width: int,
                     highlight: str = "", footer: str = "", lit: Collection[int] = (),
                     room: int | None = None, tall: int | None = None) -> pygame.Surface:
    """A pay table panel: title, ``name … pays`` rows (``highlight`` in gold, the rows at the
    indexes ``lit`` — lines this round has made — on a gold bar), a footer note.

    ``width`` is its designed width; at a larger UI scale it grows with its texts up to ``room``
    px wide (``width`` when none is given: it grows at most to the player's scale) and, when
    ``tall`` is given, at most to that height (a column with no more room below)."""
    wide = max(width, min(gfx.ui_px(width), room if room is not None else gfx.ui_px(width)))
    factor = paytable_factor(title, rows, wide)
    while True:
        surf = _drawn(title, rows, wide, factor, highlight, footer, lit)
        if tall is None or surf.get_height() <= tall or factor <= 1.0:
            return surf
        factor = max(1.0, factor - 0.05)


def _drawn(title: str, rows: Sequence[tuple[str, str]], wide: int, factor: float,
           highlight: str, footer: str, lit: Collection[int]) -> pygame.Surface:
    with gfx.box_scale(factor) as f:
        notes = gfx.wrap(footer, NOTE_SIZE, wide - 28, "bold") if footer else []
        pitch, band, note_pitch = grown(ROW_PITCH, f, 0.6), grown(TITLE_BAND, f, 0.7), grown(NOTE_PITCH, f, 0.8)
        h = paytable_height(len(rows), len(notes), f)
        surf = gfx.panel((wide, h), (0, 0, 0, 170), gfx.GOLD_DARK, 14, 2).copy()
        gfx.blit_text(surf, title, TITLE_SIZE, (wide // 2, 10), gfx.GOLD, "black", anchor="midtop",
                      max_width=wide - 20)
        y = band
        for i, (name, pays) in enumerate(rows):
            colour = gfx.GOLD_LIGHT if name == highlight else gfx.CREAM
            if i in lit:
                win_row(surf, pygame.Rect(6, y - 4, wide - 12, pitch - 2))  # the bar and a ► mark
                colour = gfx.WHITE
            right = gfx.blit_text(surf, pays, NAME_SIZE, (wide - PAD, y), colour, "bold", anchor="topright",
                                  max_width=wide // 3)  # larger texts: the pays grow too
            gfx.blit_text(surf, name, NAME_SIZE, (PAD, y), colour, "bold", max_width=right.left - GAP - PAD)
            y += pitch
        for note in notes:
            gfx.blit_text(surf, note, NOTE_SIZE, (wide // 2, y + 6), gfx.GOLD_LIGHT, "bold", anchor="midtop")
            y += note_pitch
    return surf


def below_limits(table: TableScene, designed_y: int, gap: int = 16) -> int:
    """The top of a panel under a table's LIMITS box: its designed ``designed_y`` at 100 %; at a
    larger scale, clear of the LIMITS box however much it grew."""
    if gfx.ui_scale() == 1.0:
        return designed_y
    limits = table.panels.limits_panel
    if not limits.visible:
        return designed_y
    lx, ly, _, _ = table.LIMITS_RECT
    rows = len(table.limit_rows())
    bottom = max(limits.rect.bottom, ly + gfx.ui_px(52 + 27 * rows))  # as drawn, or as it will grow
    return max(designed_y, bottom + gap)


def left_column_bottom(table: TableScene, gap: int = 14) -> int:
    """Where the felt's left column ends: the dealer's messages start under it."""
    return int(table.LOG_RECT[1]) - gap
