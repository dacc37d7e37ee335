"""The lookup tables behind gamelib.hands: every 5-card hand class in order, and the
tables that turn any 5, 6 or 7 cards into the strength of their best five.

- ``CLASSES``: the 7,462 distinct 5-card hands, weakest first; strength = index + 1.
- ``FLUSH_TABLE[mask]``: the best flush or straight flush in a 13-bit rank mask (0 if
  fewer than five ranks). With seven cards a flush beats every hand the other cards
  could make, so the flush suit decides alone.
- The non-flush strength of a rank multiset (each rank 0–4 times, 5–7 cards) through a
  two-part index: the counts of the low seven ranks and of the high six ranks, each
  written in base 5, map to small indices of one dense table.

Card ids pack into one int64 per card (``PACKED``) so a hand is summed once: bits 0–16
the low-rank base-5 sum, 17–30 the high-rank sum, 32–47 four 4-bit suit counts.
Tables are built on first use in well under a second.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations

import numpy as np

HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH, ROYAL = range(10)
RANKS = tuple(range(14, 1, -1))  # A .. 2
LOW_RANKS = 7  # ranks 2..8 are "low" (index 0..6), 9..A "high" (index 7..12)
HI_SHIFT = 17
SUIT_SHIFT = 32
FLUSH_PROBE = 0x3333 << SUIT_SHIFT  # a nibble >= 5 overflows into its top bit after + 3
FLUSH_BITS = 0x8888 << SUIT_SHIFT


def _straight_high_of_mask(mask: int) -> int:
    for high in range(14, 5, -1):
        window = 0b11111 << (high - 6)
        if mask & window == window:
            return high
    wheel = (1 << 12) | 0b1111
    return 5 if mask & wheel == wheel else 0


#: STRAIGHT_HIGH[mask]: top rank of the best straight in a 13-bit rank mask (bit 0 = deuce).
STRAIGHT_HIGH: tuple[int, ...] = tuple(_straight_high_of_mask(m) for m in range(1 << 13))


def straight_high(rank_set: set[int] | frozenset[int]) -> int:
    """The top rank of the best straight in a set of ranks (5 for the wheel), or 0."""
    return STRAIGHT_HIGH[sum(1 << (r - 2) for r in rank_set)]


def _all_classes() -> list[tuple[int, tuple[int, ...]]]:
    """(category, display ranks) of every 5-card class, weakest first."""
    out: list[tuple[int, tuple[int, ...]]] = []
    pairs: list[tuple[int, ...]] = []
    twos: list[tuple[int, ...]] = []
    trips: list[tuple[int, ...]] = []
    distinct = [tuple(sorted(c, reverse=True)) for c in combinations(range(2, 15), 5)]
    plain = sorted(d for d in distinct if not straight_high(set(d)))
    straights = [tuple(range(h, h - 5, -1)) if h > 5 else (5, 4, 3, 2, 14) for h in range(5, 15)]
    out += [(HIGH_CARD, d) for d in plain]
    for p in range(2, 15):
        for ks in combinations([r for r in range(2, 15) if r != p], 3):
            pairs.append((p, p, *sorted(ks, reverse=True)))
    out += [(PAIR, t) for t in sorted(pairs, key=lambda t: (t[0], t[2:]))]
    for hi in range(3, 15):
        for lo in range(2, hi):
            for k in range(2, 15):
                if k not in (hi, lo):
                    twos.append((hi, hi, lo, lo, k))
    out += [(TWO_PAIR, x) for x in sorted(twos, key=lambda x: (x[0], x[2], x[4]))]
    for three in range(2, 15):
        for kick in combinations([r for r in range(2, 15) if r != three], 2):
            trips.append((three, three, three, *sorted(kick, reverse=True)))
    out += [(TRIPS, x) for x in sorted(trips, key=lambda x: (x[0], x[3:]))]
    out += [(STRAIGHT, s) for s in straights]
    out += [(FLUSH, d) for d in plain]
    houses = [(t, t, t, p, p) for t in range(2, 15) for p in range(2, 15) if p != t]
    out += [(FULL_HOUSE, h) for h in sorted(houses, key=lambda h: (h[0], h[3]))]
    quads = [(q, q, q, q, k) for q in range(2, 15) for k in range(2, 15) if k != q]
    out += [(QUADS, x) for x in sorted(quads, key=lambda x: (x[0], x[4]))]
    out += [(STRAIGHT_FLUSH, s) for s in straights[:-1]]
    out += [(ROYAL, straights[-1])]
    return out


CLASSES: tuple[tuple[int, tuple[int, ...]], ...] = tuple(_all_classes())
STRENGTH_OF: dict[tuple[int, tuple[int, ...]], int] = {c: i + 1 for i, c in enumerate(CLASSES)}
#: CATEGORY_OF_STRENGTH[s] for s in 0..7462 (0 unused).
CATEGORY_OF_STRENGTH = np.array([0] + [c for c, _ in CLASSES], dtype=np.int8)


def best_nonflush(counts: dict[int, int]) -> tuple[int, tuple[int, ...]]:
    """The best five (category, display ranks) from rank counts, ignoring suits."""
    present = sorted((r for r, n in counts.items() if n), reverse=True)
    by = {n: [r for r in present if counts[r] >= n] for n in (2, 3, 4)}
    mask = 0
    for r in present:
        mask |= 1 << (r - 2)
    if by[4]:
        q = by[4][0]
        return QUADS, (q, q, q, q, next(r for r in present if r != q))
    if by[3]:
        t = by[3][0]
        rest = [r for r in by[2] if r != t]
        if rest:
            return FULL_HOUSE, (t, t, t, rest[0], rest[0])
    high = STRAIGHT_HIGH[mask]
    if high:
        return STRAIGHT, tuple(range(high, high - 5, -1)) if high > 5 else (5, 4, 3, 2, 14)
    if by[3]:
        t = by[3][0]
        ks = [r for r in present if r != t][:2]
        return TRIPS, (t, t, t, *ks)
    if len(by[2]) >= 2:
        hi, lo = by[2][:2]
        k = next(r for r in present if r not in (hi, lo))
        return TWO_PAIR, (hi, hi, lo, lo, k)
    if by[2]:
        p = by[2][0]
        return PAIR, (p, p, *[r for r in present if r != p][:3])
    return HIGH_CARD, tuple(present[:5])


def best_flush(ranks: list[int]) -> tuple[int, tuple[int, ...]]:
    """The best (category, display ranks) among five or more cards of one suit."""
    high = straight_high(set(ranks))
    if high == 14:
        return ROYAL, (14, 13, 12, 11, 10)
    if high:
        return STRAIGHT_FLUSH, tuple(range(high, high - 5, -1)) if high > 5 else (5, 4, 3, 2, 14)
    return FLUSH, tuple(sorted(ranks, reverse=True)[:5])


def rank_code(counts: dict[int, int]) -> tuple[int, int]:
    """(low, high) base-5 codes of rank counts (rank 2 is digit 0 of the low code)."""
    lo = sum(counts.get(r, 0) * 5 ** (r - 2) for r in range(2, 2 + LOW_RANKS))
    hi = sum(counts.get(r, 0) * 5 ** (r - 2 - LOW_RANKS) for r in range(2 + LOW_RANKS, 15))
    return lo, hi


def _count_vectors(n_ranks: int, max_total: int) -> list[tuple[int, ...]]:
    """Every vector of ``n_ranks`` counts 0–4 whose total is at most ``max_total``."""
    out: list[tuple[int, ...]] = [()]
    for _ in range(n_ranks):
        out = [v + (c,) for v in out for c in range(5) if sum(v) + c <= max_total]
    return out


class Tables:
    """The built lookup tables (one instance, made on first use)."""

    def __init__(self) -> None:
        lows = _count_vectors(LOW_RANKS, 7)
        highs = _count_vectors(13 - LOW_RANKS, 7)
        # Highs sorted by card total: for a low part of t cards the valid highs (5-t … 7-t
        # cards) are one contiguous run, so index = lo_base[low code] + hi_pos[high code]
        # addresses a dense table of exactly the 73,775 rank multisets of 5-7 cards.
        highs.sort(key=sum)
        base_lo = [5 ** i for i in range(LOW_RANKS)]
        base_hi = [5 ** i for i in range(13 - LOW_RANKS)]
        lo_codes = [sum(c * b for c, b in zip(v, base_lo)) for v in lows]
        hi_codes = [sum(c * b for c, b in zip(v, base_hi)) for v in highs]
        first_of_total: dict[int, int] = {}
        for pos, hv in enumerate(highs):
            first_of_total.setdefault(sum(hv), pos)
        first_of_total[8] = len(highs)
        self.hi_pos = np.zeros(5 ** (13 - LOW_RANKS), dtype=np.int64)
        self.hi_pos[hi_codes] = np.arange(len(highs), dtype=np.int64)
        self.lo_base = np.zeros(5 ** LOW_RANKS, dtype=np.int64)
        strengths: list[int] = []
        nonflush_by_code: dict[int, int] = {}
        for i, lv in enumerate(lows):
            t = sum(lv)
            start = first_of_total.get(max(0, 5 - t), 0)
            end = first_of_total[8 - t] if 8 - t <= 7 else len(highs)
            self.lo_base[lo_codes[i]] = len(strengths) - start
            for j in range(start, end):
                counts = {r + 2: n for r, n in enumerate(lv + highs[j]) if n}
                strength = STRENGTH_OF[best_nonflush(counts)]
                strengths.append(strength)
                nonflush_by_code[lo_codes[i] | hi_codes[j] << HI_SHIFT] = strength
        self.nonflush = np.array(strengths, dtype=np.int16)
        self.flush = np.zeros(1 << 13, dtype=np.int16)
        for mask in range(1 << 13):
            ranks = [r + 2 for r in range(13) if mask >> r & 1]
            if len(ranks) >= 5:
                self.flush[mask] = STRENGTH_OF[best_flush(ranks)]
        packed = []
        for card in range(52):
            r, s = card // 4, card % 4
            code = 5 ** r if r < LOW_RANKS else (5 ** (r - LOW_RANKS)) << HI_SHIFT
            packed.append(code + (1 << (SUIT_SHIFT + 4 * s)))
        self.packed = np.array(packed, dtype=np.int64)
        self.rank_bit = np.array([1 << (c // 4) for c in range(52)], dtype=np.int16)
        self.suit = np.array([c % 4 for c in range(52)], dtype=np.int8)
        # plain-Python tables for the scalar path: rank code (low | high << 17) -> strength
        self.packed_py = packed
        self.nonflush_by_code: dict[int, int] = nonflush_by_code
        self.flush_py = self.flush.tolist()


@lru_cache(maxsize=1)
def tables() -> Tables:
    return Tables()
