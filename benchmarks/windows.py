"""The window sizes a bench is given (``--window 2560x1440``) and issue 27's targets across them."""

from __future__ import annotations

import argparse

from benchmarks import targets


def parse_window(text: str) -> tuple[int, int]:
    """'2560x1440' -> (2560, 1440)."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a window size is WIDTHxHEIGHT, e.g. 2560x1440, not {text!r}") from None
    if w < 640 or h < 360:
        raise argparse.ArgumentTypeError(f"a window is at least 640x360, not {text!r}")
    return w, h


#: The design's window: issue 27's ratios are to its figures in the same run.
DESIGN = (1920, 1080)
#: Issue 27: a size's CPU p99 against 1920x1080's in the same run, at most.
RATIO_LIMITS = {(3840, 2160): 1.5, (2560, 1440): 1.5, (1280, 720): 1.0}


def report_ratios(what: str, p99_ms: dict[tuple[int, int], float]) -> None:
    """Issue 27's ratio targets for ``what``, from each size's p99 (ms) measured in this run
    (none without 1920x1080's)."""
    if DESIGN not in p99_ms:
        return
    for size, limit in RATIO_LIMITS.items():
        if size in p99_ms:
            targets.report(f"{what}, {size[0]}x{size[1]}: cpu p99 / 1920x1080's", p99_ms[size] / p99_ms[DESIGN],
                           "x", "<=", limit)
