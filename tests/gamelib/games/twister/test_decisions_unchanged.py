"""The computer opponents' decisions stay exactly what they were when their arithmetic is made
faster (issue 27: the first decision of a hand cost 4-8 ms in a frame): seeded tournaments at
every difficulty decide the same, action for action, and the hand scores are the same numbers
as the first evaluator's (kept here as the reference)."""

from __future__ import annotations

import hashlib
import random

import numpy as np

from gamelib.clock import FakeClock
from gamelib.games.twister import equity as eq
from gamelib.games.twister.desk import TwisterDesk
from gamelib.games.twister.pushfold import WEIGHTS, chart_order, range_weights
from gamelib.games.twister.table import start_tables
from gamelib.ledger import Wallet

#: The decisions of the 18 tournaments below, hashed, as taken before the speed-up (main c23686e).
DECISIONS_BEFORE = ("ecebc82e71eb48fce0b28c41d79090a62364bf3e911033f773c02798c0414283", 1194)


def _decisions(seed: int, difficulty: str) -> list[tuple[int, str, int | None]]:
    """A seeded tournament of up to 25 hands, the player checking or calling: each opponent's
    decision (its seat, what it did, how much)."""
    wallet = Wallet.in_memory()
    seeds = iter([bytes([seed]) * 32])
    desk = TwisterDesk(wallet, clock=FakeClock(), seed_source=lambda: next(seeds))
    (table,) = start_tables(desk, 100, 1, difficulty, random.Random(seed))
    table.reveal_wheel()
    out: list[tuple[int, str, int | None]] = []
    for seat, bot in table.bots.items():
        real = bot.decide

        def taken(view, real=real, seat=seat):  # type: ignore[no-untyped-def]
            kind, amount = real(view)
            out.append((seat, kind, amount))
            return kind, amount

        bot.decide = taken  # type: ignore[method-assign]
    for _ in range(20000):
        if table.is_over or table.t.hands_played >= 25:
            break
        table.update(0.1)
        if table.waiting_for_player:
            hand = table.t.hand
            assert hand is not None
            table.player_act("check" if hand.can_check() else "call")
    wallet.close()
    return out


def test_the_opponents_decide_as_before_in_seeded_tournaments() -> None:
    digest = hashlib.sha256()
    count = 0
    for difficulty in ("easy", "standard", "hard"):
        for seed in range(6):
            decisions = _decisions(seed, difficulty)
            count += len(decisions)
            digest.update(repr(decisions).encode())
    assert (digest.hexdigest(), count) == DECISIONS_BEFORE


def _score7_before(ids: np.ndarray) -> np.ndarray:
    """``equity.score7`` as first written (each card compared with the 13 ranks and 4 suits)."""
    ids = np.asarray(ids, dtype=np.int64)
    ranks = ids >> 2
    suits = ids & 3
    onehot = ranks[:, :, None] == eq._AR13
    counts = onehot.sum(axis=1)
    mask = (counts > 0) @ (1 << np.arange(13, dtype=np.int64))
    keyed = np.sort(counts * 16 + eq._AR13, axis=1)
    c0, r0 = keyed[:, -1] >> 4, keyed[:, -1] & 15
    c1, r1 = keyed[:, -2] >> 4, keyed[:, -2] & 15
    b0, b1 = np.left_shift(1, r0), np.left_shift(1, r1)
    suit_counts = (suits[:, :, None] == np.arange(4)).sum(axis=1)
    flush_suit = suit_counts.argmax(axis=1)
    has_flush = suit_counts.max(axis=1) >= 5
    fmask = ((suits == flush_suit[:, None]) * np.left_shift(1, ranks)).sum(axis=1)
    sflush = eq._STRAIGHT[fmask] * has_flush
    straight = eq._STRAIGHT[mask]
    base = eq._BASE
    conds = [sflush > 0, c0 == 4, (c0 == 3) & (c1 >= 2), has_flush, straight > 0, c0 == 3,
             (c0 == 2) & (c1 == 2), c0 == 2]
    values = [8 * base + sflush,
              7 * base + r0 * 13 + eq._TOP1[mask & ~b0],
              6 * base + r0 * 13 + r1,
              5 * base + eq._TOP5[fmask],
              4 * base + straight,
              3 * base + r0 * 169 + eq._TOP2[mask & ~b0],
              2 * base + r0 * 169 + r1 * 13 + eq._TOP1[mask & ~b0 & ~b1],
              1 * base + r0 * 2197 + eq._TOP3[mask & ~b0]]
    return np.select(conds, values, default=eq._TOP5[mask])


def test_hand_scores_are_the_first_evaluators_numbers() -> None:
    gen = np.random.default_rng(27)
    for cards in (5, 6, 7):  # a made hand on the flop or the turn, a showdown
        ids = gen.random((60_000, 52)).argsort(axis=1)[:, :cards]
        assert np.array_equal(eq.score7(ids), _score7_before(ids))
    one = np.array([[48, 49, 50, 51, 44, 0, 1]])  # one row: a straight flush's scores too
    assert np.array_equal(eq.score7(one), _score7_before(one))


def test_a_range_is_weighed_as_before() -> None:
    for kind in ("push", "call"):
        for share in np.linspace(-0.05, 1.05, 441):
            out = np.zeros(169)
            left = max(0.0, min(1.0, float(share))) * 1326
            for k in chart_order(kind):  # the loop as first written, over numpy's numbers
                if left <= 0:
                    break
                out[k] = min(1.0, left / WEIGHTS[k])
                left -= WEIGHTS[k]
            assert np.array_equal(range_weights(float(share), kind), out)
