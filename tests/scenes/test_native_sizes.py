"""Every converted screen drawn at the window's own pixels (issue 27), at window sizes other than
the design's: the lobby, the pages and each house table through a round, with no crash, no frame
through the scaled canvas, and on the lobby and pages no bitmap scaled at all."""

from __future__ import annotations

from functools import partial

import pygame
import pytest
from helpers import scene_app

from scenes.app import App
from scenes.shell.cashier import CashierScene
from scenes.shell.help import HelpScene
from scenes.shell.history import HistoryScene
from scenes.shell.responsible import ResponsibleScene
from scenes.shell.settings import SettingsScene
from scenes.showcase import catalogue, table_demos
from scenes.table import registry as tables
from scenes.table.base import TableScene
from scenes.table.layout import demo_seed
from scenes.ui import felt_backdrop, gfx, resources
from scenes.ui.canvas import Canvas

SIZES = [(1280, 720), (2560, 1440)]
HOUSE_GAMES = [g for g in tables.lobby_games() if isinstance(tables.scene_class(g), type)
               and issubclass(tables.scene_class(g), TableScene)]  # type: ignore[arg-type]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def native_app(request, tmp_path):
    with scene_app.native_app(tmp_path, request.param, animation_speed="instant") as app:
        yield app


def drawn_natively(app: App) -> Canvas:
    assert app.crash_count == 0
    assert isinstance(app.frame, Canvas), "drawn on the scaled canvas"
    assert app.frame.target.get_size() == app.viewport().size
    return app.frame


def play_a_round(app: App, game: str) -> TableScene:
    """A house table opened, bet, dealt and finished (its summary showing), each step drawn."""
    table = tables.scene_class(game)(app, seed_source=demo_seed("native"))  # type: ignore[misc]
    app.open_tables.append(table)
    app.manager.push(table, None)
    table_demos.demo_bets(table)
    catalogue.settle(app)
    drawn_natively(app)
    table.deal()
    catalogue.settle(app, 20)
    table_demos.demo_finish(table)
    catalogue.settle(app, 20)
    return table


def test_the_lobby_and_the_pages_are_drawn_at_the_windows_pixels(native_app):
    app = native_app
    catalogue.settle(app)
    assert drawn_natively(app).scaled_blits == 0
    pages = [SettingsScene, HistoryScene, CashierScene, ResponsibleScene, HelpScene,
             partial(HelpScene, section="texas-holdem-bonus")]  # (HELP's page was scaled up whole)
    for page in pages:
        app.manager.push(page(app), None)
        catalogue.settle(app)
        assert drawn_natively(app).scaled_blits == 0, page
        app.open_lobby()


@pytest.mark.parametrize("game", HOUSE_GAMES)
def test_each_house_table_plays_a_round_at_the_windows_pixels(native_app, game):
    app = native_app
    play_a_round(app, game)
    frame = drawn_natively(app)
    assert frame.scaled_blits <= 8  # only a game's prebuilt panels (listed in the note)


@pytest.mark.parametrize("game", HOUSE_GAMES)
def test_at_the_designs_size_each_house_table_draws_by_what_changed(tmp_path, game):
    """A 1920x1080 window (full screen on the commonest monitor): a house table's frame lays
    again only what changed, on a Canvas over the window's pixels, as at other sizes; it was
    drawn whole into the window every frame (dealing: CPU p50 1.65 -> 0.68 ms, p99 8.5 -> 2.4 ms;
    video poker's 10 hands p99 11 -> 4.8 ms, bench_frames, one quiet run)."""
    with scene_app.native_app(tmp_path, (1920, 1080), animation_speed="instant") as app:
        table = play_a_round(app, game)
        assert drawn_natively(app).scaled_blits <= 8
        app.step([], 1 / 60)
        assert app.manager.top is table and isinstance(app.frame, Canvas)


def test_a_table_drawn_smaller_than_the_design_leaves_the_shared_felt_alone(tmp_path):
    pygame.init()
    app = App(tmp_path, headless=True, window_size=(1280, 720))
    app.native = True
    try:
        app.start()
        felt = felt_backdrop.felt_background((1280, 720), app.settings.felt)
        before = pygame.image.tobytes(felt, "RGB")
        table = tables.scene_class("texas-holdem-bonus")(app, seed_source=demo_seed("felt"))  # type: ignore[misc]
        app.open_tables.append(table)
        app.manager.push(table, None)
        catalogue.settle(app)
        assert pygame.image.tobytes(felt_backdrop.felt_background((1280, 720), app.settings.felt), "RGB") == before
    finally:
        app.leave_all_tables()
        app.wallet.close()


