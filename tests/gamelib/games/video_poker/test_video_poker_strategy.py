"""The five default strategies: every rule of every pay table on a hand that reaches it."""

from __future__ import annotations

import pytest

from gamelib.cards import parse_cards
from gamelib.games.video_poker.paytables import PAYTABLES
from gamelib.games.video_poker.strategy import default_hold, default_rule

ALL = (0, 1, 2, 3, 4)

# (pay table, dealt, rule number that must decide, positions held); rule 0 = the reading rule
CASES = [
    # Jacks or Better
    ("jacks-or-better", "As Ks Qs Js Ts", 1, ALL),
    ("jacks-or-better", "9h Kh Qh Jh Th", 1, ALL),
    ("jacks-or-better", "Ac 2d 3h 4s 5c", 0, ALL),  # a straight is never broken
    ("jacks-or-better", "Ac 9c 7c 4c 2c", 0, ALL),  # nor a flush
    ("jacks-or-better", "7c 7d 7h 2s 2c", 0, ALL),
    ("jacks-or-better", "7c 7d 7h 7s 2c", 0, ALL),
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
    ("deuces-wild", "2s 9d 7h 6s 5c", 0, ALL),
    ("deuces-wild", "2s 9d 9h 9s 3c", 0, ALL),
    ("deuces-wild", "2s 9s 7s 4s Js", 0, ALL),
    ("deuces-wild", "2s 9d 9h 4s Kc", 5, (0, 1, 2)),
    ("deuces-wild", "9s 9d 9h 4s Kc", 5, (0, 1, 2)),
    ("deuces-wild", "2s 2d 9h 4s Kc", 6, (0, 1)),
    ("deuces-wild", "Js 9d Kh 4s 2c", 6, (4,)),
    ("deuces-wild", "9s 8s 4s Ks 3d", 7, (0, 1, 2, 3)),
    ("deuces-wild", "9s 8d 7h 6s Kc", 7, (0, 1, 2, 3)),
    ("deuces-wild", "9s 9d 4h 7s Kc", 8, (0, 1)),
    ("deuces-wild", "9s 4d 4h 9c Kc", 8, (0, 3)),  # two pair: the higher pair
    ("deuces-wild", "9s 7d 4h Js Kc", 9, ()),
    # Bonus Poker
    ("bonus-poker", "As Ks Qs Js Ts", 1, ALL),
    ("bonus-poker", "7c 7d 7h 7s 2c", 1, ALL),
    ("bonus-poker", "Ac Ad Ah Ks Kc", 0, ALL),  # a full house is not broken for three aces
    ("bonus-poker", "Ac 2d 3h 4s 5c", 0, ALL),
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
    ("double-double-bonus", "5c 5d 5h 5s 9c", 0, ALL),
    ("double-double-bonus", "Kc Kd Kh 9s 9c", 0, ALL),
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
        needed = set(range(1, last + 1)) | ({0} if name != "tens-or-better" else set())
        assert needed <= covered, (name, needed - covered)


def test_a_made_hand_is_never_broken_by_a_drawing_rule() -> None:
    """Over many hands: whenever the dealt hand pays a straight or better and no rule that
    names a made hand applies, all five are held."""
    import random

    rng = random.Random(5)
    from gamelib.cards import FULL_DECK
    from gamelib.games.video_poker.paytables import classify

    for _ in range(3000):
        cards = rng.sample(FULL_DECK, 5)
        for pt in PAYTABLES.values():
            line = classify(pt, cards)
            if line is None or line.pays < pt.line("straight").pays:
                continue
            got = default_rule(pt, cards)
            named = (pt.family == "double-double" and got.rule in (3, 5)) or (
                pt.family == "deuces" and got.rule in (2, 4))
            if not named:
                assert got.positions == ALL, (pt.name, cards, got)


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
