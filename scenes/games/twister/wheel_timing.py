"""How the prize wheel moves in time: how long it spins and the pool counts (longer for a higher
tier), the segment under the pointer as it turns, a label's turn rounded to the frame's, and the
fanfare after the stop (``scenes.games.twister.wheel`` draws it)."""

from __future__ import annotations

import math

#: the multipliers printed around the wheel (a picture: the chances are the data's)
SEGMENTS = (2, 6, 2, 4, 2, 10, 2, 4, 2, 1000, 2, 4, 2, 6, 2, 50, 2, 4, 2, 200, 2, 4, 2, 20, 2, 6,
            2, 4, 2, 100)
SPIN_SECONDS = 4.0  # a 2x spin; a higher tier spins longer (up to 5 s)
FADE_SECONDS = 0.8  # reduced motion: the wheel fades in instead of spinning
ZOOM_SECONDS = 0.45  # the multiplier zooming in at the stop
#: the steps (degrees) a label's turn is rounded to, the largest no more than twice the wheel's turn
#: in the frame (``label_step``): each divides the 12 degrees between two segments, so the labels of one
#: multiplier share their turned images
LABEL_STEPS = (12, 6, 4, 3, 2, 1)
#: after the stop, by multiplier: (at least, the fanfare's sounds at seconds after the stop,
#: seconds of confetti and flashing lights)
FANFARES = ((1000, ((0.0, "big_win"), (0.6, "big_win"), (1.2, "chips_stack"), (1.8, "big_win")), 5.0),
            (100, ((0.0, "big_win"), (0.7, "chips_stack"), (1.2, "big_win")), 3.5),
            (50, ((0.0, "big_win"), (0.8, "chips_stack")), 2.5),
            (10, ((0.0, "big_win"),), 0.0),
            (0, ((0.0, "win"),), 0.0))


def spin_seconds(multiplier: int) -> float:
    """How long the spin lasts: 4 s for 2x, up to 5 s for the top tier."""
    return min(5.0, SPIN_SECONDS + 0.35 * math.log10(max(1, multiplier) / 2))


def count_seconds(multiplier: int) -> float:
    """How long the prize pool counts up: longer for a bigger pool (about 0.9 … 2 s)."""
    return 0.8 + 0.4 * math.log10(max(1, multiplier))


def fanfare(multiplier: int) -> tuple[tuple[tuple[float, str], ...], float]:
    """The fanfare's sounds (seconds after the stop, sound) and its seconds of celebration."""
    return next((sounds, party) for least, sounds, party in FANFARES if multiplier >= least)


def segment_at_pointer(angle: float) -> int:
    """The segment under the pointer (at the top) with the wheel turned ``angle`` degrees."""
    step = 360 / len(SEGMENTS)
    return int(((360 - angle) % 360) // step) % len(SEGMENTS)


def label_step(moved: float) -> int:
    """The degrees a label's turn is rounded to in a frame the wheel turns ``moved`` degrees: the
    largest of LABEL_STEPS no more than twice it, so a label is off its exact angle by no more than
    the wheel turns in that frame (or half a degree, as ever), and turned to the degree once the
    wheel turns less than a degree a frame. To the degree throughout, a spin turned some 3,500
    labels (the 24 MB kept holds a quarter of the 3,240 a turn needs), 12 a frame, 0.5 ms at 4K;
    rounded so, some 1,200."""
    return next((step for step in LABEL_STEPS if step <= 2 * moved), 1)
