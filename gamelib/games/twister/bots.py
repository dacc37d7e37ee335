"""The computer opponents: Easy, Standard and Hard, each with a personality, and two baselines.

A bot decides from a :class:`~gamelib.games.twister.view.SeatView` only (its own cards and
what is public). It weighs its equity against the opponents' likely ranges (pre-flop
from the generated table, after the flop by Monte Carlo), the pot odds, its position
and the stack depth: short-stacked it plays push or fold. Sizes vary and it bluffs now
and then, as much as its personality says. Standard and Hard play pre-flop by value
(:mod:`~gamelib.games.twister.shortstack`: push/fold charts, the opponents' measured
ranges, ICM). Randomness comes from the injected ``random.Random``. Baselines for
measurement: the calling station, the random bot and the push/fold bot
(:mod:`~gamelib.games.twister.pushfold`); plug-in seats: :mod:`~gamelib.games.twister.plugins`.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from gamelib.games.twister.equity import equity
from gamelib.games.twister.plugins import is_plugin_seat, make_plugin
from gamelib.games.twister.preflop import PERCENTILE, percentile, preflop_equity
from gamelib.games.twister.pushfold import to_act_behind
from gamelib.games.twister.reads import OpponentReads, limped
from gamelib.games.twister.shortstack import ChartReads, PreflopPlanner
from gamelib.games.twister.view import PublicAction, SeatView

Decision = tuple[str, int | None]  # ("raise", 120) / ("call", None)
#: Hard against limpers (see PokerBot._patience): a stack is worth its share ** patience,
#: three-handed and heads-up; an unseen player limps this share of hands until seen.
PATIENCE_THREE, PATIENCE_HEADS_UP, LIMP_DEFAULT = 0.55, 0.6, 0.3
#: A bet after the flop comes from the bettor's best made hands, as many as its betting
#: share on that street times this (a few bluffs and slow-played hands).
WIDEN = 1.2
#: After the flop, opponents read to just call a bet less often than this (an unseen one:
#: FLAT_CALL_DEFAULT) answer by their hand, not the price: Hard's bets are then the smallest.
FLAT_CALLS_RARE, FLAT_CALL_DEFAULT = 0.15, 0.3


class Bot(Protocol):
    name: str

    def decide(self, view: SeatView) -> Decision: ...

    def hand_over(self, hand_id: int, history: Sequence[PublicAction],
                  players: Sequence[int]) -> None:
        """The public actions of a finished hand (what everyone at the table saw)."""


@dataclass(frozen=True, slots=True)
class Personality:
    """How a bot likes to play: looseness and aggression 0..1, bluffing frequency."""

    key: str
    name: str
    looseness: float
    aggression: float
    bluffing: float


PERSONALITIES: dict[str, Personality] = {p.key: p for p in (
    Personality("rocco", "Rocco", 0.35, 0.75, 0.10),  # tight-aggressive
    Personality("lucia", "Lucia", 0.65, 0.70, 0.14),  # loose-aggressive
    Personality("gino", "Gino", 0.30, 0.30, 0.04),  # tight-passive
    Personality("marta", "Marta", 0.60, 0.35, 0.06),  # loose-passive
    Personality("vera", "Vera", 0.45, 0.55, 0.08),  # balanced
    Personality("teo", "Teo", 0.50, 0.85, 0.16),  # maniac-ish
)}


@dataclass(frozen=True, slots=True)
class Skill:
    """What separates Easy, Standard and Hard."""

    key: str
    trials: int  # Monte Carlo deals after the flop
    reads_ranges: bool  # narrows opponents' ranges from their actions
    mistakes: float  # chance of a careless, loose decision
    push_fold_depth: float  # big blinds at or below which it plays push/fold
    call_margin: float  # extra equity it wants above the pot odds
    plans_up_to: float = 0.0  # big blinds up to which pre-flop goes by value (shortstack.py)
    reads_charts: float = 0.0  # measures opponents against the push/fold charts, trusting
    # the charts as much as this many hands seen (0: trusts the charts blindly)
    reads_prior: float = 0.0  # pre-flop ranges from each opponent's own frequencies, the
    # charts counting as this many hands (0: measured against the charts, reads_charts)


SKILLS: dict[str, Skill] = {
    "easy": Skill("easy", 60, False, 0.15, 6.0, -0.04),
    "standard": Skill("standard", 140, True, 0.02, 7.0, 0.02, plans_up_to=40.0,
                      reads_prior=5.0),
    "hard": Skill("hard", 260, True, 0.0, 15.0, 0.0, plans_up_to=40.0, reads_prior=2.0),
}


def nash_push_range(depth_bb: float, players: int, on_button: bool) -> float:
    """Approximate share of hands an unexploitable first-in shove uses at this depth
    (heads-up: about 58 % at 10 big blinds, 36 % at 20); three-handed is tighter."""
    heads_up = 0.58 * (10.0 / max(depth_bb, 0.5)) ** 0.7
    if players == 2:
        return min(1.0, heads_up)
    return min(1.0, heads_up * (0.6 if on_button else 0.8))


class CallingStation:
    """Checks or calls; never folds, never raises."""

    name = "calling station"

    def hand_over(self, hand_id: int, history: Sequence[PublicAction],
                  players: Sequence[int]) -> None:
        return None

    def decide(self, view: SeatView) -> Decision:
        return ("check", None) if view.options.can_check else ("call", None)


class RandomBot:
    """Uniform over the legal action types; a uniform amount for bets and raises."""

    name = "random"

    def hand_over(self, hand_id: int, history: Sequence[PublicAction],
                  players: Sequence[int]) -> None:
        return None

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def decide(self, view: SeatView) -> Decision:
        opts = view.options
        kind = self.rng.choice(opts.kinds)
        if kind in ("bet", "raise"):
            return kind, self.rng.randint(opts.min_to, opts.max_to)
        return kind, None


class PokerBot:
    """A sound opponent of some skill and personality."""

    def __init__(self, skill: str, personality: str, rng: random.Random,
                 prizes: Sequence[int] = ()) -> None:
        self.skill = SKILLS[skill]
        self.style = PERSONALITIES[personality]
        self.name = self.style.name
        self.rng = rng
        self.gen = np.random.default_rng(rng.getrandbits(63))
        self.adapts = self.skill.key == "hard"  # only Hard adapts after the flop too
        self.reading = self.skill.reads_prior > 0  # reads each opponent's frequencies
        self.reads = OpponentReads(prior=self.skill.reads_prior or OpponentReads.PRIOR)
        self.chart_reads = ChartReads(self.skill.reads_charts) if self.skill.reads_charts else None
        self.planner: PreflopPlanner | None = None
        if self.reading:  # ranges from what each opponent actually does, three-way by Monte Carlo
            self.planner = PreflopPlanner(self.reads, prizes, self.gen)
            self.planner.wary_of_unseen = self.adapts
        elif self.skill.plans_up_to:
            self.planner = PreflopPlanner(self.chart_reads, prizes)
        self.me = -1  # my tournament seat, once seen

    def thinker(self) -> PokerBot:
        """A copy of this opponent to think a decision out with (``TwisterTable.think_ahead``),
        deep as ``copy.deepcopy``, its two generators copied by their states (the same numbers
        to come) and its skill and personality (frozen) shared: copied number by number, the
        Mersenne Twister's 625 were a fifth of the quiet frame a decision is thought out in."""
        rng = type(self.rng)()
        rng.setstate(self.rng.getstate())
        gen = np.random.Generator(type(self.gen.bit_generator)())
        gen.bit_generator.state = self.gen.bit_generator.state
        memo: dict[int, object] = {id(self.rng): rng, id(self.gen): gen, id(self.skill): self.skill,
                                   id(self.style): self.style}
        return copy.deepcopy(self, memo)

    def hand_over(self, hand_id: int, history: Sequence[PublicAction],
                  players: Sequence[int]) -> None:
        if self.reading:  # Standard and Hard read their opponents
            self.reads.observe_history(hand_id, history, players)
        if self.chart_reads is not None:
            self.chart_reads.observe(hand_id, history, players, self.me)

    # --- helpers ------------------------------------------------------------------------

    def _size(self, view: SeatView, pot_fraction: float) -> Decision:
        """Bet or raise about ``pot_fraction`` of the pot (after calling), within the limits;
        after the flop against players who answer a bet by their hand (they fold or raise,
        hardly ever just call), the smallest bet: it takes the pot as often and risks least."""
        opts = view.options
        kind = "bet" if opts.can_bet else "raise"
        if view.street > 0 and self.adapts and self._answer_by_hand(view):
            return kind, opts.min_to
        pot_after_call = view.pot + opts.to_call
        jitter = self.rng.uniform(0.85, 1.15)
        to = view.bets[view.seat] + opts.to_call + int(pot_after_call * pot_fraction * jitter)
        to = max(opts.min_to, min(opts.max_to, to))
        if to >= 0.7 * opts.max_to:
            return "all_in", None
        return kind, to

    def _answer_by_hand(self, view: SeatView) -> bool:
        """Every opponent still in is read to just call a bet after the flop rarely."""
        return all(self.reads.flat_call_rate(s, FLAT_CALL_DEFAULT) < FLAT_CALLS_RARE
                   for s in view.opponents_in)

    def _steal_bonus(self, view: SeatView) -> float:
        """Hard widens its steals against opponents who fold too much (and narrows vs callers)."""
        if self.skill.key != "hard":
            return 0.0
        return max(-0.15, min(0.3, (self.reads.fold_rate(view.opponents_in) - 0.3) * 1.2))

    def _passive(self, view: SeatView) -> Decision:
        return ("check", None) if view.options.can_check else ("fold", None)

    def _effective_bb(self, view: SeatView) -> float:
        mine = view.stacks[view.seat] + view.bets[view.seat]
        theirs = max((view.stacks[s] + view.bets[s] for s in view.opponents_in), default=0)
        return min(mine, theirs) / view.big_blind

    def _ranges(self, view: SeatView) -> list[float]:
        """Each opponent's likely range (top fraction), from its actions this hand,
        widened for opponents seen to bet and call with anything."""
        out = []
        for s in view.opponents_in:
            top = 1.0
            if self.skill.reads_ranges:
                for a in view.history:
                    if a.seat != s:
                        continue
                    if a.kind in ("bet", "raise") and a.street > 0 and self.adapts:
                        continue  # what it holds on the board now: _made
                    if a.kind in ("bet", "raise"):
                        top = min(top, self.reads.raise_range(s, 0.3) if a.street == 0 else
                                  max(0.3, min(1.0, 1.3 * self.reads.bet_range(s, 0.35))))
                    elif a.kind == "call" and a.street == 0 and limped(view.history, s):
                        top = min(top, self.reads.enter_share(self.reads.who(s), 0.7))
                    elif a.kind == "call":
                        top = min(top, self.reads.continue_range(s, 0.7) if a.street == 0 else
                                  self.reads.call_range(s, 0.6))
            out.append(top)
        return out

    def _made(self, view: SeatView) -> list[float] | None:
        """Hard: each opponent's share of made hands on this board, from its betting after
        the flop (it bets about as often as it has bet when checked to)."""
        if not self.adapts:
            return None
        out = []
        for s in view.opponents_in:
            top = 1.0
            for a in view.history:
                if a.seat == s and a.street > 0 and a.kind in ("bet", "raise"):
                    rate = self.reads.bet_range(s, 0.35, a.street)
                    now = a.street == view.street
                    top = min(top, max(0.15 if now else 0.25, min(1.0, (WIDEN if now else 1.5) * rate)))
            out.append(top)
        return out

    def _equity(self, view: SeatView) -> float:
        hole = [c.id for c in view.hole]
        board = [c.id for c in view.board]
        return equity(hole, board, len(view.opponents_in), self.gen, self.skill.trials,
                      self._ranges(view), PERCENTILE, self._made(view))

    # --- the decision -------------------------------------------------------------------

    def decide(self, view: SeatView) -> Decision:
        opts = view.options
        if self.reading:
            self.reads.observe(view)
        if self.chart_reads is not None:
            self.me = view.players[view.seat] if view.players else view.seat
            self.chart_reads.depth = self._effective_bb(view)
            self.chart_reads.observe(view.hand_id, view.history, view.players or
                                     tuple(range(view.seats)), self.me)
        if self.rng.random() < self.skill.mistakes:
            if opts.can_check:
                return "check", None
            return ("call", None) if self.rng.random() < 0.6 else ("fold", None)
        if view.street == 0:
            decision = self._preflop(view)
        else:
            decision = self._postflop(view)
        return _legalize(view, decision)

    def _preflop(self, view: SeatView) -> Decision:
        opts = view.options
        a, b = (c.id for c in view.hole)
        pct = percentile(a, b)
        players = len(view.opponents_in) + 1
        depth = self._effective_bb(view)
        loose = self.style.looseness - 0.45  # -0.15 … +0.2
        raised = any(x.kind in ("bet", "raise") for x in view.history)
        if self.planner is not None and depth <= self.skill.plans_up_to:
            self.planner.patience = self._patience(view)
            planned = self._planned(view, depth, raised)
            if planned is not None:
                return planned
        if depth <= self.skill.push_fold_depth:
            return self._push_or_fold(view, pct, depth, players, raised)
        if not raised:
            # open (or limp in, or check the big blind's option)
            base = 0.55 if players == 2 else (0.38 if view.seat == view.button else 0.45)
            base += self._steal_bonus(view)
            if pct <= base + loose * 0.5:
                return self._size(view, self.rng.choice((0.6, 0.75, 0.9, 1.0)))
            if opts.can_check:
                return "check", None
            if pct <= base + 0.2 and self.style.aggression < 0.5 and opts.to_call <= view.big_blind:
                return "call", None  # a passive limp
            return "fold", None
        # facing a raise: equity against the raiser's likely range vs the pot odds
        raisers = [x for x in view.history if x.kind in ("bet", "raise")]
        shove = any(x.all_in for x in raisers)
        top = min(1.0, 6.0 / max(depth, 1.0)) if shove else 0.35
        top = self.reads.raise_range(raisers[-1].seat, top)
        if self.skill.key == "easy":
            top = 1.0
        eq = equity([a, b], [], len(view.opponents_in), self.gen, max(80, self.skill.trials // 2),
                    [top] * len(view.opponents_in), PERCENTILE)
        need = opts.to_call / (view.pot + opts.to_call)
        if eq > 0.62 and (opts.can_raise or opts.can_bet) and self.rng.random() < 0.5 + self.style.aggression / 2:
            return self._size(view, self.rng.choice((0.8, 1.0, 1.2)))
        if eq >= need + self.skill.call_margin - loose * 0.1:
            return "call", None
        return self._passive(view)

    def _patience(self, view: SeatView) -> float:
        """Hard, against players read as limpers (they call the blind with most hands and
        so see flops cheaply where it outplays them): a marginal all-in risks my seat for
        little, so a stack is valued at its share ** patience (three-handed 0.55: an
        all-in against both needs about 55 % equity, not 33 %)."""
        if not self.adapts:
            return 1.0
        seen = [seat for seat in view.opponents_in
                if self.reads.seen_chances(self.reads.limps, seat) > 0]
        if not seen or any(self.reads.limp_share(self.reads.who(seat), LIMP_DEFAULT) < 0.5
                           for seat in seen):
            return 1.0
        return PATIENCE_THREE if len(view.opponents_in) == 2 else PATIENCE_HEADS_UP

    def _planned(self, view: SeatView, depth: float, raised: bool) -> Decision | None:
        """Pre-flop by value (see :mod:`shortstack`): first in at any planned depth; facing
        a raise when it is all in or the stacks are short. None: play the usual way."""
        assert self.planner is not None
        opts = view.options
        if not raised:
            size = 2.0 if depth <= 15 else 2.5
            to = max(opts.min_to, int(size * view.big_blind))
            # against limpers (read) a raise only meets a wide re-shove: shove or limp instead
            raising = opts.can_raise and self.planner.patience == 1.0
            decision = self.planner.first_in(view, to if raising else None)
            if (self.adapts and decision[0] == "fold" and opts.can_call
                    and opts.to_call <= view.big_blind and self._limp_pays(view)):
                return "call", None  # limp: they give the pot up after the flop
            return decision
        facing_all_in = any(a.all_in for a in view.history if a.kind in ("bet", "raise")) or \
            opts.to_call >= view.stacks[view.seat]
        if facing_all_in or depth <= self.skill.push_fold_depth:
            return self.planner.facing_raise(view)
        return None

    def _push_or_fold(self, view: SeatView, pct: float, depth: float, players: int,
                      raised: bool) -> Decision:
        opts = view.options
        if not raised:
            # first in: shove a range that widens as the stack shrinks
            k = 7.0 if players == 2 else (4.5 if view.seat == view.button else 5.5)
            top = min(1.0, k / max(depth, 0.5) * (1 + (self.style.looseness - 0.45) * 0.4))
            if self.skill.key == "hard":
                return self._shove_if_profitable(view, depth, players)
            if pct <= top:
                return "all_in", None
            return ("check", None) if opts.can_check else ("fold", None)
        # facing a shove or a raise when short: call (or re-shove) with enough equity
        shover_depth = max(1.0, max(view.stacks[s] + view.bets[s] for s in view.opponents_in)
                           / view.big_blind)
        raisers = [x for x in view.history if x.kind in ("bet", "raise")]
        facing_shove = any(x.all_in for x in raisers) or opts.to_call >= view.stacks[view.seat]
        a, b = (c.id for c in view.hole)
        opponents = len(view.opponents_in)
        if self.skill.key == "easy":
            eq = preflop_equity(a, b, opponents)
        else:
            if self.skill.key == "hard":
                top = nash_push_range(shover_depth, players, False) if facing_shove else 0.45
            else:
                top = 0.4
            top = self.reads.raise_range(raisers[-1].seat, top) if raisers else top
            eq = equity([a, b], [], opponents, self.gen, max(100, self.skill.trials),
                        [top] * opponents, PERCENTILE)
        call_total = min(opts.to_call, view.stacks[view.seat])
        need = call_total / (view.pot + call_total)
        if self.skill.key == "hard" and not facing_shove:
            # a re-shove needs a hand that does well when called, not just the price of a call
            if pct <= 0.5 * nash_push_range(depth, players, False) + self._steal_bonus(view) * 0.5:
                return "all_in", None
            if eq >= need + 0.05 and depth > 8:
                return "call", None
            return self._passive(view)
        if eq >= need + self.skill.call_margin:
            return ("all_in", None) if opts.can_raise or opts.can_bet else ("call", None)
        return self._passive(view)

    def _shove_if_profitable(self, view: SeatView, depth: float, players: int) -> Decision:
        """Shove when folds plus equity when called beat giving up (chip EV)."""
        opts = view.options
        a, b = (c.id for c in view.hole)
        pct = percentile(a, b)
        if pct <= 0.5 * nash_push_range(depth, players, view.seat == view.button):
            return "all_in", None  # clearly strong enough: skip the sums
        opponents = view.opponents_in
        nash_call = min(1.0, 0.41 * (10.0 / max(depth, 0.5)) ** 0.6)
        calls = [self.reads.continue_range(s, nash_call) for s in opponents]
        nobody_calls = 1.0
        for c in calls:
            nobody_calls *= 1.0 - c
        me = view.seat
        mine = view.stacks[me] + view.bets[me]
        risk = min(mine, max(view.stacks[s] + view.bets[s] for s in opponents))
        eq = equity([a, b], [], 1, self.gen, 160, [min(calls)], PERCENTILE)
        called_pot = view.pot + 2 * risk - view.bets[me] - max(view.bets[s] for s in opponents)
        ev_shove = nobody_calls * view.pot + (1 - nobody_calls) * (
            eq * called_pot - (risk - view.bets[me]))
        ev_other = 0.0 if not opts.can_check else eq * view.pot * 0.8
        if ev_shove > ev_other:
            return "all_in", None
        return ("check", None) if opts.can_check else ("fold", None)

    def _limp_pays(self, view: SeatView) -> bool:
        """A limp with a hand not worth a raise pays when nobody behind raises and then a
        bet after the flop takes the pot often enough to cover the call (as read)."""
        raise_behind = 1.0
        for seat in to_act_behind(view):
            raise_behind *= 1.0 - self.reads.raise_range(seat, 0.3)
        won = raise_behind * self._fold_all(view) * (view.pot + view.options.to_call)
        return won > view.options.to_call

    def _fold_all(self, view: SeatView) -> float:
        """The chance every opponent still in folds to a bet after the flop (as read)."""
        chance = 1.0
        for seat in view.opponents_in:
            checked = any(a.seat == seat and a.street == view.street and a.kind == "check"
                          for a in view.history)
            chance *= (self.reads.check_fold_rate(seat, 0.4) if checked else
                       self.reads.fold_to_bet_rate(seat, 0.4))
        return chance

    def _postflop(self, view: SeatView) -> Decision:
        opts = view.options
        eq = self._equity(view)
        aggression = self.style.aggression
        stack = view.stacks[view.seat]
        committed_deep = stack <= (view.pot + opts.to_call) * 0.6
        opponents = len(view.opponents_in)
        if opts.can_check:
            value = 0.62 if opponents == 1 else 0.7
            if self.adapts:
                # thinner value against opponents who rarely fold: a bet called by everyone
                # gains as soon as my share of the pot beats 1 / (players)
                folds = self.reads.folds_to_bets(view.opponents_in, 0.4)
                value = (1 / (opponents + 1) + 0.08 + 0.3 * folds) if folds < 0.25 else \
                    value + max(-0.08, min(0.06, (self.reads.fold_rate(view.opponents_in) - 0.3) * 0.5))
                if eq >= value:
                    sizes = (0.75, 1.0) if folds < 0.25 else (0.5, 0.66, 0.75, 1.0)
                    return ("all_in", None) if committed_deep else self._size(
                        view, self.rng.choice(sizes))
                # a bet of half the pot gains when everyone folds more than a third of the
                # time; until that is known, a probe now and then finds out
                probing = sum(self.reads.seen_chances(self.reads.fold_to_bet, s)
                              for s in view.opponents_in) < 4 and self.rng.random() < 0.3
                if (self._fold_all(view) > 0.4 or probing) and not committed_deep:
                    return self._size(view, self.rng.choice((0.4, 0.5)))
            if eq >= value and self.rng.random() < 0.55 + aggression * 0.45:
                return ("all_in", None) if committed_deep else self._size(
                    view, self.rng.choice((0.5, 0.66, 0.75, 1.0)))
            bluff_chance = self.style.bluffing * (1.5 if view.acts_last_after_flop() else 1.0)
            if self.skill.key == "hard":
                bluff_chance *= max(0.0, 1 + 4 * (self.reads.fold_rate(view.opponents_in) - 0.3))
            if eq < 0.35 and opponents == 1 and self.rng.random() < bluff_chance:
                return self._size(view, self.rng.choice((0.5, 0.6, 0.75)))
            if 0.5 <= eq < value and self.rng.random() < aggression * 0.35:
                return self._size(view, self.rng.choice((0.33, 0.5)))
            return "check", None
        need = opts.to_call / (view.pot + opts.to_call)
        bettor = max(view.opponents_in, key=lambda s: view.bets[s])
        if self.adapts and self.planner is not None and (opts.to_call >= stack or
                                                         view.stacks[bettor] == 0):
            # calling an all-in: weighed by what the stacks are worth, as pre-flop
            self.planner.patience = self._patience(view)
            if self.planner.patience < 1.0:
                return ("call", None) if self.planner.call_all_in_pays(view, eq) else ("fold", None)
        if eq >= 0.75 and (opts.can_raise or opts.can_bet) and self.rng.random() < 0.4 + aggression * 0.6:
            return ("all_in", None) if committed_deep else self._size(view, self.rng.choice((0.75, 1.0)))
        if eq >= need + self.skill.call_margin - (self.style.looseness - 0.45) * 0.08:
            if committed_deep and eq >= 0.5 and opts.max_to:
                return "all_in", None
            return "call", None
        return "fold", None


def _legalize(view: SeatView, decision: Decision) -> Decision:
    """Turn a wish into a legal action (a bet the rules refuse becomes a call or check)."""
    opts = view.options
    kind, amount = decision
    kinds = opts.kinds
    if kind in kinds and (kind not in ("bet", "raise") or amount is not None):
        return kind, amount
    if kind in ("bet", "raise", "all_in"):
        if "bet" in kinds or "raise" in kinds:
            return ("bet" if "bet" in kinds else "raise"), opts.max_to
        return ("call", None) if opts.can_call else ("check", None)
    if kind == "fold" and opts.can_check:
        return "check", None
    return ("check", None) if opts.can_check else ("call", None)


BOT_KINDS = ("bot:easy", "bot:standard", "bot:hard", "bot:calling-station", "bot:random")


def make_bot(kind: str, rng: random.Random, personality: str | None = None,
             prizes: Sequence[int] = ()) -> Bot:
    """A bot from its strategy id (``bot:standard``…, or a plug-in ``path/file.py:NAME``)
    and an injected random source; ``prizes`` (1st, 2nd, 3rd) let it weigh all-ins by ICM
    when the pool is shared (none: the winner takes all)."""
    if is_plugin_seat(kind):
        return make_plugin(kind, rng)
    if kind == "bot:calling-station":
        return CallingStation()
    if kind == "bot:random":
        return RandomBot(rng)
    if kind.startswith("bot:") and kind[4:] in SKILLS:
        key = personality or rng.choice(sorted(PERSONALITIES))
        return PokerBot(kind[4:], key, rng, prizes)
    raise ValueError(f"Unknown strategy '{kind}'; choose from {', '.join(BOT_KINDS)}.")
