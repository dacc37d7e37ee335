"""Heads Up Hold'em's exact river decision, fast: the same choice as the ADVISOR's enumeration
of the dealer's 990 hands (:func:`gamelib.games.heads_up.strategy.river_values_batch`), from
the dealer's 91 pairs of ranks instead of the 990 hands.

At the river, RAISE 1x is worth more than FOLD's -2 ANTE exactly when (ANTE units x 990)

    wins_q (1 + 1 + odds_win) + wins_n (1 + odds_win)
    + losses_q (-1 - 1 + odds_lose) + losses_n (-1 + odds_lose)  >  -1980

over the dealer's 990 possible hands (``_q``: the dealer qualifies; a tie counts 0). With a
straight or better every term is at least 0 (ODDS pays a win, BAD BEAT a loss), so RAISE.
Below a straight ODDS pushes a win and loses with the hand, so the sum is
``2 wins_q + wins_n - 3 losses_q - 2 losses_n``, and the counts come from:

- a dealer hand that makes no flush has the strength of its ranks alone (the board's five
  and its two): one look-up in the evaluator's table of rank multisets
  (:mod:`gamelib.hand_tables`) for each of the 91 pairs of ranks, weighted by how many of
  the 45 unseen cards make that pair (``n_i n_j``, or ``n_i (n_i - 1) / 2`` for a pair);
- a dealer hand that makes a flush beats a player below a straight and qualifies. With three
  cards of a suit on the board it needs two of that suit, with four one; those hands are
  taken out of their rank pair's weight and counted as qualifying losses. (Five on the
  board: the player holds a flush, so RAISE.)

The decision is the enumeration's on every deal (``tests/gamelib/games/heads_up/``
compares both on many thousands of seeded deals, the counts included); numpy does 91
look-ups a position instead of 990 seven-card evaluations.
"""

from __future__ import annotations

import functools

import numpy as np

from gamelib.games.dealer_holdem import STRAIGHT, category_index
from gamelib.games.heads_up.rules import DEALER_QUALIFIES_FROM
from gamelib.hand_tables import HIGH_MASK, HIGH_SHIFT, LOW_MASK, tables

DEALER_HANDS = 990  # two cards from the 45 unseen
#: RAISE 1x is chosen when its total over the 990 dealer hands is above this (FOLD = -2 ANTE)
FOLD_TOTAL = -2 * DEALER_HANDS
CHUNK = 8_192  # positions a step: (CHUNK, 91) arrays stay in cache

_PAIR_I, _PAIR_J = (a.astype(np.intp) for a in np.triu_indices(13))  # 91 pairs of ranks, i <= j
_SAME = _PAIR_I == _PAIR_J


