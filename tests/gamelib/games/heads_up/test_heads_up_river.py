"""Heads Up Hold'em: the simulator's river (the dealer's 91 rank pairs) against the ADVISOR's
enumeration of the 990 dealer hands, position by position and on whole simulated runs."""

from __future__ import annotations

import numpy as np
import pytest

from gamelib.games.dealer_holdem import STRAIGHT, category_index, deal_batch
from gamelib.games.heads_up.analysis import EXACT_RETURN
from gamelib.games.heads_up.river import (
    DEALER_HANDS,
    FOLD_TOTAL,
    _weight_table,
    dealer_pair_weights,
    river_raises_fast,
    river_totals,
)
from gamelib.games.heads_up.strategy import river_values_batch, simulate, simulate_chunk
from gamelib.hands import evaluate7_batch


def _positions(rng: np.random.Generator, n: int, deck: np.ndarray) -> np.ndarray:
    """``n`` river positions (2 hole cards, 5 board cards) dealt from the card ids ``deck``."""
    return np.array([rng.choice(deck, 7, replace=False) for _ in range(n)], dtype=np.int16)


def _flush_boards(rng: np.random.Generator, n: int) -> np.ndarray:
    """Positions whose board holds three or four cards of one suit (hole cards anywhere)."""
    rows = []
    for _ in range(n):
        suit = int(rng.integers(4))
        same = int(rng.integers(3, 5))
        suited = rng.choice(np.arange(suit, 52, 4), same, replace=False)
        others = np.setdiff1d(np.arange(52), suited)
        rest = rng.choice(others[others % 4 != suit], 5 - same, replace=False)
        hole = rng.choice(np.setdiff1d(others, rest), 2, replace=False)
        rows.append(np.concatenate([hole, suited, rest]))
    return np.array(rows, dtype=np.int16)


def _check_against_enumeration(cards: np.ndarray) -> int:
    """Every position's fast choice is the enumeration's; below a straight also RAISE's exact
    EV x 990. Returns how many positions were below a straight."""
    hole, board = cards[:, :2], cards[:, 2:]
    strength = evaluate7_batch(cards)
    exact = river_values_batch(hole, board, strength)
    assert np.array_equal(river_raises_fast(hole, board, strength), exact > -2.0)
    below = category_index(strength) < STRAIGHT
    totals = river_totals(hole[below], board[below], strength[below])
    assert np.array_equal(totals, np.rint(exact[below] * DEALER_HANDS).astype(np.int64))
    return int(below.sum())


def test_random_river_positions_match_the_enumeration() -> None:
    """10,000 seeded random positions: the same choice, the same value, every one."""
    cards = deal_batch(np.random.default_rng(1907), 10_000, 7).astype(np.int16)
    assert _check_against_enumeration(cards) > 8_000


def test_boards_with_three_or_four_of_a_suit_match_the_enumeration() -> None:
    """The dealer's flushes are the part counted apart: 3,000 boards that allow one."""
    cards = _flush_boards(np.random.default_rng(33), 3_000)
    assert _check_against_enumeration(cards) > 1_500


def test_paired_and_connected_boards_match_the_enumeration() -> None:
    """Cards of six ranks only (2 to 7): paired, tripled and four-of-a-kind boards, straights,
    five of a rank impossible but four on the board common."""
    cards = _positions(np.random.default_rng(71), 3_000, np.arange(24))
    assert _check_against_enumeration(cards) > 500


def test_the_choice_flips_where_the_value_crosses_fold() -> None:
    """Both choices occur, and RAISE is taken exactly when the total is above -1,980."""
    cards = deal_batch(np.random.default_rng(5), 4_000, 7).astype(np.int16)
    hole, board = cards[:, :2], cards[:, 2:]
    strength = evaluate7_batch(cards)
    below = category_index(strength) < STRAIGHT
    totals = river_totals(hole[below], board[below], strength[below])
    raises = river_raises_fast(hole, board, strength)
    assert np.array_equal(raises[below], totals > FOLD_TOTAL)
    assert raises[~below].all() and 0 < raises[below].mean() < 1


def test_weights_count_the_dealers_hands_without_a_flush() -> None:
    """No suit three times on the board: the 91 weights are all 990 hands; with three or four
    of a suit, 990 minus the hands that make the flush (counted by hand here)."""
    rng = np.random.default_rng(12)
    cards = np.concatenate([deal_batch(rng, 300, 7).astype(np.int16), _flush_boards(rng, 300)])
    weights = dealer_pair_weights(cards[:, :2].astype(np.intp), cards[:, 2:].astype(np.intp))
    for row, w in zip(cards, weights):
        unseen = [int(c) for c in np.setdiff1d(np.arange(52), row)]
        suits = np.bincount(row[2:] % 4, minlength=4)
        flushes = 0
        if 3 <= suits.max() <= 4:
            s = int(suits.argmax())
            need = 5 - int(suits.max())
            flushes = sum(1 for i, a in enumerate(unseen) for b in unseen[i + 1:]
                          if (a % 4 == s) + (b % 4 == s) >= need)
        assert int(w.sum()) == DEALER_HANDS - flushes
    assert _weight_table().min() >= 0


def test_an_empty_batch_decides_nothing() -> None:
    empty = np.zeros((0, 2), dtype=np.int16)
    out = river_raises_fast(empty, np.zeros((0, 5), dtype=np.int16), np.zeros(0, dtype=np.int16))
    assert out.shape == (0,) and out.dtype == bool


def test_the_simulator_plays_the_enumerated_river_on_the_same_deals() -> None:
    """``builtin`` and ``exact`` (the enumeration) on one seed: the same decisions, the same
    net on every one of 20,000 rounds."""
    fast_net, fast_moves = simulate_chunk(np.random.default_rng(77), 20_000, "builtin")
    exact_net, exact_moves = simulate_chunk(np.random.default_rng(77), 20_000, "exact")
    assert np.array_equal(fast_moves, exact_moves) and np.array_equal(fast_net, exact_net)
    assert (fast_moves == 1).any() and (fast_moves == 0).any()
    assert simulate(3_000, seed=5).return_per_ante == simulate(3_000, seed=5,
                                                               strategy="exact").return_per_ante


def test_the_simulated_return_holds_the_exact_figure() -> None:
    """1,000,000 rounds: the exact return (0.97642) lies in the 99 % interval (the earlier
    river rule's 0.957 lay outside it)."""
    result = simulate(1_000_000, seed=2026)
    assert abs(result.return_per_ante - EXACT_RETURN["builtin"]) < result.half_width_99 < 0.015


@pytest.mark.slow
def test_a_large_run_holds_the_exact_figure() -> None:
    result = simulate(20_000_000, seed=20)
    assert abs(result.return_per_ante - EXACT_RETURN["builtin"]) < result.half_width_99 < 0.003
