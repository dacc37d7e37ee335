"""The parts of a table's layer every table shares (issue 27): the bet spots, and over the dealer's messages
the top buttons, the rail (the rack and the bet buttons) and the decision bar, are each a part keyed by all
it shows. A round starting, DEAL turning on, a card landing or the decision bar showing records its own part
again, not the others (the three over the messages were one part, 44-60 drawings recorded again together,
the spots another with the card places' names: with four tables side by side at 4K, on each table in one
frame). Each such frame equals it drawn whole."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app
from helpers.kept_frames import drawings_on, layer_recordings, rack_box, same_as_whole, top_buttons

from scenes.showcase import table_demos
from scenes.table import registry as tables
from scenes.table.base import TableScene

FRAME = 1 / 60


def _bar(table: TableScene) -> list[pygame.Rect]:
    assert table.decisions is not None
    return [b.rect for _, b in table.decisions.buttons]


def _bar_shown(table: TableScene) -> bool:
    """Whether the decision bar draws its buttons (the round's cards shown)."""
    bar = table.decisions
    assert bar is not None
    return bool(table.session.in_round and bar.active() and not table.cards_moving)


@pytest.mark.parametrize("game", ["texas-holdem-bonus", "casino-holdem", "heads-up-holdem"])
def test_the_decision_bar_showing_records_the_bar_not_the_rail_or_the_top_buttons(app_2k, monkeypatch, game):
    """Fails on the old code: the bar showing (the cards stopped) recorded the top buttons and the rail
    again with it (TexasBonus: 13 and 23 drawings)."""
    app = app_2k
    table = scene_app.open_table(app, tables.scene_class(game), "parts over bar")
    table_demos.demo_bets(table)
    app.step([], FRAME)
    table.deal()
    drawings = layer_recordings(monkeypatch)
    shown = False
    for _ in range(600):  # fake time: until the cards stop and the bar shows
        before = _bar_shown(table)
        drawings.clear()
        app.step([], FRAME)
        if not before and _bar_shown(table):
            shown = True
            break
    assert shown, "the bar showed"
    assert drawings_on(app, drawings, _bar(table)) > 0
    assert drawings_on(app, drawings, top_buttons(table)) == 0
    assert drawings_on(app, drawings, rack_box(table)) == 0
    same_as_whole(app)


def test_a_round_starting_records_the_rail_not_the_top_buttons(app_2k, monkeypatch):
    """Fails on the old code: DEAL recorded the top buttons again with the rail (13 drawings)."""
    app = app_2k
    table = scene_app.open_table(app, tables.scene_class("texas-holdem-bonus"), "parts over deal")
    table_demos.demo_bets(table)
    app.step([], FRAME)
    drawings = layer_recordings(monkeypatch)
    table.deal()
    app.step([], FRAME)
    assert drawings_on(app, drawings, rack_box(table)) > 0  # the rack veiled, the bet buttons gone
    assert drawings_on(app, drawings, top_buttons(table)) == 0
    same_as_whole(app)


def test_the_first_bet_turning_deal_on_records_neither_the_top_buttons_nor_the_bar(app_2k, monkeypatch):
    """Fails on the old code: the first chip (DEAL, UNDO and DOUBLE turning on) recorded the top buttons
    again with the rail."""
    app = app_2k
    table = scene_app.open_table(app, tables.scene_class("texas-holdem-bonus"), "parts over first bet")
    app.step([], FRAME)
    deal = table.controls.by_name["deal"]  # type: ignore[attr-defined]
    assert not deal.enabled
    drawings = layer_recordings(monkeypatch)
    table_demos.demo_bets(table)
    app.step([], FRAME)
    assert deal.enabled
    assert drawings_on(app, drawings, [deal.rect]) > 0
    assert drawings_on(app, drawings, top_buttons(table)) == 0
    same_as_whole(app)


def test_the_pointer_on_a_top_button_records_no_rail_and_no_spot(app_2k, monkeypatch):
    """Fails on the old code: LOBBY lit by the pointer recorded the rail and the spots again (38 and 12
    drawings at rest)."""
    app = app_2k
    table = scene_app.open_table(app, tables.scene_class("texas-holdem-bonus"), "parts over hover")
    app.step([], FRAME)
    drawings = layer_recordings(monkeypatch)
    centre = app.frame.rect(table.lobby_button.rect).center  # type: ignore[attr-defined]
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(1, 0), buttons=(0, 0, 0))], FRAME)
    assert table.lobby_button.hovered
    assert drawings_on(app, drawings, top_buttons(table)) > 0
    assert drawings_on(app, drawings, rack_box(table) + _spots(table)) == 0
    same_as_whole(app)


def _spots(table: TableScene) -> list[pygame.Rect]:
    return [s.rect for s in table.controls.spots.values()]


def test_cards_landing_record_no_bet_spot(app_2k, monkeypatch):
    """Fails on the old code: each card place's name showing (a card landing there) recorded every
    spot again with it (29-39 drawings a frame at Texas Bonus)."""
    app = app_2k
    table = scene_app.open_table(app, tables.scene_class("texas-holdem-bonus"), "parts over cards")
    table_demos.demo_bets(table)
    app.step([], FRAME)
    table.deal()
    app.step([], FRAME)
    drawings = layer_recordings(monkeypatch)
    frames = 0
    for _ in range(600):  # fake time: the deal, until the cards stop
        places = frozenset(k[0] for k in table.cards)
        drawings.clear()
        app.step([], FRAME)
        if frozenset(k[0] for k in table.cards) != places and not _bar_shown(table):
            frames += 1
            assert any(drawings), "the place's name recorded"
            assert drawings_on(app, drawings, _spots(table)) == 0
            same_as_whole(app)
        if not table.cards_moving:
            break
    assert frames >= 1
