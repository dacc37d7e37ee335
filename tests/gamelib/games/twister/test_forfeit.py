"""Issue 31: leaving a Twister tournament is forfeiting it, never a refund with a share.

ABANDON paid the rules' cancellation scheme at any moment: right after the spin it
returned 1.262x the buy-in in expectation against 0.929x for playing on. Now the seat sits
out (blinds posted, folds) and the tournament is played to its end at once with the same
seeds; the prize follows the finishing place.
"""

from __future__ import annotations

import random

from gamelib.clock import FakeClock
from gamelib.games.twister.cancellation import buy_in_split
from gamelib.games.twister.desk import TwisterDesk, payouts_if_cancelled
from gamelib.games.twister.forfeit import Forfeited, forfeit
from gamelib.games.twister.table import start_tables
from gamelib.ledger import Wallet

CASES = 12


def _spun(wallet: Wallet, n: int) -> TwisterDesk:
    counter = iter(range(1000 * n, 1000 * n + 999))
    desk = TwisterDesk(wallet, clock=FakeClock(), seed_source=lambda: next(counter).to_bytes(32, "big"))
    (table,) = start_tables(desk, 100, 1, "standard", random.Random(n), thinking=False, pace=0.0)
    table.reveal_wheel()  # right after the spin: no hand played
    return desk


def test_forfeit_right_after_the_spin_pays_by_place_and_less_than_cancelling() -> None:
    forfeited = cancelled = 0
    for n in range(CASES):
        wallet = Wallet.in_memory()
        start = wallet.balance
        desk = _spun(wallet, n)
        (tid,) = desk.open_ids()
        t = desk.open_tournament(tid)
        assert t is not None and t.hands_played == 0
        me = t.player_seat
        assert me is not None
        cancelled += payouts_if_cancelled(t)[me]
        result = forfeit(desk, tid)
        assert isinstance(result, Forfeited) and not result.cancelled
        assert result.place in (1, 2, 3)
        assert result.prize == (t.prizes[result.place - 1] if result.place <= len(t.prizes) else 0)
        assert wallet.balance == start - 100 + result.prize  # paid through the ledger
        detail = wallet.round_detail(t.ticket)
        assert detail["status"] == "settled" and not detail["record"].get("cancelled")
        assert desk.open_ids() == []
        forfeited += result.prize
    assert cancelled >= CASES * 100  # the old ABANDON: the buy-in back, and a share
    assert forfeited < cancelled
    assert forfeited < CASES * (100 - buy_in_split(100).jackpot_fee)  # below the prize shares


def test_the_same_forfeit_ends_the_same_way() -> None:
    ends = []
    for _ in range(2):
        wallet = Wallet.in_memory()
        desk = _spun(wallet, 3)
        (tid,) = desk.open_ids()
        ends.append(forfeit(desk, tid))
    assert ends[0] == ends[1]


def test_an_unreadable_tournament_is_still_refunded() -> None:
    from gamelib.games.twister.desk import STATE_PREFIX

    wallet = Wallet.in_memory()
    start = wallet.balance
    desk = _spun(wallet, 1)
    (tid,) = desk.open_ids()
    wallet.kv_set(STATE_PREFIX + tid, {"broken": True})
    assert forfeit(desk, tid) is None
    assert wallet.balance == start and desk.open_ids() == []
