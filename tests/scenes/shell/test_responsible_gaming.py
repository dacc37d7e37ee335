"""Responsible gaming through the app and its tables: the reality check, the session limits
and the break lock, enforced across a restart (same save, new App). The rules are
gamelib.responsible's; the app owns one ResponsibleGaming and gates every table with it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pygame
import pytest
from helpers import scene_app

from scenes.app import App
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.shell.responsible import ResponsibleScene
from scenes.ui.dialog import MessageDialog


def start(data_dir: Path, **settings) -> App:
    pygame.init()
    app = App(data_dir, headless=True)
    app.update_settings(animation_speed="instant", **settings)
    app.lobby()
    return app


def close(app: App) -> None:
    app.leave_all_tables()
    app.wallet.close()


def open_table(app: App, name: str = "rg") -> TexasBonusTable:
    return scene_app.open_table(app, TexasBonusTable, name)


def bet_and_fold(app: App, table: TexasBonusTable) -> bool:
    """Place 5.00 on the ante, deal and fold; False when the deal was refused."""
    table.controls.rack.select_index(table.controls.rack.chips.index(500))
    table.controls.click_spot("ante")
    table.deal()
    if not table.session.in_round:
        return False
    table.act("fold")
    return True


def test_break_taken_on_the_page_survives_a_restart_and_ends_on_time(tmp_path):
    from scenes.shell.responsible import ResponsibleScene

    app = start(tmp_path)
    page = ResponsibleScene(app)
    app.manager.push(page)
    page.take_break(15)
    close(app)

    again = start(tmp_path)
    try:
        table = open_table(again)
        assert again.betting_block() and "break" in again.betting_block()
        table.controls.rack.select_index(0)
        table.controls.click_spot("ante")
        assert table.session.slip.is_empty  # refused, with a toast saying why
        assert any("break" in t.message for t in again.toasts)
        table.session.slip.place("ante", 500)  # even a bet already on the slip is never dealt
        table.deal()
        assert table.session.round is None and again.wallet.balance == 100_000
        again.step([], 15 * 60 + 1.0)
        assert again.betting_block() is None
        assert bet_and_fold(again, table)
    finally:
        close(again)


def test_a_break_kept_under_the_old_key_still_holds(tmp_path):
    app = start(tmp_path)
    app.wallet.kv_set("take_a_break_until", (datetime.now(UTC) + timedelta(minutes=30)).isoformat())
    close(app)
    again = start(tmp_path)
    try:
        assert not again.rg.can_bet() and again.betting_block()
    finally:
        close(again)


def test_session_loss_limit_blocks_then_the_next_session_plays(tmp_path):
    app = start(tmp_path, session_loss_limit_cents=1_500)
    table = open_table(app)
    lost = 0
    while bet_and_fold(app, table):
        lost += 500
        assert lost <= 1_500
    assert lost == 1_500 and app.wallet.balance == 100_000 - 1_500
    assert "loss limit" in (app.betting_block() or "")
    close(app)

    again = start(tmp_path)
    try:
        assert again.settings.session_loss_limit_cents == 1_500  # kept in the save
        assert bet_and_fold(again, open_table(again))
    finally:
        close(again)


def test_session_time_limit_blocks_betting(tmp_path):
    app = start(tmp_path, session_time_limit_minutes=30)
    try:
        table = open_table(app)
        app.step([], 29 * 60.0)
        assert bet_and_fold(app, table)
        app.step([], 61.0)
        assert not bet_and_fold(app, table)
        assert "30 minutes" in (app.betting_block() or "")
    finally:
        close(app)


def test_a_lower_limit_holds_at_once_and_a_raise_waits_24_hours(tmp_path):
    app = start(tmp_path)
    try:
        table = open_table(app)
        assert bet_and_fold(app, table)
        app.update_settings(session_loss_limit_cents=500)
        assert app.betting_block() is not None  # the 5.00 already lost this session counts
        app.update_settings(session_loss_limit_cents=None)  # removing a limit is a raise (issue 31)
        assert app.betting_block() is not None and [p.value for p in app.rg.pending()] == [None]
        page = ResponsibleScene(app)
        assert "24 hours" in (page.pending_text() or "")
        app.step([], 24 * 3600.0 + 1)
        assert app.betting_block() is None
    finally:
        close(app)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_reality_check_shows_time_and_net_result(tmp_path, lang):
    app = start(tmp_path, reality_check_minutes=20, language=lang)
    try:
        table = open_table(app)
        assert bet_and_fold(app, table)
        app.step([], 20 * 60.0)
        dialog = app.manager.top
        assert isinstance(dialog, MessageDialog)
        body = dialog.body() if callable(dialog.body) else dialog.body
        assert "20" in body and app.money(-500) in body
        app.manager.pop()
        app.step([], 60.0)
        assert not isinstance(app.manager.top, MessageDialog)  # the next one 20 minutes later
    finally:
        close(app)


def test_headless_session_time_is_the_frame_times_given(tmp_path, monkeypatch):
    """Headless (tests, demos), the session's time is only what step() was given: a slow start
    on a busy machine must not move the reality check (it once came late under load)."""
    import time as real_time

    app = start(tmp_path, reality_check_minutes=20)
    try:
        later = real_time.monotonic() + 300.0  # five real minutes pass before the first frame
        monkeypatch.setattr(real_time, "monotonic", lambda: later)
        before = app.clock.now()
        app.step([], 20 * 60.0 - 1.0)
        assert app.clock.now() == pytest.approx(before + 20 * 60.0 - 1.0)
        assert not isinstance(app.manager.top, MessageDialog)
        app.step([], 1.0)
        assert isinstance(app.manager.top, MessageDialog)
    finally:
        close(app)
