"""main.py as a user meets it: --help works; a bad command exits 2 with one line, no traceback;
the smoke command opens every scene headless."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}


def run(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, text=True,
                          cwd=ROOT, env=ENV, timeout=timeout)


def test_help_lists_the_commands():
    result = run("--help")
    assert result.returncode == 0
    for command in ("smoke", "screenshots", "analyze", "simulate", "verify"):
        assert command in result.stdout


def test_command_help_works():
    for command in ("smoke", "screenshots"):
        result = run(command, "--help")
        assert result.returncode == 0, result.stderr
        assert "usage" in result.stdout.lower()


def test_bad_command_exits_2_with_one_line_and_no_traceback():
    result = run("no-such-command")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_bad_option_exits_2_without_traceback():
    result = run("screenshots")  # OUT missing
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_bad_value_exits_1_with_one_line(tmp_path):
    result = run("smoke", "--frames", "0", "--data-dir", str(tmp_path))
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def save_as_seen(data_dir: Path) -> tuple[str, str]:
    """The save's balance and whole history, as the commands print them."""
    balance = run("--data-dir", str(data_dir), "balance", "--json")
    history = run("--data-dir", str(data_dir), "history", "--json")
    assert balance.returncode == 0 and history.returncode == 0, balance.stderr + history.stderr
    return balance.stdout, history.stdout


@pytest.mark.slow
def test_smoke_opens_every_scene_and_never_touches_the_save_it_is_given(tmp_path):
    before = save_as_seen(tmp_path)
    result = run("smoke", "--frames", "2", "--data-dir", str(tmp_path), timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "Traceback" not in result.stderr
    assert "ok  lobby" in result.stdout
    assert "ok  settings" in result.stdout
    assert save_as_seen(tmp_path) == before  # its demo rounds were played elsewhere


@pytest.mark.slow
def test_screenshots_of_one_size_say_where_and_how_much_and_never_touch_the_save(tmp_path):
    save = tmp_path / "save"
    before = save_as_seen(save)
    shots = tmp_path / "shots"
    result = run("--data-dir", str(save), "screenshots", str(shots), "--only", "lobby",
                 "--size", "1280x720")
    assert result.returncode == 0, result.stderr[-2000:]
    written = sorted(p.name for p in shots.iterdir())
    assert "lobby_1280x720.png" in written and all(n.endswith("_1280x720.png") for n in written)
    megabytes = sum(p.stat().st_size for p in shots.iterdir()) / 1e6
    # where and how much, on the one line it prints (no pygame banner before it)
    assert result.stdout == (f"screenshots: {len(written)} PNG files, {megabytes:.1f} MB, "
                             f"in {shots.resolve()}\n")
    assert save_as_seen(save) == before


def test_smoke_and_screenshots_help_say_the_save_is_not_used():
    for command in ("smoke", "screenshots"):
        assert "ignored" in " ".join(run(command, "--help").stdout.split())
