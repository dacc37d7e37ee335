"""Texas Hold'em Bonus through the table session: the FIRST 5 JACKPOT's contributions, a
royal flush winning the progressive and its reset, a void removing the contribution,
leaving mid-round, and verify-style replay of a journaled round."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.cards import Deck
from gamelib.errors import IllegalActionError
from gamelib.games.base import replay
from gamelib.games.texas_bonus.jackpot import JACKPOT_BASE
from gamelib.games.texas_bonus.rules import DEFINITION
from gamelib.jackpot import Jackpot
from gamelib.ledger import Wallet
from gamelib.session import TableSession

ROYAL = "As Ks 3c 3d Qs Js Ts 2h 9d"


def seeds():
    counter = itertools.count()
    return lambda: next(counter).to_bytes(32, "big")


@pytest.fixture
def wallet():
    w = Wallet.in_memory()
    yield w
    w.close()


def table(wallet, top=None):
    deck = (lambda seed: Deck.stacked(top)) if top else None
    return TableSession(wallet, DEFINITION, seed_source=seeds(), deck_source=deck)


def test_jackpot_bets_feed_the_progressive(wallet):
    s = table(wallet, "7d 2c Kc Qd As Ad 8h 5s 3c")
    for _ in range(3):
        s.slip.place("ante", 100)
        s.slip.place("jackpot", 100)
        s.deal()
        s.act("fold")
    jp = Jackpot(wallet)
    assert jp.amount_units == JACKPOT_BASE * 100 + 3 * 45 * 100
    assert jp.reserve_units == 3 * 5 * 100


def test_a_royal_wins_the_whole_progressive_and_it_restarts(wallet):
    s = table(wallet, "7d 2c Kc Qd As Ad 8h 5s 3c")
    for _ in range(2):  # two losing jackpot bets grow it by 0.90
        s.slip.place("ante", 100)
        s.slip.place("jackpot", 100)
        s.deal()
        s.act("fold")
    s = table(wallet, ROYAL)
    before = wallet.balance
    s.slip.place("ante", 100)
    s.slip.place("jackpot", 100)
    s.deal()
    assert s.round.config["jackpot_amount"] == JACKPOT_BASE + 90
    s.act("play")
    s.act("play")
    s.act("play")
    # the whole meter (base + three bets' 45 %) is paid on the jackpot spot
    detail = wallet.round_detail(s.ticket)
    assert detail["record"]["won_progressive"]
    assert s.extra_payouts == {"jackpot": 45}
    jackpot_paid = s.round.payouts()["jackpot"] + s.extra_payouts["jackpot"]
    assert jackpot_paid == JACKPOT_BASE + 135
    assert wallet.balance == before - 600 + (200 + 400 + 200 + 200) + jackpot_paid
    # restarted from the reserve, topped up to the base
    assert Jackpot(wallet).amount == JACKPOT_BASE


def test_a_voided_round_refunds_the_jackpot_bet_and_its_contribution(wallet):
    s = table(wallet, ROYAL)
    start = wallet.balance
    s.slip.place("ante", 100)
    s.slip.place("jackpot", 100)
    s.deal()
    assert Jackpot(wallet).amount_units == JACKPOT_BASE * 100 + 4500
    wallet.void_round(s.ticket, "test")
    assert wallet.balance == start
    assert Jackpot(wallet).amount_units == JACKPOT_BASE * 100


def test_leaving_mid_round_finishes_with_the_defaults(wallet):
    s = table(wallet, "9h 8h 2c 3d 7c 6d 5s Kh 2h")
    s.slip.place("ante", 100)
    s.deal()
    s.act("play")
    s.leave()
    rnd = s.last_round
    assert rnd is not None and rnd.is_over
    assert [d["action"] for d in rnd.decisions] == ["play", "check", "check"]
    assert wallet.round_status(s.ticket) == "settled"


def test_an_illegal_decision_takes_no_money(wallet):
    s = table(wallet)
    s.slip.place("ante", 100)
    s.deal()
    balance = wallet.balance
    with pytest.raises(IllegalActionError):
        s.act("check")
    assert wallet.balance == balance and s.round.decisions == []


@given(choices=st.lists(st.integers(0, 1), min_size=3, max_size=3),
       ante=st.sampled_from([10, 100, 2_500]), bonus=st.booleans(), jackpot=st.booleans())
@settings(max_examples=25, deadline=None)
def test_wallet_and_replay_agree_for_any_play(choices, ante, bonus, jackpot):
    with Wallet.in_memory() as wallet:
        s = table(wallet)
        start = wallet.balance
        s.slip.place("ante", ante)
        if bonus:
            s.slip.place("bonus", ante)
        if jackpot:
            s.slip.place("jackpot", 100)
        s.deal()
        for c in choices:
            if not s.in_round:
                break
            s.act(s.round.legal_actions()[c])
        rnd = s.last_round
        assert rnd is not None and rnd.is_over
        extra = sum(s.extra_payouts.values())
        assert wallet.balance == start + rnd.net + extra
        detail = wallet.round_detail(s.ticket)
        again = replay(DEFINITION, detail["record"], rnd.seed)
        assert again.payouts() == rnd.payouts()
        assert len(set(rnd.dealt_cards())) == 9
