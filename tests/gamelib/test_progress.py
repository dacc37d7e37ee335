"""Issue 31: a save from before checkpoints is rehashed in full at its first open (once: a
checkpoint is kept then); a command shows that check's count and rate on a terminal."""

from __future__ import annotations

import io
import sqlite3
from pathlib import Path

import pytest

from gamelib import checkpoint_record, cli
from gamelib.autoplay import autoplay
from gamelib.cli import main as cli_main
from gamelib.cli.progress import Tally
from gamelib.ledger import Wallet
from gamelib.storage import DB_NAME


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture
def old_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A save with a checkpoint taken away, as one made before checkpoints existed."""
    monkeypatch.setattr(checkpoint_record, "CHECKPOINT_EVERY", 4)
    with Wallet.open(tmp_path) as wallet:
        autoplay(wallet, "video-poker", 12, seed=4)
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        conn.execute("DELETE FROM meta WHERE key = ?", (checkpoint_record.CHECKPOINT,))
    conn.close()
    return tmp_path


def test_the_full_check_at_open_is_counted_once(old_save: Path) -> None:
    told: list[int] = []
    Wallet.open(old_save, progress=told.append).close()
    assert told and told == sorted(told)  # every row and round, rehashed in full
    again: list[int] = []
    Wallet.open(old_save, progress=again.append).close()
    assert again == []  # from the checkpoint kept at the first open


def test_a_command_shows_the_count_on_a_terminal(old_save: Path, monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    shown = Terminal()
    monkeypatch.setattr(cli, "Tally", lambda what: Tally(what, shown, after=0.0, every=0.0))
    assert cli_main(["balance", "--data-dir", str(old_save)]) == 0
    said = shown.getvalue()
    assert "Checking every row of the save's hash chains" in said and "a second" in said
    assert said.endswith("\n")
    shown.truncate(0)
    shown.seek(0)
    assert cli_main(["balance", "--data-dir", str(old_save)]) == 0
    assert shown.getvalue() == ""


def test_a_quick_check_writes_nothing() -> None:
    shown = Terminal()
    tally = Tally("Checking", shown, after=60.0)
    tally(1000)
    tally.close()
    assert shown.getvalue() == ""
    tally = Tally("Checking", shown, after=0.0, every=0.0)
    tally(1000)
    tally.close()
    assert shown.getvalue().startswith("\rChecking: 1,000 rows and rounds · ")
