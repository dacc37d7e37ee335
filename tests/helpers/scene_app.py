"""Shared set-up for the scene tests that play at a table: the headless app on an
in-memory wallet, a table opened on a named demo seed, fake frame time, the dealer's voice
caught before the mixer, and a Twister tournament brought to the player's turn.

Each test file keeps its own ``app`` fixture (its settings differ) as three lines::

    @pytest.fixture
    def app(tmp_path):
        with table_app(tmp_path, pace="live") as a:
            yield a
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame
import pytest

from gamelib.clock import FakeClock
from gamelib.ledger import Wallet
from scenes.app import App
from scenes.games.twister.table import TwisterTableScene
from scenes.showcase import catalogue
from scenes.table.base import TableScene
from scenes.table.layout import demo_seed
from scenes.ui import voice

FRAME = 0.016


@contextmanager
def table_app(tmp_path: Path, *, lobby: bool = True, **settings: Any) -> Iterator[App]:
    """The app, headless, on an in-memory wallet, animation instant unless ``settings`` say
    otherwise; on the lobby (unless ``lobby=False``). Leaving closes every open table."""
    pygame.init()
    a = App(tmp_path, wallet=Wallet.in_memory(), headless=True)
    a.update_settings(**{"animation_speed": "instant", **settings})
    if lobby:
        a.lobby()
    try:
        yield a
    finally:
        a.leave_all_tables()
        a.wallet.close()


@contextmanager
def started_app(tmp_path: Path, size: tuple[int, int] = (1280, 720), **settings: Any) -> Iterator[App]:
    """The app as the screenshot catalogue starts it (its save in ``tmp_path``), with these
    ``settings``. Leaving closes every open table."""
    a = catalogue.headless_app(tmp_path, size=size)
    if settings:
        a.update_settings(**settings)
    try:
        yield a
    finally:
        a.leave_all_tables()
        a.wallet.close()


@contextmanager
def native_app(tmp_path: Path, size: tuple[int, int], **settings: Any) -> Iterator[App]:
    """The app drawn at the pixels of a window of ``size`` (its save in ``tmp_path``), with these
    ``settings`` set before it starts. Leaving closes every open table."""
    pygame.init()
    a = App(tmp_path, headless=True, window_size=size)
    a.native = True
    a.update_settings(**settings)
    a.start()
    try:
        yield a
    finally:
        a.leave_all_tables()
        a.wallet.close()


def open_table(app: App, cls: type, name: str = "test", *, listed: bool = True, frame: float | None = FRAME):
    """A table of ``cls`` on the demo seed ``name``, pushed and stepped one ``frame`` (None:
    not stepped); ``listed`` puts it among the app's open tables (as the lobby does)."""
    table = cls(app, seed_source=demo_seed(name))
    if listed:
        app.open_tables.append(table)
    app.manager.push(table)
    if frame is not None:
        app.step([], frame)
    return table


def demo_state_scene(save: Path, cls: type, name: str, drive: Callable[[Any], object], *,
                     size: tuple[int, int] = (1280, 720), steps: Iterable[float] = (0.05, 0.05),
                     before: Callable[[], object] | None = None, **settings: Any) -> tuple[App, Any]:
    """A fresh headless app (its save at ``save``, an in-memory wallet, a window of ``size``,
    animation instant, ``settings`` set), then ``before()``, then a scene of ``cls`` on the demo
    seed ``name`` pushed, driven by ``drive`` into its state, a table's dealer done, and stepped
    ``steps``: (app, scene). The caller closes the app."""
    pygame.init()
    app = App(save, wallet=Wallet.in_memory(), headless=True, window_size=size)
    app.update_settings(animation_speed="instant", **settings)
    if before is not None:
        before()
    scene = cls(app, seed_source=demo_seed(name))
    app.manager.push(scene)
    drive(scene)
    if isinstance(scene, TableScene):  # its dealer's queued words and moves done
        scene.player.flush()
    for dt in steps:
        app.step([], dt)
    return app, scene


def run(app: App, seconds: float, step: float = 0.5) -> None:
    """Frames of fake time."""
    while seconds > 1e-9:
        dt = min(step, seconds)
        app.step([], dt)
        seconds -= dt


