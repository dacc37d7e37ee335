"""card_art draws a stand-in card face, card back or chip when the art cannot be loaded: the
right size, made once (cached), and the real art again as soon as it loads."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui import card_art, gfx, resources


def _broken(*args: object) -> pygame.Surface:
    raise FileNotFoundError("no art here")


@pytest.mark.parametrize(("loader", "draw", "size"), [
    ("card_image", lambda: card_art.card_face(51, 60, False), (60, 84)),
    ("card_back", lambda: card_art.card_back(1, 60), (60, 84)),
    ("chip_image", lambda: card_art.chip(500, 40), (40, 40)),
])
def test_a_stand_in_is_drawn_once_when_the_art_is_missing(monkeypatch: pytest.MonkeyPatch, loader: str,
                                                          draw, size: tuple[int, int]) -> None:
    pygame.font.init()
    gfx.clear_caches()
    art = pygame.Surface(size)
    monkeypatch.setattr(resources, loader, lambda *args: art)
    assert draw() is art
    monkeypatch.setattr(resources, loader, _broken)
    stand_in = draw()
    assert stand_in is not art and stand_in.get_size() == size
    assert stand_in.get_at((size[0] // 2, size[1] // 2)).a == 255  # drawn, not left empty
    assert draw() is stand_in
