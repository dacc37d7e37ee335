"""The prize wheel's segment labels: at 150 % they lie along their narrow segments with their
digits (their ink) centred across it; at 100 % they are the plain text, unchanged; a fast spin turns
them in steps no coarser than its pace."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from helpers import scene_app

from gamelib.games.twister.demo import wheel_table
from scenes.app import App
from scenes.games.twister.wheel import SEGMENTS, WheelScene, wheel_label
from scenes.ui import gfx

STEP = 1 / 60


@pytest.fixture
def at_scale(app: App) -> Iterator[None]:
    yield
    app.update_settings(ui_scale=100, large_text=False)


@pytest.mark.parametrize("scale", [1.0, 4 / 3, 2.0])
def test_at_150_a_labels_digits_are_centred_across_its_segment(app: App, at_scale: None, scale: float) -> None:
    app.update_settings(ui_scale=150)
    assert gfx.ui_scale() == 1.5
    for mult in set(SEGMENTS):
        label = wheel_label(mult, scale)
        ink = label.get_bounding_rect()
        assert abs(ink.centery - label.get_height() / 2) <= 1, (mult, scale, ink, label.get_size())


def test_at_100_a_label_is_the_plain_text(app: App) -> None:
    app.update_settings(ui_scale=100)
    for mult in set(SEGMENTS):
        label = wheel_label(mult, 1.0)
        plain = gfx.text_at_scale(f"{mult}x", 24 if mult < 100 else 22, 1.0,
                                  gfx.CREAM if mult < 100 else gfx.INK, "black")
        assert label.get_size() == plain.get_size()
        assert label.get_bounding_rect() == plain.get_bounding_rect()


def test_a_spin_turns_its_labels_to_steps_no_coarser_than_its_pace_at_4k(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """While the wheel turns fast a label's turn is rounded to a step (12, 6, 4, 3 or 2 degrees) no
    more than twice the wheel's turn in the frame, so the labels of one multiplier share their
    turned images: a whole 4K spin turns at most 1,500 labels (to the degree: some 3,500, as
    many as 30 in a frame), and a label is never off its exact angle by more than the wheel
    turned in that frame (or half a degree); slowing to a stop, to the degree."""
    turned: list[float] = []
    rotate = pygame.transform.rotate

    def counted(surface: pygame.Surface, degrees: float) -> pygame.Surface:
        turned.append(degrees)
        return rotate(surface, degrees)

    monkeypatch.setattr(pygame.transform, "rotate", counted)
    with scene_app.native_app(tmp_path, (3840, 2160), animation_speed="normal") as app:
        wheel = WheelScene(app, wheel_table(1000), number=1)
        app.manager.push(wheel, None)
        app.step([], STEP)  # the first frame makes the wheel at rest (its labels to the degree)
        drawn: list[tuple[float, float]] = []  # each label drawn: its exact turn, the turn it was drawn at
        label = wheel._label

        def noted(mult: int, scale: float, degrees: float, *step: int) -> pygame.Surface:
            drawn.append((degrees, round(degrees / (step or (1,))[0]) * (step or (1,))[0]))
            return label(mult, scale, degrees, *step)

        monkeypatch.setattr(wheel, "_label", noted)
        turned.clear()
        worst, last_steps = 0.0, []
        while not wheel.stopped:
            before = wheel.angle
            drawn.clear()
            app.step([], STEP)
            moved = wheel.angle - before
            if wheel.stopped:  # the stop frame lays the wheel made at rest, to the degree
                break
            off = max(abs((at - exact + 180) % 360 - 180) for exact, at in drawn)
            assert off <= max(moved, 0.5) + 1e-9, (wheel.elapsed, moved, off)
            worst = max(worst, off)
            if moved < 1:
                last_steps.append(off <= 0.5 + 1e-9)
        assert len(turned) <= 1500, len(turned)
        assert worst > 2 and last_steps and all(last_steps)  # rounded coarsely while fast, to the degree at the end
