"""The wallet: the one money API every game and screen uses.

Every movement of money is one append-only, hash-chained row of the ``ledger`` table
(``gamelib.chain``), written in one SQLite transaction with what it belongs to. The
balance is the ledger's sum; a cached copy is kept by a trigger and checked on open.
A round is journaled *before* its cards are dealt: ``open_round`` takes every stake;
``settle_round`` pays and reveals the seed; ``void_round`` refunds exactly what was
staked. After a crash ``gamelib.recovery.recover_unfinished`` replays and finishes what was open
(``gamelib.recovery``). Reads (history, totals, checks) are in ``gamelib.wallet_reads``.

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
import logging
import re
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from gamelib import chain, journal
from gamelib import chain_checkpoint as checkpoint
from gamelib import jackpot as _jackpot
from gamelib import round_opening as opening
from gamelib.bad_save import aside_notice, set_aside
from gamelib.chain_rehash import BackgroundRehash, unproven
from gamelib.errors import (
    BetError,
    IllegalActionError,
    InsufficientFundsError,
    SaveDataError,
    SaveTamperedError,
)
from gamelib.lease import ProcessLease
from gamelib.money import format_money
from gamelib.save_file import open_database
from gamelib.storage import (
    database_path,
    iso,
    open_memory_database,
    resolve_data_dir,
    transaction,
    utc_now,
)
from gamelib.wallet_reads import WalletReads
from gamelib.wallet_values import MAX_AMOUNT as MAX_AMOUNT  # re-exported
from gamelib.wallet_values import FinishedRound as FinishedRound  # re-exported
from gamelib.wallet_values import RoundRef as RoundRef  # re-exported
from gamelib.wallet_values import RoundTicket as RoundTicket  # re-exported
from gamelib.wallet_values import VoidedRound as VoidedRound  # re-exported
from gamelib.wallet_values import as_json as _json
from gamelib.wallet_values import cents as _cents
from gamelib.wallet_values import is_durable as _is_durable
from gamelib.wallet_values import is_round_id as is_round_id  # re-exported
from gamelib.wallet_values import round_id_of as _round_id
from gamelib.wallet_values import short_name as _name
from gamelib.wallet_values import spot_amounts as _spot_amounts

log = logging.getLogger(__name__)

#: A new save starts with € 1,000.00 (and a reset returns to it).
START_BALANCE = 100_000
#: The largest balance the wallet allows, for the same reason.
MAX_BALANCE = 1_000_000_000_000
CRASH_REASON = "The game stopped before the round finished."
#: Why a round the process died in was voided when its replay failed or disagreed.
REPLAY_FAILED = "The round could not be replayed after the game stopped."
#: Why a round was voided whose kept seed is not the commitment chained when it opened.
SEED_REFUSED = "The round's seed did not match the commitment kept when it opened."

_SEED_HASH = re.compile(r"^[0-9a-f]{64}$")


# --- the wallet ---------------------------------------------------------------------------


class Wallet(WalletReads):
    """The player's money and the journal of rounds, kept in one SQLite save."""

    def __init__(
        self,
        conn: sqlite3.Connection,
        *,
        notice: str | None = None,
        clock: Callable[[], datetime] = utc_now,
        start_balance: int = START_BALANCE,
        progress: Callable[[int], None] | None = None,
    ) -> None:
        self.conn = conn
        #: One sentence for the player about the save (set aside, repaired), or ``None``.
        self.notice = notice
        #: The data directory and this process's lease on it (``Wallet.open`` sets them):
        #: rounds opened here carry the lease token, so another process never voids them.
        self.data_dir: Path | None = None
        self.lease: ProcessLease | None = None
        self._clock = clock
        self._keeping_up = True  # the checkpoint moves on as rounds settle (chain_checkpoint)
        self._rehash: BackgroundRehash | None = None  # an older save's history, beside play
        self.start_balance = _cents(start_balance, "start balance", allow_zero=True)
        self._check_on_open(progress)

    # -- opening ---------------------------------------------------------------------------

    @classmethod
    def open(
        cls,
        data_dir: str | Path,
        *,
        clock: Callable[[], datetime] = utc_now,
        timeout: float = 5.0,
        progress: Callable[[int], None] | None = None,
    ) -> Wallet:
        """Open the save in ``data_dir`` (a damaged save is set aside; see ``.notice``).

        A save whose ledger chain is broken raises ``SaveTamperedError`` naming the first
        bad row and is left where it is (``start_fresh`` sets it aside when the player
        accepts); a busy, full or read-only save raises or opens read-only, never renamed.
        ``progress`` is told the rows and rounds rehashed when the chains are checked in
        full (a save from before checkpoints, at its first open: see ``gamelib.chain_checkpoint``).
        """
        folder = resolve_data_dir(data_dir)
        conn, notice = open_database(folder, timeout=timeout, clock=clock)
        try:
            wallet = cls(conn, notice=notice, clock=clock, progress=progress)
        except SaveDataError as exc:
            conn.close()
            if not isinstance(exc, SaveTamperedError) and type(exc) is SaveDataError:
                # The file opened but SQLite could not read its money: damaged, kept aside.
                log.warning("save failed its wallet check: %s", exc)
                kept = set_aside(database_path(folder), clock())
                conn, _ = open_database(folder, timeout=timeout, clock=clock)
                wallet = cls(conn, notice=aside_notice("damaged", kept), clock=clock)
            else:
                raise
        wallet.data_dir = folder
        if wallet.read_only is None:
            try:
                ProcessLease.sweep(folder)
                wallet.lease = ProcessLease(folder)
            except (OSError, SaveDataError) as exc:  # no lock files here: rounds have no owner
                log.warning("no process lease in %s: %s", folder, exc)
        return wallet

    @classmethod
    def start_fresh(
        cls, data_dir: str | Path, *, clock: Callable[[], datetime] = utc_now,
        timeout: float = 5.0,
    ) -> Wallet:
        """Keep the current save aside (renamed, never deleted) and open a fresh one.

        What the player accepts after ``SaveTamperedError``; the notice names the kept file.
        """
        folder = resolve_data_dir(data_dir)
        kept = set_aside(database_path(folder), clock())
        log.warning("save with a broken ledger chain kept aside as %s", kept)
        wallet = cls.open(folder, clock=clock, timeout=timeout)
        wallet.notice = aside_notice("tampered", kept)
        return wallet

    @property
    def read_only(self) -> str | None:
        """Why the save can only be read now ("readonly", "full"), or ``None`` when writable."""
        blocked: str | None = getattr(self.conn, "blocked", None)
        return blocked

    @classmethod
    def in_memory(cls, *, clock: Callable[[], datetime] = utc_now) -> Wallet:
        """A wallet in a throw-away in-memory save (tests, fast simulation)."""
        return cls(open_memory_database(), clock=clock)

    def close(self) -> None:
        """Close the save (everything is already committed) and give back the lease."""
        if self._rehash is not None:
            self._rehash.stop()
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

    def _check_on_open(self, progress: Callable[[int], None] | None = None) -> None:
        """Credit a new save's start balance; check the ledger's hash chain and cached balance."""
        try:
            if self._meta("start_credited") is None and self.read_only is None:
                with transaction(self.conn):
                    if self._meta("start_credited") is None:
                        if self.start_balance:
                            self._insert("top-up", self.start_balance, note="start balance")
                        self._set_meta("start_credited", iso(self.now()))
            broken = checkpoint.check_at_open(self.conn, writable=self.read_only is None,
                                              progress=progress)
        except (sqlite3.DatabaseError, ValueError, TypeError, OverflowError) as exc:
            raise SaveDataError(f"The save cannot be read as a wallet ({exc}).") from exc
        if broken:
            log.error("the save's ledger chain is broken: %s", broken)
            raise SaveTamperedError(broken, key="error.save_tampered")

    def rehash_in_background(self) -> bool:
        """Go on rehashing an older save's history beside play (``gamelib.chain_rehash``),
        when it has one not yet proven; returns whether a rehash runs."""
        if (self._rehash is None and self.read_only is None and self.data_dir is not None
                and unproven(self.conn) is not None):
            self._rehash = BackgroundRehash(database_path(self.data_dir)).start()
        return self._rehash is not None

    @property
    def break_found(self) -> str | None:
        """The sentence naming a row the rehash beside play found not matching, or ``None``."""
        return None if self._rehash is None else self._rehash.found

    def verify_chain(self) -> str | None:
        """The sentence naming the first break in the ledger's hash chains (all rehashed)."""
        return checkpoint.first_break(self.conn, full=True)

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
        chain.append(self.conn, at or iso(self.now()), kind, amount, round_id, spot, note)

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
        *,
        seed: bytes | None = None,
    ) -> RoundTicket:
        """Journal a round before its cards are dealt and take every stake (one 'bet' row a spot).

        ``seed_hash`` is the SHA-256 commitment of the round seed (``cards.seed_commitment``).
        Given the ``seed`` itself (it must match), the round is kept with it and its opening
        stakes, so a round the process dies in can be replayed and finished on the next start.
        """
        game = _name(game, "game name")
        table = _name(table, "table name")
        taken = _spot_amounts(stakes, "stake", allow_zero=False)
        if not isinstance(seed_hash, str) or not _SEED_HASH.match(seed_hash):
            raise IllegalActionError("The seed commitment must be 64 lowercase hex digits.")
        config_json = _json({} if config is None else config, "round configuration")
        seed_hex = None
        if seed is not None:
            if not isinstance(seed, bytes | bytearray) or (
                    hashlib.sha256(bytes(seed)).hexdigest() != seed_hash):
                raise IllegalActionError("The round seed does not match its commitment.")
            seed_hex = bytes(seed).hex()
        total = sum(taken.values())
        self._require_funds(total)
        with transaction(self.conn):
            self._require_funds(total)
            now = self.now()
            kept = self._meta("round_seq") or ""  # a damaged page may garble it: MAX(seq) rules
            seq = int(kept) + 1 if kept.isascii() and kept.isdigit() else 1
            last = self.conn.execute("SELECT MAX(seq) FROM rounds").fetchone()[0]
            seq = max(seq, int(last or 0) + 1)
            self._set_meta("round_seq", str(seq))
            rid = f"{now:%Y%m%d-%H%M%S}-{seq:06d}"
            code = f"#{now:%H:%M:%S}"
            at = iso(now)
            self.conn.execute(
                "INSERT INTO rounds(id, seq, code, game, table_name, status, started_at, "
                "seed_hash, config, owner, seed, stakes) "
                "VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?, ?, ?, ?)",
                (rid, seq, code, game, table, at, seed_hash, config_json, self._owner(),
                 seed_hex, _json(taken, "stakes") if seed_hex else None),
            )
            note = opening.opening_note(seed_hash)  # chained before any card shows
            for spot, amount in taken.items():
                self._insert("bet", -amount, round_id=rid, spot=spot, at=at, note=note)
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

    def journal_decision(self, ref: RoundRef, action: str, params: Mapping[str, Any]) -> None:
        """Keep a decision taken in an open round (with its stake, in the same transaction)."""
        action = _name(action, "decision")
        params_json = _json(dict(params), "decision details")
        with transaction(self.conn):
            rid = str(self._open_round_row(ref)["id"])
            n = self.conn.execute("SELECT COUNT(*) FROM decisions WHERE round_id = ?",
                                  (rid,)).fetchone()[0]
            self.conn.execute("INSERT INTO decisions(round_id, n, action, params) "
                              "VALUES (?, ?, ?, ?)", (rid, int(n) + 1, action, params_json))

    def journaled_decisions(self, ref: RoundRef) -> list[tuple[str, dict[str, Any]]]:
        """The decisions kept for a round, in order."""
        rows = self.conn.execute("SELECT action, params FROM decisions WHERE round_id = ? "
                                 "ORDER BY n", (_round_id(ref),)).fetchall()
        return [(str(a), dict(journal.read_json(p) or {})) for a, p in rows]

    def staked(self, ref: RoundRef) -> int:
        """All money staked in a round so far, in cents."""
        rid = str(self._round_row(ref)["id"])
        return self._sum(rid, "bet", negate=True)

    def _sum(self, rid: str, kind: str, *, negate: bool = False) -> int:
        # ``+kind`` here and in _void: by the round's own index, not every row of that kind
        total = self.conn.execute(
            "SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE round_id = ? AND +kind = ?",
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
        if (hashlib.sha256(bytes(seed)).hexdigest() != row["seed_hash"]
                or opening.seed_refused(self.conn, str(row["id"]), row["seed_hash"])):
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
            chain.seal_round(self.conn, str(row["id"]))
            if self._keeping_up:  # a long session's next open stays quick
                self._keep_up_checkpoint()
        return total

    def _keep_up_checkpoint(self) -> None:
        """Move the chain checkpoint on by a chunk (inside the settling round's transaction).
        A busy or full disk, or a chunk that does not pass, stops it for the session: the
        next open catches up (and names any break), so it is only written to the app's log."""
        try:
            kept = checkpoint.keep_up(self.conn)
        except (SaveDataError, sqlite3.OperationalError) as exc:
            log.warning("the chain checkpoint stops keeping up for this session: %s", exc)
            self._keeping_up = False
            return
        if kept is None:
            log.warning("the chain checkpoint stops keeping up for this session: "
                        "the rows after it are left to the next open's check")
        self._keeping_up = kept is not None

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
            "SELECT spot, -SUM(amount) FROM ledger WHERE round_id = ? AND +kind = 'bet' "
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
        chain.seal_round(self.conn, rid)
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

    def orphan_round_ids(self) -> list[str]:
        """Open rounds whose process died (its lease is gone), durable rounds left out."""
        rows = self.conn.execute(
            "SELECT id, owner, config FROM rounds WHERE status = 'open' ORDER BY seq")
        return [str(rid) for rid, owner, config in rows.fetchall()
                if not self._owner_alive(owner) and not _is_durable(config)]

    def void_orphan(self, rid: str, reason: str) -> VoidedRound:
        """Void and refund one open round (recovery's last resort)."""
        with transaction(self.conn):
            return self._void(self._open_round_row(rid), reason)
