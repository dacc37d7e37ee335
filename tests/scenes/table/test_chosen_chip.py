"""The chosen chip is kept per game (issue 28): a table of the game opened again starts with the
chip the player chose there, another game with its own."""

from __future__ import annotations

import pytest
from helpers.scene_app import table_app

from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path) as a:
        yield a


def test_the_chip_chosen_at_a_game_is_kept_for_its_next_table(app):
    first = HeadsUpTable(app)
    default = first.controls.rack.selected
    first.controls.rack.selected = 2500
    first.leave_table(pop=False)
    assert HeadsUpTable(app).controls.rack.selected == 2500
    assert TexasBonusTable(app).controls.rack.selected == default  # another game: its own


def test_another_app_starts_afresh(app, tmp_path):
    table = HeadsUpTable(app)
    table.controls.rack.selected = 2500
    table.leave_table(pop=False)
    with table_app(tmp_path / "other") as other:
        assert HeadsUpTable(other).controls.rack.selected != 2500
