"""When a Twister screen at rest next looks different (``Scene.next_change``): the
clocks on show tick once a second; everything else waits for the tables' own events
(:meth:`gamelib.games.twister.room.TwisterRoom.next_event`) or for the player."""

from __future__ import annotations

import math

from gamelib.games.twister.table import TwisterTable

#: the timer ring round the player's face moves in this many steps over the whole clock
RING_STEPS = 90


def clock_ticks(table: TwisterTable, *, large: bool) -> list[float]:
    """Seconds until each clock drawn for ``table`` shows its next second: the time to the
    next level (whole seconds, counted down), and on the large table the player's decision
    clock or time bank (rounded up) while it runs, and the next step of the ring round the
    player's face."""
    ticks = []
    if table.wheel_seen and not table.is_over:
        to_level = table.t.seconds_to_next_level()
        if to_level is not None and to_level > 0:
            ticks.append(to_level - math.floor(to_level) or 1.0)  # on a whole second: the next one
    if large and table.waiting_for_player:
        for left, total in ((table.decision_left, table.decision_seconds), (table.bank_left, table.time_bank_seconds)):
            if left is not None and left > 0:
                ticks.append(left - math.ceil(left) + 1)
                if total:  # the ring round the player's face: RING_STEPS steps over the whole clock
                    step = total / RING_STEPS
                    ticks.append(left - math.floor(left / step) * step or step)
    return ticks


def clock_faces(table: TwisterTable, *, large: bool) -> tuple[int, ...]:
    """What the clocks of :func:`clock_ticks` show now, as whole steps (the level's seconds, the
    player's clock or time bank in seconds and its ring's step): the same while each would be
    drawn the same, whatever clock the table runs on."""
    faces = []
    if table.wheel_seen and not table.is_over:
        to_level = table.t.seconds_to_next_level()
        if to_level is not None:
            faces += [math.floor(to_level), math.ceil(to_level)]
    if large and table.waiting_for_player:
        for left, total in ((table.decision_left, table.decision_seconds), (table.bank_left, table.time_bank_seconds)):
            if left is not None:
                faces += [math.floor(left), math.ceil(left), math.floor(left / (total / RING_STEPS)) if total else 0]
    return tuple(faces)
