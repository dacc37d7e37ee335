"""Many rounds' seeded decks shuffled at once: the same orders as ``random.shuffle``, faster.

``verify --all`` replays every settled round from its seed; shuffling each deck one card
at a time in Python was most of its time (a video-poker round of five hands shuffles six
decks). Here the decks of a batch of rounds are shuffled together, one step of the shuffle
for every deck at a time (numpy), from the very random numbers ``round_rng`` draws:

- ``random.shuffle`` swaps position ``i`` (from the last down to 1) with ``j`` drawn by
  ``_randbelow(i + 1)``: ``getrandbits(k)`` with ``k = (i + 1).bit_length()`` until it is
  below ``i + 1``;
- ``random.Random(n)`` seeds its Mersenne Twister (``_random.Random``, in C) with ``n`` as
  it is, so the generator is made without ``random.Random``'s Python layer;
- ``getrandbits(k)`` for ``k <= 32`` is one 32-bit output of the Mersenne Twister shifted
  right by ``32 - k``, and ``getrandbits(32 * L)`` is the next ``L`` outputs, the first in
  the lowest bits. So each deck's outputs are drawn in one call and the rejections are
  replayed over them.

A deck that would need more outputs than were drawn (about never) is left out: it is
shuffled the ordinary way when it is dealt. Tests compare the orders with ``random.shuffle``
over many seeds, stream names and deck sizes.

>>> from gamelib.cards import format_cards, prepared_orders, round_deck
>>> key = (b"seed", "deck", 52)
>>> with prepared_orders(shuffle_orders([key])):
...     fast = format_cards(round_deck(b"seed").cards)
>>> fast == format_cards(round_deck(b"seed").cards)
True
"""

from __future__ import annotations

from _random import Random as Twister  # random.Random's generator, seeded alike
from collections.abc import Iterable

import numpy as np

from gamelib.cards import DeckKey, stream_number

#: Outputs drawn per card of a deck, and beyond: a 52-card shuffle takes 65 on average
#: (rejections included), more than 2.5 a card about never; a small deck's can run longer.
_DRAWS_PER_CARD = 3
_DRAWS_MORE = 32


def shuffle_orders(keys: Iterable[DeckKey]) -> dict[DeckKey, list[int]]:
    """Each (seed, stream, cards) deck's order as ``round_deck`` shuffles it: the positions,
    in the unshuffled deck, of its cards from the top down."""
    by_size: dict[int, list[DeckKey]] = {}
    for key in dict.fromkeys(keys):
        by_size.setdefault(key[2], []).append(key)
    orders: dict[DeckKey, list[int]] = {}
    for size, group in by_size.items():
        if size < 2:
            orders.update((key, list(range(size))) for key in group)
            continue
        shuffled, whole = shuffled_decks(size, [stream_number(seed, stream) for seed, stream, _ in group])
        orders.update((key, order) for key, order, ok in zip(group, shuffled.tolist(), whole.tolist(),
                                                             strict=True) if ok)
    return orders


def shuffled_decks(size: int, numbers: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """The orders of decks of ``size`` cards shuffled by ``round_rng``'s generators seeded with
    ``numbers`` (``stream_number``), one row a deck, and whether each deck had draws enough
    (a row whose flag is False is not its order). Flat arrays: a deck's outputs and cards
    are found by their row's start."""
    rngs = [Twister(n) for n in numbers]
    draws = _DRAWS_PER_CARD * size + _DRAWS_MORE
    raw = b"".join(rng.getrandbits(32 * draws).to_bytes(4 * draws, "little") for rng in rngs)
    count, width = len(rngs), draws + 1
    outputs = np.zeros((count, width), dtype=np.uint32)  # a last 0 a row: always accepted
    outputs[:, :draws] = np.frombuffer(raw, dtype="<u4").reshape(count, draws)
    drawn_from = outputs.ravel()
    decks = np.tile(np.arange(size, dtype=np.int16), (count, 1))
    cards = decks.ravel()
    at = np.arange(count, dtype=np.intp) * width  # each deck's next output
    end = at + draws  # its 0: reached only by a deck that ran out of draws
    rows = np.arange(count, dtype=np.intp) * size
    for i in range(size - 1, 0, -1):
        below = i + 1
        shift = np.uint32(32 - below.bit_length())
        j = drawn_from.take(at) >> shift
        again = np.flatnonzero(j >= below)
        while again.size:
            at[again] += 1
            drawn = drawn_from.take(at[again]) >> shift
            j[again] = drawn
            again = again[drawn >= below]
        np.minimum(at + 1, end, out=at)
        here, there = rows + i, rows + j.astype(np.intp)
        top = cards.take(here)
        cards[here] = cards.take(there)
        cards[there] = top
    return decks, at < end
