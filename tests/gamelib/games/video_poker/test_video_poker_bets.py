"""VALUE x HANDS handed over to the table's bet slip through BetSlip (never by writing its amounts)."""

from __future__ import annotations

import pytest

from gamelib.bets import BetSlip
from gamelib.errors import BetError, InsufficientFundsError
from gamelib.games.video_poker.bets import VideoPokerBets, opening_value
from gamelib.games.video_poker.rules import LIMITS


def test_total_bet_goes_to_the_slip_as_one_bet():
    bets = VideoPokerBets(balance=100_000)
    slip = BetSlip(LIMITS, 100_000)
    bets.set_value(200)
    bets.add_hands(10)
    assert bets.to_slip(slip) == {"bet": 2_000}
    assert slip.stakes() == {"bet": 2_000} and slip.verify_ready(("bet",)) == {"bet": 2_000}
    bets.add_hands(1)
    bets.to_slip(slip)  # again: replaced, not added
    assert slip.stakes() == {"bet": 2_200}


@pytest.mark.parametrize(("value", "hands", "balance", "error"), [
    (100, 0, 100_000, BetError),  # no hands
    (10, 10, 100_000, BetError),  # 1.00: under the 5.00 minimum
    (2_000, 100, 10**9, BetError),  # over the 1,000.00 maximum
    (500, 10, 4_000, InsufficientFundsError),  # the balance
])
def test_a_bet_deal_refuses_never_reaches_the_slip(value, hands, balance, error):
    bets = VideoPokerBets(balance=balance)
    slip = BetSlip(LIMITS, balance)
    bets.set_value(value)
    if hands:
        bets.add_hands(hands)
    with pytest.raises(error):
        bets.to_slip(slip)
    assert slip.is_empty


def test_a_new_player_s_first_hand_meets_the_table_minimum():
    """QA: a new player opened at VALUE 1.00 while the minimum is 5.00, so +1 then DEAL was
    refused. The opening VALUE is the smallest step at which one hand meets the minimum."""
    bets = VideoPokerBets(balance=100_000)
    assert bets.value == LIMITS.spot("bet").min_cents == 500
    bets.add_hands(1)
    assert bets.can_deal() and bets.to_slip(BetSlip(LIMITS, 100_000)) == {"bet": 500}
    bets.value_down()  # under the minimum again: DEAL says why, in one sentence
    blocked = bets.deal_blocked()
    assert blocked is not None and blocked.key == "error.vp_total_min"
    assert str(blocked) == "The total bet must be at least € 5.00."


def test_a_value_given_is_kept_and_other_limits_open_at_their_own_minimum():
    assert VideoPokerBets(balance=100_000, value=20).value == 20  # a saved choice stays
    assert VideoPokerBets(balance=100_000, min_total=50).value == 50
    assert VideoPokerBets(balance=100_000, min_total=150).value == 200  # the next step up
    assert opening_value(10**9) == 10_000  # none meets it: the highest
