"""What a first table needs, made beside the lobby once it is drawn, not in the table's frames.

The hand evaluator's tables (``gamelib.hand_tables``, with numpy) were built at the first hand
evaluated: the first DEAL of a session spent 60-100 ms in them, so its cards' first frame came
that late. The start cannot make them (numpy and the tables would cost the lobby's first frame
about 0.2 s; 60-quality.md: start to lobby <= 0.3 s), so the app starts :func:`start` once the
lobby is drawn: a thread of its own imports the evaluator and builds the tables while the player
looks at the lobby. A hand evaluated meanwhile waits for those tables; none is built twice.
"""

from __future__ import annotations

import importlib
import logging
import threading

log = logging.getLogger(__name__)

#: Imported by the thread, not by this module: the lobby's start loads no numpy.
EVALUATOR = "gamelib.hands"


def _prepare() -> None:
    try:
        importlib.import_module(EVALUATOR).prepare()
    except Exception:  # the first hand evaluated builds them then, and says what fails
        log.exception("building the hand evaluator's tables beside the lobby failed")


def start() -> threading.Thread:
    """Import the hand evaluator and build its tables in a thread of their own."""
    thread = threading.Thread(target=_prepare, name="feltside-warm-up", daemon=True)
    thread.start()
    return thread
