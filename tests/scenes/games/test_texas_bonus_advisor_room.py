"""Texas Hold'em Bonus at a larger UI scale with the ADVISOR (and the trainer) on: the panel
right of the player's cards keeps clear of the player's hand name under them, however long
('Doppia coppia, Fanti e Sette'), and of every card; it never rises over the board."""

from __future__ import annotations

import pytest
from helpers import scale

from scenes.games.texas_bonus import demo as thb_demo
from scenes.games.texas_bonus.table import BOARD_EDGE, TexasBonusTable

app = scale.app_fixture()


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}])
@pytest.mark.parametrize("state", ["advisor-preflop", "advisor-turn", "advisor-trainer"])
def test_the_advisor_keeps_clear_of_the_hand_name_and_the_cards(app, lang, settings, state):
    table = scale.table_settled_in_demo_state(app, TexasBonusTable, thb_demo, state, lang, **settings)
    panel = table.advisor.drawn
    assert panel is not None and panel.top >= BOARD_EDGE
    for name in table.shown_hand_names().values():
        assert not panel.colliderect(name), (panel, name, table.hand_labels["player"].text)
    for key, sprite in table.cards.items():
        assert not panel.colliderect(sprite.rect), (key, panel, sprite.rect)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_long_hand_name_under_the_advisor(app, lang):
    """A two pair's long name reaches under the panel's column: the panel ends above it."""
    table = scale.table_settled_in_demo_state(app, TexasBonusTable, thb_demo, "advisor-turn", lang, ui_scale=150)
    label = table.hand_labels["player"]
    label.text = "Doppia coppia, Fanti e Sette" if lang == "it" else "Two Pair, Queens and Sevens"
    table.view.invalidate()
    app.step([], 0.1)
    panel, plate = table.advisor.drawn, table.shown_hand_names()["player"]
    assert panel is not None and plate.right > panel.left
    assert not panel.colliderect(plate), (panel, plate)
