"""Feltside: a desktop casino. No arguments opens the lobby; sub-commands are headless tools.

    python main.py                      the GUI
    python main.py --data-dir DIR ...   keep save data in DIR
    python main.py smoke | screenshots OUT | analyze ... | simulate ... | verify ROUND_ID
"""

from __future__ import annotations

import sys

SCREEN_COMMANDS = {"smoke": "scenes.showcase.smoke", "screenshots": "scenes.showcase.screenshots"}


def main(argv: list[str] | None = None) -> int:
    from gamelib.cli import main as cli_main

    args = sys.argv[1:] if argv is None else argv
    code = cli_main(args, extra=SCREEN_COMMANDS)
    if code != -1:
        return code
    from gamelib.cli import build_parser

    options = build_parser(SCREEN_COMMANDS, only="").parse_args(args)  # no command modules
    from scenes.app import run_app

    return run_app(data_dir=options.data_dir)


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:  # Ctrl+C while starting up: one line, exit 130, no traceback
        sys.stderr.write("feltside: error: interrupted\n")
        sys.exit(130)
