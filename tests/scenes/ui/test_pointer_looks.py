"""The pointer crossing a screen that shows it only through its buttons (issue 27): every frame
it moves in is drawn only where a button was lit or left (never whole: at 3840x2160 a whole
frame cost 10 ms in the lobby and 140 ms over a table's rules), and each such frame holds the
same pixels as the whole frame drawn again.

``SWEPT`` names the catalogue's screens (``scenes.showcase.catalogue``) that promise it; a
pop-up does by naming its ``pointer_widgets``."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from helpers.scene_app import started_app

from scenes.app import App
from scenes.showcase import catalogue
from scenes.ui import pointer_looks
from scenes.ui.manager import PopUp

SWEPT = ("lobby", "lobby_table_open", "settings", "history", "cashier", "responsible_gaming", "help_general",
         "table_texas-holdem-bonus_rules")


def motion_to(app: App, pos: tuple[int, int]) -> pygame.event.Event:
    view = app.viewport()
    at = (view.x + round(pos[0] * view.w / 1920), view.y + round(pos[1] * view.h / 1080))
    return pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 0), buttons=(0, 0, 0))


def opened(app: App, name: str) -> None:
    """The catalogue's screen ``name``, set up and settled as its screenshot is."""
    for state, setup in catalogue.states(app):
        if state == name:
            catalogue.reset(app)
            setup()
            catalogue.settle(app, 10)
            app.step([], 1 / 60)
            app.manager.invalidate_beneath()  # (the frame compared with: drawn whole, as the sweep's are)
            app._draw()
            app.present()
            return
    raise AssertionError(f"no catalogue screen {name}")


def buttons_of(app: App) -> list[pygame.Rect]:
    """The places of the buttons the top screen shows the pointer through."""
    top = app.manager.top
    widgets = top.pointer_widgets() if isinstance(top, PopUp) else getattr(top, "buttons", None)
    assert widgets, f"{type(top).__name__} names no buttons"
    return [rect for rect, _ in pointer_looks.looks_of(widgets)]


def stops(app: App) -> Iterator[tuple[int, int]]:
    """Onto each button and off it again, to a point on nothing between."""
    for rect in buttons_of(app):
        yield rect.center
        yield rect.right + 40, rect.bottom + 40
    yield 5, 5


def differences(app: App) -> list[tuple[int, int]]:
    """Where the frame shown differs from the whole frame drawn again (at most 5 of them)."""
    app.present()
    shown = app.frame_image()
    app.manager.invalidate_beneath()
    app._draw()
    whole = app.frame_image()
    if pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(whole, "RGB"):
        return []
    w, h = whole.get_size()
    return [(x, y) for y in range(h) for x in range(w) if shown.get_at((x, y)) != whole.get_at((x, y))][:5]


def sweep(app: App) -> tuple[int, list[str]]:
    """The pointer across the screen's buttons: frames drawn, and what went wrong."""
    drawn, wrong = 0, []
    for pos in stops(app):
        if not app.step([motion_to(app, pos)], 1 / 60):
            continue
        drawn += 1
        if app._dirty is None:
            wrong.append(f"{pos}: the whole frame drawn")
            continue
        off = differences(app)
        if off:
            wrong.append(f"{pos}: pixels differ from the whole frame at {off}")
    return drawn, wrong


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("name", SWEPT)
def test_the_pointer_draws_only_the_buttons_it_lights_and_leaves(tmp_path, name, size):
    with started_app(tmp_path, size=size) as app:
        app.native = True
        opened(app, name)
        drawn, wrong = sweep(app)
        assert wrong == []
        assert drawn >= 2  # (a button was lit and left)


def test_a_screen_that_names_too_little_is_caught(tmp_path, monkeypatch):
    """Control: the rules sheet claiming the pointer changed nothing (✕ lit without being drawn
    again) leaves a frame unlike the whole frame; the sweep says so."""
    with started_app(tmp_path, size=(1280, 720)) as app:
        app.native = True
        opened(app, "table_texas-holdem-bonus_rules")
        sheet = app.manager.top
        monkeypatch.setattr(type(sheet), "changed_by_pointer",
                            lambda self: [pygame.Rect(0, 0, 1, 1)])  # somewhere else
        _, wrong = sweep(app)
        assert any("pixels differ" in w for w in wrong)


def test_a_screen_drawn_whole_for_the_pointer_is_caught(tmp_path, monkeypatch):
    """Control: the lobby not saying what the pointer changed draws whole frames; the sweep says so."""
    with started_app(tmp_path, size=(1280, 720)) as app:
        app.native = True
        opened(app, "lobby")
        monkeypatch.setattr(type(app.manager.top), "changed_by_pointer", lambda self: None)
        _, wrong = sweep(app)
        assert any("whole frame" in w for w in wrong)
