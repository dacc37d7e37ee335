"""Seeded demo states of the Twister screens, for ``screenshots``, ``smoke`` and the tests
(found by :mod:`scenes.showcase.table_demos`; never imported by the Twister scenes)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from gamelib.games.twister.demo import (
    SIDE_POT_HAND,
    SIDE_POT_MOMENTS,
    run_out_table,
    side_pot_table,
    wheel_table,
)
from gamelib.games.twister.desk import MAX_OPEN
from gamelib.games.twister.phh import export_hand
from gamelib.games.twister.replay import HandReplay
from gamelib.games.twister.room import Pace
from gamelib.games.twister.table import RUN_OUT_PAUSE, TwisterTable
from scenes.games.twister.hand_history import HandHistoryScene
from scenes.games.twister.replayer import ReplayerScene
from scenes.games.twister.table import TwisterTableScene
from scenes.games.twister.wheel import WheelScene

if TYPE_CHECKING:
    from scenes.games.twister.scene import TwisterScene

Drive = Callable[["TwisterScene"], None]


def _advance(scene: TwisterScene, table: TwisterTable, *, until: Callable[[], bool], player: str = "call",
             limit: int = 3000) -> None:
    """Move time in steps; the player answers with ``player`` (check when free)."""
    for _ in range(limit):
        if until():
            return
        scene.room.update(5.0)
        for t in scene.room.tables:
            if t.waiting_for_player and (t is not table or not until()):
                hand = t.t.hand
                if t is table and until():
                    break
                kind = player if hand is not None and player in hand.legal_actions() else (
                    "check" if hand is not None and hand.can_check() else "call")
                t.player_act(kind)


def _start(scene: TwisterScene, count: int = 1) -> list[TwisterTable]:
    """``count`` running tables: new ones while there is room, else ones already open."""
    running = [t for t in scene.room.running() if not t.is_over]
    room = MAX_OPEN - len(scene.room.running())
    tables = scene.room.start(500, min(count, room), "standard") if room > 0 else []
    tables = (tables + running)[:count]
    for t in tables:
        t.reveal_wheel()
    return tables


def lobby(scene: TwisterScene) -> None:
    """The panel beside the (empty) grid: ALL TABLES."""
    scene.count = 3
    scene.show_grid()


def room(scene: TwisterScene) -> None:
    """The room with two tournaments running (one waiting for the player), € 5.00 and Hard chosen."""
    tables = _start(scene, 2)
    _advance(scene, tables[0], until=lambda: tables[0].waiting_for_player and tables[0].t.hands_played >= 1)
    scene.buy_in, scene.count, scene.difficulty = 500, 2, "hard"


def prizes(scene: TwisterScene) -> None:
    """PRIZE WHEEL's pop-up (the lobby's button at a larger UI scale) at € 5.00."""
    scene.buy_in = 500
    scene.show_grid()
    scene.show_prizes()


def wheel(scene: TwisterScene) -> None:
    scene.buy_in, scene.count, scene.difficulty = 200, 2, "hard"
    scene.start()  # as START does: the first wheel says what it took
    scene.spin(next(t for t in scene.room.tables if not t.wheel_seen))
    w = scene.app.manager.top
    assert isinstance(w, WheelScene)
    w.elapsed = w.duration


def _wheel_at(multiplier: int, after_stop: float | None) -> Drive:
    """The wheel of a tournament drawn at ``multiplier``: spinning half way (None), or
    ``after_stop`` seconds after it stopped (the pool counting, the fanfare, the confetti)."""
    def run(scene: TwisterScene) -> None:
        scene.app.update_settings(animation_speed="normal")
        w = WheelScene(scene.app, wheel_table(multiplier), number=1)
        scene.app.manager.push(w)
        app = cast(Any, scene.app)  # the showcase's App: its frames, as its loop runs them
        for _ in range(1000):  # shown: its backdrop (and the labels its spin turns to) made ahead
            if w.shown:
                break
            app.step([], 1 / 60)
        target = w.duration * 0.45 if after_stop is None else w.duration + after_stop
        while w.elapsed < target - 1e-9:  # frame by frame: the pointer's ticks as they come
            w.update(min(1 / 60, target - w.elapsed))
    return run


def table_turn(scene: TwisterScene) -> None:
    (table,) = _start(scene)
    _advance(scene, table, until=lambda: table.t.hands_played >= 2 and table.waiting_for_player
             or table.is_over)

    scene.app.manager.push(TwisterTableScene(scene.app, scene, table))


def decision_clock(scene: TwisterScene) -> None:
    """Live pace: the player to act with 6 of 15 s left, the ring round their face running down
    (the room's pace set on this screen only: the settings stay as they are)."""
    (table,) = _start(scene)
    _advance(scene, table, until=lambda: table.t.hands_played >= 1 and table.waiting_for_player or table.is_over)
    scene.room.pace = lambda: Pace(thinking=False, speed=1.0, decision=15.0)
    scene.room.update(0.0)  # the clock starts
    scene.room.update(9.0)
    scene.app.manager.push(TwisterTableScene(scene.app, scene, table))


def grid(scene: TwisterScene) -> None:
    tables = _start(scene, 6)
    _advance(scene, tables[0], until=lambda: tables[0].waiting_for_player
             and tables[0].t.hands_played >= 1)
    scene.show_grid()


def history(scene: TwisterScene) -> None:
    (table,) = _start(scene)
    _advance(scene, table, until=lambda: table.t.hands_played >= 4 and table.waiting_for_player
             or table.is_over)

    scene.app.manager.push(TwisterTableScene(scene.app, scene, table))
    scene.app.manager.push(HandHistoryScene(scene.app, table))


def finished(scene: TwisterScene) -> None:
    (table,) = _start(scene)
    _advance(scene, table, until=lambda: table.finished_on_show, player="all_in", limit=20000)

    scene.app.manager.push(TwisterTableScene(scene.app, scene, table))


def _out(table: TwisterTable) -> bool:
    return table.player_out


def bust(scene: TwisterScene) -> None:
    """Knocked out with the two opponents still in: WATCH or SKIP TO RESULT."""
    for _ in range(40):
        (table,) = _start(scene)
        _advance(scene, table, until=partial(_out, table), player="all_in", limit=20000)
        if not table.is_over:
            break
        table.acknowledged = True  # out last: nothing to watch, another one
    view = TwisterTableScene(scene.app, scene, table)
    scene.app.manager.push(view)
    view.update(0.0)


def _side_pot_moment(actions: int) -> Drive:
    """One moment of the scripted hand with an all-in and a side pot, on the large table."""
    def run(scene: TwisterScene) -> None:
        scene.app.manager.push(TwisterTableScene(scene.app, scene, side_pot_table(actions)))
    return run


def run_out(scene: TwisterScene) -> None:
    """An all-in run-out half way: the cards face up, the flop and the turn out."""

    table = run_out_table()
    for _ in range(2):
        table.update(RUN_OUT_PAUSE)
    scene.app.manager.push(TwisterTableScene(scene.app, scene, table))


def replay(scene: TwisterScene) -> None:
    """The hand replayer on the scripted side-pot hand, at the end of the flop's betting."""

    table = side_pot_table(len(SIDE_POT_HAND))
    assert table.hand is not None
    data = export_hand(table.hand, names=["You", "Rocco", "Gino"], extra={"hand": 7, "_level": 2})
    hand = HandReplay.of_record(data, "You", buy_in=500, multiplier=2)
    hand.go(2)
    scene.app.manager.push(ReplayerScene(scene.app, hand))


def _italian(drive: Drive) -> Drive:
    def run(scene: TwisterScene) -> None:
        scene.app.update_settings(language="it")
        drive(scene)
    return run


def demo_states() -> list[tuple[str, Drive]]:
    states = [("room", room), ("lobby", lobby), ("prizes", prizes), ("wheel", wheel),
              ("wheel_spinning", _wheel_at(2, None)), ("wheel_2x", _wheel_at(2, 3.0)),
              ("wheel_1000x", _wheel_at(1000, 2.4)), ("table", table_turn),
              ("grid", grid),
              ("history", history), ("bust", bust), ("finished", finished), ("run_out", run_out),
              ("replay", replay)]
    hand = [(f"hand_{moment}", _side_pot_moment(n)) for moment, n in SIDE_POT_MOMENTS.items()]
    # the decision clock last: it plays on the tournaments the states before it share (their save)
    clock = [("decision_clock", decision_clock), ("decision_clock_it", _italian(decision_clock))]
    return states + hand + [(f"{name}_it", _italian(drive)) for name, drive in [*states, hand[3]]] + clock
