"""The Texas Hold'em Bonus Poker table: dealer at the top, the board in the middle, the
player at the bottom; ANTE, FLOP, TURN, RIVER, BONUS and FIRST 5 JACKPOT spots; the BONUS
pay table, the live jackpot meter with its fixed prizes, and the ADVISOR panel.

Only layout and drawing live here: the rules are gamelib.games.texas_bonus.rules's, the advice
gamelib.games.texas_bonus.strategy's, the jackpot gamelib.jackpot's.
"""

from __future__ import annotations

from collections.abc import Callable
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
from scenes.table.advisor import AdvisorPanel
from scenes.table.base import CardPlace, Decision, TableScene
from scenes.table.layout import card_slots
from scenes.ui import gfx
from scenes.ui.context import Texts
from scenes.ui.widgets.marks import win_row

if TYPE_CHECKING:
    from scenes.app import App

SPOTS_Y = 818
BONUS_RECT = (372, 110, 282)     # x, y, width: the BONUS pay table (left of the dealer)
BONUS_ROW_GAP = 10               # px between a BONUS line's name and what it pays
RULE_RECT = (372, 420, 282)      # the short rule under it
JACKPOT_RECT = (1470, 300, 340)  # the FIRST 5 JACKPOT meter and prizes (right, under the shoe)
ADVISOR_RECT = (1120, 484, 330, 190)  # right of the player, above the hand name, below the board
JACKPOT_REFRESH_SECONDS = 1.0


def line_label(app: Texts, name: str) -> str:
    """A pay line in the player's language."""
    text: str = app.tr(line_key(name))
    return name if text == line_key(name) else text


