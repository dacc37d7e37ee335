"""PLAY in the lobby: the table's layer is made ahead of its first frame, a part a step, while the
screen change holds the lobby's frame (issue 27: at 3840x2160 the first frame made the layer's
window-sized surface, the pay tables' panels and recorded and laid the layer, 80-210 ms). The first
frame then allocates no window-sized surface, records no part and lays none of the layer, and the
reveal's first frame lays nothing on the window (it shows the lobby's frame, as the window holds
it); the layer made ahead is the layer drawn whole, pixel for pixel."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app

from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.table import layout
from scenes.table import view as table_view
from scenes.table.layout import TEXT_FLOOR
from scenes.ui import gfx, resources
from scenes.ui.canvas import Canvas

SIZE = (2560, 1440)
GAMES = "texas-holdem-bonus,casino-holdem,heads-up-holdem,video-poker"
HOUSE = ["texas-holdem-bonus", "casino-holdem", "heads-up-holdem"]


def to_first_frame(app, game: str) -> None:
    """From the lobby (drawn), PLAY ``game`` and run the frame that holds the lobby's frame while all
    the table's parts are made ahead (a frame's share of time for them unbounded: one frame)."""
    for _ in range(3):
        app.step([], 1 / 60)
    app.manager.top.play(game)
    change = app.manager.transition
    assert change is not None and change.kind == "reveal"
    change.ahead_seconds = 1e9
    app.step([], 1 / 60)
    assert not change.shown and change._ahead_done


@pytest.mark.parametrize("game", HOUSE)
def test_the_first_frame_after_play_makes_no_part_and_lays_nothing(tmp_path, game):
    """Counted, not timed: the table's first frame allocates no window-sized surface, records no
    part of its layer, lays none of the layer's pixels, and the reveal lays no pixel of the window.
    Fails on the old code (the first frame made the layer and its parts and laid the old frame
    whole over the window)."""
    with scene_app.native_app(tmp_path, SIZE, animation_speed="normal", coach_marks_seen=GAMES) as app:
        to_first_frame(app, game)
        table = app.manager.top
        made: list[object] = []
        recorded: list[object] = []
        with pytest.MonkeyPatch.context() as patch:
            new_layer = Canvas.new_layer
            patch.setattr(Canvas, "new_layer", lambda self, *a: made.append(self) or new_layer(self, *a))
            real = table_view.recorded
            patch.setattr(table_view, "recorded", lambda *a: recorded.append(a) or real(*a))
            app.step([], 1 / 60)
        assert app.manager.transition.shown
        assert made == [] and recorded == []
        assert table.view.laid == []  # none of the layer drawn again
        frame = app.frame
        assert isinstance(frame, Canvas) and frame.touched is not None
        assert sum(r.w * r.h for r in frame.touched) == 0  # the window holds the lobby's frame


@pytest.mark.parametrize("game", HOUSE)
def test_the_layer_made_ahead_is_the_layer_drawn_whole(tmp_path, game):
    """After the change, the table's layer (made ahead: its panels a line a step, laid a band of rows
    a step) is the layer drawn whole on a fresh canvas, its parts drawn straight onto it."""
    with scene_app.native_app(tmp_path, SIZE, animation_speed="normal", coach_marks_seen=GAMES) as app:
        to_first_frame(app, game)
        while app.manager.transition is not None:
            app.step([], 1 / 60)
        table = app.manager.top
        layer = table.view.layer
        assert isinstance(layer, Canvas)
        whole = layer.new_layer()
        with gfx.text_floor(TEXT_FLOOR):
            table.view.draw_layer(whole)
        assert pygame.image.tobytes(layer.target, "RGB") == pygame.image.tobytes(whole.target, "RGB")


def test_steps_stopped_half_way_leave_the_first_frame_to_draw_the_rest(tmp_path):
    """Should the steps stop after the layer's first bands were laid, the first frame draws it
    (the layer's key unset) and the layer is the one drawn whole."""
    with scene_app.native_app(tmp_path, SIZE, animation_speed="normal", coach_marks_seen=GAMES) as app:
        for _ in range(3):
            app.step([], 1 / 60)
        app.manager.top.play("texas-holdem-bonus")
        app.manager.transition = None  # (no change: the table drawn at once)
        table = app.manager.top
        window = app.window_canvas()
        steps = table.prepare(window)
        laid = 0
        real = table_view.lay_again

        def counted(*args, **kwargs):
            nonlocal laid
            laid += 1
            return real(*args, **kwargs)

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(table_view, "lay_again", counted)
            while laid < 2:
                next(steps)
        steps.close()
        app.step([], 1 / 60)
        layer = table.view.layer
        assert isinstance(layer, Canvas) and table.view.laid
        whole = layer.new_layer()
        with gfx.text_floor(TEXT_FLOOR):
            table.view.draw_layer(whole)
        assert pygame.image.tobytes(layer.target, "RGB") == pygame.image.tobytes(whole.target, "RGB")


def test_no_card_face_is_made_while_the_change_shows_the_table(tmp_path):
    """The faces the table will show are made at rest after the change, not in its frames (a 4K face,
    3-6 ms, in a reveal frame doubled it). Fails on the old code (two faces an update from the first)."""
    with scene_app.native_app(tmp_path, SIZE, animation_speed="normal", coach_marks_seen=GAMES) as app:
        to_first_frame(app, "casino-holdem")
        table = app.manager.top
        before = resources.made.total()
        app.step([], 1 / 60)
        while app.manager.transition is not None:  # the change's frames
            assert resources.made.total() == before and table.faces.due
            app.step([], 1 / 60)
        app.step([], 1 / 60)  # the table at rest: its faces made, a few an update
        assert resources.made.total() > before


def test_a_felt_made_in_a_tables_frame_keeps_no_scratch_surface(tmp_path):
    """The weave's window-sized scratch is kept only for a layer made ahead to take: a felt made in
    a table's own frame (a table opened with no change of screen, a tab) let it stay alive until
    the next felt (bench_multitable at 1920x1080: 8 MB more, 173 MB against the 160 MB target)."""
    with scene_app.native_app(tmp_path, SIZE, animation_speed="instant", coach_marks_seen=GAMES) as app:
        scene_app.open_table(app, TexasBonusTable, "scratch")
        app.step([], 1 / 60)
        assert layout._spare == []
