"""+TABLE's hint ("Choose the game of the new table.") goes once the game is chosen: it is not
left over the new table in the multi-table view."""

from __future__ import annotations

from helpers.scene_app import table_app

from scenes.shell.lobby import LobbyScene
from scenes.shell.multi_table import MultiTableScene


def test_the_add_table_hint_goes_when_the_game_is_chosen(tmp_path, monkeypatch):
    from scenes.table import registry

    monkeypatch.setitem(registry.TABLE_SCENES, "texas-holdem-bonus", "helpers.demo_table:DemoTexasTable")
    registry._broken.pop("texas-holdem-bonus", None)
    with table_app(tmp_path) as app:
        lobby = app.manager.top
        assert isinstance(lobby, LobbyScene)
        lobby.play("texas-holdem-bonus")
        app.open_lobby()
        lobby.add_table()
        hint = app.tr("lobby.add_table_hint")
        assert [t.message for t in app.toasts] == [hint]
        lobby.play("texas-holdem-bonus")
        assert isinstance(app.manager.top, MultiTableScene) and len(app.open_tables) == 2
        assert hint not in [t.message for t in app.toasts]
