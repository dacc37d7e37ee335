"""Video poker's rail at 100 %: a group of buttons whose words do not fit their designed
buttons (Italian CAMBIA TABELLA: drawn at 20 px beside RIPETI's 30) shares its stretch of the
rail by its words, every label of the group at one size and inside its button; English stays
as designed."""

from __future__ import annotations

import pygame
import pytest
from helpers import scale
from helpers.drawn_texts import texts_drawn

from scenes.games.video_poker import demo as video_poker_demo
from scenes.games.video_poker.table import VideoPokerTable

app = scale.app_fixture()


def rail(app, lang: str) -> tuple[VideoPokerTable, dict[str, pygame.Rect]]:
    """The table betting in ``lang`` and the rectangle of each word its rail drew."""
    table = scale.table_in_demo_state(app, VideoPokerTable, video_poker_demo, "betting", lang)
    table.controls.place_rail()
    with texts_drawn(pytest.MonkeyPatch()) as seen:
        table.controls.draw_rail(pygame.Surface((1920, 1080)))
    return table, {d.text: d.rect for d in seen}


@scale.in_both_languages
def test_each_groups_labels_are_one_size_inside_their_buttons(app, lang: str) -> None:
    table, drawn = rail(app, lang)
    c = table.controls
    tr = app.tr
    groups = [[c.rebet_button, c.paytable_button, c.ev_button, c.deal_button], c.hand_buttons]
    for group in groups:
        labels = [tr("table.deal") if b is c.deal_button else b.label() if callable(b.label) else b.label
                  for b in group]
        heights = {drawn[label].h for label in labels}
        assert len(heights) == 1, (lang, labels, [drawn[label] for label in labels])
        for b, label in zip(group, labels):
            assert b.rect.contains(drawn[label]) and drawn[label].w <= b.rect.w - 16, (lang, label, b.rect)
    buttons = sorted([*c.bet_buttons, c.ev_button], key=lambda b: b.rect.x)
    for left, right in zip(buttons, buttons[1:]):
        assert left.rect.right < right.rect.x, (left.rect, right.rect)
    assert buttons[-1].rect.right <= 1446  # the round buttons end where they were designed to


def test_english_keeps_the_designed_rail(app) -> None:
    table, _ = rail(app, "en")
    c = table.controls
    assert all(b.rect == rect and b.font_size == c._designed_font[b] for b, rect in c._designed)
