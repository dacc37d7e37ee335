"""``python main.py simulate twister``: bots play Sit'n'Go tournaments headless.

    simulate twister --tournaments 1000 --seats bot:standard,bot:calling-station,bot:random

prints each seat's first/second/third counts (``--json`` for the object form).

    simulate twister --data-dir DIR --tournaments 20 [--buy-in 1] [--difficulty standard]

plays through the save in DIR as the window does (buy-in, a save after every hand, the
prize paid): the player's seat by bot:standard against two opponents of the difficulty.
Killed, the next run resumes the interrupted tournament first.
"""

from __future__ import annotations

import argparse
import random
import secrets
import time

from gamelib.cli import emit_result, open_wallet, whole_number
from gamelib.cli.simulate import MAX_TOURNAMENTS, terminal_progress
from gamelib.errors import CommandError
from gamelib.games.twister.bots import BOT_KINDS
from gamelib.games.twister.plugins import check_seat, is_plugin_seat
from gamelib.games.twister.runner import play_tournament
from gamelib.games.twister.schedule import SIMULATION_HANDS_PER_LEVEL
from gamelib.games.twister.through_save import play_through_save
from gamelib.money import format_money

DEFAULT_SEATS = "bot:standard,bot:calling-station,bot:random"


def configure_simulate(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--tournaments", type=whole_number(1, MAX_TOURNAMENTS), default=100, metavar="N",
                        help="how many tournaments to play (default 100)")
    parser.add_argument("--seats", default=DEFAULT_SEATS, metavar="A,B,C",
                        help=f"strategies, one per seat, from {', '.join(BOT_KINDS)} "
                             "or a plug-in path/to/file.py:NAME or exec:COMMAND (two seats play heads-up)")
    parser.add_argument("--seed", type=whole_number(0), default=None, metavar="S",
                        help="seed for a reproducible run")
    parser.add_argument("--hands-per-level", type=whole_number(1), default=SIMULATION_HANDS_PER_LEVEL,
                        metavar="H", help="blinds rise every H hands (default %(default)s)")
    parser.add_argument("--buy-in", type=int, default=1, choices=(1, 2, 5, 10), metavar="EUR",
                        help="with --data-dir: the buy-in in euros, 1, 2, 5 or 10 (default 1)")
    parser.add_argument("--difficulty", default="standard", choices=("easy", "standard", "hard"),
                        help="with --data-dir: the opponents' difficulty (default standard)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def parse_seats(text: str) -> list[str]:
    seats = [s.strip() for s in text.split(",") if s.strip()]
    if not 2 <= len(seats) <= 3:
        raise CommandError("Give two or three strategies, like --seats bot:hard,bot:standard,bot:random.")
    for s in seats:
        if is_plugin_seat(s):
            check_seat(s)  # started now: a missing file or failing import is one sentence
        elif s not in BOT_KINDS:
            raise CommandError(f"Unknown strategy '{s}'; choose from {', '.join(BOT_KINDS)} "
                               "or a plug-in path/to/file.py:NAME or exec:COMMAND.")
    return seats


def run_simulate(args: argparse.Namespace) -> int:
    if getattr(args, "data_dir", None):
        return run_through_save(args)
    seats = parse_seats(args.seats)
    if args.hands_per_level < 1:
        raise CommandError("--hands-per-level must be at least 1.")
    seed = args.seed if args.seed is not None else secrets.randbits(64)
    rng = random.Random(seed)
    counts = [[0, 0, 0] for _ in seats]
    started = time.perf_counter()
    with terminal_progress(args.tournaments, "tournaments") as progress:
        for played in range(1, args.tournaments + 1):
            for i, place in enumerate(play_tournament(seats, rng, args.hands_per_level)):
                counts[i][place - 1] += 1
            progress(played)
    elapsed = time.perf_counter() - started
    rows = [{"strategy": s, "first": c[0], "second": c[1], "third": c[2]}
            for s, c in zip(seats, counts)]
    if args.json:
        emit_result(args, {"tournaments": args.tournaments, "seed": seed, "seats": rows,
                           "seconds": round(elapsed, 3)})
        return 0
    print(f"{args.tournaments} tournaments, seed {seed}, {elapsed:.1f} s")
    width = max(24, *(len(s) + 2 for s in seats))
    print(f"{'seat':<6}{'strategy':<{width}}{'first':>8}{'second':>8}{'third':>8}")
    for k, row in enumerate(rows, start=1):
        print(f"{k:<6}{row['strategy']:<{width}}{row['first']:>8}{row['second']:>8}"
              f"{row['third']:>8}")
    return 0


def run_through_save(args: argparse.Namespace) -> int:
    """``--data-dir``: tournaments through the save, as the window plays them."""

    if args.seats != DEFAULT_SEATS:
        raise CommandError("--seats is for the simulation in memory; through the save (--data-dir) "
                           "the player's seat plays against two opponents of --difficulty.")
    with open_wallet(args) as wallet:
        report = play_through_save(wallet, args.tournaments, buy_in=args.buy_in * 100,
                                   difficulty=args.difficulty, seed=args.seed,
                                   hands_per_level=args.hands_per_level)
        balance = wallet.balance
    if args.json:
        emit_result(args, {**report.as_json(), "strategy": "builtin",
                           "return": report.paid / report.bought_in if report.bought_in else 0.0,
                           "return_per": "buy-in", "balance_cents": balance})
        return 0
    resumed = f" ({report.resumed} resumed)" if report.resumed else ""
    print(f"{report.tournaments} Twister tournaments{resumed} played through the save: bought in "
          f"{format_money(report.bought_in)}, won {format_money(report.paid)} (1st {report.places[0]}, "
          f"2nd {report.places[1]}, 3rd {report.places[2]}); balance {format_money(balance)}.")
    return 0
