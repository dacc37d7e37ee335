"""The multi-table view's tab strip: a tab per open slot and the +TABLE tab.

A tab shows the slot's number (Ctrl+number focuses it) and short name, and its state in
words; the focused tab is framed in gold; a tab waiting for the player glows gold in a
slow pulse and says what it waits for (never told by colour alone); the one waiting longest
carries the W key. With more than four slots the tabs go on two rows of one line each
(number, name and state when they fit; a waiting one keeps its state). No text under MIN_TEXT.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.shell import multi_slots
from scenes.shell.multi_table import MIN_TEXT, ONE_ROW, STRIP, TAB_TEXT, fit_text
from scenes.ui import gfx

if TYPE_CHECKING:
    from scenes.shell.multi_slots import Slot
    from scenes.shell.multi_table import MultiTableScene

FILL = (10, 18, 14, 235)
FOCUS_FILL = (28, 44, 34, 250)


def draw_strip(surface: pygame.Surface, view: MultiTableScene) -> None:
    slots = view.slots()
    rects, plus = view.tab_rects(len(slots))
    back = STRIP.inflate(8, 6)
    surface.blit(gfx.panel(back.size, (4, 8, 6, 255), gfx.GOLD_DARK, 14, 1), back)
    focused = view.focused_slot
    longest = view.waiting_longest()
    two_lines = len(slots) <= ONE_ROW
    for number, (slot, rect) in enumerate(zip(slots, rects, strict=True), start=1):
        _draw_tab(surface, view, slot, rect, number, focused=slot is focused,
                  longest=slot is longest and slot is not focused, two_lines=two_lines)
    _draw_plus(surface, view, plus, two_lines)


def _draw_tab(surface: pygame.Surface, view: MultiTableScene, slot: Slot, rect: pygame.Rect, number: int,
              *, focused: bool, longest: bool, two_lines: bool) -> None:
    app = view.app
    text, short, urgent = slot.state(app)
    glow = urgent and slot.waiting()
    if glow:  # waiting for the player: a gold glow that pulses
        p = view.pulse()
        fill = tuple(int(a + (b - a) * p) for a, b in zip(gfx.GOLD, gfx.GOLD_LIGHT, strict=True))
        surface.blit(gfx.panel(rect.size, (*fill, 255), gfx.CREAM if focused else gfx.GOLD_DARK, 10,
                               3 if focused else 2), rect)
        ink, state_ink = gfx.INK, gfx.INK
    else:
        surface.blit(gfx.panel(rect.size, FOCUS_FILL if focused else FILL,
                               gfx.GOLD_LIGHT if focused else gfx.GOLD_DARK, 10, 3 if focused else 1), rect)
        ink = gfx.GOLD_LIGHT if focused else gfx.CREAM
        state_ink = gfx.CREAM if focused else gfx.MUTED
    pad = 10
    badge_w = 0
    if longest:  # the W key jumps here (at the end of the state line)
        badge = gfx.text("W", MIN_TEXT, gfx.INK if not glow else gfx.CREAM, "black")
        br = badge.get_rect(bottomright=(rect.right - 8, rect.bottom - 10)).inflate(10, 2)
        if not two_lines:
            br.centery = rect.centery
        pygame.draw.rect(surface, gfx.CREAM if not glow else gfx.INK, br, border_radius=6)
        surface.blit(badge, badge.get_rect(center=br.center))
        badge_w = br.w + 6
    name = f"{number % 10} {slot.name(app)}"
    weight = "bold" if glow else "regular"
    if two_lines:
        line, size = fit_text(name, TAB_TEXT, rect.w - 2 * pad, "bold")
        gfx.blit_text(surface, line, size, (rect.x + pad, rect.y + 10), ink, "bold")
        room = rect.w - 2 * pad - badge_w
        line, size = fit_text(text if _fits(text, TAB_TEXT, room, weight) else short, TAB_TEXT, room, weight)
        gfx.blit_text(surface, line, size, (rect.x + pad, rect.bottom - 12), state_ink, weight,
                      anchor="bottomleft")
    else:
        room = rect.w - 2 * pad - badge_w
        tries = [f"{name} · {text}", f"{name} · {short}", f"{number % 10} {short}" if glow else name]
        one = next((t for t in tries if _fits(t, MIN_TEXT + 1, room, "bold")), tries[-1])
        line, size = fit_text(one, MIN_TEXT + 1, room, "bold")
        gfx.blit_text(surface, line, size, (rect.x + pad, rect.centery), ink, "bold", anchor="midleft")
    if focused:  # the tab of the table shown: a bar joins it to the table
        pygame.draw.rect(surface, gfx.GOLD_LIGHT, (rect.x + 6, rect.bottom - 5, rect.w - 12, 5), border_radius=2)


def _fits(text: str, size: int, width: int, weight: str) -> bool:
    return gfx.font(size, weight).size(text)[0] <= width


def _draw_plus(surface: pygame.Surface, view: MultiTableScene, rect: pygame.Rect, two_lines: bool) -> None:
    """+TABLE: greyed with its reason when nothing more can be added (the reason in full
    under the strip while the pointer is on it, and in a notice when it is clicked)."""
    app = view.app
    allowed = multi_slots.seating_of(app).can_add_any()
    surface.blit(gfx.panel(rect.size, FILL, gfx.GOLD if allowed else gfx.DISABLED, 10, 2), rect)
    ink = gfx.GOLD_LIGHT if allowed else gfx.MUTED
    label, size = fit_text(app.tr("lobby.add_table"), TAB_TEXT, rect.w - 16, "black")
    if two_lines:
        gfx.blit_text(surface, label, size, (rect.centerx, rect.y + 10), ink, "black", anchor="midtop")
        hint, hsize = fit_text(app.tr("multi.add.hint" if allowed else "multi.add.full"), MIN_TEXT, rect.w - 12)
        gfx.blit_text(surface, hint, hsize, (rect.centerx, rect.bottom - 12), gfx.MUTED, anchor="midbottom")
    else:
        if not allowed:
            label = f"{label} · {app.tr('multi.add.full')}"
        label, size = fit_text(label, MIN_TEXT + 1, rect.w - 16, "bold")
        gfx.blit_text(surface, label, size, rect.center, ink, "bold", anchor="center")
    if view.hover == "+" and not allowed:
        _tooltip(surface, " ".join(multi_slots.refusals(app)))


def _tooltip(surface: pygame.Surface, text: str) -> None:
    block = gfx.text_block(text, 20, STRIP.w - 40, gfx.CREAM)
    box = pygame.Rect(STRIP.x, STRIP.bottom + 10, STRIP.w, block.get_height() + 24)
    surface.blit(gfx.panel(box.size, (8, 14, 10, 245), gfx.GOLD, 12, 2), box)
    surface.blit(block, (box.x + 20, box.y + 12))
