"""A flat card (at rest or sliding) is its face over its drop shadow as one premultiplied picture
(``card_art.card_on_shadow``), blended once over the shadow's box, not the shadow and then the face
blended one over the other (issue 27: a dealt card at 3840x2160 blended 124 k px, now 68 k). The
picture lays what the two did, rounded once: within 2 of 255 a channel over the felt (4 where
the shadow lies over another card, in a frame of cards leaving the shoe)."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers import scene_app
from helpers.kept_frames import same_as_whole

from scenes.showcase import table_demos
from scenes.table import registry as tables
from scenes.ui import card_art, gfx
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.widgets.cards import SHADOW_AT, SHADOW_SPREAD, CardSprite


def _felt(size: tuple[int, int]) -> pygame.Surface:
    """A window-like surface (no alpha) of seeded noise."""
    noise = pygame.image.frombytes(random.Random(27).randbytes(size[0] * size[1] * 3), size, "RGB")
    out = pygame.Surface(size)
    out.blit(noise, (0, 0))
    return out


def _blended(canvas: Canvas) -> list[pygame.Rect]:
    """The pixels drawn on while recorded: one rectangle a blit."""
    canvas.touched = []
    return canvas.touched


@pytest.mark.parametrize("face_up", [True, False])
def test_a_flat_card_at_4k_is_one_blit_over_its_shadows_box(face_up: bool) -> None:
    """Fails on the old code: the shadow (68 k px at 3840x2160 for a 100 px card) and then the face
    (56 k px) were blended: two blits, 124 k px."""
    gfx.clear_caches()
    sprite = CardSprite(12 if face_up else None, 960, 540, 100, face_up=face_up)
    canvas = Canvas(_felt((3840, 2160)), DrawContext(pixel_scale=2.0))
    touched = _blended(canvas)
    sprite.draw(canvas)
    r = sprite.rect
    shadow_box = canvas.rect(((r.x - SHADOW_AT[0], r.y - SHADOW_AT[1]), r.size))
    shadow_box.size = (shadow_box.w + 2 * canvas.px(SHADOW_SPREAD), shadow_box.h + 2 * canvas.px(SHADOW_SPREAD))
    assert touched == [shadow_box]
    assert sum(a.w * a.h for a in touched) == 224 * 304  # was 224 * 304 + 200 * 280


@pytest.mark.parametrize("scale", [1.0, 2.0, 4 / 3])
@pytest.mark.parametrize("card", [0, 27, 51, None])
def test_the_card_over_its_shadow_lays_the_shadow_then_the_face_within_rounding(scale: float, card: int | None) -> None:
    """The one picture lays what blending the shadow and then the face laid, within 2 of 255 a
    channel (the same "over", rounded once), on noisy felt."""
    gfx.clear_caches()
    sprite = CardSprite(card, 300, 200, 120, face_up=card is not None, back_style=1)
    size = (round(640 * scale), round(400 * scale))
    canvas = Canvas(_felt(size), DrawContext(pixel_scale=scale))
    before = canvas.target.copy()
    sprite.draw(canvas)
    one = pygame.surfarray.array3d(canvas.target).astype(int)
    canvas.target.blit(before, (0, 0))
    r = sprite.rect
    gfx.draw_shadow(canvas, (r.x - SHADOW_AT[0], r.y - SHADOW_AT[1]), r.size, max(4, sprite.width // 12), 110,
                    SHADOW_SPREAD)
    gfx.blit_art(canvas, sprite.image, r.size, r.center, "center")
    two = pygame.surfarray.array3d(canvas.target).astype(int)
    assert abs(one - two).max() <= 2
    assert (abs(one - two).max(axis=2) > 0).sum() > 0  # (rounded otherwise: this checks the draws compared)


def test_the_picture_is_made_once_for_a_card_and_size() -> None:
    gfx.clear_caches()
    face = card_art.card_face(5, 200)
    one = card_art.card_on_shadow(face, (5, False), (200, 280), 16, 12, (8, 2))
    assert card_art.card_on_shadow(face, (5, False), (200, 280), 16, 12, (8, 2)) is one
    assert one.get_size() == (224, 304)


def test_a_card_on_a_surface_with_alpha_keeps_the_two_blits() -> None:
    """A picture with its own alpha (a card drawn into a sprite sheet) gets the straight-alpha shadow
    and face, as before (a premultiplied blend there would store premultiplied colours)."""
    gfx.clear_caches()
    sprite = CardSprite(3, 80, 80, 100)
    sheet = pygame.Surface((200, 200), pygame.SRCALPHA)
    blits: list[pygame.Surface] = []

    class Sheet(pygame.Surface):
        def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[no-untyped-def, override]
            blits.append(source)
            return super().blit(source, dest, area, special_flags)

    tracked = Sheet((200, 200), pygame.SRCALPHA)
    tracked.blit(sheet, (0, 0))
    blits.clear()
    sprite.draw(tracked)
    assert len(blits) == 2


def test_a_dealt_round_at_4k_equals_it_drawn_whole(tmp_path) -> None:
    """Cards sliding in, turning and lying at 3840x2160: each frame drawn by what changed equals the
    same frame drawn whole."""
    with scene_app.native_app(tmp_path, (3840, 2160), animation_speed="normal") as app:
        table = scene_app.open_table(app, tables.scene_class("texas-holdem-bonus"), "deal4k")
        table_demos.demo_bets(table)
        table.deal()
        for n in range(40):
            app.step([], 1 / 60)
            if n % 4 == 1:
                same_as_whole(app)
