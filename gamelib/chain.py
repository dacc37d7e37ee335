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

import contextlib
import hashlib
import json
import sqlite3
import time
from collections.abc import Callable, Iterator, Sequence
from json.encoder import encode_basestring as _json_text
from typing import Any, TypeVar

from gamelib.errors import SaveDataError
from gamelib.money import format_money
from gamelib.schema import trigger_sql
from gamelib.storage import transaction

#: The "previous hash" of the first row of each chain.
GENESIS = "0" * 64
LEDGER_HEAD = "ledger_head"
ROUND_HEAD = "round_head"

_LEDGER_COLUMNS = "id, at, kind, amount, round_id, spot, note"
_ROUND_COLUMNS = ("id, seq, code, game, table_name, status, started_at, ended_at, seed_hash, "
                  "seed, config, record, paid_cents, void_reason, stakes")
_TAMPERED = "the save was changed outside Feltside"
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
#
# The full check rehashes every row and round. At open a large save is checked from a
# *checkpoint* instead (kept in ``meta`` once the save passes a check): rows and rounds
# after it are rehashed, and the rows and rounds up to it are vouched for by two anchors
# (the hashes at the checkpoint's row and seal) and by the schema's cookie (``PRAGMA
# schema_version``) kept with it: no old row or finished round can be changed or removed
# without dropping one of the schema's guards (triggers), and dropping or re-creating one
# changes the cookie. When the cookie differs (a guard was touched; the first open after an
# upgrade) the rows up to the checkpoint are compared with the sums kept with it, one SQL
# aggregate each (rows: count, last id, amounts plain and weighted by id, kinds; finished
# rounds: count, last seal, paid totals, status and record length weighted by seal), as
# before. So a routine open costs the rows since the checkpoint, whatever the save's size.
# What is left to ``verify --all``: bytes of an old row rewritten in place in the file
# itself (no SQL, no guard touched) — it rehashes everything. No finished round may be
# open or unsealed. Anything that does not add up falls back to the full check, which
# names the first bad row. The sums move on with the checkpoint by adding the new rows'.

#: the newest rows (and rounds) always rehashed at open: the checkpoint moves in steps of it
CHECKPOINT_EVERY = 500
CHECKPOINT = "chain_checkpoint"

_LEDGER_SUMS = """SELECT COUNT(*), IFNULL(MAX(id), 0), IFNULL(SUM(amount), 0),
    IFNULL(SUM(amount * id), 0), IFNULL(SUM(unicode(kind) * id), 0) FROM ledger
    WHERE id > ? AND id <= ?"""
_ROUND_SUMS = """SELECT COUNT(*), IFNULL(MAX(seal), 0), IFNULL(SUM(IFNULL(paid_cents, 0) * seal), 0),
    IFNULL(SUM((unicode(status) + 7 * IFNULL(length(record), 0)) * seal), 0)
    FROM rounds WHERE seal > ? AND seal <= ?"""

_UNSURE = "unsure"  # the quick check could not vouch for the save: check it in full


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


def first_break(conn: sqlite3.Connection, *, full: bool = False,
                progress: Progress | None = None) -> str | None:
    """One sentence naming the first row or round that breaks a chain, or the cached balance
    that is not the ledger's sum; ``None`` when whole. All of it read in one snapshot.

    ``full`` rehashes everything; otherwise a save with a checkpoint is checked from it
    (see above) and only what does not add up is checked in full. ``progress`` is told how
    many rows and rounds the full check has rehashed so far (every thousand, and at the end).
    """
    with snapshot(conn):
        broken, quick = _with_plain_text(conn, lambda: _check(conn, full, progress=progress))
        return broken or balance_break(conn, quick=quick)


def check_at_open(conn: sqlite3.Connection, *, writable: bool) -> str | None:
    """:func:`first_break` as the save opens; a save that passed gets its checkpoint moved
    on when one is due (its own short transaction; a busy or full disk only postpones it,
    and rows another process added since the check are left to the next one)."""
    with snapshot(conn):
        broken, quick = _with_plain_text(conn, lambda: _check(conn, False, proving=writable))
        broken = broken or balance_break(conn, quick=quick)
        places = _checkpoint_places(conn)
        proving = quick and _trust(conn) == _PROVING
        due = broken is None and (not quick or proving or _checkpoint_due(conn))
    proven: bool | None = None
    if due and writable:  # after a full check the sums are made afresh
        with contextlib.suppress(SaveDataError, sqlite3.OperationalError), transaction(conn):
            proven = prove_step(conn) if proving else None
            if proven is not False:
                advance_checkpoint(conn, places, fresh=not quick)
    if proven is False:  # the old rows do not add up to the sums kept: find what changed
        broken = first_break(conn, full=True)
        if broken is None:
            with contextlib.suppress(SaveDataError, sqlite3.OperationalError), transaction(conn):
                advance_checkpoint(conn)
    return broken


