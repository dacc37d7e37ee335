"""Heads Up's LIMITS card: at 100 % its small line ("limits and pay tables") keeps its designed
size under LIMITS; at a larger UI scale the card grows taller and both its lines grow, the
small one still under LIMITS and inside the card. At the window's pixels it is kept with the
table's layer, drawn again only when it looks different."""

from __future__ import annotations

import pygame
from helpers.pointer_sweep import differences, motion_to
from helpers.scene_app import native_app, open_table, table_app

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
            table.draw_limits_card(pygame.Surface((1920, 1080)))
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


def test_the_card_is_kept_with_the_table_not_drawn_at_every_frame(tmp_path):
    """At the window's pixels the card is a part of the table's layer, kept while it looks the same
    (issue 27: drawn over the whole table, it was drawn again at every frame: 0.45 Mpx a frame at
    3840x2160, a pointer moving over the felt included). Lit by the pointer, it is drawn again, and
    the frame holds the pixels of the whole frame drawn again."""
    with native_app(tmp_path, (2560, 1440)) as app:
        table = open_table(app, HeadsUpTable)
        for _ in range(200):  # (the faces it makes at rest, 2 a frame, then still)
            app.step([], 1 / 60)
            if app.next_change() != 0.0:
                break
        app.present()
        drawn: list[int] = []
        card = table.limits_card
        real = type(card).draw
        card.draw = lambda surface: (drawn.append(1), real(card, surface))[1]  # type: ignore[method-assign]
        app.step([motion_to(app, (960, 560))], 1 / 60)  # over the felt
        app.step([motion_to(app, (962, 560))], 1 / 60)
        assert drawn == []
        app.step([motion_to(app, card.rect.center)], 1 / 60)
        assert card.hovered and drawn
        assert differences(app) == []
