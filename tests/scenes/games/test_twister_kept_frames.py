"""Twister's table and wheel at a window's pixels draw only what changed over their kept felt
(scenes/games/twister/backdrop.py, scenes/ui/recording.py): every frame so drawn must equal the
same frame drawn whole, through a spin, hands with chips flying and the dimmed table under the
knocked-out box; and most frames draw on a small part of the window."""

from __future__ import annotations

import pygame
from helpers.scene_app import twister_hub

from gamelib.clock import FakeClock
from gamelib.games.twister.demo import wheel_table
from scenes.games.twister.table import TwisterTableScene
from scenes.games.twister.wheel import CONFETTI, CONFETTI_COLOURS, WheelScene
from scenes.showcase import catalogue


def _same_as_whole(app) -> None:  # type: ignore[no-untyped-def]
    """The frame just drawn (what moved only, when the window kept the last) equals it drawn whole."""
    assert app.window is not None
    kept = pygame.image.tobytes(app.window, "RGB")
    app._last_target = None  # the window no longer holds a frame of this stack: drawn whole
    app._draw()
    assert pygame.image.tobytes(app.window, "RGB") == kept


def _native_window(tmp_path, size=(960, 540)):  # type: ignore[no-untyped-def]
    """A window (960x540) drawn at its own pixels, animations at normal speed."""
    app = catalogue.headless_app(tmp_path, size=size)
    app.native = True
    app.update_settings(animation_speed="normal")
    app.windowed_size = size
    app._set_mode(False)
    return app


def test_frames_drawn_by_what_moved_equal_frames_drawn_whole(tmp_path) -> None:  # type: ignore[no-untyped-def]
    app = _native_window(tmp_path)
    try:
        hub = twister_hub(app, clock=FakeClock())
        wheel = WheelScene(app, wheel_table(1000), number=1)
        app.manager.push(wheel, None)
        kept_frames = 0
        for i in range(200):  # the spin, the stop, the count
            app.step([], 1 / 30)
            app._draw()
            kept_frames += bool(app.frame.kept)
            if i % 7 == 0:
                _same_as_whole(app)
        app.manager.pop()
        (table,) = hub.room.start(500, 1, "easy")
        table.reveal_wheel()
        view = TwisterTableScene(app, hub, table)
        app.manager.push(view, None)
        held = small = 0
        for _ in range(3000):  # the player shoves until out; the dimmed table under the box
            if table.waiting_for_player and table.t.hand is not None and not table.on_hold:
                legal = table.t.hand.legal_actions()
                view.act("all_in" if "all_in" in legal else "call")
            app.step([], 1 / 20)
            app._draw()
            kept_frames += bool(app.frame.kept)
            held += table.on_hold
            small += sum(r.w * r.h for r in app.frame.touched) < 960 * 540 // 4
            _same_as_whole(app)  # every frame, drawn piece by piece, equals it drawn whole
            if table.is_over or held > 20:
                break
        assert kept_frames > 100  # most frames drew only what moved
        assert small > 40  # and only what changed: under a quarter of the window
        assert held > 0, "the player was not knocked out: the dimmed table not drawn"
    finally:
        app.leave_all_tables()
        app.wallet.close()


def test_the_room_and_the_grid_drawn_by_what_changed_equal_them_drawn_whole(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The Twister room and its grid of small tables at a window's pixels draw only what changed
    over their kept felt (the level clocks' seconds at rest): each frame equals it drawn whole."""
    app = _native_window(tmp_path)
    try:
        hub = twister_hub(app, clock=FakeClock())
        tables = hub.room.start(500, 3, "easy")
        for table in tables:
            table.reveal_wheel()
        small = 0
        for i in range(120):
            if i == 40:
                hub.show_grid()
            app.step([], 1 / 10)
            app._draw()
            small += bool(app.frame.kept) and sum(r.w * r.h for r in app.frame.touched) < 960 * 540 // 4
            _same_as_whole(app)
        assert small > 40  # most frames drew under a quarter of the window
    finally:
        app.leave_all_tables()
        app.wallet.close()


def test_the_turning_wheel_drawn_over_the_kept_frame_equals_it_drawn_whole(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """While the wheel turns its disc, lights and pointer are drawn over the kept frame without
    the felt laid back under the disc first (only under the pointer, the bulbs and where the
    segments' outer edges were): at the default window's pixels (not a whole multiple of the
    design's) no pixel of an earlier turn is left beside the rim."""
    app = _native_window(tmp_path, (1280, 720))
    try:
        twister_hub(app, clock=FakeClock())
        wheel = WheelScene(app, wheel_table(1000), number=1)
        app.manager.push(wheel, None)
        kept = 0
        for i in range(150):
            app.step([], 1 / 30)
            app._draw()
            if not wheel.stopped:
                kept += bool(app.frame.kept)
                assert sum(r.w * r.h for r in app.frame.touched) < 1280 * 720 // 2  # not the whole window
            if i % 3 == 0:
                _same_as_whole(app)
        assert kept > 100  # turning, drawn over the kept frame
    finally:
        app.leave_all_tables()
        app.wallet.close()


def test_the_falling_confetti_is_drawn_over_the_laid_frame_not_recorded(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The 1,000x celebration's 140 pieces are drawn after the frame is laid, not recorded and
    compared as drawings each frame (at 1280x720 that cost more than the 1920x1080 frame drawn
    whole); where they fell is laid again: every frame still equals it drawn whole. Each piece is
    a copy of one made once for its colour and size: filled on the window (SDL fills with
    streaming stores, past the cache, row by row) the 140 cost 0.8 ms a frame at 4K (old code:
    none made)."""

    app = _native_window(tmp_path, (1280, 720))
    try:
        twister_hub(app, clock=FakeClock())
        wheel = WheelScene(app, wheel_table(1000), number=1)
        app.manager.push(wheel, None)
        falling = 0
        for _ in range(400):
            app.step([], 1 / 30)
            app._draw()
            if wheel.stopped and wheel.since_stop > 0.5 and wheel.since_stop < wheel.party:
                falling += 1
                recorded = wheel._backdrop._recording.drawings
                assert recorded is not None and len(recorded) < CONFETTI // 2
                _same_as_whole(app)
            if wheel.since_stop >= wheel.party:
                break
        assert falling > 20
        assert 0 < len(wheel._pieces_made) <= len(CONFETTI_COLOURS) * 6 * 2 < CONFETTI  # a colour, 6 widths, 2 heights
    finally:
        app.leave_all_tables()
        app.wallet.close()
