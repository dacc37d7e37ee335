"""A table at the window's pixels (issue 27): a card that shows the same, with nothing moved, laid or
drawn near it, is left as the window shows it instead of laid over and drawn again every frame (a
ten-hand video poker's main hand at rest while the other hands turn: 2.4 ms a 4K frame). Every frame,
cards dealt, flying, turning and lying, equals the same frame drawn whole."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app
from helpers.kept_frames import same_as_whole
from helpers.video_poker import ten_hands

from scenes.showcase import catalogue, table_demos
from scenes.table import registry as tables
from scenes.ui.widgets.cards import CardSprite

FRAME = 1 / 60


def _cards_drawn(monkeypatch: pytest.MonkeyPatch, app: object) -> list[CardSprite]:
    """The cards drawn on the window from now on (not a card's art made ahead on a pixel of its own)."""
    drawn: list[CardSprite] = []
    draw = CardSprite.draw

    def counted(sprite: CardSprite, surface: pygame.Surface) -> None:
        if surface is getattr(app, "frame", None):
            drawn.append(sprite)
        draw(sprite, surface)

    monkeypatch.setattr(CardSprite, "draw", counted)
    return drawn


def test_the_main_hand_at_rest_is_not_drawn_again_while_the_other_hands_turn(app_2k, monkeypatch):
    """Fails on the old code: the five cards were laid over and drawn again every frame."""
    app = app_2k
    table = ten_hands(app, "cards kept")
    table.deal()
    catalogue.settle(app)
    rnd = table.round
    assert rnd is not None
    table.draw_hands(tuple(range(5)), trainer=False)  # every card held: the main hand lies still
    app.step([], FRAME)
    drawn = _cards_drawn(monkeypatch, app)
    frames = 0
    while table.revealing:
        app.step([], FRAME)
        frames += 1
        same_as_whole(app)
        drawn.clear()
        app.step([], 0.0)  # a frame kept after the whole one: the cards lie as shown
        if table.revealing:  # (the result's frame lays the layer near them)
            assert drawn == [] and table.view.cards_kept == 5
    assert frames > 9


@pytest.mark.parametrize("game", ["video-poker", "texas-holdem-bonus", "casino-holdem"])
def test_every_frame_of_a_round_equals_it_drawn_whole(app_2k, game):
    """Cards flying in, turning over, lying still, gathered: each frame drawn by what changed equals
    it drawn whole (the cards left as shown among them)."""
    app = app_2k
    cls = tables.scene_class(game)
    table = scene_app.open_table(app, cls, "kept cards")
    table_demos.demo_bets(table)
    table.deal()
    kept = 0
    for act in (lambda: table_demos.demo_finish(table), lambda: None):
        for n in range(400):
            app.step([], FRAME)
            kept += table.view.cards_kept
            if n % 3 == 0:
                same_as_whole(app)
            if n > 30 and not table.player.busy and not getattr(table, "revealing", False):
                break
        act()
    assert kept > 0  # some frames left cards as shown


def test_held_cards_at_the_draw_are_drawn_again_only_where_the_hold_boxes_went(app_2k, monkeypatch):
    """DRAW takes the HOLD boxes from under the main hand's shadows: the four held cards are drawn
    again only over those few pixels, not laid over and drawn whole (1.5 ms a 4K frame); the frame
    equals it drawn whole. Fails on the old code (the four drawn whole)."""
    app = app_2k
    table = ten_hands(app, "cards mended")
    table.deal()
    catalogue.settle(app)
    app.step([], FRAME)
    held = {p: table.cards[("main", p)] for p in range(4)}
    clips: list[pygame.Rect] = []
    draw = CardSprite.draw

    def clipped(sprite: CardSprite, surface: pygame.Surface) -> None:
        if sprite in held.values():
            clips.append(surface.target.get_clip())  # type: ignore[attr-defined]
        draw(sprite, surface)

    monkeypatch.setattr(CardSprite, "draw", clipped)
    table.draw_hands((0, 1, 2, 3), trainer=False)
    app.step([], FRAME)
    assert table.view.cards_mended == 4 and table.view.cards_kept == 4
    card_px = sum(app.frame.rect(s.rect).w * app.frame.rect(s.rect).h for s in held.values())  # type: ignore[attr-defined]
    assert len(clips) >= 4 and sum(c.w * c.h for c in clips) < card_px // 5
    monkeypatch.setattr(CardSprite, "draw", draw)
    same_as_whole(app)
