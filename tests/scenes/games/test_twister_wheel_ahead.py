"""The prize wheel's backdrop (the felt dimmed at the window's pixels, the words, what the spin's
end shows) is made ahead a part a frame while the window still shows the tournaments' room, then
the wheel shows and spins: at 3840x2160 its first frame made all of it at once, 145-316 ms. Its
felt is laid on the backdrop's own pixels, which are those the room let go (no window-sized
pixels made for it)."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pygame
import pytest
from helpers.twister_room import room_at, wheel_after_start

from scenes.games.twister import paint
from scenes.games.twister import wheel as wheel_module
from scenes.games.twister.backdrop import Backdrop
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.wheel import FELT_DIM, WheelScene
from scenes.ui import gfx, text_render
from scenes.ui.canvas import Canvas

FRAME = 1 / 60


def _started(tmp_path: Any, size: tuple[int, int]) -> tuple[Any, TwisterScene, pygame.Surface]:
    paint._felts.clear()  # (felts other tests made at this size)
    app, hub = room_at(tmp_path, size, "wheel-ahead")
    app.step([], FRAME)
    room = hub._backdrop.ground
    assert room is not None
    return app, hub, room


@pytest.mark.parametrize("size", [(2560, 1440), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_wheel_shows_once_its_backdrop_is_made_ahead_over_frames(tmp_path, size) -> None:  # type: ignore[no-untyped-def]
    app, hub, room = _started(tmp_path, size)
    wheel = wheel_after_start(app, hub)  # START: the wheel comes over the room at the next frame
    assert isinstance(wheel, WheelScene) and wheel.preparing and app.manager.preparing
    assert not wheel.shown and app.frame.touched == []  # its first frame drew nothing
    shown_before = pygame.image.tobytes(app.window, "RGB")
    spun = wheel.elapsed  # (its first frame's update came before it began holding)
    held = 1
    while not wheel.shown:
        app.step([], FRAME)
        assert isinstance(app.frame, Canvas)
        if wheel.shown:
            break
        held += 1
        assert app.frame.touched == [], "while made ahead, nothing is drawn: the room stays shown"
        assert pygame.image.tobytes(app.window, "RGB") == shown_before
        assert wheel.elapsed == spun and app.next_change() == 0.0  # its spin waits; the loop does not
        assert held < 200
    assert held >= 2, "made over frames, not in one"
    assert wheel._backdrop.ground is not None and wheel._backdrop.ground.get_parent() is room.get_parent() \
        or wheel._backdrop.ground is room, "the wheel's pixels are those the room let go"
    assert not [key for key in paint._felts.data if key[0] == app.window.get_size() and key[3] == FELT_DIM], \
        "no dimmed felt of the window's size made besides"
    shown = pygame.image.tobytes(app.window, "RGB")
    app._last_target = None  # the same frame drawn whole, the backdrop made at once
    wheel._backdrop.release()
    app._draw()
    assert pygame.image.tobytes(app.window, "RGB") == shown
    app.step([], FRAME)
    assert wheel.elapsed == pytest.approx(spun + FRAME)  # then it spins


def test_a_window_that_holds_no_frame_shows_the_wheel_at_once(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Nothing to hold (a Canvas with no frame drawn on it before): the wheel is made and drawn in
    its first frame, as before."""
    app, hub, _ = _started(tmp_path, (1280, 720))
    wheel = wheel_after_start(app, hub)  # START: the wheel comes over the room at the next frame
    wheel.shown = False
    wheel._backdrop.release()
    assert isinstance(wheel, WheelScene)
    canvas = app.window_canvas()
    canvas.last_touched, canvas.touched = None, []
    wheel.draw(canvas)  # type: ignore[arg-type]
    assert wheel.shown and canvas.touched


def test_play_and_the_words_are_made_in_steps_of_their_own_before_the_wheel_shows(
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """PLAY's looks, as it is while the wheel turns and once it stopped (2-3 ms at 4K each: its
    body, shadow and words), and the backdrop's words (2-4 ms at 4K, rendered as the band of rows
    under them was laid) are made in steps of their own while the room still shows: no step that
    lays the backdrop's rows renders words, the frame the wheel first shows and the frames it stops
    in make no button, and no words are rendered from the stop on (the pool's, counted, too)."""
    app, hub, _ = _started(tmp_path, (2560, 1440))
    monkeypatch.setattr(wheel_module, "AHEAD_SECONDS", 0.0)  # one step a frame
    made: list[tuple[object, ...]] = []
    put = gfx.surface_cache.put
    monkeypatch.setattr(gfx.surface_cache, "put", lambda key, value: made.append(key) or put(key, value))
    monkeypatch.setattr(gfx.surface_cache, "data", OrderedDict())  # nothing an earlier test made
    monkeypatch.setattr(gfx.surface_cache, "bytes", 0)
    monkeypatch.setattr(text_render._text_cache, "data", OrderedDict())
    monkeypatch.setattr(text_render._text_cache, "bytes", 0)
    rendered: list[str] = []
    render = text_render._render_runs
    monkeypatch.setattr(text_render, "_render_runs", lambda s, *rest: rendered.append(s) or render(s, *rest))
    steps: list[tuple[bool, list[str]]] = []  # each step of the backdrop made ahead: laid rows, words rendered
    ahead = Backdrop.ahead

    def noted(backdrop: Backdrop, *args: Any) -> bool:
        rows = backdrop._ahead is not None and backdrop._ahead[2] >= 0
        rendered.clear()
        done = ahead(backdrop, *args)
        steps.append((rows, list(rendered)))
        return done

    monkeypatch.setattr(Backdrop, "ahead", noted)
    wheel = wheel_after_start(app, hub)  # START: the wheel comes over the room at the next frame
    assert isinstance(wheel, WheelScene)
    while not wheel.shown:
        made.clear()
        app.step([], FRAME)
    buttons = [key for key in made if key[0] == "button"]
    assert not buttons, f"the frame the wheel first shows made {buttons}"
    assert [words for rows, words in steps if not rows and words], "the words rendered ahead"
    assert not [words for rows, words in steps if rows and words], "no words rendered where rows are laid"
    wheel.elapsed = wheel.duration - 2 * FRAME
    made.clear()
    rendered.clear()
    while wheel.since_stop < 2.5:  # it stops, zooms, counts (2 s) and names the tier
        app.step([], FRAME)
    assert wheel.play_b.enabled and not [key for key in made if key[0] == "button"]
    assert not rendered, rendered
