"""The pop-up Heads Up's gold LIMITS card opens: the limits and all four pay tables (ODDS,
BAD BEAT, TRIPS PLUS, POCKET BONUS) in three columns. At a larger UI scale the pop-up grows to
nearly the whole window and every table in it is drawn at one common factor, so all its rows
keep one size; at 100 % it is the designed pop-up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame

from gamelib.games.dealer_holdem import PayTable
from gamelib.games.heads_up.rules import BAD_BEAT_TABLE, ODDS_TABLE, POCKET_TABLE, TRIPS_PLUS_TABLE
from scenes.table.layout import TEXT_FLOOR
from scenes.table.pay_words import line_label
from scenes.table.paytable import (
    grown,
    paytable_factor,
    paytable_plan,
    paytable_surface,
)
from scenes.ui import gfx
from scenes.ui.canvas import context_of
from scenes.ui.context import Texts
from scenes.ui.manager import PopUp
from scenes.ui.widgets.base import Button, Widget

if TYPE_CHECKING:
    from scenes.games.heads_up.table import HeadsUpTable
    from scenes.ui.context import AppContext

#: At 100 %: the pop-up's size, its columns' left edges and widths, the gap between tables.
SIZE = (1500, 760)
COLUMNS = ((40, 440), (510, 440), (980, 480))
TABLE_GAP, TOP = 24, 90
#: At a larger scale it grows up to this (the window less a margin).
MOST_SIZE = (1880, 1060)


def lit_rows(table: PayTable, line: str | None) -> set[int]:
    """The rows of ``table`` that ``line`` (a line this round has made) lights."""
    return {i for i, ln in enumerate(table) if ln.name == line}


def table_rows(app: Texts, table: PayTable) -> list[tuple[str, str]]:
    to = app.tr("headsup.to")
    return [(line_label(app, ln.name), f"{ln.to} {to} {ln.per}") for ln in table]


def popup_rect() -> pygame.Rect:
    """Where the pop-up lies: designed at 100 %, larger (up to ``MOST_SIZE``) at a larger scale."""
    if gfx.ui_scale() == 1.0:
        rect = pygame.Rect(0, 0, *SIZE)
        rect.center = (960, 520)
        return rect
    rect = pygame.Rect(0, 0, min(MOST_SIZE[0], gfx.ui_px(SIZE[0])), min(MOST_SIZE[1], gfx.ui_px(SIZE[1])))
    rect.center = (960, 540)
    return rect


def column_places(width: int) -> list[tuple[int, int]]:
    """Each column's left edge and width in a pop-up ``width`` wide: the designed columns at
    100 %; at a larger scale they grow with the player's scale, shared out over the room."""
    if gfx.ui_scale() == 1.0:
        return list(COLUMNS)
    margin, gap = COLUMNS[0][0], COLUMNS[1][0] - COLUMNS[0][0] - COLUMNS[0][1]
    wanted = [gfx.ui_px(w) for _, w in COLUMNS]
    room = width - 2 * margin - gap * (len(COLUMNS) - 1)
    widths = [w * min(1.0, room / sum(wanted)) for w in wanted]
    out, x = [], float(margin)
    for w in widths:
        out.append((round(x), round(w)))
        x += w + gap
    return out


