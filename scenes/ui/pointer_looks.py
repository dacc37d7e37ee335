"""What the pointer changes on a screen that shows it only through its buttons (issue 27).

A frame whose events only moved the pointer is drawn again only where a button was lit or
left (``Scene.changed_by_pointer``): a screen notes its buttons' looks when it draws them
(``looks_of``) and, after the pointer moved, names the buttons whose look changed since
(``changed``). At 3840x2160 a frame drawn whole for a pointer that crossed a pop-up cost
20-140 ms; the button it lit costs a fraction of a millisecond.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from scenes.ui.widgets.base import Widget

#: How far a widget's drawing may reach outside its rect (a lit button's shadow and glow):
#: the areas ``changed`` names are its rect grown as much.
REACH = 14

#: A widget's place and its look under the pointer (hovered, pressed).
Look = tuple[pygame.Rect, tuple[object, object]]


def reach(widget: Widget) -> pygame.Rect:
    """What ``widget`` may draw on: its rect and the glow round it."""
    return pygame.Rect(widget.rect).inflate(2 * REACH, 2 * REACH)


def looks_of(widgets: Iterable[Widget]) -> list[Look]:
    """Each widget's (and its own buttons') place, hover and press."""
    looks = []
    for w in widgets:
        inner = getattr(w, "buttons", None)
        for part in [w, *(inner if isinstance(inner, list) else [])]:
            looks.append((pygame.Rect(part.rect), (getattr(part, "hovered", None), getattr(part, "pressed", None))))
    return looks


def changed(drawn: list[Look] | None, now: list[Look]) -> list[pygame.Rect] | None:
    """The places whose look changed between ``drawn`` and ``now`` (logical px), or None when
    they cannot be compared (none drawn yet, or other widgets): the whole frame is drawn. A
    hover lit or left changes a button's face inside its rect; a press also moves it and its
    shadow (its rect grown by REACH), as does a button that moved."""
    if drawn is None or len(drawn) != len(now):
        return None
    return [rect if (look[1], rect) == (was[1], was_rect) else rect.inflate(2 * REACH, 2 * REACH)
            for (rect, look), (was_rect, was) in zip(now, drawn, strict=True)
            if look != was or rect != was_rect]
