"""Responsible gaming with a fake clock: reality checks, limits, a break across restarts."""

from __future__ import annotations

from datetime import timedelta

import pytest
from helpers.toy_game import DEF, seeds

from gamelib.clock import FakeClock
from gamelib.errors import BetError
from gamelib.ledger import Wallet
from gamelib.responsible import BettingBlockedError, ResponsibleGaming
from gamelib.session import TableSession


def rig(tmp_path, clock, **limits):
    wallet = Wallet.open(tmp_path, clock=clock.wall)
    rg = ResponsibleGaming(wallet, clock=clock, **limits)
    table = TableSession(wallet, DEF, seed_source=seeds(), gate=rg.verify_can_bet)
    return wallet, rg, table


def test_reality_check_every_n_minutes(tmp_path):
    clock = FakeClock()
    wallet, rg, _ = rig(tmp_path, clock, reality_check_minutes=30)
    clock.advance(29 * 60)
    assert not rg.reality_check_due()
    clock.advance(60)
    assert rg.reality_check_due()
    summary = rg.acknowledge_reality_check()
    assert summary.minutes_played == 30 and "30 minutes" in summary.sentence()
    assert not rg.reality_check_due()
    clock.advance(30 * 60)
    assert rg.reality_check_due()
    wallet.close()


def test_reality_check_off():
    clock = FakeClock()
    wallet = Wallet.in_memory(clock=clock.wall)
    rg = ResponsibleGaming(wallet, clock=clock, reality_check_minutes=0)
    clock.advance(10 * 3600)
    assert not rg.reality_check_due()


def test_loss_limit_blocks_betting_with_a_clear_message(tmp_path):
    clock = FakeClock()
    wallet, rg, table = rig(tmp_path, clock, loss_limit_cents=1_000)
    lost = 0
    while rg.can_bet():
        table.slip.place("ante", 500)
        table.deal()
        table.act("fold")
        lost += 500
    assert lost == 1_000
    table.slip.place("ante", 500)
    with pytest.raises(BettingBlockedError, match="loss limit of € 10.00"):
        table.deal()
    assert wallet.balance == 100_000 - 1_000  # nothing taken by the refused deal
    wallet.close()
    clock.advance(1)  # the next session starts fresh
    wallet2, rg2, _ = rig(tmp_path, clock, loss_limit_cents=1_000)
    assert rg2.can_bet()
    wallet2.close()


def test_time_limit(tmp_path):
    clock = FakeClock()
    wallet, rg, _ = rig(tmp_path, clock, time_limit_minutes=45)
    clock.advance(44 * 60)
    assert rg.can_bet()
    clock.advance(60)
    with pytest.raises(BettingBlockedError, match="45 minutes"):
        rg.verify_can_bet()
    wallet.close()


def test_break_survives_a_restart_and_ends_on_time(tmp_path):
    clock = FakeClock()
    wallet, rg, _ = rig(tmp_path, clock)
    rg.take_break(30)
    wallet.close()
    wallet, rg, table = rig(tmp_path, clock)
    table.slip.place("ante", 100)
    with pytest.raises(BettingBlockedError, match="break"):
        table.deal()
    clock.advance(30 * 60 + 1)
    assert rg.can_bet()
    with pytest.raises(BetError):
        rg.take_break(0)
    wallet.close()


def test_a_break_under_the_old_key_holds_and_the_later_end_wins(tmp_path):
    from gamelib.responsible import BREAK_KEY
    from gamelib.storage import iso

    clock = FakeClock()
    wallet, rg, _ = rig(tmp_path, clock)
    wallet.kv_set("take_a_break_until", iso(clock.wall() + timedelta(minutes=20)))
    assert not rg.can_bet()
    until = rg.take_break(5)  # cannot shorten the break already running
    assert until == clock.wall() + timedelta(minutes=20)
    assert wallet.kv_get(BREAK_KEY) is not None  # kept in save time now, the old key read once
    assert wallet.kv_get("take_a_break_until") is None
    wallet.kv_set("take_a_break_until", "not a moment")  # unreadable: ignored, the new key holds
    assert not rg.can_bet()
    clock.advance(20 * 60 + 1)
    assert rg.can_bet()
    wallet.close()


def test_blocked_messages_are_translated():
    from gamelib.i18n import tr

    assert "UTC" in tr("error.on_break", "it", until="12:00")
    assert "€ 10,00" in tr("error.loss_limit", "it", amount="€ 10,00")
    assert "45 minuti" in tr("error.time_limit", "it", minutes=45)
