"""Replay a Poker Hand History (PHH) hand through the engine and print the final stacks."""

from __future__ import annotations

import argparse
from pathlib import Path

from gamelib.cli import emit_json
from gamelib.errors import CommandError
from gamelib.games.twister.phh import PHHError, final_stacks, loads, read_file


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a .phh file (TOML) with one No-Limit Hold'em hand")
    parser.add_argument("--json", action="store_true", help='print {"final_stacks": [...]}')


def run(args: argparse.Namespace) -> int:
    path = Path(args.file)
    try:
        text = read_file(path)  # a regular file of at most 1 MB, refused by stat otherwise
    except PHHError as exc:
        raise CommandError(str(exc)) from exc
    try:
        stacks = final_stacks(loads(text))
    except PHHError as exc:
        raise CommandError(f"{path.name}: {exc}") from exc
    if args.json:
        emit_json({"final_stacks": stacks})
    else:
        print(" ".join(str(s) for s in stacks))
    return 0
