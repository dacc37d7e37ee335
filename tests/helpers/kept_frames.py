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


def drawings_on(app: Any, recordings: list[list[Drawing]], boxes: list[pygame.Rect]) -> int:
    """How many drawings of ``recordings`` lie on ``boxes`` (logical px of the window's Canvas)."""
    frame = app.frame
    assert isinstance(frame, Canvas)
    areas = [frame.rect(b) for b in boxes]
    return sum(1 for r in recordings for d in r if d.area.collidelist(areas) != -1)


def top_buttons(table: Any) -> list[pygame.Rect]:
    """LOBBY, ? and the close button (the messages' button lies on the messages, recorded with them)."""
    return [b.rect for b in (table.lobby_button, table.rules_button, table.leave_button)]


def rack_box(table: Any) -> list[pygame.Rect]:
    """The chip rack with its veil's margin."""
    return [table.controls.rack.rect.inflate(20, 10)]
