"""TWISTER: choose the buy-in, how many tournaments (1-6) and the opponents; the prize
wheel's table and chances; every open tournament in a grid of small tables, the one
waiting for the player highlighted (click it, or press its number, or Tab for the next
one waiting, to open it large).

Tournaments are saved after every hand by gamelib's desk, so leaving this screen or
quitting the app keeps them; they resume on the next start.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.clock import Clock
from gamelib.errors import FeltsideError
from gamelib.games.twister.cancellation import buy_in_split
from gamelib.games.twister.room import Pace, TwisterRoom
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.wheel import BUY_INS, PRIZE_WHEEL, WHEEL_TOTAL, prize_table
from scenes.games.twister.draw import count_text, draw_table
from scenes.games.twister.rest import clock_ticks
from scenes.ui import gfx
from scenes.ui.manager import Scene, soonest
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

PANEL_RECT = pygame.Rect(24, 24, 560, 1032)
GRID_X, GRID_Y = 612, 24
TILE_W, TILE_H, TILE_GAP = 640, 328, 16
DIFFICULTIES = ("easy", "standard", "hard")


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
        self.buttons: list[Button] = []
        self._build()

    # --- layout -------------------------------------------------------------------------
    def _build(self) -> None:
        tr = self.app.tr
        x, w = PANEL_RECT.x + 28, PANEL_RECT.w - 56
        self.buttons = [Button((x, 32 + PANEL_RECT.y, 200, 56), lambda: tr("twister.to_lobby"),
                               self.app.open_lobby, hotkey="Esc", style="dark", font_size=22)]
        self._choices: list[tuple[Button, str, object]] = []  # a choice's button, what it sets, to what
        bw = (w - 3 * 12) // 4
        for i, cents in enumerate(BUY_INS):
            self._choice(Button((x + i * (bw + 12), 180, bw, 64), partial(self.app.money, cents),
                                partial(self._set, "buy_in", cents), style="dark", font_size=26), "buy_in", cents)
        cw = (w - 5 * 10) // 6
        for n in range(1, 7):
            self._choice(Button((x + (n - 1) * (cw + 10), 300, cw, 64), str(n),
                                partial(self._set, "count", n), style="dark", font_size=28), "count", n)
        dw = (w - 2 * 12) // 3
        for i, d in enumerate(DIFFICULTIES):
            self._choice(Button((x + i * (dw + 12), 420, dw, 64), partial(tr, f"twister.difficulty.{d}"),
                                partial(self._set, "difficulty", d), style="dark", font_size=24), "difficulty", d)
        self.start_button = Button((x, 508, w, 78), lambda: tr("twister.start"), self.start,
                                   hotkey="Enter", style="gold", font_size=32,
                                   enabled=self.room.can_start)
        self.buttons.append(self.start_button)

    def _choice(self, button: Button, what: str, value: object) -> None:
        self.buttons.append(button)
        self._choices.append((button, what, value))

    def _set(self, what: str, value: Any) -> None:
        setattr(self, what, value)

    def tile_rect(self, k: int) -> pygame.Rect:
        col, row = k % 2, k // 2
        return pygame.Rect(GRID_X + col * (TILE_W + TILE_GAP), GRID_Y + row * (TILE_H + TILE_GAP),
                           TILE_W, TILE_H)

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
        from scenes.games.twister.wheel import WheelScene

        first, note = self._started
        self.app.manager.push(WheelScene(self.app, table, number=self.room.number_of(table),
                                         note=note if table is first else ""))

    def open_table(self, table: TwisterTable) -> None:
        from scenes.games.twister.table import TwisterTableScene

        if not table.wheel_seen:
            self.spin(table)
            return
        self.app.open_scene(TwisterTableScene(self.app, self, table))

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
            from scenes.shell.multi_slots import refusals

            self.app.toast(" ".join(refusals(self.app)[-1:]) or self.app.tr("twister.error.too_many"))
            return True
        for b in self.buttons:
            if b.handle_event(event):
                return True
        numbered = self.room.numbered()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for table, n in numbered:
                if self.tile_rect(n - 1).collidepoint(event.pos):
                    self.open_table(table)
                    return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.start_button.click()
            if event.key == pygame.K_TAB:
                return self.open_next_waiting()
            if pygame.K_1 <= event.key <= pygame.K_6:
                by_number = {n: table for table, n in numbered}
                if event.key - pygame.K_1 + 1 in by_number:
                    self.open_table(by_number[event.key - pygame.K_1 + 1])
                return True
        return False

    def _asks_start(self, event: pygame.event.Event) -> bool:
        """A click on START or Enter (the multi-table view's rule: gamelib.seating)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.start_button.rect.collidepoint(event.pos)
        return event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)

    def update(self, dt: float) -> None:
        self.room.update(dt)
        for b in self.buttons:
            b.update(dt)
        self._to_spin = [t for t in self._to_spin if not t.wheel_seen]
        if self._to_spin and self.manager is not None and self.manager.top is self:
            self.spin(self._to_spin.pop(0))  # one wheel after the other

    def next_change(self) -> float | None:
        """The grid at rest: the next second of a level clock, the next thing a table does by
        itself, a wheel still to show (at once); None when every table waits for the player."""
        if self._to_spin:
            return 0.0
        ticks = [tick for table in self.room.running() for tick in clock_ticks(table, large=False)]
        return soonest([self.room.next_event(), *ticks, *(b.next_change() for b in self.buttons)])

    @gfx.at_designed_size  # the grid of small tables (UI scale: not here)
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(gfx.felt_background(gfx.LOGICAL_SIZE, self.app.settings.felt), (0, 0))
        self._draw_panel(surface)
        tables = self.room.running()
        waiting = self.room.waiting()
        if not tables:
            gfx.blit_text(surface, self.app.tr("twister.none_open"), 30,
                          (GRID_X + TILE_W + TILE_GAP // 2, 520), gfx.MUTED, anchor="center")
        for table, n in self.room.numbered():  # each table in the place of its number
            k = n - 1
            r = self.tile_rect(k)
            draw_table(surface, r, table, self.app, large=False,
                       highlight=bool(waiting) and table is waiting[0], blinds_up=self.room.blinds_up(table))
            if table.difficulty:  # the opponents chosen in the lobby (the pool shows top right)
                label = self.app.tr("twister.tile.chosen", n=k + 1, buy_in=self.app.money(table.t.buy_in),
                                    difficulty=self.app.tr(f"twister.difficulty.{table.difficulty}"))
            else:
                label = self.app.tr("twister.tile", n=k + 1, buy_in=self.app.money(table.t.buy_in),
                                    pool=self.app.money(table.t.prize_pool))
            gfx.blit_text(surface, label, 18, (r.centerx, r.y + 8), gfx.CREAM, "bold", anchor="midtop")
            if waiting and table is waiting[0]:  # the hotkeys that open it
                gfx.blit_text(surface, self.app.tr("twister.open_hint", n=k + 1), 18,
                              (r.x + 16, r.bottom - 14), gfx.CREAM, "bold", anchor="bottomleft")
            if table.waiting_for_player:
                gfx.blit_text(surface, self.app.tr("twister.your_turn"), 26, (r.right - 14, r.bottom - 12),
                              gfx.GOLD_LIGHT, "black", anchor="bottomright")
            elif table.finished_on_show:
                gfx.blit_text(surface, self.app.tr("twister.finished"), 26, (r.right - 14, r.bottom - 12),
                              gfx.GOLD_LIGHT, "black", anchor="bottomright")
        for b in self.buttons:
            b.draw(surface)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        tr = self.app.tr
        r = PANEL_RECT
        surface.blit(gfx.panel(r.size, (8, 16, 12, 235), gfx.GOLD, 22, 2), r)
        x = r.x + 28
        gfx.blit_text(surface, tr("twister.title"), 34, (r.right - 28, r.y + 40), gfx.GOLD, "black",
                      anchor="topright")
        gfx.blit_text(surface, tr("twister.buy_in"), 22, (x, 146), gfx.MUTED, "bold")
        split = buy_in_split(self.buy_in)  # the rules' breakdown of the chosen buy-in
        gfx.blit_text(surface, tr("twister.buy_in_split", jp=self.app.money(split.jackpot_fee),
                                  fee=self.app.money(split.tournament_fee)), 17, (r.right - 28, 150), gfx.MUTED,
                      anchor="topright", max_width=r.w - 200)
        gfx.blit_text(surface, tr("twister.count"), 22, (x, 266), gfx.MUTED, "bold")
        gfx.blit_text(surface, tr("twister.difficulty"), 22, (x, 386), gfx.MUTED, "bold")
        for b, what, value in self._choices:
            if getattr(self, what) == value:
                pygame.draw.rect(surface, gfx.GOLD_LIGHT, b.rect.inflate(8, 8), 3, border_radius=16)
        # the prize table
        y = 620
        gfx.blit_text(surface, tr("twister.prizes"), 26, (x, y), gfx.GOLD, "black")
        gfx.blit_text(surface, tr("twister.prizes.head"), 18, (x, y + 36), gfx.MUTED)
        y += 68
        for row in prize_table(self.buy_in):
            mult = count_text(self.app, row["multiplier"]) + "x"
            chance = f"{count_text(self.app, row['chance'])} / {count_text(self.app, WHEEL_TOTAL)}"
            gfx.blit_text(surface, mult, 22, (x, y), gfx.GOLD_LIGHT, "bold")
            gfx.blit_text(surface, chance, 22, (x + 250, y), gfx.CREAM,
                          anchor="topright")
            gfx.blit_text(surface, self.app.money(row["pool"]), 22, (r.right - 28, y), gfx.CREAM, "bold",
                          anchor="topright")
            y += 30
        gfx.blit_text(surface, tr("twister.split_note"), 17, (x, y + 8), gfx.MUTED, max_width=r.w - 56)
        gfx.blit_text(surface, tr("lobby.balance"), 22, (x, r.bottom - 64), gfx.MUTED, "bold")
        balance = self.app.wallet.balance - self.room.prizes_on_hold()  # no result before the river
        gfx.blit_text(surface, self.app.money(balance), 34, (r.right - 28, r.bottom - 72),
                      gfx.GOLD_LIGHT, "black", anchor="topright")
        assert len(PRIZE_WHEEL) == 9

    def language_changed(self) -> None:
        self._build()
