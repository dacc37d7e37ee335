"""Bet spots and the bet slip: building a round's bets before the deal.

The rules every table shares (10-table-features.md, "Placing bets") live here, so the
screens only show them: chips enabled by balance, caps with "limit reached", a side bet
needing its main bet, DOUBLE all-or-nothing, REBET only before the first chip, UNDO one
step at a time (or all), mirrored spots (Heads Up ODDS follows ANTE) and fixed toggles
(the FIRST 5 JACKPOT's 1.00).

Nothing here touches the balance: bets are only on the table until the deal takes them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from gamelib.errors import BetError, InsufficientFundsError
from gamelib.money import format_money

DEFAULT_CHIPS: tuple[int, ...] = (10, 50, 100, 500, 2500, 10_000, 50_000)


@dataclass(frozen=True, slots=True)
class SpotRule:
    """One bet spot of a table, as data.

    ``needs``: the spot that must hold a bet first (a side bet's main bet).
    ``fixed``: a toggle of exactly this amount (the jackpot bet).
    ``mirrors``: this spot always equals that one (ODDS = ANTE); never clicked itself.
    ``by_decision``: filled by a decision after the deal (PLAY, RAISE …), not by chips.
    """

    name: str
    min_cents: int
    max_cents: int
    needs: str | None = None
    fixed: int | None = None
    mirrors: str | None = None
    by_decision: bool = False
    optional: bool = True

    def __post_init__(self) -> None:
        if self.min_cents < 0 or self.max_cents < self.min_cents:
            raise ValueError(f"spot {self.name}: bad limits {self.min_cents}..{self.max_cents}")


@dataclass(frozen=True, slots=True)
class TableLimits:
    """A table's spots and chips: data, so each table can be configured without code."""

    spots: tuple[SpotRule, ...]
    chips: tuple[int, ...] = DEFAULT_CHIPS

    def spot(self, name: str) -> SpotRule:
        for s in self.spots:
            if s.name == name:
                return s
        raise BetError(f"This table has no '{name}' bet.", key="error.no_spot", spot=name)

    @property
    def chip_spots(self) -> tuple[SpotRule, ...]:
        """Spots the player fills before the deal (not decisions, not mirrors)."""
        return tuple(s for s in self.spots if not s.by_decision and s.mirrors is None)


@dataclass(frozen=True, slots=True)
class Placement:
    """What a click on a spot did: ``added`` per spot (mirrors included)."""

    added: dict[str, int]
    limit_reached: bool = False


BalanceSource = Callable[[], int]


@dataclass
class BetSlip:
    """The bets on the table before the deal, with their undo history.

    ``balance`` is a number or a function returning the current balance (the wallet's,
    minus what other tables already hold on their slips).
    """

    limits: TableLimits
    balance: BalanceSource | int
    amounts: dict[str, int] = field(default_factory=dict)
    _steps: list[dict[str, int]] = field(default_factory=list)

    # --- reading -------------------------------------------------------------------------
    def _balance(self) -> int:
        return self.balance() if callable(self.balance) else self.balance

    @property
    def total(self) -> int:
        """The BET indicator: all bets on the slip."""
        return sum(self.amounts.values())

    @property
    def is_empty(self) -> bool:
        return not any(self.amounts.values())

    def amount(self, spot: str) -> int:
        return self.amounts.get(spot, 0)

    def chip_enabled(self, chip: int) -> bool:
        """A chip is offered only if the balance could still cover it."""
        return self.total + chip <= self._balance()

    def stakes(self) -> dict[str, int]:
        return {k: v for k, v in self.amounts.items() if v > 0}

    # --- placing -------------------------------------------------------------------------
    def verify_place(self, spot: str, chip: int) -> dict[str, int]:
        """The amounts a click would add (mirrors included); raises BetError with the reason."""
        rule = self.limits.spot(spot)
        if rule.by_decision or rule.mirrors is not None:
            raise BetError("That spot is filled by the game, not by chips.", key="error.spot_not_chips")
        if rule.needs and self.amount(rule.needs) <= 0:
            need = self.limits.spot(rule.needs).name.upper()
            raise BetError(f"Place the {need} bet first.", key="error.needs_main", spot=need)
        if rule.fixed is not None:
            if self.amount(spot):
                raise BetError("That bet is already placed.", key="error.already_placed")
            add = rule.fixed
        else:
            if chip <= 0:
                raise BetError("Choose a chip first.", key="error.no_chip")
            room = rule.max_cents - self.amount(spot)
            if room <= 0:
                raise BetError("Limit reached.", key="error.limit_reached")
            add = min(chip, room)
        added = {spot: add}
        for other in self.limits.spots:
            if other.mirrors == spot:
                added[other.name] = min(add, other.max_cents - self.amount(other.name))
        if self.total + sum(added.values()) > self._balance():
            raise InsufficientFundsError(
                "Your balance does not cover that bet.", key="error.balance_short")
        return added

    def can_place(self, spot: str, chip: int) -> bool:
        try:
            self.verify_place(spot, chip)
        except BetError:
            return False
        return True

    def place(self, spot: str, chip: int) -> Placement:
        """Add a chip (capped at the spot's max: then ``limit_reached``); or toggle a fixed bet."""
        added = self.verify_place(spot, chip)
        rule = self.limits.spot(spot)
        self._apply(added)
        capped = rule.fixed is None and self.amount(spot) >= rule.max_cents
        return Placement(added, limit_reached=capped and added[spot] < chip)

    def _apply(self, added: Mapping[str, int]) -> None:
        step = {k: v for k, v in added.items() if v}
        if not step:
            return
        for k, v in step.items():
            self.amounts[k] = self.amounts.get(k, 0) + v
        self._steps.append(step)

    # --- DOUBLE, REBET, UNDO ---------------------------------------------------------------
    def verify_double(self) -> dict[str, int]:
        if self.is_empty:
            raise BetError("Place a bet before doubling.", key="error.double_empty")
        added: dict[str, int] = {}
        for rule in self.limits.spots:
            have = self.amount(rule.name)
            if have and rule.fixed is None:
                added[rule.name] = min(have, rule.max_cents - have)
        if not any(added.values()):
            raise BetError("Limit reached.", key="error.limit_reached")
        if self.total + sum(added.values()) > self._balance():
            raise InsufficientFundsError(
                "Your balance cannot double all the bets.", key="error.double_short")
        return added

    def can_double(self) -> bool:
        try:
            self.verify_double()
        except BetError:
            return False
        return True

    def double(self) -> dict[str, int]:
        """Double every bet (each up to its max): all or nothing on the balance."""
        added = self.verify_double()
        self._apply(added)
        return added

    def verify_rebet(self, previous: Mapping[str, int] | None) -> dict[str, int]:
        if not self.is_empty:
            raise BetError("Rebet is only possible before the first chip.", key="error.rebet_late")
        return self._verify_bets(previous)

    def _verify_bets(self, previous: Mapping[str, int] | None) -> dict[str, int]:
        """Whole bets put on an empty slip at once (REBET, a hand-over): limits, main bets, balance."""
        if not previous or not any(previous.values()):
            raise BetError("There is no previous bet to repeat.", key="error.rebet_none")
        added: dict[str, int] = {}
        for name, amount in previous.items():
            rule = self.limits.spot(name)
            if rule.by_decision or amount <= 0:
                continue
            if amount > rule.max_cents:
                raise BetError("The previous bets exceed this table's limits.", key="error.rebet_limits")
            added[name] = amount
        for name in added:
            need = self.limits.spot(name).needs
            if need and need not in added:
                raise BetError(f"Place the {need.upper()} bet first.", key="error.needs_main",
                               spot=need.upper())
        if sum(added.values()) > self._balance():
            raise InsufficientFundsError(
                "Your balance does not cover the previous bets.", key="error.balance_short")
        return added

    def can_rebet(self, previous: Mapping[str, int] | None) -> bool:
        try:
            self.verify_rebet(previous)
        except BetError:
            return False
        return True

    def rebet(self, previous: Mapping[str, int] | None) -> dict[str, int]:
        """Place the previous round's bets again (one undo step)."""
        added = self.verify_rebet(previous)
        self._apply(added)
        return added

    def verify_load(self, stakes: Mapping[str, int]) -> dict[str, int]:
        """What ``load`` would put on the slip; raises as REBET does (limits, main bets, balance)."""
        return self._verify_bets(stakes)

    def load(self, stakes: Mapping[str, int]) -> dict[str, int]:
        """Put exactly these bets on the slip (one undo step), replacing what was there: a table
        whose bets are built elsewhere (video poker's VALUE x HANDS) hands them over to the deal."""
        added = self.verify_load(stakes)
        self.clear()
        self._apply(added)
        return added

    # --- toggles (a fixed bet: the FIRST 5 JACKPOT's 1.00) ---------------------------------
    def verify_take_back(self, spot: str) -> int:
        """The amount ``take_back`` would remove; raises BetError when the toggle is off."""
        rule = self.limits.spot(spot)
        if rule.fixed is None:
            raise ValueError(f"spot {spot} is not a fixed toggle")
        if not self.amount(spot):
            raise BetError("There is nothing to undo.", key="error.undo_empty")
        return self.amount(spot)

    def take_back(self, spot: str) -> int:
        """Switch a fixed toggle off, keeping every other bet and its undo step (a second
        click on the jackpot takes its 1.00 back, not the chips placed after it)."""
        removed = self.verify_take_back(spot)
        steps = [{k: v for k, v in step.items() if k != spot} for step in self._steps]
        self._steps = [step for step in steps if step]
        del self.amounts[spot]
        return removed

    def toggle(self, spot: str, chip: int = 0) -> int:
        """A click on a fixed toggle: on (its fixed amount) or off again; returns the change."""
        if self.amount(spot) and self.limits.spot(spot).fixed is not None:
            return -self.take_back(spot)
        return self.place(spot, chip).added[spot]

    def can_undo(self) -> bool:
        return bool(self._steps)

    def undo(self) -> dict[str, int]:
        """Remove the last chip (or the last DOUBLE/REBET); returns what was removed."""
        if not self._steps:
            raise BetError("There is nothing to undo.", key="error.undo_empty")
        step = self._steps.pop()
        for k, v in step.items():
            self.amounts[k] -= v
            if not self.amounts[k]:
                del self.amounts[k]
        return step

    def clear(self) -> dict[str, int]:
        """Remove every bet (UNDO held, or Delete held three seconds)."""
        removed = dict(self.amounts)
        self.amounts.clear()
        self._steps.clear()
        return removed

    # --- ready to deal -------------------------------------------------------------------
    def verify_ready(self, required: Sequence[str] = ()) -> dict[str, int]:
        """The stakes to take at the deal; raises if a required bet or a minimum is missing."""
        stakes = self.stakes()
        if not stakes:
            raise BetError("Place your bets first.", key="error.no_bets")
        for name in required:
            if name not in stakes:
                rule = self.limits.spot(name)
                raise BetError(f"The {rule.name.upper()} bet is required.",
                               key="error.required", spot=rule.name.upper())
        for name, amount in stakes.items():
            rule = self.limits.spot(name)
            if amount < rule.min_cents:
                raise BetError(
                    f"The {rule.name.upper()} bet must be at least {format_money(rule.min_cents)}.",
                    key="error.below_min", spot=rule.name.upper(), minimum=rule.min_cents)
            if rule.needs and rule.needs not in stakes:
                raise BetError(f"Place the {rule.needs.upper()} bet first.",
                               key="error.needs_main", spot=rule.needs.upper())
        if sum(stakes.values()) > self._balance():
            raise InsufficientFundsError(
                "Your balance does not cover these bets.", key="error.balance_short")
        return stakes
