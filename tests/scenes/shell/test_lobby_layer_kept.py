"""The lobby's drawn layer (felt, top bar, tiles: a window's size) under what covers it: a table
lets it go (memory at a table, issue 17); a page or a dialog over the lobby keeps it, so the
pop-up's first frame lays it under its veil and closing the pop-up shows it again, neither
drawing it anew (issue 27: at 3840x2160 drawing it again cost ~55 ms of each)."""

from __future__ import annotations

import pytest
from helpers.scene_app import native_app, open_table

from scenes.shell.lobby import LobbyScene
from scenes.table import registry as tables


def counted(monkeypatch) -> list[int]:  # noqa: ANN001
    made: list[int] = []
    real = LobbyScene._draw_static
    monkeypatch.setattr(LobbyScene, "_draw_static", lambda self, surface: (made.append(1), real(self, surface))[1])
    return made


@pytest.mark.parametrize("page", ["settings", "history", "dialog"])
def test_a_pop_up_over_the_lobby_draws_its_layer_neither_at_opening_nor_at_closing(tmp_path, monkeypatch, page):
    with native_app(tmp_path, (2560, 1440)) as app:
        for _ in range(12):  # (its first frame is bare; the limits read one a frame)
            app.step([], 1 / 60)
        lobby = app.manager.top
        assert isinstance(lobby, LobbyScene) and lobby._static is not None
        made = counted(monkeypatch)
        if page == "dialog":
            app.dialog("Notice", "Something to say.")
        else:
            app.manager.push(app.navigation.make(page), None)
        app.step([], 1 / 60)
        app.manager.top.close()
        app.step([], 1 / 60)
        assert app.manager.top is lobby and made == []


def test_a_table_over_the_lobby_lets_its_layer_go(tmp_path):
    with native_app(tmp_path, (2560, 1440)) as app:
        for _ in range(12):
            app.step([], 1 / 60)
        lobby = app.manager.top
        assert isinstance(lobby, LobbyScene) and lobby._static is not None
        open_table(app, tables.scene_class("texas-holdem-bonus"))
        assert lobby._static is None
