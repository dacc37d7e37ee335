"""List past rounds and top-ups, newest first."""

from __future__ import annotations

import argparse

from gamelib.cli import emit_json, known_game, open_wallet
from gamelib.errors import CommandError
from gamelib.games import find_entry
from gamelib.money import format_money
from gamelib.round_code import round_code

#: the most entries one listing asks for (SQLite's integers end at 2**63 - 1)
MAX_LIMIT = 1_000_000_000


def _limit(text: str) -> int:
    try:
        value = int(text[:40])  # 40 digits are past the limit: the rest is never parsed
    except ValueError:
        shown = text if len(text) <= 40 else text[:39] + "…"
        raise argparse.ArgumentTypeError(f"'{shown}' is not a whole number") from None
    if len(text) > 40 and text.strip().isdigit():
        value = MAX_LIMIT + 1
    if not 0 <= value <= MAX_LIMIT:
        raise argparse.ArgumentTypeError(f"the limit must be from 0 to {MAX_LIMIT:,}")
    return value


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print a JSON list")
    parser.add_argument("--limit", type=_limit, default=None, metavar="N", help="newest N entries")
    parser.add_argument("--game", default=None, type=known_game, metavar="GAME",
                        help="only rounds of this game (an unknown name is an error that "
                             "lists the games)")


def run(args: argparse.Namespace) -> int:
    if args.game is not None:
        find_entry(args.game)  # an unknown game: one sentence naming the games, exit 1
    with open_wallet(args) as wallet:
        try:
            entries = wallet.history(limit=args.limit, game=args.game)
        except ValueError as exc:
            raise CommandError(str(exc)) from exc
    for e in entries:  # each round by its unique code, as the table and HISTORY show it
        if e["type"] == "round":
            e["code"] = round_code(str(e["code"]), str(e["id"]))
    if args.json:
        emit_json(entries)
        return 0
    for e in entries:
        if e["type"] == "round":
            print(f"{e['started_at'][:19]}  {e['code']}  {e['game']:<20} {e['status']:<8} "
                  f"bet {format_money(e['bet_cents']):>12}  paid {format_money(e['paid_cents']):>12}"
                  f"  {e['id']}")
        else:
            print(f"{e['at'][:19]}  {e['type']:<30} {format_money(e['amount_cents']):>12}")
    return 0
