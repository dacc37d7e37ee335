"""The buy-in and the opponents chosen in the lobby are said on the wheel (under its title,
with what START took below the wheel) and on the large table."""

from __future__ import annotations

import pytest
from helpers.drawn_texts import frame_texts
from helpers.scene_app import twister_hub

from scenes.app import App
from scenes.games.twister.table import TwisterTableScene
from scenes.games.twister.texts import table_line
from scenes.games.twister.wheel import WheelScene


def _texts(app: App, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, tuple[int, int]]]:
    return [(d.text, (d.pos[0], d.pos[1])) for d in frame_texts(app, monkeypatch)]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_wheel_and_the_table_say_the_buy_in_and_the_opponents(app: App, monkeypatch: pytest.MonkeyPatch,
                                                                 lang: str) -> None:
    app.update_settings(language=lang)
    hub = twister_hub(app)
    hub.buy_in, hub.count, hub.difficulty = 500, 2, "hard"
    hub.start()
    app.step([], 0.01)
    wheel = app.manager.top
    assert isinstance(wheel, WheelScene)
    line = table_line(app, wheel.table, 1)
    assert app.money(500) in line and app.tr("twister.opponents.hard") in line
    drawn = dict(_texts(app, monkeypatch))
    title_y = drawn[app.tr("twister.wheel.title")][1]
    assert drawn[line][1] > title_y and not app.toasts  # below the title; no toast over it
    assert wheel.note and drawn[wheel.note][1] > 900  # what START took, under the wheel
    wheel.elapsed = wheel.duration
    wheel.done()
    app.manager.push(TwisterTableScene(app, hub, wheel.table))
    assert table_line(app, wheel.table, hub.room.number_of(wheel.table)) in dict(_texts(app, monkeypatch))
