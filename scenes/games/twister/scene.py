"""TWISTER: the room (a screen of its own, :mod:`scenes.games.twister.room_screen`: the four
buy-ins as tiles with their prize ladders and fees, the opponents' difficulty beside their
faces, the tournaments running with their state, how many to start and START), and ALL
TABLES (G): the open tournaments in a grid of small tables beside the choices' panel (the
prize wheel's table behind PRIZE WHEEL, P, at a larger UI scale), the one waiting for the
player highlighted. A row, a tile, its number or Tab (the next one waiting) opens a table
large; a new tournament's wheel leads straight to its table.

Tournaments are saved after every hand by gamelib's desk, so leaving this screen or
quitting the app keeps them; they resume on the next start.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from gamelib.clock import Clock
from gamelib.errors import FeltsideError
from gamelib.games.twister.cancellation import buy_in_split
from gamelib.games.twister.room import Pace, TwisterRoom
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_view import table_on_show
from gamelib.games.twister.wheel import BUY_INS
from scenes.games.twister import room_screen
from scenes.games.twister.backdrop import Backdrop
from scenes.games.twister.draw import (
    blinds_up_text,
    draw_blinds_banner,
    draw_table,
    draw_tile_top,
    tile_strip,
)
from scenes.games.twister.paint import draw_felt
from scenes.games.twister.prizes import PrizesScene, draw_prize_table
from scenes.games.twister.rest import clock_faces, clock_ticks
from scenes.games.twister.room_screen import DIFFICULTIES
from scenes.games.twister.table import TwisterTableScene, ground_key, table_backdrop
from scenes.games.twister.wheel import WheelScene
from scenes.ui import gfx, pointer_looks
from scenes.ui.canvas import Canvas, Drawing
from scenes.ui.manager import Scene, soonest
from scenes.ui.recording import recorded
from scenes.ui.seating import refusals
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

PANEL_RECT = pygame.Rect(24, 24, 560, 1032)
GRID_X, GRID_Y = 612, 24
TILE_W, TILE_H, TILE_GAP = 640, 328, 16
#: At a larger UI scale the panel is wider by up to this (its choices' labels grow), the grid's
#: tiles narrower; the prize table moves to a pop-up (PRIZE WHEEL).
PANEL_GROWS = 120


def _grown() -> float:
    """0 at 100 % … 1 at 150 %."""
    return max(0.0, min(1.0, (gfx.ui_scale() - 1) / 0.5))


def panel_rect() -> pygame.Rect:
    """The lobby's panel at the player's scale."""
    return pygame.Rect(PANEL_RECT.x, PANEL_RECT.y, PANEL_RECT.w + round(PANEL_GROWS * _grown()), PANEL_RECT.h)


def grid_x() -> int:
    return GRID_X + round(PANEL_GROWS * _grown())


#: At a larger UI scale a tile has a band above its felt (the grid's spare height) for its header
#: and prize pool: they grow there instead of crowding the level lines above the plates.
TILE_BAND = 40


def tile_size() -> tuple[int, int]:
    """A grid tile's size: two side by side right of the panel, the table's proportions (at a
    larger scale with its band above the felt)."""
    w = _tile_w()
    return w, (TILE_H if w == TILE_W else w * 820 // 1600 + tile_band())


def _tile_w() -> int:
    return (gfx.LOGICAL_SIZE[0] - 12 - grid_x() - TILE_GAP) // 2 if _grown() else TILE_W


def tile_band() -> int:
    """The height of a tile's band above its felt: none at 100 %, else up to TILE_BAND as the
    three rows of tiles leave room on the screen."""
    if not _grown():
        return 0
    spare = (gfx.LOGICAL_SIZE[1] - 12 - GRID_Y - 2 * TILE_GAP) // 3 - _tile_w() * 820 // 1600
    return max(0, min(TILE_BAND, spare))


def tile_felt(r: pygame.Rect) -> pygame.Rect:
    """The felt of the tile ``r``: all of it at 100 %, under its band at a larger scale."""
    band = tile_band()
    return pygame.Rect(r.x, r.y + band, r.w, r.h - band)


def room_pace(app: AppContext) -> Pace:
    """The tables' pace from the settings: the opponents' thinking pauses, the animation speed
    and, in live pace, the player's decision clock."""
    s = app.settings
    live = getattr(s, "pace", "own") == "live"
    bank = int(getattr(s, "twister_time_bank_seconds", 0) or 0)
    return Pace.of(bool(getattr(s, "bot_thinking", True)), getattr(s, "animation_speed", "normal"),
                   float(getattr(s, "decision_seconds", 15)) if live else None,
                   float(bank) if bank and not live else None)