class LimitsAndPays(PopUp):
    """The pop-up the gold LIMITS card opens: limits and all four pay tables."""

    name = "heads-up-limits"
    draws_natively = True  # at the window's pixels (render, #27)

    def __init__(self, app: AppContext, table: HeadsUpTable) -> None:
        super().__init__(app)
        self.table = table
        self.rect = popup_rect()
        self.close_button = Button((0, 0, 240, 62), lambda: app.tr("ui.close"), self.close, hotkey="Esc",
                                   style="gold")
        self._surface: tuple[object, pygame.Surface] | None = None  # drawn for a context
        self._tables: list[list[pygame.Surface]] = []
        self.place()

    def place(self) -> None:
        """The pop-up and its CLOSE button at the player's scale."""
        self.rect = popup_rect()
        w, h = gfx.ui_px(240), grown(62, gfx.ui_scale(), 0.7)
        self.close_button.rect = pygame.Rect(self.rect.centerx - w // 2, self.rect.bottom - grown(24, gfx.ui_scale())
                                             - h, w, h)
        self._surface = None

    def language_changed(self) -> None:
        self.place()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.close_button.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos):
            self.close()
        return True  # modal

    def update(self, dt: float) -> None:
        self.close_button.update(dt)

    def tables(self) -> list[list[tuple[str, list[tuple[str, str]], str, set[int]]]]:
        """The three columns' tables: (title, rows, footer, lit rows)."""
        app, lit = self.app, self.table.lit
        m = app.money
        limits = [(self.table.spot_label(r.name), f"{m(r.min_cents)} – {m(r.max_cents)}")
                  for r in self.table.definition.limits.spots
                  if not r.by_decision and r.mirrors is None]
        limits.append((self.table.spot_label("odds"), app.tr("headsup.odds_equals")))
        limits.append((self.table.spot_label("raise"), app.tr("headsup.raise_sizes")))
        return [
            [(app.tr("table.limits"), limits, "", set()),
             (app.tr("headsup.pocket_title"), table_rows(app, POCKET_TABLE), "",
              lit_rows(POCKET_TABLE, lit.get("pocket")))],
            [(app.tr("headsup.odds_title"), table_rows(app, ODDS_TABLE), app.tr("headsup.odds_note"),
              lit_rows(ODDS_TABLE, lit.get("odds"))),
             (app.tr("headsup.bad_beat_title"), table_rows(app, BAD_BEAT_TABLE), app.tr("headsup.bad_beat_note"),
              lit_rows(BAD_BEAT_TABLE, lit.get("bad_beat")))],
            [(app.tr("headsup.trips_title"), table_rows(app, TRIPS_PLUS_TABLE), "",
              lit_rows(TRIPS_PLUS_TABLE, lit.get("trips")))],
        ]

    def _render(self, target: pygame.Surface | None = None) -> pygame.Surface:
        app = self.app
        surf = cast(pygame.Surface, gfx.panel_canvas(target, self.rect.size, (8, 16, 12, 245), gfx.GOLD, 24, 3))
        gfx.blit_text(surf, app.tr("headsup.limits_title"), 34, (self.rect.w // 2, 22), gfx.GOLD,
                      "black", anchor="midtop", max_width=self.rect.w - 40)
        places = column_places(self.rect.w)
        columns = self.tables()
        # one factor for every table of the pop-up: all its rows at one size
        common = min(paytable_factor(title, rows, w) for (_, w), tables in zip(places, columns)
                     for title, rows, _, _ in tables)
        bottom = self.close_button.rect.top - self.rect.top - 12
        while True:  # measured before anything is drawn
            top = TOP if common == 1.0 else grown(TOP, common, 0.8)
            tallest = max(sum(paytable_plan(title, rows, w, footer, w, None, common)[2] + TABLE_GAP
                              for title, rows, footer, _ in tables) - TABLE_GAP
                          for (_, w), tables in zip(places, columns))
            if top + tallest <= bottom or common <= 1.0:
                break
            common = max(1.0, common - 0.05)
        drawn = [[paytable_surface(title, rows, w, footer=footer, lit=lit, room=w, most=common, target=target)
                  for title, rows, footer, lit in tables] for (_, w), tables in zip(places, columns)]
        self._tables = drawn  # kept with the picture they make
        for (x, _), panels in zip(places, drawn):
            y = top
            for p in panels:
                surf.blit(p, (x, y))
                y += p.get_height() + TABLE_GAP
        x, w = places[2]
        y = 400 if common == 1.0 else top + drawn[2][0].get_height() + grown(42, common)
        with gfx.box_scale(common):
            gfx.blit_text(surf, app.tr("headsup.qualifies"), 24, (x + w // 2, y), gfx.GOLD_LIGHT,
                          "bold", anchor="midtop", max_width=None if common == 1.0 else w)
        return surf

    def next_change(self) -> float | None:
        """It stands still (CLOSE says when it is held)."""
        return self.close_button.next_change()

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """What stays while it is open (kept with the table beneath in one layer): the veil and
        the pop-up with its limits and pay tables (the rows this round lit: the table waits)."""
        gfx.veil(surface, 150)
        with gfx.text_floor(TEXT_FLOOR):
            if self._surface is None or self._surface[0] != context_of(surface):
                self._surface = (context_of(surface), self._render(surface))
            surface.blit(self._surface[1], self.rect)

    def draw_content(self, surface: pygame.Surface) -> None:
        """What a frame draws over the backdrop: CLOSE."""
        with gfx.text_floor(TEXT_FLOOR):
            self.close_button.draw(surface)
        self.looks_drawn()

    def pointer_widgets(self) -> list[Widget]:
        """It shows the pointer only on CLOSE."""
        return [self.close_button]
