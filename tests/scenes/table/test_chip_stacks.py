"""Chips as stacks (issue 28): € 27 is 25 + 1 + 1 on its spot, a payout slides to the balance
as its stack and lost chips are swept as theirs, each with a shadow."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import table_app
from helpers.table_fixture import table_fixture

from gamelib.events import BetSettled, Outcome
from scenes.games.heads_up.table import HeadsUpTable
from scenes.table.chip_stacks import FlyingStack
from scenes.ui.widgets.chips import chip_stack


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path) as a:
        a.update_settings(animation_speed="normal")
        yield a


table = table_fixture(HeadsUpTable, "chip-stacks")


def test_27_euros_stack_as_25_1_1():
    assert chip_stack(2700, (10, 50, 100, 500, 2500, 10_000)) == [2500, 100, 100]


def test_a_payout_slides_as_its_stack_and_a_loss_is_swept_as_its(app, table):
    table.show_bet_settled(BetSettled("ante", 500, 2700, Outcome.WIN))
    table.show_bet_settled(BetSettled("trips", 100, 0, Outcome.LOSE))
    stacks = [s for s in table.flying if isinstance(s, FlyingStack)]
    assert [s.amount for s in stacks] == [2700, 100]
    frame = pygame.Surface((1920, 1080))
    for _ in range(20):  # they fly off and land
        table.update(0.05)
        table.draw(frame)
    assert not table.flying
