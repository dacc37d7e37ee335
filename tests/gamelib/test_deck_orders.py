"""Many decks shuffled at once (``gamelib.deck_orders``) deal exactly what ``random.shuffle``
deals one deck at a time: every seeded deal stays the same."""

from __future__ import annotations

import numpy as np
import pytest

from gamelib import deck_orders
from gamelib.cards import FULL_DECK, format_cards, prepared_orders, round_deck, round_rng


def _shuffled(seed: bytes, stream: str, size: int) -> list[int]:
    order = list(range(size))
    round_rng(seed, stream).shuffle(order)
    return order


def test_orders_are_random_shuffles_orders() -> None:
    keys = [(b"%d-feltside" % i, stream, size) for i in range(300)
            for stream, size in (("deck", 52), ("hand-0", 47), ("hand-99", 47), ("x", 2), ("y", 33))]
    orders = deck_orders.shuffle_orders(keys)
    assert set(orders) == set(keys)
    for key in keys:
        assert orders[key] == _shuffled(*key), key


def test_round_deck_deals_the_prepared_order_and_the_same_cards() -> None:
    seed = b"feltside-golden-seed"
    dealt = round_deck(seed).cards[:5]
    plain = [round_deck(seed).cards, round_deck(seed, "hand-3", exclude=dealt).cards]
    keys = [(seed, "deck", 52), (seed, "hand-3", 47)]
    with prepared_orders(deck_orders.shuffle_orders(keys)):
        fast = [round_deck(seed).cards, round_deck(seed, "hand-3", exclude=dealt).cards]
    assert fast == plain
    with prepared_orders({(seed, "deck", 52): list(range(52))}):  # the order is what is dealt
        assert round_deck(seed).cards == list(FULL_DECK)
    assert format_cards(round_deck(seed).cards) == format_cards(plain[0])  # and only inside


def test_a_deck_that_would_need_more_draws_is_left_to_the_ordinary_shuffle(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(deck_orders, "_DRAWS_PER_CARD", 1)  # fewer draws than most shuffles need
    monkeypatch.setattr(deck_orders, "_DRAWS_MORE", 0)
    keys = [(b"s%d" % i, "deck", 52) for i in range(20)]
    orders = deck_orders.shuffle_orders(keys)
    assert len(orders) < len(keys)
    assert all(orders[k] == _shuffled(*k) for k in orders)


def test_the_outputs_are_the_generators_in_order() -> None:
    rng, again = round_rng(b"s", "deck"), round_rng(b"s", "deck")
    raw = rng.getrandbits(32 * 4).to_bytes(16, "little")
    assert np.frombuffer(raw, dtype="<u4").tolist() == [again.getrandbits(32) for _ in range(4)]
