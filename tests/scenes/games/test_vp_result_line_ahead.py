"""Video poker at the window's pixels (issue 27): the main hand's result line is made ahead, in the frame
the last hand of a draw shows, so the result's frame (the pay table's counts, the rail's buttons, the
dealer's message and the meters laid again) renders none of its words; that frame equals it drawn whole."""

from __future__ import annotations

import pytest
from helpers import scene_app
from helpers.drawn_texts import texts_rendered
from helpers.video_poker import equals_drawn_whole, ten_dealt

from scenes.games.video_poker import demo as vp_demo


@pytest.fixture
def app_4k(tmp_path):
    with scene_app.native_app(tmp_path, (3840, 2160), animation_speed="normal") as app:
        yield app


def test_the_result_frame_renders_no_word_of_the_main_hands_line(app_4k, monkeypatch):
    """Fails on the old code: the line's words (and their shadow, at the window's pixels and at logical
    size) were rendered in the result's frame, ~1 ms of it at 3840x2160."""
    app = app_4k
    table = ten_dealt(app, "line ahead")
    vp_demo.hold_and_draw(table)
    rnd = table.round
    assert rnd is not None and rnd.hands
    main = rnd.hands[0]
    tr = app.tr
    line = (f"{table.line_name(main.line)} · {tr('table.win')} {app.money(main.paid)}" if main.line
            else tr("vp.no_win"))
    rendered = texts_rendered(monkeypatch)
    made_before = False
    for _ in range(600):
        rendered.clear()
        app.step([], 1 / 60)
        if table.result_shown:
            break
        made_before = made_before or line in rendered
    assert table.result_shown
    assert line not in rendered, rendered
    assert made_before  # (in a frame of the draw, not before it)
    equals_drawn_whole(app, table)
