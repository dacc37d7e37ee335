"""Memory at the tables (issue 17): tables of one game share their felt, and a table covered by
the lobby or by another tab lets its layers go, drawing the same pixels when it shows again."""

from __future__ import annotations

import pygame

from gamelib.ledger import Wallet
from scenes.app import App
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.ui import gfx


def _app(tmp_path) -> App:
    pygame.init()
    return App(tmp_path, wallet=Wallet.in_memory(), headless=True)


def test_two_tables_of_one_game_share_one_felt(tmp_path):
    app = _app(tmp_path)
    first, second = TexasBonusTable(app), TexasBonusTable(app)
    assert first.view.background() is second.view.background()


def test_a_table_drawn_over_lets_the_one_before_go_and_draws_the_same_again(tmp_path):
    app = _app(tmp_path)
    first, second = TexasBonusTable(app), TexasBonusTable(app)
    canvas = pygame.Surface(gfx.LOGICAL_SIZE)
    first.draw(canvas)
    before = pygame.image.tobytes(canvas, "RGB")
    assert first.view._layer is not None
    second.draw(canvas)
    assert first.view._layer is None and first.view._background is None
    assert second.view._layer is not None
    first.draw(canvas)
    assert pygame.image.tobytes(canvas, "RGB") == before
    assert second.view._layer is None


def test_a_table_covered_by_the_lobby_lets_its_layers_go(tmp_path):
    app = _app(tmp_path)
    table = TexasBonusTable(app)
    app.open_tables.append(table)
    app.open_scene(table, None)
    table.draw(pygame.Surface(gfx.LOGICAL_SIZE))
    assert table.view._layer is not None
    app.open_lobby()
    assert table.view._layer is None and table.view._background is None
