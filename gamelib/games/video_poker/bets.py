"""Video poker betting: VALUE per hand times HANDS (not chips on spots).

VALUE moves along fixed steps with + / -. HANDS starts at 0 and grows by +1, +10 or MAX
(to 100); UNDO removes the last addition, one press at a time, and ``clear`` removes all.
TOTAL BET = VALUE x HANDS must sit within the table limits (default 5.00 - 1,000.00) and
the balance, otherwise DEAL is disabled and :meth:`deal_blocked` says why. REBET repeats
the last round's value and hands (and its pay table, unless the pay table was changed
since).

A new player's VALUE (none given) is the smallest step at which one hand already meets the
table minimum (:func:`opening_value`: € 5.00 at the default limits), so the first +1 and
DEAL are never refused; a VALUE given (a saved choice) is kept as it is.

>>> bets = VideoPokerBets(balance=100_000, value=100)
>>> _ = bets.add_hands(10); _ = bets.add_hands(1); bets.total
1100
>>> _ = bets.undo(); bets.hands
10
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gamelib.bets import BetSlip
from gamelib.errors import BetError, InsufficientFundsError
from gamelib.games.video_poker.paytables import DEFAULT_PAYTABLE, PAYTABLES
from gamelib.games.video_poker.rules import LIMITS, MAX_HANDS, VALUE_STEPS
from gamelib.money import format_money


@dataclass(frozen=True, slots=True)
class LastRound:
    value: int
    hands: int
    paytable: str


def opening_value(min_total: int, steps: tuple[int, ...] = VALUE_STEPS) -> int:
    """The VALUE a new player starts at: the smallest step whose one hand meets ``min_total``
    (the highest step when none does).

    >>> opening_value(500), opening_value(50), opening_value(10**9)
    (500, 50, 10000)
    """
    return next((v for v in steps if v >= min_total), steps[-1])


@dataclass
class VideoPokerBets:
    """VALUE, HANDS, pay table and the checks before DEAL."""

    balance: Callable[[], int] | int
    min_total: int = LIMITS.spot("bet").min_cents
    max_total: int = LIMITS.spot("bet").max_cents
    value_steps: tuple[int, ...] = VALUE_STEPS
    value: int = 0  #: cents per hand; 0: the opening value (one hand meets the minimum)
    paytable: str = DEFAULT_PAYTABLE
    hands: int = 0
    _additions: list[int] = field(default_factory=list)
    last: LastRound | None = None
    _paytable_changed: bool = False

    def __post_init__(self) -> None:
        if not self.value:
            self.value = opening_value(self.min_total, self.value_steps)

    # --- reading ------------------------------------------------------------------------------
    def _balance(self) -> int:
        return self.balance() if callable(self.balance) else self.balance

    @property
    def total(self) -> int:
        """TOTAL BET in cents."""
        return self.value * self.hands

    def stakes(self) -> dict[str, int]:
        return {"bet": self.total}

    def config(self) -> dict[str, Any]:
        """The round config for this bet."""
        return {"paytable": self.paytable, "value": self.value, "hands": self.hands}

    # --- VALUE ----------------------------------------------------------------------------------
    def can_value_up(self) -> bool:
        return self.value < self.value_steps[-1]

    def can_value_down(self) -> bool:
        return self.value > self.value_steps[0]

    def value_up(self) -> int:
        higher = [v for v in self.value_steps if v > self.value]
        if not higher:
            raise BetError(f"The highest value is {format_money(self.value_steps[-1])}.",
                           key="error.vp_value_max", amount=self.value_steps[-1])
        self.value = higher[0]
        return self.value

    def value_down(self) -> int:
        lower = [v for v in self.value_steps if v < self.value]
        if not lower:
            raise BetError(f"The lowest value is {format_money(self.value_steps[0])}.",
                           key="error.vp_value_min", amount=self.value_steps[0])
        self.value = lower[-1]
        return self.value

    def set_value(self, cents: int) -> None:
        if cents not in self.value_steps:
            raise BetError(f"{format_money(cents)} is not one of the values.", key="error.vp_value_step",
                           amount=cents)
        self.value = cents

    # --- HANDS ----------------------------------------------------------------------------------
    def can_add_hands(self) -> bool:
        return self.hands < MAX_HANDS

    def add_hands(self, n: int) -> int:
        """+1 / +10 (capped at 100); returns how many were really added (one UNDO step)."""
        if n <= 0:
            raise BetError("Add at least one hand.", key="error.vp_add_hands")
        if self.hands >= MAX_HANDS:
            raise BetError(f"{MAX_HANDS} hands is the most.", key="error.vp_hands_max", max=MAX_HANDS)
        added = min(n, MAX_HANDS - self.hands)
        self.hands += added
        self._additions.append(added)
        return added

    def max_hands(self) -> int:
        """MAX: up to 100 hands (one UNDO step)."""
        return self.add_hands(MAX_HANDS)

    def can_undo(self) -> bool:
        return bool(self._additions)

    def undo(self) -> int:
        """Remove the last addition of hands; returns how many were removed."""
        if not self._additions:
            raise BetError("There is nothing to undo.", key="error.undo_empty")
        removed = self._additions.pop()
        self.hands -= removed
        return removed

    def clear(self) -> None:
        """UNDO held: no hands."""
        self.hands = 0
        self._additions.clear()

    # --- pay table ------------------------------------------------------------------------------
    def select_paytable(self, name: str) -> None:
        if name not in PAYTABLES:
            raise BetError(f"There is no pay table '{name}'.", key="error.vp_paytable", name=name)
        if name != self.paytable:
            self._paytable_changed = True
        self.paytable = name

    # --- DEAL -----------------------------------------------------------------------------------
    def verify_deal(self) -> dict[str, int]:
        """The stakes to take; raises BetError with the reason DEAL is disabled."""
        if self.hands < 1:
            raise BetError("Choose how many hands to play.", key="error.vp_no_hands")
        total = self.total
        if total < self.min_total:
            raise BetError(f"The total bet must be at least {format_money(self.min_total)}.",
                           key="error.vp_total_min", minimum=self.min_total)
        if total > self.max_total:
            raise BetError(f"The total bet can be at most {format_money(self.max_total)}.",
                           key="error.vp_total_max", maximum=self.max_total)
        if total > self._balance():
            raise InsufficientFundsError(
                f"Your balance does not cover the total bet of {format_money(total)}.",
                key="error.vp_total_balance", amount=total)
        return self.stakes()

    def deal_blocked(self) -> BetError | None:
        """Why DEAL is disabled now (None: it is enabled)."""
        try:
            self.verify_deal()
        except BetError as exc:
            return exc
        return None

    def can_deal(self) -> bool:
        return self.deal_blocked() is None

    def to_slip(self, slip: BetSlip) -> dict[str, int]:
        """Hand TOTAL BET over to the table's bet slip for the deal (one bet on "bet"); raises
        with the reason DEAL is disabled, and leaves the slip as it was."""
        return slip.load(self.verify_deal())

    def round_dealt(self) -> None:
        """Remember this bet for REBET; HANDS goes back to 0 for the next round."""
        self.last = LastRound(self.value, self.hands, self.paytable)
        self._paytable_changed = False
        self.clear()

    # --- REBET ----------------------------------------------------------------------------------
    def can_rebet(self) -> bool:
        return self.last is not None and self.hands == 0

    def rebet(self) -> None:
        """Repeat the last round's value and hands (and pay table unless changed since)."""
        if self.last is None:
            raise BetError("There is no previous bet to repeat.", key="error.rebet_none")
        if self.hands:
            raise BetError("Rebet is only possible before choosing hands.", key="error.vp_rebet_late")
        self.value = self.last.value
        if not self._paytable_changed:
            self.paytable = self.last.paytable
        self.add_hands(self.last.hands)
