"""What a round chains when it opens: its seed commitment, before any card shows.

A round keeps its seed in the save while it is open, so that a round the process died in
can be replayed and finished on the next start (``gamelib.recovery``). The ``rounds`` row
itself is only chained when the round is finished (``gamelib.chain.seal_round``), so an
open round's ``seed`` and ``seed_hash`` could be swapped by hand for those of a settled
winning round, and the restart would deal that winning hand again. To stop that, every
bet row taken at ``open_round`` carries the commitment in its note — and the ledger's
hash chain covers every note — so the commitment a round opened with cannot be changed
without breaking the chain. Recovery, ``settle_round`` and ``verify`` compare the round's
``seed_hash`` with it; a round whose seed does not match is a malfunction (void, refund).

What it does not protect: a person who reads the file can read an open round's seed and
so learn its coming cards (the seed must be kept to finish the round after a crash);
and rounds opened by an older Feltside carry no chained commitment.

>>> note = opening_note("ab" * 32)
>>> chained_commitment([("bet", note)]) == "ab" * 32
True
>>> chained_commitment([("bet", None)]) is None
True
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable

_PREFIX = "seed commitment "


def opening_note(seed_hash: str) -> str:
    """The note of a bet row taken when a round opens (chained with the row)."""
    return _PREFIX + seed_hash


def chained_commitment(rows: Iterable[tuple[object, object]]) -> str | None:
    """The commitment in a round's opening bet rows, given (kind, note) pairs in order;
    ``None`` for a round opened before commitments were chained."""
    for kind, note in rows:
        if kind == "bet" and isinstance(note, str) and note.startswith(_PREFIX):
            return note[len(_PREFIX):]
    return None


def seed_refused(conn: sqlite3.Connection, round_id: str, seed_hash: object) -> bool:
    """True when the round's ``seed_hash`` is not the commitment chained when it opened."""
    # ``+kind``: the round's own rows by its index, never every bet of the save by kind's
    rows = conn.execute("SELECT kind, note FROM ledger WHERE round_id = ? AND +kind = 'bet' "
                        "ORDER BY id LIMIT 1", (round_id,)).fetchall()
    committed = chained_commitment(rows)
    return committed is not None and committed != seed_hash
