"""``verify --all`` on a large save: its settled rounds replayed by two processes at once.

Replaying a round from its seed is most of ``verify --all``; on a save of a million rounds
one process takes minutes. So on a machine with two cores or more the rounds are cut into
chunks (:data:`CHUNK` places of the save's round sequence) and two processes take the next
chunk in turn: this one (after the hash chains, which it checks meanwhile) and a helper
forked for the check, which reads the save through its own read-only connection. The
verdict is the one a single process gives:

- the helper sees exactly what this process's snapshot holds: the rounds up to its last
  place and seal, and their ledger rows up to its last row (a settled round and its rows
  never change, and newer ones are left out);
- the failures are put back in the save's order, the first thousand in full; an error
  (a round of a game that cannot be verified, a damaged page) is raised only if no chunk
  before its own raised first, as the single process would have stopped there;
- a helper that dies leaves its chunks to this process.

Each process keeps one batch of rounds at a time (memory does not grow with the save). The
helper is forked (Linux): elsewhere, and on a small save, one process replays everything.
"""

from __future__ import annotations

import builtins
import multiprocessing
import os
import queue
import sqlite3
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gamelib import errors

#: A save with fewer settled rounds is replayed by one process (a second is not worth its start).
TWO_FROM = 20_000
#: Places of the round sequence a process takes at a time.
CHUNK = 4_000
#: Failed rounds reported in full; past them, their ids only.
FULL_FAILURES = 1000


@dataclass(frozen=True, slots=True)
class Snapshot:
    """What one snapshot of the save holds: the last round's place, its last seal and its
    last ledger row (the helper reads no further)."""

    last_seq: int
    last_seal: int
    last_row: int


#: check(conn, after, upto, snapshot, step) -> (rounds checked, failures): the settled rounds
#: placed after ``after`` up to ``upto``; ``step`` told how many it has checked so far.
Check = Callable[[sqlite3.Connection, int, int, Snapshot, Callable[[int], None]],
                 tuple[int, list[dict[str, Any]]]]
#: a chunk's outcome: (rounds checked, failures, the error it stopped at or None)
Outcome = tuple[int, list[dict[str, Any]], BaseException | None]


def two_cores() -> bool:
    """Whether a helper may be forked here (Linux, two cores or more)."""
    return sys.platform.startswith("linux") and (os.cpu_count() or 1) >= 2


def snapshot_of(conn: sqlite3.Connection) -> Snapshot:
    """The bounds of what ``conn``'s current snapshot holds."""
    # one MAX to a query: SQLite reads it from the index; two in one query read every round
    # (issue 31: 6-12 s wall, 0.8 s CPU of ``verify --last 100`` on a 2 GB save)
    seq, seal = conn.execute("SELECT (SELECT IFNULL(MAX(seq), 0) FROM rounds), "
                             "(SELECT IFNULL(MAX(seal), 0) FROM rounds)").fetchone()
    row = conn.execute("SELECT IFNULL(MAX(id), 0) FROM ledger").fetchone()[0]
    return Snapshot(int(seq), int(seal), int(row))


def merged(outcomes: list[Outcome]) -> tuple[int, list[dict[str, Any]]]:
    """The chunks' outcomes (in the save's order) as one process's: the first error raised,
    else the rounds checked and the failures, the first :data:`FULL_FAILURES` in full."""
    checked, failed = 0, []
    for count, failures, error in outcomes:
        if error is not None:
            raise error
        checked += count
        failed.extend(failures)
    return checked, [v if i < FULL_FAILURES else {"id": v["id"]} for i, v in enumerate(failed)]