@pytest.mark.parametrize("size, side_by_side", [((2560, 1440), True), ((3840, 2160), True), ((1920, 1080), False),
                                                ((2560, 720), False)])
def test_tables_sit_side_by_side_when_each_gets_1280x720(tmp_path, size, side_by_side):
    from scenes.showcase.catalogue import _multi_table

    pygame.init()
    app = App(tmp_path, headless=True, window_size=size)
    app.native = True
    try:
        app.start()
        games = [g for g in tables.lobby_games() if g != "twister"][:3]
        _multi_table(app, [(g, tables.scene_class(g)) for g in games])
        catalogue.settle(app)
        view = app.manager.top
        grid = view.grid()
        assert bool(grid) is side_by_side
        assert app.crash_count == 0
        if not side_by_side:
            return
        assert len(grid) == 3 and isinstance(app.frame, Canvas)
        slot, area = grid[-1]
        window = app.viewport()
        at = (window.x + area.centerx * window.w // 1920, window.y + area.centery * window.h // 1080)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)], 1 / 60)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)], 1 / 60)
        assert view.focused_slot is slot  # a click plays the table under it
        assert app.crash_count == 0
    finally:
        app.leave_all_tables()
        app.wallet.close()


@pytest.mark.parametrize("game", [g for g in tables.lobby_games()
                                  if isinstance(tables.scene_class(g), type)
                                  and issubclass(tables.scene_class(g), TableScene)  # type: ignore[arg-type]
                                  and tables.scene_class(g).LAYER_BY_PIECES])  # type: ignore[union-attr]
def test_a_layer_drawn_again_only_where_it_changed_equals_one_drawn_whole(native_app, game):
    """Issue 27: a table's layer at the window's pixels is drawn again only where its drawings
    differ from the last; after the bets, the deal and the decisions it shows, pixel for pixel,
    what a whole drawing shows, and so does the window."""
    app = native_app
    table = tables.scene_class(game)(app, seed_source=demo_seed("layer"))  # type: ignore[misc]
    app.open_tables.append(table)
    app.manager.push(table, None)
    catalogue.settle(app)
    redrawn = 0
    for act in (lambda: table_demos.demo_bets(table), table.deal, lambda: table_demos.demo_finish(table)):
        act()
        for _ in range(6):
            before = table.view._recording.drawings
            app.step([], 1 / 60)
            redrawn += table.view._recording.drawings is not before
        catalogue.settle(app, 10)
    assert redrawn >= 3  # the layer was drawn again, piece by piece
    layer = table.view._layer
    assert isinstance(layer, Canvas)
    pieces = pygame.image.tobytes(layer.target, "RGB")
    shown = pygame.image.tobytes(drawn_natively(app).target, "RGB")
    table.view.release()
    app.manager.transition = None
    app.step([], 0.0)
    assert pygame.image.tobytes(table.view._layer.target, "RGB") == pieces
    assert pygame.image.tobytes(drawn_natively(app).target, "RGB") == shown


def test_a_window_of_a_new_size_lets_what_was_made_for_the_old_go(native_app):
    """Issue 27 (memory): texts, panels and art made at the old window's pixels are not kept
    waiting for a size no longer drawn, and a page's backdrop keeps its panel and shadow only
    inside itself (26 MB each at 3840x2160), not in the caches as well."""

    app = native_app
    app.manager.push(SettingsScene(app), None)
    catalogue.settle(app)
    page = app.manager.top.PANEL
    physical = drawn_natively(app).rect(page).size
    assert not [k for k in gfx.surface_cache.data if isinstance(k, tuple) and k[:2] in (("panel", physical),
                                                                                      ("shadow", physical))]
    assert len(gfx._text_cache) and len(gfx.surface_cache)
    app.windowed_size = (1920, 1080) if app.window.get_size() != (1920, 1080) else (1280, 720)
    app._set_mode(False)
    assert len(gfx._text_cache) == len(gfx.surface_cache) == len(resources._scaled) == 0
    catalogue.settle(app)
    assert app.crash_count == 0


def test_freed_window_sized_pixels_go_back_to_the_system():
    """On glibc the threshold from which an allocation has its own pages is fixed (1 MB), so a
    window-sized surface freed gives its pages back (elsewhere: nothing to do)."""
    import sys

    from scenes.ui.memory import give_back_freed_pixels

    assert give_back_freed_pixels() is (sys.platform.startswith("linux") and _glibc())


def _glibc() -> bool:
    import platform

    return platform.libc_ver()[0] == "glibc"


@pytest.mark.parametrize("game, open_pop_up", [("heads-up-holdem", "open_limits"), ("video-poker", "open_paytables")])
def test_the_heads_up_limits_and_the_pay_table_choice_are_drawn_at_the_windows_pixels(native_app, game, open_pop_up):
    """Issue 27: the Heads Up LIMITS pop-up and video poker's CHANGE (the pay tables) draw
    natively: the frame is the window's own pixels and the pop-up scales no bitmap."""
    app = native_app
    table = tables.scene_class(game)(app, seed_source=demo_seed("pop-up"))  # type: ignore[misc]
    app.open_tables.append(table)
    app.manager.push(table, None)
    catalogue.settle(app)
    getattr(table, open_pop_up)()
    catalogue.settle(app)
    assert app.manager.top is not table
    frame = drawn_natively(app)
    assert frame.scaled_blits == 0


def test_the_house_tables_pay_panels_are_drawn_at_the_windows_pixels(native_app):
    """Texas's BONUS PAYS and FIRST 5 JACKPOT, Casino Hold'em's ANTE and BONUS tables and Heads
    Up's four pay tables: made at the window's pixels, not logical bitmaps scaled onto it."""
    from scenes.games.casino_holdem.table import CasinoHoldemTable
    from scenes.games.heads_up.table import HeadsUpTable
    from scenes.games.texas_bonus.table import TexasBonusTable

    app = native_app
    for game in ("texas-holdem-bonus", "casino-holdem", "heads-up-holdem"):
        table = tables.scene_class(game)(app, seed_source=demo_seed("native"))  # type: ignore[misc]
        app.open_tables.append(table)
        app.manager.push(table, None)
        catalogue.settle(app)
        frame = drawn_natively(app)
        if isinstance(table, TexasBonusTable):
            panels = [table._bonus_panel().canvas, table._jackpot_panel().canvas]
        elif isinstance(table, CasinoHoldemTable):
            panels = [p.canvas for p in table._paytables()]
        else:
            assert isinstance(table, HeadsUpTable)
            panels = [t.canvas for p in (table._odds_panel(), table._side_panel()) for t in p.tables]
        for panel in panels:
            assert isinstance(panel, Canvas), f"{game}: a pay panel is a scaled bitmap"
            assert panel.scale == frame.scale
        app.leave_all_tables()
        app.open_lobby()


@pytest.mark.parametrize("game", ["texas-holdem-bonus", "casino-holdem", "heads-up-holdem"])
def test_the_round_summary_is_drawn_at_the_windows_pixels(native_app, game):
    """The round's summary (small or wide, zooming in and fading out) is made at the window's
    pixels: blitted pixel for pixel, never a logical bitmap scaled onto the frame."""
    app = native_app
    table = play_a_round(app, game)
    frame = drawn_natively(app)
    banner = table.banner
    assert banner.visible
    small = banner.compact(table)
    summary = small[1] if small is not None else banner.render(table)
    assert isinstance(summary, Canvas), "the summary is a scaled bitmap"
    assert summary.scale == frame.scale
    banner.age = banner.SHOW_SECONDS + banner.FADE_SECONDS / 2  # fading out: still at the window's pixels
    before = frame.scaled_blits
    banner.draw(frame, table)
    assert frame.scaled_blits == before


def test_every_screen_of_the_catalogue_is_drawn_at_the_windows_pixels(tmp_path):
    """Every screen the screenshots show (the catalogue: the lobby, the pages, each table's states,
    its pop-ups, Twister's screens, the multi-table views), in the default 1280x720 window: drawn
    straight into the window's pixels with nothing scaled. Before, the coach marks drew the whole
    frame on the 1920x1080 canvas scaled into the window, and HELP, CASHIER and RESPONSIBLE
    GAMING scaled their texts (16 screens)."""
    soft = []
    with scene_app.started_app(tmp_path, size=(1280, 720)) as app:
        app.native = True
        for name, setup in catalogue.states(app):
            catalogue.reset(app)
            setup()
            catalogue.settle(app, 10)
            app.manager.invalidate_beneath()
            app._draw()  # (the whole frame)
            frame = app.frame
            if not isinstance(frame, Canvas):
                soft.append(f"{name}: on the 1920x1080 canvas ({type(app.manager.top).__name__})")
            elif frame.scaled_blits:
                soft.append(f"{name}: {frame.scaled_blits} scaled")
    assert soft == []
