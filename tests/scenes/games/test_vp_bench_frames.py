"""The 100-hand screen's frame benchmark (``demo.benchmark_frames``) says what each measured frame showed
and its CPU time beside the clock's, so ``bench_video_poker.py --worst N`` can name the costliest frames
and tell a wait from another program's turn (session 23)."""

from __future__ import annotations

from helpers import scene_app

from scenes.games.video_poker import demo as vp_demo


def test_each_measured_frame_is_seen_with_what_it_showed(tmp_path):
    """Fails on the old code: ``benchmark_frames`` took no ``seen`` and said nothing of its frames."""
    with scene_app.native_app(tmp_path, (1280, 720), animation_speed="normal") as app:
        seen: list[vp_demo.FrameSeen] = []
        times = vp_demo.benchmark_frames(app, hands=10, frames=80, seen=seen)
    assert len(seen) == len(times) == 80
    assert seen[0].what.startswith("round 1 frame 0: DRAW")
    assert any("the result" in f.what for f in seen)
    results = [i for i, f in enumerate(seen) if "the result" in f.what]
    assert seen[results[0] + 1].what.startswith("round 2 frame 0: DRAW")  # the next round's draw
    assert any("hand 9 shown" in f.what for f in seen)
    assert all(f.cpu >= 0 and f.faults >= 0 and f.waits >= 0 and f.preempted >= 0 for f in seen)


def test_each_draws_own_work_is_seen_apart_from_the_frames(tmp_path):
    """Fails on the old code: a DRAW's own work (the hands drawn, the round settled and saved, done by a
    click in the step that draws its frame) was measured nowhere."""
    with scene_app.native_app(tmp_path, (1280, 720), animation_speed="normal") as app:
        draws: list[vp_demo.DrawSeen] = []
        vp_demo.benchmark_frames(app, hands=10, frames=80, draws=draws)
    assert len(draws) == 2  # (the second round's DRAW: its frames end the 80)
    assert all(d.took > 0 and d.cpu > 0 for d in draws)
