"""A Twister pop-up that stands still while it is open but for its buttons (issue 27).

What it shows besides them (``draw_backdrop``: the veil, the box, its rows and texts) is kept by
the manager with the scenes beneath in one layer, made again after a click or a key; a frame
draws its buttons alone (``controls``), and the pointer shows only through them: their hover and
press (``PopUp.pointer_widgets``). A row it lights is the chosen one, never the one under the
pointer. At 3840x2160 a pointer crossing the hand history drew 23.5 Mpx a move; now the button it
lights or leaves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.ui.manager import PopUp, soonest

if TYPE_CHECKING:
    import pygame

    from scenes.ui.widgets.base import Widget


class StillPopUp(PopUp):
    """A pop-up whose frame is its ``controls`` over a kept backdrop."""

    #: Its buttons, as a frame draws them (set by the pop-up when it lays them out).
    controls: list[Widget]

    def update(self, dt: float) -> None:
        for b in self.controls:
            b.update(dt)

    def next_change(self) -> float | None:
        """The backdrop stands still (the scenes beneath are paused): only a button held down moves."""
        return soonest(b.next_change() for b in self.controls)

    def draw_content(self, surface: pygame.Surface) -> None:
        """What a frame draws over the backdrop: the buttons."""
        for b in self.controls:
            b.draw(surface)
        self.looks_drawn()

    def pointer_widgets(self) -> list[Widget]:
        return self.controls
