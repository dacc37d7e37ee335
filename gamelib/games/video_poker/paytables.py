"""Video poker pay tables as data, and how a final five-card hand is read against them.

Pays are "for 1": the total returned per unit bet on a hand (stake included), so a
line that pays 1 gives the bet back. Each hand pays only its single highest line.

Two readers that must agree (a test checks it on every one of the 2,598,960 hands for
the line counts, and hand by hand on a large sample):

- :func:`classify` reads one hand in plain Python (the round, the strategies);
- :func:`classify_batch` reads an ``(N, 5)`` array of card ids with numpy (the analysis).

>>> from gamelib.cards import parse_cards
>>> classify(PAYTABLES["jacks-or-better"], parse_cards("Js Jd 4c 7h 9s")).name
'Jacks or Better'
>>> classify(PAYTABLES["deuces-wild"], parse_cards("2s 2d Ah Kh Qh")).name
'Wild Royal Flush'
>>> classify(PAYTABLES["double-double-bonus"], parse_cards("As Ad Ah Ac 3d")).pays
400
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from gamelib.cards import Card
from gamelib.errors import CommandError

# rank indexes (card id // 4): 0 is a two, 12 an ace
_TWO, _FOUR, _TEN, _JACK, _ACE = 0, 2, 8, 9, 12
ROYAL_MASK = 0b1_1111_0000_0000  # T J Q K A
WHEEL_MASK = 0b1_0000_0000_1111  # A 2 3 4 5
#: Every five-rank window a straight can fill (rank-index bit masks), the wheel first.
STRAIGHT_WINDOWS: tuple[int, ...] = (WHEEL_MASK, *(0b11111 << k for k in range(9)))


@dataclass(frozen=True, slots=True)
class PayLine:
    """One line of a pay table: a stable key, its English name and what it pays for 1."""

    key: str
    name: str
    pays: int


@dataclass(frozen=True, slots=True)
class PayTable:
    """A named pay table: its lines from the highest down, and the way hands are read."""

    name: str  # the id used on the command line: "jacks-or-better"
    title: str
    family: str  # "jacks", "bonus", "double-double", "deuces"
    lines: tuple[PayLine, ...]
    min_pair: int = _JACK  # lowest paying pair (rank index) for the non-wild families

    def line(self, key: str) -> PayLine:
        for pl in self.lines:
            if pl.key == key:
                return pl
        raise KeyError(key)

    def index(self, key: str) -> int:
        """Position of the line ``key`` (0 is the highest)."""
        return line_order(self)[key]

    @property
    def pays(self) -> np.ndarray:
        """Pay per line index, with a last entry 0 for "no line" (index ``len(lines)``)."""
        return np.array([pl.pays for pl in self.lines] + [0], dtype=np.int64)

    def signature(self) -> str:
        """Identifies the table's content (so a cached analysis of old data is not reused)."""
        return self.name + ":" + ",".join(f"{pl.key}={pl.pays}" for pl in self.lines)


_ORDER: dict[int, tuple[tuple[PayLine, ...], dict[str, int]]] = {}


def line_order(paytable: PayTable) -> dict[str, int]:
    """Line key -> position in the table (cached per table object)."""
    cached = _ORDER.get(id(paytable.lines))
    if cached is None or cached[0] is not paytable.lines:
        cached = _ORDER[id(paytable.lines)] = (
            paytable.lines, {pl.key: i for i, pl in enumerate(paytable.lines)})
    return cached[1]


def _lines(*rows: tuple[str, str, int]) -> tuple[PayLine, ...]:
    return tuple(PayLine(*row) for row in rows)


_TOP = (("royal-flush", "Royal Flush", 800), ("straight-flush", "Straight Flush", 50))

