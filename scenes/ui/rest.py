"""The app's loop at rest: waiting for the next event without drawing (issue 17).

``Scene.next_change()`` (scenes.ui.manager) says how long nothing moves; the App's loop
then waits here instead of drawing frames that would all look the same.
"""

from __future__ import annotations

import time

import pygame

#: How often the queue is looked at while waiting: an event is handled within a frame.
POLL_SECONDS = 1 / 60


def wait_for_events(seconds: float) -> list[pygame.event.Event]:
    """The events that come within ``seconds`` (returns at the first; [] when none came).

    Sleeps in slices of POLL_SECONDS (a 60 Hz frame) between looks at the queue (SDL's
    own wait polls every millisecond under some drivers: more than the frames it saves)."""
    deadline = time.monotonic() + seconds
    while True:
        events = pygame.event.get()
        left = deadline - time.monotonic()
        if events or left <= 0:
            return events
        time.sleep(min(left, POLL_SECONDS))
