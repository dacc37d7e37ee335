"""The pills under a house table's bet spots (the stake, the result's tag) sit on the felt, clear of
its printed gold edge (the rail's top), at 100 % and at a larger scale, in English and Italian. Seen
under Xvfb (session 12): they lay across the gold edge, half on the rail."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import open_table, table_app

from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.table.controls import ChipSpots
from scenes.table.spot_results import SpotTag, draw_spot_tags

#: px of felt at least between what a spot draws and the printed edge
CLEAR = 6


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a


def _lowest_ink(surface: pygame.Surface) -> int:
    """The row under the lowest pixel drawn on a clear ``surface``."""
    return surface.get_bounding_rect().bottom


@pytest.mark.parametrize("cls", [TexasBonusTable, CasinoHoldemTable, HeadsUpTable])
@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("scale", [100, 150])
def test_pills_under_the_spots_stay_on_the_felt(app, cls, lang, scale):
    app.update_settings(language=lang, ui_scale=scale)
    table = open_table(app, cls, listed=False)
    controls = table.controls
    assert isinstance(controls, ChipSpots) and controls.spots
    edge = table.RAIL_Y
    for name, spot in controls.spots.items():
        spot.amount = lambda: 123_456  # € 1,234.56: a wide pill
        drawn = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        spot.draw(drawn)
        assert _lowest_ink(drawn) <= edge - CLEAR, (name, _lowest_ink(drawn), edge)
        tagged = pygame.Surface((1920, 1080), pygame.SRCALPHA)
        draw_spot_tags(tagged, {name: spot}, {name: SpotTag(f"{app.tr('table.outcome.win')} € 1.234,56", "win")})
        assert 0 < _lowest_ink(tagged) <= edge - CLEAR, (name, _lowest_ink(tagged), edge)
