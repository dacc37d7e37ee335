"""Bet controls, the part of a table where bets are built before the deal.

A table picks one: :class:`ChipSpots` (the chip rack, the bet spots on the felt and the
buttons it names — UNDO, CLEAR, DOUBLE, REBET, REBET & DEAL, DEAL) or a game's own, such as
video poker's VALUE × HANDS (``scenes/games/video_poker/controls.py``). The rules are
gamelib's (:class:`gamelib.bets.BetSlip`); a part only calls them and shows their errors.

:class:`BetControls` holds what every kind shares: the hotkeys Ctrl+Z / Cmd+Z, Delete and
Backspace (undo one step), Delete held three seconds (clear), Space and Enter.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from scenes.table.spot_results import draw_spot_tags, spot_tags
from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.widgets.base import Button, resolve
from scenes.ui.widgets.chips import BetSpot, ChipRack
from scenes.ui.widgets.focus import FocusTarget, button_target, buttons_targets

if TYPE_CHECKING:
    from scenes.table.base import TableScene

DELETE_HOLD_SECONDS = 3.0


def button_look(button: Button) -> tuple[Any, ...]:
    """All a button's drawing shows (its place, words, state and style): equal looks draw equal pixels
    at one window size, language and scale."""
    b = button
    return (b.visible, tuple(b.rect), resolve(b.label), b.enabled, b.pressed, b.hovered, b.highlight, b.style,
            b.font_size, b.hotkey, b.hotkey_size, b.radius, b.icon)


def spot_look(spot: BetSpot) -> tuple[Any, ...]:
    """All a bet spot's drawing shows: its place, name, stake (as the money words it), state and result."""
    amount = spot.amount()
    return (spot.name, spot.centre, spot.radius, spot.edge, spot.label_room, resolve(spot.label), amount,
            spot.money(amount), spot.maximum, resolve(spot.limit_text), spot.enabled(), spot.hovered,
            spot.clickable, spot.result, spot.chips)


#: The bet buttons a chip table may pick, in the order they stand on the rail.
CHIP_BUTTONS = ("undo", "clear", "double", "rebet", "rebet_deal", "deal")