def light_row(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """A pay table line the round has made: a gold bar behind it, a ► at its left."""
    win_row(surf, rect)


class TexasBonusTable(TableScene):
    """Texas Hold'em Bonus Poker against the dealer."""

    name = "table-texas-bonus"
    game_id = "texas-holdem-bonus"
    SPOT_RADIUS = 56
    SPOTS = {"jackpot": (560, SPOTS_Y), "bonus": (720, SPOTS_Y), "ante": (880, SPOTS_Y),
             "flop": (1040, SPOTS_Y), "turn": (1200, SPOTS_Y), "river": (1360, SPOTS_Y)}
    CARD_PLACES = {
        "dealer": CardPlace(960, 196, 104, label="table.dealer"),
        "board": CardPlace(960, 398, 104, count=5),
        "player": CardPlace(960, 596, 104, label="table.player"),
    }
    DECISIONS = (
        Decision("fold", "action.fold", pygame.K_f, "F", style="red"),
        Decision("check", "thb.action.check", pygame.K_c, "C", style="dark"),  # VEDI in Italian
        Decision("play", "action.play1x", pygame.K_p, "P"),
    )
    FELT_ARC = None

    def __init__(self, app: App, *, seed_source: Callable[[], bytes] | None = None,
                 config: dict[str, Any] | None = None) -> None:
        self._panels: dict[object, pygame.Surface] = {}
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
            self.say(self.app.tr("thb.jackpot_won", amount=self.app.money(won)))
            self.app.sound("big_win")

    def clear_table(self) -> None:
        super().clear_table()
        self.lit = {}

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
        return (*sorted(self.lit.items()), self.advisor.key())

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

    def highlight_best_five(self, staked: int, paid: int) -> None:
        super().highlight_best_five(staked, paid)
        # the player's best five, wherever the cards lie (hole cards and board); none after a fold
        rnd = self.session.round or self.session.last_round
        folded = isinstance(rnd, TexasBonusRound) and bool(rnd.folded)
        chosen = set() if folded else set(self.best_five.get("player", ()))
        for (where, _), sprite in self.cards.items():
            if where in ("player", "board"):
                sprite.highlight = sprite.card_id in chosen
                sprite.dimmed = bool(chosen) and where == "board" and sprite.card_id not in chosen

    def show_hand(self, to: str, name: HandName | str, best_five: tuple[int, ...]) -> None:
        super().show_hand(to, name, best_five)
        label = self.hand_labels.get(to)
        if label is not None and to == "dealer":
            label.pos = (label.pos[0], label.pos[1] - 6)

    def decorate_felt(self, surface: pygame.Surface) -> None:
        card_slots(surface, self.CARD_PLACES["board"])
        card_slots(surface, self.CARD_PLACES["dealer"], 1)  # the felt is printed, never bare
        card_slots(surface, self.CARD_PLACES["player"], 1)
        x, y, w = RULE_RECT
        block = gfx.text_block(self.app.tr("thb.felt_rule"), 17, w, gfx.GOLD_LIGHT, "bold")
        surface.blit(block, (x, y))

    def _bonus_panel(self) -> pygame.Surface:
        key = ("bonus", self.app.lang, self.lit.get(BONUS))
        if key not in self._panels:
            to = self.app.tr("thb.to_one")
            rows = [(line_label(self.app, ln.name), f"{ln.to} {to}") for ln in BONUS_TABLE]
            lit = [ln.name == self.lit.get(BONUS) for ln in BONUS_TABLE]
            width = BONUS_RECT[2]
            h = 58 + 29 * len(rows)
            surf = gfx.panel((width, h), (0, 0, 0, 170), gfx.GOLD_DARK, 14, 2).copy()
            gfx.blit_text(surf, self.app.tr("thb.bonus_table"), 22, (width // 2, 10), gfx.GOLD,
                          "black", anchor="midtop")
            y = 46
            for i, (name, pays) in enumerate(rows):
                colour = gfx.GOLD_LIGHT if i == 0 else gfx.CREAM
                if lit[i]:
                    light_row(surf, pygame.Rect(6, y - 4, width - 12, 27))
                    colour = gfx.WHITE
                right = gfx.blit_text(surf, pays, 18, (width - 16, y), colour, "bold", anchor="topright",
                                      max_width=width // 3)  # larger texts: the pays grow too
                gfx.blit_text(surf, name, 18, (16, y), colour, "bold",
                              max_width=right.left - BONUS_ROW_GAP - 16)
                y += 29
            self._panels[key] = surf
        return self._panels[key]

    def _jackpot_panel(self) -> pygame.Surface:
        key = ("jackpot", self.app.lang, self.jackpot_amount, self.lit.get(JACKPOT))
        surf = self._panels.get(key)
        if surf is not None:
            return surf
        self._panels = {k: v for k, v in self._panels.items()
                        if not (isinstance(k, tuple) and k[0] == "jackpot")}
        width = JACKPOT_RECT[2]
        rows = FIRST5_PRIZES
        note = gfx.text_block(self.app.tr("thb.jackpot_note"), 15, width - 28, gfx.MUTED)
        h = 150 + 27 * len(rows) + note.get_height() + 10
        surf = gfx.panel((width, h), (10, 4, 2, 200), gfx.GOLD, 16, 3, glow=True).copy()
        gfx.blit_text(surf, self.app.tr("thb.jackpot_title"), 22, (width // 2, 10), gfx.GOLD,
                      "black", anchor="midtop")
        meter = pygame.Rect(18, 44, width - 36, 64)
        pygame.draw.rect(surf, (0, 0, 0), meter, border_radius=12)
        pygame.draw.rect(surf, gfx.GOLD_DARK, meter, 2, border_radius=12)
        gfx.blit_text(surf, self.app.money(self.jackpot_amount), 40, meter.center, gfx.GOLD_LIGHT,
                      "black", anchor="center", max_width=meter.w - 20)
        gfx.blit_text(surf, self.app.tr("thb.jackpot_share", amount=self.app.money(self.jackpot_amount)),
                      16, (width // 2, meter.bottom + 8), gfx.CREAM, anchor="midtop",
                      max_width=width - 30)
        y = meter.bottom + 38
        for prize in rows:
            pays = self.app.tr("thb.jackpot_progressive") if prize.progressive else \
                self.app.money(prize.amount)
            colour = gfx.GOLD_LIGHT if prize.progressive else gfx.CREAM
            if self.lit.get(JACKPOT) == prize.name:
                light_row(surf, pygame.Rect(8, y - 3, width - 16, 26))
                colour = gfx.WHITE
            gfx.blit_text(surf, line_label(self.app, prize.name), 18, (18, y), colour, "bold",
                          max_width=width - 150)
            gfx.blit_text(surf, pays, 18, (width - 18, y), colour, "bold", anchor="topright", max_width=130)
            y += 27
        surf.blit(note, (14, y + 6))
        self._panels[key] = surf
        return surf

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

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self._bonus_panel(), BONUS_RECT[:2])
        surface.blit(self._jackpot_panel(), JACKPOT_RECT[:2])
        self.advisor.draw(surface)
