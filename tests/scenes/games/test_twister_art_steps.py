"""The large table's art (its colours' table, the rail's round ends, the carpet, the room's
light, the rail of controls) made while the prize wheel rests, a part a frame (issue 27): at
3840x2160 the first frame making the table ahead made all of it, 57 ms (the rail of controls
34 ms, the colours' table 18 ms) while the wheel was on screen. The table made so is the one
made at once, pixel for pixel."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pygame
import pytest

from scenes.games.twister import table_art
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.table import ground_key, table_backdrop
from scenes.showcase import catalogue
from scenes.ui.canvas import Canvas

#: Pixels of art one frame making the table ahead may make at 3840x2160 (a strip of the rail's
#: ends, ~455,000; a part of the rail of controls' leather, ~200,000): a few ms.
MOST_PX = 500_000


@pytest.fixture
def window(tmp_path: Any, request: Any) -> Iterator[tuple[Any, Canvas]]:
    app = catalogue.headless_app(tmp_path, size=request.param)
    app.native = True
    try:
        app.step([], 1 / 60)
        assert isinstance(app.frame, Canvas)
        yield app, app.frame
    finally:
        app.wallet.close()


def _counting(monkeypatch: Any) -> list[int]:
    """The pixels of art made since the count was last emptied: surfaces made of numpy arrays
    (the leather, the rail's ends, the carpet, the light) and the colours' table's entries."""
    made = [0]
    make_surface, surface, colours_at = pygame.surfarray.make_surface, table_art._surface, \
        getattr(table_art, "_colours_at", None)

    def counted_make_surface(array: np.ndarray) -> pygame.Surface:
        made[0] += array.shape[0] * array.shape[1]
        return make_surface(array)

    def counted_surface(pixels: np.ndarray) -> pygame.Surface:
        made[0] += pixels.shape[0] * pixels.shape[1]
        return surface(pixels)

    def counted_colours_at(shape: Any, d: np.ndarray) -> Any:
        made[0] += len(d) * table_art.FACING
        assert colours_at is not None
        return colours_at(shape, d)

    monkeypatch.setattr(pygame.surfarray, "make_surface", counted_make_surface)
    monkeypatch.setattr(table_art, "_surface", counted_surface)
    monkeypatch.setattr(table_art, "_colours_at", counted_colours_at, raising=False)
    return made


@pytest.mark.parametrize("window", [(3840, 2160)], indirect=True, ids=["3840x2160"])
def test_each_frame_making_the_table_ahead_makes_a_part_of_its_art(window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app, canvas = window
    table_art.forget()
    made = _counting(monkeypatch)
    backdrop = table_backdrop(app)
    per_call = []
    while True:
        made[0] = 0
        done = backdrop.ahead(canvas, ground_key(app), TwisterScene.AHEAD_ROWS)
        per_call.append(made[0])
        if done:
            break
    assert sum(per_call) > 4 * MOST_PX  # (the art was made here, not found made)
    assert max(per_call) <= MOST_PX, per_call


@pytest.mark.parametrize("window", [(1280, 720), (3840, 2160)], indirect=True, ids=["1280x720", "3840x2160"])
def test_the_table_made_a_part_a_frame_is_the_table_made_at_once(window) -> None:  # type: ignore[no-untyped-def]
    app, canvas = window
    table_art.forget()
    stepped = table_backdrop(app)
    calls = 1
    while not stepped.ahead(canvas, ground_key(app), TwisterScene.AHEAD_ROWS):
        calls += 1
    assert stepped.ground is not None and calls > 10
    ahead = pygame.image.tobytes(stepped.ground, "RGB")
    table_art.forget()
    at_once = table_backdrop(app)
    at_once.lay(canvas, ground_key(app), [])  # made whole in the frame that lays it
    assert at_once.ground is not None and at_once.ground is not stepped.ground
    assert pygame.image.tobytes(at_once.ground, "RGB") == ahead


@pytest.mark.parametrize("large", [True, False])
@pytest.mark.parametrize("k", [1.2, 2.4])
def test_the_colours_worked_out_in_parts_are_those_worked_out_at_once(monkeypatch, large, k) -> None:  # type: ignore[no-untyped-def]
    shape = table_art.shape_of(large)
    parts, start = table_art._colours(shape, k)
    assert len(parts) // table_art.FACING > table_art.COLOUR_ROWS  # (worked out in two parts or more)
    monkeypatch.setattr(table_art, "COLOUR_ROWS", 1_000_000)
    whole, whole_start = table_art._colours(shape, k)
    assert start == whole_start
    assert np.array_equal(parts, whole)
