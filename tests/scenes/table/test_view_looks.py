"""A table's own layer parts record what changed, and keep the looks they had (issue 27): each bet spot
is a part of its own (a chip on one spot records that spot, not all of them), and a part that turns back
to a look it had (the pointer leaving LOBBY, the rail veiled again at the next deal) takes the drawings
it recorded then. With four tables side by side at 4K each deal recorded the spots and the rail anew
(60 of its 84 drawings). Each such frame equals it drawn whole."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app
from helpers.kept_frames import drawings_on, layer_recordings, rack_box, same_as_whole, top_buttons

from scenes.app import App
from scenes.showcase import table_demos
from scenes.table import registry as tables
from scenes.table.controls import spot_look

FRAME = 1 / 60


@pytest.mark.parametrize("game", ["texas-holdem-bonus", "casino-holdem", "heads-up-holdem"])
def test_a_chip_on_one_spot_records_the_spots_it_changed_alone(app_2k, monkeypatch, game):
    """Fails on the old code: a chip on one spot recorded every spot again (Texas Bonus: 6 spots; Heads Up's
    ante moves its blind with it)."""
    app = app_2k
    table = scene_app.open_table(app, tables.scene_class(game), "looks one spot")
    table_demos.demo_bets(table)
    app.step([], FRAME)
    spots = table.controls.spots
    name = next(n for n, s in spots.items() if s.amount() > 0 and s.clickable and s.enabled()
                and not table.definition.limits.spot(n).by_decision and table.definition.limits.spot(n).fixed is None)
    view = table.view
    looks = {n: spot_look(s) for n, s in spots.items()}
    drawings = layer_recordings(monkeypatch)
    table.controls.click_spot(name)  # type: ignore[attr-defined]
    app.step([], FRAME)
    changed = {f"spot {n}" for n, s in spots.items() if spot_look(s) != looks[n]}
    assert f"spot {name}" in changed
    assert drawings_on(app, drawings, [s.rect for n, s in spots.items() if f"spot {n}" not in changed]) == 0
    assert {p for p in view.parts_recorded if p.startswith("spot ")} == changed
    assert len(changed) < len(spots)
    assert drawings
    same_as_whole(app)


def test_the_pointer_leaving_lobby_takes_back_the_top_buttons_look(app_2k, monkeypatch):
    """Fails on the old code: LOBBY unlit again recorded the top buttons anew (13 drawings)."""
    app = app_2k
    table = scene_app.open_table(app, tables.scene_class("texas-holdem-bonus"), "looks top buttons")
    app.step([], FRAME)
    centre = app.frame.rect(table.lobby_button.rect).center  # type: ignore[attr-defined]
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(1, 0), buttons=(0, 0, 0))], FRAME)
    assert table.lobby_button.hovered
    drawings = layer_recordings(monkeypatch)
    away = app.frame.rect(table.controls.rack.rect).midtop  # type: ignore[attr-defined]
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(centre[0], away[1] - 40), rel=(0, 1),
                                 buttons=(0, 0, 0))], FRAME)
    assert not table.lobby_button.hovered
    assert table.view.laid, "the button laid again"
    assert drawings_on(app, drawings, top_buttons(table)) == 0
    assert "top buttons" in table.view.looks_taken
    same_as_whole(app)


def _until(app: App, done, frames: int = 3000) -> None:
    for _ in range(frames):  # fake time
        if done():
            return
        app.step([], FRAME)
    raise AssertionError("never came")


@pytest.mark.parametrize("game", ["texas-holdem-bonus", "casino-holdem"])
def test_the_second_deal_takes_back_the_rail_and_the_spots(app_2k, monkeypatch, game):
    """Fails on the old code: every deal recorded the rail (23 drawings) and every spot again."""
    app = app_2k
    table = scene_app.open_table(app, tables.scene_class(game), "looks second deal")
    for deal in range(2):
        table_demos.demo_bets(table)
        app.step([], FRAME)
        drawings = layer_recordings(monkeypatch)
        table.deal()
        app.step([], FRAME)
        assert table.session.in_round
        if deal == 1:
            taken, recorded = list(table.view.looks_taken), list(table.view.parts_recorded)
            same_as_whole(app)
            if table.view.late:  # (the rail a frame late: Casino Hold'em's PARTS_A_FRAME_LATE)
                app.step([], FRAME)
                taken += table.view.looks_taken
                recorded += table.view.parts_recorded
                same_as_whole(app)
            assert drawings_on(app, drawings, rack_box(table)) == 0 and "rail" not in recorded
            # (a rail a frame late never showed the bets' look: the deal came the frame after them)
            assert "rail" in taken or table.PARTS_A_FRAME_LATE
            assert not [p for p in recorded if p.startswith("spot")]
            return
        _until(app, lambda: not table.cards_moving)
        table_demos.demo_finish(table)
        _until(app, lambda: not table.session.in_round and not table.cards_moving and not table.flying)
        monkeypatch.undo()
