"""The tables side by side (multi_grid) sleep at rest: a table waiting for the player is framed
steady in gold there (no tab pulses), so the view is still; and a table that moves in the grid
is drawn at its own pace, not a tab's refresh (issue 27: at rest <= 3 % of a core)."""

from __future__ import annotations

import pytest
from helpers import scene_app

from scenes.shell.multi_layout import PULSE_SECONDS, PULSE_STEPS, TAB_REFRESH_SECONDS
from scenes.showcase import catalogue
from scenes.showcase.multi_table import multi_states
from scenes.table import registry as tables


def four_tables_one_waiting(app) -> object:
    """The screenshots' four tables (betting, waiting for a decision, two results), at rest
    after six seconds of fake time."""
    classes = [(g, c) for g in tables.lobby_games() if (c := tables.scene_class(g)) is not None]
    dict(multi_states(app, classes))["multi_table_4_waiting"]()
    catalogue.settle(app)
    view = app.manager.top
    scene_app.run(app, 6.0)  # fake time: the result banners shown and gone
    return view


@pytest.mark.parametrize("size", [(2560, 1440), (3840, 2160)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_tables_side_by_side_at_rest_ask_for_no_frame(tmp_path, size):
    with scene_app.native_app(tmp_path, size, animation_speed="instant") as app:
        view = four_tables_one_waiting(app)
        assert view.grid(), "the four tables sit side by side"
        focused = view.focused_slot
        assert any(view.is_waiting(s) for s in view.slots() if s is not focused), "one unfocused table waits"
        assert app.next_change() != 0.0  # nothing moves: the loop may sleep


def test_a_waiting_tab_pulses_in_steps_when_the_tables_are_not_side_by_side(tmp_path):
    """The tab's glow steps ten times a second; the loop sleeps between the steps (drawn 60
    times a second for it, the view cost 12 % of a core at 1920x1080: issue 27)."""
    with scene_app.native_app(tmp_path, (1920, 1080), animation_speed="instant") as app:
        view = four_tables_one_waiting(app)
        assert not view.grid()
        step = PULSE_SECONDS / PULSE_STEPS
        glows: set[float] = set()
        for _ in range(PULSE_STEPS):
            wait = app.next_change()
            assert wait is not None and 0.0 < wait <= step + 1e-9  # the next step, not the next frame
            glows.add(round(view.pulse(), 6))
            scene_app.run(app, step)
        assert len(glows) >= PULSE_STEPS // 2  # it still pulses: the glow changes step by step


def test_a_table_moving_side_by_side_is_drawn_at_its_own_pace(tmp_path, monkeypatch):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant") as app:
        view = four_tables_one_waiting(app)
        monkeypatch.setattr(view, "still_tabs", lambda: True)  # no tab pulses in any case
        other = next(s.table for s in view.slots() if s is not view.focused_slot)
        monkeypatch.setattr(other, "next_change", lambda: 0.0)  # it animates
        assert view.next_change() == 0.0
        monkeypatch.setattr(other, "next_change", lambda: 0.05)
        assert view.next_change() == pytest.approx(0.05) and TAB_REFRESH_SECONDS > 0.05
