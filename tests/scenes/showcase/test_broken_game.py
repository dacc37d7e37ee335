"""A game whose screens fail to import: ``smoke`` and ``screenshots`` fail with one sentence
naming it (exit 1; they reported success with its states missing), and the app still opens
on the lobby with a notice naming the game, its tile UNAVAILABLE, nothing on the terminal
(the failure went to a log line and the game showed as COMING SOON)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from helpers import scene_app

from feltside.launcher import main
from gamelib.games import game_name_key
from scenes.shell.lobby import LobbyScene
from scenes.table import registry
from scenes.ui.dialog import MessageDialog

GAME = "video-poker"
MISSING = "scenes.games.video_poker.no_such_screen:Table"


@pytest.fixture
def broken() -> Iterator[str]:
    """Video poker's table screen fails to import (as a syntax error or a missing module would)."""
    kept = registry.TABLE_SCENES[GAME]
    registry.register_table(GAME, MISSING)
    try:
        yield GAME
    finally:
        registry.register_table(GAME, kept)


@pytest.mark.parametrize("command", [["smoke", "--frames", "1"], ["screenshots", "OUT", "--only", "lobby"]])
def test_smoke_and_screenshots_fail_with_one_sentence(broken, tmp_path, capsys, command) -> None:
    args = [str(tmp_path / "shots") if a == "OUT" else a for a in command]
    assert main(args) == 1
    err = capsys.readouterr().err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert lines[0].startswith("feltside: error: The table screens of video-poker (ModuleNotFoundError"), err
    assert not (tmp_path / "shots").exists() or not any((tmp_path / "shots").iterdir())


def test_a_scene_package_that_fails_at_start_up_is_counted_broken(monkeypatch) -> None:
    """The package's own ``__init__`` fails as the registry finds it: its game is broken, not
    unbuilt, and nothing is printed before the app's log exists."""
    real = registry.importlib.import_module

    def failing(name: str, *args):  # noqa: ANN202
        if name == "scenes.games.heads_up":
            raise SyntaxError("invalid syntax (table.py, line 1)")
        return real(name, *args)

    monkeypatch.setattr(registry.importlib, "import_module", failing)
    try:
        registry._discover()
        assert registry.failures()["heads-up-holdem"] == "SyntaxError: invalid syntax (table.py, line 1)"
        assert not registry.is_available("heads-up-holdem")
    finally:
        registry._broken.pop("heads-up-holdem", None)
    assert registry.is_available("heads-up-holdem")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_app_opens_on_the_lobby_with_a_notice_naming_the_game(broken, tmp_path, capsys, lang) -> None:
    registry.load_all()
    with scene_app.started_app(tmp_path, language=lang) as app:
        app.step([], 1 / 60)
        app.step([], 1 / 60)
        notice = app.manager.top
        assert isinstance(notice, MessageDialog) and notice.tone == "error"
        name = app.tr(game_name_key(GAME))
        assert name in notice.body and str(app.log_file) in notice.body
        lobby = app.manager.find(LobbyScene)
        assert lobby is not None
        assert lobby._play_label(GAME) == app.tr("lobby.unavailable") != app.tr("lobby.coming_soon")
        assert "Traceback" not in capsys.readouterr().err
        assert "no_such_screen" in app.log_file.read_text()  # the details: in the log
        lobby.play(GAME)  # PLAY on it (or a click): the notice is not shown twice
        assert sum(isinstance(s, MessageDialog) for s in app.manager.stack) == 1
        assert app.toasts[-1].message == app.tr("lobby.game_broken", games=name)
