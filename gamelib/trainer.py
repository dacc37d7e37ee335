"""The ADVISOR's values for one decision and the trainer's score of the player's choices.

The dealer hold'em games (Texas Hold'em Bonus, 2 Hand Casino Hold'em, Heads Up Hold'em)
give, at each decision, the expected result of every choice in ANTE units for the whole
round (stakes already placed included; side bets left out): :class:`Choices`. Each game's
``advisor.choices(round)`` makes them — pre-flop from the game's pre-flop table, later
streets from the exact enumerations of its ``strategy``.

In trainer mode each decision the player takes is scored by what it gave up against the
best choice (:class:`Trainer`): the table shows the last verdict and the session's total.

>>> c = Choices("flop", {"play": 0.25, "check": 0.10})
>>> c.best, round(c.gave_up("check"), 2)
('play', 0.15)
>>> t = Trainer()
>>> t.score(c, "check").right, t.score(c, "play").right
(False, True)
>>> t.decisions, t.best_taken, round(t.given_up, 2)
(2, 1, 0.15)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

#: Two choices closer than this (in antes) are equally good: rounding, not a mistake.
TOLERANCE = 1e-9


@dataclass(frozen=True)
class Choices:
    """Every choice's expected result (ANTE units) at one decision.

    ``street``: ``preflop``, ``flop``, ``turn`` or ``river``; ``hand``: which of the
    player's hands decides (Casino Hold'em's 1 or 2; 0 for a game with one hand);
    ``error``: the standard error of the values (0.0 when exact)."""

    street: str
    evs: Mapping[str, float]
    hand: int = 0
    error: float = 0.0

    def __post_init__(self) -> None:
        if not self.evs:
            raise ValueError("a decision has at least one choice")

    @property
    def best(self) -> str:
        """The choice with the highest expected result (the first listed on a tie)."""
        return max(self.evs, key=lambda a: self.evs[a])

    @property
    def exact(self) -> bool:
        return self.error == 0.0

    def gave_up(self, action: str) -> float:
        """What choosing ``action`` gives up against the best choice, in antes (>= 0)."""
        if action not in self.evs:
            raise ValueError(f"'{action}' is not one of the choices {sorted(self.evs)}")
        return max(0.0, self.evs[self.best] - self.evs[action])

    def ranked(self) -> list[tuple[str, float]]:
        """The choices, best first."""
        return sorted(self.evs.items(), key=lambda kv: -kv[1])


@dataclass(frozen=True)
class Verdict:
    """The trainer's word on one decision."""

    street: str
    chosen: str
    best: str
    gave_up: float
    hand: int = 0

    @property
    def right(self) -> bool:
        return self.gave_up <= TOLERANCE


@dataclass
class Trainer:
    """The session's score: decisions judged, how many took the best choice, the EV given up."""

    decisions: int = 0
    best_taken: int = 0
    given_up: float = 0.0
    last: Verdict | None = None
    history: list[Verdict] = field(default_factory=list)

    def score(self, choices: Choices, action: str) -> Verdict:
        """Judge the player's ``action`` at the decision ``choices`` describes; keep the score."""
        lost = choices.gave_up(action)
        verdict = Verdict(choices.street, action, choices.best, lost, choices.hand)
        if verdict.right:
            verdict = Verdict(choices.street, action, action, 0.0, choices.hand)
            self.best_taken += 1
        self.decisions += 1
        self.given_up += verdict.gave_up
        self.last = verdict
        self.history.append(verdict)
        return verdict

    @property
    def share_best(self) -> float:
        """The share of decisions that took the best choice (1.0 before any)."""
        return self.best_taken / self.decisions if self.decisions else 1.0

    def reset(self) -> None:
        self.decisions = self.best_taken = 0
        self.given_up = 0.0
        self.last = None
        self.history.clear()
