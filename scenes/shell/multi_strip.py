"""The multi-table view's tab strip: a tab per open slot and the +TABLE tab.

A tab shows the slot's number (Ctrl+number focuses it) and short name, and its state in
words; the focused tab is framed in gold with a bar under it, toward the table; a tab
waiting for the player is gold, says what it waits for (never told by colour alone) and
its frame pulses for a few seconds, then stays lit (the focused one's stays steady); the one
waiting longest carries the W key. With more than four slots the tabs go
on two rows of one line each (number, name and state when they fit; a waiting one keeps
its state). No text under MIN_TEXT. At a UI scale over 100 % the tabs grow with it and go
where multi_scaled places them (the focused table's whole title band; an arrow tab for
slots that do not fit whole).

The strip is drawn once into a cached surface; a tab whose words, focus or state change is
drawn again alone (countdowns: once a second), the whole strip when slots come or go; a
frame blits it and draws the pulsing frames of the waiting tabs.
"""

from __future__ import annotations

from collections.abc import Hashable
from contextlib import AbstractContextManager, nullcontext
from typing import TYPE_CHECKING, NamedTuple, cast

import pygame

from scenes.shell import multi_scaled, multi_slots
from scenes.shell.multi_layout import (
    MIN_TEXT,
    STRIP,
    TAB_REFRESH_SECONDS,
    TAB_TEXT,
    fit_text,
    one_row,
    strip_back,
)
from scenes.shell.multi_scaled import Arrow, Layout
from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext

if TYPE_CHECKING:
    from scenes.shell.multi_table import MultiTableScene

FILL = (10, 18, 14, 235)
FOCUS_FILL = (28, 44, 34, 250)
BACK = strip_back(STRIP)
#: A tab laid again alone (``TabStrip.lay_changed``) takes this much of the strip round it
#: (logical px; the gap between tabs is 6): a pixel's rounding at any scale stays inside.
LAY_MARGIN = 2


class Tab(NamedTuple):
    """What one tab shows (equal tabs draw the same)."""

    name: str  # "1 TEXAS BONUS"
    text: str  # the state in words
    short: str  # the same, short (a narrow tab)
    glow: bool  # waiting for the player
    focused: bool
    longest: bool  # the W key goes here


