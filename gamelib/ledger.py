"""The wallet: the one money API every game and screen uses.

Every movement of money is one append-only row of the ``ledger`` table, written in
one SQLite transaction together with whatever it belongs to (a round opened, a round
settled, a round voided). The balance is the sum of the ledger; a cached copy in the
``wallet`` row is kept by a trigger in the same transaction and checked on open.

A round is journaled *before* its cards are dealt: ``open_round`` records it and
takes every stake; ``settle_round`` pays and reveals the seed; ``void_round`` refunds
exactly what was staked. After a crash ``recover_unfinished`` voids what was open.
Reading the save back (history, one round's detail, totals, integrity checks) lives
in ``gamelib.journal``; the wallet offers each as a method.

>>> w = Wallet.in_memory()
>>> w.balance
100000
>>> from gamelib.cards import seed_commitment
>>> seed = bytes(32)
>>> t = w.open_round("video-poker", "Jacks or Better", {"bet": 500}, seed_commitment(seed), {})
>>> w.balance
99500
>>> w.settle_round(t, {"bet": 1000}, {"hand": "Js Jd 4c 7h 9s"}, seed)
1000
>>> w.balance
100500
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from gamelib import jackpot as _jackpot
from gamelib import journal
from gamelib.bad_save import aside_notice, set_aside
from gamelib.errors import BetError, IllegalActionError, InsufficientFundsError, SaveDataError
from gamelib.i18n import register, tr
from gamelib.journal import LedgerRow
from gamelib.lease import ProcessLease
from gamelib.money import format_money
from gamelib.storage import (
    database_path,
    iso,
    open_database,
    open_memory_database,
    resolve_data_dir,
    transaction,
    utc_now,
)

log = logging.getLogger(__name__)

register(
    {
        "en": {
            "wallet.voided": "Round {code} was voided and your bets of {amount} were returned.",
            "wallet.voided_empty": "Round {code} was voided; it had no bets to return.",
        },
        "it": {
            "wallet.voided": (
                "La mano {code} è stata annullata e le tue puntate di {amount} sono state restituite."
            ),
            "wallet.voided_empty": "La mano {code} è stata annullata; non aveva puntate da restituire.",
        },
    }
)

#: A new save starts with € 1,000.00 (and a reset returns to it).
START_BALANCE = 100_000
#: The largest single amount the wallet accepts (€ 1,000,000,000.00): far from SQLite's int64.
MAX_AMOUNT = 100_000_000_000
#: The largest balance the wallet allows, for the same reason.
MAX_BALANCE = 1_000_000_000_000
CRASH_REASON = "The game stopped before the round finished."

_SEED_HASH = re.compile(r"^[0-9a-f]{64}$")
_ROUND_ID = re.compile(r"^\d{8}-\d{6}-\d{6,}$")


@dataclass(frozen=True)
class RoundTicket:
    """What ``open_round`` hands back: the stored id, the on-screen code and the stakes taken."""

    id: str
    code: str
    game: str
    table: str
    started_at: str
    seed_hash: str
    stakes: Mapping[str, int] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.id

    @property
    def total_stake(self) -> int:
        """All money taken when the round opened, in cents."""
        return sum(self.stakes.values())


@dataclass(frozen=True)
class VoidedRound:
    """A round that was voided and refunded: enough for one sentence to the player."""

    id: str
    code: str
    game: str
    table: str
    refunded_cents: int
    reason: str

    def message(self, lang: str = "en") -> str:
        """``Round #05:23:16 was voided and your bets of € 5.00 were returned.`` (en or it)"""
        key = "wallet.voided" if self.refunded_cents else "wallet.voided_empty"
        return tr(key, lang, code=self.code, amount=format_money(self.refunded_cents, lang))


RoundRef = str | RoundTicket


# --- validation ---------------------------------------------------------------------------


def _cents(value: object, what: str, *, allow_zero: bool = False) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BetError(f"The {what} must be a whole number of cents, not {value!r}.")
    if value < 0 or (value == 0 and not allow_zero):
        raise BetError(f"The {what} must be more than zero, not {value}.")
    if value > MAX_AMOUNT:
        raise BetError(f"The {what} of {format_money(value)} is larger than the wallet accepts.")
    return value


def _name(value: object, what: str) -> str:
    if not isinstance(value, str) or not value.strip() or len(value) > 80:
        raise IllegalActionError(f"The {what} must be a short non-empty text, not {value!r}.")
    return value


