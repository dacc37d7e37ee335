"""Tables side by side act on their live pace one a frame (scenes.table.live_pace.PaceTurns): four
tables opened together close their betting windows in the same frame, and that frame dealt three
rounds at once (issue 27: 48 ms at 3840x2160). Each now deals at its turn, a frame apart, the
one kept waiting first at the next frame; money adds up as before."""

from __future__ import annotations

from helpers import scene_app

from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.showcase import table_demos
from scenes.table.live_pace import PaceTurns

FRAME = 1 / 60


def _dealt_by_frame(app, tables, frames: int) -> list[list[int]]:
    """The frames at which each table's round began (indices into ``tables``), frame by frame."""
    by_frame = []
    for _ in range(frames):
        before = [t.session.in_round for t in tables]
        app.step([], FRAME)
        by_frame.append([i for i, t in enumerate(tables) if t.session.in_round and not before[i]])
    return by_frame


def test_windows_closing_together_deal_a_frame_apart_side_by_side(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant", pace="live",
                              betting_seconds=3, decision_seconds=3) as app:
        view, tables = scene_app.multi_table_view(app, (TexasBonusTable, CasinoHoldemTable, HeadsUpTable), "turns")
        view.draw(app.window_canvas())  # the window's pixels are known: side by side
        assert view.grid(), "the three tables sit side by side"
        for t in tables:
            table_demos.demo_bets(t)
        balance = app.wallet.balance
        staked = sum(sum(t.session.slip.amounts.values()) for t in tables)
        by_frame = _dealt_by_frame(app, tables, round(3.2 / FRAME))
        dealt = [f for f in by_frame if f]
        assert sorted(i for f in dealt for i in f) == [0, 1, 2], "each table dealt its round once"
        assert all(len(f) == 1 for f in dealt), f"one deal a frame, not {dealt}"
        first = next(n for n, f in enumerate(by_frame) if f)
        assert [bool(f) for f in by_frame[first:first + 3]] == [True, True, True], "a frame apart"
        assert app.wallet.balance == balance - staked


def test_one_table_in_focus_keeps_no_turns(tmp_path):
    """In a window too small for the grid (the tabs take turns already), or after leaving the view,
    a table's live pace answers to no turns: it never waits for another table."""
    with scene_app.native_app(tmp_path, (1920, 1080), animation_speed="instant", pace="live",
                              betting_seconds=3, decision_seconds=3) as app:
        view, tables = scene_app.multi_table_view(app, (TexasBonusTable, CasinoHoldemTable), "no-turns")
        assert not view.grid()
        app.step([], FRAME)
        assert all(t.paced.turns is None for t in tables)


def test_the_table_kept_waiting_goes_first():
    turns = PaceTurns()
    a, b, c = object(), object(), object()
    turns.new_frame()
    assert turns.may_act(a) and not turns.may_act(b) and not turns.may_act(c)
    assert turns.first([a, b, c]) == [b, c, a]  # (as objects stand in for tables)
    turns.new_frame()
    assert turns.may_act(b) and not turns.may_act(c)
    turns.new_frame()
    assert turns.first([a, b, c])[0] is c and turns.may_act(c) and turns.waiting == []
