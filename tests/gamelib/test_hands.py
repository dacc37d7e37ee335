"""The hand evaluator: golden counts, an independent reference, ties, names, bad input."""

from __future__ import annotations

import copy
import random
from collections import Counter
from itertools import combinations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib import hand_batches
from gamelib.cards import FULL_DECK, Card, parse_cards
from gamelib.errors import FeltsideError, IllegalActionError
from gamelib.hands import (
    N_CLASSES,
    Category,
    HandValue,
    all_5card_hands,
    category_bounds,
    category_of,
    combinations_array,
    evaluate,
    evaluate5_batch,
    evaluate7_batch,
    evaluate_batch,
    hand_strength,
    ids_array,
    strength_category,
    strength_name,
    strength_ranks,
)

C = Category


def ev(text: str) -> HandValue:
    return evaluate(parse_cards(text))


def shown(value: HandValue) -> str:
    return " ".join(str(c) for c in value.best_five)


# --- an independent, obviously-correct reference for five cards ------------------------------


def reference_key(cards: list[Card]) -> tuple[int, tuple[int, ...]]:
    """(category, ranks compared) straight from the spec's table, by brute force."""
    ranks = sorted((c.rank for c in cards), reverse=True)
    flush = len({c.suit for c in cards}) == 1
    distinct = sorted(set(ranks), reverse=True)
    straight_high = None
    if len(distinct) == 5:
        if distinct[0] - distinct[4] == 4:
            straight_high = distinct[0]
        elif distinct == [14, 5, 4, 3, 2]:
            straight_high = 5
    if straight_high and flush:
        return (9 if straight_high == 14 else 8, (straight_high,))
    counts = Counter(ranks)
    by_count = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = [c for _, c in by_count]
    order = tuple(r for r, _ in by_count)
    if shape[0] == 4:
        return (7, order)
    if shape == [3, 2]:
        return (6, order)
    if flush:
        return (5, tuple(ranks))
    if straight_high:
        return (4, (straight_high,))
    if shape[0] == 3:
        return (3, order)
    if shape[:2] == [2, 2]:
        return (2, order)
    if shape[0] == 2:
        return (1, order)
    return (0, tuple(ranks))


def test_five_card_strengths_follow_the_reference_order() -> None:
    rng = random.Random(20)
    hands = [rng.sample(FULL_DECK, 5) for _ in range(4000)]
    keyed = sorted((reference_key(h), evaluate(h).strength) for h in hands)
    for (k1, s1), (k2, s2) in zip(keyed, keyed[1:]):
        assert (s1 < s2) if k1 < k2 else (s1 == s2), (k1, k2, s1, s2)
    for h in hands[:500]:
        assert evaluate(h).category == reference_key(h)[0]


def test_seven_cards_take_the_best_five() -> None:
    rng = random.Random(7)
    for n in (6, 7):
        for _ in range(1500):
            cards = rng.sample(FULL_DECK, n)
            value = evaluate(cards)
            best = max(evaluate(list(five)).strength for five in combinations(cards, 5))
            assert value.strength == best
            assert evaluate(value.best_five).strength == best
            assert set(value.best_five) <= set(cards)


# --- properties (hypothesis) -------------------------------------------------------------------

seven_cards = st.lists(st.sampled_from(FULL_DECK), min_size=7, max_size=7, unique=True)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(cards=seven_cards, order=st.randoms(use_true_random=False), suits=st.permutations(range(4)))
def test_order_and_suit_names_never_matter(
    cards: list[Card], order: random.Random, suits: list[int]
) -> None:
    value = evaluate(cards)
    shuffled = cards[:]
    order.shuffle(shuffled)
    assert evaluate(shuffled) == value
    assert set(evaluate(shuffled).best_five) <= set(cards)
    relabelled = [Card.of(c.rank, suits[c.suit]) for c in cards]
    assert evaluate(relabelled).strength == value.strength


