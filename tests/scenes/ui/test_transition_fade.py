"""A fade at the window's own pixels lays each frame's pixels once (issue 27): the new scene
draws into a buffer it keeps (only what moved, after the first frame), and is blended over the
window's last frame by the share still to come, not over the old frame laid again each time.
The frames stay within a few levels of the exact cross-fade, and the fade ends on the new scene."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from helpers import scene_app

from scenes.ui import canvas as canvas_module
from scenes.ui.canvas import Canvas
from scenes.ui.manager import Transition

SIZE = (2560, 1440)
GAMES = "texas-holdem-bonus,casino-holdem,heads-up-holdem,video-poker"


def open_texas(app):
    """From the lobby (drawn), PLAY Texas with the app's fade; the transition's first frame drawn."""
    for _ in range(3):
        app.step([], 1 / 60)
    lobby_frame = pygame.surfarray.array3d(app.window).astype(np.int16)
    app.manager.top.play("texas-holdem-bonus")
    assert app.manager.transition is not None and app.manager.transition.kind == "fade"
    return lobby_frame


def full_window_blits(monkeypatch) -> list[tuple[int, int]]:
    """The sizes of the window-sized blits Canvas makes (a pass over every pixel each)."""
    seen: list[tuple[int, int]] = []
    real = Canvas.blit

    def blit(self, source, dest, area=None, special_flags=0):
        pixels = source.target if isinstance(source, Canvas) else source
        if area is None and pixels.get_size() == SIZE and self.target.get_size() == SIZE:
            seen.append(pixels.get_size())
        return real(self, source, dest, area, special_flags)

    monkeypatch.setattr(canvas_module.Canvas, "blit", blit)
    return seen


def test_a_fade_frame_lays_the_window_once(tmp_path, monkeypatch):
    """After its first frame, each frame of the fade to a still table makes one window-sized pass
    (the blend), where it made three: the old frame, the table's layer into the buffer, the blend.
    Fails on the old code."""
    with scene_app.native_app(tmp_path, SIZE, animation_speed="normal", coach_marks_seen=GAMES) as app:
        open_texas(app)
        app.step([], 1 / 60)  # the fade's first frame: the old frame laid, the table drawn whole
        seen = full_window_blits(monkeypatch)
        frames = 0
        while app.manager.transition is not None and frames < 60:
            seen.clear()
            app.step([], 1 / 60)
            if app.manager.transition is not None:  # (its last frame is the table drawn whole)
                assert len(seen) == 1, f"frame {frames}: {len(seen)} window-sized passes"
            frames += 1
        assert frames >= 5


def test_the_fade_stays_close_to_the_exact_cross_fade_and_ends_on_the_new_scene(tmp_path):
    """Each frame is within a few levels of old x (1 - p) + new x p; the frame after the fade is
    the new scene exactly as drawn whole."""
    with scene_app.native_app(tmp_path, SIZE, animation_speed="normal", coach_marks_seen=GAMES) as app:
        old = open_texas(app)
        fade: Transition | None = app.manager.transition
        assert fade is not None
        shares: list[tuple[float, np.ndarray]] = []
        while app.manager.transition is not None:
            app.step([], 1 / 60)
            if app.manager.transition is not None:
                shares.append((fade.progress, pygame.surfarray.array3d(app.window).astype(np.int16)))
        new = pygame.surfarray.array3d(app.window).astype(np.int16)  # the table, drawn whole
        app._last_target = None  # the same frame drawn again whole, from nothing kept
        app._draw()
        assert np.array_equal(pygame.surfarray.array3d(app.window), new)
        assert len(shares) >= 5
        for p, frame in shares:
            exact = old * (1.0 - p) + new * p
            off = np.abs(frame - exact)
            assert off.max() <= 6 and off.mean() <= 3.0, (p, off.max(), off.mean())  # exact: <= 2.3, 0.7


@pytest.mark.parametrize("kind", ["fade", "slide"])
def test_on_a_plain_surface_the_old_frame_is_laid_each_frame(kind):
    """The logical canvas (no Canvas) keeps the exact way: the old frame, then the new over it."""
    old = pygame.Surface((40, 20))
    old.fill((200, 0, 0))
    t = Transition(kind, old, 0.3)
    surface = pygame.Surface((40, 20))
    for _ in range(3):
        t.update(0.05)
        surface.fill((0, 0, 0))  # a frame not kept: the fade must not lean on what is there
        t.draw(surface, lambda s: s.fill((0, 0, 200)))
        r, _, b, _ = surface.get_at((30, 10))
        assert r > 0 and b > 0 if kind == "fade" else True
