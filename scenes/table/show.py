"""What each shown event does on a table: card sprites, hand names, results on the spots,
chips sliding, the best five lit and the round's end said.

:class:`TableShow` is the base of :class:`scenes.table.base.TableScene` that the event
player (:mod:`scenes.table.events`) calls; everything it uses is declared here. A game
changes how an event looks by extending these public hooks (``show_hand``,
``show_bet_settled``, ``highlight_best_five`` …) and calling ``super()``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

import pygame

from gamelib.events import BetSettled, Outcome
from gamelib.hands import HandName
from scenes.table.celebration import Celebration, win_tier
from scenes.table.chip_stacks import FlyingStack
from scenes.table.events import (
    CARD_LANDS_SECONDS,
    ResultBanner,
    deal_card_sprite,
    flip_card,
    translate,
)
from scenes.table.layout import CardPlace
from scenes.ui import card_art, gfx, voice
from scenes.ui.hand_names import hand_name
from scenes.ui.tween import Animator, ease_in_out_cubic
from scenes.ui.widgets.base import TextSource
from scenes.ui.widgets.cards import CardSprite
from scenes.ui.widgets.chips import FlyingChip
from scenes.ui.widgets.info import HandLabel

if TYPE_CHECKING:
    from gamelib.session import TableSession
    from scenes.table.controls import BetControls
    from scenes.table.panels import InfoPanels
    from scenes.ui.context import AppContext


#: A hand name's size (HandLabel's), and the smallest it gets to fit over the spots' names.
PLATE_LARGEST, PLATE_SMALLEST = 26, 18
#: A spot's name over its ring, as BetSpot draws it: its size and its foot's px over the ring.
SPOT_NAME_SIZE, SPOT_NAME_GAP = 18, 6


def hand_label_rect(label: HandLabel) -> pygame.Rect:
    """Where a hand name's pill lies (as :meth:`HandLabel.draw` draws it)."""
    return label.plate(gfx.text(label.text, label.size, gfx.WHITE, "bold").get_size())


def plate_under(label: HandLabel, cards_bottom: int, gap: int = 2) -> None:
    """Move ``label`` up or down so its pill's top lies ``gap`` px under ``cards_bottom`` at
    the player's scale (the pill grows upwards with the text: it never covers the cards'
    corner indices). Every name's pill is as tall, so "Ag" measures it."""
    top = label.plate(gfx.text("Ag", label.size, gfx.WHITE, "bold").get_size()).top
    label.pos = (label.pos[0], label.pos[1] + cards_bottom + gap - top)


def plate_between(label: HandLabel, cards_bottom: int, names_top: int | None, gap: int = 2) -> None:
    """``plate_under``, the name's size made as much smaller as its pill needs to end ``gap`` px
    over ``names_top`` (the spots' names under the cards; at 150 % the grown pill covered the
    top of ANTE and ODDS at Heads Up)."""
    for size in range(PLATE_LARGEST, PLATE_SMALLEST - 1, -1):
        label.size = size
        plate_under(label, cards_bottom, gap)
        if names_top is None or label.plate(gfx.text("Ag", size, gfx.WHITE, "bold").get_size()).bottom \
                <= names_top - gap:
            return


