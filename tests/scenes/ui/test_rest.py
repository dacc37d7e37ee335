"""The loop sleeps at rest (issue 17): every kind of movement keeps it awake, a still screen
lets it sleep. Driven by steps with given dt and by a fake wait, never by the wall clock."""

from __future__ import annotations

import pygame
import pytest
from helpers.demo_table import DemoTexasTable
from helpers.scene_app import table_app

import scenes.app as app_module
from scenes.app import IDLE_WAIT_SECONDS, QUIET_WAKES_PER_FRAME, App
from scenes.shell.history import HistoryScene
from scenes.shell.multi_layout import PULSE_SECONDS, PULSE_STEPS
from scenes.shell.multi_table import MultiTableScene
from scenes.shell.settings import SettingsScene
from scenes.table.controls import DELETE_HOLD_SECONDS
from scenes.table.layout import demo_seed
from scenes.ui.manager import Scene, soonest
from scenes.ui.rest import wait_for_events
from scenes.ui.widgets.base import Button

FRAME = 1 / 60


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, animation_speed="normal") as a:
        yield a


def settle(app: App, seconds: float = 6.0) -> None:
    """Frames until every animation has run out (the banner shows 4.6 s)."""
    for _ in range(int(seconds / 0.05)):
        app.step([], 0.05)


@pytest.fixture
def table(app):
    scene = DemoTexasTable(app, seed_source=demo_seed("rest"))
    app.open_tables.append(scene)
    app.manager.push(scene)
    settle(app, 0.5)
    return scene


def still(app: App) -> bool:
    change = app.next_change()
    return change is None or change > 0


def test_soonest_ignores_what_is_not_scheduled():
    assert soonest([None, 2.0, 0.5]) == 0.5
    assert soonest([None, None]) is None
    assert soonest([-0.1]) == 0.0


def test_a_scene_says_it_moves_unless_it_knows_better():
    assert Scene(None).next_change() == 0.0  # type: ignore[arg-type]


def test_a_still_lobby_sleeps_until_its_next_jackpot_read(app):
    assert app.next_change() == 0.0  # the tiles' limits are still loading, one a frame
    settle(app, 0.5)
    change = app.next_change()
    assert change is not None and 0 < change <= 3.0
    app.step([], 1.0)
    later = app.next_change()
    assert later is not None and later == pytest.approx(change - 1.0)


def test_a_table_at_rest_sleeps_and_wakes_for_cards(app, table):
    assert still(app)
    table.show_card_dealt("player", 0, 48, True)
    assert app.next_change() == 0.0  # the card slides in
    settle(app, 1.0)
    assert still(app)


def test_a_chip_flying_to_its_spot_keeps_the_loop_awake(app, table):
    pos = table.SPOTS["ante"]
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], FRAME)
    assert table.flying and app.next_change() == 0.0
    settle(app, 1.0)
    assert not table.flying and still(app)


def test_the_result_banner_moves_in_stands_then_fades(app, table):
    table.banner.show(100, 200)
    assert app.next_change() == 0.0  # it grows in
    app.step([], 0.5)
    assert app.next_change() == pytest.approx(table.banner.SHOW_SECONDS - 0.5)
    app.step([], table.banner.SHOW_SECONDS - 0.5)
    assert app.next_change() == 0.0  # it fades
    settle(app, 1.0)
    assert not table.banner.visible and still(app)


def test_live_pace_wakes_the_loop_when_its_seconds_change(app, table):
    """A betting window counts down in whole seconds: the loop sleeps to the next one (it was kept
    awake, 60 frames a second drawing the same), and to the window's end."""
    app.update_settings(pace="live", betting_seconds=10)
    table.enter()
    settle(app, 0.5)
    assert app.next_change() == pytest.approx(0.5)  # 9.5 s left: "10" shows until 9.0
    settle(app, 0.5)
    assert app.next_change() == pytest.approx(1.0)
    app.step([], table.pace.remaining - 0.3)
    assert table.pace.whole_seconds == 1 and app.next_change() == pytest.approx(0.3)  # the window's end
    app.step([], 0.3)
    assert table.pace.skipped_rounds == 1  # closed on time, with no bets: the next window opens


def test_delete_held_wakes_the_loop_when_it_clears(app, table):
    table.controls.click_spot("ante")
    settle(app, 1.0)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DELETE, mod=0, unicode="")], 0.5)
    change = app.next_change()
    assert change is not None and change <= DELETE_HOLD_SECONDS - 0.5 + 1e-9


def test_a_held_button_wakes_the_loop_when_its_hold_fires():
    pygame.init()
    held: list[bool] = []
    button = Button((0, 0, 100, 40), "UNDO", lambda: None, on_hold=lambda: held.append(True), hold_seconds=0.8)
    assert button.next_change() is None
    button.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    button.update(0.3)
    assert button.next_change() == pytest.approx(0.5)
    button.update(0.5)
    assert held and button.next_change() is None


