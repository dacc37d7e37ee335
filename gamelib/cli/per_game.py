"""Commands with one sub-command per game (``analyze GAME …``, ``simulate GAME …``)."""

from __future__ import annotations

import argparse
import importlib
from collections.abc import Mapping


def configure_per_game(parser: argparse.ArgumentParser, registry: Mapping[str, str],
                       verb: str) -> None:
    """Add a sub-parser per game whose module has ``configure_<verb>`` and ``run_<verb>``."""
    from gamelib.cli import _Parser, add_data_dir

    games = parser.add_subparsers(dest="game", metavar="GAME", parser_class=_Parser, required=True)
    for game_id, module_name in registry.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name and (module_name + ".").startswith(exc.name + "."):
                continue  # that game's tools are not built yet
            raise
        p = games.add_parser(game_id, help=f"{verb} {game_id}")
        add_data_dir(p)
        getattr(module, f"configure_{verb}")(p)
        p.set_defaults(_per_game=getattr(module, f"run_{verb}"))


def run_per_game(args: argparse.Namespace) -> int:
    code: int = args._per_game(args)
    return code
