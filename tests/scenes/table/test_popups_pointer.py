"""The pointer crossing a pop-up over a house table, or one of the app's dialogs (issue 27): each
frame it moves in is drawn only where a button was lit or left, at the window's own pixels, and
holds the same pixels as the whole frame drawn again. At 3840x2160 a whole frame drawn for each
move cost 30-38 ms under the coach marks, 21 ms under Heads Up's limits, 85 ms under video
poker's pay tables and 6 ms under a message dialog; HELP's page, drawn only where a button was
lit, still scaled its whole text up (14-23 ms) under every clip."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest
from helpers.pointer_sweep import motion_to, opened, stops, sweep
from helpers.scene_app import started_app

from scenes.app import App
from scenes.ui.canvas import Canvas

POPUPS = ("table_texas-holdem-bonus_coach-marks", "table_texas-holdem-bonus_coach-marks-deal",
          "table_casino-holdem_coach-marks", "table_heads-up-holdem_coach-marks", "table_video-poker_coach-marks",
          "table_video-poker_coach-marks-paytable", "table_heads-up-holdem_limits", "table_video-poker_paytables",
          "dialog", "crash_dialog")


@contextmanager
def shown(tmp_path: Path, name: str, size: tuple[int, int], **settings: object) -> Iterator[App]:
    """The catalogue's screen ``name`` in a window of ``size``, drawn at its pixels."""
    with started_app(tmp_path, size=size, **settings) as app:
        app.native = True
        opened(app, name)
        yield app


@pytest.mark.parametrize(("size", "settings"), [((1280, 720), {}), ((2560, 1440), {}),
                                               ((2560, 1440), {"ui_scale": 150, "language": "it"})],
                         ids=["1280x720", "2560x1440", "2560x1440-150-it"])
@pytest.mark.parametrize("name", POPUPS)
def test_the_pointer_draws_only_the_buttons_it_lights_and_leaves(tmp_path, name, size, settings):
    """(At a larger scale the pop-ups lay their buttons and texts out otherwise, in other words.)"""
    with shown(tmp_path, name, size, **settings) as app:
        assert app.draws_natively()  # at the window's pixels: a frame drawn in part reaches it in part
        assert app.next_change() is None  # still: the loop sleeps while the pop-up waits
        drawn, wrong = sweep(app)
        assert wrong == []
        assert drawn >= 2  # (a button was lit and left)


@pytest.mark.parametrize("name", ["help_general", "help_texas-holdem-bonus", "help_video-poker"])
def test_help_scales_no_picture_up_for_the_pointer(tmp_path, name):
    """A frame in which the pointer lit or left one of HELP's buttons scales nothing up, where
    each scaled the section's page (a picture of 1180x800 logical px) to the window again."""
    with shown(tmp_path, name, (2560, 1440)) as app:
        frame = app.frame
        assert isinstance(frame, Canvas)
        drawn = 0
        for pos in stops(app):
            if app.step([motion_to(app, pos)], 1 / 60):
                drawn += 1
                assert app._dirty is not None and frame.scaled_blits == 0, pos
        assert drawn >= 2


def test_a_dialog_that_names_too_little_is_caught(tmp_path, monkeypatch):
    """Control: a dialog claiming the pointer changed nothing (its OK lit without being drawn
    again) leaves a frame unlike the whole frame; the sweep says so."""
    with shown(tmp_path, "dialog", (1280, 720)) as app:
        monkeypatch.setattr(type(app.manager.top), "changed_by_pointer", lambda self: [pygame.Rect(0, 0, 1, 1)])
        _, wrong = sweep(app)
        assert any("pixels differ" in w for w in wrong)
