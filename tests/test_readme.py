"""README stays true: every ``main.py`` command it shows runs and exits 0 (issue 20).

Each command is run as README writes it, in a fast variant: a temporary save
(``--data-dir``), a few rounds, one screenshot state, one smoke frame. A command added to
README without a fast variant here fails :func:`test_every_readme_command_has_a_fast_variant`.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENV = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
PREFIX = ".venv/bin/python main.py"
#: the commands that draw every scene (about 20 s): run by the slow test only
SCREEN_COMMANDS = ("smoke", "screenshots")
#: what a placeholder or a long option becomes in the fast variant
FAST_ROUNDS = "20"


def readme_commands() -> list[list[str]]:
    """The arguments of every ``.venv/bin/python main.py …`` line in README, comments cut."""
    commands = []
    for line in (ROOT / "README.md").read_text(encoding="utf-8").splitlines():
        if line.startswith(PREFIX):
            commands.append(shlex.split(line[len(PREFIX):].split("  #")[0]))
    return commands


def fast_variant(argv: list[str], tmp_path: Path, round_id: str) -> list[str]:
    """README's arguments with placeholders filled and the long runs made short."""
    fast: list[str] = []
    for i, arg in enumerate(argv):
        if i > 0 and argv[i - 1] == "--rounds":
            arg = FAST_ROUNDS
        fast.append({"OUT": str(tmp_path / "shots"), "ROUND_ID": round_id}.get(arg, arg))
    if fast[:1] == ["smoke"]:
        fast += ["--frames", "1"]
    if fast[:1] == ["screenshots"]:
        fast += ["--only", "lobby"]
    return ["--data-dir", str(tmp_path / "save"), *fast]


def run(argv: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, env=ENV,
                          capture_output=True, text=True, timeout=300)


def a_settled_round(tmp_path: Path) -> str:
    """Play a few rounds in the test's save; the id of the newest, for ``verify ROUND_ID``."""
    save = ["--data-dir", str(tmp_path / "save")]
    assert run([*save, "simulate", "video-poker", "--rounds", "3"]).returncode == 0
    listed = run([*save, "history", "--json", "--limit", "1"])
    return str(json.loads(listed.stdout)[0]["id"])


def test_every_readme_command_has_a_fast_variant(tmp_path):
    commands = readme_commands()
    assert len(commands) >= 9, "README's command lines were not found"
    for argv in commands:
        fast = fast_variant(argv, tmp_path, "R")
        assert not any(re.fullmatch(r"[A-Z][A-Z_]+", a) for a in fast), (
            f"README's 'main.py {' '.join(argv)}' has a placeholder this test does not fill")
        if "--rounds" in argv:
            assert fast[fast.index("--rounds") + 1] == FAST_ROUNDS


@pytest.mark.slow  # about 9 s (analyze builds its cache in the new save)
def test_readme_commands_run_and_exit_0(tmp_path):
    round_id = a_settled_round(tmp_path)
    for argv in readme_commands():
        if argv[:1] and argv[0] in SCREEN_COMMANDS:
            continue
        result = run(fast_variant(argv, tmp_path, round_id))
        assert result.returncode == 0, f"main.py {' '.join(argv)}: {result.stderr[-1000:]}"


@pytest.mark.slow
def test_readme_screen_commands_run_and_exit_0(tmp_path):
    for argv in readme_commands():
        if argv[:1] and argv[0] in SCREEN_COMMANDS:
            result = run(fast_variant(argv, tmp_path, "unused"))
            assert result.returncode == 0, f"main.py {' '.join(argv)}: {result.stderr[-1000:]}"
