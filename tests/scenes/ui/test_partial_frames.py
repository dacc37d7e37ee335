"""A frame that only moved the pointer draws and shows only what changed (issue 27): the
widgets lit or left, under a clip, with the same pixels as the whole frame drawn again; a
pointer moving over nothing on a page draws nothing."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.shell.settings import SettingsScene


def motion_to(app: App, pos: tuple[int, int]) -> pygame.event.Event:
    view = app.viewport()
    at = (view.x + round(pos[0] * view.w / 1920), view.y + round(pos[1] * view.h / 1080))
    return pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 0), buttons=(0, 0, 0))


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)])
def test_lighting_a_button_redraws_only_it_and_matches_the_whole_frame(tmp_path, size):
    pygame.init()
    app = App(tmp_path, headless=True, window_size=size)
    app.native = True
    try:
        app.start()
        app.step([], 0.016)
        app.step([], 0.016)  # the lobby beneath with its art (its first frame is bare)
        page = SettingsScene(app)
        app.manager.push(page, None)
        app.step([], 0.016)
        app.step([motion_to(app, (5, 5))], 0.016)  # nothing under it: no frame
        assert app.step([motion_to(app, (6, 5))], 0.016) is False
        button = page.close_button.rect
        assert app.step([motion_to(app, button.center)], 0.016)
        assert page.close_button.hovered
        assert app._dirty is not None and any(r.contains(button) for r in app._dirty)
        app.present()
        partial = app.frame_image()
        app.manager.invalidate_beneath()
        app._draw()  # the whole frame again
        whole = app.frame_image()
        assert partial.get_size() == whole.get_size()
        differing = sum(1 for x in range(0, whole.get_width(), 7) for y in range(0, whole.get_height(), 7)
                        if partial.get_at((x, y)) != whole.get_at((x, y)))
        assert differing == 0
    finally:
        app.wallet.close()


def test_a_click_draws_the_whole_frame(tmp_path):
    pygame.init()
    app = App(tmp_path, headless=True, window_size=(2560, 1440))
    app.native = True
    try:
        app.start()
        app.manager.push(SettingsScene(app), None)
        app.step([], 0.016)
        view = app.viewport()
        click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(view.x + 3, view.y + 3), button=1)
        assert app.step([click], 0.016)
        assert app._dirty is None
    finally:
        app.wallet.close()


def test_a_dealing_table_draws_only_what_moves_with_the_whole_frames_pixels(tmp_path):
    from scenes.showcase import table_demos
    from scenes.table import registry as tables
    from scenes.table.layout import demo_seed
    from scenes.ui.canvas import Canvas

    pygame.init()
    app = App(tmp_path, headless=True, window_size=(2560, 1440))
    app.native = True
    try:
        app.start()
        table = tables.scene_class("texas-holdem-bonus")(app, seed_source=demo_seed("partial"))
        app.open_tables.append(table)
        app.manager.push(table, None)
        table_demos.demo_bets(table)
        kept = 0
        for i in range(48):
            if i % 24 == 2:
                table.clear_table()
                for k in range(2):
                    table.show_card_dealt("player", k, 48 + k, True)
                    table.show_card_dealt("dealer", k, 40 + k, False)
            app.step([], 1 / 60)
            if i % 5 != 4:
                continue
            frame = app.frame
            assert isinstance(frame, Canvas)
            kept += frame.kept
            partial = app.frame_image()
            app._last_whole = False  # the same frame drawn whole
            app._draw()
            whole = app.frame_image()
            differing = [(x, y) for x in range(0, 2560, 5) for y in range(0, 1440, 5)
                         if partial.get_at((x, y)) != whole.get_at((x, y))]
            assert differing == [], (i, differing[:5])
        assert kept >= 5  # most frames drew only what moved
    finally:
        app.leave_all_tables()
        app.wallet.close()


def test_hovering_a_settings_row_draws_only_the_rows_it_lit_or_left(tmp_path, monkeypatch):
    """The pointer moving onto a row's button draws that row (and any whose glow reaches into
    the area) again, not every row of the page; the pixels match the whole frame drawn again."""
    from scenes.shell.settings import SettingRow

    pygame.init()
    app = App(tmp_path, headless=True, window_size=(2560, 1440))
    app.native = True
    try:
        app.start()
        app.step([], 0.016)
        app.step([], 0.016)
        page = SettingsScene(app)
        app.manager.push(page, None)
        app.step([], 0.016)
        rows = [w for w in page.widgets if isinstance(w, SettingRow)]
        assert len(rows) >= 6
        drawn: list[str] = []
        draw = SettingRow.draw

        def counted(row, surface):
            drawn.append(row.name)
            draw(row, surface)

        monkeypatch.setattr(SettingRow, "draw", counted)
        button = rows[3].buttons[0]
        assert app.step([motion_to(app, button.rect.center)], 0.016)
        assert button.hovered and app._dirty is not None
        assert rows[3].name in drawn
        assert len(set(drawn)) <= 3, drawn  # the row lit and at most its neighbours, not the page
        app.present()
        partial = app.frame_image()
        app.manager.invalidate_beneath()
        app._draw()
        whole = app.frame_image()
        differing = sum(1 for x in range(0, whole.get_width(), 5) for y in range(0, whole.get_height(), 5)
                        if partial.get_at((x, y)) != whole.get_at((x, y)))
        assert differing == 0
    finally:
        app.wallet.close()
