"""Video poker at the window's pixels (issue 27, session 23): the pay table's figures as the result shows
them (its lit lines, counts, amounts and TOTAL) are drawn ahead, a column a frame, in the frames before a
draw's last hand shows, so the result's frame renders none of their words; that frame equals it drawn
whole."""

from __future__ import annotations

import pytest
from helpers import scene_app
from helpers.drawn_texts import texts_rendered
from helpers.video_poker import equals_drawn_whole, ten_dealt

from scenes.games.video_poker import demo as vp_demo
from scenes.games.video_poker.pay_table import _pay_factor, _paytable_texts
from scenes.ui import gfx


@pytest.fixture
def app_4k(tmp_path):
    with scene_app.native_app(tmp_path, (3840, 2160), animation_speed="normal") as app:
        yield app


def test_the_result_frame_renders_no_word_of_the_pay_tables_figures(app_4k, monkeypatch):
    """Fails on the old code: the result's counts, amounts, lit lines and TOTAL were rendered in the
    result's frame (a new result each round: 1.3-1.7 ms of it at 3840x2160)."""
    app = app_4k
    table = ten_dealt(app, "figures ahead")
    vp_demo.hold_and_draw(table)
    rnd = table.round
    assert rnd is not None and rnd.hands and any(h.line for h in rnd.hands)
    rect, columns = table.layout.pay, table.layout.pay_columns
    with gfx.box_scale(_pay_factor(table, rect, columns)) as f:
        rows, total = _paytable_texts(table, rect, f, columns, shown=True)
    words = {text[0] for _, text in rows + total if text[0].strip(" –")}
    rendered = texts_rendered(monkeypatch)
    made_before: set[str] = set()
    for _ in range(600):
        rendered.clear()
        app.step([], 1 / 60)
        if table.result_shown:
            break
        made_before |= words & set(rendered)
    assert table.result_shown
    assert not words & set(rendered), sorted(words & set(rendered))
    assert made_before  # (in frames of the draw)
    equals_drawn_whole(app, table)
