"""``bench_frames --twister``'s hands (benchmarks/bench_frames.py ``twister_hands``): the hands it
says it measures, the same ones at every window size and run after run in one process."""

from __future__ import annotations

import re
from pathlib import Path

from benchmarks import bench_frames
from scenes.showcase import catalogue


def _hands(tmp_path: Path) -> list[list[str]]:
    """What each frame was, in two runs at 960x540 and one at 1280x720, in one app."""
    app = catalogue.headless_app(tmp_path, size=(960, 540))
    app.native = True
    app.update_settings(animation_speed="normal")
    runs: list[list[str]] = []
    try:
        for size in ((960, 540), (960, 540), (1280, 720)):
            app.windowed_size = size
            app._set_mode(False)
            app.open_lobby()
            notes: list[str] = []
            bench_frames.twister_hands(app, notes)  # its own bound, as bench_frames --twister calls it
            runs.append(notes)
    finally:
        app.wallet.close()
    return runs


def test_three_whole_hands_the_same_at_every_size_and_run(tmp_path: Path) -> None:
    runs = _hands(tmp_path)
    first = runs[0]
    # three whole hands (two to the river and its result), then the fourth's deal; not decided in the first
    boards = {(int(m[1]), m[2]) for note in first if (m := re.search(r"hand (\d+), board (\S+),", note))}
    assert {1, 2, 3, 4} == {hand for hand, _ in boards}
    assert {(1, "5"), (2, "5"), (4, "0")} <= boards
    assert not any("over" in note for note in first)
    # the same hands, frame for frame: a tournament left by one run does not play on in the next
    assert runs[1] == first
    assert runs[2] == first
