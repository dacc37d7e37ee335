"""Drawing at the window's own pixels (issue 27): a screen laid out in logical px draws on a
Canvas; texts are rendered at the physical font size and art made at the size it appears, so
at 3840×2160 a glyph is twice as tall as at 1920×1080, drawn, not scaled."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.ui import card_art, gfx
from scenes.ui.canvas import Canvas
from scenes.ui.dialog import MessageDialog
from scenes.ui.draw_context import DrawContext, for_settings, window_scale
from scenes.ui.manager import Scene
from scenes.ui.widgets.base import Button

REFERENCE = "Bet 25"


def ink_height(surface: pygame.Surface, area: pygame.Rect, background: tuple[int, int, int]) -> int:
    """How many rows of ``area`` hold a pixel not of the background: a glyph's drawn height."""
    rows = 0
    for y in range(area.top, area.bottom):
        if any(tuple(surface.get_at((x, y)))[:3] != background for x in range(area.left, area.right)):
            rows += 1
    return rows


def drawn(scale: float, draw) -> tuple[pygame.Surface, Canvas]:
    target = pygame.Surface((round(1920 * scale), round(1080 * scale)))
    target.fill((0, 0, 0))
    canvas = Canvas(target, DrawContext(pixel_scale=scale))
    draw(canvas)
    return target, canvas


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def test_a_reference_text_is_twice_as_tall_at_3840x2160_and_drawn_not_scaled():
    def text(canvas: Canvas) -> None:
        gfx.blit_text(canvas, REFERENCE, 40, (100, 100), gfx.WHITE, "bold")

    small, small_canvas = drawn(1.0, text)
    large, large_canvas = drawn(2.0, text)
    h1 = ink_height(small, pygame.Rect(90, 90, 400, 80), (0, 0, 0))
    h2 = ink_height(large, pygame.Rect(180, 180, 800, 160), (0, 0, 0))
    assert 1.9 <= h2 / h1 <= 2.1
    assert small_canvas.scaled_blits == large_canvas.scaled_blits == 0


def test_a_cards_corner_index_is_twice_as_tall_at_3840x2160():
    def card(canvas: Canvas) -> None:
        card_art.draw_card(canvas, 51, 120, (100, 100))  # the ace of spades

    small, _ = drawn(1.0, card)
    large, _ = drawn(2.0, card)
    # the corner index: the dark ink in the card's top-left fifth
    def corner_ink(surface: pygame.Surface, scale: int) -> int:
        area = pygame.Rect(100 * scale + 2 * scale, 100 * scale + 4 * scale, 24 * scale, 40 * scale)
        rows = 0
        for y in range(area.top, area.bottom):
            if any(sum(tuple(surface.get_at((x, y)))[:3]) < 200 for x in range(area.left, area.right)):
                rows += 1
        return rows

    h1, h2 = corner_ink(small, 1), corner_ink(large, 2)
    assert h1 > 0
    assert 1.9 <= h2 / h1 <= 2.1


def test_a_logical_bitmap_blitted_on_a_canvas_is_counted_as_scaled():
    target = pygame.Surface((3840, 2160))
    canvas = Canvas(target, DrawContext(pixel_scale=2.0))
    canvas.blit(pygame.Surface((10, 10)), (5, 5))
    assert canvas.scaled_blits == 1
    assert canvas.get_size() == (1920, 1080)
    assert canvas.rect(pygame.Rect(5, 5, 10, 10)) == pygame.Rect(10, 10, 20, 20)


def test_the_draw_context_is_immutable_and_follows_window_and_settings():
    class S:
        ui_scale, large_text, language, reduced_motion, four_colour_deck = 150, False, "it", True, True

    ctx = for_settings(S(), (2560, 1440))
    assert ctx.pixel_scale == pytest.approx(4 / 3) and ctx.ui_scale == 1.5 and ctx.language == "it"
    assert ctx.reduced_motion and ctx.four_colour
    with pytest.raises(AttributeError):
        ctx.pixel_scale = 1.0  # type: ignore[misc]
    assert window_scale((1000, 700)) == pytest.approx(1000 / 1920)  # letterboxed: the width decides
    assert hash(ctx) == hash(for_settings(S(), (2560, 1440)))  # a cache key


class NativeScene(Scene):
    """A screen of widgets that draws natively."""

    draws_natively = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.button = Button(pygame.Rect(200, 200, 300, 80), "DEAL", hotkey="D", style="gold")

    def next_change(self):
        return None

    def draw(self, surface) -> None:
        surface.fill((10, 40, 20))
        gfx.draw_panel(surface, pygame.Rect(100, 100, 800, 400))
        self.button.draw(surface)
        gfx.blit_text(surface, REFERENCE, 40, (960, 700), anchor="center")


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440), (3840, 2160)])
def test_a_native_frame_goes_straight_into_the_window(tmp_path, size):
    app = App(tmp_path, headless=True, window_size=size)
    app.native = True
    try:
        app.start()
        app.manager.stack.clear()
        app.manager.push(NativeScene(app), None)
        app.manager.push(MessageDialog(app, "Title", "A body of text that wraps over lines."), None)
        app.step([], 0.016)
        assert isinstance(app.frame, Canvas)
        assert app.frame.scaled_blits == 0
        assert app.frame_image().get_size() == size
        app.present()
        # a click at the window's pixels reaches the logical button
        view = app.viewport()
        assert app.to_logical((view.x + view.w // 2, view.y + view.h // 2)) == (960, 540)
    finally:
        app.wallet.close()


def test_a_frame_with_a_scene_not_yet_native_uses_the_logical_canvas(tmp_path):
    app = App(tmp_path, headless=True, window_size=(2560, 1440))
    app.native = True
    try:
        app.start()  # the lobby: not converted yet
        app.manager.stack.clear()
        app.manager.push(Scene(app), None)
        app.step([], 0.016)
        assert app.frame is app.canvas and app.canvas.get_size() == (1920, 1080)
    finally:
        app.wallet.close()
