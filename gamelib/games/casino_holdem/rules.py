"""2 Hand Casino Hold'em: one or two hands against the dealer (31-casino-holdem-2-hands.md).

Each hand has its own ANTE (required for that hand), optional BONUS (needs that hand's
ANTE) and a PLAY decision (2× that hand's ANTE) or FOLD. Both hands share the dealer's
two cards and the board. The dealer qualifies with a pair of 4s or better.

Deal order (what a stacked deck reads): the active hands' two cards each (hand 1 first),
the dealer's two, the flop three, then the turn and river once every hand has decided.

Actions: ``play`` and ``fold``, each with ``hand=1`` or ``hand=2``. A timeout folds every
undecided hand (``fold`` with ``auto=True``; the screen announces "AUTO-FOLDED").
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from gamelib.bets import SpotRule, TableLimits
from gamelib.cards import Card, Deck
from gamelib.errors import BetError, IllegalActionError
from gamelib.events import Announcement, Outcome
from gamelib.games.base import Action
from gamelib.games.casino_holdem import DEFINITION  # registered in the package; re-exported here
from gamelib.games.dealer_holdem import (
    CATEGORY_NAMES,
    DEALER,
    FLUSH,
    FULL_HOUSE,
    PAIR,
    QUADS,
    ROYAL,
    STRAIGHT,
    STRAIGHT_FLUSH,
    TRIPS,
    TWO_PAIR,
    DealerHoldemRound,
    PayLine,
    PayTable,
    category_index,
)
from gamelib.hands import evaluate

GAME_ID = DEFINITION.game_id
HANDS: tuple[int, ...] = (1, 2)

#: The dealer qualifies with this strength or more: the weakest pair of fours (4-4-5-3-2).
#: Pairs rank by the pair first, so every pair of 4s or better is at least this strong.
DEALER_QUALIFIES_FROM = 1278 + 2 * 220  # pairs of 2s and 3s (220 hands each) come first


class Phase(StrEnum):
    BETTING = "betting"
    DECISION = "decision"
    SETTLED = "settled"


def hand_key(hand: int) -> str:
    """The card holder name of a hand in events: ``hand1`` / ``hand2``."""
    return f"hand{hand}"


def spot(name: str, hand: int) -> str:
    """``spot("ante", 2) == "ante2"``."""
    return f"{name}{hand}"


# --- pay tables (data) -------------------------------------------------------------------

STRAIGHT_OR_LOWER = "Straight or Lower"
PAIR_OF_ACES = "Pair of Aces"
_N = CATEGORY_NAMES  # the category wording every dealer hold'em pay table shares

ANTE_TABLE = PayTable("ANTE", (
    PayLine(_N[ROYAL], 100), PayLine(_N[STRAIGHT_FLUSH], 20), PayLine(_N[QUADS], 10),
    PayLine(_N[FULL_HOUSE], 3), PayLine(_N[FLUSH], 2), PayLine(STRAIGHT_OR_LOWER, 1),
))
BONUS_TABLE = PayTable("BONUS", (
    PayLine(_N[ROYAL], 100), PayLine(_N[STRAIGHT_FLUSH], 50), PayLine(_N[QUADS], 40),
    PayLine(_N[FULL_HOUSE], 30), PayLine(_N[FLUSH], 20), PayLine(_N[STRAIGHT], 7),
    PayLine(_N[TRIPS], 7), PayLine(_N[TWO_PAIR], 7), PayLine(PAIR_OF_ACES, 7),
))

def ante_line(category: int) -> PayLine:
    """The ANTE table line of a final hand category (0 high card .. 9 royal flush)."""
    if category <= STRAIGHT:
        return ANTE_TABLE.line(STRAIGHT_OR_LOWER)
    return ANTE_TABLE.line(CATEGORY_NAMES[category])


#: ANTE pays (to 1) by final category index 0..9, from the table (analysis and simulation).
ANTE_PAYS_BY_CATEGORY: tuple[int, ...] = tuple(ante_line(c).to for c in range(10))


def bonus_line(first_five: list[Card]) -> str | None:
    """The BONUS line of a hand's first five cards (hole + flop), or None when it loses."""

    category = category_index(evaluate(first_five).strength)
    if category in (ROYAL, STRAIGHT_FLUSH, QUADS, FULL_HOUSE, FLUSH, STRAIGHT, TRIPS, TWO_PAIR):
        return CATEGORY_NAMES[category]
    if category == PAIR and sum(1 for c in first_five if c.rank == 14) == 2:
        return PAIR_OF_ACES
    return None


# --- limits --------------------------------------------------------------------------------

LIMITS = TableLimits(spots=(
    SpotRule("ante1", 10, 100_000, optional=False),
    SpotRule("bonus1", 10, 10_000, needs="ante1"),
    SpotRule("play1", 0, 200_000, by_decision=True),
    SpotRule("ante2", 10, 100_000, optional=False),
    SpotRule("bonus2", 10, 10_000, needs="ante2"),
    SpotRule("play2", 0, 200_000, by_decision=True),
))


# --- the round ------------------------------------------------------------------------------

