"""A Twister table at rest draws nothing (issue 27: a frame costs what changed): a frame with no
event, no operation and nothing due since the last frame drawn at rest keeps the window as it
is, and an opponent's decision taken ahead lands in such a frame (at 720p the decision, 2-8 ms,
came on top of the table recorded again, ~2.5 ms, one of a hand's worst frames)."""

from __future__ import annotations

from gamelib.games.twister.table import TwisterTable
from scenes.games.twister.table import TwisterTableScene
from tests.scenes.games.twister_hands import bench_table, drawn_whole_equal, play_hands


def test_a_decision_taken_ahead_lands_in_a_frame_that_draws_nothing(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app, table, view = bench_table(tmp_path, (1280, 720))
    taken: list[bool] = []
    recorded: list[int] = []
    real_think, real_play = TwisterTable.think_ahead, TwisterTableScene._draw_play

    def think(self: TwisterTable, equities: int | None = None) -> bool:
        taken.append(real_think(self, equities))
        return taken[-1]

    def play(self: TwisterTableScene, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        recorded.append(1)
        real_play(self, *args, **kwargs)

    monkeypatch.setattr(TwisterTable, "think_ahead", think)
    monkeypatch.setattr(TwisterTableScene, "_draw_play", play)
    try:
        decisions = drawing_decisions = still = 0

        def before() -> None:
            taken.clear()
            recorded.clear()

        def after(i: int) -> None:
            nonlocal decisions, drawing_decisions, still
            decisions += sum(taken)
            drawing_decisions += any(taken) and bool(recorded)
            if not recorded:
                still += 1
                assert app.frame.touched == []  # the window kept as it was: nothing laid again
                if i % 7 == 0:  # the kept frame is the frame drawn whole
                    assert drawn_whole_equal(app), f"frame {i} kept differs from it drawn whole"

        frames = play_hands(app, table, view, 2, after, before)
        assert decisions >= 5  # the opponents decided ahead
        assert drawing_decisions == 0  # each in a frame that drew nothing (the old code drew all)
        assert still > frames // 3  # at rest the table is not recorded again every frame
    finally:
        app.leave_all_tables()
        app.wallet.close()


def test_the_loop_wakes_soon_for_the_decision_and_sleeps_after_it(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The app's own loop: once the table rests with an opponent to act, the screen asks for a
    frame soon (not at the opponent's turn, seconds away); the quiet wake takes the decision
    ahead, draws nothing, and the screen then rests until its next change."""
    app, table, view = bench_table(tmp_path, (1280, 720))
    taken: list[bool] = []
    real_think = TwisterTable.think_ahead

    def think(self: TwisterTable, equities: int | None = None) -> bool:
        taken.append(real_think(self, equities))
        return taken[-1]

    monkeypatch.setattr(TwisterTable, "think_ahead", think)
    try:
        for _ in range(600):  # the deal slides in, the player calls; an opponent is to act
            if table.waiting_for_player:
                view.check_or_call()
            app.step([], 1 / 60)
            if not table.waiting_for_player and view.next_change() == view.THINK_WAKE:
                break
        else:
            raise AssertionError("the screen never asked for the frame of a decision ahead")
        assert table.next_event() is not None and table.next_event() > 0.1  # its turn is seconds away
        taken.clear()
        drawn = app.step([], view.THINK_WAKE, quiet=True)
        if taken == [False]:  # a costly decision: thought out over quiet wakes, the loop woken soon again
            assert table.thinking_ahead and view.next_change() == view.THINK_WAKE and not drawn
            drawn = app.step([], view.THINK_WAKE, quiet=True)
        assert taken[-1] and not drawn  # decided ahead in a quiet wake, no frame drawn
        assert view.next_change() is not None and view.next_change() > view.THINK_WAKE  # at rest again
    finally:
        app.leave_all_tables()
        app.wallet.close()
