"""Show the balance of the save."""

from __future__ import annotations

import argparse

from gamelib.chain_rehash import unproven
from gamelib.cli import emit_json, open_wallet
from gamelib.money import format_money


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help='print {"balance_cents": …}')


def run(args: argparse.Namespace) -> int:
    with open_wallet(args) as wallet:
        balance = wallet.balance
        left = unproven(wallet.conn)
    if args.json:
        emit_json({"balance_cents": balance})
    else:
        print(f"Balance: {format_money(balance)}")
        if left is not None:
            print(unproven_line(*left))
    return 0


def unproven_line(rows: int, rounds: int) -> str:
    """The line that says how much of an older save's history is not yet checked."""
    return (f"The save's older history is still being checked: {rows:,} ledger rows and "
            f"{rounds:,} rounds are not proven yet (a little more at every start); "
            "'verify --all' proves them all now.")
