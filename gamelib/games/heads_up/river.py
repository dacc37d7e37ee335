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
  and its two): a table of the 6,175 rank multisets of a board x the 91 pairs of ranks,
  made on first use (~20 ms) from the evaluator's table of rank multisets
  (:mod:`gamelib.hand_tables`), weighted by how many hands of the 45 unseen cards make
  that pair (``n_i n_j``, or ``n_i (n_i - 1) / 2`` for a pair), from a small table too;
- a dealer hand that makes a flush beats a player below a straight and qualifies. With three
  cards of a suit on the board it needs two of that suit, with four one; those hands are
  taken out of their rank pair's weight and counted as qualifying losses. (Five on the
  board: the player holds a flush, so RAISE.)

The decision is the enumeration's on every deal (``tests/gamelib/games/heads_up/``
compares both on many thousands of seeded deals, the values included); numpy does a few
passes over 91 small integers a position instead of 990 seven-card evaluations.
"""

from __future__ import annotations

import functools
from itertools import combinations_with_replacement

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
_LITTLE_ENDIAN = np.little_endian  # which byte of a rank's four is suit 0


def _rank_fields() -> np.ndarray:
    """The evaluator's rank field of one card of each rank (13,), its suit field cleared."""
    rank_value: np.ndarray = tables().card_value[::4] & ((1 << 31) - 1)
    return rank_value


def _multiset_index(ranks: np.ndarray) -> np.ndarray:
    """(N, 5) ranks 0..12 -> the evaluator's index of that five-card rank multiset (0..6174)."""
    t = tables()
    acc = _rank_fields()[ranks].sum(axis=1)
    index: np.ndarray = t.high_offset[5][(acc >> HIGH_SHIFT) & HIGH_MASK]
    index += t.low_index[acc & LOW_MASK]
    return index


@functools.cache
def _strength_table() -> np.ndarray:
    """(6175, 91): for each rank multiset of a board, the seven-card strength (flushes aside)
    with each pair of ranks; one look-up in the evaluator's table each (built in ~20 ms)."""
    t = tables()
    boards = np.array([c for c in combinations_with_replacement(range(13), 5)
                       if max(c.count(r) for r in c) <= 4], dtype=np.intp)
    rank_value = _rank_fields()
    acc = rank_value[boards].sum(axis=1)[:, None] + rank_value[_PAIR_I] + rank_value[_PAIR_J]
    idx = np.take(t.high_offset[7], (acc >> HIGH_SHIFT) & HIGH_MASK, mode="clip")
    idx += np.take(t.low_index, acc & LOW_MASK, mode="clip")  # clip: five of a rank, unheld
    out = np.zeros((len(t.nonflush[5]), 91), dtype=np.int16)
    out[_multiset_index(boards)] = np.take(t.nonflush[7], idx, mode="clip")
    return out


@functools.cache
def _weight_table() -> np.ndarray:
    """Dealer hands that hold a pair of ranks and make no flush, by one code: the board's
    flush case (0 none, 1 three of a suit, 2 four) x 200 + (a_i x 5 + n_i) x 20 + (a_j x 5 +
    n_j) x 2 + (i == j); n: unseen cards of the rank, a: is the rank's card of the board's
    suit unseen."""
    out = np.zeros(600, dtype=np.int8)
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


@functools.cache
def _suit_tables() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A card's suit as a 4-bit field (52,); by the board's five fields added: the flush case
    (1 three of a suit, 2 four, else 0: five means the player holds the flush, never asked)
    and the bit shift of the most common suit's byte in a rank's four."""
    suit_bits = (1 << (4 * (np.arange(52) & 3))).astype(np.intp)
    fields = np.arange(1 << 16)
    counts = np.stack([(fields >> (4 * s)) & 15 for s in range(4)], axis=1)
    most = counts.max(axis=1)
    case = np.where((most == 3) | (most == 4), most - 2, 0).astype(np.int16)
    suit = counts.argmax(axis=1)
    byte = suit if _LITTLE_ENDIAN else 3 - suit
    return suit_bits, case, (8 * byte).astype(np.uint32)


def dealer_pair_strengths(board: np.ndarray) -> np.ndarray:
    """(N, 91) the seven-card strength of the board's ranks with each pair of ranks, flushes
    aside (meaningless where the pair cannot be held: five of a rank)."""
    strengths: np.ndarray = _strength_table()[_multiset_index(board >> 2)]
    return strengths


def dealer_pair_weights(hole: np.ndarray, board: np.ndarray) -> np.ndarray:
    """(N, 91) how many of the dealer's 990 hands hold each pair of ranks and make no flush."""
    n_rows = len(board)
    seen = np.zeros((n_rows, 52), dtype=np.uint8)
    rows = np.arange(n_rows)[:, None]
    seen[rows, hole] = 1
    seen[rows, board] = 1
    packed = seen.view(np.uint32)  # (N, 13): byte s is 1 when the rank's card of suit s is seen
    unseen = 4 - ((packed * np.uint32(0x01010101)) >> np.uint32(24)).astype(np.int16)
    suit_bits, case_of, byte_of = _suit_tables()
    fields = suit_bits[board[:, 0]] + suit_bits[board[:, 1]] + suit_bits[board[:, 2]]
    fields += suit_bits[board[:, 3]] + suit_bits[board[:, 4]]
    case = case_of[fields]
    shift = byte_of[fields][:, None]
    suited_unseen = 1 - ((packed >> shift) & np.uint32(1)).astype(np.int16)
    code = suited_unseen * (case > 0)[:, None] * 5 + unseen  # (N, 13) 0..9
    index = np.take(code * 20 + (case * 200)[:, None], _PAIR_I, axis=1)
    index += np.take(code * 2, _PAIR_J, axis=1) + _SAME
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
    gain = (strengths >= DEALER_QUALIFIES_FROM).view(np.int8) + np.int8(1)  # 2 / 1 a hand
    below = (strengths < x).view(np.int8)
    above = (strengths > x).view(np.int8)
    value = (below - above) * gain - above
    value *= weights
    counted = weights.sum(axis=1, dtype=np.int32)
    totals: np.ndarray = value.sum(axis=1, dtype=np.int32) - 3 * (DEALER_HANDS - counted)
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