@settings(max_examples=300, derandomize=True, deadline=None)
@given(cards=seven_cards)
def test_more_cards_never_make_a_worse_hand(cards: list[Card]) -> None:
    five, six, seven = evaluate(cards[:5]), evaluate(cards[:6]), evaluate(cards)
    assert five <= six <= seven
    assert evaluate(seven.best_five) == seven


# --- categories, strengths, ties --------------------------------------------------------------


def test_category_numbers_and_labels() -> None:
    assert [int(c) for c in Category] == list(range(10))
    assert C.ROYAL_FLUSH == 9 and C.HIGH_CARD == 0
    assert C.STRAIGHT_FLUSH.label == "Straight Flush"
    assert C.THREE_OF_A_KIND.label == "Three of a Kind"
    assert C.HIGH_CARD.label == "High Card"


@pytest.mark.parametrize(
    ("text", "strength", "category"),
    [
        ("7c 5d 4h 3s 2c", 1, C.HIGH_CARD),
        ("As Ks Qs Js Ts", N_CLASSES, C.ROYAL_FLUSH),
        ("Ac 2d 3h 4s 5c", 5854, C.STRAIGHT),
        ("5h 4h 3h 2h Ah", 7453, C.STRAIGHT_FLUSH),
        ("Ks Qs Js Ts 9s", 7461, C.STRAIGHT_FLUSH),
        ("2c 2d 3h 4s 5c", 1278, C.PAIR),
    ],
)
def test_known_strengths(text: str, strength: int, category: Category) -> None:
    value = ev(text)
    assert value.strength == strength
    assert value.category is category
    assert strength_category(strength) is category


def test_wheel_is_the_lowest_straight_and_straight_flush() -> None:
    wheel, six_high = ev("Ac 2d 3h 4s 5c"), ev("2c 3d 4h 5s 6c")
    assert wheel.category is C.STRAIGHT and wheel < six_high
    assert wheel > ev("Ac Ad Ah Kc Qd")  # any straight beats trips
    steel = ev("Ad 2d 3d 4d 5d")
    assert steel.category is C.STRAIGHT_FLUSH and steel < ev("2s 3s 4s 5s 6s")
    assert steel > ev("Ac Ad Ah As Kc")
    assert ev("Qc Kd Ah 2s 3c").category is C.HIGH_CARD  # no wrap-around straight


def test_suits_never_break_ties() -> None:
    a, b = ev("Ah Kh 9c 7d 3s"), ev("Ac Kd 9h 7s 3c")
    assert a == b and hash(a) == hash(b) and not a < b and not b < a
    assert ev("As Ks Qs Js Ts") == ev("Ah Kh Qh Jh Th")
    assert ev("9s 9h 4c 4d Kc") == ev("9c 9d 4h 4s Ks")
    assert len({a, b, ev("Ah Kh 9c 7d 2s")}) == 2


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("Ah Ad Kc 9s 4d", "As Ac Qh Js Td"),  # pair: first kicker
        ("Ah Ad Kc 9s 5d", "As Ac Kh 9d 4c"),  # pair: last kicker
        ("Kh Kd 5c 5s 9d", "Kc Ks 4h 4d Ad"),  # two pair: low pair before kicker
        ("Kh Kd 5c 5s 9d", "Kc Ks 5h 5d 8d"),  # two pair: kicker
        ("7h 7d 7c As 2d", "7h 7d 7c Ks Qd"),  # trips: kicker
        ("9c 9d 9h 9s 3c", "9c 9d 9h 9s 2c"),  # quads: kicker
        ("3c 3d 3h 2s 2c", "2h 2d 2s As Ac"),  # full house: trips before pair
        ("Qc Qd Qh 5s 5c", "Qc Qd Qh 4s 4c"),  # full house: the pair
        ("Ah 9h 7h 5h 3h", "Ks Qs Js 9s 7s"),  # flush: highest card
        ("Ah 9h 7h 5h 3h", "Ad 9d 7d 5d 2d"),  # flush: all five
        ("2h 3h 4h 5h 7h", "As Ks Qs Jd Td"),  # any flush beats a straight
        ("2h 2c 2d 3s 3c", "Ah Kh Qh Jh 9h"),  # full house beats a flush
        ("As Kd 7c 4h 3s", "As Kd 7c 4h 2s"),  # high card: the fifth card
    ],
)
def test_kickers_and_order(better: str, worse: str) -> None:
    assert ev(better) > ev(worse)
    assert ev(worse) < ev(better) and ev(worse) <= ev(better) and ev(better) >= ev(worse)