class TabStrip:
    """Draws the strip for a MultiTableScene, keeping the drawn strip until it changes."""

    def __init__(self) -> None:
        self._key: Hashable = None
        self._surface: pygame.Surface | Canvas | None = None  # a Canvas at a window's pixels
        self._tabs: list[Tab] = []  # the tabs on the drawn strip
        self.tooltip: pygame.Rect | None = None  # where the reason under +TABLE was drawn
        self._stamp: Hashable = None  # when the words were last read
        self._read: tuple[list[Tab], bool] = ([], False)
        self._layout_key: Hashable = None
        self._layout: Layout | None = None
        self._drawn_layout: Layout | None = None  # where the drawn strip's tabs are
        #: The tabs (and arrows) the last ``lay_changed`` laid again (tests count them).
        self.laid: list[pygame.Rect] = []

    def tabs(self, view: MultiTableScene) -> list[Tab]:
        app = view.app
        focused = view.focused_slot
        longest = view.waiting_longest()
        found = []
        for number, slot in enumerate(view.slots(), start=1):
            text, short, urgent = slot.state(app)
            found.append(Tab(f"{number % 10} {slot.name(app)}", text, short, urgent and view.is_waiting(slot),
                             slot is focused, slot is longest and slot is not focused))
        return found

    def read(self, view: MultiTableScene) -> tuple[list[Tab], bool]:
        """The tabs and whether anything may be added, read again when the slots, the focus,
        the pointer or who waits change, else TAB_REFRESH_SECONDS apart (countdowns show
        whole seconds)."""
        slots = view.slots()
        stamp = (tuple(s.key for s in slots), view.focused_slot, view.hover,
                 tuple(view.is_waiting(s) for s in slots), int(view.time / TAB_REFRESH_SECONDS))
        if stamp != self._stamp:
            self._read = (self.tabs(view), multi_slots.seating_of(view.app).can_add_any())
            self._stamp = stamp
        return self._read

    def layout(self, view: MultiTableScene) -> Layout:
        """Where the tabs go: STRIP's designed places at 100 %, else grown with the player's scale
        (multi_scaled)."""
        tabs, allowed = self.read(view)
        strip = view.strip_rect()
        if not gfx.text_scaled():
            rects, plus = view.fixed_tab_rects(len(tabs))
            return Layout(strip_back(strip), tuple(rects), plus, (), 1.0, len(tabs) <= one_row())
        app = view.app
        label = app.tr("lobby.add_table")
        plus_words = (label, app.tr("multi.add.hint" if allowed else "multi.add.full"),
                      label if allowed else f"{label} · {app.tr('multi.add.full')}")
        room = multi_scaled.band(view, strip.y, strip.h)
        key = (room.x, room.w, tuple((t.name, multi_scaled.stable(t.short), t.glow, t.focused, t.longest)
                                     for t in tabs), plus_words, gfx.ui_scale())
        if self._layout is None or key != self._layout_key:
            self._layout = multi_scaled.layout(tabs, plus_words, room)
            self._layout_key = key
        return self._layout

    def draw(self, surface: pygame.Surface, view: MultiTableScene) -> None:
        tabs, allowed = self.read(view)
        lay = self.layout(view)
        wanted = self._wanted(surface, view, tabs, allowed, lay)
        if not self._keep(wanted, surface, view, tabs, lay):
            painted = self._paint(view, tabs, allowed, lay, _context(surface))  # at the window's pixels: all again
            self._surface = painted.convert_alpha() if pygame.display.get_surface() is not None \
                and isinstance(painted, pygame.Surface) else painted
            self._key, self._tabs, self._drawn_layout = wanted, tabs, lay
        surface.blit(cast(pygame.Surface, self._surface), lay.back)
        edge = self._edge(view)
        for tab, rect in zip(tabs, lay.rects, strict=True):
            if rect.w:
                _draw_frame(surface, tab, rect, edge)
        for arrow in lay.arrows:
            if arrow.waiting:  # one left out waits: the arrow's frame pulses
                gfx.rect(surface, edge, arrow.rect, 4, border_radius=10)
        self.tooltip = None
        if view.hover == "+" and not allowed:
            self.tooltip = _tooltip(surface, " ".join(multi_slots.refusals(view.app)))

    def lay_changed(self, surface: Canvas, view: MultiTableScene) -> bool:
        """Over the strip as drawn last on ``surface`` (the window kept that frame): lay again
        only the tabs whose words changed and the frames of the waiting tabs (a glow step), each
        in its own rectangle, the rest of the window untouched. False, with nothing drawn, when
        the strip must be drawn whole (its slots, layout or +TABLE's reason changed)."""
        tabs, allowed = self.read(view)
        lay = self.layout(view)
        wanted = self._wanted(surface, view, tabs, allowed, lay)
        if self._surface is None or self._key != wanted or self.tooltip is not None \
                or (view.hover == "+" and not allowed):
            return False
        drawn = self._tabs
        if not self._keep(wanted, surface, view, tabs, lay):  # a Canvas strip: painted again
            self._surface = self._paint(view, tabs, allowed, lay, _context(surface))
            self._tabs, self._drawn_layout = tabs, lay
        places: list[tuple[pygame.Rect, Tab | None]] = [(rect, tab) for tab, old, rect in zip(tabs, drawn, lay.rects, strict=True)
                  if rect.w and (tab != old or tab.glow and not tab.focused)]
        places += [(arrow.rect, None) for arrow in lay.arrows if arrow.waiting]
        edge = self._edge(view)
        for rect, tab in places:
            # the strip's own pixels round the tab (opaque: its panel), then its frame and bar
            surface.set_clip(rect.inflate(2 * LAY_MARGIN, 2 * LAY_MARGIN))
            surface.blit(cast(pygame.Surface, self._surface), lay.back)
            if tab is None:
                gfx.rect(surface, edge, rect, 4, border_radius=10)
            else:
                _draw_frame(surface, tab, rect, edge)
        surface.set_clip(None)
        self.laid = [rect for rect, _ in places]
        return True

    def _wanted(self, surface: pygame.Surface | Canvas, view: MultiTableScene, tabs: list[Tab], allowed: bool,
                lay: Layout) -> Hashable:
        """What the drawn strip must have been drawn for to be kept (its tabs apart)."""
        return (len(tabs), allowed, view.app.lang, gfx.text_px(TAB_TEXT), lay, _context(surface))

    def _keep(self, wanted: Hashable, surface: pygame.Surface | Canvas, view: MultiTableScene, tabs: list[Tab],
              lay: Layout) -> bool:
        """Whether the drawn strip serves (its tabs that changed drawn again alone), else it is
        painted anew: drawn for what is ``wanted`` now (``_wanted``, worked out once a frame)."""
        if self._surface is None or self._key != wanted or (_context(surface) is not None and tabs != self._tabs):
            return False
        if tabs != self._tabs:  # only the tabs that changed are drawn again
            self._repaint(view, tabs, lay)
        return True

    @staticmethod
    def _edge(view: MultiTableScene) -> tuple[int, ...]:
        """The colour of a waiting tab's frame at this step of its glow."""
        p = view.pulse()
        return tuple(int(a + (b - a) * p) for a, b in zip(gfx.GOLD_DARK, gfx.CREAM, strict=True))

    def _repaint(self, view: MultiTableScene, tabs: list[Tab], lay: Layout) -> None:
        assert isinstance(self._surface, pygame.Surface)
        back = _back(lay.back.size)
        with _scaled(lay):
            for old, new, rect in zip(self._tabs, tabs, lay.rects, strict=True):
                if old != new and rect.w:
                    local = rect.move(-lay.back.x, -lay.back.y)
                    self._surface.fill((0, 0, 0, 0), local)
                    self._surface.blit(back, local, area=local)
                    _draw_tab(self._surface, view, new, local, lay.two_lines)
        self._tabs = tabs

    def _paint(self, view: MultiTableScene, tabs: list[Tab], allowed: bool, lay: Layout,
               context: DrawContext | None = None) -> pygame.Surface | Canvas:
        """The strip's panel and tabs, at ``context``'s pixels (a Canvas) when given."""
        if context is not None and context.pixel_scale != 1.0:
            size = (round(lay.back.w * context.pixel_scale), round(lay.back.h * context.pixel_scale))
            out = cast(pygame.Surface, Canvas(pygame.Surface(size, pygame.SRCALPHA), context, lay.back.size))
            gfx.draw_panel(out, pygame.Rect((0, 0), lay.back.size), (4, 8, 6, 255), gfx.GOLD_DARK, 14, 1)
        else:
            out = pygame.Surface(lay.back.size, pygame.SRCALPHA)
            out.blit(_back(lay.back.size), (0, 0))
        dx, dy = -lay.back.x, -lay.back.y
        with _scaled(lay):
            for tab, rect in zip(tabs, lay.rects, strict=True):
                if rect.w:
                    _draw_tab(out, view, tab, rect.move(dx, dy), lay.two_lines)
            for arrow in lay.arrows:
                _draw_arrow(out, arrow, arrow.rect.move(dx, dy), lay.two_lines)
            _draw_plus(out, view, lay.plus.move(dx, dy), lay.two_lines, allowed)
        return out


