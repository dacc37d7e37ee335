"""Twister's screens drawn at the window's own pixels (issue 27): the room, the wheel spinning and
stopped, the table at a decision and at a showdown, the bust and finish boxes, the hand history,
the replayer and the grid, each straight into the window (no frame through the scaled canvas)
with no bitmap scaled; the wheel is made at the size it is shown."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.showcase import catalogue
from scenes.ui.canvas import Canvas

STATES = ("table_twister_room", "table_twister_wheel_spinning_it", "table_twister_wheel_1000x",
          "table_twister_table", "table_twister_hand_showdown", "table_twister_bust", "table_twister_finished_it",
          "table_twister_history_it", "table_twister_replay", "table_twister_grid", "multi_table_twister_focus",
          "table_twister_decision_clock_it")


@pytest.fixture(params=[(1280, 720), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def native_app(request, tmp_path):
    app = catalogue.headless_app(tmp_path, size=request.param)
    app.native = True
    yield app
    app.leave_all_tables()
    app.wallet.close()


def test_every_twister_screen_is_drawn_at_the_windows_pixels(native_app):
    app: App = native_app
    seen = set()
    for name, setup in catalogue.states(app):
        if name not in STATES:
            continue
        catalogue.reset(app)
        app.update_settings(language="it" if name.endswith("_it") else "en")
        setup()
        catalogue.settle(app, 10, 1 / 30)
        assert app.crash_count == 0, name
        assert isinstance(app.frame, Canvas), f"{name}: drawn on the scaled canvas"
        assert app.frame.target.get_size() == app.viewport().size
        assert app.frame.scaled_blits == 0, f"{name}: {app.frame.scaled_blits} bitmaps scaled"
        seen.add(name)
    assert seen == set(STATES)


def test_the_wheel_is_made_at_the_size_it_is_shown(tmp_path):
    from helpers.scene_app import spin_wheel, twister_hub

    pygame.init()
    app = App(tmp_path, headless=True)
    try:
        app.lobby()
        wheel = spin_wheel(app, twister_hub(app))
        one, two = wheel._wheel_surface(1.0).get_width(), wheel._wheel_surface(2.0).get_width()
        assert abs(two - 2 * one) <= 2  # 3840×2160: twice the pixels, not the 1080p wheel scaled
    finally:
        app.leave_all_tables()
        app.wallet.close()
