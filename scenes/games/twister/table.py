"""One Twister tournament large: three seats, stacks, bets, the dealer button, blinds and
the time to the next level, pots, the board; the bet slider with ½ POT / POT / ALL-IN
presets and FOLD / CHECK / CALL / RAISE buttons with hotkeys; the finishing screen.

Only the actions the engine offers are on the rail. Hotkeys: F fold, C check or call, R
bet/raise the slider amount, A all-in, 1 / 2 / 3 set the slider to ½ pot / pot / all-in,
T types an amount (digits, Backspace, Enter; kept within the engine's smallest raise and
all-in, and said when it had to be moved), + / − (and the buttons by the slider) a big blind, Up/Down (or the wheel) move it by a big blind,
H hand history, Tab the next table waiting for you, Esc back to the Twister tables.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from gamelib.cards import seed_commitment
from gamelib.errors import FeltsideError
from gamelib.games.twister.room import speed_factor
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_talk import ChipMove, chip_moves
from gamelib.games.twister.table_view import (
    PlayerChoices,
    TableOnShow,
    dealer_seat,
    player_choices,
    table_on_show,
)
from gamelib.ledger import is_round_id
from scenes.games.twister.backdrop import Backdrop
from scenes.games.twister.chip_route import card_boxes, chip_ends, route
from scenes.games.twister.draw import (
    INFO_W,
    blinds_up_text,
    clock_text,
    count_text,
    draw_blinds_banner,
    draw_flying_chip,
    draw_table,
    draw_table_felt,
)
from scenes.games.twister.finish import VEIL_ALPHA, AfterTheBust, draw_bust, draw_finish
from scenes.games.twister.hand_history import HandHistoryScene
from scenes.games.twister.kept import KeptParts, button_looks
from scenes.games.twister.layout import growth, seat_places
from scenes.games.twister.rest import clock_faces, clock_ticks
from scenes.games.twister.table_art import control_rail_steps, lay_control_rail, made_steps
from scenes.games.twister.table_parts import (
    SLIDER,
    TwisterGameCode,
    draw_slider,
    draw_time_bank,
    heard,
)
from scenes.games.twister.texts import table_line
from scenes.table import felt_art
from scenes.ui import gfx, voice
from scenes.ui.canvas import Canvas
from scenes.ui.manager import Scene, soonest
from scenes.ui.recording import recorded
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from gamelib.games.twister.engine import NoLimitHand
    from scenes.games.twister.scene import TwisterScene
    from scenes.ui.context import AppContext

TABLE_RECT = pygame.Rect(160, 96, 1600, 820)
RAIL_TOP = 930  # the rail of controls, to the window's foot
BALANCE_BOX = pygame.Rect(1626, 948, 284, 114)  # on the rail, at its right (the balance drawn in it)


def draw_ground(app: AppContext, surface: pygame.Surface) -> None:
    """What stays still under a large table: the room, the table in it, the rail of controls
    (a ``Backdrop``'s drawing: ``table_backdrop``)."""
    draw_table_felt(surface, TABLE_RECT, app, large=True)  # the room over the whole window with it
    lay_control_rail(felt_art.pixels(surface), RAIL_TOP)  # the player's padded edge, as at the house tables
    gfx.draw_panel(surface, BALANCE_BOX, radius=12)


def ground_steps(app: AppContext, surface: Canvas) -> Iterator[None]:
    """The art ``draw_ground`` lays on ``surface`` made (not laid) a part a step, a few ms each at
    3840x2160 (a prize wheel's frames make it: 57 ms in one of them, the rail of controls 34 of
    it): the table's and the room's (``table_art.made_steps``), the rail of controls, then
    whatever else it lays, drawn on no pixel."""
    window = pygame.Rect((0, 0), surface.logical_size)
    yield from made_steps(surface.rect(window), surface.rect(TABLE_RECT), large=True)
    yield from control_rail_steps(felt_art.pixels(surface), RAIL_TOP)
    pixels = surface.target
    pixels.set_clip(pygame.Rect(0, 0, 0, 0))
    try:
        draw_ground(app, cast(pygame.Surface, surface))
    finally:
        pixels.set_clip(None)


def table_backdrop(app: AppContext) -> Backdrop:
    """A large table's still part, kept at the window's pixels (``draw_ground``; its art made
    ahead a part a step: ``ground_steps``)."""
    return Backdrop(partial(draw_ground, app), partial(ground_steps, app))


def ground_key(app: AppContext) -> tuple[object, ...]:
    """What a large table's still part shows besides the window's size and draw context."""
    return app.settings.felt, gfx.ui_scale()


SAID_SECONDS = 3.0  # how long a note on a typed amount stays
BTN_Y, BTN_H = 990, 72


class TwisterTableScene(AfterTheBust, Scene):
    """A tournament table, large and playable."""

    name = "twister-table"
    closes_on_escape = True
    draws_natively = True  # through gfx's primitives and scenes.games.twister.paint (issue 27)
    draws_by_what_changed = True  # at 1920x1080 too: each frame lays again only what changed (issue 27)

    def __init__(self, app: AppContext, hub: TwisterScene, table: TwisterTable) -> None:
        super().__init__(app)
        self.hub = hub
        self.table = table
        self.amount = 0
        self.typing: str | None = None  # the digits typed so far, None when not typing
        self.said = ("", 0.0)  # a note on the typed amount ("min", "max") and its seconds left
        self._dragging = False
        self._dealt: dict[tuple[Any, ...], float] = {}  # card key -> seconds since it appeared
        #: the player's choices and the hand state they were worked out for (``choices``)
        self._choices: tuple[NoLimitHand | None, tuple[int, bool], PlayerChoices | None] | None = None
        #: the felt, its oval and the rail at the window's pixels (issue 27: a frame costs what moves)
        self.backdrop = hub.table_backdrop()  # made ahead while the prize wheel waited, when it was
        #: each seat's drawings recorded on a frame, kept while it shows the same (``_draw_play``)
        self.seats_kept = KeptParts()
        #: each of the rail's and the top band's buttons' drawings, kept while it shows the same
        self.buttons_kept = KeptParts()
        #: The next frame shows the cards where they lie (none slides from the shoe): a table
        #: taken up mid-hand, as the multi-table view's focus does; later cards slide in.
        self.cards_in_place = False
        shown = table.hand_on_show  # chips fly and sounds play for what happens from now on
        self._seen = (table.hand_number, len(shown.operations) if shown is not None else 0)
        self.flights: list[tuple[ChipMove, int, float]] = []  # move, tournament seat, age (s)
        self._asked = False  # WATCH or SKIP TO RESULT asked once the player is out
        self._button = dealer_seat(table)  # the dealer button's seat as last seen
        self.dealer_from: tuple[int, float] | None = None  # the seat it left, how far it has moved (0 … 1)
        self.cards_flying: list[pygame.Rect] = []  # the cards sliding in on the last frame drawn
        self.cards_lying: list[pygame.Rect] = []  # and those lying in place
        self._ways: dict[Any, list[tuple[float, float]]] = {}  # each sliding card's way round the others
        #: the table's operations when the last update ended: one taken since (the player's, in
        #: an event handled before this update) makes this frame draw the turn's change
        self._ops_seen = len(table.operations)
        #: the rail's and the top band's buttons as recorded on the last frame laid: the window px
        #: each covers (its shadow, body and labels), the backdrop's tiles
        self.button_tiles: list[pygame.Rect] = []
        #: The last frame drawn at rest: what it showed (``_look``), the seconds it stayed so
        #: then (``_rest_due``: None, until an event) and the seconds since. While the table
        #: looks the same and that time has not run, a frame draws nothing: the window keeps it.
        self._still: tuple[tuple[Any, ...], float | None, float] | None = None
        #: An opponent may decide ahead (``TwisterTable.think_ahead``) since the table last changed:
        #: it does in a frame after one drawn at rest, which then has nothing to draw.
        self._think_owed = True
        self._build()

    # --- layout -------------------------------------------------------------------------
    def _build(self) -> None:
        tr = self.app.tr
        # grown: taller (the band above the felt), TWISTER LOBBY wider; ALL TABLES keeps its place
        # (the note of another table waiting ends at its left)
        y, h, grow = (20, 60, 0) if gfx.ui_scale() == 1 else (8, min(84, gfx.ui_px(60)), round(100 * (growth(True) - 1)))
        self.top_buttons = [
            Button((24, y, 240 + grow, h), lambda: tr("twister.back"), self.close, hotkey="Esc", font_size=22),
            Button((280 + grow, y, 220, h), lambda: tr("twister.history"), self.open_history, hotkey="H",
                   font_size=22),
            Button((1656, y, 240, h), lambda: tr("twister.grid"), self.next_waiting, hotkey="Tab",
                   font_size=22, enabled=lambda: bool(self._others_waiting())),
        ]
        self.fold_b = Button((40, BTN_Y, 210, BTN_H), lambda: tr("twister.fold"), partial(self.act, "fold"),
                             hotkey="F", style="red", enabled=partial(self.can, "fold"))
        self.call_b = Button((266, BTN_Y, 250, BTN_H), self._call_label, self.check_or_call, hotkey="C",
                             style="dark", enabled=lambda: self.can("check") or self.can("call"))
        self.raise_b = Button((532, BTN_Y, 300, BTN_H), self._raise_label, self.bet_or_raise, hotkey="R",
                              style="gold", enabled=self.may_raise)
        self.presets = [
            Button((1040 + k * 192, BTN_Y, 176, BTN_H), partial(tr, label), partial(self.preset, key),
                   hotkey=str(k + 1), font_size=22, enabled=self.may_raise)
            for k, (key, label) in enumerate((("half", "twister.half_pot"), ("pot", "twister.pot_preset")))]
        self.minus_b = Button((1040, 934, 42, 40), lambda: "−", partial(self.nudge, -1), font_size=26,
                              enabled=self.may_raise)
        self.plus_b = Button((1558, 934, 42, 40), lambda: "+", partial(self.nudge, 1), font_size=26,
                             enabled=self.may_raise)
        self.amount_b = Button((1424, BTN_Y, 176, BTN_H), self._amount_label, self.type_amount, hotkey="T",
                               font_size=24, enabled=self.may_raise)
        self.allin_b = Button((848, BTN_Y, 170, BTN_H), lambda: tr("twister.all_in"), partial(self.act, "all_in"),
                              hotkey="A", style="red", enabled=partial(self.can, "all_in"))
        self.done_b = Button((810, 700, gfx.ui_px(260), gfx.ui_px(76)), lambda: tr("twister.close"), self.acknowledge,
                             hotkey="Enter", style="dark")
        self.again_b = Button((0, 0, gfx.ui_px(380), gfx.ui_px(76)), self._again_label, self.play_again, hotkey="P",
                              style="gold", enabled=self.hub.room.can_start)
        self.watch_b = Button((0, 0, gfx.ui_px(280), gfx.ui_px(76)), lambda: tr("twister.bust.watch"), self.watch,
                              hotkey="W", style="dark")
        self.skip_b = Button((0, 0, gfx.ui_px(380), gfx.ui_px(76)), lambda: tr("twister.bust.skip"),
                             self.skip_to_result, hotkey="Enter", style="gold")
        self.code_label = TwisterGameCode(TABLE_RECT, lambda: tr("table.game_code"), self.game_code,
                                          lambda: seed_commitment(self.table.t.seed))
        self.buttons = [*self.top_buttons, self.fold_b, self.call_b, self.raise_b, self.allin_b,
                        *self.presets, self.minus_b, self.plus_b, self.amount_b]
        self._offer_only_legal_actions()

    # --- state helpers --------------------------------------------------------------------
    def game_code(self) -> str:
        """#HH:MM:SS (GMT): when the tournament's buy-in round opened (read from its round id)."""
        rid = self.table.t.ticket or ""
        if not is_round_id(rid):
            return ""
        hms = rid.split("-")[1]
        return f"#{hms[:2]}:{hms[2:4]}:{hms[4:]}"

    def choices(self) -> PlayerChoices | None:
        """The player's choices now (None when the hand is not waiting for them): worked out
        once per state of the hand (the rail's buttons ask for them some 25 times a frame)."""
        hand = self.table.t.hand
        mark = (len(hand.operations) if hand is not None else 0, self.table.waiting_for_player)
        kept = self._choices
        if kept is None or kept[0] is not hand or kept[1] != mark:
            kept = self._choices = (hand, mark, player_choices(self.table))
        return kept[2]

    def can(self, kind: str) -> bool:
        choices = self.choices()
        return choices is not None and choices.can(kind)

    def may_raise(self) -> bool:
        choices = self.choices()
        return choices is not None and choices.may_raise

    def _call_label(self) -> str:
        choices = self.choices()
        if choices is None:
            return self.app.tr("twister.check")
        return self.app.tr(choices.call_key, amount=count_text(self.app, choices.to_call))

    def _raise_label(self) -> str:
        choices = self.choices()
        if choices is None:
            return self.app.tr("twister.raise", amount="")
        return self.app.tr(choices.raise_key, amount=count_text(self.app, choices.raise_to(self.amount)))

    def _amount_label(self) -> str:
        if self.typing is not None:
            return self.typing + "|"
        return count_text(self.app, self.slider_amount())

    def type_amount(self) -> None:
        """The amount box (T): start typing an amount; pressed again, take what was typed."""
        if self.typing is None:
            self.typing = ""
        else:
            self._take_typed()

    def _take_typed(self) -> None:
        """The typed amount goes on the slider, within the engine's smallest bet or raise and
        all-in; when it had to be moved, the table says why."""
        choices = self.choices()
        typed, self.typing = self.typing or "", None
        if choices is None:
            return
        amount, note = choices.typed(typed)
        if amount:
            self.amount = amount
        self.said = (note, SAID_SECONDS) if note else ("", 0.0)

    def _typing_key(self, event: pygame.event.Event) -> bool:
        """Keys while typing an amount: digits, Backspace, Enter (take it)."""
        if self.typing is None or event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._take_typed()
        elif event.key == pygame.K_BACKSPACE:
            self.typing = self.typing[:-1]
        elif event.unicode.isdigit() and len(self.typing) < 9:
            self.typing += event.unicode
        else:
            return False
        return True

    def slider_amount(self) -> int:
        """The bet or raise the slider is on (0 when none is open)."""
        choices = self.choices()
        return choices.raise_to(self.amount) if choices is not None else 0

    def _others_waiting(self) -> list[TwisterTable]:
        return [t for t in self.hub.room.waiting() if t is not self.table]

    # --- actions --------------------------------------------------------------------------
    def act(self, kind: str, amount: int | None = None) -> None:
        self._still = None
        try:
            self.table.player_act(kind, amount)
        except FeltsideError as exc:
            self.app.show_error(exc)
            return
        self.amount = 0
        self.app.sound("chip" if kind not in ("fold", "check") else "button", 0.6)

    def check_or_call(self) -> None:
        choices = self.choices()
        self.act(choices.call_action if choices is not None else "call")

    def bet_or_raise(self) -> None:
        choices = self.choices()
        if choices is None:
            self.act("raise", 0)
            return
        self.act(choices.raise_action, choices.raise_to(self.amount))

    def preset(self, key: str) -> None:
        self._still = None
        choices = self.choices()
        amount = choices.preset(key) if choices is not None else None
        if amount is not None:
            self.amount = amount

    def nudge(self, steps: int) -> None:
        self._still = None
        choices = self.choices()
        if choices is not None and choices.may_raise:
            self.amount = choices.nudged(self.amount, steps)

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
        self.app.manager.push(HandHistoryScene(self.app, self.table))

    # --- scene ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        self._still = None  # a pointer over a button, a key: drawn again
        if self.table.finished_on_show:
            if self.done_b.handle_event(event) or self.again_b.handle_event(event):
                return True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                return self.done_b.click()
            if event.type == pygame.KEYDOWN and event.key == pygame.K_p:
                return self.again_b.click()
        if self.table.on_hold:
            if self.watch_b.handle_event(event) or self.skip_b.handle_event(event):
                return True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_s):
                return self.skip_b.click()
            if event.type == pygame.KEYDOWN and event.key == pygame.K_w:
                return self.watch_b.click()
        if self._typing_key(event):
            return True
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
                    pygame.K_h: self.top_buttons[1], pygame.K_t: self.amount_b,
                    pygame.K_TAB: self.top_buttons[2]}
            if event.key in keys:
                keys[event.key].click()
                return True
            if event.key == pygame.K_3:  # the slider to all-in (the ALL-IN button goes at once)
                self.preset("all_in")
                return True
            if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PLUS, pygame.K_MINUS, pygame.K_KP_PLUS,
                             pygame.K_KP_MINUS, pygame.K_EQUALS):
                up = event.key in (pygame.K_UP, pygame.K_PLUS, pygame.K_KP_PLUS, pygame.K_EQUALS)
                self.nudge(1 if up else -1)
                return True
        return False

    def _slide_to(self, x: int) -> None:
        choices = self.choices()
        if choices is not None and choices.may_raise:
            self.amount = choices.raise_at((x - SLIDER.x) / SLIDER.w)

    def _offer_only_legal_actions(self) -> None:
        """Only the actions the engine offers now are on the rail (none while others act)."""
        for b, offered in ((self.fold_b, self.can("fold")), (self.call_b, self.can("check") or self.can("call")),
                           (self.raise_b, self.may_raise()), (self.allin_b, self.can("all_in")),
                           *((b, self.may_raise()) for b in (*self.presets, self.minus_b, self.plus_b,
                                                              self.amount_b))):
            b.visible = offered
        if not self.may_raise():
            self.typing = None

    def update(self, dt: float) -> None:
        if self._still is not None:
            self._still = (self._still[0], self._still[1], self._still[2] + dt)
        happened = len(self.table.operations)
        if self.table in self.hub.room.update(dt):  # the dealer calls the new level (Settings' voice)
            voice.say(self.app, "blinds_up", self)
        self._offer_only_legal_actions()
        if (self.asks_after_bust and self.table.player_out and not self.table.is_over and not self._asked
                and not self.table.running_out):  # the board run out to the river first
            self._asked = True  # once: the table waits for WATCH or SKIP TO RESULT
            self.table.on_hold = True
        for b in [*self.buttons, self.done_b, self.again_b, self.watch_b, self.skip_b]:
            b.update(dt)
        for key in self._dealt:
            self._dealt[key] += dt
        self._on_show(dt)
        self._move_button(dt)
        self.said = (self.said[0], self.said[1] - dt) if self.said[1] - dt > 0 else ("", 0.0)
        if len(self._dealt) > 200:  # forget the cards of hands gone by
            now = self.table.t.hands_played
            self._dealt = {k: v for k, v in self._dealt.items() if k[1] >= now}
        quiet = len(self.table.operations) == happened == self._ops_seen  # nor since the last update (the player's act)
        if not quiet:
            self._think_owed = True
        elif self._think_owed and self._unchanged():
            # nothing happened, nothing moves, the last frame drawn shows it: the opponent to act
            # decides in this frame, which draws nothing (a costly decision over a few such frames)
            self.table.think_ahead(self.THINK_EQUITIES)
            self._think_owed = self.table.thinking_ahead
        self._ops_seen = len(self.table.operations)

    DEALER_SECONDS = 0.6  # the dealer button sliding to its next seat

    def _move_button(self, dt: float) -> None:
        """A new hand's dealer button slides from the seat it left (none at instant speed or
        with reduced motion: it is just there)."""
        if self.dealer_from is not None:
            pace = speed_factor(self.app.settings.animation_speed)
            done = self.dealer_from[1] + dt / max(1e-6, self.DEALER_SECONDS * pace)
            self.dealer_from = (self.dealer_from[0], done) if done < 1 and pace > 0 else None
        now = dealer_seat(self.table)
        if now is not None and now != self._button:
            moves = self._button is not None and speed_factor(self.app.settings.animation_speed) > 0 \
                and not self.app.settings.reduced_motion
            self.dealer_from = (self._button, 0.0) if moves and self._button is not None else None
            self._button = now

    #: Seconds the loop may sleep before the frame in which an opponent decides ahead.
    THINK_WAKE = 0.005
    #: Monte Carlo equities an opponent works out in one quiet frame at most (about 1.5-2.5 ms
    #: each): the first decision of a hand weighs two three-way all-ins, 4-7 ms in one go.
    THINK_EQUITIES = 1

    def next_change(self) -> float | None:
        """0.0 while chips fly, cards slide in, the dealer button moves or the slider is dragged; else the next
        second of a clock on show, the next thing a table does by itself (a bot, a new hand,
        a run-out street), a note's end, a held button; None when it waits for the player.
        Soon after the table changed while an opponent is to act: the frame it decides ahead in."""
        due = self._rest_due()
        if due != 0.0 and self._think_owed and not self.table.waiting_for_player \
                and self.table.next_event() is not None:
            return soonest([due, self.THINK_WAKE])
        return due

    def _rest_due(self) -> float | None:
        """``next_change`` but the frame an opponent decides ahead in (it changes no pixel)."""
        pace = speed_factor(self.app.settings.animation_speed)
        sliding = pace > 0 and any(age < self.DEAL_SECONDS * pace for age in self._dealt.values())
        if self.flights or sliding or self._dragging or self.dealer_from is not None:
            return 0.0
        return soonest([self.said[1] or None, self.hub.room.next_event(),
                        *clock_ticks(self.table, large=True),
                        *(b.next_change() for b in [*self.buttons, self.done_b, self.again_b])])

    DEAL_SECONDS = 0.28
    FLIGHT_SECONDS = 0.35
    FLIGHT_DELAY = {"bet": 0.0, "back": 0.0, "gather": 0.2, "win": 0.6}  # the pot is gathered, then won

    def _on_show(self, dt: float) -> None:
        """Chips move and sounds play for what the table newly shows (an all-in run-out
        street by street): bets out in front, the street gathered into the pot, the pot to
        its winners, an uncalled bet back (no chips fly at instant speed)."""
        pace = speed_factor(self.app.settings.animation_speed)
        if self.app.settings.reduced_motion:  # no sliding chips: the bets and the pot just show
            pace = 0.0
        self.flights = [(m, seat, age + dt) for m, seat, age in self.flights
                        if pace > 0 and age + dt < self.FLIGHT_SECONDS * pace]
        hand = self.table.hand_on_show
        if hand is None:
            return
        number, seen = self._seen
        if number != self.table.hand_number:
            seen = 0
        if len(hand.operations) > seen:
            if pace > 0:
                seats = self.table.t.hand_seats
                self.flights += [(m, seats[m.seat], -self.FLIGHT_DELAY[m.kind] * pace)
                                 for m in chip_moves(hand.operations, seen)]
            kinds, all_in = heard(self.table, hand.operations[seen:])
            for kind in kinds:  # cards, chips and wins of this table are heard (the others stay quiet)
                self.app.sound(kind, 0.7)
            if all_in:  # the dealer calls it (Settings' voice)
                voice.say(self.app, "all_in", self)
        self._seen = (self.table.hand_number, len(hand.operations))

    def flight_paths(self, view: TableOnShow | None = None) -> list[tuple[list[tuple[float, float]], float, int]]:
        """The chips flying now: each one's way round the cards (table units), how far along
        it is (0 … 1) and its amount (``view``: the table on show, when drawn this frame)."""
        places = seat_places(self.table, True)
        pace = max(speed_factor(self.app.settings.animation_speed), 1e-6)
        boxes = card_boxes(self.table, view or table_on_show(self.table)) if self.flights else []
        out = []
        for move, seat, age in self.flights:
            if age >= 0 and seat in places:
                path = route(*chip_ends(move.kind, places[seat]), boxes)
                out.append((path, age / (self.FLIGHT_SECONDS * pace), move.amount))
        return out

    def _motion(self, key: tuple[Any, ...]) -> float:
        """How far a card has slid in: new cards start at the shoe, one after another."""
        pace = speed_factor(self.app.settings.animation_speed)
        if pace <= 0:
            return 1.0
        if key not in self._dealt and self.cards_in_place:
            self._dealt[key] = self.DEAL_SECONDS * pace  # already on the table
        if key not in self._dealt:
            queued = sum(1 for age in self._dealt.values() if age < 0)
            self._dealt[key] = -queued * 0.12 * pace  # a short stagger between cards
        return max(0.0, min(1.0, self._dealt[key] / (self.DEAL_SECONDS * pace)))

    def draw(self, surface: pygame.Surface) -> None:
        if isinstance(surface, Canvas):  # drawn again only where it changed, over the kept felt (issue 27)
            if self._unchanged() and self.backdrop.keep(surface):
                return  # the table at rest, as the window shows it: nothing to draw
            self._lay(surface)
        else:
            draw_ground(self.app, surface)  # the room, the table in it, the rail of controls
            self._draw_play(surface)
            self._draw_box(surface, veiled=False)
        self.cards_in_place = False
        due = self._rest_due()
        self._still = (self._look(), due, 0.0) if due != 0.0 else None

    def _look(self) -> tuple[Any, ...]:
        """What the table shows besides its movements, in short: equal while it looks the same
        (with no event and nothing due, ``_still``)."""
        t = self.table
        return (tuple(len(x.operations) for x in self.hub.room.tables), len(t.operations), t.hand_number,
                t.waiting_for_player, t.on_hold, t.finished_on_show, t.is_over, t.player_out,
                clock_faces(t, large=True), self.amount, self.typing, self.said[0], self.app.lang,
                self.app.settings.felt, gfx.ui_scale(), self.hub.room.blinds_up(t))

    def _unchanged(self) -> bool:
        """The table shows what the last frame drawn at rest showed, nothing due since."""
        still = self._still
        if still is None or (still[1] is not None and still[2] >= still[1] - 0.002):
            return False
        return still[0] == self._look()

    def _draw_box(self, surface: pygame.Surface, veiled: bool) -> None:
        """Out or over: the box over the table (``veiled``: the table already dimmed under it)."""
        if self.table.finished_on_show:
            draw_finish(surface, self.app, self.table, [self.again_b, self.done_b], veiled)
        elif self.table.on_hold:
            draw_bust(surface, self.app, self.table, self.watch_b, self.skip_b, veiled)

    def _lay(self, surface: Canvas) -> None:
        """The table at the window's pixels: its drawings recorded, then drawn over the felt laid
        back only where they differ from the last frame's (out or over: dimmed there, under the
        box, recorded too)."""
        drawn = cast(pygame.Surface, surface)
        drawings = recorded(surface, lambda: self._draw_play(drawn))
        box = recorded(surface, lambda: self._draw_box(drawn, veiled=True))
        over = self.table.finished_on_show or self.table.on_hold
        self.backdrop.lay(surface, ground_key(self.app), drawings, VEIL_ALPHA if over else 0, box,
                          tiles=self.button_tiles)

    def _draw_play(self, surface: pygame.Surface) -> None:
        """The table and the rail's controls, over the room and the table's felt and rail
        (``draw_ground``, drawn or kept under them)."""
        self._offer_only_legal_actions()
        level = self.hub.room.blinds_up(self.table)
        view = table_on_show(self.table)  # once a frame: the table, the chips' ways round its cards
        over_board = level is not None and bool(view.board)  # the last hand's board on show
        seats = buttons = None
        if isinstance(surface, Canvas) and surface.ops is not None:  # recorded: seats and buttons showing the same kept
            seats, buttons = self.seats_kept, self.buttons_kept
            context = (surface.target, surface.target.get_size(), surface.context, self.app.settings, self.app.lang,
                       gfx.ui_scale())
            seats.start(context)
            buttons.start(context)
        self.cards_flying, self.cards_lying = draw_table(surface, TABLE_RECT, self.table, self.app, large=True, motion=self._motion,
                                       blinds_up=None if over_board else level, dealer_from=self.dealer_from,
                                       ways=self._ways, felt=False, view=view, seats_kept=seats)
        for path, f, amount in self.flight_paths(view):
            draw_flying_chip(surface, TABLE_RECT, path, f, amount)
        with gfx.box_scale(growth(True)):  # at the felt's factor, between its level lines and prize pool
            gfx.blit_text(surface, table_line(self.app, self.table, self.hub.room.number_of(self.table)), 24,
                          (TABLE_RECT.centerx, TABLE_RECT.y + 16), gfx.CREAM, "bold", anchor="midtop",
                          max_width=760 if growth(True) == 1 else TABLE_RECT.w - 2 * (24 + INFO_W + 16))
        self.code_label.draw(surface)
        self.button_tiles = []
        ops = surface.ops if isinstance(surface, Canvas) else None  # recorded: each button's drawings
        for k, b in enumerate(self.buttons):
            start = len(ops) if ops is not None else 0
            if buttons is None or not b.visible:
                b.draw(surface)
            else:
                buttons.part((k,), button_looks(b), ops, partial(b.draw, surface))
            if ops is not None and len(ops) > start:
                self.button_tiles.append(ops[start].area.unionall([op.area for op in ops[start + 1:]]))
        draw_slider(surface, self.app, self.choices(), self.amount, self.said[0])
        gfx.blit_text(surface, self.app.tr("lobby.balance"), 20, (1640, 962), gfx.MUTED, "bold", max_width=256)
        balance = self.app.wallet.balance - self.hub.room.prizes_on_hold()  # no result before the river
        gfx.blit_text(surface, self.app.money(balance), 32, (1896, 992), gfx.GOLD_LIGHT,
                      "black", anchor="topright", max_width=256)
        if self.table.waiting_for_player:
            turn = gfx.blit_text(surface, self.app.tr("twister.your_turn"), 34, (960, 50), gfx.GOLD_LIGHT,
                                 "black", anchor="center", max_width=480)  # between HISTORY and the note
            left = self.table.decision_left
            if left is not None:  # live pace: the decision clock (check, else fold, at 0)
                gfx.blit_text(surface, clock_text(math.ceil(left)), 34, (turn.right + 24, 50),
                              gfx.CREAM if left > 5 else (240, 120, 100), "black", anchor="midleft",
                              max_width=1640 - 380 - 16 - (turn.right + 24))  # grown as YOUR TURN, left of the note
        draw_time_bank(surface, self.app, self.table, TABLE_RECT)
        others = self._others_waiting()
        if others:
            k = self.hub.room.number_of(others[0])
            gfx.blit_text(surface, self.app.tr("twister.other_waiting", n=k), 22, (1640, 50),
                          gfx.GOLD_LIGHT, "bold", anchor="midright", max_width=1640 - 1260)
        if over_board and level is not None:  # in the top band: the banner would hide the board's cards
            self._draw_blinds_on_top(surface, blinds_up_text(self.app, level), others)

    def _draw_blinds_on_top(self, surface: pygame.Surface, text: str, others: list[TwisterTable]) -> None:
        """"Blinds up" between the top band's buttons (and the note of another table waiting),
        while the hand just over still shows its board on the felt."""
        right = self.top_buttons[2].rect.left
        if others:
            note = self.app.tr("twister.other_waiting", n=self.hub.room.number_of(others[0]))
            right = min(right, 1640 - gfx.font(22, "bold").size(note)[0])
        left = self.top_buttons[1].rect.right + 24
        band = pygame.Rect(left, 6, max(0, right - 24 - left), TABLE_RECT.y - 12)
        draw_blinds_banner(surface, band, text, gfx.fit_size(text, 44, band.w - 32, band.h - 14, "black"))

    def language_changed(self) -> None:
        self._still = None
        self._build()

    def exit(self) -> None:
        super().exit()
        self.backdrop.release()
        self.seats_kept.forget()
        self.buttons_kept.forget()
