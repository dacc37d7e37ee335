"""Commands with one sub-command per game (``analyze GAME …``, ``simulate GAME …``).

The games come from their definitions: a game whose definition names a module for the
verb (``analyze=``, ``simulate=``) gets a sub-command; that module is imported only when
the command itself is (so ``python main.py --help`` stays fast).
"""

from __future__ import annotations

import argparse
import importlib

from gamelib.cli import _Parser, add_data_dir
from gamelib.games import all_games


def per_game_modules(verb: str) -> dict[str, str]:
    """Game id -> the module with ``configure_<verb>`` and ``run_<verb>``, in lobby order."""

    return {d.game_id: str(getattr(d, verb)) for d in all_games() if getattr(d, verb, "")}


def game_titles() -> dict[str, str]:
    """Game id -> its English title (the definition's), for the help of each sub-command."""

    return {d.game_id: d.title for d in all_games()}


def configure_per_game(parser: argparse.ArgumentParser, verb: str,
                       data_dir_help: str | None = None) -> dict[str, argparse.ArgumentParser]:
    """Add a sub-parser per game whose module has ``configure_<verb>`` and ``run_<verb>``;
    returns them by game id. ``data_dir_help`` says what the verb does with ``--data-dir``."""

    games = parser.add_subparsers(dest="game", metavar="GAME", parser_class=_Parser, required=True)
    added: dict[str, argparse.ArgumentParser] = {}
    titles = game_titles()
    for game_id, module_name in per_game_modules(verb).items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name and (module_name + ".").startswith(exc.name + "."):
                continue  # that game's tools are not built yet
            raise
        title = titles.get(game_id, game_id)
        p = games.add_parser(game_id, help=title, description=f"{parser.description or verb} "
                                                              f"Game: {title}.")
        add_data_dir(p, help_text=data_dir_help)
        getattr(module, f"configure_{verb}")(p)
        p.set_defaults(_per_game=getattr(module, f"run_{verb}"))
        added[game_id] = p
    return added


def run_per_game(args: argparse.Namespace) -> int:
    code: int = args._per_game(args)
    return code
