"""The save's own clock: time that no change of the computer's clock moves.

Responsible-gaming limits and breaks are measured on it (``gamelib.responsible``), never
on the wall clock, which a player can set back (to lose more under a "session" that seems
to have just begun) or forward (to end a break early). It is kept in the save as seconds
of *save time* and moves:

- while Feltside runs, by the process's monotonic clock (``Clock.now``), which the wall
  clock does not move;
- between two runs on the same boot of the computer, by the operating system's monotonic
  clock (Linux: ``CLOCK_MONOTONIC`` with the kernel's boot id), which the wall clock does
  not move either;
- between two runs across a reboot (or where the system gives no boot id), by the wall
  clock's advance since the save last wrote the time, never backwards: a clock set back
  stands still. This is the one hole an offline program cannot close — a clock moved
  *forward while the computer is switched off* ages the save — and it is the stance
  documented here: such time counts, as a real night would.

Save time also accumulates *play time* (seconds Feltside was running). Limits over a day,
a week or a month are rolling windows of 24 h, 7 d and 30 d of save time; what happened in
them is read from the ledger by row id through *marks* (save time, last ledger row id,
play time) kept every minute, so a window's losses are the ledger rows after the mark at
its start (a mark at or before it: never fewer rows than the window holds). A mark is
noted before every deal, so the rows of a deal always come after the last mark.

>>> from gamelib.clock import FakeClock
>>> from gamelib.ledger import Wallet
>>> clock = FakeClock()
>>> w = Wallet.in_memory(clock=clock.wall)
>>> pc = PlayClock(w, clock, boot=lambda: ("boot-1", clock.now()))
>>> clock.advance(90); clock.jump_wall(-3 * 3600); round(pc.now())
90
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from gamelib.clock import Clock, stored_moment
from gamelib.errors import SaveDataError
from gamelib.storage import iso

KEY = "responsible.clock"
#: a mark is kept at most this often (seconds of save time); the window's start is read
#: from the last mark at or before it
MARK_EVERY = 60.0
#: the time is written to the save at most this often (and when a limit or break changes)
SAVE_EVERY = 15.0
#: marks older than this are dropped (the longest window is 30 days)
KEEP = 31 * 86_400.0

BootMoment = Callable[[], "tuple[str, float] | None"]


class Keeper(Protocol):
    """What the clock needs of a wallet: its key/value state and its ledger's last row."""

    conn: Any

    def kv_get(self, key: str, default: Any = None) -> Any: ...

    def kv_set(self, key: str, value: Any) -> None: ...


def system_boot_moment() -> tuple[str, float] | None:
    """(this boot's id, seconds on the system's monotonic clock), or None where unknown."""
    try:
        boot = Path("/proc/sys/kernel/random/boot_id").read_text().strip()
    except OSError:
        return None
    return (boot, time.monotonic()) if boot else None


def last_ledger_id(wallet: Keeper) -> int:
    return int(wallet.conn.execute("SELECT IFNULL(MAX(id), 0) FROM ledger").fetchone()[0])


class PlayClock:
    """Save time and play time for one running process (see the module's text)."""

    def __init__(self, wallet: Keeper, clock: Clock, boot: BootMoment = system_boot_moment) -> None:
        self.wallet, self.clock, self.boot = wallet, clock, boot
        state = wallet.kv_get(KEY, {})
        state = state if isinstance(state, dict) else {}
        t, played = _seconds(state.get("t")), _seconds(state.get("played"))
        here = boot()
        last_wall = stored_moment(state.get("wall"))
        if (here is not None and state.get("boot") == here[0]
                and isinstance(state.get("mono"), int | float) and here[1] >= state["mono"]):
            gap = here[1] - float(state["mono"])  # the same boot: its monotonic clock says
        elif last_wall is not None:
            gap = max(0.0, (clock.wall() - last_wall).total_seconds())  # a clock set back stands still
        else:
            gap = 0.0
        self._t0, self._played0, self._mono0 = t + gap, played, clock.now()
        raw = state.get("marks")
        self.marks: list[list[float]] = [
            [float(m[0]), float(m[1]), float(m[2])] for m in (raw if isinstance(raw, list) else [])
            if isinstance(m, list) and len(m) == 3 and all(isinstance(v, int | float) for v in m)]
        self._saved_at: float | None = None
        self.save(force=True)

    def now(self) -> float:
        """Seconds of save time (only differences mean anything)."""
        return self._t0 + max(0.0, self.clock.now() - self._mono0)

    def played(self) -> float:
        """Seconds Feltside has run on this save, all runs together."""
        return self._played0 + max(0.0, self.clock.now() - self._mono0)

    def save(self, *, force: bool = False) -> None:
        """Keep the time (and a mark, when one is due) in the save; a disk that refuses the
        write only postpones it."""
        now = self.now()
        self._mark(now)
        if not force and self._saved_at is not None and now - self._saved_at < SAVE_EVERY:
            return
        while len(self.marks) > 1 and now - self.marks[1][0] > KEEP:
            self.marks.pop(0)
        here = self.boot()
        state = {"t": now, "played": self.played(), "wall": iso(self.clock.wall()),
                 "boot": here[0] if here else None, "mono": here[1] if here else None,
                 "marks": self.marks}
        with contextlib.suppress(SaveDataError):
            self.wallet.kv_set(KEY, state)
            self._saved_at = now

    def _mark(self, now: float) -> None:
        """Note (now, the ledger's last row, the play time): a true statement about now. A
        mark less than :data:`MARK_EVERY` old is replaced (its moment forgotten: a window
        starting then reads an older mark, so counts more rows, never fewer)."""
        row = float(last_ledger_id(self.wallet))
        mark = [now, row, self.played()]
        if not self.marks or now - self.marks[-1][0] >= MARK_EVERY:
            self.marks.append(mark)
        elif self.marks[-1][1] != row:
            self.marks[-1] = mark

    def window_start(self, seconds: float) -> tuple[int, float]:
        """(the last ledger row id before a window of ``seconds`` ending now, the play time
        then): the newest mark at or before the window's start; (0, 0) when the save is younger."""
        start = self.now() - seconds
        chosen = (0.0, 0.0)
        for t, row, played in self.marks:
            if t <= start:
                chosen = (row, played)
        return int(chosen[0]), chosen[1]


def _seconds(value: object) -> float:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) \
        and value >= 0 else 0.0