def _check(conn: sqlite3.Connection, full: bool, *, proving: bool = False,
           progress: Progress | None = None) -> tuple[str | None, bool]:
    """(the first break or None, whether the quick check from the checkpoint vouched);
    ``proving``: an old checkpoint's rows may be proven over the next opens (see below)."""
    if not full and _quick_break(conn, proving) is None:
        return None, True
    return _full_break(conn, progress), False


def _with_plain_text(conn: sqlite3.Connection, check: Callable[[], T]) -> T:
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


def _full_break(conn: sqlite3.Connection, progress: Progress | None = None) -> str | None:
    """Rehash every row, then every finished round (streamed: memory does not grow with the
    save; the rounds' own rows are read back a thousand rounds at a time by their index)."""
    prev, last_id, done = GENESIS, 0, 0
    for *fields, stored in conn.execute(
            f"SELECT {_LEDGER_COLUMNS}, hash FROM ledger ORDER BY id"):
        row_id, kind, amount = fields[0], fields[2], fields[3]
        if stored != _ledger_digest(prev, fields):
            what = f"a {kind} of {format_money(amount)}" if isinstance(amount, int) else kind
            return f"Ledger row {row_id} ({what}) does not match the save's hash chain: {_TAMPERED}."
        prev, last_id, done = str(stored), int(row_id), done + 1
        if progress is not None and done % 1000 == 0:
            progress(done)
    head = _meta(conn, LEDGER_HEAD)
    if (head or "0:" + GENESIS) != f"{last_id}:{prev}":
        named = (head or "").split(":")[0] or "none"
        return (f"The save's ledger ends at row {last_id} but its chain ends at row {named}: "
                f"{_TAMPERED}.")
    if progress is not None:
        progress(done)
    return _round_break(conn, None, progress=progress, done=done)


def _ledger_digest(prev: str, fields: Sequence[Any]) -> str:
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


def schema_cookie(conn: sqlite3.Connection) -> int:
    """SQLite's count of schema changes (a trigger dropped or made moves it)."""
    return int(conn.execute("PRAGMA schema_version").fetchone()[0])


def _quick_break(conn: sqlite3.Connection, proving: bool = False) -> str | None:
    """``None`` when the save adds up from its checkpoint, else :data:`_UNSURE`."""
    point = _checkpoint(conn)
    if point is None:
        return _UNSURE
    (n, ledger_hash, ledger_sums), (m, round_hash, round_sums), _ = point
    if (_hash_at(conn, "SELECT hash FROM ledger WHERE id = ?", n) != ledger_hash
            or _hash_at(conn, "SELECT hash FROM rounds WHERE seal = ?", m) != round_hash):
        return _UNSURE
    trust = _trust(conn)
    if (trust == _SUM or (trust == _PROVING and not proving and _proof(conn) is None)) and (
            _sums(conn, _LEDGER_SUMS, 0, n) != ledger_sums
            or _sums(conn, _ROUND_SUMS, 0, m) != round_sums):
        return _UNSURE  # a guard was touched since: the old rows must add up
    prev, last_id = ledger_hash, n
    for *fields, stored in conn.execute(
            f"SELECT {_LEDGER_COLUMNS}, hash FROM ledger WHERE id > ? ORDER BY id", (n,)):
        if fields[0] != last_id + 1 or stored != _ledger_digest(prev, fields):
            return _UNSURE
        prev, last_id = str(stored), last_id + 1
    if (_meta(conn, LEDGER_HEAD) or "0:" + GENESIS) != f"{last_id}:{prev}":
        return _UNSURE
    if (conn.execute("SELECT 1 FROM rounds WHERE status = 'open' AND seal IS NOT NULL").fetchone()
            or conn.execute("SELECT 1 FROM (SELECT status FROM rounds WHERE seal IS NULL) "
                            "WHERE status != 'open'").fetchone()):
        return _UNSURE  # a finished round set back to open, or one left out of the chain
    money: dict[str, list[str]] = {}
    for round_id, digest in conn.execute(
            "SELECT round_id, hash FROM ledger WHERE round_id IN "
            "(SELECT id FROM rounds WHERE seal > ?) ORDER BY id", (m,)):
        money.setdefault(str(round_id), []).append(str(digest))
    return _round_break(conn, money, after=(m, round_hash)) and _UNSURE


