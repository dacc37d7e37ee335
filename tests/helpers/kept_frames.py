"""A frame drawn by what changed (issue 27), checked against the same frame drawn whole."""

from __future__ import annotations

from typing import Any

import pygame


def same_as_whole(app: Any) -> None:
    """The frame just drawn (what moved or changed only) equals it drawn whole."""
    assert app.window is not None
    kept = pygame.image.tobytes(app.window, "RGB")
    app._last_target = None  # the window no longer holds a frame of this stack: drawn whole
    app._draw()
    assert pygame.image.tobytes(app.window, "RGB") == kept
