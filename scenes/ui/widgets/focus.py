"""Keyboard focus: a visible ring on one button, bet spot, chip or card; keys move and press it.

A screen lists what can be focused now (:class:`FocusTarget`: a key that names it, its
rectangle, what pressing it does) and hands its key events to a :class:`FocusRing`:

- Tab / Shift+Tab move to the next / previous target in the screen's order;
- the arrow keys move to the nearest target that way (left, right, up, down);
- Enter or Space press the focused target — only while the ring shows, so without the
  keyboard focus the screen's own hotkeys (Enter deals, Space rebets) keep their meaning.

The ring shows from the first Tab or arrow and hides at a mouse click (as browsers' focus
ring does). A target that goes away (a round started, a button hid) takes the focus with
it: the next Tab or arrow starts again from the first target, and Enter / Space fall back
to the hotkeys — the keyboard never presses something the player has not moved to.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from scenes.ui import gfx
from scenes.ui.widgets.base import Button

#: Arrow key -> (dx, dy) of the direction it moves in.
ARROWS = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1)}
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
#: The keys a pop-up or page that takes every key leaves to the focus (SceneManager).
FOCUS_KEYS = (*ARROWS, *PRESS_KEYS, pygame.K_TAB)


@dataclass(frozen=True)
class FocusTarget:
    """Something the keyboard can move to: ``key`` names it (stable while it shows)."""

    key: Hashable
    rect: pygame.Rect
    press: Callable[[], object]
    round: bool = False  # a round ring (bet spots, chips) rather than a rounded box


def button_target(key: Hashable, button: object) -> FocusTarget | None:
    """A Button as a target (None when hidden or disabled: the keyboard skips it)."""

    if not isinstance(button, Button) or not button.visible or not button.enabled:
        return None
    return FocusTarget(key, button.rect, button.click)


def buttons_targets(prefix: str, buttons: Sequence[object]) -> list[FocusTarget]:
    """The shown, enabled ones of ``buttons`` as targets named (prefix, index)."""
    targets = [button_target((prefix, i), b) for i, b in enumerate(buttons)]
    return [t for t in targets if t is not None]


class FocusRing:
    """Which target has the keyboard focus, and whether its ring shows."""

    def __init__(self, *, tab: bool = True, vertical: bool = True) -> None:
        #: Tab moves the focus here (a screen whose Tab means something else says False).
        self.tab = tab
        #: Up / Down move the focus (False where they mean something else: Twister's slider).
        self.vertical = vertical
        self.visible = False
        self.current: Hashable | None = None

    def focused(self, targets: Sequence[FocusTarget]) -> FocusTarget | None:
        """The focused target among ``targets`` (None: nothing focused now)."""
        if not self.visible:
            return None
        for target in targets:
            if target.key == self.current:
                return target
        return None

    def handle_event(self, event: pygame.event.Event, targets: Sequence[FocusTarget]) -> bool:
        """A key that moves or presses the focus: True when used. A mouse click hides the ring."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.visible = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key in PRESS_KEYS:
            if event.mod & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
                return False
            target = self.focused(targets)
            if target is None:
                return False
            target.press()
            return True
        if key == pygame.K_TAB and self.tab and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return self._step(targets, -1 if event.mod & pygame.KMOD_SHIFT else 1)
        direction = ARROWS.get(key)
        if direction is not None and (self.vertical or direction[1] == 0) and not event.mod & pygame.KMOD_CTRL:
            return self._towards(targets, direction)
        return False

    def _step(self, targets: Sequence[FocusTarget], step: int) -> bool:
        if not targets:
            return False
        keys = [t.key for t in targets]
        if self.visible and self.current in keys:
            i = (keys.index(self.current) + step) % len(keys)
        else:
            i = 0 if step > 0 else len(keys) - 1
        self.current = keys[i]
        self.visible = True
        return True

    def _towards(self, targets: Sequence[FocusTarget], direction: tuple[int, int]) -> bool:
        if not targets:
            return False
        here = self.focused(targets)
        if here is None:
            self.current = targets[0].key
            self.visible = True
            return True
        best = nearest(here.rect, [t for t in targets if t is not here], direction)
        if best is not None:
            self.current = best.key
        return True

    def draw(self, surface: pygame.Surface, targets: Sequence[FocusTarget]) -> None:
        """The ring: white inside a dark edge, thick enough to see on gold, felt and cards."""
        target = self.focused(targets)
        if target is None:
            return
        draw_ring(surface, target.rect, target.round)


def nearest(origin: pygame.Rect, targets: Sequence[FocusTarget],
            direction: tuple[int, int]) -> FocusTarget | None:
    """The target nearest ``origin`` in ``direction`` (sideways distance counts double)."""
    dx, dy = direction
    ox, oy = origin.center
    best: tuple[float, FocusTarget] | None = None
    for target in targets:
        tx, ty = target.rect.center
        ahead = (tx - ox) * dx + (ty - oy) * dy
        if ahead <= 0:
            continue
        aside = abs((tx - ox) * dy) + abs((ty - oy) * dx)
        score = ahead + 2 * aside
        if best is None or score < best[0]:
            best = (score, target)
    return best[1] if best is not None else None


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, round_ring: bool = False) -> None:
    """A focus ring around ``rect``: a dark edge, a white band, a dark edge."""
    if round_ring:
        r = max(rect.w, rect.h) // 2
        for width, grow, colour in ((9, 10, gfx.INK), (5, 8, gfx.WHITE)):
            gfx.circle(surface, colour, rect.center, r + grow, width)
        return
    for width, grow, colour in ((8, 16, gfx.INK), (4, 12, gfx.WHITE)):
        gfx.rect(surface, colour, rect.inflate(grow, grow), width, border_radius=14)
