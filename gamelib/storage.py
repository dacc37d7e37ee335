"""Where the save data lives, how it is written, and the log beside it.

``transaction`` is the one way to write: all or nothing, and a write the disk refuses
(busy, full, read-only) becomes one sentence (``gamelib.bad_save.unusable``). Opening the
save file is ``gamelib.save_file.open_database``. Everything made here
is private to the user (folders 0700, files 0600) whatever the umask.

The data directory holds::

    feltside.sqlite3 (-wal, -shm)        the save: wallet, rounds, settings, jackpot, state
    feltside.sqlite3.lock                taken while a process opens (or creates) the save
    feltside.log                         the log (rotating)
    leases/<pid>-<random>.lock           one per running process that has the save open
    feltside.sqlite3.bad-YYYYmmdd-HHMMSS a bad save kept aside
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
import sqlite3
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from gamelib import schema as _schema
from gamelib.bad_save import SIDE_SUFFIXES as SIDE_SUFFIXES  # re-exported
from gamelib.bad_save import classify, unusable
from gamelib.errors import SaveBusyError, SaveDataError
from gamelib.lease import LEASE_DIR as LEASE_DIR  # re-exported: callers import them from here
from gamelib.lease import ProcessLease as ProcessLease
from gamelib.lease import open_own, private_dir
from gamelib.schema import JACKPOT_MOVES as JACKPOT_MOVES  # re-exported
from gamelib.schema import LEDGER_KINDS as LEDGER_KINDS  # re-exported
from gamelib.schema import REQUIRED_TABLES as REQUIRED_TABLES  # re-exported
from gamelib.schema import ROUND_STATUSES as ROUND_STATUSES  # re-exported
from gamelib.schema import expected_schema as expected_schema  # re-exported
from gamelib.schema import split_statements as split_statements  # re-exported

APP_NAME = "Feltside"
DB_NAME = "feltside.sqlite3"
LOG_NAME = "feltside.log"
#: ``PRAGMA application_id`` of a Feltside save: the bytes "Felt".
APP_ID = 0x46656C74
#: ``meta.app`` value of a Feltside save.
APP_TAG = "feltside"

log = logging.getLogger(__name__)


# --- the data directory ------------------------------------------------------------------
# --- the data directory ------------------------------------------------------------------


def default_data_dir() -> Path:
    """The per-user data directory of this OS (platformdirs), e.g. ``~/.local/share/Feltside``."""
    return user_folder("data")


def user_folder(kind: str) -> Path:
    """The per-user folder of this OS for Feltside of that ``kind`` ("data", "cache"; the cache
    is gamelib.paths.cache_dir's), from platformdirs."""
    import platformdirs  # start-up: 19-44 ms (importtime) that a --data-dir never needs

    return Path(getattr(platformdirs, f"user_{kind}_dir")(APP_NAME, appauthor=False))


def resolve_data_dir(override: str | Path | None = None) -> Path:
    """The data directory to use (``--data-dir`` wins over the default), created if missing.

    A folder made here is private (0700); an existing one is left as it is.
    """
    if isinstance(override, str) and not override.strip():
        # never fall back to the real user save when a folder was asked for but left empty
        raise SaveDataError("The data folder name is empty; give a folder, or leave "
                            "--data-dir out to use your own save.")
    path = Path(override).expanduser() if override is not None else default_data_dir()
    try:
        private_dir(path)
    except OSError as exc:
        raise SaveDataError(f"The data folder {path} cannot be created ({exc.strerror}).") from exc
    if not path.is_dir():
        raise SaveDataError(f"The data folder {path} is a file, not a folder.")
    return path


def database_path(data_dir: str | Path) -> Path:
    """The save file inside a data directory."""
    return Path(data_dir) / DB_NAME


# --- logging -------------------------------------------------------------------------------


def log_path(data_dir: str | Path) -> Path:
    """The log file inside a data directory."""
    return Path(data_dir) / LOG_NAME


class _PrivateLog(logging.FileHandler):
    """The log file, 0600 whatever the umask; a failing write (a full disk) is dropped quietly.

    The standard handler prints a traceback to stderr for every record it cannot write;
    here a full or read-only disk must never put a traceback in front of a user. It rotates
    as ``logging.handlers.RotatingFileHandler`` does (past ``max_bytes`` the file becomes
    ``.1``, ``.1`` becomes ``.2`` … up to ``backups``), without importing that module, whose
    sockets, pickle and queues cost the start-up ~10 ms (issue 17).
    """

    def __init__(self, filename: Path, max_bytes: int, backups: int, encoding: str = "utf-8") -> None:
        super().__init__(filename, encoding=encoding)
        self.max_bytes, self.backups = max_bytes, backups

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self.stream is not None and self.max_bytes > 0:
                line = self.format(record) + self.terminator
                if self.stream.tell() + len(line.encode(self.encoding or "utf-8")) > self.max_bytes:
                    self.rotate()
        except Exception:
            self.handleError(record)
            return
        super().emit(record)

    def rotate(self) -> None:
        """feltside.log -> .1 -> .2 … (the oldest dropped), then a fresh feltside.log."""
        if self.stream is not None:
            self.stream.close()
            self.stream = None
        base = self.baseFilename
        for i in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{i}"):
                os.replace(f"{base}.{i}", f"{base}.{i + 1}")
        if self.backups > 0 and os.path.exists(base):
            os.replace(base, f"{base}.1")
        self.stream = self._open()

    def _open(self) -> Any:
        return open(self.baseFilename, self.mode, encoding=self.encoding,  # noqa: SIM115
                    opener=open_own)  # a link planted at the log's name is not followed

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
        return


def configure_logging(data_dir: str | Path, level: int = logging.INFO) -> Path:
    """Send the root logger to ``feltside.log`` in the data directory (rotating, 1 MB x 3).

    Calling it again for the same file adds no second handler. When the log cannot be
    opened (a read-only folder or disk), warnings go to stderr instead.
    """
    path = log_path(data_dir)
    root = logging.getLogger()
    for existing in root.handlers:
        if (
            isinstance(existing, logging.FileHandler)
            and Path(existing.baseFilename) == path.resolve()
        ) or getattr(existing, "_feltside_fallback", None) == str(path):
            return path
    handler: logging.Handler
    try:
        private_dir(path.parent)
        handler = _PrivateLog(path, max_bytes=1_000_000, backups=3, encoding="utf-8")
        with contextlib.suppress(OSError):
            if not path.is_symlink():  # (the handler never opens one; chmod would follow it)
                os.chmod(path, 0o600)
    except OSError:
        handler = logging.StreamHandler(sys.stderr)
        handler.setLevel(logging.WARNING)
        handler._feltside_fallback = str(path)  # type: ignore[attr-defined]
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    return path


# --- the connection ------------------------------------------------------------------------


class SaveConnection(sqlite3.Connection):
    """A connection to the save that knows when it may not write, and why.

    ``blocked`` is ``None`` normally, or ``"readonly"`` / ``"full"`` when the save had to be
    opened read-only: every write then raises that one-sentence error at once.
    """

    blocked: str | None = None
    path: Path | None = None


def _text(raw: bytes) -> str:
    """Read stored text; bytes a damaged page garbled become U+FFFD instead of an exception."""
    return raw.decode("utf-8", "replace")


def connect_save(path: Path, timeout: float, *, uri_query: str = "") -> SaveConnection:
    if uri_query:
        target = f"{path.resolve().as_uri()}?{uri_query}"
        conn = sqlite3.connect(target, timeout=timeout, isolation_level=None, uri=True,
                               factory=SaveConnection)
    else:
        conn = sqlite3.connect(str(path), timeout=timeout, isolation_level=None,
                               factory=SaveConnection)
    conn.text_factory = _text
    conn.path = path
    return conn


def write_error(conn: sqlite3.Connection, exc: BaseException) -> SaveDataError | None:
    """The sentence for a write the disk refused (busy, full, read-only, I/O), else ``None``."""
    kind = classify(exc)
    if kind == "damaged":
        return None
    path = getattr(conn, "path", None) or Path(DB_NAME)
    return unusable(kind, path)


# --- transactions --------------------------------------------------------------------------


_savepoints = itertools.count(1)


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One all-or-nothing write: ``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on error).

    Nested use inside an open transaction becomes a SAVEPOINT, so a game can put
    ``Wallet.open_round`` and ``Jackpot.contribute`` in one outer transaction. A save that
    stays busy, sits on a full or read-only disk, or cannot be written raises a
    ``SaveDataError`` (one sentence; nothing was written).
    """
    if conn.in_transaction:
        name = f"sp_{next(_savepoints)}"
        conn.execute(f"SAVEPOINT {name}")
        try:
            yield conn
        except BaseException:
            if conn.in_transaction:  # SQLite may already have rolled everything back
                conn.execute(f"ROLLBACK TO {name}")
                conn.execute(f"RELEASE {name}")
            raise
        conn.execute(f"RELEASE {name}")
        return
    blocked = getattr(conn, "blocked", None)
    if blocked:
        raise unusable(blocked, getattr(conn, "path", None) or Path(DB_NAME))
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as exc:
        raise (write_error(conn, exc) or SaveBusyError(
            f"The save file is busy or cannot be written ({exc}).")) from exc
    try:
        yield conn
    except (sqlite3.OperationalError, sqlite3.DatabaseError) as exc:
        if conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
        if type(exc) in (sqlite3.OperationalError, sqlite3.DatabaseError):
            # disk full, I/O error, a page found damaged: one sentence, nothing written
            log.error("a write to the save failed and was rolled back: %s", exc)
            raise (write_error(conn, exc) or SaveDataError(
                f"The save file could not be written ({exc}).")) from exc
        raise
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    try:
        conn.execute("COMMIT")
    except sqlite3.Error as exc:
        if conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
        log.error("a commit to the save failed and was rolled back: %s", exc)
        raise (write_error(conn, exc) or SaveDataError(
            f"The save file could not be written ({exc}).")) from exc


def utc_now() -> datetime:
    """The current time in UTC (the clock every stored timestamp uses)."""
    return datetime.now(UTC)


def iso(moment: datetime) -> str:
    """A stored timestamp: ISO 8601 UTC with microseconds, e.g. ``2026-11-22T05:23:16.000123Z``."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


