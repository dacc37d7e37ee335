"""Knocked out of a Twister tournament on its large table: the table waits and asks WATCH or
SKIP TO RESULT; SKIP ends it at once on the finishing screen (place, prize, hands played,
biggest pot, PLAY AGAIN at the same buy-in); WATCH lets the opponents play on; leaving the
table while it asks lets them play on at once."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
from helpers.scene_app import twister_hub

from gamelib.clock import FakeClock
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_view import finish_on_show
from scenes.app import App
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.table import TwisterTableScene
from scenes.games.twister.wheel import WheelScene


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def shove_until_asked(app: App, *, dt: float = 0.5,
                      after_each: Callable[[TwisterTable], object] | None = None
                      ) -> tuple[TwisterScene, TwisterTable, TwisterTableScene]:
    """A tournament on its large table where the player shoved until out, the opponents still in
    and the table asking; ``after_each`` sees the table after every frame of ``dt``."""
    hub = twister_hub(app, clock=FakeClock())
    for _ in range(40):
        (table,) = hub.room.start(500, 1, "easy")
        table.reveal_wheel()
        view = TwisterTableScene(app, hub, table)
        app.manager.push(view)
        for _ in range(20000):
            if table.on_hold or table.is_over:
                break
            if table.waiting_for_player and table.t.hand is not None:
                legal = table.t.hand.legal_actions()
                view.act("all_in" if "all_in" in legal else "call")
            app.step([], dt)
            if after_each is not None:
                after_each(table)
        if not table.is_over:
            return hub, table, view
        view.acknowledge()  # out last: nothing to watch; another one
    raise AssertionError("no tournament left two opponents in")


def knocked_out(app: App) -> tuple[TwisterScene, TwisterTable, TwisterTableScene]:
    return shove_until_asked(app)


@pytest.fixture(autouse=True)
def instant(app: App) -> None:
    app.update_settings(animation_speed="instant")


def test_knocked_out_the_table_waits_and_asks(app: App) -> None:
    hub, table, view = knocked_out(app)
    assert table.on_hold and not table.is_over
    hands = table.t.hands_played
    for _ in range(20):
        app.step([], 1.0)
    assert table.t.hands_played == hands  # waiting for the player's choice
    assert view.next_change() is None or view.next_change() > 0  # at rest while it asks
    view.handle_event(key(pygame.K_RETURN))  # SKIP TO RESULT
    assert table.is_over and table.finished_on_show
    app.step([], 0.01)
    end = finish_on_show(table)
    assert end.place in (2, 3) and end.hands_played == table.t.hands_played and end.biggest_pot > 0


def test_the_question_waits_for_the_board_run_out_to_the_river(app: App) -> None:
    """Knocked out by an all-in called before the river, the player sees the flop, the turn and
    the river shown street by street before YOU ARE OUT asks (house, session 13: it came up as
    soon as the all-in was called, the board running out dimmed behind it)."""
    app.update_settings(animation_speed="normal")
    out_during_run_out: list[int] = []

    def watched(table: TwisterTable) -> None:
        assert not (table.on_hold and table.running_out)
        if table.player_out and table.running_out:
            out_during_run_out.append(table.hand_number)

    for _ in range(10):
        hub, table, view = shove_until_asked(app, dt=0.1, after_each=watched)
        if out_during_run_out and out_during_run_out[-1] == table.hand_number:
            assert not table.running_out and len(table.hand_on_show.board) == 5
            return
        view.skip_to_result()
    raise AssertionError("no tournament where the player was out before the river, two left")


def test_watch_lets_the_opponents_play_on(app: App) -> None:
    hub, table, view = knocked_out(app)
    view.handle_event(key(pygame.K_w))
    assert table.watching and not table.on_hold
    for _ in range(20000):
        if table.is_over:
            break
        app.step([], 0.5)
    assert table.is_over


def test_leaving_the_table_while_it_asks_plays_on_at_once(app: App) -> None:
    hub, table, view = knocked_out(app)
    view.close()
    assert not table.on_hold
    for _ in range(5000):
        if table.is_over:
            break
        hub.room.update(1.0)
    assert table.is_over


def test_play_again_buys_in_at_the_same_buy_in_and_opponents(app: App) -> None:
    hub, table, view = knocked_out(app)
    view.skip_to_result()
    app.step([], 0.01)
    balance = app.wallet.balance
    view.handle_event(key(pygame.K_p))  # PLAY AGAIN
    assert table.acknowledged and app.wallet.balance == balance - table.t.buy_in
    app.step([], 0.01)
    wheel = app.manager.top
    assert isinstance(wheel, WheelScene) and wheel.table is not table
    assert wheel.table.t.buy_in == table.t.buy_in and wheel.table.difficulty == table.difficulty
