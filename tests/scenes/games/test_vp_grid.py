"""Video poker's grid of hands (issue 17): before the draw every extra hand is alike, so one is
drawn and copied to the other cells; the picture is the one drawing each hand gives. The pay
table is kept as a picture and drawn again when what it shows changes."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.games.video_poker import demo as vp_demo
from scenes.games.video_poker.table import VideoPokerTable
from scenes.table.layout import demo_seed
from scenes.ui import gfx


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


def _layer(table: VideoPokerTable) -> bytes:
    canvas = pygame.Surface(gfx.LOGICAL_SIZE)
    table.view.draw_layer(canvas)
    return pygame.image.tobytes(canvas, "RGB")


def test_the_kept_pay_table_follows_what_it_shows(app: App) -> None:
    kept = VideoPokerTable(app, seed_source=demo_seed("pays"))
    vp_demo.demo_hands(kept, 10)
    first = _layer(kept)
    assert _layer(kept) == first  # laid again from the kept picture: the same pixels
    vp_demo.demo_hands(kept, 100, "double-double-bonus")  # another value, hand count and table
    again = _layer(kept)
    fresh = VideoPokerTable(app, seed_source=demo_seed("pays"))
    vp_demo.demo_hands(fresh, 100, "double-double-bonus")
    assert again != first and again == _layer(fresh)


def test_a_grid_rebuilt_to_show_what_it_shows_draws_nothing(app: App) -> None:
    """Issue 27 (a frame costs what changed): after the draw is shown hand by hand, the rebuild
    the new holds ask for finds every hand as it is: the grid's pixels and version stay, so the
    layer lays nothing again; what a rebuild from scratch draws is the same picture."""
    table = VideoPokerTable(app, seed_source=demo_seed("grid-kept"))
    app.open_tables.append(table)
    app.manager.push(table)
    vp_demo.demo_hands(table, 10)
    table.deal()
    table.player.flush()
    table._refresh_grid()
    rnd = table.round
    assert rnd is not None
    for p in (0, 3):
        rnd.toggle_hold(p)
    table.draw_hands((0, 3), trainer=False)
    table.show_whole_draw()  # each extra hand drawn into the grid in turn
    grid = table.grid
    version, shown = grid.version, pygame.image.tobytes(grid.surface, "RGBA")
    table._refresh_grid()  # the holds changed the grid's key
    assert grid.version == version
    grid._look = None  # from scratch
    table._grid_key = None
    table._refresh_grid()
    assert grid.version != version and pygame.image.tobytes(grid.surface, "RGBA") == shown
    assert len(set(shown)) > 2, "the grid shows cards"