def _json(value: object, what: str) -> str:
    if not isinstance(value, dict):
        raise IllegalActionError(f"The {what} must be a dictionary, not {type(value).__name__}.")
    try:
        return json.dumps(value, sort_keys=True, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise IllegalActionError(f"The {what} cannot be stored as JSON ({exc}).") from exc


def _spot_amounts(values: object, what: str, *, allow_zero: bool) -> dict[str, int]:
    if not isinstance(values, Mapping):
        raise BetError(f"The {what} must map each bet spot to cents.")
    checked: dict[str, int] = {}
    for spot, amount in values.items():
        checked[_name(spot, "bet spot name")] = _cents(
            amount, f"{what} on {spot}", allow_zero=allow_zero
        )
    return checked


def _round_id(ref: object) -> str:
    rid = ref.id if isinstance(ref, RoundTicket) else ref
    if not isinstance(rid, str) or not rid:
        raise IllegalActionError(f"{ref!r} is not a round id.")
    return rid


# --- the wallet ---------------------------------------------------------------------------


class Wallet:
    """The player's money and the journal of rounds, kept in one SQLite save."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        *,
        notice: str | None = None,
        clock: Callable[[], datetime] = utc_now,
        start_balance: int = START_BALANCE,
    ) -> None:
        self.conn = conn
        #: One sentence for the player about the save (set aside, repaired), or ``None``.
        self.notice = notice
        #: The data directory and this process's lease on it (``Wallet.open`` sets them):
        #: rounds opened here carry the lease token, so another process never voids them.
        self.data_dir: Path | None = None
        self.lease: ProcessLease | None = None
        self._clock = clock
        self.start_balance = _cents(start_balance, "start balance", allow_zero=True)
        #: True when the cached balance disagreed with the ledger on open and was corrected.
        self.balance_repaired = False
        self._check_on_open()

    # -- opening ---------------------------------------------------------------------------

    @classmethod
    def open(
        cls,
        data_dir: str | Path,
        *,
        clock: Callable[[], datetime] = utc_now,
        timeout: float = 5.0,
    ) -> Wallet:
        """Open the save in ``data_dir`` (a bad save is set aside; see ``.notice``)."""
        folder = resolve_data_dir(data_dir)
        conn, notice = open_database(folder, timeout=timeout, clock=clock)
        try:
            wallet = cls(conn, notice=notice, clock=clock)
        except SaveDataError as exc:
            # The file opened but its money does not add up: keep it aside, start fresh.
            log.warning("save failed its wallet check: %s", exc)
            conn.close()
            kept = set_aside(database_path(folder), clock())
            conn, _ = open_database(folder, timeout=timeout, clock=clock)
            wallet = cls(conn, notice=aside_notice("damaged", kept), clock=clock)
        wallet.data_dir = folder
        try:
            ProcessLease.sweep(folder)
            wallet.lease = ProcessLease(folder)
        except (OSError, SaveDataError) as exc:  # no lock files here: rounds have no owner
            log.warning("no process lease in %s: %s", folder, exc)
        return wallet

    @classmethod
    def in_memory(cls, *, clock: Callable[[], datetime] = utc_now) -> Wallet:
        """A wallet in a throw-away in-memory save (tests, fast simulation)."""
        return cls(open_memory_database(), clock=clock)

    def close(self) -> None:
        """Close the save (everything is already committed) and give back the lease."""
        self.conn.close()
        if self.lease is not None:
            self.lease.release()
            self.lease = None

    def __enter__(self) -> Wallet:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One all-or-nothing write; wallet calls inside it join it (see ``storage.transaction``)."""
        with transaction(self.conn) as conn:
            yield conn

    def now(self) -> datetime:
        """The wallet's clock (UTC); injected in tests."""
        return self._clock().astimezone(UTC)

    def _check_on_open(self) -> None:
        try:
            with transaction(self.conn):
                started = self._meta("start_credited")
                if started is None:
                    if self.start_balance:
                        self._insert("top-up", self.start_balance, note="start balance")
                    self._set_meta("start_credited", iso(self.now()))
                derived = self.derived_balance()
                cached = journal.cached_balance(self.conn)
                if derived != cached:
                    if derived < 0:
                        raise SaveDataError("The save's ledger adds up to a negative balance.")
                    log.warning(
                        "cached balance %d differs from ledger %d; ledger wins", cached, derived
                    )
                    self.conn.execute("UPDATE wallet SET balance = ? WHERE id = 1", (derived,))
                    self.balance_repaired = True
        except (sqlite3.DatabaseError, ValueError, TypeError, OverflowError) as exc:
            raise SaveDataError(f"The save cannot be read as a wallet ({exc}).") from exc

    def _meta(self, key: str) -> str | None:
        row = self.conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def _set_meta(self, key: str, value: str) -> None:
        self.conn.execute(
            "INSERT INTO meta(key, value) VALUES (?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    def _insert(
        self,
        kind: str,
        amount: int,
        *,
        round_id: str | None = None,
        spot: str | None = None,
        note: str | None = None,
        at: str | None = None,
    ) -> None:
        self.conn.execute(
            "INSERT INTO ledger(at, kind, amount, round_id, spot, note) VALUES (?, ?, ?, ?, ?, ?)",
            (at or iso(self.now()), kind, amount, round_id, spot, note),
        )

    # -- the balance ---------------------------------------------------------------------

    @property
    def balance(self) -> int:
        """The balance in cents: Σ ledger rows (the cached copy, kept equal by a trigger)."""
        return journal.cached_balance(self.conn)

    def derived_balance(self) -> int:
        """Σ of every ledger row, computed now (the truth the cached balance is checked against)."""
        return journal.derived_balance(self.conn)

    def can_afford(self, amount: int) -> bool:
        """True when ``amount`` cents could be staked now."""
        return (
            isinstance(amount, int) and not isinstance(amount, bool) and 0 <= amount <= self.balance
        )

    def _require_funds(self, amount: int) -> None:
        balance = self.balance
        if amount > balance:
            raise InsufficientFundsError(
                f"Bets of {format_money(amount)} are more than the balance of {format_money(balance)}.",
                key="error.balance_short",
            )

    def top_up(self, amount: int) -> None:
        """Add play money (the cashier)."""
        amount = _cents(amount, "top-up")
        if self.balance + amount > MAX_BALANCE:
            raise BetError(f"A balance above {format_money(MAX_BALANCE)} is not allowed.")
        with transaction(self.conn):
            self._insert("top-up", amount)

    def reset_balance(self) -> None:
        """Bring the balance back to the start amount with one adjusting 'reset' row."""
        if self.open_round_ids():
            raise IllegalActionError("Finish the rounds in play before resetting the balance.")
        with transaction(self.conn):
            delta = self.start_balance - self.balance
            if delta:
                self._insert("reset", delta, note="balance reset")

    # -- rounds --------------------------------------------------------------------------

    def open_round(
        self,
        game: str,
        table: str,
        stakes: Mapping[str, int],
        seed_hash: str,
        config: dict[str, Any] | None = None,
    ) -> RoundTicket:
        """Journal a round before its cards are dealt and take every stake (one 'bet' row a spot).

        ``seed_hash`` is the SHA-256 commitment of the round seed (``cards.seed_commitment``).
        """
        game = _name(game, "game name")
        table = _name(table, "table name")
        taken = _spot_amounts(stakes, "stake", allow_zero=False)
        if not isinstance(seed_hash, str) or not _SEED_HASH.match(seed_hash):
            raise IllegalActionError("The seed commitment must be 64 lowercase hex digits.")
        config_json = _json({} if config is None else config, "round configuration")
        total = sum(taken.values())
        self._require_funds(total)
        with transaction(self.conn):
            self._require_funds(total)
            now = self.now()
            seq = int(self._meta("round_seq") or "0") + 1
            last = self.conn.execute("SELECT MAX(seq) FROM rounds").fetchone()[0]
            seq = max(seq, int(last or 0) + 1)
            self._set_meta("round_seq", str(seq))
            rid = f"{now:%Y%m%d-%H%M%S}-{seq:06d}"
            code = f"#{now:%H:%M:%S}"
            at = iso(now)
            self.conn.execute(
                "INSERT INTO rounds(id, seq, code, game, table_name, status, started_at, "
                "seed_hash, config, owner) VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?, ?)",
                (rid, seq, code, game, table, at, seed_hash, config_json, self._owner()),
            )
            for spot, amount in taken.items():
                self._insert("bet", -amount, round_id=rid, spot=spot, at=at)
        return RoundTicket(rid, code, game, table, at, seed_hash, dict(taken))

    def _round_row(self, ref: RoundRef) -> sqlite3.Row:
        return journal.round_row(self.conn, _round_id(ref))

    def _open_round_row(self, ref: RoundRef) -> sqlite3.Row:
        row = self._round_row(ref)
        if row["status"] != "open":
            raise IllegalActionError(f"Round {row['id']} is already {row['status']}.")
        return row

    def round_status(self, ref: RoundRef) -> str:
        """'open', 'settled' or 'void'."""
        return str(self._round_row(ref)["status"])

    def add_stake(self, ref: RoundRef, spot: str, amount: int) -> None:
        """Take a bet placed by a decision during the round (PLAY 2x, RAISE, DOUBLE…)."""
        spot = _name(spot, "bet spot name")
        amount = _cents(amount, f"stake on {spot}")
        self._open_round_row(ref)
        self._require_funds(amount)
        with transaction(self.conn):
            row = self._open_round_row(ref)
            self._require_funds(amount)
            self._insert("bet", -amount, round_id=row["id"], spot=spot)

    def staked(self, ref: RoundRef) -> int:
        """All money staked in a round so far, in cents."""
        rid = str(self._round_row(ref)["id"])
        return self._sum(rid, "bet", negate=True)

    def _sum(self, rid: str, kind: str, *, negate: bool = False) -> int:
        total = self.conn.execute(
            "SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE round_id = ? AND kind = ?",
            (rid, kind),
        ).fetchone()[0]
        return -int(total) if negate else int(total)

    def settle_round(
        self,
        ref: RoundRef,
        payouts: Mapping[str, int],
        record: dict[str, Any],
        seed: bytes,
    ) -> int:
        """Pay a round and close it in one transaction; returns the total paid in cents.

        ``payouts`` maps a spot to the money returned on it, stake included (zero is skipped);
        ``record`` is the JSON story of the round (cards, decisions, per-bet results);
        ``seed`` is revealed and must match the commitment given at ``open_round``.
        """
        paid = _spot_amounts(payouts, "payout", allow_zero=True)
        record_json = _json(record, "round record")
        if not isinstance(seed, bytes | bytearray) or not seed:
            raise IllegalActionError("The round seed must be bytes.")
        row = self._open_round_row(ref)
        if hashlib.sha256(bytes(seed)).hexdigest() != row["seed_hash"]:
            raise IllegalActionError(
                f"The seed does not match the commitment shown for round {row['id']}."
            )
        total = sum(paid.values())
        if self.balance + total > MAX_BALANCE:
            raise BetError(f"A balance above {format_money(MAX_BALANCE)} is not allowed.")
        with transaction(self.conn):
            row = self._open_round_row(ref)
            at = iso(self.now())
            for spot, amount in paid.items():
                if amount:
                    self._insert("payout", amount, round_id=row["id"], spot=spot, at=at)
            self.conn.execute(
                "UPDATE rounds SET status = 'settled', ended_at = ?, record = ?, seed = ?, "
                "paid_cents = ? WHERE id = ? AND status = 'open'",
                (at, record_json, bytes(seed).hex(), total, row["id"]),
            )
        return total

    def void_round(self, ref: RoundRef, reason: str) -> VoidedRound:
        """Void an open round: refund exactly what it staked (per spot) and undo its jackpot share."""
        reason = _name(reason, "void reason") if reason else "voided"
        self._open_round_row(ref)
        with transaction(self.conn):
            return self._void(self._open_round_row(ref), reason)

    def _void(self, row: sqlite3.Row, reason: str) -> VoidedRound:
        rid = str(row["id"])
        at = iso(self.now())
        per_spot = self.conn.execute(
            "SELECT spot, -SUM(amount) FROM ledger WHERE round_id = ? AND kind = 'bet' "
            "GROUP BY spot ORDER BY MIN(id)",
            (rid,),
        ).fetchall()
        refunded = 0
        for spot, amount in per_spot:
            if amount:
                self._insert("refund", int(amount), round_id=rid, spot=spot, at=at, note=reason)
                refunded += int(amount)
        _jackpot.reverse_round(self.conn, rid, at)
        self.conn.execute(
            "UPDATE rounds SET status = 'void', ended_at = ?, void_reason = ?, paid_cents = ? "
            "WHERE id = ? AND status = 'open'",
            (at, reason, refunded, rid),
        )
        log.info("round %s voided (%s), %d cents refunded", rid, reason, refunded)
        return VoidedRound(
            rid, str(row["code"]), str(row["game"]), str(row["table_name"]), refunded, reason
        )

    def _owner(self) -> str | None:
        return self.lease.token if self.lease is not None else None

    def _owner_alive(self, owner: str | None) -> bool:
        if owner is None or self.data_dir is None:
            return False
        return ProcessLease.is_alive(self.data_dir, owner)

    def open_round_ids(self) -> list[str]:
        """Ids of rounds still open, oldest first."""
        rows = self.conn.execute("SELECT id FROM rounds WHERE status = 'open' ORDER BY seq")
        return [str(r[0]) for r in rows]

    def recover_unfinished(self, reason: str = CRASH_REASON) -> list[VoidedRound]:
        """Void and refund every round left open by a process that died; call it at start.

        Rounds still being played by a running process (this one, or another window on
        the same save) are left alone: their owner still holds its lease. So are durable
        rounds (opened with ``config={"durable": True, …}``): a Twister tournament's buy-in
        stays staked across restarts, and the tournament resumes from its last hand.
        """
        rows = self.conn.execute(
            "SELECT id, owner, config FROM rounds WHERE status = 'open' ORDER BY seq")
        orphans = [str(rid) for rid, owner, config in rows.fetchall()
                   if not self._owner_alive(owner) and not _is_durable(config)]
        voided = []
        with transaction(self.conn):
            for rid in orphans:
                row = self._round_row(rid)
                if row["status"] == "open":
                    voided.append(self._void(row, reason))
        return voided

    # -- key/value state -----------------------------------------------------------------

    def kv_get(self, key: str, default: Any = None) -> Any:
        """A JSON value another module stored under ``key`` (``default`` when absent or unreadable)."""
        row = self.conn.execute("SELECT value FROM state WHERE key = ?", (key,)).fetchone()
        if row is None:
            return default
        value = journal.read_json(row[0])
        return default if value is None and row[0] != "null" else value

    def kv_set(self, key: str, value: Any) -> None:
        """Store a JSON value under ``key`` (replacing it)."""
        key = _name(key, "state key")
        try:
            text = json.dumps(value, sort_keys=True, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise IllegalActionError(
                f"The value for {key} cannot be stored as JSON ({exc})."
            ) from exc
        with transaction(self.conn):
            self.conn.execute(
                "INSERT INTO state(key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, text),
            )

    def kv_delete(self, key: str) -> None:
        """Forget ``key`` (nothing happens when absent)."""
        with transaction(self.conn):
            self.conn.execute("DELETE FROM state WHERE key = ?", (key,))

    # -- the journal: reads only, see gamelib.journal ------------------------------------

    def ledger_rows(self, round_id: RoundRef | None = None) -> list[LedgerRow]:
        """Every ledger row in order (or only one round's)."""
        return journal.ledger_rows(self.conn, None if round_id is None else _round_id(round_id))

    def history(self, limit: int | None = None, game: str | None = None) -> list[dict[str, Any]]:
        """Rounds (and, without ``game``, top-ups and resets) newest first, ready for JSON."""
        return journal.history(self.conn, limit, game)

    def round_detail(self, ref: RoundRef) -> dict[str, Any]:
        """Everything stored about one round: record, seed (hex, once settled), every ledger row."""
        return journal.round_detail(self.conn, _round_id(ref))

    def net_result_since(self, since: datetime | str) -> int:
        """Σ of bets, payouts and refunds since a moment (a session's net result, in cents)."""
        return journal.net_result_since(self.conn, since)

    def totals(self) -> dict[str, int]:
        """Σ amount per ledger kind (signed cents), for reports and checks."""
        return journal.totals(self.conn)

    def integrity_problems(self) -> list[str]:
        """Every way the save fails to add up (empty when all is well)."""
        return journal.integrity_problems(self.conn)

    def check_integrity(self) -> None:
        """Raise ``SaveDataError`` naming the first problem when the save does not add up."""
        journal.check_integrity(self.conn)


def _is_durable(config_json: str | None) -> bool:
    config = journal.read_json(config_json)
    return isinstance(config, dict) and config.get("durable") is True


def is_round_id(text: str) -> bool:
    """True for a stored round id such as ``20261122-052316-000123``."""
    return bool(_ROUND_ID.match(text))
