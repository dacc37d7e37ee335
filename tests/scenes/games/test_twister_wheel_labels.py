"""The prize wheel's segment labels: at 150 % they lie along their narrow segments with their
digits (their ink) centred across it; at 100 % they are the plain text, unchanged."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from scenes.app import App
from scenes.games.twister.wheel import SEGMENTS, wheel_label
from scenes.ui import gfx


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
