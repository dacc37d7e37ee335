"""Many hands at once: numpy arrays of card ids evaluated in one batch (the analyses, the
simulators, the advisors' exact enumerations), agreeing exactly with the one-hand evaluator
of :mod:`gamelib.hands` (``evaluate(cards).strength``).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np

from gamelib.cards import Card
from gamelib.errors import IllegalActionError
from gamelib.hand_tables import (
    HIGH_MASK,
    HIGH_SHIFT,
    LOW_MASK,
    N_CLASSES,
    SUIT_SHIFT,
    tables,
)

CHUNK_ROWS = 32768  # rows per step: big enough to amortise numpy calls, small enough for cache


def _flush_bits() -> np.ndarray:
    """[suit * 52 + card id] -> the card's rank bit if the card has that suit, else 0."""
    bits = np.zeros(4 * 52, dtype=np.int64)
    for card_id in range(52):
        bits[(card_id & 3) * 52 + card_id] = 1 << (card_id >> 2)
    return bits


_FLUSH_BITS = _flush_bits()


def _evaluate_rows(ids: np.ndarray, out: np.ndarray) -> None:
    """Strengths of the rows of ``ids`` (n, k) into ``out`` (n,): the vectorised lookup."""
    t = tables()
    k = ids.shape[1]
    v = np.take(t.card_value, ids)
    acc = v[:, 0] + v[:, 1]
    for j in range(2, k):
        acc += v[:, j]
    idx = np.take(t.high_offset[k], (acc >> HIGH_SHIFT) & HIGH_MASK)
    idx += np.take(t.low_index, acc & LOW_MASK)
    np.take(t.nonflush[k], idx, out=out)
    suit = np.take(t.flush_suit, acc >> SUIT_SHIFT)
    rows = np.flatnonzero(suit >= 0)
    if rows.size:
        sub = np.take(ids, rows, axis=0).astype(np.intp)
        sub += (suit[rows].astype(np.intp) * 52)[:, None]
        fb = np.take(_FLUSH_BITS, sub)
        mask = fb[:, 0] + fb[:, 1]
        for j in range(2, k):
            mask += fb[:, j]
        out[rows] = np.maximum(out[rows], np.take(t.flush_best, mask))


def _check_ids(ids: np.ndarray) -> None:
    if ids.size and (int(ids.min()) < 0 or int(ids.max()) > 51):
        raise IllegalActionError("Card ids are 0 to 51.")


def _as_id_array(ids: Any, sizes: tuple[int, ...]) -> np.ndarray:
    arr = np.asarray(ids)
    if arr.dtype.kind not in "iu":
        raise IllegalActionError("Card ids must be an integer array.")
    if arr.ndim != 2 or arr.shape[1] not in sizes:
        wanted = " or ".join(str(s) for s in sizes)
        raise IllegalActionError(f"Hands must be an array of shape (N, {wanted}), not {arr.shape}.")
    if not np.can_cast(arr.dtype, np.intp):  # uint64: numpy will not index with it
        _check_ids(arr)
        arr = arr.astype(np.uint8)
    return np.ascontiguousarray(arr)


_POOL: ThreadPoolExecutor | None = None


def _pool() -> ThreadPoolExecutor:
    global _POOL
    if _POOL is None:
        _POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="hands")
    return _POOL


def evaluate_batch(ids: Any, *, threads: int | None = None) -> np.ndarray:
    """Strengths (int16, 1..7462) of N hands given as card ids, shape (N, 5|6|7).

    Agrees exactly with ``evaluate(...).strength``. Ids must be 0..51 (checked);
    repeated cards within a row are *not* checked (that would cost as much as the
    evaluation). Large batches run in cache-sized chunks on up to two threads
    (numpy releases the GIL); ``threads=1`` keeps it on the calling thread.
    """
    arr = _as_id_array(ids, (5, 6, 7))
    n = len(arr)
    out = np.empty(n, dtype=np.int16)
    if n == 0:
        return out
    starts = range(0, n, CHUNK_ROWS)

    def work(start: int) -> None:
        chunk = arr[start : start + CHUNK_ROWS]
        _check_ids(chunk)
        _evaluate_rows(chunk, out[start : start + CHUNK_ROWS])

    tables()  # build before the threads start
    if (threads if threads is not None else 2) <= 1 or len(starts) < 4:
        for s in starts:
            work(s)
    else:
        for _ in _pool().map(work, starts):
            pass
    return out


def evaluate5_batch(ids: Any, *, threads: int | None = None) -> np.ndarray:
    """Strengths of five-card hands, shape (N, 5)."""
    return evaluate_batch(_as_id_array(ids, (5,)), threads=threads)


def evaluate7_batch(ids: Any, *, threads: int | None = None) -> np.ndarray:
    """Strengths of seven-card hands (best five of seven), shape (N, 7)."""
    return evaluate_batch(_as_id_array(ids, (7,)), threads=threads)


def category_of(strengths: Any) -> np.ndarray:
    """Category (int8, the ``Category`` values) of each strength in an array."""
    arr = np.asarray(strengths)
    if arr.size and (int(arr.min()) < 1 or int(arr.max()) > N_CLASSES):
        raise IllegalActionError(f"A hand strength is 1 to {N_CLASSES}.")
    return tables().category[arr]


def combinations_array(n: int, k: int) -> np.ndarray:
    """All k-subsets of range(n) as rows (uint8), in lexicographic order, like itertools."""
    if not 0 <= k <= n <= 256:
        raise IllegalActionError(f"Cannot choose {k} of {n}.")
    # Level m prepends each a to the (m-1)-subsets whose first value is above a: in lex
    # order those are a suffix of the previous level, found with one searchsorted.
    rows = np.zeros((1, 0), dtype=np.uint8)
    for m in range(1, k + 1):
        heads = rows[:, 0] if rows.shape[1] else np.full(len(rows), n, dtype=np.intp)
        start = np.searchsorted(heads, np.arange(n + 1), side="left")
        parts = []
        for a in range(n - m + 1):
            tail = rows[start[a + 1] :] if m > 1 else rows[:1]
            block = np.empty((len(tail), m), dtype=np.uint8)
            block[:, 0] = a
            block[:, 1:] = tail
            parts.append(block)
        rows = np.concatenate(parts) if parts else np.zeros((0, m), dtype=np.uint8)
    return rows


@functools.cache
def all_5card_hands() -> np.ndarray:
    """All 2,598,960 five-card hands as card ids (uint8, shape (2598960, 5)), lex order.

    Built once and shared, so the array is read-only: copy it to change it.
    """
    hands = combinations_array(52, 5)
    hands.setflags(write=False)
    return hands


def ids_array(hands: Iterable[Iterable[Card]]) -> np.ndarray:
    """Hands of Cards -> a uint8 id array for the batch functions."""
    return np.array([[c.id for c in hand] for hand in hands], dtype=np.uint8)
