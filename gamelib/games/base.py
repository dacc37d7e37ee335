"""The shape every table game's round has, so the session, history, verify, the
simulator and the screens handle all games the same way.

A round is built from its stakes (bets taken at the deal), its seed and its config
(pay table, number of hands …), then ``start()`` deals. Decisions go through one
three-form API, as in pokerkit:

- ``verify(action, **params)`` raises :class:`IllegalActionError` with the reason;
- ``can(action, **params)`` answers yes or no;
- ``act(action, **params)`` acts and returns the events the screen animates.

Every decision is recorded, so ``replay(definition, record, seed)`` rebuilds the round
exactly (``python main.py verify``). An illegal action changes nothing.

A game module implements ``_start()``, ``legal_actions()``, ``_verify_<action>`` and
``_do_<action>`` for each action name, ``_stake_for()`` (what a decision would stake, so
``stake_for`` answers without playing it), ``default_action()`` and ``_snapshot()``; it calls
``_stake(spot, amount)`` when a decision puts money on a spot and ``_settle(spot, paid,
outcome, line)`` for each bet's result, then ``_finish()``.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

from gamelib.cards import Deck, round_deck, seed_commitment
from gamelib.errors import IllegalActionError
from gamelib.events import BetSettled, Event, Outcome, PhaseChanged, RoundOver, StakePlaced
from gamelib.games.definition import GameDefinition as GameDefinition  # what a game registers

Action = tuple[str, dict[str, Any]]
_PLAIN = (str, int, float, bool, type(None))


def _copied(value: Any) -> Any:
    """A deep copy of a decision's details: plain dicts, lists and values copied here (
    ``copy.deepcopy``'s dispatch was a tenth of a replayed video-poker round in ``verify``),
    anything else by ``copy.deepcopy``."""
    kind = type(value)
    if kind is dict:
        return {k: _copied(v) for k, v in value.items()}
    if kind is list:
        return [_copied(v) for v in value]
    return value if kind in _PLAIN else copy.deepcopy(value)


class GameRound(ABC):
    """One round of a table game against the house."""

    game_id: ClassVar[str] = ""

    def __init__(self, stakes: Mapping[str, int], seed: bytes, config: Mapping[str, Any] | None = None,
                 deck: Deck | None = None) -> None:
        self.seed = seed
        self.seed_hash = seed_commitment(seed)
        self.config: dict[str, Any] = dict(config or {})
        self.initial_stakes: dict[str, int] = {k: int(v) for k, v in stakes.items() if v}
        self._stakes: dict[str, int] = dict(self.initial_stakes)
        self.deck = deck if deck is not None else round_deck(seed)
        self.decisions: list[dict[str, Any]] = []
        self.results: list[BetSettled] = []
        self.operations: list[Event] = []
        self.started = False
        self.is_over = False
        self.phase: str = "betting"

    # --- the three-form action API ------------------------------------------------------
    @abstractmethod
    def legal_actions(self) -> tuple[str, ...]:
        """The actions the player may take now (empty when waiting on nothing)."""

    @abstractmethod
    def default_action(self) -> Action | None:
        """The action a timeout (or leaving mid-round) takes now; None when the round is over."""

    def verify(self, action: str, **params: Any) -> None:
        if not self.started:
            raise IllegalActionError("The cards have not been dealt yet.", key="error.not_dealt")
        if self.is_over:
            raise IllegalActionError("This round is over.", key="error.round_over")
        if action not in self.legal_actions():
            raise IllegalActionError(f"'{action}' is not possible now.", key="error.illegal_now",
                                     action=action)
        check = getattr(self, f"_verify_{action.replace('-', '_')}", None)
        if check is not None:
            check(**params)
        elif params:
            raise IllegalActionError(f"'{action}' takes no details.", key="error.bad_params")

    def can(self, action: str, **params: Any) -> bool:
        try:
            self.verify(action, **params)
        except (IllegalActionError, TypeError):
            return False
        return True

    def act(self, action: str, **params: Any) -> list[Event]:
        """Take a decision; returns its events. Raises and changes nothing if illegal."""
        try:
            self.verify(action, **params)
        except TypeError as exc:  # wrong parameter names
            raise IllegalActionError(f"'{action}' was given details it does not take.",
                                     key="error.bad_params") from exc
        self.decisions.append({"action": action, "params": _copied(params)} if params
                              else {"action": action})
        events: list[Event] = []
        self._events = events
        getattr(self, f"_do_{action.replace('-', '_')}")(**params)
        self.operations.extend(events)
        return events

    def start(self) -> list[Event]:
        """Deal the round's first cards."""
        if self.started:
            raise IllegalActionError("This round has already been dealt.", key="error.already_dealt")
        self.started = True
        events: list[Event] = []
        self._events = events
        self._start()
        self.operations.extend(events)
        return events

    def stake_for(self, action: str, **params: Any) -> int:
        """What taking ``action`` now would put on the table, in cents (0 when the decision
        stakes nothing) — asked of the round, never played on a copy (as pokerkit's state
        answers ``checking_or_calling_amount``). Raises as ``act`` would when it is illegal."""
        try:
            self.verify(action, **params)
        except TypeError as exc:  # wrong parameter names
            raise IllegalActionError(f"'{action}' was given details it does not take.",
                                     key="error.bad_params") from exc
        return self._stake_for(action, **params)

    @abstractmethod
    def _stake_for(self, action: str, **params: Any) -> int:
        """The stake of a decision already verified legal (what its ``_do_`` will ``_stake``)."""

    def play_defaults(self) -> list[Event]:
        """Finish the round with the default decisions (timeout, leaving mid-round)."""
        events: list[Event] = []
        while not self.is_over:
            default = self.default_action()
            if default is None:
                break
            name, params = default
            events.extend(self.act(name, **params))
        return events

    # --- helpers for the game modules ---------------------------------------------------
    _events: list[Event]

    @abstractmethod
    def _start(self) -> None: ...

    def _emit(self, *events: Event) -> None:
        self._events.extend(events)

    def _set_phase(self, phase: str) -> None:
        self.phase = phase
        self._emit(PhaseChanged(str(phase)))

    def _stake(self, spot: str, amount: int) -> None:
        if amount <= 0:
            return
        self._stakes[spot] = self._stakes.get(spot, 0) + amount
        self._emit(StakePlaced(spot, amount))

    def _settle(self, spot: str, paid: int, outcome: Outcome, line: str = "") -> None:
        result = BetSettled(spot, self._stakes.get(spot, 0), paid, outcome, line)
        self.results.append(result)
        self._emit(result)

    def _finish(self) -> None:
        self.is_over = True
        self._emit(RoundOver(self.total_staked, self.total_paid))

    # --- money ----------------------------------------------------------------------------
    def stakes(self) -> dict[str, int]:
        """Everything staked so far, by spot (initial bets plus decisions)."""
        return dict(self._stakes)

    @property
    def total_staked(self) -> int:
        return sum(self._stakes.values())

    def payouts(self) -> dict[str, int]:
        """What each spot returned (stake included when won or pushed); after the round."""
        out: dict[str, int] = {}
        for r in self.results:
            out[r.spot] = out.get(r.spot, 0) + r.paid
        return out

    @property
    def total_paid(self) -> int:
        return sum(r.paid for r in self.results)

    @property
    def net(self) -> int:
        return self.total_paid - self.total_staked

    # --- history --------------------------------------------------------------------------
    def _snapshot(self) -> dict[str, Any]:
        """Game-specific cards and hand names for history (JSON-able)."""
        return {}

    def record(self) -> dict[str, Any]:
        """Everything history, ROUND DETAIL and verify need, as plain JSON data."""
        return {
            "game": self.game_id,
            "config": self.config,
            "stakes": self.initial_stakes,
            "decisions": self.decisions,
            "results": [
                {"spot": r.spot, "stake": r.stake, "paid": r.paid, "outcome": str(r.outcome),
                 "line": r.line} for r in self.results
            ],
            "total_staked": self.total_staked,
            "total_paid": self.total_paid,
            **self._snapshot(),
        }


RoundFactory = Callable[..., GameRound]


def replay(definition: GameDefinition, record: Mapping[str, Any], seed: bytes) -> GameRound:
    """Rebuild a round from its record and revealed seed (the verify command)."""
    rnd = definition.new_round(dict(record.get("stakes", {})), seed, dict(record.get("config", {})))
    rnd.start()
    decisions: Sequence[Mapping[str, Any]] = record.get("decisions", [])
    for d in decisions:
        rnd.act(d["action"], **dict(d.get("params", {})))
    return rnd