@functools.cache
def _lookups() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The evaluator's rank fields of one card of each rank (13,) and of each of the 91 pairs of
    ranks, and its seven-card tables: high offsets, low places, non-flush strengths."""
    t = tables()
    rank_value = t.card_value[::4] & ((1 << 31) - 1)  # the suit field cleared
    pair_value = rank_value[_PAIR_I] + rank_value[_PAIR_J]
    return rank_value, pair_value, t.high_offset[7], t.low_index, t.nonflush[7]


@functools.cache
def _weight_table() -> np.ndarray:
    """Dealer hands that hold a pair of ranks and make no flush, by one code: the board's
    flush case (0 none, 1 three of a suit, 2 four) x 200 + (a_i x 5 + n_i) x 20 + (a_j x 5 +
    n_j) x 2 + (i == j); n: unseen cards of the rank, a: is the rank's card of the board's
    suit unseen."""
    out = np.zeros(600, dtype=np.int16)
    for case in range(3):
        for ai in range(2):
            for ni in range(5):
                for aj in range(2):
                    for nj in range(5):
                        for same in range(2):
                            all_ = ni * (ni - 1) // 2 if same else ni * nj
                            if case == 1:
                                flush = 0 if same else ai * aj
                            elif case == 2:
                                flush = ai * max(ni - 1, 0) if same else ai * nj + ni * aj - ai * aj
                            else:
                                flush = 0
                            code = case * 200 + (ai * 5 + ni) * 20 + (aj * 5 + nj) * 2 + same
                            out[code] = max(all_ - flush, 0)
    return out


def dealer_pair_strengths(board: np.ndarray) -> np.ndarray:
    """(N, 91) the seven-card strength of the board's ranks with each pair of ranks, flushes
    aside (meaningless where the pair cannot be held: five of a rank)."""
    rank_value, pair_value, high_offset, low_index, nonflush = _lookups()
    acc = rank_value[board >> 2].sum(axis=1)[:, None] + pair_value
    idx = np.take(high_offset, (acc >> HIGH_SHIFT) & HIGH_MASK, mode="clip")
    idx += np.take(low_index, acc & LOW_MASK, mode="clip")
    strengths: np.ndarray = np.take(nonflush, idx, mode="clip")
    return strengths


def dealer_pair_weights(hole: np.ndarray, board: np.ndarray) -> np.ndarray:
    """(N, 91) how many of the dealer's 990 hands hold each pair of ranks and make no flush."""
    n_rows = len(board)
    seen = np.zeros((n_rows, 52), dtype=np.int8)
    rows = np.arange(n_rows)[:, None]
    seen[rows, hole] = 1
    seen[rows, board] = 1
    by_rank = seen.reshape(n_rows, 13, 4)
    unseen = 4 - by_rank.sum(axis=2, dtype=np.int16)
    suits = ((board & 3)[:, :, None] == np.arange(4)).sum(axis=1)  # (N, 4) board cards a suit
    suit = suits.argmax(axis=1)
    case = np.clip(suits.max(axis=1) - 2, 0, 2)  # three or four of a suit: 1, 2 (five: 3 -> 2)
    case[suits.max(axis=1) == 5] = 0  # the player holds the flush: never asked
    suited_unseen = 1 - np.take_along_axis(by_rank, suit[:, None, None], axis=2)[:, :, 0]
    code = (suited_unseen * (case > 0)[:, None]) * 5 + unseen  # (N, 13) 0..9
    index = (case * 200)[:, None] + code[:, _PAIR_I] * 20 + code[:, _PAIR_J] * 2 + _SAME
    weights: np.ndarray = _weight_table()[index]
    return weights


def river_totals(hole: np.ndarray, board: np.ndarray, strength7: np.ndarray) -> np.ndarray:
    """RAISE 1x's exact EV x 990 (ANTE units) for players below a straight, (N,) integers:
    each dealer hand without a flush counts +2 / +1 beaten (qualifying / not), -3 / -2
    beating the player, 0 tied; each dealer flush -3."""
    h, b = hole.astype(np.intp), board.astype(np.intp)
    strengths = dealer_pair_strengths(b)
    weights = dealer_pair_weights(h, b)
    x = strength7.astype(np.int16)[:, None]
    qualifies = (strengths >= DEALER_QUALIFIES_FROM).astype(np.int16)
    below = (strengths < x).astype(np.int16)
    above = (strengths > x).astype(np.int16)
    value = (below - above) * (1 + qualifies) - above
    counted = weights.sum(axis=1, dtype=np.int32)
    totals: np.ndarray = (weights * value).sum(axis=1, dtype=np.int32) - 3 * (DEALER_HANDS - counted)
    return totals


def river_raises_fast(hole: np.ndarray, board: np.ndarray, strength7: np.ndarray) -> np.ndarray:
    """RAISE 1x at the river? The exact choice (RAISE when worth more than FOLD's -2 ANTE) for
    hole cards (N, 2), boards (N, 5) and the player's seven-card strengths (N,)."""
    out = np.ones(len(strength7), dtype=bool)  # a straight or better: RAISE
    rows = np.flatnonzero(category_index(np.asarray(strength7)) < STRAIGHT)
    for lo in range(0, rows.size, CHUNK):
        r = rows[lo:lo + CHUNK]
        out[r] = river_totals(hole[r], board[r], strength7[r]) > FOLD_TOTAL
    return out
