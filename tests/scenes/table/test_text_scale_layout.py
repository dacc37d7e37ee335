"""Every screen at UI scale 150 % (and at 125 % with larger text): every screenshot state (the
tables' demo states, the lobby, the pages, the multi-table view) is drawn with the texts each
scene draws through gfx.blit_text recorded (their ink, on the surface they are drawn on, a
pop-up apart from the scene it covers); no two texts overlap at the larger size that did not
already overlap at 100 %, and texts did grow (the test would pass trivially otherwise)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.showcase import catalogue
from scenes.ui import gfx

Drawn = list[tuple[int, str, pygame.Rect]]


@pytest.fixture
def app(tmp_path):
    a = catalogue.headless_app(Path(tmp_path))  # a save of its own: Twister's six tournaments at most
    a.update_settings(animation_speed="instant")
    yield a
    a.leave_all_tables()
    a.update_settings(ui_scale=100, large_text=False)
    a.wallet.close()


def table_states(app) -> list[tuple[str, Callable[[], Any]]]:
    return [(name, setup) for name, setup in catalogue.states(app) if ONLY in name]


ONLY = ""


def record(monkeypatch, draw: Callable[[], None]) -> Drawn:
    """The ink of every text blit_text draws, by the surface it lands on."""
    drawn: Drawn = []
    real_blit, real_text = gfx.blit_text, gfx.text

    def spy(surface, s, *args, **kwargs):  # type: ignore[no-untyped-def]
        last: list[pygame.Surface] = []

        def text(*a, **k):  # type: ignore[no-untyped-def]
            out = real_text(*a, **k)
            last.append(out)
            return out

        monkeypatch.setattr(gfx, "text", text)
        try:
            rect = real_blit(surface, s, *args, **kwargs)
        finally:
            monkeypatch.setattr(gfx, "text", real_text)
        if s.strip() and last:
            drawn.append((id(surface), s, last[-1].get_bounding_rect().move(rect.topleft)))
        return rect

    monkeypatch.setattr(gfx, "blit_text", spy)
    try:
        draw()
    finally:
        monkeypatch.setattr(gfx, "blit_text", real_blit)
    return drawn


def overlaps(drawn: Drawn) -> set[tuple[str, str]]:
    """Pairs of different texts on one surface whose ink overlaps by more than a sliver."""
    found = set()
    for i, (where, s, ink) in enumerate(drawn):
        for where2, s2, ink2 in drawn[i + 1:]:
            if where == where2 and s != s2:
                clip = ink.clip(ink2)
                if clip.w > 1 and clip.h > 1:
                    found.add((min(s, s2), max(s, s2)))
    return found


def draw_now(app, monkeypatch, **settings) -> Drawn:
    """The frame as it is, drawn again whole at these settings."""
    app.update_settings(**settings)
    for scene in app.manager.stack:  # cached panels and layers: drawn again, recorded
        scene.language_changed()
    drawn: Drawn = []
    for i, scene in enumerate(app.manager.visible()):  # a pop-up covers the scene beneath it
        recorded = record(monkeypatch, lambda scene=scene: scene.draw(app.canvas))
        drawn += [(hash((i, where)), s, ink) for where, s, ink in recorded]
    return drawn


@pytest.mark.slow
@pytest.mark.parametrize("settings", [{"ui_scale": 150, "large_text": False},
                                      {"ui_scale": 125, "large_text": True}])
def test_no_text_overlaps_another_at_a_larger_scale(app, monkeypatch, settings) -> None:
    new: dict[str, set[tuple[str, str]]] = {}
    grew = 0
    for name, setup in table_states(app):
        catalogue.reset(app)
        app.update_settings(ui_scale=100, large_text=False, language="it" if "_it" in name else "en")
        setup()
        catalogue.settle(app)
        normal = draw_now(app, monkeypatch)  # the same state at both sizes
        large = draw_now(app, monkeypatch, **settings)
        extra = overlaps(large) - overlaps(normal)
        if extra:
            new[name] = extra
        sizes = {s: ink.h for _, s, ink in normal}
        grew += sum(1 for _, s, ink in large if s in sizes and ink.h > sizes[s] * 1.2)
    assert new == {}, "\n".join(f"{k}: {sorted(v)}" for k, v in new.items())
    assert grew > 100  # the texts with room did grow
