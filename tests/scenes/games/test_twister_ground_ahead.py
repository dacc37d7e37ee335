"""The large table's still part (the felt, its oval, the rail) is made while the prize wheel
rests waiting for PLAY, a band of rows a frame, so the table's first frame only lays it (at
3840x2160 it was 40-65 ms made in that frame); a backdrop let go hands its window-sized pixels
to the next one made at that size."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

import scenes.games.twister.table as table_module
from gamelib.clock import FakeClock
from scenes.games.twister.backdrop import Backdrop
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.table import TwisterTableScene
from scenes.games.twister.wheel import WheelScene
from scenes.showcase import catalogue
from scenes.table.layout import demo_seed
from scenes.ui import gfx
from scenes.ui.canvas import Canvas


def _pixels(app: Any) -> bytes:
    assert app.window is not None
    return pygame.image.tobytes(app.window, "RGB")


@pytest.mark.parametrize("size", [(3840, 2160), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_felt_is_made_while_the_wheel_rests_not_in_the_tables_first_frame(tmp_path, monkeypatch,
                                                                                   size) -> None:  # type: ignore[no-untyped-def]
    app = catalogue.headless_app(tmp_path, size=size)
    app.native = True
    app.update_settings(animation_speed="instant")  # the wheel rests at once
    made: list[int] = []  # the frame each band of the table's felt was made in
    frame = [0]
    felt = table_module.draw_table_felt

    def spied(*args: Any, **kwargs: Any) -> None:
        made.append(frame[0])
        felt(*args, **kwargs)

    monkeypatch.setattr(table_module, "draw_table_felt", spied)
    try:
        hub = TwisterScene(app, seed_source=demo_seed("ground-ahead"), clock=FakeClock())
        app.manager.replace(hub, None)
        app.step([], 1 / 60)
        hub.start()
        wheel = None
        for frame[0] in range(1, 60):  # the wheel shows, rests, and asks frames while it makes the table's felt
            app.step([], 1 / 60)
            wheel = app.manager.top
            assert isinstance(wheel, WheelScene)
            if wheel.revealed and wheel.next_change() != 0.0:
                break
        assert wheel is not None and wheel.next_change() != 0.0  # then it rests, drawing nothing
        before = len(made)
        assert before >= 2 and len(set(made)) == before  # in bands, one a frame
        frame[0] = 100
        wheel.done()  # PLAY
        app.step([], 1 / 60)
        view = app.manager.top
        assert isinstance(view, TwisterTableScene) and isinstance(app.frame, Canvas)
        assert len(made) == before  # the table's first frame laid the felt made ahead: it made none
        shown = _pixels(app)
        app._last_target = None  # the same frame drawn whole, on a felt made at once
        view.backdrop.release()
        app._draw()
        assert _pixels(app) == shown
    finally:
        app.wallet.close()


def test_a_backdrop_let_go_hands_its_pixels_to_the_next_made_at_that_size(tmp_path) -> None:  # type: ignore[no-untyped-def]
    app = catalogue.headless_app(tmp_path, size=(1280, 720))
    app.native = True
    try:
        app.step([], 1 / 60)
        window = app.frame
        assert isinstance(window, Canvas)

        def felt(surface: pygame.Surface) -> None:
            surface.fill((10, 60, 30))

        first, second = Backdrop(felt), Backdrop(felt)
        drawn = []
        for backdrop in (first, second):
            window.ops = []
            gfx.blit_text(window, "A", 20, (10, 10))
            drawings, window.ops = window.ops, None
            backdrop.lay(window, ("green",), drawings)
            drawn.append(backdrop._made[1].target if backdrop._made else None)
            backdrop.release()
        assert drawn[0] is not None and drawn[1] is drawn[0]  # no 33 MB fresh from the system at 4K
    finally:
        app.wallet.close()


def test_play_pressed_before_the_felt_is_made_draws_it_whole_on_the_pixels_taken_for_it(tmp_path) -> None:  # type: ignore[no-untyped-def]
    app = catalogue.headless_app(tmp_path, size=(1280, 720))
    app.native = True
    app.update_settings(animation_speed="instant")
    try:
        hub = TwisterScene(app, seed_source=demo_seed("ground-early"), clock=FakeClock())
        app.manager.replace(hub, None)
        app.step([], 1 / 60)
        hub.start()
        for _ in range(60):
            app.step([], 1 / 60)
            wheel = app.manager.top
            assert isinstance(wheel, WheelScene)
            if hub._table_ground is not None and hub._table_ground._ahead is not None:
                break  # the pixels taken, no band made yet
        ground = hub._table_ground
        assert ground is not None and ground._ahead is not None and ground._made is None
        pixels = ground._ahead[1].target
        wheel.done()  # PLAY at once
        app.step([], 1 / 60)
        view = app.manager.top
        assert isinstance(view, TwisterTableScene) and view.backdrop is ground
        assert ground._made is not None and ground._made[1].target is pixels  # not a second window's pixels
        shown = _pixels(app)
        app._last_target = None
        view.backdrop.release()
        app._draw()
        assert _pixels(app) == shown
    finally:
        app.wallet.close()
