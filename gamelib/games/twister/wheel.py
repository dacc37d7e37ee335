"""The prize wheel: the multiplier of the buy-in drawn before the first hand, and payouts.

Chances are out of 20,000 (table data). The multiplier is drawn from the tournament's
fairness seed; the wheel animation only reveals it.

>>> sum(chance for _, chance in PRIZE_WHEEL)
20000
>>> payouts(10_000)
[10000, 0, 0]
>>> payouts(100_000)
[80000, 10000, 10000]
"""

from __future__ import annotations

import random
from fractions import Fraction

#: (multiplier of the buy-in, chance out of WHEEL_TOTAL), biggest first.
PRIZE_WHEEL: tuple[tuple[int, int], ...] = (
    (1000, 1), (200, 1), (100, 2), (50, 5), (20, 20), (10, 160), (6, 1600), (4, 3025),
    (2, 15186),
)
WHEEL_TOTAL = 20_000
BUY_INS: tuple[int, ...] = (100, 200, 500, 1000)  # € 1, 2, 5, 10 in cents
#: a pool of this many cents or more is paid 80 / 10 / 10
SPLIT_FROM = 100_000
SPLIT_PERCENT = (80, 10, 10)


def draw_multiplier(rng: random.Random, wheel: tuple[tuple[int, int], ...] = PRIZE_WHEEL) -> int:
    """One spin: a multiplier with its chance out of the wheel's total."""
    ticket = rng.randrange(sum(c for _, c in wheel))
    for multiplier, chance in wheel:
        if ticket < chance:
            return multiplier
        ticket -= chance
    raise AssertionError("unreachable")  # pragma: no cover


def prize_pool(buy_in: int, multiplier: int) -> int:
    return buy_in * multiplier


def payouts(pool: int) -> list[int]:
    """Prizes for 1st, 2nd, 3rd in cents: winner takes all below € 1,000, else 80/10/10."""
    if pool < SPLIT_FROM:
        return [pool, 0, 0]
    shares = [pool * p // 100 for p in SPLIT_PERCENT]
    shares[0] += pool - sum(shares)
    return shares


def expected_multiplier(wheel: tuple[tuple[int, int], ...] = PRIZE_WHEEL) -> Fraction:
    """The average prize pool in buy-ins (the game's return is this divided by three)."""
    total = sum(c for _, c in wheel)
    return Fraction(sum(m * c for m, c in wheel), total)


def prize_table(buy_in: int) -> list[dict[str, int]]:
    """Rows for the lobby's info panel: multiplier, chance, pool and prizes in cents."""
    rows = []
    for multiplier, chance in PRIZE_WHEEL:
        pool = prize_pool(buy_in, multiplier)
        first, second, third = payouts(pool)
        rows.append({"multiplier": multiplier, "chance": chance, "pool": pool,
                     "first": first, "second": second, "third": third})
    return rows