# --- the best five of seven -------------------------------------------------------------------


def test_board_plays() -> None:
    board = "Tc Jd Qh Ks Ac"
    value = ev("2c 3d " + board)
    assert value.name == "Straight, Ace High"
    assert set(value.best_five) == set(parse_cards(board))
    assert ev("4c 3d " + board) == ev("2h 7s " + board)


def test_flush_over_straight() -> None:
    value = ev("6h 7c 8h 9h Th 2h Js")
    assert value.category is C.FLUSH
    assert shown(value) == "Th 9h 8h 6h 2h"


def test_straight_flush_over_higher_straight() -> None:
    value = ev("5s 6s 7s 8s 9s Td Jc")
    assert value.name == "Straight Flush, Nine High"
    assert shown(value) == "9s 8s 7s 6s 5s"


def test_two_trips_make_a_full_house() -> None:
    value = ev("5c 5d 5h 9s 9d 9h 2c")
    assert value.name == "Full House, Nines over Fives"
    assert [c.rank for c in value.best_five] == [9, 9, 9, 5, 5]


def test_three_pairs_keep_the_best_two_and_best_kicker() -> None:
    value = ev("Ks Kd 7c 7h 2s 2d Qs")
    assert value.name == "Two Pair, Kings and Sevens"
    assert shown(value) == "Ks Kd 7h 7c Qs"
    value = ev("Ks Kd 7c 7h 3s 3d 2s")
    assert [c.rank for c in value.best_five] == [13, 13, 7, 7, 3]


def test_quads_take_the_best_kicker_even_from_a_pair() -> None:
    value = ev("8c 8d 8h 8s Kc Kd 3h")
    assert value.ranks == (8, 13)
    assert [c.rank for c in value.best_five] == [8, 8, 8, 8, 13]


def test_wheel_shown_five_high() -> None:
    value = ev("As 2d 3c 4h 5s Kd 9c")
    assert value.name == "Straight, Five High"
    assert shown(value) == "5s 4h 3c 2d As"
    assert ev("As 2d 3c 4h 5s 6d 9c").name == "Straight, Six High"


def test_six_cards() -> None:
    assert ev("Ah Ad Ac Kh Kd 2s").name == "Full House, Aces over Kings"
    assert ev("2h 3h 4h 5h 9h Th").name == "Flush, Ten High"


# --- names --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Ks 5d Kh 5c 9s", "Two Pair, Kings and Fives"),
        ("As Ad 3c 4d 9h", "Pair of Aces"),
        ("6s 6d 3c 4d 9h", "Pair of Sixes"),
        ("As Kd 7c 4h 2s", "Ace High"),
        ("Qs Qd Qh 4c 4d", "Full House, Queens over Fours"),
        ("Ac 2d 3h 4s 5c", "Straight, Five High"),
        ("Kh Jh 9h 5h 2h", "Flush, King High"),
        ("As Ks Qs Js Ts", "Royal Flush"),
        ("9c 9d 9h 9s 2c", "Four of a Kind, Nines"),
        ("7c 7d 7h Ks 2d", "Three of a Kind, Sevens"),
        ("9s 8s 7s 6s 5s", "Straight Flush, Nine High"),
        ("Tc Jd Qh Ks 9c", "Straight, King High"),
    ],
)
def test_names(text: str, name: str) -> None:
    assert ev(text).name == name
    assert strength_name(ev(text).strength) == name


