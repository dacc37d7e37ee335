"""``analyze texas-holdem-bonus`` and ``simulate texas-holdem-bonus``.

    python main.py analyze texas-holdem-bonus --bet bonus --json
    python main.py analyze texas-holdem-bonus --bet jackpot --json
    python main.py simulate texas-holdem-bonus --rounds 1000000 --seed 7 --json
    python main.py simulate texas-holdem-bonus --rounds 200 --data-dir DIR --json

Here the simulator plays in numpy, half a million rounds at a time. With ``--data-dir`` the
simulate command (gamelib/cli/simulate.py) plays round by round through the table session,
the wallet and the jackpot of that save instead (gamelib.autoplay), with the same built-in
strategy (gamelib.games.texas_bonus.strategy).
"""

from __future__ import annotations

import argparse

from gamelib.cli import emit_json
from gamelib.errors import CommandError


def configure_analyze(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bet", choices=("bonus", "jackpot"), required=True,
                        help="the side bet to analyse")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run_analyze(args: argparse.Namespace) -> int:
    from gamelib.games.texas_bonus import analysis

    result = analysis.bonus_return() if args.bet == "bonus" else analysis.jackpot_return()
    if args.json:
        emit_json(result)
        return 0
    print(f"Texas Hold'em Bonus — {args.bet.upper()} bet")
    for line in result["lines"]:
        ret = "" if line["return"] is None else f"  return {line['return']:.6f}"
        print(f"  {line['line']:<22} {str(line['pays']):<20} p={line['probability']:.8f}{ret}")
    if args.bet == "jackpot":
        print(f"Fixed prizes return: {result['fixed_prizes_return']:.6f}")
        print(f"Progressive share (45 % + 5 %): {result['progressive_share']:.2f}")
    print(f"Return: {result['return']:.6f}  (house edge {result['house_edge']:.4%})")
    return 0


def configure_simulate(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rounds", type=int, default=1_000_000, help="rounds to play")
    parser.add_argument("--seed", type=int, default=None, help="seed for a repeatable run")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run_simulate(args: argparse.Namespace) -> int:
    if args.rounds <= 0:
        raise CommandError("--rounds must be a positive number of rounds.")
    if args.seed is not None and args.seed < 0:
        raise CommandError("--seed must be 0 or a positive whole number.")
    from gamelib.games.texas_bonus.analysis import simulate

    result = simulate(args.rounds, args.seed)
    if args.json:
        emit_json(result)
        return 0
    print(f"Texas Hold'em Bonus, {result['rounds']:,} rounds with the built-in strategy")
    print(f"Return per ante:      {result['return_per_ante']:.5f} "
          f"± {result['return_per_ante_ci99']:.5f} (99 %)")
    print(f"Return per total bet: {result['return_per_total_bet']:.5f} "
          f"± {result['return_per_total_bet_ci99']:.5f} (99 %)")
    print(f"Time: {result['seconds']:.1f} s")
    return 0
