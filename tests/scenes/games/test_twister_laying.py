"""What a Twister screen lays costs rows begun, not pixels only (issue 27: at 3840x2160 a row of
the window begins in memory not yet read): cards gone side by side are laid back as one area;
the felt kept is copied through the cache; a winning card's glow is blended, not filled. (The
falling confetti's pieces copied: test_twister_kept_frames.)"""

from __future__ import annotations

import pygame

from gamelib.cards import Card
from scenes.games.twister.backdrop import ROW_PX, Backdrop, cached_copies, in_rows
from scenes.games.twister.seat_parts import blit_card
from scenes.ui import card_art, gfx
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.recording import recorded

FELT = (20, 90, 40)


def _frame(canvas: Canvas, backdrop: Backdrop, cards: list[pygame.Rect]) -> list[pygame.Rect]:
    """One frame as the app draws it: the window keeps the last; ``cards`` drawn over the felt.
    Returns the window's pixels drawn on."""
    canvas.last_touched, canvas.touched = canvas.touched, []
    drawings = recorded(canvas, lambda: [canvas.fill((200, 30, 30), card) for card in cards])
    backdrop.lay(canvas, (), drawings)
    canvas.kept = True
    return list(canvas.touched or [])


def test_two_cards_gone_side_by_side_are_laid_back_as_one_area() -> None:
    """A hand's end takes a seat's two cards away: their felt was laid back card by card, each
    row of it begun twice (old code: two areas)."""
    canvas = Canvas(pygame.Surface((640, 360)), DrawContext(pixel_scale=1.0), (640, 360))
    backdrop = Backdrop(lambda surface: surface.fill(FELT))
    cards = [pygame.Rect(100, 100, 60, 84), pygame.Rect(168, 100, 60, 84)]
    _frame(canvas, backdrop, cards)
    laid = _frame(canvas, backdrop, [])
    assert laid == [pygame.Rect(100, 100, 128, 84)]
    assert all(canvas.target.get_at(p)[:3] == FELT for p in ((110, 110), (164, 110), (220, 180)))


def test_areas_are_joined_only_where_that_begins_fewer_rows_for_less() -> None:
    side_by_side = [pygame.Rect(0, 0, 220, 308), pygame.Rect(248, 0, 220, 308)]
    assert in_rows(side_by_side) == [pygame.Rect(0, 0, 468, 308)]
    stacked = [pygame.Rect(0, 0, 220, 308), pygame.Rect(0, 400, 220, 308)]  # no row shared: kept apart
    assert in_rows(stacked) == stacked
    far = [pygame.Rect(0, 0, 20, 20), pygame.Rect(2 * ROW_PX, 0, 20, 20)]
    assert in_rows(far) == far
    confetti = [pygame.Rect(37 * i % 500, 53 * i % 300, 12, 12) for i in range(40)]
    for piece in confetti:
        assert any(area.contains(piece) for area in in_rows(confetti))


def test_the_felt_kept_is_copied_through_the_cache() -> None:
    """SDL copies pixels whose rows are 16-byte aligned with streaming stores, past the cache: a
    card's area at 4K laid back in 111 us, not 11, and the card over it read the felt back from
    memory. The felt kept, and each look kept of a tile, have rows no multiple of 16 bytes long
    (old code: a window-sized surface, 4 x 640 bytes a row)."""
    canvas = Canvas(pygame.Surface((640, 360)), DrawContext(pixel_scale=1.0), (640, 360))
    backdrop = Backdrop(lambda surface: surface.fill(FELT))
    _frame(canvas, backdrop, [])
    assert backdrop.ground is not None and backdrop.ground.get_size() == (640, 360)
    assert backdrop.ground.get_pitch() % 16
    for size in ((3840, 2160), (1920, 1080), (1279, 720), (220, 308), (3, 3)):
        assert cached_copies(size).get_size() == size
        assert cached_copies(size).get_pitch() % 16


def test_a_winning_cards_glow_is_blended_from_a_copy_not_filled() -> None:
    """At a showdown each winning card glows gold: the glow was filled under it (SDL fills with
    streaming stores, past the cache; at 4K five glows of 330 rows each, then the cards over them
    read back from memory): it is a copy made once, blended, pixel for pixel the fill's (old code:
    a "rect" drawing, none "art")."""
    card = Card.parse("As")

    def make(scale: float) -> pygame.Surface:
        face = pygame.Surface(card_art.card_size(max(1, round(100 * scale))), pygame.SRCALPHA)
        pygame.draw.rect(face, (250, 248, 240), face.get_rect(), 0, border_radius=round(9 * scale))
        return face

    for scale in (2.0, 2 / 3):
        size = (round(1920 * scale), round(1080 * scale))
        drawn, filled = (Canvas(pygame.Surface(size), DrawContext(pixel_scale=scale)) for _ in range(2))
        for canvas in (drawn, filled):
            canvas.target.fill(FELT)
        drawings = recorded(drawn, lambda on=drawn: blit_card(on, make, 100, (501, 333), card, frozenset({card})))
        assert [op.key[0] for op in drawings] == ["art", "art"]  # the glow, the card
        for op in drawings:
            op.draw()
        rect = pygame.Rect((0, 0), card_art.card_size(100))
        rect.center = (501, 333)
        gfx.rect(filled, gfx.GOLD_LIGHT, rect.inflate(10, 10), border_radius=max(4, rect.w // 9))
        gfx.blit_art(filled, make, rect.size, (501, 333), "center")
        assert pygame.image.tobytes(drawn.target, "RGB") == pygame.image.tobytes(filled.target, "RGB")
