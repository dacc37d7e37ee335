"""A layer drawn by what changed (scenes/ui/recording.py): where two recordings differ."""

from __future__ import annotations

import pygame

from scenes.ui.canvas import Canvas, Drawing
from scenes.ui.draw_context import DrawContext
from scenes.ui.recording import differing, joined, merged, recorded
from scenes.ui.widgets.base import Button


def _drawing(key: str, x: int) -> Drawing:
    target = pygame.Surface((100, 100))
    return Drawing(pygame.Rect(x, 0, 10, 10), (key,), target, target.get_rect(), lambda: None)


def test_a_drawing_made_twice_then_once_differs() -> None:
    """A chip landing where a chip lies draws it twice (its edges darker): once less is a change."""
    chip, card = _drawing("chip", 0), _drawing("card", 50)
    assert _areas(differing([chip, chip, card], [chip, card])) == {tuple(chip.area)}
    assert differing([chip, card], [card, chip]) == []


def _areas(rects: list[pygame.Rect]) -> set[tuple[int, int, int, int]]:
    return {(r.x, r.y, r.w, r.h) for r in rects}


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


def test_areas_lying_near_are_laid_as_one_when_it_costs_few_pixels_more() -> None:
    """Issue 27: each area laid again costs blits of the ground and of every drawing over it, so a
    pay table's changed figures (one small area each, 22 in a 4K deal) are laid as one area."""
    column = [pygame.Rect(800, 1100 + 52 * i, 120, 44) for i in range(9)]  # a column of figures
    far = pygame.Rect(3000, 100, 200, 40)
    big_apart = [pygame.Rect(0, 0, 400, 400), pygame.Rect(460, 460, 400, 400)]  # near, box far larger
    out = joined(column + [far] + big_apart, near=64, slack=20_000)
    assert len(out) == 4
    for r in column + [far] + big_apart:
        assert any(o.contains(r) for o in out)
    assert sum(o.w * o.h for o in out) <= sum(r.w * r.h for r in column + [far] + big_apart) + 9 * 20_000
    assert joined([pygame.Rect(r) for r in big_apart]) == big_apart


class _CountedKey(tuple):
    """A drawing's key that counts how often it is hashed."""

    hashed = 0

    def __hash__(self) -> int:
        _CountedKey.hashed += 1
        return super().__hash__()


def test_drawings_both_recordings_hold_are_not_hashed() -> None:
    """A part kept with its drawings hands the very same drawings to both recordings: they count
    alike and are left out unhashed (issue 27: ~130 nested keys hashed twice, ~1 ms a 4K frame).
    Fails on the old code: every key was hashed."""
    target = pygame.Surface((100, 100))
    kept = [Drawing(pygame.Rect(x, 0, 10, 10), _CountedKey(("text", x)), target, target.get_rect(), lambda: None)
            for x in range(0, 90, 10)]
    old_chip, new_chip = _drawing("chip here", 0), _drawing("chip there", 50)
    _CountedKey.hashed = 0
    assert differing([*kept, old_chip], [*kept, new_chip]) == [old_chip.area, new_chip.area]
    assert _CountedKey.hashed == 0
    chip = _drawing("chip", 0)  # the same drawing twice, then once: still a change
    assert _areas(differing([chip, chip, *kept], [chip, *kept])) == {tuple(chip.area)}
