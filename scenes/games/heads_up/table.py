"""The Heads Up Hold'em table: ANTE = ODDS, RAISE, TRIPS PLUS and POCKET BONUS spots; the
five community cards dealt face down and turned as the player checks; the gold LIMITS card
that opens the limits and every pay table (ODDS, BAD BEAT, TRIPS PLUS, POCKET BONUS).

Buttons by street: CHECK / RAISE 3x, CHECK / RAISE 2x, FOLD / RAISE 1x (VEDI, RILANCIA,
LASCIA in Italian). Only layout and drawing live here: the rules are gamelib.games.heads_up.rules's.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.cards import Card
from gamelib.events import BetSettled, Event
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
from scenes.games.heads_up.limits_popup import LimitsAndPays, lit_rows, table_rows
from scenes.table import coach_marks, felt_art
from scenes.table.advisor import AdvisorPanel
from scenes.table.base import CardPlace, Decision, TableScene
from scenes.table.controls import ChipSpots, button_look
from scenes.table.layout import TEXT_FLOOR, card_slots
from scenes.table.lit_rows import LitRows, PanelAhead, PayTablesFirst, Sized
from scenes.table.pay_words import BAD_BEAT_PREFIX, beside_dealer, settled_in_words
from scenes.table.paytable import (
    above_hand_name,
    draw_advisor_within,
    grown,
    left_column_bottom,
    paytable_kept,
    paytable_plan,
)
from scenes.ui import gfx
from scenes.ui.canvas import Canvas, drawn_at
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

SPOTS_Y = 806
GAP = 14  # px between two pay tables stacked
#: A pay table: title, rows (name, pays), footer, lit rows.
Table = tuple[str, list[tuple[str, str]], str, set[int]]
BET_BUTTONS = ("undo", "clear", "double", "rebet", "rebet_deal", "deal")
BUTTONS_X, BUTTON_GAP = 626, 8
BUTTON_WIDTHS = (116, 110, 126, 76, 228, 160)  # to x 1482, left of the BALANCE box (UNDO: room for "Del / Ctrl+Z")
#: The gold LIMITS card (top left, where other tables show their LIMITS panel).
CARD_RECT = (24, 100, 320, 92)  # a quiet card: the felt's cards draw the eye, not it
#: At a larger scale: TRIPS PLUS and POCKET BONUS fill the left column from its top (at most
#: SIDE_ROOM wide); the LIMITS card and the ADVISOR stand right of them, left of the cards.
SIDE_ROOM = 440
CARDS_LEFT = 826       # the dealer's and the player's cards start right of this
BOARD_BOTTOM = 462     # the ADVISOR starts under the board's cards
BOARD_EDGE = 450       # … whose lower edge is here: a tall ADVISOR may rise to it, never over it
SHOE_BOTTOM = 244      # the ODDS and BAD BEAT tables start under the shoe
ODDS_ROOM = 406        # … as wide as the room right of the result summary
RAIL_TOP = 900
TWO_ROW_H = 80         # at a larger scale the bet buttons stand in two rows this tall on the rail
__all__ = ["CARD_RECT", "HeadsUpTable", "LimitsAndPays"]


def place_bet_buttons(controls: ChipSpots, y: int, h: int) -> None:
    """The six bet buttons on the rail: in one row as designed; at a larger scale in two rows
    (UNDO, CLEAR, DOUBLE over REBET, REBET & DEAL, DEAL), each row as wide as the one, each
    button in its designed share of it, so their words and hotkeys grow."""
    if not gfx.text_scaled():
        x = BUTTONS_X
        for name, width in zip(BET_BUTTONS, BUTTON_WIDTHS):
            controls.by_name[name].rect = pygame.Rect(x, y, width, h)
            x += width + BUTTON_GAP
        return
    span = sum(BUTTON_WIDTHS) + BUTTON_GAP * (len(BET_BUTTONS) - 1)
    room = span - 2 * BUTTON_GAP
    pairs = list(zip(BET_BUTTONS, BUTTON_WIDTHS))
    for row, top in ((pairs[:3], RAIL_TOP + 8), (pairs[3:], RAIL_TOP + 8 + TWO_ROW_H + 6)):
        designed = sum(w for _, w in row)
        x = BUTTONS_X
        for i, (name, width) in enumerate(row):
            w = BUTTONS_X + span - x if i == len(row) - 1 else room * width // designed
            controls.by_name[name].rect = pygame.Rect(x, top, w, TWO_ROW_H)
            x += w + BUTTON_GAP


class HeadsUpTable(PayTablesFirst, TableScene):
    """Heads Up Hold'em: Ante + Odds, raise 3x / 2x / 1x, bad beats, two side bets."""

    name = "table-heads-up"
    game_id = "heads-up-holdem"
    SPOT_RADIUS = 58
    #: Free felt for the round's summary (scenes/table/summary_place.py), best first.
    SUMMARY_AREAS = (pygame.Rect(1120, 585, 446, 140), pygame.Rect(372, 585, 446, 140))
    CHIP_D = 72  # a smaller rack leaves the six bet buttons room for their Italian words
    SPOTS = {"trips": (600, SPOTS_Y), "pocket": (750, SPOTS_Y), "ante": (930, SPOTS_Y),
             "odds": (1080, SPOTS_Y), "raise": (1260, SPOTS_Y)}
    CARD_PLACES = {
        "dealer": CardPlace(960, 196, 112, label="table.dealer"),
        "board": CardPlace(960, 370, 114, count=5),
        "player": CardPlace(960, 580, 116, label="table.player"),
    }
    #: At a larger scale the player's cards are this wide, their tops kept: the grown hand name's
    #: pill fits under them above the bet spots' names (ANTE, ODDS), clear of the cards' indices.
    SCALED_PLAYER_W = 109
    FELT_ARC = None
    ODDS_RECT = (1576, 300, 320)
    #: TRIPS PLUS and POCKET BONUS beside the felt (left, under the LIMITS card): x, y, width.
    SIDE_RECT = (24, 210, 344)
    ADVISOR_RECT = (376, 240, 262, 172)  # right of the side bets' pay tables, left of the board

    def enter(self) -> None:
        super().enter()
        coach_marks.first_visit(self)  # the first visit to the game: its coach marks (issue 28)

    def __init__(self, app: AppContext, *, seed_source: Callable[[], bytes] | None = None,
                 config: dict[str, Any] | None = None) -> None:
        self._panels: dict[object, StackedTables] = {}
        self._scratch: dict[float, pygame.Surface] = {}  # the ADVISOR measured at a larger scale
        #: The pay tables' pictures by what they show, each with the tables it is made of.
        self._side: dict[object, StackedTables] = {}
        self._drawn_on: pygame.Surface | None = None  # what the pay tables are drawn on: made at its pixels
        self._most: dict[object, float] = {}
        #: The pay lines this round has made, by table ("odds", "bad_beat", "trips", "pocket").
        self.lit: dict[str, str] = {}
        super().__init__(app, seed_source=seed_source, config=config)
        self.advisor = AdvisorPanel(self, self.ADVISOR_RECT, advisor_choices)
        self.limits_card = Button(CARD_RECT, lambda: app.tr("headsup.limits_card"), self.open_limits,
                                  font_size=28, radius=12)
        self.place_parts()

    def make_controls(self) -> ChipSpots:
        """The game's own six bet buttons: UNDO, CLEAR, DOUBLE, REBET, REBET & DEAL, DEAL, each as
        wide as its longest wording needs (RIPETI E DAI CARTE the widest), on a smaller rack."""
        controls = ChipSpots(self, BET_BUTTONS, gap=BUTTON_GAP, font_size=TEXT_FLOOR)
        place_bet_buttons(controls, self.CONTROLS_Y, self.CONTROL_H)
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
        self._panels, self._side, self._most = {}, {}, {}  # the pay tables are drawn again (language, scale)
        self.place_parts()
        super().language_changed()
        self.place_hands()  # the player's cards are narrower at a larger scale
        beside_dealer(self)  # the name's width changed with its language

    # --- where the parts lie -----------------------------------------------------------------
    def side_width(self) -> int:
        """TRIPS PLUS and POCKET BONUS's width: designed at 100 %, grown at a larger scale."""
        return max(self.SIDE_RECT[2], min(gfx.ui_px(self.SIDE_RECT[2]), SIDE_ROOM))

    def card_rect(self) -> pygame.Rect:
        """The gold LIMITS card: top left at 100 %; at a larger scale, taller, right of the side
        bets' tables (which take the left column's top), left of the dealer's cards."""
        if gfx.ui_scale() == 1.0:
            return pygame.Rect(CARD_RECT)
        x = CARD_RECT[0] + self.side_width() + 16
        return pygame.Rect(x, CARD_RECT[1], min(gfx.ui_px(CARD_RECT[2]), CARDS_LEFT - x),
                           grown(CARD_RECT[3], gfx.ui_scale(), 0.7))

    def side_place(self) -> tuple[int, int]:
        """TRIPS PLUS over POCKET BONUS: under the LIMITS card at 100 %, at the top of the left
        column at a larger scale."""
        x, y, _ = self.SIDE_RECT
        return (x, y) if gfx.ui_scale() == 1.0 else (x, CARD_RECT[1])

    def odds_place(self, panel: StackedTables) -> pygame.Rect:
        """ODDS over BAD BEAT, right: at a larger scale right under the shoe, right edge kept."""
        x, y, w = self.ODDS_RECT
        if gfx.ui_scale() == 1.0:
            return panel.get_rect(topleft=(x, y))
        return panel.get_rect(topright=(x + w, SHOE_BOTTOM))

    def place_parts(self) -> None:
        """The LIMITS card, the ADVISOR and the six bet buttons at the player's scale."""
        if isinstance(self.controls, ChipSpots):
            place_bet_buttons(self.controls, self.CONTROLS_Y, self.CONTROL_H)
        self.limits_card.rect = self.card_rect()
        if gfx.ui_scale() == 1.0:
            self.advisor.rect = self.ADVISOR_RECT
        else:
            card = self.limits_card.rect
            self.advisor.rect = (card.x, BOARD_BOTTOM, CARDS_LEFT - card.x, self.ADVISOR_RECT[3])

    def best_five_winners(self, staked: int, paid: int) -> list[str]:
        """The side RAISE was settled for: the player's five when it beat the dealer's, the
        dealer's when it won; none on a tie or a fold. The money with TRIPS PLUS and POCKET BONUS
        in it would light the dealer's five over a hand that won."""
        winner = {"win": "player", "lose": "dealer"}.get(self.results.get("raise", ""))
        return [winner] if winner in self.best_five else []

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
        plate = self.hand_labels.get("player")
        return (*sorted(self.lit.items()), self.advisor.key(), plate.text if plate is not None else "")

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
    def card_position(self, to: str, index: int) -> tuple[float, float, int]:
        """The player's cards are narrower at a larger scale (SCALED_PLAYER_W)."""
        if to == "player":
            return self.CARD_PLACES[to].at_scale(self.SCALED_PLAYER_W).position(index)
        return super().card_position(to, index)

    def decorate_felt(self, surface: pygame.Surface) -> None:
        card_slots(surface, self.CARD_PLACES["board"])  # the felt is printed, never bare
        card_slots(surface, self.CARD_PLACES["dealer"], 1)
        card_slots(surface, self.CARD_PLACES["player"].at_scale(self.SCALED_PLAYER_W), 1)
        tr = self.app.tr  # the rules printed left and right of the player's cards
        left = 402 if gfx.ui_scale() == 1.0 else 480  # clear of the side bets' tables (wider when larger)
        felt_art.printed_lines(surface, [tr("felt.headsup.rule")], ((left + 800) // 2, 560), 800 - left, 19, bend=9,
                               wrap=True)  # (on one line it printed at 10-15 px of 19)
        right = 1530 if gfx.ui_scale() == 1.0 else min(1530, self.odds_place(self._odds_panel()).left - 16)
        felt_art.printed_lines(surface, [tr("felt.headsup.odds"), tr("felt.headsup.bad_beat")],
                               ((1110 + right) // 2, 560), right - 1110, 19, bend=9)  # (clear of ODDS's table)
        for spot, centre in self.SPOTS.items():
            felt_art.bet_box(surface, centre, self.SPOT_RADIUS, side=spot in ("trips", "pocket"), pad=22)
        felt_art.joined(surface, (self.SPOTS["ante"][0] + self.SPOT_RADIUS + 11, SPOTS_Y - 24),
                        (self.SPOTS["odds"][0] - self.SPOT_RADIUS - 11, SPOTS_Y - 24))

    def _odds_tables(self, odds: str | None = None, bad_beat: str | None = None) -> list[Table]:
        tr = self.app.tr
        return [(tr("headsup.odds_title"), table_rows(self.app, ODDS_TABLE), tr("headsup.odds_note"),
                 lit_rows(ODDS_TABLE, odds)),
                (tr("headsup.bad_beat_title"), table_rows(self.app, BAD_BEAT_TABLE), tr("headsup.qualifies"),
                 lit_rows(BAD_BEAT_TABLE, bad_beat))]

    def _side_tables(self, trips: str | None = None, pocket: str | None = None) -> list[Table]:
        tr = self.app.tr
        return [(tr("headsup.trips_title"), table_rows(self.app, TRIPS_PLUS_TABLE), "",
                 lit_rows(TRIPS_PLUS_TABLE, trips)),
                (tr("headsup.pocket_title"), table_rows(self.app, POCKET_TABLE), "", lit_rows(POCKET_TABLE, pocket))]

    def felt_most(self) -> float | None:
        """At a larger scale the one factor of the felt's four pay tables: the largest at which
        ODDS over BAD BEAT fit between the shoe and the rail and TRIPS PLUS over POCKET BONUS the
        left column (one size on the whole felt, not large tables beside small ones)."""
        if gfx.ui_scale() == 1.0:
            return None
        key = (self.app.lang, gfx.ui_scale())
        if key not in self._most:
            left = fit_most(self._side_tables(), self.SIDE_RECT[2], left_column_bottom(self) - self.side_place()[1],
                            self.side_width(), wrap=True)
            right = fit_most(self._odds_tables(), self.ODDS_RECT[2], RAIL_TOP - 10 - SHOE_BOTTOM, ODDS_ROOM)
            self._most = {key: min(left, right)}
        return self._most[key]

    def _odds_panel(self) -> StackedTables:
        """ODDS over BAD BEAT as kept: made again for a new language or scale, not for a lit line."""
        key = (self.app.lang, gfx.ui_scale(), drawn_at(self._drawn_on))
        if key not in self._panels:
            self._panels = {key: stacked(self._odds_tables(), self.ODDS_RECT[2], ODDS_ROOM,
                                         most=self.felt_most(), target=self._drawn_on)}
        return self._panels[key]

    def _side_panel(self) -> StackedTables:
        """TRIPS PLUS over POCKET BONUS, the lines this round made lit."""
        key = ("side", self.app.lang, gfx.ui_scale(), drawn_at(self._drawn_on))
        if key not in self._side:
            self._side = {key: stacked(self._side_tables(), self.SIDE_RECT[2], self.side_width(),
                                       wrap=True, most=self.felt_most(), target=self._drawn_on)}
        return self._side[key]

    def summary_blocked(self) -> list[pygame.Rect]:
        """The pay tables and the LIMITS card: the round's summary keeps off them too."""
        side = self._side_panel()
        return [self.odds_place(self._odds_panel()), side.get_rect(topleft=self.side_place()),
                self.limits_card.rect.copy()]

    def _lit_lines(self) -> tuple[list[set[int]], list[set[int]]]:
        """The lines this round made on ODDS and BAD BEAT, and on TRIPS PLUS and POCKET BONUS."""
        return ([lit_rows(ODDS_TABLE, self.lit.get("odds")), lit_rows(BAD_BEAT_TABLE, self.lit.get("bad_beat"))],
                [lit_rows(TRIPS_PLUS_TABLE, self.lit.get("trips")), lit_rows(POCKET_TABLE, self.lit.get("pocket"))])

    def _panels_made(self) -> Iterator[PanelAhead]:
        yield self._odds_panel()
        yield self._side_panel()

    def _pay_tables_shown(self) -> tuple[object, ...]:
        odds, side = self._odds_panel(), self._side_panel()
        return (*(t.serial for t in odds.tables + side.tables), tuple(self.odds_place(odds)), self.side_place(),
                *(tuple(lines) for both in self._lit_lines() for lines in both))

    def draw_table(self, surface: pygame.Surface) -> None:
        self._draw_pay_tables(surface)
        self._draw_rest(surface)

    def _draw_pay_tables(self, surface: pygame.Surface) -> None:
        self._drawn_on = surface
        odds = self._odds_panel()
        odds_lit, side_lit = self._lit_lines()
        odds.lay(surface, self.odds_place(odds).topleft, odds_lit)
        self._side_panel().lay(surface, self.side_place(), side_lit)

    def _draw_rest(self, surface: pygame.Surface) -> None:
        """ANTE = ODDS and the ADVISOR."""
        self._drawn_on = surface
        # ANTE = ODDS: in the layer (the felt is kept whatever the scale), as large as the gap lets it
        ax, ay = self.SPOTS["ante"]
        ox, _ = self.SPOTS["odds"]
        gfx.blit_text(surface, "=", 40, ((ax + ox) // 2, ay), gfx.GOLD, "black", anchor="center",
                      max_width=ox - ax - 2 * self.SPOT_RADIUS)
        # at a larger scale the ADVISOR beside the player's cards ends above their hand's name
        # (a long name's plate reaches under it) and never rises over the board
        bottom = SPOTS_Y - self.SPOT_RADIUS - 40
        if gfx.text_scaled():
            bottom = above_hand_name(self, "player", self.advisor.rect, bottom)
        draw_advisor_within(self.advisor, surface, bottom, self._scratch, ceiling=BOARD_EDGE + 6)

    def layer_parts(self) -> list[tuple[str, Any, Callable[[pygame.Surface], None]]]:
        """The pay tables and the rest (``PayTablesFirst``), then the LIMITS card, keyed by all it shows
        (issue 27: drawn over the whole table, it was drawn again at every frame, 0.45 Mpx a frame at
        3840x2160, a pointer move over nothing included)."""
        card = ("limits card", button_look(self.limits_card), self.app.lang, gfx.ui_scale(), gfx.text_px(100))
        return [*super().layer_parts(), ("limits card", card, self.draw_limits_card)]

    def draw_limits_card(self, surface: pygame.Surface) -> None:
        """LIMITS, gold-edged, and what it opens under it."""
        self.limits_card.draw(surface)
        card = self.limits_card.rect
        x, y, w, h = card
        gfx.rect(surface, gfx.GOLD, card, 2, border_radius=12)  # gold-edged, not gold
        sub = self.app.tr("headsup.limits_sub")
        if gfx.ui_scale() == 1.0 or h == CARD_RECT[3]:  # the card's height holds both lines only if it grew
            room = min(w - 20, gfx.designed_width(sub, TEXT_FLOOR, "bold"))
        else:
            room = w - 20
        gfx.blit_text(surface, sub, TEXT_FLOOR, (x + w // 2, y + h - 6), gfx.MUTED, "bold", anchor="midbottom",
                      max_width=room)


def fit_most(tables: list[Table], width: int, room: int, wide: int | None = None, wrap: bool = False) -> float:
    """The largest factor (up to the player's scale) at which ``tables`` stacked fit ``room`` px
    (measured, not drawn): with ``wrap`` long names go on two lines instead of lowering it."""
    most = gfx.ui_scale() if wrap else \
        min(paytable_plan(title, rows, width, footer, wide)[1] for title, rows, footer, _ in tables)
    while most > 1.0:
        heights = [paytable_plan(title, rows, width, footer, wide, None, most, wrap)[2]
                   for title, rows, footer, _ in tables]
        if sum(heights) + GAP * (len(tables) - 1) <= room:
            break
        most = max(1.0, most - 0.05)
    return most


def stacked(tables: list[Table], width: int, wide: int | None = None, wrap: bool = False,
            most: float | None = None, target: pygame.Surface | Canvas | None = None) -> StackedTables:
    """Pay tables one over the other, ``width`` designed px wide (up to ``wide`` at a larger
    scale) at most at ``most``, each kept as its lines' pieces (``LitRows``: a lit line lays that
    line only; the lines each table lights are given when laid). Drawn at the pixels of ``target``
    when that is a window's Canvas."""
    return StackedTables([paytable_kept(title, rows, width, footer=footer, room=wide, most=most, wrap=wrap,
                                        target=target) for title, rows, footer, _ in tables])


class StackedTables(Sized):
    """Pay tables one over the other, ``GAP`` px apart, each kept as its lines' pieces."""

    def __init__(self, tables: list[LitRows]) -> None:
        self.tables = tables
        self.size = (max(t.get_width() for t in tables), sum(t.get_height() for t in tables) + GAP * (len(tables) - 1))

    def ahead(self) -> Iterator[None]:
        """Each table's lines made a step each (``LitRows.ahead``)."""
        for table in self.tables:
            yield from table.ahead()

    def lay(self, surface: pygame.Surface | Canvas, topleft: tuple[int, int], lit: Sequence[Collection[int]]) -> None:
        """The tables at logical ``topleft``, each with its lines ``lit`` (on a window's Canvas each at the
        pixel it had on the one picture they were drawn on before)."""
        y = 0
        for table, lines in zip(self.tables, lit, strict=True):
            if isinstance(surface, Canvas) and table.canvas is not None:
                x0, y0 = surface.point(topleft)
                dx, dy = table.canvas.point((0, y))
                table.lay_physical(surface, (x0 + dx, y0 + dy), lines)
            else:
                table.lay(surface, (topleft[0], topleft[1] + y), lines)
            y += table.get_height() + GAP
