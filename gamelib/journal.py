"""The journal: the read side of the wallet's save.

History (rounds, top-ups and resets, newest first), one round's full story, totals per
ledger kind, a session's net result and the checks that the whole save adds up. Every
function only reads the SQLite connection it is given and never writes; ``Wallet``
offers each one as a method (``wallet.history()``, ``wallet.check_integrity()`` …).
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from gamelib import jackpot as _jackpot
from gamelib.errors import IllegalActionError, SaveDataError
from gamelib.storage import iso


@dataclass(frozen=True)
class LedgerRow:
    """One movement of money (amount signed: bets are negative)."""

    id: int
    at: str
    kind: str
    amount: int
    round_id: str | None
    spot: str | None
    note: str | None

    def as_dict(self) -> dict[str, Any]:
        # by hand: dataclasses.asdict copies recursively, a third of verify's reading time
        return {"id": self.id, "at": self.at, "kind": self.kind, "amount": self.amount,
                "round_id": self.round_id, "spot": self.spot, "note": self.note}


def read_json(text: str | None) -> Any:
    """A stored JSON text as a value; ``None`` when absent or unreadable."""
    if text is None:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


# --- the balance ---------------------------------------------------------------------------


def derived_balance(conn: sqlite3.Connection) -> int:
    """Σ of every ledger row, computed now (the truth the cached balance is checked against)."""
    return int(conn.execute("SELECT COALESCE(SUM(amount), 0) FROM ledger").fetchone()[0])


def cached_balance(conn: sqlite3.Connection) -> int:
    """The balance kept in the ``wallet`` row (a trigger keeps it equal to the ledger)."""
    row = conn.execute("SELECT balance FROM wallet WHERE id = 1").fetchone()
    if row is None:
        raise SaveDataError("The save has no wallet row.")
    return int(row[0])


# --- rounds and rows -----------------------------------------------------------------------


def round_row(conn: sqlite3.Connection, rid: str) -> sqlite3.Row:
    """The stored row of round ``rid`` (``IllegalActionError`` when there is none)."""
    cur = conn.execute("SELECT * FROM rounds WHERE id = ?", (rid,))
    cur.row_factory = sqlite3.Row
    row = cur.fetchone()
    if row is None:
        raise IllegalActionError(f"There is no round {rid}.")
    return row


def ledger_rows(conn: sqlite3.Connection, rid: str | None = None) -> list[LedgerRow]:
    """Every ledger row in order (or only round ``rid``'s)."""
    columns = "SELECT id, at, kind, amount, round_id, spot, note FROM ledger"
    if rid is None:
        cur = conn.execute(f"{columns} ORDER BY id")
    else:
        cur = conn.execute(f"{columns} WHERE round_id = ? ORDER BY id", (rid,))
    return [LedgerRow(*r) for r in cur.fetchall()]


#: One line per round with its stakes and returns; ``{rounds}`` picks the rounds.
_ROUNDS_SQL = (
    "SELECT r.id, r.code, r.game, r.table_name, r.status, r.started_at, r.ended_at, "
    "r.void_reason, r.seq, "
    "COALESCE(-SUM(CASE WHEN l.kind = 'bet' THEN l.amount END), 0), "
    "COALESCE(SUM(CASE WHEN l.kind IN ('payout', 'refund') THEN l.amount END), 0) "
    "FROM {rounds} r LEFT JOIN ledger l ON l.round_id = r.id GROUP BY r.id ORDER BY r.seq DESC"
)


def _round_entry(r: tuple[Any, ...]) -> dict[str, Any]:
    return {
        "type": "round",
        "id": r[0],
        "code": r[1],
        "game": r[2],
        "table": r[3],
        "status": r[4],
        "at": r[5],
        "started_at": r[5],
        "ended_at": r[6],
        "void_reason": r[7],
        "bet_cents": int(r[9]),
        "paid_cents": int(r[10]),
        "net_cents": int(r[10]) - int(r[9]),
        "_order": (r[5], 1, int(r[8])),
    }


def history(
    conn: sqlite3.Connection, limit: int | None = None, game: str | None = None
) -> list[dict[str, Any]]:
    """Rounds (and, without ``game``, top-ups and resets) newest first, ready for JSON."""
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 0):
        raise IllegalActionError(f"The history limit must be a whole number ≥ 0, not {limit!r}.")
    tail = f" LIMIT {int(limit)}" if limit is not None else ""
    where = " WHERE game = ?" if game is not None else ""
    args: tuple[Any, ...] = (game,) if game is not None else ()
    picked = f"(SELECT * FROM rounds{where} ORDER BY seq DESC{tail})"
    rounds = conn.execute(_ROUNDS_SQL.format(rounds=picked), args).fetchall()
    entries = [_round_entry(r) for r in rounds]
    if game is None:
        moves = conn.execute(
            "SELECT id, at, kind, amount, note FROM ledger WHERE kind IN ('top-up', 'reset') "
            f"ORDER BY id DESC{tail}"
        ).fetchall()
        for mid, at, kind, amount, note in moves:
            entries.append(
                {
                    "type": kind,
                    "id": int(mid),
                    "at": at,
                    "amount_cents": int(amount),
                    "note": note,
                    "_order": (at, 0, int(mid)),
                }
            )
    entries.sort(key=lambda e: e["_order"], reverse=True)
    if limit is not None:
        entries = entries[:limit]
    for entry in entries:
        del entry["_order"]
    return entries


