"""The house's five default strategies (the hint and the inactivity play), as the spec lists them.

They are not optimal, on purpose. The first rule that matches decides, literally as the rules
list them: a drawing rule listed before a made-hand rule may break a made hand (Jacks or
Better 7h-8h-9h-Th-Jd holds the four hearts, rule 2). How the spec's words are read here
(each a choice where the text allows more than one):

- "Hold those cards" holds the cards that make the combination: all five for a straight,
  flush, full house or straight flush; the four of a four of a kind; three for three of a
  kind; four for two pair; two for a pair. Deuces count in Deuces Wild: 2-7-7-7-9 is four
  sevens and holds 2-7-7-7. A bare "hold" (Bonus Poker rule 1) is read the same way; "hold
  all" holds all five.
- "four to a flush" is exactly four cards of one suit (a dealt flush is a flush, not a draw:
  it is held by "any pair or better").
- "four to a straight" is any four different ranks that one card can complete (open or
  inside, the ace high or low). When two are possible, the higher is the one that can make
  the higher straight, then the one with the higher cards.
- "a jack (ten) or higher: hold the highest card": the single highest card.
- Deuces Wild 2, "three deuces and a ten or higher": the three deuces and the highest natural
  card of ten or more. Rule 5, "three of a kind or better (deuces counted)": any hand that
  pays three of a kind or more; with two deuces and no natural pair the three are the
  deuces and the highest natural card. Rule 7 prefers four to a flush over four to a
  straight; rule 8 with two pair holds the higher pair.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

import numpy as np

from gamelib.cards import Card
from gamelib.games.video_poker.paytables import (
    STRAIGHT_WINDOWS,
    WHEEL_MASK,
    PayTable,
    classify_batch,
    classify_key,
    line_order,
)

_TWO, _TEN, _JACK, _ACE = 0, 8, 9, 12
ALL = (0, 1, 2, 3, 4)


@dataclass(frozen=True, slots=True)
class StrategyHold:
    """What the default strategy holds and the number of the rule that said so (as the spec numbers them)."""

    rule: int
    positions: tuple[int, ...]


def default_hold(paytable: PayTable, cards: Sequence[Card]) -> tuple[int, ...]:
    """The positions (0-4) the pay table's default strategy holds."""
    return default_rule(paytable, cards).positions


def default_rule(paytable: PayTable, cards: Sequence[Card]) -> StrategyHold:
    """The default strategy's hold with the number of the rule that matched."""
    if len(cards) != 5 or len({c.id for c in cards}) != 5:
        raise ValueError("a dealt hand is five different cards")
    hand = _Hand(paytable, cards)
    family = paytable.family
    if family == "jacks":
        return _jacks(hand, paytable.min_pair)
    if family == "bonus":
        return _bonus(hand)
    if family == "double-double":
        return _double_double(hand)
    return _deuces(hand)


def _four_straights() -> dict[int, int]:
    """Every four-rank mask one card can make a straight of -> the highest straight's top."""
    out: dict[int, int] = {}
    for k, window in enumerate(STRAIGHT_WINDOWS):
        top = 3 if window == WHEEL_MASK else k + 3
        for bit in range(13):
            if window >> bit & 1:
                four = window & ~(1 << bit)
                out[four] = max(out.get(four, -1), top)
    return out


_FOUR_STRAIGHTS = _four_straights()


