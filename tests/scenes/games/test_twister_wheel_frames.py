"""A frame of the prize wheel's spin on a window's Canvas draws what changed over the frame the
window holds: the turning disc whole (every pixel of it turns), but of the 30 bulbs round the rim
only those lit or put out since the frame before and those the felt was laid back over (under
the flicking pointer); the others are as they were (all 30 a frame cost 0.2 ms at 4K, and they
change every 4th frame). The labels it turns are kept without their clear corners (a label turned
45 degrees is a third clear pixels, blended every frame). The window then shows what the same
frame drawn whole shows."""

from __future__ import annotations

import math
from typing import Any

import pygame
import pytest
from helpers.twister_room import room_at

from scenes.games.twister import demo, wheel_pen
from scenes.games.twister import wheel as wheel_module
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.wheel import WheelScene, wheel_label
from scenes.games.twister.wheel_timing import SEGMENTS
from scenes.showcase import catalogue
from scenes.table.layout import demo_seed

FRAME = 1 / 60


def _spinning(tmp_path: Any, size: tuple[int, int]) -> tuple[Any, WheelScene]:
    """The tournaments' room at ``size``, START, and the wheel shown (its backdrop made ahead)."""
    app, hub = room_at(tmp_path, size, "wheel-frames")
    hub.start()
    for _ in range(400):
        app.step([], FRAME)
        top = app.manager.top
        if isinstance(top, WheelScene) and top.shown:
            return app, top
    raise AssertionError("the wheel never showed")


def _bulbs_drawn(monkeypatch: pytest.MonkeyPatch, wheel: WheelScene, scale: float) -> list[tuple[int, int]]:
    """The bulbs' centres (physical px) each filled circle of a bulb's size is drawn at, from now on."""
    radius = wheel_module.wheel_radius() + 16
    bulb = max(5, radius // 45) * scale
    centres: list[tuple[int, int]] = []
    circle = pygame.draw.circle

    def noted(surface: pygame.Surface, colour: Any, centre: Any, r: float, width: int = 0) -> pygame.Rect:
        if width == 0 and r == bulb:
            centres.append(tuple(centre))  # type: ignore[arg-type]
        return circle(surface, colour, centre, r, width)

    monkeypatch.setattr(wheel_pen.pygame.draw, "circle", noted)
    return centres


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_frame_of_the_spin_draws_the_bulbs_that_changed_and_shows_the_frame_drawn_whole(
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    app, wheel = _spinning(tmp_path, size)
    scale = app.window_canvas().scale
    drawn = _bulbs_drawn(monkeypatch, wheel, scale)
    quiet = 0
    for frame in range(1, 200):
        before = wheel._lit()
        drawn.clear()
        app.step([], FRAME)
        assert not wheel.stopped
        changed = sum(a != b for a, b in zip(before, wheel._lit(), strict=True))
        under_pointer = sum(1 for x, y in wheel._bulbs(wheel_module.wheel_radius() + 16)
                            if wheel._pointer_reach().inflate(40, 40).collidepoint(x, y))
        assert len(drawn) <= changed + under_pointer, (frame, len(drawn), changed)
        quiet += changed == 0
        if frame % 40 == 0:  # the window shows what the frame drawn whole shows
            shown = pygame.image.tobytes(app.window, "RGB")
            app._last_target = None
            wheel._backdrop.release()
            app._draw()
            assert pygame.image.tobytes(app.window, "RGB") == shown, frame
    assert quiet > 100  # (most frames light and put out no bulb)


@pytest.mark.parametrize("scale", [2 / 3, 1.0, 2.0])
def test_a_turned_label_is_kept_without_its_clear_corners_and_lays_the_same_pixels(
        tmp_path: Any, scale: float) -> None:
    app, wheel = _spinning(tmp_path, (1280, 720))
    for mult in sorted(set(SEGMENTS)):
        for degrees in (0, 17, 45, 90, 133, 270, 301):
            whole = pygame.transform.rotate(wheel_label(mult, scale), degrees)
            kept = wheel._label(mult, scale, degrees)
            assert kept.get_width() * kept.get_height() <= whole.get_width() * whole.get_height()
            ink = kept.get_bounding_rect()
            assert 0 in (ink.x, kept.get_width() - ink.right) and 0 in (ink.y, kept.get_height() - ink.bottom)
            if degrees % 90 and mult >= 10:  # turned askew: its corners were clear
                assert kept.get_width() * kept.get_height() < 0.9 * whole.get_width() * whole.get_height()
            laid = []
            for art in (whole, kept):  # laid centred, as the wheel lays it
                target = pygame.Surface((400, 400))
                target.fill((40, 90, 60))
                target.blit(art, art.get_rect(center=(200, 200)))
                laid.append(pygame.image.tobytes(target, "RGB"))
            assert laid[0] == laid[1], (mult, degrees)
    assert math.isclose(app.window_canvas().scale, 2 / 3)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_labels_the_spin_turns_to_first_are_made_while_the_room_still_shows(
        tmp_path: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    """The labels the spin turns to, frame by frame from its start, are made ahead with its
    backdrop until as many are kept as may be: its first second turns none (turned as it spun,
    the kept labels came fresh from the system, a 2 MiB page at a time, 3.5-7 ms each at 4K, in
    a dozen frames of the spin)."""
    turned: list[int] = []
    rotate = pygame.transform.rotate
    monkeypatch.setattr(pygame.transform, "rotate", lambda *a: turned.append(1) or rotate(*a))
    app, wheel = _spinning(tmp_path, size)
    labels = wheel._labels
    assert len(labels) == labels.capacity or labels.bytes >= (labels.budget_bytes or 0)
    turned.clear()
    while wheel.elapsed < 1.0:
        app.step([], FRAME)
    assert not turned, f"{len(turned)} labels turned in the spin's first second"


def test_the_spinning_wheels_screenshot_shows_it_spinning(tmp_path: Any) -> None:
    """The screenshots' spinning wheel (``demo``'s wheel_spinning, then a few frames settled) is
    the wheel shown half way through its spin: not the frame the window held while its backdrop
    and the labels its spin turns to were made ahead (at 4K 60 frames; the screenshot settles 5)."""
    app = catalogue.headless_app(tmp_path, size=(2560, 1440))
    app.native = True
    scene = TwisterScene(app, seed_source=demo_seed("twister-wheel_spinning"))
    app.open_tables.append(scene)
    app.manager.push(scene)
    app.step([], FRAME)  # (the window holds a frame, as between the screenshots)
    dict(demo.demo_states())["wheel_spinning"](scene)
    catalogue.settle(app)
    wheel = app.manager.top
    assert isinstance(wheel, WheelScene) and wheel.shown and not wheel.stopped
    assert 0.4 < wheel.elapsed / wheel.duration < 0.55
