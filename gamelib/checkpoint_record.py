"""The chain checkpoint as the save keeps it: one JSON value in ``meta``, its places, and
the sums of the rows and finished rounds up to them.

``gamelib.chain_checkpoint`` checks a save at open from it; ``gamelib.chain_rehash``
rehashes an older save's rows up to it. Both read and write it only through here.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from gamelib.chain import GENESIS, balance_break, meta, set_meta

#: the newest rows (and rounds) always rehashed at open: the checkpoint moves in steps of it
CHECKPOINT_EVERY = 500
CHECKPOINT = "chain_checkpoint"

#: the sums kept with a checkpoint, over the rows (ids) and finished rounds (seals) in
#: (after, upto]: rows: count, last id, amounts plain and weighted by id, kinds; rounds:
#: count, last seal, paid totals, status and record length weighted by seal
LEDGER_SUMS = """SELECT COUNT(*), IFNULL(MAX(id), 0), IFNULL(SUM(amount), 0),
    IFNULL(SUM(amount * id), 0), IFNULL(SUM(unicode(kind) * id), 0) FROM ledger
    WHERE id > ? AND id <= ?"""
ROUND_SUMS = """SELECT COUNT(*), IFNULL(MAX(seal), 0), IFNULL(SUM(IFNULL(paid_cents, 0) * seal), 0),
    IFNULL(SUM((unicode(status) + 7 * IFNULL(length(record), 0)) * seal), 0)
    FROM rounds WHERE seal > ? AND seal <= ?"""
LEDGER_HASH_AT = "SELECT hash FROM ledger WHERE id = ?"
ROUND_HASH_AT = "SELECT hash FROM rounds WHERE seal = ?"

#: ((last row, its hash, row sums), (last seal, its hash, round sums), the schema's cookie)
Checkpoint = tuple[tuple[int, str, list[int]], tuple[int, str, list[int]], int | None]


def read(conn: sqlite3.Connection) -> Checkpoint | None:
    """The checkpoint kept, or ``None`` (none, or garbled)."""
    try:
        data = json.loads(meta(conn, CHECKPOINT) or "null")
        ledger, rounds = data["ledger"], data["rounds"]
        cookie = data.get("schema")
        return ((int(ledger[0]), str(ledger[1]), [int(v) for v in ledger[2]]),
                (int(rounds[0]), str(rounds[1]), [int(v) for v in rounds[2]]),
                int(cookie) if isinstance(cookie, int) else None)
    except (TypeError, ValueError, KeyError, IndexError, AttributeError):
        return None


def data(conn: sqlite3.Connection) -> dict[str, Any]:
    """The checkpoint's whole JSON object (with a proof or a rehash under way), or ``{}``."""
    try:
        kept = json.loads(meta(conn, CHECKPOINT) or "null")
    except ValueError:
        return {}
    return kept if isinstance(kept, dict) else {}


def write(conn: sqlite3.Connection, point: dict[str, Any]) -> None:
    """Keep ``point`` as the checkpoint (inside a write transaction)."""
    set_meta(conn, CHECKPOINT, json.dumps(point, separators=(",", ":")))


def places(conn: sqlite3.Connection) -> tuple[int, int]:
    """Where the checkpoint belongs now: the last whole step of :data:`CHECKPOINT_EVERY`
    rows (and rounds) that leaves at least one step of the newest past it."""
    rows = int(conn.execute("SELECT IFNULL(MAX(id), 0) FROM ledger").fetchone()[0])
    seals = int(conn.execute("SELECT IFNULL(MAX(seal), 0) FROM rounds").fetchone()[0])
    return tuple(max(0, k - CHECKPOINT_EVERY) // CHECKPOINT_EVERY * CHECKPOINT_EVERY
                 for k in (rows, seals))  # type: ignore[return-value]


def schema_cookie(conn: sqlite3.Connection) -> int:
    """SQLite's count of schema changes (a trigger dropped or made moves it)."""
    return int(conn.execute("PRAGMA schema_version").fetchone()[0])


def hash_at(conn: sqlite3.Connection, sql: str, place: int) -> str:
    """The hash at a row or seal (:data:`LEDGER_HASH_AT`, :data:`ROUND_HASH_AT`); the
    chain's start at 0."""
    row = conn.execute(sql, (place,)).fetchone() if place else (GENESIS,)
    return GENESIS if row is None else str(row[0])


def sums(conn: sqlite3.Connection, sql: str, after: int, upto: int) -> list[int] | None:
    """:data:`LEDGER_SUMS` or :data:`ROUND_SUMS` over (after, upto]; ``None`` when they
    cannot be added up."""
    try:
        row = conn.execute(sql, (after, upto)).fetchone()
    except sqlite3.OperationalError:  # e.g. an integer overflow from an absurd amount
        return None
    return [int(v) for v in row]


def added(old: list[int], new: list[int]) -> list[int]:
    """Sums over two ranges one after the other: counts and sums add, the last place is the later's."""
    return [old[0] + new[0], max(old[1], new[1]), *(a + b for a, b in zip(old[2:], new[2:], strict=True))]


def all_ints(values: Any, count: int, least: int | None = None) -> bool:
    """``values`` is a list of ``count`` integers (each at least ``least``)."""
    return (isinstance(values, list) and len(values) == count
            and all(type(v) is int and (least is None or v >= least) for v in values))


def kept_balance_break(conn: sqlite3.Connection, *, quick: bool = False) -> str | None:
    """The balance check; ``quick`` (a save that has just passed the quick check): the rows
    up to the checkpoint are its kept sum."""
    point = read(conn) if quick else None
    return balance_break(conn, None if point is None else (point[0][0], point[0][2][2]))
