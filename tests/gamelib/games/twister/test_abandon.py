"""Abandoning an unfinished tournament from History: the rules' cancellation scheme from the
last completed hand, paid through the ledger; an unreadable state gives the buy-in back."""

from __future__ import annotations

import random

import pytest

from gamelib.clock import FakeClock
from gamelib.errors import IllegalActionError
from gamelib.games.twister.cancellation import cancellation_payouts
from gamelib.games.twister.desk import INDEX_KEY, STATE_PREFIX, TwisterDesk, payouts_if_cancelled
from gamelib.games.twister.record import record_cancelled_shares
from gamelib.games.twister.room import Pace, TwisterRoom
from gamelib.games.twister.table import start_tables
from gamelib.ledger import Wallet


def _seeds():
    counter = iter(range(1, 1000))
    return lambda: next(counter).to_bytes(32, "big")


def _played(wallet: Wallet, hands: int, until_out: bool = False):
    desk = TwisterDesk(wallet, clock=FakeClock(), seed_source=_seeds())
    (table,) = start_tables(desk, 100, 1, "standard", random.Random(4), thinking=False, pace=0.0)
    table.reveal_wheel()
    for _ in range(20000):
        done = table.t.hands_played >= hands and (not until_out or table.t.places)
        if done and table.t.hand is None or table.is_over:
            break
        table.update(1.0)
        if table.waiting_for_player:
            table.player_act("call" if table.t.hand and table.t.hand.can_call() else "check")
    return desk, table


def test_abandoning_pays_the_rules_scheme_through_the_ledger() -> None:
    wallet = Wallet.in_memory()
    start = wallet.balance
    desk, table = _played(wallet, 3)
    t = table.t
    assert not t.is_over and t.hand is None
    saved = desk.open_tournament(t.tournament_id)
    assert saved is not None and saved.stacks == t.stacks
    expected = cancellation_payouts(100, t.prizes, stacks=t.stacks, places=t.places, button=t.button)
    assert payouts_if_cancelled(saved) == expected
    paid = desk.abandon(t.tournament_id)
    assert paid == expected
    me = t.player_seat
    assert me is not None
    assert wallet.balance == start - 100 + paid[me]  # to the cent
    assert desk.open_ids() == [] and wallet.kv_get(STATE_PREFIX + t.tournament_id) is None
    detail = wallet.round_detail(t.ticket)
    assert detail["status"] == "settled" and detail["record"]["cancelled"]
    shares = record_cancelled_shares(detail["record"])
    assert sorted(s.cents for s in shares) == sorted(paid.values())
    assert [s.is_player for s in shares].count(True) == 1
    assert all(s.refund == 100 for s in shares if not s.place)
    with pytest.raises(IllegalActionError):
        desk.abandon(t.tournament_id)  # once only


def test_a_player_already_out_in_an_unpaid_place_gets_nothing() -> None:
    wallet = Wallet.in_memory()
    desk, table = _played(wallet, 1, until_out=True)
    t = table.t
    assert not t.is_over  # the seed leaves two players in
    (out,) = t.places
    paid = desk.abandon(t.tournament_id)
    assert paid is not None and paid[out] == 0  # winner takes all: 3rd is not paid
    still_in = [s for s in range(3) if s != out]
    assert all(paid[s] >= 100 for s in still_in)
    assert sum(paid.values()) == max(3 * 67, t.prize_pool) + 2 * 33  # shares + the fees back


def test_an_unreadable_state_gives_the_buy_in_back() -> None:
    wallet = Wallet.in_memory()
    start = wallet.balance
    desk, table = _played(wallet, 1)
    tid = table.t.tournament_id
    wallet.kv_set(STATE_PREFIX + tid, {"broken": True})
    assert desk.open_tournament(tid) is None
    assert desk.abandon(tid) is None
    assert wallet.balance == start and desk.open_ids() == []
    assert wallet.round_detail(table.t.ticket)["status"] == "void"


def test_the_room_drops_the_abandoned_table_from_the_grid() -> None:
    wallet = Wallet.in_memory()
    room = TwisterRoom(wallet, clock=FakeClock(), rng=random.Random(3), seed_source=_seeds(),
                       pace=lambda: Pace(thinking=False, speed=0.0))
    a, b = room.start(200, 2, "easy")
    for table in (a, b):
        table.reveal_wheel()
    room.update(1.0)  # a hand may be in play: it is void
    paid = room.abandon(a.t.tournament_id)
    assert paid is not None and a not in room.tables and b in room.tables
    assert a.abandoned and a.update(5.0) == [] and not a.waiting_for_player and a.next_event() is None
    assert wallet.kv_get(INDEX_KEY) == [b.t.tournament_id]
