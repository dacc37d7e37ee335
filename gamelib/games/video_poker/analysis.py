"""Exact video poker analysis: every hold's expected return, the optimal hold, the return
of a whole pay table under optimal play or under the house's default strategy.

Nothing here samples. The method is the standard subset count:

1. For every five-card hand ``H`` (all 2,598,960) and every subset ``U`` of it (32 each),
   add ``pay(H)`` to ``table[U]``; subsets are indexed by the combinatorial number
   system (the colex rank ``sum C(c_i, i)`` of the sorted card ids), one array per size.
   So ``table[U]`` is the total pay of all hands that contain ``U``.
2. Holding ``S`` from the dealt ``D`` draws ``5 - |S|`` cards from the 47 unseen; the
   final hands are those containing ``S`` and none of ``D \\ S``. By inclusion-exclusion
   their total pay is ``sum over S <= U <= D of (-1)^|U - S| table[U]``, and the EV is that
   divided by ``C(47, 5 - |S|)``.

The tables are built once per pay table (about 2 s), then kept on disk as ``.npy`` in the
data directory's cache (loaded with ``allow_pickle=False``); the 32 EVs of a dealt hand
are then one gather and one 32 x 32 product.

The whole pay table's return goes over the 134,459 suit-isomorphism classes of deals
(suits relabelled, the multiset of the four suits' rank masks is the class) with their
weights. The line probabilities come from the same tables read backwards: the chosen holds
give each subset a coefficient, and each final hand's weight is the sum over its 32
subsets, so no per-line tables are needed.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path

import numpy as np

from gamelib.cards import Card
from gamelib.games.video_poker.paytables import PayTable, all_hands, classify_batch
from gamelib.games.video_poker.strategy import default_holds_batch
from gamelib.paths import cache_dir as user_cache_dir

DEALS = math.comb(52, 5)
CACHE_VERSION = 1
#: ``BINOM[n, k] = C(n, k)`` for n <= 52, k <= 5.
BINOM = np.array([[math.comb(n, k) for k in range(6)] for n in range(53)], dtype=np.int64)
SIZES = tuple(math.comb(52, k) for k in range(6))
OFFSETS = tuple(int(x) for x in np.concatenate([[0], np.cumsum(SIZES)]))
#: Common denominator of every hold's EV: lcm of C(47, j), j = 0..5 (exact comparisons).
LCM_DRAWS = math.lcm(*(math.comb(47, j) for j in range(6)))
DRAWS = np.array([math.comb(47, 5 - bin(m).count("1")) for m in range(32)], dtype=np.int64)
_SCALE = np.array([LCM_DRAWS // int(d) for d in DRAWS], dtype=np.int64)
_POPCOUNT = np.array([bin(m).count("1") for m in range(32)], dtype=np.int64)
#: ``MOBIUS[S, U] = (-1)^|U - S|`` when S is a subset of U (masks over five positions).
MOBIUS = np.array([[(-1) ** bin(u & ~s).count("1") if s & ~u == 0 else 0 for u in range(32)]
                   for s in range(32)], dtype=np.int64)
_MASK_POSITIONS = tuple(tuple(j for j in range(5) if m >> j & 1) for m in range(32))


def mask_positions(mask: int) -> tuple[int, ...]:
    """The card positions (0-4) a hold mask keeps. ``mask_positions(0b10011) == (0, 1, 4)``."""
    return _MASK_POSITIONS[mask]


def positions_mask(positions: Sequence[int]) -> int:
    return sum(1 << p for p in set(positions))


_BINOM_BY_K = np.ascontiguousarray(BINOM.T).astype(np.int32)  # [k][n] = C(n, k)


def subset_index(sorted_cols: Sequence[np.ndarray]) -> np.ndarray:
    """Colex rank of subsets given as columns of sorted card ids (one column per card)."""
    if not sorted_cols:
        return np.zeros(1, dtype=np.int64)
    idx = _BINOM_BY_K[1][sorted_cols[0]].astype(np.int64)
    for i, col in enumerate(sorted_cols[1:], start=2):
        idx += _BINOM_BY_K[i][col]
    return idx


def _columns(hands: np.ndarray) -> list[np.ndarray]:
    return [np.ascontiguousarray(hands[:, p]) for p in range(hands.shape[1])]


def _subset_indices(hands: np.ndarray) -> list[np.ndarray]:
    """For sorted hands (N, 5): the flat table index of each of the 32 subsets, by mask."""
    return list(_subset_indices_iter(hands))


@dataclass(frozen=True)
class SubsetTables:
    """``flat[OFFSETS[k] + colex(U)]`` = total pay of all final hands containing the k-set U."""

    paytable: PayTable
    flat: np.ndarray  # int64, length sum C(52, k) for k = 0..5
    lines: np.ndarray  # int8 line index of each of the 2,598,960 hands (colex order)

    def gather(self, sorted_hands: np.ndarray) -> np.ndarray:
        """(N, 32) totals for every subset (by mask over the sorted positions) of each hand."""
        idx = _subset_indices(sorted_hands)
        return np.stack([self.flat[i] for i in idx], axis=1)


_MEMORY: dict[str, SubsetTables] = {}
_HANDS: list[np.ndarray] = []


def _all_hands() -> np.ndarray:
    if not _HANDS:
        _HANDS.append(all_hands())
    return _HANDS[0]


def build_tables(paytable: PayTable) -> SubsetTables:
    """Build the subset tables from scratch (about 2 s; :func:`subset_tables` caches them)."""
    hands = _all_hands()
    lines = classify_batch(paytable, hands)
    pays = paytable.pays[lines].astype(np.float64)
    flat = np.zeros(OFFSETS[-1], dtype=np.int64)
    cols = _columns(hands)
    for m in range(32):
        pos = _MASK_POSITIONS[m]
        k = len(pos)
        if k == 5:
            flat[OFFSETS[5]:] += pays.astype(np.int64)  # row i of all_hands has colex rank i
            continue
        if not pos:
            flat[0] += int(pays.sum())
            continue
        idx = subset_index([cols[p] for p in pos])
        sums = np.bincount(idx, weights=pays, minlength=SIZES[k])
        flat[OFFSETS[k]:OFFSETS[k + 1]] += np.rint(sums).astype(np.int64)
    return SubsetTables(paytable, flat, lines)


def _cache_file(paytable: PayTable, cache_dir: Path) -> Path:
    digest = hashlib.sha256(f"v{CACHE_VERSION}|{paytable.signature()}".encode()).hexdigest()[:12]
    return cache_dir / f"vp-{paytable.name}-{digest}.npy"


def default_cache_dir() -> Path:
    """Where the subset tables are kept when no ``cache_dir`` is given: the user cache folder
    (about 14 MB a pay table; gamelib.paths.cache_dir). Tests always pass their own folder."""
    return user_cache_dir()


def subset_tables(paytable: PayTable, cache_dir: Path | str | None = None) -> SubsetTables:
    """The pay table's subset tables: from memory, else the disk cache, else built and saved."""
    key = paytable.signature()
    if key in _MEMORY:
        return _MEMORY[key]
    folder = Path(cache_dir) if cache_dir is not None else default_cache_dir()
    path = _cache_file(paytable, folder)
    lines_path = path.with_name(path.stem + "-lines.npy")
    tables: SubsetTables | None = None
    if path.exists() and lines_path.exists():
        try:
            flat = np.load(path, allow_pickle=False)
            lines = np.load(lines_path, allow_pickle=False)
            if (flat.shape == (OFFSETS[-1],) and flat.dtype.kind == "i"
                    and lines.shape == (DEALS,) and lines.dtype == np.int8):
                tables = SubsetTables(paytable, flat.astype(np.int64), lines)
        except (OSError, ValueError):
            tables = None  # a damaged cache file is simply rebuilt
    if tables is None:
        tables = build_tables(paytable)
        dtype = np.int32 if tables.flat.max() < 2**31 else np.int64
        _save_npy(path, tables.flat.astype(dtype))
        _save_npy(lines_path, tables.lines)
    _MEMORY[key] = tables
    return tables


