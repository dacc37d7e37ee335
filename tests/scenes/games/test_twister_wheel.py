"""The prize wheel as the moment it is: a 3 to 5 s spin that stops on the drawn multiplier, the
pointer ticking as the segments pass it (at most once a frame), the pool counting up after the stop, a fanfare
grander with the multiplier (confetti from 50x), frames only while something moves; reduced
motion: a fade, no ticks, the result at once."""

from __future__ import annotations

import pytest
from helpers.drawn_texts import texts_drawn

from gamelib.games.twister.demo import wheel_table
from gamelib.games.twister.wheel import PRIZE_WHEEL
from scenes.app import App
from scenes.games.twister.wheel import (
    SEGMENTS,
    WheelScene,
    fanfare,
    rim_bottom,
    segment_at_pointer,
    spin_seconds,
)

STEP = 1 / 60


def heard(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    sounds: list[str] = []
    monkeypatch.setattr(app, "sound", lambda name, loud=1.0: sounds.append(name))
    return sounds


def spin(app: App, multiplier: int) -> WheelScene:
    app.update_settings(animation_speed="normal")
    wheel = WheelScene(app, wheel_table(multiplier))
    app.manager.push(wheel)
    return wheel


@pytest.mark.parametrize("multiplier", [m for m, _ in PRIZE_WHEEL])
def test_every_tier_spins_3_to_5_seconds_and_stops_on_its_segment(multiplier: int) -> None:
    assert 3.0 <= spin_seconds(multiplier) <= 5.0
    wheel_final = 360 * 5 + (360 - (SEGMENTS.index(multiplier) + 0.5) * 360 / len(SEGMENTS))
    assert SEGMENTS[segment_at_pointer(wheel_final)] == multiplier


def test_the_pointer_ticks_as_segments_pass_and_the_spin_eases_out(app: App,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    sounds = heard(app, monkeypatch)
    wheel = spin(app, 2)
    passed, last, gaps, since = 0, segment_at_pointer(0.0), [], 0.0
    while not wheel.stopped:
        wheel.update(STEP)
        since += STEP
        now = segment_at_pointer(wheel.angle)
        if now != last:
            passed, last = passed + 1, now
            gaps.append(since)
            since = 0.0
        assert wheel.next_change() == 0.0
    assert SEGMENTS[segment_at_pointer(wheel.angle)] == 2
    assert sounds.count("tick") == passed == wheel.ticks > 3 * len(SEGMENTS)  # fast: one a frame at most
    assert gaps[-1] > 5 * gaps[len(gaps) // 4]  # it slows: the last segments pass slowly


@pytest.mark.parametrize(("multiplier", "big", "confetti"), [(2, 0, False), (10, 1, False), (50, 1, True),
                                                              (1000, 3, True)])
def test_the_fanfare_grows_with_the_multiplier(app: App, monkeypatch: pytest.MonkeyPatch, multiplier: int,
                                               big: int, confetti: bool) -> None:
    sounds = heard(app, monkeypatch)
    wheel = spin(app, multiplier)
    wheel.elapsed = wheel.duration - STEP
    while not wheel.revealed:
        wheel.update(STEP)
    fanfare_sounds = [s for s in sounds if s != "tick"]
    assert fanfare_sounds.count("big_win") == big and ("win" in fanfare_sounds) == (big == 0)
    assert (fanfare(multiplier)[1] > 0) == confetti
    assert wheel.next_change() is None  # all shown: at rest until PLAY


def test_the_prize_pool_counts_up_after_the_stop(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    wheel = spin(app, 1000)
    pool = wheel.table.t.prize_pool
    seen = []
    wheel.elapsed = wheel.duration
    while not wheel.revealed:
        with texts_drawn(monkeypatch) as drawn:
            wheel.draw(app.canvas)
        seen += [d.text for d in drawn if d.text.startswith(app.tr("twister.wheel.pool", pool="")[:5])]
        wheel.update(0.1)
    final = app.tr("twister.wheel.pool", pool=app.money(pool))
    assert seen[0] != final and seen[-1] == final
    assert len(set(seen)) > 5  # it counted


@pytest.mark.parametrize("scale", [100, 125, 150])
def test_the_prize_pool_is_written_between_the_rim_lights_and_play(app: App, monkeypatch: pytest.MonkeyPatch,
                                                                    scale: int) -> None:
    app.update_settings(ui_scale=scale)
    wheel = spin(app, 2)
    wheel.elapsed = wheel.duration
    while not wheel.revealed:
        wheel.update(0.1)
    with texts_drawn(monkeypatch) as drawn:
        wheel.draw(app.canvas)
    words = app.tr("twister.wheel.pool", pool="")[:5]
    (pool,) = [d.rect for d in drawn if d.text.startswith(words)]
    assert rim_bottom() < pool.top and pool.bottom <= wheel.play_b.rect.top


def test_reduced_motion_fades_to_the_result(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    sounds = heard(app, monkeypatch)
    app.update_settings(reduced_motion=True, animation_speed="normal")
    wheel = WheelScene(app, wheel_table(200))
    app.manager.push(wheel)
    assert wheel.still and wheel.reveal == 0 and wheel.angle == wheel.final
    while not wheel.stopped:
        wheel.update(STEP)
    assert "tick" not in sounds and wheel.revealed and wheel.next_change() is None
    app.update_settings(reduced_motion=False)


@pytest.mark.parametrize("window", [(1280, 720), (2560, 1440), (3840, 2160)])
def test_the_turning_disc_drawn_straight_to_its_pixels_equals_it_drawn_through_gfx(app: App,
                                                                                  window: tuple[int, int]) -> None:
    """Issue 27: on a Canvas that draws at once (the turning wheel's) the disc's ~80 drawings go
    straight to its pixels; they are the pixels gfx draws (a recorded layer's way) at every angle."""
    import pygame

    from scenes.games.twister.wheel import CENTRE
    from scenes.ui.canvas import Canvas
    from scenes.ui.draw_context import DrawContext

    wheel = spin(app, 1000)
    context = DrawContext().with_window(window)
    for elapsed in (0.0, 0.37, 1.1, 2.9, 9.0):
        wheel.elapsed = elapsed
        pictures = []
        for noted in (False, True):
            canvas = Canvas(pygame.Surface(window), context)
            canvas.touched = [] if noted else None  # noting what it draws: through gfx
            wheel._draw_segments(canvas, CENTRE)  # type: ignore[arg-type]
            pictures.append(pygame.image.tobytes(canvas.target, "RGB"))
        assert pictures[0] == pictures[1], (window, elapsed)