class TwisterScene(Scene):
    """The Twister lobby and the grid of open tournaments."""

    name = "twister"
    draws_natively = True  # gfx's primitives at the window's pixels (issue 27)
    draws_by_what_changed = True  # at 1920x1080 too: a frame lays again only what changed
    game_id = "twister"

    def __init__(self, app: AppContext, *, seed_source: Callable[[], bytes] | None = None,
                 rng: random.Random | None = None, clock: Clock | None = None) -> None:
        super().__init__(app)
        self.room = TwisterRoom.open(app.wallet, seed_source=seed_source, rng=rng, clock=clock,
                                     pace=lambda: room_pace(app), player_name=lambda: app.tr("twister.you"))
        self.buy_in = BUY_INS[0]
        self.count = 1
        self.difficulty = "standard"
        # new (or resumed, never started) tournaments whose wheel is still to show
        self._to_spin: list[TwisterTable] = [t for t in self.room.tables if not t.wheel_seen]
        self._started: tuple[TwisterTable | None, str] = (None, "")  # the first new table, what START took
        #: the table to open large once its wheel (and the wheels queued after it) have shown
        self._open_after: TwisterTable | None = None
        self.buttons: list[Button] = []
        #: which screen shows: "room" (the buy-ins, the opponents, the tournaments listed) or "grid" (ALL TABLES)
        self.mode = "room"
        #: the felt at the window's pixels, what is drawn over it laid again where it changed
        self._backdrop = Backdrop(self._draw_felt)
        #: the large table's still part, made ahead while a prize wheel waits (``ground_ahead``)
        self._table_ground: Backdrop | None = None
        #: The last frame laid whole: its drawings under the buttons (laid again as they are under a
        #: pointer's clip). The last frame drawn: the buttons' looks, what else it showed that
        #: changes by itself (``_shows``), the tables' next event then and the time since.
        self._under: list[Drawing] | None = None
        self._drawn_looks: list[pointer_looks.Look] | None = None
        self._drawn_shows: tuple[object, ...] | None = None
        self._event_due: float | None = None
        self._since_drawn = 0.0
        self._build()

    def show_grid(self) -> None:
        """ALL TABLES (G): the open tournaments as small tables beside the choices' panel."""
        self.mode = "grid"
        self._build()

    def show_room(self) -> None:
        """ROOM (G on the grid): the buy-ins, the opponents and the tournaments listed."""
        self.mode = "room"
        self._build()

    # --- layout -------------------------------------------------------------------------
    def _build(self) -> None:
        if self.mode == "room":
            self._build_room()
        else:
            self._build_grid()

    def _build_room(self) -> None:
        """The room's buttons: LOBBY and ALL TABLES at the top, how many and START at the bottom
        (the buy-in tiles and the difficulty cards are chosen by a click or the arrow keys)."""
        tr = self.app.tr
        h = min(76, gfx.ui_px(60))
        self.buttons = [Button((24, 20, gfx.ui_px(200), h), lambda: tr("twister.to_lobby"), self.app.open_lobby,
                               hotkey="Esc", style="dark", font_size=22),
                        Button((1896 - 340 - gfx.ui_px(260), 20, gfx.ui_px(260), h), lambda: tr("twister.grid"),
                               self.show_grid, hotkey="G", style="dark", font_size=22)]
        self._choices: list[tuple[Button, str, object]] = []  # a choice's button, what it sets, to what
        self._labels: list[tuple[str, int]] = []  # the grid panel's rows' labels (key, y)
        self.prizes_button: Button | None = None
        for n in range(1, 7):
            self._choice(Button(room_screen.count_rect(n), str(n), partial(self._set, "count", n), style="dark",
                                font_size=28), "count", n)
        self.start_button = Button(room_screen.start_rect(), self._start_label, self.start,
                                   hotkey="Enter", style="gold", font_size=34, enabled=self.room.can_start)
        self.buttons.append(self.start_button)

    def _start_label(self) -> str:
        """START with what it takes: "START · 2 × € 5.00 = € 10.00"."""
        tr = self.app.tr
        return tr("twister.room.start", cost=tr("twister.room.cost", count=self.count, buy_in=self.app.money(self.buy_in),
                                               total=self.app.money(self.buy_in * self.count)))

    def _build_grid(self) -> None:
        """The panel's buttons at the player's scale: each row as tall as its grown label, the
        gaps as designed (at 100 % exactly the designed places)."""
        tr = self.app.tr
        f = gfx.ui_scale()
        panel = panel_rect()
        x, w = panel.x + 28, panel.w - 56
        lobby_w = 200 if f == 1 else 170  # grown: room for the title beside it
        self.buttons = [Button((x, 32 + panel.y, lobby_w, gfx.ui_px(56)), lambda: tr("twister.room"),
                               self.show_room, hotkey="G", style="dark", font_size=22)]
        self._choices = []
        self._labels = []
        y = self.buttons[0].rect.bottom + 34
        h = gfx.ui_px(64)
        bw = (w - 3 * 12) // 4
        rows: list[tuple[str, list[tuple[Callable[[], str] | str, Callable[[], None], str, object]], int, int]] = [
            ("twister.buy_in", [(partial(self.app.money, c), partial(self._set, "buy_in", c), "buy_in", c)
                                for c in BUY_INS], bw, 26),
            ("twister.count", [(str(n), partial(self._set, "count", n), "count", n) for n in range(1, 7)],
             (w - 5 * 10) // 6, 28),
            ("twister.difficulty", [(partial(tr, f"twister.difficulty.{d}"), partial(self._set, "difficulty", d),
                                     "difficulty", d) for d in DIFFICULTIES], (w - 2 * 12) // 3, 24)]
        self._row_factor: dict[str, float] = {}
        for key, choices, cw, size in rows:
            self._labels.append((key, y))
            y += gfx.ui_px(34)
            gap = (w - len(choices) * cw) // max(1, len(choices) - 1)
            for i, (label, act, what, value) in enumerate(choices):
                self._choice(Button((x + i * (cw + gap), y, cw, h), label, act, style="dark", font_size=size),
                             what, value)
            y += h + 22
        y += 2
        self.start_button = Button((x, y, w, gfx.ui_px(78)), lambda: tr("twister.start"), self.start,
                                   hotkey="Enter", style="gold", font_size=32,
                                   enabled=self.room.can_start)
        self.buttons.append(self.start_button)
        #: at a larger scale the prize table is a pop-up behind this button (no room in the panel)
        self.prizes_button = None
        if f > 1:
            self.prizes_button = Button((x, self.start_button.rect.bottom + 28, w, gfx.ui_px(56)),
                                        lambda: tr("twister.prizes"), self.show_prizes, hotkey="P",
                                        style="dark", font_size=24)
            self.buttons.append(self.prizes_button)

    def show_prizes(self) -> None:
        """PRIZE WHEEL (larger UI scale): the prize table in a large pop-up."""

        self.app.manager.push(PrizesScene(self.app, self.buy_in))

    def _choice(self, button: Button, what: str, value: object) -> None:
        self.buttons.append(button)
        self._choices.append((button, what, value))

    def _set(self, what: str, value: Any) -> None:
        setattr(self, what, value)

    def tile_rect(self, k: int) -> pygame.Rect:
        col, row = k % 2, k // 2
        w, h = tile_size()
        return pygame.Rect(grid_x() + col * (w + TILE_GAP), GRID_Y + row * (h + TILE_GAP), w, h)

    # --- actions ------------------------------------------------------------------------
    def start(self) -> None:
        block = self.app.betting_block()
        if block:  # responsible gaming: a limit or a break stops new buy-ins
            self.app.toast(block)
            return
        try:
            new = self.room.start(self.buy_in, self.count, self.difficulty)
        except FeltsideError as exc:
            self.app.show_error(exc)
            return
        self.app.sound("chip")
        if new:  # said on the first wheel, under its title (a toast would cover the title)
            key = "twister.started" if len(new) > 1 else "twister.started.one"
            self._started = (new[0], self.app.tr(key, count=len(new), amount=self.app.money(self.buy_in * len(new))))
            self._to_spin = list(new)

    def spin(self, table: TwisterTable) -> None:
        first, note = self._started
        if self._open_after is None or self._open_after not in self.room.running():
            self._open_after = table
        self._backdrop.release()  # covered by the wheel: its pixels become the wheel's (no 33 MB made at 4K)
        self.app.manager.push(WheelScene(self.app, table, number=self.room.number_of(table),
                                         note=note if table is first else "", ahead=self.ground_ahead))

    #: Physical rows of the large table's still part made in one quiet frame of a wheel (at 4K a
    #: band costs ~3.5 ms: the felt's light worked out for it).
    AHEAD_ROWS = 240

    def ground_ahead(self, surface: Canvas) -> bool:
        """A band more of the large table's still part made at ``surface``'s pixels, while a
        wheel covers this screen (its own kept felt let go first: the table's is made in its
        pixels). True once whole: the table opened next lays it in its first frame, not makes
        it (at 4K 40-65 ms, the felt and the window's layer, in one frame)."""
        if self._table_ground is None:
            self._backdrop.release()  # covered by the wheels, then by the table (as open_table does)
            self._table_ground = table_backdrop(self.app)
        return self._table_ground.ahead(surface, ground_key(self.app), self.AHEAD_ROWS)

    def table_backdrop(self) -> Backdrop:
        """The still part of the large table opening now: the one made ahead, or a new one."""
        made, self._table_ground = self._table_ground, None
        return made if made is not None else table_backdrop(self.app)

    def open_table(self, table: TwisterTable) -> None:
        if not table.wheel_seen:
            self.spin(table)
            return
        if table is self._open_after:  # opened by the player: not again after the wheels
            self._open_after = None
        self._backdrop.release()  # covered by the table (its own felt kept at the window's pixels)
        self.app.open_scene(TwisterTableScene(self.app, self, table))

    def exit(self) -> None:
        super().exit()
        self._backdrop.release()

    def open_next_waiting(self) -> bool:
        waiting = self.room.waiting()
        if waiting:
            self.open_table(waiting[0])
            return True
        return False

    def leave_table(self, pop: bool = True) -> None:
        """Closing Twister or quitting: a hand in play is finished with the default decisions
        (check, else fold) and saved; the tournaments resume on the next start."""
        self.room.play_out_hands()
        if pop:
            self.app.open_lobby()

    # --- scene --------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.room.can_start() and self._asks_start(event):  # START greyed: say why
            self.app.toast(" ".join(refusals(self.app)[-1:]) or self.app.tr("twister.error.too_many"))
            return True
        for b in self.buttons:
            if b.handle_event(event):
                return True
        numbered = self.room.numbered()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for table, n in numbered:
                place = room_screen.tournament_row(n - 1) if self.mode == "room" else self.tile_rect(n - 1)
                if place.collidepoint(event.pos):
                    self.open_table(table)
                    return True
            if self.mode == "room" and self._room_click(event.pos):
                return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_g:
                (self.show_grid if self.mode == "room" else self.show_room)()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                k = BUY_INS.index(self.buy_in) + (1 if event.key == pygame.K_RIGHT else -1)
                self.buy_in = BUY_INS[k % len(BUY_INS)]
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                k = DIFFICULTIES.index(self.difficulty) + (1 if event.key == pygame.K_DOWN else -1)
                self.difficulty = DIFFICULTIES[k % len(DIFFICULTIES)]
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.start_button.click()
            if event.key == pygame.K_TAB:
                return self.open_next_waiting()
            if event.key == pygame.K_p and self.prizes_button is not None:
                return self.prizes_button.click()
            if pygame.K_1 <= event.key <= pygame.K_6:
                by_number = {n: table for table, n in numbered}
                if event.key - pygame.K_1 + 1 in by_number:
                    self.open_table(by_number[event.key - pygame.K_1 + 1])
                return True
        return False

    def _room_click(self, pos: tuple[int, int]) -> bool:
        """A buy-in tile or a difficulty card chosen with a click."""
        for k, buy_in in enumerate(BUY_INS):
            if room_screen.buy_in_tile(k).collidepoint(pos):
                self.buy_in = buy_in
                self.app.sound("button", 0.5)
                return True
        for k, difficulty in enumerate(DIFFICULTIES):
            if room_screen.difficulty_card(k).collidepoint(pos):
                self.difficulty = difficulty
                self.app.sound("button", 0.5)
                return True
        return False

    def _asks_start(self, event: pygame.event.Event) -> bool:
        """A click on START or Enter (the multi-table view's rule: gamelib.seating)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.start_button.rect.collidepoint(event.pos)
        return event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)

    def update(self, dt: float) -> None:
        self._since_drawn += dt
        self.room.update(dt)
        for b in self.buttons:
            b.update(dt)
        self._to_spin = [t for t in self._to_spin if not t.wheel_seen]
        if self._to_spin and self.manager is not None and self.manager.top is self:
            self.spin(self._to_spin.pop(0))  # one wheel after the other
        elif self._open_after is not None and self.manager is not None and self.manager.top is self:
            table, self._open_after = self._open_after, None  # the wheels shown: to the table, large
            if table.wheel_seen and table in self.room.running():
                self.open_table(table)

    def next_change(self) -> float | None:
        """The grid at rest: the next second of a level clock, the next thing a table does by
        itself, a wheel still to show (at once); None when every table waits for the player."""
        if self._to_spin or self._open_after is not None:
            return 0.0
        ticks = [tick for table in self.room.running() for tick in clock_ticks(table, large=False)]
        return soonest([self.room.next_event(), *ticks, *(b.next_change() for b in self.buttons)])

    def draw(self, surface: pygame.Surface) -> None:
        self._since_drawn, self._event_due, self._drawn_shows = 0.0, self.room.next_event(), self._shows()
        if isinstance(surface, Canvas):  # drawn again only where it changed, over the kept felt (issue 27)
            self._lay(surface)
        else:
            self._draw_felt(surface)
            self._draw_on_felt(surface)
            self._draw_buttons(surface)
        self._drawn_looks = pointer_looks.looks_of(self.buttons)

    def _lay(self, surface: Canvas) -> None:
        """The frame over the kept felt: under a pointer's clip (``changed_by_pointer``) the buttons
        alone recorded again over what the last frame drew under them; else all of it recorded."""
        key = (self.app.settings.felt,)
        clip = surface.target.get_clip()
        if clip != surface.target.get_rect() and self._under is not None:
            surface.target.set_clip(None)  # the buttons recorded whole, as a whole frame records them
            try:
                lit = recorded(surface, lambda: self._draw_buttons(cast(pygame.Surface, surface)))
            finally:
                surface.target.set_clip(clip)
            if self._backdrop.lay_within(surface, key, self._under + lit, clip):
                return
        drawn_on = cast(pygame.Surface, surface)
        under = recorded(surface, lambda: self._draw_on_felt(drawn_on))
        lit = recorded(surface, lambda: self._draw_buttons(drawn_on))
        self._under = under if clip == surface.target.get_rect() else None
        self._backdrop.lay(surface, key, under + lit)

    def _shows(self) -> tuple[object, ...]:
        """What the screen shows that changes with time, not by the tables' events: the balance,
        the tables' clocks (their faces), a wheel to show, a button held down."""
        return (self.app.wallet.balance - self.room.prizes_on_hold(), self.mode,
                tuple(clock_faces(t, large=False) for t in self.room.running()),
                bool(self._to_spin) or self._open_after is not None, any(b.next_change() == 0.0 for b in self.buttons))

    def changed_by_pointer(self) -> list[pygame.Rect] | None:
        """The room and the grid show the pointer only through their buttons (the tiles, rows and
        cards are chosen by a click, never lit): those lit or left, unless a change came due since
        the last frame (a level clock's second, a table acting by itself, the balance: the whole frame). Issue
        27: at 3840x2160 each pointer move recorded the whole room again, 2-5 ms, up to 16."""
        due = self._event_due
        if (due is not None and self._since_drawn >= due) or self._shows() != self._drawn_shows:
            return None
        return pointer_looks.changed(self._drawn_looks, pointer_looks.looks_of(self.buttons))

    def _draw_on_felt(self, surface: pygame.Surface) -> None:
        if self.mode == "room":
            self._draw_room(surface)
        else:
            self._draw_grid(surface)

    def _draw_felt(self, surface: pygame.Surface) -> None:
        draw_felt(surface, pygame.Rect((0, 0), gfx.LOGICAL_SIZE), self.app.settings.felt)

    def _draw_grid(self, surface: pygame.Surface) -> None:
        """ALL TABLES over the felt: the choices' panel and each table small in its place."""
        self._draw_panel(surface)
        tables = self.room.running()
        waiting = self.room.waiting()
        tw, th = tile_size()
        if not tables:
            gx = grid_x()
            gfx.blit_text(surface, self.app.tr("twister.none_open"), 30, (gx + tw + TILE_GAP // 2, 520),
                          gfx.MUTED, anchor="center", max_width=gfx.LOGICAL_SIZE[0] - gx - 40)
        for table, n in self.room.numbered():  # each table in the place of its number
            k = n - 1
            r = self.tile_rect(k)
            lit = bool(waiting) and table is waiting[0]
            if tile_band():  # the band above the felt, framed with it when the table waits first
                gfx.draw_panel(surface, r, (8, 14, 11, 235), gfx.GOLD_LIGHT if lit else gfx.GOLD_DARK,
                               12, 3 if lit else 1)
            level = self.room.blinds_up(table)
            over_board = level is not None and bool(table_on_show(table).board)  # the last hand's cards on show
            draw_table(surface, tile_felt(r), table, self.app, large=False, text_w=TILE_W,
                       highlight=lit and not tile_band(), blinds_up=None if over_board else level)
            if tile_band() and lit:
                gfx.rect(surface, gfx.GOLD_LIGHT, r, 3, border_radius=12)
            self._draw_tile_texts(surface, r, table, k, waiting)
            if over_board and level is not None:  # over the tile's top lines, not its cards
                strip = tile_strip(r, tile_felt(r), table).inflate(-12, -12)
                text = blinds_up_text(self.app, level)
                draw_blinds_banner(surface, strip, text, gfx.fit_size(text, 30, strip.w - 32, strip.h - 6, "black"),
                                   radius=10, glow=False)

    def _draw_room(self, surface: pygame.Surface) -> None:
        """The room: the title and the balance, the buy-in tiles, the opponents, the tournaments
        running, how many to start and START."""
        tr = self.app.tr
        gfx.veil(surface, 70)
        left, right = self.buttons[0].rect.right + 30, self.buttons[1].rect.x - 30
        gfx.blit_text(surface, tr("twister.title"), 46, ((left + right) // 2, self.buttons[0].rect.centery), gfx.GOLD,
                      "black", anchor="center", shadow=True, max_width=right - left)
        balance = self.app.wallet.balance - self.room.prizes_on_hold()  # no result before the river
        label = gfx.blit_text(surface, tr("lobby.balance"), 18, (1896, 22), gfx.MUTED, "bold", anchor="topright",
                              max_width=320)
        gfx.blit_text(surface, self.app.money(balance), 34, (1896, label.bottom), gfx.GOLD_LIGHT, "black",
                      anchor="topright", max_width=320)
        for k, buy_in in enumerate(BUY_INS):
            room_screen.draw_buy_in_tile(surface, self.app, k, buy_in == self.buy_in)
        tiles = room_screen.tiles_box()
        gfx.blit_text(surface, tr("twister.split_note"), 18, (960, tiles.bottom + 10), gfx.MUTED, anchor="midtop",
                      max_width=tiles.w)
        gfx.blit_text(surface, tr("twister.difficulty"), 22, (room_screen.MARGIN, room_screen.LOWER_Y), gfx.MUTED,
                      "bold", max_width=room_screen.LIST_X - 80)
        for k, difficulty in enumerate(DIFFICULTIES):
            room_screen.draw_difficulty_card(surface, self.app, k, difficulty == self.difficulty)
        room_screen.draw_faces(surface, self.app)
        room_screen.draw_tournaments(surface, self.app, self.room.numbered())
        first = room_screen.count_rect(1)
        gfx.blit_text(surface, tr("twister.count"), 22, (first.x - 20, first.centery), gfx.MUTED, "bold",
                      anchor="midright", max_width=first.x - 20 - room_screen.MARGIN)
        for b, what, value in self._choices:
            if getattr(self, what) == value:
                gfx.rect(surface, gfx.GOLD_LIGHT, b.rect.inflate(8, 8), 3, border_radius=16)

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        """The buttons, drawn over all else (the pointer shows through them alone)."""
        for b in self.buttons:
            b.draw(surface)

    def _draw_tile_texts(self, surface: pygame.Surface, r: pygame.Rect, table: TwisterTable, k: int,
                         waiting: list[TwisterTable]) -> None:
        """A tile's header (number, buy-in, opponents), the hotkeys that open it and YOUR TURN,
        grown with the player's scale in the room the tile's level lines and seats leave."""
        if table.difficulty:  # the opponents chosen in the lobby (the pool shows top right)
            label = self.app.tr("twister.tile.chosen", n=k + 1, buy_in=self.app.money(table.t.buy_in),
                                difficulty=self.app.tr(f"twister.difficulty.{table.difficulty}"))
        else:
            label = self.app.tr("twister.tile", n=k + 1, buy_in=self.app.money(table.t.buy_in),
                                pool=self.app.money(table.t.prize_pool))
        if gfx.text_scaled():  # grown: the header and the level, pool and clock lines at one factor
            draw_tile_top(surface, r, tile_felt(r), table, self.app, label)
        else:
            gfx.blit_text(surface, label, 18, (r.centerx, r.y + 8), gfx.CREAM, "bold", anchor="midtop")
        plate_left = r.centerx - r.w * 200 // 1600  # the player's plate (and its dealer button) bottom centre
        if waiting and table is waiting[0]:  # the hotkeys that open it
            gfx.blit_text(surface, self.app.tr("twister.open_hint", n=k + 1), 18,
                          (r.x + 16, r.bottom - 14), gfx.CREAM, "bold", anchor="bottomleft",
                          max_width=plate_left - r.x - 24 if gfx.text_scaled() else None)
        status = "twister.your_turn" if table.waiting_for_player else "twister.finished" \
            if table.finished_on_show else ""
        if status:
            gfx.blit_text(surface, self.app.tr(status), 26, (r.right - 14, r.bottom - 12), gfx.GOLD_LIGHT, "black",
                          anchor="bottomright",
                          max_width=r.right - 14 - (r.centerx + r.w * 240 // 1600) if gfx.text_scaled() else None)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        tr = self.app.tr
        r = panel_rect()
        gfx.draw_panel(surface, r, (8, 16, 12, 235), gfx.GOLD, 22, 2)
        x = r.x + 28
        lobby = self.buttons[0].rect
        gfx.blit_text(surface, tr("twister.title"), 34, (r.right - 28, r.y + 40 if lobby.h == 56 else lobby.centery),
                      gfx.GOLD, "black", anchor="topright" if lobby.h == 56 else "midright",
                      max_width=None if lobby.h == 56 else r.right - 28 - lobby.right - 16)
        (buy_key, buy_y), *others = self._labels
        label = gfx.blit_text(surface, tr(buy_key), 22, (x, buy_y), gfx.MUTED, "bold", max_width=r.w // 3)
        split = buy_in_split(self.buy_in)  # the rules' breakdown of the chosen buy-in
        gfx.blit_text(surface, tr("twister.buy_in_split", jp=self.app.money(split.jackpot_fee),
                                  fee=self.app.money(split.tournament_fee)), 17,
                      (r.right - 28, buy_y + 4 if gfx.ui_scale() == 1 else label.centery), gfx.MUTED,
                      anchor="topright" if gfx.ui_scale() == 1 else "midright",
                      max_width=r.w - 200 if gfx.ui_scale() == 1 else r.right - 28 - label.right - 16)
        for key, y in others:
            gfx.blit_text(surface, tr(key), 22, (x, y), gfx.MUTED, "bold", max_width=r.w - 56)
        for b, what, value in self._choices:
            if getattr(self, what) == value:
                gfx.rect(surface, gfx.GOLD_LIGHT, b.rect.inflate(8, 8), 3, border_radius=16)
        if self.prizes_button is None:
            draw_prize_table(surface, self.app, self.buy_in, pygame.Rect(x, 620, r.w - 56, 370))
        gfx.blit_text(surface, tr("lobby.balance"), 22, (x, r.bottom - gfx.ui_px(64)), gfx.MUTED, "bold",
                      max_width=r.w // 3)
        balance = self.app.wallet.balance - self.room.prizes_on_hold()  # no result before the river
        gfx.blit_text(surface, self.app.money(balance), 34, (r.right - 28, r.bottom - gfx.ui_px(72)),
                      gfx.GOLD_LIGHT, "black", anchor="topright", max_width=r.w * 2 // 3 - 56)


    def language_changed(self) -> None:
        self._build()
