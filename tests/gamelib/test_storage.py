"""The save file: opened safely, bad files kept aside with one sentence, never a crash."""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
from datetime import UTC, datetime
from pathlib import Path

import pytest

from gamelib import schema as storage  # the schema's names (patched by the migration tests)
from gamelib.errors import SaveBusyError, SaveDataError
from gamelib.save_file import open_database
from gamelib.schema import SCHEMA_VERSION, split_statements
from gamelib.storage import (
    APP_ID,
    DB_NAME,
    configure_logging,
    default_data_dir,
    log_path,
    open_memory_database,
    resolve_data_dir,
    transaction,
)

FIXED = datetime(2026, 11, 22, 5, 23, 16, tzinfo=UTC)


def clock() -> datetime:
    return FIXED


def aside_files(data_dir: Path) -> list[Path]:
    return sorted(p for p in data_dir.iterdir() if ".bad-" in p.name)


def assert_fresh(conn: sqlite3.Connection) -> None:
    assert conn.execute("PRAGMA application_id").fetchone()[0] == APP_ID
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
    assert meta["app"] == "feltside"
    assert meta["schema_version"] == str(SCHEMA_VERSION)


def make_good_save(data_dir: Path) -> None:
    conn, notice = open_database(data_dir)
    assert notice is None
    with transaction(conn):
        conn.execute("INSERT INTO state(key, value) VALUES ('marker', '42')")
    conn.close()


def test_default_data_dir_is_platformdirs() -> None:
    path = default_data_dir()
    assert path.name == "Feltside"


def test_tests_never_reach_the_real_user_data_dir(no_real_user_data_dir: Path,
                                                  tmp_path_factory: pytest.TempPathFactory) -> None:
    """conftest points the user data directory and the user cache folder (the video poker
    cache, 14 MB a pay table) at a temporary folder, in this process and in the commands tests
    start."""
    import sys

    import platformdirs

    from gamelib import storage
    from gamelib.games.video_poker.analysis import default_cache_dir

    base = tmp_path_factory.getbasetemp()
    assert storage.default_data_dir() == no_real_user_data_dir
    assert no_real_user_data_dir.is_relative_to(base)
    assert default_cache_dir().is_relative_to(base)  # the user cache folder (XDG_CACHE_HOME)
    if sys.platform.startswith("linux"):
        assert os.environ["XDG_DATA_HOME"] == str(no_real_user_data_dir.parent)
        assert Path(platformdirs.user_data_dir("Feltside", appauthor=False)).is_relative_to(base)


def test_resolve_data_dir_creates_override(tmp_path: Path) -> None:
    target = tmp_path / "a" / "b"
    assert resolve_data_dir(target) == target
    assert target.is_dir()
    assert resolve_data_dir(str(target)) == target


def test_resolve_data_dir_that_is_a_file(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SaveDataError, match="data folder"):
        resolve_data_dir(blocker)


def test_new_save_has_schema_and_pragmas(tmp_path: Path) -> None:
    conn, notice = open_database(tmp_path)
    assert notice is None
    assert_fresh(conn)
    assert {
        r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")
    } >= storage.REQUIRED_TABLES
    conn.close()
    assert (tmp_path / DB_NAME).exists()
    assert not (tmp_path / (DB_NAME + ".new")).exists()


def test_reopen_keeps_data(tmp_path: Path) -> None:
    make_good_save(tmp_path)
    conn, notice = open_database(tmp_path)
    assert notice is None
    assert conn.execute("SELECT value FROM state WHERE key='marker'").fetchone()[0] == "42"
    conn.close()
    assert aside_files(tmp_path) == []


def _truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])


def _random_bytes(path: Path) -> None:
    path.write_bytes(os.urandom(8192))


def _zero_length(path: Path) -> None:
    path.write_bytes(b"")


def _text_file(path: Path) -> None:
    path.write_text("this is not a database\n" * 100)


def _corrupt_middle(path: Path) -> None:
    data = bytearray(path.read_bytes())
    for i in range(200, len(data), 97):
        data[i] ^= 0x5A
    path.write_bytes(bytes(data))


def _foreign_sqlite(path: Path) -> None:
    path.unlink()
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE customers(id INTEGER PRIMARY KEY, name TEXT)")
    other.execute("INSERT INTO customers(name) VALUES ('Ada')")
    other.commit()
    other.close()


def _other_app_id(path: Path) -> None:
    path.unlink()
    other = sqlite3.connect(path)
    other.execute("PRAGMA application_id = 1234")
    other.execute("CREATE TABLE meta(key TEXT, value TEXT)")
    other.commit()
    other.close()


