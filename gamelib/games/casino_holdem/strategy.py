"""2 Hand Casino Hold'em: the built-in strategy, the exact ADVISOR and the vectorised simulator.

Built-in strategy: the exact optimal choice for one hand, read from a table
(:mod:`gamelib.games.casino_holdem.flop_table`, issue 19): PLAY exactly when the exact EV of
PLAY over every turn, river and dealer hand is above FOLD's -1 ANTE, for every two-card hand
on every class of flop (made by ``tools/make_flop_tables.py``). With two hands each is
decided as if alone (the other hand's two cards are not taken out of the deck; the ADVISOR
does take them out). Over all 22,100 flops x 1,176 hands it returns 0.97842 per ANTE, the
optimal return (the published 97.84 %).

The earlier rule is kept as a rule a player can remember (:func:`rule_plays_batch`). PLAY
with any of:
1. a pair that uses a hand card (a pocket pair, or a card pairing the flop), or two pair
   or better;
2. four cards to a flush;
3. four cards to a straight, open-ended or inside (the ace high or low);
4. a ten or better in the hand, with no pair or with the flop's own pair only;

otherwise FOLD. Counted exactly over every flop and hand it chooses differently from the
table on 6.4 % of hands and returns 0.97027 per ANTE (0.0082 less).

ADVISOR: the expected value of PLAY and of FOLD for one hand at the decision, by full
enumeration of the turn, the river and the dealer's two cards (C(47,2) × C(45,2) =
1,070,190 outcomes with one hand, 893,970 with two: the other hand's cards are dead),
evaluated in one numpy batch. Values are in ANTE units; the BONUS does not depend on the
decision and is left out.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from gamelib.cards import Card
from gamelib.games.casino_holdem.flop_table import table_plays
from gamelib.games.casino_holdem.rules import ANTE_PAYS_BY_CATEGORY, DEALER_QUALIFIES_FROM
from gamelib.games.dealer_holdem import (
    ShowdownGrid,
    category_index,
    confidence_half_width,
    deal_batch,
    showdown_grid,
)
from gamelib.hands import evaluate7_batch

_ANTE_PAYS = np.array(ANTE_PAYS_BY_CATEGORY, dtype=np.int64)
_RANK_BITS = 1 << np.arange(13, dtype=np.int64)


def _straight_draw_table() -> np.ndarray:
    """For each set of ranks (13-bit mask, deuce = bit 0): four of the five ranks of some
    straight present (A-2-3-4-5 up to 10-J-Q-K-A)?"""
    windows = [0b1000000001111] + [0b11111 << low for low in range(9)]
    masks = np.arange(1 << 13)
    table = np.zeros(1 << 13, dtype=bool)
    for w in windows:
        hits = np.zeros(1 << 13, dtype=np.int64)
        for bit in range(13):
            if w >> bit & 1:
                hits += (masks >> bit) & 1
        table |= hits >= 4
    return table


_STRAIGHT_DRAW = _straight_draw_table()


# --- the built-in strategy ----------------------------------------------------------------------

def plays_batch(hole: np.ndarray, flop: np.ndarray) -> np.ndarray:
    """The built-in strategy on many hands at once: ``hole`` (N, 2) and ``flop`` (N, 3) card
    ids -> True for PLAY (the exact table)."""

    return table_plays(np.asarray(hole), np.asarray(flop))


def rule_plays_batch(hole: np.ndarray, flop: np.ndarray) -> np.ndarray:
    """The rule to remember (module docstring) on many hands at once."""
    five = np.concatenate([hole, flop], axis=1).astype(np.int64)
    ranks = five // 4  # 0 = deuce .. 12 = ace
    suits = five % 4
    n = len(five)
    rows = np.arange(n)[:, None]
    rank_counts = np.bincount((rows * 13 + ranks).ravel(), minlength=n * 13).reshape(n, 13)
    suit_counts = np.bincount((rows * 4 + suits).ravel(), minlength=n * 4).reshape(n, 4)
    hole_ranks, flop_ranks = ranks[:, :2], ranks[:, 2:]
    high = np.maximum(hole_ranks[:, 0], hole_ranks[:, 1])
    hidden_pair = hole_ranks[:, 0] == hole_ranks[:, 1]
    for i in range(2):
        for j in range(3):
            hidden_pair |= hole_ranks[:, i] == flop_ranks[:, j]
    distinct = (rank_counts > 0) @ np.ones(13, dtype=np.int64)
    pairs_or_more = 5 - distinct  # 0 no pair, 1 one pair, 2+ two pair or trips or better
    two_pair_or_better = pairs_or_more >= 2
    board_pair = (pairs_or_more == 1) & ~hidden_pair
    no_pair = pairs_or_more == 0
    flush_draw = suit_counts.max(axis=1) >= 4
    straight_draw = _STRAIGHT_DRAW[(rank_counts > 0) @ _RANK_BITS]
    ten_or_better = high >= 8
    result: np.ndarray = (two_pair_or_better | hidden_pair | flush_draw | straight_draw
                          | ((board_pair | no_pair) & ten_or_better))
    return result


def plays(hole: Sequence[Card], flop: Sequence[Card]) -> bool:
    """The built-in strategy for one hand: True for PLAY, False for FOLD."""
    h = np.array([[c.id for c in hole]])
    f = np.array([[c.id for c in flop]])
    return bool(plays_batch(h, f)[0])


# --- the ADVISOR ----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Advice:
    """Exact values of one hand's decision, in ANTE units (BONUS excluded)."""

    ev_play: float
    ev_fold: float
    outcomes: int
    strategy_plays: bool

    @property
    def best(self) -> str:
        return "play" if self.ev_play > self.ev_fold else "fold"

    @property
    def strategy_agrees(self) -> bool:
        return (self.best == "play") == self.strategy_plays


