"""The command-line contract (00-product.md): one module per command, loaded on use.

Each command module has ``configure(parser)`` and ``run(args) -> int`` and a docstring
whose first line is its help. Expected errors (:class:`FeltsideError`) print one
sentence and exit 1; argparse usage errors exit 2; no traceback reaches the user.
"""

from __future__ import annotations

import argparse
import importlib
import json
import logging
import os
import sqlite3
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from gamelib.cli.progress import Tally
from gamelib.cli.vocabulary import in_vocabulary
from gamelib.errors import FeltsideError, SaveDataError, SaveTamperedError, UsageError
from gamelib.games import find_entry
from gamelib.ledger import Wallet
from gamelib.recovery import recover_unfinished
from gamelib.storage import configure_logging, resolve_data_dir

PROG = "feltside"
#: Exit code of a command that ran, but on a fresh save because the old one was damaged,
#: and of one that stopped because the save's ledger chain is broken (changed outside).
SAVE_SET_ASIDE = 3
#: what Ctrl+C prints (exit 130, as a shell reports SIGINT)
INTERRUPTED = "interrupted"
#: exit code of bad arguments (argparse's), out-of-range numbers and unknown names included
USAGE = 2
#: exit code when the reader of the output went away (``… | head``), as a shell reports SIGPIPE
PIPE_CLOSED = 141

# command name -> module; main.py adds the screen commands (smoke, screenshots).
COMMANDS: dict[str, str] = {
    "analyze": "gamelib.cli.analyze",
    "simulate": "gamelib.cli.simulate",
    "verify": "gamelib.cli.verify",
    "balance": "gamelib.cli.balance",
    "history": "gamelib.cli.history",
    "phh": "gamelib.cli.phh",
}


class _Parser(argparse.ArgumentParser):
    """argparse that reports a usage error in one line and exits 2."""

    def error(self, message: str) -> Any:  # pragma: no cover - exercised via subprocess tests
        self.exit(2, f"{self.prog}: error: {message}\n")


def whole_number(minimum: int = 1, maximum: int | None = None) -> Callable[[str], int]:
    """An argparse ``type``: a whole number from ``minimum`` to ``maximum``; anything else is
    a usage error (one line, exit 2), as argparse reports a bad choice.

    >>> whole_number(1, 100)("7"), whole_number(0)("0")
    (7, 0)
    >>> whole_number(1)("-5")
    Traceback (most recent call last):
    argparse.ArgumentTypeError: must be at least 1, not -5
    """

    def parse(text: str) -> int:
        try:
            number = int(text.replace("_", "").replace(",", ""))
        except ValueError:
            raise argparse.ArgumentTypeError(f"'{text[:40]}' is not a whole number") from None
        if number < minimum:
            raise argparse.ArgumentTypeError(f"must be at least {minimum:,}, not {number:,}")
        if maximum is not None and number > maximum:
            raise argparse.ArgumentTypeError(f"must be at most {maximum:,}, not {number:,}")
        return number

    return parse


def known_game(game_id: str) -> str:
    """An argparse ``type``: a registered game's id; an unknown one is a usage error naming
    the games (exit 2)."""
    try:
        find_entry(game_id)
    except FeltsideError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return game_id


def add_data_dir(parser: argparse.ArgumentParser, top: bool = False,
                 help_text: str | None = None) -> None:
    """``--data-dir`` on the top parser and again on each command (it may follow the command);
    a command module's ``DATA_DIR_HELP`` says what that command does with it."""
    parser.add_argument(
        "--data-dir", metavar="DIR", default=None if top else argparse.SUPPRESS,
        help=help_text or "keep the save data in DIR instead of the user data directory")


