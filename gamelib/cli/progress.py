"""Progress shown on a terminal while a command works through a large save.

:class:`Progress` is a bar with the rate and the time left (``verify --all``); :class:`Tally`
a count with its rate for work whose end is not known beforehand (the one full check of
the hash chains at the first open of a save from before checkpoints). Both write to
stderr only when it is a terminal, a line kept in place with ``\r``.
"""

from __future__ import annotations

import sys
import time
from typing import TextIO


class _Line:
    """One line on a terminal, written again in place; a newline after it when it was shown."""

    stream: TextIO
    shown: bool
    last: float

    def write(self, text: str, now: float) -> None:
        self.last = now
        self.stream.write("\r" + text)
        self.stream.flush()

    def close(self) -> None:
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()


class Progress(_Line):
    """A progress bar with the rate and the time left, on stderr when it is a terminal."""

    def __init__(self, total: int, stream: TextIO | None = None, every: float = 0.25,
                 unit: str = "rounds") -> None:
        stream = sys.stderr if stream is None else stream
        self.total, self.stream, self.every, self.unit = total, stream, every, unit
        self.shown = stream.isatty()
        self.start = self.last = time.monotonic()

    def line(self, done: int, now: float) -> str:
        """"[#####.....] 12,000 / 1,000,000 rounds · 6,100 a second · 2 min 42 s left"."""
        rate = done / max(now - self.start, 1e-9)
        left = (self.total - done) / rate if rate > 0 else 0.0
        filled = int(30 * done / self.total) if self.total else 30
        minutes, seconds = divmod(int(left + 0.5), 60)
        eta = f"{minutes} min {seconds:02d} s" if minutes else f"{seconds} s"
        return (f"[{'#' * filled}{'.' * (30 - filled)}] {done:,} / {self.total:,} {self.unit} "
                f"· {rate:,.0f} a second · {eta} left")

    def step(self, done: int) -> None:
        now = time.monotonic()
        if self.shown and (now - self.last >= self.every or done == self.total):
            self.write(self.line(done, now), now)


class Tally(_Line):
    """A running count with its rate, shown once the work has taken ``after`` seconds (a
    small save's check is over before anything is written)."""

    def __init__(self, what: str, stream: TextIO | None = None, after: float = 1.0,
                 every: float = 0.25) -> None:
        self.stream = sys.stderr if stream is None else stream
        self.what, self.after, self.every = what, after, every
        self.shown = False
        self.start = self.last = time.monotonic()

    def line(self, done: int, now: float) -> str:
        """"checking … once: 120,000 rows and rounds · 40,000 a second"."""
        rate = done / max(now - self.start, 1e-9)
        return f"{self.what}: {done:,} rows and rounds · {rate:,.0f} a second"

    def __call__(self, done: int) -> None:
        now = time.monotonic()
        if now - self.start >= self.after and now - self.last >= self.every \
                and self.stream.isatty():
            self.shown = True
            self.write(self.line(done, now), now)
