"""FIRST 5 JACKPOT: the prize table of the progressive side bet (Texas Hold'em Bonus).

The bet is decided on the player's first five cards (two hole cards and the flop). The
prizes are fixed amounts for a 1.00 bet (the stake is not returned); a royal flush wins
the progressive jackpot itself, split among the round's winning jackpot bets. The money
movements of the progressive (45 % + 5 % of every bet, the reset) are the persistence
layer's (:mod:`gamelib.jackpot`); this module is pure data and arithmetic.
"""

from __future__ import annotations

from dataclasses import dataclass

#: The jackpot bet is a fixed toggle of 1.00.
JACKPOT_STAKE = 100
#: Shares of each jackpot bet that go to the progressive and to its reserve (percent).
JACKPOT_SHARE_PERCENT = 45
RESERVE_SHARE_PERCENT = 5
#: What the progressive restarts from (never less).
JACKPOT_BASE = 500_000

ROYAL_FLUSH = "Royal flush"


@dataclass(frozen=True, slots=True)
class FixedPrize:
    """One jackpot line: ``amount`` cents paid for a bet of :data:`JACKPOT_STAKE`.

    ``progressive`` marks the royal flush line, which pays the jackpot meter instead.
    """

    name: str
    amount: int
    progressive: bool = False

    def paid(self, stake: int = JACKPOT_STAKE, progressive_amount: int = 0) -> int:
        """What the line pays for ``stake`` (the stake itself is not returned)."""
        if self.progressive:
            return progressive_amount
        return self.amount * stake // JACKPOT_STAKE


#: The FIRST 5 JACKPOT prizes, highest first (category names as gamelib.hands names them).
FIRST5_PRIZES: tuple[FixedPrize, ...] = (
    FixedPrize(ROYAL_FLUSH, 0, progressive=True),
    FixedPrize("Straight flush", 250_000),
    FixedPrize("Four of a kind", 25_000),
    FixedPrize("Full house", 5_000),
    FixedPrize("Flush", 2_500),
    FixedPrize("Straight", 1_000),
    FixedPrize("Three of a kind", 300),
)


def prize_for(category_name: str) -> FixedPrize | None:
    """The jackpot line for a five-card hand category, or None when it pays nothing.

    >>> prize_for("Full house").amount
    5000
    >>> prize_for("Two pair") is None
    True
    """
    return next((p for p in FIRST5_PRIZES if p.name == category_name), None)


def share_of(jackpot_amount: int, winning_bets: int = 1) -> int:
    """Each winning bet's share of the progressive in whole cents.

    >>> share_of(500_001, 2)
    250000
    """
    return jackpot_amount // max(1, winning_bets)
