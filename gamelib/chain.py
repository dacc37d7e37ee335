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
>>> full_break(conn) is None
True
>>> _ = conn.execute("DROP TRIGGER ledger_never_changed")
>>> _ = conn.execute("UPDATE ledger SET amount = 50000 WHERE id = 1")
>>> print(full_break(conn))
Ledger row 1 (a top-up of € 500.00) does not match the save's hash chain: the save was changed outside Feltside.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from json.encoder import encode_basestring as _json_text
from typing import Any, TypeVar

from gamelib.money import format_money
from gamelib.schema import trigger_sql

#: The "previous hash" of the first row of each chain.
GENESIS = "0" * 64
LEDGER_HEAD = "ledger_head"
ROUND_HEAD = "round_head"

LEDGER_COLUMNS = "id, at, kind, amount, round_id, spot, note"
ROUND_COLUMNS = ("id, seq, code, game, table_name, status, started_at, ended_at, seed_hash, "
                  "seed, config, record, paid_cents, void_reason, stakes")
TAMPERED = "the save was changed outside Feltside"
T = TypeVar("T")
#: told how many rows and rounds a full check has rehashed so far
Progress = Callable[[int], None]


def chain_length(conn: sqlite3.Connection) -> int:
    """How many rows and finished rounds a full check rehashes (for a progress bar)."""
    rows = conn.execute("SELECT IFNULL(MAX(id), 0) FROM ledger").fetchone()[0]
    seals = conn.execute("SELECT IFNULL(MAX(seal), 0) FROM rounds").fetchone()[0]
    return int(rows) + int(seals)


def _digest(prev: str, fields: Sequence[Any]) -> str:
    payload = json.dumps(list(fields), separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(f"{prev}\n{payload}".encode()).hexdigest()


def set_meta(conn: sqlite3.Connection, key: str, value: str) -> None:
    conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) "
                 "ON CONFLICT(key) DO UPDATE SET value = excluded.value", (key, value))


