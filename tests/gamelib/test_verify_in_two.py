"""``verify --all`` with a second process gives the very verdict one process gives: the
same rounds failed in the same order, the same broken chain row, the same error first; a
helper that dies leaves its rounds to the first process (issue 31)."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from helpers.rechain import rechain

from gamelib import checkpoint_record
from gamelib.autoplay import autoplay
from gamelib.cli import main as cli_main
from gamelib.cli import verify, verify_in_two
from gamelib.errors import CommandError, SaveTamperedError
from gamelib.ledger import Wallet
from gamelib.storage import DB_NAME

pytestmark = pytest.mark.skipif(not verify_in_two.two_cores(), reason="the helper is forked (Linux)")


@pytest.fixture(scope="module")
def save(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("two-save")
    with Wallet.open(folder) as wallet:
        autoplay(wallet, "video-poker", 40, seed=31)
        autoplay(wallet, "casino-holdem", 6, seed=32)
    return folder


def tampered(save: Path, tmp_path: Path) -> Path:
    """The save with four rounds' records changed and the chain recomputed (only a replay
    can tell), spread over several chunks."""
    folder = tmp_path / "save"
    shutil.copytree(save, folder)
    with sqlite3.connect(folder / DB_NAME) as conn:
        ids = [r for (r,) in conn.execute("SELECT id FROM rounds WHERE status = 'settled' ORDER BY seq")]
        for rid in (ids[2], ids[17], ids[18], ids[41]):
            conn.execute("UPDATE rounds SET record = json_set(record, '$.total_paid', "
                         "json_extract(record, '$.total_paid') + 100) WHERE id = ?", (rid,))
        rechain(conn)
    return folder


def run(folder: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        two: bool) -> tuple[int, str, str]:
    monkeypatch.setattr(verify_in_two, "TWO_FROM", 1 if two else 10 ** 9)
    monkeypatch.setattr(verify_in_two, "CHUNK", 5)
    code = cli_main(["verify", "--all", "--json", "--data-dir", str(folder)])
    said = capsys.readouterr()
    return code, said.out, said.err


def test_same_failures_in_the_same_order(save: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tampered(save, tmp_path)
    one = run(folder, capsys, monkeypatch, two=False)
    two = run(folder, capsys, monkeypatch, two=True)
    assert one == two and one[0] == 1
    failed = json.loads(one[1])["failed"]
    assert len(failed) == 4 and json.loads(one[1])["rounds"] == 46


def test_a_whole_save_verifies_in_two(save: Path, capsys: pytest.CaptureFixture[str],
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    assert run(save, capsys, monkeypatch, two=True) == run(save, capsys, monkeypatch, two=False)
    assert json.loads(run(save, capsys, monkeypatch, two=True)[1]) == {
        "chain_ok": True, "rounds": 46, "failed": []}


def test_a_broken_chain_is_named_at_the_same_row(save: Path, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """An old round rewritten in place passes at open (its checkpoint vouches) and is named by
    ``verify --all``'s full check, the helper already at work on the rounds."""
    monkeypatch.setattr(checkpoint_record, "CHECKPOINT_EVERY", 4)
    folder = tmp_path / "save"
    shutil.copytree(save, folder)
    Wallet.open(folder).close()  # a checkpoint kept
    with sqlite3.connect(folder / DB_NAME) as conn:
        conn.execute("UPDATE rounds SET paid_cents = paid_cents + 900 WHERE seal = 3")
    conn.close()
    Wallet.open(folder).close()
    one, two = run(folder, capsys, monkeypatch, two=False), run(folder, capsys, monkeypatch, two=True)
    assert one == two and one[0] == 3
    assert "does not match the save's hash chain" in one[2]


def test_the_first_error_in_the_saves_order_is_raised() -> None:
    first, later = CommandError("Rounds of 'a' cannot be verified."), CommandError("later")
    with pytest.raises(CommandError, match="'a'"):
        verify_in_two.merged([(5, [], None), (0, [], first), (0, [], later)])
    many: list[verify_in_two.Outcome] = [(700, [{"id": str(k), "problems": ["x"]} for k in range(700)], None)] * 2
    checked, failed = verify_in_two.merged(many)
    assert checked == 1400 and len(failed) == 1400
    assert "problems" in failed[999] and failed[1000] == {"id": "300"}


def test_an_error_crosses_back_with_its_kind_and_words() -> None:
    error = SaveTamperedError("The save was changed.", key="error.save_tampered", row=3)
    again = verify_in_two._unpacked(verify_in_two._packed(error))
    assert type(again) is SaveTamperedError and str(again) == "The save was changed."
    assert again.key == "error.save_tampered" and again.params == {"row": 3}
    assert type(verify_in_two._unpacked(verify_in_two._packed(sqlite3.OperationalError("locked")))) \
        is sqlite3.OperationalError
    assert type(verify_in_two._unpacked(verify_in_two._packed(KeyError("k")))) is KeyError


def test_a_helper_that_dies_leaves_its_rounds_here(save: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    here = os.getpid()
    seen: list[tuple[int, int]] = []

    def check(conn: sqlite3.Connection, after: int, upto: int, snap: Any, step: Any) -> Any:
        if os.getpid() != here:
            os._exit(9)  # the helper dies at its first chunk
        seen.append((after, upto))
        return verify._check_chunk(conn, after, upto, snap, step)

    monkeypatch.setattr(verify_in_two, "CHUNK", 7)
    with Wallet.open(save) as wallet:
        conn = wallet.conn
        snap = verify_in_two.snapshot_of(conn)
        checked, failed = verify_in_two.checked_in_two(conn, check, snap, lambda n: None, lambda: None)
        one = verify.check_rounds(verify.settled_batches(conn, stored=True), lambda n: None)
    assert (checked, failed) == one == (46, [])
    assert sorted(seen) == [(lo, min(lo + 7, snap.last_seq)) for lo in range(0, snap.last_seq, 7)]


def test_a_quick_check_reads_no_table_whole(tmp_path: Path) -> None:
    """Issue 31: ``verify --last 100`` took 6-12 s wall on a save of a million rounds: the
    snapshot's bounds (two MAXes in one query) read every round of the 2 GB file, and the
    count of settled rounds went on past N. Every query they make now searches an index."""
    Wallet.open(tmp_path).close()
    said: list[str] = []
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        conn.set_trace_callback(said.append)
        verify_in_two.snapshot_of(conn)
        conn.set_trace_callback(None)
        plans = [" ".join(str(step[3]) for step in conn.execute("EXPLAIN QUERY PLAN " + sql))
                 for sql in said]
    conn.close()
    assert plans and not [plan for plan in plans if "SCAN rounds" in plan or "SCAN ledger" in plan]
