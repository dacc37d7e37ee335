"""The bet-building rules every table shares (10-table-features.md, Placing bets)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamelib.bets import BetSlip, SpotRule, TableLimits
from gamelib.errors import BetError, InsufficientFundsError

LIMITS = TableLimits(spots=(
    SpotRule("ante", 10, 100_000, optional=False),
    SpotRule("odds", 10, 100_000, mirrors="ante"),
    SpotRule("bonus", 10, 2_500, needs="ante"),
    SpotRule("jackpot", 100, 100, needs="ante", fixed=100),
    SpotRule("play", 0, 200_000, by_decision=True),
))
SIMPLE = TableLimits(spots=(SpotRule("ante", 10, 1_000), SpotRule("bonus", 10, 500, needs="ante")))


def test_chip_adds_and_is_capped_with_limit_reached():
    slip = BetSlip(SIMPLE, 1_000_000)
    slip.place("ante", 500)
    p = slip.place("ante", 2_500)
    assert slip.amount("ante") == 1_000 and p.limit_reached and p.added == {"ante": 500}
    with pytest.raises(BetError, match="Limit reached"):
        slip.place("ante", 10)


def test_side_bet_needs_main_bet_first():
    slip = BetSlip(SIMPLE, 10_000)
    assert not slip.can_place("bonus", 100)
    with pytest.raises(BetError, match="ANTE"):
        slip.place("bonus", 100)
    slip.place("ante", 100)
    slip.place("bonus", 100)
    assert slip.total == 200


def test_mirrored_spot_follows_and_fixed_toggle():
    slip = BetSlip(LIMITS, 10_000)
    slip.place("ante", 500)
    assert slip.amount("odds") == 500 and slip.total == 1_000
    slip.place("jackpot", 0)
    assert slip.amount("jackpot") == 100
    with pytest.raises(BetError):
        slip.place("jackpot", 0)
    with pytest.raises(BetError):
        slip.place("odds", 100)
    with pytest.raises(BetError):
        slip.place("play", 100)


def test_balance_limits_chips_and_bets():
    slip = BetSlip(SIMPLE, 600)
    assert slip.chip_enabled(500) and not slip.chip_enabled(1_000)
    slip.place("ante", 500)
    assert not slip.chip_enabled(500)
    with pytest.raises(InsufficientFundsError):
        slip.place("ante", 500)
    assert slip.amount("ante") == 500


def test_double_is_all_or_nothing_and_respects_caps():
    slip = BetSlip(SIMPLE, 2_000)
    slip.place("ante", 600)
    slip.place("bonus", 300)
    added = slip.double()  # ante 600 -> 1,000 (cap), bonus 300 -> 500 (cap)
    assert added == {"ante": 400, "bonus": 200}
    assert slip.total == 1_500
    with pytest.raises(BetError, match="Limit reached"):
        slip.double()


def test_double_refused_when_the_balance_cannot_double_all_bets():
    slip = BetSlip(SIMPLE, 900)
    slip.place("ante", 600)
    with pytest.raises(InsufficientFundsError, match="double"):
        slip.double()
    assert slip.stakes() == {"ante": 600}


def test_rebet_only_before_the_first_chip():
    slip = BetSlip(LIMITS, 10_000)
    with pytest.raises(BetError, match="no previous"):
        slip.rebet({})
    slip.rebet({"ante": 500, "odds": 500, "bonus": 100, "play": 1_000})
    assert slip.stakes() == {"ante": 500, "odds": 500, "bonus": 100}
    with pytest.raises(BetError, match="before the first chip"):
        slip.rebet({"ante": 500})
    assert not BetSlip(LIMITS, 100).can_rebet({"ante": 500, "odds": 500})


def test_undo_goes_back_one_step_at_a_time_and_clear_removes_all():
    slip = BetSlip(LIMITS, 100_000)
    slip.place("ante", 100)
    slip.place("ante", 500)
    slip.place("bonus", 100)
    slip.double()
    assert slip.undo() == {"ante": 600, "odds": 600, "bonus": 100}
    assert slip.undo() == {"bonus": 100}
    assert slip.undo() == {"ante": 500, "odds": 500}
    assert slip.stakes() == {"ante": 100, "odds": 100}
    slip.place("ante", 100)
    slip.clear()
    assert slip.is_empty and not slip.can_undo()
    with pytest.raises(BetError):
        slip.undo()


def test_ready_checks_required_and_minimums():
    limits = TableLimits(spots=(SpotRule("ante", 500, 1_000), SpotRule("bonus", 10, 500, needs="ante")))
    slip = BetSlip(limits, 10_000)
    with pytest.raises(BetError, match="Place your bets"):
        slip.verify_ready(["ante"])
    slip.place("ante", 100)
    with pytest.raises(BetError, match="at least"):
        slip.verify_ready(["ante"])
    slip.place("ante", 400)
    assert slip.verify_ready(["ante"]) == {"ante": 500}


OPS = st.lists(st.tuples(st.sampled_from(["place", "double", "rebet", "undo", "clear"]),
                         st.sampled_from(["ante", "bonus", "jackpot"]),
                         st.sampled_from([10, 50, 100, 500, 2_500, 10_000])), max_size=40)


@given(OPS, st.integers(min_value=0, max_value=50_000))
def test_any_sequence_keeps_limits_balance_and_undo_consistent(ops, balance):
    slip = BetSlip(LIMITS, balance)
    for op, spot, chip in ops:
        before = dict(slip.amounts)
        try:
            if op == "place":
                slip.place(spot, chip)
            elif op == "double":
                slip.double()
            elif op == "rebet":
                slip.rebet({"ante": chip, "odds": chip})
            elif op == "undo":
                slip.undo()
            else:
                slip.clear()
        except BetError:
            assert slip.amounts == before  # a refused action changes nothing
        assert slip.total <= balance
        assert slip.amount("odds") == slip.amount("ante")
        for rule in LIMITS.spots:
            assert 0 <= slip.amount(rule.name) <= rule.max_cents
        if slip.amount("bonus") or slip.amount("jackpot"):
            assert slip.amount("ante") > 0  # a side bet never stands without its main bet
    while slip.can_undo():
        slip.undo()
    assert slip.is_empty


def test_jackpot_toggle_takes_back_only_its_own_bet():
    slip = BetSlip(LIMITS, 100_000)
    slip.place("ante", 500)
    assert slip.toggle("jackpot") == 100
    slip.place("bonus", 100)
    slip.place("ante", 100)
    assert slip.toggle("jackpot") == -100  # the second click: the 1.00 back, the rest stays
    assert slip.stakes() == {"ante": 600, "odds": 600, "bonus": 100}
    assert slip.undo() == {"ante": 100, "odds": 100}  # later chips keep their undo steps
    assert slip.undo() == {"bonus": 100}
    assert slip.undo() == {"ante": 500, "odds": 500}
    assert slip.is_empty and not slip.can_undo()


def test_take_back_keeps_the_rest_of_a_step_it_shared():
    slip = BetSlip(LIMITS, 100_000)
    slip.rebet({"ante": 500, "odds": 500, "jackpot": 100})
    slip.take_back("jackpot")
    assert slip.stakes() == {"ante": 500, "odds": 500}
    assert slip.undo() == {"ante": 500, "odds": 500} and slip.is_empty


def test_take_back_refuses_a_toggle_that_is_off_and_a_spot_that_is_no_toggle():
    slip = BetSlip(LIMITS, 100_000)
    slip.place("ante", 500)
    with pytest.raises(BetError):
        slip.take_back("jackpot")
    with pytest.raises(ValueError):
        slip.take_back("ante")
    assert slip.stakes() == {"ante": 500, "odds": 500}
    assert slip.toggle("ante", 100) == 100  # not a toggle: a click adds a chip


def test_load_replaces_the_slip_with_whole_bets_in_one_step():
    slip = BetSlip(SIMPLE, 2_000)
    slip.place("ante", 100)
    assert slip.load({"ante": 1_000, "bonus": 500}) == {"ante": 1_000, "bonus": 500}
    assert slip.stakes() == {"ante": 1_000, "bonus": 500}
    slip.undo()
    assert slip.is_empty


@pytest.mark.parametrize(("stakes", "error"), [
    ({"ante": 1_010}, BetError),  # over the spot's limit
    ({"bonus": 100}, BetError),  # a side bet without its main bet
    ({"ante": 1_000, "bonus": 500, "x": 1}, BetError),  # no such spot
    ({}, BetError),
])
def test_load_refuses_and_leaves_the_slip_as_it_was(stakes, error):
    slip = BetSlip(SIMPLE, 100_000)
    slip.place("ante", 100)
    with pytest.raises(error):
        slip.load(stakes)
    assert slip.stakes() == {"ante": 100} and slip.can_undo()


def test_load_needs_the_balance():
    slip = BetSlip(SIMPLE, 1_200)
    with pytest.raises(InsufficientFundsError):
        slip.load({"ante": 1_000, "bonus": 500})
    assert slip.is_empty
