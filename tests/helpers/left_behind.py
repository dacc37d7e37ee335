"""What a test leaves behind in its worker's process, let go before the next test (xdist runs
hundreds of tests in one process, and which ones share it changes with the split)."""

from __future__ import annotations

import gc


def let_frozen_go() -> bool:
    """``App.start`` freezes what start-up made (``gc.freeze``: in the program the app lives as long
    as the process, so the collector's passes skip it). In a test the app ends with the test: what
    was frozen goes back to the collector and is collected now, or every app a test started (its
    window and layers, 20-60 MB from 2560x1440 to 4K) stays until the worker ends. True when
    something was frozen."""
    if not gc.get_freeze_count():
        return False
    gc.unfreeze()
    gc.collect()
    return True
