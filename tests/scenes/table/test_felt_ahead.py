"""A table's felt is made ahead a part a step while the screen change holds the old frame
(issue 27: at 3840x2160 the woven felt, rail and prints were 0.15-0.4 s of the table's first
frame). The felt made ahead is the felt made at once, pixel for pixel, and the first frame
takes it rather than making it again."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app

from scenes.table import layout
from scenes.ui.canvas import Canvas

SIZE = (2560, 1440)
GAMES = "texas-holdem-bonus,casino-holdem,heads-up-holdem,video-poker"


def pixels(felt: pygame.Surface | Canvas) -> bytes:
    return pygame.image.tobytes(felt.target if isinstance(felt, Canvas) else felt, "RGB")


@pytest.mark.parametrize("game", ["texas-holdem-bonus", "video-poker"])
def test_the_felt_made_ahead_is_the_felt_made_at_once_and_is_taken(tmp_path, game):
    """Made in many parts (a felt at 1440p: more than 10), the same pixels as
    ``table_background`` in one go; the table's first frame then makes no felt. Fails on the old
    code (no felt made ahead)."""
    with scene_app.native_app(tmp_path, SIZE, animation_speed="instant", coach_marks_seen=GAMES) as app:
        app.step([], 1 / 60)
        app.manager.top.play(game)
        app.step([], 1 / 60)
        table, window = app.manager.top, app.frame
        assert isinstance(window, Canvas)
        at_once = layout.table_background(table, window.context)
        with pytest.MonkeyPatch.context() as patch:
            made = []
            real = layout._background_steps

            def counted(*args):
                made.append(args)
                return real(*args)

            patch.setattr(layout, "_background_steps", counted)
            parts = sum(1 for _ in table.prepare(window))
            assert parts > 10 and len(made) == 1
            ahead = layout.table_background(table, window.context)  # as the first frame asks for it
            assert len(made) == 1  # taken, not made again
        assert pixels(ahead) == pixels(at_once)