def _context(surface: pygame.Surface | Canvas) -> DrawContext | None:
    return surface.context if isinstance(surface, Canvas) else None


def _draw_frame(surface: pygame.Surface | Canvas, tab: Tab, rect: pygame.Rect, edge: tuple[int, ...]) -> None:
    """What is drawn over a tab of the drawn strip: a waiting tab's pulsing frame, the focused
    tab's bar under it, toward the table."""
    if tab.glow and not tab.focused:  # waiting: its frame pulses
        gfx.rect(surface, edge, rect, 4, border_radius=10)
    if tab.focused:  # the tab of the table shown: a bar under it, toward the table
        gfx.rect(surface, gfx.CREAM, (rect.x + 8, rect.bottom - 2, rect.w - 16, 5), border_radius=2)


def _scaled(lay: Layout) -> AbstractContextManager[float]:
    """The tabs' words at the layout's one factor (at 100 % as designed)."""
    return gfx.box_scale(lay.factor) if gfx.text_scaled() else nullcontext(1.0)


def _back(size: tuple[int, int] = BACK.size) -> pygame.Surface:
    """The strip's own panel, under the tabs."""
    return gfx.panel(size, (4, 8, 6, 255), gfx.GOLD_DARK, 14, 1)


def _draw_tab(surface: pygame.Surface, view: MultiTableScene, tab: Tab, rect: pygame.Rect,
              two_lines: bool) -> None:
    if tab.glow:  # waiting for the player: gold, in dark ink
        gfx.draw_panel(surface, rect, (*gfx.GOLD_LIGHT, 255), gfx.CREAM if tab.focused else gfx.GOLD_DARK, 10,
                       3 if tab.focused else 2)
        ink, state_ink = gfx.INK, gfx.INK
    else:
        gfx.draw_panel(surface, rect, FOCUS_FILL if tab.focused else FILL,
                       gfx.GOLD_LIGHT if tab.focused else gfx.GOLD_DARK, 10, 3 if tab.focused else 1)
        ink = gfx.GOLD_LIGHT if tab.focused else gfx.CREAM
        state_ink = gfx.CREAM if tab.focused else gfx.MUTED
    pad = 8
    badge_w = 0
    if tab.longest:  # the W key jumps here (at the end of the state line)
        badge = gfx.text("W", MIN_TEXT, gfx.INK if not tab.glow else gfx.CREAM, "black")
        br = badge.get_rect(bottomright=(rect.right - 8, rect.bottom - 10)).inflate(10, 2)
        if not two_lines:
            br.centery = rect.centery
        gfx.rect(surface, gfx.CREAM if not tab.glow else gfx.INK, br, border_radius=6)
        gfx.draw_text(surface, "W", MIN_TEXT, br.center, gfx.INK if not tab.glow else gfx.CREAM, "black",
                      anchor="center")
        badge_w = br.w + 6
    weight = "bold" if tab.glow else "regular"
    room = rect.w - 2 * pad - badge_w
    if two_lines:
        line, size = fit_text(tab.name, TAB_TEXT, rect.w - 2 * pad, "bold")
        gfx.blit_text(surface, line, size, (rect.x + pad, rect.y + 10), ink, "bold", max_width=rect.w - 2 * pad)
        state = tab.text if _fits(tab.text, TAB_TEXT, room, weight) else tab.short
        line, size = fit_text(state, TAB_TEXT, room, weight)
        gfx.blit_text(surface, line, size, (rect.x + pad, rect.bottom - 12), state_ink, weight, anchor="bottomleft",
                      max_width=room)
    else:
        number = tab.name.split(" ", 1)[0]
        tries = [f"{tab.name} · {tab.text}", f"{tab.name} · {tab.short}",
                 f"{number} {tab.short}" if tab.glow else tab.name]
        one = next((t for t in tries if _fits(t, MIN_TEXT + 1, room, "bold")), tries[-1])
        line, size = fit_text(one, MIN_TEXT + 1, room, "bold")
        gfx.blit_text(surface, line, size, (rect.x + pad, rect.centery), ink, "bold", anchor="midleft", max_width=room)


