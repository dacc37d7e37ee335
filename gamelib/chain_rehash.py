"""An older save's history rehashed: a slice at each open, and the rest beside play (issue 31).

A save from before chain checkpoints opens at once: ``gamelib.chain_checkpoint`` gives it a
checkpoint whose old rows are marked as being rehashed, and each open rehashes a slice of
them (below). While the GUI is open the rest goes on here (:class:`BackgroundRehash`), in a
thread with a connection of its own, at the lowest priority: each slice is read in its own
snapshot (no write lock held while it hashes; pieces of about 0.3 ms with Python's lock
given up between them, then a pause, so the frames keep their time) and how far it came is
written in one short transaction, only for rows it rehashed (about seven minutes at a
million rounds on a loaded two-core machine). A row that does not match ends it:
:attr:`BackgroundRehash.found` holds the sentence naming it, which the app shows at a safe
point with the tampered save's choice (the save stays where it is; the next open meets the
same row at its first slice).
A busy or full disk only pauses it; closing the save stops it.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from gamelib import checkpoint_record as record
from gamelib.chain import GENESIS, TAMPERED, ledger_break, round_break, snapshot, with_plain_text
from gamelib.errors import SaveDataError
from gamelib.storage import configure_connection, connect_save, transaction

log = logging.getLogger(__name__)

# --- a slice at each open -------------------------------------------------------------------
#
# A save written before checkpoints (the first open after that upgrade) has nothing to vouch
# for its old rows but a full rehash: 63 s CPU at a million rounds. So a writable open of
# a large one writes a checkpoint at once, at its usual places, whose rows up to it are
# marked as *being rehashed* (``rehash``: where the rehash must reach, how far it has come
# and the hashes there, the sums of what it has rehashed, and the schema's cookie when it
# began). Until it ends those old rows are vouched for by no one: the open checks the rows
# after the checkpoint as at any open (a row edited there is refused at open, as ever), and
# the balance against the newest rows plus a *claim* for the old ones (the cached balance
# less the newer rows, as the rehash began). Each open then rehashes from the chain's start
# while it has spent less than REHASH_TIME (a step at least: REHASH_ROWS rows and
# REHASH_ROUNDS rounds), and the GUI goes on in the background (below).
# How far it has come is written only after the rows are rehashed, in the same transaction,
# and only while the cookie is the one it began with: a guard dropped or made since sends
# the next open to the full check (the claims are not sums). When it reaches the
# checkpoint's first places the old rows' sums must give the claimed balance; then the
# cookie vouches, as for any checkpoint. A row that does not match stops it where it is:
# the sentence naming it is the tampered save's, and every later open meets it again.

REHASH_ROWS = 2_000  # and REHASH_ROUNDS: a step, ~25 ms CPU at a million rounds
REHASH_ROUNDS = 600
REHASH_TIME = 0.05  # seconds an open spends on it at most (past its first step)


def rehash_state(conn: sqlite3.Connection) -> dict[str, Any] | None:
    """The rehash under way, or ``None`` (none, or garbled: the full check then)."""
    state: Any = record.data(conn).get("rehash")
    try:
        ok = (record.all_ints([state["schema"]], 1, 0) and record.all_ints(state["upto"], 2, 0)
              and record.all_ints(state["done"], 2, 0) and state["done"][0] <= state["upto"][0]
              and state["done"][1] <= state["upto"][1]
              and isinstance(state["at"], list) and len(state["at"]) == 2
              and all(isinstance(h, str) for h in state["at"])
              and all(record.all_ints(state[key][0], 5) and record.all_ints(state[key][1], 4) and len(state[key]) == 2
                      for key in ("sums", "claim")))
    except (TypeError, KeyError, IndexError):
        return None
    return state if ok else None


def start_rehash(conn: sqlite3.Connection) -> bool:
    """Give a large save with no checkpoint one whose old rows are rehashed from now on
    (inside a write transaction); returns whether it was given one."""
    n, m = record.places(conn)
    cached = conn.execute("SELECT balance FROM wallet WHERE id = 1").fetchone()
    if (n, m) == (0, 0) or cached is None or type(cached[0]) is not int:
        return False  # nothing to vouch for yet, or a balance to name: the full check
    newer = conn.execute("SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE id > ?",
                         (n,)).fetchone()[0]
    claim = [[0, 0, cached[0] - int(newer), 0, 0], [0, 0, 0, 0]]  # proven when the rehash ends
    point = {"ledger": [n, record.hash_at(conn, record.LEDGER_HASH_AT, n), claim[0]],
             "rounds": [m, record.hash_at(conn, record.ROUND_HASH_AT, m), claim[1]],
             "rehash": {"schema": record.schema_cookie(conn), "upto": [n, m], "done": [0, 0],
                        "at": [GENESIS, GENESIS], "sums": [[0] * 5, [0] * 4], "claim": claim}}
    record.write(conn, point)
    return True


def rehash_step(conn: sqlite3.Connection, seconds: float | None = None) -> str | bool | None:
    """Rehash the next old rows of a save being rehashed (inside a write transaction), a step
    at least, more while under ``seconds`` (REHASH_TIME): the sentence naming a row that does
    not match (nothing written), ``True`` when the rehash has ended (the cookie now vouches),
    ``None`` while it goes on (or when there is none to go on with)."""
    state = rehash_state(conn)
    if state is None or state["schema"] != record.schema_cookie(conn):
        return None  # none, or a guard touched: the next open's full check
    (n, m), start = state["upto"], time.perf_counter()
    while True:
        broken = _rehash_slice(conn, state)
        if broken:
            return broken
        if state["done"] == [n, m] or time.perf_counter() - start >= (
                REHASH_TIME if seconds is None else seconds):
            return _keep_rehash(conn, state)


def rehash_aside(conn: sqlite3.Connection, rows: int, rounds: int, pieces: int = 1,
                 between: Callable[[], object] | None = None) -> str | bool | None:
    """``pieces`` slices of ``rows`` rows and ``rounds`` rounds for a rehash going on beside
    play (``gamelib.chain_rehash``; ``between`` called after each, e.g. to let the game's
    thread run): read in a snapshot of its own, holding no write lock while it hashes, then
    kept in one short write transaction only if no one moved the rehash (or touched a guard)
    meanwhile. Returns as :func:`rehash_step`."""
    with snapshot(conn):
        before, cookie = rehash_state(conn), record.schema_cookie(conn)
        if before is None or before["schema"] != cookie:
            return None
        state = json.loads(json.dumps(before))  # a copy to move on
        for _ in range(pieces):
            broken = _rehash_slice(conn, state, rows, rounds)
            if broken or state["done"] == state["upto"]:
                break
            if between is not None:
                between()
    if broken:
        return broken
    with transaction(conn):
        if rehash_state(conn) != before or record.schema_cookie(conn) != cookie:
            return None  # an open (or another window) moved it on: the next slice goes on
        return _keep_rehash(conn, state)


def _keep_rehash(conn: sqlite3.Connection, state: dict[str, Any]) -> bool | str | None:
    """Write how far the rehash has come (inside a write transaction); at its end, the claims
    proven (or the sentence when the balance claimed is not the old rows' sum)."""
    data, (n, m) = record.data(conn), state["upto"]
    if state["done"] != [n, m]:
        data["rehash"] = state
        record.write(conn, data)
        return None
    if state["sums"][0][2] != state["claim"][0][2]:  # the balance claimed for the old rows
        return record.kept_balance_break(conn) or (
            f"The save's balance did not match its ledger when its rehash began: {TAMPERED}.")
    for k, key in enumerate(("ledger", "rounds")):  # the claims become the rehashed sums
        kept, claim = data[key][2], state["claim"][k]  # kept: the claim plus the rows since
        since = [have - claimed for have, claimed in zip(kept, claim, strict=True)]
        since[1] = kept[1]  # the last place, not a sum
        data[key][2] = record.added(state["sums"][k], since)
    del data["rehash"]
    data["schema"] = state["schema"]
    record.write(conn, data)
    return True


def _rehash_slice(conn: sqlite3.Connection, state: dict[str, Any], rows_step: int | None = None,
                  rounds_step: int | None = None) -> str | None:
    """Rehash the next ``rows_step`` rows and ``rounds_step`` rounds (REHASH_ROWS, REHASH_ROUNDS)
    and move ``state`` on over them; the sentence naming a row that does not match (``state``
    left as it was)."""
    (n, m), (rows, rounds), (row_hash, round_hash) = state["upto"], state["done"], state["at"]
    rows_to = min(rows + (REHASH_ROWS if rows_step is None else rows_step), n)
    rounds_to = min(rounds + (REHASH_ROUNDS if rounds_step is None else rounds_step), m)
    broken, (_, row_hash) = with_plain_text(conn, lambda: ledger_break(
        conn, (rows, row_hash), rows_to))
    broken = broken or with_plain_text(conn, lambda: round_break(
        conn, None, after=(rounds, round_hash), upto=rounds_to))
    more_rows = record.sums(conn, record.LEDGER_SUMS, rows, rows_to)
    more_rounds = record.sums(conn, record.ROUND_SUMS, rounds, rounds_to)
    if broken or more_rows is None or more_rounds is None:
        return broken or record.kept_balance_break(conn) or "The save's ledger cannot be added up."
    state["sums"] = [record.added(state["sums"][0], more_rows), record.added(state["sums"][1], more_rounds)]
    state["done"] = [rows_to, rounds_to]
    state["at"] = [row_hash, record.hash_at(conn, record.ROUND_HASH_AT, rounds_to)]
    return None


def unproven(conn: sqlite3.Connection) -> tuple[int, int] | None:
    """(old ledger rows, old finished rounds) not yet rehashed in a save being rehashed, or
    ``None`` when every row up to the checkpoint is vouched for."""
    state = rehash_state(conn)
    if state is None:
        return None
    return state["upto"][0] - state["done"][0], state["upto"][1] - state["done"][1]




# --- the rest beside play ----------------------------------------------------------------------
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
            said = rehash_aside(conn, SLICE_ROWS, SLICE_ROUNDS, PIECES, _let_others_run)
        except (SaveDataError, sqlite3.OperationalError) as exc:
            log.info("the older history's rehash waits: %s", exc)
            return BUSY_PAUSE
        if isinstance(said, str):
            log.error("the save's ledger chain is broken (found beside play): %s", said)
            self.found = said
            return None
        if said is True or unproven(conn) is None:
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
