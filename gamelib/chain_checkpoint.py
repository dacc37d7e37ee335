"""The hash chains checked at open from a checkpoint, so an open costs the newest rows only.

``gamelib.chain`` hashes every ledger row and finished round into two chains and checks
them in full; rehashing a million rounds at every open would take seconds. So a save that
has passed a check keeps a *checkpoint* (below); an open rehashes only what came after it,
and an older checkpoint (from before the schema's cookie) is proven again over a few opens.
:func:`first_break` and :func:`check_at_open` are the checks the rest of Feltside calls.
"""

from __future__ import annotations

import contextlib
import sqlite3
import time
from typing import Any

from gamelib import chain_rehash
from gamelib import checkpoint_record as record
from gamelib.chain import (
    GENESIS,
    LEDGER_COLUMNS,
    LEDGER_HEAD,
    Progress,
    chain_length,
    full_break,
    ledger_digest,
    meta,
    round_break,
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
# The checkpoint itself (its places, sums and JSON) is ``gamelib.checkpoint_record``.

#: rows and rounds: a save with no checkpoint this small is still checked whole at open; a
#: larger one is rehashed over the next opens and beside play (``gamelib.chain_rehash``)
REHASH_FROM = 40_000

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
        return broken or record.kept_balance_break(conn, quick=quick)


def check_at_open(conn: sqlite3.Connection, *, writable: bool,
                  progress: Progress | None = None) -> str | None:
    """:func:`first_break` as the save opens; a save that passed gets its checkpoint moved
    on when one is due (its own short transaction; a busy or full disk only postpones it,
    and rows another process added since the check are left to the next one). ``progress``
    is told the rows and rounds rehashed when the check runs in full (a small save from
    before checkpoints; one that does not add up). A large save with no checkpoint is
    rehashed in slices over the next opens (``gamelib.chain_rehash``)."""
    if writable and record.read(conn) is None and chain_length(conn) > REHASH_FROM:
        with contextlib.suppress(SaveDataError, sqlite3.OperationalError), transaction(conn):
            if record.read(conn) is None:
                chain_rehash.start_rehash(conn)
    with snapshot(conn):
        broken, quick = with_plain_text(conn, lambda: _check(conn, False, proving=writable,
                                                             progress=progress))
        broken = broken or record.kept_balance_break(conn, quick=quick)
        places = record.places(conn)
        trust = _trust(conn) if quick else None
        due = broken is None and (not quick or trust in (_PROVING, _REHASHING)
                                  or _checkpoint_due(conn))
    proven: bool | None = None
    if due and writable:  # after a full check the sums are made afresh
        with contextlib.suppress(SaveDataError, sqlite3.OperationalError), transaction(conn):
            found = chain_rehash.rehash_step(conn) if trust == _REHASHING else None
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


def _quick_break(conn: sqlite3.Connection, proving: bool = False) -> str | None:
    """``None`` when the save adds up from its checkpoint, else :data:`_UNSURE`."""
    point = record.read(conn)
    if point is None:
        return _UNSURE
    (n, ledger_hash, ledger_sums), (m, round_hash, round_sums), _ = point
    if (record.hash_at(conn, record.LEDGER_HASH_AT, n) != ledger_hash
            or record.hash_at(conn, record.ROUND_HASH_AT, m) != round_hash):
        return _UNSURE
    trust = _trust(conn)
    if (trust == _SUM or (trust == _PROVING and not proving and _proof(conn) is None)) and (
            record.sums(conn, record.LEDGER_SUMS, 0, n) != ledger_sums
            or record.sums(conn, record.ROUND_SUMS, 0, m) != round_sums):
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




def _checkpoint_due(conn: sqlite3.Connection) -> bool:
    """A checkpoint should be written: a step further, or the schema's cookie to keep."""
    current = record.read(conn)
    places = record.places(conn)
    return places != (0, 0) and (current is None or (current[0][0], current[1][0]) != places
                                 or current[2] != record.schema_cookie(conn))


def advance_checkpoint(conn: sqlite3.Connection, places: tuple[int, int] | None = None, *,
                       fresh: bool = True) -> bool:
    """Keep the checkpoint of a save that has just passed a check (inside a write
    transaction); returns whether one was written (a small save needs none). ``places``:
    where it belonged when the check read the save (never past what was checked). The
    sums are the checkpoint's own plus the rows since when the quick check has just vouched
    for it (``fresh=False``), else added up afresh."""
    n, m = record.places(conn) if places is None else places
    if (n, m) == (0, 0):
        return False
    current = None if fresh else record.read(conn)
    if current is not None and current[0][0] <= n and current[1][0] <= m:
        (n0, _, ledger0), (m0, _, rounds0), _ = current
        more_rows, more_rounds = record.sums(conn, record.LEDGER_SUMS, n0, n), record.sums(conn, record.ROUND_SUMS, m0, m)
        ledger_sums = None if more_rows is None else record.added(ledger0, more_rows)
        round_sums = None if more_rounds is None else record.added(rounds0, more_rounds)
    else:
        ledger_sums, round_sums = record.sums(conn, record.LEDGER_SUMS, 0, n), record.sums(conn, record.ROUND_SUMS, 0, m)
    if ledger_sums is None or round_sums is None:
        return False
    point: dict[str, Any] = {
        "ledger": [n, record.hash_at(conn, record.LEDGER_HASH_AT, n), ledger_sums],
        "rounds": [m, record.hash_at(conn, record.ROUND_HASH_AT, m), round_sums]}
    proof = None if fresh else _proof(conn)
    rehash = None if fresh else chain_rehash.rehash_state(conn)
    if proof is not None and proof["schema"] == record.schema_cookie(conn):
        point["proving"] = proof  # the oldest rows are still being proven: no cookie vouches
    elif rehash is not None and rehash["schema"] == record.schema_cookie(conn):
        point["rehash"] = rehash  # the oldest rows are still being rehashed
    else:
        point["schema"] = record.schema_cookie(conn)
    record.write(conn, point)
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
    point = record.read(conn)
    (n0, row_hash), (m0, round_hash) = ((0, GENESIS), (0, GENESIS)) if point is None else (
        point[0][:2], point[1][:2])
    newest = int(conn.execute("SELECT IFNULL(MAX(id), 0) FROM ledger").fetchone()[0])
    sealed = int(conn.execute("SELECT IFNULL(MAX(seal), 0) FROM rounds").fetchone()[0])
    lag = SESSION_STEPS * record.CHECKPOINT_EVERY
    if newest - n0 < lag and sealed - m0 < lag:
        return False
    if point is not None and _trust(conn) not in (_PROVEN, _REHASHING):
        return False
    rows_at, seals_at = record.places(conn)  # never past the last whole step
    n = max(n0, min(n0 + SESSION_CHUNK, rows_at))
    m = max(m0, min(m0 + SESSION_CHUNK, seals_at))
    if (n, m) == (n0, m0):
        return False
    passed = with_plain_text(conn, lambda: (
        _ledger_chained(conn, (n0, row_hash), n) is not None
        and round_break(conn, None, after=(m0, round_hash), upto=m) is None))
    if not passed or record.kept_balance_break(conn, quick=point is not None) is not None:
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


def _proof(conn: sqlite3.Connection) -> dict[str, Any] | None:
    """The proof of an older checkpoint under way, or ``None``."""
    proof: Any = record.data(conn).get("proving")
    try:
        ok = (record.all_ints(proof["upto"], 2, 0) and record.all_ints(proof["done"], 2, 0)
              and record.all_ints([proof["schema"]], 1, 0)
              and all(record.all_ints(proof[key][0], 5) and record.all_ints(proof[key][1], 4) and len(proof[key]) == 2
                      for key in ("want", "sums")))  # sums weighted by id may be below 0
    except (TypeError, KeyError, IndexError):
        return None
    return proof if ok else None  # anything else garbled: a proof starts again


def _trust(conn: sqlite3.Connection) -> str:
    """How the rows up to the checkpoint are vouched for: by the cookie (:data:`_PROVEN`), by a
    proof under way or one to start (:data:`_PROVING`), by a rehash under way
    (:data:`_REHASHING`), or by adding them up now (:data:`_SUM`)."""
    data, cookie = record.data(conn), record.schema_cookie(conn)
    if "rehash" in data:  # a guard touched during the rehash: the claims below cannot add up
        rehash = chain_rehash.rehash_state(conn)
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
    data, cookie = record.data(conn), record.schema_cookie(conn)
    proof = _proof(conn)
    if proof is None or proof["schema"] != cookie:
        point = record.read(conn)
        if point is None:
            return False
        (n, _, ledger_sums), (m, _, round_sums), _ = point
        proof = {"schema": cookie, "upto": [n, m], "done": [0, 0],
                 "want": [ledger_sums, round_sums], "sums": [[0] * 5, [0] * 4]}
    (n, m) = proof["upto"]
    start = time.perf_counter()
    while True:  # one step at least, more while the open has time
        rows, rounds = proof["done"]
        more_rows = record.sums(conn, record.LEDGER_SUMS, rows, min(rows + PROOF_ROWS, n))
        more_rounds = record.sums(conn, record.ROUND_SUMS, rounds, min(rounds + PROOF_ROUNDS, m))
        if more_rows is None or more_rounds is None:
            return False
        proof["sums"] = [record.added(proof["sums"][0], more_rows),
                         record.added(proof["sums"][1], more_rounds)]
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
    record.write(conn, data)
    return proof["done"] == [n, m] or None


def carry_checkpoint(conn: sqlite3.Connection, cookie_before: int) -> None:
    """After a migration (inside its transaction): a checkpoint the cookie vouched for just
    before it keeps vouching, with the cookie the migration leaves (its own guards and
    tables are no one's edit). Anything else is left to be proven or added up."""
    data = record.data(conn)
    if data.get("schema") == cookie_before and "proving" not in data:
        data["schema"] = record.schema_cookie(conn)
        record.write(conn, data)
    elif (rehash := chain_rehash.rehash_state(conn)) is not None and rehash["schema"] == cookie_before:
        data["rehash"] = {**rehash, "schema": record.schema_cookie(conn)}  # goes on where it was
        record.write(conn, data)


def proven_in_full(conn: sqlite3.Connection, places: tuple[int, int]) -> bool:
    """After a full check that passed (``verify --all``) of the rows up to ``places`` (where
    the checkpoint belonged when it read the save): a save being rehashed gets a checkpoint
    there that vouches (its own transaction; a busy or full disk leaves the rehash as it
    was). Returns whether one was written."""
    if chain_rehash.rehash_state(conn) is None:
        return False
    with contextlib.suppress(SaveDataError, sqlite3.OperationalError), transaction(conn):
        return advance_checkpoint(conn, places, fresh=True)
    return False

