"""Responsible gaming: reality checks, loss, top-up and play-time limits, "take a break".

- Reality check: every N minutes of play (0 = off) a pop-up shows the time played and
  the session's net result; the screen asks :meth:`reality_check_due` each frame.
- Limits (spec 10, Responsible gaming): a loss limit for the session, the day, the week
  and the month; a top-up limit for the day, the week and the month; a play-time limit
  for the session and the day. Once one is reached, betting (or topping up) is blocked
  with one clear sentence. They are kept in the save (not only in the settings), and:
  lowering one takes effect at once; raising (or removing) one takes effect after 24 hours
  of *save time* (``gamelib.play_clock``), so it cannot be hurried by the computer's clock.
- Take a break: play is locked for a span of save time kept in the save, so neither a
  restart nor moving the clock (either way) shortens it.

How things are counted, never from the wall clock: losses and top-ups are ledger rows
after a row id (the session's first, or the one at a window's start); time is the save's
own clock. A day, a week and a month are rolling windows of 24 h, 7 d and 30 d of save
time. The session starts when the app starts (session limits are per start by their
nature); the day's, week's and month's do not reset on a restart.

:meth:`ResponsibleGaming.verify_can_bet` is the gate a :class:`~gamelib.session.TableSession`
calls before every deal; :meth:`verify_can_top_up` the cashier's.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from datetime import datetime, timedelta

from gamelib.clock import Clock, SystemClock, stored_moment
from gamelib.errors import BetError, SaveDataError
from gamelib.ledger import Wallet
from gamelib.money import format_money
from gamelib.play_clock import BootMoment, PlayClock, last_ledger_id, system_boot_moment

BREAK_KEY = "responsible.break"
#: Where earlier versions kept the break as a wall-clock moment (read once and converted).
OLD_BREAK_KEYS = ("responsible.break_until", "take_a_break_until")
LIMITS_KEY = "responsible.limits"
BREAK_CHOICES_MINUTES = (15, 30, 60, 240, 1440)
#: Seconds of save time before a raised (or removed) limit takes effect.
RAISE_DELAY = 24 * 3600.0
DAY, WEEK, MONTH = 86_400.0, 7 * 86_400.0, 30 * 86_400.0

#: Every limit: its name -> (what it counts, the window in seconds or None for the session).
LIMITS: dict[str, tuple[str, float | None]] = {
    "loss_session": ("loss", None), "loss_day": ("loss", DAY), "loss_week": ("loss", WEEK),
    "loss_month": ("loss", MONTH), "top_up_day": ("top-up", DAY), "top_up_week": ("top-up", WEEK),
    "top_up_month": ("top-up", MONTH), "time_session": ("time", None), "time_day": ("time", DAY),
}
_PERIOD = {None: "session", DAY: "daily", WEEK: "weekly", MONTH: "monthly"}


class BettingBlockedError(BetError):
    """Betting is blocked by a limit or a break the player chose."""


@dataclass(frozen=True)
class SessionSummary:
    minutes_played: int
    net_cents: int

    def sentence(self) -> str:
        return (f"You have played for {self.minutes_played} minutes; your result this session is "
                f"{format_money(self.net_cents)}.")


@dataclass(frozen=True)
class PendingRaise:
    """A raised (or removed) limit waiting for its 24 hours: ``value`` None is "no limit"."""

    name: str
    value: int | None
    at: datetime  # when it takes effect, on the wall clock as it reads now


class ResponsibleGaming:
    def __init__(self, wallet: Wallet, *, reality_check_minutes: int = 60,
                 loss_limit_cents: int | None = None, time_limit_minutes: int | None = None,
                 clock: Clock | None = None, boot: BootMoment = system_boot_moment,
                 **limits: int | None) -> None:
        self.wallet = wallet
        self.clock = clock or SystemClock()
        self.play = PlayClock(wallet, self.clock, boot)
        self.started = self.clock.now()
        self.session_row = last_ledger_id(wallet)  # the session counts ledger rows after it
        self.reality_check_minutes = reality_check_minutes
        self._convert_old_break()
        self.configure(reality_check_minutes=reality_check_minutes, loss_limit_cents=loss_limit_cents,
                       time_limit_minutes=time_limit_minutes, **limits)

    def configure(self, *, reality_check_minutes: int, loss_limit_cents: int | None,
                  time_limit_minutes: int | None, **limits: int | None) -> None:
        """Apply changed settings (the next reality check counts from now). Each limit the
        settings ask for is requested: lower at once, higher after 24 hours (:meth:`request`).
        ``limits`` by name: loss_day, loss_week, loss_month (cents), top_up_day … (cents),
        time_day (minutes); a name not given is left as the save has it."""
        self.reality_check_minutes = reality_check_minutes
        self._next_check = self.elapsed_seconds + self._check_interval()
        self.request("loss_session", loss_limit_cents)
        self.request("time_session", time_limit_minutes)
        for name, value in limits.items():
            self.request(name, value)

    def _check_interval(self) -> float:
        return self.reality_check_minutes * 60.0 if self.reality_check_minutes > 0 else float("inf")

    # --- limits kept in the save --------------------------------------------------------------
    def _stored(self) -> dict[str, dict[str, object]]:
        raw = self.wallet.kv_get(LIMITS_KEY, {})
        return {k: v for k, v in raw.items() if k in LIMITS and isinstance(v, dict)} \
            if isinstance(raw, dict) else {}

    def request(self, name: str, value: int | None) -> None:
        """Ask for a limit (None: no limit). Stricter than the one in force: at once; looser:
        after :data:`RAISE_DELAY` of save time (a raise already waiting keeps its time)."""
        if name not in LIMITS:
            raise BetError(f"There is no limit called {name}.")
        value = value if value else None
        stored = self._stored()
        entry = stored.get(name, {})
        current = self.limit(name)
        if value == current and "pending" not in entry:
            return
        if value is not None and (current is None or value <= current):
            stored[name] = {"value": value}
        elif "pending" in entry and entry.get("pending") == value:
            return
        elif value == current:
            stored[name] = {"value": current}  # asked back to what is in force: no raise waits
        else:
            stored[name] = {"value": current, "pending": value, "from": self.play.now() + RAISE_DELAY}
        with contextlib.suppress(SaveDataError):  # a read-only save: nothing can be played anyway
            self.wallet.kv_set(LIMITS_KEY, stored)
        self.play.save(force=True)

    def limit(self, name: str) -> int | None:
        """The limit in force now (cents, or minutes for time), None when none."""
        entry = self._stored().get(name, {})
        value = entry.get("value")
        if "pending" in entry and isinstance(entry.get("from"), int | float) \
                and self.play.now() >= float(entry["from"]):  # type: ignore[arg-type]
            value = entry.get("pending")
        return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None

    def pending(self) -> list[PendingRaise]:
        """The raises still waiting for their 24 hours."""
        out = []
        for name, entry in self._stored().items():
            start = entry.get("from")
            if "pending" in entry and isinstance(start, int | float) and self.play.now() < start:
                value = entry.get("pending")
                at = self.clock.wall() + timedelta(seconds=float(start) - self.play.now())
                out.append(PendingRaise(name, value if isinstance(value, int) else None, at))
        return out

    # --- reading --------------------------------------------------------------------------
    @property
    def elapsed_seconds(self) -> float:
        return self.clock.now() - self.started

    def net_since(self, row: int) -> int:
        """Σ of bets, payouts and refunds in the ledger after row ``row`` (cents)."""
        return int(self.wallet.conn.execute(
            "SELECT IFNULL(SUM(amount), 0) FROM ledger WHERE id > ? "
            "AND kind IN ('bet', 'payout', 'refund')", (row,)).fetchone()[0])

    def top_ups_since(self, row: int) -> int:
        return int(self.wallet.conn.execute(
            "SELECT IFNULL(SUM(amount), 0) FROM ledger WHERE id > ? AND kind = 'top-up' "
            "AND IFNULL(note, '') != 'start balance'", (row,)).fetchone()[0])

    def used(self, name: str) -> int:
        """How much of a limit is used now: cents lost or topped up, or whole minutes played."""
        what, window = LIMITS[name]
        if window is None:
            row, played_then = self.session_row, self.play.played() - self.elapsed_seconds
        else:
            row, played_then = self.play.window_start(window)
        if what == "loss":
            return max(0, -self.net_since(row))
        if what == "top-up":
            return self.top_ups_since(row)
        return int((self.play.played() - played_then) // 60)

    def summary(self) -> SessionSummary:
        return SessionSummary(int(self.elapsed_seconds // 60), self.net_since(self.session_row))

    def reality_check_due(self) -> bool:
        return self.elapsed_seconds >= self._next_check

    def acknowledge_reality_check(self) -> SessionSummary:
        """The player saw the pop-up; the next one comes N minutes later."""
        summary = self.summary()
        while self._next_check <= self.elapsed_seconds:
            self._next_check += self._check_interval()
        return summary

    def _break_end(self) -> float | None:
        self._convert_old_break()
        value = self.wallet.kv_get(BREAK_KEY)
        return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None

    def _convert_old_break(self) -> None:
        """A break an earlier version kept as a wall-clock moment: the time it had left."""
        for key in OLD_BREAK_KEYS:
            until = stored_moment(self.wallet.kv_get(key))
            if until is None:
                continue
            left = (until - self.clock.wall()).total_seconds()
            with contextlib.suppress(SaveDataError):  # read-only: converted on a later start
                if left > 0:
                    kept = self.wallet.kv_get(BREAK_KEY)
                    kept = float(kept) if isinstance(kept, int | float) else 0.0
                    end = max(kept, self.play.now() + left)
                    self.wallet.kv_set(BREAK_KEY, end)
                self.wallet.kv_delete(key)

    def break_until(self) -> datetime | None:
        """The end of a break in force (kept in the save, in save time), shown as a moment
        on the wall clock as it reads now; None when there is none."""
        end = self._break_end()
        if end is None or end <= self.play.now():
            return None
        return self.clock.wall() + timedelta(seconds=end - self.play.now())

    # --- acting -----------------------------------------------------------------------------
    def take_break(self, minutes: int) -> datetime:
        """Lock play for ``minutes`` of save time; the lock survives restarts and clock
        changes. It cannot be shortened."""
        if isinstance(minutes, bool) or not isinstance(minutes, int) or minutes <= 0:
            raise BetError("A break must last a whole number of minutes.", key="error.break_minutes")
        end = max(self._break_end() or 0.0, self.play.now() + minutes * 60.0)
        self.wallet.kv_set(BREAK_KEY, end)
        self.play.save(force=True)
        until = self.break_until()
        assert until is not None
        return until

    def verify_can_bet(self) -> None:
        """Raises :class:`BettingBlockedError` with the reason when betting is blocked."""
        self.play.save()
        until = self.break_until()
        if until is not None:
            raise BettingBlockedError(
                f"You are taking a break until {until:%H:%M} UTC; play is locked until then.",
                key="error.on_break", until=f"{until:%H:%M}")
        for name, (what, window) in LIMITS.items():
            limit = self.limit(name)
            if limit is None or what == "top-up" or self.used(name) < limit:
                continue
            if name == "time_session":
                raise BettingBlockedError(
                    f"You reached your session time limit of {limit} minutes; "
                    "betting is blocked until your next session.", key="error.time_limit",
                    minutes=limit)
            if name == "loss_session":
                raise BettingBlockedError(
                    f"You reached your session loss limit of {format_money(limit)}; "
                    "betting is blocked until your next session.", key="error.loss_limit",
                    amount=limit)
            period = _PERIOD[window]
            if what == "time":
                raise BettingBlockedError(
                    f"You reached your daily play-time limit of {limit} minutes; betting is "
                    "blocked until your play in the last 24 hours is under it.",
                    key="error.time_limit_day", minutes=limit)
            raise BettingBlockedError(
                f"You reached your {period} loss limit of {format_money(limit)}; betting is "
                f"blocked until your losses over the last {_SPAN[period]} are under it.",
                key=_LOSS_KEYS[period], amount=limit)

    def verify_can_top_up(self, amount: int) -> None:
        """Raises :class:`BettingBlockedError` when topping up ``amount`` passes a top-up limit."""
        self.play.save()  # a mark before the top-up: its row comes after it
        for name, (what, window) in LIMITS.items():
            limit = self.limit(name)
            if what != "top-up" or limit is None or self.used(name) + amount <= limit:
                continue
            period = _PERIOD[window]
            raise BettingBlockedError(
                f"This top-up would pass your {period} top-up limit of {format_money(limit)} "
                f"(already topped up over the last {_SPAN[period]}: "
                f"{format_money(self.used(name))}).",
                key=_TOP_UP_KEYS[period], amount=limit, used=self.used(name))

    def can_bet(self) -> bool:
        try:
            self.verify_can_bet()
        except BettingBlockedError:
            return False
        return True


_SPAN = {"daily": "24 hours", "weekly": "7 days", "monthly": "30 days"}
_LOSS_KEYS = {"daily": "error.loss_limit_daily", "weekly": "error.loss_limit_weekly",
              "monthly": "error.loss_limit_monthly"}
_TOP_UP_KEYS = {"daily": "error.top_up_limit_daily", "weekly": "error.top_up_limit_weekly",
                "monthly": "error.top_up_limit_monthly"}
