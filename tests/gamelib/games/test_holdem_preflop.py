"""The pre-flop engine (every hole pair on a flop at once) against the ADVISOR's own
one-hand enumerations, and the generated pre-flop tables re-derived on a sample."""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path

import numpy as np
import pytest

from gamelib.cards import Card, parse_cards
from gamelib.games.dealer_holdem import showdown_grid
from gamelib.games.heads_up.rules import DEALER_QUALIFIES_FROM
from gamelib.games.holdem_preflop import (
    all_classes,
    canonical_flop,
    canonical_flops,
    class_index_table,
    example_hole,
    flop_showdowns,
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


@pytest.fixture(scope="module")
def showdowns():
    return flop_showdowns(tuple(c.id for c in parse_cards("Kh 9s 4d")), DEALER_QUALIFIES_FROM)


@pytest.mark.parametrize("hole", ["7d 2c", "As Ah", "Kd Qd", "9h 9c"])
def test_every_hole_pair_counted_as_the_one_hand_enumeration_counts_it(showdowns, hole):
    cards = parse_cards(hole)
    ids = sorted(c.id for c in cards)
    held = showdowns.hole_cards()
    p = int(np.flatnonzero((held[:, 0] == ids[0]) & (held[:, 1] == ids[1]))[0])
    rows = np.flatnonzero(showdowns.hole == p)
    grid = showdown_grid([cards], [Card.from_id(c) for c in showdowns.flop])
    # the same completions in the same order: match them by their two cards
    boards = np.sort(showdowns.unseen[showdowns.pairs[showdowns.board[rows]]], axis=1)
    order = np.lexsort(boards.T[::-1])
    wins, ties, losses = grid.outcome_counts()
    runouts = np.sort(grid.runouts, axis=1)
    assert (boards[order] == runouts[np.lexsort(runouts.T[::-1])]).all()
    ref = np.lexsort(runouts.T[::-1])
    r = rows[order]
    assert (showdowns.wins[r] == wins[ref]).all()
    assert (showdowns.ties[r] == ties[ref]).all()
    assert (showdowns.losses[r] == losses[ref]).all()
    assert (showdowns.strength[r] == grid.player[0][ref]).all()
    player = grid.player[0][ref][:, None]
    dealer = grid.dealer[ref]
    unqualified = dealer < DEALER_QUALIFIES_FROM
    assert (showdowns.wins_unqualified[r] == ((player > dealer) & unqualified).sum(axis=1)).all()
    assert (showdowns.losses_unqualified[r] == ((player < dealer) & unqualified).sum(axis=1)).all()


@pytest.mark.parametrize("hole", ["7d 2c", "Kd Qd"])
def test_the_generator_values_a_flop_as_the_advisor_does(showdowns, hole):
    from gamelib.games.texas_bonus.strategy import flop_evs

    tool = make_preflop()
    cards = parse_cards(hole)
    ids = sorted(c.id for c in cards)
    held = showdowns.hole_cards()
    p = int(np.flatnonzero((held[:, 0] == ids[0]) & (held[:, 1] == ids[1]))[0])
    flop = [Card.from_id(c) for c in showdowns.flop]
    texas = flop_evs(cards, flop)
    assert tool.texas_flop_values(showdowns)[p] == pytest.approx(max(texas.values()), abs=1e-12)
    raise3, check = tool.heads_up_flop_values(showdowns)
    grid = showdown_grid([cards], flop)
    from gamelib.games.heads_up.strategy import raise_values

    assert raise3[p] == pytest.approx(float(raise_values(grid, 3).mean()), abs=1e-12)
    flop_check = float(np.maximum(raise_values(grid, 1), -2.0).mean())
    assert check[p] == pytest.approx(max(float(raise_values(grid, 2).mean()), flop_check), abs=1e-12)
