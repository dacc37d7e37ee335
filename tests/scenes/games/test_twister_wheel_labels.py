"""The prize wheel's labels keep inside their segments at every UI scale: at a larger scale the
wheel is smaller and a label lies along its segment; grown 1.5x at 150 % a label's ink was as
wide as its segment at its inner end but for 2-7 px (1000x: 1 px a side, over the gold edge)."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest
from helpers import scene_app

from scenes.app import App
from scenes.games.twister import wheel


@pytest.fixture
def app(tmp_path) -> Iterator[App]:
    with scene_app.table_app(tmp_path) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False)


@pytest.mark.parametrize("scale", [125, 150])
def test_each_label_leaves_room_either_side_in_its_segment(app: App, scale: int) -> None:
    app.update_settings(ui_scale=scale)
    radius, half_angle = wheel.wheel_radius(), math.pi / len(wheel.SEGMENTS)
    spare = {}
    for mult in set(wheel.SEGMENTS):
        ink = wheel.wheel_label(mult, 1.0).get_bounding_rect()  # along the segment: w along, h across
        inner = 0.68 * radius - ink.w / 2  # its end nearest the hub, where the segment is narrowest
        spare[mult] = 2 * inner * math.tan(half_angle) - ink.h
        assert ink.h >= 20  # still grown (17-18 px at 100 %)
    assert min(spare.values()) >= 7, spare
