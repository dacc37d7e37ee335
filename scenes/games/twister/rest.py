"""When a Twister screen at rest next looks different (``Scene.next_change``): the
clocks on show tick once a second; everything else waits for the tables' own events
(:meth:`gamelib.games.twister.room.TwisterRoom.next_event`) or for the player."""

from __future__ import annotations

import math
from typing import NamedTuple

from gamelib.games.twister.table import TwisterTable

#: the timer ring round the player's face moves in this many steps over the whole clock
RING_STEPS = 90


class Clock(NamedTuple):
    """A clock drawn on a Twister table: its seconds left; for the player's clocks (not the
    level's) their whole length, which the ring round the player's face steps through."""

    left: float
    player: bool
    total: float | None = None


def _clocks(table: TwisterTable, *, large: bool) -> list[Clock]:
    """The clocks drawn for ``table``: the time to the next level, and on the large table the
    player's decision clock and time bank while the table waits for the player (one list for
    :func:`clock_ticks` and :func:`clock_faces`, so when a table next looks different and what
    it shows never count different clocks)."""
    clocks = []
    if table.wheel_seen and not table.is_over:
        to_level = table.t.seconds_to_next_level()
        if to_level is not None:
            clocks.append(Clock(to_level, player=False))
    if large and table.waiting_for_player:
        for left, total in ((table.decision_left, table.decision_seconds), (table.bank_left, table.time_bank_seconds)):
            if left is not None:
                clocks.append(Clock(left, player=True, total=total))
    return clocks


def clock_ticks(table: TwisterTable, *, large: bool) -> list[float]:
    """Seconds until each clock drawn for ``table`` shows its next second: the time to the
    next level (whole seconds, counted down), and on the large table the player's decision
    clock or time bank (rounded up) while it runs, and the next step of the ring round the
    player's face."""
    ticks = []
    for clock in _clocks(table, large=large):
        left = clock.left
        if left <= 0:
            continue
        if not clock.player:
            ticks.append(left - math.floor(left) or 1.0)  # on a whole second: the next one
            continue
        ticks.append(left - math.ceil(left) + 1)
        if clock.total:  # the ring round the player's face: RING_STEPS steps over the whole clock
            step = clock.total / RING_STEPS
            ticks.append(left - math.floor(left / step) * step or step)
    return ticks


def clock_faces(table: TwisterTable, *, large: bool) -> tuple[int, ...]:
    """What the clocks of :func:`clock_ticks` show now, as whole steps (the level's seconds, the
    player's clock or time bank in seconds and its ring's step): the same while each would be
    drawn the same, whatever clock the table runs on."""
    faces: list[int] = []
    for clock in _clocks(table, large=large):
        faces += [math.floor(clock.left), math.ceil(clock.left)]
        if clock.player:
            faces.append(math.floor(clock.left / (clock.total / RING_STEPS)) if clock.total else 0)
    return tuple(faces)
