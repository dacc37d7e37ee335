"""Exact analysis: returns of pay tables and side bets, optimal holds."""

from __future__ import annotations

import argparse

from gamelib.cli.per_game import configure_per_game, run_per_game

DATA_DIR_HELP = ("keep the analysis cache (results worked out once) in DIR/cache instead "
                 "of the user data directory's; no save is opened")


def configure(parser: argparse.ArgumentParser) -> None:
    """``analyze GAME``: every game whose definition names an ``analyze`` module."""
    configure_per_game(parser, "analyze", DATA_DIR_HELP)


run = run_per_game
