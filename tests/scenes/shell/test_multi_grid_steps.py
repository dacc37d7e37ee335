"""Tables side by side take their live steps in frames of their own (issue 27): when the betting windows
of several tables close in one frame, one table deals then and each other waits a frame, so no frame
holds two tables' deals (three at once cost 20-48 ms of one 4K frame). Driven by a fake clock (frames
of 1/60 s); each frame equals it drawn whole."""

from __future__ import annotations

from helpers import scene_app
from helpers.kept_frames import same_as_whole

from scenes.showcase import table_demos
from scenes.table import registry as tables

FRAME = 1 / 60
GAMES = ("texas-holdem-bonus", "casino-holdem", "heads-up-holdem")


def test_windows_closing_together_deal_in_frames_of_their_own(tmp_path):
    """Fails on the old code: the three tables dealt in one frame."""
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="normal") as app:
        app.update_settings(pace="live", betting_seconds=3, decision_seconds=3)
        view, opened = scene_app.multi_table_view(app, [tables.scene_class(g) for g in GAMES], "steps")
        assert view.grid(), "side by side"
        for t in opened:
            table_demos.demo_bets(t)
        dealt: dict[int, int] = {}
        for frame in range(60 * 5):  # fake time: the windows close after 3 s
            app.step([], FRAME)
            app.present()
            for i, t in enumerate(opened):
                if i not in dealt and t.session.in_round:
                    dealt[i] = frame
                    same_as_whole(app)
            if len(dealt) == len(opened):
                break
        assert len(dealt) == len(opened), "every table dealt"
        frames = sorted(dealt.values())
        assert len(set(frames)) == len(frames), f"one deal a frame: {dealt}"
        assert frames[-1] - frames[0] == len(frames) - 1, "each waited a frame at most per table before it"


def test_one_table_alone_in_focus_does_not_wait(tmp_path):
    """A table in focus with the others in tabs (a window too small for the grid) deals when its window
    closes: the tables there take turns already, and no step waits for another's."""
    with scene_app.native_app(tmp_path, (1920, 1080), animation_speed="normal") as app:
        app.update_settings(pace="live", betting_seconds=3, decision_seconds=3)
        view, opened = scene_app.multi_table_view(app, [tables.scene_class(g) for g in GAMES], "alone")
        assert not view.grid()
        table_demos.demo_bets(opened[0])
        for _ in range(60 * 5):
            app.step([], FRAME)
            assert not any(t.paced.waited for t in opened)
            if opened[0].session.in_round:
                break
        assert opened[0].session.in_round
