"""Pre-flop decisions by expected value: shove, small raise, call or fold.

Standard and Hard weigh each pre-flop option by what the stacks would be worth
afterwards - the chip share when the winner takes all, the ICM share when the pool is
paid 80/10/10 (:mod:`gamelib.games.twister.icm`) - using the generated all-in equity
table and the opponents' likely ranges: the Nash push/fold charts, widened or narrowed
by :class:`ChartReads` (how often each opponent has actually shoved and called,
against how often the charts would have).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from gamelib.games.twister.icm import stack_value
from gamelib.games.twister.preflop import hand_class
from gamelib.games.twister.pushfold import (
    BEHIND,
    CALL,
    PUSH,
    chart_share,
    equity_vs,
    raises,
    range_weights,
    to_act_behind,
    total_chips,
)
from gamelib.games.twister.view import PublicAction, SeatView

Decision = tuple[str, int | None]


@dataclass(slots=True)
class _Tally:
    chances: int = 0
    hits: int = 0
    expected: float = 0.0  # how many hits the chart would have had

    def ratio(self, prior: float) -> float:
        """Observed against chart frequency, pulled towards 1 by ``prior`` imaginary hits."""
        return max(0.3, min(3.0, (self.hits + prior) / (self.expected + prior)))


@dataclass(slots=True)
class ChartReads:
    """Each opponent's pre-flop aggression measured against the push/fold charts.

    ``shoving[p]``: first-in raises against the chart's shoves at the depth of the
    time; ``calling[p]``: continues against a raise against the chart's calls. A
    push/fold opponent reads 1.0 on both; a tight one below, a loose one above.
    """

    prior: float = 3.0
    depth: float = 25.0  # the effective stack (big blinds) last seen
    shoving: dict[int, _Tally] = field(default_factory=dict)
    calling: dict[int, _Tally] = field(default_factory=dict)
    _hand: int = -1
    _seen: int = 0

    def observe(self, hand_id: int, history: Sequence[PublicAction], players: Sequence[int],
                me: int) -> None:
        """Count the pre-flop actions of the hand not counted yet (``me``: my player)."""
        if hand_id != self._hand:
            self._hand, self._seen = hand_id, 0
        pre = [a for a in history if a.street == 0]
        if not pre:
            return
        seats = len(players)
        button = pre[0].seat  # the button acts first pre-flop, heads-up and three-handed
        for k in range(self._seen, len(pre)):
            a = pre[k]
            player = players[a.seat] if a.seat < len(players) else a.seat
            if player == me:
                continue
            raised = any(p.kind in ("bet", "raise") for p in pre[:k])
            if raised:
                tally = self.calling.setdefault(player, _Tally())
                tally.expected += chart_share(CALL, self.depth)
                tally.hits += a.kind != "fold"
            elif a.kind != "check":
                behind = seats - 1 - (a.seat - button) % seats
                tally = self.shoving.setdefault(player, _Tally())
                tally.expected += chart_share(PUSH, self.depth * (BEHIND if behind >= 2 else 1.0))
                tally.hits += a.kind in ("bet", "raise")
            else:
                continue
            tally.chances += 1
        self._seen = max(self._seen, len(pre))

    def shove_ratio(self, player: int) -> float:
        return self.shoving.get(player, _Tally()).ratio(self.prior)

    def call_ratio(self, player: int) -> float:
        return self.calling.get(player, _Tally()).ratio(self.prior)


class PreflopPlanner:
    """Chooses a pre-flop action by its value; ``reads`` None trusts the charts blindly."""

    def __init__(self, reads: ChartReads | None, prizes: Sequence[float] = ()) -> None:
        self.reads = reads
        self.prizes = tuple(prizes)

    # --- the opponents' ranges --------------------------------------------------------------

    def _player(self, view: SeatView, seat: int) -> int:
        return view.players[seat] if seat < len(view.players) else seat

    def continue_share(self, view: SeatView, seat: int, depth: float, behind: int) -> float:
        """How much of its hands ``seat`` continues with against a raise (as a shove)."""
        share = chart_share(CALL, depth * (BEHIND if behind else 1.0))
        if self.reads is not None:
            share *= self.reads.call_ratio(self._player(view, seat))
        return min(1.0, share)

    def shove_share(self, view: SeatView, seat: int, depth: float, behind: int) -> float:
        """How much of its hands ``seat`` shoves (or raises) with first in."""
        share = chart_share(PUSH, depth * (BEHIND if behind >= 2 else 1.0))
        if self.reads is not None:
            share *= self.reads.shove_ratio(self._player(view, seat))
        return min(1.0, max(0.02, share))

    # --- what the stacks are worth ----------------------------------------------------------

    def value(self, view: SeatView, final: Sequence[float]) -> float:
        return stack_value(final, view.seat, self.prizes or None)

    def _showdown(self, view: SeatView, rivals: Sequence[int], eq: float,
                  my_total: int) -> float:
        """Value when I put ``my_total`` in against ``rivals`` all in, winning ``eq`` of it
        (side pots simplified: each rival puts in what I can match of its chips)."""
        me = view.seat
        puts = {r: min(my_total, total_chips(view, r)) for r in rivals}
        mine = max(puts.values())
        dead = view.pot - view.bets[me] - sum(view.bets[r] for r in rivals)
        pot = mine + sum(puts.values()) + dead
        won = [float(x) for x in view.stacks]
        for r, put in puts.items():
            won[r] = total_chips(view, r) - put
        lost = list(won)
        won[me] = total_chips(view, me) - mine + pot
        lost[me] = total_chips(view, me) - mine
        taker = max(rivals, key=lambda r: puts[r])
        lost[taker] += pot
        return eq * self.value(view, won) + (1 - eq) * self.value(view, lost)

    def _fold_value(self, view: SeatView, to: int | None = None) -> float:
        """Value of giving up now (``to``: after putting ``to`` in this street)."""
        me = view.seat
        final = [float(x) for x in view.stacks]
        paid = (to or view.bets[me]) - view.bets[me]
        final[me] -= paid
        others = view.opponents_in
        if others:
            taker = max(others, key=lambda s: view.bets[s])
            final[taker] += view.pot + paid
        return self.value(view, final)

    def _check_value(self, view: SeatView, share: float = 0.45) -> float:
        final = [float(x) for x in view.stacks]
        final[view.seat] += share * view.pot
        others = view.opponents_in
        for s in others:
            final[s] += (1 - share) * view.pot / len(others)
        return self.value(view, final)

    def _win_now(self, view: SeatView) -> float:
        final = [float(x) for x in view.stacks]
        final[view.seat] += view.pot
        return self.value(view, final)

    # --- the decisions ----------------------------------------------------------------------

    def first_in(self, view: SeatView, raise_to: int | None) -> Decision:
        """Nobody has raised: give up (check or fold), shove, or raise to ``raise_to``."""
        me = view.seat
        a, b = (c.id for c in view.hole)
        cls = hand_class(a, b)
        behind = to_act_behind(view)
        if not behind:
            return ("check", None) if view.options.can_check else ("call", None)
        mine = total_chips(view, me)
        depths = {s: min(mine, total_chips(view, s)) / view.big_blind for s in behind}
        if view.options.can_check:  # a free look: about its share of the pot, out of position
            give_up = self._check_value(view)
            best: tuple[float, Decision] = (give_up, ("check", None))
        else:
            best = (self._fold_value(view), ("fold", None))
        for to in (None, raise_to):
            if to is not None and (to >= 0.45 * mine or not view.options.can_raise):
                continue
            value = self._raise_value(view, cls, behind, depths, to)
            if value > best[0]:
                best = (value, ("all_in", None) if to is None else ("raise", to))
        return best[1]

    def _raise_value(self, view: SeatView, cls: str, behind: list[int],
                     depths: dict[int, float], to: int | None) -> float:
        """Value of shoving (``to`` None) or raising to ``to`` when each opponent behind
        continues with its calling range and a continue is treated as a shove."""
        shares = [self.continue_share(view, s, depths[s], len(behind) - 1 - k)
                  for k, s in enumerate(behind)]
        nobody = float(np.prod([1.0 - c for c in shares]))
        value = nobody * self._win_now(view)
        mine = total_chips(view, view.seat)
        for k, s in enumerate(behind):
            # the first to continue (the ones before it folded); the rest fold behind it
            chance = shares[k] * float(np.prod([1.0 - c for c in shares[:k]]))
            if chance <= 0:
                continue
            eq = equity_vs(cls, range_weights(shares[k], "call"))
            called = self._showdown(view, [s], eq, mine)
            if to is not None:
                called = max(called, self._fold_value(view, to))
            value += chance * called
        return value

    def facing_raise(self, view: SeatView) -> Decision:
        """Call (or re-shove) a raise when it is worth more than folding; the raise is
        taken as a shove from the raiser's likely shoving range."""
        me = view.seat
        a, b = (c.id for c in view.hole)
        cls = hand_class(a, b)
        raised = raises(view)
        raiser = raised[-1].seat
        mine = total_chips(view, me)
        depth = min(mine, total_chips(view, raiser)) / view.big_blind
        last = max(k for k, x in enumerate(view.history) if x.kind in ("bet", "raise"))
        callers = [x.seat for x in view.history[last + 1:]
                   if x.kind == "call" and x.seat != me and not view.folded[x.seat]]
        if any(x.seat == me and x.kind in ("bet", "raise") for x in raised):
            # it came back over my raise: the raiser's continuing range
            weights = range_weights(self.continue_share(view, raiser, depth, 0), "call")
        else:
            behind = view.seats - 1 - (raiser - view.button) % view.seats  # when it raised
            share = self.shove_share(view, raiser, depth, behind)
            if len(raised) > 1:
                share *= 0.6  # a re-raise: a stronger range
            weights = range_weights(share, "push")
        eq = equity_vs(cls, weights)
        for caller in callers:  # three all in: about the chance to beat both ranges
            calling = range_weights(self.continue_share(view, caller, depth, 1), "call")
            eq = min(eq, 4 / 3 * eq * equity_vs(cls, calling))
        if to_act_behind(view):
            eq -= 0.03  # a player still to act may wake up with a hand
        call = self._showdown(view, [raiser, *callers], eq, mine)
        if call > self._fold_value(view):
            return ("all_in", None) if "all_in" in view.options.kinds else ("call", None)
        return ("check", None) if view.options.can_check else ("fold", None)
