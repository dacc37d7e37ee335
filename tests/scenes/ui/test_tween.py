"""Tweens and timers move only with update(dt): tests drive them with fake time."""

from __future__ import annotations

import pytest

from scenes.ui.tween import Animator, Clock, Timer, Tween, ease_out_back, ease_out_cubic, linear


class Thing:
    def __init__(self) -> None:
        self.x = 0.0
        self.y = 10.0


def test_tween_moves_attributes_with_fake_time():
    t = Thing()
    done: list[bool] = []
    tw = Tween(t, {"x": 100.0, "y": 0.0}, 1.0, linear, on_done=lambda: done.append(True))
    tw.update(0.25)
    assert t.x == pytest.approx(25.0) and t.y == pytest.approx(7.5)
    tw.update(0.5)
    assert t.x == pytest.approx(75.0) and not done
    tw.update(0.5)
    assert t.x == 100.0 and t.y == 0.0 and done == [True] and tw.done


def test_tween_delay_waits_first():
    t = Thing()
    tw = Tween(t, {"x": 10.0}, 1.0, linear, delay=0.5)
    tw.update(0.4)
    assert t.x == 0.0
    tw.update(0.6)
    assert t.x == pytest.approx(5.0)


def test_easings_start_at_0_end_at_1():
    for ease in (linear, ease_out_cubic, ease_out_back):
        assert ease(0.0) == pytest.approx(0.0)
        assert ease(1.0) == pytest.approx(1.0)


def test_timer_fires_once_or_repeats():
    hits: list[int] = []
    once = Timer(1.0, lambda: hits.append(1))
    once.update(0.9)
    assert not hits and once.remaining == pytest.approx(0.1)
    once.update(0.2)
    once.update(5.0)
    assert hits == [1] and once.done
    again: list[int] = []
    rep = Timer(0.5, lambda: again.append(1), repeat=True)
    rep.update(1.6)
    assert again == [1, 1, 1] and not rep.done


def test_animator_speeds():
    normal, fast = Thing(), Thing()
    a, b = Animator("normal"), Animator("fast")
    a.tween(normal, 1.0, linear, x=100.0)
    b.tween(fast, 1.0, linear, x=100.0)
    a.update(0.2)
    b.update(0.2)
    assert normal.x == pytest.approx(20.0)
    assert fast.x == pytest.approx(50.0)


def test_instant_speed_completes_immediately():
    t = Thing()
    done: list[bool] = []
    anim = Animator("instant")
    anim.tween(t, 5.0, x=42.0, on_done=lambda: done.append(True))
    assert t.x == 42.0 and done == [True] and not anim.busy


def test_finish_all_runs_chained_callbacks():
    t = Thing()
    anim = Animator("normal")
    anim.tween(t, 1.0, x=1.0, on_done=lambda: anim.tween(t, 1.0, y=99.0))
    assert anim.busy
    anim.finish_all()
    assert t.x == 1.0 and t.y == 99.0 and not anim.busy


def test_game_clock_ignores_animation_speed():
    fired: list[bool] = []
    clock = Clock()
    timer = clock.start(15.0, lambda: fired.append(True))
    clock.update(10.0)
    assert timer.fraction_left == pytest.approx(1 / 3)
    clock.update(5.0)
    assert fired == [True] and not clock.timers
