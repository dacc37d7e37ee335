"""The card faces and backs a test sees made (issue 27: a table makes them ahead of its frames)."""

from __future__ import annotations

from collections.abc import Hashable

import pygame
import pytest

from scenes.ui import resources


def faces_made(monkeypatch: pytest.MonkeyPatch) -> list[Hashable]:
    """The card faces and backs put in the cache of scaled art from now on (their keys)."""
    made: list[Hashable] = []
    put = resources._scaled.put

    def counted(key: Hashable, value: pygame.Surface) -> pygame.Surface:
        if isinstance(key, tuple) and key[0] in ("card", "back"):
            made.append(key)
        return put(key, value)

    monkeypatch.setattr(resources._scaled, "put", counted)
    return made
