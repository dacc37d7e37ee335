"""Heads Up Hold'em: the built-in strategy, the ADVISOR and the vectorised simulator.

Built-in strategy (adapted from the well-known Ultimate Texas Hold'em play, since the
game has the same shape — a big raise early, smaller ones later):

- **Pre-flop, RAISE 3x** with a pair of 3s or better; any ace; K-4 suited / K-7 offsuit
  and up; Q-8 suited / Q-10 offsuit and up; J-10 suited. Otherwise CHECK. This is the exact
  optimal pre-flop choice (issue 19): over every flop class, turn, river and dealer hand
  (``tools/make_flop_tables.py``, the best flop and river play after each choice) RAISE 3x
  is worth more than CHECK for exactly these classes; the closest calls are K-4 suited
  (+0.0004 ANTE), Q-9 offsuit (-0.0009) and K-6 offsuit (-0.0023). The earlier chart also
  raised K-2/K-3 suited, K-5/K-6 offsuit, Q-6/Q-7 suited, Q-8/Q-9 offsuit, J-8/J-9 suited
  and J-10 offsuit, which cost 0.0019 ANTE a round.
- **Flop**: the exact optimal choice, read from a table (:mod:`.flop_table`, issue 19):
  RAISE 2x or CHECK for every two-card hand on every class of flop, whichever has the higher
  exact EV over every turn, river and dealer hand (the exact river after a CHECK). The
  earlier rule (:func:`flop_raises_batch`): RAISE 2x with two pair or better; a pair that
  uses a hole card (except a pair of 2s in the hand); four to a flush holding a card of
  that suit 10 or higher; otherwise CHECK.
- **River: the exact ADVISOR** (issue 19): RAISE 1x when its exact EV over the dealer's
  990 possible hands is more than FOLD's -2 ANTE, else FOLD (about 0.2 ms a decision).
  The simulator takes the same choice on every deal from the dealer's 91 pairs of ranks
  instead of the 990 hands (:mod:`.river`), so ``simulate --strategy builtin`` plays this
  strategy at about a million rounds a second (100,000,000 rounds, seed 7: 0.97632 ±
  0.00117 per ANTE, 99 %; exactly 0.97642); ``--strategy exact`` enumerates the 990 hands
  instead (a cross-check: the same deals, the same choices, the same result).
  The earlier river rule (:func:`river_raises_batch`, the simulator's until then): RAISE 1x
  when the hole cards lift the hand to a better category than the board's (a pair or
  better); when a hole card plays and the higher hole card is a jack or better; or when the
  board alone is two pair or better. Otherwise FOLD.

Exact returns per ANTE (ODDS included) over every flop class, hand, turn, river and dealer
hand (``tools/make_flop_tables.py``): the built-in strategy (this chart, the flop table, the
exact river) 0.97642, which is optimal play; with the earlier chart 0.97449; the earlier
chart and flop rule with the exact river 0.97310. The earlier river rule disagrees with the
exact river on about 8 % of random river positions and, measured on the same deals
(``river_rule_cost``, paired, 1,000,000 rounds), gave up 0.0156 ± 0.0010 ANTE a round (99 %;
about 0.04 a river decision): the simulator with it returned about 0.960.

ADVISOR: at the river, the exact EV of RAISE 1x and FOLD over the dealer's 990 possible
hands; on the flop, the exact EV of RAISE 2x and of CHECK (followed by the best river
decision on each of the 1,081 turn-river pairs) over all 1,070,190 outcomes; pre-flop,
the built-in strategy's advice. Values are in ANTE units (ODDS included, side bets not).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

import numpy as np

from gamelib.cards import Card
from gamelib.games.dealer_holdem import (
    CATEGORY_NAMES,
    PAIR,
    ROYAL,
    STRAIGHT,
    TWO_PAIR,
    ShowdownGrid,
    category_index,
    confidence_half_width,
    deal_batch,
    showdown_grid,
)
from gamelib.games.heads_up.flop_table import table_raises
from gamelib.games.heads_up.river import river_raises_fast
from gamelib.games.heads_up.rules import BAD_BEAT_TABLE, DEALER_QUALIFIES_FROM, ODDS_TABLE
from gamelib.hands import evaluate, evaluate5_batch, evaluate7_batch

#: ODDS win pays (to 1) by category index 0..9 (3 to 2 for a flush); below a straight: push.
ODDS_WIN = np.array([ODDS_TABLE.line(CATEGORY_NAMES[c]).ratio if c >= STRAIGHT else 0.0
                     for c in range(10)])
#: ODDS on a loss: -1 below a straight, else the BAD BEAT pays (a royal flush cannot lose).
ODDS_LOSE = np.array([BAD_BEAT_TABLE.line(CATEGORY_NAMES[min(c, ROYAL - 1)]).ratio
                      if c >= STRAIGHT else -1.0 for c in range(10)])
FOLD_VALUE = -2.0  # ANTE and ODDS lost


# --- the built-in strategy ------------------------------------------------------------------------

def _ranks_suits(cards: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    c = cards.astype(np.int64)
    return c // 4 + 2, c % 4


def preflop_raises_batch(hole: np.ndarray) -> np.ndarray:
    """RAISE 3x pre-flop? for hole cards (N, 2)."""
    ranks, suits = _ranks_suits(hole)
    hi, lo = ranks.max(axis=1), ranks.min(axis=1)
    suited = suits[:, 0] == suits[:, 1]
    pair = hi == lo
    king = (hi == 13) & ((suited & (lo >= 4)) | (lo >= 7))
    queen = (hi == 12) & ((suited & (lo >= 8)) | (lo >= 10))
    jack = (hi == 11) & suited & (lo >= 10)
    result: np.ndarray = (pair & (hi >= 3)) | (hi == 14) | king | queen | jack
    return result


def flop_raises_batch(hole: np.ndarray, flop: np.ndarray, category5: np.ndarray) -> np.ndarray:
    """RAISE 2x on the flop? ``category5``: category index of the hole + flop five cards."""
    h_ranks, h_suits = _ranks_suits(hole)
    f_ranks, f_suits = _ranks_suits(flop)
    pocket_pair = (h_ranks[:, 0] == h_ranks[:, 1]) & (h_ranks[:, 0] >= 3)
    pairs_board = (h_ranks[:, :, None] == f_ranks[:, None, :]).any(axis=(1, 2))
    hidden_pair = pocket_pair | pairs_board
    flush_draw = np.zeros(len(hole), dtype=bool)
    for s in range(4):
        n = (h_suits == s).sum(axis=1) + (f_suits == s).sum(axis=1)
        big = ((h_suits == s) & (h_ranks >= 10)).any(axis=1)
        flush_draw |= (n >= 4) & big
    result: np.ndarray = (category5 >= TWO_PAIR) | hidden_pair | flush_draw
    return result


def flop_table_raises(hole: np.ndarray, flop: np.ndarray) -> np.ndarray:
    """The built-in flop choice for hole cards (N, 2) on flops (N, 3): RAISE 2x (True) or
    CHECK, from the exact table (:mod:`gamelib.games.heads_up.flop_table`)."""

    return table_raises(np.asarray(hole), np.asarray(flop))


def river_raises_batch(hole: np.ndarray, strength7: np.ndarray,
                       board_strength: np.ndarray) -> np.ndarray:
    """RAISE 1x at the river? ``strength7``: the player's hand; ``board_strength``: the board's.

    Raise when the hole cards lift the hand's category to a pair or better, when a hole card
    plays (the hand beats the board alone) and the higher hole card is a jack or better, or
    when the board alone is two pair or better.
    """
    cat7 = category_index(strength7)
    board_cat = category_index(board_strength)
    hidden = (cat7 >= PAIR) & (cat7 > board_cat)
    high = (hole.astype(np.int64) // 4 + 2).max(axis=1) >= 11
    result: np.ndarray = hidden | ((strength7 > board_strength) & high) | (board_cat >= TWO_PAIR)
    return result


_DEALER_PAIRS = np.array(list(combinations(range(45), 2)), dtype=np.intp)  # 990 two-card hands


def river_values_batch(hole: np.ndarray, board: np.ndarray, strength7: np.ndarray,
                       chunk: int = 2_000) -> np.ndarray:
    """Exact EV (ANTE units) of RAISE 1x at the river for each row, over the dealer's 990
    possible hands from the 45 unseen cards: the ADVISOR's river value, many positions at once."""

    n = len(hole)
    out = np.empty(n, dtype=np.float64)
    cat = category_index(strength7)
    for lo in range(0, n, chunk):
        hi = min(n, lo + chunk)
        known = np.concatenate([hole[lo:hi], board[lo:hi]], axis=1).astype(np.intp)
        mask = np.ones((hi - lo, 52), dtype=bool)
        np.put_along_axis(mask, known, False, axis=1)
        unseen = np.nonzero(mask)[1].reshape(hi - lo, 45).astype(np.int16)
        dealer_cards = unseen[:, _DEALER_PAIRS]  # (R, 990, 2)
        boards = np.broadcast_to(board[lo:hi, None, :].astype(np.int16), (hi - lo, 990, 5))
        dealer = evaluate7_batch(np.concatenate([dealer_cards, boards], axis=2).reshape(-1, 7))
        dealer = dealer.reshape(hi - lo, 990)
        player = strength7[lo:hi, None]
        qualifies = dealer >= DEALER_QUALIFIES_FROM
        win, lose = player > dealer, player < dealer
        win_q = (win & qualifies).sum(axis=1)
        lose_q = (lose & qualifies).sum(axis=1)
        win_n, lose_n = win.sum(axis=1) - win_q, lose.sum(axis=1) - lose_q
        c = cat[lo:hi]
        total = (win_q * (2 + ODDS_WIN[c]) + win_n * (1 + ODDS_WIN[c])
                 + lose_q * (-2 + ODDS_LOSE[c]) + lose_n * (-1 + ODDS_LOSE[c]))
        out[lo:hi] = total / 990
    return out


