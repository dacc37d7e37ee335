"""Memory at the tables (issue 17): tables of one game share their felt, and a table covered by
the lobby or by another tab lets its layers go, drawing the same pixels when it shows again."""

from __future__ import annotations

import pygame

from gamelib.ledger import Wallet
from scenes.app import App
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.table.layout import TEXT_FLOOR
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


def test_the_kept_layer_is_the_layer_drawn_afresh_through_a_video_poker_draw(tmp_path):
    """The layer's key misses nothing: at video poker (no decision bar, so the event player
    finishing draws nothing again) every frame's kept layer is the one drawn from scratch."""
    from gamelib.games.video_poker.strategy import default_hold
    from scenes.games.video_poker import demo as vp_demo
    from scenes.games.video_poker.table import VideoPokerTable

    app = _app(tmp_path)
    table = VideoPokerTable(app)
    app.open_tables.append(table)
    app.open_scene(table, None)
    vp_demo.demo_hands(table, 10)
    table.deal()
    rebuilt, frames = [], 0
    for n in range(240):  # a fake clock: 1/60 s a frame
        if n == 60:
            rnd = table.round
            assert rnd is not None
            table.act("draw", holds=list(default_hold(rnd.paytable, rnd.dealt)))
        key = table.view._layer_key
        app.step([], 1 / 60)
        rebuilt.append(table.view._layer_key != key)
        fresh = pygame.Surface(gfx.LOGICAL_SIZE)
        with gfx.text_floor(TEXT_FLOOR):  # as the table draws
            table.view.draw_layer(fresh)
        assert table.view._layer is not None
        assert pygame.image.tobytes(fresh, "RGB") == pygame.image.tobytes(table.view._layer, "RGB"), n
        frames += 1
    assert frames == 240 and 2 <= sum(rebuilt) < 40


def test_the_event_player_at_work_redraws_the_layer_only_where_a_decision_bar_reads_it(tmp_path):
    from scenes.games.video_poker.table import VideoPokerTable

    app = _app(tmp_path)
    poker, texas = VideoPokerTable(app), TexasBonusTable(app)
    for table, redrawn in ((poker, False), (texas, True)):
        idle = table.view.layer_key()
        table.player.queue.append(object())  # an event waiting: the player is busy
        assert table.player.busy
        assert (table.view.layer_key() != idle) is redrawn, type(table).__name__
        table.player.queue.clear()