def build_parser(extra: Mapping[str, str] | None = None,
                 only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser; ``only`` loads just that command's module (fast start)."""
    parser = _Parser(
        prog=PROG, description="Feltside: a desktop casino. No command opens the lobby.",
        epilog="Exit codes: 0 done; 1 an error (one line on stderr); 2 bad arguments; 3 done, "
               "but the save was damaged, kept aside, and a fresh one started; 130 Ctrl+C; "
               "141 the output's reader went away (| head).")
    add_data_dir(parser, top=True)
    parser.add_argument("--version", action="version", version="Feltside 0.1.0")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, module_name in {**COMMANDS, **(extra or {})}.items():
        if only is not None and name != only:
            sub.add_parser(name, add_help=False)
            continue
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name and (module_name + ".").startswith(exc.name + "."):
                continue  # a command still being built
            raise
        doc = (module.__doc__ or name).strip().splitlines()[0]
        cmd = sub.add_parser(name, help=doc, description=doc)
        add_data_dir(cmd, help_text=getattr(module, "DATA_DIR_HELP", None))
        module.configure(cmd)
        cmd.set_defaults(_run=module.run)
    return parser


def emit_json(data: Any) -> None:
    """Print one JSON object (the ``--json`` form of every command)."""
    json.dump(data, sys.stdout, indent=2, sort_keys=False, default=str)
    sys.stdout.write("\n")


def emit_result(args: argparse.Namespace, data: Mapping[str, Any]) -> None:
    """Print an ``analyze``/``simulate`` result in the commands' one JSON vocabulary
    (:mod:`gamelib.cli.vocabulary`: schema, command, game, strategy, return, ci99_half_width)."""
    emit_json(in_vocabulary(args, data))


def report_main_game(args: argparse.Namespace, title: str, data: Mapping[str, Any]) -> int:
    """``analyze GAME --strategy builtin|optimal``: the main game's return per ANTE with its 99 %
    half-width, as the JSON object or one line (the three dealer hold'em games)."""
    result = in_vocabulary(args, data)
    if args.json:
        emit_json(result)
    else:
        print(f"{title}, {result['strategy']} strategy: return per ante {result['return']:.5f} "
              f"± {result['ci99_half_width']:.5f} (99 %), {result['seconds']:.1f} s")
    return 0


def open_wallet(args: argparse.Namespace) -> Any:
    """The save in ``--data-dir`` (or the user data directory), crash leftovers voided.

    Any notice (a bad save set aside, rounds voided after a crash) goes to stderr once.
    """

    data_dir = resolve_data_dir(getattr(args, "data_dir", None))
    configure_logging(data_dir)
    checking = Tally("Checking every row of the save's hash chains (once, then from a checkpoint)")
    try:
        wallet = Wallet.open(data_dir, progress=checking)
    finally:
        checking.close()
    if wallet.notice:
        sys.stderr.write(f"{PROG}: {wallet.notice}\n")
        args._save_set_aside = True
    try:
        recovered = recover_unfinished(wallet)
    except SaveDataError as exc:  # a busy, full or read-only disk: reading still works
        sys.stderr.write(f"{PROG}: {exc}\n")
        recovered = []
    for done in recovered:
        sys.stderr.write(f"{PROG}: {done.message()}\n")
    return wallet


def fail(message: str, code: int = 1) -> int:
    sys.stderr.write(f"{PROG}: error: {message}\n")
    return code


def run_command(args: argparse.Namespace) -> int:
    """Run a parsed command; expected errors become one line, others are logged."""
    try:
        code: int = args._run(args)
        if code == 0 and getattr(args, "_save_set_aside", False):
            return SAVE_SET_ASIDE  # it ran on a fresh save: scripts must notice
        return code
    except SaveTamperedError as exc:  # the ledger's hash chain is broken: kept as it is
        return fail(str(exc), SAVE_SET_ASIDE)
    except UsageError as exc:  # a number past a cap that depends on another option
        return fail(str(exc), USAGE)
    except FeltsideError as exc:
        return fail(str(exc))
    except sqlite3.DatabaseError as exc:  # damage SQLite found only now, mid-command
        logging.getLogger("feltside").warning("save unreadable during a command: %s", exc)
        return fail("The save file could not be read; nothing was changed. Run the command "
                    "again: a damaged save is kept aside and a fresh one started.")
    except KeyboardInterrupt:
        return fail(INTERRUPTED, 130)
    except BrokenPipeError:  # the reader closed the pipe (… | head): stop quietly, as a shell would
        _discard_stdout()
        return PIPE_CLOSED
    except Exception as exc:  # an unexpected error: log it, tell the user in one line
        log_file = _log_unexpected(args)
        where = f" (details in {log_file})" if log_file else ""
        return fail(f"an internal error stopped the command: {exc.__class__.__name__}{where}")


def _discard_stdout() -> None:
    """Point stdout at the null device, so the flush at exit finds no closed pipe."""

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # no real stdout (embedded): nothing left to flush anyway
        pass


def _log_unexpected(args: argparse.Namespace) -> Path | None:
    try:
        data_dir = resolve_data_dir(getattr(args, "data_dir", None))
        log_file: Path = configure_logging(data_dir)
        logging.getLogger("feltside").exception("command %s failed", getattr(args, "command", "?"))
        return log_file
    except Exception:
        return None


def main(argv: Sequence[str] | None = None, extra: Mapping[str, str] | None = None) -> int:
    argv = list(argv if argv is not None else sys.argv[1:])
    names = {**COMMANDS, **(extra or {})}
    wanted = next((a for a in argv if a in names), None)
    help_asked = wanted is None and any(a in ("-h", "--help") for a in argv)
    try:  # Ctrl+C while the command's modules load: one line, exit 130, no traceback
        parser = build_parser(extra, only=None if help_asked else (wanted or ""))
        args = parser.parse_args(argv)
    except KeyboardInterrupt:
        return fail(INTERRUPTED, 130)
    if not args.command:
        return -1  # the caller opens the GUI
    return run_command(args)
