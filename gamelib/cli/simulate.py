"""Play many rounds headless with a strategy and report the return.

Without ``--data-dir`` each game uses its fast (vectorised, in-memory) simulator. With
``--data-dir`` a table game is played round by round through the same persistence path
as the GUI (gamelib.autoplay), so the command can be killed and restarted at any moment.
"""

from __future__ import annotations

import argparse

from gamelib.cli.per_game import configure_per_game, run_per_game


def configure(parser: argparse.ArgumentParser) -> None:
    """``simulate GAME``: every game whose definition names a ``simulate`` module."""
    configure_per_game(parser, "simulate")


def run(args: argparse.Namespace) -> int:
    from gamelib.games import TABLE_GAMES

    if getattr(args, "data_dir", None) and args.game in TABLE_GAMES:
        return run_persistent(args)
    return run_per_game(args)


def run_persistent(args: argparse.Namespace) -> int:
    """Round by round through TableSession and the save in --data-dir."""
    from gamelib.autoplay import autoplay
    from gamelib.cli import emit_json, open_wallet
    from gamelib.money import format_money

    rounds = int(getattr(args, "rounds", 1000))
    seed = getattr(args, "seed", None)
    with open_wallet(args) as wallet:
        report = autoplay(wallet, args.game, rounds, seed=seed, hands=getattr(args, "hands", None),
                          paytable=getattr(args, "paytable", None))
        balance = wallet.balance
    if getattr(args, "json", False):
        emit_json({**report.as_json(), "balance_cents": balance})
    else:
        print(f"{report.rounds} rounds of {args.game} played through the save: staked "
              f"{format_money(report.staked)}, paid {format_money(report.paid)}; "
              f"balance {format_money(balance)}.")
    return 0
