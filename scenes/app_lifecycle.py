"""Around the App's run: what is forgotten after pygame.quit(), and the first-frame mark
the start-up benchmark reads (kept out of scenes/app.py, which holds the App itself)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from scenes.ui import gfx, resources


def forget_pygame_objects() -> None:
    """After pygame.quit(): cached fonts and sounds belong to the old session."""
    resources.clear_caches()
    gfx.clear_caches()
    gfx._fallback_fonts.clear()


def mark_first_frame() -> None:
    """Benchmarks ask for the moment the lobby is drawn (FELTSIDE_BENCH_FIRST_FRAME): the wall
    clock and the CPU the process has used by then (its exit is not the start's)."""
    target = os.environ.get("FELTSIDE_BENCH_FIRST_FRAME")
    if target:
        Path(target).write_text(f"{time.time():.6f} {time.process_time():.6f}\n", encoding="utf-8")
        if os.environ.get("FELTSIDE_BENCH_EXIT"):
            raise SystemExit(0)
