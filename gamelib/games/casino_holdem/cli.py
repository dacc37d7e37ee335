"""``analyze casino-holdem`` and ``simulate casino-holdem``: exact BONUS return, the ADVISOR
on a position, and the built-in strategy's return by vectorised simulation.

Cheap to import: numpy work starts only when a command runs.
"""

from __future__ import annotations

import argparse
import time
from fractions import Fraction
from typing import Any

import numpy as np

from gamelib.cards import parse_cards
from gamelib.cli import emit_result, report_main_game, whole_number
from gamelib.cli.simulate import terminal_progress
from gamelib.errors import CardParseError, CommandError
from gamelib.games.casino_holdem.analysis import main_game_return
from gamelib.games.casino_holdem.rules import BONUS_TABLE
from gamelib.games.casino_holdem.strategy import advise, simulate
from gamelib.games.dealer_holdem import CATEGORY_NAMES, PAIR, category_index
from gamelib.hands import all_5card_hands, evaluate5_batch

ROUNDS = 32_000_000  # the built-in figure to ± 0.0012 (99 %)
POSITIONS = 2_000


def bonus_analysis() -> dict[str, Any]:
    """The BONUS bet over all 2,598,960 first-five-card hands (exact)."""


    hands = np.asarray(all_5card_hands())
    strengths = evaluate5_batch(hands)
    categories = category_index(strengths)
    counts = np.bincount(categories, minlength=10)
    aces = (hands // 4 == 12).sum(axis=1)
    pair_of_aces = int(((categories == PAIR) & (aces == 2)).sum())
    ways = {CATEGORY_NAMES[i]: int(counts[i]) for i in range(10)}
    ways["Pair of Aces"] = pair_of_aces
    total = len(hands)
    lines = [{"line": ln.name, "pays": ln.to, "ways": ways[ln.name],
              "probability": ways[ln.name] / total} for ln in BONUS_TABLE]
    back = sum(int(x["ways"]) * (int(x["pays"]) + 1) for x in lines)
    ret = Fraction(back, total)
    return {"game": "casino-holdem", "bet": "bonus", "return": float(ret),
            "house_edge": float(1 - ret), "return_fraction": f"{ret.numerator}/{ret.denominator}",
            "total_outcomes": total, "lines": lines}


# --- analyze -------------------------------------------------------------------------------------

def configure_analyze(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bet", choices=["bonus"], help="the side bet to analyse exactly")
    parser.add_argument("--hole", metavar="CARDS",
                        help='ADVISOR: the hand\'s two cards, e.g. "As Kd"')
    parser.add_argument("--flop", metavar="CARDS", help='ADVISOR: the flop, e.g. "Qh 7c 2s"')
    parser.add_argument("--other", metavar="CARDS", default="",
                        help="ADVISOR: the other hand's two cards (seen, out of the deck)")
    parser.add_argument("--strategy", choices=["builtin", "optimal"],
                        help="the main game's return per ANTE (one hand) under this strategy, "
                             "with its 99 %% interval (method: gamelib/games/casino_holdem/"
                             "analysis.py)")
    parser.add_argument("--rounds", type=whole_number(1), default=ROUNDS,
                        help="--strategy: rounds simulated with the built-in strategy")
    parser.add_argument("--positions", type=whole_number(1), default=POSITIONS,
                        help="--strategy optimal: random flops where the exact gain is computed "
                             "(about 0.1 s each)")
    parser.add_argument("--seed", type=whole_number(0), default=1, help="--strategy: the seed (default 1)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run_analyze(args: argparse.Namespace) -> int:
    if args.hole or args.flop:
        return _run_advisor(args)
    if args.strategy:
        return _run_main_game(args)
    if args.bet != "bonus":
        raise CommandError("Give --bet bonus, --strategy builtin|optimal, or --hole and --flop "
                           "for the ADVISOR.")
    result = bonus_analysis()
    if args.json:
        emit_result(args, result)
    else:
        print(f"2 Hand Casino Hold'em BONUS: return {result['return']:.6%} "
              f"(house edge {result['house_edge']:.4%})")
        for ln in result["lines"]:
            print(f"  {ln['line']:<16} {ln['pays']:>4} to 1  {ln['ways']:>9,}  "
                  f"{ln['probability']:.6f}")
    return 0


def _run_main_game(args: argparse.Namespace) -> int:
    result = main_game_return(args.strategy, args.rounds, args.positions, args.seed)
    return report_main_game(args, "2 Hand Casino Hold'em, one hand", result.as_json())


def _run_advisor(args: argparse.Namespace) -> int:
    try:
        hole = parse_cards(args.hole or "")
        flop = parse_cards(args.flop or "")
        other = parse_cards(args.other or "")
        if len(hole) != 2 or len(flop) != 3 or len(other) not in (0, 2):
            raise CommandError("The ADVISOR needs two --hole cards, three --flop cards and "
                               "optionally two --other cards.")
        parse_cards([str(c) for c in hole + flop + other])  # no card twice
    except CardParseError as exc:
        raise CommandError(str(exc)) from exc
    start = time.perf_counter()
    advice = advise(hole, flop, other)
    seconds = time.perf_counter() - start
    out = {"game": "casino-holdem", "hole": args.hole, "flop": args.flop,
           "ev_play": advice.ev_play, "ev_fold": advice.ev_fold, "best": advice.best,
           "outcomes": advice.outcomes, "built_in_strategy": "play" if advice.strategy_plays
           else "fold", "seconds": round(seconds, 3)}
    if args.json:
        emit_result(args, out)
    else:
        print(f"PLAY {advice.ev_play:+.4f} ante, FOLD {advice.ev_fold:+.4f} ante: "
              f"{advice.best.upper()} ({advice.outcomes:,} outcomes, {seconds:.2f} s)")
    return 0


# --- simulate ----------------------------------------------------------------------------------

def configure_simulate(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rounds", type=whole_number(1), default=1_000_000, help="rounds to play")
    parser.add_argument("--hands", type=int, choices=[1, 2], default=1,
                        help="hands per round (1 or 2)")
    parser.add_argument("--seed", type=whole_number(0), default=None, help="seed for a repeatable run")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run_simulate(args: argparse.Namespace) -> int:
    with terminal_progress(args.rounds) as progress:
        result = simulate(args.rounds, args.hands, args.seed, on_progress=progress)
    if args.json:
        emit_result(args, result.as_json())
    else:
        print(f"2 Hand Casino Hold'em, {result.rounds:,} rounds x {result.hands} hand(s), "
              f"built-in strategy: return per ante {result.return_per_ante:.5f} "
              f"± {result.half_width_99:.5f} (99 %), PLAY {result.play_rate:.1%}, "
              f"{result.seconds:.1f} s")
    return 0
