"""The seeded Twister table that ``benchmarks/bench_frames.py --twister`` plays (demo seed
"bench-twister", normal animation speed), open large in a window of a given size, drawn at the
window's pixels, its level clock standing still: the frame-cost tests play its hands."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from gamelib.clock import FakeClock
from gamelib.games.twister.table import TwisterTable
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.table import TwisterTableScene
from scenes.showcase import catalogue
from scenes.table.layout import demo_seed


def bench_table(tmp_path: Any, size: tuple[int, int]) -> tuple[Any, TwisterTable, TwisterTableScene]:
    """The app, the tournament's table and its screen, on top (close with ``app.leave_all_tables()``
    and ``app.wallet.close()``)."""
    app = catalogue.headless_app(tmp_path, size=size)
    app.native = True
    app.update_settings(animation_speed="normal")
    hub = TwisterScene(app, seed_source=demo_seed("bench-twister"), clock=FakeClock())
    app.manager.replace(hub, None)
    (table,) = hub.room.start(100, 1, "standard")
    table.reveal_wheel()
    view = TwisterTableScene(app, hub, table)
    app.manager.push(view, None)
    return app, table, view


def play_hands(app: Any, table: TwisterTable, view: TwisterTableScene, hands: int,
               after: Callable[[int], object], before: Callable[[], object] = lambda: None) -> int:
    """The player checking or calling as soon as asked, one frame (1/60 s) at a time, until
    ``hands`` more hands are played or the tournament is over (2,000 frames at most):
    ``before()`` ahead of each frame (the player's act taken), ``after(i)`` past frame ``i``
    (true: stop there). Returns the frames played."""
    first = table.t.hands_played
    for i in range(2000):
        if table.waiting_for_player:
            view.check_or_call()
        before()
        app.step([], 1 / 60)
        if after(i) or table.is_over or table.t.hands_played >= first + hands:
            return i + 1
    return 2000


def window_pixels(app: Any) -> bytes:
    """The window's pixels as shown."""
    return pygame.image.tobytes(app.window, "RGB")


def drawn_whole_equal(app: Any) -> bool:
    """The window as the last frame left it equals the same frame drawn whole (nothing kept)."""
    shown = window_pixels(app)
    app._last_target = None
    app._draw()
    return window_pixels(app) == shown


def play_turn_starts(app: Any, table: TwisterTable, view: TwisterTableScene, hands: int,
                     at_start: Callable[[], object], before: Callable[[], object] = lambda: None) -> None:
    """``play_hands``, ``at_start()`` past each frame the player's turn began in (true: stop
    there); ``before()`` ahead of each frame."""
    waiting = [False]

    def ahead() -> None:
        waiting[0] = table.waiting_for_player
        before()

    play_hands(app, table, view, hands, lambda i: table.waiting_for_player and not waiting[0] and at_start(), ahead)
