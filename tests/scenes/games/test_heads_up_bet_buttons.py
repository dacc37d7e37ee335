"""Heads Up's six bet buttons at a larger UI scale: two rows on the rail (UNDO, CLEAR, DOUBLE
over REBET, REBET & DEAL, DEAL), their words at least 1.25x their size at 100 % (they stayed
near it in one crowded row), clear of each other, the chips and the money boxes, on the screen;
a scale changed while the table is open moves them; at 100 % one row as designed."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import open_table, table_app

from scenes.games.heads_up.table import BET_BUTTONS, BUTTON_WIDTHS, BUTTONS_X, HeadsUpTable
from scenes.table.controls import ChipSpots

SCREEN = pygame.Rect(0, 0, 1920, 1080)


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a


def controls(table: HeadsUpTable) -> ChipSpots:
    assert isinstance(table.controls, ChipSpots)
    return table.controls


def label_heights(table: HeadsUpTable, monkeypatch) -> dict[str, int]:
    with texts_drawn(monkeypatch) as seen:
        for name in BET_BUTTONS:
            controls(table).by_name[name].draw(pygame.Surface(SCREEN.size))
    labels = {str(b.label()) if callable(b.label) else b.label for b in controls(table).bet_buttons}
    return {d.text: d.rect.h for d in seen if d.text in labels}


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}])
def test_two_rows_of_larger_bet_buttons(app, monkeypatch, lang, settings):
    app.update_settings(language=lang)
    table = open_table(app, HeadsUpTable, listed=False)
    normal = label_heights(table, monkeypatch)
    app.update_settings(**settings)  # changed while the table is open
    app.step([], 0.016)
    large = label_heights(table, monkeypatch)
    assert len(normal) == len(large) == 6, (normal, large)
    assert min(large[t] / normal[t] for t in normal) >= 1.25, {t: large[t] / normal[t] for t in normal}
    rects = [controls(table).by_name[n].rect for n in BET_BUTTONS]
    assert len({r.y for r in rects}) == 2
    rack = controls(table).rack
    others = [*(rack.chip_rect(i) for i in range(len(rack.chips))), *(b.rect for b, _ in table.panels.designed_boxes)]
    for i, r in enumerate(rects):
        assert SCREEN.contains(r) and r.top > table.RAIL_Y
        assert r.collidelist(rects[:i] + rects[i + 1:]) == -1
        assert r.collidelist(others) == -1, (r, others)


def test_at_100_one_row_as_designed(app):
    table = open_table(app, HeadsUpTable, listed=False)
    rects = [controls(table).by_name[n].rect for n in BET_BUTTONS]
    x = BUTTONS_X
    for r, w in zip(rects, BUTTON_WIDTHS):
        assert (r.x, r.y, r.w, r.h) == (x, table.CONTROLS_Y, w, table.CONTROL_H)
        x += w + 8
