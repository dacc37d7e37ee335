"""TableScene: the base of every game table — felt, chips, bet spots, shared controls,
hotkeys, decision window, event player and result banner.

A game scene only declares where things go (see scenes/README.md)::

    class TexasBonusTable(TableScene):
        game_id = "texas-holdem-bonus"
        SPOTS = {"ante": (760, 700), "bonus": (560, 700), ...}
        CARD_PLACES = {"dealer": CardPlace(960, 200), "board": CardPlace(960, 430),
                       "player": CardPlace(960, 660)}
        DECISIONS = (Decision("fold", "action.fold", pygame.K_f, "F"), ...)

The bet-building rules are gamelib's (BetSlip); this class only calls
``slip.place / undo / double / rebet / clear`` and shows their errors.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from gamelib.errors import FeltsideError
from gamelib.events import Event
from gamelib.i18n import has
from gamelib.pace import LivePace, PaceTimes
from scenes.table.events import EventPlayer, EventShower, ResultBanner
from scenes.table.layout import CardPlace, Decision, demo_seed
from scenes.table.live_pace import PacedScene, SceneClock
from scenes.table.view import TableView
from scenes.ui.hand_names import hand_name
from scenes.ui.manager import Scene
from scenes.ui.tween import Animator
from scenes.ui.widgets.base import Button
from scenes.ui.widgets.cards import CardSprite
from scenes.ui.widgets.chips import BetSpot, ChipRack, FlyingChip
from scenes.ui.widgets.info import (
    CountdownBar,
    GameCode,
    HandLabel,
    LimitsPanel,
    MessageLog,
    TrafficLight,
    ValueBox,
)

if TYPE_CHECKING:
    from gamelib.session import TableSession
    from scenes.app import App

__all__ = ["CardPlace", "Decision", "TableScene", "demo_seed"]

log = logging.getLogger("feltside.table")

DELETE_HOLD_SECONDS = 3.0


class TableScene(TableView, EventShower, Scene):
    """The base of every game table. Subclasses declare layout; hooks below customise."""

    name = "table"
    game_id: ClassVar[str] = ""
    #: Bet spot centres by spot name (spots of the game's TableLimits).
    SPOTS: ClassVar[dict[str, tuple[int, int]]] = {}
    SPOT_RADIUS: ClassVar[int] = 72
    #: Card places by event target ("player", "dealer", "board", "hand1" …).
    CARD_PLACES: ClassVar[dict[str, CardPlace]] = {}
    #: Decision buttons, in the order shown; only the legal ones appear.
    DECISIONS: ClassVar[tuple[Decision, ...]] = ()
    #: Where cards come from (the shoe, top right).
    SHOE: ClassVar[tuple[int, int]] = (1720, 190)
    #: Card places every hand shares (the board): part of any hand's best five.
    SHARED_PLACES: ClassVar[tuple[str, ...]] = ("board",)
    BANNER_CENTRE: ClassVar[tuple[int, int]] = (960, 470)
    #: The printed arc on the felt: centre y and radii, or None for no arc.
    FELT_ARC: ClassVar[tuple[int, int, int] | None] = (-260, 1180, 860)

    # shared layout (logical px) --------------------------------------------------------
    RAIL_Y = 900
    CHIP_POS = (36, 930)
    CHIP_D = 82
    CONTROLS_X = 700
    CONTROL_W, CONTROL_H, CONTROL_GAP = 176, 88, 14
    CONTROLS_Y = 950
    BOX_X = 1500
    LIMITS_RECT = (24, 100, 320, 0)  # height from the rows
    LOG_RECT = (24, 716, 400, 160)

    def __init__(self, app: App, *, seed_source: Callable[[], bytes] | None = None,
                 config: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        from gamelib.games import find_game
        from gamelib.session import TableSession

        self.definition = find_game(self.game_id)
        kwargs: dict[str, Any] = {"reserved": lambda: self._reserved_elsewhere(),
                                  "gate": app.rg.verify_can_bet}  # responsible gaming blocks the deal
        if seed_source is not None:
            kwargs["seed_source"] = seed_source
        self.session: TableSession = TableSession(
            app.wallet, self.definition, table_id=str(len(app.open_tables) + 1),
            config={**self.session_config(), **(config or {})}, **kwargs)
        self.animator = Animator(app.settings.animation_speed)
        self.clock = SceneClock()  # scene timers; gamelib's live pace reads its time
        self.player = EventPlayer(self)
        self.banner = ResultBanner(self.BANNER_CENTRE)
        self.cards: dict[tuple[str, int], CardSprite] = {}
        self.flying: list[FlyingChip] = []
        self.hand_labels: dict[str, HandLabel] = {}
        self.best_five: dict[str, tuple[int, ...]] = {}
        self.shown_stakes: dict[str, int] = {}
        self.results: dict[str, str] = {}
        self.last_win = 0
        self.round_code = ""
        #: Live pace (gamelib.pace decides when bets close and what a time-out takes); None in own pace.
        self.pace: LivePace | None = None
        self._paced = PacedScene(self)
        self._decisions_enabled: dict[Decision, bool] = {}
        self._delete_down = 0.0
        self._delete_held = False
        self._background: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple[Any, ...] | None = None
        self._checks: dict[str, Callable[[], bool]] = {}
        self._states: dict[Any, bool] = {}
        self._states_key: tuple[Any, ...] | None = None
        self._state_epoch = 0
        self._state_age = 0.0
        self._build_widgets()
        self.say(app.tr("msg.welcome"))
        self.say(app.tr("msg.place_bets"))

    # --- hooks for game scenes -----------------------------------------------------------
    def session_config(self) -> dict[str, Any]:
        """Config for the TableSession (pay table, number of hands …)."""
        return {}

    def spot_label(self, spot: str) -> str:
        """A spot's name on the felt: ``spot.<game>.<name>``, then ``spot.<name>``, else upper-case."""
        for key in (f"spot.{self.game_id}.{spot}", f"spot.{spot}"):
            if has(key, "en"):
                return self.app.tr(key)
        return spot.upper()

    def action_label(self, action: str) -> str:
        """A decision's name in the dealer's messages (default ``action.<name>``; a table with
        its own words for CHECK or FOLD says them, as on its buttons)."""
        return str(self.app.tr(f"action.{action}"))

    def card_position(self, to: str, index: int) -> tuple[float, float, int]:
        """Where card ``index`` of ``to`` lies: (x, y, width)."""
        place = self.CARD_PLACES.get(to)
        if place is None:
            return 960 + index * 100, 540, 100
        return place.position(index)

    def decision_options(self) -> list[Decision]:
        """The decision buttons to show now (default: DECISIONS that are legal)."""
        rnd = self.session.round
        if rnd is None or rnd.is_over:
            return []
        legal = rnd.legal_actions()
        chosen = [d for d in self.DECISIONS if d.action in legal]
        known = {d.action for d in self.DECISIONS}
        chosen += [Decision(a, f"action.{a}") for a in legal if a not in known]
        return chosen

    def decorate_felt(self, surface: pygame.Surface) -> None:
        """Print the game's own markings on the felt (called once; cached)."""

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw game panels (pay tables, jackpot meter) above the felt, under cards."""

    def handle_game_key(self, event: pygame.event.Event) -> bool:
        """Game-specific keys before the shared ones (e.g. video poker holds 1–5)."""
        return False

    def round_finished(self) -> None:
        """Called when a round's RoundOver has been shown."""

    def pace_can_deal(self) -> bool:
        """Live pace: does the betting window close on a round (default: the slip is ready)?"""
        return self.session.can_deal()

    # --- widgets -----------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        app, slip = self.app, self.session.slip
        limits = self.definition.limits
        self.rack = ChipRack(self.CHIP_POS, limits.chips, self.chip_enabled, diameter=self.CHIP_D, gap=12)
        self.spots: dict[str, BetSpot] = {}
        for rule in limits.spots:
            pos = self.SPOTS.get(rule.name)
            if pos is None:
                continue
            clickable = not rule.by_decision and rule.mirrors is None
            self.spots[rule.name] = BetSpot(
                rule.name, pos, (lambda n=rule.name: self.spot_label(n)),
                (lambda n=rule.name: self.spot_amount(n)), rule.max_cents, self.click_spot,
                (lambda r=rule: self.spot_enabled(r.name)), self.SPOT_RADIUS, limits.chips,
                app.money, lambda: app.tr("table.limit_reached"), clickable)
        x, y, w, h, g = self.CONTROLS_X, self.CONTROLS_Y, self.CONTROL_W, self.CONTROL_H, self.CONTROL_GAP
        self.undo_button = Button((x, y, w, h), lambda: app.tr("table.undo"), self.undo, hotkey="Del / Ctrl+Z",
                                  on_hold=self.clear_bets, enabled=self.betting_open_and("undo", slip.can_undo))
        self.double_button = Button((x + (w + g), y, w, h), lambda: app.tr("table.double"), self.double,
                                    hotkey="Space", enabled=self.betting_open_and("double", slip.can_double))
        self.rebet_button = Button((x + 2 * (w + g), y, w, h), lambda: app.tr("table.rebet"), self.rebet,
                                   hotkey="Space", enabled=self.betting_open_and("rebet", self.can_rebet))
        self.deal_button = Button((x + 3 * (w + g), y, w, h), lambda: app.tr("table.deal"), self.deal,
                                  hotkey="Enter", style="gold",
                                  enabled=self.betting_open_and("deal", self.session.can_deal))
        self.bet_buttons = [self.undo_button, self.double_button, self.rebet_button, self.deal_button]
        self.lobby_button = Button((24, 20, 180, 62), lambda: app.tr("ui.lobby"), app.open_lobby, hotkey="Esc",
                                   font_size=22)
        self.leave_button = Button((1836, 20, 62, 62), "✕", self.ask_leave, font_size=28, style="red")
        self.top_buttons = [self.lobby_button, self.leave_button]
        bx = self.BOX_X
        self.balance_box = ValueBox((bx, 926, 396, 70), lambda: app.tr("table.balance"),
                                    lambda: app.money(app.wallet.balance))
        self.bet_box = ValueBox((bx, 1004, 193, 66), lambda: app.tr("table.bet"),
                                lambda: app.money(self.bet_total()))
        self.win_box = ValueBox((bx + 203, 1004, 193, 66), lambda: app.tr("table.win"),
                                lambda: app.money(self.last_win))
        rows = len([r for r in limits.spots if r.mirrors is None and not r.by_decision])
        lx, ly, lw, _ = self.LIMITS_RECT
        self.limits_panel = LimitsPanel((lx, ly, lw, 52 + rows * 27), lambda: app.tr("table.limits"),
                                        self.limit_rows)
        self.message_log = MessageLog(self.LOG_RECT, lambda: app.tr("table.messages"))
        self.message_log.hidden = not app.settings.dealer_log
        lx, ly, lw, lh = self.LOG_RECT
        self.log_button = Button((lx + lw - 40, ly + 6, 32, 26), lambda: "+" if self.message_log.hidden else "−",
                                 self.toggle_messages, font_size=20, radius=8)
        self.top_buttons.append(self.log_button)
        self._place_log_button()
        self.light = TrafficLight((1836, 100, 62, 168), self.light_state)
        self.code_label = GameCode((1470, 36), lambda: app.tr("table.game_code"), lambda: self.round_code,
                                   self.seed_hash, lambda: app.tr("table.next_round"))
        self.countdown = CountdownBar((0, 0, 10, 14), self.decision_fraction)
        self.decision_buttons: list[tuple[Decision, Button]] = []
        self._options_key: tuple[Decision, ...] | None = None

    def toggle_messages(self) -> None:
        """Hide or show the dealer's messages (M, or the small button on the panel)."""
        self.message_log.hidden = not self.message_log.hidden
        self._place_log_button()

    def _place_log_button(self) -> None:
        lx, ly, lw, lh = self.LOG_RECT
        if self.message_log.hidden:  # the button stays where the panel's bottom was
            self.log_button.rect = pygame.Rect(lx, ly + lh - 30, 140, 30)
            self.log_button.label = lambda: "+ " + self.app.tr("table.messages")
        else:
            self.log_button.rect = pygame.Rect(lx + lw - 40, ly + 6, 32, 26)
            self.log_button.label = lambda: "−"

    def betting_open_and(self, name: str, check: Callable[[], bool]) -> Callable[[], bool]:
        """A control's enabled state: gamelib's answer, asked again only when the bets change."""
        self._checks[name] = check
        return lambda: self.betting_open() and self._control_state(name)

    def _control_state(self, name: str) -> bool:
        self._refresh_states()
        return self._states.get(name, False)

    def chip_enabled(self, chip: int) -> bool:
        self._refresh_states()
        return self._states.get(("chip", chip), False)

    def _refresh_states(self, force: bool = False) -> None:
        """Ask the slip (which reads the wallet) once per change of the bets, or every 0.25 s."""
        slip = self.session.slip
        key = (slip.total, len(slip._steps), self.session.in_round, self._state_epoch)
        if not force and key == self._states_key:
            return
        self._states_key = key
        states: dict[Any, bool] = {name: bool(check()) for name, check in self._checks.items()}
        for chip in self.definition.limits.chips:
            states[("chip", chip)] = slip.chip_enabled(chip)
        self._states = states

    # --- state --------------------------------------------------------------------------------
    def betting_open(self) -> bool:
        """Bets can be built now (no round in play, betting not closed by the light)."""
        return not self.session.in_round

    def can_rebet(self) -> bool:
        return self.session.slip.can_rebet(self.session.last_stakes)

    def bet_total(self) -> int:
        if self.session.in_round or (self.session.slip.is_empty and self.shown_stakes):
            return sum(self.shown_stakes.values())
        return self.session.slip.total

    def spot_amount(self, spot: str) -> int:
        if self.session.in_round or (self.session.slip.is_empty and self.shown_stakes):
            return self.shown_stakes.get(spot, 0)
        return self.session.slip.amount(spot)

    def spot_enabled(self, spot: str) -> bool:
        rule = self.definition.limits.spot(spot)
        if self.session.in_round:
            return self.shown_stakes.get(spot, 0) > 0 or rule.by_decision
        if rule.needs:
            return self.session.slip.amount(rule.needs) > 0
        return True

    def limit_rows(self) -> list[tuple[str, str, str]]:
        m = self.app.money
        return [(self.spot_label(r.name), m(r.min_cents), m(r.max_cents))
                for r in self.definition.limits.spots if r.mirrors is None and not r.by_decision]

    def light_state(self) -> str:
        return self.pace.light.value if self.pace is not None else "red"

    def seed_hash(self) -> str:
        ticket = self.session.ticket
        if ticket is not None and self.round_code:
            return ticket.seed_hash
        return "" if self.session.in_round else self.session.next_seed_hash

    def decision_fraction(self) -> float:
        return self.pace.timer.fraction if self.pace is not None and self.deciding_live() else 1.0

    def deciding_live(self) -> bool:
        """Live pace is counting down a decision (the countdown bar shows)."""
        return self.pace is not None and self.pace.stage == "deciding" and self.session.in_round

    @property
    def live(self) -> bool:
        return self.app.settings.pace == "live"

    def _reserved_elsewhere(self) -> int:
        return sum(t.session.slip.total for t in self.app.open_tables
                   if t is not self and hasattr(t, "session"))

    # --- bet building: only calls the slip and shows its errors --------------------------------
    def _guard(self, action: Callable[[], Any]) -> Any:
        try:
            return action()
        except FeltsideError as exc:
            if not self.session.void_notice:  # a void is shown by update() with the refund
                self.app.show_error(exc)
            return None

    def _start_new_bets(self) -> None:
        """The first touch after a round: clear the old cards and results."""
        if not self.session.in_round and self.shown_stakes and self.session.slip.is_empty:
            self.clear_table()

    def click_spot(self, spot: str) -> None:
        if not self.betting_open():
            return
        block = self.app.betting_block()
        if block:
            self.app.toast(block)
            return
        self._start_new_bets()
        chip = self.rack.current() or 0
        if not chip and not any(self.chip_enabled(c) for c in self.rack.chips):
            self.app.toast(self.app.tr("error.balance_short"))  # no chip fits: say why, not "choose a chip"
            return
        placed = self._guard(lambda: self.session.slip.place(spot, chip))
        if placed is not None:
            self.app.sound("chip", 0.8)
            if chip in self.rack.chips:
                start = self.rack.chip_rect(self.rack.chips.index(chip)).center
                self.fly_chip(chip, start, self.SPOTS[spot])

    def undo(self) -> None:
        if self.betting_open() and self._guard(self.session.slip.undo) is not None:
            self.app.sound("chip", 0.5)

    def clear_bets(self) -> None:
        if self.betting_open() and not self.session.slip.is_empty:
            self.session.slip.clear()
            self.app.sound("chips_stack", 0.6)

    def double(self) -> None:
        if self.betting_open() and self._guard(self.session.slip.double) is not None:
            self.app.sound("chips_stack", 0.7)

    def rebet(self) -> None:
        if not self.betting_open():
            return
        self._start_new_bets()
        if self._guard(lambda: self.session.slip.rebet(self.session.last_stakes)) is not None:
            self.app.sound("chips_stack", 0.7)

    def space(self) -> None:
        """Space: rebet before the first chip; pressed again, double."""
        if not self.betting_open():
            return
        if self.session.slip.is_empty:
            self.rebet()
        else:
            self.double()

    # --- the round -----------------------------------------------------------------------------
    def deal(self) -> None:
        if not self.betting_open():
            return
        block = self.app.betting_block()
        if block:
            self.app.toast(block)
            return
        self._start_new_bets()
        try:
            self.session.verify_deal()
        except FeltsideError as exc:
            self.app.show_error(exc)
            return
        self.clear_table()
        self.shown_stakes = dict(self.session.slip.stakes())
        events = self._guard(self.session.deal)
        if events is None:
            self.shown_stakes = {}
            return
        ticket = self.session.ticket
        self.round_code = ticket.code if ticket is not None else ""
        if self.pace is not None:
            self.pace.round_started_by_hand()
        self.say(self.app.tr("msg.bets_closed"))
        self.app.sound("chips_stack", 0.8)
        self.player.play(events)
        self._after_action()

    def act(self, action: str, **params: Any) -> list[Event]:
        """Take a decision through the session; errors become a message."""
        events = self._guard(lambda: self.session.act(action, **params))
        if events is None:
            self._after_action()
            return []
        if self.pace is not None:
            self.pace.player_acted()
        self.player.play(events)
        self._after_action()
        return events

    def _after_action(self) -> None:
        """After a deal or a decision: fresh buttons (the live countdown waits for the cards
        to be shown, see ``update``)."""
        self._options_key = None

    # --- live pace: gamelib.pace.LivePace decides; the scene shows and plays ---------------------
    def pace_times(self) -> PaceTimes:
        s = self.app.settings
        return PaceTimes(betting=s.betting_seconds, yellow=min(5.0, s.betting_seconds / 3),
                         decision=s.decision_seconds, results=3.0)

    def live_pace(self) -> LivePace:
        """This table's LivePace (made on first use; a round in play gets its countdown)."""
        if self.pace is None:
            self.pace = LivePace(self._paced, self.clock, self.pace_times())
            if self.session.in_round:
                self.pace.round_started_by_hand()
            else:
                self.say(self.app.tr("msg.place_bets"))
        return self.pace

    def _open_betting_window(self) -> None:
        """Live pace runs (the next betting window opens by itself after the results)."""
        self.live_pace()

    def _decision_timeout(self) -> None:
        """The decision countdown runs out now: live pace takes the defaults (gamelib's rule)."""
        for line in self._paced.messages(self.live_pace().time_out()):
            self.say(line)

    def _tick_pace(self) -> None:
        """Once a frame: live pace follows the settings, ticks, and its messages are said."""
        if not self.live:
            self.pace = None
            return
        pace = self.live_pace()
        times = self.pace_times()
        if pace.times != times:
            pace.times = times
        if self.player.busy and pace.stage == "deciding":
            pace.hold_countdown()  # the countdown starts when the cards are on the table
        for line in self._paced.messages(pace.tick()):
            self.say(line)
        if pace.error is not None:
            error, pace.error = pace.error, None
            if not self.session.void_notice:
                self.app.show_error(error)

    def leave_table(self, pop: bool = True) -> None:
        """The ✕: bets not dealt come back; a dealt round is finished with the defaults."""
        try:
            events = self.session.leave()
        except FeltsideError as exc:
            self.app.show_error(exc)
            events = []
        if events:
            self.player.play(events)
            self.player.flush()
            if pop:
                paid = sum(getattr(e, "paid", 0) for e in events if type(e).__name__ == "RoundOver")
                self.app.toast(self.app.tr("table.left_mid_round", amount=self.app.money(paid)), tone="info")
        if self in self.app.open_tables:
            self.app.open_tables.remove(self)
        manager = self.manager
        if pop and manager is not None:
            self.app.open_lobby()
            if self in manager.stack:
                manager.remove(self)

    def ask_leave(self) -> None:
        """The ✕: leave at once, or ask first when a dealt round would be played out."""
        if not self.session.in_round:
            self.leave_table()
            return
        from scenes.ui.dialog import MessageDialog

        app = self.app
        app.manager.push(MessageDialog(
            app, lambda: app.tr("table.leave_title"), lambda: app.tr("table.leave_question"),
            [(lambda: app.tr("ui.cancel"), None), (lambda: app.tr("table.leave"), self.leave_table)]))

    def abandon(self) -> None:
        """Crashed: leave the round safely (TableSession finishes or voids it)."""
        try:
            self.session.leave()
        except Exception:
            log.exception("leaving the crashed table failed")

    # --- scene lifecycle -------------------------------------------------------------------
    def enter(self) -> None:
        self.animator.speed = self.app.settings.animation_speed
        if self.live:
            self.live_pace()

    def resume(self) -> None:
        self.animator.speed = self.app.settings.animation_speed
        self.message_log.hidden = not self.app.settings.dealer_log
        self._place_log_button()
        self._background = None

    def language_changed(self) -> None:
        self._background = None
        self._options_key = None
        for label in self.hand_labels.values():
            raw = getattr(label, "raw", "")
            if raw:
                label.text = hand_name(raw, self.app.lang)

    # --- events --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if self.handle_game_key(event):
                return True
            return self.handle_key(event)
        if event.type == pygame.KEYUP and event.key == pygame.K_DELETE:
            self._delete_held = False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.banner.visible and self.banner.age > 0.3:
            self.banner.visible = False
        for widget in [*self.top_buttons, *self._active_buttons()]:
            if widget.handle_event(event):
                return True
        if self.betting_open() and self.rack.handle_event(event):
            return True
        return any(spot.handle_event(event) for spot in self.spots.values())

    def handle_key(self, event: pygame.event.Event) -> bool:
        """The shared hotkeys (10-table-features.md): chips, Space, undo, Delete, Enter, decisions."""
        key, mods = event.key, event.mod
        if key == pygame.K_z and mods & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.undo()
            return True
        if key in (pygame.K_DELETE, pygame.K_BACKSPACE):
            self.undo()
            if key == pygame.K_DELETE:
                self._delete_held = True
                self._delete_down = 0.0
            return True
        if key == pygame.K_SPACE:
            self.space()
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.betting_open():
            self.deal()
            return True
        if self.session.in_round:
            for decision, button in self.decision_buttons:
                if decision.key is not None and decision.key == key:
                    button.click()
                    return True
        if self.betting_open() and pygame.K_1 <= key <= pygame.K_9:
            self.rack.select_index(key - pygame.K_1)
            return True
        if key == pygame.K_m:
            self.toggle_messages()
            return True
        return False

    def _active_buttons(self) -> list[Button]:
        if self.session.in_round:
            self._sync_decisions()
            return [b for _, b in self.decision_buttons]
        return self.bet_buttons

    def _sync_decisions(self) -> None:
        options = tuple(self.decision_options())
        if options == self._options_key:
            return
        self._options_key = options
        n = max(1, len(options))
        x0, y, h = self.CONTROLS_X, self.CONTROLS_Y + 16, self.CONTROL_H - 16
        total = 4 * self.CONTROL_W + 3 * self.CONTROL_GAP
        gap = self.CONTROL_GAP
        w = min(300, (total - (n - 1) * gap) // n)
        x0 += (total - (n * w + (n - 1) * gap)) // 2
        self.decision_buttons = []
        for i, d in enumerate(options):
            enabled = self.session.can_act(d.action, **d.params)
            b = Button((x0 + i * (w + gap), y, w, h), (lambda k=d.label: self.app.tr(k)),
                       (lambda d=d: self.act(d.action, **d.params)), hotkey=d.key_name,
                       style=d.style, enabled=enabled)
            self.decision_buttons.append((d, b))

    # --- frame -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.session.void_notice:
            self.session.void_notice = None
            refunded = sum(self.shown_stakes.values())
            self.clear_table()
            self.app.dialog(self.app.tr("notice.title"),
                            self.app.tr("table.round_voided", amount=self.app.money(refunded)), tone="error")
        self._state_age += dt
        if self._state_age >= 0.25:  # the balance may move elsewhere (another table, the cashier)
            self._state_age = 0.0
            self._state_epoch += 1
        self.clock.update(dt)
        self.player.update(dt)
        self._tick_pace()
        self.animator.update(dt)
        self.banner.update(dt)
        if self._delete_held:
            self._delete_down += dt
            if self._delete_down >= DELETE_HOLD_SECONDS:
                self._delete_held = False
                self.clear_bets()
        for b in [*self.top_buttons, *self._active_buttons()]:
            b.update(dt)

    # --- demo states for screenshots ---------------------------------------------------------------
    @classmethod
    def demo_states(cls) -> list[tuple[str, Callable[[TableScene], None]]]:
        """(name, drive) pairs: each drive takes a fresh seeded scene to a state worth a screenshot."""
        return [
            ("betting", lambda s: s.demo_bets()),
            ("decision", lambda s: (s.demo_bets(), s.deal())),
            ("result", lambda s: (s.demo_bets(), s.deal(), s.demo_finish())),
        ]

    def demo_bets(self) -> None:
        """Put a modest bet on each required spot (and the first side bet)."""
        slip = self.session.slip
        for rule in self.definition.limits.chip_spots:
            chip = next((c for c in sorted(self.definition.limits.chips) if c >= max(rule.min_cents, 500)),
                        rule.min_cents)
            required = rule.name in self.definition.required_spots or not rule.optional
            if required and slip.can_place(rule.name, chip):
                slip.place(rule.name, chip)
        for rule in self.definition.limits.chip_spots:
            if rule.optional and rule.fixed is None and rule.name not in slip.amounts and \
                    slip.can_place(rule.name, 100):
                slip.place(rule.name, 100)
                break

    def demo_finish(self) -> None:
        """Play the round out with its default decisions."""
        rnd = self.session.round
        guard = 0
        while rnd is not None and not rnd.is_over and guard < 20:
            default = rnd.default_action()
            if default is None:
                break
            self.act(default[0], **default[1])
            guard += 1
