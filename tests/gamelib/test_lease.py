"""Process leases: a lease lives while its process holds it; a released lease, a killed
owner's lease and a stale lock file are not alive, and a sweep removes them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from gamelib import storage
from gamelib.lease import LEASE_DIR, ProcessLease

HOLDER = (
    "import sys\n"
    "from gamelib.lease import ProcessLease\n"
    "lease = ProcessLease(sys.argv[1])\n"
    "print(lease.token, flush=True)\n"
    "sys.stdin.readline()\n"  # hold the lease until killed
)


def test_storage_reexports_the_lease() -> None:
    assert storage.ProcessLease is ProcessLease and storage.LEASE_DIR == LEASE_DIR


def test_process_lease(tmp_path: Path) -> None:
    lease = ProcessLease(tmp_path)
    assert ProcessLease.is_alive(tmp_path, lease.token)
    assert ProcessLease.sweep(tmp_path) == 0
    lease.release()
    assert not ProcessLease.is_alive(tmp_path, lease.token)
    assert not ProcessLease.is_alive(tmp_path, "../../etc/passwd")
    assert not ProcessLease.is_alive(tmp_path, "")
    stale = tmp_path / "leases" / "123-deadbeef.lock"
    stale.write_bytes(b"")
    assert ProcessLease.sweep(tmp_path) == 1
    assert not stale.exists()


def test_another_process_lease_lives_while_it_runs(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[2]
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(tmp_path)],
        cwd=root,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None
        token = holder.stdout.readline().strip()
        assert token and (tmp_path / LEASE_DIR / f"{token}.lock").exists()
        assert ProcessLease.is_alive(tmp_path, token)
        assert ProcessLease.sweep(tmp_path) == 0  # a running owner's file stays
        mine = ProcessLease(tmp_path)
        assert mine.token != token
        holder.kill()  # a crash: no release, the operating system drops the lock
        holder.wait(timeout=20)
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait()
    assert ProcessLease.is_alive(tmp_path, mine.token)
    assert not ProcessLease.is_alive(tmp_path, token)
    assert not (tmp_path / LEASE_DIR / f"{token}.lock").exists()  # the dead owner's file is swept
    mine.release()
