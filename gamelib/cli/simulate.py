"""Play many rounds headless with a strategy and report the return."""

from __future__ import annotations

import argparse

from gamelib.cli.per_game import configure_per_game, run_per_game

# game id -> module with configure_simulate(parser) and run_simulate(args) -> int
SIMULATORS: dict[str, str] = {
    "video-poker": "gamelib.games.video_poker_cli",
    "texas-holdem-bonus": "gamelib.games.texas_bonus_cli",
    "casino-holdem": "gamelib.games.casino_holdem_cli",
    "heads-up-holdem": "gamelib.games.heads_up_cli",
    "twister": "gamelib.twister.cli",
}


def configure(parser: argparse.ArgumentParser) -> None:
    configure_per_game(parser, SIMULATORS, "simulate")


run = run_per_game
