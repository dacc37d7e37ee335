"""Every hand on one flop at once (gamelib.games.flop_outcomes): the counts against the
ADVISORs' one-hand enumerations, the classes of flops, and the flop tables' look-up."""

from __future__ import annotations

import numpy as np
import pytest

from gamelib.cards import Card, parse_cards
from gamelib.games.dealer_holdem import showdown_grid
from gamelib.games.flop_outcomes import FlopOutcomes, FlopTable, flop_class_of, flop_classes


@pytest.fixture(scope="module")
def outcomes() -> FlopOutcomes:
    return FlopOutcomes([c.id for c in parse_cards("Qh 7c 2s")])


def test_counts_match_a_one_hand_enumeration(outcomes: FlopOutcomes) -> None:
    from gamelib.games.casino_holdem.rules import DEALER_QUALIFIES_FROM

    not_q, wins_q, losses_q = outcomes.qualified(DEALER_QUALIFIES_FROM)
    holes = outcomes.hole_cards
    for k in (0, 77, 640, 1175):
        grid = showdown_grid([[int(c) for c in holes[k]]], outcomes.flop.tolist())
        wins, ties, losses = grid.outcome_counts()
        rows = outcomes.hands == k
        assert rows.sum() == 1081 and ties.size == 1081
        # the completions in the same order: sort both by their cards
        j = np.flatnonzero(rows.any(axis=1))
        mine = outcomes.unseen[outcomes.runouts[j]]
        order_mine = np.lexsort(np.sort(mine, axis=1).T[::-1])
        order_grid = np.lexsort(np.sort(grid.runouts, axis=1).T[::-1])

        def pick(a: np.ndarray, rows: np.ndarray = rows, order: np.ndarray = order_mine) -> np.ndarray:
            return a[rows][order]

        assert (pick(outcomes.wins) == wins[order_grid]).all()
        assert (pick(outcomes.losses) == losses[order_grid]).all()
        qualifies = grid.dealer >= DEALER_QUALIFIES_FROM
        p = grid.player[0][:, None]
        assert (pick(not_q) == (~qualifies).sum(axis=1)[order_grid]).all()
        assert (pick(wins_q) == (qualifies & (p > grid.dealer)).sum(axis=1)[order_grid]).all()
        assert (pick(losses_q) == (qualifies & (p < grid.dealer)).sum(axis=1)[order_grid]).all()


def test_the_classes_of_flops() -> None:
    reps, weights = flop_classes()
    assert len(reps) == 1755 and weights.sum() == 22_100
    assert sorted(set(weights.tolist())) == [4, 12, 24]  # one suit, two suits, three suits
    rng = np.random.default_rng(4)
    flops = np.argsort(rng.random((500, 52)), axis=1)[:, :3]
    cls, perm = flop_class_of(flops)
    mapped = np.sort(flops // 4 * 4 + perm[np.arange(500)[:, None], flops % 4], axis=1)
    assert (mapped == reps[cls]).all()


def test_a_table_reads_the_same_decision_whatever_the_suits() -> None:
    rng = np.random.default_rng(8)
    bits = rng.random((1755, 1326)) < 0.5
    table = FlopTable.from_bytes(FlopTable(bits).to_bytes())
    assert (table.bits == bits).all()
    reps, _weights = flop_classes()
    hole = np.array([[40, 45], [0, 51], [13, 14]])
    for c in (0, 700, 1754):  # a class's own flop is read as it is stored
        flop = np.broadcast_to(reps[c], (3, 3))
        assert (table.lookup(hole, flop) == bits[c, FlopTable.pair_numbers(hole)]).all()
    with pytest.raises(ValueError):
        FlopTable(bits[:10])
    # a shipped table answers the same for a position with its suits renamed
    from gamelib.games.casino_holdem.flop_table import table as casino_table

    cards = np.argsort(rng.random((300, 52)), axis=1)[:, :5]
    swap = np.array([2, 0, 3, 1])
    renamed = cards // 4 * 4 + swap[cards % 4]
    shipped = casino_table()
    assert (shipped.lookup(cards[:, :2], cards[:, 2:])
            == shipped.lookup(renamed[:, :2], renamed[:, 2:])).all()


def test_values_of_one_hand(outcomes: FlopOutcomes) -> None:
    """The three games' per-hand values equal their ADVISORs' for a hand of this flop."""
    from gamelib.games.casino_holdem.flop_table import play_values
    from gamelib.games.casino_holdem.strategy import advise as casino_advise
    from gamelib.games.heads_up.flop_values import street_values as heads_up_values
    from gamelib.games.heads_up.strategy import advise as heads_up_advise
    from gamelib.games.texas_bonus.flop_values import street_values as texas_values
    from gamelib.games.texas_bonus.strategy import flop_evs

    k = 900
    hole = [Card.from_id(int(c)) for c in outcomes.hole_cards[k]]
    flop = [Card.from_id(int(c)) for c in outcomes.flop]
    assert play_values(outcomes)[k] == pytest.approx(casino_advise(hole, flop).ev_play, abs=1e-12)
    texas = texas_values(outcomes)
    evs = flop_evs(hole, flop)
    assert (texas["play"][k], texas["check"][k]) == pytest.approx((evs["play"], evs["check"]), abs=1e-12)
    assert texas["play_rule"][k] <= texas["play"][k] + 1e-12
    heads_up = heads_up_values(outcomes)
    advice = heads_up_advise(hole, flop)
    assert (heads_up["raise"][k], heads_up["check"][k]) == pytest.approx(
        (advice.values["raise"], advice.values["check"]), abs=1e-12)