def test_a_transition_and_a_toast_keep_the_loop_awake(app):
    settle(app, 0.5)
    app.open_scene(SettingsScene(app))  # fades in from the lobby's last frame
    assert app.manager.transition is not None and app.next_change() == 0.0
    settle(app, 1.0)
    assert app.next_change() is None  # a page stands still
    app.toast("Bets are closed")
    assert app.next_change() == 0.0  # (until it shows)
    app.step([], 1 / 60)
    assert app.next_change() > 2.0  # it stands still until it fades (test_toast_rest)


@pytest.mark.parametrize("page", [SettingsScene, HistoryScene])
def test_pages_stand_still(app, page):
    app.manager.push(page(app))
    settle(app, 0.5)
    assert app.next_change() is None


def test_multi_table_pulses_while_a_table_waits_for_a_decision(app):
    tables = []
    for i in range(2):
        t = DemoTexasTable(app, seed_source=demo_seed(f"rest-{i}"))
        app.open_tables.append(t)
        tables.append(t)
    view = MultiTableScene(app, focus=tables[1])
    app.manager.push(view)
    settle(app)
    assert still(app)
    tables[0].controls.click_spot("ante")
    tables[0].deal()
    settle(app)
    assert MultiTableScene.waiting(tables[0])
    assert 0.0 < app.next_change() <= PULSE_SECONDS / PULSE_STEPS + 1e-9  # its tab pulses, in steps
    view.focus_table = tables[0]
    settle(app)
    change = app.next_change()
    assert change is None or change > PULSE_SECONDS / PULSE_STEPS  # in focus, its table shows the decision: nothing pulses


def test_waiting_returns_at_the_first_event_and_empty_when_the_time_is_up():
    pygame.init()
    pygame.display.set_mode((64, 36))
    pygame.event.clear()
    assert wait_for_events(0.0) == []
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, answer=42))
    got = wait_for_events(60.0)  # an hour would pass too: it returns at the event
    assert [e.dict.get("answer") for e in got if e.type == pygame.USEREVENT] == [42]


class FakeWait:
    """Stands for wait_for_events: records each timeout, answers the queued events."""

    def __init__(self, answers: list[list[pygame.event.Event]]) -> None:
        self.answers = answers
        self.timeouts: list[float] = []

    def __call__(self, seconds: float) -> list[pygame.event.Event]:
        self.timeouts.append(seconds)
        return self.answers.pop(0) if self.answers else [pygame.event.Event(pygame.QUIT)]


def test_the_loop_sleeps_on_a_still_lobby_and_draws_nothing_new(tmp_path, monkeypatch):
    pygame.init()
    app = App(tmp_path, headless=True)
    wait = FakeWait([[], [], []])  # three wakes without an event, then QUIT
    monkeypatch.setattr(app_module, "wait_for_events", wait)
    drawn_before_rest: list[int] = []
    monkeypatch.setattr(app, "next_change", _recording(app.next_change, app, drawn_before_rest))
    assert app.run() == 0
    assert len(wait.timeouts) == 4
    assert all(0 < t <= IDLE_WAIT_SECONDS for t in wait.timeouts)
    # the three quiet wakes drew nothing; the QUIT event drew the last frame
    assert app.frame_count == drawn_before_rest[0] + 1


def test_at_rest_one_quiet_wake_in_a_few_draws_a_frame(tmp_path, monkeypatch):
    """A change nobody announced (a break that ended) still shows within seconds."""
    pygame.init()
    app = App(tmp_path, headless=True)
    wait = FakeWait([[] for _ in range(QUIET_WAKES_PER_FRAME)])
    monkeypatch.setattr(app_module, "wait_for_events", wait)
    drawn_before_rest: list[int] = []
    monkeypatch.setattr(app, "next_change", _recording(app.next_change, app, drawn_before_rest))
    assert app.run() == 0
    # the last quiet wake drew one frame, the QUIT event another
    assert app.frame_count == drawn_before_rest[0] + 2


def _recording(next_change, app: App, frames: list[int]):
    """next_change that notes how many frames were drawn when the loop first went to rest."""
    def call() -> float | None:
        change = next_change()
        if not frames and (change is None or change > 0):
            frames.append(app.frame_count)
        return change
    return call


def test_the_loop_never_sleeps_while_something_moves(tmp_path, monkeypatch):
    pygame.init()
    app = App(tmp_path, headless=True)
    wait = FakeWait([])
    monkeypatch.setattr(app_module, "wait_for_events", wait)
    app.toast("Welcome back")  # a toast shows 3.2 s: five frames are far inside it
    show = app.present

    def present() -> None:
        show()
        if app.frame_count == 5:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    monkeypatch.setattr(app, "present", present)
    assert app.run() == 0
    assert wait.timeouts == [] and app.frame_count == 6
