"""Video poker's pay table: the panel on the machine (the pays of the table chosen, each line's
count and amount this round, the TOTAL; its figures laid as pieces over the table's layer, so a
round's new figures lay only them) and CHANGE's dialog of the five pay tables side by side.

It only draws what the table scene shows and hands the player's choice back to it; the pays and
their returns are gamelib's (``gamelib.games.video_poker.paytables``)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.games.video_poker.paytables import OPTIMAL_RETURNS, PAYTABLES
from scenes.games.video_poker.layout import PAY_FOOT_TWO, column_rows, pay_rows
from scenes.table.layout import TEXT_FLOOR
from scenes.ui import gfx, text_size
from scenes.ui.canvas import Canvas
from scenes.ui.manager import PopUp, soonest
from scenes.ui.widgets.base import Button, Widget
from scenes.ui.widgets.focus import FOCUS_KEYS, FocusTarget, buttons_targets

if TYPE_CHECKING:
    from scenes.games.video_poker.table import VideoPokerTable
    from scenes.ui.context import AppContext

def paytable_key(table: VideoPokerTable, figures: bool = True) -> tuple[Any, ...]:
    """Everything :func:`draw_paytable` shows (the felt under it aside); ``figures``: its figures too
    (else they lie over the layer: ``paytable_figures``)."""
    sizes = (table.paytable, table.app.lang, table.app.settings, tuple(text_size.text_px(s) for s in (15, 17, 19, 22)),
             gfx.font(12).get_height())
    if not figures:
        return sizes
    rnd = table.round
    show = table.result_shown and rnd is not None and bool(rnd.hands)
    value = rnd.value if rnd is not None and table.shown_stakes else table.bets.value
    return (*sizes, show, value, table.hand_count,
            tuple(sorted(rnd.line_counts().items())) if show and rnd else (),
            tuple(sorted(rnd.line_wins().items())) if show and rnd else (),
            rnd.total_paid if show and rnd else 0)


def draw_paytable(surface: pygame.Surface, table: VideoPokerTable, rect: pygame.Rect, figures: bool = True) -> None:
    """The pay table beside the hands (or, one hand at a larger scale, in two columns over it):
    what each line pays and, after the draw, how often it came. Every text at one factor (``rect``
    was made for it: ``layout.pay_rect``, a column's width each), its geometry too. ``figures``:
    its lines' names, pays and figures and its TOTAL too (else its box, title and rules only: the
    figures lie over the layer as pieces, ``paytable_figures``)."""
    columns = table.layout.pay_columns
    with gfx.box_scale(_pay_factor(table, rect, columns)) as f:
        rows, total = _paytable_texts(table, rect, f, columns)
        _draw_paytable(surface, table, rect, f, columns, rows if figures else [], total if figures else [])


def _pay_factor(table: VideoPokerTable, rect: pygame.Rect, columns: int) -> float:
    return rect.w / (columns * PAY_W) if text_size.text_scaled() else 1.0


PAY_W = 452  #: the pay table's designed width (``layout.PAY_RECT``), a column's in two

#: One text of the pay table's figures: ``gfx.blit_text``'s (text, size, pos, colour, weight, anchor, max_width).
PayText = tuple[str, int, tuple[int, int], tuple[int, int, int], str, str, int]


def paytable_figures(table: VideoPokerTable, rect: pygame.Rect, surface: Canvas, shown: bool | None = None
                     ) -> list[tuple[Hashable, tuple[Any, ...], Callable[[pygame.Surface], object]]]:
    """The pay table's figures as pieces over the layer (``TableScene.kept_pieces``), a column of them
    each (the lines' names and pays, their counts, their amounts, the TOTAL line: few pieces, asked
    every frame), known by what they show where: a deal or a result draws again the columns that
    changed over the pay table's box in the layer, not the box, its glass and its figures laid again
    into the layer and that into the window (issue 27: at 4K 2-3 ms of those frames). ``shown``: as the
    round's result shows them (True) or not, whether it shows yet or not (a draw makes them ahead)."""
    columns = table.layout.pay_columns
    with gfx.box_scale(_pay_factor(table, rect, columns)) as f:
        rows, total = _paytable_texts(table, rect, f, columns, shown)
    drawn_in = (table.app.lang, table.app.settings, f, gfx.ui_scale(), gfx.text_px(100), surface.context)
    groups: dict[str, list[PayText]] = {"lines": [], "counts": [], "amounts": [], "total": []}
    for which, text in rows:
        groups[PAY_COLUMN[which[1]] if isinstance(which, tuple) else "total"].append(text)
    groups["total"] += [text for _, text in total]
    return [(("pay figure", name), (tuple(texts), drawn_in), partial(_draw_pay_texts, tuple(texts), f))
            for name, texts in groups.items() if texts]


