"""A pay table panel that grows with the player's UI scale: title, ``name … pays`` rows and a
footer note, all drawn at one factor (``gfx.box_scale``), so its rows keep one size; the panel's
width, row pitch and title band grow with that factor. At 100 % it is the designed panel.

Used by 2 Hand Casino Hold'em and Heads Up Hold'em (``scenes.games.casino_holdem.table``
re-exports :func:`paytable_surface`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, cast

import pygame

from scenes.table.lit_rows import LitRows
from scenes.table.show import hand_label_rect
from scenes.ui import card_art, gfx
from scenes.ui.canvas import Canvas
from scenes.ui.widgets.info import HandLabel
from scenes.ui.widgets.marks import win_row

if TYPE_CHECKING:
    from scenes.table.advisor import AdvisorPanel
    from scenes.table.base import TableScene

NAME_SIZE, TITLE_SIZE, NOTE_SIZE = 19, 22, 16
ROW_PITCH, TITLE_BAND, NOTE_PITCH = 30, 46, 22
PAD, GAP = 16, 12  # px from the panel's edge to a row's pays; between a row's name and its pays
#: px from the panel's edge to a row's name, and to a lit row's bar (its ► inside it, before the name)
NAME_X, BAR_X = 24, 4


def grown(n: float, factor: float, share: float = 1.0) -> int:
    """``n`` designed px grown by ``share`` of the way to ``factor``: a row's pitch need not grow
    as much as its text (the text's own line height is the floor)."""
    return round(n * (1.0 + (factor - 1.0) * share))


def paytable_factor(title: str, rows: Sequence[tuple[str, str]], width: int) -> float:
    """The one factor at which every line of the table fits a panel ``width`` px wide (never
    above the player's scale, never under 1.0)."""
    lines: list[tuple[str, int, str, float]] = [(title, TITLE_SIZE, "black", width - 20)]
    lines += [(f"{name} {pays}", NAME_SIZE, "bold", width - NAME_X - PAD - GAP) for name, pays in rows]
    return gfx.box_factor(lines)


def paytable_height(rows: int, notes: int, factor: float, wrapped: int = 0) -> int:
    """How tall a table of ``rows`` rows (``wrapped`` of them on two lines) and ``notes`` footer
    lines is at ``factor``."""
    pitch, band, note_pitch = pitches(factor)
    return band + pitch * rows + second_line(factor) * wrapped + note_pitch * notes + (8 if notes else 0) \
        + grown(12, factor, 0.3)


def pitches(factor: float) -> tuple[int, int, int]:
    """A row's pitch, the title's band and a footer line's pitch at ``factor``: they grow less
    than the texts (a text's own line height is what a row needs, and the felt is short)."""
    return grown(ROW_PITCH, factor, 0.45), grown(TITLE_BAND, factor, 0.55), grown(NOTE_PITCH, factor, 0.65)


def second_line(factor: float) -> int:
    """How much lower a wrapped name's second line is than its first."""
    return round(NAME_SIZE * factor * 1.15)


def halves(name: str) -> tuple[str, str]:
    """``name`` on two lines, split between words where its longer line is shortest."""
    words = name.split(" ")
    f = gfx.font(NAME_SIZE, "bold")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    return min(splits, key=lambda two: max(f.size(two[0])[0], f.size(two[1])[0]), default=(name, ""))


def paytable_surface(title: str, rows: Sequence[tuple[str, str]], width: int,
                     highlight: str = "", footer: str = "", lit: Collection[int] = (),
                     room: int | None = None, tall: int | None = None,
                     most: float | None = None, wrap: bool = False,
                     target: pygame.Surface | Canvas | None = None) -> pygame.Surface:
    """A pay table panel: title, ``name … pays`` rows (``highlight`` in gold, the rows at the
    indexes ``lit`` — lines this round has made — on a gold bar), a footer note.

    ``width`` is its designed width; at a larger UI scale it grows with its texts up to ``room``
    px wide (``width`` when none is given: it grows at most to the player's scale) and, when
    ``tall`` is given, at most to that height (a column with no more room below); ``most``
    caps its factor (tables that share a column grow alike). ``wrap``: at a larger scale a name
    too long for its row goes on two lines rather than making every row small. ``target``: the
    surface it will be blitted on; a window's Canvas gets a panel drawn at its pixels (a Canvas
    itself, blitted pixel for pixel), anything else a plain bitmap."""
    wide, factor, _ = paytable_plan(title, rows, width, footer, room, tall, most, wrap)
    return _drawn(title, rows, wide, factor, highlight, footer, lit, wrap, target)


def paytable_plan(title: str, rows: Sequence[tuple[str, str]], width: int, footer: str = "",
                  room: int | None = None, tall: int | None = None, most: float | None = None,
                  wrap: bool = False) -> tuple[int, float, int]:
    """The width, factor and height ``paytable_surface`` draws a table at (measured, not drawn)."""
    wide = max(width, min(gfx.ui_px(width), room if room is not None else gfx.ui_px(width)))
    factor = paytable_factor(title, rows, wide)
    if wrap and factor < gfx.ui_scale():
        with gfx.designed_text():
            split = [(max(halves(name), key=lambda h: gfx.font(NAME_SIZE, "bold").size(h)[0]), pays)
                     for name, pays in rows]
        factor = paytable_factor(title, split, wide)
    if most is not None:
        factor = max(1.0, min(factor, most))
    while True:
        _, _, h = _layout(rows, wide, factor, footer, wrap)
        if tall is None or h <= tall or factor <= 1.0:
            return wide, factor, h
        factor = max(1.0, factor - 0.05)


def _layout(rows: Sequence[tuple[str, str]], wide: int, factor: float, footer: str,
            wrap: bool) -> tuple[list[str], list[tuple[str, str]], int]:
    """The footer's lines, each row's name on one or two lines, and the height, at ``factor``."""
    with gfx.box_scale(factor) as f:
        notes = gfx.wrap(footer, NOTE_SIZE, wide - 28, "bold") if footer else []
        font = gfx.font(NAME_SIZE, "bold")
        # a name wider than its room (only at a larger scale, from paytable_surface's wrap) wraps
        lines = [halves(name) if wrap and f > 1.0 and font.size(f"{name} {pays}")[0] > wide - NAME_X - PAD - GAP
                 else (name, "") for name, pays in rows]
        return notes, lines, paytable_height(len(rows), len(notes), f, sum(1 for _, second in lines if second))


def _drawn(title: str, rows: Sequence[tuple[str, str]], wide: int, factor: float,
           highlight: str, footer: str, lit: Collection[int], wrap: bool = False,
           target: pygame.Surface | Canvas | None = None) -> pygame.Surface:
    return _lines_on(title, rows, wide, factor, highlight, _layout(rows, wide, factor, footer, wrap), lit, target)


def _lines_on(title: str, rows: Sequence[tuple[str, str]], wide: int, factor: float, highlight: str,
              layout: tuple[list[str], list[tuple[str, str]], int], lit: Collection[int],
              target: pygame.Surface | Canvas | None) -> pygame.Surface:
    """The table drawn whole, as ``layout`` (``_layout``) lays it out."""
    surf, places = _base(title, wide, factor, layout, target)
    for i in range(len(rows)):
        _line(surf, rows, places, wide, factor, highlight, i, i in lit)
    return surf


#: Where each line of a table lies: its top (the name's), its height and its name on one or two lines.
Places = list[tuple[int, int, tuple[str, str]]]


def _base(title: str, wide: int, factor: float, layout: tuple[list[str], list[tuple[str, str]], int],
          target: pygame.Surface | Canvas | None) -> tuple[pygame.Surface, Places]:
    """The panel, its title and its footer, without its lines (as ``layout`` lays them out); and
    where each line lies."""
    notes, lines, h = layout
    with gfx.box_scale(factor) as f:
        pitch, band, note_pitch = pitches(f)
        surf = cast(pygame.Surface, gfx.panel_canvas(target, (wide, h), (0, 0, 0, 170), gfx.GOLD_DARK, 14, 2))
        gfx.blit_text(surf, title, TITLE_SIZE, (wide // 2, 10), gfx.GOLD, "black", anchor="midtop",
                      max_width=wide - 20)
        y = band
        places: Places = []
        for first, second in lines:
            tall_row = pitch + (second_line(f) if second else 0)
            places.append((y, tall_row, (first, second)))
            y += tall_row
        for note in notes:
            gfx.blit_text(surf, note, NOTE_SIZE, (wide // 2, y + 6), gfx.GOLD_LIGHT, "bold", anchor="midtop")
            y += note_pitch
    return surf, places


def _line(surf: pygame.Surface | Canvas, rows: Sequence[tuple[str, str]], places: Places, wide: int, factor: float,
          highlight: str, i: int, lit: bool) -> None:
    """Line ``i`` of a table (``lit``: on a gold bar, its ► in it)."""
    name, pays = rows[i]
    y, tall_row, (first, second) = places[i]
    target = cast(pygame.Surface, surf)
    with gfx.box_scale(factor) as f:
        font = gfx.font(NAME_SIZE, "bold")
        colour = gfx.GOLD_LIGHT if name == highlight else gfx.CREAM
        if lit:
            win_row(target, pygame.Rect(BAR_X, y - 4, wide - 2 * BAR_X, tall_row - 2))  # the bar, its ► in it
            colour = gfx.WHITE
        # the pays have a third of the row at 100 %; at a larger scale what the name leaves
        room = wide // 3 if f == 1.0 else wide - NAME_X - PAD - GAP - font.size(first)[0]
        right = gfx.blit_text(target, pays, NAME_SIZE, (wide - PAD, y), colour, "bold", anchor="topright",
                              max_width=room)
        gfx.blit_text(target, first, NAME_SIZE, (NAME_X, y), colour, "bold", max_width=right.left - GAP - NAME_X)
        if second:
            gfx.blit_text(target, second, NAME_SIZE, (NAME_X, y + second_line(f)), colour, "bold",
                          max_width=right.left - GAP - NAME_X)


def paytable_kept(title: str, rows: Sequence[tuple[str, str]], width: int, highlight: str = "",
                  footer: str = "", room: int | None = None, tall: int | None = None, most: float | None = None,
                  wrap: bool = False, target: pygame.Surface | Canvas | None = None) -> LitRows:
    """``paytable_surface``'s panel kept as its lines' pieces (``LitRows``): lighting a line lays that
    line only (issue 27)."""
    wide, factor, _ = paytable_plan(title, rows, width, footer, room, tall, most, wrap)
    layout = _layout(rows, wide, factor, footer, wrap)  # (measured once: the wrap measures at the frame's pixels)
    base, places = _base(title, wide, factor, layout, target)
    return LitRows(base, _bands(places, wide, base.get_height()),
                   lambda surf, i, lit: _line(surf, rows, places, wide, factor, highlight, i, lit),
                   lambda lit: _lines_on(title, rows, wide, factor, highlight, layout, lit, target))


def _bands(places: Places, wide: int, h: int) -> list[pygame.Rect]:
    """Each line's band: from its bar's top to the next line's (the last: to the panel's foot)."""
    tops = [y - 4 for y, _, _ in places] + [h]
    return [pygame.Rect(0, top, wide, below - top) for top, below in zip(tops, tops[1:], strict=False)]


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


def above_hand_name(table: TableScene, to: str, rect: tuple[int, int, int, int], bottom: int) -> int:
    """How low the ADVISOR at ``rect`` may reach at a larger scale: ``bottom``, or above the plate
    of ``to``'s hand name when that reaches under it (a long name: 'Two Pair, Nines and Threes';
    before the name is known, as if it did), wherever the name's plate lies at this scale."""
    label = table.hand_labels.get(to)
    x, _, w, _ = rect
    if label is not None and label.text:
        plate = hand_label_rect(label)
        if plate.right <= x - 6 or plate.left >= x + w + 6:
            return bottom
        pos = label.pos
    else:
        _, y, cw = table.card_position(to, 0)
        pos = (table.CARD_PLACES[to].x, int(y + card_art.card_size(cw)[1] / 2 + 14))
    probe = HandLabel(pos)
    return min(bottom, probe.plate(gfx.text("Ag", probe.size, gfx.WHITE, "bold").get_size()).top - 6)


def draw_advisor_within(advisor: AdvisorPanel, surface: pygame.Surface, bottom: int,
                        scratch: dict[float, pygame.Surface], ceiling: int | None = None) -> None:
    """The ADVISOR at its place, its texts as large as the player's scale lets them be while the
    panel ends above ``bottom`` (the bet spots' names under it); at 100 % as designed. Its height
    at a factor is measured by drawing it on ``scratch`` (one kept surface per factor: the
    table's own, so no two measures share a surface). Too tall even at its designed size, it
    moves up; with a ``ceiling`` (cards or a table above it) not past that, and it leaves out its
    small print when that lets its values be larger or keeps it clear."""
    scale = gfx.ui_scale()
    if scale == 1.0:
        advisor.draw(surface)
        return
    x, y, w, least = designed = advisor.rect
    if ceiling is not None:  # its designed least height gives way to the room between the cards
        advisor.rect = (x, y, w, max(0, min(least, bottom - min(y, ceiling))))
    advisor.note = True
    factor = _advisor_factor(advisor, bottom, scale, scratch)
    if ceiling is not None and advisor.drawn is not None and (factor < scale or bottom - advisor.drawn.h < ceiling):
        # short of room: its values larger (or clear of the cards) rather than its small print
        fits = bottom - advisor.drawn.h >= ceiling
        advisor.note = False
        brief = _advisor_factor(advisor, bottom, scale, scratch)
        if fits and brief < factor + 0.05:
            advisor.note = True
            factor = _advisor_factor(advisor, bottom, scale, scratch)
        else:
            factor = brief
    top = y if advisor.drawn is None else min(y, bottom - advisor.drawn.h)  # too tall even so: it moves up
    if ceiling is not None:  # … never over the cards above it (its lowest corner may pass ``bottom``)
        top = max(top, min(y, ceiling))
    advisor.rect = (x, top, w, advisor.rect[3])
    try:
        with gfx.box_scale(factor):
            advisor.draw(surface)
    finally:
        advisor.rect = designed
        advisor.note = True


def _advisor_factor(advisor: AdvisorPanel, bottom: int, scale: float,
                    scratch: dict[float, pygame.Surface]) -> float:
    """The largest factor (from the player's scale down to 1.0) at which the ADVISOR at its place
    ends above ``bottom``; ``advisor.drawn`` is its measure at that factor."""
    x, y, w, least = advisor.rect
    factor = scale
    while True:
        key = factor if advisor.note else -factor  # a sheet for each measure: none drawn over twice
        sheet = scratch.get(key)
        if sheet is None:  # one pixel: only the panel's height is wanted, what is drawn is clipped
            sheet = scratch[key] = pygame.Surface((1, 1))
        advisor.rect = (0, 0, w, least)
        try:
            with gfx.box_scale(factor):
                advisor.draw(sheet)
        finally:
            advisor.rect = (x, y, w, least)
        if advisor.drawn is None or y + advisor.drawn.h <= bottom or factor <= 1.0:
            return factor
        factor = round(max(1.0, factor - 0.1), 2)
