"""Heads Up Hold'em: ADVISOR time on the flop and at the river, simulation speed, side-bet
analysis times.

Targets (60-quality.md): simulation >= 200,000 rounds/s (``simulate --strategy builtin``: the
built-in strategy, its river choice exact from the dealer's 91 pairs of ranks; ``--strategy
exact``, the same choices by enumerating the 990 dealer hands, is timed beside it and must
give the same result on the same seed); an exact side-bet return < 10 s. The load average is
printed: the machine may be shared.

    python benchmarks/bench_heads_up.py [--rounds N] [--exact-rounds N]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import targets  # noqa: E402
from gamelib.cards import parse_cards  # noqa: E402
from gamelib.games.heads_up.analysis import (  # noqa: E402
    EXACT_RETURN,
    pocket_bonus_return,
    seven_card_category_counts,
    trips_plus_return,
)
from gamelib.games.heads_up.strategy import (  # noqa: E402
    advise,
    river_check,
    river_rule_cost,
    simulate,
)

POSITIONS = [("As Kd", "Qh 7c 2s"), ("9h 8h", "7h 2h Kc"), ("As Kd", "Qh 7c 2s Td 3c"),
             ("9c 2d", "8h 8s 4c 4d Kh")]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1_000_000)
    parser.add_argument("--exact-rounds", type=int, default=100_000,
                        help="rounds for the river by enumeration (about 50,000 rounds/s)")
    targets.add_no_fail(parser)
    args = parser.parse_args()
    advise(*(parse_cards(x) for x in POSITIONS[2]))  # warm-up (lookup tables)
    for hole, board in POSITIONS:
        a = advise(parse_cards(hole), parse_cards(board))
        values = ", ".join(f"{k} {v:+.4f}" for k, v in a.values.items())
        print(f"advisor {a.street:<5} {hole} | {board}: {values} -> {a.best.upper()} "
              f"(strategy {a.strategy})  {a.seconds * 1000:.0f} ms")
    start = time.perf_counter()
    seven_card_category_counts.cache_clear()
    trips = trips_plus_return()
    seconds = time.perf_counter() - start
    print(f"TRIPS PLUS exact return {float(trips.exact_return):.6f} in {seconds:.2f} s")
    targets.report("Heads Up TRIPS PLUS exact return", seconds, "s", "<", 10)
    start = time.perf_counter()
    pocket = pocket_bonus_return()
    seconds = time.perf_counter() - start
    print(f"POCKET BONUS exact return {float(pocket.exact_return):.6f} in {seconds:.3f} s")
    targets.report("Heads Up POCKET BONUS exact return", seconds, "s", "<", 10)
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    simulate(20_000, seed=0)  # warm-up
    for strategy, rounds in (("builtin", args.rounds), ("exact", args.exact_rounds)):
        result = simulate(rounds, seed=1, strategy=strategy)
        print(f"simulate --strategy {strategy} (river {result.river}): {rounds:,} rounds in "
              f"{result.seconds:.2f} s = {rounds / result.seconds:,.0f} rounds/s; return per ante "
              f"{result.return_per_ante:.5f} ± {result.half_width_99:.5f} (exactly "
              f"{EXACT_RETURN['builtin']:.5f}); {result.raise_rates}")
        if strategy == "builtin":
            targets.report("Heads Up simulation (built-in strategy)", rounds / result.seconds,
                           "rounds/s", ">=", 200_000)
    same, half = river_check(args.exact_rounds, seed=1)
    print(f"river by enumeration minus the simulator's river, same deals ({args.exact_rounds:,}):"
          f" {same:+.5f} ± {half:.5f} ANTE a round (99 %; zero: the same choice every deal)")
    gain, half = river_rule_cost(args.exact_rounds, seed=1)
    print(f"exact river minus the earlier river rule, same deals ({args.exact_rounds:,}): "
          f"{gain:+.5f} ± {half:.5f} ANTE a round (99 %)")
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return targets.finish()


if __name__ == "__main__":
    sys.exit(main())
