"""The Twister room: tournaments started, replaced when finished, timed by an injected
clock, seeded by an injected seed source; the "Blinds up" notice; leaving mid-hand."""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable

import pytest
from helpers.twister_moves import shove_until_over

from gamelib.clock import FakeClock
from gamelib.errors import InsufficientFundsError
from gamelib.games.twister.desk import MAX_OPEN
from gamelib.games.twister.room import (
    BLINDS_UP_SECONDS,
    Pace,
    TwisterRoom,
    distinct_seeds,
    speed_factor,
)
from gamelib.games.twister.table import TwisterTable
from gamelib.ledger import Wallet

INSTANT = Pace(thinking=False, speed=0.0)


def counting_seeds() -> Callable[[], bytes]:
    counter = itertools.count(1)
    return lambda: next(counter).to_bytes(32, "big")


def room(wallet: Wallet, clock: FakeClock | None = None, **kwargs: object) -> TwisterRoom:
    return TwisterRoom(wallet, clock=clock or FakeClock(), rng=random.Random(7),
                       seed_source=distinct_seeds(counting_seeds()), **kwargs)  # type: ignore[arg-type]


def answer(table: TwisterTable, kind: str = "call") -> None:
    """The player's decision: ``kind`` when legal, else check, else call."""
    hand = table.t.hand
    assert hand is not None
    legal = hand.legal_actions()
    table.player_act(kind if kind in legal else ("check" if "check" in legal else "call"))


def play_until(r: TwisterRoom, done: Callable[[], bool], kind: str = "call", limit: int = 20000) -> None:
    for _ in range(limit):
        if done():
            return
        r.update(1.0)
        if done():  # before the player answers: a wait for the player's turn must see it
            return
        for t in r.tables:
            if t.waiting_for_player:
                answer(t, kind)
    raise AssertionError("never happened")


def test_a_fixed_seed_source_gives_each_tournament_its_own_seed() -> None:
    draw = distinct_seeds(lambda: bytes(32))
    seeds = [draw() for _ in range(4)]
    assert seeds[0] == bytes(32) and len(set(seeds)) == 4
    r = TwisterRoom.open(Wallet.in_memory(), seed_source=lambda: bytes(32), clock=FakeClock())
    tables = r.start(100, 3, "standard")
    assert tables[0].t.seed == bytes(32)
    assert len({t.t.tournament_id for t in tables}) == 3 == len(set(r.desk.open_ids()))


def test_the_same_seed_source_seats_the_same_opponents() -> None:
    def opponents() -> list[str]:
        r = TwisterRoom.open(Wallet.in_memory(), seed_source=counting_seeds(), clock=FakeClock())
        return [e.name for t in r.start(100, 3, "hard") for e in t.t.entrants]

    assert opponents() == opponents()


def test_start_takes_the_buy_ins_and_names_the_player() -> None:
    wallet = Wallet.in_memory()
    start = wallet.balance
    r = room(wallet, player_name=lambda: "Tu")
    tables = r.start(200, 2, "easy")
    assert wallet.balance == start - 400 and r.running() == tables == r.playing()
    assert all(t.t.entrants[t.t.player_seat or 0].name == "Tu" for t in tables)
    assert r.waiting() == tables  # their wheels are still to be watched
    for t in tables:
        t.reveal_wheel()
    assert r.waiting() == [] and [r.number_of(t) for t in tables] == [1, 2]


def test_six_at_once_and_the_ones_paid_for_when_money_runs_out() -> None:
    wallet = Wallet.in_memory()
    r = room(wallet)
    assert len(r.start(100, 9, "easy")) == MAX_OPEN and not r.can_start()
    assert r.start(100, 1, "easy") == []
    poor = Wallet.in_memory()
    poor.open_round("other", "a table", {"bet": poor.balance - 250}, "0" * 64)  # € 2.50 left
    r = room(poor)
    assert len(r.start(100, 3, "easy")) == 2 and poor.balance == 50
    with pytest.raises(InsufficientFundsError):
        r.start(100, 1, "easy")


