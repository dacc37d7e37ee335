"""A recorded hand stepped street by street on the table graphics (no pygame here).

:class:`HandReplay` holds a hand replayed from its PHH record (a hand of History or an
imported ``.phh`` file) and a display-only :class:`~gamelib.games.twister.table.TwisterTable`
showing it as it stood at the step chosen: the cards dealt, the end of the betting of each
street (its action tags, the board so far), the showdown. Nothing is saved or paid.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from gamelib.games.twister.engine import NoLimitHand
from gamelib.games.twister.hand_steps import hand_at
from gamelib.games.twister.operations import (
    BetPlaced,
    BoardDealt,
    Called,
    Checked,
    Folded,
    HandMucked,
    HandShown,
    HoleDealt,
    Operation,
    PotAwarded,
)
from gamelib.games.twister.phh import replay
from gamelib.games.twister.schedule import BlindSchedule
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.tournament import Entrant, Tournament

STREETS = ("preflop", "flop", "turn", "river")
#: what one action step stops after: a decision, a board card, a hand shown or mucked
ACTIONS = (Folded, Checked, Called, BetPlaced, BoardDealt, HandShown, HandMucked)


def street_stops(operations: Sequence[Operation]) -> list[int]:
    """How many operations are shown at each step: the hole cards dealt, the end of each
    street's betting (just before the next board card, or the showdown), the end."""
    holes = [k for k, op in enumerate(operations) if isinstance(op, HoleDealt)]
    stops = {holes[-1] + 1 if holes else 0, len(operations)}
    stops.update(k for k, op in enumerate(operations) if isinstance(op, BoardDealt))
    end = next((k for k, op in enumerate(operations) if isinstance(op, HandShown | PotAwarded)), None)
    if end is not None:
        stops.add(end)
    return sorted(stops)


def action_stops(operations: Sequence[Operation]) -> list[int]:
    """The street stops and, between them, one after each action (a decision, a board card,
    a hand shown or mucked)."""
    after = {k + 1 for k, op in enumerate(operations) if isinstance(op, ACTIONS)}
    return sorted(after | set(street_stops(operations)))


class HandReplay:
    """One hand, step by step: ``step`` (0 …) picks what the display table shows."""

    def __init__(self, hand: NoLimitHand, names: Sequence[str], *, you: str = "", number: int = 0,
                 level: int = 1, buy_in: int = 0, multiplier: int = 0) -> None:
        self.hand = hand
        self.number = number
        self.stops = street_stops(hand.operations)
        self.actions = action_stops(hand.operations)
        self.upto = 0  # the operations on show
        sb, bb, ante = hand.small_blind, hand.big_blind, max(hand.antes, default=0)
        level = max(1, level)
        entrants = [Entrant(str(name), "player" if you and name == you else "bot:calling-station")
                    for name in names]
        t = Tournament(tournament_id="replay", seed=bytes(32), buy_in=buy_in, entrants=entrants,
                       stacks=list(hand.starting_stacks), button=hand.button, multiplier=multiplier,
                       schedule=BlindSchedule(levels=((sb, bb, ante),) * level,
                                              ante_from_level=1 if ante else None),
                       hands_per_level=1, hands_played=level - 1, keep_history=False)
        t.hand_seats = list(range(hand.seats))
        self.table = TwisterTable(t, None, random.Random(0), thinking=False, pace=0.0)
        self.table.wheel_seen = True
        self.step = 0
        self.go(0)

    @classmethod
    def of_record(cls, data: Mapping[str, Any], you: str = "", *, buy_in: int = 0,
                  multiplier: int = 0) -> HandReplay:
        """A hand of History or an imported PHH file (raises PHHError when it cannot be
        replayed); ``you`` names the player (their cards face up); everybody else's cards
        show only when shown down, as at the table."""
        hand = replay(data)
        names = [str(n) for n in data.get("players", [])] or [f"p{k + 1}" for k in range(hand.seats)]
        if len(names) != hand.seats:
            names = [f"p{k + 1}" for k in range(hand.seats)]
        level = data.get("_level", 1)
        number = data.get("hand", 0)
        return cls(hand, names, you=you if you in names else "", number=number if isinstance(number, int) else 0,
                   level=level if isinstance(level, int) else 1, buy_in=buy_in, multiplier=multiplier)

    @property
    def steps(self) -> int:
        return len(self.stops)

    def go(self, step: int) -> None:
        """Show step ``step`` (kept within the first and the last)."""
        self._show(self.stops[max(0, min(self.steps - 1, step))])

    def _show(self, upto: int) -> None:
        if upto != self.upto or self.table.last_hand is None:
            self.upto = upto
            self.table.last_hand = hand_at(self.hand, upto)
        self.step = max(k for k, stop in enumerate(self.stops) if stop <= upto)

    def next(self) -> None:
        """The next street's step."""
        later = [k for k, stop in enumerate(self.stops) if stop > self.upto]
        self.go(later[0] if later else self.steps - 1)

    def previous(self) -> None:
        """The step before (the start of this street's step when part way through it)."""
        earlier = [k for k, stop in enumerate(self.stops) if stop < self.upto]
        self.go(earlier[-1] if earlier else 0)

    def next_action(self) -> None:
        """One action further (a decision, a board card, a hand shown)."""
        later = [a for a in self.actions if a > self.upto]
        if later:
            self._show(later[0])

    def previous_action(self) -> None:
        earlier = [a for a in self.actions if a < self.upto]
        if earlier:
            self._show(max(earlier[-1], self.stops[0]))

    @property
    def at_start(self) -> bool:
        return self.upto <= self.stops[0]

    @property
    def at_end(self) -> bool:
        return self.upto >= self.stops[-1]

    @property
    def shown(self) -> NoLimitHand:
        hand = self.table.last_hand
        assert hand is not None
        return hand

    @property
    def step_name(self) -> str:
        """What the step shows: dealt, preflop, flop, turn, river (each street's betting
        done), result (the hand over)."""
        hand = self.shown
        if hand.is_over:
            return "result"
        if self.upto <= self.stops[0]:
            return "dealt"
        return STREETS[{0: 0, 3: 1, 4: 2, 5: 3}.get(len(hand.board), 0)]