def _hash_at(conn: sqlite3.Connection, sql: str, place: int) -> str:
    row = conn.execute(sql, (place,)).fetchone() if place else (GENESIS,)
    return GENESIS if row is None else str(row[0])


def _sums(conn: sqlite3.Connection, sql: str, after: int, upto: int) -> list[int] | None:
    try:
        row = conn.execute(sql, (after, upto)).fetchone()
    except sqlite3.OperationalError:  # e.g. an integer overflow from an absurd amount
        return None
    return [int(v) for v in row]


def _added(old: list[int], new: list[int]) -> list[int]:
    """Sums over two ranges one after the other: counts and sums add, the last place is the later's."""
    return [old[0] + new[0], max(old[1], new[1]), *(a + b for a, b in zip(old[2:], new[2:], strict=True))]


Checkpoint = tuple[tuple[int, str, list[int]], tuple[int, str, list[int]], int | None]


def _checkpoint(conn: sqlite3.Connection) -> Checkpoint | None:
    try:
        data = json.loads(_meta(conn, CHECKPOINT) or "null")
        ledger, rounds = data["ledger"], data["rounds"]
        cookie = data.get("schema")
        return ((int(ledger[0]), str(ledger[1]), [int(v) for v in ledger[2]]),
                (int(rounds[0]), str(rounds[1]), [int(v) for v in rounds[2]]),
                int(cookie) if isinstance(cookie, int) else None)
    except (TypeError, ValueError, KeyError, IndexError, AttributeError):
        return None


def _checkpoint_places(conn: sqlite3.Connection) -> tuple[int, int]:
    """Where the checkpoint belongs now: the last whole step of :data:`CHECKPOINT_EVERY`
    rows (and rounds) that leaves at least one step of the newest past it."""
    rows = int(conn.execute("SELECT IFNULL(MAX(id), 0) FROM ledger").fetchone()[0])
    seals = int(conn.execute("SELECT IFNULL(MAX(seal), 0) FROM rounds").fetchone()[0])
    return tuple(max(0, k - CHECKPOINT_EVERY) // CHECKPOINT_EVERY * CHECKPOINT_EVERY
                 for k in (rows, seals))  # type: ignore[return-value]


def _checkpoint_due(conn: sqlite3.Connection) -> bool:
    """A checkpoint should be written: a step further, or the schema's cookie to keep."""
    current = _checkpoint(conn)
    places = _checkpoint_places(conn)
    return places != (0, 0) and (current is None or (current[0][0], current[1][0]) != places
                                 or current[2] != schema_cookie(conn))


def advance_checkpoint(conn: sqlite3.Connection, places: tuple[int, int] | None = None, *,
                       fresh: bool = True) -> bool:
    """Keep the checkpoint of a save that has just passed a check (inside a write
    transaction); returns whether one was written (a small save needs none). ``places``:
    where it belonged when the check read the save (never past what was checked). The
    sums are the checkpoint's own plus the rows since when the quick check has just vouched
    for it (``fresh=False``), else added up afresh."""
    n, m = _checkpoint_places(conn) if places is None else places
    if (n, m) == (0, 0):
        return False
    current = None if fresh else _checkpoint(conn)
    if current is not None and current[0][0] <= n and current[1][0] <= m:
        (n0, _, ledger0), (m0, _, rounds0), _ = current
        more_rows, more_rounds = _sums(conn, _LEDGER_SUMS, n0, n), _sums(conn, _ROUND_SUMS, m0, m)
        ledger_sums = None if more_rows is None else _added(ledger0, more_rows)
        round_sums = None if more_rounds is None else _added(rounds0, more_rounds)
    else:
        ledger_sums, round_sums = _sums(conn, _LEDGER_SUMS, 0, n), _sums(conn, _ROUND_SUMS, 0, m)
    if ledger_sums is None or round_sums is None:
        return False
    point: dict[str, Any] = {
        "ledger": [n, _hash_at(conn, "SELECT hash FROM ledger WHERE id = ?", n), ledger_sums],
        "rounds": [m, _hash_at(conn, "SELECT hash FROM rounds WHERE seal = ?", m), round_sums]}
    proof = None if fresh else _proof(conn)
    if proof is not None and proof["schema"] == schema_cookie(conn):
        point["proving"] = proof  # the oldest rows are still being proven: no cookie vouches
    else:
        point["schema"] = schema_cookie(conn)
    _set_meta(conn, CHECKPOINT, json.dumps(point, separators=(",", ":")))
    return True