def test_finished_tournaments_give_their_place_to_new_ones() -> None:
    r = room(Wallet.in_memory(), pace=lambda: INSTANT)
    tables = r.start(100, MAX_OPEN, "easy")
    for t in tables:
        t.reveal_wheel()
    done = tables[:2]
    assert shove_until_over(done)  # the player shoves in two tournaments until they end
    assert r.can_start() and len(r.running()) == MAX_OPEN
    new = r.start(100, 3, "easy")  # room for two: the finished tables give their place
    assert len(new) == 2 and all(t.acknowledged for t in done)
    assert len(r.running()) == MAX_OPEN and not r.can_start()
    # the finished tables' numbers are free again: the new ones take them, the others keep theirs
    assert r.number_of(done[0]) == 0 and [r.number_of(t) for t in new] == [1, 2]
    assert [r.number_of(t) for t in tables[2:]] == [3, 4, 5, 6]


def test_a_table_keeps_its_number_until_it_is_closed() -> None:
    r = room(Wallet.in_memory(), pace=lambda: INSTANT)
    first, second, third = r.start(100, 3, "easy")
    assert [r.number_of(t) for t in (first, second, third)] == [1, 2, 3]
    second.acknowledged = True  # #2 is closed: #3 stays #3 (it does not become #2)
    assert r.number_of(second) == 0 and r.number_of(third) == 3
    assert [(n, t is first or t is third) for t, n in r.numbered()] == [(1, True), (3, True)]
    (fourth,) = r.start(100, 1, "easy")
    assert r.number_of(fourth) == 2 and [n for _, n in r.numbered()] == [1, 2, 3]


def test_update_gives_every_table_the_pace_asked_for() -> None:
    pace = Pace(thinking=True, speed=1.0)
    r = room(Wallet.in_memory(), pace=lambda: pace)
    tables = r.start(100, 2, "standard")
    assert all(t.thinking and t.pace == 1.0 for t in tables)
    pace = Pace.of(False, "fast")
    r.update(0.1)
    assert all(not t.thinking and t.pace == speed_factor("fast") == 0.45 for t in tables)
    assert speed_factor("instant") == 0.0 and speed_factor("unknown") == 1.0
    assert all(t.decision_seconds is None for t in tables)  # own pace: no decision clock
    pace = Pace.of(True, "normal", 12.0)  # live pace
    r.update(0.1)
    assert all(t.decision_seconds == 12.0 for t in tables)


def test_blinds_up_shows_for_a_few_seconds_when_the_level_rises() -> None:
    clock = FakeClock()
    r = room(Wallet.in_memory(), clock, pace=lambda: INSTANT)
    (table,) = r.start(100, 1, "standard")
    assert r.update(1.0) == [] and r.blinds_up(table) is None  # the wheel not seen: no clock
    table.reveal_wheel()
    assert r.update(0.1) == []  # first sight only sets the mark
    clock.advance(10)
    assert r.update(0.1) == [] and r.blinds_up(table) is None  # time alone: no new level
    clock.advance(2 * 180)  # level 3 on the blind clock
    raised: list[TwisterTable] = []
    for _ in range(400):  # the hand in play keeps its blinds; the next one is dealt at 20/40
        raised = r.update(0.25)
        if raised:
            break
        if table.waiting_for_player:
            answer(table, "check")
    assert raised == [table]
    level = r.blinds_up(table)
    assert level is not None and level.blinds == (20, 40) == table.t.level().blinds
    r.update(BLINDS_UP_SECONDS - 0.5)
    assert r.blinds_up(table) == level
    r.update(0.6)
    assert r.blinds_up(table) is None


def test_leaving_mid_hand_finishes_and_saves_the_hand() -> None:
    wallet = Wallet.in_memory()
    r = room(wallet, pace=lambda: INSTANT)
    (table,) = r.start(100, 1, "standard")
    table.reveal_wheel()
    play_until(r, lambda: table.waiting_for_player)
    played = table.t.hands_played
    r.play_out_hands()
    assert table.t.hand is None and table.t.hands_played == played + 1
    (resumed,) = room(wallet).tables
    assert resumed.t.tournament_id == table.t.tournament_id
    assert resumed.t.hands_played == played + 1 and resumed.t.stacks == table.t.stacks
