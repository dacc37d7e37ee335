"""Tweens and timers that move only when ``update(dt)`` is called.

As in Tuxemon's ``animation.py``: nothing here reads a clock, so tests drive every
animation with fake time, and the game never waits on one. An :class:`Animator`
runs a group of tweens at the player's animation speed ("normal", "fast",
"instant": instant finishes each tween the moment it is added). Timers that
belong to the *game* (a decision countdown, the live betting window) use a
:class:`Clock`, which ignores the animation speed.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

Ease = Callable[[float], float]

#: Animation speed setting -> how many times faster than normal (instant: infinite).
SPEED_FACTORS: dict[str, float] = {"normal": 1.0, "fast": 2.5, "instant": math.inf}
#: What moves a thing across the screen: with reduced motion a tween sets these at its
#: start (no flying, no sliding) while the rest (alpha, a timer's progress) still runs.
MOTION_ATTRIBUTES: frozenset[str] = frozenset({"x", "y"})


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


@dataclass
class Tween:
    """Moves attributes of ``target`` from their value at start to ``to`` over ``duration`` s.

    ``delay`` waits first (a staggered deal); ``on_done`` runs once at the end.
    With ``target=None`` the tween only calls ``on_update(progress)``.
    """

    target: Any
    to: dict[str, float]
    duration: float
    ease: Ease = ease_out_cubic
    delay: float = 0.0
    on_update: Callable[[float], None] | None = None
    on_done: Callable[[], None] | None = None
    elapsed: float = 0.0
    done: bool = False
    #: Reduced motion: MOTION_ATTRIBUTES jump to their end as the tween starts.
    still: bool = False
    _start: dict[str, float] | None = field(default=None, repr=False)

    def _begin(self) -> None:
        if self._start is None:
            self._start = {k: float(getattr(self.target, k)) for k in self.to} if self.target else {}

    def _apply(self, progress: float) -> None:
        self._begin()
        eased = self.ease(progress)
        assert self._start is not None
        for k, end in self.to.items():
            start = self._start[k]
            share = 1.0 if self.still and k in MOTION_ATTRIBUTES else eased
            setattr(self.target, k, start + (end - start) * share)
        if self.on_update is not None:
            self.on_update(eased)

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        if self.elapsed < self.delay:
            return
        t = self.elapsed - self.delay
        progress = 1.0 if self.duration <= 0 else min(1.0, t / self.duration)
        self._apply(progress)
        if progress >= 1.0:
            self.finish()

    def finish(self) -> None:
        """Jump to the end (instant speed, or a skipped animation)."""
        if self.done:
            return
        self._apply(1.0)
        self.done = True
        if self.on_done is not None:
            self.on_done()


@dataclass
class Timer:
    """Calls ``callback`` after ``duration`` seconds of ``update``; ``repeat`` restarts it."""

    duration: float
    callback: Callable[[], None] | None = None
    repeat: bool = False
    elapsed: float = 0.0
    done: bool = False

    @property
    def remaining(self) -> float:
        return max(0.0, self.duration - self.elapsed)

    @property
    def fraction_left(self) -> float:
        return 0.0 if self.duration <= 0 else self.remaining / self.duration

    def update(self, dt: float) -> None:
        if self.done:
            return
        self.elapsed += dt
        while self.elapsed >= self.duration and not self.done:
            if self.callback is not None:
                self.callback()
            if self.repeat and self.duration > 0:
                self.elapsed -= self.duration
            else:
                self.done = True

    def finish(self) -> None:
        if not self.done:
            self.elapsed = self.duration
            self.done = True
            if self.callback is not None:
                self.callback()

    def cancel(self) -> None:
        self.done = True


class Animator:
    """A group of tweens and timers run at the animation speed.

    ``speed`` is "normal", "fast" or "instant"; an instant animator finishes every
    tween (and animation timer) as it is added, so a scene looks settled at once.
    With ``reduced_motion`` (Settings) nothing moves across the screen: a tween's ``x`` and
    ``y`` take their end value as it starts, and the scene shows arrivals with fades.
    """

    def __init__(self, speed: str = "normal", reduced_motion: bool = False) -> None:
        self.items: list[Tween | Timer] = []
        self.speed = speed
        self.reduced_motion = reduced_motion

    def follow(self, settings: Any) -> None:
        """Take the player's animation speed and reduced motion (Settings)."""
        self.speed = str(getattr(settings, "animation_speed", self.speed))
        self.reduced_motion = bool(getattr(settings, "reduced_motion", False))

    @property
    def factor(self) -> float:
        return SPEED_FACTORS.get(self.speed, 1.0)

    @property
    def busy(self) -> bool:
        return any(not i.done for i in self.items)

    def add(self, item: Tween | Timer) -> Tween | Timer:
        if math.isinf(self.factor):
            item.finish()
            return item
        self.items.append(item)
        return item

    def tween(self, target: Any, duration: float, ease: Ease = ease_out_cubic, delay: float = 0.0,
              on_update: Callable[[float], None] | None = None,
              on_done: Callable[[], None] | None = None, **to: float) -> Tween:
        tw = Tween(target, to, duration, ease, delay, on_update, on_done, still=self.reduced_motion)
        self.add(tw)
        return tw

    def after(self, seconds: float, callback: Callable[[], None]) -> Timer:
        timer = Timer(seconds, callback)
        self.add(timer)
        return timer

    def update(self, dt: float) -> None:
        if not self.items:
            return
        step = dt * self.factor
        # Items added by callbacks during this update start next frame.
        current = list(self.items)
        for item in current:
            item.update(step)
        self.items = [i for i in self.items if not i.done]

    def finish_all(self) -> None:
        """Complete everything now (the player skips, or the speed became instant)."""
        for _ in range(100):  # callbacks may add more items; bounded
            if not self.items:
                return
            current, self.items = self.items, []
            for item in current:
                item.finish()

    def clear(self) -> None:
        self.items.clear()


