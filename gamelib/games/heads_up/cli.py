"""``analyze heads-up-holdem`` and ``simulate heads-up-holdem``: exact TRIPS PLUS and POCKET
BONUS returns, the ADVISOR on a position, and the built-in strategy's return by
vectorised simulation.

Cheap to import: the work starts only when a command runs.
"""

from __future__ import annotations

import argparse

from gamelib.cards import parse_cards
from gamelib.cli import emit_result, report_main_game, whole_number
from gamelib.cli.simulate import terminal_progress
from gamelib.errors import CardParseError, CommandError
from gamelib.games.heads_up.analysis import (
    EXACT_RETURN,
    main_game_return,
    pocket_bonus_return,
    trips_plus_return,
)
from gamelib.games.heads_up.strategy import advise, simulate

BETS = ("trips-plus", "pocket-bonus")


# --- analyze -------------------------------------------------------------------------------------

def configure_analyze(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bet", choices=BETS, help="the side bet to analyse exactly")
    parser.add_argument("--hole", metavar="CARDS", help='ADVISOR: your two cards, e.g. "As Kd"')
    parser.add_argument("--board", metavar="CARDS", default="",
                        help="ADVISOR: the visible board: none, the flop (3) or all five")
    parser.add_argument("--strategy", choices=("builtin", "optimal"),
                        help="the main game's return per ANTE under this strategy with its 99 %% "
                             "interval (optimal: the flop and the river; method: "
                             "gamelib/games/heads_up/analysis.py)")
    parser.add_argument("--rounds", type=whole_number(1), default=80_000_000,
                        help="--strategy: rounds of the simulator (the built-in strategy, its "
                             "river exact; about a million a second)")
    parser.add_argument("--paired-rounds", type=whole_number(1), default=1_000_000,
                        help="--strategy: rounds on which the simulator's river is re-checked "
                             "against the enumeration of the dealer's 990 hands (about 50,000 a "
                             "second; the difference is zero)")
    parser.add_argument("--positions", type=whole_number(1), default=200,
                        help="--strategy optimal: random flops for the exact flop gain (0.1 s each; "
                             "zero on each, the flop table being exact)")
    parser.add_argument("--seed", type=whole_number(0), default=1, help="--strategy: the seed (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run_analyze(args: argparse.Namespace) -> int:
    if args.hole:
        return _run_advisor(args)
    if args.strategy:
        return _run_main_game(args)
    if args.bet not in BETS:
        raise CommandError("Give --bet trips-plus or --bet pocket-bonus, --strategy "
                           "builtin|optimal, or --hole for the ADVISOR.")
    result = (trips_plus_return() if args.bet == "trips-plus" else pocket_bonus_return()).as_json()
    if args.json:
        emit_result(args, result)
        return 0
    print(f"Heads Up Hold'em {args.bet.upper()}: return {result['return']:.6%} "
          f"(house edge {result['house_edge']:.4%}) over {result['total_outcomes']:,} hands")
    for ln in result["lines"]:  # type: ignore[attr-defined]
        print(f"  {ln['line']:<24} {ln['pays']:>4} to 1  {ln['ways']:>11,}  "
              f"{ln['probability']:.6f}")
    return 0


def _run_main_game(args: argparse.Namespace) -> int:
    result = main_game_return(args.strategy, args.rounds, args.paired_rounds, args.positions,
                              args.seed)
    return report_main_game(args, "Heads Up Hold'em", result.as_json())


def _run_advisor(args: argparse.Namespace) -> int:
    try:
        hole = parse_cards(args.hole)
        board = parse_cards(args.board or "")
        parse_cards([str(c) for c in hole + board])  # no card twice
    except CardParseError as exc:
        raise CommandError(str(exc)) from exc
    if len(hole) != 2 or len(board) not in (0, 3, 5):
        raise CommandError("The ADVISOR needs two --hole cards and a --board of 0, 3 or 5 "
                           "cards.")
    advice = advise(hole, board)
    out = {"game": "heads-up-holdem", "street": advice.street, "values": advice.values,
           "best": advice.best, "built_in_strategy": advice.strategy, "exact": advice.exact,
           "seconds": round(advice.seconds, 3)}
    if args.json:
        emit_result(args, out)
    else:
        values = ", ".join(f"{k.upper()} {v:+.4f}" for k, v in advice.values.items())
        print(f"{advice.street}: {advice.best.upper()}"
              + (f" ({values} ante, {advice.seconds:.2f} s)" if values else " (strategy)"))
    return 0


# --- simulate ----------------------------------------------------------------------------------

def configure_simulate(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rounds", type=whole_number(1), default=1_000_000, help="rounds to play")
    parser.add_argument("--seed", type=whole_number(0), default=None, help="seed for a repeatable run")
    parser.add_argument("--strategy", choices=("builtin", "exact"), default="builtin",
                        help="the built-in strategy either way (the chart, the flop table, the "
                             "exact river), with the same choices and, for one seed, the same "
                             "result: builtin finds the river choice from the dealer's 91 pairs "
                             "of ranks (about 1,000,000 rounds/s), exact by enumerating the dealer's "
                             "990 hands as the ADVISOR does (a cross-check, about 50,000 "
                             "rounds/s)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run_simulate(args: argparse.Namespace) -> int:
    with terminal_progress(args.rounds) as progress:
        result = simulate(args.rounds, args.seed, strategy=getattr(args, "strategy", "builtin"),
                          on_progress=progress)
    if args.json:
        emit_result(args, {**result.as_json(), "exact_return_per_ante": EXACT_RETURN["builtin"]})
    else:
        rates = ", ".join(f"{k} {v:.1%}" for k, v in result.raise_rates.items())
        print(f"Heads Up Hold'em, {result.rounds:,} rounds, built-in strategy (river {result.river}): "
              f"return per ante {result.return_per_ante:.5f} ± {result.half_width_99:.5f} (99 %; "
              f"exactly {EXACT_RETURN['builtin']:.5f}); {rates}; {result.seconds:.1f} s")
    return 0