def _draw_arrow(surface: pygame.Surface, arrow: Arrow, rect: pygame.Rect, two_lines: bool) -> None:
    """A tab for the slots left out on one side: their numbers, and the first of them waiting."""
    glow = bool(arrow.waiting)
    gfx.draw_panel(surface, rect, (*gfx.GOLD_LIGHT, 255) if glow else FILL, gfx.GOLD_DARK, 10, 2 if glow else 1)
    ink = gfx.INK if glow else gfx.CREAM
    pad = multi_scaled.PAD
    if two_lines:
        gfx.blit_text(surface, arrow.label, TAB_TEXT, (rect.x + pad, rect.y + 10), ink, "bold",
                      max_width=rect.w - 2 * pad)
        if glow:
            gfx.blit_text(surface, arrow.waiting, TAB_TEXT, (rect.x + pad, rect.bottom - 12), ink, "bold",
                          anchor="bottomleft", max_width=rect.w - 2 * pad)
    else:
        line = multi_scaled.arrow_line(arrow.label, arrow.waiting)
        gfx.blit_text(surface, line, multi_scaled.LINE_TEXT, (rect.x + pad, rect.centery), ink, "bold",
                      anchor="midleft", max_width=rect.w - 2 * pad)


def _fits(text: str, size: int, width: int, weight: str) -> bool:
    return gfx.font(size, weight).size(text)[0] <= width


def _draw_plus(surface: pygame.Surface, view: MultiTableScene, rect: pygame.Rect, two_lines: bool,
               allowed: bool) -> None:
    """+TABLE: greyed with its reason when nothing more can be added (the reason in full
    under the strip while the pointer is on it, and in a notice when it is clicked)."""
    app = view.app
    gfx.draw_panel(surface, rect, FILL, gfx.GOLD if allowed else gfx.DISABLED, 10, 2)
    ink = gfx.GOLD_LIGHT if allowed else gfx.MUTED
    label = app.tr("lobby.add_table")
    if two_lines:
        line, size = fit_text(label, TAB_TEXT, rect.w - 16, "black")
        gfx.blit_text(surface, line, size, (rect.centerx, rect.y + 10), ink, "black", anchor="midtop",
                      max_width=rect.w - 16)
        hint, hsize = fit_text(app.tr("multi.add.hint" if allowed else "multi.add.full"), MIN_TEXT, rect.w - 12)
        gfx.blit_text(surface, hint, hsize, (rect.centerx, rect.bottom - 12), gfx.MUTED, anchor="midbottom",
                      max_width=rect.w - 12)
    else:
        if not allowed:
            label = f"{label} · {app.tr('multi.add.full')}"
        line, size = fit_text(label, MIN_TEXT + 1, rect.w - 16, "bold")
        gfx.blit_text(surface, line, size, rect.center, ink, "bold", anchor="center", max_width=rect.w - 16)


def _tooltip(surface: pygame.Surface, text: str) -> pygame.Rect:
    block = gfx.text_block(text, 20, STRIP.w - 60, gfx.CREAM)  # room for a symbol drawn wider (✕)
    box = pygame.Rect(STRIP.x, STRIP.bottom + 10, STRIP.w, block.get_height() + 24)
    gfx.draw_panel(surface, box, (8, 14, 10, 245), gfx.GOLD, 12, 2)
    gfx.blit_text_block(surface, text, 20, STRIP.w - 60, (box.x + 20, box.y + 12), gfx.CREAM)
    return box
