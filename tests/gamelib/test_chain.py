"""Issue 16: the tamper-evident ledger. Each edit the adversarial pass made passed silently;
now each is found at open, named in one sentence, and the save is left where it is."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from gamelib import chain, schema
from gamelib.cards import seed_commitment
from gamelib.errors import SaveTamperedError
from gamelib.ledger import Wallet
from gamelib.save_file import open_database
from gamelib.storage import DB_NAME

SEED = bytes(range(32))
HASH = seed_commitment(SEED)


def played(folder: Path) -> dict[str, str]:
    """A save with a top-up, a won round, a lost round and a voided round."""
    w = Wallet.open(folder)
    w.top_up(2_000)
    won = w.open_round("video-poker", "1", {"bet": 500}, HASH, {})
    w.settle_round(won, {"bet": 1_000}, {"hand": "Js Jd"}, SEED)
    lost = w.open_round("video-poker", "1", {"bet": 300, "side": 100}, HASH, {})
    w.settle_round(lost, {}, {"hand": "2c 7d"}, SEED)
    void = w.open_round("video-poker", "1", {"bet": 200}, HASH, {})
    w.void_round(void, "test")
    w.close()
    return {"won": won.id, "lost": lost.id, "void": void.id}


def edit(folder: Path, *sql: tuple[str, tuple[object, ...]]) -> None:
    with sqlite3.connect(folder / DB_NAME) as conn:
        for statement, args in sql:
            conn.execute(statement, args)


def reopen_fails(folder: Path, words: str) -> str:
    before = (folder / DB_NAME).stat().st_size
    with pytest.raises(SaveTamperedError) as caught:
        Wallet.open(folder)
    message = str(caught.value)
    assert words in message and "changed outside Feltside" in message
    assert message.count(". ") == 0 and message.endswith(".")  # one sentence
    assert not list(folder.glob("*.bad-*")) and (folder / DB_NAME).stat().st_size == before
    return message


def test_an_untouched_save_is_whole(tmp_path: Path) -> None:
    played(tmp_path)
    with Wallet.open(tmp_path) as w:
        assert w.verify_chain() is None


def test_an_inserted_top_up_is_found(tmp_path: Path) -> None:
    played(tmp_path)
    edit(tmp_path, ("INSERT INTO ledger(at, kind, amount) VALUES ('2026', 'top-up', 50000000)",
                    ()))
    reopen_fails(tmp_path, "a top-up of € 500,000.00")


def test_a_payout_raised_under_a_dropped_trigger_is_found(tmp_path: Path) -> None:
    rounds = played(tmp_path)
    edit(tmp_path,
         ("DROP TRIGGER ledger_never_changed", ()),
         ("UPDATE ledger SET amount = 100000 WHERE kind = 'payout' AND round_id = ?",
          (rounds["won"],)),
         (schema.trigger_sql("ledger_never_changed"), ()),
         ("UPDATE wallet SET balance = (SELECT SUM(amount) FROM ledger)", ()))
    reopen_fails(tmp_path, "a payout of € 1,000.00")


def test_deleted_bet_rows_are_found(tmp_path: Path) -> None:
    rounds = played(tmp_path)
    edit(tmp_path,
         ("DROP TRIGGER ledger_never_deleted", ()),
         ("DELETE FROM ledger WHERE kind = 'bet' AND round_id = ?", (rounds["lost"],)),
         (schema.trigger_sql("ledger_never_deleted"), ()),
         ("UPDATE wallet SET balance = (SELECT SUM(amount) FROM ledger)", ()))
    reopen_fails(tmp_path, "Ledger row")


def test_the_newest_rows_deleted_are_found(tmp_path: Path) -> None:
    played(tmp_path)
    edit(tmp_path,
         ("DROP TRIGGER ledger_never_deleted", ()),
         ("DELETE FROM ledger WHERE id = (SELECT MAX(id) FROM ledger)", ()),
         (schema.trigger_sql("ledger_never_deleted"), ()),
         ("UPDATE wallet SET balance = (SELECT SUM(amount) FROM ledger)", ()))
    reopen_fails(tmp_path, "ledger ends at row")


@pytest.mark.parametrize("which", ["lost", "void"])
def test_a_finished_round_set_back_to_open_is_found(tmp_path: Path, which: str) -> None:
    """It was refunded a second time on the next start; now the start refuses the save."""
    rounds = played(tmp_path)
    edit(tmp_path,
         ("DROP TRIGGER round_closed_once", ()),
         ("UPDATE rounds SET status = 'open', owner = NULL WHERE id = ?", (rounds[which],)),
         (schema.trigger_sql("round_closed_once"), ()))
    reopen_fails(tmp_path, f"Round {rounds[which]}")


def test_a_reopened_round_with_its_seal_removed_is_found(tmp_path: Path) -> None:
    rounds = played(tmp_path)
    edit(tmp_path,
         ("DROP TRIGGER round_closed_once", ()),
         ("UPDATE rounds SET status = 'open', seal = NULL, hash = NULL WHERE id = ?",
          (rounds["won"],)),
         (schema.trigger_sql("round_closed_once"), ()))
    reopen_fails(tmp_path, "lacks a round")


def test_a_hand_edited_balance_is_found_not_quietly_corrected(tmp_path: Path) -> None:
    played(tmp_path)
    edit(tmp_path, ("UPDATE wallet SET balance = 99999999", ()))
    reopen_fails(tmp_path, "balance says € 999,999.99")


def test_a_changed_round_record_is_found(tmp_path: Path) -> None:
    rounds = played(tmp_path)
    edit(tmp_path, ("UPDATE rounds SET record = '{\"hand\": \"As Ad\"}' WHERE id = ?",
                    (rounds["lost"],)))
    reopen_fails(tmp_path, f"Round {rounds['lost']} does not match")


def test_the_player_can_accept_a_fresh_save_and_the_old_one_is_kept(tmp_path: Path) -> None:
    played(tmp_path)
    edit(tmp_path, ("UPDATE wallet SET balance = 1", ()))
    with Wallet.start_fresh(tmp_path) as w:
        assert w.balance == 100_000 and "changed outside Feltside" in (w.notice or "")
    [kept] = [p for p in tmp_path.glob("*.bad-*") if not p.name.endswith(("-wal", "-shm"))]
    assert kept.stat().st_size > 0


def test_an_older_save_gets_its_chain_once_on_first_open(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(schema, "SCHEMA_VERSION", 2)
    conn, _ = open_database(tmp_path)
    conn.execute("BEGIN")
    conn.execute("INSERT INTO ledger(at, kind, amount) VALUES ('2025', 'top-up', 100000)")
    conn.execute("INSERT INTO rounds(id, seq, code, game, table_name, status, started_at, "
                 "ended_at, seed_hash, seed, paid_cents) VALUES ('r1', 1, '#1', 'video-poker', "
                 "'1', 'settled', '2025', '2025', ?, ?, 0)", (HASH, SEED.hex()))
    conn.execute("INSERT INTO ledger(at, kind, amount, round_id, spot) "
                 "VALUES ('2025', 'bet', -500, 'r1', 'bet')")
    conn.execute("INSERT INTO meta(key, value) VALUES ('start_credited', '2025')")
    conn.execute("COMMIT")
    conn.close()
    monkeypatch.undo()
    with Wallet.open(tmp_path) as w:  # migrated: every old row hashed, the round sealed
        assert w.verify_chain() is None and w.balance == 99_500
        assert w.conn.execute("SELECT COUNT(*) FROM ledger WHERE hash IS NULL").fetchone()[0] == 0
        assert w.conn.execute("SELECT seal FROM rounds WHERE id = 'r1'").fetchone()[0] == 1
        heads = w.conn.execute("SELECT value FROM meta WHERE key = ?",
                               (chain.LEDGER_HEAD,)).fetchone()[0]
    with Wallet.open(tmp_path) as w:  # and only once: the second open changes nothing
        assert w.conn.execute("SELECT value FROM meta WHERE key = ?",
                              (chain.LEDGER_HEAD,)).fetchone()[0] == heads