def meta(conn: sqlite3.Connection, key: str) -> str | None:
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
    conn.execute(f"INSERT INTO ledger({LEDGER_COLUMNS}, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                 (*fields, digest))
    set_meta(conn, LEDGER_HEAD, f"{row_id}:{digest}")
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
    set_meta(conn, ROUND_HEAD, f"{seal}:{digest}")


def _round_digest(conn: sqlite3.Connection, prev: str, seal: int, round_id: str,
                  money: list[str] | None = None, fields: Sequence[Any] | None = None) -> str:
    if fields is None:
        fields = conn.execute(f"SELECT {ROUND_COLUMNS} FROM rounds WHERE id = ?",
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
    rows = conn.execute(f"SELECT {LEDGER_COLUMNS} FROM ledger ORDER BY id").fetchall()
    for fields in rows:
        prev = _digest(prev, fields)
        conn.execute("UPDATE ledger SET hash = ? WHERE id = ?", (prev, fields[0]))
    if rows:
        set_meta(conn, LEDGER_HEAD, f"{rows[-1][0]}:{prev}")
    conn.execute(trigger_sql("ledger_never_changed"))
    finished = conn.execute(
        "SELECT id FROM rounds WHERE status != 'open' ORDER BY ended_at, seq").fetchall()
    for (rid,) in finished:
        seal_round(conn, str(rid))


# --- checking ------------------------------------------------------------------------------
#
# The full check rehashes every row and round (``verify --all``, and whenever the quick
# check from a checkpoint cannot vouch: ``gamelib.chain_checkpoint``).


@contextlib.contextmanager
def snapshot(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """Every read inside sees the save as one moment (one read transaction).

    A check compares things read by several statements (the last ledger row and the
    chain's head, the ledger's sum and the cached balance); read in separate snapshots
    while another window or ``simulate`` appends, they disagree and a healthy save looks
    tampered. Inside a transaction already open, that transaction is the snapshot.
    """
    if conn.in_transaction:
        yield conn
        return
    conn.execute("BEGIN DEFERRED")
    try:
        yield conn
    finally:
        if conn.in_transaction:
            conn.execute("ROLLBACK")  # nothing was written: ending the read is all it does


def with_plain_text(conn: sqlite3.Connection, check: Callable[[], T]) -> T:
    """Run a check reading text with SQLite's own UTF-8 decoding (the save's text factory is
    Python code, a third of the time); text a damaged page garbled is read the careful way."""
    factory = conn.text_factory
    conn.text_factory = str
    try:
        return check()
    except sqlite3.OperationalError as exc:
        if "decode" not in str(exc):
            raise
        conn.text_factory = factory
        return check()
    finally:
        conn.text_factory = factory


def full_break(conn: sqlite3.Connection, progress: Progress | None = None) -> str | None:
    """Rehash every row, then every finished round (streamed: memory does not grow with the
    save; the rounds' own rows are read back a thousand rounds at a time by their index)."""
    broken, (last_id, prev) = ledger_break(conn, progress=progress)
    if broken:
        return broken
    head = meta(conn, LEDGER_HEAD)
    if (head or "0:" + GENESIS) != f"{last_id}:{prev}":
        named = (head or "").split(":")[0] or "none"
        return (f"The save's ledger ends at row {last_id} but its chain ends at row {named}: "
                f"{TAMPERED}.")
    return round_break(conn, None, progress=progress, done=last_id)


def ledger_break(conn: sqlite3.Connection, after: tuple[int, str] = (0, GENESIS),
                 upto: int | None = None, *, progress: Progress | None = None
                 ) -> tuple[str | None, tuple[int, str]]:
    """(the sentence naming the first ledger row after ``after`` that breaks the chain, or
    ``None``; the last row rehashed and its hash). ``upto``: only the rows up to it (a stretch
    of the chain), which must all be there."""
    prev, last_id = after[1], after[0]
    done = 0
    for *fields, stored in conn.execute(
            f"SELECT {LEDGER_COLUMNS}, hash FROM ledger WHERE id > ? AND id <= ? ORDER BY id",
            (last_id, (1 << 62) if upto is None else upto)):
        row_id, kind, amount = fields[0], fields[2], fields[3]
        if stored != ledger_digest(prev, fields):
            what = f"a {kind} of {format_money(amount)}" if isinstance(amount, int) else kind
            return (f"Ledger row {row_id} ({what}) does not match the save's hash chain: "
                    f"{TAMPERED}."), (last_id, prev)
        prev, last_id, done = str(stored), int(row_id), done + 1
        if progress is not None and done % 1000 == 0:
            progress(done)
    if progress is not None:
        progress(done)
    if upto is not None and last_id != upto:
        return f"Ledger row {last_id + 1} is missing from the save: {TAMPERED}.", (last_id, prev)
    return None, (last_id, prev)


def ledger_digest(prev: str, fields: Sequence[Any]) -> str:
    """:func:`_digest` of a ledger row, its JSON written directly (the same text)."""
    row_id, at, kind, amount, round_id, spot, note = fields
    if type(row_id) is not int or type(amount) is not int or type(at) is not str \
            or type(kind) is not str or any(v is not None and type(v) is not str
                                            for v in (round_id, spot, note)):
        return _digest(prev, fields)
    text = (f"{prev}\n[{row_id},{_json_text(at)},{_json_text(kind)},{amount},"
            f"{_json_or_null(round_id)},{_json_or_null(spot)},{_json_or_null(note)}]")
    return hashlib.sha256(text.encode()).hexdigest()


def _json_or_null(text: str | None) -> str:
    return "null" if text is None else _json_text(text)


def round_break(conn: sqlite3.Connection, money: dict[str, list[str]] | None,
                 after: tuple[int, str] = (0, GENESIS), *, progress: Progress | None = None,
                 done: int = 0, upto: int | None = None) -> str | None:
    """The first finished round that breaks the round chain after ``after``; ``money``: each
    round's ledger hashes already read, or None to read them a thousand rounds at a time;
    ``progress`` told the rows and rounds rehashed (``done`` before the first round).
    ``upto``: only the rounds sealed up to it (a stretch of the chain, not where it ends)."""
    last_seal, prev = after
    expected_seal = last_seal + 1
    rows = conn.execute(  # by the seal's index: only the rounds after ``after`` are read
        f"SELECT status, seal, hash, {ROUND_COLUMNS} FROM rounds WHERE seal > ? AND seal <= ? "
        "ORDER BY seal", (last_seal, (1 << 62) if upto is None else upto))
    batch: dict[str, list[str]] = {}
    batch_end = last_seal
    for status, seal, stored, *fields in rows:
        rid = fields[0]
        if status == "open":
            return f"Round {rid} was finished and then set back to open: {TAMPERED}."
        if seal != expected_seal:
            return (f"The chain of finished rounds lacks a round before round {rid}: "
                    f"{TAMPERED}.")
        if money is None and seal > batch_end:  # the next rounds' own rows, read at once
            batch_end = seal + _MONEY_BATCH - 1 if upto is None else min(seal + _MONEY_BATCH, upto + 1) - 1
            batch = _money_of_seals(conn, seal, batch_end)
        own = (batch if money is None else money).get(str(rid), [])
        if stored != _round_digest(conn, prev, int(seal), str(rid), own, fields):
            return f"Round {rid} does not match the save's hash chain: {TAMPERED}."
        prev, expected_seal = str(stored), expected_seal + 1
        if progress is not None and expected_seal % 1000 == 0:
            progress(done + expected_seal - 1)
    if progress is not None:
        progress(done + expected_seal - 1)
    if upto is not None:
        return None if expected_seal - 1 == upto else (
            f"The chain of finished rounds lacks a round after seal {expected_seal - 1}: {TAMPERED}.")
    left_out = conn.execute("SELECT id, status FROM rounds WHERE seal IS NULL AND +status != 'open' "
                            "LIMIT 1").fetchone()
    if left_out is not None:
        return (f"Round {left_out[0]} is {left_out[1]} but is not in the chain of finished rounds: "
                f"{TAMPERED}.")
    head = meta(conn, ROUND_HEAD)
    if (head or "0:" + GENESIS) != f"{expected_seal - 1}:{prev}":
        return f"The save's chain of finished rounds does not end where its seal says: {TAMPERED}."
    return None


_MONEY_BATCH = 1000


def _money_of_seals(conn: sqlite3.Connection, first: int, last: int) -> dict[str, list[str]]:
    """The ledger hashes of each finished round sealed ``first`` to ``last``, in row order."""
    money: dict[str, list[str]] = {}
    for round_id, digest in conn.execute(
            "SELECT round_id, hash FROM ledger WHERE round_id IN "
            "(SELECT id FROM rounds WHERE seal BETWEEN ? AND ?) ORDER BY id", (first, last)):
        money.setdefault(str(round_id), []).append(str(digest))
    return money


def balance_break(conn: sqlite3.Connection, kept: tuple[int, int] | None = None) -> str | None:
    """One sentence when the cached balance is not the ledger's sum (only an edit does that).

    ``kept``: (a row, the sum of the rows up to it) that a checkpoint vouches for: only the
    newer rows are added up."""
    if kept is not None:
        n, total = kept
        newer = conn.execute("SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE id > ?",
                             (n,)).fetchone()[0]
        derived = int(total) + int(newer)
    else:
        derived = int(conn.execute("SELECT COALESCE(SUM(amount), 0) FROM ledger").fetchone()[0])
    row = conn.execute("SELECT balance FROM wallet WHERE id = 1").fetchone()
    cached = None if row is None else row[0]
    if cached != derived:
        shown = format_money(cached) if isinstance(cached, int) else repr(cached)
        return (f"The save's balance says {shown} but its ledger adds up to "
                f"{format_money(derived)}: {TAMPERED}.")
    return None
