"""Going side by side, or back to one table in focus, the tables are drawn at other pixels: what the
caches made at the old pixels goes (issue 27: four tables side by side in a 4K window, after one
table played alone there, held ~130 MB of 4K art; the process peaked at 357 MB, target 320)."""

from __future__ import annotations

import pygame
from helpers import scene_app
from helpers.four_tables import four_tables_one_waiting

from scenes.showcase import catalogue
from scenes.ui import gfx, resources, text_render


def _mark_caches() -> tuple[object, object, object]:
    """A stand-in of art made at the old pixels in each of the caches forget_sizes empties."""
    marks = (("test mark", 1), ("test mark", 2), ("test mark", 3))
    gfx.surface_cache.put(marks[0], pygame.Surface((4, 4)))
    resources._scaled.put(marks[1], pygame.Surface((4, 4)))
    text_render._text_cache.put(marks[2], pygame.Surface((4, 4)))
    return marks


def _marked(marks: tuple[object, object, object]) -> list[bool]:
    return [gfx.surface_cache.get(marks[0]) is not None, resources._scaled.get(marks[1]) is not None,
            text_render._text_cache.get(marks[2]) is not None]


def test_going_side_by_side_forgets_the_art_of_the_old_pixels_once(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant") as app:
        view = four_tables_one_waiting(app)
        assert view.grid(), "the four tables sit side by side"
        marks = _mark_caches()
        view._grid_cells = None  # as if the last frame showed one table in focus, at the window's pixels
        app.step([], 1 / 60)
        app.present()
        assert _marked(marks) == [False, False, False], "the art made at the old pixels went"
        marks = _mark_caches()
        for _ in range(3):  # the same cells: nothing more goes (art made at these pixels stays)
            app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))], 1 / 60)
            app.present()
        assert _marked(marks) == [True, True, True]


def test_back_to_one_table_in_focus_forgets_the_grid_pixels(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant") as app:
        view = four_tables_one_waiting(app)
        catalogue.settle(app)
        assert view._grid_cells is not None
        marks = _mark_caches()
        app.windowed_size = (1920, 1080)  # too small for four side by side: one in focus, the tabs
        app._set_mode(False)
        marks = _mark_caches()  # (the resize forgot the first marks itself)
        app.step([], 1 / 60)
        app.present()
        assert not view.grid() and view._grid_cells is None
        assert _marked(marks) == [False, False, False]