class TableShow:
    """The event hooks of a table and the things on the felt they change."""

    app: AppContext
    session: TableSession
    animator: Animator
    banner: ResultBanner
    celebration: Celebration
    controls: BetControls
    panels: InfoPanels
    cards: dict[tuple[str, int], CardSprite]
    flying: list[FlyingChip | FlyingStack]
    hand_labels: dict[str, HandLabel]
    best_five: dict[str, tuple[int, ...]]
    shown_stakes: dict[str, int]
    paid_on_spot: dict[str, int]
    results: dict[str, str]
    last_win: int
    round_code: str
    CARD_PLACES: ClassVar[dict[str, CardPlace]]
    SHARED_PLACES: ClassVar[tuple[str, ...]]
    CHIP_D: ClassVar[int]
    SHOE: ClassVar[tuple[int, int]]
    #: The dealer speaks the round's result (scenes.ui.voice); a machine (video poker) has none.
    DEALER_VOICE: ClassVar[bool] = True
    #: A machine (video poker): a line that paid is a WIN on its meter, even one that pays the bet back.
    MACHINE: ClassVar[bool]

    def card_position(self, to: str, index: int) -> tuple[float, float, int]:
        raise NotImplementedError

    def say(self, message: TextSource) -> None:
        raise NotImplementedError

    def say_key(self, key: str, **params: object) -> None:
        """The dealer says the message ``key`` (money params in cents): kept as its key, so the
        log says it again in the player's language when that changes."""
        app = self.app
        self.say(lambda: translate(key, app.lang, params))

    def round_finished(self) -> None:
        """Called when a round's RoundOver has been shown."""

    @property
    def live(self) -> bool:
        raise NotImplementedError

    def dealer_says(self, line: str) -> None:
        """The dealer speaks ``line`` (scenes.ui.voice.LINES) if the player hears this table."""
        voice.say(self.app, line, self)

    # --- the hooks the event player calls ----------------------------------------------------
    def clear_table(self) -> None:
        self.cards.clear()
        self.hand_labels.clear()
        self.best_five.clear()
        self.shown_stakes = {}
        self.paid_on_spot = {}
        self.results.clear()
        for spot in self.controls.spots.values():
            spot.result = ""
        self.banner.reset()
        self.last_win = 0  # the WIN box shows this round's win, not the last one's
        self.animator.clear()
        self.flying.clear()
        self.round_code = ""

    def show_card_dealt(self, to: str, index: int, card_id: int, face_up: bool) -> None:
        self.cards[(to, index)] = deal_card_sprite(self, card_id, self.card_position(to, index), face_up)

    def show_card_turned(self, to: str, index: int, card_id: int) -> None:
        sprite = self.cards.get((to, index))
        if sprite is None:
            self.show_card_dealt(to, index, card_id, True)
            return
        flip_card(self, sprite, card_id)

    def show_stake(self, spot: str, amount: int) -> None:
        self.shown_stakes[spot] = self.shown_stakes.get(spot, 0) + amount
        self.app.sound("chip", 0.7)

    def show_hand(self, to: str, name: HandName | str, best_five: tuple[int, ...]) -> None:
        if to == "player" and self.player_folded():  # a folded hand has no hand to name: FOLDED says it
            name, best_five = "table.outcome.folded", ()
        label = self.hand_labels.get(to)
        if label is None:
            label = HandLabel((0, 0))
            self.place_hand_label(to, label)
            self.hand_labels[to] = label
        label.raw = name  # type: ignore[attr-defined]
        label.text = hand_name(name, self.app.lang)
        if best_five:
            self.best_five[to] = best_five

    def place_hand_label(self, to: str, label: HandLabel) -> None:
        """Put ``to``'s name under its cards: its pill just under them, at a larger scale too
        (the grown pill reaches down, never over the cards' corner indices)."""
        x, y, w = self.card_position(to, 0)
        place = self.CARD_PLACES.get(to)
        cx = place.x if place is not None else x
        bottom = int(y + card_art.card_size(w)[1] / 2)
        label.pos = (int(cx), bottom + 14)
        label.size = PLATE_LARGEST  # (as designed: a smaller size fitted at a larger scale goes)
        if gfx.text_scaled():
            plate_between(label, bottom, self.spot_names_top(bottom))

    def spot_names_top(self, below: int) -> int | None:
        """The top of the names over the bet spots under ``below`` (a spot with chips has its
        name over its ring), None when no spot lies there."""
        spots = [s for s in self.controls.spots.values() if s.centre[1] > below]
        if not spots:
            return None
        line = gfx.font(SPOT_NAME_SIZE, "bold").get_linesize()
        return min(s.centre[1] - s.radius - SPOT_NAME_GAP for s in spots) - line

    def place_hands(self) -> None:
        """The cards and their names where the player's scale puts them now (it changed
        mid-round: a game's cards may be narrower at a larger scale)."""
        for (to, index), sprite in self.cards.items():
            sprite.x, sprite.y, sprite.width = self.card_position(to, index)
        for to, label in self.hand_labels.items():
            self.place_hand_label(to, label)

    def player_folded(self) -> bool:
        """The player's one hand (Texas Bonus, Heads Up) was folded: its bets settled FOLDED."""
        return any(r.outcome == Outcome.FOLDED for r in self.banner.results)

    def shown_hand_names(self) -> dict[str, pygame.Rect]:
        """The hand names on the table now, by hand, with where each lies."""
        return {to: hand_label_rect(label) for to, label in self.hand_labels.items()
                if label.visible and label.text and self.hand_landed(to)}

    def when_landed(self, callback: Callable[[], None]) -> None:
        """Run ``callback`` once a card dealt now has landed face up (a pay line it decides
        lights then, not while the card is still in the air)."""
        self.animator.after(CARD_LANDS_SECONDS, callback)

    def hand_landed(self, to: str) -> bool:
        """Every card of ``to`` has landed face up (its name shows only then)."""
        moving = {id(getattr(item, "target", None)) for item in self.animator.items if not item.done}
        return all(sprite.face_up and id(sprite) not in moving
                   for (where, _), sprite in self.cards.items() if where == to)

    def reword_hands(self) -> None:
        """The hand names again in the player's language (it changed)."""
        for label in self.hand_labels.values():
            raw = getattr(label, "raw", "")
            if raw:
                label.text = hand_name(raw, self.app.lang)

    def show_bet_settled(self, event: BetSettled) -> None:
        self.banner.results.append(event)
        if event.outcome == Outcome.FOLDED and "player" in self.hand_labels:
            label = self.hand_labels["player"]  # named before the fold: FOLDED from now on
            label.raw = "table.outcome.folded"  # type: ignore[attr-defined]
            label.text = hand_name("table.outcome.folded", self.app.lang)
            self.best_five.pop("player", None)
        outcome = "win" if event.paid > event.stake else "lose" if event.outcome in (
            Outcome.LOSE, Outcome.FOLDED) else ""
        self.results[event.spot] = outcome
        spot = self.controls.spots.get(event.spot)
        if spot is not None:
            spot.result = outcome
            if event.paid > 0 and self.session.in_round:  # a side bet decided before the end: the
                self.paid_on_spot[event.spot] = event.paid  # dealer pays onto its spot, as its stack
                self.fly_chip(event.paid - event.stake, self.dealer_side(spot.centre), spot.centre, delay=0.2,
                              stack=True)
            elif event.paid > 0:  # the winnings slide to the balance, as the stack they are
                self.fly_chip(event.paid, spot.centre, self.panels.balance_box.rect.center, delay=0.35, stack=True)
            elif event.stake > 0 and outcome == "lose":  # the dealer sweeps the stack
                self.fly_chip(event.stake, spot.centre, self.dealer_side(spot.centre), delay=0.2, fade=True, stack=True)

    @staticmethod
    def dealer_side(centre: tuple[int, int]) -> tuple[float, float]:
        """Where the dealer sweeps a lost stack to, and brings a payout from: along the row of
        the spots to the table's right edge (a straight path up to the dealer would cross the
        board and the hands' cards, and the title band)."""
        return float(gfx.LOGICAL_SIZE[0] - 30), float(centre[1])

    def fly_chip(self, value: int, start: tuple[float, float], end: tuple[float, float], delay: float = 0.0,
                 fade: bool = False, stack: bool = False) -> None:
        """A chip sliding across the table (placed on a spot), or with ``stack`` the stack of
        chips making ``value`` (paid to the balance, swept to the dealer)."""
        if self.animator.speed == "instant":
            return
        rack = getattr(self.controls, "rack", None)
        sprite: FlyingChip | FlyingStack = FlyingStack(value, tuple(getattr(rack, "chips", ())), start,
                                                       self.CHIP_D - 20) if stack else \
            FlyingChip(value, start, self.CHIP_D - 14)
        self.flying.append(sprite)

        def landed() -> None:
            if sprite in self.flying:
                self.flying.remove(sprite)

        x, y = float(end[0]), float(end[1])
        seconds = 0.42 if delay else 0.24
        if self.animator.reduced_motion:  # no sliding chip: it fades where it lies
            if delay:  # paid or taken from the spot: fades out there
                self.animator.tween(sprite, seconds, ease_in_out_cubic, delay=delay, on_done=landed, alpha=0.0)
            else:  # placed: fades in on the spot
                sprite.x, sprite.y, sprite.alpha = x, y, 0.0
                self.animator.tween(sprite, seconds, ease_in_out_cubic, on_done=landed, alpha=255.0)
        elif fade:
            self.animator.tween(sprite, seconds, ease_in_out_cubic, delay=delay, on_done=landed, x=x, y=y,
                                alpha=0.0)
        else:
            self.animator.tween(sprite, seconds, ease_in_out_cubic, delay=delay, on_done=landed, x=x, y=y)

    def show_round_over(self, staked: int, paid: int) -> None:
        self.last_win = paid
        self.banner.held = lambda: self.celebration.active  # a big win's celebration first
        self.banner.expect(staked, paid)
        self.celebrate(staked, paid)
        self.highlight_best_five(staked, paid)
        self.announce_result(staked, paid)

    def celebrate(self, staked: int, paid: int, royal: bool = False) -> None:
        """A win of 5× the bet and more: its tier's celebration (a royal flush or the
        progressive is a JACKPOT whatever its size; ``royal``: the caller saw one). It counts up
        to what was paid, as WIN and the result's YOU WIN do (it showed the win less the stake:
        BIG WIN € 22.00 over WIN € 25.00)."""
        lines = [r.line.casefold() for r in self.banner.results if r.paid > 0]
        jackpot = royal or any("royal" in line for line in lines) or \
            bool(getattr(self.session.last_round, "won_progressive", False))
        tier = win_tier(staked, paid, jackpot)
        if tier is not None:
            chips = tuple(getattr(getattr(self.controls, "rack", None), "chips", ()) or (100, 500, 2500))
            self.celebration.start(tier, paid, chips, self.animator.reduced_motion, seed=paid)  # what WIN shows

    def best_five_winners(self, staked: int, paid: int) -> list[str]:
        """The hands whose best five is lit at the round's end: by default the side the money
        went to; a game whose hands are settled against the dealer's by a spot of their own says
        it from that spot (a side bet lost must not light the dealer's five over a hand that won)."""
        if paid > staked:
            return [to for to in self.best_five if to != "dealer"]
        if paid < staked:
            return [to for to in self.best_five if to == "dealer"]
        return []

    def highlight_best_five(self, staked: int, paid: int) -> None:
        """The winning side's best five, wherever its cards lie (own cards and the board)."""
        for to in self.best_five_winners(staked, paid):
            chosen = set(self.best_five[to])
            for (where, _), sprite in self.cards.items():
                if (where == to or where in self.SHARED_PLACES) and sprite.card_id in chosen:
                    sprite.highlight = True

    def announce_result(self, staked: int, paid: int) -> None:
        """The sounds and dealer messages of a round's end; then the next betting window."""
        if paid > staked * 5 and paid > 0:
            self.app.sound("big_win")
        elif paid > staked:
            self.app.sound("win")
        line = voice.result_line(staked, paid) if self.DEALER_VOICE else None
        if line is not None:
            self.dealer_says(line)
        if 0 < paid < staked:  # money back, but less than was staked: not a win
            self.say_key("msg.money_back", amount=paid, lost=staked - paid)
        elif paid and paid == staked and not self.MACHINE:  # every bet back: a push, as the summary says
            # (a machine's meter says WIN for a line that paid: its log says so too)
            self.say_key("msg.push", amount=paid)
        elif paid:
            self.say_key("msg.you_win", amount=paid)
        self.say_key("msg.round_over")
        self.round_finished()
        if self.live:
            self.open_betting_window()

    def open_betting_window(self) -> None:
        """Live pace runs (the next betting window opens by itself after the results)."""
        raise NotImplementedError
