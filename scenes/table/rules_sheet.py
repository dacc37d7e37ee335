"""Rules at the table: F1 or the ? button opens the game's illustrated rules over the table.

Left, the table's own printed felt in small with every bet spot and card place labelled where
it lies; right, the game's rules page (the round step by step, the decisions a time-out takes,
the pay tables) in the player's language, scrolled with the wheel or ↑/↓. Esc, F1, a click
outside or its ✕ close it; the table under it waits.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from typing import TYPE_CHECKING, cast

import pygame

from scenes.table.rules_art import panel_steps, scaled_onto_steps
from scenes.table.rules_text import help_steps
from scenes.ui import gfx
from scenes.ui.canvas import Canvas, context_of
from scenes.ui.draw_context import DrawContext
from scenes.ui.manager import PopUp
from scenes.ui.steps import run_all
from scenes.ui.widgets.base import Button, Widget

if TYPE_CHECKING:
    from scenes.table.base import TableScene

SHEET = pygame.Rect(60, 40, 1800, 1000)
DIAGRAM_W = 820
MARK_D = 34
#: how dark the table lies under the sheet (``gfx.veil``), and the rows of it dimmed a step
VEIL, VEIL_ROWS = 170, 540


class RulesSheet(PopUp):
    """The game's rules drawn by the app over its table."""

    name = "table-rules"
    draws_natively = True  # at the window's pixels: its page, its felt and its words (issue 27)
    draws_by_what_changed = True  # at 1920x1080 too: the table's layer beneath stays as the window's
    backdrop_ahead = True  # made a part a step while the window holds the table (``backdrop_steps``)

    def __init__(self, table: TableScene) -> None:
        super().__init__(table.app)
        self.table = table
        self.scroll = 0
        #: the pixels it was drawn at last (None: logical px): its page is made at them
        self._context: DrawContext | None = None
        #: the rules page as made (what it shows, the page), held while the sheet is open
        self._page: tuple[tuple[object, ...], pygame.Surface | Canvas] | None = None
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

    def _look(self, width: int) -> tuple[object, ...]:
        """What the rules page shows: its text, width, the player's scale and text size, its pixels."""
        key = self.table.definition.help_key or f"help.section.{self.table.game_id}"
        return self.app.tr(key), width, gfx.ui_scale(), gfx.text_px(100), self._context

    def _page_steps(self, width: int) -> Generator[None, None, None]:
        """The rules page at the pixels the sheet is drawn at, made a part a step unless held."""
        look = self._look(width)
        if self._page is None or self._page[0] != look:
            self._page = None  # (the old page goes before the new one is made: memory)
            page = yield from help_steps(cast(str, look[0]), width, self._context)
            self._page = (look, page)

    def _text(self, width: int) -> pygame.Surface:
        """The rules page (made now unless made ahead: ``backdrop_steps``). The sheet holds it
        while open, not the art cache (a long page at 3840x2160 is up to 27 MB of its 48)."""
        run_all(self._page_steps(width))
        assert self._page is not None
        return cast(pygame.Surface, self._page[1])

    def language_changed(self) -> None:
        """The language or the text size changed: the rules page is drawn again."""
        self._page = None

    def exit(self) -> None:
        """Closed: its page goes (at 3840x2160 up to 27 MB)."""
        self._page = None

    def _view(self) -> pygame.Rect:
        left = SHEET.x + 40 + DIAGRAM_W + 40
        return pygame.Rect(left, SHEET.y + 110, SHEET.right - 50 - left, SHEET.h - 170)

    # --- events ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.close_button.handle_event(event):
            return True
        page = self._page[1] if self._page is not None else None  # (none yet: nothing to scroll)
        limit = max(0, page.get_height() - self._view().h) if page is not None else 0
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
        run_all(self._backdrop_parts(surface))

    def backdrop_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """``draw_backdrop`` and the rules page made a part a step, while the window holds the table
        (``SceneManager._beneath_layer``; issue 27: at 3840x2160 the first frame made them at once,
        85-250 ms)."""
        context = context_of(surface)
        self._context = context if context is not None and context.pixel_scale != 1.0 else None
        yield from self._backdrop_parts(surface)
        yield from self._page_steps(self._view().w)

    def _backdrop_parts(self, surface: pygame.Surface) -> Generator[None, None, None]:
        """The backdrop drawn a part a step: the veil a band of rows a step, the panel a band a step
        (``rules_art.panel_steps``), the title, the diagram (``_diagram_steps``), the way to close."""
        app, t = self.app, self.table
        pixels = surface.target if isinstance(surface, Canvas) else surface
        clip = pixels.get_clip()
        for top in range(0, pixels.get_height(), VEIL_ROWS):  # (as gfx.veil dims it: within the clip)
            pixels.set_clip(pygame.Rect(0, top, pixels.get_width(), VEIL_ROWS).clip(clip))
            gfx.veil(surface, VEIL)
            pixels.set_clip(clip)
            yield
        fill, border, radius, width = (8, 16, 12, 246), gfx.GOLD, 24, 3
        if isinstance(surface, Canvas) and surface.ops is None:  # (as gfx.draw_panel lays it at its pixels)
            at = surface.rect(SHEET)
            yield from panel_steps(pixels, at, fill, border, surface.px(radius), surface.px(width), surface.scale)
            surface.touch(at)
        else:
            gfx.draw_panel(surface, SHEET, fill, border, radius, width)
            yield
        title = f"{app.tr(f'game.{t.game_id}').upper()} · {app.tr('rules.title')}"
        gfx.blit_text(surface, title, 36, (SHEET.x + 40, SHEET.y + 30), gfx.GOLD, "black", shadow=True,
                      max_width=SHEET.w - 200)
        yield
        yield from self._diagram_steps(surface)
        gfx.blit_text(surface, app.tr("rules.close"), 18, (SHEET.right - 40, SHEET.bottom - 14), gfx.MUTED,
                      anchor="bottomright", max_width=600)
        yield

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

    def _diagram_steps(self, surface: pygame.Surface) -> Generator[None, None, None]:
        """The table's felt in small, every spot and card place marked and named beside it, a part
        a step: the felt made small a band a step (``rules_art.scaled_onto_steps``), then each mark."""
        t = self.table
        k = DIAGRAM_W / gfx.LOGICAL_SIZE[0]
        box = pygame.Rect(SHEET.x + 40, SHEET.y + 110, DIAGRAM_W, round(gfx.LOGICAL_SIZE[1] * k))
        background = t.view.background()
        pixels = background.target if isinstance(background, Canvas) else background
        if isinstance(surface, Canvas) and surface.ops is None:  # the felt made small at the pixels shown
            shown = surface.rect(box)
            yield from scaled_onto_steps(pixels, surface.target, shown)
            surface.touch(shown)
        elif isinstance(surface, Canvas):  # (a layer recorded: one drawing)
            shown = surface.rect(box)
            surface.blit_physical(pygame.transform.smoothscale(pixels, shown.size), shown)
        else:
            yield from scaled_onto_steps(pixels, surface, box)
        gfx.rect(surface, gfx.GOLD, box.inflate(6, 6), 3, border_radius=8)
        yield
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
            yield
