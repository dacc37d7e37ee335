"""The one-hand main game's return per ANTE, built-in and optimal (issue 19): the optimal
figure is the built-in one plus an exact, never negative gain on sampled flops."""

from __future__ import annotations

import json

import pytest

from gamelib.cards import Card
from gamelib.cli import main
from gamelib.games.casino_holdem.analysis import flop_gains, main_game_return
from gamelib.games.casino_holdem.strategy import advise


def test_each_gain_is_the_advisors_best_minus_the_built_in_choice() -> None:
    import numpy as np

    from gamelib.games.dealer_holdem import deal_batch

    gains = flop_gains(8, seed=3)
    rows = deal_batch(np.random.default_rng([3, 19]), 8, 5)
    for gain, row in zip(gains, rows):
        advice = advise([Card.from_id(int(c)) for c in row[:2]], [Card.from_id(int(c)) for c in row[2:]])
        best = max(advice.ev_play, advice.ev_fold)
        built_in = advice.ev_play if advice.strategy_plays else advice.ev_fold
        assert gain == pytest.approx(best - built_in, abs=1e-12) and gain >= 0


def test_optimal_is_the_built_in_figure_plus_the_gain() -> None:
    built_in = main_game_return("builtin", 20_000, 0, seed=5)
    optimal = main_game_return("optimal", 20_000, 6, seed=5)
    assert optimal.return_per_ante == pytest.approx(built_in.return_per_ante + optimal.gain)
    assert optimal.half_width_99 >= built_in.half_width_99 > 0
    with pytest.raises(ValueError):
        main_game_return("chart", 10, 1)


def test_analyze_strategy_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "casino-holdem", "--strategy", "optimal", "--rounds", "20000",
                 "--positions", "3", "--seed", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["strategy"] == "optimal" and out["hands"] == 1 and out["positions"] == 3
    low, high = out["ci99_interval"]
    assert low < out["return"] < high
    with pytest.raises(SystemExit) as stop:  # argparse: a usage error, exit 2
        main(["analyze", "casino-holdem", "--strategy", "builtin", "--rounds", "0"])
    assert stop.value.code == 2


@pytest.mark.parametrize("argv", [
    ["analyze", "casino-holdem", "--strategy", "exact"],
    ["analyze", "casino-holdem", "--strategy", "Optimal"],
])
def test_a_bad_strategy_name_is_one_clear_error(argv: list[str],
                                                capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(argv)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err.count("\n") == 1
    assert "invalid choice" in err and "'builtin', 'optimal'" in err and "Traceback" not in err


def test_the_exact_return_is_re_derived_on_a_small_sample() -> None:
    """The exact figure (every hand on every flop class, tools/make_flop_tables.py) lies in
    the interval of a small simulation of the built-in strategy, and the table's strategy is
    the optimal one, so both strategies share it."""
    from gamelib.games.casino_holdem.analysis import EXACT_RETURN

    small = main_game_return("builtin", 300_000, 0, seed=9)
    assert abs(small.return_per_ante - EXACT_RETURN["builtin"]) < small.half_width_99
    assert EXACT_RETURN["builtin"] == EXACT_RETURN["optimal"]
    assert EXACT_RETURN["optimal"] - EXACT_RETURN["rule_to_remember"] > 0.005
