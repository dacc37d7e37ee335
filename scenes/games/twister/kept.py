"""Parts of a Twister screen kept as recorded while they show the same (issue 27: a turn's start
or a chip's flight changes one or two seats of three, and the rail's buttons stay as they were
between turns; every seat's plate, cards, bet and tag and every button's shadow, body and labels
were recorded again each frame, ~1 ms and 0.6-1.1 ms of a 4K frame's worst)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from scenes.games.twister.layout import Scale
from scenes.ui.canvas import Drawing
from scenes.ui.widgets.base import Button, resolve


class KeptParts:
    """Each part's drawings as recorded on a frame, kept for the next while the part shows the
    same: a seat's plate (and the box of it), its cards and bet (and the cards it laid in
    place), its tag; a rail button. A part's ``looks``: what it shows besides the screen's
    ``context`` (the window's pixels, the draw context, the settings and language …); cards
    still coming in are recorded anew, the plate kept. Kept drawings are the same objects in
    the next recording: the frame lays nothing again for them."""

    def __init__(self) -> None:
        self.context: tuple[Any, ...] = ()
        #: each part -> its looks, drawings, cards in place, box
        self._parts: dict[tuple[Any, ...], tuple[tuple[Any, ...], list[Drawing], list[Any], pygame.Rect | None]] = {}
        self.taken = 0  # parts whose drawings were kept (counted: tests)

    def start(self, context: tuple[Any, ...]) -> None:
        """A frame's recording begins; ``context``: what every part's drawing depends on besides
        its own looks (another one forgets every part kept)."""
        if context != self.context:
            self.context, self._parts = context, {}

    def part(self, part: tuple[Any, ...], looks: tuple[Any, ...] | None, ops: list[Drawing] | None,
             draw: Callable[[], pygame.Rect | None], sc: Scale | None = None) -> pygame.Rect | None:
        """A part drawn: on a recording (``ops``), its drawings kept for these ``looks`` (its cards
        in place added to ``sc``), else ``draw()`` recorded and kept (``looks`` None: drawn anew,
        not kept: cards coming in); not recording (``ops`` None), just ``draw()``. Returns the
        box ``draw`` returned (the plate's)."""
        if ops is None:
            return draw()
        kept = self._parts.get(part)
        if looks is not None and kept is not None and kept[0] == looks:
            ops += kept[1]
            if sc is not None:
                sc.lying += kept[2]
            self.taken += 1
            return kept[3]
        start, lying = len(ops), len(sc.lying) if sc is not None else 0
        box = draw()
        if looks is None:
            self._parts.pop(part, None)
        else:
            self._parts[part] = (looks, ops[start:], sc.lying[lying:] if sc is not None else [],
                                 None if box is None else pygame.Rect(box))
        return box

    def forget(self) -> None:
        self.context, self._parts = (), {}


def button_looks(button: Button) -> tuple[Any, ...]:
    """What a button shows: its place, words, state and style (its drawings depend on nothing
    else but the screen's context: the window, the language, the UI scale)."""
    b = button
    return (tuple(b.rect), resolve(b.label), b.enabled, b.pressed, b.hovered, b.highlight, b.style, b.font_size,
            b.hotkey, b.hotkey_size, b.radius, b.icon)
