"""The computer opponents' decisions stay exactly what they were when their arithmetic is made
faster (issue 27: the first decision of a hand cost 4-8 ms in a frame): seeded tournaments of
every difficulty decide the same, action for action, and the hand scores are the same numbers
as the first evaluator's (kept here as the reference)."""

from __future__ import annotations

import hashlib
import random

import numpy as np
import pytest

from gamelib.games.twister import equity as eq
from gamelib.games.twister.bots import PokerBot
from gamelib.games.twister.pushfold import WEIGHTS, chart_order, range_weights
from gamelib.games.twister.runner import play_tournament
from gamelib.games.twister.view import SeatView

#: The decisions of the seeded tournaments below, hashed, as taken before the speed-up (main c23686e).
DECISIONS_BEFORE = ("8913a93589cd3dd4f59c0b3137283aae393dd26fac970b728d572da8e362b8ba", 1843)

#: Three computer opponents a tournament: every difficulty, and the baselines they meet.
LINE_UPS = (("bot:easy", "bot:standard", "bot:hard"), ("bot:hard", "bot:hard", "bot:standard"),
            ("bot:standard", "bot:calling-station", "bot:hard"), ("bot:hard", "bot:random", "bot:easy"))


def test_the_opponents_decide_as_before_in_seeded_tournaments(monkeypatch: pytest.MonkeyPatch) -> None:
    """32 seeded tournaments of computer opponents (1,843 decisions, every spot they met): each
    decision and the places, hashed, as main took them."""
    taken: list[tuple[int, str, int | None]] = []
    real = PokerBot.decide

    def decide(self: PokerBot, view: SeatView) -> tuple[str, int | None]:
        kind, amount = real(self, view)
        taken.append((view.seat, kind, amount))
        return kind, amount

    monkeypatch.setattr(PokerBot, "decide", decide)
    places = [play_tournament(line_up, random.Random(seed)) for seed in range(8) for line_up in LINE_UPS]
    digest = hashlib.sha256(repr((places, taken)).encode()).hexdigest()
    assert (digest, len(taken)) == DECISIONS_BEFORE


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