def test_best_five_display_order() -> None:
    assert shown(ev("4d Qs 4c Qd Qh")) == "Qs Qh Qd 4d 4c"
    assert shown(ev("3c Ah 9d 9s Kc")) == "9s 9d Ah Kc 3c"
    assert shown(ev("2h 7h Kh 4h Jh")) == "Kh Jh 7h 4h 2h"


def test_hand_strength_matches_evaluate() -> None:
    rng = random.Random(3)
    for _ in range(500):
        cards = rng.sample(FULL_DECK, rng.choice((5, 6, 7)))
        assert hand_strength(cards) == evaluate(cards).strength


# --- value object and bad input -----------------------------------------------------------------


def test_hand_value_is_frozen_and_ordered() -> None:
    value = ev("As Ad 3c 4d 9h")
    with pytest.raises(AttributeError):
        value.strength = 1  # type: ignore[misc]
    values = [ev("As Ad 3c 4d 9h"), ev("2c 3d 4h 5s 6c"), ev("7c 5d 4h 3s 2c")]
    assert [v.category for v in sorted(values)] == [C.HIGH_CARD, C.PAIR, C.STRAIGHT]
    assert max(values).category is C.STRAIGHT
    assert value != "Pair of Aces"


def test_hand_value_made_directly() -> None:
    value = HandValue(N_CLASSES)
    assert value.name == "Royal Flush" and value.category is C.ROYAL_FLUSH
    assert value == ev("Ad Kd Qd Jd Td") and repr(value) == "HandValue(7462, 'Royal Flush')"
    with pytest.raises(IllegalActionError):
        value.best_five  # noqa: B018 - made without cards
    with pytest.raises(IllegalActionError):
        HandValue(0)
    hand = ev("As Ad 3c 4d 9h 2s 2d")
    assert copy.copy(hand) is hand and copy.deepcopy({"h": hand})["h"] is hand


def test_category_bounds() -> None:
    bounds = category_bounds()
    assert bounds[C.HIGH_CARD] == (1, 1277) and bounds[C.ROYAL_FLUSH] == (N_CLASSES, N_CLASSES)
    assert bounds[C.STRAIGHT] == (5854, 5863) and bounds[C.STRAIGHT_FLUSH] == (7453, 7461)
    for c in Category:
        low, high = bounds[c]
        assert high - low + 1 == CLASSES_PER_CATEGORY[c]
        assert strength_category(low) is c and strength_category(high) is c


def test_strength_helpers_cover_every_class() -> None:
    names = [strength_name(s) for s in range(1, N_CLASSES + 1)]
    assert names[0] == "Seven High" and names[-1] == "Royal Flush"
    assert names[1277] == "Pair of Twos" and names[-2] == "Straight Flush, King High"
    assert strength_ranks(1) == (7, 5, 4, 3, 2)
    assert strength_ranks(ev("Ks Kd 5c 5h 9s").strength) == (13, 5, 9)  # nine kicker
    assert ev("Qs Qd Qh 4c 4d").ranks == (12, 4)
    ranks = [strength_ranks(s) for s in range(1, N_CLASSES + 1)]
    cats = [strength_category(s) for s in range(1, N_CLASSES + 1)]
    assert len(set(zip(cats, ranks))) == N_CLASSES  # (category, ranks) names each class once
    for (c1, r1), (c2, r2) in zip(zip(cats, ranks), zip(cats[1:], ranks[1:])):
        assert (c1, r1) < (c2, r2)  # and orders them exactly as the strengths do


