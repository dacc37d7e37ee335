"""Heads Up Hold'em: the ADVISOR against an independent enumeration, the built-in strategy,
the exact side-bet returns, the simulator and the two commands."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import combinations

import pytest
from helpers.holdem_reference import score7

from gamelib.cards import Card, parse_cards
from gamelib.cli import main
from gamelib.games.heads_up.analysis import (
    pocket_bonus_return,
    seven_card_category_counts,
    trips_plus_return,
)
from gamelib.games.heads_up.strategy import advise, simulate, strategy_action

ODDS_WIN = {9: 500, 8: 50, 7: 10, 6: 3, 5: 1.5, 4: 1}
BAD_BEAT = {8: 500, 7: 50, 6: 10, 5: 8, 4: 5}


def reference_raise_value(hole: list[int], board: list[int], unseen: list[int],
                          multiple: int) -> float:
    """RAISE's EV at the river over the dealer's hands, by plain loops and score7."""
    mine = score7(hole + board)
    total = 0.0
    pairs = list(combinations(unseen, 2))
    for dealer in pairs:
        theirs = score7(list(dealer) + board)
        qualifies = theirs[0] >= 1
        if mine > theirs:
            total += (1 if qualifies else 0) + multiple + ODDS_WIN.get(mine[0], 0)
        elif mine < theirs:
            total += (-1 if qualifies else 0) - multiple + BAD_BEAT.get(mine[0], -1)
    return total / len(pairs)


def _dead_leaving(known: list[Card], unseen: int) -> list[Card]:
    used = {c.id for c in known}
    rest = [Card.from_id(i) for i in range(52) if i not in used]
    return rest[:len(rest) - unseen]


@pytest.mark.parametrize(("hole", "board"), [
    ("As Kd", "Qh 7c 2s Td 3c"), ("9c 8d", "7h 6h 5c 2h Kd"), ("2c 3d", "9h Ts Jc Qd Kh"),
    ("Kc Kd", "Ks 5h 5d 2c 7s"),
])
def test_river_advice_matches_an_independent_enumeration(hole: str, board: str) -> None:
    h, b = parse_cards(hole), parse_cards(board)
    full = advise(h, b)
    unseen = [i for i in range(52) if i not in {c.id for c in h + b}]
    expected = reference_raise_value([c.id for c in h], [c.id for c in b], unseen, 1)
    assert full.values["raise"] == pytest.approx(expected, abs=1e-12)
    assert full.values["fold"] == -2.0 and full.exact and full.street == "river"


@pytest.mark.slow
@pytest.mark.parametrize(("hole", "flop"), [("As Kd", "Qh 7c 2s"), ("9h 8h", "7h 2h Kc")])
def test_flop_advice_matches_an_independent_enumeration(hole: str, flop: str) -> None:
    h, f = parse_cards(hole), parse_cards(flop)
    dead = _dead_leaving(h + f, 13)
    advice = advise(h, f, dead)
    known = {c.id for c in h + f + dead}
    unseen = [i for i in range(52) if i not in known]
    raise2 = []
    check = []
    for turn_river in combinations(unseen, 2):
        board = [c.id for c in f] + list(turn_river)
        rest = [c for c in unseen if c not in turn_river]
        hole_ids = [c.id for c in h]
        raise2.append(reference_raise_value(hole_ids, board, rest, 2))
        check.append(max(reference_raise_value(hole_ids, board, rest, 1), -2.0))
    assert advice.values["raise"] == pytest.approx(sum(raise2) / len(raise2), abs=1e-12)
    assert advice.values["check"] == pytest.approx(sum(check) / len(check), abs=1e-12)


def test_flop_advice_full_deck_and_preflop_strategy() -> None:
    flop = advise(parse_cards("Ah Ad"), parse_cards("As 7c 2s"))
    assert flop.best == "raise" and flop.values["raise"] > flop.values["check"] > 0
    pre = advise(parse_cards("7c 2d"), [])
    assert pre.street == "preflop" and not pre.exact and pre.best == "check"


@pytest.mark.parametrize(("hole", "board", "action"), [
    ("Ac 2d", "", "raise"), ("3c 3d", "", "raise"), ("2c 2d", "", "check"),
    ("Kc 3c", "", "check"), ("Kc 4c", "", "raise"), ("Kc 6d", "", "check"), ("Kc 7d", "", "raise"),
    ("Qc 7c", "", "check"), ("Qc 8c", "", "raise"), ("Qc 9d", "", "check"), ("Qc Td", "", "raise"),
    ("Jc 9c", "", "check"), ("Jc Tc", "", "raise"), ("Jc Td", "", "check"), ("9c 8c", "", "check"),
    ("7c 2d", "7h Ks 4c", "raise"), ("7c 2d", "8h Ks 4c", "check"),
    ("Tc 2d", "8c Kc 4c", "check"), ("9c 2d", "8c Kc 4c", "check"),  # the rule raised the first
    ("7c 2d", "7h Ks 4c 9d Jh", "raise"), ("Qc 2d", "8h Ks 4c 9d 3h", "raise"),
    ("9c 2d", "8h Ks 4c Td 3h", "fold"), ("9c 2d", "8h 8s 4c 4d Kh", "raise"),
])
def test_built_in_strategy(hole: str, board: str, action: str) -> None:
    assert strategy_action(parse_cards(hole), parse_cards(board)) == action


@pytest.mark.parametrize(("hole", "flop"), [
    ("7c 2d", "7h Ks 4c"), ("7c 2d", "8h Ks 4c"), ("Tc 2d", "8h Ks 4c"), ("9c 2d", "8h Ks 4c"),
    ("2c 2d", "9h Ks 4c"), ("Kd 3c", "Kh 8s 5d"), ("Qc 9c", "Jc 5d 2h"), ("Ah 6d", "9s 6c 3h"),
    ("8d 7d", "6s 5h Kc"), ("5c 4c", "Ks Qd 7h"),
])
def test_the_flop_choice_is_the_advisors_best(hole: str, flop: str) -> None:
    """The built-in flop choice (the shipped table) is the exact EVs' better one on flops of
    three suits (the table's computed classes; the few it lacks keep the earlier rule, which
    is kept as flop_raises_batch)."""
    h, f = parse_cards(hole), parse_cards(flop)
    assert strategy_action(h, f) == advise(h, f).best


@pytest.mark.parametrize(("hole", "board", "rule", "exact"), [
    ("4h Jd", "8h Th 5d 2s Ad", "raise", "fold"),  # a jack plays, yet RAISE is worth -2.17
    ("Tc 5c", "4h Jh 7c Qd As", "fold", "raise"),  # nothing plays, yet RAISE is worth -1.86
])
def test_the_river_is_decided_by_the_exact_advisor(hole: str, board: str, rule: str,
                                                    exact: str) -> None:
    """Issue 19: the built-in strategy takes the ADVISOR's exact river choice, not the old rule."""
    import numpy as np

    from gamelib.games.heads_up.strategy import river_raises_batch
    from gamelib.hands import evaluate

    h, b = parse_cards(hole), parse_cards(board)
    old = river_raises_batch(np.array([[c.id for c in h]]), np.array([evaluate(h + b).strength]),
                             np.array([evaluate(b).strength]))[0]
    assert ("raise" if old else "fold") == rule
    assert strategy_action(h, b) == exact == advise(h, b).best


