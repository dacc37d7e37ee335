"""Nothing a player must read in the multi-table view is under 12 px in a 1280×720 window
(18 logical px: the canvas is 1920×1080) nor, a fortiori, at 1920×1080: the view's own texts
(tabs, +TABLE, its reason) are recorded as drawn through scenes.ui.gfx in every screenshot
state, in both languages and at 150 % UI scale, and the focused table is drawn whole at its own size (the same
pixels as alone), so its texts are exactly as large as on its own."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.shell.multi_strip import TabStrip
from scenes.shell.multi_table import STRIP, MultiTableScene
from scenes.showcase import catalogue
from scenes.showcase.multi_table import multi_states
from scenes.table import registry
from scenes.ui import gfx

SMALLEST_PX = 12
WINDOW = (1280, 720)


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    a = catalogue.headless_app(Path(tmp_path_factory.mktemp("sizes")), size=WINDOW)
    a.update_settings(animation_speed="instant")
    yield a
    a.leave_all_tables()
    a.wallet.close()


def states(app):
    classes = [(g, c) for g in registry.lobby_games() if (c := registry.scene_class(g)) is not None]
    return [(name, setup) for name, setup in multi_states(app, classes) if name.startswith("multi")]


def recorded_sizes(monkeypatch, draw) -> list[tuple[str, int]]:
    drawn: list[tuple[str, int]] = []
    real = gfx.text

    def text(s, size, *a, **k):
        drawn.append((s, gfx.text_px(size)))  # the size it is drawn at (the player's text scale applied)
        return real(s, size, *a, **k)

    monkeypatch.setattr(gfx, "text", text)
    gfx.clear_caches()  # cached paragraphs would hide their lines
    draw()
    monkeypatch.setattr(gfx, "text", real)
    return [(s, size) for s, size in drawn if s.strip()]


def arrow_numbers(label: str) -> range:
    """The slots (from 0) an arrow tab stands for: "‹ 1–2" is the first two."""
    numbers = label.strip("‹› ").split("–")
    return range(int(numbers[0]) - 1, int(numbers[-1]))


def focused_drawn_whole(view) -> bool:
    """Below the strip the view's frame is the focused table's own frame, pixel for pixel (drawn
    one after the other: a tournament's level clock follows the real time; a second that
    turns between the two is given one more try)."""
    for _ in range(2):
        frame, alone = pygame.Surface(gfx.LOGICAL_SIZE), pygame.Surface(gfx.LOGICAL_SIZE)
        view.draw(frame)
        view.focused.draw(alone)
        tooltip = view.strip.tooltip  # the reason under the strip, if the pointer is on +TABLE
        top = STRIP.bottom + 4 if tooltip is None else tooltip.bottom + 2
        below = pygame.Rect(0, top, 1920, 1080 - top)
        if pygame.image.tobytes(frame.subsurface(below), "RGB") == pygame.image.tobytes(alone.subsurface(below),
                                                                                           "RGB"):
            return True
    return False


@pytest.mark.parametrize(("lang", "scale"), [("en", 100), ("it", 100), ("en", 150)])
def test_the_views_texts_are_at_least_12_px_in_a_1280x720_window_and_the_table_whole(app, monkeypatch, lang, scale):
    names = []
    for name, setup in states(app):
        catalogue.reset(app)
        app.update_settings(language=lang, ui_scale=scale)
        setup()
        catalogue.settle(app)
        view = app.manager.find(MultiTableScene)
        assert isinstance(view, MultiTableScene), name
        assert focused_drawn_whole(view), name
        canvas = pygame.Surface(gfx.LOGICAL_SIZE)
        drawn = recorded_sizes(monkeypatch, lambda view=view, canvas=canvas: TabStrip().draw(canvas, view))
        lay = view.tab_strip().layout(view)
        shown = [i for i, r in enumerate(lay.rects) if r.w]
        assert len(drawn) >= len(shown) + len(lay.arrows) + 1, name  # every tab says something, and +TABLE
        left_out = {i for arrow in lay.arrows for i in arrow_numbers(arrow.label)}
        assert set(shown) | left_out == set(range(len(view.slots()))), name  # each slot a tab or an arrow's
        window_scale = WINDOW[1] / gfx.LOGICAL_SIZE[1]
        small = [(s, size) for s, size in drawn if size * window_scale < SMALLEST_PX]
        assert small == [], f"{name}: {small}"
        names.append(name)
    assert {"multi_table_twister", "multi_table_twister_focus", "multi_table_full"} <= set(names)
