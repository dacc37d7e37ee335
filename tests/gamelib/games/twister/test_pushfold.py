"""The push/fold charts (tools/make_pushfold.py), the baseline bot, ICM and the pre-flop planner."""

from __future__ import annotations

import random
from dataclasses import replace

import numpy as np
import pytest

from gamelib.cards import Card, Deck, parse_cards
from gamelib.games.twister.engine import NoLimitHand
from gamelib.games.twister.icm import icm_values, stack_value
from gamelib.games.twister.preflop import all_classes, combos, preflop_equity
from gamelib.games.twister.pushfold import (
    CLASSES,
    INDEX,
    PushFoldBot,
    chart_share,
    equity_table,
    equity_vs,
    pair_counts,
    range_weights,
)
from gamelib.games.twister.pushfold_data import CALL, PUSH, SHARES, SOLVED_UP_TO
from gamelib.games.twister.shortstack import ChartReads, PreflopPlanner
from gamelib.games.twister.view import PublicAction, seat_view
from tools import make_pushfold

DEPTHS = [x / 2 for x in range(2, 101)]


# --- the charts ------------------------------------------------------------------------------

def test_charts_cover_every_class_within_the_solved_stacks() -> None:
    assert set(PUSH) == set(CALL) == set(all_classes())
    for chart in (PUSH, CALL):
        assert all(0.0 <= v <= SOLVED_UP_TO for v in chart.values())


@pytest.mark.parametrize("chart", [PUSH, CALL], ids=["push", "call"])
def test_ranges_narrow_as_the_stacks_deepen(chart: dict[str, float]) -> None:
    shares = [chart_share(chart, d) for d in DEPTHS]
    assert all(a >= b for a, b in zip(shares, shares[1:]))
    assert shares[0] > 0.85 and shares[-1] < 0.35


def test_published_ten_big_blind_figures() -> None:
    """Heads-up Nash at 10 BB: the button shoves about 58 % and the big blind calls 37 %."""
    assert chart_share(PUSH, 10.0) == pytest.approx(0.58, abs=0.025)
    assert chart_share(CALL, 10.0) == pytest.approx(0.37, abs=0.025)
    push, call = SHARES[10.0]
    assert push == pytest.approx(0.58, abs=0.025) and call == pytest.approx(0.37, abs=0.025)


def test_calling_is_tighter_than_shoving_and_known_hands_sit_where_charts_put_them() -> None:
    for depth in (8.0, 10.0, 15.0, 20.0, 30.0):  # very short, the big blind calls wider
        assert chart_share(CALL, depth) < chart_share(PUSH, depth)
    assert PUSH["AA"] == PUSH["AKo"] == CALL["AA"] == SOLVED_UP_TO
    assert PUSH["72o"] <= 3.0 and PUSH["32o"] <= 3.0
    assert 8.0 <= CALL["K9o"] <= 25.0 and CALL["K2o"] < 10.0
    assert PUSH["A2o"] > 15.0 and PUSH["22"] == SOLVED_UP_TO


# --- the equity table ---------------------------------------------------------------------------

def test_equity_table_is_a_zero_sum_game_with_known_matchups() -> None:
    e = equity_table()
    assert np.allclose(e + e.T, 1.0, atol=2 / 65535)
    assert np.allclose(np.diag(e), 0.5, atol=1e-4)
    assert e[INDEX["AA"], INDEX["KK"]] == pytest.approx(0.82, abs=0.01)
    assert e[INDEX["AKo"], INDEX["22"]] == pytest.approx(0.47, abs=0.015)
    assert e[INDEX["72o"], INDEX["AA"]] == pytest.approx(0.12, abs=0.01)


def test_equity_against_any_hand_agrees_with_the_independent_preflop_table() -> None:
    anything = np.ones(169)
    for cls in ("AA", "AKs", "T9s", "72o", "55", "Q3o"):
        a, b = make_pushfold_cards(cls)
        assert equity_vs(cls, anything) == pytest.approx(preflop_equity(a, b), abs=0.012)


def make_pushfold_cards(cls: str) -> tuple[int, int]:
    from gamelib.games.twister.make_preflop import example_cards
    return example_cards(cls)


def test_pair_counts_are_the_card_removal() -> None:
    n = pair_counts()
    assert n[INDEX["AA"], INDEX["AA"]] == 6  # one way for the opponent per holding of aces
    assert n[INDEX["AKs"], INDEX["AKo"]] == 4 * 6
    assert n[INDEX["72o"], INDEX["KK"]] == 12 * 6
    assert n.sum() == 1326 * 1225


def test_range_weights_take_the_share_in_chart_order() -> None:
    w = range_weights(0.1, "push")
    share = float((w * np.array([combos(c) for c in CLASSES])).sum() / 1326)
    assert share == pytest.approx(0.1)
    assert w[INDEX["AA"]] == 1.0 and w[INDEX["72o"]] == 0.0


def test_the_generator_solves_to_the_committed_chart() -> None:
    """The fictitious-play solver, run on the committed equities, finds the 10 BB shares."""
    push, call = make_pushfold.solve(10.0, equity_table(), pair_counts(), iterations=600)
    assert make_pushfold.share(push) == pytest.approx(SHARES[10.0][0], abs=0.01)
    assert make_pushfold.share(call) == pytest.approx(SHARES[10.0][1], abs=0.01)