def river_raises_exact_batch(hole: np.ndarray, board: np.ndarray, strength7: np.ndarray) -> np.ndarray:
    """RAISE 1x at the river exactly when it is worth more than FOLD (-2 ANTE)."""
    result: np.ndarray = river_values_batch(hole, board, strength7) > FOLD_VALUE
    return result


def strategy_action(hole: Sequence[Card], visible_board: Sequence[Card]) -> str:
    """The built-in strategy's action for a position: ``raise``, ``check`` or ``fold``."""

    h = np.array([[c.id for c in hole]])
    if not visible_board:
        return "raise" if preflop_raises_batch(h)[0] else "check"
    if len(visible_board) == 3:
        f = np.array([[c.id for c in visible_board]])
        return "raise" if flop_table_raises(h, f)[0] else "check"
    strength7 = np.array([evaluate(list(hole) + list(visible_board)).strength])
    b = np.array([[c.id for c in visible_board]])
    raises = river_raises_exact_batch(h, b, strength7)[0]  # the ADVISOR's exact river choice
    return "raise" if raises else "fold"


# --- the ADVISOR ---------------------------------------------------------------------------------

def raise_values(grid: ShowdownGrid, multiple: int) -> np.ndarray:
    """Exact EV (ANTE units) of raising ``multiple``× on each board completion of the grid."""
    player = grid.player[0][:, None]
    dealer = grid.dealer
    qualifies = dealer >= DEALER_QUALIFIES_FROM
    win = player > dealer
    lose = player < dealer
    cat = grid.player_category[0]
    win_q = (win & qualifies).sum(axis=1)
    win_n = win.sum(axis=1) - win_q
    lose_q = (lose & qualifies).sum(axis=1)
    lose_n = lose.sum(axis=1) - lose_q
    total = (win_q * (1 + multiple + ODDS_WIN[cat]) + win_n * (multiple + ODDS_WIN[cat])
             + lose_q * (-1 - multiple + ODDS_LOSE[cat]) + lose_n * (-multiple + ODDS_LOSE[cat]))
    values: np.ndarray = total / dealer.shape[1]
    return values


