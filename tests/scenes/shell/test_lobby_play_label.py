"""The lobby's PLAY buttons at a larger UI scale: a tile whose game is open reads 'BACK TO TABLE'
('TORNA AL TAVOLO'), too long for one line at the size of its neighbours' PLAY; it goes on two
lines as large as the button's height lets them (it was squeezed onto one line at about half
their size). At 100 % the designed one line."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.scene_app import table_app

from scenes.app import App
from scenes.shell.lobby import LobbyScene
from scenes.showcase import scale_check


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    with table_app(tmp_path) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False, language="en")


def lobby_with_twister_open(app: App) -> LobbyScene:
    lobby = app.lobby()
    assert isinstance(lobby, LobbyScene)
    lobby.play("twister")  # Twister open: its tile says BACK TO TABLE
    app.step([], 0.016)
    app.open_lobby()
    app.step([], 0.016)
    return lobby


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}],
                         ids=["150", "125+larger"])
def test_back_to_table_goes_on_two_large_lines(app: App, lang: str, settings: dict[str, object]) -> None:
    app.update_settings(language=lang, **settings)
    lobby = lobby_with_twister_open(app)
    lobby.language_changed()
    texts = scale_check.record(lambda: lobby.draw(app.canvas))
    button = lobby.play_buttons["twister"]
    words = app.tr("lobby.return")
    inside = [t for t in texts if button.rect.contains(t.ink)]
    assert " ".join(t.s for t in inside) == words and len(inside) == 2
    play = next(t for t in texts if t.s == app.tr("lobby.play"))
    assert all(t.ink.h >= 0.7 * play.ink.h for t in inside if t.s.isupper() and "Q" not in t.s)
    assert inside[0].ink.bottom <= inside[1].ink.top


def test_at_100_back_to_table_is_one_line(app: App) -> None:
    lobby = lobby_with_twister_open(app)
    texts = scale_check.record(lambda: lobby.draw(app.canvas))
    assert app.tr("lobby.return") in [t.s for t in texts]
