"""The pre-flop tables' bookkeeping (classes, flops up to suits) and the generator's per-flop
values (every hand at once, on gamelib.games.flop_outcomes) against the ADVISOR's own
one-hand enumerations."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

import numpy as np
import pytest

from gamelib.cards import parse_cards
from gamelib.games.dealer_holdem import showdown_grid
from gamelib.games.holdem_preflop import (
    all_classes,
    canonical_flop,
    canonical_flops,
    class_index_table,
    example_hole,
    hand_class,
)

ROOT = Path(__file__).resolve().parents[3]


def make_preflop():
    """tools/make_preflop.py as a module (its per-flop values are what the tables sum)."""
    spec = importlib.util.spec_from_file_location("make_preflop", ROOT / "tools" / "make_preflop.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_169_classes_cover_the_1326_hole_pairs():
    classes = all_classes()
    assert len(classes) == len(set(classes)) == 169
    table = class_index_table()
    counts = np.bincount(table[np.triu_indices(52, 1)], minlength=169)
    sizes = {c: 6 if len(c) == 2 else 4 if c.endswith("s") else 12 for c in classes}
    assert counts.tolist() == [sizes[c] for c in classes]
    for cls in ("AA", "AKs", "72o", "32o", "22"):
        assert hand_class(*example_hole(cls)) == cls


def test_1755_flops_stand_for_all_22100():
    flops = canonical_flops()
    assert len(flops) == 1755
    assert sum(n for _, n in flops) == math.comb(52, 3)
    assert canonical_flop((51, 47, 43)) == canonical_flop((48, 44, 40))  # A-K-Q of one suit


FLOP = "Kh 9s 4d"


@pytest.fixture(scope="module")
def outcomes():
    from gamelib.games.flop_outcomes import FlopOutcomes

    return FlopOutcomes([c.id for c in parse_cards(FLOP)])


def hand_number(outcomes, cards) -> int:
    ids = sorted(c.id for c in cards)
    held = np.sort(outcomes.hole_cards, axis=1)
    return int(np.flatnonzero((held[:, 0] == ids[0]) & (held[:, 1] == ids[1]))[0])


@pytest.mark.parametrize("hole", ["7d 2c", "Kd Qd", "As Ah", "9h 9c"])
def test_the_generator_values_a_flop_as_the_advisor_does(outcomes, hole):
    """Every hand's per-flop value the tables sum is the ADVISOR's own exact value."""
    from gamelib.games.heads_up.strategy import raise_values
    from gamelib.games.texas_bonus.strategy import flop_evs

    tool = make_preflop()
    cards = parse_cards(hole)
    p = hand_number(outcomes, cards)
    flop = parse_cards(FLOP)
    texas = flop_evs(cards, flop)
    assert tool.texas_flop_values(outcomes)[p] == pytest.approx(max(texas.values()), abs=1e-12)
    raise3, check = tool.heads_up_flop_values(outcomes)
    grid = showdown_grid([cards], flop)
    assert raise3[p] == pytest.approx(float(raise_values(grid, 3).mean()), abs=1e-12)
    flop_check = float(np.maximum(raise_values(grid, 1), -2.0).mean())
    assert check[p] == pytest.approx(max(float(raise_values(grid, 2).mean()), flop_check), abs=1e-12)
