"""An older save's history rehashed beside play, in the GUI (issue 31).

A save from before chain checkpoints opens at once: its old rows are rehashed a slice at
each open (``gamelib.chain_checkpoint``, "a save with no checkpoint"). While the GUI is open
the rest goes on here, in a thread with a connection of its own, at the lowest priority:
each slice is read in its own snapshot (no write lock held while it hashes; pieces of
about 0.3 ms with Python's lock given up between them, then a pause, so the frames keep
their time) and how far it came is written in one short transaction, only for rows it
rehashed (about seven minutes at a million rounds on a loaded two-core machine). A row that does not match ends it: :attr:`BackgroundRehash.found`
holds the sentence naming it, which the app shows at a safe point with the tampered save's
choice (the save stays where it is; the next open meets the same row at its first slice).
A busy or full disk only pauses it; closing the save stops it.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import threading
import time
from pathlib import Path

from gamelib import chain_checkpoint as checkpoint
from gamelib.errors import SaveDataError
from gamelib.storage import configure_connection, connect_save

log = logging.getLogger(__name__)

#: a piece: rows and rounds rehashed together (about 0.3 ms CPU at a million rounds), after
#: which the game's thread may take its turn at once (a thread holding Python's lock longer
#: made a stand-in frame's p99 2.0 -> 6.3 ms with slices of 3 ms); PIECES pieces a slice,
#: kept in one transaction, then a pause (seconds)
SLICE_ROWS = 24
SLICE_ROUNDS = 8
PIECES = 10
PAUSE = 0.01
BUSY_PAUSE = 2.0  # a busy or full disk: try again after this
WAIT_ON_CLOSE = 5.0


class BackgroundRehash:
    """The rest of an older save's rehash, in a thread, until it ends, finds a break or stops."""

    def __init__(self, path: Path) -> None:
        self.path = path
        #: the sentence naming the row that does not match, once found
        self.found: str | None = None
        #: True once every old row is rehashed (the checkpoint vouches)
        self.ended = False
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="feltside-rehash", daemon=True)

    def start(self) -> BackgroundRehash:
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop after the slice under way (nothing half-written: a slice is one transaction)."""
        self._stop.set()
        if self._thread.is_alive():
            self._thread.join(WAIT_ON_CLOSE)

    def step(self, conn: sqlite3.Connection) -> float | None:
        """One slice; the seconds to pause before the next, or ``None`` when there is none."""
        try:
            said = checkpoint.rehash_aside(conn, SLICE_ROWS, SLICE_ROUNDS, PIECES, _let_others_run)
        except (SaveDataError, sqlite3.OperationalError) as exc:
            log.info("the older history's rehash waits: %s", exc)
            return BUSY_PAUSE
        if isinstance(said, str):
            log.error("the save's ledger chain is broken (found beside play): %s", said)
            self.found = said
            return None
        if said is True or checkpoint.unproven(conn) is None:
            self.ended = True
            log.info("the save's older history is rehashed: the checkpoint vouches for it")
            return None
        return PAUSE

    def _run(self) -> None:
        with contextlib.suppress(AttributeError, OSError):  # Linux: this thread only, lowest
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 19)
        try:
            conn = connect_save(self.path, timeout=1.0)
            configure_connection(conn)
        except (sqlite3.Error, OSError) as exc:
            log.warning("the older history's rehash could not start: %s", exc)
            return
        try:
            while not self._stop.is_set():
                pause = self.step(conn)
                if pause is None:
                    break
                self._stop.wait(pause)
        except sqlite3.DatabaseError as exc:  # a damaged page: the next open's check names it
            log.warning("the older history's rehash stopped: %s", exc)
        finally:
            conn.close()


def _let_others_run() -> None:
    time.sleep(0.0002)  # gives up Python's lock: a frame waiting for it runs now
