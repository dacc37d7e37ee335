"""A table session: the bet slip, the round and the wallet, joined so no cent is lost.

The order of things is what makes a crash harmless:

1. bets sit on the :class:`~gamelib.bets.BetSlip` (nothing taken yet);
2. ``deal()`` journals the round and takes every bet in ONE transaction, *then* deals;
3. a decision that adds a bet (PLAY, RAISE) is taken from the wallet as it happens;
4. when the round is over, every payout and the round's record are written in ONE
   transaction, and the seed is revealed.

Every decision is journaled with its stake in one transaction *before* it is applied,
so the save always holds the round's seed, opening stakes and decisions. If the process
dies between 2 and 4, the next start replays the round from them and finishes it with the
default decisions (``gamelib.recovery``): killing the app never undoes a hand. If the game
logic raises, the round is voided at once, refunded, logged, and a
:class:`RoundVoidedError` tells the player in one sentence. A disk that refuses a write
(busy, full, read-only) changes nothing: the round stays in play, and settling is tried
again on the next deal (``settle_pending``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any, Protocol, TypeVar

from gamelib.bets import BetSlip
from gamelib.cards import Deck, new_seed, seed_commitment
from gamelib.errors import (
    FeltsideError,
    IllegalActionError,
    InsufficientFundsError,
    RoundVoidedError,
    SaveDataError,
)
from gamelib.events import Event, StakePlaced
from gamelib.games.base import GameDefinition, GameRound
from gamelib.ledger import RoundTicket, Wallet
from gamelib.money import format_money

T = TypeVar("T")
log = logging.getLogger("feltside.session")

VOID_REASON = "A malfunction stopped the round."


class SessionHooks(Protocol):
    """What a game may add to the money path (the FIRST 5 JACKPOT uses all three)."""

    def round_config(self, wallet: Wallet, config: Mapping[str, Any]) -> dict[str, Any]:
        """The config the round is built with (e.g. the jackpot amount now)."""

    def on_open(self, wallet: Wallet, ticket: RoundTicket, stakes: Mapping[str, int]) -> None:
        """Inside the transaction that opens the round (e.g. jackpot contributions)."""

    def on_settle(self, wallet: Wallet, ticket: RoundTicket, rnd: GameRound) -> dict[str, int]:
        """Inside the settling transaction; returns payouts to add (e.g. a jackpot win)."""


class TableSession:
    """One table's money path: build bets, deal, decide, settle — or void and refund."""

    def __init__(
        self,
        wallet: Wallet,
        definition: GameDefinition,
        table_id: str = "1",
        config: Mapping[str, Any] | None = None,
        *,
        seed_source: Callable[[], bytes] = new_seed,
        deck_source: Callable[[bytes], Deck] | None = None,
        reserved: Callable[[], int] = lambda: 0,
        gate: Callable[[], None] | None = None,
    ) -> None:
        self.wallet = wallet
        self.definition = definition
        self.table_id = table_id
        self.config: dict[str, Any] = {**definition.default_config, **(config or {})}
        self._seed_source = seed_source
        self._deck_source = deck_source
        self._reserved = reserved
        self._next_seed: bytes | None = None
        self._gate = gate  # raises a BetError when betting is blocked (responsible gaming)
        self.slip = BetSlip(definition.limits, self.available)
        self.round: GameRound | None = None
        self.ticket: RoundTicket | None = None
        self.last_stakes: dict[str, int] = {}
        self.last_round: GameRound | None = None
        self.extra_payouts: dict[str, int] = {}
        self._round_config: dict[str, Any] = {}
        #: The sentence of the last malfunction void, for a screen to show (then clear).
        self.void_notice: str | None = None

    # --- reading --------------------------------------------------------------------------
    def available(self) -> int:
        """Balance this table may still bet: the wallet less what other tables hold on slips."""
        return self.wallet.balance - self._reserved()

    @property
    def in_round(self) -> bool:
        return self.round is not None and not self.round.is_over

    @property
    def phase(self) -> str:
        return self.round.phase if self.in_round and self.round else "betting"

    @property
    def hooks(self) -> SessionHooks | None:
        hooks: SessionHooks | None = self.definition.hooks
        return hooks

    def default_action(self) -> tuple[str, dict[str, Any]] | None:
        """The decision a timeout takes now (None outside a round)."""
        return self.round.default_action() if self.in_round and self.round else None

    @classmethod
    def resume(cls, wallet: Wallet, definition: GameDefinition, ticket: RoundTicket,
               rnd: GameRound) -> TableSession:
        """A session around a round already in the save (crash recovery: ``gamelib.recovery``)."""
        session = cls(wallet, definition, ticket.table)
        session.round, session.ticket = rnd, ticket
        session._round_config = dict(rnd.config)
        session.last_stakes = dict(ticket.stakes)
        return session

    def finish(self) -> list[Event]:
        """Finish the round in play with the default decisions and settle it."""
        events = self.leave()
        return events + self.settle_pending()

    # --- dealing --------------------------------------------------------------------------
    @property
    def unsettled(self) -> bool:
        """True when a finished round could not be written yet (a full or busy disk)."""
        return (self.round is not None and self.round.is_over and self.ticket is not None
                and self.last_round is not self.round)

    def settle_pending(self) -> list[Event]:
        """Settle a finished round whose settling the disk refused (raises while it still does)."""
        return self._settle_if_over() if self.unsettled else []

    def verify_deal(self) -> dict[str, int]:
        if self.in_round:
            raise IllegalActionError("Finish this round first.", key="error.round_running")
        self.settle_pending()
        if self._gate is not None:
            self._gate()
        return self.slip.verify_ready(self.definition.required_spots)

    def can_deal(self) -> bool:
        try:
            self.verify_deal()
        except FeltsideError:
            return False
        return True

    @property
    def next_seed_hash(self) -> str:
        """SHA-256 of the next round's seed: fixed, and shown, before its cards are dealt."""
        if self._next_seed is None:
            self._next_seed = self._seed_source()
        return seed_commitment(self._next_seed)

    def deal(self) -> list[Event]:
        """Journal the round, take the bets (one transaction), then deal its first cards."""
        stakes = self.verify_deal()
        seed = self._next_seed if self._next_seed is not None else self._seed_source()
        config = dict(self.config)
        if self.hooks is not None:
            config = self.hooks.round_config(self.wallet, config)
        deck = self._deck_source(seed) if self._deck_source else None
        rnd = self.definition.new_round(stakes, seed, config, deck=deck)
        with self.wallet.transaction():
            ticket = self.wallet.open_round(self.definition.game_id, self.table_id, stakes,
                                            rnd.seed_hash, config, seed=seed)
            if self.hooks is not None:
                self.hooks.on_open(self.wallet, ticket, stakes)
        self._next_seed = None  # used: the next round commits to a fresh one
        self.round, self.ticket, self.extra_payouts = rnd, ticket, {}
        self._round_config = config
        self.last_stakes = dict(stakes)
        self.slip.clear()
        events = self._guarded(rnd.start)
        return events + self._settle_if_over()

    # --- decisions -------------------------------------------------------------------------
    def _active(self) -> GameRound:
        if self.round is None or self.round.is_over:
            raise IllegalActionError("There is no round in play.", key="error.no_round")
        return self.round

    def verify_act(self, action: str, **params: Any) -> None:
        """Raises if the action is illegal, or if it needs money the balance lacks."""
        rnd = self._active()
        try:
            rnd.verify(action, **params)
        except TypeError as exc:  # wrong parameter names: illegal, as GameRound.act says
            raise IllegalActionError(f"'{action}' was given details it does not take.",
                                     key="error.bad_params") from exc
        need = self._guarded(lambda: self._stake_needed(rnd, action, params))
        if need > self.wallet.balance:
            raise InsufficientFundsError(
                f"Your balance does not cover the {format_money(need)} this needs.",
                key="error.decision_short", amount=need)

    @staticmethod
    def _stake_needed(rnd: GameRound, action: str, params: Mapping[str, Any]) -> int:
        """What money the decision would stake: the round says (no copy played forward)."""
        return rnd.stake_for(action, **params)

    def can_act(self, action: str, **params: Any) -> bool:
        try:
            self.verify_act(action, **params)
        except FeltsideError:
            return False
        return True

    def act(self, action: str, **params: Any) -> list[Event]:
        """Take a decision. An illegal one raises and changes nothing.

        The decision is journaled with its stake in one transaction. A disk that refuses
        the write leaves the round as the save has it (rebuilt from its seed and journaled
        decisions); a crash before the write is replayed without the decision.
        """
        self.verify_act(action, **params)
        rnd = self._active()
        ticket = self.ticket
        assert ticket is not None
        events = self._guarded(lambda: rnd.act(action, **params))
        try:
            with self.wallet.transaction():
                for event in events:
                    if isinstance(event, StakePlaced):
                        self.wallet.add_stake(ticket, event.spot, event.amount)
                self.wallet.journal_decision(ticket, action, params)
        except FeltsideError:
            self.round = self._guarded(lambda: self._as_saved(rnd))
            raise
        return events + self._settle_if_over()

    def choose(self, name: str, **params: Any) -> None:
        """A choice before a decision (video poker's HOLDs), applied and journaled with the
        round so that a round the process dies in is finished with it. A disk that refuses
        the write raises; the choice stays on the table and the decision journals it anyway."""
        rnd = self._active()
        if name not in getattr(rnd, "CHOICES", ()):
            raise IllegalActionError(f"'{name}' is not a choice of this game.",
                                     key="error.bad_params")
        rnd.choose(name, **params)  # type: ignore[attr-defined]
        ticket = self.ticket
        assert ticket is not None
        self.wallet.journal_decision(ticket, name, params)

    def _as_saved(self, rnd: GameRound) -> GameRound:
        """The round rebuilt as the save holds it: every decision but the last one."""
        ticket = self.ticket
        assert ticket is not None
        deck = self._deck_source(rnd.seed) if self._deck_source else None
        again = self.definition.new_round(dict(ticket.stakes), rnd.seed,
                                          dict(self._round_config), deck=deck)
        again.start()
        for decision in rnd.decisions[:-1]:
            again.act(decision["action"], **dict(decision.get("params", {})))
        return again

    def leave(self) -> list[Event]:
        """Leaving the table: undealt bets come back; a dealt round ends with the defaults."""
        if not self.in_round:
            self.slip.clear()
            return []
        rnd = self._active()
        events: list[Event] = []
        while not rnd.is_over:
            default = rnd.default_action()
            if default is None:
                break
            name, params = default
            events.extend(self.act(name, **params))
        return events

    # --- settling and voiding --------------------------------------------------------------
    def _settle_if_over(self) -> list[Event]:
        rnd = self.round
        if rnd is None or not rnd.is_over or self.ticket is None:
            return []
        ticket = self.ticket
        # A round that cannot be settled (a record that is not JSON, a failing write) is a
        # malfunction: voided and refunded now, never left open in the ledger while the
        # table believes it over.
        extra = self._guarded(lambda: self._settle(rnd, ticket))
        self.extra_payouts = extra
        self.last_round = rnd
        return []

    def _settle(self, rnd: GameRound, ticket: RoundTicket) -> dict[str, int]:
        """Pay and close the round in one transaction; returns the hooks' extra payouts."""
        with self.wallet.transaction():
            extra = self.hooks.on_settle(self.wallet, ticket, rnd) if self.hooks else {}
            payouts = rnd.payouts()
            for spot, amount in extra.items():
                payouts[spot] = payouts.get(spot, 0) + amount
            record = rnd.record()
            if extra:
                record["extra_payouts"] = extra
            self.wallet.settle_round(ticket, payouts, record, rnd.seed)
        return extra

    def _guarded(self, step: Callable[[], T]) -> T:
        """Run game logic; any exception voids and refunds the round (and is logged).

        A write the disk refused (``SaveDataError``: busy, full, read-only) is no
        malfunction: it is raised as it is and the round stays in play.
        """
        try:
            return step()
        except SaveDataError:
            raise
        except Exception as exc:
            ticket = self.ticket
            log.exception("malfunction in %s round %s", self.definition.game_id, ticket)
            self.round = None
            self.ticket = None
            if ticket is None:
                raise
            voided = self.wallet.void_round(ticket, VOID_REASON)
            self.void_notice = (f"This round was voided and your bets of "
                                f"{format_money(voided.refunded_cents)} were returned.")
            raise RoundVoidedError(self.void_notice, key="error.round_voided",
                                   amount=voided.refunded_cents) from exc
