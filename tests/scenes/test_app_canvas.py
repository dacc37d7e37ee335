"""A window of the logical size (1920×1080) is drawn into directly, with no copy of the
frame; any other size gets the canvas scaled into it, and a change of size switches back."""

from __future__ import annotations

import pygame
from helpers import scene_app

from scenes.app import LOGICAL_SIZE, App


def test_a_full_size_window_is_drawn_into_directly(tmp_path):
    pygame.init()
    app = App(tmp_path, headless=True, window_size=LOGICAL_SIZE)
    try:
        app.start()
        app.step([], 0.016)
        assert app.canvas is app.window
        blits = []
        real = app.window

        class Spy:
            def __getattr__(self, name):
                return getattr(real, name)

            def blit(self, *args, **kwargs):
                blits.append(args)
                return real.blit(*args, **kwargs)

        app.window = Spy()  # type: ignore[assignment]
        app.canvas = app.window
        app.present()
        assert blits == []  # nothing copied: the frame is already in the window
        app.window = real
        assert app.frame_image().get_size() == LOGICAL_SIZE
    finally:
        app.wallet.close()


def test_another_size_is_scaled_and_a_resize_switches_back(tmp_path):
    pygame.init()
    app = App(tmp_path, headless=True, window_size=(1280, 720))
    try:
        app.start()
        app.step([], 0.016)
        assert app.canvas is not app.window and app.canvas.get_size() == LOGICAL_SIZE
        app.present()
        app.windowed_size = LOGICAL_SIZE
        app._set_mode(False)  # the window now has the logical size
        app.step([], 0.016)
        assert app.canvas is app.window
        app.windowed_size = (1600, 900)
        app._set_mode(False)
        app.step([], 0.016)
        assert app.canvas is not app.window and app.canvas.get_size() == LOGICAL_SIZE
        app.present()
        assert app.window.get_size() == (1600, 900)
    finally:
        app.wallet.close()


def test_a_window_drawn_natively_makes_no_logical_canvas(tmp_path):
    """The lobby drawn at a 4K window's own pixels never needs the 1920×1080 canvas (8 MB and
    a few ms of the start); it is made when a frame is first drawn on it."""
    with scene_app.native_app(tmp_path, (3840, 2160)) as app:
        app.step([], 0.016)
        app.present()
        assert app._canvas is None and app._own_canvas is None
        assert app.canvas.get_size() == LOGICAL_SIZE and app._canvas is not None
