"""One hand of No-Limit Texas Hold'em, exactly, for two or more seats.

Seats are indices 0..n-1 in clockwise order. Antes, then the blinds: the two seats
left of the button, except heads-up where **the button posts the small blind**, acts
first pre-flop and last after the flop. Pre-flop the action starts left of the big
blind; after the flop at the first seat left of the button still able to act.

Every action comes in pokerkit's three forms: ``verify_raise_to(x)`` raises
:class:`IllegalActionError` with the reason, ``can_raise_to(x)`` answers yes or no,
``raise_to(x)`` acts and returns the frozen operation records it caused (also kept in
``hand.operations``). An illegal action changes nothing. Amounts of bets and raises
are *to* amounts: the seat's total for the street.

With a ``deck`` the dealer's chores are automatic (hole cards, board, showdown). Without
one (replaying a PHH hand) the caller deals with :meth:`deal_hole` / :meth:`deal_board`,
may show or muck with :meth:`show`, and ends the showdown with :meth:`finish_showdown`.
"""

from __future__ import annotations

from collections.abc import Sequence

from gamelib.cards import Card, Deck
from gamelib.errors import IllegalActionError
from gamelib.games.twister.hand_state import HandState
from gamelib.games.twister.operations import (
    BetPlaced,
    BetReturned,
    BoardDealt,
    Called,
    Checked,
    Folded,
    HandEnded,
    HandMucked,
    HandShown,
    HoleDealt,
    Operation,
    PotAwarded,
)
from gamelib.games.twister.pots import build_pots, seats_from_button, split_pot
from gamelib.games.twister.rules import (
    ACTIONS,
    BOARD_SIZES,
    CATEGORY_NAMES,
    Options,
    Phase,
    Street,
    hand_name,
    hand_strength,
    stacked_deck,
)

__all__ = ["ACTIONS", "CATEGORY_NAMES", "NoLimitHand", "Options", "Phase", "Street", "stacked_deck"]


