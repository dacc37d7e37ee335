"""Side bets settle when they are decided (issue 28): Heads Up's POCKET BONUS and Casino's BONUS
at the deal, Texas's FIRST 5 at the flop, TRIPS PLUS when all five cards are shown; a lost one is
swept then (its spot empty), a won one paid onto its spot, while the round goes on; the money is
posted with the round as before."""

from __future__ import annotations

import pytest
from helpers.scene_app import table_app

from gamelib.events import BetSettled
from gamelib.games.casino_holdem.rules import new_round as casino_round
from gamelib.games.heads_up.rules import new_round as heads_up_round
from gamelib.games.texas_bonus.rules import new_round as texas_round
from scenes.games.heads_up.table import HeadsUpTable


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path) as a:
        yield a


def settled(events) -> list[str]:
    return [e.spot for e in events if isinstance(e, BetSettled)]


@pytest.mark.parametrize("n", range(20))
def test_each_side_bet_settles_at_its_street(n):
    seed = n.to_bytes(4, "big") * 8
    hu = heads_up_round({"ante": 100, "odds": 100, "trips": 100, "pocket": 100}, seed)
    assert settled(hu.start()) == ["pocket"]
    assert settled(hu.act("check")) == []            # the flop: nothing decided yet
    assert settled(hu.act("check")) == ["trips"]     # all five shown
    assert sorted(settled(hu.act("fold"))) == ["ante", "odds"]
    assert hu.payouts().keys() == {"pocket", "trips", "ante", "odds"}

    casino = casino_round({"ante1": 100, "bonus1": 100}, seed)
    assert settled(casino.start()) == ["bonus1"]      # its first five are out at the deal

    texas = texas_round({"ante": 100, "jackpot": 100, "bonus": 100}, seed)
    at_deal = settled(texas.start())
    aces = all(c.rank == 14 for c in texas.hands["player"])
    assert at_deal == ([] if aces else ["bonus"])     # A-A waits for the dealer's cards
    assert "jackpot" in settled(texas.act("play"))    # the flop decides FIRST 5


def test_a_lost_side_bet_is_swept_at_the_deal_while_the_round_goes_on(app):
    table = HeadsUpTable(app)
    slip = table.session.slip
    slip.place("ante", 500)
    slip.place("pocket", 100)
    table.deal()
    table.player.flush()
    assert table.session.in_round
    result = table.results.get("pocket")
    assert result in ("win", "lose")
    amount = table.controls.spot_amount("pocket")
    assert amount == 0 if result == "lose" else amount > 100
    assert table.controls.spot_amount("ante") == 500  # the main bet stays
