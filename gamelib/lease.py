"""Which running process owns an open round: one lock file per process using the save.

A round records its owner's lease token. While the process runs it holds an OS lock on
``leases/<token>.lock`` in the data directory; when it dies (a crash, a kill) the
operating system drops the lock, so ``Wallet.recover_unfinished`` voids only the rounds
of owners that are gone and leaves another running window's rounds alone.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sys
import uuid
from pathlib import Path
from typing import Any

from gamelib.errors import SaveDataError

if sys.platform == "win32":  # pragma: no cover - Windows
    import msvcrt
else:
    import fcntl

#: The folder of lock files inside the data directory.
LEASE_DIR = "leases"


def private_dir(path: Path) -> None:
    """Make a folder (and its parents) if missing; the ones made here are 0700 whatever the umask."""
    missing = []
    probe = path
    while not probe.exists() and probe != probe.parent:
        missing.append(probe)
        probe = probe.parent
    path.mkdir(parents=True, exist_ok=True)
    for made in missing:
        with contextlib.suppress(OSError):
            os.chmod(made, 0o700)


def open_own(path: Path | str, flags: int) -> int:
    """``os.open`` of one of Feltside's own files (a lock, the log) without following a link:
    a symbolic link planted at its name is removed (the link, never what it points to) and
    the file made afresh, 0600; ``O_NOFOLLOW`` refuses a link planted in between."""
    if os.path.islink(path):
        os.unlink(path)
    return os.open(path, flags | getattr(os, "O_NOFOLLOW", 0), 0o600)


def private_file(path: Path, *, keep_open: bool = False) -> Any:
    """Create ``path`` if missing as a 0600 file whatever the umask (an existing one is kept).

    Returns the open binary handle (read/append) when ``keep_open``, else ``None``.
    """
    fd = open_own(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0))
    try:
        if os.name == "posix" and os.fstat(fd).st_uid == os.geteuid():
            os.fchmod(fd, 0o600)
    except BaseException:
        os.close(fd)
        raise
    if keep_open:
        return os.fdopen(fd, "a+b")
    os.close(fd)
    return None


def try_lock(handle: Any) -> bool:
    """Lock an open file for this process without waiting; False when someone holds it."""
    try:
        if sys.platform == "win32":  # pragma: no cover - Windows
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    except OSError as exc:
        if exc.errno in (errno.EACCES, errno.EAGAIN, errno.EDEADLK):
            return False
        raise
    return True


class ProcessLease:
    """A lock file this process holds while it has the save open.

    A round records its owner's token; after a crash the operating system drops the lock,
    so ``recover_unfinished`` can tell a dead owner's rounds (void them) from rounds a
    still-running window is playing (leave them alone).
    """

    def __init__(self, data_dir: str | Path) -> None:
        folder = Path(data_dir) / LEASE_DIR
        private_dir(folder)
        self.token = f"{os.getpid()}-{uuid.uuid4().hex[:12]}"
        self.path = folder / f"{self.token}.lock"
        # Locked under a temporary name first, so a sweep never sees it unlocked
        # (Windows cannot rename an open file; there the sweep cannot delete it either).
        making = self.path if sys.platform == "win32" else folder / f"{self.token}.tmp"
        self._handle: Any = private_file(making, keep_open=True)
        if not try_lock(self._handle):  # pragma: no cover - a fresh random name
            self._handle.close()
            raise SaveDataError("The save's lock file cannot be taken.")
        if making != self.path:
            os.replace(making, self.path)

    def release(self) -> None:
        """Give the lease back (closing the save does this; so does the process dying)."""
        if self._handle is not None:
            self._handle.close()
            self._handle = None
            with contextlib.suppress(OSError):
                self.path.unlink()

    @staticmethod
    def is_alive(data_dir: str | Path, token: str) -> bool:
        """True when the process that took lease ``token`` still holds it."""
        if not token or "/" in token or "\\" in token or token.startswith("."):
            return False
        path = Path(data_dir) / LEASE_DIR / f"{token}.lock"
        try:
            handle = path.open("r+b")
        except OSError:
            return False
        with handle:
            try:
                held = not try_lock(handle)
            except OSError:
                return False
        if not held:
            with contextlib.suppress(OSError):
                path.unlink()
        return held

    @staticmethod
    def sweep(data_dir: str | Path) -> int:
        """Remove lease files whose process is gone; returns how many."""
        folder = Path(data_dir) / LEASE_DIR
        if not folder.is_dir():
            return 0
        gone = 0
        for path in folder.glob("*.lock"):
            if not ProcessLease.is_alive(data_dir, path.stem):
                gone += 1
        return gone
