"""Texas Hold'em Bonus Poker's own panels on the felt: the BONUS PAYS table, the FIRST 5 JACKPOT
meter with its prizes, and the printed rule. Each is drawn at one factor (``gfx.box_scale``):
its rows keep one size, and the panel grows with its texts at a larger UI scale (width, pitch,
bands); at 100 % each is the designed panel.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

import pygame

from scenes.table.paytable import BAR_X, NAME_X, grown
from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.widgets.marks import win_row

BONUS_RECT = (372, 110, 282)     # x, y, width: the BONUS pay table (left of the dealer)
BONUS_ROW_GAP = 10               # px between a BONUS line's name and what it pays
RULE_RECT = (372, 420, 282)      # the short rule under it
JACKPOT_RECT = (1470, 300, 340)  # the FIRST 5 JACKPOT meter and prizes (right, under the shoe)
#: How wide the panels may grow at a larger scale (the board's left edge; the felt's right margin).
BONUS_ROOM = 620
JACKPOT_ROOM = 416
RULE_SIZE = 17
#: px from the FIRST 5 JACKPOT panel's edge to a prize's name (its border is 1 px wider than BONUS PAYS')
JACKPOT_NAME_X = NAME_X + 2


def _shrunk(factor: float) -> float:
    return max(1.0, factor - 0.05)


def bonus_panel(title: str, rows: Sequence[tuple[str, str]], lit: Sequence[bool],
                tall: int | None = None, target: pygame.Surface | Canvas | None = None) -> pygame.Surface:
    """BONUS PAYS: the title and ``name … pays`` rows (the first in gold, a lit one on a gold
    bar), at most ``tall`` px tall at a larger scale; drawn at the pixels of ``target`` when that
    is a window's Canvas (``gfx.panel_canvas``)."""
    wide = max(BONUS_RECT[2], min(gfx.ui_px(BONUS_RECT[2]), BONUS_ROOM))
    factor = gfx.box_factor([(title, 22, "black", wide - 20)] +
                            [(f"{n} {p}", 18, "bold", wide - NAME_X - 16 - BONUS_ROW_GAP) for n, p in rows])
    while tall is not None and factor > 1.0 and _bonus_height(len(rows), factor) > tall:
        factor = _shrunk(factor)  # measured before it is drawn
    return _bonus(title, rows, lit, wide, factor, target)


def _bonus_height(rows: int, factor: float) -> int:
    return grown(46, factor, 0.7) + grown(29, factor, 0.6) * rows + grown(12, factor, 0.5)