class NoLimitHand(HandState):
    """One hand and its rules: the only place the betting rules live."""

    def __init__(self, stacks: Sequence[int], button: int, small_blind: int, big_blind: int,
                 *, antes: int | Sequence[int] = 0, min_bet: int | None = None,
                 deck: Deck | None = None) -> None:
        super().__init__(stacks, button, small_blind, big_blind, antes=antes, min_bet=min_bet, deck=deck)
        if deck is not None:
            self._auto_deal_hole()

    # --- dealing --------------------------------------------------------------------------

    def _auto_deal_hole(self) -> None:
        assert self.deck is not None
        order = seats_from_button(self.button, self.seats)
        first = self.deck.deal(self.seats)
        second = self.deck.deal(self.seats)
        for k, seat in enumerate(order):
            self.deal_hole(seat, (first[k], second[k]))

    def verify_deal_hole(self, seat: int, cards: Sequence[Card | None]) -> None:
        if self.phase != Phase.HOLE:
            raise IllegalActionError("Hole cards are dealt only at the start of the hand.")
        if not 0 <= seat < self.seats:
            raise IllegalActionError(f"There is no seat {seat + 1}.")
        if self.hole[seat]:
            raise IllegalActionError(f"Seat {seat + 1} already has its hole cards.")
        if len(cards) != 2:
            raise IllegalActionError("Each player gets exactly two hole cards.")
        self._check_fresh([c for c in cards if c is not None])

    def _check_fresh(self, cards: Sequence[Card]) -> None:
        seen = set(self.board)
        for h in self.hole:
            seen.update(c for c in h if c is not None)
        if len(set(cards)) != len(cards) or seen & set(cards):
            raise IllegalActionError("A card cannot be dealt twice.")

    def deal_hole(self, seat: int, cards: Sequence[Card | None]) -> list[Operation]:
        self.verify_deal_hole(seat, cards)
        self.hole[seat] = tuple(cards)
        ops: list[Operation] = [HoleDealt(seat, tuple(cards))]
        self.operations.extend(ops)
        if all(self.hole):
            ops += self._begin_street()
        return ops

    def verify_deal_board(self, cards: Sequence[Card]) -> None:
        if self.phase != Phase.BOARD:
            raise IllegalActionError("No board cards are due now.")
        need = BOARD_SIZES[Street(self.street + 1)]
        if len(cards) != need:
            raise IllegalActionError(f"The next street needs {need} board card(s), not {len(cards)}.")
        self._check_fresh(list(cards))

    def deal_board(self, cards: Sequence[Card]) -> list[Operation]:
        self.verify_deal_board(cards)
        return self._deal_board(list(cards))

    def _deal_board(self, cards: list[Card]) -> list[Operation]:
        self.street = Street(self.street + 1)
        self.board.extend(cards)
        op = BoardDealt(int(self.street), tuple(cards))
        self.operations.append(op)
        return [op, *self._begin_street()]

    # --- betting rounds -------------------------------------------------------------------

    def _begin_street(self) -> list[Operation]:
        """Start the betting of the current street (blinds already in for the pre-flop)."""
        self.phase = Phase.BETTING
        if self.street != Street.PREFLOP:
            self.bets = [0] * self.seats
            self.current_bet = 0
            self.last_full_raise = self.min_bet
        self._acted_level = [None] * self.seats
        self._needs = [self._can_act(s) for s in range(self.seats)]
        start = self.bb_seat if self.street == Street.PREFLOP else self.button
        return self._advance(start)

    def _pending(self) -> list[int]:
        return [s for s in range(self.seats)
                if self._can_act(s) and (self._needs[s] or self.bets[s] < self.current_bet)]

    def _betting_done(self) -> bool:
        pending = self._pending()
        if not pending:
            return True
        actors = [s for s in range(self.seats) if self._can_act(s)]
        return len(actors) == 1 and self.bets[actors[0]] >= self.current_bet

    def _advance(self, after: int) -> list[Operation]:
        """After an action by ``after`` (or at a street start): next actor, or end the street."""
        if len(self.live_seats()) == 1:
            return self._end_by_folds()
        if not self._betting_done():
            pending = set(self._pending())
            for k in range(1, self.seats + 1):
                seat = (after + k) % self.seats
                if seat in pending:
                    self.actor = seat
                    return []
        self.actor = None
        ops = self._return_uncalled()
        if self.street == Street.RIVER:
            return ops + self._to_showdown()
        self.phase = Phase.BOARD
        if self.deck is not None:
            self.deck.burn()
            ops += self._deal_board(self.deck.deal(BOARD_SIZES[Street(self.street + 1)]))
        return ops

    def _return_uncalled(self) -> list[Operation]:
        top = max(range(self.seats), key=lambda s: self.bets[s])
        second = max((self.bets[s] for s in range(self.seats) if s != top), default=0)
        extra = self.bets[top] - second
        if extra <= 0:
            return []
        self.bets[top] -= extra
        self.committed[top] -= extra
        self.stacks[top] += extra
        self.current_bet = self.bets[top]
        op = BetReturned(top, extra)
        self.operations.append(op)
        return [op]

    # --- options --------------------------------------------------------------------------

    def _require_turn(self, seat: int | None = None) -> int:
        if self.phase != Phase.BETTING or self.actor is None:
            raise IllegalActionError("Nobody is to act now.", key="twister.error.no_actor")
        if seat is not None and seat != self.actor:
            raise IllegalActionError(f"It is seat {self.actor + 1}'s turn, not seat {seat + 1}'s.",
                                     key="twister.error.not_your_turn")
        return self.actor

    def _may_raise(self, seat: int) -> bool:
        level = self._acted_level[seat]
        if level is not None and self.current_bet - level < self.last_full_raise:
            return False  # a short all-in does not reopen the betting to this seat
        return any(self._can_act(s) for s in range(self.seats) if s != seat)

    def options(self) -> Options:
        """The legal choices of the seat to act (raises when nobody is to act)."""
        seat = self._require_turn()
        owe = self.current_bet - self.bets[seat]
        stack = self.stacks[seat]
        max_to = self.bets[seat] + stack
        can_more = stack > owe and self._may_raise(seat)
        can_bet = can_more and self.current_bet == 0
        can_raise = can_more and self.current_bet > 0
        min_to = 0
        if can_bet:
            min_to = min(self.min_bet, max_to)
        elif can_raise:
            min_to = min(self.current_bet + self.last_full_raise, max_to)
        return Options(seat=seat, stack=stack, to_call=min(owe, stack), can_fold=owe > 0, can_check=owe == 0,
                       can_call=owe > 0, can_bet=can_bet, can_raise=can_raise, min_to=min_to,
                       max_to=max_to if (can_bet or can_raise) else 0)

    def legal_actions(self) -> tuple[str, ...]:
        """Names of the legal actions now (empty when nobody is to act)."""
        if self.phase != Phase.BETTING or self.actor is None:
            return ()
        return self.options().kinds

    # --- the actions, three forms each ------------------------------------------------------

    def verify_fold(self) -> None:
        if not self.options().can_fold:
            raise IllegalActionError("There is nothing to call: check instead of folding.",
                                     key="twister.error.fold_free")

    def can_fold(self) -> bool:
        return _can(self.verify_fold)

    def fold(self) -> list[Operation]:
        self.verify_fold()
        seat = self._require_turn()
        self.folded[seat] = True
        self._needs[seat] = False
        return self._record(Folded(seat), seat)

    def verify_check(self) -> None:
        if not self.options().can_check:
            raise IllegalActionError("There is a bet to call: you cannot check.",
                                     key="twister.error.cannot_check")

    def can_check(self) -> bool:
        return _can(self.verify_check)

    def check(self) -> list[Operation]:
        self.verify_check()
        seat = self._require_turn()
        self._acted(seat)
        return self._record(Checked(seat), seat)

    def verify_call(self) -> None:
        if not self.options().can_call:
            raise IllegalActionError("There is no bet to call: check instead.",
                                     key="twister.error.nothing_to_call")

    def can_call(self) -> bool:
        return _can(self.verify_call)

    def call(self) -> list[Operation]:
        self.verify_call()
        seat = self._require_turn()
        amount = self._put_in(seat, self.current_bet - self.bets[seat])
        self._acted(seat)
        return self._record(Called(seat, amount, self.stacks[seat] == 0), seat)

    def check_or_call(self) -> list[Operation]:
        """PHH ``cc``: check when nothing is owed, otherwise call."""
        return self.check() if self.options().can_check else self.call()

    def verify_bet_or_raise_to(self, to: int) -> None:
        opts = self.options()
        if not isinstance(to, int) or isinstance(to, bool):
            raise IllegalActionError("A bet must be a whole number of chips.")
        if not (opts.can_bet or opts.can_raise):
            seat = opts.seat
            if self._can_act(seat) and opts.to_call >= self.stacks[seat]:
                raise IllegalActionError("You can only call all-in or fold.",
                                         key="twister.error.only_call")
            raise IllegalActionError("The betting is not open to you again: call or fold.",
                                     key="twister.error.not_reopened")
        if to > opts.max_to:
            raise IllegalActionError(f"You have only {opts.max_to} chips to bet.",
                                     key="twister.error.over_stack", max=opts.max_to)
        if to < opts.min_to:
            what = "bet" if opts.can_bet else "raise"
            raise IllegalActionError(f"The smallest {what} is to {opts.min_to}.",
                                     key="twister.error.below_min", min=opts.min_to)

    def can_bet_or_raise_to(self, to: int) -> bool:
        return _can(lambda: self.verify_bet_or_raise_to(to))

    def bet_or_raise_to(self, to: int) -> list[Operation]:
        """PHH ``cbr``: bet (first chips of the street) or raise, to ``to`` chips in all."""
        self.verify_bet_or_raise_to(to)
        seat = self._require_turn()
        kind = "bet" if self.current_bet == 0 else "raise"
        increment = to - self.current_bet
        full = increment >= self.last_full_raise
        amount = self._put_in(seat, to - self.bets[seat])
        if full:
            self.last_full_raise = increment
        self.current_bet = to
        for s in range(self.seats):
            if s != seat and self._can_act(s):
                self._needs[s] = True
        self._acted(seat)
        return self._record(BetPlaced(seat, kind, to, amount, self.stacks[seat] == 0, full), seat)

    def verify_bet(self, to: int) -> None:
        if self.current_bet:
            raise IllegalActionError("There is already a bet: raise instead.",
                                     key="twister.error.bet_made")
        self.verify_bet_or_raise_to(to)

    def verify_raise_to(self, to: int) -> None:
        if not self.current_bet:
            raise IllegalActionError("There is no bet to raise: bet instead.",
                                     key="twister.error.no_bet")
        self.verify_bet_or_raise_to(to)

    def can_bet(self, to: int) -> bool:
        return _can(lambda: self.verify_bet(to))

    def can_raise_to(self, to: int) -> bool:
        return _can(lambda: self.verify_raise_to(to))

    def bet(self, to: int) -> list[Operation]:
        self.verify_bet(to)
        return self.bet_or_raise_to(to)

    def raise_to(self, to: int) -> list[Operation]:
        self.verify_raise_to(to)
        return self.bet_or_raise_to(to)

    def verify_all_in(self) -> None:
        opts = self.options()
        if not (opts.can_bet or opts.can_raise or opts.call_is_all_in):
            raise IllegalActionError("The betting is not open to you again: call or fold.",
                                     key="twister.error.not_reopened")

    def can_all_in(self) -> bool:
        return _can(self.verify_all_in)

    def all_in(self) -> list[Operation]:
        self.verify_all_in()
        opts = self.options()
        return self.call() if opts.call_is_all_in else self.bet_or_raise_to(opts.max_to)

    def verify(self, action: str, amount: int | None = None) -> None:
        """Check ``action`` ("fold", "check", "call", "bet", "raise", "all_in") without acting."""
        if action in ("bet", "raise"):
            if amount is None:
                raise IllegalActionError(f"Say how much to {action}.", key="twister.error.no_amount")
            (self.verify_bet if action == "bet" else self.verify_raise_to)(amount)
            return
        check = {"fold": self.verify_fold, "check": self.verify_check, "call": self.verify_call,
                 "all_in": self.verify_all_in}.get(action)
        if check is None:
            raise IllegalActionError(f"'{action}' is not a poker action.", key="twister.error.unknown")
        if amount is not None:
            raise IllegalActionError(f"'{action}' takes no amount.", key="twister.error.bad_params")
        check()

    def can(self, action: str, amount: int | None = None) -> bool:
        return _can(lambda: self.verify(action, amount))

    def act(self, action: str, amount: int | None = None) -> list[Operation]:
        self.verify(action, amount)
        if action == "bet":
            assert amount is not None
            return self.bet(amount)
        if action == "raise":
            assert amount is not None
            return self.raise_to(amount)
        do = {"fold": self.fold, "check": self.check, "call": self.call, "all_in": self.all_in}
        return do[action]()

    def _acted(self, seat: int) -> None:
        self._needs[seat] = False
        self._acted_level[seat] = self.current_bet

    def _record(self, op: Operation, seat: int) -> list[Operation]:
        self.operations.append(op)
        return [op, *self._advance(seat)]

    # --- the end of the hand --------------------------------------------------------------

    def _end_by_folds(self) -> list[Operation]:
        self.actor = None
        ops = self._return_uncalled()
        (winner,) = self.live_seats()
        amount = self.pot_total
        ops += self._award(PotAwarded(0, amount, ((winner, amount),), ""))
        return ops + self._close()

    def _to_showdown(self) -> list[Operation]:
        self.phase = Phase.SHOWDOWN
        if self.deck is None:
            return []
        ops: list[Operation] = []
        for seat in self._showdown_order():
            if not self.mucked[seat]:
                ops += self.show(seat)
        return ops + self.finish_showdown()

    def _showdown_order(self) -> list[int]:
        return [s for s in seats_from_button(self.button, self.seats) if not self.folded[s]]

    def verify_show(self, seat: int, cards: Sequence[Card] | None = None) -> None:
        more_betting = sum(self._can_act(s) for s in range(self.seats)) > 1
        if self.phase != Phase.SHOWDOWN and (self.phase != Phase.BOARD or more_betting):
            raise IllegalActionError("Hands are shown only when the betting is over.",
                                     key="twister.error.no_showdown")
        if not 0 <= seat < self.seats or self.folded[seat] or self.mucked[seat]:
            raise IllegalActionError(f"Seat {seat + 1} has no hand to show.")
        if cards is not None:
            if len(cards) != 2:
                raise IllegalActionError("A player shows exactly two hole cards.")
            known = self.hole[seat]
            for mine, shown in zip(known, cards):
                if mine is not None and mine != shown:
                    raise IllegalActionError(f"Seat {seat + 1} was dealt {mine}, not {shown}.")
            self._check_fresh([c for c, k in zip(cards, known) if k is None])

    def show(self, seat: int, cards: Sequence[Card] | None = None) -> list[Operation]:
        """Show the hole cards (``cards`` fills in ones nobody knew); PHH ``sm AcKs``."""
        self.verify_show(seat, cards)
        if cards is not None:
            self.hole[seat] = tuple(cards)
        hole = self.hole[seat]
        if any(c is None for c in hole):
            raise IllegalActionError(f"Seat {seat + 1}'s cards are unknown: say which they are.")
        shown = tuple(c for c in hole if c is not None)
        name = hand_name(shown, self.board) if len(self.board) == 5 else ""
        op = HandShown(seat, shown, name)
        self.operations.append(op)
        return [op]

    def muck(self, seat: int) -> list[Operation]:
        """Give up the hand at showdown without showing (PHH ``sm`` with no cards)."""
        self.verify_show(seat)
        self.mucked[seat] = True
        op = HandMucked(seat)
        self.operations.append(op)
        return [op]

    def finish_showdown(self) -> list[Operation]:
        """Compare the hands still in and award every pot."""
        if self.phase != Phase.SHOWDOWN:
            raise IllegalActionError("The hand is not at its showdown.", key="twister.error.no_showdown")
        contenders = [s for s in range(self.seats) if not self.folded[s] and not self.mucked[s]]
        for s in contenders:
            if any(c is None for c in self.hole[s]):
                raise IllegalActionError(f"Seat {s + 1}'s cards are unknown at the showdown.")
        strengths = {s: hand_strength([c for c in self.hole[s] if c is not None], self.board)
                     for s in contenders}
        ops: list[Operation] = []
        folded = [self.folded[s] or self.mucked[s] for s in range(self.seats)]
        if not contenders:  # everybody mucked: the last to muck keeps the pot (never in practice)
            folded = [f and s != self._showdown_order()[-1] for s, f in enumerate(folded)]
        for index, pot in enumerate(build_pots(self.committed, folded)):
            eligible = [s for s in pot.eligible if s in strengths] or list(pot.eligible)
            if not eligible:
                eligible = self.live_seats()
            best = max(strengths.get(s, (0, "")) for s in eligible)
            winners = [s for s in eligible if strengths.get(s, (0, "")) == best]
            shares = split_pot(pot.amount, winners, self.button, self.seats)
            ops += self._award(PotAwarded(index, pot.amount, tuple(shares.items()), best[1]))
        return ops + self._close()

    def _award(self, award: PotAwarded) -> list[Operation]:
        for seat, chips in award.shares:
            self.stacks[seat] += chips
        self.pots_awarded.append(award)
        self.operations.append(award)
        return [award]

    def _close(self) -> list[Operation]:
        self.bets = [0] * self.seats
        self.phase = Phase.OVER
        self.actor = None
        assert sum(self.stacks) == self.total_chips, "chips must be conserved"
        op = HandEnded(tuple(self.stacks))
        self.operations.append(op)
        return [op]


def _can(check: object) -> bool:
    try:
        check()  # type: ignore[operator]
    except IllegalActionError:
        return False
    return True
