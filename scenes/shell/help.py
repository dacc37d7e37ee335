"""HELP: the shared table features and each game's rules and pay tables (texts ``help.*`` in
the catalogues, ``assets/locale``), one section at a time; the wheel or ↑/↓ scroll a long one.
Under the sections, SHOW TABLE TIPS AGAIN: each game's first-visit coach marks play once more."""

from __future__ import annotations

from collections.abc import Generator, Iterator
from functools import partial
from typing import TYPE_CHECKING, cast

import pygame

from gamelib.games import all_games
from scenes.table import coach_marks
from scenes.table.rules_text import TEXT_W, help_steps
from scenes.ui import gfx
from scenes.ui.canvas import Canvas, context_of
from scenes.ui.draw_context import DrawContext
from scenes.ui.page import PageScene
from scenes.ui.steps import run_all
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.ui.context import AppContext



def sections() -> dict[str, tuple[str, str]]:
    """Section -> (label key, text key): the shared features, then each game's page in lobby
    order (the keys come from the game definitions)."""
    pages = {"general": ("help.general", "help.section.general")}
    pages.update({d.game_id: (d.name_key, d.help_key) for d in all_games() if d.help_key})
    return pages


def __getattr__(name: str) -> object:
    if name == "SECTIONS":  # the section names, in order (a live view)
        return tuple(sections())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class HelpScene(PageScene):
    name = "help"
    title_key = "help.title"

    def __init__(self, app: AppContext, section: str = "general") -> None:
        self.section = section
        self.scroll = 0
        #: the pixels it was drawn at last (None: logical px): its page is made at them
        self._context: DrawContext | None = None
        #: the section's page as made (what it shows, the page), held while HELP is open
        self._page: tuple[tuple[object, ...], pygame.Surface | Canvas] | None = None
        super().__init__(app)

    def build(self) -> None:
        p, app = self.PANEL, self.app
        self._page = None  # (a language, a scale or a text size: the page made again)
        self.widgets = []
        self.pages = sections()
        w, h = self.list_w(), min(gfx.ui_px(74), 88)
        for i, (section, (key, _text)) in enumerate(self.pages.items()):
            b = Button((p.x + 40, p.y + 140 + i * (h + 12), w, h), partial(app.tr, key),
                       partial(self.show, section), font_size=22)
            self.widgets.append(b)
        y = p.y + 140 + len(self.pages) * (h + 12) + 24  # the first-visit coach marks, once more
        self.widgets.append(Button((p.x + 40, y, w, h), partial(app.tr, "help.coach_again"), self.coach_again,
                                   font_size=20))

    def coach_again(self) -> None:
        """Every game's coach marks play again at the next visit to its table."""
        coach_marks.forget_all(self.app)
        self.app.toast(self.app.tr("help.coach_again_done"))

    def list_w(self) -> int:
        """The sections' buttons' width: wider at a larger UI scale (the text beside is narrower)."""
        return 380 if gfx.ui_scale() == 1.0 else 450

    def draw_widgets(self, surface: pygame.Surface) -> None:
        """The sections' names at one size, as large as the longest fits its button."""
        names = [(self.app.tr(key), 22, "bold", self.list_w() - 16) for key, _ in self.pages.values()]
        with gfx.box_scale(gfx.box_factor(names)):
            super().draw_widgets(surface)

    def show(self, section: str) -> None:
        self.section = section
        self.scroll = 0

    def _page_steps(self) -> Generator[None, None, None]:
        """The section's page at the pixels HELP is drawn at, made a part a step unless held (issue 27:
        it was made in logical px and scaled up whole, soft, at every frame that showed it: ~10 ms at
        3840x2160). HELP holds it itself while open, not the art cache, and makes it again for
        another section."""
        _label, key = self.pages.get(self.section, ("", f"help.section.{self.section}"))
        look = (self.app.tr(key), self._view().w, gfx.ui_scale(), gfx.text_px(100), self._context)
        if self._page is None or self._page[0] != look:
            self._page = None  # (the old page goes before the new one is made: memory)
            page = yield from help_steps(cast(str, look[0]), look[1], self._context)
            self._page = (look, page)

    def _text(self) -> pygame.Surface:
        """The section's page (made now unless made ahead: ``prepare``)."""
        run_all(self._page_steps())
        assert self._page is not None
        return cast(pygame.Surface, self._page[1])

    def page_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """The section's page at ``surface``'s pixels, made ahead a part a step (``PageScene.prepare``:
        issue 27, at 3840x2160 HELP's first frame made it)."""
        self._context = self._context_of(surface)
        yield from self._page_steps()

    def changes_beneath(self, event: pygame.event.Event) -> bool:
        """Nothing HELP does changes what lies under it (a section, the scroll, the tips again: a
        toast over it), so a click or a key keeps the layer the manager holds (issue 27: a section's
        click at 3840x2160 made the lobby and the backdrop again)."""
        return False

    @staticmethod
    def _context_of(surface: pygame.Surface) -> DrawContext | None:
        """The pixels ``surface`` is drawn at, None for logical px (the page is made at them)."""
        context = context_of(surface)
        return context if context is not None and context.pixel_scale != 1.0 else None

    def _view(self) -> pygame.Rect:
        p = self.PANEL
        x = p.x + 40 + self.list_w() + 50
        return pygame.Rect(x, p.y + 130, TEXT_W if gfx.ui_scale() == 1.0 else p.right - 70 - x, p.h - 160)

    def handle_event(self, event: pygame.event.Event) -> bool:
        limit = max(0, self._text().get_height() - self._view().h)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(limit, self.scroll - event.y * 60))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                                                          pygame.K_PAGEDOWN):
            step = {pygame.K_UP: -60, pygame.K_DOWN: 60, pygame.K_PAGEUP: -600, pygame.K_PAGEDOWN: 600}[event.key]
            self.scroll = max(0, min(limit, self.scroll + step))
            return True
        return super().handle_event(event)

    def draw_page(self, surface: pygame.Surface) -> None:
        """The section's page where it is scrolled to, and its scroll bar; under a clip that misses
        them (a section's button lit or left: ``changed_by_pointer``) nothing."""
        self._context = self._context_of(surface)
        for b, section in zip(self.widgets, self.pages):
            assert isinstance(b, Button)
            b.style = "gold" if section == self.section else "dark"
        view = self._view()
        track = pygame.Rect(view.right + 20, view.y, 8, view.h)
        if not surface.get_clip().colliderect(view.union(track)):
            return
        text = self._text()
        surface.blit(text, view.topleft, pygame.Rect(0, self.scroll, view.w, view.h))
        if text.get_height() > view.h:
            gfx.rect(surface, (0, 0, 0), track, border_radius=4)
            frac = view.h / text.get_height()
            knob = pygame.Rect(track.x, track.y + int(self.scroll * frac), 8, max(30, int(view.h * frac)))
            gfx.rect(surface, gfx.GOLD, knob, border_radius=4)
