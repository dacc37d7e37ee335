"""Scrolling a pop-up (the wheel over HELP or a table's rules; ↑/↓ over the rules) scrolls what it
draws over its backdrop: the layer the manager keeps under it (the scenes beneath and the
backdrop) stays, not made again each notch (issue 27: ~30 ms a notch at 3840x2160), and the frame
holds the pixels of the whole frame drawn again. A click still makes it again."""

from __future__ import annotations

import pygame
import pytest
from helpers.pointer_sweep import differences, opened
from helpers.scene_app import started_app


def wheel(notches: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False, precise_x=0.0,
                              precise_y=float(notches))


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize(("name", "events"), [
    ("help_texas-holdem-bonus", [wheel(-1), wheel(-1), wheel(1)]),
    ("table_texas-holdem-bonus_rules", [wheel(-1), wheel(-2), key(pygame.K_DOWN), key(pygame.K_UP)]),
])
def test_scrolling_keeps_the_layer_beneath(tmp_path, name, events):
    with started_app(tmp_path, size=(2560, 1440)) as app:
        app.native = True
        opened(app, name)
        kept = app.manager._beneath
        assert kept is not None
        for event in events:
            before = app.frame_image().copy()
            assert app.step([event], 1 / 60)
            assert app.manager._beneath is kept
            assert differences(app) == []
            kept = app.manager._beneath  # (differences drew the whole frame again, beneath included)
        assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(app.frame_image(), "RGB")  # it scrolled


def test_a_click_makes_the_layer_again(tmp_path):
    with started_app(tmp_path, size=(1280, 720)) as app:
        app.native = True
        opened(app, "table_texas-holdem-bonus_rules")
        kept = app.manager._beneath
        view = app.viewport()
        click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(view.centerx, view.centery), button=1)
        app.step([click], 1 / 60)
        assert app.manager._beneath is not kept
