"""How long checking the ledger's hash chain takes on a large save (issue 16).

Builds a synthetic save of 100,000 ledger rows (about 33,000 rounds of three rows each: a
stake, a second stake, a payout, each round sealed with a realistic record) through the
Wallet, then times the check the save runs at every open and the full check of
``verify --all``. Target: the open check at most 0.3 s.

    python benchmarks/bench_chain.py [--rows N] [--keep DIR]

Prints the numbers; exits 1 when the open check misses its target (0 with --no-fail).
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import targets  # noqa: E402
from gamelib import chain_checkpoint as checkpoint  # noqa: E402
from gamelib.cards import seed_commitment  # noqa: E402
from gamelib.ledger import Wallet  # noqa: E402

TARGET_SECONDS = 0.3
ROUNDS_PER_TRANSACTION = 2_000


def build(data_dir: Path, rows: int, rng: random.Random) -> int:
    """A save of at least ``rows`` ledger rows; returns the number of rounds added."""
    seed = bytes(range(32))
    commitment = seed_commitment(seed)
    rounds = 0
    with Wallet.open(data_dir) as wallet:
        wallet.conn.execute("PRAGMA synchronous = OFF")  # building only: the check reads
        while _count(wallet) < rows:
            with wallet.transaction():
                for _ in range(ROUNDS_PER_TRANSACTION):
                    if wallet.balance < 100_000:
                        wallet.top_up(10_000_000)
                    rid = wallet.open_round("texas-holdem-bonus", "T1", {"ante": 500},
                                            commitment, {"jackpot": False})
                    wallet.add_stake(rid, "flop", 1_000)
                    cards = rng.sample(DECK, 9)
                    record = {"player": cards[:2], "dealer": cards[2:4], "board": cards[4:],
                              "decisions": [["play", {"times": 2}]], "result": "win",
                              "hand": {"key": "hand.two_pair", "ranks": ["A", "K"]}}
                    wallet.settle_round(rid, {"ante": rng.choice([1_000, 3_000])}, record, seed)
                    rounds += 1
    return rounds


def _count(wallet: Wallet) -> int:
    return int(wallet.conn.execute("SELECT COUNT(*) FROM ledger").fetchone()[0])


DECK = [r + s for r in "23456789TJQKA" for s in "cdhs"]


def best_of(runs: int, work: object) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=100_000)
    parser.add_argument("--keep", type=Path, default=None,
                        help="build the save in DIR and keep it (a save already there is reused)")
    targets.add_no_fail(parser)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        data_dir = args.keep or Path(tmp)
        start = time.perf_counter()
        rounds = build(data_dir, args.rows, random.Random(1))
        built = time.perf_counter() - start
        start = time.perf_counter()
        Wallet.open(data_dir).close()  # the first open checks in full and keeps a checkpoint
        first = time.perf_counter() - start
        with Wallet.open(data_dir) as wallet:
            rows = _count(wallet)
            full = best_of(3, lambda: checkpoint.first_break(wallet.conn, full=True))
            at_open = best_of(5, lambda: checkpoint.first_break(wallet.conn))
        opening = best_of(3, lambda: Wallet.open(data_dir).close())
    print(f"save: {rows:,} ledger rows, {rounds:,} rounds added (built in {built:.1f} s)")
    print(f"first open (full check, checkpoint kept): {first:.3f} s")
    print(f"full chain check (verify --all): {full:.3f} s")
    print(f"Wallet.open in all (SQLite's integrity check included): {opening:.3f} s")
    targets.report(f"chain check at open, {rows:,} rows", at_open, "s", "<=", TARGET_SECONDS)
    return targets.finish()


if __name__ == "__main__":
    sys.exit(main())
