"""Every hand on one flop at once: the exact showdown counts the three dealer hold'em games
need to value every decision from the flop on, for all 1,176 two-card hands together.

For a flop, the other 49 cards give 1,176 turn-river completions; on each, the 47 cards left
form 1,081 two-card hands, and each of them is both a hand the player may hold and a hand
the dealer may hold. Evaluating those 1,271,256 seven-card hands once (instead of 1,070,190
for every one of the 1,176 player hands) and counting, for each player hand, the dealer
hands that share none of its cards (990 of them) gives, per completion and player hand:

- ``strength`` — the player's final strength (1..7462, higher better);
- ``wins`` / ``losses`` — dealer hands beaten / beating the player (ties: the rest of 990);
- ``not_qualified`` — dealer hands below ``qualifies_from`` (a game's qualifying hand);
- ``wins_qualified`` / ``losses_qualified`` — wins and losses against dealer hands that
  qualify.

The counts are sorted-order look-ups: dealer hands below x that share no card with the
player's (a, b) = all hands below x - those holding a - those holding b (the player's own
hand is in both and is never below itself). Over the flop's 22,100 equally likely boards
this is the exact game: :func:`flop_classes` lists the 1,755 flops that differ by more than
a change of suits, with how many flops each stands for.
"""

from __future__ import annotations

import functools
import zlib
from itertools import combinations, permutations

import numpy as np

from gamelib.hands import evaluate7_batch

UNSEEN = 49   # cards not on the flop
REST = 47     # cards left after a turn and river
DEALER_HANDS = 990  # two-card hands from 45 cards
_TOP = 8192   # above every strength


@functools.cache
def _pair_tables() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Index tables: the 1,176 completions (pairs of the 49), the 1,081 pairs of the 47,
    each completion's 47 remaining positions, and the 49 x 49 pair number (C(49,2) order)."""
    runouts = np.array(list(combinations(range(UNSEEN), 2)), dtype=np.intp)
    pairs47 = np.array(list(combinations(range(REST), 2)), dtype=np.intp)
    rest = np.empty((len(runouts), REST), dtype=np.intp)
    everything = np.arange(UNSEEN)
    for j, (t, r) in enumerate(runouts):
        rest[j] = everything[(everything != t) & (everything != r)]
    number = np.full((UNSEEN, UNSEEN), -1, dtype=np.intp)
    for k, (a, b) in enumerate(runouts):
        number[a, b] = number[b, a] = k
    return runouts, pairs47, rest, number


