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
from typing import Protocol

import numpy as np

from gamelib.games.twister.equity import equity
from gamelib.games.twister.icm import stack_value
from gamelib.games.twister.preflop import PERCENTILE, hand_class
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
from gamelib.games.twister.reads import LIMPER_CONTINUES, LIMPER_ENTERS, LIMPER_RESHOVES, limped
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

    # --- as a planner's reads ---------------------------------------------------------------

    def shove_share(self, player: int, chart: float) -> float:
        return chart * self.shove_ratio(player)

    def continue_share(self, player: int, chart: float) -> float:
        return chart * self.call_ratio(player)

    def reshove_share(self, player: int, chart: float) -> float:
        """Every continue counts as all in."""
        return self.continue_share(player, chart)

    def limper_continue_share(self, player: int, enter: float, rate: float) -> float:
        return min(1.0, enter * rate * self.call_ratio(player))

    def limper_reshove_share(self, player: int, enter: float, rate: float) -> float:
        return self.limper_continue_share(player, enter, rate)

    def has_seen(self, player: int) -> bool:
        """Seen acting pre-flop at least once."""
        return player in self.shoving or player in self.calling


class RangeReads(Protocol):
    """What a planner asks of its reads: each share, given the chart's share as default."""

    def shove_share(self, player: int, chart: float) -> float: ...

    def continue_share(self, player: int, chart: float) -> float: ...

    def reshove_share(self, player: int, chart: float) -> float: ...

    def limper_continue_share(self, player: int, enter: float, rate: float) -> float: ...

    def limper_reshove_share(self, player: int, enter: float, rate: float) -> float: ...

    def has_seen(self, player: int) -> bool: ...


def overcall(share: float) -> float:
    """The share of hands that call an all-in someone has already called, from the share
    that calls one: the same for a player who calls anything, tighter for a careful one."""
    return share * (0.6 + 0.4 * share)


