"""'Blinds up' never hides cards: the level rises on the clock between hands, while the hand just
over still shows its board and result; then the notice stands in the top band between HISTORY
and ALL TABLES (and the note of another table waiting) instead of across the board. When a new
hand starts (no board yet) it is across the felt's middle as before. At 100 % and 150 %."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from gamelib.games.twister.demo import SIDE_POT_MOMENTS, side_pot_table
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_view import table_on_show
from scenes.app import App
from scenes.games.twister.draw import blinds_up_text
from scenes.games.twister.layout import table_rects
from scenes.games.twister.scene import TwisterScene, tile_felt
from scenes.games.twister.table import TABLE_RECT, TwisterTableScene
from scenes.showcase import scale_check
from tests.scenes.games.test_twister_table_talk import open_table


@pytest.fixture
def at_scale(app: App) -> Iterator[None]:
    yield
    app.update_settings(ui_scale=100, large_text=False, language="en")


def notice(app: App, table: TwisterTable, monkeypatch: pytest.MonkeyPatch) -> tuple[TwisterTableScene, scale_check.Text]:
    view = open_table(app, table)
    level = table.t.level()
    monkeypatch.setattr(view.hub.room, "blinds_up", lambda t: level)  # the level just rose
    view.language_changed()
    texts = scale_check.record(lambda: view.draw(app.canvas))
    (banner,) = [t for t in texts if t.s == blinds_up_text(app, level)]
    return view, banner


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("scale", [100, 150])
def test_over_the_last_hands_board_the_notice_goes_to_the_top_band(
        app: App, at_scale: None, monkeypatch: pytest.MonkeyPatch, lang: str, scale: int) -> None:
    app.update_settings(language=lang, ui_scale=scale)
    table = side_pot_table(SIDE_POT_MOMENTS["showdown"])
    assert table_on_show(table).board  # the hand just over: its five cards on show
    view, banner = notice(app, table, monkeypatch)
    cards = [r for n, r in table_rects(table, table_on_show(table), TABLE_RECT, large=True)
             if n.startswith(("board", "hole"))]
    assert banner.ink.collidelist(cards) < 0
    assert banner.ink.bottom < TABLE_RECT.y  # above the felt
    assert all(not b.rect.colliderect(banner.ink) for b in view.top_buttons)
    assert banner.ink.h >= 0.7 * 44 * (1.25 if scale > 100 else 1)  # large


def test_when_a_new_hand_starts_the_notice_is_across_the_felt(app: App, at_scale: None,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    table = side_pot_table(SIDE_POT_MOMENTS["preflop"])
    assert not table_on_show(table).board
    _, banner = notice(app, table, monkeypatch)
    assert TABLE_RECT.contains(banner.ink)


@pytest.mark.parametrize("scale", [100, 150])
def test_on_a_grid_tile_the_notice_covers_its_top_lines_not_its_cards(
        app: App, at_scale: None, monkeypatch: pytest.MonkeyPatch, scale: int) -> None:
    app.update_settings(ui_scale=scale)
    hub = TwisterScene(app)
    hub.show_grid()  # ALL TABLES: the panel and the grid
    table = side_pot_table(SIDE_POT_MOMENTS["showdown"])
    hub.room.tables.append(table)  # a tile whose hand just ended: its board on show
    level = table.t.level()
    monkeypatch.setattr(hub.room, "blinds_up", lambda t: level)
    app.manager.push(hub)
    texts = scale_check.record(lambda: hub.draw(app.canvas))
    (banner,) = [t for t in texts if t.s == blinds_up_text(app, level)]
    tile = hub.tile_rect(0)
    felt = tile_felt(tile)
    cards = [r for n, r in table_rects(table, table_on_show(table), felt, large=False)
             if n.startswith(("board", "hole"))]
    assert cards and banner.ink.collidelist(cards) < 0 and tile.contains(banner.ink)
    plates = [r for n, r in table_rects(table, table_on_show(table), felt, large=False) if n.startswith("plate")]
    assert banner.ink.collidelist(plates) < 0