@dataclass(frozen=True)
class Advice:
    """The ADVISOR's answer: each action's EV (None pre-flop, where it gives the strategy)."""

    street: str
    values: dict[str, float]
    best: str
    strategy: str
    exact: bool
    seconds: float


def advise(hole: Sequence[Card], visible_board: Sequence[Card],
           dead: Sequence[Card] = ()) -> Advice:
    """Advice for the position: exact on the flop and at the river, the strategy pre-flop.

    ``dead``: cards known to be out of the deck (none at a real table; tests use them to
    make an independent enumeration small)."""
    start = time.perf_counter()
    strategy = strategy_action(hole, visible_board)
    if not visible_board:
        return Advice("preflop", {}, strategy, strategy, False, time.perf_counter() - start)
    if len(visible_board) == 5:
        grid = showdown_grid([list(hole)], list(visible_board), dead)
        raise1 = float(raise_values(grid, 1)[0])
        values = {"raise": raise1, "fold": FOLD_VALUE}
        best = "raise" if raise1 > FOLD_VALUE else "fold"
        return Advice("river", values, best, strategy, True, time.perf_counter() - start)
    if len(visible_board) != 3:
        raise ValueError("advice is given pre-flop, on the flop or at the river")
    grid = showdown_grid([list(hole)], list(visible_board), dead)
    raise2 = float(raise_values(grid, 2).mean())
    check = float(np.maximum(raise_values(grid, 1), FOLD_VALUE).mean())
    values = {"raise": raise2, "check": check}
    best = "raise" if raise2 > check else "check"
    return Advice("flop", values, best, strategy, True, time.perf_counter() - start)


