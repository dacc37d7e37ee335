"""Exact analysis: returns of pay tables and side bets, optimal holds."""

from __future__ import annotations

import argparse

from gamelib.cli.per_game import configure_per_game, run_per_game


def configure(parser: argparse.ArgumentParser) -> None:
    """``analyze GAME``: every game whose definition names an ``analyze`` module."""
    configure_per_game(parser, "analyze")


run = run_per_game
