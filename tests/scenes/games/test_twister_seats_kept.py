"""Each seat of the large Twister table keeps its recorded drawings while it shows the same
(``kept.KeptParts``; issue 27: a turn's start or a chip's flight changes one or two seats of
three, and every seat's plate, cards, bet and tag were recorded again each frame, ~1 ms of a
4K frame's worst). A frame keeping seats equals the same frame drawn whole; a change of what
every seat depends on (the deck's colours, the language) records them all again."""

from __future__ import annotations

from tests.scenes.games.twister_hands import bench_table, drawn_whole_equal, play_hands


def test_seats_showing_the_same_keep_their_drawings_and_the_frame_equals_it_drawn_whole(tmp_path) -> None:  # type: ignore[no-untyped-def]
    app, table, view = bench_table(tmp_path, (1280, 720))
    try:
        counts = {"keeping": 0, "checked": 0, "taken": 0}

        def before() -> None:
            counts["taken"] = view.seats_kept.taken

        def after(i: int) -> None:
            if view.seats_kept.taken > counts["taken"]:
                counts["keeping"] += 1
                if counts["keeping"] % 9 == 1:  # (drawing whole draws it anew: every few such frames)
                    counts["checked"] += 1
                    assert drawn_whole_equal(app), f"frame {i} keeping seats differs from it drawn whole"

        play_hands(app, table, view, 2, after, before)
        keeping, checked = counts["keeping"], counts["checked"]
        assert keeping > 40 and checked > 4
    finally:
        app.leave_all_tables()
        app.wallet.close()


def test_a_change_every_seat_depends_on_records_every_seat_again(tmp_path) -> None:  # type: ignore[no-untyped-def]
    app, table, view = bench_table(tmp_path, (1280, 720))
    try:
        for _ in range(200):  # the deal in place, the seats kept from frame to frame
            if table.waiting_for_player:
                view.check_or_call()
            before = view.seats_kept.taken
            app.step([], 1 / 60)
            if view.seats_kept.taken - before >= 8:  # the three seats, their plates, cards and tags
                break
        else:
            raise AssertionError("no frame kept the seats")
        for change in ({"four_colour_deck": not app.settings.four_colour_deck}, {"language": "it"}):
            app.update_settings(**change)
            before = view.seats_kept.taken
            view._still = None  # (as the settings screen's event does)
            app.step([], 1 / 60)
            assert view.seats_kept.taken == before, f"{change}: a seat kept its drawings"
            assert drawn_whole_equal(app)
    finally:
        app.leave_all_tables()
        app.wallet.close()
