"""The window sizes a bench is given: ``--window 2560x1440``."""

from __future__ import annotations

import argparse


def parse_window(text: str) -> tuple[int, int]:
    """'2560x1440' -> (2560, 1440)."""
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a window size is WIDTHxHEIGHT, e.g. 2560x1440, not {text!r}") from None
    if w < 640 or h < 360:
        raise argparse.ArgumentTypeError(f"a window is at least 640x360, not {text!r}")
    return w, h
