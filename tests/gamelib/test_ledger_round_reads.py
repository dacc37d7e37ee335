"""Issue 31: what a round reads of the ledger (its opening commitment when it settles, its
stakes, its refunds when voided) costs its own rows, not every bet of the save: with
``kind = 'bet'`` SQLite walked the ``ledger_kind`` index over every bet ever taken, so each
settle grew with the save (1.5 ms a round at 20,000 rounds). Counted in SQLite's own steps,
not in time."""

from __future__ import annotations

from collections.abc import Callable

from gamelib import round_opening
from gamelib.cards import seed_commitment
from gamelib.ledger import Wallet

SEED = bytes(32)


def _steps(wallet: Wallet, rid: str, work: Callable[[Wallet, str], object]) -> int:
    """SQLite virtual-machine steps ``work`` takes (counted 10 at a time)."""
    count = [0]

    def tick() -> int:
        count[0] += 1
        return 0

    wallet.conn.set_progress_handler(tick, 10)
    try:
        work(wallet, rid)
    finally:
        wallet.conn.set_progress_handler(None, 10)
    return count[0] * 10


def _wallet_with_rounds(n: int) -> tuple[Wallet, str]:
    wallet = Wallet.in_memory()
    wallet.top_up(10_000_000)
    ticket = None
    with wallet.transaction():
        for _ in range(n):
            ticket = wallet.open_round("video-poker", "1", {"bet": 100}, seed_commitment(SEED), {})
    assert ticket is not None
    return wallet, ticket.id


def test_a_rounds_own_reads_do_not_grow_with_the_save() -> None:
    small, small_id = _wallet_with_rounds(5)
    large, large_id = _wallet_with_rounds(1_500)
    for reads in (lambda w, rid: round_opening.seed_refused(w.conn, rid, seed_commitment(SEED)),
                  lambda w, rid: w.staked(rid),
                  lambda w, rid: w.void_round(rid, "test")):
        few, many = _steps(small, small_id, reads), _steps(large, large_id, reads)
        assert many <= few + 200, (few, many)
