"""The player changes the UI scale in Settings while Twister is open: every Twister screen
(the table, its hand history, OPEN PHH, the lobby with its grid, the prize table, the wheel) is drawn
afresh at the new scale, exactly as a screen opened at that scale (no panel kept at the old
size), and back at 100 % exactly as before."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pytest

from gamelib.games.twister.demo import SIDE_POT_MOMENTS, side_pot_table
from scenes.app import App
from scenes.games.twister.hand_history import HandHistoryScene
from scenes.games.twister.prizes import PrizesScene
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.table import TwisterTableScene
from scenes.games.twister.wheel import WheelScene
from scenes.ui.manager import Scene
from tests.scenes.games.test_twister import seeds

Make = Callable[[App, TwisterScene], Scene]


@pytest.fixture
def hub(app: App) -> Iterator[TwisterScene]:
    hub = TwisterScene(app, seed_source=seeds())
    app.open_tables.append(hub)  # as the lobby keeps it: told of the settings' changes
    app.manager.push(hub)
    yield hub
    app.update_settings(ui_scale=100, large_text=False)
    app.open_tables.remove(hub)


TABLE = side_pot_table(SIDE_POT_MOMENTS["turn"])


def _table(app: App, hub: TwisterScene) -> Scene:
    return TwisterTableScene(app, hub, TABLE)


def _history(app: App, hub: TwisterScene) -> Scene:
    return HandHistoryScene(app, TABLE)


def _prizes(app: App, hub: TwisterScene) -> Scene:
    return PrizesScene(app, 500)


def _phh(app: App, hub: TwisterScene) -> Scene:
    from scenes.games.twister.phh_files import PhhFilesScene

    return PhhFilesScene(app)


def _wheel(app: App, hub: TwisterScene) -> Scene:
    (table,) = hub.room.start(200, 1, "standard")
    wheel = WheelScene(app, table, number=1, note="")
    wheel.elapsed = wheel.duration  # stopped: the same picture every time
    return wheel


def _hub(app: App, hub: TwisterScene) -> Scene:
    hub.room.start(200, 2, "standard")
    for t in hub.room.tables:
        t.reveal_wheel()
    return hub


def frame(app: App, scene: Scene) -> bytes:
    """``scene`` drawn over a black canvas, as bytes."""
    app.canvas.fill((0, 0, 0))
    scene.draw(app.canvas)
    return pygame.image.tobytes(app.canvas, "RGB")


@pytest.mark.parametrize("make", [_table, _history, _prizes, _phh, _wheel, _hub], ids=lambda m: m.__name__[1:])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}],
                         ids=["150", "125+larger"])
def test_a_twister_screen_follows_the_scale_changed_while_it_is_open(
        app: App, hub: TwisterScene, make: Make, settings: dict[str, object]) -> None:
    scene = make(app, hub)
    if scene is not hub:
        app.manager.push(scene)
    app.step([], 0.0)
    at_100 = frame(app, scene)
    app.update_settings(**settings)  # what Settings does: every scene in the stack is told
    changed = frame(app, scene)
    assert changed != at_100
    if scene is hub:
        opened = frame(app, hub)  # the hub has no fresh twin: its panel built again must match
        hub._build()
        assert frame(app, hub) == opened
    else:
        app.manager.pop()
        again = make(app, hub)
        if isinstance(scene, WheelScene):
            again.elapsed = again.duration  # type: ignore[attr-defined]
        app.manager.push(again)
        app.step([], 0.0)
        assert frame(app, again) == changed, "drawn at the old size after the change"
        app.manager.pop()
        app.manager.push(scene)
    app.update_settings(ui_scale=100, large_text=False)
    assert frame(app, scene) == at_100
