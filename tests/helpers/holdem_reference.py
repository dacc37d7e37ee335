"""A slow, plain-Python hand ranking written apart from gamelib.hands, so tests can check
the evaluator-based enumerations against an independent count."""

from __future__ import annotations

from collections import Counter
from itertools import combinations


def score5(ids: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """(category 0..9, tie-breaks…) of five card ids; bigger is better."""
    ranks = sorted((i // 4 + 2 for i in ids), reverse=True)
    flush = len({i % 4 for i in ids}) == 1
    counts = Counter(ranks)
    distinct = sorted(counts, key=lambda r: (counts[r], r), reverse=True)
    straight_high = 0
    if len(counts) == 5:
        if ranks[0] - ranks[4] == 4:
            straight_high = ranks[0]
        elif ranks == [14, 5, 4, 3, 2]:
            straight_high = 5
    shape = sorted(counts.values(), reverse=True)
    if straight_high and flush:
        return (9,) if straight_high == 14 else (8, straight_high)
    if shape[0] == 4:
        return (7, *distinct)
    if shape == [3, 2]:
        return (6, *distinct)
    if flush:
        return (5, *ranks)
    if straight_high:
        return (4, straight_high)
    if shape[0] == 3:
        return (3, *distinct)
    if shape == [2, 2, 1]:
        return (2, *distinct)
    if shape[0] == 2:
        return (1, *distinct)
    return (0, *ranks)


def score7(ids: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    return max(score5(c) for c in combinations(ids, 5))
