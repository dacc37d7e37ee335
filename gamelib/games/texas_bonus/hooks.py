"""The FIRST 5 JACKPOT's money path: what the table session adds for Texas Hold'em Bonus.

The round itself is pure (:mod:`gamelib.games.texas_bonus.rules`): it pays a royal flush the
``jackpot_amount`` of its config. These hooks (see ``gamelib.session.SessionHooks``)
connect it to the persisted progressive (:class:`gamelib.jackpot.Jackpot`):

- ``round_config``: the jackpot meter now goes into the round's config (and its record);
- ``on_open``: each jackpot bet adds 45 % to the jackpot and 5 % to the reserve, in the
  transaction that takes the bets (a voided round's contribution is removed by the wallet);
- ``on_settle``: on a royal, the jackpot is won and restarts from the reserve (never below
  the base); what it grew since the round was built (this bet's own 45 %, other tables'
  bets) is paid as an extra payout on the jackpot spot, so the player gets all of it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gamelib.games.texas_bonus.jackpot import JACKPOT_BASE
from gamelib.jackpot import Jackpot

JACKPOT_SPOT = "jackpot"
GAME = "texas-holdem-bonus"


class First5JackpotHooks:
    """Session hooks for the progressive FIRST 5 JACKPOT."""

    def __init__(self, game: str = GAME, base: int = JACKPOT_BASE) -> None:
        self.game = game
        self.base = base

    def jackpot(self, wallet: Any) -> Any:
        return Jackpot(wallet, self.game, self.base)

    def round_config(self, wallet: Any, config: Mapping[str, Any]) -> dict[str, Any]:
        return {**config, "jackpot_amount": self.jackpot(wallet).amount}

    def on_open(self, wallet: Any, ticket: Any, stakes: Mapping[str, int]) -> None:
        stake = int(stakes.get(JACKPOT_SPOT, 0))
        if stake > 0:
            self.jackpot(wallet).contribute(ticket, stake)

    def on_settle(self, wallet: Any, ticket: Any, rnd: Any) -> dict[str, int]:
        if not getattr(rnd, "won_progressive", False):
            return {}
        each = int(self.jackpot(wallet).win(ticket, 1))
        paid_by_round = int(rnd.payouts().get(JACKPOT_SPOT, 0))
        extra = each - paid_by_round
        # If another table's royal emptied the jackpot meanwhile, the house covers the
        # difference: the round pays what it showed.
        return {JACKPOT_SPOT: extra} if extra > 0 else {}


HOOKS = First5JackpotHooks()
