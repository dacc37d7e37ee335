"""The hash chains checked at open from a checkpoint, so an open costs the newest rows only.

``gamelib.chain`` hashes every ledger row and finished round into two chains and checks
them in full; rehashing a million rounds at every open would take seconds. So a save that
has passed a check keeps a *checkpoint* (below); an open rehashes only what came after it,
and an older checkpoint (from before the schema's cookie) is proven again over a few opens.
:func:`first_break` and :func:`check_at_open` are the checks the rest of Feltside calls.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from collections.abc import Callable
from typing import Any

from gamelib.chain import (
    GENESIS,
    LEDGER_COLUMNS,
    LEDGER_HEAD,
    TAMPERED,
    Progress,
    balance_break,
    chain_length,
    full_break,
    ledger_break,
    ledger_digest,
    meta,
    round_break,
    set_meta,
    snapshot,
    with_plain_text,
)
from gamelib.errors import SaveDataError
from gamelib.storage import transaction

# --- the checkpoint --------------------------------------------------------------------------
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


def first_break(conn: sqlite3.Connection, *, full: bool = False,
                progress: Progress | None = None) -> str | None:
    """One sentence naming the first row or round that breaks a chain, or the cached balance
    that is not the ledger's sum; ``None`` when whole. All of it read in one snapshot.

    ``full`` rehashes everything; otherwise a save with a checkpoint is checked from it
    (see above) and only what does not add up is checked in full. ``progress`` is told how
    many rows and rounds the full check has rehashed so far (every thousand, and at the end).
    """
    with snapshot(conn):
        broken, quick = with_plain_text(conn, lambda: _check(conn, full, progress=progress))
        return broken or _balance_break(conn, quick=quick)


def check_at_open(conn: sqlite3.Connection, *, writable: bool,
                  progress: Progress | None = None) -> str | None:
    """:func:`first_break` as the save opens; a save that passed gets its checkpoint moved
    on when one is due (its own short transaction; a busy or full disk only postpones it,
    and rows another process added since the check are left to the next one). ``progress``
    is told the rows and rounds rehashed when the check runs in full (a small save from
    before checkpoints; one that does not add up). A large save with no checkpoint is
    rehashed in slices over the next opens (:func:`start_rehash`)."""
    if writable and _checkpoint(conn) is None and chain_length(conn) > REHASH_FROM:
        with contextlib.suppress(SaveDataError, sqlite3.OperationalError), transaction(conn):
            if _checkpoint(conn) is None:
                start_rehash(conn)
    with snapshot(conn):
        broken, quick = with_plain_text(conn, lambda: _check(conn, False, proving=writable,
                                                             progress=progress))
        broken = broken or _balance_break(conn, quick=quick)
        places = _checkpoint_places(conn)
        trust = _trust(conn) if quick else None
        due = broken is None and (not quick or trust in (_PROVING, _REHASHING)
                                  or _checkpoint_due(conn))
    proven: bool | None = None
    if due and writable:  # after a full check the sums are made afresh
        with contextlib.suppress(SaveDataError, sqlite3.OperationalError), transaction(conn):
            found = rehash_step(conn) if trust == _REHASHING else None
            if isinstance(found, str):  # an old row that does not match: nothing is written
                broken = found
            else:
                proven = prove_step(conn) if trust == _PROVING else None
                if proven is not False:
                    advance_checkpoint(conn, places, fresh=not quick)
    if proven is False:  # the old rows do not add up to the sums kept: find what changed
        broken = first_break(conn, full=True, progress=progress)
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
    return full_break(conn, progress), False


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
    head = _ledger_chained(conn, (n, ledger_hash))
    if head is None or (meta(conn, LEDGER_HEAD) or "0:" + GENESIS) != f"{head[0]}:{head[1]}":
        return _UNSURE
    if (conn.execute("SELECT 1 FROM rounds WHERE status = 'open' AND seal IS NOT NULL").fetchone()
            or conn.execute("SELECT 1 FROM (SELECT status FROM rounds WHERE seal IS NULL) "
                            "WHERE status != 'open'").fetchone()):
        return _UNSURE  # a finished round set back to open, or one left out of the chain
    # the rounds' own rows are read a batch of rounds at a time (issue 31: a save kept open
    # for 710,000 rows held every hash since the checkpoint at the next open, ~480 MB)
    return round_break(conn, None, after=(m, round_hash)) and _UNSURE


def _ledger_chained(conn: sqlite3.Connection, after: tuple[int, str],
                    upto: int | None = None) -> tuple[int, str] | None:
    """The last row and its hash when the rows after ``after`` (up to ``upto``) follow on
    from it, one id after the other, each with its own hash; ``None`` at the first that does not."""
    last_id, prev = after
    for *fields, stored in conn.execute(
            f"SELECT {LEDGER_COLUMNS}, hash FROM ledger WHERE id > ? AND id <= ? ORDER BY id",
            (last_id, (1 << 62) if upto is None else upto)):
        if fields[0] != last_id + 1 or stored != ledger_digest(prev, fields):
            return None
        prev, last_id = str(stored), last_id + 1
    return None if upto is not None and last_id != upto else (last_id, prev)


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
        data = json.loads(meta(conn, CHECKPOINT) or "null")
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
    rehash = None if fresh else _rehash(conn)
    if proof is not None and proof["schema"] == schema_cookie(conn):
        point["proving"] = proof  # the oldest rows are still being proven: no cookie vouches
    elif rehash is not None and rehash["schema"] == schema_cookie(conn):
        point["rehash"] = rehash  # the oldest rows are still being rehashed
    else:
        point["schema"] = schema_cookie(conn)
    set_meta(conn, CHECKPOINT, json.dumps(point, separators=(",", ":")))
    return True


# --- a save kept open --------------------------------------------------------------------------
#
# The checkpoint moves on at open; a save kept open for a long session (or a bench adding
# 710,000 rows) left every row since to be rehashed at the next open (46 s CPU). So as a
# round settles, once the checkpoint lags SESSION_STEPS steps behind the newest row (or
# round), the next SESSION_CHUNK rows and rounds after it are checked, each following on
# from the one before, and the checkpoint moved over them, in the round's own transaction:
# the rows an open rehashes stay bounded even after a crash, and no settle rehashes more
# than a chunk (issue 31: moving it over all 2,000 rows at once cost one settle in ~1,000
# 38-79 ms CPU, a dropped frame). A settle adds a few rows, a chunk is far more, so the lag
# falls back under the mark within a settle. Only a checkpoint the cookie vouches for moves
# on here (a guard touched while open, or an older checkpoint being proven, is left to the
# next open); a chunk that does not pass leaves it where it is, and what follows it is left
# to the next open, which names the break. A save small at open starts from the chain's start.

SESSION_STEPS = 4
SESSION_CHUNK = 100  # rows, and rounds, one settle checks at most: ~5 ms CPU (250: ~13 ms)


def keep_up(conn: sqlite3.Connection) -> bool | None:
    """Move the checkpoint on by a chunk while the save stays open, when it lags (inside the
    settling round's write transaction); returns whether it moved, ``None`` when the chunk
    does not pass (the caller stops trying for the session: the next open names the break)."""
    point = _checkpoint(conn)
    (n0, row_hash), (m0, round_hash) = ((0, GENESIS), (0, GENESIS)) if point is None else (
        point[0][:2], point[1][:2])
    newest = int(conn.execute("SELECT IFNULL(MAX(id), 0) FROM ledger").fetchone()[0])
    sealed = int(conn.execute("SELECT IFNULL(MAX(seal), 0) FROM rounds").fetchone()[0])
    lag = SESSION_STEPS * CHECKPOINT_EVERY
    if newest - n0 < lag and sealed - m0 < lag:
        return False
    if point is not None and _trust(conn) not in (_PROVEN, _REHASHING):
        return False
    rows_at, seals_at = _checkpoint_places(conn)  # never past the last whole step
    n = max(n0, min(n0 + SESSION_CHUNK, rows_at))
    m = max(m0, min(m0 + SESSION_CHUNK, seals_at))
    if (n, m) == (n0, m0):
        return False
    passed = with_plain_text(conn, lambda: (
        _ledger_chained(conn, (n0, row_hash), n) is not None
        and round_break(conn, None, after=(m0, round_hash), upto=m) is None))
    if not passed or _balance_break(conn, quick=point is not None) is not None:
        return None
    return advance_checkpoint(conn, (n, m), fresh=point is None)

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
_PROVEN, _PROVING, _SUM, _REHASHING = "proven", "proving", "sum", "rehashing"


def _checkpoint_data(conn: sqlite3.Connection) -> dict[str, Any]:
    try:
        data = json.loads(meta(conn, CHECKPOINT) or "null")
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
    proof under way or one to start (:data:`_PROVING`), by a rehash under way
    (:data:`_REHASHING`), or by adding them up now (:data:`_SUM`)."""
    data, cookie = _checkpoint_data(conn), schema_cookie(conn)
    if "rehash" in data:  # a guard touched during the rehash: the claims below cannot add up
        rehash = _rehash(conn)
        return _REHASHING if rehash is not None and rehash["schema"] == cookie else _SUM
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
    set_meta(conn, CHECKPOINT, json.dumps(data, separators=(",", ":")))
    return proof["done"] == [n, m] or None


def carry_checkpoint(conn: sqlite3.Connection, cookie_before: int) -> None:
    """After a migration (inside its transaction): a checkpoint the cookie vouched for just
    before it keeps vouching, with the cookie the migration leaves (its own guards and
    tables are no one's edit). Anything else is left to be proven or added up."""
    data = _checkpoint_data(conn)
    if data.get("schema") == cookie_before and "proving" not in data:
        data["schema"] = schema_cookie(conn)
        set_meta(conn, CHECKPOINT, json.dumps(data, separators=(",", ":")))
    elif (rehash := _rehash(conn)) is not None and rehash["schema"] == cookie_before:
        data["rehash"] = {**rehash, "schema": schema_cookie(conn)}  # goes on where it was
        set_meta(conn, CHECKPOINT, json.dumps(data, separators=(",", ":")))


# --- a save with no checkpoint, rehashed over a few opens and in the background -------------
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
# REHASH_ROUNDS rounds), and the GUI goes on in the background (``gamelib.chain_rehash``).
# How far it has come is written only after the rows are rehashed, in the same transaction,
# and only while the cookie is the one it began with: a guard dropped or made since sends
# the next open to the full check (the claims are not sums). When it reaches the
# checkpoint's first places the old rows' sums must give the claimed balance; then the
# cookie vouches, as for any checkpoint. A row that does not match stops it where it is:
# the sentence naming it is the tampered save's, and every later open meets it again.

REHASH_FROM = 40_000  # rows and rounds: a save this small is still checked whole at open
REHASH_ROWS = 2_000  # and REHASH_ROUNDS: a step, ~25 ms CPU at a million rounds
REHASH_ROUNDS = 600
REHASH_TIME = 0.05  # seconds an open spends on it at most (past its first step)


def _rehash(conn: sqlite3.Connection) -> dict[str, Any] | None:
    """The rehash under way, or ``None`` (none, or garbled: the full check then)."""
    state: Any = _checkpoint_data(conn).get("rehash")
    try:
        ok = (_ints([state["schema"]], 1, 0) and _ints(state["upto"], 2, 0)
              and _ints(state["done"], 2, 0) and state["done"][0] <= state["upto"][0]
              and state["done"][1] <= state["upto"][1]
              and isinstance(state["at"], list) and len(state["at"]) == 2
              and all(isinstance(h, str) for h in state["at"])
              and all(_ints(state[key][0], 5) and _ints(state[key][1], 4) and len(state[key]) == 2
                      for key in ("sums", "claim")))
    except (TypeError, KeyError, IndexError):
        return None
    return state if ok else None


def start_rehash(conn: sqlite3.Connection) -> bool:
    """Give a large save with no checkpoint one whose old rows are rehashed from now on
    (inside a write transaction); returns whether it was given one."""
    n, m = _checkpoint_places(conn)
    cached = conn.execute("SELECT balance FROM wallet WHERE id = 1").fetchone()
    if (n, m) == (0, 0) or cached is None or type(cached[0]) is not int:
        return False  # nothing to vouch for yet, or a balance to name: the full check
    newer = conn.execute("SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE id > ?",
                         (n,)).fetchone()[0]
    claim = [[0, 0, cached[0] - int(newer), 0, 0], [0, 0, 0, 0]]  # proven when the rehash ends
    point = {"ledger": [n, _hash_at(conn, "SELECT hash FROM ledger WHERE id = ?", n), claim[0]],
             "rounds": [m, _hash_at(conn, "SELECT hash FROM rounds WHERE seal = ?", m), claim[1]],
             "rehash": {"schema": schema_cookie(conn), "upto": [n, m], "done": [0, 0],
                        "at": [GENESIS, GENESIS], "sums": [[0] * 5, [0] * 4], "claim": claim}}
    set_meta(conn, CHECKPOINT, json.dumps(point, separators=(",", ":")))
    return True


def rehash_step(conn: sqlite3.Connection, seconds: float | None = None) -> str | bool | None:
    """Rehash the next old rows of a save being rehashed (inside a write transaction), a step
    at least, more while under ``seconds`` (REHASH_TIME): the sentence naming a row that does
    not match (nothing written), ``True`` when the rehash has ended (the cookie now vouches),
    ``None`` while it goes on (or when there is none to go on with)."""
    state = _rehash(conn)
    if state is None or state["schema"] != schema_cookie(conn):
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
        before, cookie = _rehash(conn), schema_cookie(conn)
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
        if _rehash(conn) != before or schema_cookie(conn) != cookie:
            return None  # an open (or another window) moved it on: the next slice goes on
        return _keep_rehash(conn, state)


def _keep_rehash(conn: sqlite3.Connection, state: dict[str, Any]) -> bool | str | None:
    """Write how far the rehash has come (inside a write transaction); at its end, the claims
    proven (or the sentence when the balance claimed is not the old rows' sum)."""
    data, (n, m) = _checkpoint_data(conn), state["upto"]
    if state["done"] != [n, m]:
        data["rehash"] = state
        set_meta(conn, CHECKPOINT, json.dumps(data, separators=(",", ":")))
        return None
    if state["sums"][0][2] != state["claim"][0][2]:  # the balance claimed for the old rows
        return _balance_break(conn) or (
            f"The save's balance did not match its ledger when its rehash began: {TAMPERED}.")
    for k, key in enumerate(("ledger", "rounds")):  # the claims become the rehashed sums
        kept, claim = data[key][2], state["claim"][k]  # kept: the claim plus the rows since
        since = [have - claimed for have, claimed in zip(kept, claim, strict=True)]
        since[1] = kept[1]  # the last place, not a sum
        data[key][2] = _added(state["sums"][k], since)
    del data["rehash"]
    data["schema"] = state["schema"]
    set_meta(conn, CHECKPOINT, json.dumps(data, separators=(",", ":")))
    return True


def proven_in_full(conn: sqlite3.Connection, places: tuple[int, int]) -> bool:
    """After a full check that passed (``verify --all``) of the rows up to ``places`` (where
    the checkpoint belonged when it read the save): a save being rehashed gets a checkpoint
    there that vouches (its own transaction; a busy or full disk leaves the rehash as it
    was). Returns whether one was written."""
    if _rehash(conn) is None:
        return False
    with contextlib.suppress(SaveDataError, sqlite3.OperationalError), transaction(conn):
        return advance_checkpoint(conn, places, fresh=True)
    return False


def checkpoint_places(conn: sqlite3.Connection) -> tuple[int, int]:
    """Where the checkpoint belongs now (for :func:`proven_in_full`)."""
    return _checkpoint_places(conn)


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
    more_rows = _sums(conn, _LEDGER_SUMS, rows, rows_to)
    more_rounds = _sums(conn, _ROUND_SUMS, rounds, rounds_to)
    if broken or more_rows is None or more_rounds is None:
        return broken or _balance_break(conn) or "The save's ledger cannot be added up."
    state["sums"] = [_added(state["sums"][0], more_rows), _added(state["sums"][1], more_rounds)]
    state["done"] = [rows_to, rounds_to]
    state["at"] = [row_hash, _hash_at(conn, "SELECT hash FROM rounds WHERE seal = ?", rounds_to)]
    return None


def unproven(conn: sqlite3.Connection) -> tuple[int, int] | None:
    """(old ledger rows, old finished rounds) not yet rehashed in a save being rehashed, or
    ``None`` when every row up to the checkpoint is vouched for."""
    state = _rehash(conn)
    if state is None:
        return None
    return state["upto"][0] - state["done"][0], state["upto"][1] - state["done"][1]



def _balance_break(conn: sqlite3.Connection, *, quick: bool = False) -> str | None:
    """The balance check; ``quick`` (a save that has just passed the quick check): the rows
    up to the checkpoint are its kept sum."""
    point = _checkpoint(conn) if quick else None
    return balance_break(conn, None if point is None else (point[0][0], point[0][2][2]))
