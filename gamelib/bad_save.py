"""A save file that cannot be used: why, kept aside, and one sentence for the player.

``storage.open_database`` raises ``BadSave`` with a reason in a few words ("damaged",
"locked", "foreign" …) when the file at the save path cannot be used; the file and its
SQLite side files are then renamed to ``feltside.sqlite3.bad-YYYYmmdd-HHMMSS`` (never
deleted) and the player reads ``aside_notice`` once a fresh save has been started.
"""

from __future__ import annotations

import contextlib
import os
from datetime import UTC, datetime
from pathlib import Path

from gamelib.errors import SaveDataError

#: Files SQLite keeps beside the database; they travel with it when it is set aside.
SIDE_SUFFIXES = ("-wal", "-shm", "-journal")


class BadSave(Exception):
    """Internal: the file at the save path cannot be used; ``reason`` says why in a few words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def error_reason(exc: BaseException) -> str:
    """The reason for a save SQLite could not use: "locked" (busy) or "damaged"."""
    text = str(exc).lower()
    return "locked" if "locked" in text or "busy" in text else "damaged"


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
}


def aside_notice(reason: str, kept_as: Path) -> str:
    """The one sentence the player reads when a save was set aside."""
    why = _NOTICE_REASON.get(reason, "was damaged")
    return (
        f"Your save file {why}, so it was kept aside as {kept_as.name} and a fresh one was started."
    )
