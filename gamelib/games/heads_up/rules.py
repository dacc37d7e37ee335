"""Heads Up Hold'em: Ante + Odds against the dealer, a raise that shrinks as cards are seen,
a bad-beat payout on Odds, and two side bets (32-heads-up-holdem.md).

Deal order (what a stacked deck reads): the player's two cards, the dealer's two (face
down), then the five community cards, all face down.

Actions by phase:

- ``preflop``: ``raise`` (RAISE = 3× ANTE) or ``check`` (turns the flop);
- ``flop``: ``raise`` (2×) or ``check`` (turns the turn and the river);
- ``river``: ``raise`` (1×) or ``fold`` (ANTE and ODDS lost; the side bets still stand).

After any raise every card is turned and the round settles. Timeouts: check, check, fold.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from gamelib.bets import SpotRule, TableLimits
from gamelib.cards import Deck
from gamelib.errors import BetError
from gamelib.events import Announcement, Outcome
from gamelib.games.base import Action
from gamelib.games.dealer_holdem import (
    CATEGORY_NAMES,
    DEALER,
    FLUSH,
    FULL_HOUSE,
    PLAYER,
    QUADS,
    ROYAL,
    STRAIGHT,
    STRAIGHT_FLUSH,
    TRIPS,
    DealerHoldemRound,
    PayLine,
    PayTable,
    category_index,
)
from gamelib.games.heads_up import DEFINITION  # registered in the package; re-exported here

GAME_ID = DEFINITION.game_id

#: The dealer qualifies with a pair or better: the weakest pair's strength.
DEALER_QUALIFIES_FROM = 1278


class Phase(StrEnum):
    BETTING = "betting"
    PREFLOP = "preflop"
    FLOP = "flop"
    RIVER = "river"
    SETTLED = "settled"


#: RAISE as a multiple of ANTE on each street.
RAISE_MULTIPLE: Mapping[str, int] = {Phase.PREFLOP: 3, Phase.FLOP: 2, Phase.RIVER: 1}

# --- pay tables (data) -------------------------------------------------------------------

_N = CATEGORY_NAMES  # the category wording every dealer hold'em pay table shares

ODDS_TABLE = PayTable("ODDS", (
    PayLine(_N[ROYAL], 500), PayLine(_N[STRAIGHT_FLUSH], 50), PayLine(_N[QUADS], 10),
    PayLine(_N[FULL_HOUSE], 3), PayLine(_N[FLUSH], 3, 2), PayLine(_N[STRAIGHT], 1),
))
BAD_BEAT_TABLE = PayTable("BAD BEAT", (
    PayLine(_N[STRAIGHT_FLUSH], 500), PayLine(_N[QUADS], 50), PayLine(_N[FULL_HOUSE], 10),
    PayLine(_N[FLUSH], 8), PayLine(_N[STRAIGHT], 5),
))
TRIPS_PLUS_TABLE = PayTable("TRIPS PLUS", (
    PayLine(_N[ROYAL], 100), PayLine(_N[STRAIGHT_FLUSH], 40), PayLine(_N[QUADS], 30),
    PayLine(_N[FULL_HOUSE], 8), PayLine(_N[FLUSH], 7), PayLine(_N[STRAIGHT], 4),
    PayLine(_N[TRIPS], 3),
))
PAIR_OF_ACES = "Pair of Aces"
ACE_FACE_SUITED = "Ace with K/Q/J suited"
ACE_FACE_OFFSUIT = "Ace with K/Q/J offsuit"
ANY_OTHER_PAIR = "Any other pair"
POCKET_TABLE = PayTable("POCKET BONUS", (
    PayLine(PAIR_OF_ACES, 30), PayLine(ACE_FACE_SUITED, 20), PayLine(ACE_FACE_OFFSUIT, 10),
    PayLine(ANY_OTHER_PAIR, 5),
))


def pocket_line(rank1: int, suit1: int, rank2: int, suit2: int) -> str | None:
    """The POCKET BONUS line two hole cards make (ranks 2..14), or None when they lose.

    >>> pocket_line(14, 0, 13, 0), pocket_line(9, 1, 9, 2), pocket_line(14, 0, 10, 0)
    ('Ace with K/Q/J suited', 'Any other pair', None)
    """
    hi, lo = max(rank1, rank2), min(rank1, rank2)
    if hi == lo:
        return PAIR_OF_ACES if hi == 14 else ANY_OTHER_PAIR
    if hi == 14 and lo in (11, 12, 13):
        return ACE_FACE_SUITED if suit1 == suit2 else ACE_FACE_OFFSUIT
    return None


def odds_line(category: int, result: int) -> tuple[PayTable | None, str | None]:
    """Which table pays ODDS and on which line: (ODDS_TABLE, line) when the player wins with a
    straight or better, (BAD_BEAT_TABLE, line) when such a hand loses, else (None, None): a
    push (a win below a straight, or equal hands) or a plain loss."""
    name = CATEGORY_NAMES[category]
    if result > 0 and category >= STRAIGHT:
        return ODDS_TABLE, name
    if result < 0 and category >= STRAIGHT:
        return BAD_BEAT_TABLE, name
    return None, None


# --- limits --------------------------------------------------------------------------------

LIMITS = TableLimits(spots=(
    SpotRule("ante", 10, 100_000, optional=False),
    SpotRule("odds", 10, 100_000, mirrors="ante", optional=False),
    SpotRule("raise", 0, 300_000, by_decision=True),
    SpotRule("trips", 10, 10_000, needs="ante"),
    SpotRule("pocket", 10, 10_000, needs="ante"),
))


# --- the round ------------------------------------------------------------------------------

class HeadsUpRound(DealerHoldemRound):
    """One round of Heads Up Hold'em."""

    game_id = GAME_ID
    player_hands = (PLAYER,)

    def __init__(self, stakes: Mapping[str, int], seed: bytes,
                 config: Mapping[str, Any] | None = None, deck: Deck | None = None) -> None:
        super().__init__(stakes, seed, config, deck)
        for name in self.initial_stakes:
            if name not in ("ante", "odds", "trips", "pocket"):
                raise BetError(f"'{name}' is not a bet placed before the deal here.",
                               key="error.no_spot", spot=name)
        if not self.staked("ante"):
            raise BetError("The ANTE bet is required.", key="error.required", spot="ANTE")
        if self.staked("odds") != self.staked("ante"):
            raise BetError("ODDS must equal ANTE.", key="error.headsup.odds_equal")
        #: the street of the raise ("preflop"/"flop"/"river"), or None
        self.raised_on: str | None = None

    @property
    def ante(self) -> int:
        return self.staked("ante")

    # --- reading ------------------------------------------------------------------------
    def legal_actions(self) -> tuple[str, ...]:
        if not self.started or self.is_over:
            return ()
        if self.phase == Phase.RIVER:
            return ("raise", "fold")
        return ("raise", "check")

    def default_action(self) -> Action | None:
        if not self.started or self.is_over:
            return None
        return ("fold", {}) if self.phase == Phase.RIVER else ("check", {})

    def raise_amount(self) -> int:
        """What RAISE costs now (3×, 2× or 1× ANTE)."""
        return RAISE_MULTIPLE.get(self.phase, 0) * self.ante

    # --- dealing ------------------------------------------------------------------------
    def _start(self) -> None:
        self._deal_player_hands()
        self._deal_dealer()
        self._deal_board(5, face_up=False)
        self._show_hand(PLAYER)
        self._settle_pocket()  # decided by the two hole cards: settled at the deal
        self._set_phase(Phase.PREFLOP)

    # --- decisions ----------------------------------------------------------------------
    def _do_check(self) -> None:
        if self.phase == Phase.PREFLOP:
            self._turn_board(3)
            self._show_hand(PLAYER)
            self._set_phase(Phase.FLOP)
        else:
            self._turn_board(5)
            self._show_hand(PLAYER)
            self._settle_trips()  # all five shown: TRIPS PLUS is decided
            self._set_phase(Phase.RIVER)

    def _stake_for(self, action: str, **params: Any) -> int:
        """RAISE stakes 3x, 2x or 1x ANTE by street; CHECK and FOLD nothing."""
        return self.raise_amount() if action == "raise" else 0

    def _do_raise(self) -> None:
        self.raised_on = str(self.phase)
        self._stake("raise", self.raise_amount())
        self._turn_board(5)
        self._show_hand(PLAYER)
        self._settle_trips()
        self._showdown()

    def _do_fold(self) -> None:
        self.folded.add(PLAYER)
        self._emit(Announcement("headsup.folded", {}))
        self._reveal_dealer()
        self._settle_lose("ante", outcome=Outcome.FOLDED)
        self._settle_lose("odds", outcome=Outcome.FOLDED)
        self._settle_side_bets()
        self._set_phase(Phase.SETTLED)
        self._finish()

    # --- settling -----------------------------------------------------------------------
    def _showdown(self) -> None:
        self._reveal_dealer()
        qualifies = self.best_hand(DEALER, self.board).strength >= DEALER_QUALIFIES_FROM
        self._emit(Announcement("headsup.dealer_qualifies" if qualifies
                                else "headsup.dealer_not_qualify", {}))
        self._explain(PLAYER)
        result = self.compare(PLAYER)
        category = category_index(self.best_hand(PLAYER, self.board).strength)
        # ANTE: push when the dealer does not qualify or on equal hands
        if not qualifies:
            self._settle_push("ante", "Dealer does not qualify")
        else:
            self._settle_by_result("ante", result)
        # RAISE: even money, qualification does not matter
        self._settle_by_result("raise", result)
        # ODDS: the ODDS table on a win, the BAD BEAT table on a loss with a straight or better
        table, line = odds_line(category, result)
        if table is ODDS_TABLE:
            self._settle_win("odds", ODDS_TABLE.line(str(line)))
        elif table is BAD_BEAT_TABLE:
            self._settle("odds", BAD_BEAT_TABLE.line(str(line)).paid(self.staked("odds")),
                         Outcome.WIN, f"Bad beat: {line}")
        elif result >= 0:
            self._settle_push("odds", "" if result == 0 else "Below a straight")
        else:
            self._settle_lose("odds")
        self._settle_side_bets()
        self._set_phase(Phase.SETTLED)
        self._finish()

    def _settle_side_bets(self) -> None:
        """Any side bet not settled yet (each settles when it is decided: POCKET BONUS at the
        deal, TRIPS PLUS when all five cards are shown)."""
        self._settle_trips()
        self._settle_pocket()

    def _settle_trips(self) -> None:
        if self.staked("trips") and not self.settled("trips"):
            category = category_index(self.best_hand(PLAYER, self.board).strength)
            self._settle_side_bet("trips", TRIPS_PLUS_TABLE, CATEGORY_NAMES[category])

    def _settle_pocket(self) -> None:
        if self.staked("pocket") and not self.settled("pocket"):
            first, second = self.hands[PLAYER]
            self._settle_side_bet("pocket", POCKET_TABLE,
                                  pocket_line(first.rank, first.suit, second.rank, second.suit))

    def _snapshot(self) -> dict[str, Any]:
        snap = super()._snapshot()
        snap["raised_on"] = self.raised_on
        return snap


def new_round(stakes: Mapping[str, int], seed: bytes, config: Mapping[str, Any] | None = None,
              deck: Deck | None = None) -> HeadsUpRound:
    return HeadsUpRound(stakes, seed, config, deck)

