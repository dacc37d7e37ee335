"""TableScene: every game table, assembled from parts the game picks and configures.

The parts (scenes/README.md):

- bet controls — :class:`~scenes.table.controls.ChipSpots` (rack, spots, the bet buttons a
  game names) or a game's own (video poker's VALUE × HANDS);
- the decision bar — :class:`~scenes.table.decisions.DecisionBar` (on the rail, or placed
  by the game), or none;
- the event player and the result banner (:mod:`scenes.table.events`);
- the info panels — :class:`~scenes.table.panels.InfoPanels` (LIMITS, BALANCE / BET / WIN,
  dealer messages, game code, traffic light);
- the view — :class:`~scenes.table.view.TableView` (the cached layer, then what moves).

A game scene declares where things go and picks its parts::

    class TexasBonusTable(TableScene):
        game_id = "texas-holdem-bonus"
        SPOTS = {"ante": (760, 700), "bonus": (560, 700), ...}
        CARD_PLACES = {"dealer": CardPlace(960, 200), "board": CardPlace(960, 430), ...}
        DECISIONS = (Decision("fold", "action.fold", pygame.K_f, "F"), ...)

        def make_controls(self) -> BetControls:
            return ChipSpots(self, ("undo", "double", "rebet", "deal"))

and customises it only through the public hooks below (``decision_options``,
``draw_table``, ``show_hand`` …). The rules are gamelib's; this shows them.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable, Hashable, Iterator
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from gamelib.errors import FeltsideError
from gamelib.events import Event, RoundOver
from gamelib.games import find_game
from gamelib.i18n import has
from gamelib.pace import LivePace, closing_window_deals
from gamelib.round_code import round_code
from gamelib.session import TableSession
from scenes.table.celebration import Celebration
from scenes.table.chip_stacks import FlyingStack
from scenes.table.controls import DELETE_HOLD_SECONDS, BetControls, ChipSpots
from scenes.table.decisions import DecisionBar
from scenes.table.events import EventPlayer, ResultBanner
from scenes.table.keyboard import TableKeyboard
from scenes.table.layout import (
    TEXT_FLOOR,
    CardPlace,
    Decision,
    demo_seed,
    first_bet_chip,
)
from scenes.table.live_pace import PacedScene, SceneClock
from scenes.table.model import TableReads
from scenes.table.panels import InfoPanels
from scenes.table.rules_sheet import RulesSheet
from scenes.table.show import TableShow
from scenes.table.view import TableView
from scenes.table.win_count import WinCounter
from scenes.ui import card_art, gfx
from scenes.ui.canvas import context_of
from scenes.ui.dialog import MessageDialog
from scenes.ui.manager import Scene, soonest
from scenes.ui.tween import Animator
from scenes.ui.widgets.base import Button, TextSource
from scenes.ui.widgets.cards import CardSprite
from scenes.ui.widgets.chips import FlyingChip
from scenes.ui.widgets.info import HandLabel

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

__all__ = ["DELETE_HOLD_SECONDS", "CardPlace", "Decision", "TableScene", "demo_seed"]

log = logging.getLogger("feltside.table")

#: The chip chosen last at each game (by game id), for each running app: a table of the game
#: opened again starts with it rather than the first-bet chip.
CHOSEN_CHIPS: weakref.WeakKeyDictionary[Any, dict[str, int]] = weakref.WeakKeyDictionary()


#: card faces made a second while a table rests and some it shows are still to be made: 2 a 60 Hz
#: frame (at 4K 1-4 ms a face; issue 27: a face made in the frame that first showed it), made after
#: a frame's drawing and only in a frame that laid none of the table's layer again (``make_faces_at_rest``)
FACES_A_SECOND = 120


class TableScene(TableShow, TableReads, Scene):
    """The base of every game table: the session, the parts, the round and the lifecycle."""

    app: AppContext
    name = "table"
    draws_natively = True  # its parts through gfx's primitives; a game's prebuilt panels are scaled (soft)
    draws_by_what_changed = True  # at 1920x1080 too: each frame lays again only what changed (issue 27)
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
    #: Where the result summary stands (midbottom): low on the felt, under cards and hand names.
    BANNER_BOTTOM: ClassVar[tuple[int, int]] = (960, 914)
    #: Its bets in two columns (a low summary), or one where the felt has room above the spots.
    BANNER_COLUMNS: ClassVar[int] = 2
    #: The printed arc on the felt: centre y and radii, or None for no arc.
    FELT_ARC: ClassVar[tuple[int, int, int] | None] = (-260, 1180, 860)
    #: A machine (video poker): its face is a cabinet's screen, bezel and button deck, not a felt.
    MACHINE: ClassVar[bool] = False
    #: The cached layer, at the window's pixels, is drawn again only where its drawings changed
    #: (scenes/table/view.py); False for a table that reads the layer's pixels back or prints
    #: straight on them while drawing it (then the layer is drawn whole).
    LAYER_BY_PIECES: ClassVar[bool] = True
    #: Its layer's drawings are recorded and laid ahead of its first frame (``TableView.prepare``): a table
    #: whose layer reads what its ``draw`` sets first (video poker's grid and context) is drawn by its first.
    LAYER_AHEAD: ClassVar[bool] = False
    #: Parts of the layer (``TableView.layer_parts``' names) whose new look waits one frame when other
    #: parts change in the same frame, and never more: the rail (the rack and the bet buttons) comes
    #: back a frame after a round's result, 7-17 ms, the window laying ~2 M px fewer at 4K in the
    #: result's frame (issue 27).
    PARTS_A_FRAME_LATE: ClassVar[tuple[str, ...]] = ()

    # shared layout (logical px) --------------------------------------------------------
    RAIL_Y: ClassVar[int] = 900
    CHIP_POS: ClassVar[tuple[int, int]] = (36, 930)
    CHIP_D: ClassVar[int] = 82
    CONTROLS_X: ClassVar[int] = 700
    CONTROL_W: ClassVar[int] = 176
    CONTROL_H: ClassVar[int] = 88
    CONTROL_GAP: ClassVar[int] = 14
    CONTROLS_Y: ClassVar[int] = 950
    BOX_X: ClassVar[int] = 1500
    LIMITS_RECT: ClassVar[tuple[int, int, int, int]] = (24, 100, 320, 0)  # height from the rows
    LOG_RECT: ClassVar[tuple[int, int, int, int]] = (24, 716, 400, 160)

    def __init__(self, app: AppContext, *, seed_source: Callable[[], bytes] | None = None,
                 config: dict[str, Any] | None = None) -> None:
        super().__init__(app)

        self.definition = find_game(self.game_id)
        kwargs: dict[str, Any] = {"reserved": lambda: self._reserved_elsewhere(),
                                  "gate": app.rg.verify_can_bet}  # responsible gaming blocks the deal
        if seed_source is not None:
            kwargs["seed_source"] = seed_source
        self.session: TableSession = TableSession(
            app.wallet, self.definition, table_id=str(len(app.open_tables) + 1),
            config={**self.session_config(), **(config or {})}, **kwargs)
        self.animator = Animator(app.settings.animation_speed, app.settings.reduced_motion)
        self.clock = SceneClock()  # scene timers; gamelib's live pace reads its time
        self.player = EventPlayer(self)
        self.banner = ResultBanner(self.BANNER_BOTTOM, self.BANNER_COLUMNS)
        self.celebration = Celebration()  # BIG WIN / HUGE WIN / JACKPOT by the win's size
        self.cards: dict[tuple[str, int], CardSprite] = {}
        #: the faces and back this table shows, at the pixels it is drawn at, made ahead at rest
        self.faces = card_art.FacesAhead()
        #: the time the last update moved on while faces were due at rest: what the frame may make once
        #: drawn; and whether the table was drawn since the update before (a table not shown makes them
        #: in its update: a tab behind another in the multi-table view)
        self._faces_dt = 0.0
        self._drawn = False
        #: how many updates the table has had: a frame's (the parts drawn a frame late wait in one)
        self.updates = 0
        self.flying: list[FlyingChip | FlyingStack] = []
        self.hand_labels: dict[str, HandLabel] = {}
        self.best_five: dict[str, tuple[int, ...]] = {}
        self.shown_stakes: dict[str, int] = {}
        #: side bets won before the round's end, by spot: what the dealer paid onto the spot
        self.paid_on_spot: dict[str, int] = {}
        self.results: dict[str, str] = {}
        self.last_win = 0
        self.win_counter = WinCounter(self)  # WIN counts up, BALANCE with it
        self.round_code = ""
        #: Live pace (gamelib.pace decides when bets close and what a time-out takes); None in own pace.
        self.pace: LivePace | None = None
        self.paced = PacedScene(self)
        self.view = TableView(self)
        self.controls: BetControls = self.make_controls()
        self.pick_first_chip()
        self.decisions: DecisionBar | None = self.make_decisions()
        self.panels = InfoPanels(self, limits=self.show_limits())
        self.lobby_button = Button((24, 20, 180, 62), lambda: app.tr("ui.lobby"), app.open_lobby, hotkey="Esc",
                                   font_size=22)
        self.leave_button = Button((1836, 20, 62, 62), "✕", self.ask_leave, font_size=28, style="red")
        self.rules_button = Button((216, 20, 62, 62), "?", self.open_rules, font_size=30)  # F1: the rules
        self.top_buttons = [self.lobby_button, self.rules_button, self.leave_button, self.panels.log_button]
        self.panels.place()  # the top buttons too, at the player's UI scale
        self.keyboard = TableKeyboard(self)  # the focus ring: Tab, arrows, Enter / Space
        self.say_key("msg.welcome")
        self.say_key("msg.place_bets")

    # --- the parts a game picks ------------------------------------------------------------------
    def make_controls(self) -> BetControls:
        """The bet controls (default: chips on the spots, with UNDO, DOUBLE, REBET and DEAL)."""
        return ChipSpots(self)

    def win_to_come(self) -> int:
        """Winnings already settled but not yet shown (BALANCE holds them back until they are):
        what the WIN box has still to count up."""
        return self.win_counter.to_come()

    def counting(self) -> bool:
        """Whether BALANCE and WIN change frame by frame now (a result shown bit by bit)."""
        return self.win_counter.counting_up()

    def shown_win(self) -> int:
        """The WIN box now: a win counts up (scenes.table.win_count)."""
        return self.win_counter.shown()

    def pick_first_chip(self) -> None:
        """Select the chip that makes a sensible first bet (not the 10 c chip on the left)."""
        rack = getattr(self.controls, "rack", None)
        if rack is None or not rack.chips:
            return
        kept = CHOSEN_CHIPS.get(self.app, {}).get(self.game_id)
        if kept in rack.chips:  # the chip the player last chose at this game (this session)
            rack.selected = kept
            return
        mains = [r.min_cents for r in self.definition.limits.chip_spots if not r.optional]
        chip = first_bet_chip(rack.chips, max(mains, default=0), self.session.available())
        if chip is not None:
            rack.selected = chip

    def keep_chosen_chip(self) -> None:
        """Remember the chip selected now for the next table of this game."""
        rack = getattr(self.controls, "rack", None)
        if rack is not None and rack.selected is not None:
            CHOSEN_CHIPS.setdefault(self.app, {})[self.game_id] = rack.selected

    def make_decisions(self) -> DecisionBar | None:
        """The decision bar (default: on the rail); None when the game decides otherwise."""
        return DecisionBar(self)

    def show_limits(self) -> bool:
        """Whether the LIMITS panel shows (a game may show its limits its own way)."""
        return True

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

    def limits_title(self) -> str:
        return self.app.tr("table.limits")

    def limit_rows(self) -> list[tuple[str, str, str]]:
        m = self.app.money
        return [(self.spot_label(r.name), m(r.min_cents), m(r.max_cents))
                for r in self.definition.limits.spots if r.mirrors is None and not r.by_decision]

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

    def layer_parts(self) -> list[tuple[str, Any, Callable[[pygame.Surface], None]]]:
        """The game's part of the cached layer as parts drawn in order (together what
        ``draw_table`` draws): (name, key, draw). At the window's pixels a part with a key keeps
        its recorded drawings while its key is unchanged; one keyed None is drawn again whenever
        the layer is (scenes/table/view.py). Default: ``draw_table`` as one such part."""
        return [("game", None, self.draw_table)]

    def draw_moving(self, surface: pygame.Surface) -> None:
        """Drawn every frame over the cards, under the flying chips (video poker's hands)."""

    def kept_pieces(self, surface: pygame.Surface
                    ) -> list[tuple[Hashable, tuple[Any, ...], Callable[[pygame.Surface], object]]]:
        """What the game draws over the layer, under the cards, as pieces: (what it is, its key: equal
        keys draw equal pixels, how it draws on ``surface``). On a window's Canvas each is left as the
        window shows it while its key is unchanged, as the cards are (scenes/table/view.py): a change
        draws that piece again over the layer, not the layer under it. Default: none."""
        return []

    def pieces_laid_whole(self, surface: pygame.Surface, pieces: list[Hashable]) -> list[pygame.Rect]:
        """Of the kept pieces ``pieces`` (``kept_pieces``) about to be drawn again on the window's Canvas
        ``surface``, the window's pixels (window px) they will lay as opaque copies, covering whatever
        the window shows there: the layer is not laid back there first. Default: none."""
        return []

    def piece_changed_in(self, surface: pygame.Surface, piece: Hashable, old: tuple[Any, ...],
                         new: tuple[Any, ...]) -> list[pygame.Rect] | None:
        """Where a kept piece (``kept_pieces`` on the window's Canvas ``surface``) whose key went from
        ``old`` to ``new`` draws other pixels (window px), when it can tell and that lies within the
        pixels it drew; None: anywhere (it is laid over and drawn again whole). Default: None."""
        return None

    def table_key(self) -> tuple[Any, ...]:
        """What the game's own panels in the cached layer show (drawn again when it changes)."""
        return ()

    def own_parts_key(self) -> tuple[Any, ...]:
        """What only the game's own keyed ``layer_parts`` show, each part's key saying it too (video
        poker's hands turning one by one): when only this changed, the layer at the window's pixels
        records those parts again, not the rest (issue 27: 89 drawings, 2-3 ms a 4K frame)."""
        return ()

    def handle_game_key(self, event: pygame.event.Event) -> bool:
        """Game-specific keys before the shared ones (e.g. video poker holds 1–5)."""
        return False

    # --- state --------------------------------------------------------------------------------
    def betting_open(self) -> bool:
        """Bets can be built now (no round in play)."""
        return not self.session.in_round

    def bet_total(self) -> int:
        return self.controls.bet_total()

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
                   if t is not self and isinstance(t, TableScene))

    def guard(self, action: Callable[[], Any]) -> Any:
        """Run a slip or session call; an expected error is shown and gives None."""
        try:
            return action()
        except FeltsideError as exc:
            if not self.session.void_notice:  # a void is shown by update() with the refund
                self.app.show_error(exc)
            return None

    def active_buttons(self) -> list[Button]:
        """Every button that takes clicks now."""
        decisions = self.decisions.active() if self.decisions is not None else []
        return [*self.top_buttons, *self.controls.buttons(), *decisions]

    def say(self, message: TextSource) -> None:  # a text, or a function saying it now
        self.panels.say(message)

    def layer_key(self) -> tuple[Any, ...]:
        return self.view.layer_key()

    # --- the round -----------------------------------------------------------------------------
    def deal(self) -> None:
        if not self.betting_open():
            return
        self.keep_chosen_chip()
        block = self.app.betting_block()
        if block:
            self.app.toast(block)
            return
        if not self.controls.ready_to_deal():
            return
        self.controls.start_new_bets()
        try:
            self.session.verify_deal()
        except FeltsideError as exc:
            self.app.show_error(exc)
            self.controls.round_dealt(False)
            return
        self.clear_table()
        self.shown_stakes = dict(self.session.slip.stakes())
        events = self.guard(self.session.deal)
        if events is None:
            self.shown_stakes = {}
            self.controls.round_dealt(False)
            return
        ticket = self.session.ticket
        self.round_code = round_code(ticket.code, ticket.id) if ticket is not None else ""  # as HISTORY
        if self.pace is not None:
            self.pace.round_started_by_hand()
        self.say_key("msg.bets_closed")
        self.app.sound("chips_stack", 0.8)
        self.dealer_says("bets_closed")
        self.player.play(events)
        self.after_action()
        self.controls.round_dealt(self.session.in_round)

    def act(self, action: str, **params: Any) -> list[Event]:
        """Take a decision through the session; errors become a message."""
        events = self.guard(lambda: self.session.act(action, **params))
        if events is None:
            self.after_action()
            return []
        if self.pace is not None:
            self.pace.player_acted()
        self.player.play(events)
        self.after_action()
        return events

    def after_action(self) -> None:
        """After a deal or a decision: fresh buttons (the live countdown waits for the cards
        to be shown, see ``update``)."""
        if self.decisions is not None:
            self.decisions.invalidate()

    # --- live pace: gamelib.pace.LivePace decides; the scene shows and plays ---------------------
    def live_pace(self) -> LivePace:
        """This table's LivePace (made on first use; a round in play gets its countdown)."""
        if self.pace is None:
            self.pace = LivePace(self.paced, self.clock, self.paced.times(), closing_deals=closing_window_deals(self.definition))
            if self.session.in_round:
                self.pace.round_started_by_hand()
            else:
                self.say_key("msg.place_bets")
                self.dealer_says("place_bets")  # the first betting window of live pace
        return self.pace

    def open_betting_window(self) -> None:
        """Live pace runs (the next betting window opens by itself after the results)."""
        self.live_pace()

    def leave_table(self, pop: bool = True) -> None:
        """The ✕: bets not dealt come back; a dealt round is finished with the defaults."""
        self.keep_chosen_chip()
        try:
            events = self.session.leave()
        except FeltsideError as exc:
            self.app.show_error(exc)
            events = []
        if events:
            self.player.play(events)
            self.player.flush()
            if pop:
                paid = sum(e.paid for e in events if isinstance(e, RoundOver))
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
        self.animator.follow(self.app.settings)
        if self.live:
            self.live_pace()

    def exit(self) -> None:
        self.view.release()  # covered by the lobby: its layers (16 MB) go until it shows again

    def resume(self) -> None:
        self.animator.follow(self.app.settings)
        self.panels.follow_settings()
        self.view.invalidate(felt=True)

    def language_changed(self) -> None:
        self.panels.place()  # the UI scale may have changed: the boxes and top buttons with it
        self.view.invalidate(felt=True)
        self.after_action()
        self.reword_hands()

    # --- events --------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.celebration.active and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.celebration.skip()  # any key or click ends a celebration, and does nothing else
            return True
        if self.keyboard.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if self.handle_game_key(event):
                return True
            return self.handle_key(event)
        if event.type == pygame.KEYUP and self.controls.handle_key_up(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.banner.visible and self.banner.age > 0.3:
            self.banner.visible = False
        for widget in self.active_buttons():
            if widget.handle_event(event):
                return True
        return self.controls.handle_event(event)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """The shared hotkeys (10-table-features.md): the bet controls', the decisions', M."""
        if self.controls.handle_key(event):
            return True
        if self.decisions is not None and self.decisions.handle_key(event):
            return True
        if event.key == pygame.K_m:
            self.panels.toggle_messages()
            return True
        if event.key == pygame.K_F1:
            self.open_rules()
            return True
        return False

    def open_rules(self) -> None:
        """F1 or ?: the game's illustrated rules over the table."""
        self.app.manager.push(RulesSheet(self))

    # --- frame -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        with gfx.text_floor(TEXT_FLOOR):  # what the frame updates may draw into cached surfaces
            self.update_table(dt)

    def update_table(self, dt: float) -> None:
        self.updates += 1
        if self.session.void_notice:
            self.session.void_notice = None
            refunded = sum(self.shown_stakes.values())
            self.clear_table()
            self.app.dialog(self.app.tr("notice.title"),
                            self.app.tr("table.round_voided", amount=self.app.money(refunded)), tone="error")
        self.clock.update(dt)
        self.player.update(dt)
        self.paced.tick()
        self.animator.update(dt)
        self.reveal_result()
        self.banner.update(dt)
        self.celebration.update(dt)
        self.controls.update(dt)
        for b in self.active_buttons():
            b.update(dt)
        self._faces_dt = 0.0
        if self.making_faces():
            if self._drawn:
                self._faces_dt = dt  # made after the frame is drawn (``make_faces_at_rest``)
            else:
                self.faces.make(max(1, round(dt * FACES_A_SECOND)))
        self._drawn = False

    def parts_a_frame_late(self) -> tuple[str, ...]:
        """The parts of the layer whose new look may wait a frame now (``PARTS_A_FRAME_LATE``)."""
        return self.PARTS_A_FRAME_LATE

    def making_faces(self) -> bool:
        """Faces this table shows are still to be made, and it rests between rounds (in a round the
        frames are the cards'; what it shows and was not made yet is made as it shows), its screen change
        over (its frames are the reveal's: a 4K face, 3-6 ms, in one of them doubled it)."""
        return self.faces.due and not self.session.in_round and self.app.manager.transition is None

    def face_widths(self) -> list[float]:
        """The widths (logical px) the table's cards are shown at: each card place's."""
        return [self.card_position(to, 0)[2] for to in self.CARD_PLACES]

    def want_faces(self, scale: float, again: bool = False) -> None:
        """The faces and back at ``face_widths``, at ``scale`` physical px a logical one, to be made
        ahead (unless they were asked for last; ``again``: looked up again, other art may have
        pushed some out of the caches)."""
        settings = self.app.settings
        self.faces.want([round(w * scale) for w in self.face_widths()], settings.four_colour_deck,
                        settings.card_back, again)

    def reveal_result(self) -> None:
        """The summary comes once the showdown has been seen: the cards turned, the chips paid
        or swept, then a short pause (a timer of the animator, so the loop stays awake)."""
        banner = self.banner
        if banner.pending and not self.animator.busy and not self.player.queue and not self.flying:
            banner.pending = False
            self.animator.after(banner.HOLD_SECONDS, banner.show)

    def next_change(self) -> float | None:
        """Moving while cards, chips, the banner or a live decision's countdown move; at rest it
        waits for the player, or in live pace for its light or seconds left to change (the app's
        loop sleeps: Scene.next_change)."""
        banner = self.banner
        if self.animator.busy or self.flying or self.player.busy or getattr(self, "revealing", False) \
                or self.view.late \
                or self.celebration.active or self.making_faces() \
                or self.win_counter.counting_up() \
                or banner.pending or (banner.visible and not 0.4 <= banner.age < banner.SHOW_SECONDS):
            return 0.0
        paced = None  # live: its light and seconds left (a decision's countdown bar: every frame)
        if self.live and (self.pace is None or (paced := self.pace.next_change()) == 0.0):
            return 0.0
        shown = banner.SHOW_SECONDS - banner.age if banner.visible else None
        return soonest([shown, paced, self.controls.next_change(), *(b.next_change() for b in self.active_buttons())])

    def prepare(self, surface: pygame.Surface) -> Iterator[None]:
        """The felt and the layer made ahead a part a step while a transition holds the old frame (issue 27)."""
        return self.view.prepare(surface)

    def draw(self, surface: pygame.Surface, titled: bool = True) -> None:
        """The table (``titled``: its felt with the game's printed title; a multi-table view's tab
        names the table in focus instead)."""
        context = context_of(surface)
        self.want_faces(context.pixel_scale if context is not None else 1.0)
        with gfx.text_floor(TEXT_FLOOR):
            self.view.draw(surface, titled)
        self.keyboard.draw(surface)
        self._drawn = True
        self.make_faces_at_rest()

    def make_faces_at_rest(self) -> None:
        """The faces due made ahead (``FACES_A_SECOND`` for the time the update moved on), after the
        frame is drawn, only in a frame that laid none of the table's layer again and while nothing
        of the result moves (the summary zooming in, the win counting up, a celebration): the first
        frame at rest after a round lays the result (at 4K ~2 M px: the spots, the messages, the rail
        the frame after) and two faces made in it doubled its cost; two made in each of the summary's
        zooming frames set a round's CPU p99 at every window size (issue 27). The still frames after
        them make the faces."""
        banner = self.banner
        moving = self.animator.busy or self.flying or self.celebration.active or self.win_counter.counting_up() \
            or banner.pending or (banner.visible and banner.age < 0.4)
        if self._faces_dt and not self.view.layer_drawn and not moving and self.making_faces():
            self.faces.make(max(1, round(self._faces_dt * FACES_A_SECOND)))
        self._faces_dt = 0.0
