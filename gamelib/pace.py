"""Live pace: the table runs by itself, as the live one does (10-table-features.md, Pace).

A betting window opens with the traffic light green, turns yellow shortly before it
closes, then red: the round starts with whatever is on the table (no bets: the round
is skipped and a new window opens). Each decision has a countdown; when it runs out
the game's default action is taken — for every decision still open in that phase (the
two hands of Casino Hold'em fold together), while the next street gets its own countdown.
After a round the result stays a few seconds, then the next betting window opens. Own
pace (the default) never calls this.

Whether a closing window deals at all is the game's rule, not the screen's: a game's rules
module may say ``CLOSING_WINDOW_DEALS = False`` (video poker: only the player's DEAL starts
its round; 40-video-poker.md, Inactivity), read by :func:`closing_window_deals`.

Everything moves only in :meth:`LivePace.tick`, on the injected clock, so tests drive
time and the screen calls ``tick()`` once a frame.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Protocol

from gamelib.clock import Clock, Countdown
from gamelib.errors import FeltsideError
from gamelib.events import Announcement, Event


class TrafficLight(StrEnum):
    GREEN = "green"  # bets open
    YELLOW = "yellow"  # about to close
    RED = "red"  # closed


class PacedTable(Protocol):
    """What live pace needs of a table (TableSession and the video poker session have it)."""

    @property
    def in_round(self) -> bool: ...

    @property
    def phase(self) -> str: ...

    def can_deal(self) -> bool: ...

    def deal(self) -> list[Event]: ...

    def act(self, action: str, **params: Any) -> list[Event]: ...

    def default_action(self) -> tuple[str, dict[str, Any]] | None: ...


def closing_window_deals(definition: Any) -> bool:
    """Whether the betting window closing deals a round of this game with the bets on the
    table: its rules module's ``CLOSING_WINDOW_DEALS`` (True when it says nothing). Video poker
    says False: not dealt yet, the round ends with no bet, so hands chosen without DEAL are
    never dealt nor charged (40-video-poker.md, Inactivity). ``definition``: a
    :class:`~gamelib.games.definition.GameDefinition` (anything without rules: True)."""
    rules = getattr(definition, "rules_module", None)
    return bool(getattr(rules, "CLOSING_WINDOW_DEALS", True)) if rules is not None else True


#: At most this many defaults in one time-out (a guard; a game has a few decisions at once).
MAX_DEFAULTS = 8


@dataclass(frozen=True)
class PaceTimes:
    betting: float = 15.0
    yellow: float = 5.0  # the last seconds of the betting window
    decision: float = 15.0
    results: float = 4.0


class LivePace:
    """The live-pace controller for one table."""

    def __init__(self, table: PacedTable, clock: Clock, times: PaceTimes | None = None, *,
                 closing_deals: bool = True) -> None:
        self.table = table
        #: the window closing deals the bets on the table; False (the game's rule, see
        #: :func:`closing_window_deals`): it never does, only the player's DEAL starts a round
        self.closing_deals = closing_deals
        self.clock = clock
        self.times = times or PaceTimes()
        self.stage = "betting"
        self.timer = Countdown(clock, self.times.betting)
        self.skipped_rounds = 0
        self.error: FeltsideError | None = None

    @property
    def light(self) -> TrafficLight:
        if self.stage != "betting":
            return TrafficLight.RED
        return TrafficLight.YELLOW if self.timer.remaining <= self.times.yellow else TrafficLight.GREEN

    @property
    def remaining(self) -> float:
        return self.timer.remaining

    @property
    def due(self) -> bool:
        """A deadline passed: the next ``tick`` acts (closes the bets, ends the decision window or
        the results)."""
        if self.stage == "deciding":
            return not self.table.in_round or self.timer.expired
        return self.stage in ("betting", "results") and self.timer.expired

    @property
    def whole_seconds(self) -> int:
        """The seconds left as a countdown shows them: rounded up (3 until 2.0 s are left)."""
        return math.ceil(self.timer.remaining)

    def next_change(self) -> float:
        """Seconds until what the pace shows next changes: its stage, its light or the whole
        seconds left of a betting window; 0.0 while a decision counts down (a bar that moves
        continuously) or a deadline has passed (the next ``tick`` acts). A table at rest in a
        betting window or its results waits for that moment, not for the next frame."""
        left = self.timer.remaining
        if left <= 0.0 or self.stage == "deciding":
            return 0.0
        if self.stage != "betting":
            return left  # the results: nothing counts down on the table until the next window opens
        changes = [left - (self.whole_seconds - 1), left]
        if left > self.times.yellow:
            changes.append(left - self.times.yellow)
        return min(changes)

    def player_acted(self) -> None:
        """A decision was taken by hand: the next decision gets a fresh countdown."""
        if self.stage == "deciding":
            self.timer = Countdown(self.clock, self.times.decision)

    def hold_countdown(self) -> None:
        """The screen is still showing the cards: the decision countdown starts afresh once
        they are on the table (call it every frame while the deal is being shown)."""
        self.player_acted()

    def round_started_by_hand(self) -> None:
        """The player pressed DEAL before the window closed."""
        self.stage = "deciding"
        self.timer = Countdown(self.clock, self.times.decision)

    def tick(self) -> list[Event]:
        """Advance the table if a deadline passed; returns the events of what happened."""
        events: list[Event] = []
        if self.stage == "betting" and self.timer.expired:
            events += self._close_bets()
        elif self.stage == "deciding":
            if not self.table.in_round:
                self._to_results()
            elif self.timer.expired:
                events += self._take_defaults()
                self.timer = Countdown(self.clock, self.times.decision)
                if not self.table.in_round:
                    self._to_results()
        elif self.stage == "results" and self.timer.expired:
            self._open_bets()
            events.append(Announcement("pace.place_bets"))
        return events

    def time_out(self) -> list[Event]:
        """The decision countdown runs out now (what ``tick()`` does when its time comes)."""
        if self.stage != "deciding":
            return []
        self.timer = Countdown(self.clock, 0.0)
        return self.tick()

    def _take_defaults(self) -> list[Event]:
        """A time-out answers the whole decision window: the default for every decision
        still open in this phase (Casino Hold'em folds each undecided hand), not the next
        street's, which gets its own countdown."""
        events: list[Event] = []
        phase = self.table.phase
        for _ in range(MAX_DEFAULTS):
            default = self.table.default_action()
            if default is None or not self.table.in_round or self.table.phase != phase:
                break
            name, params = default
            events.append(Announcement("pace.timeout", {"action": name}))
            self.error = None
            events += self._safely(lambda n=name, p=params: self.table.act(n, **p))
            if self.error is not None:
                break
        return events

    def _close_bets(self) -> list[Event]:
        events: list[Event] = [Announcement("pace.bets_closed")]
        if self.closing_deals and self.table.can_deal():
            events += self._safely(self.table.deal)
            if self.table.in_round:
                self.stage = "deciding"
                self.timer = Countdown(self.clock, self.times.decision)
            else:
                self._to_results()
        else:
            self.skipped_rounds += 1
            events.append(Announcement("pace.round_skipped"))
            self._open_bets()
        return events

    def _safely(self, step: Any) -> list[Event]:
        try:
            result: list[Event] = step()
            return result
        except FeltsideError as exc:  # a void or a refused bet: show it, keep the table running
            self.error = exc
            return []

    def _to_results(self) -> None:
        self.stage = "results"
        self.timer = Countdown(self.clock, self.times.results)

    def _open_bets(self) -> None:
        self.stage = "betting"
        self.timer = Countdown(self.clock, self.times.betting)