PAYTABLES: dict[str, PayTable] = {
    "jacks-or-better": PayTable("jacks-or-better", "Jacks or Better", "jacks", _lines(
        *_TOP, ("four-of-a-kind", "Four of a Kind", 25), ("full-house", "Full House", 9),
        ("flush", "Flush", 6), ("straight", "Straight", 4), ("three-of-a-kind", "Three of a Kind", 3),
        ("two-pair", "Two Pair", 2), ("high-pair", "Jacks or Better", 1))),
    "tens-or-better": PayTable("tens-or-better", "Tens or Better", "jacks", _lines(
        *_TOP, ("four-of-a-kind", "Four of a Kind", 20), ("full-house", "Full House", 6),
        ("flush", "Flush", 5), ("straight", "Straight", 4), ("three-of-a-kind", "Three of a Kind", 3),
        ("two-pair", "Two Pair", 2), ("high-pair", "Tens or Better", 1)), min_pair=_TEN),
    "deuces-wild": PayTable("deuces-wild", "Deuces Wild", "deuces", _lines(
        ("natural-royal", "Natural Royal Flush", 800), ("four-deuces", "Four Deuces", 200),
        ("wild-royal", "Wild Royal Flush", 25), ("five-of-a-kind", "Five of a Kind", 15),
        ("straight-flush", "Straight Flush", 9), ("four-of-a-kind", "Four of a Kind", 4),
        ("full-house", "Full House", 4), ("flush", "Flush", 3), ("straight", "Straight", 2),
        ("three-of-a-kind", "Three of a Kind", 1))),
    "bonus-poker": PayTable("bonus-poker", "Bonus Poker", "bonus", _lines(
        *_TOP, ("four-aces", "Four Aces", 80), ("four-2-4", "Four 2s, 3s or 4s", 40),
        ("four-5-k", "Four 5s through Ks", 25), ("full-house", "Full House", 8),
        ("flush", "Flush", 5), ("straight", "Straight", 4), ("three-of-a-kind", "Three of a Kind", 3),
        ("two-pair", "Two Pair", 2), ("high-pair", "Jacks or Better", 1))),
    "double-double-bonus": PayTable("double-double-bonus", "Double Double Bonus", "double-double", _lines(
        *_TOP, ("four-aces-low-kicker", "Four Aces with 2, 3 or 4", 400),
        ("four-2-4-low-kicker", "Four 2s-4s with A, 2, 3 or 4", 160),
        ("four-aces", "Four Aces", 160), ("four-2-4", "Four 2s, 3s or 4s", 80),
        ("four-5-k", "Four 5s through Ks", 50), ("full-house", "Full House", 9),
        ("flush", "Flush", 6), ("straight", "Straight", 4), ("three-of-a-kind", "Three of a Kind", 3),
        ("two-pair", "Two Pair", 1), ("high-pair", "Jacks or Better", 1))),
}
PAYTABLE_NAMES: tuple[str, ...] = tuple(PAYTABLES)
#: Exact return under optimal play (``analyze video-poker``; a slow test recomputes each).
OPTIMAL_RETURNS: dict[str, float] = {
    "jacks-or-better": 0.995439, "tens-or-better": 0.979598, "deuces-wild": 0.989131,
    "bonus-poker": 0.991660, "double-double-bonus": 0.989808,
}
DEFAULT_PAYTABLE = "jacks-or-better"


def find_paytable(name: str) -> PayTable:
    """The pay table by id, or one clear sentence naming the ones there are."""
    try:
        return PAYTABLES[name]
    except KeyError:
        raise CommandError(f"There is no pay table '{name}'; choose one of {', '.join(PAYTABLES)}.",
                           key="error.vp_paytable", name=name) from None


# --- one hand, plain Python ----------------------------------------------------------------

def _ids(cards: Iterable[Card | int]) -> list[int]:
    ids = [c if isinstance(c, int) else c.id for c in cards]
    if len(ids) != 5 or len(set(ids)) != 5:
        raise ValueError("a video poker hand is five different cards")
    return ids


def _fits_window(mask: int) -> bool:
    return any(mask & ~w == 0 for w in STRAIGHT_WINDOWS)


#: Hands already read: (family, lowest paying pair, ranks sorted, suited) -> line key. A
#: hand's line follows from these alone (suited: every card of one suit; in deuces wild,
#: every natural card), so at most a few tens of thousands of entries over all the tables.
_READ: dict[tuple[str, int, tuple[int, ...], bool], str | None] = {}


