"""Issue 31: a save with no checkpoint (written before checkpoints: the first open after that
upgrade) paid a full rehash at open, 63 s CPU at a million rounds. Now its old rows are
rehashed a bounded slice at each open (and in the background), from the chain's start,
and how far the rehash has come is written only for rows it has rehashed.

Here the checkpoint steps are 4 rows and a slice is REHASH_ROWS rows and REHASH_ROUNDS
rounds, one slice an open (REHASH_TIME 0): the budget is a count of rows, never a clock.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from gamelib import chain, chain_rehash, checkpoint_record
from gamelib import chain_checkpoint as checkpoint
from gamelib.cards import seed_commitment
from gamelib.cli import main as cli_main
from gamelib.errors import SaveTamperedError
from gamelib.ledger import Wallet
from gamelib.schema import trigger_sql
from gamelib.storage import DB_NAME

ROUNDS = 24
SEED = bytes(range(32))
HASH = seed_commitment(SEED)


@pytest.fixture(autouse=True)
def small_steps(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checkpoint_record, "CHECKPOINT_EVERY", 4)
    monkeypatch.setattr(checkpoint, "SESSION_CHUNK", 3)
    monkeypatch.setattr(checkpoint, "REHASH_FROM", 0)
    monkeypatch.setattr(chain_rehash, "REHASH_ROWS", 5)
    monkeypatch.setattr(chain_rehash, "REHASH_ROUNDS", 2)
    monkeypatch.setattr(chain_rehash, "REHASH_TIME", 0.0)


def old_save(folder: Path) -> None:
    """A save of ROUNDS settled rounds (two rows each, after the start balance's) as a
    Feltside from before checkpoints left it: no checkpoint at all."""
    with Wallet.open(folder) as w:
        for k in range(ROUNDS):
            rid = w.open_round("video-poker", "1", {"bet": 100 + k}, HASH, {})
            w.settle_round(rid, {"bet": 300} if k % 3 else {}, {"hand": "Js Jc"}, SEED)
    sql(folder, "DELETE FROM meta WHERE key = 'chain_checkpoint'")


def sql(folder: Path, *statements: str) -> None:
    with sqlite3.connect(folder / DB_NAME) as conn:
        for statement in statements:
            conn.execute(statement)
    conn.close()


def read(folder: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{folder / DB_NAME}?mode=ro", uri=True)


def rehash_state(folder: Path) -> dict[str, object] | None:
    conn = read(folder)
    try:
        return chain_rehash.rehash_state(conn)
    finally:
        conn.close()


def rows_of(folder: Path) -> int:
    conn = read(folder)
    try:
        return int(conn.execute("SELECT MAX(id) FROM ledger").fetchone()[0])
    finally:
        conn.close()


def rehashed_rows(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The ids of the ledger rows rehashed from here on (by the rehash and the open's check)."""
    seen: list[int] = []
    real = chain.ledger_digest

    def counted(prev: str, fields: list[object]) -> str:
        seen.append(int(fields[0]))  # type: ignore[call-overload]
        return real(prev, fields)

    monkeypatch.setattr(chain, "ledger_digest", counted)
    monkeypatch.setattr(checkpoint, "ledger_digest", counted)
    return seen


def test_a_save_with_no_checkpoint_opens_within_a_row_budget(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The control: before, the first open rehashed every row (the full check)."""
    old_save(tmp_path)
    total = rows_of(tmp_path)
    seen = rehashed_rows(monkeypatch)
    with Wallet.open(tmp_path) as w:
        assert w.balance == w.derived_balance()
    newest = 2 * checkpoint_record.CHECKPOINT_EVERY  # the rows after the checkpoint, as at any open
    assert len(seen) <= newest + chain_rehash.REHASH_ROWS < total
    state = rehash_state(tmp_path)
    assert state is not None and state["done"] == [chain_rehash.REHASH_ROWS, chain_rehash.REHASH_ROUNDS]


def test_the_rehash_goes_on_over_opens_until_the_checkpoint_vouches(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    old_save(tmp_path)
    seen = rehashed_rows(monkeypatch)
    left: list[tuple[int, int] | None] = []
    for _ in range(30):
        with Wallet.open(tmp_path) as w:
            left.append(chain_rehash.unproven(w.conn))
        if left[-1] is None:
            break
    assert left[-1] is None and len(left) > 3
    assert all(a is not None and b is not None and a > b for a, b in zip(left[:-2], left[1:-1],
                                                                      strict=True))
    assert set(range(1, rows_of(tmp_path) - 2 * checkpoint_record.CHECKPOINT_EVERY)) <= set(seen)
    data = checkpoint_record.data(Wallet.open(tmp_path).conn)
    assert "rehash" not in data and data["schema"] == checkpoint_record.schema_cookie(read(tmp_path))
    with Wallet.open(tmp_path) as w:  # the sums the rehash kept are the rows' own
        fresh = checkpoint_record.sums(w.conn, checkpoint_record.LEDGER_SUMS, 0, data["ledger"][0])
        assert fresh == checkpoint_record.read(w.conn)[0][2]  # type: ignore[index]
        assert w.verify_chain() is None


def test_a_break_in_the_old_rows_is_found_by_the_rehash_and_never_vouched(
        tmp_path: Path) -> None:
    """A payout raised under a dropped trigger in an old row: the first open (whose slice
    ends before it) opens; the rehash reaches it at a later open, which refuses the save
    with the sentence naming it, and so does every open after."""
    old_save(tmp_path)
    row = chain_rehash.REHASH_ROWS + 3
    sql(tmp_path, "DROP TRIGGER ledger_never_changed",
        f"UPDATE ledger SET note = 'a gift' WHERE id = {row}", trigger_sql("ledger_never_changed"))
    Wallet.open(tmp_path).close()
    with pytest.raises(SaveTamperedError, match=f"Ledger row {row} "):
        Wallet.open(tmp_path)
    state = rehash_state(tmp_path)
    assert state is not None and state["done"][0] < row  # type: ignore[index]
    with pytest.raises(SaveTamperedError, match=f"Ledger row {row} "):
        Wallet.open(tmp_path)


def test_tampering_in_the_newest_rows_is_refused_at_the_first_open(tmp_path: Path) -> None:
    old_save(tmp_path)
    newest = rows_of(tmp_path) - 1
    sql(tmp_path, "DROP TRIGGER ledger_never_changed",
        f"UPDATE ledger SET note = 'a gift' WHERE id = {newest}", trigger_sql("ledger_never_changed"))
    with pytest.raises(SaveTamperedError, match=f"Ledger row {newest} "):
        Wallet.open(tmp_path)


def test_a_balance_edited_before_the_upgrade_is_named_when_the_rehash_ends(
        tmp_path: Path) -> None:
    """The balance the old rows add up to is a claim until they are rehashed (adding up a
    million rows at an open is the cost avoided): it is never vouched for before."""
    old_save(tmp_path)
    sql(tmp_path, "UPDATE wallet SET balance = balance + 5000")
    for _ in range(30):
        try:
            Wallet.open(tmp_path).close()
        except SaveTamperedError as exc:
            assert "balance" in str(exc)
            break
    else:
        pytest.fail("the edited balance was vouched for")
    assert rehash_state(tmp_path) is not None


def test_a_balance_edited_during_the_rehash_is_refused_at_open(tmp_path: Path) -> None:
    old_save(tmp_path)
    Wallet.open(tmp_path).close()
    sql(tmp_path, "UPDATE wallet SET balance = balance + 5000")
    with pytest.raises(SaveTamperedError, match="balance"):
        Wallet.open(tmp_path)


def test_a_restart_mid_rehash_resumes_and_never_vouches_an_unproven_row(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A slice killed half-way writes nothing; the next open goes on from where the last
    written state says, and that state never lies past the rows actually rehashed."""
    old_save(tmp_path)
    Wallet.open(tmp_path).close()
    before = rehash_state(tmp_path)
    assert before is not None
    calls = [0]
    real = chain_rehash._rehash_slice

    def killed(conn: sqlite3.Connection, state: dict[str, object]) -> str | None:
        calls[0] += 1
        real(conn, state)
        raise sqlite3.OperationalError("disk I/O error")  # after rehashing, before writing

    monkeypatch.setattr(chain_rehash, "_rehash_slice", killed)
    Wallet.open(tmp_path).close()  # the open itself passes; the step is lost
    assert calls == [1] and rehash_state(tmp_path) == before
    monkeypatch.setattr(chain_rehash, "_rehash_slice", real)
    seen = rehashed_rows(monkeypatch)
    Wallet.open(tmp_path).close()
    done = before["done"][0]  # type: ignore[index]
    rehashed = [k for k in seen if k <= done + chain_rehash.REHASH_ROWS]
    assert rehashed[0] == done + 1  # resumed, not started again
    after = rehash_state(tmp_path)
    assert after is not None and after["done"][0] == done + chain_rehash.REHASH_ROWS  # type: ignore[index]


def test_a_guard_touched_mid_rehash_sends_the_next_open_to_the_full_check(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An old row not yet rehashed, edited under a dropped trigger after the rehash began:
    the cookie moves, so the rows are not vouched for by it; the full check names the row."""
    old_save(tmp_path)
    Wallet.open(tmp_path).close()
    row = rows_of(tmp_path) - 3 * checkpoint_record.CHECKPOINT_EVERY
    sql(tmp_path, "DROP TRIGGER ledger_never_changed",
        f"UPDATE ledger SET note = 'a gift' WHERE id = {row}", trigger_sql("ledger_never_changed"))
    full: list[int] = []
    real = checkpoint.full_break
    monkeypatch.setattr(checkpoint, "full_break", lambda *a: full.append(1) or real(*a))
    with pytest.raises(SaveTamperedError, match=f"Ledger row {row} "):
        Wallet.open(tmp_path)
    assert full == [1]


def test_a_small_save_with_no_checkpoint_is_still_checked_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checkpoint, "REHASH_FROM", 10_000)
    old_save(tmp_path)
    Wallet.open(tmp_path).close()
    assert rehash_state(tmp_path) is None
    assert checkpoint._trust(read(tmp_path)) == checkpoint._PROVEN


def test_balance_says_how_much_older_history_is_unproven(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old_save(tmp_path)
    assert cli_main(["balance", "--data-dir", str(tmp_path)]) == 0
    said = capsys.readouterr().out
    left = chain_rehash.unproven(read(tmp_path))
    assert left is not None and left[0] > 0
    assert f"{left[0]:,} ledger rows and {left[1]:,} rounds are not proven yet" in said
    assert "'verify --all' proves them all" in said


def test_verify_all_ends_the_rehash(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old_save(tmp_path)
    Wallet.open(tmp_path).close()
    assert rehash_state(tmp_path) is not None
    cli_main(["verify", "--all", "--data-dir", str(tmp_path)])  # its rounds are not real deals
    assert "The save's hash chains are whole" in capsys.readouterr().out
    assert rehash_state(tmp_path) is None
    assert checkpoint._trust(read(tmp_path)) == checkpoint._PROVEN
    assert cli_main(["balance", "--data-dir", str(tmp_path)]) == 0
    said = capsys.readouterr().out
    assert said.startswith("Balance:") and "proven" not in said
    with Wallet.open(tmp_path) as w:
        assert w.verify_chain() is None


@pytest.fixture
def small_slices(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(chain_rehash, "SLICE_ROWS", 3)
    monkeypatch.setattr(chain_rehash, "SLICE_ROUNDS", 1)
    monkeypatch.setattr(chain_rehash, "PAUSE", 0.0)


@pytest.mark.usefixtures("small_slices")
def test_the_rehash_beside_play_ends_and_the_checkpoint_vouches(tmp_path: Path) -> None:
    old_save(tmp_path)
    with Wallet.open(tmp_path) as w:
        assert w.rehash_in_background()
        assert w._rehash is not None
        w._rehash._thread.join(120)  # it ends on its own (a bound only: no clock counts anything here)
        assert w._rehash.ended and w.break_found is None
        assert chain_rehash.unproven(w.conn) is None
        rid = w.open_round("video-poker", "1", {"bet": 100}, HASH, {})  # play goes on
        w.settle_round(rid, {"bet": 200}, {"hand": "Js Jc"}, SEED)
    assert checkpoint._trust(read(tmp_path)) == checkpoint._PROVEN
    with Wallet.open(tmp_path) as w:
        assert not w.rehash_in_background() and w.verify_chain() is None


@pytest.mark.usefixtures("small_slices")
def test_a_break_in_old_rows_is_found_beside_play_and_stays_found(tmp_path: Path) -> None:
    """The control: the open passes (its slice ends before the row); the rehash beside play
    names the row, writes nothing past it, and the next open refuses the save."""
    old_save(tmp_path)
    row = chain_rehash.REHASH_ROWS + 4
    sql(tmp_path, "DROP TRIGGER ledger_never_changed",
        f"UPDATE ledger SET note = 'a gift' WHERE id = {row}", trigger_sql("ledger_never_changed"))
    with Wallet.open(tmp_path):
        conn = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None)
        rehash = chain_rehash.BackgroundRehash(tmp_path / DB_NAME)
        while rehash.step(conn) is not None:
            state = chain_rehash.rehash_state(conn)
            assert state is not None and state["done"][0] < row
        conn.close()
        assert rehash.found is not None and rehash.found.startswith(f"Ledger row {row} ")
    with pytest.raises(SaveTamperedError, match=f"Ledger row {row} "):
        Wallet.open(tmp_path)


def test_a_slice_beside_play_never_writes_over_a_rehash_moved_meanwhile(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An open (another window) moves the rehash on while a slice beside play hashes: the
    slice's older state is not written back over it."""
    old_save(tmp_path)
    Wallet.open(tmp_path).close()
    real = chain_rehash._rehash_slice

    def raced(conn: sqlite3.Connection, state: dict[str, object], *steps: int | None) -> str | None:
        broken = real(conn, state, *steps)
        if steps:  # the slice beside play (not the open's own)
            Wallet.open(tmp_path).close()  # moves the rehash on by its own step
        return broken

    monkeypatch.setattr(chain_rehash, "_rehash_slice", raced)
    conn = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None)
    try:
        assert chain_rehash.rehash_aside(conn, 1, 1) is None
    finally:
        conn.close()
    state = rehash_state(tmp_path)
    assert state is not None and state["done"][0] == 2 * chain_rehash.REHASH_ROWS  # type: ignore[index]


def test_a_session_during_the_rehash_moves_the_checkpoint_and_the_sums_stay_true(
        tmp_path: Path) -> None:
    """Rounds settled while the old rows are still being rehashed move the checkpoint on (the
    rows an open checks stay few); when the rehash ends, the sums kept are the rows' own."""
    old_save(tmp_path)
    Wallet.open(tmp_path).close()
    start = rehash_state(tmp_path)
    assert start is not None
    with Wallet.open(tmp_path) as w:
        for k in range(30):
            rid = w.open_round("video-poker", "1", {"bet": 100}, HASH, {})
            w.settle_round(rid, {"bet": 250} if k % 2 else {}, {"hand": "Js Jc"}, SEED)
    point = checkpoint_record.read(read(tmp_path))
    assert point is not None and point[0][0] > start["upto"][0]  # type: ignore[index]
    for _ in range(40):
        Wallet.open(tmp_path).close()
        if rehash_state(tmp_path) is None:
            break
    conn = read(tmp_path)
    point = checkpoint_record.read(conn)
    assert point is not None and rehash_state(tmp_path) is None
    assert checkpoint_record.sums(conn, checkpoint_record.LEDGER_SUMS, 0, point[0][0]) == point[0][2]
    assert checkpoint_record.sums(conn, checkpoint_record.ROUND_SUMS, 0, point[1][0]) == point[1][2]
    assert checkpoint._trust(conn) == checkpoint._PROVEN
    conn.close()
    with Wallet.open(tmp_path) as w:
        assert w.verify_chain() is None and w.balance == w.derived_balance()
