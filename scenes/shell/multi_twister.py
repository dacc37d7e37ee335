"""A Twister tournament large in the multi-table view's focused slot, playable as on its own.

The tournament's own table (scenes/games/twister/table.py) with two of its public actions
answered by the view: TWISTER LOBBY opens the Twister room over the view, ALL TABLES (Tab,
always on here) moves the focus to the next slot waiting for the player, of any game, else to
the next slot; closing a finished tournament takes it out of
the view (no scene to pop: the view holds it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from scenes.games.twister.table import TwisterTableScene

if TYPE_CHECKING:
    from gamelib.games.twister.table import TwisterTable
    from scenes.games.twister.scene import TwisterScene
    from scenes.ui.context import AppContext


@runtime_checkable
class SlotsView(Protocol):
    """The multi-table view as a slot's own scene asks it (``multi_table.MultiTableScene``)."""

    def slots(self) -> Sequence[Any]:
        """The open slots in order (tables, then tournaments)."""
        ...

    def is_waiting(self, slot: Any) -> bool:
        """The slot waits for the player."""
        ...

    def focus_number(self, n: int) -> bool:
        """Focus the n-th slot (1-based)."""
        ...

    @property
    def focused(self) -> object:
        """The scene shown whole in the focused slot."""
        ...


class GridTournamentScene(TwisterTableScene):
    """A tournament in the focused slot of the multi-table view."""

    name = "multi-tournament"
    asks_after_bust = False  # in a slot the opponents play on at once (as SKIP TO RESULT)

    def __init__(self, app: AppContext, hub: TwisterScene, table: TwisterTable) -> None:
        super().__init__(app, hub, table)
        self.cards_in_place = True  # focused mid-hand: its cards lie where they are

    def _build(self) -> None:
        """As the table's own, with ALL TABLES (Tab) always on: in the view it moves the focus to
        the next table waiting, of any game, or else to the next slot."""
        super()._build()
        self.top_buttons[2].enabled = True

    def close(self) -> None:
        """TWISTER LOBBY: the Twister room over the view (its tournaments keep their slots)."""
        manager = self.app.manager
        if self.hub in manager.stack:
            manager.pop_to(self.hub)
        else:
            self.app.open_scene(self.hub)

    def acknowledge(self) -> None:
        """CLOSE on a finished tournament: it leaves the view's slots."""
        self.table.acknowledged = True

    def next_waiting(self) -> None:
        view = self.app.manager.find(SlotsView)
        if not isinstance(view, SlotsView):
            return
        slots = list(view.slots())
        mine = next((k for k, s in enumerate(slots) if getattr(s, "tournament", None) is self.table), -1)
        after = [slots[(mine + k) % len(slots)] for k in range(1, len(slots))] if slots else []
        target = next((s for s in after if view.is_waiting(s)), after[0] if after else None)
        if target is not None:  # the next slot waiting for the player, else simply the next one
            view.focus_number(slots.index(target) + 1)
