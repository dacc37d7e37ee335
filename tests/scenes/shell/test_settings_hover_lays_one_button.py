"""SETTINGS with the pointer moving (issue 27): a hover lays only the button it lit or left, not
its row, its neighbours or the rows under them; at 3840x2160 each of those costs four times the
pixels of 1920x1080. The pixels still match the whole frame drawn again."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import native_app

from scenes.shell.settings import SettingRow, SettingsScene
from scenes.ui.widgets.base import Button


def motion_to(app, pos: tuple[int, int]) -> pygame.event.Event:  # noqa: ANN001
    view = app.viewport()
    at = (view.x + round(pos[0] * view.w / 1920), view.y + round(pos[1] * view.h / 1080))
    return pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 0), buttons=(0, 0, 0))


@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize("size", [(3840, 2160), (1280, 720)])
def test_a_hover_lays_only_the_buttons_it_lit_or_left(tmp_path, monkeypatch, size, scale):
    with native_app(tmp_path, size, ui_scale=scale) as app:
        app.step([], 0.016)
        app.step([], 0.016)
        page = SettingsScene(app)
        app.manager.push(page, None)
        app.step([], 0.016)
        row = next(w for w in page.widgets if isinstance(w, SettingRow) and len(w.buttons) >= 2)
        first, second = row.buttons[0], row.buttons[1]
        app.step([motion_to(app, first.rect.center)], 0.016)
        app.present()
        laid: list[Button] = []
        draw = Button.draw
        monkeypatch.setattr(Button, "draw", lambda button, surface: (laid.append(button), draw(button, surface))[1])
        assert app.step([motion_to(app, second.rect.center)], 0.016)  # from one button onto the next
        assert second.hovered and not first.hovered and app._dirty is not None
        in_rows = [b for b in laid if b is not page.close_button]
        assert sorted(map(id, in_rows)) == sorted({id(first), id(second)}), [resolve_label(b) for b in in_rows]
        monkeypatch.undo()
        app.present()
        partial = app.frame_image()
        app.manager.invalidate_beneath()
        app._draw()  # the whole frame again
        whole = app.frame_image()
        step = max(3, size[0] // 640)
        differing = [(x, y) for x in range(0, whole.get_width(), step) for y in range(0, whole.get_height(), step)
                     if partial.get_at((x, y)) != whole.get_at((x, y))]
        assert differing == [], differing[:5]


def resolve_label(button: Button) -> str:
    label = button.label
    return label() if callable(label) else str(label)
