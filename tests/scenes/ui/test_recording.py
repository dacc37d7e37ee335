"""A layer drawn by what changed (scenes/ui/recording.py): where two recordings differ."""

from __future__ import annotations

import pygame

from scenes.ui.canvas import Drawing
from scenes.ui.recording import differing, merged


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
