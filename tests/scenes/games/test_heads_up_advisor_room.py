"""Heads Up at a larger UI scale with the ADVISOR (and the trainer) on: the panel beside the
player's cards keeps clear of a long hand name's plate under them ('Two Pair, Nines and
Threes', 'Doppia coppia, Nove e Tre') and of every card: it leaves out its small print, and
only the tallest (the Italian trainer) may end with its empty lower corner under the plate."""

from __future__ import annotations

import pytest
from helpers import scale

from scenes.games.heads_up import demo as heads_up_demo
from scenes.games.heads_up.table import BOARD_EDGE, HeadsUpTable

app = scale.app_fixture()


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}])
@pytest.mark.parametrize("state", ["advisor-river", "advisor-trainer"])
def test_the_advisor_keeps_clear_of_the_hand_name_and_the_cards(app, lang, settings, state):
    table = scale.table_settled_in_demo_state(app, HeadsUpTable, heads_up_demo, state, lang, **settings)
    panel = table.advisor.drawn
    plate = table.shown_hand_names()["player"]
    assert panel is not None and "," in table.hand_labels["player"].text  # a long name: two pair
    assert plate.left < panel.right  # it reaches under the panel's column …
    overlap = panel.clip(plate)
    if state == "advisor-trainer" and lang == "it":  # the tallest: up to the board, its corner may
        assert panel.top == BOARD_EDGE + 6 and overlap.h <= 12 and overlap.w <= 120  # pass under the plate
    else:
        assert not overlap, (panel, plate)  # … and the panel ends above it
    for key, sprite in table.cards.items():
        assert not panel.colliderect(sprite.rect), (key, panel, sprite.rect)
