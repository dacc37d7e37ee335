"""Where the save data lives and how the SQLite save file is opened safely.

A save file that is damaged, truncated, locked or not ours never crashes the app:
it is renamed aside (``feltside.sqlite3.bad-YYYYmmdd-HHMMSS``, never deleted), a
fresh save is started, and ``open_database`` returns one sentence for the player
(``gamelib.bad_save``).

Every table of the save is created here (one schema, one version number), so the
wallet, settings, jackpot and key/value state always agree on what exists.

The data directory holds::

    feltside.sqlite3 (-wal, -shm)        the save: wallet, rounds, settings, jackpot, state
    feltside.log                         the log (rotating)
    leases/<pid>-<random>.lock           one per running process that has the save open
    feltside.sqlite3.bad-YYYYmmdd-HHMMSS a bad save kept aside
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import logging.handlers
import os
import sqlite3
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path

import platformdirs

from gamelib.bad_save import SIDE_SUFFIXES as SIDE_SUFFIXES  # re-exported
from gamelib.bad_save import BadSave, aside_notice, error_reason, fsync_dir, fsync_file, set_aside
from gamelib.errors import SaveDataError
from gamelib.lease import LEASE_DIR as LEASE_DIR  # re-exported: callers import them from here
from gamelib.lease import ProcessLease as ProcessLease

APP_NAME = "Feltside"
DB_NAME = "feltside.sqlite3"
LOG_NAME = "feltside.log"
#: ``PRAGMA application_id`` of a Feltside save: the bytes "Felt".
APP_ID = 0x46656C74
#: ``meta.app`` value of a Feltside save.
APP_TAG = "feltside"
SCHEMA_VERSION = 2

log = logging.getLogger(__name__)

LEDGER_KINDS = (
    "top-up",
    "reset",
    "bet",
    "payout",
    "refund",
    "jackpot-contribution",
    "jackpot-win",
)
ROUND_STATUSES = ("open", "settled", "void")
JACKPOT_MOVES = ("seed", "contribution", "win", "reset", "removal")


def _in(values: tuple[str, ...]) -> str:
    return ", ".join(f"'{v}'" for v in values)


SCHEMA_V1 = f"""
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE rounds (
    id          TEXT PRIMARY KEY,
    seq         INTEGER NOT NULL UNIQUE,
    code        TEXT NOT NULL,
    game        TEXT NOT NULL,
    table_name  TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ({_in(ROUND_STATUSES)})),
    started_at  TEXT NOT NULL,
    ended_at    TEXT,
    seed_hash   TEXT NOT NULL,
    seed        TEXT,
    config      TEXT NOT NULL DEFAULT '{{}}',
    record      TEXT,
    paid_cents  INTEGER,
    void_reason TEXT
);
CREATE INDEX rounds_status ON rounds(status);
CREATE INDEX rounds_game ON rounds(game);
CREATE TABLE ledger (
    id       INTEGER PRIMARY KEY AUTOINCREMENT,
    at       TEXT NOT NULL,
    kind     TEXT NOT NULL CHECK (kind IN ({_in(LEDGER_KINDS)})),
    amount   INTEGER NOT NULL CHECK (typeof(amount) = 'integer'),
    round_id TEXT REFERENCES rounds(id),
    spot     TEXT,
    note     TEXT,
    CHECK ((kind = 'bet' AND amount < 0)
        OR (kind IN ('top-up', 'payout', 'refund') AND amount > 0)
        OR kind NOT IN ('bet', 'top-up', 'payout', 'refund'))
);
CREATE INDEX ledger_round ON ledger(round_id);
CREATE TABLE wallet (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    balance INTEGER NOT NULL CHECK (typeof(balance) = 'integer' AND balance >= 0)
);
CREATE TRIGGER ledger_keeps_balance AFTER INSERT ON ledger BEGIN
    UPDATE wallet SET balance = balance + NEW.amount WHERE id = 1;
END;
CREATE TRIGGER ledger_never_changed BEFORE UPDATE ON ledger BEGIN
    SELECT RAISE(ABORT, 'ledger rows are never changed');
END;
CREATE TRIGGER ledger_never_deleted BEFORE DELETE ON ledger BEGIN
    SELECT RAISE(ABORT, 'ledger rows are never deleted');
END;
CREATE TRIGGER round_closed_once BEFORE UPDATE OF status ON rounds
WHEN OLD.status != 'open' BEGIN
    SELECT RAISE(ABORT, 'a finished round cannot change');
