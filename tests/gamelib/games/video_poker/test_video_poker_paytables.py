"""Pay tables: every line on hand-built hands, the numpy reader agreeing with the scalar one,
golden line counts over all 2,598,960 hands, and Deuces Wild against brute-force substitution."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from gamelib.cards import Card, parse_cards
from gamelib.errors import CommandError
from gamelib.games.video_poker.paytables import (
    PAYTABLES,
    all_hands,
    classify,
    classify_batch,
    classify_key,
    find_paytable,
    line_index,
)

JOB, TOB, DW = PAYTABLES["jacks-or-better"], PAYTABLES["tens-or-better"], PAYTABLES["deuces-wild"]
BP, DDB = PAYTABLES["bonus-poker"], PAYTABLES["double-double-bonus"]


def key(pt, text):  # type: ignore[no-untyped-def]
    return classify_key(pt, parse_cards(text))


def batch_key(pt, text):  # type: ignore[no-untyped-def]
    ids = np.array([[c.id for c in parse_cards(text)]])
    i = int(classify_batch(pt, ids)[0])
    return None if i == len(pt.lines) else pt.lines[i].key


STANDARD = [
    ("As Ks Qs Js Ts", "royal-flush"),
    ("9h Kh Qh Jh Th", "straight-flush"),
    ("5d 4d 3d 2d Ad", "straight-flush"),
    ("7c 7d 7h 7s 2c", "four-of-a-kind"),
    ("7c 7d 7h 2s 2c", "full-house"),
    ("Ac 9c 7c 4c 2c", "flush"),
    ("Ac 2d 3h 4s 5c", "straight"),
    ("Tc Jd Qh Ks Ac", "straight"),
    ("9c 9d 9h Ks 2c", "three-of-a-kind"),
    ("9c 9d 3h 3s Ac", "two-pair"),
    ("Jc Jd 3h 4s 9c", "high-pair"),
    ("Ac Ad 3h 4s 9c", "high-pair"),
    ("Tc Td 3h 4s 9c", None),
    ("Qc Kd 3h 4s 9c", None),
    ("Kc Ad 2h 3s 4c", None),  # no wrap-around straight
]


@pytest.mark.parametrize(("hand", "expected"), STANDARD)
def test_jacks_or_better_lines(hand: str, expected: str | None) -> None:
    assert key(JOB, hand) == expected
    assert batch_key(JOB, hand) == expected


def test_tens_or_better_pays_a_pair_of_tens_and_its_own_pays() -> None:
    assert key(TOB, "Tc Td 3h 4s 9c") == "high-pair"
    assert key(TOB, "9c 9d 3h 4s Ac") is None
    assert classify(TOB, parse_cards("7c 7d 7h 7s 2c")).pays == 20  # type: ignore[union-attr]
    assert classify(TOB, parse_cards("Tc Td 3h 4s 9c")).name == "Tens or Better"  # type: ignore[union-attr]


@pytest.mark.parametrize(("hand", "expected", "pays"), [
    ("Ac Ad Ah As 2c", "four-aces", 80),
    ("Ac Ad Ah As Kc", "four-aces", 80),
    ("2c 2d 2h 2s Ac", "four-2-4", 40),
    ("3c 3d 3h 3s 9c", "four-2-4", 40),
    ("4c 4d 4h 4s 9c", "four-2-4", 40),
    ("5c 5d 5h 5s 9c", "four-5-k", 25),
    ("Kc Kd Kh Ks 9c", "four-5-k", 25),
    ("Kc Kd Kh 9s 9c", "full-house", 8),
    ("Kc Kd 3h 9s 9c", "two-pair", 2),
])
def test_bonus_poker_quads(hand: str, expected: str, pays: int) -> None:
    line = classify(BP, parse_cards(hand))
    assert line is not None and (line.key, line.pays) == (expected, pays)
    assert batch_key(BP, hand) == expected


@pytest.mark.parametrize(("hand", "expected", "pays"), [
    # four aces: kicker 2, 3, 4 -> 400; 5 or higher -> 160
    ("Ac Ad Ah As 2c", "four-aces-low-kicker", 400),
    ("Ac Ad Ah As 3c", "four-aces-low-kicker", 400),
    ("Ac Ad Ah As 4c", "four-aces-low-kicker", 400),
    ("Ac Ad Ah As 5c", "four-aces", 160),
    ("Ac Ad Ah As Kc", "four-aces", 160),
    # four 2s/3s/4s: kicker A, 2, 3, 4 -> 160; 5 or higher -> 80
    ("2c 2d 2h 2s Ac", "four-2-4-low-kicker", 160),
    ("2c 2d 2h 2s 3c", "four-2-4-low-kicker", 160),
    ("2c 2d 2h 2s 4c", "four-2-4-low-kicker", 160),
    ("3c 3d 3h 3s 2c", "four-2-4-low-kicker", 160),
    ("3c 3d 3h 3s 4c", "four-2-4-low-kicker", 160),
    ("4c 4d 4h 4s 2c", "four-2-4-low-kicker", 160),
    ("4c 4d 4h 4s Ac", "four-2-4-low-kicker", 160),
    ("2c 2d 2h 2s 5c", "four-2-4", 80),
    ("3c 3d 3h 3s Kc", "four-2-4", 80),
    ("4c 4d 4h 4s 9c", "four-2-4", 80),
    # other quads, any kicker
    ("5c 5d 5h 5s 2c", "four-5-k", 50),
    ("Kc Kd Kh Ks Ac", "four-5-k", 50),
    ("Kc Kd Kh 9s 9c", "full-house", 9),
    ("Kc Kd 3h 9s 9c", "two-pair", 1),
    ("Kc Kd 3h 8s 9c", "high-pair", 1),
])
def test_double_double_bonus_kickers(hand: str, expected: str, pays: int) -> None:
    line = classify(DDB, parse_cards(hand))
    assert line is not None and (line.key, line.pays) == (expected, pays)
    assert batch_key(DDB, hand) == expected


DEUCES = [
    ("As Ks Qs Js Ts", "natural-royal"),
    ("2c 2d 2h 2s 9c", "four-deuces"),
    ("2c 2d 2h 2s As", "four-deuces"),
    ("2s Ks Qs Js Ts", "wild-royal"),
    ("2s 2d Qs Js Ts", "wild-royal"),
    ("2s 2d 2h As Ks", "wild-royal"),
    ("2s 2d 2h Ad Ac", "five-of-a-kind"),
    ("2s 9d 9h 9s 9c", "five-of-a-kind"),
    ("2s 2d 2h 9s 8s", "straight-flush"),
    ("2s 3s 4s 5s As", "straight-flush"),
    ("2s 2d 4s 5s As", "straight-flush"),
    ("9s 8s 7s 6s 5s", "straight-flush"),
    ("2s 2d 2h 9s 8d", "four-of-a-kind"),
    ("2s 9d 9h 9s 3c", "four-of-a-kind"),
    ("2s 2d 9h 9s 3c", "four-of-a-kind"),
    ("2s 9d 9h 3s 3c", "full-house"),
    ("9s 9d 9h 3s 3c", "full-house"),
    ("2s 9s 7s 4s Js", "flush"),
    ("9s Ks 7s 4s Js", "flush"),
    ("2s 9d 7h 6s 5c", "straight"),
    ("2s 2d 7h 6s 4c", "straight"),
    ("As 3d 4h 5s 2c", "straight"),
    ("2s 9d 9h 4s 3c", "three-of-a-kind"),
    ("2s 2d 9h 4s Kc", "three-of-a-kind"),
    ("9s 9d 9h 4s Kc", "three-of-a-kind"),
    ("9s 9d 4h 4s Kc", None),  # two pair pays nothing here
    ("As Ad 4h 7s Kc", None),
    ("2s 9d Jh 4s Kc", None),
]


@pytest.mark.parametrize(("hand", "expected"), DEUCES)
def test_deuces_wild_lines(hand: str, expected: str | None) -> None:
    assert key(DW, hand) == expected
    assert batch_key(DW, hand) == expected


def test_natural_royal_beats_wild_royal_beats_five_of_a_kind() -> None:
    pays = {pl.key: pl.pays for pl in DW.lines}
    assert pays["natural-royal"] > pays["four-deuces"] > pays["wild-royal"] > pays["five-of-a-kind"]
    assert [pl.pays for pl in DW.lines] == [800, 200, 25, 15, 9, 4, 4, 3, 2, 1]


def test_every_line_has_an_example() -> None:
    examples = {
        "jacks-or-better": [h for h, _ in STANDARD], "tens-or-better": [h for h, _ in STANDARD],
        "deuces-wild": [h for h, _ in DEUCES],
        "bonus-poker": [h for h, _ in STANDARD] + ["Ac Ad Ah As 2c", "2c 2d 2h 2s Ac", "5c 5d 5h 5s 9c"],
        "double-double-bonus": [h for h, _ in STANDARD] + [
            "Ac Ad Ah As 2c", "2c 2d 2h 2s Ac", "Ac Ad Ah As 9c", "3c 3d 3h 3s 9c", "5c 5d 5h 5s 9c"],
    }
    for name, pt in PAYTABLES.items():
        seen = {classify_key(pt, parse_cards(h)) for h in examples[name]}
        assert {pl.key for pl in pt.lines} <= seen, name


def test_find_paytable_names_the_choices() -> None:
    assert find_paytable("bonus-poker") is BP
    with pytest.raises(CommandError, match="jacks-or-better"):
        find_paytable("joker-poker")


def test_line_index_and_bad_hands() -> None:
    assert line_index(JOB, parse_cards("Qc Kd 3h 4s 9c")) == len(JOB.lines)
    assert line_index(JOB, parse_cards("As Ks Qs Js Ts")) == 0
    with pytest.raises(ValueError):
        classify(JOB, parse_cards("As Ks Qs Js"))
    with pytest.raises(ValueError):
        classify(JOB, [Card(1)] * 5)


# --- all hands --------------------------------------------------------------------------------

GOLDEN = {
    "jacks-or-better": [4, 36, 624, 3744, 5108, 10200, 54912, 123552, 337920, 2062860],
    "tens-or-better": [4, 36, 624, 3744, 5108, 10200, 54912, 123552, 422400, 1978380],
    "deuces-wild": [4, 48, 480, 624, 2068, 31552, 12672, 14472, 62232, 355080, 2119728],
    "bonus-poker": [4, 36, 48, 144, 432, 3744, 5108, 10200, 54912, 123552, 337920, 2062860],
    "double-double-bonus": [4, 36, 12, 36, 36, 108, 432, 3744, 5108, 10200, 54912, 123552, 337920,
                            2062860],
}


@pytest.fixture(scope="module")
def hands() -> np.ndarray:
    return all_hands()


def test_all_hands_in_colex_order(hands: np.ndarray) -> None:
    assert hands.shape == (2_598_960, 5)
    assert (np.diff(hands.astype(int), axis=1) > 0).all()
    from math import comb
    for i in (0, 1, 12345, 2_598_959):
        assert sum(comb(int(c), j + 1) for j, c in enumerate(hands[i])) == i


@pytest.mark.parametrize("name", list(PAYTABLES))
def test_golden_line_counts_over_all_hands(hands: np.ndarray, name: str) -> None:
    pt = PAYTABLES[name]
    counts = np.bincount(classify_batch(pt, hands), minlength=len(pt.lines) + 1)
    assert counts.tolist() == GOLDEN[name]


@pytest.mark.parametrize("name", list(PAYTABLES))
def test_batch_agrees_with_scalar_on_a_sample(hands: np.ndarray, name: str) -> None:
    pt = PAYTABLES[name]
    rng = np.random.default_rng(7)
    rows = rng.choice(len(hands), 4000, replace=False)
    # plus every hand with a paying quad / wild pattern, where the lines are finest
    batch = classify_batch(pt, hands[rows])
    for r, got in zip(rows, batch):
        assert got == line_index(pt, [int(c) for c in hands[r]])


def _brute_deuces(cards: list[Card]) -> int:
    """Best pay when each deuce becomes any card (duplicates allowed: five of a kind)."""
    naturals = [c for c in cards if c.rank != 2]
    wild = 5 - len(naturals)
    best = 0
    pays = {pl.key: pl.pays for pl in DW.lines}
    for chosen in itertools.product(itertools.product(range(2, 15), range(4)), repeat=wild):
        ranks = [c.rank for c in naturals] + [r for r, _ in chosen]
        suits = [c.suit for c in naturals] + [s for _, s in chosen]
        counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
        flush = len(set(suits)) == 1
        rs = set(ranks)
        straight = len(rs) == 5 and (max(rs) - min(rs) == 4 or rs == {14, 2, 3, 4, 5})
        if counts[0] == 5:
            p = pays["five-of-a-kind"]
        elif straight and flush:
            p = pays["wild-royal"] if min(rs) == 10 else pays["straight-flush"]
        elif counts[0] == 4:
            p = pays["four-of-a-kind"]
        elif counts[:2] == [3, 2]:
            p = pays["full-house"]
        elif flush:
            p = pays["flush"]
        elif straight:
            p = pays["straight"]
        elif counts[0] == 3:
            p = pays["three-of-a-kind"]
        else:
            p = 0
        best = max(best, p)
    return best


def test_deuces_wild_against_brute_force_substitution() -> None:
    rng = np.random.default_rng(11)
    checked = 0
    while checked < 120:
        ids = rng.choice(52, 5, replace=False)
        cards = [Card(int(i)) for i in ids]
        wild = sum(c.rank == 2 for c in cards)
        if wild == 0 or wild > 2:
            continue
        line = classify(DW, cards)
        assert (line.pays if line else 0) == _brute_deuces(cards), cards
        checked += 1


@pytest.mark.parametrize("name", list(PAYTABLES))
def test_batch_agrees_with_scalar_on_every_rare_hand(hands: np.ndarray, name: str) -> None:
    """Every hand of four of a kind or better (the finest lines: kickers, wild royals)."""
    pt = PAYTABLES[name]
    lines = classify_batch(pt, hands)
    cut = pt.index("full-house")
    rare = np.flatnonzero(lines < cut)
    assert len(rare) > 600
    for r in rare:
        assert lines[r] == line_index(pt, [int(c) for c in hands[r]]), hands[r]
