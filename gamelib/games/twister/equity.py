"""Fast equity for the computer opponents: numpy Monte Carlo against likely ranges.

``score7`` rates many seven-card hands at once (higher is better; equal means a split),
vectorised so a bot's decision stays well under 50 ms. ``equity`` deals the unknown
cards at random from a ``numpy`` Generator the caller seeds, optionally keeping only
opponent holdings inside a range (the top fraction of starting hands, see
:mod:`gamelib.games.twister.preflop`). A decision may be thought out over several calls
(:class:`Foresight`: a few equities at a time, the same numbers as in one go).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

import numpy as np

_AR13 = np.arange(13, dtype=np.int64)
_BASE = 13 ** 5


def _tables() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per 13-bit rank mask: highest straight (top rank + 1, 0 none), top 1/2/3/5 ranks coded."""
    masks = np.arange(8192, dtype=np.int64)
    straight = np.zeros(8192, dtype=np.int64)
    for top in range(3, 13):  # 5-high (wheel) … ace-high
        need = sum(1 << r for r in range(top - 4, top + 1)) if top >= 4 else (
            (1 << 12) | 0b1111)
        hit = (masks & need) == need
        straight[hit] = top + 1
    tops = []
    for k in (1, 2, 3, 5):
        out = np.zeros(8192, dtype=np.int64)
        for m in range(8192):
            value, got = 0, 0
            for r in range(12, -1, -1):
                if m >> r & 1:
                    value = value * 13 + r
                    got += 1
                    if got == k:
                        break
            out[m] = value * 13 ** (k - got)
        tops.append(out)
    return straight, tops[0], tops[1], tops[2], tops[3]


_STRAIGHT, _TOP1, _TOP2, _TOP3, _TOP5 = _tables()


def score7(ids: np.ndarray) -> np.ndarray:
    """Scores of seven-card hands (rows of card ids 0..51); higher wins, equal splits.

    Five or six cards a row are scored the same way (a made hand on the flop or turn). The
    rank and suit counts are taken by one ``bincount`` over all rows, not by comparing each
    card with the 13 ranks and 4 suits (twice as fast at a bot's 200-800 rows: its first
    decision paid 4-8 ms in a frame); the scores are the same numbers."""
    ids = np.asarray(ids, dtype=np.int64)
    n = ids.shape[0]
    ranks = ids >> 2
    suits = ids & 3
    bit = np.left_shift(1, ranks)
    rows = np.arange(n, dtype=np.int64)[:, None]
    counts = np.bincount((rows * 13 + ranks).ravel(), minlength=n * 13).reshape(n, 13)
    mask = np.bitwise_or.reduce(bit, axis=1)
    keyed = np.sort(counts * 16 + _AR13, axis=1)
    c0, r0 = keyed[:, -1] >> 4, keyed[:, -1] & 15
    c1, r1 = keyed[:, -2] >> 4, keyed[:, -2] & 15
    b0, b1 = np.left_shift(1, r0), np.left_shift(1, r1)
    suit_counts = np.bincount((rows * 4 + suits).ravel(), minlength=n * 4).reshape(n, 4)
    flush_suit = suit_counts.argmax(axis=1)
    has_flush = suit_counts.max(axis=1) >= 5
    fmask = np.where(suits == flush_suit[:, None], bit, 0).sum(axis=1)
    sflush = _STRAIGHT[fmask] * has_flush
    straight = _STRAIGHT[mask]
    kickers = mask & ~b0
    conds = [sflush > 0, c0 == 4, (c0 == 3) & (c1 >= 2), has_flush, straight > 0, c0 == 3,
             (c0 == 2) & (c1 == 2), c0 == 2]
    values = [8 * _BASE + sflush,
              7 * _BASE + r0 * 13 + _TOP1[kickers],
              6 * _BASE + r0 * 13 + r1,
              5 * _BASE + _TOP5[fmask],
              4 * _BASE + straight,
              3 * _BASE + r0 * 169 + _TOP2[kickers],
              2 * _BASE + r0 * 169 + r1 * 13 + _TOP1[kickers & ~b1],
              1 * _BASE + r0 * 2197 + _TOP3[kickers]]
    return np.select(conds, values, default=_TOP5[mask])


class Unfinished(Exception):
    """A decision thought out ahead (:meth:`Foresight.thinking`) reached an equity it may not
    work out in this call: the next call goes on from the equities worked out so far."""