END;
CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE state (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE jackpot (
    game          TEXT PRIMARY KEY,
    base_cents    INTEGER NOT NULL,
    amount_units  INTEGER NOT NULL CHECK (typeof(amount_units) = 'integer' AND amount_units >= 0),
    reserve_units INTEGER NOT NULL CHECK (typeof(reserve_units) = 'integer' AND reserve_units >= 0)
);
CREATE TABLE jackpot_movements (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    at            TEXT NOT NULL,
    game          TEXT NOT NULL REFERENCES jackpot(game),
    round_id      TEXT REFERENCES rounds(id),
    kind          TEXT NOT NULL CHECK (kind IN ({_in(JACKPOT_MOVES)})),
    stake_cents   INTEGER NOT NULL DEFAULT 0,
    jackpot_units INTEGER NOT NULL DEFAULT 0,
    reserve_units INTEGER NOT NULL DEFAULT 0,
    house_units   INTEGER NOT NULL DEFAULT 0,
    paid_cents    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX jackpot_movements_round ON jackpot_movements(round_id);
"""

#: Tables every current save must have (checked on open).
REQUIRED_TABLES = frozenset(
    {"meta", "rounds", "ledger", "wallet", "settings", "state", "jackpot", "jackpot_movements"}
)

#: ``MIGRATIONS[n]`` turns a version ``n`` save into version ``n + 1``.
#: A new save is made as version 1 and then migrated, so both paths run the same SQL.
MIGRATIONS: dict[int, str] = {
    # 2: rounds remember which running process owns them (see ``ProcessLease``);
    #    history reads rounds by game and sequence, top-ups by kind.
    1: """
ALTER TABLE rounds ADD COLUMN owner TEXT;
DROP INDEX IF EXISTS rounds_game;
CREATE INDEX rounds_game ON rounds(game, seq);
CREATE INDEX IF NOT EXISTS ledger_kind ON ledger(kind);
""",
}


# --- the data directory ------------------------------------------------------------------


def default_data_dir() -> Path:
    """The per-user data directory of this OS (platformdirs), e.g. ``~/.local/share/Feltside``."""
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def resolve_data_dir(override: str | Path | None = None) -> Path:
    """The data directory to use (``--data-dir`` wins over the default), created if missing."""
    path = Path(override).expanduser() if override not in (None, "") else default_data_dir()
    try:
        path.mkdir(parents=True, exist_ok=True)
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


def configure_logging(data_dir: str | Path, level: int = logging.INFO) -> Path:
    """Send the root logger to ``feltside.log`` in the data directory (rotating, 1 MB x 3).

    Calling it again for the same file adds no second handler.
    """
    path = log_path(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    root = logging.getLogger()
    for handler in root.handlers:
        if (
            isinstance(handler, logging.FileHandler)
            and Path(handler.baseFilename) == path.resolve()
        ):
            return path
    handler = logging.handlers.RotatingFileHandler(
        path, maxBytes=1_000_000, backupCount=3, encoding="utf-8"
    )
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    return path


# --- transactions --------------------------------------------------------------------------


_savepoints = itertools.count(1)


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One all-or-nothing write: ``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on error).

    Nested use inside an open transaction becomes a SAVEPOINT, so a game can put
    ``Wallet.open_round`` and ``Jackpot.contribute`` in one outer transaction. A save
    that stays locked or cannot be written raises ``SaveDataError`` (one sentence).
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
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as exc:
        raise SaveDataError(f"The save file is busy or cannot be written ({exc}).") from exc
    try:
        yield conn
    except (sqlite3.OperationalError, sqlite3.DatabaseError) as exc:
        if conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
        if type(exc) in (sqlite3.OperationalError, sqlite3.DatabaseError):
            # disk full, I/O error, a page found damaged: one sentence, nothing written
            log.error("a write to the save failed and was rolled back: %s", exc)
            raise SaveDataError(f"The save file could not be written ({exc}).") from exc
        raise
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    try:
        conn.execute("COMMIT")
    except sqlite3.Error as exc:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise SaveDataError(f"The save file could not be written ({exc}).") from exc


def utc_now() -> datetime:
    """The current time in UTC (the clock every stored timestamp uses)."""
    return datetime.now(UTC)


def iso(moment: datetime) -> str:
    """A stored timestamp: ISO 8601 UTC with microseconds, e.g. ``2026-11-22T05:23:16.000123Z``."""
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


# --- opening the save ----------------------------------------------------------------------


def _tables(conn: sqlite3.Connection) -> set[str]:
    rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {str(r[0]) for r in rows if not str(r[0]).startswith("sqlite_")}


def _configure(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA foreign_keys = ON")
    mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()
    if mode is None or str(mode[0]).lower() != "wal":
        # Some file systems (network drives) cannot share WAL memory: a rollback journal
        # with full syncs is just as safe, only slower.
        log.warning("WAL is not available here (%s); using a rollback journal", mode)
        conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("PRAGMA synchronous = FULL")


def split_statements(script: str) -> list[str]:
    """Cut an SQL script into whole statements (trigger bodies keep their inner ``;``)."""
    statements: list[str] = []
    buffer = ""
    for line in script.splitlines(keepends=True):
        buffer += line
        if sqlite3.complete_statement(buffer):
            statements.append(buffer.strip())
            buffer = ""
    if buffer.strip():
        raise ValueError("the SQL script ends in the middle of a statement")
    return statements


def _build_tables(conn: sqlite3.Connection, version: int) -> None:
    """Version 1's tables, then each migration up to ``version``: new and old saves alike."""
    for statement in split_statements(SCHEMA_V1):
        conn.execute(statement)
    for step in range(1, version):
        for statement in split_statements(MIGRATIONS[step]):
            conn.execute(statement)


def create_schema(conn: sqlite3.Connection, now: datetime | None = None) -> None:
    """Create every table of the current schema in an empty database (one transaction)."""
    stamp = iso(now or utc_now())
    with transaction(conn):
        _build_tables(conn, SCHEMA_VERSION)
        conn.execute(f"PRAGMA application_id = {APP_ID}")
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        conn.executemany(
            "INSERT INTO meta(key, value) VALUES (?, ?)",
            [
                ("app", APP_TAG),
                ("schema_version", str(SCHEMA_VERSION)),
                ("created_at", stamp),
                ("round_seq", "0"),
            ],
        )
        conn.execute("INSERT INTO wallet(id, balance) VALUES (1, 0)")


#: Saves up to this size get SQLite's full integrity check on open (a few ms per MB).
FULL_CHECK_BYTES = 32 * 1024 * 1024


def _check_ours(conn: sqlite3.Connection) -> bool:
    """True when the file is an existing Feltside save; False when it is empty (new).

    Raises ``BadSave`` when it is damaged or belongs to something else.
    """
    try:
        size = (conn.execute("PRAGMA page_count").fetchone()[0]
                * conn.execute("PRAGMA page_size").fetchone()[0])
        # quick_check skips index-vs-table checks, and a save whose index pages were hit
        # passes it, then fails on a later read: saves of ordinary size get the full check.
        check = "integrity_check" if size <= FULL_CHECK_BYTES else "quick_check"
        ok = conn.execute(f"PRAGMA {check}").fetchall()
    except sqlite3.DatabaseError as exc:
        raise BadSave(error_reason(exc)) from exc
    if [tuple(r) for r in ok] != [("ok",)]:
        raise BadSave("damaged")
    app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
    tables = _tables(conn)
    if app_id == 0 and not tables:
        return False
    if app_id != APP_ID:
        raise BadSave("foreign")
    if "meta" not in tables:
        raise BadSave("foreign")
    meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
    if meta.get("app") != APP_TAG:
        raise BadSave("foreign")
    try:
        version = int(meta.get("schema_version", ""))
    except ValueError:
        raise BadSave("foreign") from None
    if version > SCHEMA_VERSION or version < 1:
        raise BadSave("newer" if version > SCHEMA_VERSION else "foreign")
    # Judge the schema as it is before changing anything (a migration only runs on a sound file).
    if _schema(conn) != expected_schema(version):
        raise BadSave("damaged")
    if version < SCHEMA_VERSION:
        _migrate(conn, version)
    return True


_SCHEMA_SQL = "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"


def _schema(conn: sqlite3.Connection) -> set[tuple[str, ...]]:
    return {tuple(str(v) for v in row) for row in conn.execute(_SCHEMA_SQL)}


_expected: dict[tuple[int, int], set[tuple[str, ...]]] = {}


def expected_schema(version: int | None = None) -> set[tuple[str, ...]]:
    """Every table, index and trigger of a save of ``version`` (default: current), as stored.

    A save whose schema differs (a garbled trigger, a dropped index) is damaged.
    """
    version = SCHEMA_VERSION if version is None else version
    key = (version, SCHEMA_VERSION)
    if key not in _expected:
        conn = sqlite3.connect(":memory:", isolation_level=None)
        try:
            with transaction(conn):
                _build_tables(conn, version)
            _expected[key] = _schema(conn)
        finally:
            conn.close()
    return _expected[key]


def _migrate(conn: sqlite3.Connection, version: int) -> None:
    with transaction(conn):
        while version < SCHEMA_VERSION:
            script = MIGRATIONS.get(version)
            if script is None:
                raise BadSave("foreign")
            for statement in split_statements(script):
                conn.execute(statement)
            version += 1
            conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(version),))
            conn.execute(f"PRAGMA user_version = {version}")
    log.info("save migrated to schema version %d", version)


