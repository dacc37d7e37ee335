"""``analyze texas-holdem-bonus`` and ``simulate texas-holdem-bonus``.

    python main.py analyze texas-holdem-bonus --bet bonus --json
    python main.py analyze texas-holdem-bonus --bet jackpot --json
    python main.py simulate texas-holdem-bonus --rounds 1000000 --seed 7 --json
    python main.py simulate texas-holdem-bonus --rounds 200 --data-dir DIR --json

Without ``--data-dir`` the simulator plays in numpy, a million rounds at a time. With it,
every round goes the real way — bet slip, table session, wallet and jackpot in that save —
one at a time (slow, but it exercises the whole money path).
"""

from __future__ import annotations

import argparse
import math
import time
from typing import Any

from gamelib.cli import emit_json
from gamelib.errors import CommandError

ANTE_CENTS = 100


def configure_analyze(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bet", choices=("bonus", "jackpot"), required=True,
                        help="the side bet to analyse")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def run_analyze(args: argparse.Namespace) -> int:
    from gamelib.games import texas_bonus_analysis as analysis

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
    if getattr(args, "data_dir", None):
        result = simulate_through_session(args)
    else:
        from gamelib.games.texas_bonus_analysis import simulate

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


def simulate_through_session(args: argparse.Namespace) -> dict[str, Any]:
    """Play round by round through the table session into the save in ``--data-dir``."""
    import random

    from gamelib.cards import Card
    from gamelib.cli import open_wallet
    from gamelib.games.texas_bonus import ANTE, DEFINITION
    from gamelib.games.texas_bonus_strategy import strategy_action
    from gamelib.session import TableSession

    rng = random.Random(args.seed)
    started = time.perf_counter()
    nets: list[int] = []
    stakes: list[int] = []
    with open_wallet(args) as wallet:
        session = TableSession(wallet, DEFINITION, "simulate",
                               seed_source=lambda: rng.randbytes(32))
        for _ in range(args.rounds):
            if wallet.balance < 6 * ANTE_CENTS:
                wallet.top_up(100_000)
            session.slip.place(ANTE, ANTE_CENTS)
            session.deal()
            rnd: Any = session.round
            while rnd is not None and not rnd.is_over:
                hole: list[Card] = rnd.hands["player"]
                session.act(strategy_action(str(rnd.phase), hole, rnd.board))
            nets.append(rnd.net)
            stakes.append(rnd.total_staked)
    n = len(nets)
    seconds = time.perf_counter() - started
    mean = sum(nets) / n / ANTE_CENTS
    var = sum((x / ANTE_CENTS - mean) ** 2 for x in nets) / n
    mean_st = sum(stakes) / n / ANTE_CENTS
    q = mean / mean_st
    var_q = sum(((x - q * s) / ANTE_CENTS) ** 2 for x, s in zip(nets, stakes)) / n / mean_st ** 2
    z = 2.5758293035489004
    return {
        "game": "texas-holdem-bonus", "rounds": n, "seed": args.seed, "strategy": "built-in",
        "through": "table session",
        "return_per_ante": 1 + mean, "return_per_ante_ci99": z * math.sqrt(var / n),
        "return_per_total_bet": 1 + q, "return_per_total_bet_ci99": z * math.sqrt(var_q / n),
        "seconds": seconds,
    }
