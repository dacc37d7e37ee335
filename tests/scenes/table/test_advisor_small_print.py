"""The ADVISOR's small print: a table short of room at a larger scale may leave out the note
under exact values ('Exact values in antes, every card counted'), never an estimate's note."""

from __future__ import annotations

import pytest
from helpers.scene_app import open_table, table_app

from gamelib.trainer import Choices
from scenes.games.texas_bonus.table import TexasBonusTable


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False, advisor="on") as a:
        yield a


@pytest.mark.parametrize("error,kept", [(0.0, False), (0.05, True)])
def test_only_an_exact_values_note_is_left_out(app, error, kept):
    table = open_table(app, TexasBonusTable, listed=False)
    panel = table.advisor
    panel.choices = [Choices("preflop", {"play": 0.4, "fold": -1.0}, error=error)]
    with_note = [left for left, *_ in panel._lines(True, False, 300)]
    panel.note = False
    without = [left for left, *_ in panel._lines(True, False, 300)]
    note = [line for line in with_note if line not in without]
    assert (without == with_note) is kept
    assert kept or note  # exact values: the note goes
