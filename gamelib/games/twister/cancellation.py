"""The rules' buy-in breakdown and their scheme for a cancelled tournament (spec 50).

A buy-in splits into a jackpot fee (26 %), a tournament fee (7 %) and the prize share (the
rest): € 1 -> € 0.26 / € 0.07 / € 0.67.

A tournament that cannot go on is settled from the standings after its last completed
hand: a player already out in a paid place gets that prize; each player still in gets
the buy-in back and an equal share of the residual prize pool, which is the greater of
the entries' prize shares and the drawn pool, less the prize shares of the players still
in, less the prizes already won. Odd cents go to the larger stack, then in seat order
from the button.

>>> buy_in_split(100)
BuyInSplit(jackpot_fee=26, tournament_fee=7, prize_share=67)
>>> cancellation_payouts(100, [1000, 0, 0], stacks=[0, 900, 600], places={0: 3}, button=1)
{0: 0, 1: 533, 2: 533}
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

JACKPOT_FEE_PERCENT = 26
TOURNAMENT_FEE_PERCENT = 7


@dataclass(frozen=True, slots=True)
class BuyInSplit:
    """Where a buy-in goes, in cents."""

    jackpot_fee: int
    tournament_fee: int
    prize_share: int


def buy_in_split(buy_in: int) -> BuyInSplit:
    """The rules' breakdown of a buy-in (cents): € 2 -> 0.52 / 0.14 / 1.34."""
    if buy_in < 0:
        raise ValueError("A buy-in cannot be negative.")
    jackpot = buy_in * JACKPOT_FEE_PERCENT // 100
    tournament = buy_in * TOURNAMENT_FEE_PERCENT // 100
    return BuyInSplit(jackpot, tournament, buy_in - jackpot - tournament)


def cancellation_payouts(buy_in: int, prizes: Sequence[int], *, stacks: Sequence[int],
                         places: Mapping[int, int], button: int) -> dict[int, int]:
    """Seat -> cents each entrant receives when the tournament is cancelled now.

    ``prizes`` are the prizes of 1st, 2nd, 3rd (their sum is the drawn pool), ``stacks``
    the chips after the last completed hand, ``places`` the finishing places of the
    players already out, ``button`` the seat odd cents start from after the stacks.
    """
    n = len(stacks)
    still_in = [s for s in range(n) if s not in places]
    if not still_in:
        raise ValueError("A tournament with nobody still in is over, not cancelled.")
    won = {s: prizes[place - 1] if 0 < place <= len(prizes) else 0 for s, place in places.items()}
    share = buy_in_split(buy_in).prize_share
    residual = max(n * share, sum(prizes)) - len(still_in) * share - sum(won.values())
    each, odd = divmod(max(0, residual), len(still_in))
    order = sorted(still_in, key=lambda s: (-stacks[s], (s - button) % n))
    out = {s: won.get(s, 0) for s in range(n)}
    for k, seat in enumerate(order):
        out[seat] = buy_in + each + (1 if k < odd else 0)
    return out
