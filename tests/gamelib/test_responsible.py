"""Responsible gaming with a fake clock: reality checks, limits, a break across restarts."""

from __future__ import annotations

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
