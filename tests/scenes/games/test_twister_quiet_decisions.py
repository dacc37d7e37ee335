"""An opponent's decision taken ahead (``TwisterTable.think_ahead``) lands in a quiet frame of the
table screen, never in the frame that shows the player's own action (issue 27: that frame already
draws the turn's change, the two plates and the rail's buttons: at 4K the decision on top of it
made one of the worst frames of a hand)."""

from __future__ import annotations

from gamelib.games.twister.table import TwisterTable
from scenes.games.twister.table import TwisterTableScene
from tests.helpers.equities import equities_worked
from tests.scenes.games.twister_hands import bench_table, play_hands


def test_no_opponent_decides_ahead_in_the_frame_showing_the_players_action(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app, table, view = bench_table(tmp_path, (1280, 720))
    taken: list[bool] = []
    real = TwisterTable.think_ahead

    def counted(self: TwisterTable, equities: int | None = None) -> bool:
        took = real(self, equities)
        taken.append(took)
        return took

    monkeypatch.setattr(TwisterTable, "think_ahead", counted)
    try:
        in_action_frames = ahead = acted = 0
        first = table.t.hands_played
        for _ in range(2000):
            action = table.waiting_for_player
            if action:
                view.check_or_call()
                acted += 1
            taken.clear()
            app.step([], 1 / 60)
            ahead += sum(taken)
            in_action_frames += action and any(taken)
            if table.is_over or table.t.hands_played >= first + 3:
                break
        assert acted >= 3 and ahead >= 5  # the player acted, the opponents decided ahead
        assert in_action_frames == 0  # each of those decisions in a frame of its own
    finally:
        app.leave_all_tables()
        app.wallet.close()


def test_a_costly_decision_is_thought_out_over_quiet_frames_an_equity_at_a_time(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The first decision of a hand weighs two three-way all-ins (two Monte Carlo equities,
    4-7 ms): each frame works out one at most, the decision over two quiet frames, none of
    them drawing."""
    app, table, view = bench_table(tmp_path, (1280, 720))
    worked = equities_worked(monkeypatch)
    drawn: list[bool] = []
    real_lay = TwisterTableScene._lay

    def laid(self: TwisterTableScene, surface) -> None:  # type: ignore[no-untyped-def]
        drawn.append(True)
        real_lay(self, surface)

    monkeypatch.setattr(TwisterTableScene, "_lay", laid)
    try:
        most = split = 0

        def before() -> None:
            worked.clear()
            drawn.clear()

        def after(i: int) -> None:
            nonlocal most, split
            most = max(most, len(worked))
            split += table.thinking_ahead
            assert not (worked and drawn)  # thought out in frames drawing nothing

        play_hands(app, table, view, 3, after, before)
        assert split >= 1  # a decision went on into a next frame
        assert most == 1
    finally:
        app.leave_all_tables()
        app.wallet.close()