# --- the vectorised simulator ---------------------------------------------------------------------

@dataclass(frozen=True)
class SimulationResult:
    rounds: int
    return_per_ante: float
    half_width_99: float
    raise_rates: dict[str, float]
    seconds: float
    strategy: str = "builtin"  # the simulator's way to the river choice: see RIVER_METHOD

    @property
    def river(self) -> str:
        """How the river choice (the same either way) was found."""
        return RIVER_METHOD[self.strategy]

    def as_json(self) -> dict[str, object]:
        return {
            "game": "heads-up-holdem", "rounds": self.rounds, "strategy": "builtin",
            "river": self.river,
            "return_per_ante": self.return_per_ante, "half_width_99": self.half_width_99,
            "interval_99": [self.return_per_ante - self.half_width_99,
                            self.return_per_ante + self.half_width_99],
            "decisions": self.raise_rates, "seconds": round(self.seconds, 3),
        }


STRATEGIES = ("builtin", "exact")
#: Both play the built-in strategy and take the same river choice on every deal (the same
#: seed gives the same result); ``exact`` finds it the ADVISOR's way, several times slower.
RIVER_METHOD = {"builtin": "exact, from the dealer's 91 pairs of ranks",
                "exact": "exact, the dealer's 990 hands enumerated"}
#: simulate_chunk also plays the earlier river rule, to measure what it gave up
EARLIER_RIVER = "earlier_river_rule"