def _bonus(title: str, rows: Sequence[tuple[str, str]], lit: Sequence[bool], wide: int,
           factor: float, target: pygame.Surface | Canvas | None) -> pygame.Surface:
    with gfx.box_scale(factor) as f:
        pitch, h = grown(29, f, 0.6), _bonus_height(len(rows), f)
        surf = cast(pygame.Surface, gfx.panel_canvas(target, (wide, h), (0, 0, 0, 170), gfx.GOLD_DARK, 14, 2))
        gfx.blit_text(surf, title, 22, (wide // 2, 10), gfx.GOLD, "black", anchor="midtop", max_width=wide - 20)
        y = grown(46, f, 0.7)
        for i, (name, pays) in enumerate(rows):
            colour = gfx.GOLD_LIGHT if i == 0 else gfx.CREAM
            if lit[i]:
                win_row(surf, pygame.Rect(BAR_X, y - 4, wide - 2 * BAR_X, pitch - 2))  # its ► in it
                colour = gfx.WHITE
            right = gfx.blit_text(surf, pays, 18, (wide - 16, y), colour, "bold", anchor="topright",
                                  max_width=wide // 3)  # larger texts: the pays grow too
            gfx.blit_text(surf, name, 18, (NAME_X, y), colour, "bold", max_width=right.left - BONUS_ROW_GAP - NAME_X)
            y += pitch
    return surf


def jackpot_panel(title: str, amount: str, share: str, rows: Sequence[tuple[str, str, bool, bool]],
                  note: str, tall: int | None = None,
                  target: pygame.Surface | Canvas | None = None) -> pygame.Surface:
    """FIRST 5 JACKPOT: the title, the meter with the progressive's amount, the player's share,
    the prizes (``name, pays, progressive, lit``) and the note under them. The title and the
    prizes choose the one factor; the amount and the share line fit inside it. Drawn at the
    pixels of ``target`` when that is a window's Canvas."""
    wide = max(JACKPOT_RECT[2], min(gfx.ui_px(JACKPOT_RECT[2]), JACKPOT_ROOM))
    lines: list[tuple[str, int, str, float]] = [(title, 22, "black", wide - 20)]
    lines += [(f"{n} {p}", 18, "bold", wide - JACKPOT_NAME_X - 18 - 12) for n, p, _, _ in rows]
    factor = gfx.box_factor(lines)
    while tall is not None and factor > 1.0 and _jackpot_size(len(rows), note, wide, factor)[2] > tall:
        factor = _shrunk(factor)  # measured before it is drawn
    return _jackpot(title, amount, share, rows, note, wide, factor, target)


def _jackpot_size(rows: int, note: str, wide: int, factor: float) -> tuple[pygame.Rect, pygame.Surface, int]:
    """The meter's rect, the note's block and the panel's height at ``factor``."""
    with gfx.box_scale(factor) as f:
        block = gfx.text_block(note, 15, wide - 28, gfx.MUTED)
        meter = pygame.Rect(18, grown(44, f, 0.7), wide - 36, grown(64, f, 0.5))
        return meter, block, meter.bottom + grown(38, f, 0.7) + grown(27, f, 0.6) * rows + 14 + block.get_height()


def _jackpot(title: str, amount: str, share: str, rows: Sequence[tuple[str, str, bool, bool]],
             note: str, wide: int, factor: float, target: pygame.Surface | Canvas | None) -> pygame.Surface:
    meter, block, h = _jackpot_size(len(rows), note, wide, factor)
    with gfx.box_scale(factor) as f:
        top, pitch = meter.bottom + grown(38, f, 0.7), grown(27, f, 0.6)
        surf = cast(pygame.Surface, gfx.panel_canvas(target, (wide, h), (10, 4, 2, 200), gfx.GOLD, 16, 3, glow=True))
        gfx.blit_text(surf, title, 22, (wide // 2, 10), gfx.GOLD, "black", anchor="midtop", max_width=wide - 20)
        gfx.rect(surf, (0, 0, 0), meter, border_radius=12)
        gfx.rect(surf, gfx.GOLD_DARK, meter, 2, border_radius=12)
        gfx.blit_text(surf, amount, 40, meter.center, gfx.GOLD_LIGHT, "black", anchor="center",
                      max_width=meter.w - 20)
        gfx.blit_text(surf, share, 16, (wide // 2, meter.bottom + 8), gfx.CREAM, anchor="midtop",
                      max_width=wide - 30)
        y = top
        for name, pays, progressive, lit in rows:
            colour = gfx.GOLD_LIGHT if progressive else gfx.CREAM
            if lit:
                win_row(surf, pygame.Rect(BAR_X + 2, y - 3, wide - 2 * BAR_X - 4, pitch - 1))  # its ► in it
                colour = gfx.WHITE
            gfx.blit_text(surf, name, 18, (JACKPOT_NAME_X, y), colour, "bold", max_width=wide - grown(150, f) - 6)
            gfx.blit_text(surf, pays, 18, (wide - 18, y), colour, "bold", anchor="topright",
                          max_width=grown(130, f))
            y += pitch
        gfx.blit_text_block(surf, note, 15, wide - 28, (14, y + 6), gfx.MUTED)
    return surf


def draw_rule(surface: pygame.Surface, rule: str, rect: pygame.Rect) -> None:
    """The printed rule (ANTE PAYS ON A STRAIGHT OR BETTER …) in ``rect`` at a larger scale:
    as large as the player's scale lets it be while it fits the rect."""
    factor = gfx.ui_scale()
    while True:
        with gfx.box_scale(factor):
            block = gfx.text_block(rule, RULE_SIZE, rect.w, gfx.GOLD_LIGHT, "bold")
        if block.get_height() <= rect.h or factor <= 1.0:
            break
        factor = _shrunk(factor)
    h = block.get_height()
    y = rect.centery - h // 2 if h <= rect.h else rect.y
    with gfx.box_scale(factor):  # its lines at the surface's own pixels
        gfx.blit_text_block(surface, rule, RULE_SIZE, rect.w, (rect.x, y), gfx.GOLD_LIGHT, "bold")
