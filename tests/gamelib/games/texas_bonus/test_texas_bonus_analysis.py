"""Exact side-bet returns, the vectorised simulator (checked round by round against the real
game), and the analyze/simulate commands."""

from __future__ import annotations

import json
from fractions import Fraction

import numpy as np
import pytest

from gamelib.cards import Card, Deck
from gamelib.cli import main as cli_main
from gamelib.games.dealer_holdem import deal_batch
from gamelib.games.texas_bonus.analysis import (
    _bonus_multiples,
    bonus_return,
    jackpot_return,
    simulate,
    simulate_chunk,
)
from gamelib.games.texas_bonus.rules import TexasBonusRound
from gamelib.games.texas_bonus.strategy import strategy_action, turn_plays


def test_bonus_return_is_exact():
    # combos of two hole cards per line, out of 1,326; A-A splits on the dealer's 1 in 1,225
    expected = (Fraction(6, 1326) * (Fraction(1, 1225) * 1001 + Fraction(1224, 1225) * 31)
                + Fraction(4 * 26 + 8 * 21 + 12 * 16 + 18 * 11 + 24 * 6 + 54 * 4, 1326))
    got = bonus_return()
    assert got["return_fraction"] == f"{expected.numerator}/{expected.denominator}"
    assert got["return"] == pytest.approx(float(expected), abs=1e-15)
    assert sum(line["return"] for line in got["lines"]) == pytest.approx(got["return"])


def test_jackpot_return_is_fixed_prizes_plus_the_progressive_share():
    got = jackpot_return()
    fixed = Fraction(36 * 2500 + 624 * 250 + 3744 * 50 + 5108 * 25 + 10200 * 10 + 54912 * 3,
                     2_598_960)
    assert got["fixed_prizes_return"] == pytest.approx(float(fixed), abs=1e-15)
    assert got["progressive_share"] == 0.5
    assert got["return"] == pytest.approx(float(fixed) + 0.5, abs=1e-15)
    assert got["royal_probability"] == 4 / 2_598_960
    assert [ln["count"] for ln in got["lines"]] == [4, 36, 624, 3744, 5108, 10200, 54912]


def _fast_path_action(phase, hole, board):
    """The simulator's fast path: the built-in strategy with the turn rule."""
    if phase != "turn":
        return strategy_action(phase, hole, board)
    row = np.array([[c.id for c in list(hole) + list(board[:4])]])
    return "play" if turn_plays(row)[0] else "check"


@pytest.mark.parametrize(("strategy", "rounds", "decide"), [
    ("builtin", 300, _fast_path_action), ("exact", 40, strategy_action)])
def test_the_vectorised_simulator_agrees_with_the_game_round_by_round(strategy, rounds, decide):
    rng = np.random.default_rng(5)
    state = rng.bit_generator.state
    out = simulate_chunk(rng, rounds, strategy)
    rng.bit_generator.state = state
    rows = deal_batch(rng, rounds, 9)
    for i, row in enumerate(rows.tolist()):
        rnd = TexasBonusRound({"ante": 100, "bonus": 100}, bytes(32),
                              deck=Deck.stacked([Card.from_id(c) for c in row]))
        rnd.start()
        while not rnd.is_over:
            rnd.act(decide(str(rnd.phase), rnd.hands["player"], rnd.board))
        main_net = sum(r.paid for r in rnd.results if r.spot != "bonus") - \
            sum(v for k, v in rnd.stakes().items() if k != "bonus")
        assert main_net == out["net"][i] * 100, (i, row)
        assert rnd.payouts().get("bonus", 0) == out["bonus"][i] * 100
        assert sum(v for k, v in rnd.stakes().items() if k != "bonus") == out["staked"][i] * 100


def test_bonus_multiples_vectorised():
    hole = np.array([[51, 50], [51, 46], [51, 42], [3, 2], [28, 0]])
    dealer = np.array([[49, 48], [0, 1], [0, 1], [4, 5], [4, 5]])
    assert _bonus_multiples(hole, dealer).tolist() == [1001, 16, 6, 4, 0]


def test_simulate_is_repeatable_and_sane():
    a = simulate(50_000, seed=3, chunk=20_000)
    b = simulate(50_000, seed=3, chunk=20_000)
    assert a["return_per_ante"] == b["return_per_ante"]
    assert 0.9 < a["return_per_ante"] < 1.1
    assert 0.97 < a["return_per_total_bet"] < 1.03
    assert 0 < a["return_per_ante_ci99"] < 0.05
    assert a["rounds"] == 50_000 and 0 < a["fold_rate"] < 0.2


def _run(capsys, *argv):
    code = cli_main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_analyze_command(capsys):
    code, out, _ = _run(capsys, "analyze", "texas-holdem-bonus", "--bet", "bonus", "--json")
    assert code == 0 and json.loads(out)["return"] == pytest.approx(bonus_return()["return"])
    code, out, _ = _run(capsys, "analyze", "texas-holdem-bonus", "--bet", "jackpot")
    assert code == 0 and "Fixed prizes return" in out


