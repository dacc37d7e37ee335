"""The journal reads the save and never writes: it answers on a read-only connection
exactly as the wallet's own methods do. (The contents of each answer are tested
through the wallet in test_ledger.py.)"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from gamelib import journal
from gamelib.cards import seed_commitment
from gamelib.errors import IllegalActionError, SaveDataError
from gamelib.ledger import Wallet
from gamelib.storage import DB_NAME

SEED = bytes(range(32))


@pytest.fixture
def played(tmp_path: Path) -> Iterator[tuple[Wallet, sqlite3.Connection, list[str]]]:
    """A save with a settled round, a voided one and a top-up, plus a read-only view of it."""
    wallet = Wallet.open(tmp_path)
    won = wallet.open_round("video-poker", "t", {"bet": 500}, seed_commitment(SEED), {"n": 1})
    wallet.settle_round(won, {"bet": 1500}, {"hand": "As Ad"}, SEED)
    voided = wallet.open_round(
        "texas-bonus", "t", {"ante": 200, "bonus": 100}, seed_commitment(SEED)
    )
    wallet.void_round(voided, "test")
    wallet.top_up(2500)
    ro = sqlite3.connect(f"file:{tmp_path / DB_NAME}?mode=ro", uri=True)
    yield wallet, ro, [won.id, voided.id]
    ro.close()
    wallet.close()


def test_reads_on_a_read_only_connection_match_the_wallet(
    played: tuple[Wallet, sqlite3.Connection, list[str]],
) -> None:
    wallet, ro, ids = played
    assert journal.history(ro) == wallet.history()
    assert journal.history(ro, 1, "video-poker") == wallet.history(1, "video-poker")
    for rid in ids:
        assert journal.round_detail(ro, rid) == wallet.round_detail(rid)
        assert journal.ledger_rows(ro, rid) == wallet.ledger_rows(rid)
    assert journal.ledger_rows(ro) == wallet.ledger_rows()
    assert (
        journal.totals(ro)
        == wallet.totals()
        == {
            "top-up": 100_000 + 2500,
            "bet": -800,
            "payout": 1500,
            "refund": 300,
        }
    )
    assert journal.net_result_since(ro, "2000") == wallet.net_result_since("2000") == 1000
    assert journal.derived_balance(ro) == journal.cached_balance(ro) == wallet.balance
    assert journal.integrity_problems(ro) == []
    journal.check_integrity(ro)


def test_unknown_round_and_bad_limit_are_clear_errors(
    played: tuple[Wallet, sqlite3.Connection, list[str]],
) -> None:
    _, ro, _ = played
    with pytest.raises(IllegalActionError, match="There is no round nope"):
        journal.round_detail(ro, "nope")
    with pytest.raises(IllegalActionError, match="history limit"):
        journal.history(ro, -1)


def test_a_save_that_does_not_add_up_is_named() -> None:
    wallet = Wallet.in_memory()
    wallet.conn.execute("UPDATE wallet SET balance = balance + 1 WHERE id = 1")
    problems = journal.integrity_problems(wallet.conn)
    assert problems and "balance says" in problems[0]
    with pytest.raises(SaveDataError, match="balance says"):
        journal.check_integrity(wallet.conn)


@pytest.mark.parametrize(
    ("text", "value"), [(None, None), ("[1, 2]", [1, 2]), ("{bad", None), ("null", None)]
)
def test_read_json(text: str | None, value: object) -> None:
    assert journal.read_json(text) == value
