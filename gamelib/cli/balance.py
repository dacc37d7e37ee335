"""Show the balance of the save."""

from __future__ import annotations

import argparse

from gamelib.cli import emit_json, open_wallet
from gamelib.money import format_money


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help='print {"balance_cents": …}')


def run(args: argparse.Namespace) -> int:
    with open_wallet(args) as wallet:
        balance = wallet.balance
    if args.json:
        emit_json({"balance_cents": balance})
    else:
        print(f"Balance: {format_money(balance)}")
    return 0
