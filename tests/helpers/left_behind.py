"""What a test leaves behind in its worker's process, let go before the next test (xdist runs
hundreds of tests in one process, and which ones share it changes with the split)."""

from __future__ import annotations

import gc
import logging
import sys

from gamelib.settings import Settings


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


def let_logs_go(kept: list[logging.Handler], level: int) -> list[logging.Handler]:
    """Every app opens the log of its data directory on the root logger (``configure_logging``) and
    keeps it: a worker held one open file per app a test made (558 after half the scene tests), and
    each record was written to all of them. The log files (or the stderr fallback) not in ``kept``
    are closed and taken off, and the root logger's level put back (an app sets INFO): the next
    test starts as this one did; pytest's own capturing handlers stay. Returns the handlers let go."""
    root = logging.getLogger()
    gone = [h for h in root.handlers if h not in kept
            and (isinstance(h, logging.FileHandler) or hasattr(h, "_feltside_fallback"))]
    for handler in gone:
        root.removeHandler(handler)
        handler.close()
    root.setLevel(level)
    return gone


def put_text_size_back() -> bool:
    """The player's text size is the whole process's (``scenes.ui.text_size``, set by an app from its
    settings): a test that moved an app to 150 % left it for the next test of the worker, and a
    widget drawn without an app then laid its texts at 150 % (an empty spot's "ANTE 1" on two lines).
    Put back to a fresh save's (100 %), if the screens are loaded at all (a rules-only worker never
    imports pygame for this). True when it was not there."""
    gfx = sys.modules.get("scenes.ui.gfx")
    return gfx is not None and bool(gfx.set_text_settings(Settings()))
