"""Freed window-sized pixels go back to the system (issue 27: memory with four tables at 3840x2160).

Surfaces of a window's size (8 MB at 1920x1080, 33 MB at 3840x2160) are made by the screens
beyond the lobby: a table's layer and felt, a page's backdrop, a transition's buffer. glibc's
malloc raises its own threshold after each large free and then serves such surfaces from its
heap, which keeps their pages when they go: leaving SETTINGS at 4K kept about 90 MB. Fixing the
threshold at 1 MB ends that; surfaces are made rarely (cached), so their own pages cost nothing
a frame notices. Loaded with the first page or table, not by the start (ctypes: 5 modules).
"""

from __future__ import annotations

import ctypes
import sys

#: Allocations from this size up get their own pages from the system, given back when freed.
OWN_PAGES_FROM_BYTES = 1 << 20
_M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter
_done: list[bool] = []


def give_back_freed_pixels() -> bool:
    """Set the threshold once per process (glibc, Linux; elsewhere nothing). True when set."""
    if not _done:
        _done.append(_set_threshold())
    return _done[0]


def _set_threshold() -> bool:
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL("libc.so.6")
        return bool(libc.mallopt(_M_MMAP_THRESHOLD, OWN_PAGES_FROM_BYTES))
    except (OSError, AttributeError):  # not glibc (musl): it gives large blocks back by itself
        return False
