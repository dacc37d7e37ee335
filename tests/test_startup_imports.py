"""The way to the lobby stays short (issue 17: start to lobby <= 0.3 s from source).

``python main.py`` is run to its first frame (the lobby) in a fresh process, and the modules
loaded by then are listed: none of the ones below may be among them. Each is loaded only by
what needs it (a command, a table, a setting, a new round's seed), never by the start.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import main

ROOT = Path(__file__).resolve().parent.parent

#: Loaded by the start, they cost it time the lobby's first frame does not need.
NOT_BEFORE_THE_LOBBY = (
    "argparse", "gamelib.cli",                    # the command parser: commands only
    "logging.handlers", "socket", "pickle",       # the log rotates without logging.handlers
    "platformdirs",                               # --data-dir given: the default is never asked
    "secrets", "hmac",                            # a round's seed: when a round starts
    "numpy",                                      # analysis and video poker tables
    "gamelib.autoplay", "gamelib.trainer",
    "scenes.table.base", "scenes.shell.multi_table", "scenes.shell.history",
    "scenes.shell.settings", "scenes.shell.help", "scenes.showcase",
)
#: Game modules a table loads (rules, strategy, analysis), never the lobby.
NOT_BEFORE_THE_LOBBY_PREFIXES = tuple(
    f"gamelib.games.{game}.{part}"
    for game in ("texas_bonus", "casino_holdem", "heads_up", "video_poker", "twister")
    for part in ("rules", "strategy", "analysis", "cli"))

DUMP_AT_FIRST_FRAME = """
import sys
from pathlib import Path
import scenes.app as app
import main
first_frame = app.mark_first_frame
def mark_first_frame():
    Path(sys.argv[1]).write_text("\\n".join(sorted(sys.modules)), encoding="utf-8")
    first_frame()
app.mark_first_frame = mark_first_frame
sys.exit(main.main(["--data-dir", sys.argv[2]]))
"""


def modules_at_the_lobby(tmp_path: Path) -> set[str]:
    listing = tmp_path / "modules.txt"
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYGAME_HIDE_SUPPORT_PROMPT": "1", "FELTSIDE_BENCH_FIRST_FRAME": str(tmp_path / "mark"),
           "FELTSIDE_BENCH_EXIT": "1"}
    done = subprocess.run([sys.executable, "-c", DUMP_AT_FIRST_FRAME, str(listing), str(tmp_path / "data")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0 and listing.exists(), done.stderr[-2000:]
    return set(listing.read_text(encoding="utf-8").split())


@pytest.fixture(scope="module")
def lobby_modules(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    return modules_at_the_lobby(tmp_path_factory.mktemp("start"))


def test_the_listing_is_taken_at_the_lobby(lobby_modules: set[str]) -> None:
    """The list really is the lobby's: its scene, the save and pygame are loaded."""
    assert {"scenes.shell.lobby", "gamelib.ledger", "pygame"} <= lobby_modules


def test_the_start_loads_nothing_the_lobby_does_not_need(lobby_modules: set[str]) -> None:
    loaded = sorted(m for m in lobby_modules if m in NOT_BEFORE_THE_LOBBY
                    or m.startswith(NOT_BEFORE_THE_LOBBY_PREFIXES))
    assert loaded == [], f"loaded before the lobby's first frame: {', '.join(loaded)}"


def test_the_start_loads_few_modules(lobby_modules: set[str]) -> None:
    """A budget: 233 at the lobby (issue 17; 258 before), 256 since session 5 added the window's
    place (pygame._sdl2.video and the cython runtime), the draw context and canvas, navigation,
    the launcher package, the save's play clock and seed commitment, and recovery's table session
    at the start; 262 since session 6: the text drawing split out of gfx (scenes.ui.text_render),
    the lobby's QUIT confirmation (scenes.shell.quitting), and the editable install's path finder
    that a fresh `pip install -e .` (CI) loads where an older venv does not; 264 since session 7:
    the save's chain split in two by idea (gamelib.chain_checkpoint, the checkpoint checked at
    open) and the built-in gc (frozen after the start, so no full collection stalls a frame);
    265 since session 14: the checkpoint as the save keeps it (gamelib.checkpoint_record), split
    from the check at open and the older rows' rehash, which both use it; 266 since session 15: the game's sounds out of gfx (scenes.ui.sound), a module
    of their own; 267: gamelib.warm_up, which has the hand evaluator's tables made beside the
    lobby (its thread imports numpy, after the first frame); 268 since session 16: cards and
    chips out of gfx (scenes.ui.card_art); 269: the screen change's reveal (scenes.ui.reveal, out
    of the scene stack's module); 270: the change of screen itself (scenes.ui.transition), out of
    the scene stack's module too; 271 since session 18: the launcher's start again in huge pages
    (feltside.huge_pages); 272 since session 19: the copy with plain stores the canvas lays its
    layer back with (scenes.ui.plain_copy); 273 since session 21: what the pointer changes on a
    screen (scenes.ui.pointer_looks: the lobby and every pop-up draw only the buttons it lights); 274
    since session 22: work made a part a step, run to the end when wanted now (scenes.ui.steps: the
    lobby's felt is made so); a new import on the way shows here."""
    assert len(lobby_modules) <= 274, len(lobby_modules)


@pytest.mark.parametrize(("args", "lobby"), [
    ([], (True, None)), (["--data-dir", "d"], (True, "d")), (["--data-dir=d"], (True, "d")),
    (["--data-dir", ""], (False, None)), (["--data-dir"], (False, None)), (["--help"], (False, None)),
    (["smoke"], (False, None)), (["--data-dir", "d", "balance"], (False, None)),
])
def test_only_the_lobby_skips_the_command_parser(args: list[str], lobby: tuple[bool, str | None]) -> None:
    assert main.lobby_data_dir(args) == lobby