def _probe_write(conn: sqlite3.Connection) -> None:
    """Take and release the write lock once, so a save held by another program is found now."""
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("COMMIT")


SQLITE_MAGIC = b"SQLite format 3\x00"


def _check_header(path: Path) -> None:
    """Judge the file by its first 100 bytes before SQLite touches it (or its -wal)."""
    if not path.is_file():
        raise BadSave("damaged")
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
    except OSError as exc:
        raise BadSave("locked" if isinstance(exc, PermissionError) else "damaged") from exc
    if not header:
        raise BadSave("truncated")
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        raise BadSave("damaged")
    app_id = int.from_bytes(header[68:72], "big")
    if app_id not in (0, APP_ID):
        raise BadSave("foreign")


def _text(raw: bytes) -> str:
    """Read stored text; bytes a damaged page garbled become U+FFFD instead of an exception."""
    return raw.decode("utf-8", "replace")


def _connect(path: Path, timeout: float) -> sqlite3.Connection:
    conn = sqlite3.connect(str(path), timeout=timeout, isolation_level=None)
    conn.text_factory = _text
    return conn


def _open_existing(path: Path, timeout: float) -> sqlite3.Connection:
    _check_header(path)
    conn = _connect(path, timeout)
    try:
        is_ours = _check_ours(conn)
        if not is_ours:
            raise BadSave("empty")
        _configure(conn)
        _probe_write(conn)
    except BadSave:
        conn.close()
        raise
    except (sqlite3.Error, SaveDataError) as exc:
        conn.close()
        raise BadSave(error_reason(exc)) from exc
    except (ValueError, TypeError, OverflowError) as exc:  # garbled values in a damaged file
        conn.close()
        raise BadSave("damaged") from exc
    return conn


