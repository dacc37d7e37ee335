"""The table controller: bots act after their pause, the player decides, the end pays."""

from __future__ import annotations

import random

import pytest
from helpers.twister_moves import shove

from gamelib.clock import FakeClock
from gamelib.errors import IllegalActionError
from gamelib.games.twister.desk import TwisterDesk
from gamelib.games.twister.table import (
    BETWEEN_HANDS,
    RUN_OUT_PAUSE,
    pick_opponents,
    resume_tables,
    start_tables,
)
from gamelib.ledger import Wallet


def _desk(wallet: Wallet, n: int = 6) -> TwisterDesk:
    seeds = iter([bytes([k + 1]) * 32 for k in range(n)])
    return TwisterDesk(wallet, clock=FakeClock(), seed_source=lambda: next(seeds))


def test_opponents_have_different_personalities() -> None:
    a, b = pick_opponents("hard", random.Random(1))
    assert a.name != b.name and a.kind == b.kind == "bot:hard"
    with pytest.raises(IllegalActionError):
        pick_opponents("genius", random.Random(1))


def test_play_whole_tournaments_through_the_table() -> None:
    wallet = Wallet.in_memory()
    start = wallet.balance
    desk = _desk(wallet)
    rng = random.Random(8)
    tables = start_tables(desk, 100, 3, "standard", rng)
    assert wallet.balance == start - 300
    for table in tables:
        assert table.update(10) == []  # nothing before the wheel has shown the pool
        table.reveal_wheel()
    for _ in range(20000):
        if all(t.is_over for t in tables):
            break
        for table in tables:
            table.update(0.5)
            if table.waiting_for_player:
                with pytest.raises(IllegalActionError):
                    table.player_act("raise", 10**6)
                hand = table.t.hand
                assert hand is not None
                presets = table.presets()
                if presets and rng.random() < 0.3:
                    table.player_act("raise" if hand.options().can_raise else "bet", presets["pot"])
                else:
                    table.player_act("check" if hand.can_check() else "call")
            elif table.t.hand is not None and not table.is_over:
                with pytest.raises(IllegalActionError):
                    table.player_act("fold")
    assert all(t.is_over for t in tables)
    prizes = sum(t.prize or 0 for t in tables)
    assert wallet.balance == start - 300 + prizes
    assert desk.open_ids() == []


def test_tables_resume_from_the_desk() -> None:
    wallet = Wallet.in_memory()
    desk = _desk(wallet)
    rng = random.Random(2)
    (table,) = start_tables(desk, 200, 1, "easy", rng, thinking=False)
    table.reveal_wheel()
    while table.t.hands_played < 2 and not table.is_over:
        table.update(5)
        if table.waiting_for_player:
            table.player_act("all_in")
    (again,) = resume_tables(desk, rng)
    assert again.t.stacks == table.t.stacks or table.t.hand is not None
    assert again.wheel_seen


def test_the_blind_clock_starts_when_the_wheel_has_shown_the_pool() -> None:
    wallet = Wallet.in_memory()
    clock = FakeClock()
    seeds = iter([bytes([k + 1]) * 32 for k in range(2)])
    desk = TwisterDesk(wallet, clock=clock, seed_source=lambda: next(seeds))
    first, second = start_tables(desk, 100, 2, "standard", random.Random(3))
    clock.advance(20)  # the first wheel spins and is watched
    first.reveal_wheel()
    clock.advance(150)  # the second wheel waits its turn, the first tournament plays on
    second.reveal_wheel()
    assert second.t.level().number == 1 and second.t.seconds_to_next_level() == 180
    assert first.t.seconds_to_next_level() == 30
    clock.advance(31)
    assert first.t.level().number == 2 and second.t.level().number == 1


@pytest.mark.parametrize("thinking", [True, False])
def test_bots_think_only_when_the_setting_says_so(thinking: bool) -> None:
    from gamelib.games.twister.table import THINKING

    wallet = Wallet.in_memory()
    (table,) = start_tables(_desk(wallet), 100, 1, "standard", random.Random(7), thinking=thinking)
    table.reveal_wheel()
    pauses = []
    for _ in range(300):
        if table.is_over or len(pauses) >= 12:
            break
        if table.waiting_for_player:
            table.player_act("call" if table.t.hand and table.t.hand.can_call() else "check")
            continue
        if table.t.hand is None:
            table.update(10)  # between hands
            continue
        if table.player_out:  # knocked out: the bots play on at once, no pauses
            break
        waited = 0.0
        while table.t.seat_to_act() not in (None, table.t.player_seat) and not table.update(0.05):
            waited += 0.05
            assert waited < THINKING[1] + 0.1
        pauses.append(waited)
    assert len(pauses) >= 12
    if thinking:
        assert min(pauses) >= THINKING[0] - 0.06 and len({round(p, 2) for p in pauses}) > 3
    else:
        assert max(pauses) == 0.0


