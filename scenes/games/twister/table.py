"""One Twister tournament large: three seats, stacks, bets, the dealer button, blinds and
the time to the next level, pots, the board; the bet slider with ½ POT / POT / ALL-IN
presets and FOLD / CHECK / CALL / RAISE buttons with hotkeys; the finishing screen.

Hotkeys: F fold, C check or call, R bet/raise the slider amount, A all-in, 1 / 2 / 3 set
the slider to ½ pot / pot / all-in, Up/Down (or the wheel) move it by a big blind,
H hand history, Tab the next table waiting for you, Esc back to the Twister tables.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from gamelib.cards import seed_commitment
from gamelib.errors import FeltsideError
from gamelib.games.twister.table import TwisterTable
from gamelib.ledger import is_round_id
from scenes.games.twister.draw import count_text, draw_table, place_text
from scenes.ui import gfx
from scenes.ui.manager import Scene
from scenes.ui.widgets.base import Button
from scenes.ui.widgets.info import GameCode

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.games.twister.scene import TwisterScene

TABLE_RECT = pygame.Rect(160, 96, 1600, 820)
SLIDER = pygame.Rect(1040, 944, 560, 16)
BTN_Y, BTN_H = 990, 72


class TwisterTableScene(Scene):
    """A tournament table, large and playable."""

    name = "twister-table"
    closes_on_escape = True

    def __init__(self, app: App, hub: TwisterScene, table: TwisterTable) -> None:
        super().__init__(app)
        self.hub = hub
        self.table = table
        self.amount = 0
        self._dragging = False
        self._heard = len(table.operations)
        self._dealt: dict[tuple[Any, ...], float] = {}  # card key -> seconds since it appeared
        self._build()

    # --- layout -------------------------------------------------------------------------
    def _build(self) -> None:
        tr = self.app.tr
        self.top_buttons = [
            Button((24, 20, 240, 60), lambda: tr("twister.back"), self.close, hotkey="Esc", font_size=22),
            Button((280, 20, 220, 60), lambda: tr("twister.history"), self.open_history, hotkey="H",
                   font_size=22),
            Button((1656, 20, 240, 60), lambda: tr("twister.grid"), self.next_waiting, hotkey="Tab",
                   font_size=22, enabled=lambda: bool(self._others_waiting())),
        ]
        self.fold_b = Button((40, BTN_Y, 210, BTN_H), lambda: tr("twister.fold"), lambda: self.act("fold"),
                             hotkey="F", style="red", enabled=lambda: self._can("fold"))
        self.call_b = Button((266, BTN_Y, 250, BTN_H), self._call_label, self.check_or_call, hotkey="C",
                             style="dark", enabled=lambda: self._can("check") or self._can("call"))
        self.raise_b = Button((532, BTN_Y, 300, BTN_H), self._raise_label, self.bet_or_raise, hotkey="R",
                              style="gold", enabled=self._can_raise)
        self.presets = [
            Button((1040 + k * 192, BTN_Y, 176, BTN_H), label, (lambda key=key: self.preset(key)),
                   hotkey=str(k + 1), font_size=22, enabled=self._can_raise)
            for k, (key, label) in enumerate((("half", lambda: tr("twister.half_pot")),
                                               ("pot", lambda: tr("twister.pot_preset")),
                                               ("all_in", lambda: tr("twister.all_in"))))]
        self.allin_b = Button((848, BTN_Y, 170, BTN_H), lambda: tr("twister.all_in"), lambda: self.act("all_in"),
                              hotkey="A", style="red", enabled=lambda: self._can("all_in"))
        self.done_b = Button((810, 700, 300, 76), lambda: tr("twister.close"), self.acknowledge,
                             hotkey="Enter", style="gold")
        self.code_label = GameCode((TABLE_RECT.x + 20, TABLE_RECT.bottom - 58), lambda: tr("table.game_code"),
                                   self.game_code, lambda: seed_commitment(self.table.t.seed))
        self.buttons = [*self.top_buttons, self.fold_b, self.call_b, self.raise_b, self.allin_b,
                        *self.presets]

    # --- state helpers --------------------------------------------------------------------
    def game_code(self) -> str:
        """#HH:MM:SS (GMT): when the tournament's buy-in round opened (read from its round id)."""
        rid = self.table.t.ticket or ""
        if not is_round_id(rid):
            return ""
        hms = rid.split("-")[1]
        return f"#{hms[:2]}:{hms[2:4]}:{hms[4:]}"

    def _options(self) -> Any:
        hand = self.table.t.hand
        if not self.table.waiting_for_player or hand is None:
            return None
        return hand.options()

    def _can(self, kind: str) -> bool:
        opts = self._options()
        return opts is not None and kind in opts.kinds

    def _can_raise(self) -> bool:
        return self._can("bet") or self._can("raise")

    def _call_label(self) -> str:
        opts = self._options()
        if opts is not None and opts.can_call:
            return self.app.tr("twister.call", amount=count_text(self.app, opts.to_call))
        return self.app.tr("twister.check")

    def _raise_label(self) -> str:
        opts = self._options()
        amount = count_text(self.app, self._slider_amount()) if opts is not None else ""
        key = "twister.bet" if opts is not None and opts.can_bet else "twister.raise"
        return self.app.tr(key, amount=amount)

    def _slider_amount(self) -> int:
        opts = self._options()
        if opts is None or not (opts.can_bet or opts.can_raise):
            return 0
        return max(opts.min_to, min(opts.max_to, self.amount or opts.min_to))

    def _others_waiting(self) -> list[TwisterTable]:
        return [t for t in self.hub.room.waiting() if t is not self.table]

    # --- actions --------------------------------------------------------------------------
    def act(self, kind: str, amount: int | None = None) -> None:
        try:
            self.table.player_act(kind, amount)
        except FeltsideError as exc:
            self.app.show_error(exc)
            return
        self.amount = 0
        self.app.sound("chip" if kind not in ("fold", "check") else "button", 0.6)

    def check_or_call(self) -> None:
        self.act("check" if self._can("check") else "call")

    def bet_or_raise(self) -> None:
        self.act("bet" if self._can("bet") else "raise", self._slider_amount())

    def preset(self, key: str) -> None:
        amounts = self.table.presets()
        if key in amounts:
            self.amount = amounts[key]

    def nudge(self, steps: int) -> None:
        opts = self._options()
        if opts is None or not (opts.can_bet or opts.can_raise):
            return
        bb = self.table.t.hand.big_blind if self.table.t.hand else 20
        self.amount = max(opts.min_to, min(opts.max_to, self._slider_amount() + steps * bb))

    def close(self) -> None:
        if self.manager is not None and self in self.manager:
            self.manager.pop()

    def acknowledge(self) -> None:
        self.table.acknowledged = True
        self.close()

    def next_waiting(self) -> None:
        others = self._others_waiting()
        if others:
            self.close()
            self.hub.open_table(others[0])

    def open_history(self) -> None:
        from scenes.games.twister.hand_history import HandHistoryScene

        self.app.manager.push(HandHistoryScene(self.app, self.table))

    # --- scene ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.table.is_over:
            if self.done_b.handle_event(event):
                return True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.done_b.click()
        for b in self.buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                SLIDER.inflate(0, 36).collidepoint(event.pos):
            self._dragging = True
            self._slide_to(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self._dragging:
            self._slide_to(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self._dragging:
            self._dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.nudge(event.y)
            return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_f: self.fold_b, pygame.K_c: self.call_b, pygame.K_r: self.raise_b,
                    pygame.K_a: self.allin_b, pygame.K_1: self.presets[0], pygame.K_2: self.presets[1],
                    pygame.K_3: self.presets[2], pygame.K_h: self.top_buttons[1],
                    pygame.K_TAB: self.top_buttons[2]}
            if event.key in keys:
                keys[event.key].click()
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.nudge(1 if event.key == pygame.K_UP else -1)
                return True
        return False

    def _slide_to(self, x: int) -> None:
        opts = self._options()
        if opts is None or not (opts.can_bet or opts.can_raise):
            return
        f = max(0.0, min(1.0, (x - SLIDER.x) / SLIDER.w))
        self.amount = int(opts.min_to + f * (opts.max_to - opts.min_to))

    def update(self, dt: float) -> None:
        self.hub.room.update(dt)
        for b in [*self.buttons, self.done_b]:
            b.update(dt)
        for key in self._dealt:
            self._dealt[key] += dt
        if len(self._dealt) > 200:  # forget the cards of hands gone by
            now = self.table.t.hands_played
            self._dealt = {k: v for k, v in self._dealt.items() if k[1] >= now}
        self._sounds()

    DEAL_SECONDS = 0.28

    def _motion(self, key: tuple[Any, ...]) -> float:
        """How far a card has slid in: new cards start at the shoe, one after another."""
        pace = {"normal": 1.0, "fast": 0.45, "instant": 0.0}.get(self.app.settings.animation_speed, 1.0)
        if pace <= 0:
            return 1.0
        if key not in self._dealt:
            queued = sum(1 for age in self._dealt.values() if age < 0)
            self._dealt[key] = -queued * 0.12 * pace  # a short stagger between cards
        return max(0.0, min(1.0, self._dealt[key] / (self.DEAL_SECONDS * pace)))

    def _sounds(self) -> None:
        """Cards, chips and wins of this table are heard (the others stay quiet)."""
        from gamelib.games.twister.operations import (
            BetPlaced,
            BoardDealt,
            Called,
            HoleDealt,
            PotAwarded,
        )

        new = self.table.operations[self._heard:]
        self._heard = len(self.table.operations)
        me = self.table.t.player_seat
        kinds = set()
        for op in new:
            if isinstance(op, BoardDealt | HoleDealt):
                kinds.add("card")
            elif isinstance(op, BetPlaced | Called):
                kinds.add("chip")
            elif isinstance(op, PotAwarded) and any(
                    self.table.t.hand_seats[seat] == me for seat, _ in op.shares):
                kinds.add("win")
        for kind in sorted(kinds):
            self.app.sound(kind, 0.7)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((6, 12, 9))
        draw_table(surface, TABLE_RECT, self.table, self.app, large=True, motion=self._motion,
                   blinds_up=self.hub.room.blinds_up(self.table))
        self.code_label.draw(surface)
        rail = pygame.Rect(0, 930, 1920, 150)
        surface.blit(gfx.panel(rail.size, (6, 10, 8, 240), gfx.GOLD_DARK, 0, 2), rail)
        for b in self.buttons:
            b.draw(surface)
        self._draw_slider(surface)
        gfx.blit_text(surface, self.app.tr("lobby.balance"), 20, (1640, 962), gfx.MUTED, "bold")
        gfx.blit_text(surface, self.app.money(self.app.wallet.balance), 32, (1896, 992), gfx.GOLD_LIGHT,
                      "black", anchor="topright", max_width=256)
        if self.table.waiting_for_player:
            gfx.blit_text(surface, self.app.tr("twister.your_turn"), 34, (960, 50), gfx.GOLD_LIGHT,
                          "black", anchor="center")
        others = self._others_waiting()
        if others:
            k = self.hub.room.running().index(others[0]) + 1 if others[0] in self.hub.room.running() else 0
            gfx.blit_text(surface, self.app.tr("twister.other_waiting", n=k), 22, (1640, 50),
                          gfx.GOLD_LIGHT, "bold", anchor="midright")
        if self.table.is_over:
            self._draw_finish(surface)

    def _draw_slider(self, surface: pygame.Surface) -> None:
        opts = self._options()
        live = opts is not None and (opts.can_bet or opts.can_raise)
        pygame.draw.rect(surface, gfx.GOLD_DARK if live else gfx.DISABLED, SLIDER, border_radius=8)
        if not live:
            return
        span = max(1, opts.max_to - opts.min_to)
        f = (self._slider_amount() - opts.min_to) / span
        x = SLIDER.x + int(f * SLIDER.w)
        pygame.draw.rect(surface, gfx.GOLD_LIGHT, (SLIDER.x, SLIDER.y, x - SLIDER.x, SLIDER.h),
                         border_radius=8)
        pygame.draw.circle(surface, gfx.CREAM, (x, SLIDER.centery), 16)
        pygame.draw.circle(surface, gfx.GOLD, (x, SLIDER.centery), 16, 3)
        gfx.blit_text(surface, count_text(self.app, opts.min_to), 18, (SLIDER.x, SLIDER.y - 6), gfx.MUTED,
                      anchor="bottomleft")
        gfx.blit_text(surface, count_text(self.app, opts.max_to), 18, (SLIDER.right, SLIDER.y - 6), gfx.MUTED,
                      anchor="bottomright")

    def _draw_finish(self, surface: pygame.Surface) -> None:
        t = self.table.t
        veil = pygame.Surface(gfx.LOGICAL_SIZE, pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        box = pygame.Rect(0, 0, 860, 520)
        box.center = (960, 500)
        surface.blit(gfx.panel(box.size, (10, 20, 15, 245), gfx.GOLD, 24, 3, glow=True), box)
        tr = self.app.tr
        gfx.blit_text(surface, tr("twister.finished"), 44, (960, box.y + 40), gfx.GOLD, "black",
                      anchor="midtop")
        seat = t.player_seat
        place = t.places.get(seat, 0) if seat is not None else 0
        if place:
            gfx.blit_text(surface, tr("twister.finished.place", place=place_text(self.app, place)), 40,
                          (960, box.y + 130), gfx.CREAM, "bold", anchor="midtop")
        prize = self.table.prize or 0
        text = tr("twister.finished.prize", prize=self.app.money(prize)) if prize else \
            tr("twister.finished.none")
        gfx.blit_text(surface, text, 40, (960, box.y + 200), gfx.GOLD_LIGHT if prize else gfx.MUTED,
                      "black", anchor="midtop")
        y = box.y + 290
        for s in sorted(t.places, key=lambda k: t.places[k]):
            e = t.entrants[s]
            who = tr("twister.you") if e.is_player else e.name
            line = f"{place_text(self.app, t.places[s])}  {who}  {self.app.money(t.prize_of(s))}"
            gfx.blit_text(surface, line, 28, (960, y), gfx.CREAM, anchor="midtop")
            y += 40
        self.done_b.rect.midbottom = (960, box.bottom - 24)
        self.done_b.draw(surface)

    def language_changed(self) -> None:
        self._build()
