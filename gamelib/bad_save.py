"""A save file that cannot be used: why, kept aside, and one sentence for the player.

``save_file.open_database`` raises ``BadSave`` with a reason in a few words ("damaged",
"locked", "foreign" …) when the file at the save path cannot be used; the file and its
SQLite side files are then renamed to ``feltside.sqlite3.bad-YYYYmmdd-HHMMSS`` (never
deleted) and the player reads ``aside_notice`` once a fresh save has been started.
"""

from __future__ import annotations

import contextlib
import errno
import os
from datetime import UTC, datetime
from pathlib import Path

from gamelib.errors import SaveBusyError, SaveDataError, SaveFullError, SaveReadOnlyError

#: Files SQLite keeps beside the database; they travel with it when it is set aside.
SIDE_SUFFIXES = ("-wal", "-shm", "-journal")


class BadSave(Exception):
    """Internal: the file at the save path cannot be used; ``reason`` says why in a few words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


# SQLite's primary result codes that say something about the disk, not the file's content.
_SQLITE_KINDS = {5: "busy", 6: "busy", 8: "readonly", 10: "io", 13: "full", 14: "cantopen",
                 3: "readonly"}
_OS_KINDS = {errno.ENOSPC: "full", errno.EDQUOT: "full", errno.EROFS: "readonly",
             errno.EACCES: "readonly", errno.EPERM: "readonly"}


def classify(exc: BaseException) -> str:
    """Why a save could not be used: "busy", "full", "readonly", "cantopen", "io" or "damaged".

    Only "damaged" (the file fails SQLite's own checks) ever sets a save aside: a busy,
    full or read-only save is healthy and is left exactly where it is.

    >>> import sqlite3
    >>> classify(sqlite3.OperationalError("database is locked"))
    'busy'
    >>> classify(OSError(errno.ENOSPC, "No space left on device"))
    'full'
    """
    if isinstance(exc, OSError):
        return _OS_KINDS.get(exc.errno or 0, "io")
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int) and (code & 0xFF) in _SQLITE_KINDS:
        return _SQLITE_KINDS[code & 0xFF]
    text = str(exc).lower()
    for words, kind in (("locked", "busy"), ("busy", "busy"), ("disk is full", "full"),
                        ("readonly", "readonly"), ("read-only", "readonly"),
                        ("unable to open", "cantopen"), ("disk i/o", "io")):
        if words in text:
            return kind
    return "damaged"


def error_reason(exc: BaseException) -> str:
    """The reason for a save SQLite could not use: "locked" (busy) or "damaged"."""
    return "locked" if classify(exc) == "busy" else "damaged"


def unusable(kind: str, path: Path) -> SaveDataError:
    """The one-sentence error for a healthy save that cannot be used now (nothing is renamed)."""
    if kind == "busy":
        return SaveBusyError(
            f"The save is busy: Feltside is already running, or another program has "
            f"{path.name} open; close it and try again.")
    if kind == "full":
        return SaveFullError(
            "The disk holding the save is full: nothing was written and nothing was lost; "
            "free some space and try again.")
    if kind in ("readonly", "cantopen"):
        return SaveReadOnlyError(
            f"The save in {path.parent} is read-only, so nothing can be played or changed "
            f"there (balance and history still work).")
    return SaveDataError(
        f"The save {path.name} could not be read or written (a disk error); nothing was changed.")


def fsync_file(path: Path) -> None:
    """Flush a file to disk (best effort: nothing is raised)."""
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def fsync_dir(path: Path) -> None:
    """Flush a folder's entries, so a rename in it survives a crash (POSIX; best effort)."""
    if os.name == "posix":
        fsync_file(path)


def set_aside(path: Path, now: datetime | None = None) -> Path:
    """Rename a bad save (and its -wal/-shm/-journal) to ``NAME.bad-YYYYmmdd-HHMMSS``; never delete."""
    stamp = (now or datetime.now(UTC)).astimezone(UTC).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 2
    while target.exists() or any(Path(str(target) + s).exists() for s in SIDE_SUFFIXES):
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, target)
        for suffix in SIDE_SUFFIXES:
            side = Path(str(path) + suffix)
            if side.exists():
                os.replace(side, Path(str(target) + suffix))
    except OSError as exc:
        raise SaveDataError(
            f"The save file {path} cannot be used and cannot be moved aside ({exc.strerror})."
        ) from exc
    fsync_dir(path.parent)
    return target


_NOTICE_REASON = {
    "damaged": "was damaged",
    "truncated": "was cut short",
    "empty": "was empty",
    "locked": "was locked by another program",
    "foreign": "was not a Feltside save",
    "newer": "was made by a newer version of Feltside",
    "tampered": "had been changed outside Feltside (its ledger's hash chain was broken)",
}


def aside_notice(reason: str, kept_as: Path) -> str:
    """The one sentence the player reads when a save was set aside."""
    why = _NOTICE_REASON.get(reason, "was damaged")
    return (
        f"Your save file {why}, so it was kept aside as {kept_as.name} and a fresh one was started."
    )