class Foresight:
    """The Monte Carlo equities of one decision, worked out a few at a time (issue 27: a
    computer opponent's first decision of a hand weighs two three-way all-ins, 4-7 ms in one
    frame). Each equity is kept by its arguments and the generator's state before it, with the
    state it left: the decision run again from the same start takes it from here, and its
    generator ends where working it out leaves it. The same numbers, the same decision."""

    def __init__(self) -> None:
        self.kept: dict[tuple[Any, ...], tuple[float, Mapping[str, Any]]] = {}
        self._left: int | None = None  # equities this call may still work out (None: all)

    @contextmanager
    def thinking(self, equities: int | None) -> Iterator[None]:
        """While inside, ``equity`` takes what is kept and works out at most ``equities`` more
        (None: all it needs); one more raises :class:`Unfinished` (the caller throws away what
        it decided with, a copy)."""
        self._left = equities
        token = _FORESIGHT.set(self)
        try:
            yield
        finally:
            _FORESIGHT.reset(token)

    def equity(self, gen: np.random.Generator, args: tuple[Any, ...], percentile: np.ndarray | None) -> float:
        """``equity`` with ``args`` (but the generator and the percentile table), kept or worked out."""
        state = gen.bit_generator.state
        key = (repr(state), *args, None if percentile is None else id(percentile))
        if key in self.kept:
            value, after = self.kept[key]
            gen.bit_generator.state = after
            return value
        if self._left is not None:
            if self._left <= 0:
                raise Unfinished
            self._left -= 1
        hole, board, opponents, trials, ranges, made = args
        value = _equity(hole, board, opponents, gen, trials, ranges, percentile, made)
        self.kept[key] = (value, gen.bit_generator.state)
        return value


#: The decision being thought out (``Foresight.thinking``): none outside it.
_FORESIGHT: ContextVar[Foresight | None] = ContextVar("foresight", default=None)


def equity(hole: Sequence[int], board: Sequence[int], opponents: int, gen: np.random.Generator,
           trials: int = 200, ranges: Sequence[float] | None = None,
           percentile: np.ndarray | None = None, made: Sequence[float] | None = None) -> float:
    """Share of the pot ``hole`` wins on average against ``opponents`` unknown hands.

    ``ranges`` gives each opponent's likely range as the top fraction of starting hands
    (1.0 = any two cards); ``percentile`` is the 52x52 table that ranks holdings.
    ``made`` (after the flop) keeps each opponent to the top fraction of what it can
    hold on this board now: an opponent who bets a third of the time bets its best
    third of made hands, not a third of its starting hands.
    """
    if opponents <= 0:
        return 1.0
    foresight = _FORESIGHT.get()
    if foresight is not None:
        return foresight.equity(gen, (tuple(hole), tuple(board), opponents, trials,
                                      None if ranges is None else tuple(ranges),
                                      None if made is None else tuple(made)), percentile)
    return _equity(hole, board, opponents, gen, trials, ranges, percentile, made)


def _equity(hole: Sequence[int], board: Sequence[int], opponents: int, gen: np.random.Generator,
            trials: int, ranges: Sequence[float] | None, percentile: np.ndarray | None,
            made: Sequence[float] | None) -> float:
    """``equity`` worked out (``opponents`` > 0)."""
    known = [*hole, *board]
    seen = set(known)
    rest = np.array([c for c in range(52) if c not in seen], dtype=np.int64)
    need = 2 * opponents + 5 - len(board)
    narrowing = ranges is not None and percentile is not None and min(ranges) < 1.0
    by_board = made is not None and len(board) >= 3 and min(made[:opponents]) < 1.0
    draws = trials * (4 if narrowing or by_board else 1)
    order = gen.random((draws, rest.size)).argsort(axis=1)[:, :need]
    dealt = rest[order]
    if narrowing or by_board:
        keep = np.ones(draws, dtype=bool)
        for k, top in enumerate((ranges or [1.0] * opponents)[:opponents]):
            if top < 1.0 and percentile is not None:
                keep &= percentile[dealt[:, 2 * k], dealt[:, 2 * k + 1]] <= top
        for k, top in enumerate((made or [])[:opponents] if by_board else []):
            if top < 1.0:
                now = score7(np.concatenate(
                    [dealt[:, 2 * k:2 * k + 2],
                     np.broadcast_to(np.array(board, dtype=np.int64), (draws, len(board)))],
                    axis=1))
                keep &= now >= np.quantile(now[keep] if keep.any() else now, 1.0 - top)
        if keep.sum() >= max(20, trials // 5):
            dealt = dealt[keep][:trials]
        else:
            dealt = dealt[:trials]
    n = dealt.shape[0]
    fill = dealt[:, 2 * opponents:]
    common = np.concatenate([np.broadcast_to(np.array(board, dtype=np.int64), (n, len(board))),
                             fill], axis=1)
    mine = score7(np.concatenate([np.broadcast_to(np.array(hole, dtype=np.int64), (n, 2)), common],
                                 axis=1))
    best = np.zeros(n, dtype=np.int64)
    ties = np.zeros(n, dtype=np.int64)
    for k in range(opponents):
        theirs = score7(np.concatenate([dealt[:, 2 * k:2 * k + 2], common], axis=1))
        better = theirs > best
        ties = np.where(better, 1, ties + (theirs == best))
        best = np.maximum(best, theirs)
    win = mine > best
    split = (mine == best) / (ties + 1)
    return float(np.mean(win + split))
