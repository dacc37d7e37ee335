"""A tab of the multi-table view brought into focus (the window too small for the tables side by
side) draws the table whole in one frame. What the table it covers lets go serves it rather than
being made again: a felt of the same look (a table of the same game: the switch cost ~40 ms at
1920x1080, most of it the felt made again) and the layer's surface. The frame is what a frame
drawn whole shows."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app

from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.table import view as table_view

FRAME = 1 / 60


def felts_made(monkeypatch) -> list[str]:
    """The printed felts made from now on (by the table's game)."""
    made: list[str] = []
    real = table_view.table_background
    monkeypatch.setattr(table_view, "table_background",
                        lambda scene, *a, **k: (made.append(type(scene).__name__), real(scene, *a, **k))[1])
    return made


def switch(app, view, n: int) -> None:
    view.focus_number(n)
    app.step([], FRAME)
    app.present()


def shown_as_whole(app) -> bool:
    shown = pygame.image.tobytes(app.window, "RGB")
    app._last_whole = False
    app.step([], 0.0)
    return shown == pygame.image.tobytes(app.window, "RGB")


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_tab_of_the_same_game_takes_the_felt_the_table_it_covers_lets_go(tmp_path, monkeypatch, size):
    with scene_app.native_app(tmp_path, size, animation_speed="instant") as app:
        view, tables = scene_app.multi_table_view(app, (TexasBonusTable, TexasBonusTable, CasinoHoldemTable), "tabs")
        assert not view.grid(), "one table in focus, the others in tabs"
        scene_app.run(app, 2.0, FRAME)
        app.present()
        felt = tables[0].view.background()
        made = felts_made(monkeypatch)
        switch(app, view, 2)
        assert made == [], "the felt of the same look taken, not made again"
        assert tables[1].view.background() is felt and tables[0].view.layer is None
        assert shown_as_whole(app)
        switch(app, view, 3)
        assert made == ["CasinoHoldemTable"], "another game's felt is its own"
        assert shown_as_whole(app)


def test_the_layer_let_go_is_the_next_tables_layer(tmp_path):
    with scene_app.native_app(tmp_path, (1920, 1080), animation_speed="instant") as app:
        view, tables = scene_app.multi_table_view(app, (TexasBonusTable, CasinoHoldemTable), "layers")
        scene_app.run(app, 2.0, FRAME)
        app.present()
        layer = tables[0].view.layer
        assert layer is not None
        switch(app, view, 2)
        shown = tables[1].view.layer
        assert shown is not None and shown.target is layer.target, "its surface, not a fresh 8 MB"
        assert shown_as_whole(app)
