"""Issue 16: a busy, full or read-only disk never costs a save; the first start is race-free.

Tests run as root, which ignores file permissions, so read-only media are simulated the
way SQLite meets them: the connection SQLite silently opens read-only (``?mode=ro``), or
the OS refusing to create a file (``EROFS``). A full disk is SQLite's own SQLITE_FULL
(``PRAGMA max_page_count``) or the OS's ``ENOSPC``.
"""

from __future__ import annotations

import errno
import multiprocessing
import os
import sqlite3
import stat
from pathlib import Path

import pytest

from gamelib import save_file, storage
from gamelib.errors import SaveBusyError, SaveFullError, SaveReadOnlyError
from gamelib.ledger import Wallet
from gamelib.save_file import open_database
from gamelib.storage import DB_NAME


def aside(folder: Path) -> list[Path]:
    return list(folder.glob("*.bad-*"))


def good_save(folder: Path) -> int:
    with Wallet.open(folder) as w:
        w.top_up(1_234)
        return w.balance


def test_a_save_opened_read_only_by_sqlite_reads_and_refuses_writes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    balance = good_save(tmp_path)
    real = storage.connect_save

    def read_only(path: Path, timeout: float, *, uri_query: str = "") -> storage.SaveConnection:
        return real(path, timeout, uri_query=uri_query or "mode=ro")

    monkeypatch.setattr(save_file, "connect_save", read_only)
    with Wallet.open(tmp_path) as w:  # the balance and history still work
        assert w.read_only == "readonly" and w.balance == balance and w.history()
        with pytest.raises(SaveReadOnlyError, match="read-only, so nothing can be played"):
            w.top_up(100)
        assert w.balance == balance
    assert aside(tmp_path) == []


