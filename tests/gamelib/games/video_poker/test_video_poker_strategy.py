"""The five default strategies read literally (spec 40, Default strategies): every rule of every
pay table on a hand that reaches it, and the examples the rules decide."""

from __future__ import annotations

import pytest

from gamelib.cards import parse_cards
from gamelib.games.video_poker.paytables import PAYTABLES
from gamelib.games.video_poker.strategy import default_hold, default_rule

ALL = (0, 1, 2, 3, 4)

# (pay table, dealt, rule number that must decide, positions held)
CASES = [
    # Jacks or Better
    ("jacks-or-better", "As Ks Qs Js Ts", 1, ALL),
    ("jacks-or-better", "9h Kh Qh Jh Th", 1, ALL),
    ("jacks-or-better", "Ac 2d 3h 4s 5c", 3, ALL),  # "pair or better": all five of a straight
    ("jacks-or-better", "Ac 9c 7c 4c 2c", 3, ALL),  # a flush is not "four to a flush"
    ("jacks-or-better", "7c 7d 7h 2s 2c", 3, ALL),
    ("jacks-or-better", "7c 7d 7h 7s 2c", 3, (0, 1, 2, 3)),  # the four of a four of a kind
    ("jacks-or-better", "7h 8h 9h Th Jd", 2, (0, 1, 2, 3)),  # rule 2 breaks the straight
    ("jacks-or-better", "Ac 9c 7c 4c Ad", 2, (0, 1, 2, 3)),  # four to a flush before a pair
    ("jacks-or-better", "Jc Jd 4h 8s 9c", 3, (0, 1)),
    ("jacks-or-better", "5c 5d 4h 8s Kc", 3, (0, 1)),  # any pair
    ("jacks-or-better", "9c 9d 3h 3s Ac", 3, (0, 1, 2, 3)),
    ("jacks-or-better", "9c 9d 9h 3s Ac", 3, (0, 1, 2)),
    ("jacks-or-better", "4c 5d 6h 7s Kc", 4, (0, 1, 2, 3)),
    ("jacks-or-better", "4c 5d 6h 7s 9c", 4, (1, 2, 3, 4)),  # two possible: the higher
    ("jacks-or-better", "Ac 2d 3h 4s 9c", 4, (0, 1, 2, 3)),  # the ace plays low
    ("jacks-or-better", "Qc 9d 4h 7s 2c", 5, (0,)),
    ("jacks-or-better", "Jc Qd 4h 7s 2c", 5, (1,)),  # the highest card only
    ("jacks-or-better", "Tc 8d 5h 3s 2c", 6, ()),
    # Tens or Better: rule 5 starts at the ten
    ("tens-or-better", "Tc 8d 5h 3s 2c", 5, (0,)),
    ("tens-or-better", "9c 8d 5h 3s 2c", 6, ()),
    ("tens-or-better", "Ac 9c 7c 4c Ad", 2, (0, 1, 2, 3)),
    ("tens-or-better", "Tc Td 4h 8s 9c", 3, (0, 1)),
    ("tens-or-better", "4c 5d 6h 7s Kc", 4, (0, 1, 2, 3)),
    ("tens-or-better", "As Ks Qs Js Ts", 1, ALL),
    # Deuces Wild
    ("deuces-wild", "2c 2d 2h 2s 9c", 1, ALL),
    ("deuces-wild", "As Ks Qs Js Ts", 1, ALL),
    ("deuces-wild", "2c 2d 2h Ks 9c", 2, (0, 1, 2, 3)),
    ("deuces-wild", "2c 2d 9h Ks 2h", 2, (0, 1, 3, 4)),
    ("deuces-wild", "2c 2d 2h Ks Ad", 2, (0, 1, 2, 4)),  # the higher ten-or-better card
    ("deuces-wild", "2c 9s 8s 7s 6s", 3, ALL),
    ("deuces-wild", "2c 9s 9d 9h 9c", 3, ALL),
    ("deuces-wild", "2c Ks Qs Js Ts", 3, ALL),
    ("deuces-wild", "2c 2d 2h 9s 4c", 4, (0, 1, 2)),
    ("deuces-wild", "2c 2d 2h Ks Kd", 2, (0, 1, 2, 3)),  # rule 2 breaks five of a kind
    ("deuces-wild", "2s 9d 7h 6s 5c", 5, ALL),  # three of a kind or better: a straight, all five
    ("deuces-wild", "2s 9s 7s 4s Js", 5, ALL),
    ("deuces-wild", "2c 7d 7h 7s 9c", 5, (0, 1, 2, 3)),  # the spec's example: 2-7-7-7, not all five
    ("deuces-wild", "2s 9d 9h 9s 3c", 5, (0, 1, 2, 3)),
    ("deuces-wild", "2c 2d 7h 7s 9c", 5, (0, 1, 2, 3)),  # four sevens with two deuces
    ("deuces-wild", "2c 7d 7h 9s 9c", 5, ALL),  # a full house
    ("deuces-wild", "2s 9d 9h 4s Kc", 5, (0, 1, 2)),
    ("deuces-wild", "9s 9d 9h 4s Kc", 5, (0, 1, 2)),
    ("deuces-wild", "2s 2d 9h 4s Kc", 5, (0, 1, 4)),  # deuces counted: three kings
    ("deuces-wild", "Js 9d Kh 4s 2c", 6, (4,)),
    ("deuces-wild", "9s 8s 4s Ks 3d", 7, (0, 1, 2, 3)),
    ("deuces-wild", "9s 8d 7h 6s Kc", 7, (0, 1, 2, 3)),
    ("deuces-wild", "9s 9d 4h 7s Kc", 8, (0, 1)),
    ("deuces-wild", "9s 4d 4h 9c Kc", 8, (0, 3)),  # two pair: the higher pair
    ("deuces-wild", "9s 7d 4h Js Kc", 9, ()),
    # Bonus Poker
    ("bonus-poker", "As Ks Qs Js Ts", 1, ALL),
    ("bonus-poker", "7c 7d 7h 7s 2c", 1, (0, 1, 2, 3)),
    ("bonus-poker", "Ac Ad Ah Ks Kc", 2, (0, 1, 2)),  # the spec's example: the three aces
    ("bonus-poker", "Ac 2d 3h 4s 5c", 3, ALL),
    ("bonus-poker", "9c 9d 9h 9s Ac", 1, (0, 1, 2, 3)),
    ("bonus-poker", "Ac Ad Ah 4s 9c", 2, (0, 1, 2)),
    ("bonus-poker", "Jc Jd 4h 8s 9c", 3, (0, 1)),
    ("bonus-poker", "Kc Kd 4c 8c 9c", 3, (0, 1)),  # a pair before four to a flush
    ("bonus-poker", "Ac 9c 7c 4c Jd", 4, (0, 1, 2, 3)),
    ("bonus-poker", "9c Tc Jc Qc 2d", 4, (0, 1, 2, 3)),
    ("bonus-poker", "4c 5d 6h 7s Kc", 4, (0, 1, 2, 3)),
    ("bonus-poker", "Qc 9d 4h 7s 2c", 5, (0,)),
    ("bonus-poker", "Tc 8d 5h 3s 2c", 6, ()),
    # Double Double Bonus
    ("double-double-bonus", "As Ks Qs Js Ts", 1, ALL),
    ("double-double-bonus", "5d 4d 3d 2d Ad", 1, ALL),
    ("double-double-bonus", "Ac Ad Ah As 3c", 2, ALL),
    ("double-double-bonus", "Ac Ad 9c Ah As", 3, (0, 1, 3, 4)),
    ("double-double-bonus", "3c 3d 3h 3s Ac", 4, ALL),
    ("double-double-bonus", "3c 3d 3h 3s 9c", 5, (0, 1, 2, 3)),
    ("double-double-bonus", "5c 5d 5h 5s 9c", 7, (0, 1, 2, 3)),
    ("double-double-bonus", "Kc Kd Kh 9s 9c", 7, ALL),
    ("double-double-bonus", "4c 5d 6h 7s 8c", 7, ALL),
    ("double-double-bonus", "7h 8h 9h Th Jd", 6, (0, 1, 2, 3)),  # rule 6 breaks the straight
    ("double-double-bonus", "Ac 9c 7c 4c Ad", 6, (0, 1, 2, 3)),
    ("double-double-bonus", "Jc Jd 4h 8s 9c", 7, (0, 1)),
    ("double-double-bonus", "4c 5d 6h 7s Kc", 8, (0, 1, 2, 3)),
    ("double-double-bonus", "Qc 9d 4h 7s 2c", 9, (0,)),
    ("double-double-bonus", "Tc 8d 5h 3s 2c", 10, ()),
]


