"""The wallet's values and checks: a round's ticket, a voided or finished round, and the
validation every amount, name and JSON value passes before it reaches the save.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from gamelib.errors import BetError, IllegalActionError
from gamelib.i18n import tr
from gamelib.money import format_money

#: The largest single amount the wallet accepts (€ 1,000,000,000.00): far from SQLite's int64.
MAX_AMOUNT = 100_000_000_000
_ROUND_ID = re.compile(r"^\d{8}-\d{6}-\d{6,}$")


@dataclass(frozen=True)
class RoundTicket:
    """What ``open_round`` hands back: the stored id, the on-screen code and the stakes taken."""

    id: str
    code: str
    game: str
    table: str
    started_at: str
    seed_hash: str
    stakes: Mapping[str, int] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.id

    @property
    def total_stake(self) -> int:
        """All money taken when the round opened, in cents."""
        return sum(self.stakes.values())


@dataclass(frozen=True)
class VoidedRound:
    """A round that was voided and refunded: enough for one sentence to the player."""

    id: str
    code: str
    game: str
    table: str
    refunded_cents: int
    reason: str

    def message(self, lang: str = "en") -> str:
        """``Round #05:23:16 was voided and your bets of € 5.00 were returned.`` (en or it)"""
        key = "wallet.voided" if self.refunded_cents else "wallet.voided_empty"
        return tr(key, lang, code=self.code, amount=format_money(self.refunded_cents, lang))


RoundRef = str | RoundTicket


# --- validation ---------------------------------------------------------------------------


def cents(value: object, what: str, *, allow_zero: bool = False) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BetError(f"The {what} must be a whole number of cents, not {value!r}.")
    if value < 0 or (value == 0 and not allow_zero):
        raise BetError(f"The {what} must be more than zero, not {value}.")
    if value > MAX_AMOUNT:
        raise BetError(f"The {what} of {format_money(value)} is larger than the wallet accepts.")
    return value


def short_name(value: object, what: str) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > 80:
        raise IllegalActionError(f"The {what} must be a short non-empty text, not {value!r}.")
    return value


def as_json(value: object, what: str) -> str:
    if not isinstance(value, dict):
        raise IllegalActionError(f"The {what} must be a dictionary, not {type(value).__name__}.")
    try:
        return json.dumps(value, sort_keys=True, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise IllegalActionError(f"The {what} cannot be stored as JSON ({exc}).") from exc


def spot_amounts(values: object, what: str, *, allow_zero: bool) -> dict[str, int]:
    if not isinstance(values, Mapping):
        raise BetError(f"The {what} must map each bet spot to cents.")
    checked: dict[str, int] = {}
    for spot, amount in values.items():
        checked[short_name(spot, "bet spot name")] = cents(
            amount, f"{what} on {spot}", allow_zero=allow_zero
        )
    return checked


def round_id_of(ref: object) -> str:
    rid = ref.id if isinstance(ref, RoundTicket) else ref
    if not isinstance(rid, str) or not rid:
        raise IllegalActionError(f"{ref!r} is not a round id.")
    return rid


@dataclass(frozen=True)
class FinishedRound:
    """A round the process died in, replayed and finished with the default decisions."""

    id: str
    code: str
    game: str
    table: str
    staked_cents: int
    paid_cents: int

    def message(self, lang: str = "en") -> str:
        """``Round #05:23:16 was finished while you were away: bets € 5.00, paid € 0.00.``"""
        return tr("wallet.finished", lang, code=self.code,
                  staked=format_money(self.staked_cents, lang),
                  paid=format_money(self.paid_cents, lang))


def is_durable(config_json: str | None) -> bool:
    """True for a round opened with ``config={"durable": True, …}`` (a Twister buy-in)."""
    try:
        config = json.loads(config_json) if config_json else None
    except ValueError:
        return False
    return isinstance(config, dict) and config.get("durable") is True


def is_round_id(text: str) -> bool:
    """True for a stored round id such as ``20261122-052316-000123``."""
    return bool(_ROUND_ID.match(text))
