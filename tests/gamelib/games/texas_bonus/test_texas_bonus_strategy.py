"""The built-in strategy's rules and the ADVISOR's exact expected values, the latter checked
against a plain-Python enumeration written apart from the numpy one."""

from __future__ import annotations

from itertools import combinations

import numpy as np
import pytest
from helpers.holdem_reference import score7

from gamelib.cards import Deck, parse_cards
from gamelib.games.texas_bonus.rules import TexasBonusRound
from gamelib.games.texas_bonus.strategy import (
    PREFLOP_FOLDS,
    advise,
    flop_evs,
    flop_plays,
    flop_rule_plays,
    preflop_folds,
    strategy_action,
    turn_evs,
    turn_plays,
    turn_plays_exact,
)


def ids(text: str) -> np.ndarray:
    return np.array([[c.id for c in parse_cards(text)]], dtype=np.int16)


@pytest.mark.parametrize("hole,folds", [
    ("7d 2c", True), ("3h 2s", True), ("2d 5c", True), ("6c 4d", False), ("4c 3d", False),
    ("7h 2h", False), ("2c 2d", False),
    ("Kd 2c", False), ("8c 2d", False), ("7c 5d", False), ("Ah 3d", False),
])
def test_preflop_folds_only_weak_offsuit_hands(hole, folds):
    assert bool(preflop_folds(ids(hole))[0]) is folds
    assert strategy_action("preflop", parse_cards(hole), []) == ("fold" if folds else "play")


def test_the_fold_list_is_offsuit_low_cards_only():
    assert sorted(PREFLOP_FOLDS) == [(3, 2), (4, 2), (5, 2), (6, 2), (7, 2)]


@pytest.mark.parametrize("five,plays", [
    ("Ah 2c Ad 9s 5c", True),   # pair using a hole card
    ("8h 8c Ks Qd 2c", True),   # pocket pair
    ("Ah Kc 7d 7s 2c", True),   # the pair is the board's, but an ace on it plays
    ("Ah 3h 9h Kh 2c", True),   # four to a flush with a hole card
    ("Ah 3c 9h Kh 2h", True),   # (the ace is the hole card of the suit)
    ("2c 3d 9h Kh Qh", False),  # three to a flush on the board, none in hand
    ("9c 8d 7h 6s Kc", False),  # a low open-ended straight draw checks
    ("Qc Jd Th 9s 2c", True),   # ... with a queen or better it plays
    ("9c 8d Jh 6s Kc", False),  # gutshot
    ("Ac Kd Jh 6s 2c", True),   # ace with a ten or better
    ("Ac 7d Jh 6s 2c", False),  # ace with a small kicker
    ("Kc 7d Jh Js 2c", True),   # a king on a paired board
    ("3c 3d Jh 6s 2c", True),   # a pocket pair under two board cards
    ("3c 3d Jh 6s 8c", False),  # ... under all three
    ("9c 8d 7h 6s 5c", True),   # straight made
])
def test_flop_rule(five, plays):
    assert bool(flop_rule_plays(ids(five))[0]) is plays


@pytest.mark.parametrize("five", [
    "Ah 2c Ad 9s 5c", "9c 8d 7h 6s Kc", "Ac 7d Jh 6s 2c", "3c 3d Jh 6s 8c", "Kc 7d Jh Js 2c",
    "Qd 4d 9h 5c 2s", "Ts 9s 8h 2d Kc", "7h 6h Ah Kd 2c", "Kd Jc Th 4s 3c", "6c 5c 7s 8d Kh",
])
def test_the_flop_table_plays_the_advisors_best_choice(five):
    """The built-in flop choice (the shipped table) is the exact EVs' better one, whatever
    the earlier rule says (flops chosen where it and the rule often differ)."""
    cards = parse_cards(five)
    evs = flop_evs(cards[:2], cards[2:])
    best = "play" if evs["play"] > evs["check"] else "check"
    assert strategy_action("flop", cards[:2], cards[2:]) == best
    assert bool(flop_plays(ids(five))[0]) is (best == "play")