#: Which piece of the pay table's figures each of a line's texts lies in (``paytable_figures``).
PAY_COLUMN = {"name": "lines", "pays": "lines", "count": "counts", "amount": "amounts"}


def _draw_pay_texts(texts: tuple[PayText, ...], f: float, surface: pygame.Surface) -> None:
    for text in texts:
        _draw_pay_text(text, f, surface)


def _draw_pay_text(text: PayText, f: float, surface: pygame.Surface) -> None:
    s, size, pos, colour, weight, anchor, max_width = text
    with gfx.box_scale(f):
        gfx.blit_text(surface, s, size, pos, colour, weight, anchor=anchor, max_width=max_width)


def _paytable_texts(table: VideoPokerTable, rect: pygame.Rect, f: float, columns: int, shown: bool | None = None
                    ) -> tuple[list[tuple[Hashable, PayText]], list[tuple[Hashable, PayText]]]:
    """The pay table's figures at factor ``f``: (its lines' texts, its TOTAL line's), each known by
    which it is (a line's name, pays, count or amount); ``shown``: as ``paytable_figures``."""
    def px(n: float) -> int:
        return round(n * f)

    def sz(n: int) -> int:  # at a larger scale a size under the tables' text floor grows from it
        return n if f == 1.0 else max(n, TEXT_FLOOR)

    pt, tr, money = table.paytable, table.app.tr, table.app.money
    rnd = table.round
    show = (table.result_shown if shown is None else shown) and rnd is not None and bool(rnd.hands)
    counts = rnd.line_counts() if show and rnd else {}
    wins = rnd.line_wins() if show and rnd else {}
    row_h, size = pay_rows(pt)
    size = sz(size)
    rows = len(pt.lines) if columns == 1 else column_rows(pt)
    col_w = rect.w // columns
    value = rnd.value if rnd is not None and table.shown_stakes else table.bets.value
    lines: list[tuple[Hashable, PayText]] = []
    for i, pl in enumerate(pt.lines):
        x, y = rect.x + i // rows * col_w, rect.y + px(44 + i % rows * row_h)
        right = x + col_w
        n = counts.get(pl.name, 0)
        colour = gfx.GOLD_LIGHT if n else gfx.CREAM
        lines += [((i, "name"), (table.line_name(pl.name), size, (x + px(16), y), colour, "bold", "topleft", px(230))),
                  ((i, "pays"), (str(pl.pays), size, (x + px(290), y), colour, "bold", "topright", px(40)))]
        if show:
            lines += [((i, "count"), (f"×{n}" if n else "–", size, (x + px(340), y), colour, "bold", "topright", px(46))),
                      ((i, "amount"), (money(wins.get(pl.name, 0)) if n else "", size, (right - px(14), y), colour,
                                       "bold", "topright", px(94)))]
        else:
            lines.append(((i, "amount"), (money(pl.pays * value), size, (right - px(14), y), gfx.MUTED, "bold",
                                          "topright", px(140))))
    left, text_y = _pay_foot(rect, f, columns, rows, row_h)[:2]
    if show and rnd is not None:
        label, amount = tr("vp.total_win"), rnd.total_paid
    else:
        one = table.hand_count == 1
        label = tr("vp.total_bet_line_one" if one else "vp.total_bet_line", value=money(value),
                   hands=table.hand_count)
        amount = value * table.hand_count
    total: list[tuple[Hashable, PayText]] = [
        ("total", (label, 19, (left + px(16), text_y), gfx.GOLD, "black", "topleft", px(300))),
        ("total amount", (money(amount), 19, (rect.right - px(14), text_y), gfx.GOLD_LIGHT, "black", "topright", px(120)))]
    return lines, total


def _pay_foot(rect: pygame.Rect, f: float, columns: int, rows: int, row_h: int) -> tuple[int, int, int]:
    """(left, text y, rule y) of the pay table's TOTAL line: under the rows, across the box; in two
    columns, in the right column's last row."""
    if columns == 1:
        return rect.x, rect.bottom - round(31 * f), rect.bottom - round(38 * f)
    left, text_y = rect.x + rect.w // columns, rect.y + round((44 + (rows - 1) * row_h + 2) * f)
    return left, text_y, text_y - round(5 * f)


