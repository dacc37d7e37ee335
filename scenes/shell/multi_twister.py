"""A Twister tournament large in the multi-table view's focused slot, playable as on its own.

The tournament's own table (scenes/games/twister/table.py) with two of its public actions
answered by the view: TWISTER LOBBY opens the Twister room over the view, ALL TABLES (Tab)
moves the focus to the slot waiting longest; closing a finished tournament takes it out of
the view (no scene to pop: the view holds it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, runtime_checkable

from scenes.games.twister.table import TwisterTableScene

if TYPE_CHECKING:
    from gamelib.games.twister.table import TwisterTable
    from scenes.games.twister.scene import TwisterScene
    from scenes.ui.context import AppContext


@runtime_checkable
class SlotsView(Protocol):
    """The multi-table view as a slot's own scene asks it (``multi_table.MultiTableScene``)."""

    def focus_longest_waiting(self) -> bool:
        """Focus the slot that has waited longest for the player; False when none waits."""
        ...


class GridTournamentScene(TwisterTableScene):
    """A tournament in the focused slot of the multi-table view."""

    name = "multi-tournament"

    def __init__(self, app: AppContext, hub: TwisterScene, table: TwisterTable) -> None:
        super().__init__(app, hub, table)
        self.cards_in_place = True  # focused mid-hand: its cards lie where they are
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
        if isinstance(view, SlotsView):
            view.focus_longest_waiting()