def test_river_values_batch_is_the_advisor_value() -> None:
    import numpy as np

    from gamelib.games.dealer_holdem import deal_batch
    from gamelib.games.heads_up.strategy import river_values_batch
    from gamelib.hands import evaluate7_batch

    cards = deal_batch(np.random.default_rng(8), 12, 7).astype(np.int16)
    hole, board = cards[:, :2], cards[:, 2:]
    values = river_values_batch(hole, board, evaluate7_batch(cards), chunk=5)
    for i in range(12):
        h = [Card.from_id(int(x)) for x in hole[i]]
        b = [Card.from_id(int(x)) for x in board[i]]
        assert values[i] == pytest.approx(advise(h, b).values["raise"], abs=1e-12)


def test_the_exact_river_gains_on_the_same_deals() -> None:
    """Paired: the same 20,000 deals played with the earlier river rule and with the exact
    river; the exact river never does worse on average (measured over 1,000,000: +0.0156 ±
    0.0010 ANTE a round)."""
    from gamelib.games.heads_up.strategy import river_rule_cost

    gain, half = river_rule_cost(20_000, seed=4)
    assert gain - half > 0 and half < 0.01


def test_seven_card_golden_counts() -> None:
    assert seven_card_category_counts() == {
        "High card": 23_294_460, "Pair": 58_627_800, "Two pair": 31_433_400,
        "Three of a kind": 6_461_620, "Straight": 6_180_020, "Flush": 4_047_644,
        "Full house": 3_473_184, "Four of a kind": 224_848, "Straight flush": 37_260,
        "Royal flush": 4_324}


def test_side_bet_returns_are_exact() -> None:
    trips = trips_plus_return()
    assert trips.exact_return == Fraction(
        101 * 4324 + 41 * 37260 + 31 * 224848 + 9 * 3473184 + 8 * 4047644 + 5 * 6180020
        + 4 * 6461620, 133_784_560)
    pocket = pocket_bonus_return()
    assert pocket.lines == {"Pair of Aces": 6, "Ace with K/Q/J suited": 12,
                            "Ace with K/Q/J offsuit": 36, "Any other pair": 72}
    assert pocket.exact_return == Fraction(31 * 6 + 21 * 12 + 11 * 36 + 6 * 72, 1326)


