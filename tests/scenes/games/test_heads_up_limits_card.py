"""Heads Up's LIMITS card: at 100 % its small line ("limits and pay tables") keeps its designed
size under LIMITS; at a larger UI scale the card grows taller and both its lines grow, the
small one still under LIMITS and inside the card."""

from __future__ import annotations

import pygame
from helpers.scene_app import open_table, table_app

from scenes.games.heads_up import table as heads_up_table
from scenes.games.heads_up.table import CARD_RECT, HeadsUpTable
from scenes.ui import gfx


def card_lines(tmp_path, monkeypatch, scale: int, lang: str = "en") -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The card, its LIMITS label's ink and its small line's ink, drawn at ``scale``."""
    with table_app(tmp_path / f"{scale}{lang}", ui_scale=scale, language=lang) as app:
        table = open_table(app, HeadsUpTable)
        texts = {app.tr("headsup.limits_card"): "label", app.tr("headsup.limits_sub"): "sub"}
        drawn: dict[str, pygame.Rect] = {}
        real_blit, real_text = gfx.blit_text, gfx.text

        def record(surface, text, *args, **kwargs):
            made: list[pygame.Surface] = []

            def spy(*a, **k):
                out = real_text(*a, **k)
                made.append(out)
                return out

            gfx.text = spy
            try:
                rect = real_blit(surface, text, *args, **kwargs)
            finally:
                gfx.text = real_text
            if text in texts and made:
                drawn[texts[text]] = made[-1].get_bounding_rect().move(rect.topleft)
            return rect

        with monkeypatch.context() as m:
            m.setattr(heads_up_table.gfx, "blit_text", record)
            table.draw(pygame.Surface((1920, 1080)))
        card = table.limits_card.rect.copy()
        app.update_settings(ui_scale=100)
    return card, drawn["label"], drawn["sub"]


def test_the_limits_card_is_as_designed_at_100(tmp_path, monkeypatch):
    card, label, sub = card_lines(tmp_path, monkeypatch, 100)
    assert card == pygame.Rect(CARD_RECT)
    assert label.bottom <= sub.top and card.contains(sub)


def test_the_limits_card_and_both_its_lines_grow_at_150(tmp_path, monkeypatch):
    for lang in ("en", "it"):
        card, label, sub = card_lines(tmp_path, monkeypatch, 100, lang)
        big_card, big_label, big_sub = card_lines(tmp_path, monkeypatch, 150, lang)
        assert big_card.h >= card.h * 1.25
        assert big_label.h >= label.h * 1.4 and big_sub.h >= sub.h * 1.25, lang
        assert big_label.bottom <= big_sub.top, lang  # the small line under LIMITS, not into it
        assert big_card.contains(big_sub) and big_card.contains(big_label), lang
