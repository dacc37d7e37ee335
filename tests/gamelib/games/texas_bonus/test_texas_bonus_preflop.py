"""Texas Hold'em Bonus's pre-flop table (gamelib.games.texas_bonus.preflop), re-derived on a
sample: PLAY 2x by the ADVISOR's exact flop values on a few random flops, within the errors
the table and the sample state."""

from __future__ import annotations

import math

import numpy as np
import pytest

from gamelib.cards import Card
from gamelib.games.holdem_preflop import all_classes, example_hole
from gamelib.games.texas_bonus.preflop import best_preflop, folded_classes, preflop_evs
from gamelib.games.texas_bonus.preflop_data import PLAY_EV
from gamelib.games.texas_bonus.strategy import flop_evs


def hole_of(cls: str) -> list[Card]:
    return [Card.from_id(c) for c in example_hole(cls)]


@pytest.mark.parametrize("cls", ["AKs", "72o"])
def test_play_re_derived_on_a_few_flops(cls):
    """PLAY 2x, then the better flop choice (each with the better turn choice after) on
    random flops: the ADVISOR's own exact values, averaged."""
    hole = hole_of(cls)
    rng = np.random.default_rng(11)
    rest = [c for c in range(52) if c not in example_hole(cls)]
    values = []
    for _ in range(12):
        flop = [Card.from_id(int(c)) for c in rng.choice(rest, 3, replace=False)]
        values.append(max(flop_evs(hole, flop).values()))
    sample = np.array(values)
    row = PLAY_EV[cls]
    error = math.hypot(sample.std(ddof=1) / math.sqrt(len(sample)), row[1] if len(row) > 1 else 0)
    assert abs(sample.mean() - row[0]) < 4 * error, (sample.mean(), row[0], error)


def test_the_table_reads_by_class():
    assert set(PLAY_EV) == set(all_classes())
    assert preflop_evs(hole_of("AA")) == {"play": PLAY_EV["AA"][0], "fold": -1.0}
    assert best_preflop(hole_of("AA")) == "play"
    assert max(PLAY_EV, key=lambda c: PLAY_EV[c][0]) == "AA"
    assert "AA" not in folded_classes()


def test_main_game_return_weighs_the_classes_by_their_hole_pairs():
    from gamelib.games.texas_bonus.preflop import main_game_return

    assert main_game_return(lambda cls: False) == pytest.approx(0.0)  # every hand folded
    every = main_game_return(lambda cls: True)
    best = main_game_return()
    assert best >= every
    only_aces = main_game_return(lambda cls: cls == "AA")
    assert only_aces == pytest.approx((6 * (1 + PLAY_EV["AA"][0]) + 1320 * 0) / 1326)


def test_the_exact_table_folds_only_two_three_to_two_seven_offsuit():
    """Exact (every flop, turn, river and dealer hand): 2-3 … 2-7 offsuit are the only folds,
    and the main game returns 0.97963 per ANTE (the published 2.04 % house edge)."""
    from gamelib.games.texas_bonus.preflop import main_game_return
    from gamelib.games.texas_bonus.preflop_data import PLAY_EV

    assert all(len(row) == 1 for row in PLAY_EV.values())  # exact: no standard errors
    assert sorted(folded_classes()) == ["32o", "42o", "52o", "62o", "72o"]
    assert {(int(c[0]), int(c[1])) for c in folded_classes()} == {(lo, 2) for lo in range(3, 8)}
    assert main_game_return() == pytest.approx(0.97963, abs=5e-6)
