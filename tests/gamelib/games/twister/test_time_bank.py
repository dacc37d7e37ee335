"""Own pace with a time bank (Settings): the player's decisions in a hand share it, it runs
only while the table waits for them, the default is taken when it is spent, a new hand
fills it again; off by default and in live pace (driven by fake seconds)."""

from __future__ import annotations

import random

from gamelib.clock import FakeClock
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.tournament import Entrant, Tournament
from gamelib.settings import Settings


def _table(bank: float | None, decision: float | None = None) -> TwisterTable:
    entrants = [Entrant("You"), Entrant("Rocco", "bot:calling-station"), Entrant("Gino", "bot:calling-station")]
    t = Tournament(tournament_id="bank", seed=bytes([4]) * 32, buy_in=100, entrants=entrants,
                   stacks=[500, 500, 500], button=0, multiplier=2, clock=FakeClock())
    table = TwisterTable(t, None, random.Random(1), thinking=False, pace=0.0)
    table.time_bank_seconds, table.decision_seconds = bank, decision
    table.reveal_wheel()
    for _ in range(10):
        table.update(0.0)
        if table.waiting_for_player:
            break
    return table


def test_the_bank_runs_while_the_player_decides_and_the_default_comes_when_it_is_spent() -> None:
    table = _table(30.0)
    assert table.waiting_for_player and table.bank_left == 30.0
    table.update(12.0)
    assert table.bank_left == 18.0 and table.waiting_for_player
    table.player_act("call")
    hand = table.t.hand
    assert hand is not None
    for _ in range(10):  # the opponents act; the bank waits
        if table.waiting_for_player:
            break
        table.update(5.0)
    assert table.waiting_for_player and table.bank_left == 18.0  # not touched while others act
    table.update(17.9)
    assert table.waiting_for_player  # 0.1 s left
    folds_or_checks = len(hand.operations)
    table.update(0.2)  # spent: check (nothing to call after the flop) or fold
    assert not table.waiting_for_player or len(hand.operations) > folds_or_checks
    assert type(hand.operations[folds_or_checks]).__name__ in ("Checked", "Folded")


def test_a_new_hand_fills_the_bank_again() -> None:
    table = _table(20.0)
    table.update(15.0)
    table.player_act("fold")
    for _ in range(100):
        table.update(5.0)
        if table.waiting_for_player and table.hand_number == 2:
            break
    assert table.hand_number == 2 and table.bank_left is not None and table.bank_left > 19.0


def test_no_bank_by_default_nor_in_live_pace() -> None:
    assert Settings().twister_time_bank_seconds == 0
    table = _table(None)
    table.update(1000.0)
    assert table.waiting_for_player and table.bank_left is None
    live = _table(60.0, decision=15.0)  # live pace has its per-decision clock instead
    live.update(5.0)
    assert live.bank_left is None and live.decision_left == 10.0
