"""A player changes the UI scale in Settings with Twister open, by the keyboard alone: from a
Twister table to the lobby (Esc), Settings (S), 150 % (Tab to it, Enter), back (Esc), Twister
again (its PLAY) and the table (1). The Twister lobby and the table are laid out for 150 %
exactly as when opened at 150 % (nothing kept at the old size), and back at 100 % as before."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from helpers.scene_app import counting_seeds, table_app

from gamelib.clock import FakeClock
from scenes.app import App
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.table import TwisterTableScene
from scenes.shell.lobby import LobbyScene
from scenes.shell.settings import SettingsScene


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    with table_app(tmp_path) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False)


def press(app: App, k: int, char: str = "") -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=char)], 0.016)


def frame(app: App) -> bytes:
    app.manager.draw(app.canvas)
    return pygame.image.tobytes(app.canvas, "RGB")


def to_the_table(app: App) -> TwisterTableScene:
    """From the lobby: Twister's PLAY, then its first table (1)."""
    lobby = app.manager.top
    assert isinstance(lobby, LobbyScene)
    lobby.play("twister")
    app.step([], 0.016)
    press(app, pygame.K_1, "1")
    for _ in range(10):
        app.step([], 0.016)
    view = app.manager.top
    assert isinstance(view, TwisterTableScene)
    return view


def to_the_lobby(app: App) -> None:
    """Esc until the lobby (the table closes to the Twister lobby, that one to the lobby)."""
    for _ in range(3):
        if isinstance(app.manager.top, LobbyScene):
            return
        press(app, pygame.K_ESCAPE)
        for _ in range(10):
            app.step([], 0.016)
    assert isinstance(app.manager.top, LobbyScene)


def set_scale_in_settings(app: App, scale: int) -> None:
    """S in the lobby, Tab to the scale's button, Enter, Esc."""
    to_the_lobby(app)
    press(app, pygame.K_s, "s")
    page = app.manager.top
    assert isinstance(page, SettingsScene)
    page.show("look")
    targets = page.focus_targets()
    row = next(w for w in page.widgets if getattr(w, "name", "") == "ui_scale")
    button = row.buttons[(100, 125, 150).index(scale)]  # type: ignore[attr-defined]
    wanted = targets[[t.rect for t in targets].index(button.rect)].key
    for _ in range(len(targets) + 1):
        press(app, pygame.K_TAB)
        if app.manager.focus.current == wanted:
            break
    press(app, pygame.K_RETURN)
    assert app.settings.ui_scale == scale
    press(app, pygame.K_ESCAPE)
    for _ in range(10):
        app.step([], 0.016)
    assert isinstance(app.manager.top, LobbyScene)


def test_the_scale_changed_in_settings_reaches_the_open_twister(app: App) -> None:
    hub = TwisterScene(app, seed_source=counting_seeds(), clock=FakeClock())  # the level clock stands still
    hub.show_grid()  # ALL TABLES: the panel and the grid
    app.open_tables.append(hub)  # Twister open, as the lobby keeps it
    (table,) = hub.room.start(100, 1, "standard")
    table.reveal_wheel()
    app.lobby()
    view = to_the_table(app)
    at_100 = frame(app)
    set_scale_in_settings(app, 150)
    view = to_the_table(app)
    changed = frame(app)
    assert changed != at_100
    app.manager.pop()
    fresh = TwisterTableScene(app, hub, table)  # the same table opened at 150 %
    app.manager.push(fresh)
    fresh.cards_in_place, view.cards_in_place = True, True
    assert frame(app) == changed
    assert hub.buttons[0].rect.h == 84 and hub.prizes_button is not None  # the Twister lobby built for 150 %
    app.manager.pop()
    set_scale_in_settings(app, 100)
    to_the_table(app)
    assert frame(app) == at_100
    assert hub.prizes_button is None
