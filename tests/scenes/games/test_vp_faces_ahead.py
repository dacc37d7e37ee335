"""Video poker's card faces made ahead (issue 27): once the table rested a moment after its bet was
laid out, the frames of a round (the deal, the holds, the draw shown hand by hand, the result) make
no card face or back: each was made at the pixels it shows before a frame showed it."""

from __future__ import annotations

import pytest
from helpers import scene_app
from helpers.faces_made import faces_made

from gamelib.games.video_poker.strategy import default_hold
from scenes.games.video_poker import demo as vp_demo
from scenes.games.video_poker.table import VideoPokerTable
from scenes.table.base import FACES_A_SECOND
from scenes.ui import resources

FRAME = 1 / 60


@pytest.fixture
def app_2k(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="normal") as app:
        yield app


def _rest(app, table: VideoPokerTable) -> int:
    """Frames while the table says something changes (at most 400); how many were drawn."""
    frames = 0
    while table.next_change() == 0.0 and frames < 400:
        app.step([], FRAME)
        frames += 1
    return frames


@pytest.mark.parametrize("hands", [10, 100])
def test_a_rounds_frames_make_no_card_face_once_the_table_rested(app_2k, monkeypatch, hands):
    """Fails on the old code: the deal's frame made the main hand's five faces, and the draw's
    frames each face the grid showed first (a 10-hand draw at 4K: 25 faces in 11 frames, up to 8 ms
    a frame)."""
    resources.clear_caches()
    made = faces_made(monkeypatch)
    table = scene_app.open_table(app_2k, VideoPokerTable, "faces")
    vp_demo.demo_hands(table, hands)  # the bet laid out: its grid, its main hand
    app_2k.step([], FRAME)
    _rest(app_2k, table)
    assert made, "the faces are made at rest, before the round"
    del made[:]

    table.deal()
    _rest(app_2k, table)  # the cards dealt
    rnd = table.round
    assert rnd is not None
    for p in default_hold(rnd.paytable, rnd.dealt):
        table.toggle_hold(p)
        app_2k.step([], FRAME)
    table.draw_hands(tuple(sorted(rnd.held)), trainer=False)
    shown = _rest(app_2k, table)  # the draw shown hand by hand, then the result

    assert shown > 20 and table.result_shown
    assert made == []


def test_faces_of_another_bet_are_made_at_rest_a_few_an_update(app_2k, monkeypatch):
    """HANDS changed at rest (10 to 100: the grid's cards smaller): the new faces are made over the
    next updates, FACES_A_SECOND (2 a 60 Hz frame), not in the deal's frames."""
    resources.clear_caches()
    table = scene_app.open_table(app_2k, VideoPokerTable, "faces")
    vp_demo.demo_hands(table, 10)
    app_2k.step([], FRAME)
    _rest(app_2k, table)
    made = faces_made(monkeypatch)
    vp_demo.demo_hands(table, 100)
    counts = []
    app_2k.step([], 0.0)  # the click's frame: the grid of backs laid out
    counts.append(len(made))
    while table.next_change() == 0.0 and len(counts) < 400:
        before = len(made)
        app_2k.step([], FRAME)
        counts.append(len(made) - before)
    assert max(counts) == round(FRAME * FACES_A_SECOND) == 2
    assert sum(counts) == 53  # the grid's 52 faces and its back (the main hand's size is the same)
    del made[:]
    table.deal()
    _rest(app_2k, table)
    assert made == []
