"""The headless commands: one-line errors, exit codes, JSON shapes (00-product.md contract)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, data_dir: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "main.py", "--data-dir", str(data_dir), *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_balance_json_on_a_new_save(tmp_path):
    out = run("balance", "--json", data_dir=tmp_path)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {"balance_cents": 100_000}


def test_data_dir_may_follow_the_command(tmp_path):
    out = subprocess.run([sys.executable, "main.py", "balance", "--json", "--data-dir", str(tmp_path)],
                         cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and (tmp_path / "feltside.sqlite3").exists()


def test_history_json_lists_the_start_top_up(tmp_path):
    out = run("history", "--json", "--limit", "5", data_dir=tmp_path)
    entries = json.loads(out.stdout)
    assert entries[0]["type"] == "top-up" and entries[0]["amount_cents"] == 100_000


@pytest.mark.parametrize("args", [
    ("bogus",), ("history", "--limit", "x"), ("verify",), ("analyze",), ("balance", "--nope"),
])
def test_bad_arguments_give_one_line_and_exit_2(tmp_path, args):
    out = run(*args, data_dir=tmp_path)
    assert out.returncode == 2
    assert "Traceback" not in out.stderr
    assert out.stderr.strip().splitlines()[-1].startswith("feltside")


@pytest.mark.parametrize("rid", ["123", "20261122-052316-000999"])
def test_verify_of_a_bad_or_unknown_round_is_one_sentence(tmp_path, rid):
    out = run("verify", rid, data_dir=tmp_path)
    assert out.returncode == 1 and "Traceback" not in out.stderr
    assert out.stderr.startswith("feltside: error: ") and len(out.stderr.strip().splitlines()) == 1


def test_damaged_save_is_kept_aside_and_commands_still_work(tmp_path):
    (tmp_path / "feltside.sqlite3").write_bytes(b"\x00garbage" * 300)
    out = run("balance", "--json", data_dir=tmp_path)
    assert out.returncode == 3 and json.loads(out.stdout) == {"balance_cents": 100_000}
    assert "kept aside" in out.stderr
    assert run("balance", "--json", data_dir=tmp_path).returncode == 0  # told once
    assert any(p.name.startswith("feltside.sqlite3.bad-") for p in tmp_path.iterdir())


def test_help_lists_the_commands():
    out = subprocess.run([sys.executable, "main.py", "--help"], cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 0
    for cmd in ("analyze", "simulate", "verify", "balance", "history"):
        assert cmd in out.stdout


# Ctrl+C while the program starts: the import named here raises KeyboardInterrupt, as the
# signal would in the middle of it (deterministic: no signal timing against a busy machine)
CTRL_C_DURING_IMPORT = """
import runpy, sys
class CtrlC:
    def find_spec(self, name, path=None, target=None):
        if name == WANTED:
            raise KeyboardInterrupt
WANTED = sys.argv.pop(1)
sys.meta_path.insert(0, CtrlC())
sys.argv[0] = "main.py"
runpy.run_path("main.py", run_name="__main__")
"""


@pytest.mark.parametrize("module, args", [
    ("gamelib.cli", ["balance"]),  # the command parser loading (the lobby starts without it)
    ("scenes.app", []),  # the GUI loading
    ("gamelib.cli.balance", ["balance"]),  # a command's module loading
    ("gamelib.ledger", ["history", "--json"]),  # the save's code loading
])
def test_ctrl_c_during_start_up_is_one_line_and_exit_130(tmp_path, module, args):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "-c", CTRL_C_DURING_IMPORT, module, "--data-dir",
                          str(tmp_path), *args], cwd=ROOT, capture_output=True, text=True,
                         timeout=120, env=env)
    assert out.returncode == 130, out.stderr
    assert out.stderr == "feltside: error: interrupted\n" and out.stdout == ""


def test_output_into_a_closed_pipe_stops_quietly(tmp_path):
    # `… | head`: the reader is gone before the command writes (closed before it starts)
    reader, writer = os.pipe()
    os.close(reader)
    try:
        out = subprocess.run([sys.executable, "main.py", "--data-dir", str(tmp_path), "history",
                              "--json"], cwd=ROOT, stdout=writer, stderr=subprocess.PIPE,
                             text=True, timeout=60)
    finally:
        os.close(writer)
    assert out.returncode == 141
    assert out.stderr == ""
