"""How fast the hand evaluator is: batch and scalar 7-card evaluations per second.

Compares with eval7 (a C extension, called per hand from Python as a user would) when
it is installed. Prints one number per line; best of three runs each.
Target (60-quality.md): vectorised 7-card evaluation >= 10 million hands/s (the batch on
both cores, wall clock; the per-CPU-second rate beside it does not drift with the load).

    .venv/bin/python benchmarks/bench_hands.py [--hands 10000000]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import deque
from collections.abc import Callable, Iterable
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import targets  # noqa: E402
from gamelib.cards import Card  # noqa: E402
from gamelib.hand_tables import tables  # noqa: E402
from gamelib.hands import evaluate, evaluate7_batch, hand_strength  # noqa: E402


def random_hands(rng: np.random.Generator, n: int, k: int = 7) -> np.ndarray:
    """n rows of k distinct card ids (uint8), uniformly random."""
    out = np.empty((0, k), dtype=np.uint8)
    while len(out) < n:
        draw = rng.integers(0, 52, size=(int((n - len(out)) * 1.6) + 16, k), dtype=np.uint8)
        ordered = np.sort(draw, axis=1)
        ok = (np.diff(ordered, axis=1) != 0).all(axis=1)
        out = np.concatenate([out, draw[ok]])
    return out[:n]


def consume(values: Iterable[object]) -> None:
    """Run through the values keeping none, as a bot that compares and moves on."""
    deque(values, maxlen=0)


def best_rate(
    run: Callable[[], object],
    count: int,
    repeats: int = 3,
    clock: Callable[[], float] = time.perf_counter,
) -> float:
    """count / the best of ``repeats`` timings of ``run`` (wall clock unless told)."""
    best = float("inf")
    for _ in range(repeats):
        start = clock()
        run()
        best = min(best, clock() - start)
    return count / best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000_000, help="hands in the batch run")
    parser.add_argument("--scalar-hands", type=int, default=100_000)
    targets.add_no_fail(parser)
    args = parser.parse_args()
    rng = np.random.default_rng(2026)

    if hasattr(os, "getloadavg"):
        print(f"load average before (other processes share the CPUs): {os.getloadavg()[0]:.1f}")
    start = time.perf_counter()
    tables()
    print(f"table build: {time.perf_counter() - start:.3f} s")

    batch = random_hands(rng, args.hands)
    evaluate7_batch(batch[:1000])
    rate_batch = best_rate(lambda: evaluate7_batch(batch), len(batch))
    print(f"batch 7-card evaluations/s (2 threads): {rate_batch:,.0f}")
    rate_one = best_rate(lambda: evaluate7_batch(batch, threads=1), len(batch))
    print(f"batch 7-card evaluations/s (1 thread): {rate_one:,.0f}")
    rate_cpu = best_rate(
        lambda: evaluate7_batch(batch, threads=1), len(batch), clock=time.thread_time
    )
    print(f"batch 7-card evaluations per CPU-second (1 thread, thread CPU time): {rate_cpu:,.0f}")
    targets.report("vectorised 7-card evaluation (2 threads)", rate_batch, "hands/s", ">=", 10_000_000)

    few = random_hands(rng, args.scalar_hands)
    hands = [[Card.from_id(i) for i in row] for row in few.tolist()]
    rate_eval = best_rate(lambda: consume(map(evaluate, hands)), len(hands))
    print(f"scalar evaluate() 7-card evaluations/s: {rate_eval:,.0f}")
    rate_strength = best_rate(lambda: consume(map(hand_strength, hands)), len(hands))
    print(f"scalar hand_strength() 7-card evaluations/s: {rate_strength:,.0f}")

    try:
        import eval7
    except ImportError:
        targets.skip("ratio to eval7 (no target: a comparison)",
                     "eval7 not installed: pip install eval7 to compare")
        return targets.finish()
    theirs = [[eval7.Card(str(c)) for c in h] for h in hands]
    rate_e7 = best_rate(lambda: consume(map(eval7.evaluate, theirs)), len(theirs))
    print(f"eval7.evaluate 7-card evaluations/s: {rate_e7:,.0f}")
    cpu = time.thread_time
    e7_cpu = best_rate(lambda: consume(map(eval7.evaluate, theirs)), len(theirs), clock=cpu)
    ours_cpu = best_rate(lambda: consume(map(evaluate, hands)), len(hands), clock=cpu)
    print(f"eval7.evaluate 7-card evaluations per CPU-second: {e7_cpu:,.0f}")
    print(f"scalar evaluate() 7-card evaluations per CPU-second: {ours_cpu:,.0f}")
    print(f"ratio batch/eval7: {rate_batch / rate_e7:.1f}x")
    print(f"ratio scalar evaluate()/eval7: {rate_eval / rate_e7:.2f}x")
    print(f"ratio batch/eval7 per CPU-second (1 thread each): {rate_cpu / e7_cpu:.1f}x")
    return targets.finish()


if __name__ == "__main__":
    sys.exit(main())
