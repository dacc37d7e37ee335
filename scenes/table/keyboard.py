"""A table played with the keyboard alone: the focus ring over its controls.

The targets, in Tab order: what the bet controls offer (chips, bet spots, bet buttons — or
video poker's cards and DRAW in a round), the decisions of the round, then the game's own
buttons and the top bar (LOBBY, ✕, messages). Arrows move to the nearest one that way;
Enter / Space press it while the ring shows (see :mod:`scenes.ui.widgets.focus`). The
table's hotkeys are untouched: they are handled when the ring has nothing to press.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.ui.widgets.focus import FocusRing, FocusTarget, buttons_targets

if TYPE_CHECKING:
    from scenes.table.base import TableScene


class TableKeyboard:
    """The keyboard focus of one table."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.ring = FocusRing()

    def targets(self) -> list[FocusTarget]:
        t = self.table
        targets = list(t.controls.focus_targets())
        if t.decisions is not None:
            targets += t.decisions.focus_targets()
        own = [b for b in t.active_buttons() if b not in t.top_buttons and b not in t.controls.buttons()
               and (t.decisions is None or b not in t.decisions.active())]
        targets += buttons_targets("own", own)
        targets += buttons_targets("top", t.top_buttons)
        return targets

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Tab, arrows, Enter / Space on the focus; a click hides the ring."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.ring.visible = False
        if event.type != pygame.KEYDOWN:
            return False
        return self.ring.handle_event(event, self.targets())

    def draw(self, surface: pygame.Surface) -> None:
        if self.ring.visible:
            self.ring.draw(surface, self.targets())
