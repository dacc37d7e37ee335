"""Exact analysis: returns of pay tables and side bets, optimal holds."""

from __future__ import annotations

import argparse

from gamelib.cli.per_game import configure_per_game, run_per_game

# game id -> module with configure_analyze(parser) and run_analyze(args) -> int
ANALYZERS: dict[str, str] = {
    "video-poker": "gamelib.games.video_poker.cli",
    "texas-holdem-bonus": "gamelib.games.texas_bonus.cli",
    "casino-holdem": "gamelib.games.casino_holdem.cli",
    "heads-up-holdem": "gamelib.games.heads_up.cli",
}


def configure(parser: argparse.ArgumentParser) -> None:
    configure_per_game(parser, ANALYZERS, "analyze")


run = run_per_game
