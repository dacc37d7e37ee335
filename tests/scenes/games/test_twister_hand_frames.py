"""The frames between Twister hands at the window's pixels, drawn by what changed (issue 27), show
what the table drawn whole shows: a hand's showdown and result, the next hand's deal, the
player's turn. The player calls small bets and folds to big ones, as ``bench_frames --twister``
plays, so three whole hands are played (calling every bet, the seeded tournament ends in its
first hand, and the frames after a hand are never drawn)."""

from __future__ import annotations

from benchmarks.bench_frames import bench_player_acts
from tests.scenes.games.twister_hands import bench_table, drawn_whole_equal


def test_the_frames_round_each_new_hand_equal_them_drawn_whole(tmp_path) -> None:  # type: ignore[no-untyped-def]
    app, table, view = bench_table(tmp_path, (1280, 720))
    try:
        checked: list[str] = []
        played = table.t.hands_played
        for i in range(2400):
            bench_player_acts(view)
            hand, hands, ops = table.hand_number, table.t.hands_played, len(table.operations)
            app.step([], 1 / 60)
            turn = table.waiting_for_player and view.choices() is not None
            if table.hand_number != hand or table.t.hands_played != hands or len(table.operations) >= ops + 3 or turn:
                what = f"frame {i}, hand {table.hand_number}, ops {ops}->{len(table.operations)}"
                assert drawn_whole_equal(app), f"{what} differs from it drawn whole"
                checked.append(what)
            if table.is_over or table.t.hands_played >= played + 3:
                break
        assert table.t.hands_played == played + 3 and not table.is_over  # three whole hands played
        assert len(checked) >= 12
    finally:
        app.leave_all_tables()
        app.wallet.close()
