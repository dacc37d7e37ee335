"""What a table's parts read, and the commands they send, instead of the whole table.

A part is given the table typed as the narrow view it needs — :class:`DecisionTable` for the
decision bar, :class:`AdvisedTable` for the ADVISOR — so it reads only what it draws and sends
only its commands (``decide(action)``); it never reaches through the table into the session,
the event player or another part. :class:`TableReads` is how ``TableScene`` answers them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from gamelib.events import Event
    from gamelib.games.base import GameRound
    from gamelib.session import TableSession
    from scenes.table.events import EventPlayer
    from scenes.table.layout import Decision
    from scenes.ui.context import AppContext


class Rail(Protocol):
    """Where the rail's parts stand (logical px at 100 %)."""

    @property
    def CONTROLS_X(self) -> int: ...  # noqa: N802  (the table's constants, read-only here)

    @property
    def CONTROLS_Y(self) -> int: ...  # noqa: N802

    @property
    def CONTROL_W(self) -> int: ...  # noqa: N802

    @property
    def CONTROL_H(self) -> int: ...  # noqa: N802

    @property
    def CONTROL_GAP(self) -> int: ...  # noqa: N802

    @property
    def RAIL_Y(self) -> int: ...  # noqa: N802


class DecisionTable(Rail, Protocol):
    """The decision bar's view of its table and its one command."""

    @property
    def app(self) -> AppContext: ...

    @property
    def in_round(self) -> bool:
        """A round is in play."""
        ...

    @property
    def cards_moving(self) -> bool:
        """The deal is still being shown (decisions wait for it)."""
        ...

    def decision_options(self) -> Sequence[Decision]: ...

    def can_decide(self, action: str, **params: Any) -> bool: ...

    def decide(self, action: str, **params: Any) -> object:
        """Take a decision of the round in play."""
        ...


class AdvisedTable(Protocol):
    """The ADVISOR's view of its table: the settings, the round at its decision, the felt."""

    @property
    def SPOTS(self) -> Mapping[str, tuple[int, int]]: ...  # noqa: N802  (read-only here)

    @property
    def SPOT_RADIUS(self) -> int: ...  # noqa: N802

    @property
    def app(self) -> AppContext: ...

    @property
    def in_round(self) -> bool: ...

    @property
    def cards_moving(self) -> bool: ...

    @property
    def current_round(self) -> GameRound | None: ...

    def action_label(self, action: str) -> str: ...


class TableReads:
    """The reads and commands ``TableScene`` gives its parts (over its session and player)."""

    session: TableSession
    player: EventPlayer

    @property
    def in_round(self) -> bool:
        return self.session.in_round

    @property
    def cards_moving(self) -> bool:
        return self.player.busy

    @property
    def current_round(self) -> GameRound | None:
        return self.session.round

    def can_decide(self, action: str, **params: Any) -> bool:
        return self.session.can_act(action, **params)

    def decide(self, action: str, **params: Any) -> list[Event]:
        return self.act(action, **params)

    def act(self, action: str, **params: Any) -> list[Event]:
        raise NotImplementedError  # TableScene's
