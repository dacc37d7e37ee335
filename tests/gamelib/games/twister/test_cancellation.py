"""The rules' buy-in breakdown and cancellation scheme (spec 50): the worked examples,
paid places already out, refunds, equal shares and odd cents."""

from __future__ import annotations

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from gamelib.games.twister.cancellation import buy_in_split, cancellation_payouts
from gamelib.games.twister.wheel import payouts


@pytest.mark.parametrize(("buy_in", "jackpot", "tournament", "share"), [
    (100, 26, 7, 67), (200, 52, 14, 134), (500, 130, 35, 335), (1000, 260, 70, 670)])
def test_the_buy_in_breakdown_of_the_rules(buy_in: int, jackpot: int, tournament: int, share: int) -> None:
    split = buy_in_split(buy_in)
    assert (split.jackpot_fee, split.tournament_fee, split.prize_share) == (jackpot, tournament, share)
    with pytest.raises(ValueError):
        buy_in_split(-1)


def test_the_worked_examples() -> None:
    # € 1, pool € 10 winner takes all, two left: residual max(2.01, 10) - 1.34 = 8.66
    assert cancellation_payouts(100, payouts(1000), stacks=[0, 700, 800], places={0: 3}, button=0) == {
        0: 0, 1: 533, 2: 533}
    # € 1, pool € 1,000 (80/10/10), the third already out: € 100; residual 1,000 - 1.34 - 100
    assert cancellation_payouts(100, payouts(100_000), stacks=[900, 0, 600], places={1: 3}, button=2) == {
        0: 100 + 44_933, 1: 10_000, 2: 100 + 44_933}


def test_odd_cents_go_to_the_larger_stack_then_from_the_button() -> None:
    # three still in, € 1, pool € 10: residual 10.00 - 2.01 = 7.99 = 3 x 2.66 + 1 cent
    paid = cancellation_payouts(100, payouts(1000), stacks=[400, 600, 500], places={}, button=0)
    assert paid == {0: 366, 1: 367, 2: 366}
    # equal stacks: the button first, then the seat to its left
    paid = cancellation_payouts(100, payouts(1000), stacks=[500, 500, 500], places={}, button=2)
    assert paid == {0: 366, 1: 366, 2: 367}
    # two cents over: the two larger stacks
    paid = cancellation_payouts(100, [1004, 0, 0], stacks=[100, 900, 500], places={}, button=0)
    assert paid == {0: 100 + 267, 1: 100 + 268, 2: 100 + 268}


def test_a_small_pool_still_pays_the_prize_shares() -> None:
    # pool € 2 (2x) is below the three prize shares (€ 2.01): the shares count instead
    paid = cancellation_payouts(100, payouts(200), stacks=[750, 750, 0], places={2: 3}, button=0)
    assert paid == {0: 100 + 34, 1: 100 + 33, 2: 0}  # residual 2.01 - 1.34 = 0.67
    with pytest.raises(ValueError):
        cancellation_payouts(100, payouts(200), stacks=[1500, 0, 0], places={0: 1, 1: 2, 2: 3}, button=0)


@given(st.sampled_from([100, 200, 500, 1000]), st.sampled_from([2, 4, 6, 10, 20, 50, 100, 200, 1000]),
       st.lists(st.integers(0, 1500), min_size=3, max_size=3), st.integers(0, 2))
def test_every_cent_is_accounted_for(buy_in: int, multiplier: int, stacks: list[int], button: int) -> None:
    prizes = payouts(buy_in * multiplier)
    out = [s for s in range(3) if stacks[s] == 0]  # the players already out: 3rd, then 2nd
    assume(len(out) < 3)
    places = {s: 3 - k for k, s in enumerate(out)}
    paid = cancellation_payouts(buy_in, prizes, stacks=stacks, places=places, button=button)
    share = buy_in_split(buy_in).prize_share
    still_in = [s for s in range(3) if s not in places]
    assert sum(paid.values()) == max(3 * share, sum(prizes)) + len(still_in) * (buy_in - share)
    assert all(paid[s] == prizes[places[s] - 1] for s in places)
    amounts = sorted(paid[s] for s in still_in)
    assert amounts[-1] - amounts[0] <= 1 and amounts[0] >= buy_in
