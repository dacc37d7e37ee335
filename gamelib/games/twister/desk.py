"""The Twister desk: buy-ins, prizes and saved tournaments, all through the Wallet.

Each tournament is one ledger round: the buy-in is its stake (taken when the
tournament starts), the player's prize its payout (credited when it ends), and the
tournament's fairness seed is revealed when it is settled. The state is saved as JSON
after every completed hand (``kv_set``), so tournaments survive quitting and crashes.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from gamelib.cards import new_seed, seed_commitment
from gamelib.clock import Clock
from gamelib.errors import BetError, IllegalActionError, InsufficientFundsError
from gamelib.games.twister.cancellation import cancellation_payouts
from gamelib.games.twister.tournament import Entrant, Tournament
from gamelib.games.twister.wheel import BUY_INS
from gamelib.money import format_money
from gamelib.seating import MAX_TOURNAMENTS, Seating

log = logging.getLogger(__name__)

GAME_ID = "twister"
STATE_PREFIX = "twister.tournament."
INDEX_KEY = "twister.open"
#: Tournaments played at once: the house's one rule of what may be added (gamelib.seating).
MAX_OPEN = MAX_TOURNAMENTS


class WalletLike(Protocol):
    """The part of :class:`gamelib.ledger.Wallet` the desk uses."""

    @property
    def balance(self) -> int: ...
    def open_round(self, game: str, table: str, stakes: Any, seed_hash: str,
                   config: dict[str, Any] | None = None) -> Any: ...
    def settle_round(self, ref: Any, payouts: Any, record: dict[str, Any], seed: bytes) -> int: ...
    def round_status(self, ref: Any) -> str: ...
    def kv_get(self, key: str, default: Any = None) -> Any: ...
    def kv_set(self, key: str, value: Any) -> None: ...
    def kv_delete(self, key: str) -> None: ...
    def open_round_ids(self) -> list[str]: ...
    def round_detail(self, ref: Any) -> dict[str, Any]: ...
    def void_round(self, ref: Any, reason: str) -> Any: ...


class TwisterDesk:
    """Opens, saves, resumes and pays Twister tournaments for one save."""

    def __init__(self, wallet: WalletLike, clock: Clock | None = None,
                 seed_source: Callable[[], bytes] = new_seed) -> None:
        self.wallet = wallet
        self.clock = clock
        self.seed_source = seed_source

    def open_ids(self) -> list[str]:
        ids = self.wallet.kv_get(INDEX_KEY, [])
        return [str(i) for i in ids] if isinstance(ids, list) else []

    def start(self, buy_in: int, opponents: Sequence[Entrant], player_name: str = "You",
              hands_per_level: int | None = None) -> Tournament:
        """Take the buy-in and seat the player with two opponents (the wheel is drawn here)."""
        if buy_in not in BUY_INS:
            raise BetError("The buy-in must be € 1, 2, 5 or 10.", key="twister.error.buy_in")
        Seating(tournaments=len(self.open_ids())).verify_add("tournament")  # six at most, said why
        if self.wallet.balance < buy_in:
            raise InsufficientFundsError("The balance cannot cover the buy-in.",
                                         key="error.insufficient_funds")
        seed = self.seed_source()
        entrants = [Entrant(player_name, "player"), *opponents]
        t = Tournament.new(entrants, buy_in, seed, clock=self.clock, hands_per_level=hands_per_level)
        ticket = self.wallet.open_round(GAME_ID, f"Twister {format_money(buy_in)}",
                                        {"buy-in": buy_in}, seed_commitment(seed),
                                        {"tournament": t.tournament_id, "durable": True})
        t.ticket = str(ticket)
        self.save(t)
        self.wallet.kv_set(INDEX_KEY, [*self.open_ids(), t.tournament_id])
        return t

    def save(self, t: Tournament) -> None:
        """Keep the state after the last completed hand."""
        self.wallet.kv_set(STATE_PREFIX + t.tournament_id, t.to_state())

    def finish(self, t: Tournament) -> int:
        """Credit the player's prize and close the tournament; returns the prize in cents."""
        if not t.is_over:
            raise IllegalActionError("The tournament is still running.")
        seat = t.player_seat
        prize = t.prize_of(seat) if seat is not None else 0
        record = t.settle_record()
        if t.ticket is not None and self.wallet.round_status(t.ticket) == "open":
            self.wallet.settle_round(t.ticket, {"prize": prize}, record, t.seed)
        self._forget(t.tournament_id)
        return prize

    def cancel(self, t: Tournament) -> int:
        """Cancel a tournament that cannot go on by the rules' scheme, from the standings after
        its last completed hand (:mod:`gamelib.games.twister.cancellation`): the player gets
        their share and the tournament is closed; returns that share in cents. The record
        says it was cancelled and what every seat got, so ``verify`` replays the same sums."""
        if t.is_over:
            raise IllegalActionError("The tournament is over: it is settled, not cancelled.")
        paid = payouts_if_cancelled(t)
        seat = t.player_seat
        share = paid.get(seat, 0) if seat is not None else 0
        record = {**t.settle_record(), "cancelled": True, "prize": share, "button": t.button,
                  "cancellation": {str(s): cents for s, cents in paid.items()}}
        if t.ticket is not None and self.wallet.round_status(t.ticket) == "open":
            self.wallet.settle_round(t.ticket, {"prize": share}, record, t.seed)
        self._forget(t.tournament_id)
        return share

    def open_tournament(self, tournament_id: str) -> Tournament | None:
        """An open tournament as saved after its last completed hand; None when it is not
        open (finished, abandoned) or its saved state cannot be read."""
        if tournament_id not in self.open_ids():
            return None
        try:
            return Tournament.from_state(self.wallet.kv_get(STATE_PREFIX + tournament_id), clock=self.clock)
        except IllegalActionError:
            return None

    def abandon(self, tournament_id: str) -> dict[int, int] | None:
        """The player abandons an open tournament (from History): it is cancelled by the
        rules' scheme from its last completed hand (a hand in play is void); returns seat ->
        cents each entrant got. When its saved state cannot be read the buy-in comes back
        (the round is voided) and None is returned."""
        if tournament_id not in self.open_ids():
            raise IllegalActionError("This tournament is no longer open.", key="twister.error.not_open")
        t = self.open_tournament(tournament_id)
        if t is None:
            ticket = self._ticket_of(tournament_id)
            self._forget(tournament_id)
            if ticket is not None and self.wallet.round_status(ticket) == "open":
                self.wallet.void_round(ticket, "The tournament was abandoned; its state could not be read.")
            return None
        paid = payouts_if_cancelled(t)
        self.cancel(t)
        return paid

    def _ticket_of(self, tournament_id: str) -> str | None:
        """The open buy-in round of a tournament (found by its id in the round's config)."""
        for rid in self.wallet.open_round_ids():
            if self.wallet.round_detail(rid).get("config", {}).get("tournament") == tournament_id:
                return str(rid)
        return None

    def _forget(self, tournament_id: str) -> None:
        # The index first: a kill between the two writes leaves an unlisted state (ignored),
        # never a listed tournament without its state.
        self.wallet.kv_set(INDEX_KEY, [i for i in self.open_ids() if i != tournament_id])
        self.wallet.kv_delete(STATE_PREFIX + tournament_id)

    def resume_all(self) -> list[Tournament]:
        """Every open tournament, from its last completed hand.

        A tournament whose buy-in round was voided by crash recovery takes its buy-in again
        (the refund and the new stake both show in history); when the balance cannot cover
        it, or its state is unreadable, the tournament is dropped.
        """
        out = []
        for tid in self.open_ids():
            state = self.wallet.kv_get(STATE_PREFIX + tid)
            try:
                t = Tournament.from_state(state, clock=self.clock)
            except IllegalActionError:
                log.warning("twister tournament %s could not be read; dropped", tid)
                self._forget(tid)
                continue
            status = self.wallet.round_status(t.ticket) if t.ticket else "void"
            if status == "void":
                if self.wallet.balance < t.buy_in:
                    self._forget(tid)
                    continue
                ticket = self.wallet.open_round(GAME_ID, f"Twister {format_money(t.buy_in)}",
                                                {"buy-in": t.buy_in}, seed_commitment(t.seed),
                                                {"tournament": t.tournament_id, "resumed": True,
                                                 "durable": True})
                t.ticket = str(ticket)
                self.save(t)
            elif status != "open":
                self._forget(tid)
                continue
            out.append(t)
        self._refund_orphans({t.ticket for t in out})
        return out

    def _refund_orphans(self, kept: set[str | None]) -> None:
        """A buy-in round left open (durable) whose tournament is gone is voided and refunded."""
        for rid in self.wallet.open_round_ids():
            if rid in kept:
                continue
            detail = self.wallet.round_detail(rid)
            if detail.get("game") == GAME_ID and detail.get("config", {}).get("durable"):
                self.wallet.void_round(rid, "The tournament could not be resumed.")


def payouts_if_cancelled(t: Tournament) -> dict[int, int]:
    """Seat -> cents each entrant would get if the tournament were cancelled now (the rules'
    scheme, from the standings after its last completed hand)."""
    return cancellation_payouts(t.buy_in, t.prizes, stacks=t.stacks, places=t.places, button=t.button)
