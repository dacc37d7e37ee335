"""Issue 31: a seed swapped into an open round is refused.

After a kill, copying ``seed`` and ``seed_hash`` from a settled winning round into the open
round made the restart pay the winning hand again, and ``verify --all`` called it whole.
The seed commitment is now chained (in the round's opening bet rows) when the round opens,
before any card shows; recovery and ``verify`` refuse a seed that does not match it.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from gamelib.cards import seed_commitment
from gamelib.cli.verify import verify_round
from gamelib.errors import IllegalActionError
from gamelib.ledger import SEED_REFUSED, VoidedRound, Wallet
from gamelib.recovery import recover_unfinished
from gamelib.storage import DB_NAME
from tests.gamelib.test_recovery import deal_and_decide, table


def _swap(folder: Path, into: str, source: str) -> None:
    with sqlite3.connect(folder / DB_NAME) as conn:
        conn.execute("UPDATE rounds SET seed = (SELECT seed FROM rounds WHERE id = ?), "
                     "seed_hash = (SELECT seed_hash FROM rounds WHERE id = ?) WHERE id = ?",
                     (source, source, into))


def _a_won_round_then_an_open_one(folder: Path) -> tuple[str, str, int]:
    w = Wallet.open(folder)
    s, bets = table(w, "video-poker", start=0)
    deal_and_decide(s, bets, 0)
    s.finish()
    won = s.ticket.id
    s2, _ = table(w, "video-poker", start=1000)
    deal_and_decide(s2, bets, 0)
    assert s2.in_round
    open_id, staked = s2.ticket.id, w.staked(s2.ticket.id)
    w.close()  # the process dies with the round open
    return won, open_id, staked


def test_a_seed_swapped_into_an_open_round_voids_it_and_refunds(tmp_path: Path) -> None:
    won, open_id, staked = _a_won_round_then_an_open_one(tmp_path)
    _swap(tmp_path, open_id, won)
    w = Wallet.open(tmp_path)
    before = w.balance
    [done] = recover_unfinished(w)
    assert isinstance(done, VoidedRound) and done.reason == SEED_REFUSED
    assert done.refunded_cents == staked and w.balance == before + staked
    assert w.round_detail(open_id)["status"] == "void"
    w.close()


def test_the_untouched_open_round_is_still_finished(tmp_path: Path) -> None:
    _, open_id, _ = _a_won_round_then_an_open_one(tmp_path)
    w = Wallet.open(tmp_path)
    [done] = recover_unfinished(w)
    assert not isinstance(done, VoidedRound)
    assert w.round_detail(open_id)["status"] == "settled"
    w.close()


def test_verify_refuses_a_settled_round_whose_seed_was_swapped_before_settling(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seed_a, seed_b = bytes(32), bytes(range(32))
    w = Wallet.open(tmp_path)
    a = w.open_round("video-poker", "1", {"bet": 500}, seed_commitment(seed_a), {})
    w.settle_round(a, {"bet": 1_000}, {}, seed_a)
    b = w.open_round("video-poker", "1", {"bet": 500}, seed_commitment(seed_b), {})
    w.close()
    _swap(tmp_path, b.id, a.id)
    w = Wallet.open(tmp_path)
    monkeypatch.setattr("gamelib.ledger.opening.seed_refused", lambda *a: False)
    w.settle_round(b.id, {}, {}, seed_a)  # what an older Feltside did after the swap
    verdict = verify_round(w.round_detail(b.id))
    assert not verdict["ok"]
    assert any("commitment chained when the round opened" in p for p in verdict["problems"])
    w.close()


def test_the_live_settle_refuses_a_swapped_seed(tmp_path: Path) -> None:
    seed_a, seed_b = bytes(32), bytes(range(32))
    w = Wallet.open(tmp_path)
    a = w.open_round("video-poker", "1", {"bet": 500}, seed_commitment(seed_a), {})
    w.settle_round(a, {"bet": 1_000}, {}, seed_a)
    b = w.open_round("video-poker", "1", {"bet": 500}, seed_commitment(seed_b), {})
    _swap(tmp_path, b.id, a.id)
    with pytest.raises(IllegalActionError):
        w.settle_round(b.id, {"bet": 1_000}, {}, seed_a)
    w.close()
