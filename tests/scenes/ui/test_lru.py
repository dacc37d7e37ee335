"""The drawing caches: least recently used first out, by count and by a byte budget; a text's
fitted size is the one the old render-every-size loop found, without drawing the sizes tried."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from scenes.ui import gfx
from scenes.ui.lru import LRU


def surface(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)  # 4 bytes a pixel


def test_the_least_recently_used_goes_first_by_count():
    cache: LRU[int] = LRU(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # "b" is now the oldest
    cache.put("c", 3)
    assert cache.get("b") is None and cache.get("a") == 1 and cache.get("c") == 3
    assert cache.get_or_make("d", lambda: 4) == 4 and len(cache) == 2


def test_a_byte_budget_drops_the_oldest_surfaces_and_keeps_the_newest():
    cache: LRU[pygame.Surface] = LRU(100, budget_bytes=10 * 10 * 4 * 2)  # two 10x10 surfaces
    for name in "abc":
        cache.put(name, surface(10, 10))
    assert cache.get("a") is None and cache.get("b") is not None and cache.get("c") is not None
    assert cache.bytes == 800
    cache.put("big", surface(100, 100))  # over the budget alone: kept, the rest dropped
    assert list(cache.data) == ["big"] and cache.bytes == 40_000
    cache.put("big", surface(10, 10))  # replaced: its bytes counted once
    assert cache.bytes == 400
    cache.clear()
    assert cache.bytes == 0 and len(cache) == 0


def old_fit(s: str, size: int, weight: str, room: int) -> int:
    """The loop blit_text had: draw each size until one fits."""
    surf = gfx.text(s, size, gfx.CREAM, weight)
    while surf.get_width() > room and size > 2 and gfx.text_px(size) > max(10, gfx._floor[-1]):
        size -= 1
        surf = gfx.text(s, size, gfx.CREAM, weight)
    return size


@pytest.mark.parametrize("s", ["Music and ambience volume", "A-Q or A-J suited", "10♠ J♥ to win", "€ 1,000.00"])
@pytest.mark.parametrize("room", [60, 140, 400])
def test_a_fitted_size_is_the_size_drawing_every_size_found(s, room):
    gfx.set_text_settings(SimpleNamespace(ui_scale=150, large_text=False))
    try:
        assert gfx.fitted_size(s, 30, "bold", False, room, 1) == old_fit(s, 30, "bold", room)
    finally:
        gfx.set_text_settings(SimpleNamespace(ui_scale=100, large_text=False))


def test_fitting_a_text_draws_only_the_size_it_is_drawn_at():
    gfx.set_text_settings(SimpleNamespace(ui_scale=150, large_text=False))
    try:
        gfx.clear_caches()
        gfx.blit_text(surface(800, 100), "Music and ambience volume", 30, (0, 0), max_width=200)
        assert len(gfx._text_cache) == 1
    finally:
        gfx.set_text_settings(SimpleNamespace(ui_scale=100, large_text=False))
