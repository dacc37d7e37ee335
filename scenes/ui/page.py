"""PageScene: the pop-up pages (History, Settings, Cashier, Responsible gaming, Help).

A page is a transparent scene: it dims the screen beneath and draws a large gold-edged
panel with a title and a CLOSE button (Esc closes it too).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, cast

import pygame

from scenes.ui import gfx, page_backdrop
from scenes.ui.canvas import Canvas, SizeAnswers
from scenes.ui.manager import PopUp, soonest
from scenes.ui.memory import give_back_freed_pixels
from scenes.ui.pointer_looks import reach
from scenes.ui.widgets.base import Button, Widget
from scenes.ui.widgets.focus import FOCUS_KEYS, FocusTarget, buttons_targets

if TYPE_CHECKING:
    from scenes.ui.context import AppContext


#: the logical rows of a page's content made ahead a step (``PageScene.prepare``)
CONTENT_ROWS = 135


class PageScene(PopUp):
    """A large pop-up page over the lobby or a table."""

    title_key = ""
    PANEL = pygame.Rect(110, 60, 1700, 960)

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        give_back_freed_pixels()  # the layer under it is a window's size, HELP's page up to most of one (issue 27: memory)
        self.close_button = Button(self._close_rect(), lambda: app.tr("ui.close"),
                                   self.close, hotkey="Esc", font_size=22)
        self.widgets: list[Widget] = []
        self.build()

    def _close_rect(self) -> pygame.Rect:
        """CLOSE, top right: it grows with the UI scale, above the gold line under the title."""
        p = self.PANEL
        w, h = gfx.ui_px(200), min(gfx.ui_px(62), 80)
        return pygame.Rect(p.right - 30 - w, p.y + 26 - (h - 62) // 2 if h > 62 else p.y + 26, w, h)

    def title_room(self) -> int:
        """How wide the title may be drawn (from its left edge): up to CLOSE."""
        return self.close_button.rect.x - 60 - self.PANEL.x - 50

    def build(self) -> None:
        """Create the page's widgets (called again when the language or the UI scale changes)."""

    def language_changed(self) -> None:
        self.close_button.rect = self._close_rect()
        self.build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.close_button.handle_event(event):
            return True
        for w in list(self.widgets):
            if w.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN and event.key in FOCUS_KEYS:
            return False  # the keyboard focus moves over the page's buttons (SceneManager)
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def focus_targets(self) -> list[FocusTarget]:
        """The page's buttons, those inside its rows too (Settings), then CLOSE."""
        buttons: list[object] = []
        for w in self.widgets:
            inner = getattr(w, "buttons", None)
            buttons += inner if isinstance(inner, list) else [w]
        return buttons_targets("page", [*buttons, self.close_button])

    def update(self, dt: float) -> None:
        self.close_button.update(dt)
        for w in self.widgets:
            w.update(dt)

    def next_change(self) -> float | None:
        """A page moves only when a button is held (its widgets say when)."""
        return soonest(w.next_change() for w in [self.close_button, *self.widgets])

    draws_natively = True  # its own drawing; a page's ``draw_page`` and widgets must be too

    def changes_beneath(self, event: pygame.event.Event) -> bool:
        """The wheel scrolls what a page draws over its backdrop (a list, a text), nothing beneath it
        (issue 27: each notch over HELP at 3840x2160 made the lobby and the backdrop again, ~30 ms)."""
        return event.type != pygame.MOUSEWHEEL

    def backdrop_look(self, surface: pygame.Surface) -> page_backdrop.Look:
        """The backdrop ``surface`` shows: its pixels' size and scale, and the panel."""
        p = self.PANEL
        if isinstance(surface, Canvas):
            return page_backdrop.Look(surface.target.get_size(), surface.scale, (p.x, p.y, p.w, p.h))
        return page_backdrop.Look(surface.get_size(), 1.0, (p.x, p.y, p.w, p.h))

    def prepare(self, surface: pygame.Surface) -> Iterator[None]:
        """What the page's first frame would make, a part a step while the window holds the frame
        before (the transition that opens a page; issue 27: HELP's first frame at 3840x2160 made its
        backdrop, ~300 ms, and its texts and buttons' art): the backdrop's tiles, the page's own
        parts (``page_steps``), then its content drawn where nobody sees it (``Unseen``)."""
        yield from page_backdrop.steps(self.backdrop_look(surface))
        yield from self.page_steps(surface)
        unseen = Unseen(surface) if isinstance(surface, Canvas) else UnseenPixels(surface.get_size())
        w, h = unseen.get_size()
        for top in range(0, h, CONTENT_ROWS):  # a band of the screen a step (a page draws what its clip meets)
            unseen.clip = pygame.Rect(0, top, w, CONTENT_ROWS)
            self.draw_content(cast(pygame.Surface, unseen))
            yield

    def page_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """The page's own parts that its first frame on ``surface`` would make, a part a step."""
        return iter(())

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """The veil and the page's panel (kept with what lies beneath while the page is open), laid
        at the window's pixels a tile at a time (``page_backdrop``)."""
        look = self.backdrop_look(surface)
        if isinstance(surface, Canvas):
            pixels = surface.target
            surface.do(pixels.get_rect(), ("page backdrop", look), lambda: page_backdrop.lay(pixels, look))
        else:
            page_backdrop.lay(surface, look)

    def draw_content(self, surface: pygame.Surface) -> None:
        """The title, CLOSE and the page over its backdrop."""
        p = self.PANEL
        title_room = self.title_room()
        if surface.get_clip().colliderect((p.x, p.y, p.w, 130)):  # the title band (not under a hover below it)
            if gfx.ui_scale() == 1.0:
                gfx.blit_text(surface, self.app.tr(self.title_key), 46, (p.x + 50, p.y + 30), gfx.GOLD, "black",
                              shadow=True)
            else:  # larger: over the gold line, as large as fits above it
                title = self.app.tr(self.title_key)
                size = gfx.fit_size(title, 46, title_room, 84, "black")
                gfx.blit_text(surface, title, size, (p.x + 50, p.y + 100), gfx.GOLD, "black", anchor="bottomleft",
                              shadow=True, max_width=title_room)
            gfx.line(surface, gfx.GOLD_DARK, (p.x + 40, p.y + 108), (p.right - 40, p.y + 108), 2)
            self.close_button.draw(surface)
        self.draw_page(surface)
        self.draw_widgets(surface)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        """The page's widgets (a page may draw them inside one box factor: ``gfx.box_scale``).
        Under a clip (the pointer lit or left a button: ``changed_by_pointer``) only the widgets
        it touches are drawn: a hover draws its row again, not the whole page."""
        clip = surface.get_clip()
        whole = clip.contains(pygame.Rect((0, 0), surface.get_size()))
        for w in self.widgets:
            if whole or clip.colliderect(reach(w)):
                w.draw(surface)
        self.looks_drawn()

    def pointer_widgets(self) -> list[Widget]:
        """A page shows the pointer only through its widgets' (and CLOSE's) hover and press."""
        return [self.close_button, *self.widgets]

    def draw_page(self, surface: pygame.Surface) -> None:
        """The page's own drawing (under its widgets)."""


class Unseen(Canvas):
    """One pixel drawn like a window's Canvas (its draw context, its logical size), its clip a part of
    the screen (``clip``, logical px: all of it unless set): a page's content drawn on it makes its
    texts and its buttons' art there at the window's pixels, kept by the caches for the first
    frame, and nobody sees it."""

    def __init__(self, like: Canvas) -> None:
        super().__init__(pygame.Surface((1, 1)), like.context, like.logical_size)
        self.clip = pygame.Rect((0, 0), self.logical_size)

    def get_clip(self) -> pygame.Rect:
        return self.clip


class UnseenPixels(SizeAnswers, pygame.Surface):
    """``Unseen`` for a frame drawn on plain pixels (the design's own size): one pixel that answers
    as a screen of ``size``, its clip ``clip`` (all of it unless set)."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__((1, 1))
        self.shown = size
        self.clip = pygame.Rect((0, 0), size)

    def get_clip(self) -> pygame.Rect:
        return self.clip

    def get_size(self) -> tuple[int, int]:
        return self.shown
