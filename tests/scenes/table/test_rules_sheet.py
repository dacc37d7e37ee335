"""Rules at the table (issue 28): F1 or ? opens the game's illustrated rules (its felt with every
spot and card place named, its rules page), in both languages; F1 or Esc closes them."""

from __future__ import annotations

import pygame
import pytest
from helpers.pointer_sweep import differences
from helpers.scene_app import started_app, table_app

from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.games.video_poker.table import VideoPokerTable
from scenes.table import rules_art, rules_text
from scenes.table.rules_sheet import RulesSheet
from scenes.ui import gfx
from scenes.ui import manager as scene_manager


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path) as a:
        yield a


def f1(app):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")], 0.016)


@pytest.mark.parametrize("cls", [TexasBonusTable, CasinoHoldemTable, HeadsUpTable, VideoPokerTable])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_f1_opens_the_games_rules_and_f1_closes_them(app, cls, lang):
    app.update_settings(language=lang)
    table = cls(app)
    app.manager.push(table)
    f1(app)
    sheet = app.manager.top
    assert isinstance(sheet, RulesSheet) and sheet.table is table
    names = [name for name, _ in sheet.labels()]
    assert len(names) == len(table.SPOTS) + len(table.CARD_PLACES)
    assert all(name and not name.startswith("rules.") for name in names)
    frame = pygame.Surface((1920, 1080))
    app.manager.draw(frame) if hasattr(app.manager, "draw") else sheet.draw(frame)
    f1(app)
    assert app.manager.top is table


def test_the_question_mark_button_opens_them(app):
    table = HeadsUpTable(app)
    app.manager.push(table)
    table.rules_button.on_click()
    assert isinstance(app.manager.top, RulesSheet)


@pytest.mark.parametrize("cls", [TexasBonusTable, CasinoHoldemTable, HeadsUpTable, VideoPokerTable])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_pay_tables_grow_with_the_players_scale_and_stay_inside_the_sheet(app, cls, lang, monkeypatch):
    """At 150 % the rules page's pay-table rows are drawn at the same scale as its paragraphs
    (none shrunk to fit: a long name or pay goes on to a second line), every word inside the
    page's width (before, Texas's long row "ANTE, FLOP, TURN, RIVER pay 1:1" shrank every row)."""

    app.update_settings(language=lang, ui_scale=150)
    table = cls(app)
    app.manager.push(table)
    sheet = RulesSheet(table)
    width = sheet._view().w
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = gfx.blit_text

    def blit_text(surface, s, size, *a, **k):  # type: ignore[no-untyped-def]
        rect = real(surface, s, size, *a, **k)
        drawn.append((s, size, rect))
        return rect

    monkeypatch.setattr(gfx, "blit_text", blit_text)
    page = rules_text.render_help(app.tr(f"help.section.{table.game_id}"), width, fresh=True)
    rows = [(s, rect) for s, size, rect in drawn if size == rules_text.ROW_SIZE]
    assert len(rows) >= 8, "no pay table drawn"
    full = gfx.text("Ag", rules_text.ROW_SIZE).get_height()
    assert full >= round(gfx.text_px(rules_text.ROW_SIZE) * 1.1)  # the scale is on
    assert [s for s, rect in rows if rect.h < full] == []  # none shrunk
    assert [s for s, rect in rows if rect.left < 0 or rect.right > width or rect.bottom > page.get_height()] == []


def opened_table(app, size):  # type: ignore[no-untyped-def]
    """A Texas table at rest in a native window of ``size``."""
    app.native = True
    table = TexasBonusTable(app)
    app.open_tables.append(table)
    app.manager.push(table, None)
    for _ in range(400):
        app.step([], 1 / 60)
        if app.next_change() != 0.0 and not app.manager.preparing:
            break
    assert app.draws_natively()
    return table


def until_shown(app) -> int:  # type: ignore[no-untyped-def]
    """Frames run until the sheet shows (its layer made ahead); their number."""
    frames = 0
    while app.manager.preparing:
        app.step([], 1 / 60)
        frames += 1
        assert frames < 2000
    return frames


