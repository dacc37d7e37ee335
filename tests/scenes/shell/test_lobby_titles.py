"""A game's name on its lobby tile, on two lines, breaks where the lines are most even: no word
stands alone under a full line (Italian 'Casino Hold'em a 2 / mani' was drawn so at 1280x720
and 1920x1080, at 100 % and 150 %)."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import table_app

from scenes.shell.lobby import LobbyScene


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False, language="en")


@pytest.mark.parametrize("ui_scale", [100, 150])
def test_casino_holdems_italian_name_breaks_before_a_2_mani(app, monkeypatch, ui_scale: int) -> None:
    app.update_settings(ui_scale=ui_scale, language="it")
    lobby = LobbyScene(app)
    with texts_drawn(monkeypatch) as seen:
        lobby.draw(pygame.Surface((1920, 1080)))
    texts = {d.text for d in seen}
    assert {"Casino Hold'em", "a 2 mani"} <= texts, sorted(t for t in texts if "Hold" in t or "mani" in t)


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("ui_scale", [100, 150])
def test_no_tile_name_leaves_one_word_alone_under_a_full_line(app, monkeypatch, lang: str, ui_scale: int) -> None:
    app.update_settings(ui_scale=ui_scale, language=lang)
    lobby = LobbyScene(app)
    with texts_drawn(monkeypatch) as seen:
        lobby.draw(pygame.Surface((1920, 1080)))
    texts = [d.text for d in seen]
    for game in lobby.games:
        name = app.tr(lobby._names(game)[0])
        words = name.split(" ")
        for i in range(1, len(words)):
            head, tail = " ".join(words[:i]), " ".join(words[i:])
            if head in texts and tail in texts:  # drawn on two lines
                assert not (len(words[i:]) == 1 and i >= 3 and len(tail) <= 4), (name, head, tail)
