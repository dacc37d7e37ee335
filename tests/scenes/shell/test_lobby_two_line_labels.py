"""The lobby's buttons whose label goes on two lines at a larger UI scale (RESPONSIBLE GAMING,
BACK TO TABLE, GIOCO RESPONSABILE, TORNA AL TAVOLO) keep their letters clear of the button's
gold edge, and a tile's BACK TO TABLE stands centred in its button: its two lines were placed by
their line boxes, so the letters sat high (5 px under the top edge, 18 px over the bottom one at
150 %) and a size smaller than the neighbours' PLAY."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.scene_app import table_app

from scenes.app import App
from scenes.shell.lobby import LobbyScene
from scenes.shell.lobby_tile import NAV_EDGE
from scenes.showcase import scale_check


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    with table_app(tmp_path) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False, language="en")


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}],
                         ids=["150", "125+larger"])
def test_two_line_labels_keep_clear_of_the_buttons_edges(app: App, lang: str, settings: dict[str, object]) -> None:
    app.update_settings(language=lang, **settings)
    lobby = app.lobby()
    assert isinstance(lobby, LobbyScene)
    lobby.play("texas-holdem-bonus")  # its tile says BACK TO TABLE
    app.step([], 0.016)
    app.open_lobby()
    app.step([], 0.016)
    lobby.language_changed()
    texts = [t for t in scale_check.record(lambda: lobby.draw(app.canvas)) if t.where > 0]
    checked = 0
    for button in [*lobby.nav_buttons, *lobby.play_buttons.values()]:
        label = button.label() if callable(button.label) else str(button.label)
        lines = [t for t in texts if button.rect.collidepoint(t.pos) and t.s in label and t.s != label]
        if len(lines) < 2:
            continue  # on one line
        checked += 1
        above = min(t.ink.top for t in lines) - button.rect.top
        below = button.rect.bottom - max(t.ink.bottom for t in lines)
        assert above >= NAV_EDGE - 1 and below >= NAV_EDGE - 1, (label, above, below)
        if button in lobby.play_buttons.values():  # (a page button's hint stands under its lines)
            assert abs(above - below) <= 2, (label, above, below)
    assert checked >= 1  # BACK TO TABLE at least (RESPONSIBLE GAMING takes the width of one line)
