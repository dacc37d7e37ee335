"""Video poker at the window's pixels (issue 27): while a draw is shown, its frames make ahead, one a frame,
each card of the main hand as it will lie once turned, so the frames the drawn cards land in make no
picture of them; the frames equal them drawn whole."""

from __future__ import annotations

import pytest
from helpers import scene_app
from helpers.video_poker import equals_drawn_whole, ten_dealt

from scenes.games.video_poker import demo as vp_demo
from scenes.ui import gfx


@pytest.fixture
def app_2k(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="normal") as app:
        yield app


def _made_of(ids: set[int]) -> set[object]:
    """The cards' pictures (a face over its shadow) kept now, of the cards ``ids``."""
    return {k for k in gfx.surface_cache.data
            if isinstance(k, tuple) and k[0] == "card on shadow" and k[1][0][0] in ids}


def test_the_frames_the_drawn_cards_land_in_make_no_picture_of_them(app_2k):
    """Fails on the old code: each drawn card's face over its shadow was made in the frame it landed in
    (at 3840x2160 ~1.5 ms a card, up to five in one frame)."""
    app = app_2k
    table = ten_dealt(app, "cards ahead")
    vp_demo.hold_and_draw(table)
    rnd = table.round
    assert rnd is not None and rnd.hands
    drawn = [p for p in range(5) if p not in rnd.held]
    assert drawn
    ids = {rnd.hands[0].cards[p].id for p in drawn}
    turning = [table.cards[("main", p)] for p in drawn]
    gfx.surface_cache.clear()
    made: list[int] = []  # pictures made a frame
    landed: list[bool] = []  # a drawn card landed in the frame
    flips = [s.flip for s in turning]
    for _ in range(600):
        before = _made_of(ids)
        app.step([], 1 / 60)
        made.append(len(_made_of(ids) - before))
        landed.append(any(old < 1.0 <= s.flip for old, s in zip(flips, turning, strict=True)))
        flips = [s.flip for s in turning]
        if table.result_shown:
            break
    assert any(landed) and sum(made) == len(ids)
    assert all(n == 0 for n, down in zip(made, landed, strict=True) if down), (made, landed)
    assert max(made) == 1 and made[0] == 0  # one a frame, none in the draw's own
    equals_drawn_whole(app, table)