def simulate_chunk(rng: np.random.Generator, rounds: int,
                   strategy: str = "builtin") -> tuple[np.ndarray, np.ndarray]:
    """Play ``rounds`` rounds; returns the net per ANTE of each and the decision codes
    (3, 2, 1 = raise on that street's multiple, 0 = fold). The built-in strategy; its exact
    river from the dealer's rank pairs (``builtin``), from the 990 dealer hands enumerated
    (``exact``: the same choices, slower), or the earlier rule (:data:`EARLIER_RIVER`)."""

    cards = deal_batch(rng, rounds, 9).astype(np.int16)
    hole, dealer, board = cards[:, :2], cards[:, 2:4], cards[:, 4:]
    player7 = evaluate7_batch(np.concatenate([hole, board], axis=1))
    dealer7 = evaluate7_batch(np.concatenate([dealer, board], axis=1))
    cat7 = category_index(player7)
    pre = preflop_raises_batch(hole)
    flop = ~pre & flop_table_raises(hole, board[:, :3])
    reach = np.flatnonzero(~pre & ~flop)
    river = np.zeros(rounds, dtype=bool)
    if strategy == "exact":
        river[reach] = river_raises_exact_batch(hole[reach], board[reach], player7[reach])
    elif strategy == EARLIER_RIVER:
        river[reach] = river_raises_batch(hole[reach], player7[reach],
                                          evaluate5_batch(board[reach]))
    else:
        river[reach] = river_raises_fast(hole[reach], board[reach], player7[reach])
    multiple = np.select([pre, flop, river], [3, 2, 1], 0)
    win = player7 > dealer7
    lose = player7 < dealer7
    qualifies = dealer7 >= DEALER_QUALIFIES_FROM
    ante = np.where(qualifies & win, 1, np.where(qualifies & lose, -1, 0))
    sign = win.astype(np.int64) - lose.astype(np.int64)
    odds = np.where(win, ODDS_WIN[cat7], np.where(lose, ODDS_LOSE[cat7], 0.0))
    net = np.where(multiple > 0, ante + multiple * sign + odds, FOLD_VALUE)
    return net, multiple


def simulate(rounds: int, seed: int | None = None, chunk: int = 200_000,
             strategy: str = "builtin", on_progress: Callable[[int], None] | None = None) -> SimulationResult:
    """Play ``rounds`` rounds with the built-in strategy (``strategy``: see simulate_chunk);
    ``on_progress`` hears the rounds played after each chunk."""
    if strategy not in STRATEGIES:
        raise ValueError(f"strategy is one of {STRATEGIES}")
    rng = np.random.default_rng(seed)
    start = time.perf_counter()
    total = total_sq = 0.0
    decisions = np.zeros(4, dtype=np.int64)
    done = 0
    while done < rounds:
        n = min(chunk, rounds - done)
        net, multiple = simulate_chunk(rng, n, strategy)
        total += float(net.sum())
        total_sq += float((net * net).sum())
        decisions += np.bincount(multiple, minlength=4)
        done += n
        if on_progress is not None:
            on_progress(done)
    mean = total / rounds
    var = max(total_sq / rounds - mean * mean, 0.0)
    rates = {"raise_3x": decisions[3] / rounds, "raise_2x": decisions[2] / rounds,
             "raise_1x": decisions[1] / rounds, "fold": decisions[0] / rounds}
    return SimulationResult(rounds, 1.0 + mean, confidence_half_width(var ** 0.5, rounds),
                            {k: float(v) for k, v in rates.items()}, time.perf_counter() - start,
                            strategy)


def paired_difference(rounds: int, seed: int | None, first: str,
                      second: str) -> tuple[float, float]:
    """``first`` minus ``second`` (strategies of :func:`simulate_chunk`) on the same deals, per
    round in ANTE units, with its 99 % half-width (a paired comparison)."""
    total = total_sq = 0.0
    done = 0
    while done < rounds:
        n = min(100_000, rounds - done)
        a, _ = simulate_chunk(np.random.default_rng([seed or 0, done]), n, first)
        b, _ = simulate_chunk(np.random.default_rng([seed or 0, done]), n, second)
        diff = a - b
        total += float(diff.sum())
        total_sq += float((diff * diff).sum())
        done += n
    mean = total / rounds
    var = max(total_sq / rounds - mean * mean, 0.0)
    return mean, confidence_half_width(var ** 0.5, rounds)


def river_rule_cost(rounds: int, seed: int | None = None) -> tuple[float, float]:
    """What the earlier river rule gave up against the exact river, per round in ANTE units,
    with its 99 % half-width: both play the same deals."""
    return paired_difference(rounds, seed, "builtin", EARLIER_RIVER)


def river_check(rounds: int, seed: int | None = None) -> tuple[float, float]:
    """The river by enumeration of the 990 dealer hands minus the simulator's river from the
    rank pairs, on the same deals: (0.0, 0.0), the two take the same choice on every deal."""
    return paired_difference(rounds, seed, "exact", "builtin")
