"""Heads Up's LIMITS card: its small line ("limits and pay tables") keeps its size at a larger
text size, so it stays under LIMITS instead of growing into it."""

from __future__ import annotations

import pygame
from helpers.scene_app import open_table, table_app

from scenes.games.heads_up import table as heads_up_table
from scenes.games.heads_up.table import HeadsUpTable
from scenes.ui import gfx


def sub_line(tmp_path, monkeypatch, scale: int) -> pygame.Rect:
    with table_app(tmp_path / str(scale), ui_scale=scale) as app:
        table = open_table(app, HeadsUpTable)
        sub = app.tr("headsup.limits_sub")
        drawn: list[pygame.Rect] = []
        real = gfx.blit_text

        def record(surface, text, *args, **kwargs):
            rect = real(surface, text, *args, **kwargs)
            if text == sub:
                drawn.append(rect)
            return rect

        with monkeypatch.context() as m:
            m.setattr(heads_up_table.gfx, "blit_text", record)
            table.draw(pygame.Surface((1920, 1080)))
        app.update_settings(ui_scale=100)
    (rect,) = drawn
    return rect


def test_the_limits_cards_small_line_does_not_grow_into_limits(tmp_path, monkeypatch):
    assert sub_line(tmp_path, monkeypatch, 150).height == sub_line(tmp_path, monkeypatch, 100).height
