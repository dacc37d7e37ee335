"""The ways cards and chips take across a Twister table (scenes/games/twister/paths.py): the quick
test that puts a box beside a segment aside first changes no way, and a dealt card's way is found
once for the same place and the same cards lying (issue 27: a frame dealing a card cost 1-3 ms
finding it)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scenes.games.twister import layout, paths

coordinate = st.one_of(st.integers(-50, 1700).map(float), st.floats(-50, 1700, allow_nan=False))


@settings(max_examples=400, deadline=None)
@given(st.tuples(coordinate, coordinate), st.tuples(coordinate, coordinate), coordinate, coordinate,
       st.integers(0, 200), st.integers(0, 200))
def test_the_quick_test_answers_as_clipping_does(a, b, x, y, w, h) -> None:  # type: ignore[no-untyped-def]
    box = (x, y, x + w, y + h)
    assert paths._hits(a, b, box) == paths._clipped(a, b, box)


def test_segments_along_and_touching_a_box_edge_do_not_hit_it() -> None:
    box = (100.0, 100.0, 200.0, 200.0)
    for a, b in (((100.0, 50.0), (100.0, 250.0)), ((50.0, 200.0), (250.0, 200.0)), ((100.0, 100.0), (0.0, 0.0)),
                 ((50.0, 150.0), (100.0, 150.0))):
        assert not paths._hits(a, b, box) and not paths._clipped(a, b, box)
    assert paths._hits((50.0, 150.0), (250.0, 150.0), box)


def test_ways_round_cards_are_unchanged(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Over tables of up to nine cards, the way found with the quick test equals the way found
    by clipping every segment."""
    rng = random.Random(27)
    cases = []
    for _ in range(120):
        boxes = []
        for _ in range(rng.randint(0, 9)):
            x = rng.choice([rng.uniform(0, 1500), rng.randint(0, 30) * 50.0])
            y = rng.choice([rng.uniform(0, 700), rng.randint(0, 14) * 50.0])
            boxes.append((x, y, x + 110.0, y + 154.0))
        start = (rng.choice([800.0, rng.uniform(0, 1600)]), rng.uniform(0, 820))
        end = (rng.uniform(0, 1600), rng.choice([410.0, rng.uniform(0, 820)]))
        cases.append((start, end, boxes))
    quick = [paths.way_round(s, e, b, (61.0, 83.0)) for s, e, b in cases]
    monkeypatch.setattr(paths, "_hits", paths._clipped)
    assert quick == [paths.way_round(s, e, b, (61.0, 83.0)) for s, e, b in cases]
    assert sum(len(w) > 2 for w in quick) > 10  # many went round a card


def test_a_dealt_cards_way_is_found_once_for_the_same_place_and_cards(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    found = []

    def way_round(*args):  # type: ignore[no-untyped-def]
        found.append(args)
        return paths.way_round(*args)

    monkeypatch.setattr(layout, "way_round", way_round)
    layout._way_from_shoe.cache_clear()
    lying = [(700.0, 300.0, 810.0, 454.0), (820.0, 300.0, 930.0, 454.0)]
    ways: dict = {}
    first = layout.card_way(ways, ("board", 7, 0), (1000.0, 377.0), lying)
    again = layout.card_way({}, ("board", 8, 0), (1000.0, 377.0), list(lying))  # the next hand's card
    assert first == again == paths.way_round(layout.SHOE, (1000.0, 377.0), lying,
                                             (layout.CARD_W / 2 + 6, layout.CARD_H / 2 + 6))
    assert len(found) == 1
    layout.card_way({}, ("board", 9, 0), (1000.0, 377.0), lying[:1])  # other cards lying: found again
    assert len(found) == 2
