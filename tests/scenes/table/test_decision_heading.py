"""The rail's MAKE YOUR DECISION heading keeps clear of the bet spots' amounts that hang over
the rail's edge: at 100 % Texas Hold'em Bonus's FLOP amount touched the heading."""

from __future__ import annotations

import pygame
import pytest
from helpers import scale

from scenes.games.heads_up import demo as heads_up_demo
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus import demo as texas_demo
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.ui import gfx

app = scale.app_fixture()

CLEAR = 10


def amount_pills(table) -> list[pygame.Rect]:  # noqa: ANN001 - a house table
    """Where each staked spot's amount pill lies (as BetSpot.draw places it at 100 %)."""
    out = []
    for name, (cx, cy) in table.SPOTS.items():
        amount = table.controls.spot_amount(name)
        if amount > 0:
            words = gfx.text(table.app.money(amount), 22, gfx.WHITE, "bold")
            out.append(words.get_rect(midtop=(cx, cy + table.SPOT_RADIUS + 10)).inflate(20, 8))
    return out


@scale.in_both_languages
@pytest.mark.parametrize(("cls", "demo", "state"), [(TexasBonusTable, texas_demo, "flop"),
                                                    (HeadsUpTable, heads_up_demo, "flop")],
                         ids=["texas", "heads-up"])
def test_the_heading_stands_clear_of_the_spots_amounts(app, lang, cls, demo, state):
    table = scale.table_in_demo_state(app, cls, demo, state, lang)
    texts = scale.recorded(app, table, ui_scale=100)
    heading = next(t.ink for t in texts if t.s == app.tr("table.make_decision"))
    pills = amount_pills(table)
    assert pills
    for pill in pills:
        if pill.right > heading.left and pill.left < heading.right:
            assert heading.top - pill.bottom >= CLEAR, (pill, heading)
