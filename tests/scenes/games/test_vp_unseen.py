"""A video poker table that is not drawn (a tab behind the table in focus) plays on without
making its felt: the extra hands shown one by one lay no picture for a plain surface it never
drew on. The felt (the machine's face, 34 ms at 1920x1080) was made in a frame of the focused
table's: the four-table bench's costliest frame."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import scene_app
from helpers.video_poker import draw_default_holds

import scenes.table.view
from scenes.app import App
from scenes.games.video_poker.table import VideoPokerTable
from scenes.table.layout import demo_seed


@pytest.fixture
def app(tmp_path):
    with scene_app.table_app(tmp_path, lobby=False, animation_speed="normal") as a:
        yield a


def test_a_table_in_a_tab_shows_its_hands_without_making_its_felt(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[Any] = []
    real = scenes.table.view.table_background
    monkeypatch.setattr(scenes.table.view, "table_background",
                        lambda table, *args, **kwargs: made.append(table) or real(table, *args, **kwargs))
    table = VideoPokerTable(app, seed_source=demo_seed("tab"))
    app.open_tables.append(table)  # open, as a tab: updated, never drawn
    rnd = draw_default_holds(table, 10)
    for _ in range(600):
        table.update(1 / 60)
        if table.revealed >= len(rnd.hands) - 1 and not table.revealing:
            break
    assert table.revealed >= len(rnd.hands) - 1  # every extra hand shown
    assert made == []  # fails on the old code: the felt made to lay each hand's picture
    assert table.view._background is None
    table.draw(app.frame)  # the table shown: its felt then (made, or one a table of the game keeps)
    assert table.view._background is not None
