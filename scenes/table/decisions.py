"""The decision bar: the round's decisions as buttons with their hotkeys.

The table says which decisions to show now (``decision_options``); the bar makes a button for
each, enabled when the round would take it (``can_decide``), sends the one command it has,
``decide(action)``, and reads nothing else of the table (``scenes.table.model.DecisionTable``); it lays
them out: by default side by side on the rail under "MAKE YOUR DECISION"; a game may place
them itself (2 Hand Casino Hold'em puts PLAY / FOLD in each hand's box).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from scenes.table.controls import button_look
from scenes.table.layout import Decision
from scenes.ui import gfx
from scenes.ui.widgets.base import Button
from scenes.ui.widgets.focus import FocusTarget, button_target

if TYPE_CHECKING:
    from scenes.table.model import DecisionTable

#: Where each decision's button goes: (options) -> one rectangle per option.
Placement = Callable[[Sequence[Decision]], list[pygame.Rect]]


class DecisionBar:
    """The decision buttons of the round in play."""

    #: At a larger UI scale the buttons on the rail stand this much lower (the heading grows).
    SCALED_DROP = 8
    #: ... and this much taller, into the rail's room under them: the label and its hotkey grow
    #: 1.5x, and in the designed 72 px the label's letters stood 8 px under the button's top
    #: edge (7 px at 1280x720), crowded against it; 84 px, as 2 Hand Casino Hold'em's.
    SCALED_GROW = 12
    #: The label's designed size on the rail (a button's own for 72 px): the taller button at a
    #: larger scale gives its words room, not larger words.
    FONT_SIZE = 25
    #: At 100 % the heading's top under the rail's edge: 10 px or more under the spots' amounts
    #: that hang over the rail (at 12 Texas' FLOP amount touched it).
    HEADING_DROP = 24

    def __init__(self, table: DecisionTable, *, place: Placement | None = None, heading: bool = True,
                 font_size: int | None = None) -> None:
        self.model = table
        self.place = place or self.on_the_rail
        self.heading = heading
        self.font_size = font_size
        self.buttons: list[tuple[Decision, Button]] = []
        self._options: tuple[Decision, ...] | None = None

    def on_the_rail(self, options: Sequence[Decision]) -> list[pygame.Rect]:
        """Side by side across DEAL's row, centred, at most 300 px each."""
        t = self.model
        n = max(1, len(options))
        x0, y, h = t.CONTROLS_X, t.CONTROLS_Y + 16, t.CONTROL_H - 16
        if gfx.text_scaled():  # room over the buttons for the larger heading, and for their larger words
            y += self.SCALED_DROP
            h += self.SCALED_GROW
        total = 4 * t.CONTROL_W + 3 * t.CONTROL_GAP
        gap = t.CONTROL_GAP
        w = min(300, (total - (n - 1) * gap) // n)
        x0 += (total - (n * w + (n - 1) * gap)) // 2
        return [pygame.Rect(x0 + i * (w + gap), y, w, h) for i in range(len(options))]

    def invalidate(self) -> None:
        """Make the buttons again on next use (after a decision, a language change)."""
        self._options = None

    def sync(self) -> None:
        """The buttons for the options now (made again only when the options change)."""
        options = tuple(self.model.decision_options())
        if options == self._options:
            return
        self._options = options
        self.buttons = [(d, self._button(d, rect)) for d, rect in zip(options, self.place(options))]

    def _button(self, d: Decision, rect: pygame.Rect) -> Button:
        t = self.model
        return Button(rect, lambda: t.app.tr(d.label), lambda: self._decide(d), hotkey=d.key_name,
                      style=d.style, enabled=t.can_decide(d.action, **d.params),
                      font_size=self.font_size or self.FONT_SIZE)

    def _decide(self, d: Decision) -> None:
        self.model.decide(d.action, **d.params)

    def active(self) -> list[Button]:
        """The buttons that take clicks now (none outside a round)."""
        if not self.model.in_round:
            return []
        self.sync()
        return [b for _, b in self.buttons]

    def focus_targets(self) -> list[FocusTarget]:
        """The decisions the player can take now, once the cards are shown (as drawn)."""
        if self.model.cards_moving or not self.active():
            return []
        targets = [button_target(("decision", d.action, tuple(sorted(d.params.items()))), b)
                   for d, b in self.buttons]
        return [t for t in targets if t is not None]

    def handle_key(self, event: pygame.event.Event) -> bool:
        if not self.model.in_round:
            return False
        for decision, button in self.buttons:
            if decision.key is not None and decision.key == event.key:
                button.click()
                return True
        return False

    def look(self) -> tuple[Any, ...]:
        """All ``draw`` shows: nothing outside a round or while the cards move, else its buttons' looks
        (and whether it has the heading)."""
        t = self.model
        if not t.in_round:
            return ()
        self.sync()
        if not self.buttons or t.cards_moving:
            return (False,)
        return (self.heading, tuple(button_look(b) for _, b in self.buttons))

    def draw(self, surface: pygame.Surface) -> None:
        """The buttons (and the heading), once the cards are shown."""
        t = self.model
        if not t.in_round:
            return
        self.sync()
        if not self.buttons or t.cards_moving:
            return
        if self.heading:
            total = 4 * t.CONTROL_W + 3 * t.CONTROL_GAP
            y = t.RAIL_Y + (12 + 2 * self.SCALED_DROP if gfx.text_scaled() else self.HEADING_DROP)
            gfx.blit_text(surface, t.app.tr("table.make_decision"), 20, (t.CONTROLS_X + total // 2, y),
                          gfx.GOLD, "black", anchor="midtop", max_width=total)
        for _, b in self.buttons:
            b.draw(surface)
