"""Starting-hand classes and flops up to suits: the bookkeeping of the pre-flop tables of
Texas Hold'em Bonus and Heads Up Hold'em (``tools/make_preflop.py``).

The tables are exact: for each of the 1,755 flops that differ by more than a change of suits
(:func:`canonical_flops`, each weighted by how many of the 22,100 flops it stands for),
:class:`gamelib.games.flop_outcomes.FlopOutcomes` counts every two-card hand's showdowns on
every turn and river against the dealer's 990 hands, and the generator sums each hand's
best-play value into its starting-hand class (:func:`hand_class`, 169 of them).

Card ids as :mod:`gamelib.cards` (``id = (rank - 2) * 4 + suit``).
"""

from __future__ import annotations

import itertools
from collections import Counter
from functools import cache

import numpy as np

RANKS = "23456789TJQKA"


# --- starting-hand classes -------------------------------------------------------------------

def hand_class(a: int, b: int) -> str:
    """The class of two hole cards given as ids: ``"AA"``, ``"AKs"``, ``"72o"``.

    >>> hand_class(51, 50), hand_class(51, 47), hand_class(0, 21)
    ('AA', 'AKs', '72o')
    """
    ra, rb = a >> 2, b >> 2
    hi, lo = max(ra, rb), min(ra, rb)
    if hi == lo:
        return RANKS[hi] * 2
    return RANKS[hi] + RANKS[lo] + ("s" if (a & 3) == (b & 3) else "o")


def all_classes() -> tuple[str, ...]:
    """The 169 classes, strongest ranks first: AA, AKs, AKo, AQs … 32o, 22."""
    out = []
    for hi in range(12, -1, -1):
        out.append(RANKS[hi] * 2)
        for lo in range(hi - 1, -1, -1):
            out += [RANKS[hi] + RANKS[lo] + "s", RANKS[hi] + RANKS[lo] + "o"]
    return tuple(out)


def combos(cls: str) -> int:
    """How many of the 1,326 pairs of hole cards a class holds: 6 (a pair), 4 (suited) or 12.

    >>> combos("AA"), combos("AKs"), combos("AKo")
    (6, 4, 12)
    """
    return 6 if len(cls) == 2 else 4 if cls.endswith("s") else 12


def example_hole(cls: str) -> tuple[int, int]:
    """Two card ids of a class (clubs, and diamonds for the second card unless suited).

    >>> example_hole("AKs"), example_hole("T9o"), example_hole("22")
    ((48, 44), (32, 29), (0, 1))
    """
    hi, lo = RANKS.index(cls[0]), RANKS.index(cls[1])
    suited = cls.endswith("s")
    return hi * 4, lo * 4 + (0 if suited else 1)


@cache
def class_index_table() -> np.ndarray:
    """[a, b] -> index of the class of hole cards a, b in :func:`all_classes` (-1 when a == b)."""
    index = {c: i for i, c in enumerate(all_classes())}
    out = np.full((52, 52), -1, dtype=np.int16)
    for a in range(52):
        for b in range(52):
            if a != b:
                out[a, b] = index[hand_class(a, b)]
    return out


# --- flops up to a change of suits ------------------------------------------------------------

_SUIT_PERMS = tuple(itertools.permutations(range(4)))


def canonical_flop(cards: tuple[int, ...]) -> tuple[int, ...]:
    """The least (sorted) image of a flop under the 24 relabellings of the suits."""
    return min(tuple(sorted((c & ~3) | p[c & 3] for c in cards)) for p in _SUIT_PERMS)


@cache
def canonical_flops() -> tuple[tuple[tuple[int, int, int], int], ...]:
    """The 1,755 flops distinct up to suits, each with how many of the 22,100 it stands for."""
    counts = Counter(canonical_flop(f) for f in itertools.combinations(range(52), 3))
    return tuple(((f[0], f[1], f[2]), n) for f, n in sorted(counts.items()))