class BetControls(ABC):
    """Building the bets: hotkeys and the rail, the same on every table."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self._delete_down = 0.0
        self._delete_held = False
        #: the bet spots on the felt, by name (none for a table without chip spots)
        self.spots: dict[str, BetSpot] = {}

    # --- what a kind of controls does -----------------------------------------------------
    @abstractmethod
    def buttons(self) -> list[Button]:
        """The buttons that take clicks now (bet buttons while betting, its own in a round)."""

    @abstractmethod
    def undo(self) -> None: ...

    @abstractmethod
    def clear(self) -> None: ...

    @abstractmethod
    def space(self) -> None: ...

    @abstractmethod
    def enter(self, shift: bool) -> bool:
        """Enter (Shift+Enter): True when used."""

    @abstractmethod
    def bet_total(self) -> int:
        """The BET box: the bets on the table."""

    @abstractmethod
    def draw_rail(self, surface: pygame.Surface) -> None:
        """The rail under the felt (the boxes are the info panels')."""

    def draw_felt(self, surface: pygame.Surface) -> None:
        """What sits on the felt (bet spots); nothing by default."""
        return

    def key(self) -> tuple[Any, ...]:
        """What the cached table layer shows of these controls."""
        return ()

    def felt_key(self) -> tuple[Any, ...] | None:
        """All ``draw_felt`` shows (a part of the table's layer keyed by it keeps its drawings while it is
        unchanged), or None: drawn again whenever the layer is (the default)."""
        return None

    def felt_parts(self) -> list[tuple[str, tuple[Any, ...] | None, Callable[[pygame.Surface], None]]]:
        """What ``draw_felt`` draws as parts of the table's layer, in order: (name, all it shows, how it
        draws); by default one part, keyed by ``felt_key``."""
        return [("spots", self.felt_key(), self.draw_felt)]

    def rail_key(self) -> tuple[Any, ...] | None:
        """All ``draw_rail`` shows (a part of the table's layer keyed by it keeps its drawings while it is
        unchanged), or None: drawn again whenever the layer is (the default)."""
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse on the controls' own widgets (the buttons are handled by the table)."""
        return False

    def handle_own_key(self, event: pygame.event.Event) -> bool:
        """Keys of this kind of controls (chip numbers, R, P …)."""
        return False

    def focus_targets(self) -> list[FocusTarget]:
        """What the keyboard focus moves between, in Tab order (default: the buttons)."""
        return buttons_targets("bet", self.buttons())

    def ready_to_deal(self) -> bool:
        """Hand the bets to the session's slip before the deal; False (said why): not now."""
        return True

    def round_dealt(self, dealt: bool) -> None:
        """After the deal (``dealt``: a round started); nothing to do by default."""
        return

    def place_buttons(self) -> None:
        """The bet buttons where the player's UI scale puts them (a table calls it when the
        scale changes); nothing to do by default."""
        return

    def pace_can_deal(self) -> bool:
        """Live pace: does the betting window close on a round (default: the slip is ready)?"""
        return self.table.session.can_deal()

    def start_new_bets(self) -> None:
        """The first touch after a round: clear the old cards and results."""
        table = self.table
        if not table.session.in_round and table.shown_stakes and table.session.slip.is_empty:
            table.clear_table()

    def next_change(self) -> float | None:
        """While Delete is held: the moment it clears the bets (None: waits for the player)."""
        return max(0.0, DELETE_HOLD_SECONDS - self._delete_down) if self._delete_held else None

    def update(self, dt: float) -> None:
        if self._delete_held:
            self._delete_down += dt
            if self._delete_down >= DELETE_HOLD_SECONDS:
                self._delete_held = False
                self.clear()

    # --- the shared hotkeys ---------------------------------------------------------------------
    def handle_key(self, event: pygame.event.Event) -> bool:
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
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.enter(bool(mods & pygame.KMOD_SHIFT)):
            return True
        return self.handle_own_key(event)

    def handle_key_up(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_DELETE:
            self._delete_held = False
            return True
        return False


class ChipSpots(BetControls):
    """Chips on spots: the rack, a BetSpot per chip spot, and the bet buttons picked.

    ``buttons`` names them in rail order (see CHIP_BUTTONS); a table without DOUBLE simply
    leaves it out. Four buttons fill the rail as DEAL's row; more share it (``gap``,
    ``font_size``).
    """

    #: At a larger scale the bet buttons are this much taller (100 px): their label and hotkey
    #: grow 1.5x, and in the designed 88 px UNDO's letters stood 13 px under the button's top
    #: edge, crowded against it, the hotkey close under them.
    SCALED_GROW = 12

    def __init__(self, table: TableScene, buttons: tuple[str, ...] = ("undo", "double", "rebet", "deal"),
                 *, gap: int | None = None, font_size: int | None = None,
                 decision_needs: dict[str, str] | None = None) -> None:
        super().__init__(table)
        #: A spot a decision fills -> the spot whose bet it needs this round (2 Hand Casino
        #: Hold'em's PLAY 2 needs ANTE 2: with none, hand 2 is not played and its PLAY stays dim).
        self.decision_needs = decision_needs or {}
        unknown = set(buttons) - set(CHIP_BUTTONS)
        if unknown:
            raise ValueError(f"no such bet buttons: {sorted(unknown)}")
        self._checks: dict[str, Callable[[], bool]] = {}
        self._states: dict[Any, bool] = {}
        self._states_key: tuple[Any, ...] | None = None
        self._state_epoch = 0
        self._state_age = 0.0
        limits = table.definition.limits
        self.rack = ChipRack(table.CHIP_POS, limits.chips, self.chip_enabled, diameter=table.CHIP_D, gap=12)
        for rule in limits.spots:
            pos = table.SPOTS.get(rule.name)
            if pos is not None:
                self.spots[rule.name] = self._spot(rule.name, pos)
        for spot in self.spots.values():  # a name over the chips may grow up to its neighbours
            gaps = [abs(o.centre[0] - spot.centre[0]) for o in self.spots.values()
                    if o is not spot and abs(o.centre[1] - spot.centre[1]) < 2 * spot.radius]
            spot.label_room = max(2 * spot.radius + 8, min(gaps, default=4 * spot.radius) - 16)
        rects = self._button_rects(len(buttons), gap)
        self.by_name = {name: self._make_button(name, rect) for name, rect in zip(buttons, rects)}
        self.bet_buttons = list(self.by_name.values())
        for button in self.bet_buttons:
            if font_size is not None:
                button.font_size = font_size
        self.place_buttons()

    def _spot(self, name: str, pos: tuple[int, int]) -> BetSpot:
        table, app = self.table, self.table.app
        limits = table.definition.limits
        rule = limits.spot(name)
        clickable = rule.mirrors is None  # a spot bet by a decision says why it takes no chips
        maximum = 0 if rule.fixed is not None else rule.max_cents  # a toggle: no "limit reached"
        return BetSpot(name, pos, lambda: table.spot_label(name), lambda: self.spot_amount(name),
                       maximum, self.click_spot, lambda: self.spot_enabled(name), table.SPOT_RADIUS,
                       limits.chips, app.money, lambda: app.tr("table.limit_reached"), clickable, table.RAIL_Y)

    def place_buttons(self) -> None:
        """DEAL's row at the player's scale: larger, the buttons are SCALED_GROW px taller into
        the rail's room under them (a table that lays them out itself places them after)."""
        h = self.table.CONTROL_H + (self.SCALED_GROW if gfx.text_scaled() else 0)
        for button in self.bet_buttons:
            button.rect.height = h

    def _button_rects(self, n: int, gap: int | None) -> list[pygame.Rect]:
        """DEAL's row on the rail: four buttons fill it; more share it with a smaller gap."""
        t = self.table
        total = 4 * t.CONTROL_W + 3 * t.CONTROL_GAP
        g = gap if gap is not None else t.CONTROL_GAP
        w = (total - g * (n - 1)) // n
        return [pygame.Rect(t.CONTROLS_X + i * (w + g), t.CONTROLS_Y, w, t.CONTROL_H) for i in range(n)]

    def _make_button(self, name: str, rect: pygame.Rect) -> Button:
        app, slip, t = self.table.app, self.table.session.slip, self.table
        if name == "undo":
            return Button(rect, lambda: app.tr("table.undo"), self.undo, hotkey="Del / Ctrl+Z",
                          on_hold=self.clear, enabled=self.betting_open_and("undo", slip.can_undo))
        if name == "clear":
            return Button(rect, lambda: app.tr("table.clear"), self.clear, hotkey="Del 3s",
                          enabled=self.betting_open_and("clear", lambda: not slip.is_empty))
        if name == "double":
            return Button(rect, lambda: app.tr("table.double"), self.double, hotkey="Space",
                          enabled=self.betting_open_and("double", slip.can_double))
        if name == "rebet":
            return Button(rect, lambda: app.tr("table.rebet"), self.rebet, hotkey="Space",
                          enabled=self.betting_open_and("rebet", self.can_rebet))
        if name == "rebet_deal":
            return Button(rect, lambda: app.tr("headsup.rebet_deal"), self.rebet_and_deal,
                          hotkey="Shift+Enter", style="gold",
                          enabled=self.betting_open_and("rebet_deal", self.can_rebet))
        return Button(rect, lambda: app.tr("table.deal"), t.deal, hotkey="Enter", style="gold",
                      enabled=self.betting_open_and("deal", t.session.can_deal))

    # --- enabled states: gamelib's answer, asked again only when the bets change ---------------
    def betting_open_and(self, name: str, check: Callable[[], bool]) -> Callable[[], bool]:
        self._checks[name] = check
        return lambda: self.table.betting_open() and self._control_state(name)

    def _control_state(self, name: str) -> bool:
        self.refresh_states()
        return self._states.get(name, False)

    def chip_enabled(self, chip: int) -> bool:
        self.refresh_states()
        return self._states.get(("chip", chip), False)

    def refresh_states(self, force: bool = False) -> None:
        """Ask the slip (which reads the wallet) once per change of the bets, or every 0.25 s."""
        slip = self.table.session.slip
        key = (slip.total, slip.can_undo(), slip.amounts.copy(), self.table.session.in_round,
               self._state_epoch)
        if not force and key == self._states_key:
            return
        self._states_key = key
        states: dict[Any, bool] = {name: bool(check()) for name, check in self._checks.items()}
        for chip in self.table.definition.limits.chips:
            states[("chip", chip)] = slip.chip_enabled(chip)
        self._states = states

    def update(self, dt: float) -> None:
        super().update(dt)
        self._state_age += dt
        if self._state_age >= 0.25:  # the balance may move elsewhere (another table, the cashier)
            self._state_age = 0.0
            self._state_epoch += 1

    # --- reading ------------------------------------------------------------------------------
    def can_rebet(self) -> bool:
        return self.table.session.slip.can_rebet(self.table.session.last_stakes)

    def _showing_last_round(self) -> bool:
        session = self.table.session
        return session.in_round or (session.slip.is_empty and bool(self.table.shown_stakes))

    def bet_total(self) -> int:
        if self._showing_last_round():
            return sum(self.table.shown_stakes.values())
        return self.table.session.slip.total

    def spot_amount(self, spot: str) -> int:
        if self._showing_last_round():
            if self.table.results.get(spot) == "lose":
                return 0  # the dealer swept it at the result
            if spot in self.table.paid_on_spot:  # a side bet won mid-round: its payout on it (house, #28)
                return self.table.paid_on_spot[spot]
            return self.table.shown_stakes.get(spot, 0)
        return self.table.session.slip.amount(spot)

    def spot_enabled(self, spot: str) -> bool:
        rule = self.table.definition.limits.spot(spot)
        if self.table.session.in_round:
            stakes = self.table.shown_stakes
            needs = self.decision_needs.get(spot)
            return stakes.get(spot, 0) > 0 or (rule.by_decision and (needs is None or stakes.get(needs, 0) > 0))
        if rule.by_decision:
            return False  # bet by a decision once the cards are out (click_spot says so)
        if rule.needs:
            return self.table.session.slip.amount(rule.needs) > 0
        return True

    # --- building the bets: only calls the slip and shows its errors -------------------------------
    def click_spot(self, spot: str) -> None:
        t, app = self.table, self.table.app
        slip = t.session.slip
        if not t.betting_open():
            return
        if t.definition.limits.spot(spot).by_decision:
            app.toast(app.tr("table.spot_by_decision", spot=t.spot_label(spot)), tone="info")
            return
        if slip.amount(spot) and t.definition.limits.spot(spot).fixed is not None:
            if t.guard(lambda: slip.take_back(spot)) is not None:  # a toggle: off again
                app.sound("chip", 0.5)
            return
        block = app.betting_block()
        if block:
            app.toast(block)
            return
        self.start_new_bets()
        chip = self.rack.current() or 0
        if not chip and not any(self.chip_enabled(c) for c in self.rack.chips):
            app.toast(app.tr("error.balance_short"))  # no chip fits: say why, not "choose a chip"
            return
        if t.guard(lambda: slip.place(spot, chip)) is not None:
            app.sound("chip", 0.8)
            if chip in self.rack.chips:
                start = self.rack.chip_rect(self.rack.chips.index(chip)).center
                t.fly_chip(chip, start, t.SPOTS[spot])

    def undo(self) -> None:
        if self.table.betting_open() and self.table.guard(self.table.session.slip.undo) is not None:
            self.table.app.sound("chip", 0.5)

    def clear(self) -> None:
        slip = self.table.session.slip
        if self.table.betting_open() and not slip.is_empty:
            slip.clear()
            self.table.app.sound("chips_stack", 0.6)

    def double(self) -> None:
        if self.table.betting_open() and self.table.guard(self.table.session.slip.double) is not None:
            self.table.app.sound("chips_stack", 0.7)

    def rebet(self) -> None:
        t = self.table
        if not t.betting_open():
            return
        self.start_new_bets()
        if t.guard(lambda: t.session.slip.rebet(t.session.last_stakes)) is not None:
            t.app.sound("chips_stack", 0.7)

    def rebet_and_deal(self) -> None:
        """REBET & DEAL: the previous round's bets again, dealt at once."""
        self.rebet()
        if not self.table.session.slip.is_empty:
            self.table.deal()

    def space(self) -> None:
        """Space: rebet before the first chip; pressed again, double (if this table has it)."""
        if not self.table.betting_open():
            return
        if self.table.session.slip.is_empty:
            self.rebet()
        elif "double" in self.by_name:
            self.double()

    def enter(self, shift: bool) -> bool:
        if shift and "rebet_deal" in self.by_name:
            if self.table.betting_open():
                self.rebet_and_deal()
            return True
        if self.table.betting_open():
            self.table.deal()
            return True
        return False

    def handle_own_key(self, event: pygame.event.Event) -> bool:
        if self.table.betting_open() and pygame.K_1 <= event.key <= pygame.K_9:
            self.rack.select_index(event.key - pygame.K_1)
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.table.betting_open() and self.rack.handle_event(event):
            return True
        return any(spot.handle_event(event) for spot in self.spots.values())

    def buttons(self) -> list[Button]:
        return [] if self.table.session.in_round else self.bet_buttons

    def focus_targets(self) -> list[FocusTarget]:
        """While betting: the spots that take chips (left to right), the chips, the buttons."""
        if not self.table.betting_open():
            return []
        rack = self.rack
        chips = [FocusTarget(("chip", c), rack.chip_rect(i), partial(rack.select_index, i), round=True)
                 for i, c in enumerate(rack.chips) if self.chip_enabled(c)]
        spots = [FocusTarget(("spot", s.name), s.rect, partial(self.click_spot, s.name), round=True)
                 for s in sorted(self.spots.values(), key=lambda s: s.centre)
                 if s.clickable and s.enabled() and not self.table.definition.limits.spot(s.name).by_decision]
        named = [button_target(("bet", name), b) for name, b in self.by_name.items()]
        return [*spots, *chips, *(t for t in named if t is not None)]

    # --- drawing ------------------------------------------------------------------------------------
    def key(self) -> tuple[Any, ...]:
        return (tuple(sorted(self._states.items(), key=repr)), self.rack.current(), self.rack.hover,
                tuple(s.hovered for s in self.spots.values()), tuple(self.table.banner.results),
                self._showing_last_round())

    def felt_key(self) -> tuple[Any, ...]:
        """Each spot's look and, while the last round shows, the tags of its decided bets: a card landing
        or a button turning on records no spot again (issue 27)."""
        tags = spot_tags(self.table.app, self.table.banner.results) if self._showing_last_round() else None
        return (tuple(spot_look(s) for s in self.spots.values()), None if tags is None else tuple(tags.items()))

    def felt_parts(self) -> list[tuple[str, tuple[Any, ...] | None, Callable[[pygame.Surface], None]]]:
        """Each spot a part keyed by its look, then the tags of the last round's decided bets: a bet on
        one spot, a spot settled or a tag shown records that one alone again (issue 27: each recorded
        all the spots, 30-47 drawings at 4K, on each table of four)."""
        tags = spot_tags(self.table.app, self.table.banner.results) if self._showing_last_round() else None
        return [*((f"spot {s.name}", ("spot", spot_look(s)), s.draw) for s in self.spots.values()),
                ("spot tags", ("spot tags", None if tags is None else tuple(tags.items())), self._draw_tags)]

    def _draw_tags(self, surface: pygame.Surface) -> None:
        if self._showing_last_round():  # each decided bet's result on its spot (house, #28)
            draw_spot_tags(surface, self.spots, spot_tags(self.table.app, self.table.banner.results))

    def rail_key(self) -> tuple[Any, ...]:
        """The rack (its chips, which may be taken, the chosen and the pointed one), whether it is veiled
        (betting closed) and, outside a round, the bet buttons' looks: a round starting or DEAL turning on
        records the rail again, not the top buttons or the decision bar (issue 27)."""
        rack, t = self.rack, self.table
        chips = (tuple(rack.rect), rack.chips, rack.diameter, rack.gap, rack.current(), rack.hover,
                 tuple(rack.is_enabled(c) for c in rack.chips))
        buttons = () if t.session.in_round else tuple(button_look(b) for b in self.bet_buttons)
        return (chips, t.betting_open(), buttons)

    def draw_felt(self, surface: pygame.Surface) -> None:
        for spot in self.spots.values():
            spot.draw(surface)
        self._draw_tags(surface)

    def draw_rail(self, surface: pygame.Surface) -> None:
        self.rack.draw(surface)
        if not self.table.betting_open():  # the rack dimmed: no chip may be taken (at the pixels shown)
            area = self.rack.rect.inflate(20, 10)
            at = surface.rect(area) if isinstance(surface, Canvas) else area
            veil = gfx.surface_cache.get(("rack-veil", at.size))
            if veil is None:
                veil = pygame.Surface(at.size, pygame.SRCALPHA)
                veil.fill((10, 6, 4, 150))
                gfx.surface_cache.put(("rack-veil", at.size), veil)
            if isinstance(surface, Canvas):
                surface.blit_physical(veil, at)
            else:
                surface.blit(veil, at)
        if not self.table.session.in_round:
            for b in self.bet_buttons:
                b.draw(surface)

