"""What a determined editor does after changing a save: recompute the whole hash chain.

The chain (``gamelib.chain``) catches accidents and casual edits; it cannot catch this,
because the save is a local file with no secret to sign with. Tests use it to reach the
checks that lie behind the chain (``verify`` replaying a round from its seed).
"""

from __future__ import annotations

import sqlite3

from gamelib import chain
from gamelib.schema import trigger_sql


def rechain(conn: sqlite3.Connection) -> None:
    """Recompute every ledger hash, every round seal, both heads and the cached balance."""
    conn.execute("UPDATE rounds SET seal = NULL, hash = NULL")
    conn.execute("DELETE FROM meta WHERE key IN (?, ?)", (chain.LEDGER_HEAD, chain.ROUND_HEAD))
    chain.backfill(conn)  # drops and restores the trigger that guards ledger rows
    conn.execute("UPDATE wallet SET balance = (SELECT COALESCE(SUM(amount), 0) FROM ledger)")
    assert trigger_sql("ledger_never_changed")
    conn.commit()
