"""Deal fairness (10-table-features.md "Fairness you can check", 60-quality.md).

Chi-square tests on seeded shuffles: where each card lands, which card follows which,
whether video poker's per-hand draw decks are independent of each other and of the
main deal, and whether fresh seeds look uniform. The seeds are fixed, so each test is
deterministic; the threshold (p < 1e-4 fails) is strict enough to be stable and the
``*_detects_*`` tests prove that the same statistics catch a biased shuffle.

The p-values use the Wilson-Hilferty normal approximation of the chi-square
distribution (good to a few per cent at these degrees of freedom; no scipy needed).
"""

from __future__ import annotations

import functools
import math
import random

import numpy as np
import pytest

from gamelib.cards import FULL_DECK, Deck, new_seed, round_deck, round_rng
from gamelib.games.video_poker.rules import hand_deck

ALPHA = 1e-4


def chi2_sf(x: float, dof: int) -> float:
    """P(X >= x) for X ~ chi-square(dof), by Wilson-Hilferty."""
    if x <= 0:
        return 1.0
    k = float(dof)
    z = ((x / k) ** (1 / 3) - (1 - 2 / (9 * k))) / math.sqrt(2 / (9 * k))
    return 0.5 * math.erfc(z / math.sqrt(2))


def goodness_of_fit(observed: np.ndarray, expected: float | np.ndarray, dof: int) -> float:
    """p-value of observed counts against expected ones."""
    exp = np.broadcast_to(np.asarray(expected, dtype=float), observed.shape)
    stat = float(((observed - exp) ** 2 / exp).sum())
    return chi2_sf(stat, dof)


def independence(table: np.ndarray) -> float:
    """p-value of the chi-square test of independence of a contingency table."""
    table = table[table.sum(axis=1) > 0][:, table.sum(axis=0) > 0]
    total = table.sum()
    expected = np.outer(table.sum(axis=1), table.sum(axis=0)) / total
    stat = float(((table - expected) ** 2 / expected).sum())
    dof = (table.shape[0] - 1) * (table.shape[1] - 1)
    return chi2_sf(stat, dof)


def position_matrix(decks: list[list[int]]) -> np.ndarray:
    """counts[position, card id] over many decks."""
    counts = np.zeros((52, 52), dtype=np.int64)
    ids = np.array(decks)
    for pos in range(52):
        counts[pos] += np.bincount(ids[:, pos], minlength=52)
    return counts


def follower_matrix(decks: list[list[int]]) -> np.ndarray:
    """counts[card a, card b]: how often b comes right after a."""
    counts = np.zeros((52, 52), dtype=np.int64)
    ids = np.array(decks)
    np.add.at(counts, (ids[:, :-1].ravel(), ids[:, 1:].ravel()), 1)
    return counts


def seeded_decks(n: int, label: str) -> list[list[int]]:
    return [[c.id for c in round_deck(f"{label}-{i}".encode()).cards] for i in range(n)]


# --- the self-test of the statistics -------------------------------------------------------------


def test_chi2_tail_matches_known_quantiles() -> None:
    # chi-square 0.99 quantiles: dof 10 -> 23.209, dof 100 -> 135.807, dof 2601 ~ 2771.6
    assert abs(chi2_sf(23.209, 10) - 0.01) < 0.002
    assert abs(chi2_sf(135.807, 100) - 0.01) < 0.001
    assert abs(chi2_sf(2601, 2601) - 0.5) < 0.01


# --- round_deck: every card equally likely at every position ---------------------------------------

@functools.cache
def fair_decks() -> list[list[int]]:
    """5200 seeded decks: 100 expected per (position, card) and per (card, follower)."""
    return seeded_decks(5200, "fair")


def test_each_card_equally_likely_at_each_position() -> None:
    counts = position_matrix(fair_decks())
    p = goodness_of_fit(counts, 5200 / 52, dof=51 * 51)
    assert p > ALPHA, p
    # and position by position (the top cards matter most: they are dealt first)
    for pos in (0, 1, 2, 4, 51):
        assert goodness_of_fit(counts[pos], 5200 / 52, dof=51) > ALPHA, pos


def test_which_card_follows_which_is_uniform() -> None:
    counts = follower_matrix(fair_decks())
    cells = ~np.eye(52, dtype=bool)  # a card never follows itself
    expected = 5200 * 51 / (52 * 51)
    p = goodness_of_fit(counts[cells], expected, dof=52 * 51 - 52)
    assert p > ALPHA, p
    assert counts[np.eye(52, dtype=bool)].sum() == 0


def test_pairs_sit_side_by_side_as_often_as_chance_says() -> None:
    """Adjacent equal ranks: 51 neighbours x 3/51 = 3 a deck on average (Poisson-like)."""
    per_deck = np.array([sum((a >> 2) == (b >> 2) for a, b in zip(d, d[1:])) for d in fair_decks()])
    assert abs(per_deck.mean() - 3.0) < 4 * per_deck.std() / math.sqrt(len(per_deck))
    # adjacent same suit: 51 x 12/51 = 12 a deck
    suits = np.array([sum((a & 3) == (b & 3) for a, b in zip(d, d[1:])) for d in fair_decks()])
    assert abs(suits.mean() - 12.0) < 4 * suits.std() / math.sqrt(len(suits))


def test_streams_of_one_seed_are_independent() -> None:
    """The deck stream and a hand stream of the same seed: first cards independent."""
    table = np.zeros((52, 52), dtype=np.int64)
    for i in range(5200):
        seed = f"streams-{i}".encode()
        a = round_deck(seed, "deck").cards[0].id
        b = round_deck(seed, "hand-0").cards[0].id
        table[a, b] += 1
    assert goodness_of_fit(table, 5200 / 2704, dof=2703) > ALPHA


