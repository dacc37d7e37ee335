"""Rules at the table: F1 or the ? button opens the game's illustrated rules over the table.

Left, the table's own printed felt in small with every bet spot and card place labelled where
it lies; right, the game's rules page (the round step by step, the decisions a time-out takes,
the pay tables) in the player's language, scrolled with the wheel or ↑/↓. Esc, F1, a click
outside or its ✕ close it; the table under it waits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pygame

from scenes.table.rules_text import render_help
from scenes.ui import gfx
from scenes.ui.canvas import Canvas, context_of
from scenes.ui.draw_context import DrawContext
from scenes.ui.manager import PopUp
from scenes.ui.widgets.base import Button, Widget

if TYPE_CHECKING:
    from scenes.table.base import TableScene

SHEET = pygame.Rect(60, 40, 1800, 1000)
DIAGRAM_W = 820
MARK_D = 34


class RulesSheet(PopUp):
    """The game's rules drawn by the app over its table."""

    name = "table-rules"
    draws_natively = True  # at the window's pixels: its page, its felt and its words (issue 27)

    def __init__(self, table: TableScene) -> None:
        super().__init__(table.app)
        self.table = table
        self.scroll = 0
        self._fresh = False
        #: the pixels it was drawn at last (None: logical px): its page is made at them
        self._context: DrawContext | None = None
        self.close_button = Button((SHEET.right - 82, SHEET.y + 18, 62, 62), "✕", self.close, font_size=28,
                                   style="red")

    # --- what it shows ----------------------------------------------------------------------
    def labels(self) -> list[tuple[str, tuple[int, int]]]:
        """Each bet spot's and card place's name and where it lies on the table (logical px)."""
        t = self.table
        out = [(t.spot_label(spot), centre) for spot, centre in t.SPOTS.items()]
        for key, place in t.CARD_PLACES.items():
            x, y, _ = place.position(0)
            name = t.app.tr(place.label) if place.label else t.app.tr(f"rules.place.{key}")
            if name == f"rules.place.{key}":
                name = key.upper()
            out.append((name, (int(place.x), int(y))))
        return out

    def _text(self, width: int) -> pygame.Surface:
        key = self.table.definition.help_key or f"help.section.{self.table.game_id}"
        fresh, self._fresh = self._fresh, False
        return cast(pygame.Surface, render_help(self.app.tr(key), width, fresh=fresh, context=self._context))

    def language_changed(self) -> None:
        """The language or the text size changed: the rules page is drawn again."""
        self._fresh = True

    def _view(self) -> pygame.Rect:
        left = SHEET.x + 40 + DIAGRAM_W + 40
        return pygame.Rect(left, SHEET.y + 110, SHEET.right - 50 - left, SHEET.h - 170)

    # --- events ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.close_button.handle_event(event):
            return True
        limit = max(0, self._text(self._view().w).get_height() - self._view().h)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.close()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and not SHEET.collidepoint(event.pos):
            self.close()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(limit, self.scroll - event.y * 60))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self.scroll = max(0, min(limit, self.scroll + (60 if event.key == pygame.K_DOWN else -60)))
            return True
        return True  # the table under it waits

    def next_change(self) -> float | None:
        return None

    def changes_beneath(self, event: pygame.event.Event) -> bool:
        """The wheel and ↑/↓ scroll the rules page, drawn over the backdrop: the table and the sheet
        under it stay as kept."""
        scrolls = event.type == pygame.MOUSEWHEEL or (event.type == pygame.KEYDOWN
                                                      and event.key in (pygame.K_UP, pygame.K_DOWN))
        return not scrolls

    # --- drawing ------------------------------------------------------------------------------
    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """What stays while the sheet is open (kept with the table beneath in one layer): the veil,
        the sheet, its title, the table in small with its marks and legend, the way to close it."""
        app, t = self.app, self.table
        gfx.veil(surface, 170)
        gfx.draw_panel(surface, SHEET, (8, 16, 12, 246), gfx.GOLD, 24, 3)
        title = f"{app.tr(f'game.{t.game_id}').upper()} · {app.tr('rules.title')}"
        gfx.blit_text(surface, title, 36, (SHEET.x + 40, SHEET.y + 30), gfx.GOLD, "black", shadow=True,
                      max_width=SHEET.w - 200)
        self._diagram(surface)
        gfx.blit_text(surface, app.tr("rules.close"), 18, (SHEET.right - 40, SHEET.bottom - 14), gfx.MUTED,
                      anchor="bottomright", max_width=600)

    def draw_content(self, surface: pygame.Surface) -> None:
        """What a frame draws over the backdrop: ✕ and the rules page where it is scrolled to."""
        context = context_of(surface)
        self._context = context if context is not None and context.pixel_scale != 1.0 else None
        self.close_button.draw(surface)
        view = self._view()
        text = self._text(view.w)
        surface.blit(text, view.topleft, pygame.Rect(0, self.scroll, view.w, view.h))
        self.looks_drawn()

    def pointer_widgets(self) -> list[Widget]:
        """The sheet shows the pointer only on ✕."""
        return [self.close_button]

    def _diagram(self, surface: pygame.Surface) -> None:
        """The table's felt in small, every spot and card place marked and named beside it."""
        t = self.table
        k = DIAGRAM_W / gfx.LOGICAL_SIZE[0]
        box = pygame.Rect(SHEET.x + 40, SHEET.y + 110, DIAGRAM_W, round(gfx.LOGICAL_SIZE[1] * k))
        background = t.view.background()
        pixels = background.target if isinstance(background, Canvas) else background
        if isinstance(surface, Canvas):  # the felt made small from the window's own, at the pixels shown
            at = surface.rect(box)
            surface.blit_physical(gfx.scaled(pixels, at.size, key=("rules-felt", t.game_id, at.size, id(pixels))), at)
        else:
            surface.blit(gfx.scaled(pixels, box.size, key=("rules-felt", t.game_id, box.size, id(pixels))), box)
        gfx.rect(surface, gfx.GOLD, box.inflate(6, 6), 3, border_radius=8)
        legend_y = box.bottom + 24
        for i, (name, (x, y)) in enumerate(self.labels()):
            at = (box.x + round(x * k), box.y + round(y * k))
            gfx.circle(surface, gfx.GOLD, at, MARK_D // 2)
            gfx.blit_text(surface, str(i + 1), 20, at, gfx.INK, "black", anchor="center")
            col, row = divmod(i, 6)  # the legend: the numbers and their names, in two columns
            lx, ly = box.x + col * (DIAGRAM_W // 2), legend_y + row * 40
            gfx.circle(surface, gfx.GOLD, (lx + MARK_D // 2, ly + MARK_D // 2), MARK_D // 2)
            gfx.blit_text(surface, str(i + 1), 20, (lx + MARK_D // 2, ly + MARK_D // 2), gfx.INK, "black",
                          anchor="center")
            gfx.blit_text(surface, name, 22, (lx + MARK_D + 12, ly + MARK_D // 2), gfx.CREAM, "bold",
                          anchor="midleft", max_width=DIAGRAM_W // 2 - MARK_D - 24)
