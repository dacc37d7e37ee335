"""The house tables' card faces made ahead (issue 27): a table asks for the faces of every card
place it has, at the pixels it is drawn at, and makes them while it rests between rounds, a few an
update; once it rested, a round's frames (the deal, the decisions, the showdown) make no card face
or back. In a round it makes none ahead: those frames are the cards'."""

from __future__ import annotations

import pytest
from helpers import scene_app
from helpers.faces_made import faces_made

from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.showcase import table_demos
from scenes.table.base import FACES_A_SECOND
from scenes.ui import resources

FRAME = 1 / 60


@pytest.fixture
def app_2k(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="normal") as app:
        yield app


def _frames(app, table, most: int = 600) -> list[int]:
    """Frames while the table says something changes (at most ``most``)."""
    drawn = 0
    while table.next_change() == 0.0 and drawn < most:
        app.step([], FRAME)
        drawn += 1
    return drawn


@pytest.mark.parametrize("cls", [TexasBonusTable, CasinoHoldemTable, HeadsUpTable])
def test_a_rounds_frames_make_no_card_face_once_the_table_rested(app_2k, monkeypatch, cls):
    """Fails on the old code: each face was made in the frame that first showed it (the deal's,
    a turn's, the showdown's)."""
    resources.clear_caches()
    made = faces_made(monkeypatch)
    table = scene_app.open_table(app_2k, cls, "faces")
    app_2k.step([], FRAME)
    _frames(app_2k, table)
    widths = {round(w * 4 / 3) for w in table.face_widths()}  # (2560x1440: 4/3 px a logical px)
    assert {key[-1][0] for key in made} == widths  # every card place's width, and only those
    assert len(made) == 53 * len(widths)  # a deck and its back at each
    del made[:]

    for _ in range(2):  # two rounds: the deal, the decisions, the showdown, the result
        table_demos.demo_bets(table)
        table.deal()
        _frames(app_2k, table)
        table_demos.demo_finish(table)
        _frames(app_2k, table)
        assert not table.session.in_round
    assert made == []


def test_faces_are_made_a_few_an_update_and_none_in_a_round(app_2k, monkeypatch):
    """FACES_A_SECOND at rest (2 a 60 Hz frame, the loop kept awake meanwhile); dealt before they
    are all made, the table makes none ahead until the round is over."""
    resources.clear_caches()
    made = faces_made(monkeypatch)
    table = scene_app.open_table(app_2k, TexasBonusTable, "faces")
    app_2k.step([], FRAME)
    app_2k.step([], FRAME)
    assert table.faces.due and table.next_change() == 0.0  # awake while faces are due
    before = len(made)
    app_2k.step([], FRAME)
    assert len(made) - before == round(FRAME * FACES_A_SECOND) == 2

    table_demos.demo_bets(table)
    table.deal()
    due = len(table.faces._due)
    for _ in range(30):
        app_2k.step([], FRAME)
    assert table.session.in_round and len(table.faces._due) == due  # none made ahead in the round


def test_the_frames_that_show_the_result_make_no_face(app_2k, monkeypatch):
    """The first frame at rest after a round lays the result on the table's layer (the spots' tags,
    the messages; the rail the frame after): no face is made ahead in a frame that lays the layer, nor
    while the result still moves (the summary zooming in, the win counting up); the quiet frames
    after make them (``make_faces_at_rest``). Fails on the old code: the faces were made in every
    update at rest, the result's frame too (at 4K two faces doubled it)."""
    resources.clear_caches()
    table = scene_app.open_table(app_2k, CasinoHoldemTable, "faces")
    app_2k.step([], FRAME)
    table_demos.demo_bets(table)
    table.deal()
    _frames(app_2k, table)
    table_demos.demo_finish(table)  # (dealt at once; the faces still due: the cards shown are made as shown)
    due = len(table.faces._due)
    app_2k.step([], FRAME)
    assert not table.session.in_round and table.view.laid  # the result laid on the layer
    assert len(table.faces._due) == due > 0  # none made ahead
    for _ in range(120):
        before = len(table.faces._due)
        app_2k.step([], FRAME)
        if len(table.faces._due) < before:
            break
        due = before
    assert len(table.faces._due) < due, "no face was ever made at rest"
    assert not table.view.laid and not table.win_counter.counting_up()
    assert not table.banner.visible or table.banner.age >= 0.4
