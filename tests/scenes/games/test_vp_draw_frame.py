"""Video poker's 100-hand DRAW at the window's pixels (issue 27, session 23): the frame that lays the
holds in 99 hands and starts the main hand turning reads each hand's card boxes made at rest, and
equals the same frame drawn whole."""

from __future__ import annotations

import pytest
from helpers import scene_app
from helpers.video_poker import equals_drawn_whole

from gamelib.games.video_poker.strategy import default_rule
from scenes.games.video_poker import demo as vp_demo
from scenes.games.video_poker.table import VideoPokerTable
from scenes.table.layout import demo_seed
from scenes.ui import card_art


@pytest.fixture
def app_2k(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="normal") as app:
        yield app


def _dealt(app) -> VideoPokerTable:
    """100 hands dealt on a table open at ``app``, the dealt hands' frames drawn (at rest)."""
    table = VideoPokerTable(app, seed_source=demo_seed("bench"))
    app.open_tables.append(table)
    app.manager.push(table, None)
    for _ in range(10):
        app.step([], 1 / 60)
    vp_demo.demo_hands(table, 100)
    table.deal()
    table.player.flush()
    table.animator.finish_all()
    for _ in range(3):
        app.step([], 1 / 60)
    return table


def test_the_draws_frame_works_out_no_hands_card_boxes(app_2k, monkeypatch):
    """Fails on the old code: each of the 99 hands the DRAW changed worked out where its cards lie
    (``HandGrid.changed_in``: the cards' size, the cell, its corner's pixels), in the DRAW's frame."""
    table = _dealt(app_2k)
    rnd = table.round
    assert rnd is not None
    holds = default_rule(rnd.paytable, rnd.dealt).positions
    assert holds  # (the hands change where the held cards lie)
    sizes = 0
    card_size = card_art.card_size

    def counted(width):
        nonlocal sizes
        sizes += 1
        return card_size(width)

    monkeypatch.setattr(card_art, "card_size", counted)
    table.draw_hands(holds, trainer=False)
    app_2k.step([], 1 / 120)
    assert table.view.pieces_mended  # (the hands were drawn again where the held cards lie)
    assert sizes < 30, sizes  # (the main hand's cards: a few each; before, one more for each of 99 hands)
    equals_drawn_whole(app_2k, table)


def test_the_draws_frame_asks_for_one_hands_cards_of_99_alike(app_2k, monkeypatch):
    """Fails on the old code: the grid asked the table for each of the 99 hands' cards twice (which changed,
    then whether all were alike: ~200 asks, 0.4 ms of the frame) though none had its draw shown yet."""
    table = _dealt(app_2k)
    rnd = table.round
    assert rnd is not None
    asked: list[int] = []
    grid_cards = table.grid_cards

    def counted(index: int):
        asked.append(index)
        return grid_cards(index)

    monkeypatch.setattr(table, "grid_cards", counted)
    table.draw_hands(default_rule(rnd.paytable, rnd.dealt).positions, trainer=False)
    app_2k.step([], 1 / 120)
    assert table.view.pieces_mended  # (the hands were drawn again where the held cards lie)
    assert 0 < len(asked) < 10, len(asked)
    monkeypatch.undo()
    equals_drawn_whole(app_2k, table)
