"""Video poker at a deal, as a player sees it at normal speed (issue 27): the last round's main hand
does not all go in the deal's first frame; each old card stays under the new card sliding onto it
and goes as that card starts to turn. Its pixels are laid back a card at a time, over the frames
the deal already moves in. Every frame equals the same frame drawn whole."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app
from helpers.video_poker import equals_drawn_whole, ten_hands

from scenes.games.video_poker.table import GOING, VideoPokerTable
from scenes.showcase import catalogue, table_demos
from scenes.ui.canvas import Canvas

FRAME = 1 / 60


@pytest.fixture
def app_2k(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="normal") as app:
        yield app


@pytest.fixture
def app_still(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="normal", reduced_motion=True) as app:
        yield app


def _round_shown(app) -> tuple[VideoPokerTable, list[pygame.Rect]]:
    """Ten hands dealt and drawn, the table at rest; where the main hand's cards lie (window px)."""
    table = ten_hands(app, "old-hand")
    table.deal()
    catalogue.settle(app)
    table_demos.demo_finish(table)
    catalogue.settle(app)
    frame = app.frame
    assert isinstance(frame, Canvas)
    cards = [frame.rect(table.cards[("main", p)].rect) for p in range(5)]
    return table, cards


def _drawn_over(app, cards: list[pygame.Rect]) -> int:
    """The pixels of the old main hand's cards the last frame drew on (laid back or drawn over)."""
    frame = app.frame
    assert isinstance(frame, Canvas) and frame.touched is not None
    offset = frame.target.get_abs_offset()
    return sum(r.move(-offset[0], -offset[1]).clip(c).w * r.move(-offset[0], -offset[1]).clip(c).h
               for r in frame.touched for c in cards)


def test_the_old_main_hand_goes_a_card_at_a_time(app_2k):
    """Fails on the old code: the deal's first frame laid back the whole old main hand (its five
    cards' pixels, 0.76 M px at 4K) at once."""
    app = app_2k
    table, cards = _round_shown(app)
    area = sum(c.w * c.h for c in cards)
    table.deal()
    app.step([], FRAME)
    assert sorted(p for to, p in table.cards if to == GOING) == [0, 1, 2, 3, 4]
    assert _drawn_over(app, cards) < area // 10  # (the old code: every pixel of them)
    equals_drawn_whole(app, table)
    going, frames = 5, 0
    while any(to == GOING for to, _ in table.cards):
        app.step([], FRAME)
        frames += 1
        left = sum(1 for to, _ in table.cards if to == GOING)
        assert going - left <= 1  # a card a frame at most
        going = left
        equals_drawn_whole(app, table)
    assert 5 <= frames <= 180
    assert all(table.cards[("main", p)].flip < 1.0 or table.cards[("main", p)].face_up for p in range(5))


def test_with_reduced_motion_the_old_hand_goes_at_once(app_still):
    app = app_still
    table, cards = _round_shown(app)
    table.deal()
    app.step([], FRAME)
    assert not any(to == GOING for to, _ in table.cards)