class CasinoHoldemRound(DealerHoldemRound):
    """One round of 2 Hand Casino Hold'em (one or two hands)."""

    game_id = GAME_ID
    player_hands = ("hand1", "hand2")

    def __init__(self, stakes: Mapping[str, int], seed: bytes,
                 config: Mapping[str, Any] | None = None, deck: Deck | None = None) -> None:
        super().__init__(stakes, seed, config, deck)
        for name in self.initial_stakes:
            if name not in ("ante1", "bonus1", "ante2", "bonus2"):
                raise BetError(f"'{name}' is not a bet placed before the deal here.",
                               key="error.no_spot", spot=name)
        self.active: tuple[int, ...] = tuple(h for h in HANDS if self.staked(spot("ante", h)))
        if not self.active:
            raise BetError("The ANTE bet is required.", key="error.required", spot="ANTE")
        for h in HANDS:
            if self.staked(spot("bonus", h)) and h not in self.active:
                raise BetError("Place the ANTE bet first.", key="error.needs_main", spot="ANTE")
        #: hand -> "play" / "fold" once decided
        self.choices: dict[int, str] = {}
        self.auto_folded: list[int] = []

    # --- reading ------------------------------------------------------------------------
    def undecided(self) -> tuple[int, ...]:
        return tuple(h for h in self.active if h not in self.choices)

    @property
    def dealer_qualifies(self) -> bool:
        return self.best_hand(DEALER, self.board).strength >= DEALER_QUALIFIES_FROM

    def legal_actions(self) -> tuple[str, ...]:
        if self.started and not self.is_over and self.undecided():
            return ("play", "fold")
        return ()

    def default_action(self) -> Action | None:
        waiting = self.undecided() if self.started and not self.is_over else ()
        return ("fold", {"hand": waiting[0], "auto": True}) if waiting else None

    # --- dealing ------------------------------------------------------------------------
    def _start(self) -> None:
        self._deal_player_hands([hand_key(h) for h in self.active])
        self._deal_dealer()
        self._deal_board(3)
        self._show_player_hands()
        for h in self.active:  # each BONUS is decided by its hand's first five: settled at the deal
            self._settle_bonus(h)
        self._set_phase(Phase.DECISION)

    # --- decisions ----------------------------------------------------------------------
    def _check_hand(self, hand: Any) -> None:
        if type(hand) is not int or hand not in HANDS:
            raise IllegalActionError("Choose hand 1 or hand 2.", key="error.casino.bad_hand")
        if hand not in self.active:
            raise IllegalActionError(f"Hand {hand} is not in play this round.",
                                     key="error.casino.hand_not_in_play", hand=hand)
        if hand in self.choices:
            raise IllegalActionError(f"Hand {hand} has already decided.",
                                     key="error.casino.hand_decided", hand=hand)

    def _verify_play(self, hand: Any) -> None:
        self._check_hand(hand)

    def _verify_fold(self, hand: Any, auto: bool = False) -> None:
        self._check_hand(hand)
        if not isinstance(auto, bool):
            raise IllegalActionError("'auto' is yes or no.", key="error.bad_params")

    def _stake_for(self, action: str, **params: Any) -> int:
        """PLAY on a hand stakes twice its ANTE; FOLD nothing."""
        return 2 * self.staked(spot("ante", params["hand"])) if action == "play" else 0

    def _do_play(self, hand: int) -> None:
        self.choices[hand] = "play"
        self._stake(spot("play", hand), 2 * self.staked(spot("ante", hand)))
        self._after_decision()

    def _do_fold(self, hand: int, auto: bool = False) -> None:
        self.choices[hand] = "fold"
        self.folded.add(hand_key(hand))
        if auto:
            self.auto_folded.append(hand)
            self._emit(Announcement("casino.auto_folded", {"hand": hand}))
        else:
            self._emit(Announcement("casino.folded", {"hand": hand}))
        self._after_decision()

    def _after_decision(self) -> None:
        if self.undecided():
            return
        self._deal_board(2)
        self._show_player_hands()
        self._reveal_dealer()
        qualifies = self.dealer_qualifies
        self._emit(Announcement("casino.dealer_qualifies" if qualifies
                                else "casino.dealer_not_qualify", {}))
        for h in self.active:
            if qualifies and self.choices[h] != "fold":
                self._explain(hand_key(h))
            self._settle_hand(h, qualifies)
        self._set_phase(Phase.SETTLED)
        self._finish()

    # --- settling -----------------------------------------------------------------------
    def _settle_hand(self, hand: int, qualifies: bool) -> None:
        ante, play = spot("ante", hand), spot("play", hand)
        key = hand_key(hand)
        if self.choices[hand] == "fold":
            self._settle_lose(ante, outcome=Outcome.FOLDED)
        else:
            line = ante_line(category_index(self.best_hand(key, self.board).strength))
            if not qualifies:
                self._settle_win(ante, line)
                self._settle_push(play, "Dealer does not qualify")
            else:
                result = self.compare(key)
                self._settle_by_result(ante, result, line)
                self._settle_by_result(play, result)
        self._settle_bonus(hand)

    def _settle_bonus(self, hand: int) -> None:
        bonus = spot("bonus", hand)
        if self.staked(bonus) and not self.settled(bonus):
            self._settle_side_bet(bonus, BONUS_TABLE, bonus_line(self.hands[hand_key(hand)] + self.board[:3]))

    def _snapshot(self) -> dict[str, Any]:
        snap = super()._snapshot()
        snap["choices"] = {str(h): c for h, c in sorted(self.choices.items())}
        if self.auto_folded:
            snap["auto_folded"] = list(self.auto_folded)
        return snap


def new_round(stakes: Mapping[str, int], seed: bytes, config: Mapping[str, Any] | None = None,
              deck: Deck | None = None) -> CasinoHoldemRound:
    return CasinoHoldemRound(stakes, seed, config, deck)

