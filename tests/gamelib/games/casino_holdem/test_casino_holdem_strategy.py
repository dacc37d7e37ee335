"""2 Hand Casino Hold'em: the ADVISOR against an independent enumeration, the built-in rule,
the exact BONUS return, the simulator and the two commands."""

from __future__ import annotations

import json
from fractions import Fraction
from itertools import combinations

import numpy as np
import pytest
from helpers.holdem_reference import score7

from gamelib.cards import Card, parse_cards
from gamelib.cli import main
from gamelib.games.casino_holdem.cli import bonus_analysis
from gamelib.games.casino_holdem.strategy import advise, plays, simulate

_ANTE_PAYS = {9: 100, 8: 20, 7: 10, 6: 3, 5: 2}


def reference_play_value(hole: list[Card], flop: list[Card], dead: list[Card]) -> float:
    """PLAY's EV by plain loops over turn, river and the dealer's cards, ranked apart from
    gamelib.hands (helpers.holdem_reference.score7)."""
    known = {c.id for c in hole + flop + dead}
    unseen = [c for c in range(52) if c not in known]
    fours = (1, 4, 5, 3, 2)  # the weakest pair of fours as a score: (pair, 4, kickers 5 3 2)
    total = 0
    n = 0
    for turn_river in combinations(unseen, 2):
        board = [c.id for c in flop] + list(turn_river)
        mine = score7([c.id for c in hole] + board)
        pays = _ANTE_PAYS.get(mine[0], 1)
        rest = [c for c in unseen if c not in turn_river]
        for dealer in combinations(rest, 2):
            theirs = score7(list(dealer) + board)
            if theirs < fours:
                total += pays
            elif mine > theirs:
                total += pays + 2
            elif mine < theirs:
                total -= 3
            n += 1
    return total / n


@pytest.mark.slow
@pytest.mark.parametrize(("hole", "flop"), [
    ("As Kd", "Qh 7c 2s"), ("8s 3d", "Qh 7c 2s"), ("9h 9d", "9c 4h 4s"), ("Jh Th", "9h 8h 2c"),
])
def test_advisor_matches_an_independent_enumeration(hole: str, flop: str) -> None:
    h, f = parse_cards(hole), parse_cards(flop)
    # 34 cards known dead keep the plain-Python reference fast: 13 unseen cards remain
    used = {c.id for c in h + f}
    dead = [Card.from_id(i) for i in range(52) if i not in used][:34]
    advice = advise(h, f, dead)
    assert advice.outcomes == 78 * 55
    assert advice.ev_play == pytest.approx(reference_play_value(h, f, dead), abs=1e-12)
    assert advice.ev_fold == -1.0


def test_one_enumeration_advises_both_hands() -> None:
    from gamelib.games.casino_holdem.strategy import advise_hands

    h1, h2, flop = parse_cards("As Kd"), parse_cards("8s 3d"), parse_cards("Qh 7c 2s")
    both = advise_hands([h1, h2], flop)
    assert both[0].ev_play == pytest.approx(advise(h1, flop, h2).ev_play, abs=1e-12)
    assert both[1].ev_play == pytest.approx(advise(h2, flop, h1).ev_play, abs=1e-12)


def test_advisor_full_enumeration_one_and_two_hands() -> None:
    strong = advise(parse_cards("As Ad"), parse_cards("Ah 7c 2s"))
    assert strong.outcomes == 1_070_190 and strong.best == "play" and strong.ev_play > 1
    weak = advise(parse_cards("8s 3d"), parse_cards("Qh 7c 2s"), parse_cards("Ac Ad"))
    assert weak.outcomes == 893_970 and weak.best == "fold"
    assert weak.strategy_plays is False and weak.strategy_agrees


@pytest.mark.parametrize(("hole", "flop", "expected"), [
    ("7c 2d", "7h Qs 9c", True),  # a pair with a hand card
    ("2c 3d", "7h 7s 9c", False),  # the flop's pair only, nothing high
    ("Tc 3d", "7h 7s 9c", True),  # the flop's pair, a ten in the hand
    ("7c 2c", "Qc 9c 4d", True),  # four to a flush
    ("7c 6d", "5h 4s Qc", True),  # open-ended straight draw
    ("7c 6d", "4h 3s Kc", True),  # inside straight draw
    ("Ac 2d", "3h 4s Jc", True),  # ace-low straight draw
    ("Tc 2d", "8h 7s 4c", True),  # a ten
    ("9c 3d", "8h 7s Qc", False),
    ("4c 3d", "Ah Ks 9c", False),
    ("8c 4d", "Jh Js Jc", True),  # three of a kind on the flop
])
def test_the_rule_to_remember(hole: str, flop: str, expected: bool) -> None:
    from gamelib.games.casino_holdem.strategy import rule_plays_batch

    h = np.array([[c.id for c in parse_cards(hole)]])
    f = np.array([[c.id for c in parse_cards(flop)]])
    assert bool(rule_plays_batch(h, f)[0]) is expected


