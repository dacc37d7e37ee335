"""The card places' names and LIMITS printed on the felt are parts of a table's layer keyed by all they
show (issue 27): a layer recorded again (a card landing, a message, the rail, the bar) records them again
only when a name shows or goes, or LIMITS changes; each frame equals it drawn whole."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import scene_app
from helpers.kept_frames import same_as_whole

from scenes.showcase import table_demos
from scenes.table import registry as tables
from scenes.table import view as table_view
from scenes.ui.canvas import Canvas, Drawing

FRAME = 1 / 60


def _parts_recorded(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What drew each part of a table's layer recorded, from now on (its owner's class and name)."""
    names: list[str] = []
    record = table_view.recorded

    def kept(canvas: Canvas, draw: Any) -> list[Drawing]:
        func = getattr(draw, "func", draw)
        owner = getattr(func, "__self__", None)
        names.append(f"{type(owner).__name__}.{getattr(func, '__name__', '')}")
        return record(canvas, draw)

    monkeypatch.setattr(table_view, "recorded", kept)
    return names


@pytest.mark.parametrize("game", ["texas-holdem-bonus", "casino-holdem", "heads-up-holdem"])
def test_a_deal_records_the_card_places_names_only_when_one_shows_and_never_limits(tmp_path, monkeypatch, game):
    """Fails on the old code: every recording of the layer during the deal recorded the card places'
    names and LIMITS again, each as often as the layer was (5-7 times in the deal's first five seconds, for
    2-4 names showing)."""
    with scene_app.native_app(tmp_path, (3840, 2160), animation_speed="normal") as app:
        table = scene_app.open_table(app, tables.scene_class(game), "card places kept")
        table_demos.demo_bets(table)
        app.step([], FRAME)
        names = _parts_recorded(monkeypatch)
        table.deal()
        layers = shown = 0
        named = frozenset(k[0] for k in table.cards)
        for _ in range(300):  # fake time: five seconds of the deal
            before = len(names)
            app.step([], FRAME)
            if len(names) > before:
                layers += 1
            now = frozenset(k[0] for k in table.cards)
            if now != named:
                shown += 1
                named = now
                same_as_whole(app)
        assert layers >= 3, "the layer was recorded again during the deal"
        assert 1 <= names.count("TableView._draw_card_places") <= shown
        assert names.count("LimitsPanel.draw") == 0
        same_as_whole(app)
