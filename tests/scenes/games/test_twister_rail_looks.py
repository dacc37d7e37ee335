"""The rail's buttons at a turn's start are laid from their looks kept (issue 27: at 4K a turn's
start blended every button's shadow, body and labels again over the felt, ~1 M px): from the
player's third turn on (a few kept a frame), only each button's last drawing (its label, which carries the amount)
is drawn again there; the rest is one copy of the button as laid before. Each such frame equals
the same frame drawn whole."""

from __future__ import annotations

from scenes.games.twister import backdrop
from scenes.ui import recording
from scenes.ui.canvas import Drawing
from tests.scenes.games.twister_hands import bench_table, drawn_whole_equal, play_turn_starts


def test_a_later_turn_lays_the_rail_buttons_from_their_looks_kept(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    size = (1280, 720)
    rail_top = 930 * size[1] // 1080  # the rail under the felt, in the window's pixels
    drawn: list[Drawing] = []
    for module in (recording, backdrop):
        real = getattr(module, "replay", None)
        if real is None:
            continue

        def counted(ops, only=None, real=real):  # type: ignore[no-untyped-def]
            drawn.extend(ops)
            return real(ops, only)

        monkeypatch.setattr(module, "replay", counted, raising=False)
    app, table, view = bench_table(tmp_path, size)
    try:
        starts: list[tuple[int, int]] = []  # each turn's start: rail drawings drawn again, buttons shown

        def at_start() -> None:
            shown = sum(b.visible for b in view.buttons[3:])  # the rail's (the top band's stay)
            starts.append((sum(op.area.top >= rail_top for op in drawn), shown))
            assert drawn_whole_equal(app), f"turn start {len(starts)} differs from it drawn whole"

        play_turn_starts(app, table, view, 3, at_start, drawn.clear)
        assert len(starts) >= 4, starts
        later = starts[2:]  # the first showing lays and keeps the looks; the second may still meet new ones
        assert all(shown >= 3 for _, shown in later), starts
        assert all(again <= 2 * shown for again, shown in later), starts  # a label each, not 4 drawings a button
    finally:
        app.leave_all_tables()
        app.wallet.close()


def test_the_first_frame_keeps_the_looks_the_next_turn_copies(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The first frame, laid whole with the player's turn on (the rail's buttons shown), keeps
    every button's look: the player's next turn lays each shown button by one copy of it (at 4K
    that turn's start laid and kept them all itself, ~1 M px, 1.9 ms), equal to it drawn whole."""
    app, table, view = bench_table(tmp_path, (1280, 720))
    try:
        app.step([], 1 / 60)  # the first frame, the player's turn on: laid whole
        first_turn = table.waiting_for_player
        turns = 0
        laid = [0]

        def at_start() -> bool:
            nonlocal turns
            turns += 1
            shown = sum(b.visible for b in view.buttons[3:])
            assert view.backdrop.tiles_laid - laid[0] >= shown >= 3  # each shown button from its kept look
            assert drawn_whole_equal(app)
            return True

        def before() -> None:
            laid[0] = view.backdrop.tiles_laid

        play_turn_starts(app, table, view, 3, at_start, before)
        assert first_turn and turns == 1
    finally:
        app.leave_all_tables()
        app.wallet.close()