def _save_npy(path: Path, array: np.ndarray) -> None:
    """Write atomically; without a writable disk the tables are simply rebuilt next time."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(path.stem + ".tmp.npy")
        np.save(tmp, array, allow_pickle=False)
        tmp.replace(path)
    except OSError:
        pass


def forget_tables() -> None:
    """Drop the in-memory tables (tests, memory)."""
    _MEMORY.clear()


# --- one dealt hand -------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class HoldValue:
    """One hold of a dealt hand: the positions kept, the cards kept and the exact EV (for 1)."""

    mask: int
    positions: tuple[int, ...]
    cards: tuple[Card, ...]
    ev: float
    numerator: int  # total pay over all C(47, 5 - held) draws


_BINOM_PY: list[list[int]] = [[math.comb(n, k) for n in range(53)] for k in range(6)]
_DRAWS_PY: list[int] = [int(d) for d in DRAWS]
_SCALE_PY: list[int] = [int(x) for x in _SCALE]
_POP_PY: list[int] = [int(x) for x in _POPCOUNT]


def hold_values(paytable: PayTable, cards: Sequence[Card], *,
                tables: SubsetTables | None = None) -> list[HoldValue]:
    """All 32 holds of a dealt hand with their exact EVs, best first (ties: more cards held)."""
    if len(cards) != 5 or len({c.id for c in cards}) != 5:
        raise ValueError("a dealt hand is five different cards")
    tab = tables or subset_tables(paytable)
    order = sorted(range(5), key=lambda p: cards[p].id)
    ids = [cards[p].id for p in order]
    index = []
    dealt_masks = []
    for m in range(32):
        pos = _MASK_POSITIONS[m]  # positions in the sorted hand: the subset comes out sorted
        k = len(pos)
        index.append(OFFSETS[k] + sum(_BINOM_PY[i + 1][ids[p]] for i, p in enumerate(pos)))
        dealt_masks.append(sum(1 << order[p] for p in pos))
    numer: list[int] = (MOBIUS @ tab.flat[index]).tolist()
    ranking = sorted(range(32), key=lambda m: (-numer[m] * _SCALE_PY[m], -_POP_PY[m], dealt_masks[m]))
    out = []
    for m in ranking:
        dm = dealt_masks[m]
        pos = _MASK_POSITIONS[dm]
        out.append(HoldValue(dm, pos, tuple(cards[p] for p in pos), numer[m] / _DRAWS_PY[m], numer[m]))
    return out


def optimal_hold(paytable: PayTable, cards: Sequence[Card], *,
                 tables: SubsetTables | None = None) -> tuple[int, ...]:
    """The positions of the exact best hold (ties go to the hold keeping more cards)."""
    return hold_values(paytable, cards, tables=tables)[0].positions


def hold_value(paytable: PayTable, cards: Sequence[Card], positions: Sequence[int], *,
               tables: SubsetTables | None = None) -> float:
    """The exact EV of one hold."""
    mask = positions_mask(positions)
    return next(h.ev for h in hold_values(paytable, cards, tables=tables) if h.mask == mask)


# --- whole pay table --------------------------------------------------------------------------

@dataclass(frozen=True)
class DealClasses:
    """The deals up to relabelling suits: one sorted representative each and its weight."""

    hands: np.ndarray  # (C, 5) sorted card ids
    weights: np.ndarray  # (C,) how many of the 2,598,960 deals it stands for


_CLASSES: list[DealClasses] = []


def deal_classes() -> DealClasses:
    """The 134,459 suit classes of five-card deals (computed once, about 1 s)."""
    if _CLASSES:
        return _CLASSES[0]
    hands = _all_hands()
    rows = np.arange(len(hands))
    masks = np.zeros((len(hands), 4), dtype=np.int64)
    for j in range(5):
        col = hands[:, j].astype(np.int64)
        masks[rows, col % 4] |= np.left_shift(1, col // 4)
    masks.sort(axis=1)
    key = masks[:, 0] | masks[:, 1] << 13 | masks[:, 2] << 26 | masks[:, 3] << 39
    _, first, weights = np.unique(key, return_index=True, return_counts=True)
    _CLASSES.append(DealClasses(hands[first], weights.astype(np.int64)))
    return _CLASSES[0]


@dataclass(frozen=True)
class TableReturn:
    """The exact return of a pay table under a strategy, and each line's probability."""

    paytable: str
    strategy: str
    return_: float  # expected total returned per unit bet (0.995439 = 99.5439 %)
    lines: dict[str, float]  # line name -> probability of ending the round on it
    nothing: float  # probability that the hand pays nothing