def test_simulate_command(capsys, tmp_path):
    code, out, _ = _run(capsys, "simulate", "texas-holdem-bonus", "--rounds", "2000",
                        "--seed", "1", "--json")
    data = json.loads(out)
    assert code == 0 and {"return", "return_per_total_bet", "ci99_half_width",
                          "return_per_total_bet_ci99_half_width"} <= set(data)
    with pytest.raises(SystemExit) as stop:  # argparse: a usage error, exit 2
        _run(capsys, "simulate", "texas-holdem-bonus", "--rounds", "0")
    assert stop.value.code == 2 and "--rounds" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        _run(capsys, "simulate", "texas-holdem-bonus", "--rounds", "5", "--seed", "-3")
    assert stop.value.code == 2 and "--seed" in capsys.readouterr().err


def test_simulate_through_the_session(capsys, tmp_path):
    code, out, _ = _run(capsys, "simulate", "texas-holdem-bonus", "--rounds", "30", "--seed", "2",
                        "--data-dir", str(tmp_path), "--json")
    assert code == 0 and json.loads(out)
    code, out, _ = _run(capsys, "history", "--data-dir", str(tmp_path), "--json")
    assert code == 0 and out.count("texas-holdem-bonus") >= 30


def test_main_game_return_builtin_and_optimal(capsys):
    """analyze --strategy (issue 19): optimal = the built-in simulation + the exact flop and
    turn gains (each never negative), weighted by the chart's exact share of hands played."""
    from gamelib.games.texas_bonus import analysis
    from gamelib.games.texas_bonus.strategy import flop_evs

    assert analysis.chart_play_share() == 1266 / 1326  # 2-3 .. 2-7 offsuit fold: 5 x 12 hands
    built_in = analysis.main_game_return("builtin", 20_000, 2, 5, seed=3)
    optimal = analysis.main_game_return("optimal", 20_000, 2, 5, seed=3)
    parts = optimal["parts"]
    assert built_in["return_per_ante"] == pytest.approx(
        1 + parts["simulation"]["value"] + parts["exact_turn_gain"]["value"])
    assert optimal["return_per_ante"] == pytest.approx(
        built_in["return_per_ante"] + parts["exact_flop_gain"]["value"])
    assert parts["exact_flop_gain"]["value"] == 0  # the flop table is the exact best choice
    assert min(analysis.turn_gains(20, seed=3)) >= 0
    gains = analysis.flop_gains(2, seed=3)
    row = analysis._played_positions(np.random.default_rng([3, 19]), 3)
    evs = flop_evs(*analysis._cards(row))
    chosen = evs["play"] if strategy_action("flop", *analysis._cards(row)) == "play" else evs["check"]
    assert gains[0] == pytest.approx(max(evs.values()) - chosen, abs=1e-12)
    code, out, _ = _run(capsys, "analyze", "texas-holdem-bonus", "--strategy", "builtin",
                        "--rounds", "3000", "--json")
    assert code == 0 and json.loads(out)["strategy"] == "builtin"
    assert _run(capsys, "analyze", "texas-holdem-bonus")[0] == 1


@pytest.mark.parametrize(("argv", "names"), [
    (["analyze", "texas-holdem-bonus", "--strategy", "exact"], "'builtin', 'optimal'"),
    (["simulate", "texas-holdem-bonus", "--strategy", "optimal"], "'builtin', 'exact'"),
])
def test_a_bad_strategy_name_is_one_clear_error(argv, names, capsys):
    with pytest.raises(SystemExit) as stop:
        cli_main(argv)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1
    assert "invalid choice" in err and names in err and "Traceback" not in err
    with pytest.raises(ValueError):
        simulate(10, strategy="optimal")


def test_simulate_exact_plays_the_turn_exactly(capsys):
    """simulate --strategy exact: the same deals as the fast path (so the same pre-flop
    folds), the turn decided exactly; each reports its name."""
    code, out, _ = _run(capsys, "simulate", "texas-holdem-bonus", "--rounds", "30", "--seed", "4",
                        "--strategy", "exact", "--json")
    exact = json.loads(out)
    assert code == 0 and exact["strategy"] == "exact" and exact["rounds"] == 30
    fast = simulate(30, seed=4)
    assert fast["strategy"] == "builtin" and fast["fold_rate"] == exact["fold_rate"]


def test_the_exact_returns_are_re_derived_on_a_small_sample():
    """The exact figures (every hand on every flop class, tools/make_flop_tables.py) lie in
    the intervals of small simulations: the fast path (turn rule) and the built-in strategy
    (exact turn: the fast path plus the exact turn's paired gain)."""
    from gamelib.games.texas_bonus import analysis

    exact = analysis.EXACT_RETURN
    fast = simulate(300_000, seed=9)
    assert abs(fast["return_per_ante"] - exact["fast_path"]) < fast["return_per_ante_ci99"]
    built_in = analysis.main_game_return("builtin", 300_000, 1, 100, seed=9)
    assert abs(built_in["return_per_ante"] - exact["builtin"]) < built_in["half_width_99"]
    assert exact["builtin"] == exact["optimal_after_chart"]
    assert 0 < exact["builtin"] - exact["fast_path"] < 0.005
