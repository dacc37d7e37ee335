"""The built-in Texas Hold'em Bonus strategy, and the ADVISOR's exact expected values.

The strategy (autoplay, the advisor's strategy line and the simulators):

- **Pre-flop**: PLAY 2x with every hand except 2-3, 2-4, 2-5, 2-6 and 2-7 offsuit
  (:data:`PREFLOP_FOLDS`). Folding costs the ante, so a hand is played whenever its
  expected result is better than -1 ante. Exactly (every flop class, the best flop and turn
  play after; ``tools/make_flop_tables.py``), played the five folded classes are worth
  32o -1.156, 42o -1.092, 52o -1.020, 62o -1.047 and 72o -1.031 ante, the weakest played
  ones 43o -0.950, 63o -0.900, 82o -0.896: the chart is the optimal pre-flop choice.
- **Flop**: the exact optimal choice, read from a table (:mod:`.flop_table`, issue 19): PLAY
  1x or CHECK for every two-card hand on every class of flop, whichever has the higher exact
  EV over every turn, river and dealer hand with the best turn choice after it.
- **Turn**: exact (issue 19): PLAY 1x exactly when the player wins more often than the
  dealer over the 46 rivers x 990 dealer hands (the extra bet wins or loses one ante; a few
  milliseconds a decision). The simulator's fast path (``simulate --strategy builtin``)
  decides the turn by a rule instead (:func:`turn_plays`): a made straight or flush, a pair
  or better with a hole card (not a pocket pair under the whole board), an ace on a paired
  board or with four to a flush; otherwise CHECK.

Exact returns per ANTE over every flop and hand (``tools/make_flop_tables.py``): the
built-in strategy (chart, flop table, exact turn) 0.97963, which is optimal play; the
simulator's fast path (flop table, turn rule) 0.97521 (0.0044 less); the earlier rules
(flop rule, turn rule) 0.97134 (0.0083 less); the flop rule with the exact turn 0.97577.

The earlier flop rule is kept (:func:`flop_rule_plays`): PLAY 1x with a straight or flush;
a pair or better that uses a hole card, except a pocket pair under all three board cards;
four to a flush with a hole card; an ace or a king on a paired board; an ace with a ten or
better; an open-ended straight draw with a queen or better. Otherwise CHECK.

The rules are written once, vectorised over arrays of card ids (one row a round), so the
simulator applies them to half a million rounds at once and one decision is a row of one.

The ADVISOR (:func:`advise`) gives the exact expected value of each choice at the flop and
the turn by full enumeration of the unseen cards (turn: river × the dealer's two cards;
flop: turn × river × the dealer's two cards, with the best turn choice after each turn
card), in antes, for the whole round (stakes already placed included).
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from gamelib.cards import Card
from gamelib.games.dealer_holdem import STRAIGHT, showdown_grid
from gamelib.games.texas_bonus.flop_table import table_plays
from gamelib.hands import evaluate7_batch

if TYPE_CHECKING:
    from gamelib.games.texas_bonus.rules import TexasBonusRound

# --- pre-flop ----------------------------------------------------------------------------------

#: Offsuit hands (high rank, low rank) the strategy folds before the flop.
PREFLOP_FOLDS: frozenset[tuple[int, int]] = frozenset({(3, 2), (4, 2), (5, 2), (6, 2), (7, 2)})

_FOLD_TABLE = np.zeros((15, 15), dtype=bool)
for _hi, _lo in PREFLOP_FOLDS:
    _FOLD_TABLE[_hi, _lo] = True


def preflop_folds(hole: np.ndarray) -> np.ndarray:
    """Rows of two hole-card ids (N, 2) -> True where the strategy folds."""
    ranks = hole // 4 + 2
    suits = hole % 4
    hi = ranks.max(axis=1)
    lo = ranks.min(axis=1)
    offsuit = suits[:, 0] != suits[:, 1]
    return offsuit & _FOLD_TABLE[hi, lo]


# --- features of a partial hand -----------------------------------------------------------------
# Column-wise compares and rank bitmasks, each computed once per batch: a million rows take
# a few tens of milliseconds.

_STRAIGHTS = tuple(0b11111 << low for low in range(1, 11))  # bit 1 is the ace as one
_OPEN_ENDERS = tuple(0b1111 << low for low in range(2, 11))  # 2-3-4-5 … 10-J-Q-K


class _Features:
    """What the strategy looks at in rows of card ids (hole cards first)."""

    def __init__(self, cards: np.ndarray) -> None:
        self.ranks = (cards // 4 + 2).astype(np.int8)
        self.suits = (cards % 4).astype(np.int8)
        self.n = len(cards)

    def _bits(self, start: int, stop: int | None = None) -> np.ndarray:
        bits = np.zeros(self.n, dtype=np.int32)
        for col in range(start, self.ranks.shape[1] if stop is None else stop):
            bits |= np.left_shift(np.int32(1), self.ranks[:, col].astype(np.int32))
        return bits | ((bits >> 13) & 2)  # the ace also low

    @functools.cached_property
    def bits(self) -> np.ndarray:
        return self._bits(0)

    @functools.cached_property
    def board_bits(self) -> np.ndarray:
        return self._bits(2) & ~np.int32(2)

    def count_of(self, col: int) -> np.ndarray:
        """How many cards of each row share the rank of column ``col``."""
        r = self.ranks
        out = np.zeros(self.n, dtype=np.int8)
        for c in range(r.shape[1]):
            out += r[:, c] == r[:, col]
        return out

    @functools.cached_property
    def paired_hole_rank(self) -> np.ndarray:
        """The highest hole-card rank that pairs another card (0 when none)."""
        r = self.ranks
        r0 = np.where(self.count_of(0) >= 2, r[:, 0], 0)
        r1 = np.where(self.count_of(1) >= 2, r[:, 1], 0)
        return np.maximum(r0, r1)

    @functools.cached_property
    def suit_counts(self) -> np.ndarray:
        return np.stack([(self.suits == s).sum(axis=1) for s in range(4)], axis=1)

    @functools.cached_property
    def flush(self) -> np.ndarray:
        return self.suit_counts.max(axis=1) >= 5

    @functools.cached_property
    def flush_draw(self) -> np.ndarray:
        counts = self.suit_counts
        rows = np.arange(self.n)
        four = ((counts[rows, self.suits[:, 0]] == 4) | (counts[rows, self.suits[:, 1]] == 4))
        return four & ~self.flush

    @functools.cached_property
    def straight(self) -> np.ndarray:
        bits = self.bits
        out = np.zeros(self.n, dtype=bool)
        for mask in _STRAIGHTS:
            out |= (bits & mask) == mask
        return out

    @functools.cached_property
    def open_ended(self) -> np.ndarray:
        bits, hole = self.bits, self._bits(0, 2)
        out = np.zeros(self.n, dtype=bool)
        for mask in _OPEN_ENDERS:
            out |= ((bits & mask) == mask) & ((hole & mask) != 0)
        return out & ~self.straight

    def board_overcards(self, rank: np.ndarray) -> np.ndarray:
        """How many distinct board ranks are above ``rank``."""
        above = self.board_bits & ~((np.int32(2) << rank.astype(np.int32)) - 1)
        return np.bitwise_count(above)

    @functools.cached_property
    def board_paired(self) -> np.ndarray:
        r = self.ranks
        out = np.zeros(self.n, dtype=bool)
        for i in range(2, r.shape[1]):
            for j in range(i + 1, r.shape[1]):
                out |= r[:, i] == r[:, j]
        return out


def hole_card_paired(cards: np.ndarray) -> np.ndarray:
    """(N, k) ids, hole cards first -> a pair or better that uses a hole card."""
    return _Features(cards).paired_hole_rank > 0


def flush_made(cards: np.ndarray) -> np.ndarray:
    return _Features(cards).flush


def flush_draw(cards: np.ndarray) -> np.ndarray:
    """Four cards of one suit, a hole card among them (no flush yet)."""
    return _Features(cards).flush_draw


def straight_made(cards: np.ndarray) -> np.ndarray:
    return _Features(cards).straight


def open_ended_draw(cards: np.ndarray) -> np.ndarray:
    """Four ranks in a row open at both ends (2-3-4-5 … 10-J-Q-K), a hole card among them."""
    return _Features(cards).open_ended


def flop_plays(cards: np.ndarray) -> np.ndarray:
    """(N, 5) ids: hole cards then the flop -> True where the strategy plays 1x (the exact
    table, :mod:`gamelib.games.texas_bonus.flop_table`)."""

    cards = np.asarray(cards)
    return table_plays(cards[:, :2], cards[:, 2:5])


def flop_rule_plays(cards: np.ndarray) -> np.ndarray:
    """(N, 5) ids: hole cards then the flop -> True where the earlier flop rule plays 1x.

    Measured against the exact expected values: a made straight or flush; a pair or better
    with a hole card, except a pocket pair under all three board cards; four to a flush
    with a hole card; an ace or a king on a paired board; ace with ten or better; an
    open-ended straight draw with a queen or better in hand (lower straight draws check).
    Measured on 2,500 exact flop positions.
    """
    f = _Features(cards)
    r = f.ranks
    hi = np.maximum(r[:, 0], r[:, 1])
    lo = np.minimum(r[:, 0], r[:, 1])
    pair_rank = f.paired_hole_rank
    pocket_under_board = ((r[:, 0] == r[:, 1]) & (f.count_of(0) == 2)
                          & (f.board_overcards(pair_rank) >= 3))
    good_pair = (pair_rank > 0) & ~pocket_under_board
    high_on_paired_board = (hi >= 13) & f.board_paired
    ace_big_kicker = (hi == 14) & (lo >= 10)
    high_straight_draw = f.open_ended & (hi >= 12)
    return (f.flush | f.straight | good_pair | f.flush_draw | high_on_paired_board
            | ace_big_kicker | high_straight_draw)


def turn_plays(cards: np.ndarray) -> np.ndarray:
    """(N, 6) ids: hole cards then flop and turn -> True where the strategy plays 1x.

    With one card to come the extra bet wins or loses one ante, so it pays exactly when
    the player wins more often than the dealer: a pair or better that uses a hole card —
    except a pocket pair under the whole board (or under three ranks of a paired board) —,
    a straight or flush, or an ace with a paired board (the dealer often has only the
    board's pair) or with four to a flush. Measured on 3,000 exact turn positions.
    """
    f = _Features(cards)
    r = f.ranks
    pair_rank = f.paired_hole_rank
    over = f.board_overcards(pair_rank)
    small_pocket_pair = ((r[:, 0] == r[:, 1]) & (f.count_of(0) == 2)
                         & ((over >= 4) | ((over == 3) & f.board_paired)))
    has_ace = (r[:, 0] == 14) | (r[:, 1] == 14)
    return (f.flush | f.straight | ((pair_rank > 0) & ~small_pocket_pair)
            | (has_ace & (f.board_paired | f.flush_draw)))


_RIVER_DEALER = np.array(list(itertools.combinations(range(45), 2)), dtype=np.intp)


def turn_plays_exact(cards: np.ndarray, chunk: int = 40) -> np.ndarray:
    """(N, 6) ids: hole cards, flop and turn -> True where PLAY 1x is worth more than CHECK,
    exactly: the player beats the dealer more often than not over every river and dealer hand
    (46 x 990 hands a row, about 4 ms)."""

    cards = np.asarray(cards, dtype=np.int16)
    out = np.empty(len(cards), dtype=bool)
    for lo in range(0, len(cards), chunk):
        part = cards[lo:lo + chunk]
        n = len(part)
        mask = np.ones((n, 52), dtype=bool)
        np.put_along_axis(mask, part.astype(np.intp), False, axis=1)
        unseen = np.nonzero(mask)[1].reshape(n, 46).astype(np.int16)
        margin = np.zeros(n, dtype=np.int64)
        for r in range(46):
            river = unseen[:, r:r + 1]
            rest = np.delete(unseen, r, axis=1)                       # (n, 45)
            board = np.concatenate([part[:, 2:], river], axis=1)      # (n, 5)
            player = evaluate7_batch(np.concatenate([part[:, :2], board], axis=1))
            dealer_cards = rest[:, _RIVER_DEALER]                      # (n, 990, 2)
            seven = np.concatenate(
                [dealer_cards, np.broadcast_to(board[:, None, :], (n, 990, 5))], axis=2)
            dealer = evaluate7_batch(seven.reshape(-1, 7)).reshape(n, 990)
            margin += (player[:, None] > dealer).sum(axis=1) - (player[:, None] < dealer).sum(axis=1)
        out[lo:lo + chunk] = margin > 0
    return out


def _row(cards: Sequence[Card]) -> np.ndarray:
    return np.array([[c.id for c in cards]], dtype=np.int16)


def strategy_action(phase: str, hole: Sequence[Card], board: Sequence[Card]) -> str:
    """The built-in strategy's choice for one decision: 'play', 'fold' or 'check'."""
    if phase == "preflop":
        return "fold" if preflop_folds(_row(hole))[0] else "play"
    row = _row(list(hole) + list(board))
    plays = flop_plays(row[:, :5]) if phase == "flop" else turn_plays_exact(row[:, :6])
    return "play" if plays[0] else "check"


# --- the ADVISOR: exact expected values --------------------------------------------------------

@dataclass(frozen=True)
class Advice:
    """The advisor's word on one decision: the best action and, where exact, each choice's
    expected net result of the whole round in antes (``evs``)."""

    phase: str
    action: str
    evs: dict[str, float] = field(default_factory=dict)
    exact: bool = False
    strategy_action: str = ""


def _ev(s: Any, w: Any, lose: Any, n: int, more: int) -> Any:
    """Expected net (antes) given the ante, the 2x flop bet and ``more`` later bets."""
    return (s + (2 + more) * w - (3 + more) * lose) / n


def turn_evs(hole: Sequence[Card], board: Sequence[Card], turn_bet: int) -> dict[str, float]:
    """Exact EV of PLAY 1x and CHECK at the turn (board of four), in antes."""
    grid = showdown_grid([hole], board)
    wins, _ties, losses = grid.outcome_counts()
    straight = grid.player_category[0] >= STRAIGHT
    n = wins.size * grid.dealer.shape[1]
    s, w, lose = int((wins * straight).sum()), int(wins.sum()), int(losses.sum())
    return {"play": float(_ev(s, w, lose, n, turn_bet + 1)),
            "check": float(_ev(s, w, lose, n, turn_bet))}


def flop_evs(hole: Sequence[Card], board: Sequence[Card]) -> dict[str, float]:
    """Exact EV of PLAY 1x and CHECK at the flop, each followed by the best turn choice."""
    grid = showdown_grid([hole], board)
    wins, _ties, losses = grid.outcome_counts()
    straight = grid.player_category[0] >= STRAIGHT
    d = grid.dealer.shape[1]
    runouts = grid.runouts  # (R, 2) unordered turn/river pairs
    unseen = np.unique(runouts)
    # per turn card t: the sums over the rivers that go with it (each pair serves both cards)
    idx = np.searchsorted(unseen, runouts)
    n_t = len(unseen)
    sw = np.zeros(n_t)
    ww = np.zeros(n_t)
    ll = np.zeros(n_t)
    for col in (0, 1):
        np.add.at(sw, idx[:, col], wins * straight)
        np.add.at(ww, idx[:, col], wins)
        np.add.at(ll, idx[:, col], losses)
    per_turn = (n_t - 1) * d
    out = {}
    for action, turn_bet in (("play", 1), ("check", 0)):
        best = np.maximum(_ev(sw, ww, ll, per_turn, turn_bet + 1), _ev(sw, ww, ll, per_turn, turn_bet))
        out[action] = float(best.mean())
    return out


def advise(rnd: TexasBonusRound) -> Advice | None:
    """The advisor's advice for the round's current decision (None when none is pending)."""
    phase = str(rnd.phase)
    if phase not in ("preflop", "flop", "turn"):
        return None
    hole = rnd.hands["player"]
    board = rnd.board
    if phase == "preflop":
        rule = strategy_action(phase, hole, board)
        return Advice(phase, rule, {}, False, rule)
    if phase == "flop":
        evs = flop_evs(hole, board[:3])
        rule = strategy_action(phase, hole, board)
    else:  # the built-in turn choice is the exact one: no second enumeration
        evs = turn_evs(hole, board[:4], 1 if rnd.staked("turn") else 0)
        rule = "play" if evs["play"] > evs["check"] else "check"
    best = max(evs, key=lambda a: evs[a])
    return Advice(phase, best, evs, True, rule)