def _draw_paytable(surface: pygame.Surface, table: VideoPokerTable, rect: pygame.Rect, f: float,
                   columns: int, lines: list[tuple[Hashable, PayText]], total: list[tuple[Hashable, PayText]]) -> None:
    """The box, its title and rules, and ``lines`` and ``total`` (its figures) where they lie among them."""
    def px(n: float) -> int:
        return round(n * f)

    def sz(n: int) -> int:  # at a larger scale a size under the tables' text floor grows from it
        return n if f == 1.0 else max(n, TEXT_FLOOR)

    pt, tr = table.paytable, table.app.tr
    gfx.draw_panel(surface, rect, (0, 0, 0, 175), gfx.GOLD_DARK, 14, 2)
    gfx.blit_text(surface, pt.title.upper(), 22, (rect.x + px(16), rect.y + px(10)), gfx.GOLD, "black",
                  max_width=px(250 if columns == 1 else 600))
    gfx.blit_text(surface, tr("vp.pays_for_1"), sz(15), (rect.right - px(16), rect.y + px(14)), gfx.MUTED, "bold",
                  anchor="topright", max_width=px(150))
    for _, text in lines:
        _draw_pay_text(text, f, surface)
    row_h, _ = pay_rows(pt)
    rows = len(pt.lines) if columns == 1 else column_rows(pt)
    left, _, line_y = _pay_foot(rect, f, columns, rows, row_h)
    if columns != 1:  # a line between the columns
        gfx.line(surface, gfx.GOLD_DARK, (left, rect.y + px(44)), (left, rect.bottom - px(PAY_FOOT_TWO)))
    gfx.line(surface, gfx.GOLD_DARK, (left + px(14), line_y), (rect.right - px(14), line_y))
    for _, text in total:
        _draw_pay_text(text, f, surface)