@pytest.mark.parametrize(
    "cards",
    [
        [],
        parse_cards("As Kd Qc Jh"),
        parse_cards("As Kd Qc Jh Tc 9d 8c 7h"),
        [Card(51)] * 5,
        parse_cards("As Kd Qc Jh") + [Card(51)],
        ["As", "Kd", "Qc", "Jh", "Tc"],
    ],
)
def test_bad_hands_are_clear_errors(cards: list[Card]) -> None:
    with pytest.raises(IllegalActionError) as info:
        evaluate(cards)
    assert isinstance(info.value, FeltsideError) and isinstance(info.value, ValueError)
    assert str(info.value).endswith(".")


@pytest.mark.parametrize("strength", [0, -1, N_CLASSES + 1])
def test_bad_strengths(strength: int) -> None:
    with pytest.raises(IllegalActionError):
        strength_category(strength)


# --- batches and golden counts ------------------------------------------------------------------

FIVE_CARD_GOLDEN = {
    C.HIGH_CARD: 1_302_540,
    C.PAIR: 1_098_240,
    C.TWO_PAIR: 123_552,
    C.THREE_OF_A_KIND: 54_912,
    C.STRAIGHT: 10_200,
    C.FLUSH: 5_108,
    C.FULL_HOUSE: 3_744,
    C.FOUR_OF_A_KIND: 624,
    C.STRAIGHT_FLUSH: 36,
    C.ROYAL_FLUSH: 4,
}
SEVEN_CARD_GOLDEN = {
    C.HIGH_CARD: 23_294_460,
    C.PAIR: 58_627_800,
    C.TWO_PAIR: 31_433_400,
    C.THREE_OF_A_KIND: 6_461_620,
    C.STRAIGHT: 6_180_020,
    C.FLUSH: 4_047_644,
    C.FULL_HOUSE: 3_473_184,
    C.FOUR_OF_A_KIND: 224_848,
    C.STRAIGHT_FLUSH: 37_260,
    C.ROYAL_FLUSH: 4_324,
}
CLASSES_PER_CATEGORY = {
    C.HIGH_CARD: 1277,
    C.PAIR: 2860,
    C.TWO_PAIR: 858,
    C.THREE_OF_A_KIND: 858,
    C.STRAIGHT: 10,
    C.FLUSH: 1277,
    C.FULL_HOUSE: 156,
    C.FOUR_OF_A_KIND: 156,
    C.STRAIGHT_FLUSH: 9,
    C.ROYAL_FLUSH: 1,
}


def per_category(counts: np.ndarray) -> dict[Category, int]:
    return {c: int(counts[c]) for c in Category}


@pytest.fixture(scope="module")
def five_card_strengths() -> np.ndarray:
    return evaluate5_batch(all_5card_hands())


def test_all_five_card_hands(five_card_strengths: np.ndarray) -> None:
    hands = all_5card_hands()
    assert hands.shape == (2_598_960, 5)
    assert (np.diff(hands, axis=1) > 0).all()
    assert hands[0].tolist() == [0, 1, 2, 3, 4] and hands[-1].tolist() == [47, 48, 49, 50, 51]
    assert all_5card_hands() is hands and not hands.flags.writeable
    counts = np.bincount(category_of(five_card_strengths), minlength=10)
    assert per_category(counts) == FIVE_CARD_GOLDEN


def test_exactly_7462_classes(five_card_strengths: np.ndarray) -> None:
    distinct = np.unique(five_card_strengths)
    assert distinct.tolist() == list(range(1, N_CLASSES + 1))
    counts = np.bincount(category_of(distinct), minlength=10)
    assert per_category(counts) == CLASSES_PER_CATEGORY
    # Categories occupy consecutive strength bands, weakest first.
    assert (np.diff(category_of(distinct)) >= 0).all()


def test_every_class_has_ranks_and_a_name() -> None:
    names = {strength_name(s) for s in range(1, N_CLASSES + 1)}
    assert "Royal Flush" in names and "Seven High" in names
    assert strength_ranks(1) == (7, 5, 4, 3, 2)
    assert strength_ranks(N_CLASSES) == (14,)


