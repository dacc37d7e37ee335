"""The Texas Hold'em Bonus Poker table: dealer at the top, the board in the middle, the
player at the bottom; ANTE, FLOP, TURN, RIVER, BONUS and FIRST 5 JACKPOT spots; the BONUS
pay table, the live jackpot meter with its fixed prizes, and the ADVISOR panel.

Only layout and drawing live here: the rules are gamelib.games.texas_bonus.rules's, the advice
gamelib.games.texas_bonus.strategy's, the jackpot gamelib.jackpot's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.cards import Card
from gamelib.events import BetSettled, Event
from gamelib.games.dealer_holdem import line_key
from gamelib.games.texas_bonus.advisor import choices as advisor_choices
from gamelib.games.texas_bonus.jackpot import FIRST5_PRIZES
from gamelib.games.texas_bonus.rules import (
    BONUS,
    BONUS_TABLE,
    JACKPOT,
    TexasBonusRound,
    bonus_line,
    first5_line,
)
from gamelib.hands import HandName
from scenes.games.texas_bonus.panels import (
    BONUS_RECT,
    BONUS_ROOM,
    JACKPOT_RECT,
    RULE_RECT,
    JackpotPanel,
    bonus_panel,
    draw_rule,
)
from scenes.table import coach_marks, felt_art
from scenes.table.advisor import AdvisorPanel
from scenes.table.base import CardPlace, Decision, TableScene
from scenes.table.layout import card_slots
from scenes.table.lit_rows import LitRows, PanelAhead, PayTablesFirst
from scenes.table.pay_words import beside_dealer, line_label
from scenes.table.paytable import (
    above_hand_name,
    below_limits,
    draw_advisor_within,
    left_column_bottom,
)
from scenes.ui import gfx
from scenes.ui.canvas import Canvas, drawn_at

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

SPOTS_Y = 818
#: The felt's BONUS PAYS UP TO … print: its middle and width as designed; px it keeps clear of
#: BONUS PAYS and the player's cards at a larger scale.
PRINT_PLACE, PRINT_CLEAR = ((500, 640), 360), 16
LIMITS_X = 24                    # the left column (LIMITS, and BONUS PAYS at a larger scale)
DEALER_CARDS_LEFT = 836          # the printed rule stays left of the dealer's cards
JACKPOT_TOP_LARGE = 244          # at a larger scale the JACKPOT panel starts right under the shoe
JACKPOT_GROW_RIGHT = 86          # … and grows to 1896, the felt's right margin
RAIL_TOP = 900
BOARD_EDGE = 471  # the board's cards end here (398 + half a card 104 px wide)
#: At a larger scale the board and the player's cards stand this much higher (the dealer's name
#: goes beside the dealer's cards, leaving room over the board): the player's cards keep the
#: board's 104 px and the grown hand name's pill still fits under them above ANTE and FLOP.
SCALED_RISE = 12
ADVISOR_RECT = (1120, 484, 330, 190)  # right of the player, above the hand name, below the board
JACKPOT_REFRESH_SECONDS = 1.0


class TexasBonusTable(PayTablesFirst, TableScene):
    """Texas Hold'em Bonus Poker against the dealer."""

    name = "table-texas-bonus"
    game_id = "texas-holdem-bonus"
    SPOT_RADIUS = 56
    #: Free felt for the round's summary (scenes/table/summary_place.py), best first.
    SUMMARY_AREAS = (pygame.Rect(1082, 480, 376, 250), pygame.Rect(330, 660, 420, 70))
    SPOTS = {"jackpot": (560, SPOTS_Y), "bonus": (720, SPOTS_Y), "ante": (880, SPOTS_Y),
             "flop": (1040, SPOTS_Y), "turn": (1200, SPOTS_Y), "river": (1360, SPOTS_Y)}
    CARD_PLACES = {
        "dealer": CardPlace(960, 196, 104, label="table.dealer"),
        "board": CardPlace(960, 398, 104, count=5, scaled_rise=SCALED_RISE),
        "player": CardPlace(960, 596, 104, label="table.player", scaled_rise=SCALED_RISE),
    }
    DECISIONS = (
        Decision("fold", "action.fold", pygame.K_f, "F", style="red"),
        Decision("check", "thb.action.check", pygame.K_c, "C", style="dark"),  # VEDI in Italian
        Decision("play", "action.play1x", pygame.K_p, "P"),
    )
    FELT_ARC = None

    def enter(self) -> None:
        super().enter()
        coach_marks.first_visit(self)  # the first visit to the game: its coach marks (issue 28)

    def __init__(self, app: AppContext, *, seed_source: Callable[[], bytes] | None = None,
                 config: dict[str, Any] | None = None) -> None:
        self._panels: dict[object, LitRows] = {}
        self._jackpot: tuple[object, JackpotPanel] | None = None
        self._drawn_on: pygame.Surface | None = None  # what the panels are drawn on: made at its pixels
        self._scratch: dict[float, pygame.Surface] = {}  # the ADVISOR measured at a larger scale
        self.jackpot_amount = 0
        self._jackpot_age = JACKPOT_REFRESH_SECONDS
        #: The BONUS and FIRST 5 lines this round has made, by spot (lit on their pay tables).
        self.lit: dict[str, str] = {}
        super().__init__(app, seed_source=seed_source, config=config)
        self.advisor = AdvisorPanel(self, ADVISOR_RECT, advisor_choices)
        self.refresh_jackpot()
        # the FIRST 5 JACKPOT spot is a fixed toggle: the chip spots take its 1.00 back on a
        # second click (BetSlip.take_back), keeping the chips placed after it

    # --- decisions -------------------------------------------------------------------------
    def round_in_play(self) -> TexasBonusRound | None:
        rnd = self.session.round
        return rnd if isinstance(rnd, TexasBonusRound) and not rnd.is_over else None

    def decision_options(self) -> list[Decision]:
        rnd = self.round_in_play()
        if rnd is None:
            return []
        out = []
        for d in self.DECISIONS:
            if d.action not in rnd.legal_actions():
                continue
            if d.action == "play" and rnd.phase == "preflop":
                d = Decision("play", "action.play2x", d.key, d.key_name, style=d.style)
            out.append(d)
        return out

    # --- the jackpot meter -----------------------------------------------------------------
    def refresh_jackpot(self) -> None:
        """Read the progressive from the save (once a second and after each round)."""
        hooks = self.definition.hooks
        try:
            self.jackpot_amount = int(hooks.jackpot(self.app.wallet).amount) if hooks else 0
        except Exception:  # the meter must never break the table
            self.jackpot_amount = 0
        self._jackpot_age = 0.0

    def round_finished(self) -> None:
        self.refresh_jackpot()
        rnd = self.session.last_round
        if isinstance(rnd, TexasBonusRound) and rnd.won_progressive:
            won = sum(r.paid for r in self.banner.results if r.spot == JACKPOT)
            self.say_key("thb.jackpot_won", amount=won)  # by key: it follows a language switch
            self.app.sound("big_win")

    def clear_table(self) -> None:
        super().clear_table()
        self.lit = {}

    def language_changed(self) -> None:
        """The settings changed (language, UI scale): the panels are drawn again."""
        self._panels = {}
        self._jackpot = None
        super().language_changed()
        self.controls.place_buttons()  # taller at a larger scale
        self.place_hands()  # the board and the player's cards stand higher at a larger scale
        self.place_dealer_name()

    def place_dealer_name(self) -> None:
        """The dealer's name just under the dealer's cards; at a larger scale beside them (the
        grown pill would cover their or the board's indices)."""
        label = self.hand_labels.get("dealer")
        if label is None:
            return
        if gfx.text_scaled():
            beside_dealer(self)
        else:
            label.pos = (label.pos[0], label.pos[1] - 6)

    def show_card_dealt(self, to: str, index: int, card_id: int, face_up: bool) -> None:
        """A side bet's line lights as soon as the cards decide it: BONUS on the player's two
        cards (A-A may still become A-A vs dealer A-A), FIRST 5 on the flop."""
        super().show_card_dealt(to, index, card_id, face_up)
        shown = {key: getattr(sprite, "hidden_id", None) for key, sprite in self.cards.items()}
        hole = [shown.get(("player", i)) for i in range(2)]
        if to == "player" and index == 1 and self.shown_stakes.get(BONUS) and None not in hole:
            line = bonus_line([Card.from_id(c) for c in hole if c is not None])
            self.when_landed(lambda: self.light(BONUS, line))
        flop = [shown.get(("board", i)) for i in range(3)]
        if to == "board" and index == 2 and self.shown_stakes.get(JACKPOT) and None not in hole + flop:
            first5 = first5_line([Card.from_id(c) for c in hole + flop if c is not None])
            self.when_landed(lambda: self.light(JACKPOT, first5))

    def light(self, spot: str, line: str | None) -> None:
        if line:
            self.lit[spot] = line

    def table_key(self) -> tuple[Any, ...]:
        plate = self.hand_labels.get("player")  # the ADVISOR keeps above a long one
        return (*sorted(self.lit.items()), self.advisor.key(), plate.text if plate is not None else "")

    def show_bet_settled(self, event: BetSettled) -> None:
        """Pay lines in the player's language on the banner (hand names it translates itself)."""
        if event.spot in (BONUS, JACKPOT) and event.paid > 0 and event.line:
            self.light(event.spot, event.line)
        if event.line and self.app.tr(line_key(event.line)) != line_key(event.line):
            event = replace(event, line=line_label(self.app, event.line))
        super().show_bet_settled(event)

    # --- the advisor (scenes.table.advisor) ------------------------------------------------
    def act(self, action: str, **params: Any) -> list[Event]:
        return self.advisor.act(action, params, super().act)

    def update(self, dt: float) -> None:
        super().update(dt)
        self._jackpot_age += dt
        if self._jackpot_age >= JACKPOT_REFRESH_SECONDS and not self.session.in_round:
            self.refresh_jackpot()
        if not self.player.busy:
            self.advisor.update()

    # --- showing -----------------------------------------------------------------------------
    def show_round_over(self, staked: int, paid: int) -> None:
        extra = self.session.extra_payouts.get(JACKPOT, 0)
        if extra:
            # the progressive grew since the deal (this round's own contribution): the session
            # paid that too, so the banner, the WIN box and "You win" all show all of it
            self.banner.results = [replace(r, paid=r.paid + extra) if r.spot == JACKPOT else r
                                   for r in self.banner.results]
            paid += extra
        super().show_round_over(staked, paid)

    def best_five_winners(self, staked: int, paid: int) -> list[str]:
        """The player's best five, won or lost, wherever its cards lie (hole cards and board): the
        board shows one five, so never the dealer's beside it (its hand name says what it had);
        none after a fold."""
        rnd = self.session.round or self.session.last_round
        folded = isinstance(rnd, TexasBonusRound) and bool(rnd.folded)
        return [] if folded or "player" not in self.best_five else ["player"]

    def highlight_best_five(self, staked: int, paid: int) -> None:
        """The player's five lit, and the board's cards outside it dimmed."""
        super().highlight_best_five(staked, paid)
        chosen = set(self.best_five["player"]) if self.best_five_winners(staked, paid) else set()
        for (where, _), sprite in self.cards.items():
            if where == "board":
                sprite.dimmed = bool(chosen) and sprite.card_id not in chosen

    def show_hand(self, to: str, name: HandName | str, best_five: tuple[int, ...]) -> None:
        super().show_hand(to, name, best_five)
        if to == "dealer":
            self.place_dealer_name()

    def decorate_felt(self, surface: pygame.Surface) -> None:
        card_slots(surface, self.CARD_PLACES["board"])
        card_slots(surface, self.CARD_PLACES["dealer"], 1)  # the felt is printed, never bare
        card_slots(surface, self.CARD_PLACES["player"], 1)
        # the BONUS's top prize printed on an arc left of the player's cards, over the side bets
        centre, width = self.bonus_print()
        felt_art.printed_lines(surface, [self.app.tr("felt.thb.bonus")], centre, width, 19, bend=10)
        for spot, centre in self.SPOTS.items():
            felt_art.bet_box(surface, centre, self.SPOT_RADIUS, side=spot in (BONUS, JACKPOT), pad=28)

    def bonus_print(self) -> tuple[tuple[int, int], int]:
        """Where the felt's BONUS PAYS UP TO … print lies (its middle) and how wide it is: as
        designed at 100 %; at a larger scale BONUS PAYS stands in the left column, wider, and
        the print moves right of it, still left of the player's cards."""
        (x, y), width = PRINT_PLACE
        if gfx.ui_scale() == 1.0:
            return (x, y), width
        wide = max(BONUS_RECT[2], min(gfx.ui_px(BONUS_RECT[2]), BONUS_ROOM))  # as bonus_panel grows it
        left = LIMITS_X + wide + PRINT_CLEAR
        cards = self.CARD_PLACES["player"]
        right = cards.x - cards.width - PRINT_CLEAR  # the player's two cards stand centred on x
        width = min(width, right - left)
        return (max(x, left + width // 2), y), width

    def _bonus_panel(self) -> LitRows:
        """BONUS PAYS as it is kept: made again for a new language or scale, not for a lit line (its
        lines' pieces: ``LitRows.lay``)."""
        key = ("bonus", self.app.lang, gfx.ui_scale(), drawn_at(self._drawn_on))
        if key not in self._panels:
            self._panels = {k: v for k, v in self._panels.items()
                            if not (isinstance(k, tuple) and k[0] == "bonus")}
            to = self.app.tr("thb.to_one")
            rows = [(line_label(self.app, ln.name), f"{ln.to} {to}") for ln in BONUS_TABLE]
            self._panels[key] = bonus_panel(self.app.tr("thb.bonus_table"), rows,
                                            tall=left_column_bottom(self) - below_limits(self, BONUS_RECT[1]),
                                            target=self._drawn_on)
        return self._panels[key]

    def lit_bonus_lines(self) -> set[int]:
        """BONUS PAYS' line this round has made (lit)."""
        return {i for i, ln in enumerate(BONUS_TABLE) if ln.name == self.lit.get(BONUS)}

    def _jackpot_panel(self) -> JackpotPanel:
        """The FIRST 5 JACKPOT panel as it is kept: made again for a new lit prize, language or
        scale, not for a new amount (its pieces: ``JackpotPanel.lay``)."""
        # (at a window's pixels a lit prize is a piece laid over it: ``lit_prizes``)
        lit = None if isinstance(self._drawn_on, Canvas) else self.lit.get(JACKPOT)
        key = ("jackpot", self.app.lang, lit, gfx.ui_scale(), drawn_at(self._drawn_on))
        if self._jackpot is not None and self._jackpot[0] == key:
            return self._jackpot[1]
        app = self.app
        rows = [(line_label(app, p.name), app.tr("thb.jackpot_progressive") if p.progressive else
                 app.money(p.amount), p.progressive, self.lit.get(JACKPOT) == p.name) for p in FIRST5_PRIZES]
        panel = JackpotPanel(app.tr("thb.jackpot_title"), rows, app.tr("thb.jackpot_note"),
                             RAIL_TOP - 10 - JACKPOT_TOP_LARGE, self._drawn_on)
        self._jackpot = (key, panel)
        return panel

    def lit_prizes(self) -> set[int]:
        """The FIRST 5 JACKPOT prize this round has made (lit)."""
        return {i for i, p in enumerate(FIRST5_PRIZES) if p.name == self.lit.get(JACKPOT)}

    def panel_places(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect | None]:
        """Where BONUS PAYS, the FIRST 5 JACKPOT panel and (at a larger scale) the printed rule
        lie: their designed places at 100 %; at a larger scale BONUS PAYS under LIMITS in the
        left column, the JACKPOT panel under the shoe against the right edge, the rule between
        LIMITS and the dealer's cards."""
        bonus, jackpot = self._bonus_panel(), self._jackpot_panel()
        if gfx.ui_scale() == 1.0:
            return bonus.get_rect(topleft=BONUS_RECT[:2]), jackpot.get_rect(topleft=JACKPOT_RECT[:2]), None
        b = bonus.get_rect(topleft=(LIMITS_X, below_limits(self, BONUS_RECT[1])))
        j = jackpot.get_rect(topright=(JACKPOT_RECT[0] + JACKPOT_RECT[2] + JACKPOT_GROW_RIGHT, JACKPOT_TOP_LARGE))
        limits = self.panels.limits_panel
        left = max(RULE_RECT[0], limits.rect.right + 20, LIMITS_X + gfx.ui_px(self.LIMITS_RECT[2]) + 20)
        rule = pygame.Rect(left, BONUS_RECT[1], DEALER_CARDS_LEFT - left, b.top - BONUS_RECT[1] - 8)
        return b, j, rule

    def summary_blocked(self) -> list[pygame.Rect]:
        """BONUS PAYS, the JACKPOT panel and the printed rule: the summary keeps off them too."""
        return [r for r in self.panel_places() if r is not None]

    def _panels_made(self) -> Iterator[PanelAhead]:
        yield self._bonus_panel()
        yield self._jackpot_panel()

    def _pay_tables_shown(self) -> tuple[object, ...]:
        bonus, jackpot, _ = self.panel_places()
        first5 = self._jackpot_panel()
        amount = self.app.money(self.jackpot_amount)
        return (self._bonus_panel().serial, first5.lines and first5.lines.serial, tuple(bonus),
                tuple(jackpot), tuple(self.lit_bonus_lines()), tuple(self.lit_prizes()), amount,
                self.app.tr("thb.jackpot_share", amount=amount))

    def draw_table(self, surface: pygame.Surface) -> None:
        self._draw_pay_tables(surface)
        self._draw_rest(surface)

    def _draw_pay_tables(self, surface: pygame.Surface) -> None:
        self._drawn_on = surface
        bonus, jackpot, _ = self.panel_places()
        self._bonus_panel().lay(surface, bonus.topleft, self.lit_bonus_lines())
        amount = self.app.money(self.jackpot_amount)
        self._jackpot_panel().lay(surface, jackpot.topleft, amount, self.app.tr("thb.jackpot_share", amount=amount),
                                  self.lit_prizes())

    def _draw_rest(self, surface: pygame.Surface) -> None:
        """The printed rule and the ADVISOR."""
        self._drawn_on = surface
        _, _, rule = self.panel_places()
        if rule is None:  # the printed rule: in the layer, as the felt is kept whatever the scale
            x, y, w = RULE_RECT
            gfx.blit_text_block(surface, self.app.tr("thb.felt_rule"), 17, w, (x, y), gfx.GOLD_LIGHT, "bold")
        else:
            draw_rule(surface, self.app.tr("thb.felt_rule"), rule)
        # at a larger scale the ADVISOR right of the player's cards ends above a long hand name's
        # plate reaching under it, and never rises over the board
        bottom = SPOTS_Y - self.SPOT_RADIUS - 40
        if gfx.text_scaled():
            bottom = above_hand_name(self, "player", self.advisor.rect, bottom)
        draw_advisor_within(self.advisor, surface, bottom, self._scratch, ceiling=BOARD_EDGE + 6)

    def _action_label(self, action: str) -> str:
        rnd = self.round_in_play()
        if action == "play":
            key = "action.play2x" if rnd is not None and rnd.phase == "preflop" else "action.play1x"
            return str(self.app.tr(key))
        if action == "check":
            return str(self.app.tr("thb.action.check"))  # VEDI, as the rules say (PASSA is nowhere)
        return str(self.app.tr(f"action.{action}"))

    def action_label(self, action: str) -> str:
        """The dealer's messages say a decision as its button does (VEDI, GIOCA 2x)."""
        return self._action_label(action)
