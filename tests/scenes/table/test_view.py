"""Memory at the tables (issue 17): tables of one game share their felt, and a table covered by
the lobby or by another tab lets its layers go, drawing the same pixels when it shows again."""

from __future__ import annotations

import pygame

from gamelib.ledger import Wallet
from scenes.app import App
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.table.layout import TEXT_FLOOR, demo_seed
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


def test_a_video_poker_round_at_a_windows_pixels_restores_each_pixel_once_and_equals_it_drawn_whole(tmp_path):
    """Issue 27: at a window's own pixels a frame lays the kept layer back only where something
    moved last frame and where the layer changed, and each of those pixels once (what is drawn
    over the layer overlaps: while WIN counted up at 4K a frame copied 2.2 M px for 0.9 M); the
    frames so drawn equal them drawn whole through a ten-hand deal, draw and count."""
    from gamelib.games.video_poker.strategy import default_hold
    from scenes.games.video_poker import demo as vp_demo
    from scenes.games.video_poker.table import VideoPokerTable
    from scenes.ui.canvas import Canvas

    pygame.init()
    app = App(tmp_path, wallet=Wallet.in_memory(), headless=True, window_size=(1280, 720))
    app.native = True
    restored: list[tuple[int, int]] = []
    restore = Canvas.restore

    def counted(canvas: Canvas, layer: Canvas, rects: list[pygame.Rect]) -> None:
        mask = pygame.Mask(canvas.target.get_size())
        for r in rects:
            mask.draw(pygame.Mask(r.size, fill=True), canvas.local(r).topleft)
        restored.append((sum(r.w * r.h for r in rects), mask.count()))
        restore(canvas, layer, rects)

    try:
        app.start()
        app.update_settings(animation_speed="normal")
        Canvas.restore = counted  # type: ignore[method-assign]
        table = VideoPokerTable(app, seed_source=demo_seed("restores"))  # the same deal every run
        app.open_tables.append(table)
        app.manager.push(table, None)
        vp_demo.demo_hands(table, 10)
        table.deal()
        for n in range(200):  # a fake clock: 1/60 s a frame
            if n == 60:
                rnd = table.round
                assert rnd is not None
                table.act("draw", holds=list(default_hold(rnd.paytable, rnd.dealt)))
            app.step([], 1 / 60)
            if n % 4 == 0:
                partial = pygame.image.tobytes(app.frame_image(), "RGB")
                app._last_whole = False  # the same frame drawn whole
                app._draw()
                assert pygame.image.tobytes(app.frame_image(), "RGB") == partial, n
        assert len(restored) > 100
        assert all(copied <= 1.1 * unique for copied, unique in restored), \
            max(restored, key=lambda cu: cu[0] / max(1, cu[1]))
    finally:
        Canvas.restore = restore  # type: ignore[method-assign]
        app.leave_all_tables()
        app.wallet.close()


def test_the_title_flag_is_told_to_each_drawing_and_kept_by_none(tmp_path):
    """``titled`` is a parameter of the drawing, not a state of the view: a table drawn without its
    title (the multi-table view's focused table) and then its layer drawn on its own prints the title
    again, as a table drawn titled does. Fails on the old code: the view kept the last flag
    (``TableView.titled``), and the layer drawn after came without its title."""
    app = _app(tmp_path)
    table = TexasBonusTable(app)
    titled, untitled = pygame.Surface(gfx.LOGICAL_SIZE), pygame.Surface(gfx.LOGICAL_SIZE)
    table.draw(pygame.Surface(gfx.LOGICAL_SIZE))
    table.view.draw_layer(titled)
    table.draw(pygame.Surface(gfx.LOGICAL_SIZE), titled=False)
    table.view.draw_layer(untitled)
    assert pygame.image.tobytes(untitled, "RGB") == pygame.image.tobytes(titled, "RGB")
    bare = pygame.Surface(gfx.LOGICAL_SIZE)
    table.view.draw_layer(bare, titled=False)  # (and told so, it has none)
    assert pygame.image.tobytes(bare, "RGB") != pygame.image.tobytes(titled, "RGB")
