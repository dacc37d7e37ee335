"""The Twister tournaments' room opened headless at a window's own pixels, for the prize wheel's tests."""

from __future__ import annotations

from typing import Any

from gamelib.clock import FakeClock
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.wheel import WheelScene
from scenes.showcase import catalogue
from scenes.table.layout import demo_seed

FRAME = 1 / 60


def room_at(tmp_path: Any, size: tuple[int, int], seed: str) -> tuple[Any, TwisterScene]:
    """A headless app drawn at the pixels of a ``size`` window, animations at normal speed, the room
    (on the demo seed ``seed``, a fake clock) shown and stepped a frame: (app, room)."""
    app = catalogue.headless_app(tmp_path, size=size)
    app.native = True
    app.update_settings(animation_speed="normal")
    hub = TwisterScene(app, seed_source=demo_seed(seed), clock=FakeClock())
    app.manager.replace(hub, None)
    app.step([], FRAME)
    return app, hub


def wheel_after_start(app: Any, hub: TwisterScene) -> WheelScene:
    """START pressed: the prize wheel the frames after it bring over the room (not yet shown)."""
    hub.start()
    for _ in range(10):
        app.step([], FRAME)
        if isinstance(app.manager.top, WheelScene):
            return app.manager.top
    raise AssertionError("START brought no wheel")