def _ranks(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For each value, how many values of its row (last axis) are below it, and at most it."""
    order = np.argsort(values, axis=-1, kind="stable")
    ordered = np.take_along_axis(values, order, axis=-1)
    n = values.shape[-1]
    place = np.broadcast_to(np.arange(n), values.shape)
    starts = np.ones(values.shape, dtype=bool)
    starts[..., 1:] = ordered[..., 1:] != ordered[..., :-1]
    ends = np.ones(values.shape, dtype=bool)
    ends[..., :-1] = starts[..., 1:]
    below = np.maximum.accumulate(np.where(starts, place, 0), axis=-1)
    at_most = np.minimum.accumulate(np.where(ends, place, n - 1)[..., ::-1], axis=-1)[..., ::-1] + 1
    less = np.empty(values.shape, dtype=np.int32)
    most = np.empty(values.shape, dtype=np.int32)
    np.put_along_axis(less, order, below, axis=-1)
    np.put_along_axis(most, order, at_most, axis=-1)
    return less, most


@functools.cache
def _matrix_index() -> np.ndarray:
    """(47, 47) -> the pair's column among the 1,081, the diagonal -> column 1,081 (padding)."""
    _runouts, pairs47, _rest, _number = _pair_tables()
    idx = np.full((REST, REST), len(pairs47), dtype=np.intp)
    idx[pairs47[:, 0], pairs47[:, 1]] = np.arange(len(pairs47))
    idx[pairs47[:, 1], pairs47[:, 0]] = np.arange(len(pairs47))
    return idx


class FlopOutcomes:
    """The exact counts for one flop (see the module docstring). Arrays are (1,176, 1,081):
    completion j (``runouts[j]``: positions in ``unseen``) by player hand ``hands[j, k]`` (a
    pair number 0..1,175 of ``unseen``, in ``itertools.combinations`` order)."""

    def __init__(self, flop: np.ndarray | list[int]) -> None:
        self.flop = np.asarray(flop, dtype=np.int16)
        mask = np.ones(52, dtype=bool)
        mask[self.flop] = False
        self.unseen = np.flatnonzero(mask).astype(np.int16)
        runouts, pairs47, rest, number = _pair_tables()
        n_run, n_pair = len(runouts), len(pairs47)
        self.runouts = runouts
        holes = self.unseen[rest][:, pairs47]                        # (R, 1081, 2)
        board = np.concatenate([np.broadcast_to(self.flop, (n_run, 3)), self.unseen[runouts]],
                               axis=1)
        seven = np.concatenate([holes, np.broadcast_to(board[:, None, :], (n_run, n_pair, 5))],
                               axis=2)
        strength = evaluate7_batch(seven.reshape(-1, 7)).reshape(n_run, n_pair).astype(np.int32)
        self.hands = number[rest[:, pairs47[:, 0]], rest[:, pairs47[:, 1]]]
        self.strength = strength
        # the 46 hands holding each card: row a of the 47 x 47 matrix (the diagonal on top)
        padded = np.concatenate([strength, np.full((n_run, 1), _TOP, dtype=np.int32)], axis=1)
        self._rows = padded[:, _matrix_index()]                       # (R, 47, 47)
        first, second = pairs47[:, 0], pairs47[:, 1]
        all_less, all_most = _ranks(strength)
        row_less, row_most = _ranks(self._rows)
        self.wins = all_less - row_less[:, first, second] - row_less[:, second, first]
        self.losses = DEALER_HANDS - (all_most - row_most[:, first, second]
                                      - row_most[:, second, first] + 1)

    def qualified(self, qualifies_from: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(not qualified, wins against a qualifying dealer, losses to one) for a game whose
        dealer qualifies from strength ``qualifies_from``."""
        s = self.strength
        _runouts, pairs47, _rest, _number = _pair_tables()
        below_all = (s < qualifies_from).sum(axis=1, keepdims=True)
        below_row = (self._rows < qualifies_from).sum(axis=2)          # (R, 47)
        not_qualified = (below_all - below_row[:, pairs47[:, 0]] - below_row[:, pairs47[:, 1]]
                         + (s < qualifies_from))
        wins_q = np.where(s > qualifies_from, self.wins - not_qualified, 0)
        losses_q = np.where(s >= qualifies_from - 1, self.losses, DEALER_HANDS - not_qualified)
        return not_qualified, wins_q, losses_q

    @property
    def hole_cards(self) -> np.ndarray:
        """The 1,176 two-card hands as card ids (pair number order)."""
        return self.unseen[self.runouts]

    def per_hand_mean(self, values: np.ndarray) -> np.ndarray:
        """(1,176, 1,081) values -> each player hand's mean over its 1,081 completions."""
        sums = np.bincount(self.hands.ravel(), weights=values.ravel(), minlength=len(self.runouts))
        return sums / (REST * (REST - 1) // 2)


# --- the flops that differ by more than suits ----------------------------------------------------

_PERMUTATIONS = np.array(list(permutations(range(4))), dtype=np.int64)   # (24, 4) suit maps


@functools.cache
def _canonical() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Every flop (22,100, sorted card ids), its class code (the smallest sorted flop any
    change of suits makes of it, as a number) and a change of suits that makes it."""
    flops = np.array(list(combinations(range(52), 3)), dtype=np.int64)
    ranks, suits = flops // 4, flops % 4
    codes = np.empty((len(_PERMUTATIONS), len(flops)), dtype=np.int64)
    for i, p in enumerate(_PERMUTATIONS):
        mapped = np.sort(ranks * 4 + p[suits], axis=1)
        codes[i] = (mapped[:, 0] * 52 + mapped[:, 1]) * 52 + mapped[:, 2]
    perm = codes.argmin(axis=0)
    best = codes[perm, np.arange(len(flops))]
    classes, class_of, counts = np.unique(best, return_inverse=True, return_counts=True)
    return flops, class_of, perm, np.stack([classes // 2704, classes // 52 % 52, classes % 52], 1)


def flop_classes() -> tuple[np.ndarray, np.ndarray]:
    """One flop (3 card ids) for each of the 1,755 classes of flops under a change of suits
    (the class's smallest), and how many of the 22,100 flops each class holds."""
    _flops, class_of, _perm, reps = _canonical()
    return reps, np.bincount(class_of)


@functools.cache
def _flop_index() -> tuple[np.ndarray, np.ndarray]:
    """(52, 52, 52) tables, any order of the three cards: class number and change of suits."""
    flops, class_of, perm, _reps = _canonical()
    cls = np.full((52, 52, 52), -1, dtype=np.int16)
    prm = np.zeros((52, 52, 52), dtype=np.int8)
    for order in permutations(range(3)):
        ix = tuple(flops[:, o] for o in order)
        cls[ix] = class_of
        prm[ix] = perm
    return cls, prm


def flop_class_of(flop: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Flops (N, 3) card ids -> each one's class number and the suit map (N, 4) into it."""
    cls, prm = _flop_index()
    f = flop.astype(np.intp)
    return cls[f[:, 0], f[:, 1], f[:, 2]].astype(np.intp), _PERMUTATIONS[prm[f[:, 0], f[:, 1], f[:, 2]]]


_PAIR_NUMBER = np.full((52, 52), 0, dtype=np.intp)
for _k, (_a, _b) in enumerate(combinations(range(52), 2)):
    _PAIR_NUMBER[_a, _b] = _PAIR_NUMBER[_b, _a] = _k


class FlopTable:
    """One yes/no decision for every two-card hand on every class of flop, looked up for
    many positions at once: (1,755, 1,326) bits, the hands named in their class's suits."""

    def __init__(self, bits: np.ndarray) -> None:
        if bits.shape != (N_CLASSES, N_PAIRS):
            raise ValueError(f"a flop table is {N_CLASSES} x {N_PAIRS}, not {bits.shape}")
        self.bits = bits.astype(bool)

    @classmethod
    def from_bytes(cls, data: bytes) -> FlopTable:
        packed = np.frombuffer(zlib.decompress(data), dtype=np.uint8)
        return cls(np.unpackbits(packed)[:N_CLASSES * N_PAIRS].reshape(N_CLASSES, N_PAIRS))

    def to_bytes(self) -> bytes:
        return zlib.compress(np.packbits(self.bits.ravel()).tobytes(), 9)

    def lookup(self, hole: np.ndarray, flop: np.ndarray) -> np.ndarray:
        """Hole cards (N, 2) and flops (N, 3) -> the table's decision for each row."""
        cls, perm = flop_class_of(flop)
        h = hole.astype(np.intp)
        rows = np.arange(len(h))[:, None]
        mapped = h // 4 * 4 + perm[rows, h % 4]
        return self.bits[cls, _PAIR_NUMBER[mapped[:, 0], mapped[:, 1]]]

    @staticmethod
    def pair_numbers(hole: np.ndarray) -> np.ndarray:
        """Hole cards (N, 2) -> their number among the 1,326 pairs (combinations order)."""
        h = hole.astype(np.intp)
        return _PAIR_NUMBER[h[:, 0], h[:, 1]]


N_CLASSES, N_PAIRS = 1755, 1326