def catch_voice(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """What reaches the mixer from now on, as (language, line)."""
    lines: list[tuple[str, str]] = []

    def record(lang: str, line: str, volume: float) -> bool:
        lines.append((lang, line))
        return True

    monkeypatch.setattr(voice, "_play", record)
    return lines


def counting_seeds() -> Callable[[], bytes]:
    """Seeds 1, 2, 3 … as 32 bytes: the same tournaments every run."""
    counter = itertools.count(1)
    return lambda: next(counter).to_bytes(32, "big")


def twister_hub(app: App, **kwargs: Any):
    """The Twister screen on counting seeds, pushed."""
    from scenes.games.twister.scene import TwisterScene

    hub = TwisterScene(app, seed_source=counting_seeds(), **kwargs)
    app.manager.push(hub)
    return hub


def dealing_table(app: App, seed: int = 4):
    """A €1 Standard tournament's large table dealing at normal speed on a fake clock (the
    wheel revealed), pushed over its Twister screen: (its table, its screen)."""
    app.update_settings(animation_speed="normal", reduced_motion=False)
    hub = twister_hub(app, clock=FakeClock(), rng=random.Random(seed))
    (table,) = hub.room.start(100, 1, "standard")
    table.reveal_wheel()
    view = TwisterTableScene(app, hub, table)
    app.manager.push(view)
    return table, view


def move_on_until(hub, done: Callable[[], object], *, steps: int = 200, dt: float = 5) -> bool:
    """Move the Twister room on ``dt`` seconds at a time until ``done()`` (True if it came)."""
    for _ in range(steps):
        if done():
            break
        hub.room.update(dt)
    return bool(done())


def until_waiting(hub, table, *, steps: int = 200, dt: float = 5) -> bool:
    """Move the room on until ``table`` waits for the player (True if it does)."""
    return move_on_until(hub, lambda: table.waiting_for_player, steps=steps, dt=dt)


def twister_tables(app: App, count: int, level: str = "standard", *, buy_in: int = 100):
    """``count`` tournaments started on the Twister screen, their prizes revealed, shown on ALL
    TABLES (the grid of small tables): (hub, tables)."""
    hub = twister_hub(app)
    tables = hub.room.start(buy_in, count, level)
    for t in tables:
        t.reveal_wheel()
    hub.show_grid()
    return hub, tables


def spin_wheel(app: App, hub):
    """Buy in from the Twister screen (RETURN): the prize wheel scene on top."""
    hub.buy_in = 200
    hub.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    app.step([], 0.01)
    return app.manager.top


def twister_table(app: App, level: str = "standard", *, waiting: bool = False, buy_in: int = 100):
    """A one-table tournament on the Twister screen (counting seeds), its prize revealed,
    moved on to the player's turn when ``waiting``, its table on top: (hub, table, view)."""
    from scenes.games.twister.table import TwisterTableScene

    hub = twister_hub(app)
    (table,) = hub.room.start(buy_in, 1, level)
    table.reveal_wheel()
    if waiting:
        assert until_waiting(hub, table)
    view = TwisterTableScene(app, hub, table)
    app.manager.push(view)
    return hub, table, view


def multi_table_view(app: App, classes: Iterable[type], tag: str):
    """Tables of ``classes`` (seeds ``tag-0``, ``tag-1`` …) open in the multi-table view, the
    first in focus: (view, tables)."""
    from scenes.shell.multi_table import MultiTableScene

    tables = [cls(app, seed_source=demo_seed(f"{tag}-{i}")) for i, cls in enumerate(classes)]
    app.open_tables.extend(tables)
    view = MultiTableScene(app, focus=tables[0])
    app.manager.push(view)
    app.step([], FRAME)
    return view, tables


def draw_every_demo_state(app: App, states: Iterable[tuple[str, Callable[[Any], object]]],
                          make: Callable[[str], Any]) -> int:
    """Each demo state driven on a fresh scene ``make(name)`` (pushed), a frame stepped and
    drawn with its pop-ups, then closed; how many states were drawn."""
    drawn = 0
    for name, drive in states:
        scene = make(name)
        drive(scene)
        app.step([], 0.1)
        app.manager.draw(app.canvas)
        while app.manager.top is not scene:
            app.manager.pop()
        app.manager.remove(scene)
        drawn += 1
    return drawn
