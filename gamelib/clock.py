"""One clock interface for everything that waits: live pace, decision countdowns,
blind levels, reality checks. Screens pass the real clock; tests pass a FakeClock.

>>> c = FakeClock()
>>> c.advance(2.5); c.now()
2.5
"""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from typing import Protocol


class Clock(Protocol):
    def now(self) -> float:
        """Seconds on a monotonic scale (only differences mean anything)."""

    def wall(self) -> datetime:
        """The current UTC time (for things kept across restarts)."""


class SystemClock:
    """The real time."""

    def now(self) -> float:
        return time.monotonic()

    def wall(self) -> datetime:
        return datetime.now(UTC)


class FakeClock:
    """Time that moves only when a test says so."""

    def __init__(self, start: float = 0.0, wall_start: datetime | None = None) -> None:
        self._t = start
        self._wall = wall_start or datetime(2026, 1, 1, 12, 0, tzinfo=UTC)

    def now(self) -> float:
        return self._t

    def wall(self) -> datetime:
        return self._wall + timedelta(seconds=self._t)

    def jump_wall(self, seconds: float) -> None:
        """Set the wall clock forward (or back, negative) as a player could; ``now`` stays."""
        self._wall += timedelta(seconds=seconds)

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("time does not go back")
        self._t += seconds


def stored_moment(stored: object) -> datetime | None:
    """A saved UTC moment (ISO text, a ``Z`` accepted; a naive one is taken as UTC), or None
    if it is not one (missing, empty, unreadable).

    >>> stored_moment("2026-11-24T00:15:00Z").isoformat(), stored_moment("later")
    ('2026-11-24T00:15:00+00:00', None)
    """
    if not isinstance(stored, str):
        return None
    try:
        moment = datetime.fromisoformat(stored.replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


class Countdown:
    """A deadline on a clock: ``remaining`` seconds, ``expired``, ``fraction`` left for a bar."""

    def __init__(self, clock: Clock, seconds: float) -> None:
        self.clock = clock
        self.seconds = float(seconds)
        self.started = clock.now()

    @property
    def remaining(self) -> float:
        return max(0.0, self.seconds - (self.clock.now() - self.started))

    @property
    def expired(self) -> bool:
        return self.remaining <= 0.0

    @property
    def fraction(self) -> float:
        return self.remaining / self.seconds if self.seconds > 0 else 0.0
