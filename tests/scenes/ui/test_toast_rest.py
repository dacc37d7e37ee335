"""A toast stands still until it fades: the loop rests meanwhile instead of drawing every frame of
its 3 s (issue 27: at 3840x2160 the lobby under one was drawn whole at every frame, ~10 ms each),
wakes when it starts to fade, draws each frame of the fade and the frame it is gone in."""

from __future__ import annotations

import pytest
from helpers.scene_app import native_app

from scenes.ui.dialog import Toast


def test_a_toast_stands_still_until_its_fade() -> None:
    toast = Toast("Seats full", seconds=3.2)
    assert toast.still_for() == 0.0  # not shown yet
    toast.shown = True
    assert toast.still_for() == pytest.approx(2.7)
    toast.update(2.0)
    assert toast.still_for() == pytest.approx(0.7)
    toast.update(0.8)
    assert toast.still_for() == 0.0


def test_the_loop_rests_under_a_still_toast_and_draws_its_fade(tmp_path):
    with native_app(tmp_path, (1280, 720)) as app:
        for _ in range(12):  # (the lobby's first frames: its limits read one a frame)
            app.step([], 1 / 60)
        assert app.next_change() is None or app.next_change() > 2.0
        app.toast("Seats full")
        app.step([], 1 / 60)  # the frame it shows in
        rest = app.next_change()
        assert rest is not None and rest == pytest.approx(app.toasts[0].still_for())
        assert rest > 2.0
        assert not app.step([], 0.0, rest=rest - 0.01, quiet=True)  # woken early by nothing: no frame
        app.step([], 0.0, rest=0.02)  # the fade begins
        assert app.next_change() == 0.0
        for _ in range(40):  # its half second of fading, a frame each
            if not app.toasts:
                break
            assert app.next_change() == 0.0
            assert app.step([], 1 / 60)
        assert not app.toasts
        assert app.next_change() != 0.0
