"""MULTI-TABLE: the open tables and Twister tournaments in one window, one of them in focus.

The focused slot is shown whole, at the size it has on its own (every text as readable as
at a single table: nothing scaled down), and fully playable: mouse and keys go to it. The
other slots are tabs in a strip over the title band (the focused table's title is its tab):
each tab names its table and says its state live ("YOUR DECISION 0:04", "BETS OPEN 0:07",
"WIN € 2.00", "1,240 chips · level 2"); a tab waiting for the player pulses gold and says so
in words (at a UI scale over 100 % the tabs grow with it and take the focused table's whole
title band: scenes/shell/multi_scaled.py). Every table keeps running (timers, animations, live pace); only the focused one is
drawn, so four tables cost about what one does (benchmarks/bench_multitable.py).

Keys: Tab / Shift+Tab the next / previous slot, Ctrl+1…9 (0 the tenth) a slot by its
number, W the slot waiting longest. A click on a tab focuses it; the last tab (+TABLE) opens
the lobby to add a table, or says why nothing more can be added (gamelib.seating).
A table's ✕ leaves only that table; LOBBY/Esc open the lobby and keep them all open.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from gamelib.seating import MAX_TABLES, MAX_TOURNAMENTS
from scenes.shell import multi_grid, multi_slots
from scenes.shell.multi_layout import (
    MIN_TEXT,
    PULSE_STEPS,
    PULSING_SECONDS,
    STRIP,
    TAB_REFRESH_SECONDS,
    TURN_SECONDS,
    glow_step,
    strip_of,
    tab_places,
    until_next_glow_step,
)
from scenes.shell.multi_slots import Slot, TableSlot, TournamentSlot
from scenes.shell.multi_strip import TabStrip
from scenes.table import view as table_view
from scenes.table.live_pace import PaceTurns
from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.manager import Scene, soonest

if TYPE_CHECKING:
    from scenes.table.base import TableScene
    from scenes.ui.context import AppContext

__all__ = ["MAX_TABLES", "MultiTableScene", "STRIP", "MIN_TEXT"]



def _cell_at(grid: list[tuple[TableSlot, pygame.Rect]], pos: tuple[int, int] | None
             ) -> tuple[TableSlot, pygame.Rect] | None:
    """The table side by side (and its area) under ``pos``, logical px; None off the tables."""
    return next(((slot, area) for slot, area in grid if pos is not None and area.collidepoint(pos)), None)


def _near_edges(box: pygame.Rect, width: int, drawn: list[pygame.Rect]) -> bool:
    """Whether any of ``drawn`` (window px) lies within ``width`` px inside the edges of ``box``."""
    inside = box.inflate(-2 * width, -2 * width)
    return any(r.colliderect(box) and not inside.contains(r) for r in drawn)


class MultiTableScene(Scene):
    """The open slots: the focused one whole, the others as live tabs."""

    name = "multi-table"

    def __init__(self, app: AppContext, focus: Any = None) -> None:
        super().__init__(app)
        self._slots: dict[Hashable, Slot] = {}
        self._focus: Hashable | None = None
        self._waiting_since: dict[Hashable, float] = {}
        self.time = 0.0  # for the pulse and for "waiting longest"
        self.hover: Hashable | None = None  # the tab under the pointer ("+" shows why not)
        self._frame: tuple[list[Slot], set[Hashable]] | None = None  # this frame's slots, waiting ones
        self.strip: Any = None  # the tab strip's painter (multi_strip.TabStrip), made at the first frame
        self._owed: dict[int, float] = {}  # seconds each table has still to move
        #: The window's pixels at the last frame drawn natively (side by side needs enough).
        self._window: tuple[int, int] | None = None
        self._turn = 0  # the unfocused table whose turn it is
        self._pace_turns = PaceTurns()  # side by side: the table whose live pace may act this frame
        #: The last frame drawn whole on a window's Canvas: the slot in focus, the window's size,
        #: the view's time then and how long the focused scene said it would look as drawn
        #: (``Scene.next_change``); and whether an event came since. While the window keeps that
        #: frame and its scene looks the same, a frame lays only the tabs that changed (a glow step).
        self._drawn_whole: tuple[Hashable, tuple[int, int], float, float | None] | None = None
        #: side by side: what each table drew on the window last frame (its own, so a table lays
        #: again only where it moved, not where the others did)
        self._grid_touched: dict[Hashable, list[pygame.Rect]] = {}
        #: side by side: the window's record of the frame the tables' gold frames were last drawn in,
        #: how much of it was drawn before them, and each one's look (colour, width, area): a frame
        #: the window keeps is drawn again only where something was drawn near it (issue 27: four
        #: frames' 16 edges every frame touched every row of a 4K window, ~1 ms)
        self._frames_drawn: tuple[list[pygame.Rect] | None, int, dict[Hashable, tuple[Any, ...]]] = (None, 0, {})
        #: side by side: when each table was last drawn, how long it then said it would look the
        #: same (``Scene.next_change``) and what it showed that time does not tell (``_shown_with``)
        self._cells_shown: dict[Hashable, tuple[float, float | None, tuple[Any, ...]]] = {}
        #: the tables' areas side by side at the last frame drawn natively (None: not side by side)
        self._grid_cells: tuple[tuple[int, int], ...] | None = None
        self._stirred = True
        #: side by side: the tables a pointer's move reached since the last frame (under it, and under it
        #: before: drawn again; the others, which no event reached, may be left as shown), and where it was
        self._stirred_cells: set[Hashable] = set()
        self._pointer: tuple[int, int] | None = None
        if focus is not None:
            self.focus_table = focus

    # --- which slots, which one in focus -------------------------------------------------------
    def slots(self) -> list[Slot]:
        """Every open slot: the house tables, then the Twister tournaments by their number
        (found once a frame: the update finds them again, as does an event)."""
        if self._frame is not None:
            return self._frame[0]
        found: list[Slot] = [self._slots.get(("table", id(t))) or TableSlot(t)
                             for t in multi_slots.house_tables(self.app)]
        hub = multi_slots.twister_hub(self.app)
        if hub is not None:
            for tournament, number in hub.room.numbered()[:MAX_TOURNAMENTS]:
                slot = self._slots.get(("tournament", id(tournament)))
                if not isinstance(slot, TournamentSlot):
                    slot = TournamentSlot(hub, tournament, number)
                slot.number = number
                found.append(slot)
        self._slots = {s.key: s for s in found}
        self._frame = (found, {s.key for s in found if s.waiting()})
        return found

    def is_waiting(self, slot: Slot) -> bool:
        """The slot waits for the player (as found this frame)."""
        self.slots()
        return self._frame is not None and slot.key in self._frame[1]

    def _new_frame(self) -> None:
        self._frame = None

    @property
    def tables(self) -> list[TableScene]:
        """The open house tables (the tournaments are in ``slots()``)."""
        return multi_slots.house_tables(self.app)

    @property
    def focused_slot(self) -> Slot | None:
        slots = self.slots()
        for slot in slots:
            if slot.key == self._focus:
                return slot
        if slots:
            self._set_focus(slots[0])
            return slots[0]
        return None

    @property
    def focused(self) -> Scene | None:
        """The scene shown whole: a table, or the focused tournament's table."""
        slot = self.focused_slot
        return slot.scene() if slot is not None else None

    @property
    def focus_table(self) -> Any:
        return self.focused

    @focus_table.setter
    def focus_table(self, target: Any) -> None:
        """Focus the slot of a table scene or of a tournament (TwisterTable)."""
        for slot in self.slots():
            if target is (slot.table if isinstance(slot, TableSlot) else slot.tournament):
                self._set_focus(slot)
                return

    def _set_focus(self, slot: Slot) -> None:
        if slot.key == self._focus:
            return
        old = self._slots.get(self._focus) if self._focus is not None else None
        if isinstance(old, TournamentSlot):
            old.forget()
        self._focus = slot.key
        if isinstance(slot, TableSlot):
            slot.table.resume()  # its cached layer drawn again as it is now

    @staticmethod
    def waiting(table: TableScene) -> bool:
        """A house table waits for the player's decision (cards shown, decision buttons up)."""
        return TableSlot(table).waiting()

    def waiting_longest(self) -> Slot | None:
        """The slot that has waited longest for the player (None when none waits)."""
        waiting = [s for s in self.slots() if s.key in self._waiting_since]
        return min(waiting, key=lambda s: self._waiting_since[s.key]) if waiting else None

    def focus_longest_waiting(self) -> bool:
        slot = self.waiting_longest()
        if slot is not None:
            self._set_focus(slot)
        return slot is not None

    def focus_step(self, step: int) -> None:
        slots = self.slots()
        if slots:
            keys = [s.key for s in slots]
            i = keys.index(self._focus) if self._focus in keys else -1
            self._set_focus(slots[(i + step) % len(slots)])

    def focus_number(self, n: int) -> bool:
        """Ctrl+n: the n-th slot (1-based), if open."""
        slots = self.slots()
        if 1 <= n <= len(slots):
            self._set_focus(slots[n - 1])
            return True
        return False

    # --- lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        for t in self.tables:
            t.enter()  # idempotent: speed, live betting window
            t.resume()

    def pause(self) -> None:
        table_view.SHOWN_TOGETHER[0] = 1  # covered: only the table drawn keeps its layer

    def exit(self) -> None:
        table_view.SHOWN_TOGETHER[0] = 1

    def resume(self) -> None:
        for t in self.tables:
            t.resume()

    def language_changed(self) -> None:
        for t in self.tables:
            t.language_changed()
        for slot in self._slots.values():
            if isinstance(slot, TournamentSlot):
                slot.forget()

    # --- events ---------------------------------------------------------------------------------
    # --- side by side (multi_grid) ------------------------------------------------------------
    def grid(self, window: tuple[int, int] | None = None) -> list[tuple[TableSlot, pygame.Rect]]:
        """The tables side by side and each one's area (logical px), when the window (physical
        px; the last drawn one if not given) gives each at least 1280×720 and every slot is a
        house table; else empty (the focused table and the tabs)."""
        window = window or self._window
        slots = self.slots()
        shape = multi_grid.shape_for(len(slots), window) if window is not None else None
        if shape is None or not all(isinstance(s, TableSlot) and s.table.draws_natively for s in slots):
            return []
        return [(s, multi_grid.table_area(c)) for s, c in zip(slots, multi_grid.cells(len(slots), shape))
                if isinstance(s, TableSlot)]

    def _grid_event(self, event: pygame.event.Event) -> bool | None:
        """A pointer event over the grid: a press focuses the table under it; the event goes to
        that table in its own coordinates. None when the tables are not side by side."""
        grid = self.grid()
        if not grid or event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return None
        hit = _cell_at(grid, event.pos)
        if event.type == pygame.MOUSEMOTION:
            self._pointer_moved(grid, hit[0] if hit is not None else None, event.pos)
        else:
            self._stirred = True  # a press or a release may move the focus: every table drawn again
        if hit is None:
            return False
        slot, area = hit
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._set_focus(slot)
        data = dict(event.dict)
        data["pos"] = multi_grid.to_table(area, event.pos)
        mapped = pygame.event.Event(event.type, data)
        used: list[bool] = []
        self._guard(slot, lambda: used.append(bool(slot.table.handle_event(mapped))))
        return bool(used and used[0])

    def _pointer_moved(self, grid: list[tuple[TableSlot, pygame.Rect]], now: TableSlot | None,
                       pos: tuple[int, int]) -> None:
        """Side by side, a pointer's move reaches the table under it (``now``) and leaves the one it
        was over: only those two are drawn again (at 3840x2160 a pointer crossing the grid drew all
        four tables, 1.2 ms a frame), and the table left is told it left, so nothing of it stays lit
        under a pointer that is elsewhere."""
        was = _cell_at(grid, self._pointer)
        left = was[0] if was is not None else None
        if left is not None and left is not now:
            away = pygame.event.Event(pygame.MOUSEMOTION, pos=(-1, -1), rel=(0, 0), buttons=(0, 0, 0))
            self._guard(left, partial(left.table.handle_event, away))
        self._stirred_cells.update(slot.key for slot in (left, now) if slot is not None)
        self._pointer = pos

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._new_frame()
        side_by_side = self._grid_event(event)
        if side_by_side is not None:
            return side_by_side
        self._stirred = True  # the next frame is drawn whole
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            hit = self.tab_at(event.pos)
            if event.type == pygame.MOUSEMOTION:
                self.hover = hit
            if hit is not None:
                if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                    self.click_tab(hit)
                return True
        elif event.type == pygame.KEYDOWN and self.handle_key(event):
            return True
        slot = self.focused_slot
        if slot is None:
            return False
        used: list[bool] = []
        self._guard(slot, lambda: used.append(bool(slot.scene().handle_event(event))))
        return bool(used and used[0])

    def focus_targets(self) -> list[Any]:
        """The keyboard focus ring moves on the focused table's spots and buttons (drawn at
        its own size: the same places); Tab stays the view's, the arrows and Enter are the ring's."""
        focused = self.focused
        return focused.focus_targets() if focused is not None else []

    def handle_key(self, event: pygame.event.Event) -> bool:
        """The view's keys, before the focused table's: Tab, Ctrl+1…9/0, W."""
        if event.key == pygame.K_TAB:
            self.focus_step(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.mod & pygame.KMOD_CTRL and pygame.K_0 <= event.key <= pygame.K_9:
            self.focus_number(10 if event.key == pygame.K_0 else event.key - pygame.K_0)
            return True  # never a chip: Ctrl+number is the view's
        if event.key == pygame.K_w and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.focus_longest_waiting()
            return True
        return False

    def click_tab(self, key: Hashable) -> None:
        if key == "+":
            self.add_slot()
        elif key in self._slots:
            self._set_focus(self._slots[key])

    def add_slot(self) -> None:
        """+TABLE: to the lobby to choose a game (adding a table when one may be added), or
        the reason nothing can be added (gamelib.seating)."""
        seating = multi_slots.seating_of(self.app)
        if not seating.can_add_any():
            self.app.toast(" ".join(multi_slots.refusals(self.app)))
            return
        self.app.open_lobby()
        lobby: Any = self.app.manager.top
        if seating.can_add("table") and hasattr(lobby, "add_table"):
            lobby.add_table()

    # --- frame ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._new_frame()
        slots = self.slots()
        if not slots:
            self.app.open_lobby()
            return
        if len(slots) == 1 and isinstance(slots[0], TableSlot) and self.manager is not None \
                and self.manager.top is self:
            self.manager.replace(slots[0].table)  # one table left: shown on its own
            return
        self.time += dt
        focused = self.focused_slot
        self._update_tables(focused, dt)
        hub = multi_slots.twister_hub(self.app)
        if isinstance(focused, TournamentSlot):
            self._guard(focused, partial(focused.scene().update, dt))  # it moves the whole room
            self._show_wheel(focused)
        elif hub is not None:
            hub.room.update(dt)
        self._new_frame()  # the tables moved: what waits is found again
        self._watch_waiting(self.slots())

    def _update_tables(self, focused: Slot | None, dt: float) -> None:
        """The focused table moves every frame; at frame rate the others take turns, one a
        frame, each with all the time since its last turn (they are not drawn: their tabs
        change within a few frames), so their deals and results rarely share a frame."""
        tables = self.tables
        for t in tables:
            self._owed[id(t)] = self._owed.get(id(t), 0.0) + dt
        others = [t for t in tables if not (isinstance(focused, TableSlot) and t is focused.table)]
        due = [t for t in tables if t not in others]
        side_by_side = bool(self.grid())
        if dt >= TURN_SECONDS or side_by_side:  # long steps, or every table shown: all at once
            due += others  # long steps (a slow frame, a test): every table at once
        elif others:
            self._turn = (self._turn + 1) % len(others)
            due.append(others[self._turn])
        turns = self._pace_turns if side_by_side else None
        if turns is not None:  # every table moves each frame; their live paces act one a frame
            turns.new_frame()
            due = turns.first(due)
        for t in due:
            self._guard(TableSlot(t), partial(self._move, t, self._owed.pop(id(t), 0.0), turns))
        alive = {id(t) for t in tables}
        self._owed = {k: v for k, v in self._owed.items() if k in alive}

    @staticmethod
    def _move(table: TableScene, dt: float, turns: PaceTurns | None) -> None:
        """``table`` moves ``dt``; side by side its live pace acts only when given the turn."""
        table.paced.turns = turns
        try:
            table.update(dt)
        finally:
            table.paced.turns = None

    def _show_wheel(self, slot: TournamentSlot) -> None:
        """A focused tournament not started yet shows its prize wheel first (over the view)."""
        t = slot.tournament
        if not t.wheel_seen and not t.is_over and self.manager is not None and self.manager.top is self:
            slot.hub.spin(t)

    def _watch_waiting(self, slots: list[Slot]) -> None:
        waiting = {s.key for s in slots if self.is_waiting(s)}
        self._waiting_since = {k: v for k, v in self._waiting_since.items() if k in waiting}
        for key in waiting:
            self._waiting_since.setdefault(key, self.time)

    def next_change(self) -> float | None:
        """Moving while the focused slot moves; an unfocused waiting tab's glow steps PULSE_STEPS
        times a pulse for PULSING_SECONDS, then stays lit (the loop sleeps between its steps,
        then for good); unfocused tables that
        move are looked at every TAB_REFRESH_SECONDS (their tabs show words, not pictures).
        Side by side there are no tabs: every table is drawn, at its own pace, and one waiting
        is framed steady (its frame drawn every frame at rest cost ~4 tables at 60 fps)."""
        slots = self.slots()
        focused = self.focused_slot
        side_by_side = bool(self.grid())
        pulsing = self._pulsing_for()
        if not side_by_side and pulsing > 0.0:
            # a tab pulses (the focused one's stays steady), then stays lit
            changes: list[float | None] = [min(until_next_glow_step(self.time), pulsing)]
        else:
            changes = []
        for slot in slots:
            if slot is focused or side_by_side:
                changes.append(slot.scene().next_change())
            elif isinstance(slot, TableSlot):
                change = slot.table.next_change()
                changes.append(None if change is None else max(change, TAB_REFRESH_SECONDS))
            elif not slot.tournament.is_over:
                changes.append(TAB_REFRESH_SECONDS)
        return soonest(changes)

    def _guard(self, slot: Slot, step: Callable[[], object]) -> None:
        """A crash in one table closes only that table (its round is finished or voided)."""
        try:
            step()
        except Exception as exc:
            if isinstance(slot, TableSlot):
                if slot.table in self.app.open_tables:
                    self.app.open_tables.remove(slot.table)
                slot.table.abandon()
            else:
                slot.forget()
            self._new_frame()
            self.app.report_crash(None, exc)

    # --- drawing --------------------------------------------------------------------------------
    @property
    def draws_natively(self) -> bool:  # type: ignore[override]
        """As the focused table does (a house table yes; a Twister tournament not yet)."""
        slot = self.focused_slot
        return slot is None or bool(getattr(slot.scene(), "draws_natively", False))

    @property
    def draws_by_what_changed(self) -> bool:  # type: ignore[override]
        """At 1920x1080 too it draws on a Canvas over the window (when its table draws natively):
        a glow step then lays only the waiting tab and only that rectangle reaches the screen
        (drawn whole, the view cost ~4 ms a step: issue 27, at rest <= 3 %)."""
        return self.draws_natively

    def draw(self, surface: pygame.Surface) -> None:
        slot = self.focused_slot
        if slot is None:
            surface.fill((6, 10, 8))
            return
        if isinstance(surface, Canvas):
            self._window = surface.target.get_size()
            grid = self.grid()
            table_view.SHOWN_TOGETHER[0] = max(1, len(grid))
            self._note_cells(surface, grid)
            if grid:
                self._drawn_whole = None
                self._draw_grid(surface, grid, slot)
                return
            if self._looks_as_drawn(surface, slot) and self.tab_strip().lay_changed(surface, self):
                return  # only the tabs that changed (a glow step): the table is as the window shows it
        scene = slot.scene()
        if isinstance(getattr(scene, "view", None), table_view.TableView):  # its tab names it: no title
            self._guard(slot, partial(cast("TableScene", scene).draw, surface, titled=False))
        else:
            self._guard(slot, partial(scene.draw, surface))
        self.tab_strip().draw(surface, self)
        self._stirred = False
        self._drawn_whole = None
        if isinstance(surface, Canvas) and self.focused_slot is slot:
            self._drawn_whole = (slot.key, surface.target.get_size(), self.time, scene.next_change())

    def _note_cells(self, surface: Canvas, grid: list[tuple[TableSlot, pygame.Rect]]) -> None:
        """Going side by side, back to one table in focus, or to other cells: the tables are now
        drawn at other pixels, and the texts and art made at the old ones go from the caches
        (issue 27: four tables side by side in a 4K window after one table played alone there held
        ~130 MB of 4K art, the process 357 MB against a 320 MB target)."""
        cells = tuple(surface.rect(area).size for _, area in grid) or None
        if cells != self._grid_cells:
            if cells is not None or self._grid_cells is not None:
                gfx.forget_sizes()
            self._grid_cells = cells

    def _looks_as_drawn(self, surface: Canvas, slot: Slot) -> bool:
        """The window keeps the last frame drawn whole and nothing in it but the tabs can differ:
        no event since, the same slot in focus, no notice or focus ring over it, and its scene
        within the time it said it would look the same (``Scene.next_change``)."""
        drawn = self._drawn_whole
        if drawn is None or self._stirred or not surface.kept or getattr(self.app, "toasts", None) \
                or self.manager is None or self.manager.focus.visible:
            return False
        key, size, at, lasts = drawn
        return key == slot.key and size == surface.target.get_size() \
            and (lasts is None or self.time - at < lasts - 1e-9)

    def _draw_grid(self, surface: Canvas, grid: list[tuple[TableSlot, pygame.Rect]], focused: Slot) -> None:
        """Each table whole in its area, at the area's own pixels; the focused one framed."""
        if not surface.kept:
            surface.fill((6, 10, 8))
        recording = surface.touched is not None
        last = self._grid_touched if surface.kept else {}
        self._grid_touched = {}
        stirred = self._stirred or bool(getattr(self.app, "toasts", None)) or self.manager is None \
            or self.manager.focus.visible
        shown = {} if stirred else self._cells_shown
        self._cells_shown = {}
        money = self._money_look()
        for slot, area in grid:
            if slot.key in last and slot.key not in self._stirred_cells \
                    and self._looks_as_shown(slot, shown.get(slot.key), money):
                self._grid_touched[slot.key] = last[slot.key]  # the window shows it as it is
                self._cells_shown[slot.key] = shown[slot.key]
                continue
            at = surface.rect(area)
            part = Canvas(surface.target.subsurface(at.clip(surface.target.get_rect())),
                          replace(surface.context, pixel_scale=at.w / gfx.LOGICAL_SIZE[0]))
            # each table's own record of what it drew: the window's holds every table's
            part.touched = [] if recording else None
            part.last_touched = last.get(slot.key)
            part.kept = part.last_touched is not None
            self._guard(slot, partial(slot.table.draw, cast(pygame.Surface, part)))
            if part.touched is not None and surface.touched is not None:
                self._grid_touched[slot.key] = part.touched
                surface.touched.extend(part.touched)
                self._cells_shown[slot.key] = (self.time, slot.table.next_change(), self._shown_with(slot, money))
        self._stirred = False
        self._stirred_cells = set()
        self._draw_frames(surface, grid, focused)

    def _money_look(self) -> tuple[Any, ...]:
        """What every table side by side shows of the others: the shared balance, and the bets
        each has on its table (a table's bet buttons say what the balance left allows)."""
        return (self.app.wallet.balance, *(t.session.slip.total for t in self.tables))

    @staticmethod
    def _shown_with(slot: TableSlot, money: tuple[Any, ...]) -> tuple[Any, ...]:
        """What a table showed that its own ``next_change`` does not promise: the money every
        table shows, its live pace's stage, light and seconds left (on the pace's own clock, not
        the frames'), and its layer's key (its buttons, bets, messages, cards: what a change made
        from outside the view, a bench's bet, would change; ~20 us)."""
        table = slot.table
        pace = table.pace
        return money, None if pace is None else (pace.stage, pace.light, pace.whole_seconds), table.view.layer_key()

    def _looks_as_shown(self, slot: TableSlot, shown: tuple[float, float | None, tuple[Any, ...]] | None,
                        money: tuple[Any, ...]) -> bool:
        """Side by side, a table the window shows as it last drew it and that looks the same now
        is not drawn (issue 27: at 3840x2160 three tables at rest beside one dealing drew 0.4-0.9 ms
        each, every frame, to lay nothing): no event since, within the time it said it would look
        the same, the same money, pace and layer key (``_shown_with``), and nothing moving on it now
        (a deal a click or its pace started)."""
        if shown is None:
            return False
        at, lasts, looks = shown
        return (lasts is None or self.time - at < lasts - 1e-9) and looks == self._shown_with(slot, money) \
            and slot.table.next_change() != 0.0

    def _draw_frames(self, surface: Canvas, grid: list[tuple[TableSlot, pygame.Rect]], focused: Slot) -> None:
        """The gold frame round each table (the focused one's wider): one the window shows as it
        is, with nothing drawn near its edges since (the tables this frame; a notice, a focus ring
        after it last frame), is left as shown."""
        kept, last = surface.touched is not None and surface.kept, surface.last_touched
        shown = self._frames_drawn[2] if kept and last is not None and last is self._frames_drawn[0] else {}
        over = [*(last[self._frames_drawn[1]:] if shown and last is not None else ()), *(surface.touched or ())]
        looks: dict[Hashable, tuple[Any, ...]] = {}
        for slot, area in grid:
            colour = gfx.GOLD_LIGHT if slot is focused else (gfx.GOLD if self.is_waiting(slot) else gfx.GOLD_DARK)
            looks[slot.key] = look = (colour, 3 if slot is focused else 1, tuple(area))
            if shown.get(slot.key) != look or _near_edges(surface.rect(area), surface.px(3), over):
                gfx.rect(surface, colour, area, look[1])
        self._frames_drawn = (surface.touched, len(surface.touched or ()), looks)

    def tab_strip(self) -> Any:
        """The tab strip's painter (multi_strip.TabStrip), made at first use."""
        if self.strip is None:
            self.strip = TabStrip()
        return self.strip

    def tab_rects(self, count: int | None = None) -> tuple[list[pygame.Rect], pygame.Rect]:
        """The tabs of the slots (an empty Rect for one not shown) and the +TABLE tab: at 100 % in
        STRIP (``fixed_tab_rects``), at a larger UI scale grown with it (multi_scaled); for
        ``count`` slots other than those open, the designed places."""
        if count is not None and count != len(self.slots()) or not gfx.text_scaled():
            return self.fixed_tab_rects(count)
        lay = self.tab_strip().layout(self)
        return list(lay.rects), lay.plus

    def fixed_tab_rects(self, count: int | None = None) -> tuple[list[pygame.Rect], pygame.Rect]:
        """The tabs of ``count`` slots and the +TABLE tab, inside the strip (the designed places)."""
        return tab_places(self.strip_rect(), len(self.slots()) if count is None else count)

    def strip_rect(self) -> pygame.Rect:
        """Where the tab strip lies over the focused table's title band (``multi_layout.strip_of``)."""
        return strip_of(self.focused)

    def tab_at(self, pos: tuple[int, int]) -> Hashable | None:
        """The tab under ``pos``: a slot's key, "+" for +TABLE, None outside the tabs (an arrow
        tab of slots left out: the nearest of them)."""
        slots = self.slots()
        rects, plus = self.tab_rects(len(slots))
        for slot, rect in zip(slots, rects, strict=True):
            if rect.collidepoint(pos):
                return slot.key
        if plus.collidepoint(pos):
            return "+"
        if gfx.text_scaled():
            for arrow in self.tab_strip().layout(self).arrows:
                if arrow.rect.collidepoint(pos) and arrow.target < len(slots):
                    return slots[arrow.target].key
        return None

    def still_tabs(self) -> bool:
        """Reduced motion (Settings): a waiting tab's frame is lit, steady, not pulsing."""
        return bool(getattr(self.app.settings, "reduced_motion", False))

    def _pulsing_for(self) -> float:
        """Seconds the waiting tabs' glow pulses on (0.0: steady): PULSING_SECONDS from the
        newest wait of a tab not in focus, none with reduced motion."""
        if self.still_tabs():
            return 0.0
        focused = self.focused_slot
        began = [self._waiting_since.get(s.key, self.time) for s in self.slots()
                 if self.is_waiting(s) and s is not focused]
        return max(0.0, max(began) + PULSING_SECONDS - self.time) if began else 0.0

    def pulse(self) -> float:
        """0…1, the phase of a waiting tab's glow (1, steady, with reduced motion and once it
        has pulsed PULSING_SECONDS)."""
        if self._pulsing_for() <= 0.0:
            return 1.0
        step = glow_step(self.time)  # the glow steps PULSE_STEPS times a pulse
        return 0.5 + 0.5 * math.sin(step * 2 * math.pi / PULSE_STEPS)
