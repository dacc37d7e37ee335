"""A game registered at run time (the toy High Card with its table scene) is in the lobby (a
tile that opens its table), in HELP (its page) and in HISTORY (its rounds by name), and no
shared module was edited for it; afterwards every registry is as it was."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from helpers import toy_game
from helpers.drawn_texts import texts_drawn
from helpers.toy_table import HighCardTable

from gamelib import i18n
from scenes.app import App
from scenes.shell.help import HelpScene, sections
from scenes.shell.history import HistoryScene
from scenes.shell.lobby import LobbyScene
from scenes.table import registry
from scenes.ui import gfx


@pytest.fixture()
def toy() -> Iterator[None]:
    before = dict(registry.TABLE_SCENES)
    with toy_game.registered():
        registry.register_table("high-card", HighCardTable)
        try:
            yield
        finally:
            registry.unregister_table("high-card")
    assert before == registry.TABLE_SCENES and "high-card" not in registry.lobby_games()
    assert "high-card" not in sections()


def _lobby(app: App) -> LobbyScene:
    lobby = app.lobby()
    assert isinstance(lobby, LobbyScene)
    return lobby


def test_the_lobby_shows_a_tile_that_opens_the_toy_table(app: App, toy: None) -> None:
    lobby = _lobby(app)
    app.step([], 1 / 60)  # the lobby notices the new game and builds its tile
    assert lobby.games[-1] == "high-card" and "high-card" in lobby.play_buttons
    i = lobby.games.index("high-card")
    assert lobby.tile_rect(i).right <= gfx.LOGICAL_SIZE[0]  # six tiles still fit
    for _ in range(8):  # the limits load one game per frame
        app.step([], 1 / 60)
    assert lobby._limits_text("high-card") == app.tr("lobby.limits", low=app.money(10),
                                                     high=app.money(100_000))
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=lobby.tile_rect(i).center)
    assert lobby.handle_event(click)
    assert isinstance(app.open_tables[-1], HighCardTable)
    assert app.open_tables[-1].session.definition.game_id == "high-card"


def test_help_has_the_toy_page(app: App, toy: None, monkeypatch: pytest.MonkeyPatch) -> None:
    assert list(sections())[-1] == "high-card"
    page = HelpScene(app, "high-card")
    with texts_drawn(monkeypatch) as drawn:
        page.draw(pygame.Surface(gfx.LOGICAL_SIZE))
    assert "High Card" in [d.text for d in drawn]  # the heading of its page (# High Card)
    assert page.pages["high-card"] == ("game.high-card", "help.section.high-card")


def test_history_lists_a_toy_round_by_its_name(app: App, toy: None,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    table = HighCardTable(app, seed_source=toy_game.seeds())
    table.session.slip.place("ante", 100)
    table.session.deal()
    table.session.act("fold")
    app.update_settings(language="it")
    scene = HistoryScene(app)
    assert scene.entries[0]["game"] == "high-card"
    with texts_drawn(monkeypatch) as drawn:
        scene.draw(pygame.Surface(gfx.LOGICAL_SIZE))
    assert "Carta Alta" in [d.text for d in drawn] and i18n.tr("game.high-card", "it") == "Carta Alta"
