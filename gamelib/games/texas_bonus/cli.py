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

from gamelib.cli import emit_result, report_main_game, whole_number
from gamelib.cli.simulate import terminal_progress
from gamelib.errors import CommandError
from gamelib.games.texas_bonus import analysis
from gamelib.games.texas_bonus.analysis import main_game_return, simulate


def configure_analyze(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bet", choices=("bonus", "jackpot"), help="the side bet to analyse")
    parser.add_argument("--strategy", choices=("builtin", "optimal"),
                        help="the main game's return per ANTE under this strategy with its 99 %% "
                             "interval (optimal: the flop and the turn; method: "
                             "gamelib/games/texas_bonus/analysis.py)")
    parser.add_argument("--rounds", type=whole_number(1), default=40_000_000,
                        help="--strategy: rounds of the built-in simulator")
    parser.add_argument("--positions", type=whole_number(1), default=300,
                        help="--strategy optimal: random flops for the exact flop gain (0.1-0.2 s "
                             "each; zero on each, the flop table being exact)")
    parser.add_argument("--turn-positions", type=whole_number(1), default=6_000,
                        help="--strategy: random turns for the exact turn's gain over the rule")
    parser.add_argument("--seed", type=whole_number(0), default=1, help="--strategy: the seed (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run_analyze(args: argparse.Namespace) -> int:
    if args.strategy:
        return _run_main_game(args)
    if args.bet is None:
        raise CommandError("Give --bet bonus, --bet jackpot or --strategy builtin|optimal.")
    result = analysis.bonus_return() if args.bet == "bonus" else analysis.jackpot_return()
    if args.json:
        emit_result(args, result)
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


def _run_main_game(args: argparse.Namespace) -> int:
    result = main_game_return(args.strategy, args.rounds, args.positions, args.turn_positions,
                              args.seed)
    return report_main_game(args, "Texas Hold'em Bonus", result)


def configure_simulate(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rounds", type=whole_number(1), default=1_000_000, help="rounds to play")
    parser.add_argument("--strategy", choices=("builtin", "exact"), default="builtin",
                        help="builtin: the fast path, the turn decided by the rule (hundreds of "
                             "thousands of rounds a second); exact: the turn decided exactly, as "
                             "the built-in strategy plays at the table (about a hundred rounds a "
                             "second)")
    parser.add_argument("--seed", type=whole_number(0), default=None, help="seed for a repeatable run")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run_simulate(args: argparse.Namespace) -> int:
    if args.seed is not None and args.seed < 0:
        raise CommandError("--seed must be 0 or a positive whole number.")

    with terminal_progress(args.rounds) as progress:
        result = simulate(args.rounds, args.seed, strategy=args.strategy, on_progress=progress)
    if args.json:
        emit_result(args, result)
        return 0
    how = "the turn rule" if args.strategy == "builtin" else "the exact turn"
    print(f"Texas Hold'em Bonus, {result['rounds']:,} rounds with the built-in strategy ({how})")
    print(f"Return per ante:      {result['return_per_ante']:.5f} "
          f"± {result['return_per_ante_ci99']:.5f} (99 %)")
    print(f"Return per total bet: {result['return_per_total_bet']:.5f} "
          f"± {result['return_per_total_bet_ci99']:.5f} (99 %)")
    print(f"Time: {result['seconds']:.1f} s")
    return 0
