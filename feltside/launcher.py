"""The program's start: no arguments (or only ``--data-dir DIR``) opens the lobby, anything else
is a headless command (``gamelib.cli``), ``smoke`` and ``screenshots`` the screens' own.

    feltside                        the window (installed: [project.gui-scripts])
    feltside-cli COMMAND ...        the commands (installed: [project.scripts])
    python -m feltside ...          either, as ``python main.py ...`` from the source tree
"""

from __future__ import annotations

import os
import sys

from feltside.huge_pages import start_in_huge_pages

SCREEN_COMMANDS = {"smoke": "scenes.showcase.smoke", "screenshots": "scenes.showcase.screenshots"}
#: the window's class on Linux (X11 WM_CLASS, Wayland app id), which the menu entry names as
#: StartupWMClass (packaging/feltside.desktop): SDL would otherwise take the executable's name,
#: "python3.11" from source, "Feltside" from the build, and the dock would not match the entry
WINDOW_CLASS = "feltside"


def lobby_data_dir(args: list[str]) -> tuple[bool, str | None]:
    """(True, the --data-dir or None) when ``args`` only open the lobby (nothing, or just
    ``--data-dir DIR``): the GUI then starts without the command parser (argparse, gettext,
    json and the commands' modules), which the lobby does not need (issue 17: start ≤ 0.3 s).

    >>> lobby_data_dir([]), lobby_data_dir(["--data-dir", "d"]), lobby_data_dir(["--data-dir=d"])
    ((True, None), (True, 'd'), (True, 'd'))
    >>> lobby_data_dir(["--help"])[0], lobby_data_dir(["--data-dir"])[0], lobby_data_dir(["smoke"])[0]
    (False, False, False)
    """
    if not args:
        return True, None
    if len(args) == 2 and args[0] == "--data-dir" and args[1] and not args[1].startswith("-"):
        return True, args[1]
    if len(args) == 1 and args[0].startswith("--data-dir=") and len(args[0]) > len("--data-dir="):
        return True, args[0].partition("=")[2]
    return False, None


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    lobby, data_dir = lobby_data_dir(args)
    if not lobby:
        from gamelib.cli import main as cli_main

        code = cli_main(args, extra=SCREEN_COMMANDS)
        if code != -1:
            return code
        from gamelib.cli import build_parser

        data_dir = build_parser(SCREEN_COMMANDS, only="").parse_args(args).data_dir  # no command modules
    start_in_huge_pages()  # Linux: once more, the window's layers in 2 MiB pages (issue 27)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame loads: no banner
    for hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_ID"):
        os.environ.setdefault(hint, WINDOW_CLASS)  # SDL reads its hints from the environment
    from scenes.app import run_app

    return run_app(data_dir=data_dir)


def run() -> None:
    """The installed commands' entry point: ``main`` with its exit code; Ctrl+C while starting
    up is one line and exit 130, never a traceback."""
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.stderr.write("feltside: error: interrupted\n")
        sys.exit(130)
