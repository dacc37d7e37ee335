"""BALANCE, WIN and BET lie over a table's cached layer as pieces kept as the window shows them, not in
the layer (issue 27): a change of the balance lays that box again and records no drawing of the layer.
At 4K recording a table's layer again cost 2-4 ms, and with four tables side by side one table settling
changed the shared balance, so every table recorded its whole layer again."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app
from helpers.kept_frames import layer_recordings, same_as_whole

from scenes.app import App
from scenes.showcase import catalogue, table_demos
from scenes.table import registry as tables
from scenes.table import view as table_view
from scenes.table.base import TableScene
from scenes.ui.canvas import Canvas, Drawing

FRAME = 1 / 60


def _recordings(monkeypatch: pytest.MonkeyPatch) -> list[list[Drawing]]:
    """The drawings of each recording of a layer part, from now on (how many each made: ``len``)."""
    return layer_recordings(monkeypatch)


def _touched(app: App) -> list[pygame.Rect]:
    """Where the last frame drew on the window (window px)."""
    frame = app.frame
    assert isinstance(frame, Canvas) and frame.touched is not None
    return list(frame.touched)


def _drawn_within(app: App, boxes: list[pygame.Rect], at_rest: list[pygame.Rect]) -> bool:
    """Whether the last frame drew on the window inside each of ``boxes`` (window px) and elsewhere
    only what a frame at rest draws (``at_rest``: the grid's frames, a button's glow)."""
    touched = [r for r in _touched(app) if r not in at_rest]
    return all(any(b.contains(r) for b in boxes) for r in touched) \
        and all(any(b.colliderect(r) for r in touched) for b in boxes)


def _balance_box(table: TableScene) -> pygame.Rect:
    """BALANCE's pixels in the window, as the window shows it (window px)."""
    drawn = table.view._cards_shown[("meter", 0)][1]
    return drawn[0].unionall(drawn[1:])


@pytest.mark.parametrize("game", ["texas-holdem-bonus", "video-poker"])
def test_a_balance_change_lays_only_balance_and_records_nothing(tmp_path, monkeypatch, game):
    """Fails on the old code: the layer (BALANCE in it) was recorded again whole, 300+ drawings."""
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant") as app:
        table = scene_app.open_table(app, tables.scene_class(game), "meters")
        table_demos.demo_bets(table)
        catalogue.settle(app)
        app.step([], FRAME)
        at_rest = _touched(app)
        counts = _recordings(monkeypatch)
        app.wallet.top_up(12_345)  # the cashier: the balance alone changes
        app.step([], FRAME)
        assert counts == []
        assert _drawn_within(app, [_balance_box(table)], at_rest)
        same_as_whole(app)


def test_four_tables_side_by_side_a_balance_change_records_no_drawing_on_any(tmp_path, monkeypatch):
    """Fails on the old code: each of the four tables recorded its whole layer again for one number."""
    monkeypatch.setattr(table_view, "SHOWN_TOGETHER", [1])  # (the grid sets it; left as found)
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant") as app:
        classes = [c for g in tables.lobby_games() if isinstance(c := tables.scene_class(g), type)
                   and issubclass(c, TableScene)]
        view, opened = scene_app.multi_table_view(app, classes, "meters")
        assert view.grid() and len(opened) == 4, "the four tables sit side by side"
        catalogue.settle(app)
        scene_app.run(app, 6.0)  # fake time: everything at rest
        app.step([], FRAME)
        at_rest = _touched(app)
        counts = _recordings(monkeypatch)
        app.wallet.top_up(12_345)
        app.step([], FRAME)
        assert counts == []
        assert _drawn_within(app, [_balance_box(t) for t in opened], at_rest)
        same_as_whole(app)


def test_a_bet_lays_bet_and_balance_again_and_the_frame_equals_it_drawn_whole(tmp_path, monkeypatch):
    """A chip placed: BET and BALANCE change over the layer, the spot's stack in it."""
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant") as app:
        table = scene_app.open_table(app, tables.scene_class("texas-holdem-bonus"), "meters bet")
        catalogue.settle(app)
        app.step([], FRAME)
        table_demos.demo_bets(table)
        app.step([], FRAME)
        same_as_whole(app)
        assert {("meter", 0), ("meter", 2)} <= set(table.view.drawn_whole)
        app.step([], FRAME)
        assert ("meter", 0) not in table.view.drawn_whole  # kept as shown while it shows the same


def test_the_live_light_turning_records_the_game_code_and_light_only(tmp_path, monkeypatch):
    """Fails on the old code: the light was in the layer's shared key, so its turning recorded the
    whole layer again (with four tables dealing in live pace, every table at once)."""
    with scene_app.native_app(tmp_path, (2560, 1440), pace="live", betting_seconds=3,
                              animation_speed="instant") as app:
        table = scene_app.open_table(app, tables.scene_class("texas-holdem-bonus"), "meters light")
        table_demos.demo_bets(table)
        counts = _recordings(monkeypatch)
        turns = 0
        for _ in range(240):  # fake time: 4 s of the betting window
            light = table.light_state()
            counts.clear()
            app.step([], FRAME)
            if table.light_state() != light and table.pace is not None and table.pace.stage == "betting":
                turns += 1
                assert 0 < sum(map(len, counts)) <= 8, [len(c) for c in counts]  # the game code's lines and the light
                same_as_whole(app)
        assert turns >= 1