@pytest.mark.parametrize(("name", "hand", "rule", "held"), CASES)
def test_default_strategy_rule(name: str, hand: str, rule: int, held: tuple[int, ...]) -> None:
    got = default_rule(PAYTABLES[name], parse_cards(hand))
    assert (got.rule, got.positions) == (rule, held)
    assert default_hold(PAYTABLES[name], parse_cards(hand)) == held


def test_every_rule_of_every_table_is_covered() -> None:
    rules = {"jacks-or-better": 6, "tens-or-better": 6, "deuces-wild": 9, "bonus-poker": 6,
             "double-double-bonus": 10}
    for name, last in rules.items():
        covered = {rule for n, _, rule, _ in CASES if n == name}
        needed = set(range(1, last + 1))
        assert needed <= covered, (name, needed - covered)


def test_the_rules_decide_the_spec_examples_against_optimal_play(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The issue's examples, with the exact EVs the literal reading gives: Deuces Wild 2-7-7-7-9
    holds 2-7-7-7 (EV 4.94, not 4.00 for all five); Bonus Poker A-A-A-K-K holds the aces."""
    from gamelib.games.video_poker.analysis import hold_value, subset_tables

    dw = PAYTABLES["deuces-wild"]
    cards = parse_cards("2c 7d 7h 7s 9c")
    held = default_hold(dw, cards)
    tables = subset_tables(dw, tmp_path)
    assert held == (0, 1, 2, 3)
    assert round(hold_value(dw, cards, held, tables=tables), 2) == 4.94
    assert round(hold_value(dw, cards, ALL, tables=tables), 2) == 4.00
    assert default_hold(PAYTABLES["bonus-poker"], parse_cards("As Ah Ad Kc Ks")) == (0, 1, 2)


def test_any_pair_or_better_holds_the_cards_that_make_the_combination() -> None:
    """Over many deals: a hand reaching "any pair or better" holds exactly the cards that make
    its combination (five for a straight or flush or full house, four for quads or two pair,
    three for trips, two for a pair)."""
    import random

    from gamelib.cards import FULL_DECK
    from gamelib.games.video_poker.paytables import classify_key

    size = {"straight": 5, "flush": 5, "full-house": 5, "four-of-a-kind": 4, "four-5-k": 4,
            "three-of-a-kind": 3, "two-pair": 4, "high-pair": 2}
    rng = random.Random(5)
    seen = 0
    for _ in range(3000):
        cards = rng.sample(FULL_DECK, 5)
        for name, made_rule in (("jacks-or-better", 3), ("bonus-poker", 3), ("double-double-bonus", 7)):
            got = default_rule(PAYTABLES[name], cards)
            key = classify_key(PAYTABLES[name], cards)
            if got.rule == made_rule and key in size:
                assert len(got.positions) == size[key], (name, cards, got)
                seen += 1
    assert seen > 500


def test_bad_hand_is_refused() -> None:
    with pytest.raises(ValueError):
        default_hold(PAYTABLES["jacks-or-better"], parse_cards("As Ks"))


# --- the vectorised strategies (used for the exact default return) agree with the rules above ---

def _batch(name: str, hands: list[list[int]]) -> list[tuple[int, ...]]:
    import numpy as np

    from gamelib.games.video_poker.strategy import default_holds_batch

    masks = default_holds_batch(PAYTABLES[name], np.array(hands))
    return [tuple(p for p in range(5) if int(m) >> p & 1) for m in masks]


def test_batch_strategy_on_every_rule_case() -> None:
    for name in PAYTABLES:
        cases = [(hand, held) for n, hand, _, held in CASES if n == name]
        got = _batch(name, [[c.id for c in parse_cards(h)] for h, _ in cases])
        assert got == [held for _, held in cases], name


@pytest.mark.parametrize("name", list(PAYTABLES))
def test_batch_strategy_agrees_with_the_rules_on_random_deals(name: str) -> None:
    import random

    from gamelib.cards import FULL_DECK

    rng = random.Random(name)
    deals = [rng.sample(FULL_DECK, 5) for _ in range(3000)]
    got = _batch(name, [[c.id for c in d] for d in deals])
    assert got == [default_hold(PAYTABLES[name], d) for d in deals]


@pytest.mark.slow
@pytest.mark.parametrize("name", list(PAYTABLES))
def test_batch_strategy_agrees_on_every_deal_class(name: str) -> None:
    """All 134,459 deals up to suits: the exact default return rests on this."""
    from gamelib.cards import Card
    from gamelib.games.video_poker.analysis import deal_classes

    reps = deal_classes().hands
    got = _batch(name, reps.tolist())
    want = [default_hold(PAYTABLES[name], [Card(int(i)) for i in row]) for row in reps]
    assert got == want
