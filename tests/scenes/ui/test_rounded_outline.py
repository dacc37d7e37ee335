"""A rounded outline on a window's Canvas (issue 27): drawn pixel for pixel as ``pygame.draw.rect``
draws it, and noted by a recorded layer where it lies (four bands along its edges), not over its
whole box: Casino Hold'em's decision frame (1028x444 px a table side by side at 3840x2160) came
and went with its whole box laid again under it."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.recording import differing, lay_again, recorded

GROUND = (10, 70, 40)
BOX = pygame.Rect(20, 30, 300, 160)


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def _canvas(scale: float = 2.0) -> Canvas:
    target = pygame.Surface((round(400 * scale), round(240 * scale)))
    target.fill(GROUND)
    return Canvas(target, DrawContext(pixel_scale=scale), (400, 240))


def _as_pygame_draws(canvas: Canvas, colour: tuple[int, int, int], box: pygame.Rect, width: int,
                     radius: int) -> pygame.Surface:
    """What ``pygame.draw.rect`` draws at the canvas's pixels, on the same ground."""
    target = pygame.Surface(canvas.target.get_size())
    target.fill(GROUND)
    pygame.draw.rect(target, colour, canvas.rect(box), canvas.px(width), border_radius=canvas.px(radius))
    return target


@pytest.mark.parametrize("scale", [1.0, 1.5, 2.0])
@pytest.mark.parametrize(("width", "radius"), [(1, 8), (2, 12), (3, 26), (4, 18), (6, 3), (3, 100)])
def test_a_rounded_outline_draws_what_pygame_draws(scale, width, radius):
    canvas = _canvas(scale)
    gfx.rect(canvas, gfx.GOLD, BOX, width, border_radius=radius)
    expected = _as_pygame_draws(canvas, gfx.GOLD, BOX, width, radius)
    assert pygame.image.tobytes(canvas.target, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_a_rounded_outline_under_a_clip_draws_only_inside_it():
    canvas = _canvas()
    canvas.set_clip(pygame.Rect(0, 0, 120, 240))
    gfx.rect(canvas, gfx.GOLD, BOX, 3, border_radius=26)
    expected = _as_pygame_draws(canvas, gfx.GOLD, pygame.Rect(0, 0, 0, 0), 0, 0)  # the ground alone
    expected.set_clip(canvas.rect(pygame.Rect(0, 0, 120, 240)))
    pygame.draw.rect(expected, gfx.GOLD, canvas.rect(BOX), canvas.px(3), border_radius=canvas.px(26))
    assert pygame.image.tobytes(canvas.target, "RGB") == pygame.image.tobytes(expected, "RGB")
    assert canvas.target.get_clip() == canvas.rect(pygame.Rect(0, 0, 120, 240))  # the clip is the caller's again


def test_a_rounded_outline_gone_lays_again_only_its_bands():
    """Fails on the old code: the outline was one drawing over its whole box (300x160 logical px),
    so its going laid all of it again."""
    layer = _canvas()
    ground = layer.target.copy()
    outline = recorded(layer, lambda: gfx.rect(layer, gfx.GOLD, BOX, 3, border_radius=26))
    changed = differing(outline, [])
    box = layer.rect(BOX)
    band = layer.px(26)
    assert sum(r.w * r.h for r in changed) <= 2 * (box.w + box.h) * band
    assert sum(r.w * r.h for r in changed) < box.w * box.h // 2
    # laid again from the recording, the outline is pixel for pixel what pygame draws
    layer.target.fill((0, 0, 0))
    lay_again(layer.target, ground, outline, None)
    expected = _as_pygame_draws(layer, gfx.GOLD, BOX, 3, 26)
    assert pygame.image.tobytes(layer.target, "RGB") == pygame.image.tobytes(expected, "RGB")
