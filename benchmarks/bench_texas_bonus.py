"""Texas Hold'em Bonus speed: the vectorised simulator (rounds per second; the fast path, the
turn by the rule, and the exact turn beside it), the ADVISOR's
exact enumeration at the flop and at the turn (seconds per decision), the exact side-bet
analyses, and round-by-round play of the game itself.
Targets (60-quality.md): simulation >= 200,000 rounds/s; an exact side-bet return < 10 s.

    .venv/bin/python benchmarks/bench_texas_bonus.py [ROUNDS] [--no-fail]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from benchmarks import targets  # noqa: E402
from gamelib.cards import Card  # noqa: E402
from gamelib.games.dealer_holdem import deal_batch  # noqa: E402
from gamelib.games.texas_bonus.analysis import bonus_return, jackpot_return, simulate  # noqa: E402
from gamelib.games.texas_bonus.rules import TexasBonusRound  # noqa: E402
from gamelib.games.texas_bonus.strategy import flop_evs, strategy_action, turn_evs  # noqa: E402


def timed(fn, *args):  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    out = fn(*args)
    return out, time.perf_counter() - start


def main() -> int:
    argv = targets.strip_no_fail(sys.argv)
    rounds = int(argv[1]) if len(argv) > 1 else 2_000_000
    simulate(10_000, seed=0)  # warm the evaluator's tables
    result, secs = timed(simulate, rounds, 1)
    print(f"simulate: {rounds:,} rounds in {secs:.2f} s = {rounds / secs:,.0f} rounds/s; "
          f"return per ante {result['return_per_ante']:.5f} ± {result['return_per_ante_ci99']:.5f}, "
          f"per total bet {result['return_per_total_bet']:.5f} "
          f"± {result['return_per_total_bet_ci99']:.5f}")
    targets.report("Texas Bonus simulation", rounds / secs, "rounds/s", ">=", 200_000)
    exact_rounds = max(200, rounds // 2_000)
    result, secs = timed(lambda: simulate(exact_rounds, 1, strategy="exact"))
    print(f"simulate --strategy exact (the exact turn): {exact_rounds:,} rounds in {secs:.2f} s "
          f"= {exact_rounds / secs:,.0f} rounds/s (no target: the fast path above is the "
          f"simulator's)")

    rng = np.random.default_rng(2)
    rows = deal_batch(rng, 12, 9).tolist()
    flop_t, turn_t = [], []
    for row in rows:
        cards = [Card.from_id(c) for c in row]
        hole, board = cards[:2], cards[4:9]
        _, t = timed(flop_evs, hole, board[:3])
        flop_t.append(t)
        _, t = timed(turn_evs, hole, board[:4], 1)
        turn_t.append(t)
    print(f"advisor at the flop: median {np.median(flop_t) * 1000:.0f} ms, "
          f"max {max(flop_t) * 1000:.0f} ms per decision")
    print(f"advisor at the turn: median {np.median(turn_t) * 1000:.1f} ms, "
          f"max {max(turn_t) * 1000:.1f} ms per decision")

    b, secs = timed(bonus_return)
    print(f"analyze --bet bonus: return {b['return']:.6f} in {secs:.2f} s")
    targets.report("Texas Bonus BONUS exact return", secs, "s", "<", 10)
    j, secs = timed(jackpot_return)
    print(f"analyze --bet jackpot: return {j['return']:.6f} (fixed prizes "
          f"{j['fixed_prizes_return']:.6f}) in {secs:.2f} s")
    targets.report("Texas Bonus JACKPOT exact return", secs, "s", "<", 10)

    n = 2_000
    start = time.perf_counter()
    for i in range(n):
        rnd = TexasBonusRound({"ante": 100, "bonus": 100, "jackpot": 100}, i.to_bytes(32, "big"))
        rnd.start()
        while not rnd.is_over:
            rnd.act(strategy_action(str(rnd.phase), rnd.hands["player"], rnd.board))
    secs = time.perf_counter() - start
    print(f"game rounds one by one: {n / secs:,.0f} rounds/s")
    return targets.finish()


if __name__ == "__main__":
    sys.exit(main())