def test_the_generator_equity_pass_is_exactly_zero_sum() -> None:
    e = make_pushfold.equity_matrix(3, seed=5)
    assert np.allclose(e + e.T, 1.0) and np.allclose(np.diag(e), 0.5)


# --- the baseline bot ---------------------------------------------------------------------------

def hand_with(stacks: list[int], button: int, holes: dict[int, str]) -> NoLimitHand:
    """A hand whose given seats hold the given cards (seat 0 is dealt first)."""
    top = []
    rest = Deck.shuffled(random.Random(1)).cards
    wanted = {s: parse_cards(h) for s, h in holes.items()}
    used = {c for cards in wanted.values() for c in cards}
    filler = [c for c in rest if c not in used]
    n = len(stacks)
    for round_ in range(2):
        for k in range(n):
            seat = (button + 1 + k) % n
            top.append(wanted[seat][round_] if seat in wanted else filler.pop())
    return NoLimitHand(stacks, button=button, small_blind=10, big_blind=20,
                       deck=Deck.stacked(top + filler[:10]))


@pytest.mark.parametrize("hole, expected", [("Ah 2c", "all_in"), ("7h 2c", "fold")])
def test_baseline_shoves_its_chart_heads_up(hole: str, expected: str) -> None:
    hand = hand_with([200, 200], 0, {0: hole})
    assert PushFoldBot().decide(seat_view(hand, 0))[0] == expected


@pytest.mark.parametrize("hole, expected", [("Kh 9c", "call|all_in"), ("Kh 2c", "fold")])
def test_baseline_calls_its_chart_heads_up(hole: str, expected: str) -> None:
    hand = hand_with([200, 200], 0, {1: hole})
    hand.act("all_in")
    assert PushFoldBot().decide(seat_view(hand, 1))[0] in expected.split("|")


def test_baseline_tightens_with_two_players_behind() -> None:
    """K2o shoves heads-up at 10 BB (chart 11.5) but not from the button three-handed."""
    assert 10.0 <= PUSH["K2o"] < 15.0
    heads_up = hand_with([200, 200], 0, {0: "Kh 2c"})
    assert PushFoldBot().decide(seat_view(heads_up, 0))[0] == "all_in"
    three = hand_with([200, 200, 200], 0, {0: "Kh 2c"})
    assert PushFoldBot().decide(seat_view(three, 0))[0] == "fold"


# --- ICM and the planner ----------------------------------------------------------------------

def test_icm_values_share_out_the_prizes() -> None:
    values = icm_values([900, 400, 200], [80, 10, 10])
    assert sum(values) == pytest.approx(100)
    assert values[0] > values[1] > values[2]
    assert values[0] < 80 * 900 / 1500 + 20  # the big stack is worth less than its chips
    assert stack_value([900, 400, 200], 1, None) == pytest.approx(400 / 1500)
    assert stack_value([900, 400, 200], 1, [300, 0, 0]) == pytest.approx(400 / 1500)


def _calls_facing_a_shove(prizes: tuple[int, ...]) -> int:
    """Big blind (700) facing the small blind's covering shove while the button sits on
    80 chips: how many of the 169 classes call."""
    hand = NoLimitHand([80, 720, 700], button=0, small_blind=10, big_blind=20,
                       deck=Deck.shuffled(random.Random(3)))
    hand.act("fold")  # the short button
    hand.act("all_in")  # the small blind
    base = seat_view(hand, 2)
    planner = PreflopPlanner(None, prizes)
    called = 0
    for cls in CLASSES:
        a, b = make_pushfold_cards(cls)
        view = replace(base, hole=(Card.from_id(a), Card.from_id(b)))
        called += planner.facing_raise(view)[0] != "fold"
    return called


def test_icm_calls_a_shove_tighter_when_second_pays_more_than_third() -> None:
    chips = _calls_facing_a_shove(())
    assert 0 < _calls_facing_a_shove((50, 30, 20)) < chips


def test_an_80_10_10_pool_is_worth_the_chip_count() -> None:
    """Second and third both pay 10 %: a stack is worth 10 % + 70 % x its chip share, a
    straight line in chips, so ICM and chip-EV decide alike."""
    assert _calls_facing_a_shove((80, 10, 10)) == _calls_facing_a_shove(())
    for stacks in ([900, 400, 200], [80, 720, 700], [1000, 500, 0]):
        values = icm_values(stacks, [80, 10, 10])
        assert values == pytest.approx([10 + 70 * s / 1500 for s in stacks])


def test_chart_reads_measure_opponents_against_the_charts() -> None:
    reads = ChartReads(prior=3.0, depth=10.0)
    for hand_id in range(40):  # player 7 shoves every time it is first in heads-up
        reads.observe(hand_id, [PublicAction(0, 0, "raise", 200, True),
                                PublicAction(0, 1, "fold", 0, False)], (7, 8), me=8)
    assert reads.shove_ratio(7) > 1.5
    tight = ChartReads(prior=3.0, depth=10.0)
    for hand_id in range(40):  # player 7 always folds its small blind
        tight.observe(hand_id, [PublicAction(0, 0, "fold", 0, False)], (7, 8), me=8)
    assert tight.shove_ratio(7) < 0.5
    assert tight.call_ratio(7) == 1.0  # nothing seen: the chart