def test_at_4k_the_sheet_is_made_a_part_a_step_while_the_window_holds_the_table(tmp_path, monkeypatch):
    """Issue 27: at 3840x2160 the sheet's first frame made the panel whole (3600x2000 px), the felt
    made small at once and the rules page: 85-250 ms. Now F1's frame draws nothing (the window holds
    the table), the parts are made in the frames after, none of them at once: no panel of the sheet's
    size is made and no scale takes more than a band of the felt."""

    with started_app(tmp_path, size=(3840, 2160)) as app:
        opened_table(app, (3840, 2160))
        before = pygame.image.tobytes(app.window, "RGB")
        panels: list[tuple[int, int]] = []
        scaled: list[int] = []
        made: list[tuple[int, int]] = []  # (the pictures scales made, not scaled straight onto the layer)
        real_panel, real_scale = gfx.panel, pygame.transform.smoothscale

        def panel(size, *a, **k):  # type: ignore[no-untyped-def]
            panels.append(size)
            return real_panel(size, *a, **k)

        def smoothscale(surface, size, *dest):  # type: ignore[no-untyped-def]
            scaled.append(surface.get_width() * surface.get_height())
            if not dest:
                made.append(tuple(size))
            return real_scale(surface, size, *dest)

        monkeypatch.setattr(gfx, "panel", panel)
        monkeypatch.setattr(pygame.transform, "smoothscale", smoothscale)
        monkeypatch.setattr(scene_manager, "AHEAD_SECONDS", 0.0, raising=False)  # one step a frame
        f1(app)
        assert isinstance(app.manager.top, RulesSheet)
        assert pygame.image.tobytes(app.window, "RGB") == before and app.manager.preparing
        assert until_shown(app) > 40
        assert [size for size in panels if size[0] > 1000] == []
        assert scaled and max(scaled) <= rules_art.SCALED_A_STEP
        assert [size for size in made if size[1] > 100] == []  # (no felt in small made whole: 6 MB fresh)
        assert pygame.image.tobytes(app.window, "RGB") != before  # shown


def test_the_sheet_holds_its_page_while_open_not_the_art_cache(tmp_path):
    """A long page at 4K is up to 27 MB of the art cache's 48: the sheet holds it while open and
    lets it go when closed."""

    with started_app(tmp_path, size=(2560, 1440)) as app:
        opened_table(app, (2560, 1440))
        f1(app)
        sheet = app.manager.top
        assert isinstance(sheet, RulesSheet)
        until_shown(app)
        assert [key for key in gfx.surface_cache.data if isinstance(key, tuple) and key[0] == "help"] == []
        assert sheet._page is not None
        f1(app)
        assert sheet._page is None


def test_at_1920x1080_closing_the_sheet_keeps_the_tables_layer(tmp_path):
    """At the design's size the sheet draws on the window's Canvas as the table does: the table's
    layer at the window's pixels stays under it, and closing lays it back (2 ms), not the table's
    layer drawn again from its parts (10-16 ms: the sheet drawn on a plain window left the table a
    plain layer)."""
    with started_app(tmp_path, size=(1920, 1080)) as app:
        table = opened_table(app, (1920, 1080))
        layer = table.view._layer
        f1(app)
        until_shown(app)
        assert app.draws_natively()
        f1(app)
        assert app.manager.top is table
        app.step([], 1 / 60)
        assert table.view._layer is layer and table.view.recorded_anew == 0


def test_a_notch_of_the_wheel_lays_back_only_what_the_frame_before_drew_over_the_sheet(tmp_path):
    """Issue 27: each notch laid the whole layer under the sheet again (a 4K window's copy, 2.5-3 ms)
    to draw the page a notch on. Now the window keeps the layer's pixels and only what the frame
    before drew over them is laid back (the page's view, ✕, a toast): each notch lays a fraction of
    the window, and a toast that came and went over the sheet leaves no trace."""

    def wheel() -> pygame.event.Event:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)

    with started_app(tmp_path, size=(3840, 2160)) as app:
        opened_table(app, (3840, 2160))
        f1(app)
        until_shown(app)
        window = 3840 * 2160
        for _ in range(4):
            assert app.step([wheel()], 1 / 60)
            assert app.frame.kept
            assert max(r.w * r.h for r in app.frame.touched) < window // 2  # (the page's view: 2.8 M px)
        app.toast("A toast over the rules")
        for _ in range(400):  # (it shows, fades and goes)
            app.step([wheel()] if not app.toasts else [], 0.05)
            if not app.toasts:
                break
        app.step([wheel()], 1 / 60)
        assert differences(app) == []
