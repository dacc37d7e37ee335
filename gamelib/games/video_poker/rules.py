"""Video Poker, 1 to 100 hands: one deal, one set of holds, every hand its own draw.

The main five come from the round's deck (``round_deck(seed)``). Holds are the same in
every hand; at the draw, hand ``i`` (hand 0 is the main hand) replaces its other cards
from ITS OWN deck: the 47 unseen cards in the order of ``round_rng(seed, "hand-i")``. So
the seed replays all 100 hands (``verify``) and no two hands share an order.

The one recorded decision is ``act("draw", holds=[0, 3])``. HOLD before it is a *choice*
(``choose("holds", positions=[0, 3])``): not part of the round's record, but journaled by
the table session with the round, so a round the process died in after the player held
9♠ 8♠ is drawn with those holds. The default (timeout, leaving, recovery) draws with the
holds chosen so far, or the default strategy's holds when none were chosen.

Config: ``{"paytable": name, "value": cents per hand, "hands": 1..100}``; the stake is
``{"bet": value * hands}``. Each hand settles as its own ``BetSettled`` (spot
``"hand-17"``, stake ``value``, line name) so history shows every hand.

>>> from gamelib.cards import Deck, parse_cards
>>> deck = Deck.stacked(parse_cards("Ah Ad 7c 9s 3h"))
>>> rnd = VideoPokerRound({"bet": 300}, b"seed", {"value": 100, "hands": 3}, deck=deck)
>>> _ = rnd.start(); _ = rnd.act("draw", holds=[0, 1])
>>> all(h.cards[0].rank == 14 for h in rnd.hands), rnd.total_staked
(True, 300)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from gamelib.bets import SpotRule, TableLimits
from gamelib.cards import FULL_DECK, Card, Deck, format_cards, round_deck
from gamelib.errors import BetError, IllegalActionError
from gamelib.events import BetSettled, CardDealt, Event, HandShown, Outcome
from gamelib.games.base import Action, GameRound
from gamelib.games.video_poker import DEFINITION  # registered in the package; re-exported here
from gamelib.games.video_poker.paytables import DEFAULT_PAYTABLE, PAYTABLES, PayTable, classify
from gamelib.games.video_poker.strategy import default_hold

MAX_HANDS = 100
#: Bet per hand (cents): the VALUE steps.
VALUE_STEPS: tuple[int, ...] = (10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000)
#: Table limits on the TOTAL bet (value x hands): data, not code.
LIMITS = TableLimits(spots=(SpotRule("bet", 500, 100_000, optional=False),), chips=VALUE_STEPS)
DEFAULT_CONFIG: dict[str, Any] = {"paytable": DEFAULT_PAYTABLE, "value": 100, "hands": 5}
#: Live pace: the betting window closing never deals a round (Inactivity: not dealt yet, the
#: round ends with no bet); only the player's DEAL starts one (``gamelib.pace.closing_window_deals``).
CLOSING_WINDOW_DEALS = False


@dataclass(frozen=True, slots=True)
class HandResult:
    """One hand after the draw: its five cards, the line it made (None: no win), what it paid."""

    index: int
    cards: tuple[Card, ...]
    line: str | None
    line_key: str | None
    paid: int


def hand_deck(seed: bytes, index: int, dealt: Sequence[Card]) -> Deck:
    """Hand ``index``'s own draw deck: the 47 unseen cards in that hand's order."""
    return round_deck(seed, f"hand-{index}", exclude=dealt)


class VideoPokerRound(GameRound):
    """One round of 1 to 100 hands of video poker."""

    game_id = DEFINITION.game_id

    def __init__(self, stakes: Mapping[str, int], seed: bytes, config: Mapping[str, Any] | None = None,
                 deck: Deck | None = None) -> None:
        super().__init__(stakes, seed, config, deck)
        cfg = {**DEFAULT_CONFIG, **self.config}
        name, value, hands = cfg["paytable"], cfg["value"], cfg["hands"]
        if name not in PAYTABLES:
            raise IllegalActionError(f"There is no pay table '{name}'.", key="error.vp_paytable", name=name)
        if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
            raise BetError("The value per hand must be a positive amount.", key="error.vp_value")
        if not isinstance(hands, int) or isinstance(hands, bool) or not 1 <= hands <= MAX_HANDS:
            raise BetError(f"Play from 1 to {MAX_HANDS} hands.", key="error.vp_hands", max=MAX_HANDS)
        if self.initial_stakes != {"bet": value * hands}:
            raise BetError("The bet must be the value times the number of hands.",
                           key="error.vp_stake")
        self.config = {"paytable": name, "value": value, "hands": hands}
        self.paytable: PayTable = PAYTABLES[name]
        self.value: int = value
        self.hand_count: int = hands
        self.dealt: tuple[Card, ...] = ()
        self.held: set[int] = set()  # the screen's HOLD toggles (not recorded)
        self.hands: list[HandResult] = []

    # --- the three-form API -----------------------------------------------------------------
    def legal_actions(self) -> tuple[str, ...]:
        return ("draw",) if self.started and not self.is_over else ()

    def default_action(self) -> Action | None:
        if not self.started or self.is_over:
            return None
        holds = sorted(self.held) if self.held else list(default_hold(self.paytable, self.dealt))
        return ("draw", {"holds": holds})

    def _verify_draw(self, holds: Sequence[int] = ()) -> None:
        if isinstance(holds, (str, bytes)) or not isinstance(holds, Sequence):
            raise IllegalActionError("Holds are card positions 0 to 4.", key="error.vp_holds")
        for p in holds:
            if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p <= 4:
                raise IllegalActionError("Holds are card positions 0 to 4.", key="error.vp_holds")
        if len(set(holds)) != len(holds):
            raise IllegalActionError("A card can be held only once.", key="error.vp_holds")

    # --- screen helpers (not recorded) --------------------------------------------------------
    def toggle_hold(self, position: int) -> bool:
        """HOLD/HELD on one card before the draw; returns whether it is now held."""
        if not self.started or self.is_over or not 0 <= position <= 4:
            raise IllegalActionError("There is no card to hold now.", key="error.vp_no_hold")
        self.held ^= {position}
        return position in self.held

    #: choices a table journals before the decision they lead to (see ``choose``)
    CHOICES = ("holds",)

    def choose(self, name: str, **params: Any) -> None:
        """Apply a journaled choice: ``choose("holds", positions=[...])`` sets the holds."""
        if name != "holds" or set(params) != {"positions"}:
            raise IllegalActionError(f"'{name}' is not a choice of this game.",
                                     key="error.bad_params")
        self.set_holds(params["positions"])

    def set_holds(self, positions: Sequence[int]) -> None:
        self._verify_draw(list(positions))
        if not self.started or self.is_over:
            raise IllegalActionError("There is no card to hold now.", key="error.vp_no_hold")
        self.held = set(positions)

    # --- the round ---------------------------------------------------------------------------
    def _start(self) -> None:
        self.dealt = tuple(self.deck.deal(5))
        self._set_phase("dealt")
        for i, card in enumerate(self.dealt):
            self._emit(CardDealt("main", i, card))
        line = classify(self.paytable, self.dealt)
        self._emit(HandShown("main", line.name if line else "", self.dealt))

    def hand_deck(self, index: int) -> Deck:
        """Hand ``index``'s draw deck (fresh, undealt)."""
        return hand_deck(self.seed, index, self.dealt)

    def _stake_for(self, action: str, **params: Any) -> int:
        """DRAW stakes nothing more: the whole bet was taken at the deal."""
        return 0

    def _do_draw(self, holds: Sequence[int] = ()) -> None:
        held = sorted(set(holds))
        self.held = set(held)
        self._set_phase("drawn")
        # every hand's events in order, emitted at once (a hundred hands: thousands of events)
        drawn = [pos for pos in range(5) if pos not in self.held]
        paytable, value, dealt = self.paytable, self.value, self.dealt
        events: list[Event] = []
        for i in range(self.hand_count):
            deck = self.hand_deck(i)
            cards = list(dealt)
            to = f"hand-{i}"
            for pos in drawn:
                card = cards[pos] = deck.deal_one()
                events.append(CardDealt(to, pos, card))
            line = classify(paytable, cards)
            paid = value * line.pays if line else 0
            name = line.name if line else ""
            shown = tuple(cards)
            self.hands.append(HandResult(i, shown, name or None, line.key if line else None, paid))
            outcome = Outcome.LOSE if paid == 0 else Outcome.PUSH if paid == value else Outcome.WIN
            settled = BetSettled(to, value, paid, outcome, name)
            self.results.append(settled)
            events += (HandShown(to, name, shown), settled)
        self._emit(*events)
        self._finish()

    # --- reading -------------------------------------------------------------------------------
    def line_counts(self) -> dict[str, int]:
        """How many hands made each line this round (every line of the table, zeros included)."""
        counts = {pl.name: 0 for pl in self.paytable.lines}
        for h in self.hands:
            if h.line:
                counts[h.line] += 1
        return counts

    def line_wins(self) -> dict[str, int]:
        """What each line paid this round in total (cents)."""
        wins = {pl.name: 0 for pl in self.paytable.lines}
        for h in self.hands:
            if h.line:
                wins[h.line] += h.paid
        return wins

    def _snapshot(self) -> dict[str, Any]:
        return {
            "dealt": format_cards(self.dealt),
            "held": sorted(self.held),
            "hands": [{"cards": format_cards(h.cards), "line": h.line or "", "paid": h.paid}
                      for h in self.hands],
        }


def unseen(dealt: Sequence[Card]) -> list[Card]:
    """The 47 cards a hand can draw from."""
    gone = set(dealt)
    return [c for c in FULL_DECK if c not in gone]


def new_round(stakes: Mapping[str, int], seed: bytes, config: Mapping[str, Any] | None = None,
              deck: Deck | None = None) -> VideoPokerRound:
    return VideoPokerRound(stakes, seed, config, deck)

