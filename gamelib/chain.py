"""The tamper-evident ledger: every money row and every finished round is hash-chained.

Each ledger row carries ``hash = SHA-256(previous row's hash, the row's own fields)``; each
round, when it is settled or voided, is *sealed* into a second chain: ``seal`` is its place
there and ``hash`` covers the previous seal, every stored field of the round (status,
record, seed, paid total …) and the hashes of its own ledger rows. The heads of both chains
are kept in ``meta``, so removing the newest rows is noticed too.

What it catches: a row added (a top-up typed in by hand), changed (a payout raised under a
dropped trigger), removed (bets deleted), a finished round set back to open, a cached
balance edited. What it cannot catch: someone who edits the file *and* recomputes the
chain with this very code — the save is a local file, and there is no secret to sign with.

>>> import sqlite3
>>> from gamelib.storage import open_memory_database
>>> conn = open_memory_database()
>>> append(conn, "2026-01-01T00:00:00.000000Z", "top-up", 500)
1
>>> first_break(conn) is None
True
>>> _ = conn.execute("DROP TRIGGER ledger_never_changed")
>>> _ = conn.execute("UPDATE ledger SET amount = 50000 WHERE id = 1")
>>> print(first_break(conn))
Ledger row 1 (a top-up of € 500.00) does not match the save's hash chain: the save was changed outside Feltside.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections.abc import Sequence
from typing import Any

from gamelib.money import format_money
from gamelib.schema import trigger_sql

#: The "previous hash" of the first row of each chain.
GENESIS = "0" * 64
LEDGER_HEAD = "ledger_head"
ROUND_HEAD = "round_head"

_LEDGER_COLUMNS = "id, at, kind, amount, round_id, spot, note"
_ROUND_COLUMNS = ("id, seq, code, game, table_name, status, started_at, ended_at, seed_hash, "
                  "seed, config, record, paid_cents, void_reason, stakes")
_TAMPERED = "the save was changed outside Feltside"


def _digest(prev: str, fields: Sequence[Any]) -> str:
    payload = json.dumps(list(fields), separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"{prev}\n{payload}".encode()).hexdigest()


def _set_meta(conn: sqlite3.Connection, key: str, value: str) -> None:
    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) "
                 "ON CONFLICT(key) DO UPDATE SET value = excluded.value", (key, value))


def _meta(conn: sqlite3.Connection, key: str) -> str | None:
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return None if row is None else str(row[0])


# --- writing (inside the caller's transaction) ---------------------------------------------


def append(conn: sqlite3.Connection, at: str, kind: str, amount: int,
           round_id: str | None = None, spot: str | None = None, note: str | None = None) -> int:
    """Insert one ledger row with its hash and move the head; returns the row id.

    Call it inside a write transaction (``BEGIN IMMEDIATE`` serialises writers, so two
    windows on one save never fork the chain).
    """
    last = conn.execute("SELECT id, hash FROM ledger ORDER BY id DESC LIMIT 1").fetchone()
    row_id = int(last[0]) + 1 if last else 1
    prev = str(last[1]) if last and last[1] else GENESIS
    fields = (row_id, at, kind, amount, round_id, spot, note)
    digest = _digest(prev, fields)
    conn.execute(f"INSERT INTO ledger({_LEDGER_COLUMNS}, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                 (*fields, digest))
    _set_meta(conn, LEDGER_HEAD, f"{row_id}:{digest}")
    return row_id


def seal_round(conn: sqlite3.Connection, round_id: str) -> None:
    """Seal a round that has just been settled or voided into the round chain."""
    last = conn.execute(
        "SELECT seal, hash FROM rounds WHERE seal IS NOT NULL ORDER BY seal DESC LIMIT 1"
    ).fetchone()
    seal = int(last[0]) + 1 if last else 1
    prev = str(last[1]) if last and last[1] else GENESIS
    digest = _round_digest(conn, prev, seal, round_id)
    conn.execute("UPDATE rounds SET seal = ?, hash = ? WHERE id = ?", (seal, digest, round_id))
    _set_meta(conn, ROUND_HEAD, f"{seal}:{digest}")


def _round_digest(conn: sqlite3.Connection, prev: str, seal: int, round_id: str,
                  money: list[str] | None = None, fields: Sequence[Any] | None = None) -> str:
    if fields is None:
        fields = conn.execute(f"SELECT {_ROUND_COLUMNS} FROM rounds WHERE id = ?",
                              (round_id,)).fetchone()
    if money is None:
        money = [str(h) for (h,) in conn.execute(
            "SELECT hash FROM ledger WHERE round_id = ? ORDER BY id", (round_id,))]
    return _digest(prev, [seal, *fields, money])


def backfill(conn: sqlite3.Connection) -> None:
    """Give an older save's rows and finished rounds their hashes (once, when migrated).

    Runs inside the migration's transaction; the trigger that forbids changing ledger rows
    is lifted for exactly this and put back as the schema writes it.
    """
    conn.execute("DROP TRIGGER ledger_never_changed")
    prev = GENESIS
    rows = conn.execute(f"SELECT {_LEDGER_COLUMNS} FROM ledger ORDER BY id").fetchall()
    for fields in rows:
        prev = _digest(prev, fields)
        conn.execute("UPDATE ledger SET hash = ? WHERE id = ?", (prev, fields[0]))
    if rows:
        _set_meta(conn, LEDGER_HEAD, f"{rows[-1][0]}:{prev}")
    conn.execute(trigger_sql("ledger_never_changed"))
    finished = conn.execute(
        "SELECT id FROM rounds WHERE status != 'open' ORDER BY ended_at, seq").fetchall()
    for (rid,) in finished:
        seal_round(conn, str(rid))


# --- checking ------------------------------------------------------------------------------


def first_break(conn: sqlite3.Connection) -> str | None:
    """One sentence naming the first row or round that breaks a chain; ``None`` when whole."""
    money: dict[str, list[str]] = {}
    prev, last_id = GENESIS, 0
    for *fields, stored in conn.execute(
            f"SELECT {_LEDGER_COLUMNS}, hash FROM ledger ORDER BY id"):
        row_id, kind, amount, round_id = fields[0], fields[2], fields[3], fields[4]
        if stored != _digest(prev, fields):
            what = f"a {kind} of {format_money(amount)}" if isinstance(amount, int) else kind
            return f"Ledger row {row_id} ({what}) does not match the save's hash chain: {_TAMPERED}."
        prev, last_id = str(stored), int(row_id)
        if round_id is not None:
            money.setdefault(str(round_id), []).append(prev)
    head = _meta(conn, LEDGER_HEAD)
    if (head or "0:" + GENESIS) != f"{last_id}:{prev}":
        named = (head or "").split(":")[0] or "none"
        return (f"The save's ledger ends at row {last_id} but its chain ends at row {named}: "
                f"{_TAMPERED}.")
    return _round_break(conn, money)


def _round_break(conn: sqlite3.Connection, money: dict[str, list[str]]) -> str | None:
    prev, expected_seal = GENESIS, 1
    rows = conn.execute(
        f"SELECT status, seal, hash, {_ROUND_COLUMNS} FROM rounds "
        "WHERE seal IS NOT NULL OR status != 'open' ORDER BY seal IS NULL, seal")
    for status, seal, stored, *fields in rows:
        rid = fields[0]
        if status == "open":
            return f"Round {rid} was finished and then set back to open: {_TAMPERED}."
        if seal is None:
            return f"Round {rid} is {status} but is not in the chain of finished rounds: {_TAMPERED}."
        if seal != expected_seal:
            return (f"The chain of finished rounds lacks a round before round {rid}: "
                    f"{_TAMPERED}.")
        if stored != _round_digest(conn, prev, int(seal), str(rid), money.get(str(rid), []),
                                   fields):
            return f"Round {rid} does not match the save's hash chain: {_TAMPERED}."
        prev, expected_seal = str(stored), expected_seal + 1
    head = _meta(conn, ROUND_HEAD)
    if (head or "0:" + GENESIS) != f"{expected_seal - 1}:{prev}":
        return f"The save's chain of finished rounds does not end where its seal says: {_TAMPERED}."
    return None


def balance_break(conn: sqlite3.Connection) -> str | None:
    """One sentence when the cached balance is not the ledger's sum (only an edit does that)."""
    derived = int(conn.execute("SELECT COALESCE(SUM(amount), 0) FROM ledger").fetchone()[0])
    row = conn.execute("SELECT balance FROM wallet WHERE id = 1").fetchone()
    cached = None if row is None else row[0]
    if cached != derived:
        shown = format_money(cached) if isinstance(cached, int) else repr(cached)
        return (f"The save's balance says {shown} but its ledger adds up to "
                f"{format_money(derived)}: {_TAMPERED}.")
    return None