def test_a_read_only_folder_cannot_start_a_save_and_says_why(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(save_file, "private_file", refuse)
    with pytest.raises(SaveReadOnlyError, match="read-only"):
        open_database(tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_a_full_disk_at_open_keeps_the_save_and_reading_works(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The healthy save was set aside 5 of 5 times; now it opens read-only."""
    balance = good_save(tmp_path)
    real = storage.connect_save

    def full(path: Path, timeout: float, *, uri_query: str = "") -> storage.SaveConnection:
        conn = real(path, timeout, uri_query=uri_query)
        if not uri_query:  # the read-write open: every new page is refused
            pages = conn.execute("PRAGMA page_count").fetchone()[0]
            conn.execute(f"PRAGMA max_page_count = {pages}")
            conn.execute("CREATE TEMP TABLE t(x)")  # (temp pages are not the disk's)
            orig = conn.execute

            def execute(sql: str, *args: object) -> object:
                if sql.startswith("UPDATE meta SET value = value"):
                    orig("INSERT INTO state(key, value) VALUES ('probe', ?)", ("x" * 50_000,))
                return orig(sql, *args)

            conn.execute = execute  # type: ignore[method-assign]
        return conn

    monkeypatch.setattr(save_file, "connect_save", full)
    with Wallet.open(tmp_path) as w:
        assert w.read_only == "full" and w.balance == balance
        with pytest.raises(SaveFullError, match="disk holding the save is full"):
            w.top_up(100)
    assert aside(tmp_path) == []
    monkeypatch.undo()  # space again
    with Wallet.open(tmp_path) as w:
        assert w.read_only is None
        w.top_up(100)
        assert w.balance == balance + 100


def test_no_space_for_a_new_save_is_one_sentence(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    def no_space(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(save_file, "create_schema", no_space)
    with pytest.raises(SaveFullError, match="full"):
        open_database(tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == [DB_NAME + ".lock"]  # no half-made save


def test_the_opening_lock_is_waited_for_a_bounded_time(tmp_path: Path) -> None:
    from gamelib.lease import private_file, try_lock

    holder = private_file(tmp_path / (DB_NAME + ".lock"), keep_open=True)
    assert try_lock(holder)
    slept: list[float] = []
    try:
        with pytest.raises(SaveBusyError, match="already running"), \
                save_file._opening_lock(tmp_path, 0.5, sleep=slept.append):
            pass
    finally:
        holder.close()
    assert sum(slept) == pytest.approx(0.5)  # waited the bound (fake clock), then reported


def _start(folder: str, results: multiprocessing.Queue) -> None:  # type: ignore[type-arg]
    try:
        with Wallet.open(folder) as w:
            results.put(("ok", w.balance, w.notice))
    except Exception as exc:  # noqa: BLE001 - reported to the test
        results.put(("error", repr(exc), None))


def test_four_processes_starting_at_once_share_one_fresh_save(tmp_path: Path) -> None:
    """They collided on the fixed name feltside.sqlite3.new: 3 of 4 died, a save was set aside."""
    ctx = multiprocessing.get_context("fork")
    results = ctx.Queue()
    procs = [ctx.Process(target=_start, args=(str(tmp_path), results)) for _ in range(4)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
    outcomes = [results.get(timeout=5) for _ in procs]
    assert outcomes == [("ok", 100_000, None)] * 4, outcomes
    assert aside(tmp_path) == []
    assert not [p for p in tmp_path.iterdir() if ".new" in p.name]
    with Wallet.open(tmp_path) as w:
        assert w.balance == 100_000 and len(w.ledger_rows()) == 1  # credited once


@pytest.mark.parametrize("offset", [18, 19])
def test_a_header_with_an_unknown_format_version_is_damaged_at_open(
        tmp_path: Path, offset: int) -> None:
    """Byte 18 = 3 opened, showed a balance, then failed every write."""
    good_save(tmp_path)
    data = bytearray((tmp_path / DB_NAME).read_bytes())
    data[offset] = 3
    (tmp_path / DB_NAME).write_bytes(bytes(data))
    with Wallet.open(tmp_path) as w:
        assert w.notice is not None and "kept aside" in w.notice
        w.top_up(100)  # and the fresh save takes writes
    assert len([p for p in aside(tmp_path) if not p.name.endswith(("-wal", "-shm"))]) == 1


def test_files_are_private_whatever_the_umask(tmp_path: Path) -> None:
    old = os.umask(0)
    try:
        folder = tmp_path / "new" / "data"
        storage.configure_logging(folder)
        with Wallet.open(folder) as w:
            w.top_up(100)
            lease = w.lease.path if w.lease else None
        mode = lambda p: stat.S_IMODE(p.stat().st_mode)  # noqa: E731
        assert mode(folder) == 0o700 and mode(tmp_path / "new") == 0o700
        assert mode(folder / DB_NAME) == 0o600
        assert mode(folder / "feltside.log") == 0o600
        assert mode(folder / "leases") == 0o700
        assert lease is not None
    finally:
        os.umask(old)
        import logging

        root = logging.getLogger()
        for h in list(root.handlers):
            if isinstance(h, logging.FileHandler) and str(folder) in h.baseFilename:
                root.removeHandler(h)
                h.close()


def test_a_log_that_cannot_be_opened_falls_back_to_stderr(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import logging

    def refuse(*args: object, **kwargs: object) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(storage, "_PrivateLog", refuse)
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        storage.configure_logging(tmp_path)  # no "internal error: OSError"
        added = [h for h in root.handlers if h not in before]
        assert len(added) == 1 and isinstance(added[0], logging.StreamHandler)
    finally:
        for h in list(root.handlers):
            if h not in before:
                root.removeHandler(h)


def test_an_empty_data_dir_never_means_the_real_user_save(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 16: `--data-dir ""` silently used the real user save."""
    from gamelib.cli import main as cli_main

    monkeypatch.setattr(storage, "default_data_dir", lambda: tmp_path / "real-user")
    for blank in ("", "  "):
        assert cli_main(["--data-dir", blank, "balance"]) == 1
        err = capsys.readouterr().err
        assert "data folder name is empty" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "real-user").exists()


def test_balance_works_on_a_full_disk_with_a_round_left_open(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 16: every command, balance included, exited 1 while the open round could not be
    finished; now the round waits and balance answers (one line says why)."""
    from gamelib.cards import seed_commitment
    from gamelib.cli import main as cli_main

    with Wallet.open(tmp_path) as w:
        w.open_round("video-poker", "1", {"bet": 500}, seed_commitment(bytes(32)), {})

    def full(*args: object, **kwargs: object) -> None:
        raise SaveFullError("The disk holding the save is full: nothing was written.")

    monkeypatch.setattr("gamelib.cli.recover_unfinished", full)
    assert cli_main(["--data-dir", str(tmp_path), "balance"]) == 0
    captured = capsys.readouterr()
    assert "995" in captured.out and "disk holding the save is full" in captured.err
    with Wallet.open(tmp_path) as w:
        assert w.open_round_ids()  # the round waits for space; it was not lost or voided


@pytest.mark.parametrize(("mib", "checked"), [(1, True), (3, False)])
def test_only_a_small_save_is_read_whole_at_open(tmp_path: Path, mib: int, checked: bool) -> None:
    """SQLite's integrity check reads the whole file, about 9 ms CPU a MiB: at every open only
    for a save of a couple of MiB (issue 31: a 25 MiB save spent 247 ms of its 279 ms open in
    it, a save of a million rounds 28 ms in all)."""
    conn = sqlite3.connect(tmp_path / "big.sqlite3")
    conn.execute("CREATE TABLE filler(data BLOB)")
    conn.execute("INSERT INTO filler VALUES (?)", (bytes(mib * 1024 * 1024 - 64 * 1024),))
    conn.commit()
    said: list[str] = []
    conn.set_trace_callback(said.append)
    with pytest.raises(save_file.BadSave):  # not a Feltside save: what matters is what was read
        save_file._check_ours(conn)
    conn.close()
    assert any("integrity_check" in s for s in said) is checked
