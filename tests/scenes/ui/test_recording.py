"""A layer drawn by what changed (scenes/ui/recording.py): where two recordings differ."""

from __future__ import annotations

import pygame

from scenes.ui.canvas import Canvas, Drawing
from scenes.ui.draw_context import DrawContext
from scenes.ui.recording import differing, merged, recorded
from scenes.ui.widgets.base import Button


def _drawing(key: str, x: int) -> Drawing:
    target = pygame.Surface((100, 100))
    return Drawing(pygame.Rect(x, 0, 10, 10), (key,), target, target.get_rect(), lambda: None)


def test_a_drawing_made_twice_then_once_differs() -> None:
    """A chip landing where a chip lies draws it twice (its edges darker): once less is a change."""
    chip, card = _drawing("chip", 0), _drawing("card", 50)
    assert differing([chip, chip, card], [chip, card]) == [chip.area, chip.area, chip.area]
    assert differing([chip, card], [card, chip]) == []


def test_merged_covers_every_rectangle_joining_the_overlapping() -> None:
    rects = [pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 0, 10, 10), pygame.Rect(50, 50, 4, 4)]
    out = merged(rects)
    assert len(out) == 2
    for r in rects:
        assert any(o.contains(r) for o in out)


def test_a_button_recorded_again_unchanged_is_no_change() -> None:
    """Issue 27: a button's faded hotkey was a new copy at each recording, so every hotkey of a
    rail counted as changed (and was laid again with its button) whenever the layer was drawn."""
    pygame.init()
    canvas = Canvas(pygame.Surface((800, 450)), DrawContext(pixel_scale=2.0), (400, 225))
    button = Button((20, 20, 160, 60), "DEAL", hotkey="Enter")
    first = recorded(canvas, lambda: button.draw(canvas))
    again = recorded(canvas, lambda: button.draw(canvas))
    assert len(first) >= 3  # body, hotkey, label
    assert differing(first, again) == []
