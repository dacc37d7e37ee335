"""Video poker's VALUE box at a larger UI scale: the amount keeps felt between it and the box's
edges for every value step (at 150 % "€ 5,00" met both edges: 5 px inside a 136 px box)."""

from __future__ import annotations

import pytest
from helpers import scale

from gamelib.games.video_poker.bets import VALUE_STEPS
from scenes.games.video_poker.table import VideoPokerTable
from scenes.showcase import scale_check

app = scale.app_fixture()

CLEAR = 8  # px of the box each side of the amount's ink


@scale.in_both_languages
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True},
                                      {"ui_scale": 100}], ids=["150", "125+larger", "100"])
def test_the_value_keeps_clear_of_its_boxs_edges(app, lang, settings):
    table = scale.table_at(app, VideoPokerTable, lang, **settings)
    for value in (VALUE_STEPS[0], VALUE_STEPS[-1]):
        table.bets.value = value
        texts = scale_check.record(lambda: table.draw(app.canvas))  # noqa: B023 - drawn now
        box = table.controls.value_box
        inks = [t.ink for t in texts if t.s == app.money(value) and box.collidepoint(t.ink.center)]
        assert len(inks) == 1, (value, inks)
        assert box.inflate(-2 * CLEAR, 0).contains(inks[0]), (value, box, inks[0])
