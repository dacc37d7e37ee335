"""Issue 31, smaller items: a disk 100 % full at open, and links planted at Feltside's names.

A save closed cleanly on a disk with no space left: SQLite makes an empty ``-wal`` but
cannot make the ``-shm``, so every open failed as "a disk error" and the empty ``-wal``
then defeated the read-only fallback. Now reading works and the sentence says the disk is
full. ``feltside.log`` and ``feltside.sqlite3.lock`` planted as symbolic links were
followed (lines appended to the target, the target chmod-ed 0600): now they are not.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from pathlib import Path

import pytest

from gamelib import save_file, storage
from gamelib.errors import SaveFullError
from gamelib.ledger import Wallet
from gamelib.storage import DB_NAME, LOG_NAME, configure_logging


def test_a_full_disk_at_open_reads_and_says_the_disk_is_full(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with Wallet.open(tmp_path) as w:
        w.top_up(1_234)
        balance = w.balance
    assert not (tmp_path / (DB_NAME + "-wal")).exists()  # closed cleanly
    real = storage.connect_save

    def no_space(path: Path, timeout: float, *, uri_query: str = "") -> storage.SaveConnection:
        conn = real(path, timeout, uri_query=uri_query)
        if "immutable" not in uri_query:  # what needs a -shm: SQLite makes the -wal, empty

            def execute(sql: str, *args: object) -> object:
                Path(str(path) + "-wal").touch()
                raise sqlite3.OperationalError("disk I/O error")

            conn.execute = execute  # type: ignore[method-assign]
        return conn

    monkeypatch.setattr(save_file, "connect_save", no_space)
    monkeypatch.setattr(save_file, "disk_full", lambda path: True, raising=False)
    with Wallet.open(tmp_path) as w:
        assert w.read_only == "full" and w.balance == balance and w.history()
        with pytest.raises(SaveFullError, match="disk holding the save is full"):
            w.top_up(100)
    assert not list(tmp_path.glob("*.bad-*"))
    monkeypatch.undo()  # space again: the empty -wal does no harm
    with Wallet.open(tmp_path) as w:
        w.top_up(100)
        assert w.balance == balance + 100


def test_links_planted_at_the_log_and_the_lock_are_not_followed(tmp_path: Path) -> None:
    data, elsewhere = tmp_path / "data", tmp_path / "elsewhere"
    data.mkdir()
    elsewhere.mkdir()
    targets = {name: elsewhere / name for name in (LOG_NAME, DB_NAME + ".lock")}
    for name, target in targets.items():
        target.write_text("mine\n")
        target.chmod(0o644)
        (data / name).symlink_to(target)
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        configure_logging(data)
        logging.getLogger("feltside.test").warning("a line for the log")
        with Wallet.open(data) as w:
            w.top_up(100)
    finally:
        for handler in [h for h in root.handlers if h not in before]:
            root.removeHandler(handler)
            handler.close()
    for name, target in targets.items():
        assert target.read_text() == "mine\n", name
        assert target.stat().st_mode & 0o777 == 0o644, name
        assert not (data / name).is_symlink()
    assert "a line for the log" in (data / LOG_NAME).read_text()
    assert os.stat(data / LOG_NAME).st_mode & 0o777 == 0o600
