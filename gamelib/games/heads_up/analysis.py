"""Exact returns of Heads Up Hold'em's side bets: TRIPS PLUS and POCKET BONUS.

TRIPS PLUS pays on the player's best five of seven cards. Enumerating all 133,784,560
seven-card hands one by one is slow, so the categories are counted by combinatorics:

- a hand holding five or more cards of one suit is a flush, straight flush or royal
  flush (four of a kind and a full house cannot fit beside five suited cards), and which
  one depends only on the ranks of the suited cards;
- every other hand's category depends only on its ranks.

So: count every rank pattern's suit assignments (``prod C(4, n_r)``), count the flush
hands by their suited ranks, and take the flush hands out of their rank pattern's
category. The result reproduces the golden seven-card counts exactly (a test checks).

POCKET BONUS pays on the two hole cards: all 1,326 pairs are enumerated.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from math import comb

from gamelib.games.dealer_holdem import CATEGORY_NAMES
from gamelib.games.heads_up.rules import POCKET_TABLE, TRIPS_PLUS_TABLE, pocket_line

CATEGORIES: tuple[str, ...] = CATEGORY_NAMES  # "High card" .. "Royal flush"
_HC, _PAIR, _TWO_PAIR, _TRIPS, _STRAIGHT, _FLUSH, _FULL, _QUADS, _SF, _ROYAL = range(10)

# The five-rank windows of a straight, as bit masks over ranks 2..14 (bit r-2); wheel included.
_STRAIGHTS: tuple[int, ...] = tuple(
    sum(1 << (r - 2) for r in range(top - 4, top + 1)) for top in range(6, 15)
) + ((1 << 12) | 0b1111,)
_ROYAL_MASK = sum(1 << (r - 2) for r in range(10, 15))


def _has_straight(mask: int) -> bool:
    return any(mask & s == s for s in _STRAIGHTS)


def rank_category(counts: tuple[int, ...]) -> int:
    """The category (index into CATEGORIES) of cards with these rank counts and no flush."""
    high = max(counts)
    pairs = sum(1 for n in counts if n >= 2)
    if high >= 4:
        return _QUADS
    if high == 3 and pairs >= 2:
        return _FULL
    mask = sum(1 << i for i, n in enumerate(counts) if n)
    if _has_straight(mask):
        return _STRAIGHT
    if high == 3:
        return _TRIPS
    if pairs >= 2:
        return _TWO_PAIR
    return _PAIR if pairs == 1 else _HC


def _suited_category(mask: int) -> int:
    if mask & _ROYAL_MASK == _ROYAL_MASK:
        return _ROYAL
    return _SF if _has_straight(mask) else _FLUSH


def _rank_patterns(n_cards: int) -> Iterator[tuple[int, ...]]:
    """Every way to give ``n_cards`` cards ranks (13 counts, each 0..4)."""
    for ranks in combinations_with_replacement(range(13), n_cards):
        counts = [0] * 13
        for r in ranks:
            counts[r] += 1
        if max(counts) <= 4:
            yield tuple(counts)


@lru_cache(maxsize=1)
def seven_card_category_counts() -> dict[str, int]:
    """How many of the 133,784,560 seven-card hands fall in each category (exact)."""
    totals = [0] * 10
    # 1) every rank pattern with all its suit assignments, classified by ranks only
    for counts in _rank_patterns(7):
        ways = 1
        for n in counts:
            ways *= comb(4, n)
        totals[rank_category(counts)] += ways
    # 2) the flush hands: move them from their rank category to their suited category
    for k in (5, 6, 7):
        for suited in combinations(range(13), k):
            mask = sum(1 << r for r in suited)
            base = [1 if (mask >> r) & 1 else 0 for r in range(13)]
            others = 7 - k
            # the other cards come from the three other suits
            for extra in combinations_with_replacement(range(13), others):
                with_extra = list(base)
                for r in extra:
                    with_extra[r] += 1
                ways = 4  # the flush suit
                for r in set(extra):
                    ways *= comb(3, extra.count(r))
                totals[rank_category(tuple(with_extra))] -= ways
                totals[_suited_category(mask)] += ways
    return {name: n for name, n in zip(CATEGORIES, totals)}


# --- the two side bets ---------------------------------------------------------------------

@dataclass(frozen=True)
class SideBetReturn:
    """An exact side-bet analysis: ways per line, the total, the return per 1.00 staked."""

    bet: str
    lines: dict[str, int]  # line -> number of ways
    pays: dict[str, int]  # line -> pays to 1
    total_ways: int

    @property
    def exact_return(self) -> Fraction:
        back = sum(n * (self.pays[line] + 1) for line, n in self.lines.items())
        return Fraction(back, self.total_ways)

    def as_json(self) -> dict[str, object]:
        ret = self.exact_return
        return {
            "game": "heads-up-holdem",
            "bet": self.bet,
            "return": float(ret),
            "house_edge": float(1 - ret),
            "return_fraction": f"{ret.numerator}/{ret.denominator}",
            "total_outcomes": self.total_ways,
            "lines": [
                {"line": line, "pays": self.pays[line], "ways": n,
                 "probability": n / self.total_ways}
                for line, n in self.lines.items()
            ],
        }


def trips_plus_return() -> SideBetReturn:
    """TRIPS PLUS over every seven-card hand."""
    counts = seven_card_category_counts()
    lines = {ln.name: counts[ln.name] for ln in TRIPS_PLUS_TABLE}
    return SideBetReturn("trips-plus", lines, {ln.name: ln.to for ln in TRIPS_PLUS_TABLE},
                         comb(52, 7))


def pocket_bonus_return() -> SideBetReturn:
    """POCKET BONUS over all 1,326 pairs of hole cards."""
    lines = {ln.name: 0 for ln in POCKET_TABLE}
    for a, b in combinations(range(52), 2):
        line = pocket_line(a // 4 + 2, a % 4, b // 4 + 2, b % 4)
        if line is not None:
            lines[line] += 1
    return SideBetReturn("pocket-bonus", lines, {ln.name: ln.to for ln in POCKET_TABLE},
                         comb(52, 2))
