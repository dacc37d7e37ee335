"""Wins are told by a shape as well as by the gold: a ► on a pay table line, a dashed outline
around a winning card, a star on a winning bet spot — each seen in white pixels that a
grey-scale (colour-blind) view keeps."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.widgets.cards import CardSprite
from scenes.ui.widgets.chips import BetSpot
from scenes.ui.widgets.marks import win_frame, win_row

WHITE = (255, 255, 255)


def whites(surface: pygame.Surface, rect: pygame.Rect) -> int:
    rect = rect.clip(surface.get_rect())
    return sum(surface.get_at((x, y))[:3] == WHITE for x in range(rect.left, rect.right)
               for y in range(rect.top, rect.bottom))


def felt() -> pygame.Surface:
    surface = pygame.Surface((400, 400))
    surface.fill((18, 92, 52))
    return surface


def test_a_lit_pay_line_has_a_pointer_left_of_its_text() -> None:
    pygame.init()
    surface = felt()
    win_row(surface, pygame.Rect(4, 40, 300, 28))
    assert whites(surface, pygame.Rect(0, 40, 20, 28)) >= 20  # the ► before the line's name (x 24)
    assert whites(surface, pygame.Rect(20, 40, 300, 28)) == 0  # the bar itself is only gold


def test_a_winning_card_has_a_dashed_outline_outside_its_face() -> None:
    pygame.init()
    plain, lit = felt(), felt()
    for surface, on in ((plain, False), (lit, True)):
        card = CardSprite(12, 200, 200, 120)
        card.highlight = on
        card.draw(surface)
    face = CardSprite(12, 200, 200, 120).rect
    ring = face.inflate(12, 12)
    outside = whites(lit, ring) - whites(lit, face)
    assert outside >= 40 and whites(plain, ring) - whites(plain, face) == 0
    assert whites(lit, face) == whites(plain, face)  # nothing drawn over the card's face


def test_a_winning_spot_has_a_star() -> None:
    pygame.init()
    plain, won = felt(), felt()
    for surface, result in ((plain, ""), (won, "win")):
        spot = BetSpot("ante", (200, 200), "ANTE", lambda: 0, 1000)
        spot.result = result
        spot.draw(surface)
    corner = pygame.Rect(230, 110, 70, 70)  # upper right of the ring
    assert whites(won, corner) > whites(plain, corner) + 20
    assert gfx.GOLD_LIGHT != WHITE


@pytest.mark.parametrize("scale", [2.0, 4 / 3, 1.5, 2 / 3])
def test_a_winning_card_outline_on_a_window_is_the_drawings_it_stands_for(scale: float) -> None:
    """Issue 27: on a window's Canvas the dashed outline is one kept picture; its pixels are those
    the outline and each dash drew on the window themselves."""
    pygame.init()
    for card in (pygame.Rect(37, 51, 96, 134), pygame.Rect(120, 80, 61, 85)):
        for colour in (gfx.GOLD_LIGHT, (255, 128, 56)):
            drawn, kept = felt(), felt()
            reference = Canvas(drawn, DrawContext(pixel_scale=scale))
            radius, band = max(6, card.w // 10), card.inflate(10, 10)
            gfx.rect(reference, colour, band, 5, border_radius=radius)
            for x in range(band.left + radius, band.right - radius - 7, 16):
                for y in (band.top + 2, band.bottom - 3):
                    gfx.line(reference, gfx.WHITE, (x, y), (x + 7, y), 2)
            for y in range(band.top + radius, band.bottom - radius - 7, 16):
                for x in (band.left + 2, band.right - 3):
                    gfx.line(reference, gfx.WHITE, (x, y), (x, y + 7), 2)
            win_frame(Canvas(kept, DrawContext(pixel_scale=scale)), card, colour)
            assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(drawn, "RGB")


def test_a_winning_card_outline_blends_only_its_edges_not_the_clear_inside(monkeypatch) -> None:
    """Issue 27: at 3840x2160 a card's outline picture is ~0.14 M px, most of it clear (the face lies
    there); it is laid as the strips along its edges. Fails on the old code: the whole picture was
    laid, its clear inside blended too. Same pixels (the outline test above)."""
    pygame.init()
    card = pygame.Rect(700, 600, 150, 210)  # the main hand's card at 3840x2160: 300x420 px
    canvas = Canvas(pygame.Surface((3840, 2160)), DrawContext(pixel_scale=2.0))
    laid: list[int] = []
    blit_physical = Canvas.blit_physical

    def counted(self: Canvas, art: pygame.Surface, rect: pygame.Rect, special_flags: int = 0) -> None:
        laid.append(art.get_width() * art.get_height())
        blit_physical(self, art, rect, special_flags)

    monkeypatch.setattr(Canvas, "blit_physical", counted)
    win_frame(canvas, card)
    outline = canvas.rect(card.inflate(10, 10))
    assert 0 < sum(laid) < 0.4 * outline.w * outline.h, (sum(laid), outline.size)
