"""Issue 31: a second process writing to the save is never tampering.

The chain check compared the ledger's last row and the chain's head read in separate
snapshots, so a check running beside a writer called a healthy save tampered (49 of 50
runs beside ``simulate``). Writers and checkers run side by side here; each check waits
for the writers to have moved on (an event, not a clock), and none may raise an alarm.
"""

from __future__ import annotations

import multiprocessing as mp
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from gamelib import chain_checkpoint as checkpoint
from gamelib.cards import seed_commitment
from gamelib.errors import SaveTamperedError
from gamelib.ledger import Wallet
from gamelib.schema import trigger_sql
from gamelib.storage import DB_NAME

SEED = bytes(range(32))
CHECKS = 300


def _write_until_told(folder: str, written: Any, budget: Any, stop: Any) -> None:
    """Play rounds and top-ups on the save until ``stop`` is set, counting commits; never
    more than ``budget`` commits ahead (so the save stays small however slow the checks)."""
    wallet = Wallet.open(folder)
    try:
        while not stop.is_set():
            if written.value >= budget.value:
                stop.wait(0.0005)
                continue
            ticket = wallet.open_round("video-poker", "1", {"bet": 100}, seed_commitment(SEED), {})
            with written.get_lock():
                written.value += 1
            wallet.settle_round(ticket, {"bet": 200}, {"hand": "x"}, SEED)
            wallet.top_up(1)
            with written.get_lock():
                written.value += 1
    finally:
        wallet.close()


def _wait_for_more(written: Any, seen: int, writers: list[Any]) -> int:
    """Block until the writers have committed past ``seen`` (or one of them died)."""
    while True:
        with written.get_lock():
            now = int(written.value)
        if now > seen:
            return now
        assert all(p.is_alive() for p in writers), "a writer stopped"
        writers[0].join(0.001)


def test_checks_beside_writers_raise_no_false_alarm(tmp_path: Path) -> None:
    Wallet.open(tmp_path).close()
    ctx = mp.get_context("spawn")
    written, budget, stop = ctx.Value("q", 0), ctx.Value("q", 0), ctx.Event()
    writers = [ctx.Process(target=_write_until_told, args=(str(tmp_path), written, budget, stop))
               for _ in range(2)]
    for p in writers:
        p.start()
    alarms: list[str] = []
    seen = 0
    try:
        conn = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None, timeout=30)
        for n in range(CHECKS):
            with budget.get_lock():
                budget.value = seen + 6  # the writers go on while this check reads
            seen = _wait_for_more(written, seen, writers)
            if n % 3 == 0:
                try:
                    Wallet.open(tmp_path, timeout=30).close()
                except SaveTamperedError as exc:
                    alarms.append(str(exc))
            else:
                found = checkpoint.first_break(conn, full=n % 3 == 1)
                if found:
                    alarms.append(found)
        conn.close()
    finally:
        stop.set()
        for p in writers:
            p.join(60)
    assert all(p.exitcode == 0 for p in writers)
    assert alarms == []
    with Wallet.open(tmp_path) as wallet:
        assert wallet.verify_chain() is None


def test_a_dropped_trigger_left_dropped_is_tampering_and_the_save_stays(tmp_path: Path) -> None:
    with Wallet.open(tmp_path) as wallet:
        wallet.top_up(500)
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        conn.execute("DROP TRIGGER ledger_never_changed")
    before = (tmp_path / DB_NAME).stat().st_size
    with pytest.raises(SaveTamperedError) as caught:
        Wallet.open(tmp_path)
    assert "changed outside Feltside" in str(caught.value)
    assert not list(tmp_path.glob("*.bad-*"))
    assert (tmp_path / DB_NAME).stat().st_size == before
    fresh = Wallet.start_fresh(tmp_path)  # the player chooses: the old save is kept aside
    assert fresh.balance == 100_000 and list(tmp_path.glob("*.bad-*"))
    fresh.close()
    assert trigger_sql("ledger_never_changed")