def play_value(grid: ShowdownGrid, hand: int = 0) -> float:
    """The exact expected result of PLAY (ANTE units) over a showdown grid."""
    player = grid.player[hand][:, None]
    dealer = grid.dealer
    qualifies = dealer >= DEALER_QUALIFIES_FROM
    pays = _ANTE_PAYS[grid.player_category[hand]]
    not_qualified = (~qualifies).sum(axis=1)
    wins = (qualifies & (player > dealer)).sum(axis=1)
    losses = (qualifies & (player < dealer)).sum(axis=1)
    total = (not_qualified * pays + wins * (pays + 2) - 3 * losses).sum()
    return float(total) / dealer.size


def advise(hole: Sequence[Card], flop: Sequence[Card], dead: Sequence[Card] = ()) -> Advice:
    """PLAY vs FOLD for one hand; ``dead``: the other hand's cards (seen, not in the deck)."""
    grid = showdown_grid([list(hole)], list(flop), dead)
    return Advice(play_value(grid), -1.0, int(grid.dealer.size), plays(hole, flop))


def advise_hands(hands: Sequence[Sequence[Card]], flop: Sequence[Card]) -> list[Advice]:
    """PLAY vs FOLD for every hand on the table at once: one enumeration serves them all,
    since each hand sees the others' cards (they are out of the deck for all of them)."""
    grid = showdown_grid([list(h) for h in hands], list(flop))
    return [Advice(play_value(grid, i), -1.0, int(grid.dealer.size), plays(h, flop))
            for i, h in enumerate(hands)]


# --- the vectorised simulator ------------------------------------------------------------------------

@dataclass(frozen=True)
class SimulationResult:
    rounds: int
    hands: int
    return_per_ante: float
    half_width_99: float
    play_rate: float
    seconds: float

    def as_json(self) -> dict[str, object]:
        return {
            "game": "casino-holdem", "rounds": self.rounds, "hands": self.hands,
            "strategy": "built-in", "return_per_ante": self.return_per_ante,
            "half_width_99": self.half_width_99,
            "interval_99": [self.return_per_ante - self.half_width_99,
                            self.return_per_ante + self.half_width_99],
            "play_rate": self.play_rate, "seconds": round(self.seconds, 3),
        }


def simulate_chunk(rng: np.random.Generator, rounds: int, hands: int) -> tuple[np.ndarray, int]:
    """Play ``rounds`` rounds; returns each round's net per ANTE (averaged over its hands) and
    how many hands played."""

    cards = deal_batch(rng, rounds, 2 * hands + 7).astype(np.int16)
    dealer = cards[:, 2 * hands:2 * hands + 2]
    board = cards[:, 2 * hands + 2:]
    dealer_strength = evaluate7_batch(np.concatenate([dealer, board], axis=1))
    qualifies = dealer_strength >= DEALER_QUALIFIES_FROM
    net = np.zeros(rounds, dtype=np.float64)
    played = 0
    for h in range(hands):
        hole = cards[:, 2 * h:2 * h + 2]
        play = plays_batch(hole, board[:, :3])
        strength = evaluate7_batch(np.concatenate([hole, board], axis=1))
        pays = _ANTE_PAYS[category_index(strength)]
        win = strength > dealer_strength
        lose = strength < dealer_strength
        result = np.where(~qualifies, pays, np.where(win, pays + 2, np.where(lose, -3, 0)))
        net += np.where(play, result, -1)
        played += int(play.sum())
    return net / hands, played


def simulate(rounds: int, hands: int = 1, seed: int | None = None,
             chunk: int = 200_000, on_progress: Callable[[int], None] | None = None) -> SimulationResult:
    """Play ``rounds`` rounds with the built-in strategy (``hands`` = 1 or 2); ``on_progress``
    hears the rounds played after each chunk."""

    rng = np.random.default_rng(seed)
    start = time.perf_counter()
    total = 0.0
    total_sq = 0.0
    played = 0
    done = 0
    while done < rounds:
        n = min(chunk, rounds - done)
        net, p = simulate_chunk(rng, n, hands)
        total += float(net.sum())
        total_sq += float((net * net).sum())
        played += p
        done += n
        if on_progress is not None:
            on_progress(done)
    mean = total / rounds
    var = max(total_sq / rounds - mean * mean, 0.0)
    half = confidence_half_width(var ** 0.5, rounds)
    return SimulationResult(rounds, hands, 1.0 + mean, half, played / (rounds * hands),
                            time.perf_counter() - start)
