"""Where the window opens and at what size: the first start's 16:9 window at about 85 % of the
desktop, centred; later the size, place and maximised state the player left it in (Settings);
and SDL's high-DPI hints, so a HiDPI screen gives the window its physical pixels."""

from __future__ import annotations

import os
from typing import Any

#: The share of the desktop the first window fills (the larger of its sides that fits).
FIRST_WINDOW_SHARE = 0.85
#: The smallest window the screens are laid out for.
SMALLEST = (1280, 720)


def enable_high_dpi() -> None:
    """Ask SDL for the screen's own pixels before the display starts: per-monitor DPI awareness
    on Windows (else Windows scales a 100 % window up, blurred), high-DPI windows allowed on
    macOS. Hints already set in the environment win."""
    os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
    os.environ.setdefault("SDL_WINDOWS_DPI_SCALING", "0")
    os.environ.setdefault("SDL_VIDEO_HIGHDPI_DISABLED", "0")


def first_size(desktop: tuple[int, int], share: float = FIRST_WINDOW_SHARE) -> tuple[int, int]:
    """The largest 16:9 window within ``share`` of ``desktop`` (never under 1280×720 unless the
    desktop itself is smaller)."""
    dw, dh = desktop
    w = min(dw * share, dh * share * 16 / 9)
    w = int(w) // 16 * 16
    size = (w, w * 9 // 16)
    if size[0] < SMALLEST[0]:
        size = SMALLEST if dw >= SMALLEST[0] and dh >= SMALLEST[1] else (dw, dh)
    return size


#: A window size asked in the environment (``FELTSIDE_WINDOW=2560x1440``: benchmarks, checks).
WINDOW_ENV = "FELTSIDE_WINDOW"


def requested_size() -> tuple[int, int] | None:
    """The size ``FELTSIDE_WINDOW`` asks for, or None (also when it is not WIDTHxHEIGHT)."""
    text = os.environ.get(WINDOW_ENV, "")
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        return None
    return (w, h) if w >= 640 and h >= 360 else None


def remembered_size(settings: Any, desktop: tuple[int, int]) -> tuple[int, int]:
    """The windowed size to open: the one asked in the environment, the one the player left (if
    it still fits the desktop), else the first start's."""
    asked = requested_size()
    if asked is not None:
        return asked
    w, h = getattr(settings, "window_width", 0), getattr(settings, "window_height", 0)
    if w >= 640 and h >= 360 and w <= desktop[0] and h <= desktop[1]:
        return w, h
    return first_size(desktop)


def remembered_position(settings: Any, size: tuple[int, int],
                        desktop: tuple[int, int]) -> tuple[int, int] | None:
    """The window's top-left corner as the player left it, if the window is still mostly on the
    desktop; None: centred."""
    x, y = getattr(settings, "window_x", None), getattr(settings, "window_y", None)
    if x is None or y is None:
        return None
    if x < -size[0] // 2 or y < 0 or x > desktop[0] - size[0] // 2 or y > desktop[1] - 80:
        return None
    return int(x), int(y)


def place_next_window(position: tuple[int, int] | None) -> None:
    """Where SDL opens the next window: at ``position``, or centred."""
    if position is None:
        os.environ.pop("SDL_VIDEO_WINDOW_POS", None)
        os.environ["SDL_VIDEO_CENTERED"] = "1"
    else:
        os.environ.pop("SDL_VIDEO_CENTERED", None)
        os.environ["SDL_VIDEO_WINDOW_POS"] = f"{position[0]},{position[1]}"
