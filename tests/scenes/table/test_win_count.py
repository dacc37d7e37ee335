"""WIN counting up on a fake clock: it lands on the exact amount when its time is up, and at any
frame rate (frames starved, a long gap) it shows only amounts a 60 Hz frame shows at that time,
going up. It showed € 4.99 of a € 5.00 win for a whole frame: three frames of 0.1 s summed to
a hair under 0.3 s, and a late frame showed whatever fraction of the win its time made."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from scenes.table.celebration import Celebration, count_unit
from scenes.table.win_count import BIG_SECONDS, SMALL_SECONDS, WinCounter
from scenes.ui.tween import SceneClock


def counter(bet: int = 100) -> tuple[SimpleNamespace, WinCounter]:
    table = SimpleNamespace(last_win=0, clock=SceneClock(), animator=SimpleNamespace(speed="normal"),
                            controls=SimpleNamespace(bet_total=lambda: bet), player=SimpleNamespace(queue=[]))
    return table, WinCounter(table)  # type: ignore[arg-type]


def shown_at(frames: list[float], win: int, start_at: float, bet: int = 100) -> list[int]:
    """What WIN shows each frame of ``frames`` (seconds), the win paid ``start_at`` s in."""
    table, count = counter(bet)
    table.clock.update(start_at)
    table.last_win = win
    seen = [count.shown()]
    for dt in frames:
        table.clock.update(dt)
        seen.append(count.shown())
    return seen


def at_60_hz(win: int, seconds: float) -> set[int]:
    """Every amount WIN shows counting ``win`` up at 60 frames a second."""
    return set(shown_at([1 / 60] * (round(seconds * 60) + 2), win, 0.0))


@pytest.mark.parametrize("win", [500, 1_000, 2_500, 9_999])
@pytest.mark.parametrize(("bet", "frames"), [(None, 3), (1, 8)])  # a small win (0.3 s), a big one (0.8 s)
def test_starved_frames_land_on_the_exact_amount(win, bet, frames):
    """Frames of 0.1 s: the last ends the count and shows the win, never a cent short, whenever
    in the table's time the win was paid."""
    for n in range(200):
        seen = shown_at([0.1] * frames, win, start_at=n * 0.37 + 0.001 * n, bet=bet or win)
        assert seen[-1] == win, (n, seen)


def test_a_count_at_any_frame_rate_shows_only_what_60_hz_shows_going_up():
    rng = random.Random(27)
    for _ in range(300):
        win = rng.choice([5, 99, 500, 1_000, 2_000, 12_345, 100_000])
        seconds = BIG_SECONDS if win >= 1_000 else SMALL_SECONDS  # bet 100: ten times it is big
        ladder = at_60_hz(win, seconds)
        frames = [rng.choice([rng.uniform(0.001, 0.02), rng.uniform(0.05, 0.12), rng.uniform(0.2, 0.5)])
                  for _ in range(40)]
        seen = shown_at(frames, win, start_at=rng.uniform(0, 500))
        assert set(seen) <= ladder, sorted(set(seen) - ladder)
        assert seen == sorted(seen) and seen[-1] == win


def test_a_win_that_grows_counts_on_from_what_was_shown_and_lands_exactly():
    table, count = counter()
    table.clock.update(41.3)
    table.last_win = 400
    seen = [count.shown()]
    for dt, more in [(0.1, 0), (0.1, 300), (0.1, 0), (0.1, 0), (0.1, 500), (0.1, 0), (0.1, 0), (0.1, 0)]:
        table.clock.update(dt)
        table.last_win += more
        seen.append(count.shown())
    assert seen == sorted(seen) and seen[-1] == 1_200 and not count.counting_up()


def celebration_counts(frames: list[float], tier: str, amount: int) -> list[int]:
    c = Celebration()
    c.start(tier, amount, (100, 500), reduced=True)
    seen = [c.shown_amount()]
    for dt in frames:
        if c.age + dt >= c.seconds:
            break
        c.update(dt)
        seen.append(c.shown_amount())
    return seen


@pytest.mark.parametrize("tier", ["big", "huge", "jackpot"])
def test_the_celebrations_amount_lands_exactly_and_shows_only_what_60_hz_shows(tier):
    """BIG WIN's amount counts fast then slows; at a slow frame it rested a cent under the win
    (the eased fraction truncated: € 21.99 of € 22.00 under Xvfb), or on an amount no 60 Hz
    frame shows. It counts in round money, then lands on the win exactly."""
    rng = random.Random(tier)
    for amount in (2_237, 50_000, 123_456, 500_000):
        ladder = set(celebration_counts([1 / 60] * 400, tier, amount))
        for _ in range(40):
            frames = [rng.choice([1 / 60, 0.1, rng.uniform(0.03, 0.3)]) for _ in range(60)]
            seen = celebration_counts(frames, tier, amount)
            assert set(seen) <= ladder, sorted(set(seen) - ladder)
            assert seen == sorted(seen)
            unit = count_unit(amount)
            assert all(a % unit == 0 for a in seen if a != amount), "in round money while counting"
        counted = celebration_counts([0.1] * 40, tier, amount)
        assert counted[-1] == amount and counted.count(amount) >= 2  # there once its time is up
