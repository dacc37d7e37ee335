"""The player's text size: UI scale (100 / 125 / 150 %) and larger text, as one factor.

Every font size goes through :func:`text_px` (``scenes.ui.gfx.font``); ``gfx.blit_text``
and ``gfx.fit_size`` keep a larger text inside the room it was given, so a fixed 1920×1080
layout gets no new overlap; a dense box with no room to grow draws at its designed size
(:func:`designed_text`, :func:`at_designed_size`). ``gfx.set_text_settings`` sets it from the
settings.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar, cast

#: The player's text size (Settings: UI scale, larger text), a factor on every text size; set by
#: the app (``set_text_settings``).
_text_scale: list[float] = [1.0]
#: Larger text: a fifth more, on top of the UI scale, up to ``MOST_TEXT_SCALE`` in all.
LARGE_TEXT_FACTOR = 1.2
MOST_TEXT_SCALE = 1.5


@contextmanager
def designed_text() -> Iterator[None]:
    """Inside the block texts keep their designed size whatever the UI scale (a dense box on the
    felt that has no room to grow: it would cover what lies beside it)."""
    scale = _text_scale[0]
    _text_scale[0] = 1.0
    try:
        yield
    finally:
        _text_scale[0] = scale


F = TypeVar("F", bound=Callable[..., Any])


def at_designed_size(draw: F) -> F:
    """A drawing function whose texts keep their designed size (``designed_text``)."""
    @functools.wraps(draw)
    def drawn(*args: Any, **kwargs: Any) -> Any:
        with designed_text():
            return draw(*args, **kwargs)
    return cast(F, drawn)


def text_scaled() -> bool:
    """The player has chosen larger texts (UI scale over 100 % or larger text)."""
    return _text_scale[0] != 1.0


def text_px(size: int) -> int:
    """The pixel size a text asked at ``size`` is drawn at: times the player's text scale. Every
    font goes through here (``font``); ``blit_text`` keeps a text inside its room."""
    return max(1, round(size * _text_scale[0]))


def fit_size(s: str, size: int, width: int, height: int, weight: str = "regular") -> int:
    """The largest size up to ``size`` at which ``s`` fits ``width`` × ``height`` px as drawn at the
    player's text scale, but never smaller than designed (``size`` at 100 %): a box's text grows
    into the room the box has."""
    from scenes.ui import gfx

    designed = size
    while size > 2 and text_px(size) > max(10, designed):
        w, h = gfx.font(size, weight).size(s)
        if w <= width and h <= height:
            break
        size -= 1
    return size


def designed_width(s: str, size: int, weight: str = "regular", shadow: bool = False) -> int:
    """How wide ``s`` is at its designed size (the text scale at 100 %): the room of a text
    given no ``max_width`` (its neighbours were placed for that width)."""
    from scenes.ui import gfx

    with designed_text():
        if any(ch in gfx.SYMBOLS for ch in s):
            return gfx.text(s, size, gfx.CREAM, weight, shadow).get_width()
        return gfx.font(size, weight).size(s)[0] + (max(1, size // 16) if shadow else 0)