class _Hand:
    """The dealt five read once: ranks (0 = two … 12 = ace), suits, the line it pays."""

    def __init__(self, paytable: PayTable, cards: Sequence[Card]) -> None:
        self.ranks = [c.id // 4 for c in cards]
        self.suits = [c.id % 4 for c in cards]
        self.counts: dict[int, int] = {}
        for r in self.ranks:
            self.counts[r] = self.counts.get(r, 0) + 1
        self.key = classify_key(paytable, cards)

    def count(self, rank: int) -> int:
        return self.counts.get(rank, 0)

    def of_rank(self, rank: int) -> tuple[int, ...]:
        return tuple(i for i in ALL if self.ranks[i] == rank)

    def paired(self, among: Sequence[int] = ALL) -> tuple[int, ...]:
        """Positions whose rank appears at least twice (deuces are never among naturals)."""
        return tuple(i for i in among if self.counts[self.ranks[i]] >= 2)

    def four_flush(self, among: Sequence[int] = ALL) -> tuple[int, ...]:
        for s in range(4):
            same = tuple(i for i in among if self.suits[i] == s)
            if len(same) == 4:
                return same
        return ()

    def four_straight(self, among: Sequence[int] = ALL) -> tuple[int, ...]:
        """The higher four to a straight, or ()."""
        best: tuple[int, tuple[int, ...]] | None = None
        chosen: tuple[int, ...] = ()
        ranks = self.ranks
        for four in combinations(among, 4):
            mask = 0
            for i in four:
                mask |= 1 << ranks[i]
            top = _FOUR_STRAIGHTS.get(mask)
            if top is None:
                continue  # a pair among the four, or no straight with one more card
            low_ace = top == 3  # only the wheel: the ace counts as one
            order = tuple(sorted(((-1 if (ranks[i] == _ACE and low_ace) else ranks[i]) for i in four),
                                 reverse=True))
            key = (top, order)
            if best is None or key > best:
                best, chosen = key, four
        return chosen

    def highest_at_least(self, rank: int, among: Sequence[int] = ALL) -> tuple[int, ...]:
        top = max(among, key=lambda i: (self.ranks[i], -i), default=None)
        return (top,) if top is not None and self.ranks[top] >= rank else ()


_FIVE_CARD = ("royal-flush", "straight-flush", "straight", "flush")


def _made(h: _Hand) -> tuple[int, ...]:
    """"Any pair or better: hold those cards": all five for a straight or a flush, else every
    card whose rank appears twice or more (a pair, two pair, trips, a full house, the four)."""
    return ALL if h.key in _FIVE_CARD else h.paired()


def _jacks(h: _Hand, min_pair: int) -> StrategyHold:
    if h.key in ("royal-flush", "straight-flush"):
        return StrategyHold(1, ALL)
    for rule, hold in ((2, h.four_flush()), (3, _made(h)), (4, h.four_straight()),
                       (5, h.highest_at_least(min_pair))):
        if hold:
            return StrategyHold(rule, hold)
    return StrategyHold(6, ())


def _bonus(h: _Hand) -> StrategyHold:
    if h.key is not None and (h.key.startswith("four-") or h.key in ("royal-flush", "straight-flush")):
        return StrategyHold(1, _made(h))
    if h.count(_ACE) == 3:
        return StrategyHold(2, h.of_rank(_ACE))
    for rule, hold in ((3, _made(h)), (4, h.four_flush() or h.four_straight()),
                       (5, h.highest_at_least(_JACK))):
        if hold:
            return StrategyHold(rule, hold)
    return StrategyHold(6, ())


def _double_double(h: _Hand) -> StrategyHold:
    if h.key in ("royal-flush", "straight-flush"):
        return StrategyHold(1, ALL)
    if h.key == "four-aces-low-kicker":
        return StrategyHold(2, ALL)
    if h.key == "four-aces":
        return StrategyHold(3, h.of_rank(_ACE))
    if h.key == "four-2-4-low-kicker":
        return StrategyHold(4, ALL)
    if h.key == "four-2-4":
        return StrategyHold(5, h.paired())
    for rule, hold in ((6, h.four_flush()), (7, _made(h)), (8, h.four_straight()),
                       (9, h.highest_at_least(_JACK))):
        if hold:
            return StrategyHold(rule, hold)
    return StrategyHold(10, ())


_DEUCES_MADE = ("four-of-a-kind", "full-house", "flush", "straight", "three-of-a-kind")


def _deuces(h: _Hand) -> StrategyHold:
    deuces = h.of_rank(_TWO)
    naturals = tuple(i for i in ALL if h.ranks[i] != _TWO)
    if h.key in ("four-deuces", "natural-royal"):
        return StrategyHold(1, ALL)
    if len(deuces) == 3:
        high = h.highest_at_least(_TEN, naturals)
        if high:
            return StrategyHold(2, tuple(sorted(deuces + high)))
    if h.key in ("wild-royal", "five-of-a-kind", "straight-flush"):
        return StrategyHold(3, ALL)
    if len(deuces) == 3:
        return StrategyHold(4, deuces)
    if h.key in _DEUCES_MADE:
        if h.key in ("full-house", "flush", "straight"):
            return StrategyHold(5, ALL)
        # three or four of a kind: the deuces and the naturals of the most common rank
        # (two deuces and no natural pair: the highest natural card)
        rank = max((h.count(h.ranks[i]), h.ranks[i]) for i in naturals)[1]
        return StrategyHold(5, tuple(sorted(deuces + h.of_rank(rank))))
    if deuces:
        return StrategyHold(6, deuces)
    draw = h.four_flush(naturals) or h.four_straight(naturals)
    if draw:
        return StrategyHold(7, draw)
    natural_pairs = h.paired(naturals)
    if natural_pairs:
        top = max(h.ranks[i] for i in natural_pairs)
        return StrategyHold(8, h.of_rank(top))
    return StrategyHold(9, ())


# --- the same strategies over many hands at once (numpy), for the exact default return -------

_BITS = np.array([1, 2, 4, 8, 16], dtype=np.int64)
_ALL_MASK = 31


def _straight_lookup() -> np.ndarray:
    table = np.full(1 << 13, -1, dtype=np.int64)
    for mask, top in _FOUR_STRAIGHTS.items():
        table[mask] = top
    return table


_FOUR_STRAIGHT_TOP = _straight_lookup()


def default_holds_batch(paytable: PayTable, hands: np.ndarray) -> np.ndarray:
    """The default strategy's hold (a mask over the five positions) for every row of an
    ``(N, 5)`` array of card ids; the same rules as :func:`default_rule`, vectorised."""
    ids = np.asarray(hands, dtype=np.int64)
    n = len(ids)
    r, s = ids // 4, ids % 4
    order = line_order(paytable)
    lines = classify_batch(paytable, ids).astype(np.int64)
    keys = {k: lines == i for k, i in order.items()}
    five_card = has_any(keys, n, *_FIVE_CARD)  # hold those cards: all five
    same = r[:, :, None] == r[:, None, :]
    counts = same.sum(axis=2)  # how many cards share each card's rank
    paired = ((counts >= 2) * _BITS).sum(axis=1)
    four_flush = np.zeros(n, dtype=np.int64)
    for suit in range(4):
        of_suit = s == suit
        four_flush = np.where(of_suit.sum(axis=1) == 4, (of_suit * _BITS).sum(axis=1), four_flush)
    rank_bits = np.left_shift(1, r)
    tops = np.stack([_FOUR_STRAIGHT_TOP[np.bitwise_or.reduce(np.delete(rank_bits, k, axis=1), axis=1)]
                     for k in range(5)], axis=1)
    skip = 4 - tops[:, ::-1].argmax(axis=1)  # on a tie (a pair inside) keep the earlier cards, as above
    four_straight = np.where(tops.max(axis=1) >= 0, _ALL_MASK & ~np.left_shift(1, skip), 0)
    score = r * 8 + (7 - np.arange(5))[None, :]  # the highest card, the first one on a tie
    top_pos = score.argmax(axis=1)
    top_rank = r[np.arange(n), top_pos]
    highest = np.left_shift(1, top_pos)

    def of_rank(rank: np.ndarray | int) -> np.ndarray:
        rank_arr = np.broadcast_to(np.asarray(rank), (n,))
        return ((r == rank_arr[:, None]) * _BITS).sum(axis=1)

    def has(key: str) -> np.ndarray:
        return keys.get(key, np.zeros(n, dtype=bool))

    rules: list[tuple[np.ndarray, np.ndarray | int]]
    family = paytable.family
    straight_flush = has("royal-flush") | has("straight-flush")
    if family == "jacks":
        rules = [(straight_flush, _ALL_MASK), (four_flush > 0, four_flush), (five_card, _ALL_MASK),
                 (paired > 0, paired), (four_straight > 0, four_straight),
                 (top_rank >= paytable.min_pair, highest)]
    elif family == "bonus":
        quads = counts.max(axis=1) == 4
        rules = [(straight_flush, _ALL_MASK), (quads, paired),
                 ((counts * (r == _ACE)).max(axis=1) == 3, of_rank(_ACE)),
                 (five_card, _ALL_MASK), (paired > 0, paired),
                 (four_flush > 0, four_flush), (four_straight > 0, four_straight),
                 (top_rank >= _JACK, highest)]
    elif family == "double-double":
        rules = [(straight_flush | has("four-aces-low-kicker") | has("four-2-4-low-kicker"), _ALL_MASK),
                 (has("four-aces") | has("four-2-4"), paired),
                 (four_flush > 0, four_flush), (five_card, _ALL_MASK), (paired > 0, paired),
                 (four_straight > 0, four_straight), (top_rank >= _JACK, highest)]
    else:
        rules = _deuces_rules(r, score, counts, four_flush, four_straight, has)
    out: np.ndarray = np.select([c for c, _ in rules],
                                [np.broadcast_to(np.asarray(v, dtype=np.int64), (n,)) for _, v in rules],
                                default=0)
    return out


def has_any(keys: dict[str, np.ndarray], n: int, *names: str) -> np.ndarray:
    """Rows whose line is any of ``names`` (lines the pay table lacks match nothing)."""
    out = np.zeros(n, dtype=bool)
    for name in names:
        if name in keys:
            out |= keys[name]
    return out


def _deuces_rules(r: np.ndarray, score: np.ndarray, counts: np.ndarray,
                  four_flush: np.ndarray, four_straight: np.ndarray,
                  has: Callable[[str], np.ndarray]) -> list[tuple[np.ndarray, np.ndarray | int]]:
    """Deuces Wild's nine rules over the batch (see :func:`_deuces`)."""
    n = len(r)
    rows = np.arange(n)
    deuce = r == _TWO
    deuces = (deuce * _BITS).sum(axis=1)
    n_deuces = deuce.sum(axis=1)
    nat_pos = np.where(deuce, -1, score).argmax(axis=1)
    nat_top = np.where(deuce.all(axis=1), -1, r[rows, nat_pos])
    # the naturals that make three or four of a kind with the deuces: the most common rank
    common = np.where(deuce, -1, counts * 16 + r).argmax(axis=1)
    common_mask = ((r == r[rows, common][:, None]) * _BITS).sum(axis=1)
    pair_rank = np.where((counts >= 2) & ~deuce, r, -1).max(axis=1)
    pair_mask = ((r == pair_rank[:, None]) * _BITS).sum(axis=1)
    return [(has("four-deuces") | has("natural-royal"), _ALL_MASK),
            ((n_deuces == 3) & (nat_top >= _TEN), deuces | np.left_shift(1, nat_pos)),
            (has("wild-royal") | has("five-of-a-kind") | has("straight-flush"), _ALL_MASK),
            (n_deuces == 3, deuces),
            (has("full-house") | has("flush") | has("straight"), _ALL_MASK),
            (has("four-of-a-kind") | has("three-of-a-kind"), deuces | common_mask),
            (n_deuces > 0, deuces), (four_flush > 0, four_flush), (four_straight > 0, four_straight),
            (pair_rank >= 0, pair_mask)]
