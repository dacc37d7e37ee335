"""The state of one No-Limit Hold'em hand: seats, stacks, bets, what each seat has put in,
the cards, the forced bets, and what can be read from them (pots, who is all-in).

:class:`~gamelib.games.twister.engine.NoLimitHand` adds the rules that move it on (dealing,
betting, the showdown); nothing here decides whose turn it is or what is legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from gamelib.cards import Card, Deck
from gamelib.errors import IllegalActionError
from gamelib.games.twister.operations import AntePosted, BlindPosted, Operation, PotAwarded
from gamelib.games.twister.pots import Pot, build_pots, seats_from_button
from gamelib.games.twister.rules import Phase, Street, heads_up_or_ring_blinds


class HandState:
    """One hand's chips and cards, the blinds and antes posted."""

    def __init__(self, stacks: Sequence[int], button: int, small_blind: int, big_blind: int,
                 *, antes: int | Sequence[int] = 0, min_bet: int | None = None,
                 deck: Deck | None = None) -> None:
        n = len(stacks)
        if n < 2:
            raise IllegalActionError("A hand needs at least two seats.")
        if any(not isinstance(s, int) or s <= 0 for s in stacks):
            raise IllegalActionError("Every seat in a hand needs a positive whole number of chips.")
        if not 0 <= button < n:
            raise IllegalActionError(f"The button must be on a seat from 0 to {n - 1}.")
        ante_list = [antes] * n if isinstance(antes, int) else list(antes)
        if len(ante_list) != n or any(a < 0 for a in ante_list):
            raise IllegalActionError("Antes must be one non-negative amount per seat.")
        if small_blind < 0 or big_blind <= 0 or small_blind > big_blind:
            raise IllegalActionError("The blinds must be positive, the small one not above the big one.")
        self.seats = n
        self.button = button
        self.small_blind = small_blind
        self.big_blind = big_blind
        self.min_bet = big_blind if min_bet is None else min_bet
        self.antes = tuple(ante_list)
        self.starting_stacks = tuple(int(s) for s in stacks)
        self.deck = deck
        self.stacks = list(self.starting_stacks)
        self.bets = [0] * n  # this street
        self.committed = [0] * n  # the whole hand, antes included
        self.folded = [False] * n
        self.mucked = [False] * n
        self.hole: list[tuple[Card | None, ...]] = [()] * n
        self.board: list[Card] = []
        self.street = Street.PREFLOP
        self.phase = Phase.HOLE
        self.actor: int | None = None
        self.current_bet = 0
        self.last_full_raise = self.min_bet
        self._needs = [False] * n
        self._acted_level: list[int | None] = [None] * n
        self.operations: list[Operation] = []
        self.pots_awarded: list[PotAwarded] = []
        self.sb_seat, self.bb_seat = heads_up_or_ring_blinds(n, button)
        self._post_forced_bets()

    # --- reading the state ----------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == Phase.OVER

    @property
    def pot_total(self) -> int:
        """All chips in the middle and in front of the seats (not yet awarded)."""
        return sum(self.committed) - sum(p.amount for p in self.pots_awarded)

    @property
    def total_chips(self) -> int:
        return sum(self.starting_stacks)

    def in_hand(self, seat: int) -> bool:
        return not self.folded[seat]

    def is_all_in(self, seat: int) -> bool:
        return not self.folded[seat] and self.stacks[seat] == 0

    def pots(self) -> list[Pot]:
        """Main and side pots as they stand (bets of this street included)."""
        return build_pots(self.committed, [f or m for f, m in zip(self.folded, self.mucked)])

    def live_seats(self) -> list[int]:
        return [s for s in range(self.seats) if not self.folded[s]]

    # --- the forced bets ------------------------------------------------------------------

    def _put_in(self, seat: int, amount: int, *, street_bet: bool = True) -> int:
        amount = min(amount, self.stacks[seat])
        self.stacks[seat] -= amount
        self.committed[seat] += amount
        if street_bet:
            self.bets[seat] += amount
        return amount

    def _post_forced_bets(self) -> None:
        for seat in seats_from_button(self.button, self.seats):
            if self.antes[seat]:
                amount = self._put_in(seat, self.antes[seat], street_bet=False)
                self.operations.append(AntePosted(seat, amount))
        for seat, blind, kind in ((self.sb_seat, self.small_blind, "small"),
                                  (self.bb_seat, self.big_blind, "big")):
            if blind and self.stacks[seat]:
                amount = self._put_in(seat, blind)
                self.operations.append(BlindPosted(seat, amount, kind))
        self.current_bet = max(self.bets)

    def _can_act(self, seat: int) -> bool:
        return not self.folded[seat] and self.stacks[seat] > 0
