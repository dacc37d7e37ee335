"""The seeded Twister table that ``benchmarks/bench_frames.py --twister`` plays (demo seed
"bench-twister", normal animation speed), open large in a window of a given size, drawn at the
window's pixels, its level clock standing still: the frame-cost tests play its hands."""

from __future__ import annotations

from typing import Any

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
