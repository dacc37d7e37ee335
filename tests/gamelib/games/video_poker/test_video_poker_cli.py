"""``analyze video-poker`` and ``simulate video-poker`` through the real command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gamelib.cli import main as cli_main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli_main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("vp-cli")


def test_analyze_hand_json_best_first(capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    code, out, _ = _run(capsys, "analyze", "video-poker", "--paytable", "jacks-or-better",
                        "--hand", "As Ks Qs Js 9d", "--json", "--data-dir", str(data_dir))
    data = json.loads(out)
    assert code == 0 and data["paytable"] == "jacks-or-better" and data["hand"][0] == "As"
    assert len(data["holds"]) == 32
    assert data["holds"][0] == {"hold": ["As", "Ks", "Qs", "Js"], "ev": pytest.approx(18.553191, abs=1e-6)}
    evs = [h["ev"] for h in data["holds"]]
    assert evs == sorted(evs, reverse=True)
    assert data["default_hold"] == ["As", "Ks", "Qs", "Js"]


def test_analyze_hand_text(capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    code, out, _ = _run(capsys, "analyze", "video-poker", "--hand", "Jc Jd 4h 8s 9c",
                        "--data-dir", str(data_dir))
    assert code == 0 and "optimal" in out and "(draw five)" in out
    assert len(out.strip().splitlines()) == 33


@pytest.mark.slow
def test_analyze_whole_table(capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    code, out, _ = _run(capsys, "analyze", "video-poker", "--paytable", "jacks-or-better",
                        "--data-dir", str(data_dir))
    assert code == 0 and "Return: 99.5439 %" in out and "Royal Flush" in out
    code, out, _ = _run(capsys, "analyze", "video-poker", "--paytable", "jacks-or-better",
                        "--json", "--data-dir", str(data_dir))
    data = json.loads(out)
    assert data["strategy"] == "optimal" and round(data["return"], 6) == 0.995439
    assert set(data["lines"]) == {"Royal Flush", "Straight Flush", "Four of a Kind", "Full House", "Flush",
                                  "Straight", "Three of a Kind", "Two Pair", "Jacks or Better"}


@pytest.mark.parametrize("argv", [
    ("analyze", "video-poker", "--paytable", "joker-poker"),
    ("analyze", "video-poker", "--hand", "As Ks Qs"),
    ("analyze", "video-poker", "--hand", "As Ks Qs Js Zz"),
])
def test_bad_input_is_one_sentence(capsys: pytest.CaptureFixture[str], data_dir: Path,
                                   argv: tuple[str, ...]) -> None:
    code, out, err = _run(capsys, *argv, "--data-dir", str(data_dir))
    assert code == 1 and out == "" and err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize("argv", [
    ("simulate", "video-poker", "--rounds", "0"),
    ("simulate", "video-poker", "--hands", "101"),
])
def test_bad_simulate_input_is_one_sentence(capsys: pytest.CaptureFixture[str],
                                            argv: tuple[str, ...]) -> None:
    with pytest.raises(SystemExit) as stop:  # argparse: a usage error, exit 2
        _run(capsys, *argv)
    out, err = capsys.readouterr()
    assert stop.value.code == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err


def test_simulate_json_is_repeatable(capsys: pytest.CaptureFixture[str], data_dir: Path,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    import gamelib.games.video_poker.cli as vp_cli

    monkeypatch.setattr(vp_cli, "_cache_dir", lambda args: data_dir)  # never the user's folder
    argv = ("simulate", "video-poker", "--rounds", "300", "--hands", "5", "--seed", "4",
            "--paytable", "bonus-poker", "--json")
    code, out, _ = _run(capsys, *argv)
    first = json.loads(out)
    assert code == 0 and first["rounds"] == 300 and first["hands"] == 5
    assert 0.3 < first["return"] < 2.0 and first["ci99_half_width"] > 0
    code, out, _ = _run(capsys, *argv)
    assert json.loads(out)["return"] == first["return"]
    code, out, _ = _run(capsys, "simulate", "video-poker", "--rounds", "50", "--seed", "1",
                        "--strategy", "optimal")
    assert code == 0 and "99 % confidence" in out
