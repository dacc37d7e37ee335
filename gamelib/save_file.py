"""Opening the save: judge the file, migrate it, and never set a healthy save aside.

Only a save that fails SQLite's own checks (damaged, truncated, not ours, made by a newer
version) is renamed aside (``feltside.sqlite3.bad-YYYYmmdd-HHMMSS``, never deleted) and
replaced by a fresh one; ``open_database`` then returns one sentence for the player
(``gamelib.bad_save``). A *healthy* save that cannot be used now is never touched:

- busy (another window, a paused command holds its write lock): waited for up to
  ``timeout`` seconds, then ``SaveBusyError`` ("Feltside is already running …");
- on a full disk or read-only media/folder: opened read-only (balance and history work),
  and every write raises ``SaveFullError`` / ``SaveReadOnlyError`` in one sentence.

Opening and creating take an exclusive lock (``feltside.sqlite3.lock``), and a new save is
built under a unique temporary name and linked into place, so processes starting at once
on an empty folder all end up on the same save.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import sqlite3
import time
import uuid
from collections.abc import Callable, Iterator
from datetime import datetime
from pathlib import Path

from gamelib import chain, checkpoint_record
from gamelib import chain_checkpoint as checkpoint
from gamelib import schema as _schema
from gamelib.bad_save import (
    SIDE_SUFFIXES,
    BadSave,
    aside_notice,
    classify,
    error_reason,
    fsync_dir,
    fsync_file,
    set_aside,
    unusable,
)
from gamelib.errors import SaveDataError, SaveTamperedError
from gamelib.lease import private_file, try_lock
from gamelib.schema import split_statements
from gamelib.storage import (
    APP_ID,
    APP_TAG,
    DB_NAME,
    SaveConnection,
    configure_connection,
    connect_save,
    create_schema,
    database_path,
    resolve_data_dir,
    transaction,
    utc_now,
)

LOCK_SUFFIX = ".lock"

log = logging.getLogger(__name__)


def _tables(conn: sqlite3.Connection) -> set[str]:
    rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'").fetchall()
    return {str(r[0]) for r in rows if not str(r[0]).startswith("sqlite_")}


#: Saves up to this size get SQLite's full integrity check on open: about 9 ms CPU a MiB
#: (measured: 2.2 MiB 18 ms, 8.4 MiB 71 ms, 24.9 MiB 247 ms of a 279 ms open; issue 31: at
#: 32 MiB a save of ~12,000 rounds opened ten times slower than one of a million).
FULL_CHECK_BYTES = 2 * 1024 * 1024


def _check_ours(conn: sqlite3.Connection) -> int:
    """The schema version of an existing Feltside save; 0 when the file is empty (new).

    Raises ``BadSave`` when it is damaged or belongs to something else.
    """
    try:
        size = (conn.execute("PRAGMA page_count").fetchone()[0]
                * conn.execute("PRAGMA page_size").fetchone()[0])
        # A small save gets SQLite's full check. A larger one (a thousand rounds and more)
        # is not read whole at every open — that grew with the save, seconds at a
        # million rounds: SQLite finds a damaged page when it reads one, and
        # ``verify --all`` runs the check over the whole file.
        ok = conn.execute("PRAGMA integrity_check").fetchall() if size <= FULL_CHECK_BYTES \
            else [("ok",)]
    except sqlite3.DatabaseError as exc:
        if classify(exc) != "damaged":
            raise  # busy, read-only, I/O: the file is not to blame
        raise BadSave(error_reason(exc)) from exc
    if [tuple(r) for r in ok] != [("ok",)]:
        raise BadSave("damaged")
    app_id = int(conn.execute("PRAGMA application_id").fetchone()[0])
    tables = _tables(conn)
    if app_id == 0 and not tables:
        return 0
    if app_id != APP_ID or "meta" not in tables:
        raise BadSave("foreign")
    meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
    if meta.get("app") != APP_TAG:
        raise BadSave("foreign")
    try:
        version = int(meta.get("schema_version", ""))
    except ValueError:
        raise BadSave("foreign") from None
    if version > _schema.SCHEMA_VERSION or version < 1:
        raise BadSave("newer" if version > _schema.SCHEMA_VERSION else "foreign")
    # Judge the schema as it is before changing anything (a migration only runs on a sound file).
    found, expected = _schema.schema_of(conn), _schema.expected_schema(version)
    if found != expected:
        if all(entry[0] == "trigger" for entry in found ^ expected):
            # a guard of the ledger dropped (or rewritten) and left so: someone changed the
            # save on purpose, SQLite finds nothing wrong with the file; the player chooses
            names = sorted({entry[1] for entry in found ^ expected})
            raise SaveTamperedError(
                f"The save's guard {', '.join(names)} was removed or changed: the save was "
                "changed outside Feltside.", key="error.save_tampered")
        raise BadSave("damaged")
    return version


def _migrate(conn: sqlite3.Connection, version: int) -> None:
    cookie = checkpoint_record.schema_cookie(conn)
    with transaction(conn):
        while version < _schema.SCHEMA_VERSION:
            script = _schema.MIGRATIONS.get(version)
            if script is None:
                raise BadSave("foreign")
            for statement in split_statements(script):
                conn.execute(statement)
            if version == 2:
                chain.backfill(conn)  # the tamper-evident ledger: old rows hashed once
            version += 1
            conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(version),))
            conn.execute(f"PRAGMA user_version = {version}")
        checkpoint.carry_checkpoint(conn, cookie)  # the first open after it stays quick
    log.info("save migrated to schema version %d", version)


# --- opening the save ----------------------------------------------------------------------


def _probe_write(conn: sqlite3.Connection) -> None:
    """Write once and commit, so a save that is busy, full or read-only is found now."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("UPDATE meta SET value = value WHERE key = 'app'")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
        raise


