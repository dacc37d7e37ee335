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

from scenes.ui.lru import LRU

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
    _in_box.append(False)
    try:
        yield
    finally:
        _in_box.pop()
        _text_scale[0] = scale


F = TypeVar("F", bound=Callable[..., Any])


def at_designed_size(draw: F) -> F:
    """A drawing function whose texts keep their designed size (``designed_text``)."""
    @functools.wraps(draw)
    def drawn(*args: Any, **kwargs: Any) -> Any:
        with designed_text():
            return draw(*args, **kwargs)
    return cast(F, drawn)


#: Inside a box (``box_scale``) its one factor is trusted: a text is not held to its designed width.
_in_box: list[bool] = [False]


def ui_scale() -> float:
    """The player's scale now (1.0, 1.25, 1.5 …): a box that grows with its texts multiplies its
    designed geometry by it (``ui_px``)."""
    return _text_scale[0]


def ui_px(n: float) -> int:
    """``n`` designed logical px at the player's scale: a box's size or a row's pitch grows with
    the texts it holds."""
    return round(n * _text_scale[0])



@contextmanager
def box_scale(factor: float | None = None) -> Iterator[float]:
    """Draw a box's texts at one factor: ``factor`` (from ``box_factor``) or the player's scale,
    never above the player's nor under 1.0. Inside, ``blit_text`` trusts the box's room (a text
    is not held to its designed width; ``max_width`` still holds). Yields the factor used."""
    scale = _text_scale[0]
    used = max(1.0, min(scale, factor if factor is not None else scale))
    _text_scale[0] = used
    _in_box.append(True)
    try:
        yield used
    finally:
        _in_box.pop()
        _text_scale[0] = scale


def in_box() -> bool:
    """A box's one factor is in force (``box_scale``)."""
    return _in_box[-1]


def text_scaled() -> bool:
    """The player has chosen larger texts (UI scale over 100 % or larger text)."""
    return _text_scale[0] != 1.0


def text_px(size: int) -> int:
    """The pixel size a text asked at ``size`` is drawn at: times the player's text scale. Every
    font goes through here (``font``); ``blit_text`` keeps a text inside its room."""
    return max(1, round(size * _text_scale[0]))




#: The size a text was fitted at (``fitted_size``): numbers, not drawings.
fit_cache: LRU[int] = LRU(4000)





def two_even_lines(text: str, font: Any, room: int) -> list[str]:
    """``text`` as it is when it fits ``room`` px in ``font``, else split at the space that makes
    its two lines most even (a grown line that would not fit its room)."""
    if font.size(text)[0] <= room or " " not in text:
        return [text]
    words = text.split(" ")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    first, second = min(splits, key=lambda pair: max(font.size(pair[0])[0], font.size(pair[1])[0]))
    return [first, second]
