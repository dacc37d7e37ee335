"""The app shell headless: every scene opens and draws, Esc/F11, crash safety, settings that
survive a restart, mouse mapping through the letterbox, and the texts in both languages."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import started_app

from gamelib import warm_up
from gamelib.i18n import missing_keys, tr
from scenes.app import App
from scenes.shell.lobby import LobbyScene
from scenes.shell.settings import SettingsScene
from scenes.showcase import catalogue
from scenes.ui.dialog import MessageDialog
from scenes.ui.manager import Scene


@pytest.fixture
def app(tmp_path):
    with started_app(tmp_path) as a:
        yield a


def key(app, k, mod=0):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")], 0.016)


def test_every_scene_and_state_opens_and_draws(app):
    catalogue.play_sample_rounds(app, 2)
    names = []
    for name, setup in catalogue.states(app):
        if name.startswith("table_"):
            continue  # each game's tests draw its own demo states
        catalogue.reset(app)
        setup()
        catalogue.settle(app, 2)
        names.append(name)
        frame = app.frame_image((1280, 720))
        assert frame.get_size() == (1280, 720)
        assert app.crash_count == 0, name
    for needed in ("lobby", "history", "round_detail", "settings", "cashier", "responsible_gaming",
                   "help_general", "lobby_it"):
        assert needed in names


def test_lobby_is_first_and_escape_opens_it(app):
    assert isinstance(app.manager.top, LobbyScene)
    key(app, pygame.K_s)  # S opens settings
    assert isinstance(app.manager.top, SettingsScene)
    key(app, pygame.K_ESCAPE)  # closes the pop-up
    assert isinstance(app.manager.top, LobbyScene)


def test_escape_goes_back_in_full_screen_too(app):
    """Esc closes the pop-up (Settings) and stays in full screen: F11 leaves it (issue 28)."""
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    key(app, pygame.K_s)
    key(app, pygame.K_ESCAPE)
    assert app.settings.fullscreen
    assert not isinstance(app.manager.top, SettingsScene)  # Esc went back
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen


class Boom(Scene):
    name = "boom"

    def update(self, dt: float) -> None:
        raise RuntimeError("kaboom")


def test_a_crashing_scene_does_not_kill_the_app(app):
    app.manager.push(Boom(app))
    app.step([], 0.016)
    assert app.running
    assert app.crash_count == 1
    assert isinstance(app.manager.top, MessageDialog)
    assert isinstance(app.manager.stack[0], LobbyScene)
    assert not any(isinstance(s, Boom) for s in app.manager.stack)
    app.step([], 0.016)
    assert "kaboom" in app.log_file.read_text(encoding="utf-8")


def test_settings_persist_across_a_restart(tmp_path):
    first = catalogue.headless_app(tmp_path)
    first.update_settings(language="it", felt="blue", animation_speed="fast", session_loss_limit_cents=5000)
    first.wallet.close()
    second = App(tmp_path, headless=True)
    try:
        s = second.settings
        assert (s.language, s.felt, s.animation_speed, s.session_loss_limit_cents) == ("it", "blue", "fast", 5000)
    finally:
        second.wallet.close()


def test_settings_page_buttons_change_and_save(app):
    page = SettingsScene(app)
    app.manager.push(page)
    row = next(w for w in page.widgets if getattr(w, "name", "") == "language")
    italiano = row.buttons[1]
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app_pos(app, italiano.rect.center), button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=app_pos(app, italiano.rect.center), button=1)], 0.016)
    assert app.settings.language == "it"
    assert app.tr("lobby.play") == "GIOCA"  # takes effect at once


def app_pos(app, logical):
    """Window pixels for a logical point (the window is letterboxed 1280x720)."""
    view = app.viewport()
    return (view.x + logical[0] * view.w / 1920, view.y + logical[1] * view.h / 1080)


def test_mouse_maps_from_window_to_logical(app):
    assert app.to_logical((640, 360)) == (960, 540)
    ev = app.map_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(1280, 720), rel=(0, 0), buttons=(0, 0, 0)))
    assert ev.pos == (1920, 1080)


def test_betting_block_for_a_break(app):
    from datetime import UTC, datetime, timedelta

    assert app.betting_block() is None
    app.wallet.kv_set("take_a_break_until", (datetime.now(UTC) + timedelta(minutes=5)).isoformat())
    assert app.betting_block()


def test_every_english_text_has_italian():
    assert missing_keys("it") == set()
    assert tr("table.bet", "it") == "PUNTATA" and tr("table.balance", "it") == "SALDO"


def test_ui_texts_follow_the_language(app):
    assert app.tr("lobby.play") == "PLAY"
    app.update_settings(language="it")
    assert app.tr("lobby.play") == "GIOCA"
    assert app.money(123456) == "€ 1.234,56"


def test_reality_check_pops_up_after_the_set_minutes(app):
    app.update_settings(reality_check_minutes=15)
    app.step([], 14 * 60.0)
    assert not isinstance(app.manager.top, MessageDialog)
    app.step([], 61.0)
    assert isinstance(app.manager.top, MessageDialog)


def test_startup_notice_shows_recovered_rounds_once(tmp_path):
    from gamelib.cards import new_seed, seed_commitment
    from gamelib.ledger import Wallet

    wallet = Wallet.open(tmp_path)
    wallet.open_round("texas-holdem-bonus", "1", {"ante": 500}, seed_commitment(new_seed()), {})
    wallet.close()  # the app "crashed" with a round open
    app = catalogue.headless_app(tmp_path)
    try:
        assert isinstance(app.manager.top, MessageDialog)
        assert app.wallet.balance == 100_000  # refunded
    finally:
        app.wallet.close()
    again = catalogue.headless_app(tmp_path)
    try:
        assert isinstance(again.manager.top, LobbyScene)  # said once only
    finally:
        again.wallet.close()


def test_the_real_loop_draws_and_quits(tmp_path, monkeypatch):
    """run() with a window (dummy driver): frames presented, letterboxed, until QUIT.

    Driven by frames, not by the clock: each frame presented posts an event (a still lobby
    sleeps until one comes), the fifth posts QUIT, so the loop draws exactly one more frame
    and stops however busy the machine is."""
    pygame.init()
    app = App(tmp_path)
    app.windowed_size = (1000, 700)  # not 16:9: bars above and below
    presented: list[tuple[tuple[int, int], pygame.Rect, tuple[int, ...]]] = []
    show = app.present

    def present() -> None:
        show()
        assert app.window is not None
        presented.append((app.window.get_size(), app.viewport(), tuple(app.window.get_at((500, 1)))))
        if len(presented) == 5:
            pygame.event.post(pygame.event.Event(pygame.QUIT))
        else:  # an event wakes the loop at once, even when the lobby is at rest
            pygame.event.post(pygame.event.Event(pygame.USEREVENT))

    monkeypatch.setattr(app, "present", present)
    warmed: list[int] = []  # the evaluator's tables, made beside the lobby once it is drawn
    monkeypatch.setattr(warm_up, "start", lambda: warmed.append(len(presented)))
    assert app.run() == 0
    assert len(presented) == app.frame_count == 6
    assert warmed == [1]
    assert not app.running
    size, view, top_bar = presented[-1]
    assert size == (1000, 700) and view.w == 1000 and view.y > 0  # letterboxed
    assert top_bar[:3] == (0, 0, 0)


def test_muting_silences_every_sound(app, monkeypatch):
    from scenes.ui import resources, sound

    played: list[float] = []

    class FakeSound:
        def set_volume(self, v: float) -> None:
            played.append(v)

        def play(self) -> None:
            pass

    monkeypatch.setattr(resources, "sound", lambda name: FakeSound())
    app.update_settings(sound_on=True, sound_volume=0.5)
    sound.play_sound("button", 0.5)  # a widget's own sound
    assert played == [0.25]
    app.update_settings(sound_on=False)
    sound.play_sound("button", 0.5)
    app.sound("win")
    assert played == [0.25]


def test_a_damaged_save_is_set_aside_and_said_once(tmp_path):
    from gamelib.storage import database_path

    path = database_path(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a Feltside save" * 100)
    app = catalogue.headless_app(tmp_path)
    try:
        assert isinstance(app.manager.top, MessageDialog)
        assert app.wallet.balance == 100_000
    finally:
        app.wallet.close()
    again = catalogue.headless_app(tmp_path)
    try:
        assert isinstance(again.manager.top, LobbyScene)
    finally:
        again.wallet.close()


def test_a_save_that_cannot_be_opened_is_one_sentence_not_a_traceback(
        tmp_path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 16: a tampered save the player does not replace (QUIT in the broken-save dialog,
    tests/scenes/shell/test_broken_save.py) stops the GUI with one sentence, file untouched."""
    import sqlite3

    from gamelib.ledger import Wallet
    from scenes.app import run_app
    from scenes.shell import broken_save

    monkeypatch.setattr(broken_save, "ask_for_a_fresh_save", lambda path, window: False)
    Wallet.open(tmp_path).close()
    with sqlite3.connect(tmp_path / "feltside.sqlite3") as conn:
        conn.execute("UPDATE wallet SET balance = 1")
    assert run_app(tmp_path) == 3
    err = capsys.readouterr().err
    assert "changed outside Feltside" in err and "Traceback" not in err
    assert not list(tmp_path.glob("*.bad-*"))