class PreflopPlanner:
    """Chooses a pre-flop action by its value; ``reads`` None trusts the charts blindly."""

    def __init__(self, reads: RangeReads | None, prizes: Sequence[float] = (),
                 gen: np.random.Generator | None = None) -> None:
        self.reads = reads
        self.prizes = tuple(prizes)
        self.gen = gen  # given: three-way all-ins by Monte Carlo, and flat calls played out
        self.patience = 1.0  # a stack is worth its value ** patience (below 1: waiting pays)
        # Hard: no small raise into a player not yet seen acting with a hand that would fold
        # to its re-shove (its answer to a raise is unknown: it may re-shove every time)
        self.wary_of_unseen = False

    # --- the opponents' ranges --------------------------------------------------------------

    def _player(self, view: SeatView, seat: int) -> int:
        return view.players[seat] if seat < len(view.players) else seat

    def continue_share(self, view: SeatView, seat: int, depth: float, behind: int) -> float:
        """How much of its hands ``seat`` continues with against a raise (as a shove); a
        player who limped this hand, by what limpers (it first) did over a raise."""
        if self.reads is not None and limped(view.history, seat):
            return self.reads.limper_continue_share(self._player(view, seat), LIMPER_ENTERS,
                                                    LIMPER_CONTINUES)
        share = chart_share(CALL, depth * (BEHIND if behind else 1.0))
        if self.reads is not None:
            share = self.reads.continue_share(self._player(view, seat), share)
        return min(1.0, share)

    def reshove_share(self, view: SeatView, seat: int, depth: float, behind: int) -> float:
        """How much of its hands ``seat`` goes all in with against a raise."""
        if self.reads is not None and limped(view.history, seat):
            return self.reads.limper_reshove_share(self._player(view, seat), LIMPER_ENTERS,
                                                   LIMPER_RESHOVES)
        share = chart_share(CALL, depth * (BEHIND if behind else 1.0))
        if self.reads is not None:
            share = self.reads.reshove_share(self._player(view, seat), share)
        return min(1.0, share)

    def shove_share(self, view: SeatView, seat: int, depth: float, behind: int) -> float:
        """How much of its hands ``seat`` shoves (or raises) with first in."""
        share = chart_share(PUSH, depth * (BEHIND if behind >= 2 else 1.0))
        if self.reads is not None:
            share = self.reads.shove_share(self._player(view, seat), share)
        return min(1.0, max(0.02, share))

    # --- what the stacks are worth ----------------------------------------------------------

    def value(self, view: SeatView, final: Sequence[float]) -> float:
        """What the stacks ``final`` are worth to me; with ``patience`` below 1 a sure
        stack counts for more than an even gamble on a bigger one."""
        return stack_value(final, view.seat, self.prizes or None) ** self.patience

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

    def call_all_in_pays(self, view: SeatView, eq: float) -> bool:
        """On any street, facing a bet that puts me all in: is calling with ``eq`` of the
        pot worth more than folding, the stacks valued as before the flop (with the same
        ``patience``: a stack worth waiting with is as precious after the flop)?"""
        bettor = max(view.opponents_in, key=lambda s: view.bets[s])
        return self._showdown(view, [bettor], eq, total_chips(view, view.seat)) > \
            self._fold_value(view)

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
        if self.gen is not None:  # limpers answer a raise too (the big blind may raise them)
            behind += [x.seat for x in view.history if x.street == 0 and x.kind == "call"
                       and x.seat != me and not view.folded[x.seat] and view.stacks[x.seat] > 0]
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
            if to is not None and self._raise_then_fold(view, cls, behind, depths, to):
                continue
            value = self._raise_value(view, cls, behind, depths, to)
            if value > best[0]:
                best = (value, ("all_in", None) if to is None else ("raise", to))
        return best[1]

    def _raise_then_fold(self, view: SeatView, cls: str, behind: list[int],
                         depths: dict[int, float], to: int) -> bool:
        """Would a raise to ``to`` have to fold to a re-shove from a player behind who has
        not been seen acting yet? Its answer to a raise is then unknown - many players
        re-shove over every small raise at these depths - so a raise is only for a hand
        that calls the re-shove it expects (from the chart until seen), never raise-fold."""
        if not self.wary_of_unseen or self.reads is None:
            return False
        mine = total_chips(view, view.seat)
        for k, seat in enumerate(behind):
            if self.reads.has_seen(self._player(view, seat)):
                continue
            share = self.reshove_share(view, seat, depths[seat], len(behind) - 1 - k)
            eq = equity_vs(cls, range_weights(max(share, 0.02), "call"))
            if self._showdown(view, [seat], eq, mine) <= self._fold_value(view, to):
                return True
        return False

    def _raise_value(self, view: SeatView, cls: str, behind: list[int],
                     depths: dict[int, float], to: int | None) -> float:
        """Value of shoving (``to`` None) or raising to ``to``: each opponent behind
        continues with its continuing range; against a raise, the part of it that goes
        all in is answered by calling or folding, whichever is worth more, and the rest
        flat-calls and the pot is played out (see :meth:`_flat_value`)."""
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
            if to is None:
                eq = equity_vs(cls, range_weights(shares[k], "call"))
                called = self._showdown(view, [s], eq, mine)
                if self.gen is not None:  # a player after it may call too: three all in
                    called = self._overcalled(view, called, s, shares[k], behind[k + 1:k + 2],
                                              shares[k + 1:k + 2], mine)
                value += chance * called
                continue
            shove = min(shares[k], self.reshove_share(view, s, depths[s], len(behind) - 1 - k))
            shoved = 0.0
            if shove > 0:
                eq = equity_vs(cls, range_weights(shove, "call"))
                called = self._showdown(view, [s], eq, mine)
                if self.gen is not None:  # a player after it may call the re-shove too
                    called = self._overcalled(view, called, s, shove, behind[k + 1:k + 2],
                                              shares[k + 1:k + 2], mine)
                shoved = max(called, self._fold_value(view, to))
            flat = 0.0
            if shove < shares[k]:
                flat = self._flat_value(view, s, equity_vs(cls, range_weights(shares[k], "call")),
                                        to)
            value += chance * (shove * shoved + (shares[k] - shove) * flat) / shares[k]
        return value

    def _overcalled(self, view: SeatView, called: float, rival: int, share: float,
                    after: list[int], shares: list[float], mine: int) -> float:
        """The value of an all-in against ``rival`` (``called`` heads-up), when the player
        after it (if any) may call too: three all in, weighed by its overcalling share."""
        for seat, calling in zip(after, shares, strict=True):
            joins = overcall(calling)
            if joins > 0.02:
                eq3 = self._multiway(view, [share, joins])
                called = (1 - joins) * called + joins * self._showdown(
                    view, [rival, seat], eq3, mine)
        return called

    def _flat_value(self, view: SeatView, caller: int, eq: float, to: int) -> float:
        """Value when ``caller`` calls my raise to ``to`` and the pot is played out: I take
        a little less than my equity of it (the caller has position or plays back)."""
        me = view.seat
        put = min(to, total_chips(view, caller))
        dead = view.pot - view.bets[me] - view.bets[caller]
        pot = to + put + dead
        final = [float(x) for x in view.stacks]
        final[me] = total_chips(view, me) - to + 0.9 * eq * pot
        final[caller] = total_chips(view, caller) - put + (1 - 0.9 * eq) * pot
        return self.value(view, final)

    def _multiway(self, view: SeatView, shares: list[float]) -> float:
        """My all-in equity against several ranges (top shares of all hands) at once."""
        assert self.gen is not None
        hole = [c.id for c in view.hole]
        return equity(hole, [], len(shares), self.gen, 200, shares, PERCENTILE)

    def facing_raise(self, view: SeatView) -> Decision:
        """Call (or re-shove) a raise when it is worth more than folding; the raise is
        taken as a shove from the raiser's likely shoving range (over my own raise: its
        range for going all in against a raise). With a Monte Carlo source, several
        opponents all in are weighed by three-way equity, and a player still to act
        joins with its continuing share."""
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
            share = self.reshove_share(view, raiser, depth, 0)  # it came back over my raise
            weights = range_weights(share, "call")
        else:
            behind = view.seats - 1 - (raiser - view.button) % view.seats  # when it raised
            share = self.shove_share(view, raiser, depth, behind)
            if len(raised) > 1:
                share *= 0.6  # a re-raise: a stronger range
            weights = range_weights(share, "push")
        eq = equity_vs(cls, weights)
        waking = to_act_behind(view)
        if self.gen is None:
            for caller in callers:  # three all in: about the chance to beat both ranges
                calling = range_weights(self.continue_share(view, caller, depth, 1), "call")
                eq = min(eq, 4 / 3 * eq * equity_vs(cls, calling))
            if waking:
                eq -= 0.03  # a player still to act may wake up with a hand
            call = self._showdown(view, [raiser, *callers], eq, mine)
        else:
            shares = [share] + [self.continue_share(view, c, depth, 1) for c in callers]
            if callers:
                eq = self._multiway(view, shares)
            call = self._showdown(view, [raiser, *callers], eq, mine)
            for seat in waking[:1]:
                joins = overcall(self.continue_share(view, seat, depth, 0))
                if joins > 0.02:
                    eq3 = self._multiway(view, [*shares, joins])
                    call = (1 - joins) * call + joins * self._showdown(
                        view, [raiser, *callers, seat], eq3, mine)
        if call > self._fold_value(view):
            return ("all_in", None) if "all_in" in view.options.kinds else ("call", None)
        return ("check", None) if view.options.can_check else ("fold", None)