class Clock:
    """Game timers (decision countdown, betting window): real seconds, never sped up."""

    def __init__(self) -> None:
        self.timers: list[Timer] = []

    def start(self, seconds: float, callback: Callable[[], None] | None = None,
              repeat: bool = False) -> Timer:
        timer = Timer(seconds, callback, repeat)
        self.timers.append(timer)
        return timer

    def update(self, dt: float) -> None:
        for timer in list(self.timers):
            timer.update(dt)
        self.timers = [t for t in self.timers if not t.done]

    def clear(self) -> None:
        for t in self.timers:
            t.cancel()
        self.timers.clear()


class SceneClock(Clock):
    """Scene timers plus gamelib's Clock protocol, both advanced only by ``update(dt)``:
    ``now()`` is the seconds advanced so far, so scene tests drive gamelib's rules with fake
    frame times (scenes.table.live_pace re-exports it; the app's session clock is one).

    ``wall()`` is the real UTC time, moved on by the frame time when that runs ahead
    (tests), so a break kept in the save ends when the scene time says so. With
    ``follow_real_time`` (the app's session clock) ``now()`` never lags the real time
    either: slow or dropped frames do not stretch a session time limit."""

    def __init__(self, wall_start: datetime | None = None, *, follow_real_time: bool = False) -> None:
        super().__init__()
        self.elapsed = 0.0
        self._wall_start = wall_start or datetime.now(UTC)
        self._real_start = time.monotonic() if follow_real_time else None

    def update(self, dt: float) -> None:
        self.elapsed += dt
        super().update(dt)

    def now(self) -> float:
        if self._real_start is None:
            return self.elapsed
        return max(self.elapsed, time.monotonic() - self._real_start)

    def wall(self) -> datetime:
        return max(datetime.now(UTC), self._wall_start + timedelta(seconds=self.elapsed))
