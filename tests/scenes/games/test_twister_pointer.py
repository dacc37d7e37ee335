"""The pointer crossing Twister's pop-ups and its replayer (issue 27): every frame it moves in is
drawn only where a button was lit or left, never whole (at 3840x2160 a whole frame cost 31-67 ms
CPU over the hand history, 12-18 ms over the prize table, 27 ms over the PHH files, 27-36 ms in the
replayer; a button lit or left under a clip 0.3-1.5 ms), and each such frame holds the same pixels
as the whole frame drawn again.

The history's and the PHH files' rows are lit when chosen (a click, a key), never by the pointer:
they promise to show it through their buttons alone (``PopUp.pointer_widgets``).

The tournaments' level clocks run on the wall clock; beneath a pop-up the paused table keeps the
second it was drawn at (the manager's layer), while the whole frame drawn again to compare would
show a later one: the clocks are stopped for the sweep."""

from __future__ import annotations

import pygame
import pytest
from helpers.pointer_sweep import differences, motion_to, opened, sweep
from helpers.scene_app import started_app

from gamelib.clock import FakeClock
from scenes.app import App
from scenes.games.twister.phh_files import PhhFilesScene
from scenes.games.twister.replayer import ReplayerScene
from scenes.games.twister.scene import TwisterScene
from scenes.showcase import catalogue

SWEPT = ("table_twister_history", "table_twister_prizes", "table_twister_replay")
#: The room and the grid (ALL TABLES): their tiles, rows and cards are chosen by a click, never
#: lit by the pointer; they show it through their buttons alone (``TwisterScene.changed_by_pointer``).
ROOM = ("table_twister_room", "table_twister_lobby", "table_twister_grid")
SIZES = [(1280, 720), (2560, 1440)]


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def clocks_stopped(app: App) -> None:
    """Every tournament's level clock stands at the second it shows, and the frame is drawn whole
    again (at that second)."""
    hub = app.manager.find(TwisterScene)
    assert isinstance(hub, TwisterScene)
    for table in hub.room.tables:
        table.t.clock = FakeClock(table.t.clock.now())
    app.manager.invalidate_beneath()
    app._draw()
    app.present()


def phh_files_opened(app: App) -> None:
    """OPEN PHH from the history, after EXPORT PHH wrote its hands (rows to list), settled and
    drawn whole as ``opened`` leaves a catalogue screen."""
    opened(app, "table_twister_history")
    app.step([key(pygame.K_e)], 1 / 60)
    app.step([key(pygame.K_o)], 1 / 60)
    app.toasts.clear()  # (EXPORT PHH's word)
    catalogue.settle(app, 10)
    app.step([], 1 / 60)
    clocks_stopped(app)
    files = app.manager.top
    assert isinstance(files, PhhFilesScene) and files.files


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", SWEPT + ROOM)
def test_the_pointer_draws_only_the_buttons_it_lights_and_leaves(tmp_path, name, size):
    """The room's and the grid's frames at 3840x2160 recorded it all again for each pointer move
    (CPU p50 2.2-4.9 ms, up to 16 ms); now a button lit or left, laid again over what the last
    frame drew under it; a move over nothing draws no frame."""
    with started_app(tmp_path, size=size) as app:
        app.native = True
        opened(app, name)
        clocks_stopped(app)
        drawn, wrong = sweep(app)
        assert wrong == []
        assert drawn >= 2  # (a button was lit and left)
        app.step([motion_to(app, (5, 5))], 1 / 60)
        assert not app.step([motion_to(app, (6, 6))], 1 / 60)


@pytest.mark.parametrize("name", ["table_twister_room", "table_twister_grid"])
def test_a_clock_ticking_under_the_pointer_draws_the_frame_whole(tmp_path, name):
    """A second of a level clock come due as the pointer moves: that frame is drawn whole, the
    clock's new second on it (a clip round the lit button would leave the old one); the frame
    after it lays again only what changed."""
    with started_app(tmp_path, size=(1280, 720)) as app:
        app.native = True
        opened(app, name)
        clocks_stopped(app)
        hub = app.manager.top
        assert isinstance(hub, TwisterScene) and hub.room.running()
        button = hub.buttons[-1].rect
        assert app.step([motion_to(app, button.center)], 1 / 60)
        assert app._dirty is not None  # lit under a clip
        for table in hub.room.tables:
            table.t.clock.advance(1.0)
        assert app.step([motion_to(app, (5, 5))], 1 / 60)
        assert app._dirty is None and differences(app) == []
        for table in hub.room.tables:
            table.t.clock.advance(1.0)
        assert app.step([], 1 / 60)
        app.present()
        whole = app.frame.target.get_width() * app.frame.target.get_height()
        assert sum(r.w * r.h for r in app.frame.touched) < whole // 4  # the clocks' seconds, not all of it
        assert differences(app) == []


@pytest.mark.parametrize("size", SIZES)
def test_the_pointer_over_the_phh_files_draws_only_their_buttons(tmp_path, size):
    with started_app(tmp_path, size=size) as app:
        app.native = True
        phh_files_opened(app)
        drawn, wrong = sweep(app)
        assert wrong == []
        assert drawn >= 2


def test_a_replayer_naming_too_little_is_caught(tmp_path, monkeypatch):
    """Control: the replayer claiming the pointer changed something else (NEXT lit without being
    drawn again) leaves a frame unlike the whole frame; the sweep says so."""
    with started_app(tmp_path, size=(1280, 720)) as app:
        app.native = True
        opened(app, "table_twister_replay")
        monkeypatch.setattr(ReplayerScene, "changed_by_pointer", lambda self: [pygame.Rect(0, 0, 1, 1)])
        _, wrong = sweep(app)
        assert any("pixels differ" in w for w in wrong)


@pytest.mark.parametrize("screen", ["history", "phh_files"])
def test_a_row_chosen_by_a_key_is_drawn_and_kept(tmp_path, screen):
    """The rows and the chosen hand's story are the pop-up's backdrop, kept with the table beneath:
    Down (an older hand, the next file) makes it again, and the pointer's frames after keep it."""
    with started_app(tmp_path, size=(1280, 720)) as app:
        app.native = True
        if screen == "history":
            opened(app, "table_twister_history")
            clocks_stopped(app)
        else:
            phh_files_opened(app)
        pop_up = app.manager.top
        was = pop_up.selected
        assert app.step([key(pygame.K_DOWN)], 1 / 60)
        app.present()
        assert pop_up.selected != was
        assert differences(app) == []
        drawn, wrong = sweep(app)
        assert wrong == []
        assert drawn >= 2