def _newer_schema(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = '999' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()


def _missing_table(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE state")
    conn.commit()
    conn.close()


def _directory(path: Path) -> None:
    path.unlink()
    path.mkdir()
    (path / "inside.txt").write_text("keep me")


BREAKERS = {
    "truncated": (_truncate, "cut short|damaged"),
    "random bytes": (_random_bytes, "damaged"),
    "zero length": (_zero_length, "cut short"),
    "text file": (_text_file, "damaged"),
    "corrupt pages": (_corrupt_middle, "damaged"),
    "foreign sqlite": (_foreign_sqlite, "not a Feltside save"),
    "other app id": (_other_app_id, "not a Feltside save"),
    "newer schema": (_newer_schema, "newer version"),
    "missing table": (_missing_table, "damaged"),
    "directory": (_directory, "damaged"),
}


@pytest.mark.parametrize("case", sorted(BREAKERS))
def test_bad_save_is_kept_aside_and_fresh_one_started(tmp_path: Path, case: str) -> None:
    make_good_save(tmp_path)
    path = tmp_path / DB_NAME
    breaker, reason = BREAKERS[case]
    breaker(path)
    before = path.read_bytes() if path.is_file() else None

    conn, notice = open_database(tmp_path, clock=clock)

    assert notice is not None
    assert notice.startswith("Your save file ")
    assert notice.endswith("and a fresh one was started.")
    assert notice.count(".") >= 1 and "\n" not in notice
    import re

    assert re.search(reason, notice)
    kept = aside_files(tmp_path)
    assert kept, "the bad file must be kept, never deleted"
    main_kept = tmp_path / f"{DB_NAME}.bad-20261122-052316"
    assert main_kept.exists()
    assert main_kept.name in notice
    if before is not None:
        assert main_kept.read_bytes() == before
    else:
        assert (main_kept / "inside.txt").read_text() == "keep me"
    assert_fresh(conn)
    assert conn.execute("SELECT COUNT(*) FROM state").fetchone()[0] == 0
    conn.close()
    # the fresh save opens cleanly next time
    conn, notice = open_database(tmp_path)
    assert notice is None
    conn.close()


def test_two_bad_saves_in_the_same_second_both_kept(tmp_path: Path) -> None:
    for _ in range(2):
        (tmp_path / DB_NAME).write_bytes(os.urandom(4096))
        conn, notice = open_database(tmp_path, clock=clock)
        assert notice is not None
        conn.close()
    assert len(aside_files(tmp_path)) == 2


def test_wal_and_shm_travel_with_the_bad_file(tmp_path: Path) -> None:
    make_good_save(tmp_path)
    path = tmp_path / DB_NAME
    _random_bytes(path)
    Path(str(path) + "-wal").write_bytes(b"stale wal")
    Path(str(path) + "-shm").write_bytes(b"stale shm")
    conn, notice = open_database(tmp_path, clock=clock)
    assert notice is not None
    conn.close()
    kept = tmp_path / f"{DB_NAME}.bad-20261122-052316"
    assert Path(str(kept) + "-wal").read_bytes() == b"stale wal"
    assert Path(str(kept) + "-shm").read_bytes() == b"stale shm"


def test_stray_wal_without_database_is_kept_aside(tmp_path: Path) -> None:
    Path(str(tmp_path / DB_NAME) + "-wal").write_bytes(os.urandom(5000))
    conn, notice = open_database(tmp_path, clock=clock)
    assert notice is not None
    assert_fresh(conn)
    conn.close()


def test_locked_save_is_waited_for_then_reported_never_set_aside(tmp_path: Path) -> None:
    """Issue 16: a save another program holds for longer than the wait is busy, not damaged."""
    make_good_save(tmp_path)
    before = (tmp_path / DB_NAME).read_bytes()
    holder = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(SaveBusyError, match="already running"):
            open_database(tmp_path, timeout=0.2, clock=clock)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert aside_files(tmp_path) == []
    assert (tmp_path / DB_NAME).read_bytes() == before


def test_brief_lock_is_waited_for(tmp_path: Path) -> None:
    make_good_save(tmp_path)
    holder = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")
    timer = threading.Timer(0.2, lambda: holder.execute("COMMIT"))
    timer.start()
    try:
        conn, notice = open_database(tmp_path, timeout=5.0)
    finally:
        timer.join()
        holder.close()
    assert notice is None
    conn.close()


def test_transaction_commits_and_rolls_back(tmp_path: Path) -> None:
    conn, _ = open_database(tmp_path)
    with transaction(conn):
        conn.execute("INSERT INTO state VALUES ('a', '1')")
    with pytest.raises(RuntimeError), transaction(conn):
        conn.execute("INSERT INTO state VALUES ('b', '2')")
        raise RuntimeError("boom")
    assert [r[0] for r in conn.execute("SELECT key FROM state")] == ["a"]
    assert not conn.in_transaction
    conn.close()


def test_nested_transaction_is_a_savepoint() -> None:
    conn = open_memory_database()
    with transaction(conn):
        conn.execute("INSERT INTO state VALUES ('outer', '1')")
        with pytest.raises(ValueError), transaction(conn):
            conn.execute("INSERT INTO state VALUES ('inner', '2')")
            raise ValueError
        with transaction(conn):
            conn.execute("INSERT INTO state VALUES ('inner2', '3')")
    assert sorted(r[0] for r in conn.execute("SELECT key FROM state")) == ["inner2", "outer"]


def test_ledger_rows_are_append_only() -> None:
    conn = open_memory_database()
    conn.execute("INSERT INTO ledger(at, kind, amount) VALUES ('t', 'top-up', 500)")
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute("UPDATE ledger SET amount = 1")
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute("DELETE FROM ledger")
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute("INSERT INTO ledger(at, kind, amount) VALUES ('t', 'bet', 5)")
    with pytest.raises(sqlite3.IntegrityError):
        conn.execute("INSERT INTO ledger(at, kind, amount) VALUES ('t', 'top-up', 1.5)")
    with pytest.raises(sqlite3.IntegrityError):  # balance would go negative
        conn.execute("INSERT INTO ledger(at, kind, amount) VALUES ('t', 'reset', -501)")
    assert conn.execute("SELECT balance FROM wallet").fetchone()[0] == 500


def test_split_statements_keeps_trigger_bodies() -> None:
    parts = split_statements(storage.SCHEMA_V1)
    assert any(p.startswith("CREATE TRIGGER") and p.count(";") >= 2 for p in parts)
    with pytest.raises(ValueError):
        split_statements("CREATE TABLE x (a")


def test_migration_from_older_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    make_good_save(tmp_path)
    monkeypatch.setattr(storage, "SCHEMA_VERSION", SCHEMA_VERSION + 1)
    monkeypatch.setattr(
        storage,
        "MIGRATIONS",
        {**storage.MIGRATIONS, SCHEMA_VERSION: "CREATE TABLE extra (x INTEGER);"},
    )
    conn, notice = open_database(tmp_path)
    assert notice is None
    version = conn.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0]
    assert version == str(SCHEMA_VERSION + 1)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    assert conn.execute("SELECT COUNT(*) FROM extra").fetchone()[0] == 0
    assert conn.execute("SELECT value FROM state WHERE key='marker'").fetchone()[0] == "42"
    conn.close()


def test_logging_to_data_dir(tmp_path: Path) -> None:
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        path = configure_logging(tmp_path)
        assert path == log_path(tmp_path) == tmp_path / "feltside.log"
        configure_logging(tmp_path)
        added = [h for h in root.handlers if h not in before]
        assert len(added) == 1
        logging.getLogger("gamelib.test").warning("a round was voided")
        for h in added:
            h.flush()
        assert "a round was voided" in path.read_text(encoding="utf-8")
    finally:
        for h in list(root.handlers):
            if h not in before:
                root.removeHandler(h)
                h.close()


def test_version_1_save_is_migrated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A save made by the first schema opens, gains the new columns and keeps its data."""
    monkeypatch.setattr(storage, "SCHEMA_VERSION", 1)
    make_good_save(tmp_path)
    monkeypatch.undo()
    conn, notice = open_database(tmp_path)
    assert notice is None
    assert_fresh(conn)
    columns = {r[1] for r in conn.execute("PRAGMA table_info(rounds)")}
    assert "owner" in columns
    assert conn.execute("SELECT value FROM state WHERE key='marker'").fetchone()[0] == "42"
    conn.close()


def test_new_and_migrated_schemas_agree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fresh = open_memory_database()
    monkeypatch.setattr(storage, "SCHEMA_VERSION", 1)
    make_good_save(tmp_path)
    monkeypatch.undo()
    migrated, _ = open_database(tmp_path)

    def shape(conn: sqlite3.Connection) -> set[tuple[str, str]]:
        rows = conn.execute("SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
        tables = {r[1] for r in rows if r[0] == "table"}
        cols = {(t, c[1]) for t in tables for c in conn.execute(f"PRAGMA table_info({t})")}
        names = {(r[0], r[1]) for r in conn.execute("SELECT type, name FROM sqlite_master")}
        return cols | names

    assert shape(fresh) == shape(migrated)
    migrated.close()