HoldChooser = Callable[[Sequence[Card]], Sequence[int]]


def class_holds_optimal(tables: SubsetTables, classes: DealClasses) -> tuple[np.ndarray, np.ndarray]:
    """For each class representative: the best hold (mask over its sorted positions), numerator."""
    totals = tables.gather(classes.hands)
    numer = totals @ MOBIUS.T
    scaled = numer * _SCALE[None, :]
    # prefer the larger EV, then more held cards (the same tie rule as hold_values)
    tie = scaled * 8 + _POPCOUNT[None, :]
    best = tie.argmax(axis=1)
    return best, numer[np.arange(len(best)), best]


def exact_return(paytable: PayTable, strategy: str | HoldChooser = "optimal", *,
                 cache_dir: Path | str | None = None) -> TableReturn:
    """The exact return of ``paytable`` over all 2,598,960 deals, optimal or by a strategy.

    ``strategy`` is ``"optimal"``, ``"default"`` (the house's default strategy for this
    pay table, see :mod:`gamelib.games.video_poker.strategy`) or any function of the dealt five
    cards returning the positions to hold (it must not depend on the suits' names).
    """
    tables = subset_tables(paytable, cache_dir)
    classes = deal_classes()
    if strategy == "optimal":
        best, numer = class_holds_optimal(tables, classes)
        name = "optimal"
    else:
        if strategy == "default":
            best = default_holds_batch(paytable, classes.hands)
            name = "default"
        else:
            chooser: HoldChooser = strategy  # type: ignore[assignment]
            name = getattr(strategy, "__name__", "custom")
            best = np.array([positions_mask(chooser([Card.from_id(int(i)) for i in row]))
                             for row in classes.hands], dtype=np.int64)
        totals = tables.gather(classes.hands)
        numer = (totals * MOBIUS[best]).sum(axis=1)
    ev = numer / DRAWS[best]
    ret = float(np.dot(ev, classes.weights)) / DEALS
    probs = _line_probabilities(tables, classes, best)
    names = [pl.name for pl in paytable.lines]
    return TableReturn(paytable.name, name, ret, dict(zip(names, probs[:-1].tolist())),
                       float(probs[-1]))


