"""The Heads Up Hold'em table: ANTE = ODDS, RAISE, TRIPS PLUS and POCKET BONUS spots; the
five community cards dealt face down and turned as the player checks; the gold LIMITS card
that opens the limits and every pay table (ODDS, BAD BEAT, TRIPS PLUS, POCKET BONUS).

Buttons by street: CHECK / RAISE x3, CHECK / RAISE x2, FOLD / RAISE x1 (VEDI, RILANCIA,
LASCIA in Italian). Only layout and drawing live here: the rules are gamelib.games.heads_up.rules's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.cards import Card
from gamelib.events import BetSettled, Event
from gamelib.games.dealer_holdem import PayTable
from gamelib.games.heads_up.advisor import choices as advisor_choices
from gamelib.games.heads_up.rules import (
    BAD_BEAT_TABLE,
    ODDS_TABLE,
    POCKET_TABLE,
    TRIPS_PLUS_TABLE,
    HeadsUpRound,
    Phase,
    pocket_line,
)
from gamelib.hands import HandName
from scenes.games.casino_holdem.table import (
    BAD_BEAT_PREFIX,
    beside_dealer,
    line_label,
    paytable_surface,
    settled_in_words,
)
from scenes.table.advisor import AdvisorPanel
from scenes.table.base import CardPlace, Decision, TableScene
from scenes.table.controls import ChipSpots
from scenes.table.layout import TEXT_FLOOR, card_slots
from scenes.ui import gfx
from scenes.ui.context import Texts
from scenes.ui.manager import PopUp
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.app import App

SPOTS_Y = 806
BET_BUTTONS = ("undo", "clear", "double", "rebet", "rebet_deal", "deal")
BUTTONS_X, BUTTON_GAP = 626, 8
BUTTON_WIDTHS = (104, 110, 126, 76, 240, 160)  # to x 1482, left of the BALANCE box
#: The gold LIMITS card (top left, where other tables show their LIMITS panel).
CARD_RECT = (24, 100, 320, 92)  # a quiet card: the felt's cards draw the eye, not it


def lit_rows(table: PayTable, line: str | None) -> set[int]:
    """The rows of ``table`` that ``line`` (a line this round has made) lights."""
    return {i for i, ln in enumerate(table) if ln.name == line}


def table_rows(app: Texts, table: PayTable) -> list[tuple[str, str]]:
    to = app.tr("headsup.to")
    return [(line_label(app, ln.name), f"{ln.to} {to} {ln.per}") for ln in table]


class LimitsAndPays(PopUp):
    """The pop-up the gold LIMITS card opens: limits and all four pay tables."""

    name = "heads-up-limits"

    def __init__(self, app: App, table: HeadsUpTable) -> None:
        super().__init__(app)
        self.table = table
        self.rect = pygame.Rect(0, 0, 1500, 760)
        self.rect.center = (960, 520)
        self.close_button = Button((self.rect.centerx - 120, self.rect.bottom - 86, 240, 62),
                                   lambda: app.tr("ui.close"), self.close, hotkey="Esc",
                                   style="gold")
        self._surface: pygame.Surface | None = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.close_button.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos):
            self.close()
        return True  # modal

    def update(self, dt: float) -> None:
        self.close_button.update(dt)

    def _render(self) -> pygame.Surface:
        app = self.app
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        surf.blit(gfx.panel(self.rect.size, (8, 16, 12, 245), gfx.GOLD, 24, 3), (0, 0))
        gfx.blit_text(surf, app.tr("headsup.limits_title"), 34, (self.rect.w // 2, 22), gfx.GOLD,
                      "black", anchor="midtop")
        m = app.money
        limits = [(self.table.spot_label(r.name), f"{m(r.min_cents)} – {m(r.max_cents)}")
                  for r in self.table.definition.limits.spots
                  if not r.by_decision and r.mirrors is None]
        limits.append((self.table.spot_label("odds"), app.tr("headsup.odds_equals")))
        limits.append((self.table.spot_label("raise"), app.tr("headsup.raise_sizes")))
        lit = self.table.lit
        columns = (
            (40, [paytable_surface(app.tr("table.limits"), limits, 440),
                  paytable_surface(app.tr("headsup.pocket_title"), table_rows(app, POCKET_TABLE),
                                   440, lit=lit_rows(POCKET_TABLE, lit.get("pocket")))]),
            (510, [paytable_surface(app.tr("headsup.odds_title"), table_rows(app, ODDS_TABLE), 440,
                                    footer=app.tr("headsup.odds_note"),
                                    lit=lit_rows(ODDS_TABLE, lit.get("odds"))),
                   paytable_surface(app.tr("headsup.bad_beat_title"),
                                    table_rows(app, BAD_BEAT_TABLE), 440,
                                    footer=app.tr("headsup.bad_beat_note"),
                                    lit=lit_rows(BAD_BEAT_TABLE, lit.get("bad_beat")))]),
            (980, [paytable_surface(app.tr("headsup.trips_title"),
                                    table_rows(app, TRIPS_PLUS_TABLE), 480,
                                    lit=lit_rows(TRIPS_PLUS_TABLE, lit.get("trips")))]),
        )
        for x, panels in columns:
            y = 90
            for p in panels:
                surf.blit(p, (x, y))
                y += p.get_height() + 24
        gfx.blit_text(surf, app.tr("headsup.qualifies"), 24, (980 + 240, 400), gfx.GOLD_LIGHT,
                      "bold", anchor="midtop")
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        gfx.veil(surface, 150)
        with gfx.text_floor(TEXT_FLOOR):
            if self._surface is None:
                self._surface = self._render()
            surface.blit(self._surface, self.rect)
            self.close_button.draw(surface)


class HeadsUpTable(TableScene):
    """Heads Up Hold'em: Ante + Odds, raise 3x / 2x / 1x, bad beats, two side bets."""

    name = "table-heads-up"
    game_id = "heads-up-holdem"
    SPOT_RADIUS = 58
    CHIP_D = 72  # a smaller rack leaves the six bet buttons room for their Italian words
    SPOTS = {"trips": (600, SPOTS_Y), "pocket": (750, SPOTS_Y), "ante": (930, SPOTS_Y),
             "odds": (1080, SPOTS_Y), "raise": (1260, SPOTS_Y)}
    CARD_PLACES = {
        "dealer": CardPlace(960, 196, 112, label="table.dealer"),
        "board": CardPlace(960, 370, 114, count=5),
        "player": CardPlace(960, 580, 116, label="table.player"),
    }
    FELT_ARC = None
    ODDS_RECT = (1576, 300, 320)
    #: TRIPS PLUS and POCKET BONUS beside the felt (left, under the LIMITS card): x, y, width.
    SIDE_RECT = (24, 210, 344)
    ADVISOR_RECT = (376, 240, 262, 172)  # right of the side bets' pay tables, left of the board

    def __init__(self, app: App, *, seed_source: Callable[[], bytes] | None = None,
                 config: dict[str, Any] | None = None) -> None:
        self._panels: dict[object, pygame.Surface] = {}
        self._side: dict[object, pygame.Surface] = {}
        #: The pay lines this round has made, by table ("odds", "bad_beat", "trips", "pocket").
        self.lit: dict[str, str] = {}
        super().__init__(app, seed_source=seed_source, config=config)
        self.advisor = AdvisorPanel(self, self.ADVISOR_RECT, advisor_choices)
        self.limits_card = Button(CARD_RECT, lambda: app.tr("headsup.limits_card"), self.open_limits,
                                  font_size=28, radius=12)

    def make_controls(self) -> ChipSpots:
        """The game's own six bet buttons: UNDO, CLEAR, DOUBLE, REBET, REBET & DEAL, DEAL, each as
        wide as its longest wording needs (RIPUNTA E DISTRIBUISCI the widest), on a smaller rack."""
        controls = ChipSpots(self, BET_BUTTONS, gap=BUTTON_GAP, font_size=TEXT_FLOOR)
        x = BUTTONS_X
        for name, width in zip(BET_BUTTONS, BUTTON_WIDTHS):
            controls.by_name[name].rect = pygame.Rect(x, self.CONTROLS_Y, width, self.CONTROL_H)
            x += width + BUTTON_GAP
        return controls

    def show_limits(self) -> bool:
        return False  # the gold LIMITS card opens them, with every pay table

    # --- the gold LIMITS card ---------------------------------------------------------------------
    def open_limits(self) -> None:
        if self.manager is not None:
            self.manager.push(LimitsAndPays(self.app, self))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.limits_card.handle_event(event):
            return True
        return super().handle_event(event)

    def active_buttons(self) -> list[Button]:
        """The shared buttons and the LIMITS card (the keyboard focus reaches it too)."""
        return [*super().active_buttons(), self.limits_card]

    def update(self, dt: float) -> None:
        super().update(dt)
        self.limits_card.update(dt)
        if not self.player.busy:
            self.advisor.update()

    # --- the ADVISOR (scenes.table.advisor) -----------------------------------------------------
    def act(self, action: str, **params: Any) -> list[Event]:
        return self.advisor.act(action, params, super().act)

    def action_label(self, action: str) -> str:
        """CHECK and FOLD in this table's words (VEDI, LASCIA), RAISE with its size now."""
        rnd = self.session.round
        if action == "raise" and isinstance(rnd, HeadsUpRound):
            times = {Phase.PREFLOP: 3, Phase.FLOP: 2}.get(Phase(rnd.phase), 1)
            return str(self.app.tr(f"headsup.raise{times}"))
        return str(self.app.tr(f"headsup.{action}"))

    # --- decisions ------------------------------------------------------------------------------
    def language_changed(self) -> None:
        super().language_changed()
        beside_dealer(self)  # the name's width changed with its language

    def show_hand(self, to: str, name: HandName | str, best_five: tuple[int, ...]) -> None:
        super().show_hand(to, name, best_five)
        if to == "dealer":
            beside_dealer(self)

    def show_bet_settled(self, event: BetSettled) -> None:
        """Pay lines in the player's language on the banner ("Bad beat: Scala"); a line that
        pays lights on its pay table."""
        line = event.line
        if event.paid > 0 and line:
            if event.spot == "odds" and line.startswith(BAD_BEAT_PREFIX):
                self.lit["bad_beat"] = line[len(BAD_BEAT_PREFIX):]
            elif event.spot in ("odds", "trips", "pocket"):
                self.lit[event.spot] = line
        super().show_bet_settled(settled_in_words(self.app, event))

    def clear_table(self) -> None:
        super().clear_table()
        self.lit = {}

    def show_card_dealt(self, to: str, index: int, card_id: int, face_up: bool) -> None:
        """POCKET BONUS lights its line as soon as the player's two cards are dealt."""
        super().show_card_dealt(to, index, card_id, face_up)
        if to != "player" or index != 1 or not self.shown_stakes.get("pocket"):
            return
        ids = [getattr(self.cards.get(("player", i)), "hidden_id", None) for i in range(2)]
        if None not in ids:
            a, b = (Card.from_id(c) for c in ids if c is not None)
            line = pocket_line(a.rank, a.suit, b.rank, b.suit)
            if line:
                self.when_landed(lambda: self.lit.update(pocket=line))

    def table_key(self) -> tuple[Any, ...]:
        return (*sorted(self.lit.items()), self.advisor.key())

    def decision_options(self) -> list[Decision]:
        rnd = self.session.round
        if not isinstance(rnd, HeadsUpRound) or rnd.is_over:
            return []
        times = {Phase.PREFLOP: 3, Phase.FLOP: 2, Phase.RIVER: 1}.get(Phase(rnd.phase), 1)
        first = (Decision("fold", "headsup.fold", pygame.K_f, "F", style="red")
                 if rnd.phase == Phase.RIVER
                 else Decision("check", "headsup.check", pygame.K_c, "C", style="dark"))
        return [first, Decision("raise", f"headsup.raise{times}", pygame.K_r, "R")]

    # --- drawing -------------------------------------------------------------------------------
    def decorate_felt(self, surface: pygame.Surface) -> None:
        card_slots(surface, self.CARD_PLACES["board"])  # the felt is printed, never bare
        card_slots(surface, self.CARD_PLACES["dealer"], 1)
        card_slots(surface, self.CARD_PLACES["player"], 1)
        ax, ay = self.SPOTS["ante"]
        ox, _ = self.SPOTS["odds"]
        gfx.blit_text(surface, "=", 40, ((ax + ox) // 2, ay), gfx.GOLD, "black", anchor="center")

    def _odds_panel(self) -> pygame.Surface:
        key = (self.app.lang, self.lit.get("odds"), self.lit.get("bad_beat"))
        panel = self._panels.get(key)
        if panel is None:
            odds = paytable_surface(self.app.tr("headsup.odds_title"), table_rows(self.app, ODDS_TABLE),
                                    self.ODDS_RECT[2], footer=self.app.tr("headsup.odds_note"),
                                    lit=lit_rows(ODDS_TABLE, key[1]))
            bad = paytable_surface(self.app.tr("headsup.bad_beat_title"),
                                   table_rows(self.app, BAD_BEAT_TABLE), self.ODDS_RECT[2],
                                   footer=self.app.tr("headsup.qualifies"), lit=lit_rows(BAD_BEAT_TABLE, key[2]))
            panel = pygame.Surface((self.ODDS_RECT[2], odds.get_height() + bad.get_height() + 14),
                                   pygame.SRCALPHA)
            panel.blit(odds, (0, 0))
            panel.blit(bad, (0, odds.get_height() + 14))
            self._panels = {key: panel}  # one (lit) panel kept
        return panel

    def _side_panel(self) -> pygame.Surface:
        """TRIPS PLUS over POCKET BONUS, the lines this round made lit."""
        key = ("side", self.app.lang, self.lit.get("trips"), self.lit.get("pocket"))
        panel = self._side.get(key)
        if panel is None:
            w = self.SIDE_RECT[2]
            trips = paytable_surface(self.app.tr("headsup.trips_title"), table_rows(self.app, TRIPS_PLUS_TABLE),
                                     w, lit=lit_rows(TRIPS_PLUS_TABLE, key[2]))
            pocket = paytable_surface(self.app.tr("headsup.pocket_title"), table_rows(self.app, POCKET_TABLE),
                                      w, lit=lit_rows(POCKET_TABLE, key[3]))
            panel = pygame.Surface((w, trips.get_height() + pocket.get_height() + 14), pygame.SRCALPHA)
            panel.blit(trips, (0, 0))
            panel.blit(pocket, (0, trips.get_height() + 14))
            self._side = {key: panel}
        return panel

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self._odds_panel(), self.ODDS_RECT[:2])
        surface.blit(self._side_panel(), self.SIDE_RECT[:2])
        self.advisor.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.limits_card.draw(surface)
        x, y, w, h = CARD_RECT
        pygame.draw.rect(surface, gfx.GOLD, CARD_RECT, 2, border_radius=12)  # gold-edged, not gold
        sub = self.app.tr("headsup.limits_sub")  # does not grow with the text size: clear of LIMITS above
        gfx.blit_text(surface, sub, TEXT_FLOOR, (x + w // 2, y + h - 6), gfx.MUTED, "bold", anchor="midbottom",
                      max_width=min(w - 20, gfx.designed_width(sub, TEXT_FLOOR, "bold")))
