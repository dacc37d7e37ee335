"""The Twister table draws by what changed at every window size (issue 27): at 1920x1080 too
(the design's size, where a plain window is drawn whole every frame) it is drawn on a Canvas
over the window's pixels, each frame laying again only what changed. Over a seeded hand at
1920x1080 and 1280x720 every frame so drawn equals the same frame drawn whole, and at
1920x1080 equals the frame drawn whole on the plain window as before."""

from __future__ import annotations

import pygame
import pytest

from gamelib.clock import FakeClock
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.table import TwisterTableScene
from scenes.showcase import catalogue
from scenes.table.layout import demo_seed
from scenes.ui.canvas import Canvas


def _pixels(app) -> bytes:  # type: ignore[no-untyped-def]
    assert app.window is not None
    return pygame.image.tobytes(app.window, "RGB")


def _drawn_whole(app) -> bytes:  # type: ignore[no-untyped-def]
    app._last_target = None  # the window no longer holds a frame of this stack: drawn whole
    app._draw()
    return _pixels(app)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_frame_of_a_seeded_hand_drawn_by_what_changed_equals_it_drawn_whole(tmp_path, size) -> None:  # type: ignore[no-untyped-def]
    app = catalogue.headless_app(tmp_path, size=size)
    app.native = True
    app.update_settings(animation_speed="normal")
    try:
        hub = TwisterScene(app, seed_source=demo_seed("bench-twister"), clock=FakeClock())  # the level clock stands still
        app.manager.replace(hub, None)
        (table,) = hub.room.start(100, 1, "standard")
        table.reveal_wheel()
        view = TwisterTableScene(app, hub, table)
        app.manager.push(view, None)
        kept = small = 0
        first = table.t.hands_played
        for i in range(900):
            if table.waiting_for_player:
                view.check_or_call()
            app.step([], 1 / 60)
            frame = app.frame
            assert isinstance(frame, Canvas)  # at 1920x1080 too: a Canvas over the window's pixels
            if frame.kept:
                kept += 1
                small += sum(r.w * r.h for r in frame.touched or []) < size[0] * size[1] // 4
            if i % 3 == 0 or frame.kept and i % 3 == 1:
                shown = _pixels(app)
                assert _drawn_whole(app) == shown, f"frame {i} drawn by what changed differs from it drawn whole"
                if size == (1920, 1080) and i % 9 == 0:
                    app.native = False  # the plain window, drawn whole as before
                    assert _drawn_whole(app) == shown, f"frame {i} differs from the plain window's"
                    app.native = True
            if table.is_over or table.t.hands_played >= first + 1:
                break
        assert table.t.hands_played >= first + 1, "the hand did not end"
        assert kept > 100  # most frames laid again only what changed
        assert small > 50  # under a quarter of the window
    finally:
        app.leave_all_tables()
        app.wallet.close()