def checked_in_two(conn: sqlite3.Connection, check: Check, seen: Snapshot,
                   step: Callable[[int], None], chains: Callable[[], None]
                   ) -> tuple[int, list[dict[str, Any]]]:
    """Every settled round of ``seen`` checked by this process and a forked helper; ``chains``
    (the hash chains' check, which may raise) runs here first while the helper starts."""
    chunks = [(lo, min(lo + CHUNK, seen.last_seq)) for lo in range(0, seen.last_seq, CHUNK)]
    context = multiprocessing.get_context("fork")
    taken = context.Value("q", 0)
    helped = context.RawValue("q", 0)
    said: multiprocessing.Queue[tuple[Any, ...]] = context.Queue()
    path = str(conn.execute("PRAGMA database_list").fetchone()[2])
    helper = context.Process(target=_helper, daemon=True,
                             args=(path, check, chunks, seen, taken, helped, said))
    helper.start()
    outcomes: dict[int, Outcome] = {}
    try:
        chains()
        own = 0
        while (k := _next(taken, len(chunks))) is not None:
            outcome = _outcome(check, conn, chunks[k], seen, _told(step, own, helped))
            outcomes[k] = outcome
            own += outcome[0]
            if outcome[2] is not None:
                _stop(taken, len(chunks))
        _gather(helper, said, outcomes, lambda: step(own + helped.value))
    finally:
        if helper.is_alive():
            helper.terminate()
        helper.join()
    for k, chunk in enumerate(chunks):  # a chunk the helper left (it died): checked here
        if k not in outcomes and not any(outcomes[j][2] for j in outcomes if j < k):
            outcomes[k] = _outcome(check, conn, chunk, seen, lambda n: None)
    return merged([outcomes[k] for k in sorted(outcomes)])


def _told(step: Callable[[int], None] | None, before: int, helped: Any) -> Callable[[int], None]:
    """A chunk's ``step``: this process tells the bar its own rounds and the helper's; the
    helper (``step`` None) keeps its count in ``helped`` for this process to read."""
    def told(n: int) -> None:
        if step is None:
            helped.value = before + n
        else:
            step(before + n + helped.value)
    return told


def _next(taken: Any, count: int) -> int | None:
    with taken.get_lock():
        k = int(taken.value)
        if k >= count:
            return None
        taken.value = k + 1
        return k


def _stop(taken: Any, count: int) -> None:
    with taken.get_lock():
        taken.value = count


def _outcome(check: Check, conn: sqlite3.Connection, chunk: tuple[int, int], seen: Snapshot,
             step: Callable[[int], None]) -> Outcome:
    try:
        count, failures = check(conn, chunk[0], chunk[1], seen, step)
    except Exception as exc:  # noqa: BLE001 — kept: raised in the save's order (see merged)
        return 0, [], exc
    return count, failures, None


def _gather(helper: Any, said: Any, outcomes: dict[int, Outcome], step: Callable[[], None]) -> None:
    """The helper's chunks, until it says it has ended or it is gone."""
    while True:
        try:
            message = said.get(timeout=0.25)
        except queue.Empty:
            step()
            if not helper.is_alive():
                try:
                    message = said.get(timeout=0.5)
                except queue.Empty:
                    return
            else:
                continue
        if message[0] == "end":
            return
        _, k, count, failures, error = message
        outcomes[k] = (count, failures, _unpacked(error))
        step()


Packed = tuple[str, str, str | None, dict[str, Any]]


def _packed(error: BaseException) -> Packed:
    """An error to send to the other process: its kind, its sentence and what a screen needs
    to show it in the player's language."""
    return (type(error).__name__, str(error), getattr(error, "key", None),
            dict(getattr(error, "params", None) or {}))


def _unpacked(packed: Packed | None) -> BaseException | None:
    """The error made again from :func:`_packed`: an error of Feltside's or SQLite's, or a
    built-in one, of the same kind; anything else as a RuntimeError with its sentence."""
    if packed is None:
        return None
    name, sentence, key, params = packed
    kind = getattr(errors, name, None)
    if isinstance(kind, type) and issubclass(kind, errors.FeltsideError):
        return kind(sentence, key=key, **params)
    for home in (sqlite3, builtins):
        kind = getattr(home, name, None)
        if isinstance(kind, type) and issubclass(kind, Exception):
            return kind(sentence)
    return RuntimeError(sentence)


def _helper(path: str, check: Check, chunks: list[tuple[int, int]], seen: Snapshot,
            taken: Any, helped: Any, said: Any) -> None:
    """The forked helper: takes chunks until none is left, says each one's outcome."""
    conn = sqlite3.connect(f"{Path(path).as_uri()}?mode=ro", uri=True)
    done = 0
    try:
        while (k := _next(taken, len(chunks))) is not None:
            count, failures, error = _outcome(check, conn, chunks[k], seen, _told(None, done, helped))
            done += count
            said.put(("chunk", k, count, failures, None if error is None else _packed(error)))
            if error is not None:
                _stop(taken, len(chunks))
    finally:
        conn.close()
        said.put(("end",))