SQLITE_MAGIC = b"SQLite format 3\x00"


def _check_header(path: Path) -> None:
    """Judge the file by its first 100 bytes before SQLite touches it (or its -wal).

    Bytes 18 and 19 (the file format's write and read versions) are 1 or 2 in every file
    SQLite writes; any other write version makes SQLite open the file read-only, so such
    a save would show a balance and then refuse every write: it is damaged.
    """
    if not path.is_file():
        raise BadSave("damaged")
    try:
        with path.open("rb") as handle:
            header = handle.read(100)
    except OSError as exc:
        raise unusable(classify(exc), path) from exc
    if not header:
        raise BadSave("truncated")
    if len(header) < 100 or not header.startswith(SQLITE_MAGIC):
        raise BadSave("damaged")
    if header[18] not in (1, 2) or header[19] not in (1, 2):
        raise BadSave("damaged")
    app_id = int.from_bytes(header[68:72], "big")
    if app_id not in (0, APP_ID):
        raise BadSave("foreign")


def _open_read_only(path: Path, timeout: float, why: str) -> SaveConnection:
    """The save opened for reading only (balance, history), every write refused with ``why``.

    Read-only media cannot hold the ``-shm`` file a WAL save needs; when no ``-wal`` is
    left beside it, nothing is lost by reading the file as immutable.
    """
    attempts = ["mode=ro"]
    wal = Path(str(path) + "-wal")
    if not wal.exists() or _empty(wal):
        # no -wal, or an empty one (a full disk lets SQLite make the file but not write it):
        # the file itself then holds every committed row, and reading it as immutable needs
        # no -shm (which a full or read-only disk cannot hold)
        attempts.append("immutable=1")
    last: BaseException | None = None
    for query in attempts:
        conn = connect_save(path, timeout, uri_query=query)
        try:
            version = _check_ours(conn)
            if version != _schema.SCHEMA_VERSION:
                raise unusable(why, path)  # an old save cannot be migrated without writing
            conn.execute("PRAGMA foreign_keys = ON")
            conn.blocked = why
            log.warning("the save is opened read-only (%s)", why)
            return conn
        except sqlite3.Error as exc:
            conn.close()
            last = exc
        except BaseException:
            conn.close()
            raise
    kind = classify(last) if last else why
    raise unusable("full" if disk_full(path) else kind, path) from last


def _empty(path: Path) -> bool:
    try:
        return path.stat().st_size == 0
    except OSError:
        return False


#: free bytes below which a disk counts as full (SQLite needs pages and a -shm to open a save)
FULL_BELOW = 256 * 1024


def disk_full(path: Path) -> bool:
    """True when the disk holding ``path`` has (next to) no space left."""
    try:
        return shutil.disk_usage(path.parent).free < FULL_BELOW
    except OSError:
        return False


