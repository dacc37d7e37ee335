"""Wallet speed: rounds journaled per second (file save with fsync, and in memory),
balance reads, history queries and opening a large save. Prints numbers: no target of
60-quality.md is measured here (the chain check at open is bench_chain.py's)."""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gamelib.cards import seed_commitment  # noqa: E402
from gamelib.jackpot import Jackpot  # noqa: E402
from gamelib.ledger import Wallet  # noqa: E402


def play(w: Wallet, jp: Jackpot, n: int, rng: random.Random) -> float:
    """Journal ``n`` Texas-style rounds (open + jackpot + a stake + settle); returns seconds."""
    seed = bytes(32)
    commitment = seed_commitment(seed)
    start = time.perf_counter()
    for _ in range(n):
        if w.balance < 10_000:
            w.top_up(1_000_000)
        with w.transaction():
            t = w.open_round(
                "texas-holdem-bonus", "T1", {"ante": 500, "jackpot": 100}, commitment, {}
            )
            jp.contribute(t, 100)
        w.add_stake(t, "flop", 1_000)
        w.settle_round(t, {"ante": rng.choice([0, 1_000, 3_000])}, {"cards": ["As", "Kd"]}, seed)
    return time.perf_counter() - start


def main() -> None:
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as tmp:
        w = Wallet.open(tmp)
        jp = Jackpot(w)
        n = 300
        secs = play(w, jp, n, rng)
        print(
            f"file save (WAL, synchronous=FULL): {n / secs:,.0f} rounds/s "
            f"({secs / n * 1000:.2f} ms per round, 3 transactions each)"
        )
        w.close()

    mem = Wallet.in_memory()
    jp = Jackpot(mem)
    n = 10_000
    secs = play(mem, jp, n, rng)
    print(f"in-memory save: {n / secs:,.0f} rounds/s")

    start = time.perf_counter()
    for _ in range(10_000):
        _ = mem.balance
    print(f"balance read: {(time.perf_counter() - start) / 10_000 * 1e6:.1f} µs")

    start = time.perf_counter()
    for _ in range(20):
        mem.history(limit=50)
    print(
        f"history(limit=50) over {n:,} rounds: {(time.perf_counter() - start) / 20 * 1000:.1f} ms"
    )

    start = time.perf_counter()
    problems = mem.integrity_problems()
    print(
        f"integrity check over {n:,} rounds: {(time.perf_counter() - start) * 1000:.0f} ms "
        f"({len(problems)} problems)"
    )

    with tempfile.TemporaryDirectory() as tmp:
        mem.conn.execute(f"VACUUM INTO '{Path(tmp) / 'big.sqlite3'}'")
        (Path(tmp) / "big.sqlite3").rename(Path(tmp) / "feltside.sqlite3")
        start = time.perf_counter()
        big = Wallet.open(tmp)
        print(
            f"open a save with {n:,} rounds (quick_check + balance check): "
            f"{(time.perf_counter() - start) * 1000:.0f} ms (notice: {big.notice})"
        )
        big.close()


if __name__ == "__main__":
    main()
