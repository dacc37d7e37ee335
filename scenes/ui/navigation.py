"""Where a screen can go without importing the screen it opens.

The pages (HISTORY, SETTINGS, a round's detail …) register once by name, as a ``"module:Class"``
path imported the first time the page opens (the lobby's first frame loads none of them) or as
a class. A screen opens one through ``app.navigation`` — ``navigation.open("history")`` —
so a game screen never imports a shell page and the shared table never imports the app: the
import layers (tests/test_layers.py) hold.

``scenes/shell/pages.py`` registers the shell's pages when the app starts; a game's screen
package may add its own (``register``).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from gamelib.errors import FeltsideError

if TYPE_CHECKING:
    from scenes.ui.context import AppContext
    from scenes.ui.manager import Scene
    from scenes.ui.widgets.base import Widget

#: A page: its class (or any callable making it from the app and the page's arguments).
PageMaker = Callable[..., "Scene"]


class UnknownPage(FeltsideError):
    """A page was asked for by a name nothing registered."""


class RoundDetailPage(Protocol):
    """A round's detail page (HISTORY → a round) as a game's own body reads it
    (``ROUND_DETAIL`` in ``scenes/games/<game>/__init__.py``)."""

    app: AppContext
    PANEL: pygame.Rect     # the page's panel (the body lies inside it)
    round_id: str
    detail: dict[str, Any]
    body: Widget | None

    def build(self) -> None:
        """Lay the page out again (its body included)."""
        ...


class Navigation:
    """The pages by name, and the one way to open them over the current scene."""

    def __init__(self, app: AppContext) -> None:
        self.app = app
        self._pages: dict[str, PageMaker | str] = {}

    def register(self, name: str, page: PageMaker | str) -> None:
        """``page``: the page's class, or ``"package.module:Class"`` imported when first opened."""
        self._pages[name] = page

    def knows(self, name: str) -> bool:
        return name in self._pages

    def page(self, name: str) -> PageMaker:
        """The page's class (imported now if it was registered by its path)."""
        try:
            page = self._pages[name]
        except KeyError:
            raise UnknownPage(f"No page is called {name!r}; known: {', '.join(sorted(self._pages))}.") from None
        if isinstance(page, str):
            module, _, attr = page.partition(":")
            page = self._pages[name] = getattr(importlib.import_module(module), attr)
        return page

    def make(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """The page ``name`` made for this app (not shown)."""
        return self.page(name)(self.app, *args, **kwargs)

    def open(self, name: str, *args: Any, **kwargs: Any) -> Scene:
        """Push the page ``name`` over the current scene; returns it."""
        scene = self.make(name, *args, **kwargs)
        self.app.open_scene(scene)
        return scene