def _create_fresh(path: Path, timeout: float, now: datetime | None) -> sqlite3.Connection:
    """Build a new save beside the final name, then move it in place (never half-made)."""
    tmp = path.with_name(path.name + ".new")
    for leftover in [tmp, *(Path(str(tmp) + s) for s in SIDE_SUFFIXES)]:
        with contextlib.suppress(FileNotFoundError):
            leftover.unlink()
    conn = _connect(tmp, timeout)
    try:
        create_schema(conn, now)
    finally:
        conn.close()
    fsync_file(tmp)
    os.replace(tmp, path)
    fsync_dir(path.parent)
    conn = _connect(path, timeout)
    try:
        _configure(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def open_database(
    data_dir: str | Path,
    *,
    timeout: float = 5.0,
    clock: Callable[[], datetime] = utc_now,
) -> tuple[sqlite3.Connection, str | None]:
    """Open (or create) the save in ``data_dir``: WAL, foreign keys, ``synchronous=FULL``.

    Returns the connection (autocommit mode; write with ``transaction(conn)``) and a
    notice for the player when a bad save had to be set aside, else ``None``.
    """
    directory = resolve_data_dir(data_dir)
    path = database_path(directory)
    notice: str | None = None
    if path.exists() or path.is_symlink() or Path(str(path) + "-wal").exists():
        try:
            return _open_existing(path, timeout), None
        except BadSave as bad:
            if not path.exists() and not path.is_symlink():
                # Only a stray -wal/-shm without its database: keep them aside too.
                path.touch()
            kept = set_aside(path, clock())
            notice = aside_notice(bad.reason, kept)
            log.warning("save set aside (%s) as %s", bad.reason, kept)
    try:
        conn = _create_fresh(path, timeout, clock())
    except (sqlite3.Error, OSError) as exc:
        raise SaveDataError(f"A new save file cannot be created in {directory} ({exc}).") from exc
    return conn, notice


def open_memory_database() -> sqlite3.Connection:
    """A throw-away save in memory with the full schema: for tests and fast simulations."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    conn.text_factory = _text
    conn.execute("PRAGMA foreign_keys = ON")
    create_schema(conn)
    return conn
