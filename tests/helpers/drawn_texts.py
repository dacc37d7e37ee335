"""What a screen writes: every text drawn through ``gfx.blit_text`` while a block runs, with
its size, where it was asked to go and where it landed (the tests that read a screen's
words and places use this one spy)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

import pygame
import pytest

from scenes.ui import gfx, text_render


class Drawn(NamedTuple):
    text: str
    size: int
    pos: tuple[Any, ...]
    rect: pygame.Rect


@contextmanager
def texts_drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Drawn]]:
    """The texts drawn inside the ``with`` block, in order (the list fills as they are drawn)."""
    seen: list[Drawn] = []
    real = gfx.blit_text

    def spy(surface: pygame.Surface, text: str, size: int, pos: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = real(surface, text, size, pos, *args, **kwargs)
        seen.append(Drawn(str(text), size, tuple(pos), rect))
        return rect

    monkeypatch.setattr(gfx, "blit_text", spy)
    try:
        yield seen
    finally:
        monkeypatch.setattr(gfx, "blit_text", real)


def frame_texts(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[Drawn]:
    """The texts of the next frame the app's scenes draw."""
    with texts_drawn(monkeypatch) as seen:
        app.manager.draw(app.canvas)
    return seen


def texts_rendered(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words of every text rendered from now on (the text cache emptied first, so a text
    drawn again is rendered again): the list fills as they are rendered."""
    text_render._text_cache.clear()
    rendered: list[str] = []
    render = text_render._render_runs

    def counted(s: str, px: int, colour: tuple[int, int, int], weight: str) -> object:
        rendered.append(s)
        return render(s, px, colour, weight)

    monkeypatch.setattr(text_render, "_render_runs", counted)
    return rendered
