"""The dealer hold'em base: pay lines, hand names, categories, batch dealing, and the exact
showdown enumeration checked against an independent plain-Python count."""

from __future__ import annotations

import math
from itertools import combinations
from typing import Any

import numpy as np
import pytest
from helpers.holdem_reference import score7

from gamelib.cards import Card, Deck, parse_cards
from gamelib.events import CardDealt, CardTurned, HandShown, Outcome
from gamelib.games.base import Action
from gamelib.games.dealer_holdem import (
    CATEGORY_NAMES,
    DealerHoldemRound,
    PayLine,
    PayTable,
    category_index,
    confidence_half_width,
    deal_batch,
    partial_hand_name,
    showdown_grid,
)
from gamelib.hands import evaluate


def test_pay_lines_pay_x_to_1_with_the_stake_back():
    line = PayLine("Flush", 3, 2)
    assert line.paid(100) == 250 and line.winnings(101) == 151 and line.label == "3 to 2"
    assert PayLine("A-A", 30).paid(10) == 310
    table = PayTable("T", (PayLine("A", 2), PayLine("B", 1)))
    assert table.line("B").to == 1 and table.get("C") is None and table.get(None) is None
    assert [ln.name for ln in table] == ["A", "B"] and len(table) == 2
    with pytest.raises(KeyError):
        table.line("C")


@pytest.mark.parametrize("cards,name", [
    ("As Ad", "Pair of Aces"), ("Kd 7s", "King High"), ("2c 2d 2h", "Three of a Kind, Twos"),
    ("6c 6d 9h 9s", "Two Pair, Nines and Sixes"), ("", ""),
])
def test_partial_hand_names(cards, name):
    assert partial_hand_name(parse_cards(cards)) == name


@pytest.mark.parametrize("cards,category", [
    ("As Ks Qs Js Ts", "Royal flush"), ("9s 8s 7s 6s 5s", "Straight flush"),
    ("5d 4d 3d 2d Ad", "Straight flush"), ("9s 9d 9c 9h 2s", "Four of a kind"),
    ("9s 9d 9c 2h 2s", "Full house"), ("As 9s 7s 4s 2s", "Flush"),
    ("5s 4d 3c 2h Ad", "Straight"), ("As Kd Qc Jh Td", "Straight"),
    ("7s 7d 7c Jh 2d", "Three of a kind"), ("7s 7d 2c 2h Ad", "Two pair"),
    ("7s 7d Kc 2h Ad", "Pair"), ("7s 5d Kc 2h Ad", "High card"), ("7s 5d 4c 3h 2d", "High card"),
])
def test_category_index_agrees_with_the_evaluator(cards, category):
    assert CATEGORY_NAMES[category_index(evaluate(parse_cards(cards)).strength)] == category


def test_category_floors():
    assert category_index(np.array([1, 1277, 1278, 5853, 5854, 7461, 7462])).tolist() == \
        [0, 0, 1, 3, 4, 8, 9]


def test_deal_batch_deals_distinct_cards_evenly():
    rng = np.random.default_rng(1)
    cards = deal_batch(rng, 20_000, 9)
    assert cards.shape == (20_000, 9) and cards.min() >= 0 and cards.max() <= 51
    assert all(len(set(row)) == 9 for row in cards[:2000].tolist())
    counts = np.bincount(cards[:, 0], minlength=52)
    assert counts.min() > 300 and counts.max() < 480  # about 385 each
    again = deal_batch(np.random.default_rng(1), 20_000, 9)
    assert (again == cards).all()


def test_confidence_half_width():
    assert confidence_half_width(1.0, 10_000) == pytest.approx(0.025758, abs=1e-6)


def _reference_counts(hole, board):
    """Wins/ties/losses over every river(s) and dealer pair, in plain Python."""
    known = {c.id for c in hole + board}
    unseen = [c for c in range(52) if c not in known]
    k = 5 - len(board)
    w = t = lose = 0
    for run in combinations(unseen, k):
        full = [c.id for c in board] + list(run)
        mine = score7([c.id for c in hole] + full)
        rest = [c for c in unseen if c not in run]
        for d in combinations(rest, 2):
            theirs = score7(list(d) + full)
            w += mine > theirs
            t += mine == theirs
            lose += mine < theirs
    return w, t, lose


