"""Heads Up Hold'em's pre-flop table (gamelib.games.heads_up.preflop), re-derived on a sample:
RAISE 3x by simulating the round's own settlement, CHECK by the ADVISOR's exact flop values
on a few random flops — each within the errors the table and the sample state."""

from __future__ import annotations

import math

import numpy as np
import pytest

from gamelib.cards import Card, Deck
from gamelib.games.dealer_holdem import CATEGORY_NAMES, STRAIGHT, category_index, showdown_grid
from gamelib.games.heads_up.preflop import best_preflop, preflop_error, preflop_evs, raising_classes
from gamelib.games.heads_up.preflop_data import PREFLOP_EV
from gamelib.games.heads_up.rules import (
    BAD_BEAT_TABLE,
    DEALER_QUALIFIES_FROM,
    ODDS_TABLE,
    HeadsUpRound,
)
from gamelib.games.heads_up.strategy import raise_values
from gamelib.games.holdem_preflop import all_classes, example_hole
from gamelib.hands import evaluate7_batch

SEED = bytes(32)
ODDS_WIN = np.array([ODDS_TABLE.line(CATEGORY_NAMES[c]).ratio if c >= STRAIGHT else 0.0
                     for c in range(10)])
ODDS_LOSE = np.array([BAD_BEAT_TABLE.line(CATEGORY_NAMES[min(c, 8)]).ratio if c >= STRAIGHT else -1.0
                      for c in range(10)])


def hole_of(cls: str) -> list[Card]:
    return [Card.from_id(c) for c in example_hole(cls)]


def deals(cls: str, n: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """n random (dealer two, board five) beside the class's example hole cards."""
    hole = example_hole(cls)
    rest = np.array([c for c in range(52) if c not in hole], dtype=np.int16)
    rng = np.random.default_rng(seed)
    picks = rest[rng.random((n, 50)).argsort(axis=1)[:, :7]]
    return np.broadcast_to(np.array(hole, dtype=np.int16), (n, 2)), picks


def raise3_results(hole: np.ndarray, picks: np.ndarray) -> np.ndarray:
    """Net result in antes of RAISE 3x for each deal (the settlement, vectorised)."""
    dealer, board = picks[:, :2], picks[:, 2:]
    player = evaluate7_batch(np.concatenate([hole, board], axis=1))
    house = evaluate7_batch(np.concatenate([dealer, board], axis=1))
    win, lose = player > house, player < house
    sign = win.astype(float) - lose
    cat = category_index(player)
    odds = np.where(win, ODDS_WIN[cat], np.where(lose, ODDS_LOSE[cat], 0.0))
    result: np.ndarray = (house >= DEALER_QUALIFIES_FROM) * sign + 3 * sign + odds
    return result


def test_the_vectorised_settlement_is_the_rounds_own():
    hole, picks = deals("T9s", 60, seed=5)
    expected = raise3_results(hole, picks)
    for row, want in zip(picks, expected):
        cards = " ".join(str(Card.from_id(int(c))) for c in [*hole[0], *row])
        rnd = HeadsUpRound({"ante": 100, "odds": 100}, SEED, deck=Deck.stacked(cards))
        rnd.start()
        rnd.act("raise")
        assert rnd.net / 100 == pytest.approx(want, abs=0.011)  # 3 to 2 rounds down a cent


@pytest.mark.parametrize("cls", ["AA", "K7o", "72o"])
def test_raise_3x_re_derived_by_simulation(cls):
    n = 120_000
    results = raise3_results(*deals(cls, n, seed=19))
    error = math.hypot(results.std() / math.sqrt(n), PREFLOP_EV[cls][2] if len(PREFLOP_EV[cls]) > 2 else 0)
    assert abs(results.mean() - PREFLOP_EV[cls][0]) < 4 * error, (results.mean(), error)


@pytest.mark.parametrize("cls", ["KQs", "93o"])
def test_check_re_derived_on_a_few_flops(cls):
    """CHECK, then the better flop choice (the ADVISOR's exact values) on random flops."""
    hole = hole_of(cls)
    rng = np.random.default_rng(7)
    rest = [c for c in range(52) if c not in example_hole(cls)]
    values = []
    for _ in range(12):
        flop = [Card.from_id(int(c)) for c in rng.choice(rest, 3, replace=False)]
        grid = showdown_grid([hole], flop)
        check = float(np.maximum(raise_values(grid, 1), -2.0).mean())
        values.append(max(float(raise_values(grid, 2).mean()), check))
    sample = np.array(values)
    row = PREFLOP_EV[cls]
    error = math.hypot(sample.std(ddof=1) / math.sqrt(len(sample)), row[3] if len(row) > 3 else 0)
    assert abs(sample.mean() - row[1]) < 4 * error, (sample.mean(), row[1], error)


def test_the_table_reads_by_class_and_names_the_raises():
    assert set(PREFLOP_EV) == set(all_classes())
    aces = preflop_evs(hole_of("AA"))
    assert aces["raise"] > aces["check"] > 0 and best_preflop(hole_of("AA")) == "raise"
    assert preflop_error(hole_of("AA")) >= 0.0
    raises = set(raising_classes())
    assert {"AA", "KK", "AKs", "AKo"} <= raises and "72o" not in raises


def test_main_game_return_weighs_the_classes_by_their_hole_pairs():
    from gamelib.games.heads_up.preflop import main_game_return

    always_check = main_game_return(lambda cls: False)
    assert always_check == pytest.approx(
        1 + sum((6 if len(c) == 2 else 4 if c.endswith("s") else 12) * r[1]
                for c, r in PREFLOP_EV.items()) / 1326)
    assert main_game_return() >= max(always_check, main_game_return(lambda cls: True))


def test_the_exact_table_returns_the_published_figure():
    """Exact: RAISE 3x with 58 classes (416 hole pairs), 0.97642 per ANTE (2.36 %)."""
    from gamelib.games.heads_up.preflop import main_game_return
    from gamelib.games.holdem_preflop import combos

    assert all(len(row) == 2 for row in PREFLOP_EV.values())  # exact: no standard errors
    raises = raising_classes()
    assert len(raises) == 58 and sum(combos(c) for c in raises) == 416
    assert main_game_return() == pytest.approx(0.97642, abs=5e-6)
    assert main_game_return(lambda cls: True) == pytest.approx(0.66603, abs=5e-6)