def classify_key(paytable: PayTable, cards: Sequence[Card | int]) -> str | None:
    """The key of the highest line this hand makes, or None when it pays nothing."""
    ids = _ids(cards)
    family = paytable.family
    if family == "deuces":
        suited = len({i % 4 for i in ids if i >= 4}) <= 1  # ids 0-3 are the deuces
    else:
        suited = len({i % 4 for i in ids}) == 1
    ranks = [i // 4 for i in ids]
    seen = (family, paytable.min_pair, tuple(sorted(ranks)), suited)
    try:
        return _READ[seen]
    except KeyError:
        key = _READ[seen] = _read_key(paytable, ranks, [i % 4 for i in ids])
        return key


def _read_key(paytable: PayTable, ranks: list[int], suits: list[int]) -> str | None:
    """:func:`classify_key` of a hand not read before, from its ranks and suits."""
    if paytable.family == "deuces":
        return _deuces_key(ranks, suits)
    counts: dict[int, int] = {}
    for r in ranks:
        counts[r] = counts.get(r, 0) + 1
    shape = sorted(counts.values(), reverse=True)
    flush = len(set(suits)) == 1
    mask = sum(1 << r for r in counts)
    straight = len(counts) == 5 and (max(ranks) - min(ranks) == 4 or mask == WHEEL_MASK)
    if straight and flush:
        return "royal-flush" if mask == ROYAL_MASK else "straight-flush"
    if shape[0] == 4:
        quad = next(r for r, n in counts.items() if n == 4)
        kicker = next(r for r, n in counts.items() if n == 1)
        return _quad_key(paytable.family, quad, kicker)
    if shape[:2] == [3, 2]:
        return "full-house"
    if flush:
        return "flush"
    if straight:
        return "straight"
    if shape[0] == 3:
        return "three-of-a-kind"
    if shape[:2] == [2, 2]:
        return "two-pair"
    if shape[0] == 2:
        pair = next(r for r, n in counts.items() if n == 2)
        return "high-pair" if pair >= paytable.min_pair else None
    return None


def _quad_key(family: str, quad: int, kicker: int) -> str:
    if family == "jacks":
        return "four-of-a-kind"
    low_quad = _TWO <= quad <= _FOUR
    if family == "bonus":
        return "four-aces" if quad == _ACE else "four-2-4" if low_quad else "four-5-k"
    if quad == _ACE:
        return "four-aces-low-kicker" if _TWO <= kicker <= _FOUR else "four-aces"
    if low_quad:
        return "four-2-4-low-kicker" if kicker == _ACE or kicker <= _FOUR else "four-2-4"
    return "four-5-k"


def _deuces_key(ranks: list[int], suits: list[int]) -> str | None:
    wild = ranks.count(_TWO)
    natural = [(r, s) for r, s in zip(ranks, suits) if r != _TWO]
    counts: dict[int, int] = {}
    for r, _ in natural:
        counts[r] = counts.get(r, 0) + 1
    shape = sorted(counts.values(), reverse=True) + [0, 0]
    suited = len({s for _, s in natural}) <= 1
    distinct = shape[0] <= 1
    mask = sum(1 << r for r in counts)
    if wild == 0 and suited and mask == ROYAL_MASK:
        return "natural-royal"
    if wild == 4:
        return "four-deuces"
    if suited and distinct and mask & ~ROYAL_MASK == 0:
        return "wild-royal"
    if wild + shape[0] == 5:
        return "five-of-a-kind"
    if suited and distinct and _fits_window(mask):
        return "straight-flush"
    if wild + shape[0] >= 4:
        return "four-of-a-kind"
    if (wild == 0 and shape[:2] == [3, 2]) or (wild == 1 and shape[:2] == [2, 2]):
        return "full-house"
    if suited:
        return "flush"
    if distinct and _fits_window(mask):
        return "straight"
    if wild + shape[0] >= 3:
        return "three-of-a-kind"
    return None


def classify(paytable: PayTable, cards: Sequence[Card | int]) -> PayLine | None:
    """The single highest line this five-card hand makes under ``paytable`` (None: no win)."""
    key = classify_key(paytable, cards)
    return None if key is None else paytable.lines[line_order(paytable)[key]]


def line_index(paytable: PayTable, cards: Sequence[Card | int]) -> int:
    """Index of the line in ``paytable.lines``; ``len(lines)`` when nothing pays."""
    key = classify_key(paytable, cards)
    return len(paytable.lines) if key is None else paytable.index(key)


# --- many hands at once, numpy ---------------------------------------------------------------

def classify_batch(paytable: PayTable, hands: np.ndarray) -> np.ndarray:
    """Line index of every row of an ``(N, 5)`` array of card ids (``len(lines)``: no win).

    Works column by column on the sorted ranks (equal neighbours give the pairs, trips and
    quads), so every step is one elementwise numpy operation over all rows.
    """
    ids = np.asarray(hands).astype(np.int16)
    ranks = ids // 4
    suits = ids % 4
    if paytable.family == "deuces":
        keys = _deuces_batch(ranks, suits)
    else:
        keys = _standard_batch(paytable, ranks, suits)
    order = {pl.key: i for i, pl in enumerate(paytable.lines)}
    out = np.full(len(ids), len(paytable.lines), dtype=np.int8)
    for key, cond in reversed(keys):  # the highest line is written last, so it wins
        out[cond] = order[key]
    return out


class _Shape:
    """Pairs, trips and quads read from sorted ranks; ``live`` rows only count (wild cards
    are given distinct negative ranks, so they never pair)."""

    def __init__(self, r: list[np.ndarray]) -> None:
        e = [(r[i] == r[i + 1]) & (r[i] >= 0) for i in range(4)]
        self.equal = e
        self.pairs_adjacent = e[0].astype(np.int8) + e[1] + e[2] + e[3]
        run3 = [e[0] & e[1], e[1] & e[2], e[2] & e[3]]
        self.quads = (run3[0] & e[2]) | (run3[1] & e[3])
        self.trips = (run3[0] | run3[1] | run3[2]) & ~self.quads
        # count of each multiplicity: n1 = largest group, pairs = groups of exactly two
        self.largest = np.where(self.quads, 4, np.where(self.trips, 3, np.where(
            self.pairs_adjacent > 0, 2, 1))).astype(np.int8)
        self.pairs = np.where(self.quads, 0, np.where(self.trips, self.pairs_adjacent - 2,
                                                      self.pairs_adjacent)).astype(np.int8)


def _standard_batch(paytable: PayTable, ranks: np.ndarray,
                    suits: np.ndarray) -> list[tuple[str, np.ndarray]]:
    srt = np.sort(ranks, axis=1)
    r = [srt[:, j] for j in range(5)]
    shape = _Shape(r)
    s = [suits[:, j] for j in range(5)]
    flush = (s[0] == s[1]) & (s[1] == s[2]) & (s[2] == s[3]) & (s[3] == s[4])
    distinct = shape.pairs_adjacent == 0
    wheel = (r[4] == _ACE) & (r[3] == 3)
    straight = distinct & ((r[4] - r[0] == 4) | wheel)
    royal = straight & (r[0] == _TEN)
    quads = shape.quads
    quad = r[2]
    kicker = np.where(shape.equal[0], r[4], r[0])
    pair = r[0] * shape.equal[0] + r[1] * shape.equal[1] + r[2] * shape.equal[2] + r[3] * shape.equal[3]
    keys: list[tuple[str, np.ndarray]] = [
        ("royal-flush", royal & flush),
        ("straight-flush", straight & flush),
    ]
    low_quad = (quad >= _TWO) & (quad <= _FOUR)
    if paytable.family == "jacks":
        keys.append(("four-of-a-kind", quads))
    elif paytable.family == "bonus":
        keys += [("four-aces", quads & (quad == _ACE)), ("four-2-4", quads & low_quad),
                 ("four-5-k", quads)]
    else:
        low_kick = kicker <= _FOUR
        keys += [("four-aces-low-kicker", quads & (quad == _ACE) & low_kick),
                 ("four-2-4-low-kicker", quads & low_quad & (low_kick | (kicker == _ACE))),
                 ("four-aces", quads & (quad == _ACE)), ("four-2-4", quads & low_quad),
                 ("four-5-k", quads)]
    keys += [
        ("full-house", shape.trips & (shape.pairs == 1)),
        ("flush", flush),
        ("straight", straight),
        ("three-of-a-kind", shape.trips),
        ("two-pair", shape.pairs == 2),
        ("high-pair", (shape.pairs == 1) & (pair >= paytable.min_pair)),
    ]
    return keys


def _deuces_batch(ranks: np.ndarray, suits: np.ndarray) -> list[tuple[str, np.ndarray]]:
    is_deuce = ranks == _TWO
    # deuces get ranks -1..-5 by column so they never pair with anything
    marked = np.where(is_deuce, -1 - np.arange(5, dtype=np.int16)[None, :], ranks)
    srt = np.sort(marked, axis=1)
    r = [srt[:, j] for j in range(5)]
    shape = _Shape(r)
    wild = is_deuce.sum(axis=1).astype(np.int8)
    n1 = shape.largest
    nat = [~is_deuce[:, j] for j in range(5)]
    lo = np.minimum.reduce([np.where(nat[j], suits[:, j], 9) for j in range(5)])
    hi = np.maximum.reduce([np.where(nat[j], suits[:, j], -1) for j in range(5)])
    suited = lo == hi
    mask = np.zeros(len(ranks), dtype=np.int32)
    for j in range(5):
        mask |= np.where(nat[j], np.left_shift(1, ranks[:, j].astype(np.int32)), 0)
    distinct = shape.pairs_adjacent == 0
    fits = np.zeros(len(ranks), dtype=bool)
    for w in STRAIGHT_WINDOWS:
        fits |= (mask & ~w) == 0
    return [
        ("natural-royal", (wild == 0) & suited & (mask == ROYAL_MASK)),
        ("four-deuces", wild == 4),
        ("wild-royal", suited & distinct & ((mask & ~ROYAL_MASK) == 0)),
        ("five-of-a-kind", wild + n1 == 5),
        ("straight-flush", suited & distinct & fits),
        ("four-of-a-kind", wild + n1 >= 4),
        ("full-house", ((wild == 0) & shape.trips & (shape.pairs == 1))
         | ((wild == 1) & (shape.pairs == 2))),
        ("flush", suited),
        ("straight", distinct & fits),
        ("three-of-a-kind", wild + n1 >= 3),
    ]


def all_hands() -> np.ndarray:
    """All 2,598,960 five-card hands as sorted card ids, row ``i`` having colex rank ``i``.

    The colex rank of a sorted set ``c1 < … < ck`` is ``sum C(ci, i)`` (the combinatorial
    number system), which is how :mod:`gamelib.games.video_poker.analysis` indexes card subsets.
    """
    return _colex_combinations(52, 5)


def _colex_combinations(n: int, k: int) -> np.ndarray:
    """All k-subsets of range(n), sorted within a row, rows in colex order."""
    table = np.zeros((1, 0), dtype=np.uint8)  # the k = 0 subsets of range(anything)
    # grow one size at a time: size j subsets of range(m) for every m, kept as prefixes
    by_m = [table] * (n + 1)
    for j in range(1, k + 1):
        grown: list[np.ndarray] = [np.zeros((0, j), dtype=np.uint8)] * (n + 1)
        acc: list[np.ndarray] = []
        for m in range(n + 1):
            grown[m] = np.vstack(acc) if acc else np.zeros((0, j), dtype=np.uint8)
            if m < n and len(by_m[m]):
                acc.append(np.hstack([by_m[m], np.full((len(by_m[m]), 1), m, dtype=np.uint8)]))
        by_m = grown
    return by_m[n]

