"""The seats of the large Twister table: a face on each plate (the player's silhouette, each
opponent's portrait), the dealer button sliding to its next seat between hands (and just
there at instant speed), the winner's five cards lit at the showdown."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers.scene_app import twister_hub

from gamelib.clock import FakeClock
from gamelib.games.twister.demo import SIDE_POT_MOMENTS, side_pot_table
from gamelib.games.twister.table_view import dealer_seat, table_on_show, winning_five
from scenes.app import App
from scenes.games.twister.layout import Scale, board_places, card_rect, table_rects
from scenes.games.twister.table import TABLE_RECT, TwisterTableScene
from tests.scenes.games.test_twister_table_talk import open_table


def test_every_seat_has_its_face_on_the_large_table_not_on_a_tile() -> None:
    table = side_pot_table(SIDE_POT_MOMENTS["flop"])
    names = dict(table_rects(table, table_on_show(table), TABLE_RECT, large=True))
    assert {"face 0", "face 1", "face 2"} <= set(names)
    assert all(TABLE_RECT.contains(names[f"face {n}"]) for n in range(3))
    tile = pygame.Rect(0, 0, 640, 328)
    assert not any(n.startswith("face") for n, _ in table_rects(table, table_on_show(table), tile, large=False))


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_the_dealer_button_slides_to_the_next_seat(app: App, speed: str) -> None:
    app.update_settings(animation_speed=speed)
    hub = twister_hub(app, clock=FakeClock(), rng=random.Random(3))
    (table,) = hub.room.start(100, 1, "standard")
    table.reveal_wheel()
    view = TwisterTableScene(app, hub, table)
    app.manager.push(view)
    app.step([], 0.01)
    first = dealer_seat(table)
    assert first is not None and view.dealer_from is None
    for _ in range(2000):  # play on (the player checks or folds) until the next hand is dealt
        if table.waiting_for_player:
            table.player_act("check" if table.t.hand and table.t.hand.can_check() else "fold")
        app.step([], 0.02)
        if dealer_seat(table) != first:
            break
    assert dealer_seat(table) != first
    if speed == "instant":
        assert view.dealer_from is None  # no motion: the button is just there
        return
    assert view.dealer_from is not None and view.dealer_from[0] == first
    assert view.next_change() == 0.0  # moving: frames are drawn
    app.step([], view.DEALER_SECONDS + 0.01)
    assert view.dealer_from is None


def test_the_winning_five_glow_at_the_showdown(app: App) -> None:
    table = side_pot_table(SIDE_POT_MOMENTS["showdown"])
    view = open_table(app, table)
    view.cards_in_place = True
    app.step([], 0.01)
    lit = winning_five(table)
    board = table_on_show(table).board
    sc = Scale(TABLE_RECT)
    gold = 0
    for card, (x, y) in zip(board, board_places(len(board))):
        r = card_rect(sc, sc.at(x, y), True)
        edge = app.canvas.get_at((r.centerx, r.y - 3))  # just above the card: the glow, or the felt
        glows = edge.r > 200 and edge.g > 170
        assert glows == (card in lit), card
        gold += glows
    assert gold >= 3
