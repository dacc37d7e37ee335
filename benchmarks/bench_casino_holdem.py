"""2 Hand Casino Hold'em: ADVISOR time per decision, simulation speed, BONUS analysis time.

Targets (60-quality.md): ADVISOR < 1 s per decision; simulation >= 200,000 rounds/s;
an exact side-bet return < 10 s.

    python benchmarks/bench_casino_holdem.py [--rounds N]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import targets  # noqa: E402
from gamelib.cards import parse_cards  # noqa: E402
from gamelib.games.casino_holdem.cli import bonus_analysis  # noqa: E402
from gamelib.games.casino_holdem.strategy import advise, advise_hands, simulate  # noqa: E402

POSITIONS = [("As Kd", "Qh 7c 2s", ""), ("8s 3d", "Qh 7c 2s", "Ac Ad"), ("Jh Th", "9h 8h 2c", ""),
             ("4c 4d", "Ah Ks 9c", "7s 2d")]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1_000_000)
    targets.add_no_fail(parser)
    args = parser.parse_args()
    advise(*(parse_cards(x) for x in POSITIONS[0]))  # warm-up (lookup tables)
    times = []
    for hole, flop, other in POSITIONS:
        start = time.perf_counter()
        advice = advise(parse_cards(hole), parse_cards(flop), parse_cards(other))
        times.append(time.perf_counter() - start)
        print(f"advisor {hole} | {flop} (other {other or '-'}): PLAY {advice.ev_play:+.4f} "
              f"-> {advice.best.upper()}  {times[-1] * 1000:.0f} ms "
              f"({advice.outcomes:,} outcomes)")
    targets.report("Casino Hold'em ADVISOR, slowest decision", max(times), "s", "<", 1)
    start = time.perf_counter()
    advise_hands([parse_cards("As Kd"), parse_cards("8s 3d")], parse_cards("Qh 7c 2s"))
    print(f"advisor, both hands in one enumeration: {time.perf_counter() - start:.3f} s")
    start = time.perf_counter()
    bonus = bonus_analysis()
    seconds = time.perf_counter() - start
    print(f"BONUS exact return {bonus['return']:.6f} in {seconds:.2f} s")
    targets.report("Casino Hold'em BONUS exact return", seconds, "s", "<", 10)
    for hands in (1, 2):
        result = simulate(args.rounds, hands=hands, seed=1)
        print(f"simulate {hands} hand(s): {args.rounds:,} rounds in {result.seconds:.2f} s = "
              f"{args.rounds / result.seconds:,.0f} rounds/s; return per ante "
              f"{result.return_per_ante:.5f} ± {result.half_width_99:.5f}")
        targets.report(f"Casino Hold'em simulation, {hands} hand(s)", args.rounds / result.seconds,
                       "rounds/s", ">=", 200_000)
    return targets.finish()


if __name__ == "__main__":
    sys.exit(main())
