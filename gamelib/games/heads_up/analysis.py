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

The main game's return per ANTE (``analyze heads-up-holdem --strategy builtin|optimal``) is
estimated: see ``MAIN_GAME_METHOD`` below (the simulator, which plays the built-in strategy
with its exact river, and exact, paired re-checks of the river and of the flop choice).
Exactly, over every flop class, hand, turn, river and dealer hand
(``tools/make_flop_tables.py``, issue 19), the built-in strategy (the chart, the flop table,
the exact river) returns 0.97642 per ANTE, which is optimal play: the chart is the exact
optimal pre-flop choice and the flop table the exact optimal flop choice. The earlier chart
with this flop and river returned 0.97449, and with the earlier flop rule 0.97310. Measured
with the defaults before the tables (seed 1, 17 minutes on a loaded machine, the earlier
chart and a part-made flop table): 0.9742 ± 0.0017; ``--strategy optimal`` gave 0.9754 ±
0.0022 (its flop gain ± 0.0014 on 200 flops); with the tables and the defaults (seed 1, 3.5
minutes on a shared machine; the simulator's river was then an older rule, corrected by the
exact river's paired gain): 0.9775 ± 0.0017 per ANTE for both ``--strategy builtin`` and
``optimal``. Since the simulator plays the exact river itself (:mod:`.river`) the river
part is a re-check: zero.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import combinations, combinations_with_replacement
from math import comb

import numpy as np

from gamelib.cards import Card
from gamelib.games.dealer_holdem import CATEGORY_NAMES, confidence_half_width, deal_batch
from gamelib.games.heads_up.rules import POCKET_TABLE, TRIPS_PLUS_TABLE, pocket_line
from gamelib.games.heads_up.strategy import advise, preflop_raises_batch, river_check, simulate

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


# --- the main game's return per ANTE (``analyze heads-up-holdem --strategy``) ---------------------

MAIN_GAME_METHOD = """\
Built-in (pre-flop chart, flop table, exact river): the simulator plays ``rounds`` rounds of
the built-in strategy (its river choice exact, found from the dealer's 91 pairs of ranks);
its mean and 99 % half-width are the figure. The river is re-checked on ``paired_rounds``
other deals: the enumeration of the dealer's 990 hands (the ADVISOR's way) minus the
simulator's river on the same deals, exactly zero (the same choice on every deal); the
half-widths add in quadrature. Optimal after the pre-flop chart: the built-in figure plus
the exact gain of the ADVISOR's flop choice (RAISE 2x or CHECK, with the exact river after
it, 1,070,190 outcomes) over the built-in one on ``positions`` random flops the chart checked
to, times the exact share of hands the chart checks (of all 1,326). The built-in flop choice
is read from a table of the exact choices (``flop_table``), so each gain is zero and the
line re-checks the table. The pre-flop choice is the chart's, the exact optimal one (see the
module docstring)."""


#: Exact returns per ANTE (tools/make_flop_tables.py): the built-in strategy = optimal play.
EXACT_RETURN = {"builtin": 0.9764157683649247, "optimal": 0.9764157683649247,
                "earlier_chart": 0.974485616119487, "earlier_chart_and_flop_rule": 0.9730989489243519}


@dataclass(frozen=True)
class MainGameReturn:
    """The main game's return per ANTE (ODDS included, 1 = break even), 99 % half-width."""

    strategy: str
    return_per_ante: float
    half_width_99: float
    parts: dict[str, tuple[float, float]]  # part -> (value, 99 % half-width)
    seconds: float

    def as_json(self) -> dict[str, object]:
        return {"game": "heads-up-holdem", "strategy": self.strategy,
                "return_per_ante": self.return_per_ante, "half_width_99": self.half_width_99,
                "interval_99": [self.return_per_ante - self.half_width_99,
                                self.return_per_ante + self.half_width_99],
                "parts": {k: {"value": v, "half_width_99": h} for k, (v, h) in self.parts.items()},
                "preflop": "the built-in chart", "method": MAIN_GAME_METHOD,
                "seconds": round(self.seconds, 3)}


def chart_check_share() -> float:
    """The exact share of the 1,326 starting hands the pre-flop chart CHECKs."""


    hole = np.array(list(combinations(range(52), 2)), dtype=np.int64)
    return float((~preflop_raises_batch(hole)).mean())


def flop_gains(positions: int, seed: int | None = None) -> list[float]:
    """The exact gain of the ADVISOR's flop choice over the built-in one on ``positions`` random
    flops reached by a pre-flop CHECK (ANTE units, zero where they agree)."""


    rng = np.random.default_rng([seed or 0, 19])
    gains: list[float] = []
    while len(gains) < positions:
        row = deal_batch(rng, 1, 5)[0]
        if preflop_raises_batch(row[None, :2].astype(np.int64))[0]:
            continue
        advice = advise([Card.from_id(int(c)) for c in row[:2]], [Card.from_id(int(c)) for c in row[2:]])
        gains.append(max(advice.values.values()) - advice.values[advice.strategy])
    return gains


def main_game_return(strategy: str, rounds: int, paired_rounds: int, positions: int,
                     seed: int | None = None) -> MainGameReturn:
    """The main game's return per ANTE, ``builtin`` or ``optimal`` (see MAIN_GAME_METHOD)."""



    if strategy not in ("builtin", "optimal"):
        raise ValueError("strategy is builtin or optimal")
    start = time.perf_counter()
    fast = simulate(rounds, seed)
    parts = {"simulation": (fast.return_per_ante - 1.0, fast.half_width_99),
             "river_check": river_check(paired_rounds, None if seed is None else seed + 1)}
    if strategy == "optimal":
        gains = np.array(flop_gains(positions, seed))
        share = chart_check_share()
        parts["exact_flop_gain"] = (share * float(gains.mean()),
                                    share * confidence_half_width(float(gains.std()), positions))
    value = 1.0 + sum(v for v, _ in parts.values())
    half = sum(h * h for _, h in parts.values()) ** 0.5
    return MainGameReturn(strategy, value, half, parts, time.perf_counter() - start)
