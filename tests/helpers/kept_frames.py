"""A frame drawn by what changed (issue 27), checked against the same frame drawn whole."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.table import view as table_view
from scenes.ui.canvas import Canvas, Drawing


def same_as_whole(app: Any) -> None:
    """The frame just drawn (what moved or changed only) equals it drawn whole."""
    assert app.window is not None
    kept = pygame.image.tobytes(app.window, "RGB")
    app._last_target = None  # the window no longer holds a frame of this stack: drawn whole
    app._draw()
    assert pygame.image.tobytes(app.window, "RGB") == kept


def layer_recordings(monkeypatch: pytest.MonkeyPatch) -> list[list[Drawing]]:
    """The drawings of each recording of a table's layer part, from now on."""
    recordings: list[list[Drawing]] = []
    record = table_view.recorded

    def kept(canvas: Canvas, draw: Any) -> list[Drawing]:
        drawings = record(canvas, draw)
        recordings.append(drawings)
        return drawings

    monkeypatch.setattr(table_view, "recorded", kept)
    return recordings