# --- the statistics catch a bad shuffle --------------------------------------------------------------


def naive_shuffle(rng: random.Random) -> list[int]:
    """The classic wrong shuffle: swap each card with ANY position (biased)."""
    cards = list(range(52))
    for i in range(52):
        j = rng.randrange(52)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def test_position_test_detects_a_naive_shuffle() -> None:
    rng = random.Random(7)
    decks = [naive_shuffle(rng) for _ in range(5200)]
    assert goodness_of_fit(position_matrix(decks), 100.0, dof=51 * 51) < ALPHA


def test_follower_test_detects_a_poor_riffle() -> None:
    """One riffle shuffle keeps runs of neighbours together: the follower test sees it."""
    rng = random.Random(8)
    decks = []
    for _ in range(5200):
        cut = sum(rng.random() < 0.5 for _ in range(52))
        left, right = list(range(cut)), list(range(cut, 52))
        deck: list[int] = []
        while left or right:
            take_left = rng.random() < len(left) / (len(left) + len(right))
            deck.append((left if take_left else right).pop(0))
        decks.append(deck)
    counts = follower_matrix(decks)
    cells = ~np.eye(52, dtype=bool)
    assert goodness_of_fit(counts[cells], 100.0, dof=52 * 51 - 52) < ALPHA


# --- video poker: every hand draws from its own, independent deck -----------------------------------


def test_video_poker_hand_decks_are_independent_of_each_other() -> None:
    """First replacement card of hand 0 against hand 1 (by rank): independent."""
    table = np.zeros((13, 13), dtype=np.int64)
    for i in range(4000):
        seed = f"vp-{i}".encode()
        dealt = round_deck(seed).cards[:5]
        a = hand_deck(seed, 0, dealt).cards[0].rank - 2
        b = hand_deck(seed, 1, dealt).cards[0].rank - 2
        table[a, b] += 1
    assert independence(table) > ALPHA


def test_video_poker_hand_decks_never_hold_the_dealt_cards_and_differ() -> None:
    for i in range(20):
        seed = f"vp-hundred-{i}".encode()
        dealt = round_deck(seed).cards[:5]
        orders = set()
        for h in range(100):
            deck = hand_deck(seed, h, dealt)
            assert len(deck.cards) == 47 and not set(deck.cards) & set(dealt)
            orders.add(tuple(c.id for c in deck.cards))
        assert len(orders) == 100  # no two hands share an order


def test_video_poker_draws_are_uniform_over_the_unseen_cards() -> None:
    """Hand 37's first replacement, over many seeds: every unseen card equally likely."""
    counts = np.zeros(52, dtype=np.int64)
    possible = np.zeros(52, dtype=np.int64)
    for i in range(4700):
        seed = f"vp-draw-{i}".encode()
        dealt = round_deck(seed).cards[:5]
        counts[hand_deck(seed, 37, dealt).cards[0].id] += 1
        for c in FULL_DECK:
            if c not in dealt:
                possible[c.id] += 1
    expected = possible / 47  # each unseen card has chance 1/47 in that round
    assert goodness_of_fit(counts, expected, dof=51) > ALPHA


# --- seeds --------------------------------------------------------------------------------------------


def test_fresh_seeds_are_uniform_bytes_and_never_repeat() -> None:
    seeds = [new_seed() for _ in range(2000)]
    assert len(set(seeds)) == len(seeds) and all(len(s) == 32 for s in seeds)
    counts = np.bincount(np.frombuffer(b"".join(seeds), dtype=np.uint8), minlength=256)
    # fresh randomness: not seeded, so a looser bound (1e-6) keeps this from ever flaking
    assert goodness_of_fit(counts, len(seeds) * 32 / 256, dof=255) > 1e-6


def test_same_seed_same_deck_other_seed_other_deck() -> None:
    a, b = round_deck(b"x" * 32), round_deck(b"x" * 32)
    assert a.cards == b.cards
    assert round_deck(b"y" * 32).cards != a.cards
    assert Deck.shuffled(round_rng(b"x" * 32)).cards == a.cards


# --- the games deal what the deck says, and every card is as likely in every place -----------------

GAME_ROUNDS = 1040  # 20 expected per (place, card)


@pytest.mark.parametrize("game", ["texas-holdem-bonus", "casino-holdem", "heads-up-holdem",
                                  "video-poker"])
def test_every_place_at_the_table_gets_every_card_equally_often(game: str) -> None:
    from gamelib.autoplay import table_setup
    from gamelib.bets import BetSlip
    from gamelib.games import find_game

    definition = find_game(game)
    stakes, config = table_setup(game)
    slip = BetSlip(definition.limits, 10**9)
    for spot, amount in stakes.items():
        slip.place(spot, amount)
    counts: np.ndarray | None = None
    for i in range(GAME_ROUNDS):
        seed = f"table-{game}-{i}".encode()
        rnd = definition.new_round(slip.stakes(), seed, {**definition.default_config, **config})
        rnd.start()
        rnd.play_defaults()
        cards = list(rnd.dealt) if game == "video-poker" else rnd.dealt_cards()  # type: ignore[attr-defined]
        # the round deals exactly the top of its seed's deck, in order
        assert cards == round_deck(seed).cards[:len(cards)]
        if counts is None:
            counts = np.zeros((len(cards), 52), dtype=np.int64)
        for place, c in enumerate(cards):
            counts[place, c.id] += 1
    assert counts is not None
    p = goodness_of_fit(counts, GAME_ROUNDS / 52, dof=counts.shape[0] * 51)
    assert p > ALPHA, (game, p)
