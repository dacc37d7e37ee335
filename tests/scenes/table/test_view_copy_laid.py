"""A table's layer at the window's pixels (issue 27): each area laid again is copied to the window as
soon as it is laid, while its pixels are still in the processor's cache (a 4K deal lays 2.9 M px:
copied after all of them, they were read back from memory, 3-4 ms), and the frame equals the one
drawn whole."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app
from helpers.video_poker import ten_hands

from scenes.table import view as table_view
from scenes.ui.canvas import Canvas


@pytest.fixture
def app_2k(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant") as app:
        yield app


def test_each_area_laid_again_is_copied_to_the_window_before_the_next_is_laid(app_2k, monkeypatch):
    """Fails on the old code: every area was laid, then all were copied."""
    app = app_2k
    table = ten_hands(app, "copy laid")
    steps: list[tuple[str, tuple[int, int, int, int]]] = []
    lay_again, restore = table_view.lay_again, Canvas.restore

    def laying(*args, **kw):
        each = kw.pop("each", None)
        if each is None:  # (the old code: all laid, then copied)
            out = lay_again(*args, **kw)
            steps.extend(("laid", tuple(area)) for area in out)
            return out

        def laid(area: pygame.Rect) -> None:
            steps.append(("laid", tuple(area)))
            each(area)
        return lay_again(*args, each=laid, **kw)

    def copying(canvas: Canvas, layer: Canvas, rects: list[pygame.Rect]) -> None:
        steps.extend(("copied", tuple(canvas.local(r))) for r in rects)
        restore(canvas, layer, rects)

    monkeypatch.setattr(table_view, "lay_again", laying)
    monkeypatch.setattr(Canvas, "restore", copying)
    table.deal()
    app.step([], 1 / 60)
    laid = [area for what, area in steps if what == "laid"]
    assert len(laid) > 3  # the bet, the rail's buttons, the hands...
    for area in laid:  # each copied right after it was laid
        at = steps.index(("laid", area))
        assert steps[at + 1] == ("copied", area), steps[at:at + 3]
    frame = app.frame
    assert isinstance(frame, Canvas)
    shown = pygame.image.tobytes(frame.target, "RGB")
    monkeypatch.undo()
    table.view.release()  # the same frame drawn whole
    app.step([], 0.0)
    assert pygame.image.tobytes(frame.target, "RGB") == shown
