"""The session's money path on a toy game: deal, decide, settle, void, leave, replay."""

from __future__ import annotations

import pytest
from helpers.toy_game import DEF, seeds
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.cards import Deck
from gamelib.errors import IllegalActionError, InsufficientFundsError, RoundVoidedError
from gamelib.events import CardDealt, StakePlaced
from gamelib.games.base import replay
from gamelib.ledger import Wallet
from gamelib.recovery import recover_unfinished
from gamelib.session import TableSession


@pytest.fixture
def wallet():
    w = Wallet.in_memory()
    yield w
    w.close()


def session(wallet, top=None, **kw):
    deck = (lambda seed: Deck.stacked(top)) if top else None
    return TableSession(wallet, DEF, seed_source=seeds(), deck_source=deck, **kw)


def test_deal_takes_bets_before_cards_and_settles_in_one_go(wallet):
    s = session(wallet, "Ks 9d")
    s.slip.place("ante", 500)
    events = s.deal()
    assert any(isinstance(e, CardDealt) for e in events)
    assert wallet.balance == 100_000 - 500 and s.slip.is_empty
    assert wallet.round_status(s.ticket) == "open"
    events = s.act("play")
    assert StakePlaced("play", 500) in events
    assert wallet.balance == 100_000 + 1_000
    assert wallet.round_status(s.ticket) == "settled"
    detail = wallet.round_detail(s.ticket)
    assert detail["record"]["player"] == "Ks"


def test_illegal_action_changes_nothing(wallet):
    s = session(wallet)
    with pytest.raises(IllegalActionError):
        s.act("play")
    s.slip.place("ante", 500)
    s.deal()
    with pytest.raises(IllegalActionError):
        s.act("raise")
    with pytest.raises(IllegalActionError):
        s.act("play", amount=5)
    assert s.round.decisions == [] and wallet.balance == 99_500


def test_decision_refused_when_balance_is_short(wallet):
    s = session(wallet)
    s.slip.place("ante", 100_000)
    s.deal()
    assert not s.can_act("play") and s.can_act("fold")
    with pytest.raises(InsufficientFundsError):
        s.act("play")
    assert wallet.balance == 0 and s.in_round


def test_malfunction_voids_and_refunds(wallet):
    s = session(wallet)
    s.slip.place("ante", 700)
    s.deal()
    s.round.explode = True
    rid = s.ticket.id
    with pytest.raises(RoundVoidedError, match=r"€ 7\.00"):
        s.act("play")
    assert wallet.balance == 100_000 and wallet.round_status(rid) == "void"
    assert not s.in_round


def test_leaving_returns_undealt_bets_and_finishes_dealt_rounds(wallet):
    s = session(wallet)
    s.slip.place("ante", 500)
    s.leave()
    assert s.slip.is_empty and wallet.balance == 100_000
    s.slip.place("ante", 500)
    s.deal()
    s.leave()
    assert wallet.balance == 99_500 and wallet.round_status(s.ticket) == "settled"


def test_crash_before_settling_is_voided_on_next_open(tmp_path):
    w = Wallet.open(tmp_path)
    s = TableSession(w, DEF, seed_source=seeds())
    s.slip.place("ante", 2_500)
    s.deal()
    w.close()  # the process "dies" here
    w2 = Wallet.open(tmp_path)
    voided = recover_unfinished(w2)
    assert [v.refunded_cents for v in voided] == [2_500] and w2.balance == 100_000
    w2.close()


def test_replay_from_record_gives_the_same_payouts(wallet):
    s = session(wallet)
    for _ in range(20):
        s.slip.place("ante", 100)
        s.deal()
        s.act("play")
        rnd = s.last_round
        again = replay(DEF, rnd.record(), rnd.seed)
        assert again.payouts() == rnd.payouts() and again.record() == rnd.record()


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["bet", "deal", "play", "fold", "leave"]),
                          st.sampled_from([10, 100, 5_000, 60_000])), max_size=30))
def test_money_is_conserved_for_any_action_sequence(actions):
    w = Wallet.in_memory()
    s = TableSession(w, DEF, seed_source=seeds())
    for op, chip in actions:
        try:
            if op == "bet":
                s.slip.place("ante", chip)
            elif op == "deal":
                s.deal()
            elif op == "leave":
                s.leave()
            else:
                s.act(op)
        except (IllegalActionError, InsufficientFundsError, ValueError):
            pass
        on_table = s.round.total_staked if s.in_round else 0
        settled = sum(r["paid_cents"] - r["bet_cents"] for r in w.history() if r.get("type") == "round"
                      and r["status"] == "settled")
        assert w.balance + on_table == 100_000 + settled
        assert w.balance >= 0
    w.close()


def test_the_seed_hash_is_fixed_and_shown_before_the_deal(wallet):
    s = session(wallet)
    shown = s.next_seed_hash
    assert shown == s.next_seed_hash  # asking again does not draw a new seed
    s.slip.place("ante", 100)
    s.deal()
    assert s.ticket.seed_hash == shown
    s.act("fold")
    assert s.next_seed_hash != shown  # the next round commits to a fresh seed
    assert wallet.round_detail(s.last_round and s.ticket)["seed_hash"] == shown