def round_detail(conn: sqlite3.Connection, rid: str) -> dict[str, Any]:
    """Everything stored about one round: record, seed (hex, once settled), every ledger row."""
    row = round_row(conn, rid)
    rid = str(row["id"])
    picked = "(SELECT * FROM rounds WHERE id = ?)"
    summary = conn.execute(_ROUNDS_SQL.format(rounds=picked), (rid,))
    entry = _round_entry(summary.fetchone())
    del entry["_order"]
    rows = ledger_rows(conn, rid)
    stakes: dict[str, int] = {}
    for r in rows:
        if r.kind == "bet" and r.spot is not None:
            stakes[r.spot] = stakes.get(r.spot, 0) - r.amount
    entry.update(
        {
            "seed_hash": row["seed_hash"],
            # an open round keeps its seed for crash recovery; it is revealed only at the end
            "seed": row["seed"] if row["status"] != "open" else None,
            "seed_kept": row["seed"] is not None,
            "config": read_json(row["config"]) or {},
            "record": read_json(row["record"]),
            "stakes": stakes,
            "rows": [r.as_dict() for r in rows],
            "jackpot": _jackpot.movements_for_round(conn, rid),
        }
    )
    return entry


# --- sums ----------------------------------------------------------------------------------


def net_result_since(conn: sqlite3.Connection, since: datetime | str) -> int:
    """Σ of bets, payouts and refunds since a moment (a session's net result, in cents)."""
    at = since if isinstance(since, str) else iso(since)
    total = conn.execute(
        "SELECT COALESCE(SUM(amount), 0) FROM ledger "
        "WHERE kind IN ('bet', 'payout', 'refund') AND at >= ?",
        (at,),
    ).fetchone()[0]
    return int(total)


def totals(conn: sqlite3.Connection) -> dict[str, int]:
    """Σ amount per ledger kind (signed cents), for reports and checks."""
    rows = conn.execute("SELECT kind, SUM(amount) FROM ledger GROUP BY kind").fetchall()
    return {str(k): int(v) for k, v in rows}


# --- integrity -----------------------------------------------------------------------------


def integrity_problems(conn: sqlite3.Connection) -> list[str]:
    """Every way the save fails to add up (empty when all is well)."""
    try:
        return _integrity_problems(conn)
    except (sqlite3.DatabaseError, ValueError, TypeError) as exc:
        return [f"The save file cannot be read completely ({exc})."]


def _integrity_problems(conn: sqlite3.Connection) -> list[str]:
    problems: list[str] = []
    check = [tuple(r) for r in conn.execute("PRAGMA quick_check").fetchall()]
    if check != [("ok",)]:
        problems.append(f"SQLite quick_check reports {check[0][0]!s}.")
    derived, cached = derived_balance(conn), cached_balance(conn)
    if derived != cached:
        problems.append(f"The ledger adds up to {derived} cents but the balance says {cached}.")
    if derived < 0:
        problems.append(f"The ledger adds up to a negative balance ({derived} cents).")
    loose = conn.execute(
        "SELECT COUNT(*) FROM ledger WHERE kind IN ('bet', 'payout', 'refund') AND round_id IS NULL"
    ).fetchone()[0]
    if loose:
        problems.append(f"{loose} bet/payout/refund rows belong to no round.")
    per_round = conn.execute(
        "SELECT r.id, r.status, r.paid_cents, r.seed, r.seed_hash, "
        "COALESCE(-SUM(CASE WHEN l.kind = 'bet' THEN l.amount END), 0), "
        "COALESCE(SUM(CASE WHEN l.kind = 'payout' THEN l.amount END), 0), "
        "COALESCE(SUM(CASE WHEN l.kind = 'refund' THEN l.amount END), 0) "
        "FROM rounds r LEFT JOIN ledger l ON l.round_id = r.id GROUP BY r.id"
    ).fetchall()
    for rid, status, paid_cents, seed, seed_hash, bets, payouts, refunds in per_round:
        if status == "settled":
            if paid_cents is None or paid_cents != payouts:
                problems.append(f"Round {rid} is settled but its payout marker is wrong.")
            if refunds:
                problems.append(f"Round {rid} is settled but has refunds.")
            if seed is None or not _seed_matches(seed, seed_hash):
                problems.append(f"Round {rid} is settled but its seed does not match.")
        elif status == "void":
            if refunds != bets or paid_cents != refunds:
                problems.append(f"Round {rid} is void but was not refunded exactly.")
            if payouts:
                problems.append(f"Round {rid} is void but has payouts.")
        elif payouts or refunds:
            problems.append(f"Round {rid} is open but has payouts or refunds.")
    problems.extend(_jackpot.integrity_problems(conn))
    return problems


def check_integrity(conn: sqlite3.Connection) -> None:
    """Raise ``SaveDataError`` naming the first problem when the save does not add up."""
    problems = integrity_problems(conn)
    if problems:
        raise SaveDataError(problems[0])


def _seed_matches(seed_hex: str, seed_hash: str) -> bool:
    try:
        return hashlib.sha256(bytes.fromhex(seed_hex)).hexdigest() == seed_hash
    except ValueError:
        return False
