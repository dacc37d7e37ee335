"""The rail's buttons as the window showed them, kept per look: a button that turns back to a look it
had (a deal turns nine of them off, a result on again) is laid as the pixels it drew then, over the
same layer, in one opaque copy instead of its shadow, art, hotkey and label blended again (issue 27).

A kept look holds the window's pixels of the one rectangle its drawing touched (its shadow's, which
holds its art and words), taken right after it was drawn whole over the layer. It is used again only
while the layer under that rectangle was not laid again since (``forget_under``), at the same look
(its key), unclipped; else the button is drawn and kept anew."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

import pygame

from scenes.ui.canvas import Canvas

#: looks kept a button (DEAL / DRAW turns between four a round: on, off while the cards move)
LOOKS = 4


class KeptLook(NamedTuple):
    """A button's pixels as drawn whole: where (the window's Canvas's own px), and what it noted touched (window px)."""

    box: pygame.Rect
    pixels: pygame.Surface
    touched: list[pygame.Rect]


class KeptLooks:
    """Each button's last looks (``LOOKS``), by its key; counts of those laid and drawn (tests)."""

    def __init__(self) -> None:
        self._looks: dict[int, dict[tuple[Any, ...], KeptLook]] = {}
        self.laid = 0
        self.drawn = 0

    def forget_under(self, laid: list[pygame.Rect]) -> None:
        """The layer was laid again over ``laid`` (its own px, as the window's Canvas's): the looks
        over those pixels go."""
        if not laid:
            return
        for looks in self._looks.values():
            for key in [k for k, look in looks.items() if look.box.collidelist(laid) != -1]:
                del looks[key]

    def forget(self) -> None:
        self._looks.clear()

    def draw(self, index: int, key: tuple[Any, ...], draw: Callable[[pygame.Surface], object],
             surface: pygame.Surface) -> None:
        """Button ``index`` with look ``key`` on ``surface``: its kept pixels laid when they are of
        this look over this layer, else ``draw`` and its pixels kept."""
        if not isinstance(surface, Canvas) or surface.ops is not None or surface.touched is None:
            draw(surface)
            return
        target = surface.target
        whole = target.get_clip() == target.get_rect()
        looks = self._looks.setdefault(index, {})
        look = looks.get(key)
        if look is not None and whole:
            target.blit(look.pixels, look.box)
            surface.touched.extend(look.touched)
            self.laid += 1
            return
        start = len(surface.touched)
        draw(surface)
        self.drawn += 1
        touched = surface.touched[start:]
        if not whole or not touched:
            return
        box = surface.local(touched[0].unionall(touched[1:]))
        if not target.get_rect().contains(box) or not any(surface.local(r) == box for r in touched):
            return  # (its pixels are not one touched rectangle: drawn every time)
        looks.pop(key, None)
        while len(looks) >= LOOKS:
            del looks[next(iter(looks))]
        looks[key] = KeptLook(box, target.subsurface(box).copy(), list(touched))
