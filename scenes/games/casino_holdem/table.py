"""The 2 Hand Casino Hold'em table: dealer at the top, the board in the middle, two player
boxes side by side — each with its cards, hand name, ANTE / BONUS / PLAY spots and its own
PLAY / FOLD buttons — under one "MAKE YOUR DECISION" window; ANTE and BONUS pay tables.

Only layout and drawing live here: the rules are gamelib.games.casino_holdem.rules's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.cards import Card
from gamelib.events import BetSettled, Event, Outcome
from gamelib.games.casino_holdem.advisor import choices as advisor_choices
from gamelib.games.casino_holdem.rules import (
    ANTE_TABLE,
    BONUS_TABLE,
    CasinoHoldemRound,
    bonus_line,
)
from gamelib.games.casino_holdem.rules import spot as spot_of  # `spot` names the felt's spots here
from gamelib.hands import HandName
from gamelib.i18n import has
from scenes.table import coach_marks, felt_art
from scenes.table.advisor import AdvisorPanel
from scenes.table.base import CardPlace, Decision, TableScene
from scenes.table.controls import ChipSpots
from scenes.table.decisions import DecisionBar
from scenes.table.layout import card_slots
from scenes.table.lit_rows import LitRows, PanelAhead, PayTablesFirst
from scenes.table.pay_words import beside_dealer, line_label, settled_in_words
from scenes.table.paytable import (
    below_limits,
    draw_advisor_within,
    left_column_bottom,
    paytable_kept,
    paytable_plan,
)
from scenes.table.show import PLATE_LARGEST, hand_label_rect, plate_between
from scenes.ui import card_art, gfx
from scenes.ui.canvas import drawn_at

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

#: Box centres (x) of hand 1 and hand 2, and the box rectangles.
HAND_X = {1: 700, 2: 1220}
RIBBON_H = 40  # the MAKE YOUR DECISION ribbon's height
BOX_TOP, BOX_BOTTOM, BOX_W = 472, 892, 480
CARDS_Y = 576
BUTTONS_Y = 720
HAND_LABEL_GAP = 8  # px between a hand's cards and its name
#: At a larger scale PLAY and FOLD stand beside the hand's cards (as tall as this, centred on
#: them), so the grown name's pill has the room under the cards and the cards keep their size.
SCALED_BUTTON_H = 84
BESIDE_GAP = 6
#: FOLDED's designed size at a larger scale (28 at 100 %): it fits the band under the hand's name.
FOLDED_SCALED_SIZE = 24
SPOTS_Y = 828
#: The printed "DEALER QUALIFIES …" line: its middle, width, how much higher its ends lie, its
#: size; its ink halfway between the dealer's cards and the board's (13 px from each).
RULE_ARC = ((960, 278), 760, 30, 17)
#: Where the decision window's frame leaves room for a pay table beside it (x, left and right).
FRAME_LEFT = HAND_X[1] - BOX_W // 2 - 14 - 12
FRAME_RIGHT = HAND_X[2] + BOX_W // 2 + 14 + 12
SHOE_BOTTOM = 244  # at a larger scale the BONUS table starts right under the shoe
RAIL_TOP = 900
ADVISOR_ROOM = 206  # px kept over the rail for the ADVISOR under the BONUS table
#: At a larger scale with the ADVISOR (or the trainer) on: its designed height, which grows
#: with the factor the BONUS table and it share in the right column.
ADVISOR_NEEDS = {"advisor": 200, "trainer": 250}
#: Hotkeys: left-hand keys for the left box, right-hand keys for the right box.
KEYS = {1: ((pygame.K_q, "Q"), (pygame.K_a, "A")), 2: ((pygame.K_p, "P"), (pygame.K_l, "L"))}


def in_hand_boxes(options: Sequence[Decision]) -> list[pygame.Rect]:
    """Each hand's PLAY left and FOLD right in its own box: between its cards and its spots, or,
    at a larger scale, beside its cards (the grown name under the cards, the spots' grown names
    over the spots and taller words on the buttons do not fit one above the other)."""
    if gfx.text_scaled():
        return [beside_cards(d) for d in options]
    rects = []
    for d in options:
        x = HAND_X[int(d.params["hand"])] + (-110 if d.action == "play" else 110)
        rects.append(pygame.Rect(x - 100, BUTTONS_Y - 26, 200, 52))
    return rects


def beside_cards(d: Decision) -> pygame.Rect:
    """PLAY left of its hand's cards, FOLD right of them, ``BESIDE_GAP`` px from the cards and
    the box's edge."""
    place = CasinoHoldemTable.CARD_PLACES[f"hand{d.params['hand']}"]
    x0, _, w = place.position(0)
    box_left = HAND_X[int(d.params["hand"])] - BOX_W // 2
    rect = pygame.Rect(box_left + BESIDE_GAP, 0, int(x0 - w / 2) - BESIDE_GAP * 2 - box_left, SCALED_BUTTON_H)
    if d.action != "play":  # the mirror image about the hand's centre
        rect.right = 2 * HAND_X[int(d.params["hand"])] - rect.x
    rect.centery = place.y
    return rect