@pytest.mark.parametrize("six,plays", [
    ("Ah 2c Ad 9s 5c Kd", True),
    ("Ah Kc 7d 7s 2c 3d", True),    # the board pair only, but an ace to beat it
    ("5h 3h 9h Kh 2c 8d", False),   # a low flush draw with one card to come: check
    ("Qh 3h 9h Kh 2c 8d", False),   # ... even with a queen in hand
    ("Ah 3h 9h Kh 2c 8d", True),    # ... with the ace: play
    ("3s 3c Qd 9c 6h Jc", False),   # a pocket pair under the whole board
    ("4s 4c Qd 9c 2h Jc", True),    # ... under three of four
    ("4c 4h 3s 3d 9h Kc", True),    # ... under two
    ("As 7d Kc Kh 2d 4s", True),    # an ace on a paired board
    ("Qs 7d Kc 8h 2d 4s", False),   # nothing
    ("9c 8d 7h 6s 5c Kd", True),
])
def test_turn_rule(six, plays):
    """The simulator's fast path decides the turn by this rule."""
    assert bool(turn_plays(ids(six))[0]) is plays


@pytest.mark.parametrize("six", [
    "4s 4c Qd 9c 2h Jc", "Ah Kc 7d 7s 2c 3d", "Qh 3h 9h Kh 2c 8d", "3s 3c Qd 9c 6h Jc",
    "Kd 9c Qd 8c 2h 3s", "As 2d Kc Th 7d 4s"])
def test_the_turn_is_decided_exactly(six):
    """The built-in turn choice is the exact one: PLAY 1x when the ADVISOR's EV says so (the
    rule and the exact choice differ on the first: 4-4 under three of the four board cards
    loses more often than it wins)."""
    cards = parse_cards(six)
    evs = turn_evs(cards[:2], cards[2:], 1)
    best = "play" if evs["play"] > evs["check"] else "check"
    assert strategy_action("turn", cards[:2], cards[2:]) == best
    assert bool(turn_plays_exact(ids(six))[0]) is (best == "play")
    assert best == "check" or six != "4s 4c Qd 9c 2h Jc"


def _reference_turn_evs(hole, board, turn_bet):
    known = {c.id for c in hole + board}
    unseen = [c for c in range(52) if c not in known]
    total = {"play": 0, "check": 0}
    n = 0
    for river in unseen:
        full = [c.id for c in board] + [river]
        mine = score7([c.id for c in hole] + full)
        straight = mine[0] >= 4
        rest = [c for c in unseen if c != river]
        for d in combinations(rest, 2):
            theirs = score7(list(d) + full)
            n += 1
            for action, river_bet in (("play", 1), ("check", 0)):
                later = 2 + turn_bet + river_bet
                if mine > theirs:
                    total[action] += straight + later
                elif mine < theirs:
                    total[action] -= 1 + later
    return {a: v / n for a, v in total.items()}


@pytest.mark.slow
@pytest.mark.parametrize("hole,board,turn_bet", [
    ("8h 7h", "9h 6c 2h Kd", 1),
    ("Ac 4d", "Kh Qs 4s 9c", 0),
])
def test_turn_evs_match_a_plain_enumeration(hole, board, turn_bet):
    got = turn_evs(parse_cards(hole), parse_cards(board), turn_bet)
    want = _reference_turn_evs(parse_cards(hole), parse_cards(board), turn_bet)
    assert got == pytest.approx(want, abs=1e-12)


@pytest.mark.parametrize("hole,flop", [("8h 7h", "9h 6c 2h"), ("Kd 3c", "Qs 7d 2h")])
def test_flop_evs_are_the_mean_of_the_best_turn_choices(hole, flop):
    hole_c, flop_c = parse_cards(hole), parse_cards(flop)
    got = flop_evs(hole_c, flop_c)
    known = {c.id for c in hole_c + flop_c}
    from gamelib.cards import Card

    for action, turn_bet in (("play", 1), ("check", 0)):
        per_turn = []
        for t in range(52):
            if t in known:
                continue
            evs = turn_evs(hole_c, flop_c + [Card.from_id(t)], turn_bet)
            per_turn.append(max(evs.values()))
        assert got[action] == pytest.approx(sum(per_turn) / len(per_turn), abs=1e-12)


def test_advice_at_each_decision():
    rnd = TexasBonusRound({"ante": 100}, bytes(32), deck=Deck.stacked("8h 7h Ac Kd 9h 6c 2h Kh 3s"))
    rnd.start()
    pre = advise(rnd)
    assert pre is not None and pre.action == "play" and not pre.exact and pre.evs == {}
    rnd.act("play")
    flop = advise(rnd)
    assert flop is not None and flop.exact and set(flop.evs) == {"play", "check"}
    assert flop.action == max(flop.evs, key=flop.evs.get)
    assert flop.action == "play"  # straight and flush draws together
    rnd.act("play")
    turn = advise(rnd)
    assert turn is not None and turn.exact and turn.phase == "turn"
    rnd.act(turn.action)
    assert advise(rnd) is None
