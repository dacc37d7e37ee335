"""Responsible gaming: reality checks, session limits and the "take a break" lock.

- Reality check: every N minutes of play (0 = off) a pop-up shows the time played and
  the session's net result; the screen asks :meth:`reality_check_due` each frame.
- Session loss limit and session time limit: once reached, betting is blocked with one
  clear sentence until the next session (the next start of the app).
- Take a break: play is locked until a moment kept in the save, so the lock survives
  restarts.

A session starts when the app starts. :meth:`ResponsibleGaming.verify_can_bet` is the
gate a :class:`~gamelib.session.TableSession` calls before every deal.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from gamelib.clock import Clock, SystemClock, stored_moment
from gamelib.errors import BetError
from gamelib.ledger import Wallet
from gamelib.money import format_money
from gamelib.storage import iso

BREAK_KEY = "responsible.break_until"
#: Where earlier versions kept the break (still read, so a break taken then still holds).
OLD_BREAK_KEYS = ("take_a_break_until",)
BREAK_CHOICES_MINUTES = (15, 30, 60, 240, 1440)


class BettingBlockedError(BetError):
    """Betting is blocked by a limit or a break the player chose."""


@dataclass(frozen=True)
class SessionSummary:
    minutes_played: int
    net_cents: int

    def sentence(self) -> str:
        return (f"You have played for {self.minutes_played} minutes; your result this session is "
                f"{format_money(self.net_cents)}.")


class ResponsibleGaming:
    def __init__(self, wallet: Wallet, *, reality_check_minutes: int = 60,
                 loss_limit_cents: int | None = None, time_limit_minutes: int | None = None,
                 clock: Clock | None = None) -> None:
        self.wallet = wallet
        self.clock = clock or SystemClock()
        self.started_wall = self.clock.wall()
        self.started = self.clock.now()
        self.reality_check_minutes = reality_check_minutes
        self.loss_limit_cents = loss_limit_cents
        self.time_limit_minutes = time_limit_minutes
        self._next_check = self._check_interval()

    def configure(self, *, reality_check_minutes: int, loss_limit_cents: int | None,
                  time_limit_minutes: int | None) -> None:
        """Apply changed settings (the next reality check counts from now)."""
        self.reality_check_minutes = reality_check_minutes
        self.loss_limit_cents = loss_limit_cents
        self.time_limit_minutes = time_limit_minutes
        self._next_check = self.elapsed_seconds + self._check_interval()

    def _check_interval(self) -> float:
        return self.reality_check_minutes * 60.0 if self.reality_check_minutes > 0 else float("inf")

    # --- reading --------------------------------------------------------------------------
    @property
    def elapsed_seconds(self) -> float:
        return self.clock.now() - self.started

    def summary(self) -> SessionSummary:
        return SessionSummary(int(self.elapsed_seconds // 60),
                              self.wallet.net_result_since(iso(self.started_wall)))

    def reality_check_due(self) -> bool:
        return self.elapsed_seconds >= self._next_check

    def acknowledge_reality_check(self) -> SessionSummary:
        """The player saw the pop-up; the next one comes N minutes later."""
        summary = self.summary()
        while self._next_check <= self.elapsed_seconds:
            self._next_check += self._check_interval()
        return summary

    def break_until(self) -> datetime | None:
        """The end of a break in force (kept in the save), or None."""
        ends = [until for key in (BREAK_KEY, *OLD_BREAK_KEYS)
                if (until := stored_moment(self.wallet.kv_get(key))) is not None]
        latest = max(ends, default=None)
        return latest if latest is not None and latest > self.clock.wall() else None

    # --- acting -----------------------------------------------------------------------------
    def take_break(self, minutes: int) -> datetime:
        """Lock play for ``minutes``; the lock survives restarts. It cannot be shortened."""
        if isinstance(minutes, bool) or not isinstance(minutes, int) or minutes <= 0:
            raise BetError("A break must last a whole number of minutes.", key="error.break_minutes")
        until = self.clock.wall() + timedelta(minutes=minutes)
        current = self.break_until()
        if current is not None and current > until:
            until = current
        self.wallet.kv_set(BREAK_KEY, iso(until))
        return until

    def verify_can_bet(self) -> None:
        """Raises :class:`BettingBlockedError` with the reason when betting is blocked."""
        until = self.break_until()
        if until is not None:
            raise BettingBlockedError(
                f"You are taking a break until {until:%H:%M} UTC; play is locked until then.",
                key="error.on_break", until=f"{until:%H:%M}")
        if self.time_limit_minutes and self.elapsed_seconds >= self.time_limit_minutes * 60:
            raise BettingBlockedError(
                f"You reached your session time limit of {self.time_limit_minutes} minutes; "
                "betting is blocked until your next session.", key="error.time_limit",
                minutes=self.time_limit_minutes)
        if self.loss_limit_cents:
            net = self.wallet.net_result_since(iso(self.started_wall))
            if -net >= self.loss_limit_cents:
                raise BettingBlockedError(
                    f"You reached your session loss limit of {format_money(self.loss_limit_cents)}; "
                    "betting is blocked until your next session.", key="error.loss_limit",
                    amount=self.loss_limit_cents)

    def can_bet(self) -> bool:
        try:
            self.verify_can_bet()
        except BettingBlockedError:
            return False
        return True
