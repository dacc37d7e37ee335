"""Who is seated: the app's open house tables and Twister tournaments, counted as
:mod:`gamelib.seating` counts them, and why nothing more may be added. Read by the lobby, the
multi-table view and a game's own screen (Twister's START), so none of them imports another.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from gamelib.seating import MAX_TABLES, Seating
from scenes.ui.dialog import error_text

if TYPE_CHECKING:
    from scenes.ui.context import AppContext


def is_house_table(scene: object) -> bool:
    """A house game's table (TableScene), told without importing the tables at start."""
    return hasattr(scene, "session") and hasattr(scene, "decision_options")


def twister_hub(app: AppContext) -> Any | None:
    """The open Twister room scene (it keeps the tournaments), None when Twister is not open."""
    for scene in app.open_tables:
        if hasattr(scene, "room") and getattr(scene, "game_id", None) == "twister":
            return scene
    return None


def house_tables(app: AppContext) -> list[Any]:
    """The open house tables (``scenes.table.base.TableScene``), at most MAX_TABLES."""
    found: list[Any] = [t for t in app.open_tables if is_house_table(t)]
    return found[:MAX_TABLES]


def seating_of(app: AppContext) -> Seating:
    """What is open now, as gamelib.seating counts it."""
    hub = twister_hub(app)
    tournaments = len(hub.room.playing()) if hub is not None else 0
    return Seating(tables=len(house_tables(app)), tournaments=tournaments)


def slot_count(app: AppContext) -> int:
    """The multi-table view's slots: the house tables and the tournaments in the Twister grid."""
    hub = twister_hub(app)
    return len(house_tables(app)) + (len(hub.room.running()) if hub is not None else 0)


def refusals(app: AppContext) -> list[str]:
    """Why nothing more can be added: one sentence for each kind that is full."""

    seating = seating_of(app)
    found = [seating.refusal(kind) for kind in ("table", "tournament")]
    return [error_text(r.error(), app.lang) for r in found if r is not None]