# --- an older checkpoint, proven over a few opens --------------------------------------------
#
# A checkpoint kept by a Feltside from before the schema's cookie (or whose cookie a
# migration could not carry) vouches for nothing until its old rows are added up again.
# On a save of a million rounds that is seconds, so a writable open adds up the next
# PROOF_ROWS rows and PROOF_ROUNDS rounds, again while it has spent less than PROOF_TIME,
# and keeps how far it got (with the cookie at the proof's start): the first open after
# such an upgrade costs about PROOF_TIME, and the proof ends some opens later (measured at
# 290,000 rounds: 150,000 rows and 40,000 rounds took 0.3 s CPU, 1.1 s with the file not
# yet in memory). Meanwhile the anchors and the rows since vouch as at any open; a guard
# touched during the proof (the cookie moves) sends the next open back to the full sums,
# and a proof that ends not adding up sends it to the full check, which names the row.
# A save small enough for one step is proven at its first open, as before.

PROOF_ROWS = 15_000
PROOF_ROUNDS = 4_000
PROOF_TIME = 0.1  # seconds
_PROVEN, _PROVING, _SUM = "proven", "proving", "sum"


def _checkpoint_data(conn: sqlite3.Connection) -> dict[str, Any]:
    try:
        data = json.loads(_meta(conn, CHECKPOINT) or "null")
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def _proof(conn: sqlite3.Connection) -> dict[str, Any] | None:
    """The proof of an older checkpoint under way, or ``None``."""
    proof: Any = _checkpoint_data(conn).get("proving")
    try:
        ok = (_ints(proof["upto"], 2, 0) and _ints(proof["done"], 2, 0)
              and _ints([proof["schema"]], 1, 0)
              and all(_ints(proof[key][0], 5) and _ints(proof[key][1], 4) and len(proof[key]) == 2
                      for key in ("want", "sums")))  # sums weighted by id may be below 0
    except (TypeError, KeyError, IndexError):
        return None
    return proof if ok else None  # anything else garbled: a proof starts again


def _ints(values: Any, count: int, least: int | None = None) -> bool:
    return (isinstance(values, list) and len(values) == count
            and all(type(v) is int and (least is None or v >= least) for v in values))


def _trust(conn: sqlite3.Connection) -> str:
    """How the rows up to the checkpoint are vouched for: by the cookie (:data:`_PROVEN`), by a
    proof under way or one to start (:data:`_PROVING`), or by adding them up now (:data:`_SUM`)."""
    data, cookie = _checkpoint_data(conn), schema_cookie(conn)
    proof = _proof(conn)
    if proof is not None:
        return _PROVING if proof["schema"] == cookie else _SUM
    if "schema" not in data:
        return _PROVING  # an older checkpoint: prove it (read-only: add it up at once)
    return _PROVEN if data["schema"] == cookie else _SUM


