"""Video poker's grid of hands (issue 17): before the draw every extra hand is alike, so one is
drawn and copied to the other cells; the picture is the one drawing each hand gives."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.games.video_poker import demo as vp_demo
from scenes.games.video_poker.table import VideoPokerTable
from scenes.table.layout import demo_seed


@pytest.mark.parametrize("hands", [5, 10, 25, 100])
def test_the_copied_grid_is_the_grid_drawn_hand_by_hand(app: App, hands: int) -> None:
    table = VideoPokerTable(app, seed_source=demo_seed(f"grid-{hands}"))
    app.open_tables.append(table)
    app.manager.push(table)
    vp_demo.demo_hands(table, hands)
    table.deal()
    table.player.flush()
    rnd = table.round
    assert rnd is not None
    rnd.toggle_hold(0)
    rnd.toggle_hold(3)
    grid = table.grid
    grid.rebuild(table, hands - 1)
    copied = pygame.image.tobytes(grid.surface, "RGBA")
    grid.surface.fill((0, 0, 0, 0))
    for i in range(hands - 1):
        grid.draw_hand(table, i)
    assert pygame.image.tobytes(grid.surface, "RGBA") == copied
    assert len(set(copied)) > 2, "the grid shows cards"