# --- a new save ----------------------------------------------------------------------------


def configure_connection(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA foreign_keys = ON")
    mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()
    if mode is None or str(mode[0]).lower() != "wal":
        # Some file systems (network drives) cannot share WAL memory: a rollback journal
        # with full syncs is just as safe, only slower.
        log.warning("WAL is not available here (%s); using a rollback journal", mode)
        conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("PRAGMA synchronous = FULL")


def create_schema(conn: sqlite3.Connection, now: datetime | None = None) -> None:
    """Create every table of the current schema in an empty database (one transaction)."""
    stamp = iso(now or utc_now())
    version = _schema.SCHEMA_VERSION
    with transaction(conn):
        _schema.build_tables(conn, version)
        conn.execute(f"PRAGMA application_id = {APP_ID}")
        conn.execute(f"PRAGMA user_version = {version}")
        conn.executemany(
            "INSERT INTO meta(key, value) VALUES (?, ?)",
            [
                ("app", APP_TAG),
                ("schema_version", str(version)),
                ("created_at", stamp),
                ("round_seq", "0"),
            ],
        )
        conn.execute("INSERT INTO wallet(id, balance) VALUES (1, 0)")


def open_memory_database() -> SaveConnection:
    """A throw-away save in memory with the full schema: for tests and fast simulations."""
    conn = sqlite3.connect(":memory:", isolation_level=None, factory=SaveConnection)
    conn.text_factory = _text
    conn.execute("PRAGMA foreign_keys = ON")
    create_schema(conn)
    return conn
