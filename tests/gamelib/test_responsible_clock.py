"""Issue 31: responsible-gaming limits that neither a clock nor a restart can move.

Before: with a € 20 session loss limit, setting the clock back 3 hours let € 391 be lost
(losses were counted from the session's wall-clock start); a break was lifted by moving
the clock forward; every limit reset on a restart. Now losses are ledger rows counted by
row id, time is the save's own clock (``gamelib.play_clock``), and the day's, week's and
month's limits are kept in the save. The fake clock's wall is jumped both ways here.
"""

from __future__ import annotations

import pytest
from helpers.toy_game import DEF, seeds

from gamelib.clock import FakeClock
from gamelib.ledger import Wallet
from gamelib.responsible import RAISE_DELAY, BettingBlockedError, ResponsibleGaming
from gamelib.session import TableSession

HOUR = 3600


class Computer:
    """A fake computer: its clock (wall and monotonic) and its boot."""

    def __init__(self) -> None:
        self.clock = FakeClock()
        self.boot_id = "boot-1"

    def boot(self) -> tuple[str, float]:
        return self.boot_id, self.clock.now()

    def reboot(self) -> None:
        self.boot_id += "+"


def start(tmp_path, pc: Computer, **limits):
    """One start of the app on the save: wallet, responsible gaming, a table."""
    wallet = Wallet.open(tmp_path, clock=pc.clock.wall)
    rg = ResponsibleGaming(wallet, clock=pc.clock, boot=pc.boot, **limits)
    table = TableSession(wallet, DEF, seed_source=seeds(), gate=rg.verify_can_bet)
    return wallet, rg, table


def lose(table: TableSession, rg: ResponsibleGaming, cents: int, rounds: int = 1000) -> int:
    """Lose ``cents`` a round until blocked (or ``rounds`` rounds); returns what was lost."""
    lost = 0
    for _ in range(rounds):
        if not rg.can_bet():
            break
        table.slip.place("ante", cents)
        table.deal()
        table.act("fold")
        lost += cents
    return lost


def test_setting_the_clock_back_does_not_reopen_the_session_loss_limit(tmp_path) -> None:
    pc = Computer()
    wallet, rg, table = start(tmp_path, pc, loss_limit_cents=2_000)
    assert lose(table, rg, 500, rounds=2) == 1_000
    pc.clock.jump_wall(-3 * HOUR)
    assert lose(table, rg, 500) == 1_000  # € 20 in all, then blocked
    with pytest.raises(BettingBlockedError, match="session loss limit"):
        rg.verify_can_bet()
    wallet.close()


def test_a_break_is_not_shortened_by_the_clock_or_a_restart(tmp_path) -> None:
    pc = Computer()
    wallet, rg, _ = start(tmp_path, pc)
    rg.take_break(60)
    pc.clock.jump_wall(2 * HOUR)  # forward, mid-run
    assert not rg.can_bet()
    wallet.close()
    wallet, rg, _ = start(tmp_path, pc)  # a restart, same boot
    assert not rg.can_bet()
    wallet.close()
    pc.reboot()
    pc.clock.jump_wall(-5 * HOUR)  # back, across a reboot: the save's time stands still
    wallet, rg, _ = start(tmp_path, pc)
    assert not rg.can_bet()
    pc.clock.advance(60 * 60 + 1)
    assert rg.can_bet()
    wallet.close()


def test_the_daily_loss_limit_survives_restarts_and_clock_jumps(tmp_path) -> None:
    pc = Computer()
    wallet, rg, table = start(tmp_path, pc, loss_day=1_000)
    assert lose(table, rg, 500) == 1_000
    wallet.close()
    wallet, rg, table = start(tmp_path, pc, loss_day=1_000)
    with pytest.raises(BettingBlockedError, match="daily loss limit of € 10.00"):
        rg.verify_can_bet()
    pc.clock.jump_wall(3 * 24 * HOUR)  # forward: still the same day of save time
    assert not rg.can_bet()
    wallet.close()
    wallet, rg, table = start(tmp_path, pc, loss_day=1_000)
    assert not rg.can_bet()
    pc.clock.advance(24 * HOUR + 120)  # a real day later
    assert rg.can_bet()
    wallet.close()


def test_lowering_is_at_once_raising_waits_24_hours_of_save_time(tmp_path) -> None:
    pc = Computer()
    wallet, rg, _ = start(tmp_path, pc, loss_week=10_000)
    assert rg.limit("loss_week") == 10_000
    rg.request("loss_week", 5_000)
    assert rg.limit("loss_week") == 5_000  # lower: at once
    rg.request("loss_week", 50_000)
    assert rg.limit("loss_week") == 5_000 and [p.value for p in rg.pending()] == [50_000]
    pc.clock.jump_wall(2 * 24 * HOUR)
    wallet.close()
    wallet, rg, _ = start(tmp_path, pc)  # a restart does not hurry it either
    assert rg.limit("loss_week") == 5_000
    pc.clock.advance(RAISE_DELAY - 60)
    assert rg.limit("loss_week") == 5_000
    pc.clock.advance(120)
    assert rg.limit("loss_week") == 50_000 and rg.pending() == []
    rg.request("loss_week", None)  # removing a limit is a raise too
    assert rg.limit("loss_week") == 50_000
    wallet.close()


def test_the_daily_play_time_counts_across_restarts(tmp_path) -> None:
    pc = Computer()
    wallet, rg, _ = start(tmp_path, pc, time_day=30)
    pc.clock.advance(20 * 60)
    assert rg.can_bet()
    wallet.close()
    pc.clock.advance(HOUR)  # the app closed for an hour: not play time
    wallet, rg, _ = start(tmp_path, pc, time_day=30)
    pc.clock.advance(10 * 60 + 1)
    with pytest.raises(BettingBlockedError, match="daily play-time limit of 30 minutes"):
        rg.verify_can_bet()
    wallet.close()


def test_top_up_limits_count_the_ledger(tmp_path) -> None:
    pc = Computer()
    wallet, rg, _ = start(tmp_path, pc, top_up_day=10_000, top_up_month=12_000)
    rg.verify_can_top_up(6_000)
    wallet.top_up(6_000)
    with pytest.raises(BettingBlockedError, match="daily top-up limit of € 100.00"):
        rg.verify_can_top_up(6_000)
    pc.clock.advance(24 * HOUR + 120)
    with pytest.raises(BettingBlockedError, match="monthly top-up limit of € 120.00"):
        rg.verify_can_top_up(6_001)
    rg.verify_can_top_up(6_000)
    wallet.close()
