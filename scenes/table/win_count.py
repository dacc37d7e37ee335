"""The WIN box counts a win up, and BALANCE holds back what it has not counted yet, so the two
move together (issue 14): a big win (ten times the bet) over 0.8 s, to be seen; a small one
in 0.3 s; a win that grows while it is shown (video poker's hands turning) counts on from what
was shown. Driven by the table's scene clock, so tests move it with fake frame times.

The count goes up in the steps of a 60 Hz frame: whatever the frame rate, each amount it shows
is one a 60 Hz frame would show at that time, and it lands on the win exactly when its time is
up. (It took the same fraction of the win at any time: three frames of 0.1 s, summed to 0.2999…
s, showed € 4.99 of € 5.00 for a whole frame, a slower frame anything up to the win less a cent.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from gamelib.events import RoundOver

if TYPE_CHECKING:
    from scenes.table.base import TableScene

#: A win of this many times the bet counts up slowly.
BIG_WIN_TIMES = 10
BIG_SECONDS, SMALL_SECONDS = 0.8, 0.3
#: The count's steps a second: a 60 Hz frame's.
STEPS_PER_SECOND = 60
#: Of a step: what the frame times, summed, may lack of the exact time (0.1 + 0.1 + 0.1 < 0.3).
SUM_SLACK = 1e-6


def counted_steps(elapsed: float, seconds: float) -> tuple[int, int]:
    """(step, steps): how far a count lasting ``seconds`` (more than 0) is ``elapsed`` seconds in,
    in the steps of a 60 Hz frame; ``step == steps`` when it is done."""
    steps = max(1, round(seconds * STEPS_PER_SECOND))
    return min(steps, int(elapsed / seconds * steps + SUM_SLACK)), steps


class WinCounter:
    """What the WIN box shows of ``table.last_win`` now."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self._counted: tuple[int, int, float] = (0, 0, 0.0)  # counted from, to, since when

    def shown(self) -> int:
        t = self.table
        start, win, since = self._counted
        if t.last_win != win:
            start = self._count(start, win, since) if t.last_win > win else 0
            win, since = t.last_win, t.clock.now()
            self._counted = (start, win, since)
        return self._count(start, win, since)

    def _count(self, start: int, win: int, since: float) -> int:
        seconds = self.seconds(win - start)  # what is still to count decides the pace
        if not seconds or win <= start:
            return win
        step, steps = counted_steps(self.table.clock.now() - since, seconds)
        return win if step == steps else start + (win - start) * step // steps

    def seconds(self, amount: int) -> float:
        """How long ``amount`` counts up (none at the instant animation speed)."""
        t = self.table
        if amount <= 0 or t.animator.speed == "instant":
            return 0.0
        bet = t.controls.bet_total()
        return BIG_SECONDS if bet and amount >= BIG_WIN_TIMES * bet else SMALL_SECONDS

    def counting_up(self) -> bool:
        return self.shown() != self.table.last_win

    def to_come(self) -> int:
        """What BALANCE holds back: a win settled whose round is still being shown (the
        wallet is paid at the decision, the showdown plays after), and what WIN has not
        counted yet."""
        t = self.table
        queued = sum(e.paid for e in t.player.queue if isinstance(e, RoundOver))
        return queued + t.last_win - self.shown()