@pytest.mark.parametrize(("hole", "flop"), [
    ("2c 3d", "7h 7s 9c"), ("Tc 3d", "7h 7s 9c"), ("7c 6d", "4h 3s Kc"), ("Tc 2d", "8h 7s 4c"),
    ("9c 3d", "8h 7s Qc"), ("Kc 4d", "Qh 9s 2c"), ("Jh 5c", "Qd 8s 3h"), ("2h 3c", "Ad Kd 5s"),
    ("4c 3d", "Ah Ks 9c"), ("8c 4d", "Jh Js Jc"), ("Ac 2d", "3h 4s Jc"), ("Qs 6h", "9d 7c 2s"),
])
def test_the_built_in_strategy_is_the_advisors_best_choice(hole: str, flop: str) -> None:
    """The built-in choice (the shipped table) is PLAY exactly when the exact EV of PLAY is
    above -1, on positions where the rule to remember is often wrong."""
    h, f = parse_cards(hole), parse_cards(flop)
    advice = advise(h, f)
    assert plays(h, f) is (advice.best == "play") and advice.strategy_agrees


def test_bonus_return_is_exact() -> None:
    result = bonus_analysis()
    ways = {ln["line"]: ln["ways"] for ln in result["lines"]}
    assert ways == {"Royal flush": 4, "Straight flush": 36, "Four of a kind": 624,
                    "Full house": 3744, "Flush": 5108, "Straight": 10200,
                    "Three of a kind": 54912, "Two pair": 123552, "Pair of Aces": 84480}
    expected = Fraction(101 * 4 + 51 * 36 + 41 * 624 + 31 * 3744 + 21 * 5108
                        + 8 * (10200 + 54912 + 123552 + 84480), 2_598_960)
    assert result["return_fraction"] == f"{expected.numerator}/{expected.denominator}"
    assert result["return"] == pytest.approx(0.9374165, abs=1e-6)


def test_simulation_is_repeatable_and_plausible() -> None:
    one = simulate(40_000, hands=1, seed=7)
    again = simulate(40_000, hands=1, seed=7)
    assert again.return_per_ante == one.return_per_ante
    assert 0.9 < one.return_per_ante < 1.05 and 0 < one.half_width_99 < 0.05
    assert 0.7 < one.play_rate < 0.9  # the optimal strategy plays about 82 %
    two = simulate(20_000, hands=2, seed=3)
    assert 0.9 < two.return_per_ante < 1.05


def test_commands(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "casino-holdem", "--bet", "bonus", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["bet"] == "bonus" and out["return"] == pytest.approx(0.9374165, abs=1e-6)
    assert main(["simulate", "casino-holdem", "--rounds", "5000", "--hands", "2", "--seed", "1",
                 "--json"]) == 0
    sim = json.loads(capsys.readouterr().out)
    assert sim["rounds"] == 5000 and sim["hands"] == 2
    assert {"return", "ci99_half_width"} <= set(sim) and sim["return_per"] == "ante"
    with pytest.raises(SystemExit) as stop:  # argparse: a usage error, exit 2
        main(["simulate", "casino-holdem", "--rounds", "0"])
    assert stop.value.code == 2 and "at least 1" in capsys.readouterr().err
    assert main(["analyze", "casino-holdem", "--hole", "As Kd", "--flop", "Qh 7c As"]) == 1
    assert main(["analyze", "casino-holdem", "--hole", "As Kd", "--flop", "Qh 7c 2s",
                 "--json"]) == 0
    adv = json.loads(capsys.readouterr().out)
    assert adv["best"] == "play" and adv["ev_fold"] == -1.0



@pytest.mark.slow
def test_simulated_return_matches_the_published_optimal_figure() -> None:
    # the built-in strategy is the exact optimal one: published return per ANTE 97.84 %
    result = simulate(2_000_000, hands=1, seed=20)
    assert abs(result.return_per_ante - 0.9784) < result.half_width_99 + 0.0005
