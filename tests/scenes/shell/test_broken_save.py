"""Issue 16: the GUI after a broken ledger chain explains it and, if the player accepts,
keeps the old save aside and goes on with a fresh one; otherwise nothing changes (exit 3)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pygame
import pytest

from gamelib.errors import SaveTamperedError
from gamelib.ledger import START_BALANCE, Wallet
from gamelib.schema import trigger_sql
from gamelib.storage import DB_NAME
from scenes import app as app_module
from scenes.shell import broken_save


def tampered(folder: Path) -> bytes:
    """A save whose top-up was raised under a dropped-and-recreated trigger."""
    with Wallet.open(folder) as w:
        w.top_up(500)
    with sqlite3.connect(folder / DB_NAME) as conn:
        conn.execute("DROP TRIGGER ledger_never_changed")
        conn.execute("UPDATE ledger SET amount = 50000000 WHERE kind = 'top-up' AND amount = 500")
        conn.execute(trigger_sql("ledger_never_changed"))
    conn.close()
    with pytest.raises(SaveTamperedError):
        Wallet.open(folder)
    return (folder / DB_NAME).read_bytes()


def key(name: int) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode="", scancode=0)]


def answers(*batches: list[pygame.event.Event]):  # type: ignore[no-untyped-def]
    """The events of each frame in turn, then none."""
    queue = list(batches)
    seen: list[int] = []

    def next_frame() -> list[pygame.event.Event]:
        seen.append(1)
        return queue.pop(0) if queue else []

    return next_frame, seen


@pytest.mark.parametrize("events, fresh", [
    ([[], key(pygame.K_RETURN)], True),  # Enter: the gold button, FRESH SAVE
    ([[], key(pygame.K_ESCAPE)], False),  # Esc closes the dialog: QUIT
    ([[], [pygame.event.Event(pygame.QUIT)]], False),  # the window closed
])
def test_the_dialog_asks_and_answers(tmp_path: Path, events: list[list[pygame.event.Event]],
                                     fresh: bool) -> None:
    tampered(tmp_path)
    next_frame, seen = answers(*events)
    assert broken_save.ask_for_a_fresh_save(tmp_path, app_module.App, events=next_frame, headless=True) is fresh
    assert len(seen) == 2  # it waited for the player, then stopped at once


def test_the_dialog_explains_in_the_players_words(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[tuple[str, str, list[str]]] = []
    real_push = app_module.SceneManager.push

    def push(self, scene):  # type: ignore[no-untyped-def]
        real_push(self, scene)
        title = scene.title() if callable(scene.title) else scene.title
        body = scene.body() if callable(scene.body) else scene.body
        shown.append((title, body, [b.label() if callable(b.label) else b.label
                                    for b in scene.buttons]))

    monkeypatch.setattr(app_module.SceneManager, "push", push)
    next_frame, _ = answers(key(pygame.K_ESCAPE))
    broken_save.ask_for_a_fresh_save(tmp_path, app_module.App, events=next_frame, headless=True)
    title, body, buttons = shown[0]
    assert "changed outside Feltside" in title and "kept aside" in body and "hash chain" in body
    assert buttons == ["QUIT", "FRESH SAVE"]


@pytest.mark.parametrize("accepts", [True, False])
def test_run_app_goes_on_with_a_fresh_save_only_if_the_player_accepts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        accepts: bool) -> None:
    before = tampered(tmp_path)
    asked: list[Path] = []
    monkeypatch.setattr(broken_save, "ask_for_a_fresh_save",
                        lambda path, window: asked.append(path) or accepts)
    ran: list[Wallet] = []

    def run(self: app_module.App) -> int:  # the real loop is tested elsewhere
        ran.append(self.wallet)
        notice = self.wallet.notice
        self.wallet.close()
        assert notice is not None and "kept aside" in notice
        return 0

    monkeypatch.setattr(app_module.App, "run", run)
    code = app_module.run_app(tmp_path)
    assert asked == [tmp_path]
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(DB_NAME + ".")
            and not p.name.endswith(("-wal", "-shm", ".lock"))]
    if accepts:
        assert code == 0 and len(ran) == 1
        assert len(kept) == 1 and kept[0].read_bytes() == before  # kept aside, untouched
        with Wallet.open(tmp_path) as fresh:
            assert fresh.balance == START_BALANCE
    else:
        assert code == 3 and ran == [] and kept == []
        assert (tmp_path / DB_NAME).read_bytes() == before
        assert "changed outside Feltside" in capsys.readouterr().err


class FoundBreak:
    """The rehash beside play (gamelib.chain_rehash) as it stands after finding a break."""
    found = "Ledger row 7 (a payout of € 3.00) does not match the save's hash chain."

    def stop(self) -> None:
        pass


def test_a_break_found_beside_play_is_offered_at_the_lobby_with_the_same_choice(
        tmp_path: Path) -> None:
    """Issue 31: an older save's history is rehashed beside play; a break found there reaches
    the player at the lobby (never over a table or a pop-up) as the tampered save's dialog,
    whose QUIT leaves the save where it is (exit 3). Dismissed, it comes back."""
    wallet = Wallet.open(tmp_path)
    app = app_module.App(tmp_path, wallet=wallet, headless=True)
    try:
        app.open_window()
        app.lobby()
        app.step([], 0.0)
        assert app.manager.top is app.lobby()  # nothing found yet
        wallet._rehash = FoundBreak()  # type: ignore[assignment]
        app.dialog("A pop-up", "already open")
        app.step([], 0.0)
        assert app.manager.top is not None and app.manager.top.__class__.__name__ == "MessageDialog"
        app.manager.pop()  # the other pop-up closed: the lobby is on top, a safe point
        app.step([], 0.0)
        offered = app.manager.top
        assert offered is not None and offered is not app.lobby()
        app.step(key(pygame.K_ESCAPE), 0.0)  # closed without a choice: offered again
        app.step([], 0.0)
        assert app.manager.top is not app.lobby() and app.running
        app.step(key(pygame.K_ESCAPE), 0.0)
        app.step([], 0.0)
        quit_button = app.manager.top.buttons[0]  # type: ignore[union-attr]
        assert quit_button.label() == app.tr("broken_save.quit")
        quit_button.on_click()
        assert not app.running and app.exit_code == 3
    finally:
        wallet.close()
    assert (tmp_path / DB_NAME).exists() and not [
        p for p in tmp_path.iterdir() if p.name.startswith(DB_NAME + ".") and ".lock" not in p.name
        and not p.name.endswith(("-wal", "-shm"))]


def test_run_app_goes_on_with_a_fresh_save_after_a_break_found_in_play(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with Wallet.open(tmp_path) as w:
        w.top_up(500)
    notices: list[str | None] = []

    def run(self: app_module.App) -> int:
        notices.append(self.wallet.notice)
        self.wallet.close()
        return broken_save.FRESH_SAVE if len(notices) == 1 else 0

    monkeypatch.setattr(app_module.App, "run", run)
    assert app_module.run_app(tmp_path) == 0
    assert notices[0] is None and notices[1] is not None and "kept aside" in notices[1]
    with Wallet.open(tmp_path) as fresh:
        assert fresh.balance == START_BALANCE
