"""The Video Poker table, 1 to 100 hands: the extra hands in a grid across the upper half,
the main hand large below with HOLD/HELD, the hint line, the pay table with this round's
count per line, and VALUE / HANDS / REBET / CHANGE (pay table) / EV / DEAL-DRAW on the rail.

Only showing lives here: the rules, the bets and the analysis are gamelib's
(video_poker, vp_bets, vp_strategy, vp_analysis). The draw is animated hand by hand from
the finished round (the game never waits on the screen); "instant" shows all at once.
The grid is one cached surface, updated one hand at a time, so a frame stays a few blits.
The grid, the pay table panel and the CHANGE dialog are in ``vp_widgets``; the hints, the
EV table and the trainer in ``vp_advice``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.cards import Card
from gamelib.games.video_poker.bets import VideoPokerBets
from gamelib.games.video_poker.paytables import PAYTABLES, PayTable
from gamelib.games.video_poker.rules import VideoPokerRound
from gamelib.games.video_poker.strategy import default_rule
from gamelib.hands import HandName
from scenes.games.video_poker.advice import HoldAdvice
from scenes.games.video_poker.widgets import GRID, HandGrid, PaytableDialog, draw_paytable
from scenes.table.base import CardPlace, TableScene
from scenes.table.events import flip_card
from scenes.ui import gfx
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.app import App

# --- layout (logical px; the grid of extra hands, GRID, is in vp_widgets) ----------------------
MAIN_X, MAIN_Y, MAIN_W, MAIN_STEP = 1000, 636, 148, 172
HOLD_Y = 742
HINT_Y = 806
PAY_RECT = pygame.Rect(24, 504, 452, 388)
#: seconds per extra hand while the draw is shown, and the most the whole draw may take
REVEAL_PACE = {"normal": (0.06, 1.6), "fast": (0.025, 0.7)}


class VideoPokerTable(HoldAdvice, TableScene):
    """Video Poker: value x hands, one deal, the same holds, every hand its own draw."""

    game_id = "video-poker"
    SPOTS = {}  # no chip spots: the bet is VALUE x HANDS
    CARD_PLACES = {"main": CardPlace(MAIN_X, MAIN_Y, width=MAIN_W, step=(MAIN_STEP, 0), count=5)}
    FELT_ARC = None
    SHOE = (MAIN_X, -160)  # cards fall in from above the screen
    LIMITS_RECT = (1476, 690, 420, 0)
    LOG_RECT = (1476, 504, 420, 170)

    def __init__(self, app: App, *, seed_source: Callable[[], bytes] | None = None,
                 config: dict[str, Any] | None = None) -> None:
        self.bets = VideoPokerBets(balance=lambda: 0)
        self.grid = HandGrid()
        self._grid_key: tuple[Any, ...] | None = None
        self.revealed = 0  # extra hands shown after the draw
        self.reveal_time = 0.0
        self.revealing = False
        self.result_shown = False
        self.main_line = ""
        self._init_advice()
        super().__init__(app, seed_source=seed_source, config=config)
        self.bets.balance = self.session.available

    # --- widgets ----------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        super()._build_widgets()
        tr, bets = self.app.tr, self.bets
        betting = self.betting_open
        y = 950
        self.value_down = Button((30, y, 74, 84), "−", lambda: self._bet(bets.value_down), font_size=40,
                                 enabled=lambda: betting() and bets.can_value_down())
        self.value_up = Button((252, y, 74, 84), "+", lambda: self._bet(bets.value_up), font_size=40,
                               enabled=lambda: betting() and bets.can_value_up())
        specs: list[tuple[str | Callable[[], str], Callable[[], Any], Callable[[], bool]]] = [
            ("+1", lambda: bets.add_hands(1), lambda: betting() and bets.can_add_hands()),
            ("+10", lambda: bets.add_hands(10), lambda: betting() and bets.can_add_hands()),
            (lambda: tr("vp.max"), bets.max_hands, lambda: betting() and bets.can_add_hands()),
            (lambda: tr("table.undo"), bets.undo, lambda: betting() and bets.can_undo()),
        ]
        hands = []
        for i, (label, action, enabled) in enumerate(specs):
            undo = i == len(specs) - 1
            hands.append(Button((346 + i * 88, y, 82, 84), label, self._bet_action(action),
                                hotkey="Del" if undo else "", font_size=24, enabled=enabled,
                                on_hold=self._bet_action(bets.clear) if undo else None))
        self.hand_buttons = hands
        x, w, g = self.CONTROLS_X, self.CONTROL_W, self.CONTROL_GAP
        self.rebet_button = Button((x + 16, y, w - 16, 84), lambda: tr("table.rebet"), self.rebet,
                                   hotkey="R", enabled=lambda: betting() and bets.can_rebet())
        self.paytable_button = Button((x + w + g, y, w, 84), lambda: tr("vp.paytable_button"),
                                      self.open_paytables, hotkey="P", enabled=betting)
        self.ev_button = Button((x + 2 * (w + g), y, w, 84), lambda: tr("vp.ev_button"), self.toggle_ev,
                                hotkey="E", style="blue", enabled=lambda: self.session.in_round)
        self.deal_button = Button((x + 3 * (w + g), y, w, 84),
                                  lambda: tr("vp.draw") if self.session.in_round else tr("table.deal"),
                                  self.deal_or_draw, hotkey="Enter", style="gold",
                                  enabled=self._deal_or_draw_enabled)
        self.bet_buttons = [self.value_down, self.value_up, *hands, self.rebet_button,
                            self.paytable_button, self.deal_button]
        self.round_buttons = [self.ev_button, self.deal_button]

    def _active_buttons(self) -> list[Button]:
        return [*self.bet_buttons, self.ev_button] if not self.session.in_round else self.round_buttons

    def _deal_or_draw_enabled(self) -> bool:
        if self.session.in_round:
            return not self.player.busy
        return self.betting_open() and not self.revealing and (
            self.bets.can_deal() or self._deal_repeats())

    def _deal_repeats(self) -> bool:
        """DEAL right after a round, with nothing changed since, deals the same bet again; once
        VALUE or the pay table is touched, DEAL needs HANDS (or REBET) like a first round."""
        return self.bets.hands == 0 and self.bets.can_rebet() and bool(self.shown_stakes)

    def _bet_action(self, action: Callable[[], Any]) -> Callable[[], None]:
        return lambda: self._bet(action)

    def _bet(self, action: Callable[[], Any]) -> None:
        if not self.betting_open() or self.revealing:
            return
        self._start_new_bets()
        if self._guard(action) is not None:
            self.app.sound("button", 0.5)
        self._grid_key = None

    # --- shared controls, video poker style -------------------------------------------------
    def betting_open(self) -> bool:
        """Bets can be built: no round in play and the last draw fully shown."""
        return not self.session.in_round and not getattr(self, "revealing", False)

    def undo(self) -> None:
        self._bet(self.bets.undo)

    def clear_bets(self) -> None:
        self._bet(self.bets.clear)

    def rebet(self) -> None:
        self._bet(self.bets.rebet)

    def double(self) -> None:
        """No DOUBLE at video poker."""

    def can_rebet(self) -> bool:
        return self.bets.can_rebet()

    def space(self) -> None:
        self.deal_or_draw()

    def bet_total(self) -> int:
        if self.session.in_round or (self.shown_stakes and self.bets.hands == 0):
            return sum(self.shown_stakes.values())
        return self.bets.total

    def _start_new_bets(self) -> None:
        if not self.session.in_round and self.shown_stakes:
            self.clear_table()

    @property
    def paytable(self) -> PayTable:
        rnd = self.round
        return rnd.paytable if rnd is not None and self.shown_stakes else PAYTABLES[self.bets.paytable]

    @property
    def round(self) -> VideoPokerRound | None:
        rnd = self.session.round
        return rnd if isinstance(rnd, VideoPokerRound) else None

    @property
    def hand_count(self) -> int:
        rnd = self.round
        return rnd.hand_count if rnd is not None and self.shown_stakes else self.bets.hands

    def line_name(self, name: str) -> str:
        key = "vp.line." + name
        text: str = self.app.tr(key)
        return name if text == key else text

    # --- the round ---------------------------------------------------------------------------
    def deal_or_draw(self) -> None:
        if self.session.in_round:
            rnd = self.round
            if rnd is not None and not self.player.busy:
                self.draw_hands(tuple(sorted(rnd.held)), trainer=True)
        else:
            self.deal()

    def deal(self) -> None:
        if not self.betting_open() or self.revealing:
            return
        if self._deal_repeats():
            self.bets.rebet()
        blocked = self.bets.deal_blocked()
        if blocked is not None:
            self.app.show_error(blocked)
            return
        slip = self.session.slip
        slip.clear()
        slip.amounts["bet"] = self.bets.total
        self.session.config.update(self.bets.config())
        super().deal()
        if self.session.in_round:
            self.bets.round_dealt()
            self._prepare_analysis()
        else:
            slip.clear()
        self._grid_key = None

    def act(self, action: str, **params: Any) -> list[Any]:
        """Decisions that do not come from the DRAW button (the live countdown's default)."""
        if action != "draw":
            return super().act(action, **params)
        return self.draw_hands(tuple(sorted(params.get("holds", ()))), trainer=False)

    def draw_hands(self, holds: tuple[int, ...], trainer: bool = True) -> list[Any]:
        """DRAW with these holds (the trainer may first warn), then show it hand by hand."""
        rnd = self.round
        if rnd is None or rnd.is_over:
            return []
        if trainer and not self._trainer_allows(holds):
            return []
        events = self._guard(lambda: self.session.act("draw", holds=list(holds)))
        if events is None:
            return []
        self.ev_open = False
        self._start_reveal(rnd)
        return events

    def _start_reveal(self, rnd: VideoPokerRound) -> None:
        main = rnd.hands[0]
        for p, card in enumerate(main.cards):
            sprite = self.cards.get(("main", p))
            if sprite is not None and p not in rnd.held:
                flip_card(self, sprite, card.id)
        self.revealed = 0
        self.reveal_time = 0.0
        self.revealing = True  # the grid keeps its face-down picture; hands are drawn in one by one
        self.app.sound("card_deal", 0.6)
        if self.animator.speed == "instant":
            self._finish_reveal()

    def _finish_reveal(self) -> None:
        """Show the whole result at once (end of the animation, instant speed, leaving)."""
        rnd = self.round
        self.revealing = False
        if rnd is None or not rnd.hands or self.result_shown:
            return
        if self.grid.n == rnd.hand_count - 1 and self._grid_key is not None:
            while self.revealed < rnd.hand_count - 1:  # only the hands not shown yet
                self.revealed += 1
                self.grid.draw_hand(self, self.revealed - 1)
        else:
            self.revealed = rnd.hand_count - 1
            self._grid_key = None
        for p, card in enumerate(rnd.hands[0].cards):
            sprite = self.cards.get(("main", p))
            if sprite is not None:
                sprite.card_id, sprite.face_up, sprite.flip = card.id, True, 1.0
                sprite.highlight = bool(rnd.hands[0].line)
        self.main_line = rnd.hands[0].line or ""
        self._round_result(rnd.total_staked, rnd.total_paid)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.revealing:
            rnd = self.round
            extra = (rnd.hand_count - 1) if rnd is not None else 0
            per, most = REVEAL_PACE.get(self.animator.speed, (0.0, 0.0))
            per = min(per, most / max(1, extra))
            self.reveal_time += dt
            target = extra if per <= 0 else min(extra, int(self.reveal_time / per))
            if self.revealed < target:
                self._refresh_grid()
            while self.revealed < target:
                self.revealed += 1
                self.grid.draw_hand(self, self.revealed - 1)
            if self.revealed >= extra and not self.animator.busy:
                self._finish_reveal()

    # --- what the grid shows -------------------------------------------------------------------
    def grid_cards(self, index: int) -> tuple[list[Card | None], tuple[str, int] | None]:
        """Hand ``index``'s five cards (None: face down) and its (line, paid) once shown."""
        rnd = self.round
        if rnd is None or not self.shown_stakes:
            return [None] * 5, None
        if rnd.hands and index <= self.revealed and index < len(rnd.hands):
            h = rnd.hands[index]
            return list(h.cards), (h.line or "", h.paid)
        held = rnd.held
        return [rnd.dealt[p] if p in held else None for p in range(5)], None

    def _refresh_grid(self) -> None:
        rnd = self.round
        key = (self.hand_count, id(rnd), tuple(sorted(rnd.held)) if rnd else (), bool(self.shown_stakes),
               self.app.lang, self.app.settings.card_back, self.app.settings.four_colour_deck)
        if key != self._grid_key:
            self._grid_key = key
            self.grid.rebuild(self, max(0, self.hand_count - 1))

    # --- holds -----------------------------------------------------------------------------------
    def toggle_hold(self, position: int) -> None:
        rnd = self.round
        if rnd is None or rnd.is_over or self.player.busy or not self.session.in_round:
            return
        self._guard(lambda: rnd.toggle_hold(position))
        self.trainer_warning = ""
        self.app.sound("button", 0.4)
        self._grid_key = None

    def handle_game_key(self, event: pygame.event.Event) -> bool:
        key = event.key
        if pygame.K_1 <= key <= pygame.K_5:
            self.toggle_hold(key - pygame.K_1)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.deal_or_draw()
            return True
        if key == pygame.K_e:
            self.toggle_ev()
            return True
        if key == pygame.K_r:  # REBET only (Space and Enter deal, repeating the last bet at 0 hands)
            self.rebet()
            return True
        if key == pygame.K_p:
            self.open_paytables()
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.session.in_round:
            for p in range(5):
                x, y, w = self.card_position("main", p)
                cw, ch = gfx.card_size(w)
                if pygame.Rect(x - cw / 2, y - ch / 2, cw, ch + 60).collidepoint(event.pos):
                    self.toggle_hold(p)
                    return True
        return super().handle_event(event)

    # --- showing events --------------------------------------------------------------------------
    def clear_table(self) -> None:
        super().clear_table()
        self.revealed = 0
        self.revealing = False
        self.result_shown = False
        self.main_line = ""
        self.trainer_warning = ""
        self._warned_holds = None
        self._grid_key = None
        self._evs = None

    def show_card_dealt(self, to: str, index: int, card_id: int, face_up: bool) -> None:
        if to == "main":
            super().show_card_dealt(to, index, card_id, face_up)
        # the draw of every hand is shown by the reveal, not card by card

    def show_hand(self, to: str, name: HandName | str, best_five: tuple[int, ...]) -> None:
        if to == "main":
            self.main_line = str(name)  # video poker names a hand by its pay line

    def show_bet_settled(self, event: Any) -> None:
        """Each hand's result is shown in the grid and the pay table."""

    def show_round_over(self, staked: int, paid: int) -> None:
        """A RoundOver that came through the event player (leaving mid-round)."""
        self._finish_reveal()

    def _round_result(self, staked: int, paid: int) -> None:
        self.result_shown = True
        self.last_win = paid
        self.announce_result(staked, paid)

    # --- drawing -----------------------------------------------------------------------------------
    def layer_key(self) -> tuple[Any, ...]:
        rnd = self.round
        s = self.app.settings
        return super().layer_key() + (
            self.bets.value, self.bets.hands, self.bets.paytable, self.bets.can_deal(),
            tuple(sorted(rnd.held)) if rnd else (), self.result_shown, self.main_line, self.ev_open,
            self.trainer_warning, self.trainer_total, s.vp_hint, s.trainer, self.revealing,
            bool(self._evs), tuple(self._tables),
        )

    def draw_table(self, surface: pygame.Surface) -> None:
        draw_paytable(surface, self, PAY_RECT)
        rnd = self.round
        tr = self.app.tr
        if not self.cards:  # before the deal: where the main hand will lie
            for p in range(5):
                x, y, w = self.card_position("main", p)
                cw, ch = gfx.card_size(w)
                r = pygame.Rect(0, 0, cw, ch)
                r.center = (int(x), int(y))
                surface.blit(gfx.panel(r.size, (0, 0, 0, 60), gfx.GOLD_DARK, 12, 2), r)
        if self.hand_count <= 1 and not self.ev_open:
            gfx.blit_text(surface, self.paytable.title.upper(), 64, GRID.center, gfx.GOLD_DARK, "black",
                          anchor="center", shadow=True)
        if rnd is not None and self.shown_stakes:
            hint, marked = self.hint_text()
            for p in range(5):
                x, _, w = self.card_position("main", p)
                held = p in rnd.held
                if self.session.in_round:
                    r = pygame.Rect(0, 0, w - 20, 34)
                    r.center = (int(x), HOLD_Y + 17)
                    surface.blit(gfx.panel(r.size, (200, 160, 40, 235) if held else (0, 0, 0, 150),
                                           gfx.GOLD_LIGHT if held else gfx.GOLD_DARK, 10, 2), r)
                    gfx.blit_text(surface, tr("vp.held") if held else tr("vp.hold"), 22, r.center,
                                  gfx.INK if held else gfx.MUTED, "black", anchor="center")
                    if p in marked:
                        pygame.draw.line(surface, gfx.GOLD_LIGHT, (r.x + 8, r.bottom + 6), (r.right - 8, r.bottom + 6), 4)
                    gfx.blit_text(surface, str(p + 1), 16, (int(x), MAIN_Y - 118), gfx.MUTED, "bold",
                                  anchor="midbottom")
            if self.session.in_round:
                if self.main_line:
                    hint = tr("vp.dealt", line=self.line_name(self.main_line)) + " · " + hint
                gfx.blit_text(surface, hint, 24, (MAIN_X, HINT_Y), gfx.CREAM, "bold", anchor="midtop",
                              max_width=940)
            elif self.result_shown:
                main = rnd.hands[0] if rnd.hands else None
                text = (f"{self.line_name(main.line)} · {tr('table.win')} {self.app.money(main.paid)}"
                        if main is not None and main.line else tr("vp.no_win"))
                gfx.blit_text(surface, text, 30, (MAIN_X, HOLD_Y + 4), gfx.GOLD_LIGHT if main and main.line
                              else gfx.MUTED, "black", anchor="midtop", shadow=True)
            if self.trainer_warning:
                gfx.blit_text(surface, self.trainer_warning, 22, (MAIN_X, HINT_Y + 36), (250, 130, 110),
                              "bold", anchor="midtop", max_width=940)
            elif self.app.settings.trainer and self.trainer_total:
                pct = 100 * self.trainer_optimal / self.trainer_total
                gfx.blit_text(surface, tr("vp.trainer_score", optimal=self.trainer_optimal,
                                          total=self.trainer_total, pct=f"{pct:.0f}",
                                          lost=f"{self.trainer_lost:.4f}"),
                              20, (MAIN_X, HINT_Y + 38), gfx.MUTED, "bold", anchor="midtop")
        if self.ev_open:
            self._draw_ev_table(surface, (MAIN_X, GRID.centery))

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        self._refresh_grid()
        if not self.ev_open:
            surface.blit(self.grid.surface, GRID)
        super().draw_dynamic(surface)

    def _draw_rail(self, surface: pygame.Surface) -> None:
        tr, money = self.app.tr, self.app.money
        gfx.blit_text(surface, tr("vp.value"), 20, (178, 912), gfx.GOLD, "black", anchor="midtop")
        box = pygame.Rect(110, 950, 136, 84)
        surface.blit(gfx.panel(box.size, (0, 0, 0, 190), gfx.GOLD_DARK, 12, 2), box)
        gfx.blit_text(surface, money(self.bets.value), 26, box.center, gfx.GOLD_LIGHT, "black", anchor="center",
                      max_width=box.w - 10)
        hands = self.bets.hands if self.bets.hands or not self.shown_stakes else self.hand_count
        gfx.blit_text(surface, tr("vp.hands", n=hands), 20, (515, 912), gfx.GOLD, "black", anchor="midtop")
        total = self.bet_total()
        gfx.blit_text(surface, tr("vp.total_bet", total=money(total)), 20,
                      (self.CONTROLS_X + 2 * self.CONTROL_W, 912), gfx.GOLD, "black", anchor="midtop")
        for b in [*self.bet_buttons, self.ev_button]:
            b.draw(surface)
        reason = self.deal_reason()
        if reason:
            gfx.blit_text(surface, reason, 20, (1080, 1044), (250, 150, 120), "bold", anchor="midtop",
                          max_width=760)
        self.balance_box.draw(surface)
        self.bet_box.draw(surface)
        self.win_box.draw(surface)

    def deal_reason(self) -> str:
        """Why DEAL is disabled, in the player's words ("" while it is enabled or in a round)."""
        if self.session.in_round or self.revealing or self._deal_or_draw_enabled():
            return ""
        blocked = self.bets.deal_blocked()
        if blocked is None:
            return ""
        from scenes.ui.dialog import error_text

        return error_text(blocked, self.app.lang)

    def pace_can_deal(self) -> bool:
        """Live pace: the window closes on a round when hands are chosen and can be paid."""
        return self.bets.hands > 0 and self.bets.can_deal()

    # --- pay table dialog -----------------------------------------------------------------------
    def open_paytables(self) -> None:
        if self.betting_open() and not self.revealing:
            self.app.manager.push(PaytableDialog(self.app, self))

    def select_paytable(self, name: str) -> None:
        def select() -> bool:
            self.bets.select_paytable(name)
            return True

        self._bet(select)
        self._prepare_analysis()

    # --- demo states for screenshots ---------------------------------------------------------
    @classmethod
    def demo_states(cls) -> list[tuple[str, Callable[[TableScene], None]]]:
        def drive(n: int, step: str, paytable: str = "jacks-or-better") -> Callable[[TableScene], None]:
            def run(scene: TableScene) -> None:
                assert isinstance(scene, VideoPokerTable)
                if step == "paytables":
                    scene.open_paytables()
                    return
                scene.demo_hands(n, paytable)
                if step != "betting":
                    scene.deal()
                if step == "drawn":
                    scene.demo_finish()
                elif step == "ev":
                    scene.demo_ev()
            return run

        out = [("betting", drive(10, "betting"))]
        for n in (1, 10, 100):
            out += [(f"{n}_hands_dealt", drive(n, "dealt")), (f"{n}_hands_drawn", drive(n, "drawn"))]
        out += [("25_hands_drawn_ddb", drive(25, "drawn", "double-double-bonus")),
                ("5_hands_deuces", drive(5, "drawn", "deuces-wild")),
                ("ev_table", drive(5, "ev")), ("paytables", drive(0, "paytables"))]
        return out

    def demo_hands(self, n: int = 10, paytable: str = "jacks-or-better") -> None:
        bets = self.bets
        bets.select_paytable(paytable)
        bets.set_value(500 if n == 1 else 100 if n <= 10 else 10 if n > 50 else 20)
        bets.clear()
        bets.add_hands(n)

    def demo_ev(self) -> None:
        self.player.flush()
        self.analysis_tables(self.paytable.name, wait=True)
        self.ev_open = True

    def demo_finish(self) -> None:
        self.player.flush()
        rnd = self.round
        if rnd is not None and not rnd.is_over:
            for p in default_rule(rnd.paytable, rnd.dealt).positions:
                rnd.toggle_hold(p)
            self.draw_hands(tuple(sorted(rnd.held)), trainer=False)
        self.player.flush()
        self.animator.finish_all()
        if self.revealing:
            self._finish_reveal()


def benchmark_frames(hands: int = 100, frames: int = 600, clock: Callable[[], float] | None = None) -> list[float]:
    """Seconds per frame (update + draw) of the table while the draw of ``hands`` animates.

    ``clock`` defaults to wall time; ``time.thread_time`` measures this thread's CPU only
    (what the frame costs when the machine is shared)."""
    import tempfile
    import time

    from scenes.showcase import catalogue
    from scenes.table.layout import demo_seed

    with tempfile.TemporaryDirectory() as tmp:
        app: Any = catalogue.headless_app(tmp, size=(1920, 1080))
        app.update_settings(animation_speed="normal")
        table = VideoPokerTable(app, seed_source=demo_seed("bench"))
        app.open_tables.append(table)
        app.manager.push(table)
        times: list[float] = []
        canvas = app.canvas
        now = clock or time.perf_counter
        while len(times) < frames:
            table.demo_hands(hands)
            table.deal()
            table.player.flush()
            table.animator.finish_all()
            rnd = table.round
            assert rnd is not None
            table.draw_hands(default_rule(rnd.paytable, rnd.dealt).positions, trainer=False)
            while table.revealing and len(times) < frames:
                start = now()
                table.update(1 / 120)
                table.draw(canvas)
                times.append(now() - start)
        app.wallet.close()
        return times
