"""Issue 31: ``verify`` on a large save: ``--all`` streams (a progress bar with the rate and
the time left on a terminal), ``--last N`` is a quick check of the newest rounds."""

from __future__ import annotations

import io
import itertools
import sqlite3
import sys
from pathlib import Path

import pytest

from gamelib import chain
from gamelib import chain_checkpoint as checkpoint
from gamelib.autoplay import autoplay
from gamelib.cli import main as cli_main
from gamelib.cli import progress, verify
from gamelib.cli.verify import Progress, settled_batches
from gamelib.ledger import Wallet
from gamelib.storage import DB_NAME


@pytest.fixture(scope="module")
def save(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("stream-save")
    with Wallet.open(folder) as wallet:
        autoplay(wallet, "video-poker", 12, seed=3)
    return folder


def test_verify_last_n_checks_the_newest_rounds(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["verify", "--last", "5", "--data-dir", str(save)]) == 0
    said = capsys.readouterr().out
    assert "the 5 newest settled rounds verify" in said
    with Wallet.open(save) as wallet:
        ids = [d["id"] for b in settled_batches(wallet.conn) for d in b]
        assert [d["id"] for b in settled_batches(wallet.conn, 5) for d in b] == ids[-5:]
        assert len(ids) == 12


def test_rounds_are_read_a_batch_at_a_time(save: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with Wallet.open(save) as wallet:
        one = [d for b in settled_batches(wallet.conn) for d in b]
        monkeypatch.setattr(verify, "BATCH", 5)
        batches = list(settled_batches(wallet.conn))
        assert [len(b) for b in batches] == [5, 5, 2]
        assert [d for b in batches for d in b] == one
        assert [len(b) for b in settled_batches(wallet.conn, 7)] == [5, 2]
        detail = wallet.round_detail(one[3]["id"])
        for key in ("code", "game", "status", "seed", "seed_hash", "config", "record", "jackpot"):
            assert one[3][key] == detail[key], key
        assert one[3]["rows"] == [{k: r[k] for k in ("kind", "amount", "spot", "note")}
                                  for r in detail["rows"]]


def test_verify_last_n_finds_a_changed_newest_round(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    with Wallet.open(tmp_path) as wallet:
        autoplay(wallet, "video-poker", 4, seed=5)
        newest = [d["id"] for b in settled_batches(wallet.conn) for d in b][-1]
    with sqlite3.connect(tmp_path / DB_NAME) as conn:
        conn.execute("UPDATE rounds SET seal = NULL WHERE id = ?", (newest,))
    assert cli_main(["verify", "--last", "1", "--data-dir", str(tmp_path)]) == 3


def test_a_number_of_rounds_is_asked_for(save: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli_main(["verify", "--last", "none", "--data-dir", str(save)])
    assert stopped.value.code == 2
    assert "not a number of rounds" in capsys.readouterr().err


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_progress_bar_says_the_rate_and_the_time_left() -> None:
    shown = Terminal()
    bar = Progress(1_000_000, shown, every=0.0)
    line = bar.line(250_000, bar.start + 50.0)
    assert "250,000 / 1,000,000 rounds" in line and "5,000 a second" in line
    assert "2 min 30 s left" in line and line.startswith("[#######")
    bar.step(10)
    bar.close()
    assert shown.getvalue().startswith("\r[") and shown.getvalue().endswith("\n")
    quiet = io.StringIO()  # not a terminal: nothing drawn
    Progress(10, quiet, every=0.0).step(5)
    assert quiet.getvalue() == ""


@pytest.mark.parametrize("seconds_a_read", [0.0, 1.5], ids=["fast machine", "slow machine"])
def test_verify_all_shows_the_chain_check_and_the_replay_on_a_terminal(
        save: Path, monkeypatch: pytest.MonkeyPatch, seconds_a_read: float) -> None:
    """The full chain check (about a minute at a million rounds) has its own bar before the
    rounds' replay. The bars' clock is faked: on a fast machine each bar shows its end only; on
    a slow one (every read 1.5 s later) every step shows, and the open's own tally too."""
    clock = itertools.count(0.0, seconds_a_read) if seconds_a_read else itertools.repeat(0.0)
    monkeypatch.setattr(progress.time, "monotonic", lambda: next(clock))
    shown = Terminal()
    monkeypatch.setattr(sys, "stderr", shown)
    assert cli_main(["verify", "--all", "--data-dir", str(save)]) == 0
    lines = [line for line in shown.getvalue().replace("\r", "\n").splitlines() if line]
    with Wallet.open(save) as wallet:
        total = chain.chain_length(wallet.conn)
    chains = [n for n, line in enumerate(lines) if "of the hash chains" in line]
    rounds = [n for n, line in enumerate(lines) if line.endswith("left") and " rounds " in line
              and "hash chains" not in line]
    assert chains and rounds and chains[-1] < rounds[0]
    assert f"{total:,} / {total:,} rows and rounds of the hash chains" in lines[chains[-1]]
    assert "12 / 12 rounds" in lines[-1] and rounds[-1] == len(lines) - 1
    assert (len(rounds) == 1) == (seconds_a_read == 0.0)  # a slow machine sees each step


def test_the_full_chain_check_says_how_far_it_got(save: Path) -> None:
    seen: list[int] = []
    with Wallet.open(save) as wallet:
        assert checkpoint.first_break(wallet.conn, full=True, progress=seen.append) is None
        assert seen and seen == sorted(seen) and seen[-1] == chain.chain_length(wallet.conn)


def test_the_full_chain_check_reads_the_rounds_own_rows_a_thousand_rounds_at_a_time(
        save: Path) -> None:
    said: list[str] = []
    with Wallet.open(save) as wallet:
        wallet.conn.set_trace_callback(said.append)
        assert checkpoint.first_break(wallet.conn, full=True) is None
        wallet.conn.set_trace_callback(None)
    assert len([s for s in said if "FROM ledger" in s]) <= 3  # all rows, the rounds', the sum
