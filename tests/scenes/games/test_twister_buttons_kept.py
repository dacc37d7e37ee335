"""The large Twister table's buttons keep their recorded drawings while they show the same
(``kept.KeptParts``, ``kept.button_looks``; issue 27: a turn's start recorded every button's
shadow, body, hotkey and label again, 0.6-1.1 ms of a 4K frame's worst): at a later turn's
start only the buttons whose words or state changed (CALL 20, RAISE TO 60 …) are drawn, the
others' drawings are kept; each such frame equals the same frame drawn whole, and a change of
language draws every button again."""

from __future__ import annotations

from scenes.ui.widgets.base import Button
from tests.scenes.games.twister_hands import bench_table, drawn_whole_equal, play_turn_starts


def test_a_later_turn_draws_only_the_buttons_that_changed(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    drawn: list[Button] = []
    real = Button.draw

    def counted(self, surface):  # type: ignore[no-untyped-def]
        drawn.append(self)
        return real(self, surface)

    monkeypatch.setattr(Button, "draw", counted)
    app, table, view = bench_table(tmp_path, (1280, 720))
    try:
        starts: list[tuple[int, int]] = []  # each turn's start: buttons drawn, buttons shown

        def at_start() -> None:
            shown = [b for b in view.buttons if b.visible]
            starts.append((sum(b in shown for b in drawn), len(shown)))
            assert drawn_whole_equal(app), f"turn start {len(starts)} differs from it drawn whole"

        play_turn_starts(app, table, view, 3, at_start, drawn.clear)
        assert len(starts) >= 4, starts
        later = starts[1:]  # the first showing records them all
        assert all(shown >= 6 for _, shown in later), starts
        assert all(again <= shown // 2 for again, shown in later), starts  # kept: FOLD, ALL-IN, ½ POT, POT, −, + …
        before_change = view.buttons_kept.taken
        app.update_settings(language="it")
        view._still = None  # (as the settings screen's event does)
        drawn.clear()
        app.step([], 1 / 60)
        assert view.buttons_kept.taken == before_change and len(drawn) >= sum(b.visible for b in view.buttons)
        assert drawn_whole_equal(app)
    finally:
        app.leave_all_tables()
        app.wallet.close()
