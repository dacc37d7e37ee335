"""The log beside the save rotates as logging.handlers.RotatingFileHandler did (1 MB x 3),
without importing that module at start (issue 17)."""

from __future__ import annotations

import logging
from pathlib import Path

from gamelib import storage


def record(text: str) -> logging.LogRecord:
    return logging.LogRecord("feltside", logging.INFO, __file__, 1, text, None, None)


def test_the_log_rotates_past_its_size_and_keeps_its_backups(tmp_path: Path) -> None:
    path = tmp_path / "feltside.log"
    handler = storage._PrivateLog(path, max_bytes=100, backups=2)
    try:
        for n in range(8):
            handler.emit(record(f"line {n} " + "x" * 40))  # ~48 bytes: two lines a file
    finally:
        handler.close()
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["feltside.log", "feltside.log.1", "feltside.log.2"]  # the oldest dropped
    assert all(p.stat().st_size <= 100 for p in tmp_path.iterdir())
    assert path.read_text(encoding="utf-8").startswith("line 6 ")  # the newest lines
    assert (tmp_path / "feltside.log.1").read_text(encoding="utf-8").startswith("line 4 ")
    assert (tmp_path / "feltside.log.2").read_text(encoding="utf-8").startswith("line 2 ")
    assert (path.stat().st_mode & 0o777) == 0o600  # a new file is private too


def test_a_small_log_is_never_rotated(tmp_path: Path) -> None:
    handler = storage._PrivateLog(tmp_path / "feltside.log", max_bytes=10_000, backups=3)
    try:
        for n in range(5):
            handler.emit(record(f"line {n}"))
    finally:
        handler.close()
    assert [p.name for p in tmp_path.iterdir()] == ["feltside.log"]
    assert (tmp_path / "feltside.log").read_text(encoding="utf-8").count("line") == 5