def test_simulation_is_repeatable_and_plausible() -> None:
    one = simulate(40_000, seed=11)
    assert simulate(40_000, seed=11).return_per_ante == one.return_per_ante
    assert 0.9 < one.return_per_ante < 1.05 and 0 < one.half_width_99 < 0.1
    assert sum(one.raise_rates.values()) == pytest.approx(1.0)


def test_commands(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "heads-up-holdem", "--bet", "trips-plus", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["return"] == pytest.approx(float(trips_plus_return().exact_return))
    assert main(["analyze", "heads-up-holdem", "--bet", "pocket-bonus", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["return"] == pytest.approx(1266 / 1326)
    assert main(["simulate", "heads-up-holdem", "--rounds", "5000", "--seed", "2", "--json"]) == 0
    sim = json.loads(capsys.readouterr().out)
    assert sim["rounds"] == 5000 and {"return", "ci99_half_width"} <= set(sim)
    assert main(["analyze", "heads-up-holdem", "--hole", "As Kd", "--board", "Qh 7c 2s Td 3c",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["street"] == "river"
    assert main(["analyze", "heads-up-holdem", "--hole", "As Kd", "--board", "Qh 7c"]) == 1
    assert main(["analyze", "heads-up-holdem"]) == 1
    with pytest.raises(SystemExit) as stop:  # argparse: a usage error, exit 2
        main(["simulate", "heads-up-holdem", "--rounds", "-5"])
    assert stop.value.code == 2
    assert main(["simulate", "heads-up-holdem", "--rounds", "2000", "--seed", "2",
                 "--strategy", "exact", "--json"]) == 0
    exact = json.loads(capsys.readouterr().out)
    assert exact["strategy"] == "exact" and exact["rounds"] == 2000  # as the command was told
    assert "990" in exact["river"] and "91" in sim["river"]
    assert main(["simulate", "heads-up-holdem", "--rounds", "2000", "--seed", "2", "--json"]) == 0
    same = json.loads(capsys.readouterr().out)  # one strategy: the same result either way
    assert same["return"] == exact["return"]
    assert same["exact_return"] == pytest.approx(0.97642, abs=1e-5)


def test_main_game_return_adds_the_exact_gains(capsys: pytest.CaptureFixture[str]) -> None:
    """analyze --strategy: built-in = the simulation + the river's paired re-check (zero);
    optimal adds the exact flop gain (never negative) on flops the chart checked to."""
    from gamelib.games.heads_up.analysis import chart_check_share, flop_gains, main_game_return

    built_in = main_game_return("builtin", 20_000, 2_000, 3, seed=6)
    optimal = main_game_return("optimal", 20_000, 2_000, 3, seed=6)
    fast, river = built_in.parts["simulation"], built_in.parts["river_check"]
    assert river == (0.0, 0.0) and built_in.return_per_ante == 1 + fast[0]
    flop = optimal.parts["exact_flop_gain"]
    assert optimal.return_per_ante == pytest.approx(built_in.return_per_ante + flop[0])
    assert flop[0] >= 0 and all(g >= 0 for g in flop_gains(3, seed=6))
    assert chart_check_share() == 910 / 1326  # the chart raises with 416 of the 1,326 hands
    assert main(["analyze", "heads-up-holdem", "--strategy", "builtin", "--rounds", "5000",
                 "--paired-rounds", "500", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["strategy"] == "builtin" and out["preflop"] == "the built-in chart"
    with pytest.raises(SystemExit) as stop:  # argparse: a usage error, exit 2
        main(["analyze", "heads-up-holdem", "--strategy", "optimal", "--positions", "0"])
    assert stop.value.code == 2


@pytest.mark.parametrize(("argv", "names"), [
    (["analyze", "heads-up-holdem", "--strategy", "exact"], "'builtin', 'optimal'"),
    (["simulate", "heads-up-holdem", "--strategy", "optimal"], "'builtin', 'exact'"),
])
def test_a_bad_strategy_name_is_one_clear_error(argv: list[str], names: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1
    assert "invalid choice" in err and names in err and "Traceback" not in err


def test_the_exact_return_is_re_derived_on_a_small_sample() -> None:
    """The exact figure (every hand on every flop class, tools/make_flop_tables.py) lies in
    the interval of a small run of the built-in strategy (the simulator, its river exact),
    and the built-in strategy is the optimal one."""
    from gamelib.games.heads_up.analysis import EXACT_RETURN, main_game_return

    small = main_game_return("builtin", 400_000, 4_000, 1, seed=9)
    assert abs(small.return_per_ante - EXACT_RETURN["builtin"]) < small.half_width_99
    assert EXACT_RETURN["builtin"] == EXACT_RETURN["optimal"] > EXACT_RETURN["earlier_chart"]
