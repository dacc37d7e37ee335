"""What a wallet reads back (history, a round's story, totals, checks) and its key/value state.

A mixin of ``gamelib.ledger.Wallet``: every read is a function of ``gamelib.journal`` on
the wallet's connection; the key/value state is small JSON other modules keep in the save.
"""

from __future__ import annotations

import json
import sqlite3
from datetime import datetime
from typing import Any

from gamelib import journal
from gamelib.errors import IllegalActionError
from gamelib.journal import LedgerRow
from gamelib.storage import transaction
from gamelib.wallet_values import RoundRef
from gamelib.wallet_values import round_id_of as _round_id
from gamelib.wallet_values import short_name as _name


class WalletReads:
    """The read side and key/value state of a wallet (``self.conn`` is its save)."""

    conn: sqlite3.Connection

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