def _open_existing(path: Path, timeout: float) -> SaveConnection:
    _check_header(path)
    conn = connect_save(path, timeout)
    try:
        version = _check_ours(conn)
        if not version:
            raise BadSave("empty")
        configure_connection(conn)
        _probe_write(conn)
        if version < _schema.SCHEMA_VERSION:
            _migrate(conn, version)
    except (BadSave, SaveTamperedError):
        conn.close()
        raise
    except (sqlite3.Error, SaveDataError) as exc:
        conn.close()
        kind = exc.__cause__ if isinstance(exc, SaveDataError) else exc
        why = classify(kind) if kind is not None else "io"
        if why == "busy":
            raise unusable("busy", path) from exc
        if why in ("readonly", "cantopen", "full", "io"):
            full = why == "full" or disk_full(path)  # a full disk often shows as an I/O error
            return _open_read_only(path, timeout, "full" if full else "readonly")
        raise BadSave(error_reason(exc)) from exc
    except (ValueError, TypeError, OverflowError) as exc:  # garbled values in a damaged file
        conn.close()
        raise BadSave("damaged") from exc
    return conn


def _create_fresh(path: Path, timeout: float, now: datetime | None) -> SaveConnection:
    """Build a new save under a unique name beside the final one, then link it into place.

    ``os.link`` never replaces an existing file: if another process got there first, its
    save is the one opened. The half-made file is removed whatever happens.
    """
    tmp = path.with_name(f"{path.name}.new-{os.getpid()}-{uuid.uuid4().hex[:8]}")
    private_file(tmp)
    try:
        conn = connect_save(tmp, timeout)
        try:
            create_schema(conn, now)
        finally:
            conn.close()
        fsync_file(tmp)
        try:
            os.link(tmp, path)
        except FileExistsError:
            log.info("another process created the save first; opening it")
            return _open_existing(path, timeout)
        except OSError:  # a file system without hard links: replace (we hold the lock)
            os.replace(tmp, path)
        fsync_dir(path.parent)
    finally:
        for leftover in [tmp, *(Path(str(tmp) + s) for s in SIDE_SUFFIXES)]:
            with contextlib.suppress(OSError):
                leftover.unlink()
    conn = connect_save(path, timeout)
    try:
        configure_connection(conn)
    except BaseException:
        conn.close()
        raise
    return conn


@contextlib.contextmanager
def _opening_lock(directory: Path, timeout: float,
                  sleep: Callable[[float], None] = time.sleep) -> Iterator[None]:
    """Hold ``feltside.sqlite3.lock`` while the save is opened or created (at most ``timeout`` s).

    A folder where the lock file cannot be made (read-only) is opened without it: nothing
    can be created or set aside there anyway.
    """
    try:
        handle = private_file(directory / (DB_NAME + LOCK_SUFFIX), keep_open=True)
    except OSError:
        yield
        return
    with handle:
        waits = max(0, round(timeout / 0.05))  # whole steps: a bound with no float drift
        while not try_lock(handle):
            if waits <= 0:
                raise unusable("busy", database_path(directory))
            sleep(0.05)
            waits -= 1
        yield  # the lock goes with the handle


def open_database(
    data_dir: str | Path,
    *,
    timeout: float = 5.0,
    clock: Callable[[], datetime] = utc_now,
) -> tuple[SaveConnection, str | None]:
    """Open (or create) the save in ``data_dir``: WAL, foreign keys, ``synchronous=FULL``.

    Returns the connection (autocommit mode; write with ``transaction(conn)``) and a
    notice for the player when a damaged save had to be set aside, else ``None``. A busy
    save raises ``SaveBusyError`` after ``timeout`` seconds; a full or read-only one opens
    read-only (``conn.blocked``).
    """
    directory = resolve_data_dir(data_dir)
    with _opening_lock(directory, timeout):
        return _open_or_create(directory, timeout, clock)


def _open_or_create(directory: Path, timeout: float, clock: Callable[[], datetime]
                    ) -> tuple[SaveConnection, str | None]:
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
    except SaveDataError:
        raise
    except (sqlite3.Error, OSError) as exc:
        kind = classify(exc)
        if kind != "damaged":
            raise unusable(kind, path) from exc
        raise SaveDataError(f"A new save file cannot be created in {directory} ({exc}).") from exc
    return conn, notice
