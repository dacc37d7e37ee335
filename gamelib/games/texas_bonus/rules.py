"""Texas Hold'em Bonus Poker: the player against the dealer, PLAY 2x / 1x / 1x, with the
BONUS side bet and the progressive FIRST 5 JACKPOT (30-texas-holdem-bonus.md).

The round is a state machine over :class:`Phase`::

    PREFLOP --play(2x)--> FLOP --play(1x)/check--> TURN --play(1x)/check--> OVER
       \\--fold--> OVER (the board and the dealer's cards still come: side bets resolve)

Settlement (best five of seven, no dealer qualification): the player higher with a
straight or better wins every bet 1:1; higher below a straight, the ANTE pushes and the
others win 1:1; the dealer higher takes everything; equal hands push everything.

The FIRST 5 JACKPOT is decided on the first five cards. The round stays pure: its royal
flush pays ``config["jackpot_amount"]`` (the progressive when the round was built; the
base when absent) and sets ``won_progressive``; the session hooks
(:mod:`gamelib.games.texas_bonus.hooks`) put the amount in the config, add the 45 % / 5 %
contributions, and on a royal reset the persisted jackpot and pay what it grew since.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from gamelib.bets import SpotRule, TableLimits
from gamelib.cards import ACE, Card
from gamelib.errors import BetError
from gamelib.events import Announcement, Outcome
from gamelib.games.base import Action
from gamelib.games.dealer_holdem import (
    CATEGORY_NAMES,
    PLAYER,
    STRAIGHT,
    DealerHoldemRound,
    PayLine,
    PayTable,
    category_index,
)
from gamelib.games.texas_bonus import DEFINITION  # registered in the package; re-exported here
from gamelib.games.texas_bonus.jackpot import FIRST5_PRIZES, JACKPOT_BASE, JACKPOT_STAKE, prize_for
from gamelib.hands import evaluate

GAME_ID = DEFINITION.game_id

# spots
ANTE, FLOP, TURN, RIVER, BONUS, JACKPOT = "ante", "flop", "turn", "river", "bonus", "jackpot"
MAIN_SPOTS = (ANTE, FLOP, TURN, RIVER)
SPOTS = (*MAIN_SPOTS, BONUS, JACKPOT)

# actions
PLAY, FOLD, CHECK = "play", "fold", "check"


class Phase(StrEnum):
    BETTING = "betting"
    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    OVER = "over"


#: How many antes each PLAY puts on its spot.
PLAY_MULTIPLE = {Phase.PREFLOP: 2, Phase.FLOP: 1, Phase.TURN: 1}
PLAY_SPOT = {Phase.PREFLOP: FLOP, Phase.FLOP: TURN, Phase.TURN: RIVER}

ANTE_MIN, ANTE_MAX = 10, 100_000

LIMITS = TableLimits(spots=(
    SpotRule(ANTE, ANTE_MIN, ANTE_MAX, optional=False),
    SpotRule(FLOP, 0, 2 * ANTE_MAX, by_decision=True),
    SpotRule(TURN, 0, ANTE_MAX, by_decision=True),
    SpotRule(RIVER, 0, ANTE_MAX, by_decision=True),
    SpotRule(BONUS, ANTE_MIN, ANTE_MAX, needs=ANTE),
    SpotRule(JACKPOT, JACKPOT_STAKE, JACKPOT_STAKE, needs=ANTE, fixed=JACKPOT_STAKE),
))

# --- BONUS --------------------------------------------------------------------------------
AA_VS_AA = "A-A vs dealer A-A"
BONUS_TABLE = PayTable("BONUS", (
    PayLine(AA_VS_AA, 1000),
    PayLine("A-A", 30),
    PayLine("A-K suited", 25),
    PayLine("A-Q or A-J suited", 20),
    PayLine("A-K offsuit", 15),
    PayLine("K-K, Q-Q or J-J", 10),
    PayLine("A-Q or A-J offsuit", 5),
    PayLine("10-10 to 2-2", 3),
))


def bonus_line(hole: tuple[Card, Card] | list[Card], dealer: list[Card] | tuple[Card, ...] = ()
               ) -> str | None:
    """The BONUS line the player's two cards make (the dealer's matter only for A-A).

    >>> from gamelib.cards import parse_cards
    >>> bonus_line(parse_cards("As Ad"), parse_cards("Ac Ah"))
    'A-A vs dealer A-A'
    >>> bonus_line(parse_cards("Qs Ah")), bonus_line(parse_cards("9s 8s")) is None
    ('A-Q or A-J offsuit', True)
    """
    a, b = sorted(hole, key=lambda c: c.rank, reverse=True)
    suited = a.suit == b.suit
    if a.rank == b.rank:
        if a.rank == ACE:
            both = len(dealer) == 2 and all(c.rank == ACE for c in dealer)
            return AA_VS_AA if both else "A-A"
        if a.rank >= 11:
            return "K-K, Q-Q or J-J"
        return "10-10 to 2-2"
    if a.rank != ACE:
        return None
    if b.rank == 13:
        return "A-K suited" if suited else "A-K offsuit"
    if b.rank in (12, 11):
        return "A-Q or A-J suited" if suited else "A-Q or A-J offsuit"
    return None


def first5_line(cards: list[Card]) -> str | None:
    """The FIRST 5 JACKPOT line of the first five cards (hole + flop), or None."""

    name = CATEGORY_NAMES[category_index(evaluate(cards).strength)]
    return name if prize_for(name) is not None else None


class TexasBonusRound(DealerHoldemRound):
    """One round of Texas Hold'em Bonus Poker."""

    game_id = GAME_ID
    player_hands = (PLAYER,)

    def __init__(self, stakes: Mapping[str, int], seed: bytes,
                 config: Mapping[str, Any] | None = None, deck: Any = None) -> None:
        super().__init__(stakes, seed, config, deck)
        ante = self.initial_stakes.get(ANTE, 0)
        if ante <= 0:
            raise BetError("The ANTE bet is required.", key="error.required", spot="ANTE")
        for spot in self.initial_stakes:
            if spot not in (ANTE, BONUS, JACKPOT):
                raise BetError(f"The {spot.upper()} bet is placed by a decision, not before the "
                               "deal.", key="error.spot_not_chips")
        self.ante = ante
        self.phase = Phase.BETTING
        self.first5: str | None = None  # the FIRST 5 line once the flop is out
        self.won_progressive = False

    # --- state machine --------------------------------------------------------------------
    def legal_actions(self) -> tuple[str, ...]:
        if self.phase == Phase.PREFLOP:
            return (PLAY, FOLD)
        if self.phase in (Phase.FLOP, Phase.TURN):
            return (PLAY, CHECK)
        return ()

    def default_action(self) -> Action | None:
        if self.phase == Phase.PREFLOP:
            return (FOLD, {})
        if self.phase in (Phase.FLOP, Phase.TURN):
            return (CHECK, {})
        return None

    def _start(self) -> None:
        self._deal_player_hands()
        self._deal_dealer()
        self._show_hand(PLAYER)
        if not self.bonus_needs_dealer():  # decided by the two hole cards: settled at the deal
            self._settle_bonus()
        self._set_phase(Phase.PREFLOP)

    def _stake_for(self, action: str, **params: Any) -> int:
        """PLAY stakes 2x ANTE pre-flop, 1x on the flop and the turn; CHECK and FOLD nothing."""
        return PLAY_MULTIPLE[Phase(self.phase)] * self.ante if action == PLAY else 0

    def _do_play(self) -> None:
        phase = Phase(self.phase)
        self._stake(PLAY_SPOT[phase], PLAY_MULTIPLE[phase] * self.ante)
        self._advance()

    def _do_check(self) -> None:
        self._advance()

    def _do_fold(self) -> None:
        self.folded.add(PLAYER)
        self._emit(Announcement("thb.folded"))
        self._deal_board_to(3)
        self._settle_jackpot()
        self._deal_board_to(5)
        self._showdown()

    def _advance(self) -> None:
        """Deal the next street and move to its decision (or to the showdown)."""
        if self.phase == Phase.PREFLOP:
            self._deal_board_to(3)
            self._show_hand(PLAYER)
            self._settle_jackpot()  # the first five cards are out: FIRST 5 is decided
            self._set_phase(Phase.FLOP)
        elif self.phase == Phase.FLOP:
            self._deal_board_to(4)
            self._show_hand(PLAYER)
            self._set_phase(Phase.TURN)
        else:
            self._deal_board_to(5)
            self._showdown()

    def _showdown(self) -> None:
        self._reveal_dealer()
        self._show_hand(PLAYER)
        if PLAYER not in self.folded:
            self._explain(PLAYER)
        self._settle_main()
        self._settle_bonus()
        self._settle_jackpot()
        self._set_phase(Phase.OVER)
        self._finish()

    # --- settlement -------------------------------------------------------------------------
    def main_result(self) -> int:
        """+1 player higher, 0 equal, -1 dealer higher (after the river)."""
        return self.compare(PLAYER)

    def _settle_main(self) -> None:
        if PLAYER in self.folded:
            self._settle_lose(ANTE, outcome=Outcome.FOLDED)
            return
        result = self.main_result()
        player = self.best_hand(PLAYER, self.board)
        category = category_index(player.strength)
        line = CATEGORY_NAMES[category]
        if result > 0:
            if category >= STRAIGHT:
                self._settle_win(ANTE, line_name=line)
            else:
                self._settle_push(ANTE, line)
            for spot in (FLOP, TURN, RIVER):
                self._settle_win(spot, line_name=line)
        elif result == 0:
            for spot in MAIN_SPOTS:
                self._settle_push(spot, line)
        else:
            for spot in MAIN_SPOTS:
                self._settle_lose(spot)

    def bonus_needs_dealer(self) -> bool:
        """The BONUS's top line (A-A against the dealer's A-A) waits for the dealer's cards;
        any other pair of hole cards decides it at the deal."""
        return all(c.rank == 14 for c in self.hands[PLAYER])

    def _settle_bonus(self) -> None:
        if self.staked(BONUS) and not self.settled(BONUS):
            self._settle_side_bet(BONUS, BONUS_TABLE, bonus_line(self.hands[PLAYER], self.dealer))

    def _progressive_amount(self) -> int:
        return int(self.config.get("jackpot_amount", JACKPOT_BASE))

    def _settle_jackpot(self) -> None:
        self.first5 = first5_line(self.hands[PLAYER] + self.board[:3])
        if not self.staked(JACKPOT) or self.settled(JACKPOT):
            return
        prize = prize_for(self.first5) if self.first5 else None
        if prize is None:
            self._settle_lose(JACKPOT)
            return
        if prize.progressive:
            self.won_progressive = True
            paid = prize.paid(self.staked(JACKPOT), self._progressive_amount())
        else:
            paid = prize.paid(self.staked(JACKPOT))
        self._settle_amount(JACKPOT, paid, prize.name)

    # --- history ------------------------------------------------------------------------------
    def _snapshot(self) -> dict[str, Any]:
        snap = super()._snapshot()
        snap["first5"] = self.first5
        snap["won_progressive"] = self.won_progressive
        return snap


def new_round(stakes: Mapping[str, int], seed: bytes, config: Mapping[str, Any] | None = None,
              deck: Any = None) -> TexasBonusRound:
    return TexasBonusRound(stakes, seed, config, deck)


PRIZES = FIRST5_PRIZES