class PaytableDialog(PopUp):
    """CHANGE: the five pay tables side by side, SELECT on each."""

    name = "vp-paytables"
    draws_natively = True  # at the window's pixels (render, #27)

    def __init__(self, app: AppContext, table: VideoPokerTable) -> None:
        super().__init__(app)
        self.table = table
        self.columns: list[tuple[str, pygame.Rect]] = []
        self.buttons = [Button((0, 0, 300, 66), self._label(name), self._chooser(name), style="gold")
                        for name in PAYTABLES]  # (66 high: the label's designed size)
        self.close_button = Button((0, 0, 54, 54), "✕", self.close, style="red", font_size=26)
        self.scale = 1.0
        self._placed: tuple[float, str] | None = None
        self.factor = 1.0
        self.rect = pygame.Rect(0, 0, 1840, 700)
        self._place()

    def _place(self) -> None:
        """The dialog, its columns and buttons at the player's scale now: at 100 % five equal
        columns; larger, each column as wide as its lines need at the one factor of all texts."""
        if self._placed == (gfx.ui_scale(), self.app.lang):
            return
        self._placed = (gfx.ui_scale(), self.app.lang)
        self.scale = gfx.ui_scale()
        needs = self._needs()
        inner = 1840 - 40 - 12 * len(PAYTABLES)
        f = 1.0 if self.scale == 1.0 else max(1.0, min(self.scale, inner / sum(needs)))
        self.factor = f
        col_h = max(590, round((52 + 30 * max(len(pt.lines) for pt in PAYTABLES.values()) + 148) * f))
        self.rect = pygame.Rect(0, 0, 1840, min(1060, col_h + 110))
        self.rect.center = (960, 540)
        self.columns = []
        if self.scale == 1.0:
            widths = [(self.rect.w - 40) // len(PAYTABLES) - 12] * len(PAYTABLES)
        else:
            extra = (inner - f * sum(needs)) / len(needs)
            widths = [int(n * f + extra) for n in needs]
        button_h = max(66, round(56 * f))
        x = self.rect.x + 20
        for name, button, w in zip(PAYTABLES, self.buttons, widths):
            col = pygame.Rect(x, self.rect.y + 90, w, self.rect.h - 110)
            x += w + 12
            self.columns.append((name, col))
            button.rect = pygame.Rect(col.x + 20, col.bottom - button_h - 18, col.w - 40, button_h)
        self.close_button.rect = pygame.Rect(self.rect.right - 74, self.rect.y + 18, 54, 54)

    def _needs(self) -> list[int]:
        """Each column's width at 100 %: its widest line beside its pays, or its title."""
        out = []
        for pt in PAYTABLES.values():
            names = max(gfx.designed_width(self.table.line_name(pl.name), 18, "bold") for pl in pt.lines)
            title = gfx.designed_width(pt.title.upper(), 21, "black")
            out.append(max(names + 96, title + 24))
        return out

    def _label(self, name: str) -> Callable[[], str]:
        return lambda: self.app.tr("vp.selected" if self.table.bets.paytable == name else "vp.select")

    def _chooser(self, name: str) -> Callable[[], None]:
        return lambda: self.choose(name)

    def choose(self, name: str) -> None:
        self.table.select_paytable(name)
        self.close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in [*self.buttons, self.close_button]:
            if b.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_5:
            self.choose(list(PAYTABLES)[event.key - pygame.K_1])
            return True
        if event.type == pygame.KEYDOWN and event.key in FOCUS_KEYS:
            return False  # the focus ring moves over the SELECT buttons and ✕ (SceneManager)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def focus_targets(self) -> list[FocusTarget]:
        return buttons_targets("paytable", [*self.buttons, self.close_button])

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def next_change(self) -> float | None:
        """It stands still (a button says when it is held)."""
        return soonest(b.next_change() for b in [*self.buttons, self.close_button])

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """What stays while it is open (kept with the table beneath in one layer): the veil, the
        dialog, its title and the five pay tables (which one is chosen changes only as it closes)."""
        self._place()
        gfx.veil(surface, 150)
        gfx.draw_panel(surface, self.rect, (14, 30, 22, 248), gfx.GOLD, 24, 3, glow=True)  # native (render, #27)
        tr = self.app.tr
        gfx.blit_text(surface, tr("vp.choose_paytable"), 36, (self.rect.centerx, self.rect.y + 24), gfx.GOLD,
                      "black", anchor="midtop", max_width=self.rect.w - 240)
        with gfx.box_scale(self.factor) as f:
            for name, col in self.columns:
                self._draw_column(surface, name, col, f)

    def draw_content(self, surface: pygame.Surface) -> None:
        """What a frame draws over the backdrop: SELECT under each table, and ✕."""
        self._place()
        with gfx.box_scale(self.factor):
            for button in self.buttons:
                button.draw(surface)
        self.close_button.draw(surface)
        self.looks_drawn()

    def pointer_widgets(self) -> list[Widget]:
        """It shows the pointer only on its buttons."""
        return [*self.buttons, self.close_button]

    def _draw_column(self, surface: pygame.Surface, name: str, col: pygame.Rect, f: float) -> None:
        tr = self.app.tr
        pt = PAYTABLES[name]
        current = self.table.bets.paytable == name
        gfx.draw_panel(surface, col, (0, 0, 0, 150), gfx.GOLD_LIGHT if current else gfx.GOLD_DARK,
                       14, 3 if current else 1)
        gfx.blit_text(surface, pt.title.upper(), 21, (col.centerx, col.y + round(14 * f)), gfx.GOLD, "black",
                      anchor="midtop", max_width=col.w - 16)
        y = col.y + round(52 * f)
        for pl in pt.lines:
            gfx.blit_text(surface, self.table.line_name(pl.name), 18, (col.x + 12, y), gfx.CREAM, "bold",
                          max_width=col.w - 70 if f == 1.0 else col.w - round(80 * f))
            gfx.blit_text(surface, str(pl.pays), 18, (col.right - 12, y), gfx.GOLD_LIGHT, "bold",
                          anchor="topright", max_width=round(60 * f))
            y += round(30 * f)
        ret = OPTIMAL_RETURNS.get(name)
        if ret is not None:  # on two lines when one is too narrow for it at this factor
            text = tr("vp.optimal_return", pct=f"{ret * 100:.2f}")
            narrowest = min(c.w for _, c in self.columns)  # every column wraps it alike
            lines = [text] if f == 1.0 else gfx.wrap(text, 18, narrowest - 16, "bold")
            y = self.buttons[0].rect.y - round(34 * f) * len(lines)
            for line in lines:
                gfx.blit_text(surface, line, 18, (col.centerx, y), gfx.MUTED, "bold", anchor="midtop",
                              max_width=col.w - 16)
                y += round(34 * f)