class CasinoHoldemTable(PayTablesFirst, TableScene):
    """2 Hand Casino Hold'em: one or two hands against the dealer."""

    name = "table-casino-holdem"
    game_id = "casino-holdem"
    SPOT_RADIUS = 46
    #: Free felt for the round's summary (scenes/table/summary_place.py), best first.
    SUMMARY_AREAS = (pygame.Rect(1578, 640, 326, 254), pygame.Rect(24, 522, 326, 190))
    SPOTS = {
        f"{spot}{h}": (HAND_X[h] + dx, SPOTS_Y)
        for h in (1, 2) for spot, dx in (("bonus", -140), ("ante", 0), ("play", 140))
    }
    CARD_PLACES = {
        "dealer": CardPlace(960, 184, 100, label="table.dealer"),
        "board": CardPlace(960, 364, 100, count=5),
        "hand1": CardPlace(HAND_X[1], CARDS_Y, 96),
        "hand2": CardPlace(HAND_X[2], CARDS_Y, 96),
    }
    FELT_ARC = None
    BANNER_COLUMNS = 1  # a hand's ANTE names its hand and its pay line: a whole line each
    ANTE_RECT = (24, 226, 320)
    BONUS_RECT = (1576, 300, 320)
    ADVISOR_RECT = (1576, 650, 320, 200)
    #: The rail (the rack unveiled, the bet buttons back) a frame after a result's cards, tags and
    #: messages, and veiled a frame after a deal's: at 4K it is ~0.65 M px of the ~1.8 M px a result
    #: laid in one frame (issue 27); 7-17 ms later, unseen beside the cards turning.
    PARTS_A_FRAME_LATE = ("rail",)

    def enter(self) -> None:
        super().enter()
        coach_marks.first_visit(self)  # the first visit to the game: its coach marks (issue 28)

    def __init__(self, app: AppContext, *, seed_source: Callable[[], bytes] | None = None,
                 config: dict[str, Any] | None = None) -> None:
        self._panels: dict[object, LitRows] = {}
        self._drawn_on: pygame.Surface | None = None  # what the pay tables are drawn on: made at its pixels
        self._scratch: dict[float, pygame.Surface] = {}  # the ADVISOR measured at a larger scale
        #: The BONUS lines this round has made (lit on the BONUS pay table).
        self.lit_bonus: set[str] = set()
        super().__init__(app, seed_source=seed_source, config=config)
        self.advisor = AdvisorPanel(self, self.ADVISOR_RECT, advisor_choices)

    def parts_a_frame_late(self) -> tuple[str, ...]:
        """The rail a frame late (``PARTS_A_FRAME_LATE``); in a round just dealt the dealer's messages
        too ("Bets closed."): the deal's frame takes the last round's cards away and lays the spots."""
        return (*self.PARTS_A_FRAME_LATE, "messages") if self.session.in_round else self.PARTS_A_FRAME_LATE

    def make_controls(self) -> ChipSpots:
        """Chips on the spots; a hand's PLAY lit in a round only when that hand has its ANTE."""
        return ChipSpots(self, decision_needs={"play1": "ante1", "play2": "ante2"})

    def make_decisions(self) -> DecisionBar:
        """PLAY / FOLD in each hand's box, under one "MAKE YOUR DECISION" window."""
        return DecisionBar(self, place=in_hand_boxes, heading=False, font_size=24)

    # --- labels -----------------------------------------------------------------------------
    def limits_title(self) -> str:
        """"per hand" in the title, so each row's name and its limits fit side by side."""
        return f"{self.app.tr('table.limits')} ({self.app.tr('casino.per_hand')})"

    def spot_label(self, spot: str) -> str:
        base, hand = spot[:-1], spot[-1]
        return f"{self.app.tr(f'spot.{base}')} {hand}"

    def limit_rows(self) -> list[tuple[str, str, str]]:
        m = self.app.money
        return [(self.app.tr(f"spot.{r.name[:-1]}"), m(r.min_cents), m(r.max_cents))
                for r in self.definition.limits.spots if r.name.endswith("1") and not r.by_decision]

    def show_bet_settled(self, event: BetSettled) -> None:
        """Pay lines in the player's language on the banner; an ANTE names its hand too
        ("Two Pair · Straight or lower"); a BONUS that pays lights its line."""
        if event.spot.startswith("bonus") and event.paid > 0 and event.line:
            self.lit_bonus.add(event.line)
        said = settled_in_words(self.app, event)
        if event.outcome == Outcome.FOLDED:  # a folded hand has no hand to name: FOLDED says it
            said = replace(said, line="")
        elif event.spot.startswith("ante"):
            said = replace(said, line=self.ante_in_words(event.spot[-1], said.line))
        super().show_bet_settled(said)

    def ante_in_words(self, hand: str, line: str) -> str:
        """The hand's category and the ANTE's pay line, each once."""
        raw = getattr(self.hand_labels.get(f"hand{hand}"), "raw", None)
        key = raw.key.replace("hand.", "hand.category.", 1) if isinstance(raw, HandName) else ""
        if not key or not has(key, "en"):
            return line
        category = str(self.app.tr(key))
        if not line or line.casefold() == category.casefold():
            return category
        return f"{category} · {line}"

    def clear_table(self) -> None:
        super().clear_table()
        self.lit_bonus = set()

    def show_card_dealt(self, to: str, index: int, card_id: int, face_up: bool) -> None:
        """Each hand's BONUS line lights when the flop decides it (its two cards and the flop)."""
        super().show_card_dealt(to, index, card_id, face_up)
        if to != "board" or index != 2:
            return
        shown = {key: getattr(sprite, "hidden_id", None) for key, sprite in self.cards.items()}
        for h in (1, 2):
            ids = [shown.get((f"hand{h}", i)) for i in range(2)] + [shown.get(("board", i)) for i in range(3)]
            if self.shown_stakes.get(f"bonus{h}") and None not in ids:
                line = bonus_line([Card.from_id(c) for c in ids if c is not None])
                if line:
                    self.when_landed(self._lighter(line))

    def _lighter(self, line: str) -> Callable[[], None]:
        return lambda: self.lit_bonus.add(line)

    def table_key(self) -> tuple[Any, ...]:
        return (*super().table_key(), tuple(sorted(self.lit_bonus)), self.banner.visible,
                self.advisor.key())

    def language_changed(self) -> None:
        self._panels = {}  # the pay tables are drawn again in the new language and scale
        super().language_changed()
        self.controls.place_buttons()  # taller at a larger scale
        beside_dealer(self)  # the name's width changed with its language
        for to in list(self.hand_labels):
            self.place_hand_name(to)  # … and the hands' names follow the UI scale

    def best_five_winners(self, staked: int, paid: int) -> list[str]:
        """Each hand that won its ante (it beat the dealer's, or the dealer did not qualify) lights
        its five; when none did, the dealer's five if it beat a hand that played. The money of
        both hands and the bonus together would light the dealer's over a hand that won."""
        hands = [to for to in self.best_five if to.startswith("hand")]  # a folded hand has none
        won = [to for to in hands if self.results.get(spot_of("ante", int(to[4:]))) == "win"]
        if won:
            return won
        beaten = any(self.results.get(spot_of("play", int(to[4:]))) == "lose" for to in hands)
        return ["dealer"] if beaten and "dealer" in self.best_five else []

    def show_hand(self, to: str, name: HandName | str, best_five: tuple[int, ...]) -> None:
        rnd = self.session.round or self.session.last_round
        if isinstance(rnd, CasinoHoldemRound) and to.startswith("hand") and \
                rnd.choices.get(int(to[4:])) == "fold":  # a folded hand is titled FOLDED, not by its cards
            name = "casino.auto_folded_tag" if int(to[4:]) in rnd.auto_folded else "casino.folded_tag"
            best_five = ()
        super().show_hand(to, name, best_five)
        if to == "dealer":
            beside_dealer(self)
        else:
            self.place_hand_name(to)

    def place_hand_name(self, to: str) -> None:
        """A hand's name between its cards and its PLAY / FOLD buttons, touching neither (at a
        larger scale right under the cards: the buttons stand beside them)."""
        label = self.hand_labels.get(to)
        if label is not None and to.startswith("hand"):
            x, y, w = self.card_position(to, 0)
            bottom = int(y + card_art.card_size(w)[1] / 2)
            label.pos = (label.pos[0], bottom + HAND_LABEL_GAP)
            label.size = PLATE_LARGEST  # (as designed: a smaller size fitted at a larger scale goes)
            if gfx.text_scaled():
                plate_between(label, bottom, self.spot_names_top(bottom))

    # --- decisions: PLAY / FOLD in each hand's box ------------------------------------------------
    def round_in_play(self) -> CasinoHoldemRound | None:
        rnd = self.session.round
        return rnd if isinstance(rnd, CasinoHoldemRound) and not rnd.is_over else None

    def decision_options(self) -> list[Decision]:
        rnd = self.round_in_play()
        if rnd is None:
            return []
        out: list[Decision] = []
        for h in rnd.undecided():
            (pk, pn), (fk, fn) = KEYS[h]
            out.append(Decision("play", "casino.play", pk, pn, {"hand": h}))
            out.append(Decision("fold", "casino.fold", fk, fn, {"hand": h}, style="red"))
        return out

    # --- the ADVISOR (scenes.table.advisor) --------------------------------------------------------
    def act(self, action: str, **params: Any) -> list[Event]:
        return self.advisor.act(action, params, super().act)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.player.busy:
            self.advisor.update()

    # --- drawing ------------------------------------------------------------------------------------
    def decorate_felt(self, surface: pygame.Surface) -> None:
        for h, x in HAND_X.items():
            rect = pygame.Rect(0, 0, BOX_W, BOX_BOTTOM - BOX_TOP)
            rect.midtop = (x, BOX_TOP)
            gfx.draw_panel(surface, rect, (0, 0, 0, 70), gfx.GOLD_DARK, 22, 2)
            gfx.blit_text(surface, self.app.tr("casino.hand", hand=h), 22, (x, BOX_TOP + 8),
                          gfx.GOLD, "black", anchor="midtop", shadow=True)
        card_slots(surface, self.CARD_PLACES["dealer"], 1)  # the felt is printed, never bare
        card_slots(surface, self.CARD_PLACES["board"])
        # the rule curving under the dealer's cards, over the board
        centre, width, bend, size = RULE_ARC
        felt_art.arc_text(surface, self.app.tr("felt.casino.rule"), centre, width, bend, size)
        for spot, centre in self.SPOTS.items():
            felt_art.bet_box(surface, centre, self.SPOT_RADIUS, side=spot.startswith("bonus"), pad=24)

    def _paytables(self) -> tuple[LitRows, LitRows]:
        """The ANTE and BONUS pay tables in the current language and UI scale (built once each, kept
        as their lines' pieces: a lit BONUS line lays that line only): at a larger scale each grows
        into the room beside the decision window."""
        return self._paytable("ante"), self._paytable("bonus")

    def _paytable(self, name: str) -> LitRows:
        """The ANTE or BONUS pay table (``name``), made when the language, the scale or the ADVISOR's
        room changed (one of each kept)."""
        key = (name, self.app.lang, (gfx.ui_scale(), drawn_at(self._drawn_on)), self.advisor_need())
        if key not in self._panels:
            self._panels = {k: v for k, v in self._panels.items() if not (
                isinstance(k, tuple) and k[0] == name)}
            table, rect = (ANTE_TABLE, self.ANTE_RECT) if name == "ante" else (BONUS_TABLE, self.BONUS_RECT)
            to = self.app.tr("casino.to_one")
            rows = [(line_label(self.app, ln.name), f"{ln.to} {to}") for ln in table]
            footer = self.app.tr("casino.qualifies") if name == "ante" else ""
            bonus_room = self.BONUS_RECT[0] + self.BONUS_RECT[2] - FRAME_RIGHT
            if name == "ante":  # left, under LIMITS, over the dealer's messages
                room = FRAME_LEFT - rect[0]
                tall = left_column_bottom(self) - below_limits(self, rect[1])
            else:  # right, under the shoe, over the ADVISOR's least room
                room, tall = rect[0] + rect[2] - FRAME_RIGHT, RAIL_TOP - ADVISOR_ROOM - SHOE_BOTTOM
            self._panels[key] = paytable_kept(
                self.app.tr(f"casino.{name}_table"), rows, rect[2], footer=footer, room=room, tall=tall,
                most=self.bonus_most(bonus_room),  # with the ADVISOR on, both tables at the BONUS table's
                target=self._drawn_on)
        return self._panels[key]

    def _panels_made(self) -> Iterator[PanelAhead]:
        yield self._paytable("ante")
        yield self._paytable("bonus")

    def lit_bonus_lines(self) -> set[int]:
        """The BONUS table's lines this round has made (lit)."""
        return {i for i, ln in enumerate(BONUS_TABLE) if ln.name in self.lit_bonus}

    def advisor_need(self) -> int:
        """The ADVISOR's designed height when it is on (the trainer's is taller), else 0."""
        if self.advisor.trainer_on:
            return ADVISOR_NEEDS["trainer"]
        return ADVISOR_NEEDS["advisor"] if self.advisor.advisor_on else 0

    def bonus_most(self, room: int) -> float | None:
        """With the ADVISOR on at a larger scale, the BONUS table and the ADVISOR under it share
        the right column at one factor: the largest at which both fit over the rail (the ANTE
        table keeps to it too: one size on the felt)."""
        need = self.advisor_need()
        if not need or gfx.ui_scale() == 1.0:
            return None
        to = self.app.tr("casino.to_one")
        rows = [(line_label(self.app, ln.name), f"{ln.to} {to}") for ln in BONUS_TABLE]
        title, most = self.app.tr("casino.bonus_table"), gfx.ui_scale()
        while most > 1.0 and (paytable_plan(title, rows, self.BONUS_RECT[2], "", room, None, most)[2]
                              + 12 + round(need * most) > RAIL_TOP - 6 - SHOE_BOTTOM):
            most = max(1.0, most - 0.05)
        return most

    def paytable_places(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the ANTE (left, under LIMITS) and BONUS (right, under the shoe) tables lie; at a
        larger scale the BONUS table keeps its right edge and grows leftwards."""
        ante, bonus = self._paytables()
        a = ante.get_rect(topleft=(self.ANTE_RECT[0], below_limits(self, self.ANTE_RECT[1])))
        right = self.BONUS_RECT[0] + self.BONUS_RECT[2]
        top = self.BONUS_RECT[1] if gfx.ui_scale() == 1.0 else SHOE_BOTTOM
        return a, bonus.get_rect(topright=(right, top))

    def summary_blocked(self) -> list[pygame.Rect]:
        """The ANTE and BONUS pay tables: the summary keeps off them too."""
        return list(self.paytable_places())

    def place_advisor(self, bonus: pygame.Rect) -> None:
        """The ADVISOR under the BONUS table (at its designed place at 100 %; larger, from the
        decision window's frame to the felt's right edge)."""
        x, y, w, h = self.ADVISOR_RECT
        if gfx.ui_scale() != 1.0:  # as wide as the room right of the decision window: its texts grow
            x, y = min(bonus.right - w, FRAME_RIGHT + 14), max(y, bonus.bottom + 12)
            w = bonus.right - x
        self.advisor.rect = (x, y, w, h)

    def _pay_tables_shown(self) -> tuple[object, ...]:
        ante, bonus = self._paytables()
        return (ante.serial, bonus.serial, *map(tuple, self.paytable_places()), tuple(self.lit_bonus_lines()))

    def draw_table(self, surface: pygame.Surface) -> None:
        self._draw_pay_tables(surface)
        self._draw_rest(surface)

    def _draw_pay_tables(self, surface: pygame.Surface) -> None:
        self._drawn_on = surface
        ante, bonus = self._paytables()
        ante_at, bonus_at = self.paytable_places()
        ante.lay(surface, ante_at.topleft)
        bonus.lay(surface, bonus_at.topleft, self.lit_bonus_lines())

    def _draw_rest(self, surface: pygame.Surface) -> None:
        """The decision window, FOLDED and the ADVISOR under the BONUS table."""
        self._drawn_on = surface
        _, bonus_at = self.paytable_places()
        rnd = self.round_in_play()
        if rnd is not None and rnd.undecided() and not self.player.busy:
            self._draw_decision_window(surface)
        self._draw_folded(surface)
        self.place_advisor(bonus_at)
        draw_advisor_within(self.advisor, surface, RAIL_TOP - 6, self._scratch, ceiling=self.advisor.rect[1])

    def _draw_folded(self, surface: pygame.Surface) -> None:
        """FOLDED (or AUTO-FOLDED) across a folded hand's box while its cards are shown."""
        rnd = self.session.round
        if not isinstance(rnd, CasinoHoldemRound) or not self.cards or self.banner.visible:
            return  # the summary says LASCIATA on the hand's ANTE line meanwhile
        for hand, choice in rnd.choices.items():
            if choice != "fold":
                continue
            key = "casino.auto_folded_tag" if hand in rnd.auto_folded else "casino.folded_tag"
            scaled = gfx.text_scaled()  # then a size smaller, in the band under the hand's name
            size = FOLDED_SCALED_SIZE if scaled else 28
            y = self._folded_y(hand, self.app.tr(key), size) if scaled else BUTTONS_Y
            gfx.blit_text(surface, self.app.tr(key), size, (HAND_X[hand], y),
                          gfx.RED, "black", anchor="center", shadow=True, max_width=BOX_W - 24)

    def _folded_y(self, hand: int, words: str, size: int) -> int:
        """At a larger scale: where ``words`` (FOLDED) stand so that their ink lies halfway between
        the hand's grown name (or its cards) and the ink of the grown names over its spots (the
        buttons beside the cards leave that band free)."""
        place = self.CARD_PLACES[f"hand{hand}"]
        label = self.hand_labels.get(f"hand{hand}")
        top = hand_label_rect(label).bottom if label is not None else place.y + place.height // 2
        name = gfx.text(self.spot_label(f"ante{hand}"), 18, gfx.CREAM, "bold")  # drawn on its midbottom
        bottom = SPOTS_Y - self.SPOT_RADIUS - 6 - name.get_height() + name.get_bounding_rect().top
        tag = gfx.text(words, size, gfx.RED, "black")
        return round((top + bottom) / 2 - (tag.get_bounding_rect().centery - tag.get_height() / 2))

    def decision_ribbon(self) -> pygame.Rect:
        """The "MAKE YOUR DECISION" ribbon on the window's top edge: at a larger scale wider with
        its words, its height kept (the board's cards end 2 px over it, the hands' names start
        under it; grown 5 px at 150 % it met the board's cards)."""
        ribbon = pygame.Rect(0, 0, gfx.ui_px(420), RIBBON_H)
        ribbon.center = ((HAND_X[1] + HAND_X[2]) // 2, BOX_TOP - 16)
        return ribbon

    def _draw_decision_window(self, surface: pygame.Surface) -> None:
        """The "MAKE YOUR DECISION" window: one frame around both boxes, a ribbon on top."""
        rect = pygame.Rect(0, 0, HAND_X[2] - HAND_X[1] + BOX_W + 28, BOX_BOTTOM - BOX_TOP + 24)
        rect.midtop = ((HAND_X[1] + HAND_X[2]) // 2, BOX_TOP - 16)
        gfx.rect(surface, gfx.GOLD, rect, 3, border_radius=26)
        ribbon = self.decision_ribbon()
        gfx.draw_panel(surface, ribbon, (30, 20, 6, 235), gfx.GOLD, 14, 2)
        gfx.blit_text(surface, self.app.tr("casino.make_decision"), 22, ribbon.center, gfx.GOLD_LIGHT,
                      "black", anchor="center", max_width=None if gfx.ui_scale() == 1.0 else ribbon.w - 24)
