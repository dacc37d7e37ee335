"""The screenshots' four tables in the multi-table view, for the tests of tables side by side."""

from __future__ import annotations

from helpers import scene_app
from scenes.showcase import catalogue
from scenes.showcase.multi_table import multi_states
from scenes.table import registry as tables


def four_tables_one_waiting(app) -> object:
    """The screenshots' four tables (betting, waiting for a decision, two results), at rest
    after six seconds of fake time."""
    classes = [(g, c) for g in tables.lobby_games() if (c := tables.scene_class(g)) is not None]
    dict(multi_states(app, classes))["multi_table_4_waiting"]()
    catalogue.settle(app)
    view = app.manager.top
    scene_app.run(app, 6.0)  # fake time: the result banners shown and gone
    return view
