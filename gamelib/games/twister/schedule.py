"""The hyper-turbo blind schedule (table data); the live clock is :mod:`gamelib.clock`.

Blinds rise every 3 minutes of play on a live clock; the simulator counts levels in
hands instead. Antes are off unless the schedule names the level they start from.

>>> TWISTER_SCHEDULE.level(0).blinds, TWISTER_SCHEDULE.level(13).blinds
((10, 20), (300, 600))
>>> TWISTER_SCHEDULE.level_at_seconds(181).number
2
"""

from __future__ import annotations

from dataclasses import dataclass

#: (small blind, big blind, ante when antes are on) per level, in chips.
TWISTER_LEVELS: tuple[tuple[int, int, int], ...] = (
    (10, 20, 2), (15, 30, 3), (20, 40, 4), (25, 50, 5), (30, 60, 6), (40, 80, 8),
    (50, 100, 10), (60, 120, 12), (80, 160, 16), (100, 200, 20), (120, 240, 24),
    (150, 300, 30), (200, 400, 40), (300, 600, 60), (400, 800, 80), (500, 1000, 100),
    (600, 1200, 120), (800, 1600, 160), (1000, 2000, 200),
)
LEVEL_SECONDS = 180
SIMULATION_HANDS_PER_LEVEL = 10


@dataclass(frozen=True, slots=True)
class BlindLevel:
    number: int  # 1-based, as shown on screen
    small_blind: int
    big_blind: int
    ante: int

    @property
    def blinds(self) -> tuple[int, int]:
        return self.small_blind, self.big_blind


@dataclass(frozen=True, slots=True)
class BlindSchedule:
    """Levels as data; past the last one every level doubles the one before."""

    levels: tuple[tuple[int, int, int], ...] = TWISTER_LEVELS
    level_seconds: int = LEVEL_SECONDS
    ante_from_level: int | None = None  # 1-based level where antes start; None: no antes

    def level(self, index: int) -> BlindLevel:
        """The level at 0-based ``index``."""
        if index < 0:
            raise ValueError("A level index cannot be negative.")
        last = len(self.levels) - 1
        sb, bb, ante = self.levels[min(index, last)]
        factor = 2 ** max(0, index - last)
        number = index + 1
        antes_on = self.ante_from_level is not None and number >= self.ante_from_level
        return BlindLevel(number, sb * factor, bb * factor, ante * factor if antes_on else 0)

    def level_at_seconds(self, seconds: float) -> BlindLevel:
        return self.level(int(max(0.0, seconds) // self.level_seconds))

    def level_at_hand(self, hand_number: int, hands_per_level: int) -> BlindLevel:
        """Hand-counted levels (simulation): hands 1..n are level 1, and so on."""
        return self.level(max(0, hand_number - 1) // hands_per_level)

    def seconds_to_next_level(self, seconds: float) -> float:
        return self.level_seconds - (max(0.0, seconds) % self.level_seconds)


TWISTER_SCHEDULE = BlindSchedule()
