"""The multi-table view's measures: how many slots, where the tab strip lies, the tabs' sizes
and texts, and its paces (read by the view, ``multi_table.py``, and its tab strip,
``multi_strip.py``)."""

from __future__ import annotations

import math

import pygame

from gamelib.seating import MAX_TABLES, MAX_TOURNAMENTS
from scenes.table.felt_art import MARQUEE_CLEAR
from scenes.ui import gfx

MAX_SLOTS = MAX_TABLES + MAX_TOURNAMENTS
#: The tab strip: over the title band of a table (LOBBY ends at x 204, GAME CODE starts at
#: x 1470; a Twister table's HISTORY ends at x 500), below nothing a player must click.
STRIP = pygame.Rect(510, 4, 900, 88)
#: The strip's own panel reaches this far round its tabs (each side; above and below).
BACK_MARGIN = (4, 3)
TAB_GAP = 6
PLUS_W = 132
#: The widest a tab grows when few are open (the rest of the strip stays plain).
TAB_MAX_W = 320
#: One row of two-line tabs up to this many slots, then two rows of one-line tabs (the
#: number, the name and the state on one line).
ONE_ROW = 4
TAB_TEXT = 20
#: The smallest text the view draws: 18 logical px are 12 px in a 1280×720 window.
MIN_TEXT = 18
PULSE_SECONDS = 1.2
#: A waiting tab's glow steps this many times a pulse (ten a second): a frame's thin gold edge
#: changing colour needs no 60 frames a second, and the view drawn 60 times a second only for it
#: cost 12 % of a core at 1920x1080 (issue 27: at rest <= 3 %).
PULSE_STEPS = 12
#: How long one step of the glow lasts.
GLOW_STEP_SECONDS = PULSE_SECONDS / PULSE_STEPS
#: A waiting tab pulses this long after a tab began to wait, then its frame stays lit, steady,
#: as a poker client's tab stops flashing: a glow without end drew ten frames a second while the
#: player looked away (4.6-5.4 % of a core at 1280x720; issue 27: at rest <= 3 %).
PULSING_SECONDS = 8 * PULSE_SECONDS
#: An unfocused table that animates is looked at this often (its tab shows only words).
TAB_REFRESH_SECONDS = 0.1
#: Frames shorter than this (frame rate) let the unfocused tables move in turns.
TURN_SECONDS = 1 / 30


def glow_step(seconds: float) -> int:
    """Which step of a waiting tab's glow shows at ``seconds`` of the view's time: the one rule
    for the glow drawn (``MultiTableScene.pulse``) and the time to the next step
    (``until_next_glow_step``), so the two never disagree. A time a hair short of a step (float
    sums of frame times: 0.29999999999999993) counts as that step: the next is a whole step away,
    never a frame drawn for nothing 1e-16 s later."""
    return math.floor(seconds / GLOW_STEP_SECONDS + 1e-6)


def until_next_glow_step(seconds: float) -> float:
    """Seconds from ``seconds`` until the glow takes its next step (``glow_step``)."""
    return (glow_step(seconds) + 1) * GLOW_STEP_SECONDS - seconds


def strip_of(focused: object) -> pygame.Rect:
    """The tab strip over the focused table's title band: STRIP; over a machine's marquee (video
    poker) only as low as its row of lamps lets it (its panel ends at ``MARQUEE_CLEAR``), so the
    lamps stay in sight under the tabs."""
    if getattr(focused, "MACHINE", False):
        return pygame.Rect(STRIP.x, STRIP.y, STRIP.w, MARQUEE_CLEAR - BACK_MARGIN[1] - STRIP.y)
    return STRIP


def strip_back(strip: pygame.Rect) -> pygame.Rect:
    """The strip's panel round its tabs."""
    return strip.inflate(2 * BACK_MARGIN[0], 2 * BACK_MARGIN[1])


def one_row() -> int:
    """The most slots on one row of two-line tabs: ONE_ROW, or none when the player chose larger
    text (Settings: UI scale, larger text): two rows of one-line tabs, wider, give it room."""
    return ONE_ROW if not gfx.text_scaled() else 0


def fit_text(text: str, size: int, width: int, weight: str = "regular") -> tuple[str, int]:
    """``text`` at ``size`` or smaller (never under MIN_TEXT), cut with … to fit ``width``."""
    while size > MIN_TEXT and gfx.font(size, weight).size(text)[0] > width:
        size -= 1
    font = gfx.font(size, weight)
    if font.size(text)[0] <= width:
        return text, size
    while len(text) > 1 and font.size(text + "…")[0] > width:
        text = text[:-1].rstrip()
    return text + "…", size


def tab_places(strip: pygame.Rect, n: int) -> tuple[list[pygame.Rect], pygame.Rect]:
    """The designed places in ``strip`` of ``n`` slots' tabs and of the +TABLE tab after them: one
    row up to ``one_row()`` tabs (each at most TAB_MAX_W wide, +TABLE PLUS_W wide at its end), else
    two rows, +TABLE taking what is left of the second."""
    rows = 1 if n <= one_row() else 2
    per_row = n if rows == 1 else math.ceil((n + 1) / 2)
    h = (strip.h - (rows - 1) * TAB_GAP) // rows
    free = strip.w - (PLUS_W + TAB_GAP if rows == 1 else 0)
    w = min(TAB_MAX_W, (free - (per_row - 1) * TAB_GAP) // max(per_row, 1)) if rows == 1 else \
        (strip.w - (per_row - 1) * TAB_GAP) // per_row

    def place(i: int) -> tuple[int, int]:
        return strip.x + (i % per_row) * (w + TAB_GAP), strip.y + (i // per_row) * (h + TAB_GAP)

    rects = [pygame.Rect(*place(i), w, h) for i in range(n)]
    if rows == 1:
        return rects, pygame.Rect(rects[-1].right + TAB_GAP if rects else strip.x, strip.y, PLUS_W, h)
    x, y = place(n)
    return rects, pygame.Rect(x, y, strip.right - x, h)
