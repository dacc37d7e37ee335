"""MULTI-TABLE: up to four tables at once in one window (2×2), each fully playable.

Every table draws its full 1920×1080 frame into its own buffer, scaled into its quarter
(a still table is not scaled again). All tables keep running (timers, animations); mouse
events go to the table under the pointer, in that table's own coordinates; keys go to the
focused table. Clicking another table only moves the focus (10-table-features.md).
A table's ✕ leaves only that table; LOBBY/Esc open the lobby and keep them all open.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Hashable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from scenes.ui import gfx
from scenes.ui.manager import Scene, soonest

if TYPE_CHECKING:
    from scenes.table.base import TableScene
    from scenes.ui.context import AppContext

MAX_TABLES = 4
CELL = (960, 540)
#: Unfocused tiles re-drawn in a frame where the focused one is unchanged (they take turns):
#: four tables animating at once stay inside the frame budget (benchmarks/bench_multitable.py).
OTHER_RENDERS_PER_FRAME = 1
#: The decision countdown bar of a still tile moves this many times a second.
COUNTDOWN_HZ = 5
PULSE_SECONDS = 1.2
#: A frame that already spent this long drawing tiles leaves the other tiles for the next
#: frame (a tile waits at most MAX_WAIT_FRAMES).
RENDER_BUDGET_SECONDS = 0.003
MAX_WAIT_FRAMES = 6
_MOUSE = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class MultiTableScene(Scene):
    """The open tables side by side; the focused one has a gold frame."""

    name = "multi-table"

    def __init__(self, app: AppContext, focus: TableScene | None = None) -> None:
        super().__init__(app)
        self.focus_table: TableScene | None = focus
        self._scaled: dict[int, tuple[Hashable, pygame.Surface]] = {}
        self._frame: pygame.Surface | None = None  # the frame being drawn: tables are drawn on it first
        self._stale_frames: dict[int, int] = {}  # frames a moving tile has waited for its turn
        self.time = 0.0  # for the pulse of a table waiting for a decision

    # --- which tables, where ------------------------------------------------------------------
    @property
    def tables(self) -> list[TableScene]:
        # imported here: the lobby loads this module at start, the tables only when one opens
        from scenes.table.base import TableScene

        return [t for t in self.app.open_tables if isinstance(t, TableScene)][:MAX_TABLES]

    @staticmethod
    def cell(i: int, count: int = MAX_TABLES) -> pygame.Rect:
        """Table i's tile: 2×2, or one row of two (1×2) when two tables are open."""
        if count == 2:
            return pygame.Rect(i * CELL[0], (gfx.LOGICAL_SIZE[1] - CELL[1]) // 2, *CELL)
        return pygame.Rect((i % 2) * CELL[0], (i // 2) * CELL[1], *CELL)

    def index_at(self, pos: tuple[int, int]) -> int | None:
        count = len(self.tables)
        for i in range(count):
            if self.cell(i, count).collidepoint(pos):
                return i
        return None

    @staticmethod
    def waiting(table: TableScene) -> bool:
        """The table waits for the player's decision (cards shown, decision buttons up)."""
        return bool(table.session.in_round and not table.player.busy and table.decision_options())

    @property
    def focused(self) -> TableScene | None:
        tables = self.tables
        if self.focus_table not in tables:
            self.focus_table = tables[0] if tables else None
        return self.focus_table

    # --- lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        for t in self.tables:
            t.enter()  # idempotent: speed, live betting window
            t.resume()

    def resume(self) -> None:
        for t in self.tables:
            t.resume()

    def language_changed(self) -> None:
        for t in self.tables:
            t.language_changed()
        self._scaled.clear()

    # --- events ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in _MOUSE:
            i = self.index_at(event.pos)
            if i is None:
                return False
            table = self.tables[i]
            if event.type == pygame.MOUSEBUTTONDOWN and table is not self.focused:
                self.focus_table = table  # a click on another table only moves the focus
                return True
            cell = self.cell(i, len(self.tables))
            data = dict(event.dict)
            data["pos"] = ((event.pos[0] - cell.x) * 1920 // CELL[0], (event.pos[1] - cell.y) * 1080 // CELL[1])
            used: list[bool] = []
            self._guard(table, lambda: used.append(bool(table.handle_event(pygame.event.Event(event.type, data)))))
            return bool(used and used[0])
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            tables = self.tables
            if tables:
                i = tables.index(self.focused) if self.focused in tables else -1
                self.focus_table = tables[(i + 1) % len(tables)]
            return True
        focused = self.focused
        return bool(focused.handle_event(event)) if focused is not None else False

    # --- frame ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        tables = self.tables
        if not tables:
            self.app.open_lobby()
            return
        if len(tables) == 1 and self.manager is not None and self.manager.top is self:
            self.manager.replace(tables[0])  # one table left: show it whole
            return
        self.time += dt
        for t in tables:
            self._guard(t, partial(t.update, dt))

    def next_change(self) -> float | None:
        """Moving while a frame pulses or a tile waits for its turn; else the tables' soonest."""
        tables = self.tables
        if any(self.waiting(t) for t in tables) or any(self._stale_frames.values()):
            return 0.0
        return soonest(t.next_change() for t in tables)

    def _guard(self, table: TableScene, step: Callable[[], object]) -> None:
        """A crash in one table closes only that table (its round is finished or voided)."""
        try:
            step()
        except Exception as exc:
            if table in self.app.open_tables:
                self.app.open_tables.remove(table)
            table.abandon()
            self.app.report_crash(None, exc)

    @staticmethod
    def _still_key(table: TableScene) -> Hashable:
        """Equal keys mean an unchanged frame (nothing moving); None means it is moving."""
        moving = table.animator.busy or table.flying or table.player.busy or getattr(table, "revealing", False) \
            or (table.banner.visible and (table.banner.age < 0.4 or table.banner.age > table.banner.SHOW_SECONDS))
        if moving:
            return None
        labels = tuple((k, v.text) for k, v in table.hand_labels.items())
        countdown = int(table.pace.remaining * COUNTDOWN_HZ) if table.pace is not None else -1
        return (table.layer_key(), len(table.cards), labels, table.banner.visible, table.app.lang, countdown,
                getattr(table, "revealed", 0))

    def _render(self, table: TableScene, key: Hashable) -> None:
        """Draw the table at its logical size into the frame being drawn (before the tiles
        go on it: no full-size buffer of its own) and scale it into its tile (kept until it
        changes)."""
        cached = self._scaled.get(id(table))
        buf = self._frame if self._frame is not None else pygame.Surface(gfx.LOGICAL_SIZE)
        self._guard(table, partial(table.draw, buf))
        small = cached[1] if cached is not None else pygame.Surface(CELL).convert() \
            if pygame.display.get_surface() is not None else pygame.Surface(CELL)
        pygame.transform.smoothscale(buf, CELL, small)
        self._scaled[id(table)] = (key, small)
        self._stale_frames[id(table)] = 0

    def _refresh_tiles(self, tables: list[TableScene]) -> None:
        """Re-draw the tiles that changed, one a frame (a new tile at once): the focused one,
        except that a tile kept waiting ``MAX_WAIT_FRAMES`` takes its turn; while the focused
        one is unchanged, the others in turns (the longest-waiting first)."""
        focused = self.focused
        started = time.perf_counter()
        others: list[tuple[int, TableScene, Hashable]] = []
        focused_key: Hashable = False  # False: the focused tile is unchanged
        for table in tables:
            key = self._still_key(table)
            cached = self._scaled.get(id(table))
            if cached is not None and key is not None and cached[0] == key:
                continue
            if cached is None:
                self._render(table, key)
            elif table is focused:
                focused_key = key
            else:
                waited = self._stale_frames.get(id(table), 0) + 1
                self._stale_frames[id(table)] = waited
                others.append((waited, table, key))
        others.sort(key=lambda o: -o[0])
        if others and others[0][0] >= MAX_WAIT_FRAMES:
            waited, table, key = others.pop(0)
            self._render(table, key)  # the focused tile waits this one frame
            return
        if focused_key is not False and focused is not None:
            self._render(focused, focused_key)
            return  # one tile a frame: the others take their turns while the focused one is still
        for _, table, key in others[:OTHER_RENDERS_PER_FRAME]:
            if time.perf_counter() - started > RENDER_BUDGET_SECONDS:
                break
            self._render(table, key)

    def _forget_closed(self, tables: list[TableScene]) -> None:
        alive = {id(t) for t in tables}
        for gone in [k for k in self._scaled if k not in alive]:
            del self._scaled[gone]
            self._stale_frames.pop(gone, None)

    def draw(self, surface: pygame.Surface) -> None:
        tables = self.tables
        count = len(tables)
        self._forget_closed(tables)
        self._frame = surface if surface.get_size() == gfx.LOGICAL_SIZE else None
        try:
            self._refresh_tiles(tables)  # tables are drawn on the frame first, then covered
        finally:
            self._frame = None
        surface.fill((6, 10, 8))
        for i, table in enumerate(tables):
            cached = self._scaled.get(id(table))
            if cached is not None:
                surface.blit(cached[1], self.cell(i, count))
        if count == 2:
            gfx.blit_text(surface, self.app.tr("multi.empty"), 26, (960, 1080 - 120), gfx.MUTED, "bold",
                          anchor="center")
        else:
            for i in range(count, MAX_TABLES):
                cell = self.cell(i).inflate(-40, -40)
                surface.blit(gfx.panel(cell.size, (0, 0, 0, 120), gfx.GOLD_DARK, 24, 2), cell)
                gfx.blit_text(surface, self.app.tr("multi.empty"), 30, cell.center, gfx.MUTED, "bold",
                              anchor="center", max_width=cell.w - 40)
        focused = self.focused
        pulse = 0.5 + 0.5 * math.sin(self.time * 2 * math.pi / PULSE_SECONDS)
        for i, table in enumerate(tables):
            cell = self.cell(i, count)
            if self.waiting(table):  # waiting for a decision: a pulsing gold frame
                glow = tuple(int(a + (b - a) * pulse) for a, b in zip(gfx.GOLD_DARK, gfx.GOLD_LIGHT, strict=False))
                pygame.draw.rect(surface, glow, cell.inflate(-2, -2), 6 + int(4 * pulse), border_radius=10)
            elif table is focused:
                pygame.draw.rect(surface, gfx.GOLD_LIGHT, cell.inflate(-4, -4), 4, border_radius=8)
            else:
                pygame.draw.rect(surface, (0, 0, 0), cell, 2)
            if table is focused and self.waiting(table):
                pygame.draw.rect(surface, gfx.CREAM, cell.inflate(-18, -18), 2, border_radius=6)
