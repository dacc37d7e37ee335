"""Twister screens at rest draw nothing (Scene.next_change): a table waiting for the
player in own pace changes only when its level clock shows the next second; it moves while
the opponents act, and ticks with the live decision clock; the wheel moves only while it
spins; the hand history stands still."""

from __future__ import annotations

import math
import random

import pygame
from helpers.scene_app import twister_hub, until_waiting

from gamelib.clock import FakeClock
from scenes.app import App
from scenes.games.twister.hand_history import HandHistoryScene
from scenes.games.twister.rest import RING_STEPS
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.table import TwisterTableScene
from scenes.games.twister.wheel import WheelScene


def _hub(app: App) -> TwisterScene:
    return twister_hub(app, clock=FakeClock(), rng=random.Random(1))


def test_a_table_waiting_for_the_player_draws_only_its_clocks_seconds(app: App) -> None:
    hub = _hub(app)
    (table,) = hub.room.start(100, 1, "standard")
    table.reveal_wheel()
    until_waiting(hub, table, steps=100, dt=1.0)
    scene = TwisterTableScene(app, hub, table)
    app.manager.push(scene)
    app.step([], 0.05)
    assert hub.room.next_event() is None  # the only table waits for the player
    assert scene.next_change() == 1.0  # the level clock's next second, nothing else
    assert app.step([], 0.0, rest=0.5, quiet=True) is False  # woken with nothing to show: no frame
    for _ in range(20):  # until an opponent is to act
        if table.waiting_for_player:
            table.player_act("call" if table.t.hand and table.t.hand.can_call() else "check")
        if table.t.seat_to_act() not in (None, table.t.player_seat):
            break
        hub.room.update(0.0)
    assert table.t.seat_to_act() not in (None, table.t.player_seat)
    assert scene.next_change() == 0.0  # the opponents act at once (instant speed)
    app.update_settings(pace="live", decision_seconds=15)
    for _ in range(100):
        if table.waiting_for_player and table.decision_left is not None:
            break
        app.step([], 0.5)
    assert table.decision_left is not None
    table.decision_left = 9.3
    step = 15 / RING_STEPS  # the ring round the player's face moves in steps, before the 9 s show
    assert abs(scene.next_change() - (9.3 - math.floor(9.3 / step) * step)) < 1e-9 < scene.next_change() < 0.3


def test_the_timer_ring_changes_the_picture_only_at_its_steps(app: App) -> None:
    """Between two of the ring's steps the frame stays the same (no frame needed); at the step
    it changes: next_change says when, and it is right."""
    app.update_settings(pace="live", decision_seconds=15)
    hub = _hub(app)
    (table,) = hub.room.start(100, 1, "standard")
    table.reveal_wheel()
    assert until_waiting(hub, table, steps=200, dt=1.0)
    scene = TwisterTableScene(app, hub, table)
    app.manager.push(scene)
    app.step([], 0.05)

    def frame(left: float) -> bytes:
        table.decision_left = left
        app.canvas.fill((0, 0, 0))
        scene.draw(app.canvas)
        return pygame.image.tobytes(app.canvas, "RGB")

    step = 15 / RING_STEPS
    start = 9 + step * 0.5  # half way through a step (9 s shows on the clock either side)
    table.decision_left = start
    wait = scene.next_change()
    assert wait is not None and abs(wait - step * 0.5) < 1e-9
    assert frame(start) == frame(start - wait * 0.9)  # before the step: the same picture
    assert frame(start) != frame(start - wait * 1.1)  # past it: the ring has moved


def test_the_grid_and_the_wheel_rest_until_something_happens(app: App) -> None:
    app.update_settings(animation_speed="normal")
    hub = _hub(app)
    hub.buy_in, hub.count = 100, 1
    hub.start()
    assert hub.next_change() == 0.0  # a wheel to show
    app.step([], 0.01)
    wheel = app.manager.top
    assert isinstance(wheel, WheelScene)
    assert wheel.next_change() == 0.0  # spinning
    wheel.elapsed = wheel.duration
    assert wheel.next_change() == 0.0  # stopped: the result zooms in, the pool counts up
    wheel.elapsed = wheel.duration + wheel.reveal
    assert wheel.next_change() is None  # revealed: waits for PLAY
    wheel.done()
    app.update_settings(animation_speed="instant")
    for _ in range(100):
        if hub.room.waiting():
            break
        app.step([], 1.0)
    assert hub.room.waiting() and hub.next_change() == 1.0  # only the tiles' level clocks


def test_the_hand_history_stands_still(app: App) -> None:
    hub = _hub(app)
    (table,) = hub.room.start(100, 1, "standard")
    history = HandHistoryScene(app, table)
    app.manager.push(history)
    assert history.next_change() is None