def test_once_the_player_is_out_the_opponents_finish_without_pauses() -> None:
    wallet = Wallet.in_memory()
    desk = _desk(wallet, 12)
    busted = 0
    for k in range(6):
        (table,) = start_tables(desk, 100, 1, "standard", random.Random(k))
        table.reveal_wheel()
        me = table.t.player_seat
        for _ in range(5000):
            if table.is_over or me in table.t.places:
                break
            table.update(0.5)
            if table.waiting_for_player:
                shove(table)
        if table.is_over:
            continue
        busted += 1
        while table.running_out:  # an all-in run-out is shown street by street
            table.update(RUN_OUT_PAUSE)
        table.update(BETWEEN_HANDS)  # the hand the player went out in stays on show
        calls = 0
        while not table.is_over:
            table.update(0.001)
            calls += 1
            assert calls < 3000
        assert table.prize == table.t.prize_of(me)  # paid at once: 0, or 2nd/3rd of a split pool
    assert busted >= 1


def test_leaving_mid_hand_finishes_it_with_check_or_fold_and_saves_it() -> None:
    from gamelib.games.twister.operations import Checked, Folded

    wallet = Wallet.in_memory()
    desk = _desk(wallet)
    (table,) = start_tables(desk, 100, 1, "standard", random.Random(11))
    table.reveal_wheel()
    for _ in range(200):
        table.update(5)
        if table.waiting_for_player:
            break
    hand = table.t.hand
    assert hand is not None and table.waiting_for_player
    played = table.t.hands_played
    me = table.engine_seat(table.t.player_seat or 0)
    free_check = hand.can_check()
    ops = table.play_out_hand()
    assert table.t.hand is None and table.t.hands_played == played + 1
    first = ops[0]
    assert isinstance(first, Checked if free_check else Folded) and first.seat == me
    (resumed,) = resume_tables(desk, random.Random(1))
    assert resumed.t.hands_played == played + 1 and resumed.t.stacks == table.t.stacks
    assert table.play_out_hand() == []  # nothing in play: nothing happens


def test_half_pot_and_pot_presets_are_the_standard_sizes() -> None:
    from gamelib.games.twister.table import TwisterTable
    from gamelib.games.twister.tournament import Entrant, Tournament

    entrants = [Entrant("You"), Entrant("Rocco", "bot:standard", "rocco"),
                Entrant("Gino", "bot:standard", "gino")]
    t = Tournament(tournament_id="x", seed=bytes(32), buy_in=100, entrants=entrants,
                   stacks=[500, 500, 500], button=0, multiplier=2, clock=FakeClock())
    table = TwisterTable(t, None, random.Random(1), thinking=False)
    table.reveal_wheel()
    table.update(0)  # deal: three-handed, the button (the player) acts first
    assert table.waiting_for_player
    # pot 30, 20 to call: a pot raise is to 20 + (30 + 20) = 70, half pot to 20 + 25 = 45
    assert table.presets() == {"half": 45, "pot": 70, "all_in": 500}


def test_a_balance_that_covers_only_some_buy_ins_starts_those_and_keeps_them() -> None:
    from gamelib.errors import InsufficientFundsError

    wallet = Wallet.in_memory()
    wallet.open_round("other", "a table", {"bet": wallet.balance - 250}, "0" * 64)  # € 2.50 left
    desk = _desk(wallet)
    tables = start_tables(desk, 100, 3, "easy", random.Random(1))  # three asked, two paid for
    assert len(tables) == 2 and wallet.balance == 50
    assert sorted(desk.open_ids()) == sorted(t.t.tournament_id for t in tables)
    with pytest.raises(InsufficientFundsError):  # none can start: the error is said
        start_tables(desk, 100, 1, "easy", random.Random(1))


def test_live_pace_gives_each_decision_a_clock_and_the_default_when_it_runs_out() -> None:
    from gamelib.games.twister.demo import side_pot_table
    from gamelib.games.twister.operations import Checked, Folded

    table = side_pot_table(0)  # the player (on the button) is first to act, facing the big blind
    assert table.waiting_for_player
    table.update(30.0)  # own pace: no clock, the hand waits for the player
    assert table.waiting_for_player and table.decision_left is None
    table.decision_seconds = 15.0
    table.update(0.0)
    assert table.decision_left == 15.0
    table.update(14.0)
    assert table.waiting_for_player and table.decision_left == pytest.approx(1.0)
    ops = table.update(1.0)  # time: facing a bet, the default is a fold
    assert [op for op in ops if isinstance(op, Folded)] and not table.waiting_for_player
    table = side_pot_table(8)  # the turn: Gino has checked, the player may check
    table.decision_seconds = 10.0
    table.update(0.0)
    assert table.waiting_for_player and table.decision_left == 10.0
    table.player_act("bet", 40)  # decided by hand: Gino calls, the river brings a new decision
    hand = table.t.hand
    assert hand is not None and table.waiting_for_player is False
    table.operations += table.t.act("call")  # Gino calls: the river
    table.operations += table.t.act("check")  # Gino checks the river
    table.update(0.0)
    assert table.waiting_for_player and table.decision_left == 10.0  # a fresh clock
    ops = table.update(10.0)  # nothing to call: the default is a check
    assert [op for op in ops if isinstance(op, Checked)]
