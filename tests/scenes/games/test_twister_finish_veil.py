"""The tournament's end dims the whole table under its box (issue 27): the table screen dims it
strip by strip, not by a black surface the window's size made in that frame (33 MB at 4K, some
25 ms to make), and dims the frame the window holds, laid again only where it changed, not the
whole table laid again first (its felt and some hundred drawings: at 4K 8 M px and ~7 ms). The
dimmed frames equal the same frames drawn whole."""

from __future__ import annotations

import pygame

from scenes.ui import recording
from tests.scenes.games.twister_hands import bench_table


def _pixels(app) -> bytes:  # type: ignore[no-untyped-def]
    assert app.window is not None
    return pygame.image.tobytes(app.window, "RGB")


def test_the_end_of_a_tournament_dims_the_table_with_no_window_sized_veil(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    size = (1280, 720)
    made: list[tuple[int, int]] = []

    class Counted(pygame.Surface):  # the surfaces made, by size, while the table is dimmed
        def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
            super().__init__(*args, **kwargs)
            made.append(self.get_size())

    app, table, view = bench_table(tmp_path, size)
    try:
        dimmed = 0
        made_dimming: list[tuple[int, int]] = []
        real = pygame.Surface
        replayed: list[object] = []
        real_replay = recording.replay

        def counted(ops, only=None):  # type: ignore[no-untyped-def]
            replayed.extend(ops)
            return real_replay(ops, only)

        monkeypatch.setattr(recording, "replay", counted)
        for _ in range(3000):
            if table.waiting_for_player:
                view.check_or_call()
            made.clear()
            replayed.clear()
            monkeypatch.setattr(pygame, "Surface", Counted)
            app.step([], 1 / 60)
            monkeypatch.setattr(pygame, "Surface", real)
            if table.finished_on_show or table.on_hold:
                made_dimming += made
                dimmed += 1
                if dimmed == 1:  # the veil falls: what changed laid again, the rest dimmed as it is
                    drawings = view.backdrop._recording.drawings or []
                    assert len(drawings) > 60
                    assert len(replayed) < len(drawings) * 3 // 4, (len(replayed), len(drawings))  # laid all again: 77 of 101
                shot = _pixels(app)
                app._last_target = None  # drawn whole: the same frame
                app._draw()
                assert _pixels(app) == shot, f"dimmed frame {dimmed} differs from it drawn whole"
                if dimmed >= 3:
                    break
        assert dimmed >= 3, "the tournament did not end"
        assert size not in made_dimming  # no veil the window's size
    finally:
        app.leave_all_tables()
        app.wallet.close()
