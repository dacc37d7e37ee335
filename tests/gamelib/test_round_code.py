"""A round knows its own code (issue 26): the unique ``#HH:MM:SS-N`` is made in gamelib
(``gamelib.round_code``) and ``history --json`` lists it, ``verify CODE`` finds the round."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gamelib.cli import main as cli_main
from gamelib.errors import IllegalActionError
from gamelib.ledger import Wallet
from gamelib.round_code import parse_code, round_code, round_id_of_code

ROUNDS = 60


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """60 rounds of one game through the save, as fast as autoplay plays them (most in the
    same second: their stored ``#HH:MM:SS`` repeats)."""
    data_dir = tmp_path_factory.mktemp("save")
    assert cli_main(["simulate", "casino-holdem", "--data-dir", str(data_dir),
                     "--rounds", str(ROUNDS), "--seed", "26", "--json"]) == 0
    return data_dir


def _history(data_dir: Path, capsys: pytest.CaptureFixture[str]) -> list[dict[str, object]]:
    capsys.readouterr()
    assert cli_main(["history", "--data-dir", str(data_dir), "--json", "--game", "casino-holdem"]) == 0
    return [e for e in json.loads(capsys.readouterr().out) if e["type"] == "round"]


def test_sixty_rounds_of_one_game_have_sixty_codes(played: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rounds = _history(played, capsys)
    assert len(rounds) == ROUNDS
    codes = [str(e["code"]) for e in rounds]
    assert len(set(codes)) == ROUNDS
    assert all(parse_code(c) is not None for c in codes)
    stored = {str(e["code"]).rpartition("-")[0] for e in rounds}
    assert len(stored) < ROUNDS  # the stored #HH:MM:SS alone repeats: the test means something


def test_verify_finds_a_round_by_its_code(played: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rounds = _history(played, capsys)
    for entry in (rounds[0], rounds[len(rounds) // 2], rounds[-1]):
        for typed in (str(entry["code"]), str(entry["code"]).lstrip("#")):
            assert cli_main(["verify", typed, "--data-dir", str(played), "--json"]) == 0
            verdict = json.loads(capsys.readouterr().out)
            assert verdict["id"] == entry["id"] and verdict["code"] == entry["code"] and verdict["ok"]


def test_an_unknown_or_malformed_code_is_one_sentence(played: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli_main(["verify", "#00:00:00-99999", "--data-dir", str(played)]) == 1
    err = capsys.readouterr().err
    assert "No round has the code #00:00:00-99999." in err and "Traceback" not in err
    assert cli_main(["verify", "#1:2:3", "--data-dir", str(played)]) == 1
    assert "round code (like #05:23:16-123)" in capsys.readouterr().err


def test_the_code_is_made_once_and_idempotent(tmp_path: Path) -> None:
    assert round_code("#12:00:00", "20261123-120000-000003") == "#12:00:00-3"
    assert round_code(round_code("#12:00:00", "20261123-120000-000003"), "20261123-120000-000003") == "#12:00:00-3"
    with Wallet.open(tmp_path) as wallet, pytest.raises(IllegalActionError):
        round_id_of_code(wallet.conn, "not a code")