def test_showdown_grid_on_the_river_matches_a_plain_count():
    hole, board = parse_cards("Ah Td"), parse_cards("Ts 9c 4d 4h Kc")
    grid = showdown_grid([hole], board)
    assert grid.runouts.shape == (1, 0) and grid.dealer.shape == (1, math.comb(45, 2))
    wins, ties, losses = grid.outcome_counts()
    assert (int(wins.sum()), int(ties.sum()), int(losses.sum())) == _reference_counts(hole, board)


@pytest.mark.slow
def test_showdown_grid_on_the_turn_matches_a_plain_count():
    hole, board = parse_cards("8h 7h"), parse_cards("9h 6c 2h Kd")
    grid = showdown_grid([hole], board)
    assert grid.dealer.shape == (46, 990)
    wins, ties, losses = grid.outcome_counts()
    assert (int(wins.sum()), int(ties.sum()), int(losses.sum())) == _reference_counts(hole, board)


def test_showdown_grid_shapes_with_two_hands_and_dead_cards():
    grid = showdown_grid([parse_cards("Ah Ad"), parse_cards("7c 2d")], parse_cards("Ks Qs Js"),
                         dead=parse_cards("3c"))
    # 52 - 4 hole - 3 board - 1 dead = 44 unseen
    assert grid.runouts.shape == (math.comb(44, 2), 2)
    assert grid.dealer.shape == (math.comb(44, 2), math.comb(42, 2))
    assert grid.player.shape == (2, math.comb(44, 2))
    assert (grid.player[0] > grid.player[1]).mean() > 0.9


class _Toy(DealerHoldemRound):
    """A minimal game on the base: deal, one PLAY decision, the whole board, even money."""

    game_id = "toy-holdem"
    player_hands = ("hand1", "hand2")

    def _start(self) -> None:
        self._deal_player_hands()
        self._deal_dealer()
        self._deal_board(5, face_up=False)
        self._set_phase("decide")

    def legal_actions(self) -> tuple[str, ...]:
        return ("play",) if self.phase == "decide" else ()

    def default_action(self) -> Action | None:
        return ("play", {}) if self.phase == "decide" else None

    def _stake_for(self, action: str, **params: Any) -> int:
        return 0  # PLAY adds no bet here

    def _do_play(self) -> None:
        self._turn_board()
        self._reveal_dealer()
        self._show_player_hands()
        for hand in self.player_hands:
            self._settle_by_result(hand, self.compare(hand), PayLine("Even", 1))
        self._finish()


def test_the_base_deals_in_order_turns_and_settles_each_hand():
    rnd = _Toy({"hand1": 100, "hand2": 50}, bytes(32),
               deck=Deck.stacked("Ah Ad 7c 2d Kc Kd 3s 5h 9c Jd Qh"))
    events = rnd.start()
    assert [e.to for e in events if isinstance(e, CardDealt)] == \
        ["hand1"] * 2 + ["hand2"] * 2 + ["dealer"] * 2 + ["board"] * 5
    assert rnd.visible_board == [] and len(rnd.dealt_cards()) == 11
    events = rnd.act("play")
    assert sum(isinstance(e, CardTurned) for e in events) == 7
    assert {e.to for e in events if isinstance(e, HandShown)} == {"dealer", "hand1", "hand2"}
    assert {r.spot: (r.paid, r.outcome) for r in rnd.results} == {
        "hand1": (200, Outcome.WIN), "hand2": (0, Outcome.LOSE)}
    snap = rnd.record()
    assert snap["hands"] == {"hand1": "Ah Ad", "hand2": "7c 2d"} and snap["dealer"] == "Kc Kd"
    assert "Pair" in snap["hand_names"]["hand1"] or "pair" in snap["hand_names"]["hand1"]
    assert isinstance(rnd.hole_cards("dealer")[0], Card)