def _line_probabilities(tables: SubsetTables, classes: DealClasses, best: np.ndarray) -> np.ndarray:
    """Probability of each final line (last entry: nothing) given the hold of each class."""
    paytable = tables.paytable
    coef = np.zeros(OFFSETS[-1], dtype=np.float64)
    idx = _subset_indices(classes.hands)
    held = best
    for u in range(32):
        sign = MOBIUS[held, u].astype(np.float64)  # zero unless the hold is a subset of u
        live = sign != 0
        if not live.any():
            continue
        w = sign[live] * classes.weights[live] / DRAWS[held[live]]
        k = int(_POPCOUNT[u])
        lo, hi = OFFSETS[k], OFFSETS[k + 1]
        coef[lo:hi] += np.bincount(idx[u][live] - lo, weights=w, minlength=hi - lo)
    hands = _all_hands()
    weight = np.zeros(len(hands), dtype=np.float64)
    for i in _subset_indices_iter(hands):
        weight += coef[i]
    lines = tables.lines
    probs: np.ndarray = np.bincount(lines, weights=weight, minlength=len(paytable.lines) + 1) / DEALS
    return probs


def _subset_indices_iter(hands: np.ndarray) -> Iterator[np.ndarray]:
    cols = _columns(hands)
    for m in range(32):
        pos = _MASK_POSITIONS[m]
        if pos:
            yield subset_index([cols[p] for p in pos]) + OFFSETS[len(pos)]
        else:
            yield np.zeros(len(hands), np.int64)


def combinations_of(positions: Sequence[int]) -> list[tuple[int, ...]]:
    """Every hold as positions (all 32), smallest first; handy for brute-force checks."""
    return [c for k in range(6) for c in combinations(positions, k)]
