"""The pointer crossing a screen that shows it only through its buttons (issue 27): every frame
it moves in is drawn only where a button was lit or left (never whole: at 3840x2160 a whole
frame cost 10 ms in the lobby and 140 ms over a table's rules), and each such frame holds the
same pixels as the whole frame drawn again.

``SWEPT`` names the catalogue's screens (``scenes.showcase.catalogue``) that promise it; a
pop-up does by naming its ``pointer_widgets``."""

from __future__ import annotations

import pygame
import pytest
from helpers.pointer_sweep import opened, sweep
from helpers.scene_app import started_app

SWEPT = ("lobby", "lobby_table_open", "settings", "history", "cashier", "responsible_gaming", "help_general",
         "table_texas-holdem-bonus_rules")


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("name", SWEPT)
def test_the_pointer_draws_only_the_buttons_it_lights_and_leaves(tmp_path, name, size):
    with started_app(tmp_path, size=size) as app:
        app.native = True
        opened(app, name)
        drawn, wrong = sweep(app, None if size == (1280, 720) else 8)  # (every button once, at one size)
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