@pytest.mark.parametrize("n", [5, 6, 7])
def test_batch_agrees_with_scalar(n: int, monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(100 + n)
    hands = [rng.sample(FULL_DECK, n) for _ in range(3000)]
    # Make flushes common so the flush path is well covered.
    for hand in hands[::3]:
        suit = rng.randrange(4)
        ranks = rng.sample(range(2, 15), n)
        hand[:] = [Card.of(r, suit if i < 5 else rng.randrange(4)) for i, r in enumerate(ranks)]
        assert len(set(hand)) == n
    expected = [evaluate(h).strength for h in hands]
    ids = ids_array(hands)
    assert evaluate_batch(ids).tolist() == expected
    for dtype in (np.int64, np.uint64, np.int16, np.int8):
        assert evaluate_batch(ids.astype(dtype), threads=1).tolist() == expected
    assert evaluate_batch(ids.tolist()).tolist() == expected  # nested lists work too
    monkeypatch.setattr(hand_batches, "CHUNK_ROWS", 1000)  # many chunks: the threaded path
    big = np.tile(ids, (3, 1))
    assert (evaluate_batch(big) == np.tile(np.array(expected), 3)).all()
    assert (evaluate_batch(big, threads=1) == np.tile(np.array(expected), 3)).all()
    if n == 5:
        assert evaluate5_batch(ids).tolist() == expected
    if n == 7:
        assert evaluate7_batch(ids).tolist() == expected


def test_batch_on_an_empty_array() -> None:
    assert evaluate_batch(np.zeros((0, 7), dtype=np.uint8)).shape == (0,)


@pytest.mark.parametrize(
    "ids",
    [
        np.zeros((3, 4), dtype=np.int64),
        np.zeros((3, 8), dtype=np.int64),
        np.zeros(7, dtype=np.int64),
        np.full((2, 7), 0.5),
        np.array([[0, 1, 2, 3, 52]]),
        np.array([[0, 1, 2, 3, -1]]),
    ],
)
def test_bad_batches_are_clear_errors(ids: np.ndarray) -> None:
    with pytest.raises(IllegalActionError):
        evaluate_batch(ids)


def test_batch_size_specific_functions_check_the_width() -> None:
    with pytest.raises(IllegalActionError):
        evaluate5_batch(np.zeros((1, 7), dtype=np.uint8))
    with pytest.raises(IllegalActionError):
        evaluate7_batch(np.zeros((1, 5), dtype=np.uint8))
    with pytest.raises(IllegalActionError):
        category_of(np.array([0, 5]))


def test_combinations_array_matches_itertools() -> None:
    for n, k in [(5, 0), (5, 1), (6, 3), (7, 7), (12, 5)]:
        assert combinations_array(n, k).tolist() == [list(c) for c in combinations(range(n), k)]


@pytest.mark.slow
def test_all_seven_card_hands() -> None:
    """All 133,784,560 seven-card hands: fix the two lowest cards, batch the other five."""
    five = all_5card_hands()
    first = np.searchsorted(five[:, 0], np.arange(53))
    per_strength = np.zeros(N_CLASSES + 1, dtype=np.int64)
    total = 0
    for b in range(1, 47):
        hands = np.empty((len(five) - first[b + 1], 7), dtype=np.uint8)
        hands[:, 2:] = five[first[b + 1] :]
        hands[:, 1] = b
        for a in range(b):
            hands[:, 0] = a
            per_strength += np.bincount(evaluate7_batch(hands), minlength=N_CLASSES + 1)
            total += len(hands)
    assert total == 133_784_560
    counts = np.bincount(category_of(np.arange(1, N_CLASSES + 1)), weights=per_strength[1:])
    assert per_category(counts.astype(np.int64)) == SEVEN_CARD_GOLDEN