def prove_step(conn: sqlite3.Connection) -> bool | None:
    """Add up the next step of an older checkpoint's rows (inside a write transaction):
    ``True`` when the proof has ended and they add up (the cookie now vouches), ``False``
    when they do not, ``None`` while it goes on."""
    data, cookie = _checkpoint_data(conn), schema_cookie(conn)
    proof = _proof(conn)
    if proof is None or proof["schema"] != cookie:
        point = _checkpoint(conn)
        if point is None:
            return False
        (n, _, ledger_sums), (m, _, round_sums), _ = point
        proof = {"schema": cookie, "upto": [n, m], "done": [0, 0],
                 "want": [ledger_sums, round_sums], "sums": [[0] * 5, [0] * 4]}
    (n, m) = proof["upto"]
    start = time.perf_counter()
    while True:  # one step at least, more while the open has time
        rows, rounds = proof["done"]
        more_rows = _sums(conn, _LEDGER_SUMS, rows, min(rows + PROOF_ROWS, n))
        more_rounds = _sums(conn, _ROUND_SUMS, rounds, min(rounds + PROOF_ROUNDS, m))
        if more_rows is None or more_rounds is None:
            return False
        proof["sums"] = [_added(proof["sums"][0], more_rows),
                         _added(proof["sums"][1], more_rounds)]
        proof["done"] = [min(rows + PROOF_ROWS, n), min(rounds + PROOF_ROUNDS, m)]
        if proof["done"] == [n, m] or time.perf_counter() - start >= PROOF_TIME:
            break
    data.pop("proving", None)
    if proof["done"] == [n, m]:
        if proof["sums"] != proof["want"]:
            return False
        data["schema"] = cookie
    else:
        data["proving"] = proof
    _set_meta(conn, CHECKPOINT, json.dumps(data, separators=(",", ":")))
    return proof["done"] == [n, m] or None


def carry_checkpoint(conn: sqlite3.Connection, cookie_before: int) -> None:
    """After a migration (inside its transaction): a checkpoint the cookie vouched for just
    before it keeps vouching, with the cookie the migration leaves (its own guards and
    tables are no one's edit). Anything else is left to be proven or added up."""
    data = _checkpoint_data(conn)
    if data.get("schema") == cookie_before and "proving" not in data:
        data["schema"] = schema_cookie(conn)
        _set_meta(conn, CHECKPOINT, json.dumps(data, separators=(",", ":")))


def _round_break(conn: sqlite3.Connection, money: dict[str, list[str]] | None,
                 after: tuple[int, str] = (0, GENESIS), *, progress: Progress | None = None,
                 done: int = 0) -> str | None:
    """The first finished round that breaks the round chain after ``after``; ``money``: each
    round's ledger hashes already read, or None to read them a thousand rounds at a time;
    ``progress`` told the rows and rounds rehashed (``done`` before the first round)."""
    last_seal, prev = after
    expected_seal = last_seal + 1
    rows = conn.execute(  # by the seal's index: only the rounds after ``after`` are read
        f"SELECT status, seal, hash, {_ROUND_COLUMNS} FROM rounds WHERE seal > ? ORDER BY seal",
        (last_seal,))
    batch: dict[str, list[str]] = {}
    batch_end = last_seal
    for status, seal, stored, *fields in rows:
        rid = fields[0]
        if status == "open":
            return f"Round {rid} was finished and then set back to open: {_TAMPERED}."
        if seal != expected_seal:
            return (f"The chain of finished rounds lacks a round before round {rid}: "
                    f"{_TAMPERED}.")
        if money is None and seal > batch_end:  # the next rounds' own rows, read at once
            batch, batch_end = _money_of_seals(conn, seal, seal + _MONEY_BATCH - 1), seal + _MONEY_BATCH - 1
        own = (batch if money is None else money).get(str(rid), [])
        if stored != _round_digest(conn, prev, int(seal), str(rid), own, fields):
            return f"Round {rid} does not match the save's hash chain: {_TAMPERED}."
        prev, expected_seal = str(stored), expected_seal + 1
        if progress is not None and expected_seal % 1000 == 0:
            progress(done + expected_seal - 1)
    if progress is not None:
        progress(done + expected_seal - 1)
    left_out = conn.execute("SELECT id, status FROM rounds WHERE seal IS NULL AND +status != 'open' "
                            "LIMIT 1").fetchone()
    if left_out is not None:
        return (f"Round {left_out[0]} is {left_out[1]} but is not in the chain of finished rounds: "
                f"{_TAMPERED}.")
    head = _meta(conn, ROUND_HEAD)
    if (head or "0:" + GENESIS) != f"{expected_seal - 1}:{prev}":
        return f"The save's chain of finished rounds does not end where its seal says: {_TAMPERED}."
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


def balance_break(conn: sqlite3.Connection, *, quick: bool = False) -> str | None:
    """One sentence when the cached balance is not the ledger's sum (only an edit does that).

    ``quick`` (a save that has just passed the quick check): the rows up to the checkpoint
    are its kept sum, only the newer ones are added up."""
    point = _checkpoint(conn) if quick else None
    if point is not None:
        n, total = point[0][0], point[0][2][2]
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
                f"{format_money(derived)}: {_TAMPERED}.")
    return None
