"""2 Hand Casino Hold'em at a larger UI scale: the ANTE and BONUS pay tables are drawn with every
row at one size, at least 1.4x designed, beside the decision window (ANTE under LIMITS, BONUS
under the shoe with the ADVISOR under it), clear of the cards, the hands' boxes, LIMITS, the
dealer's messages and the rail; at 100 % they stay exactly where they were designed."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import open_table, table_app

from gamelib.games.casino_holdem.rules import ANTE_TABLE, BONUS_TABLE
from scenes.games.casino_holdem import demo as casino_demo
from scenes.games.casino_holdem.table import (
    BOX_BOTTOM,
    BOX_TOP,
    BOX_W,
    HAND_X,
    CasinoHoldemTable,
    line_label,
)
from scenes.ui import gfx

SCREEN = pygame.Rect(0, 0, 1920, 900)


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a


def heights(app, monkeypatch, table, **settings) -> dict[str, list[int]]:
    app.update_settings(**settings)
    table.language_changed()
    out: dict[str, list[int]] = {}
    with texts_drawn(monkeypatch) as seen:
        table._paytables()
    for d in seen:
        out.setdefault(d.text, []).append(d.rect.h)
    return out


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}])
def test_pay_table_rows_grow_at_one_size(app, monkeypatch, lang, settings):
    app.update_settings(language=lang)
    table = open_table(app, CasinoHoldemTable, listed=False)
    to = app.tr("casino.to_one")
    normal = heights(app, monkeypatch, table, ui_scale=100, large_text=False)
    large = heights(app, monkeypatch, table, **settings)
    for pays in (ANTE_TABLE, BONUS_TABLE):
        rows = [line_label(app, ln.name) for ln in pays] + [f"{ln.to} {to}" for ln in pays]
        grew = [h / n for t in rows for h, n in zip(large[t], normal[t])]
        assert min(grew) >= 1.4 and max(grew) - min(grew) <= 0.08, grew
    app.update_settings(ui_scale=100, large_text=False)


def taken(table: CasinoHoldemTable) -> dict[str, pygame.Rect]:
    frame = pygame.Rect(0, 0, HAND_X[2] - HAND_X[1] + BOX_W + 28, BOX_BOTTOM - BOX_TOP + 24)
    frame.midtop = ((HAND_X[1] + HAND_X[2]) // 2, BOX_TOP - 16)
    out = {"limits": table.panels.limits_panel.rect.copy(), "log": pygame.Rect(table.LOG_RECT),
           "decision window": frame}
    for to, place in table.CARD_PLACES.items():
        for i in range(place.count):
            x, y, w = place.position(i)
            rect = pygame.Rect(0, 0, *gfx.card_size(w))
            rect.center = (int(x), int(y))
            out[f"{to} {i}"] = rect
    return out


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True},
                                      {"ui_scale": 125}, {"ui_scale": 100, "large_text": True}])
@pytest.mark.parametrize("state", ["advisor", "advisor-trainer"])
def test_pay_tables_and_advisor_stand_clear(app, lang, settings, state):
    app.update_settings(language=lang, **settings)
    table = open_table(app, CasinoHoldemTable, state, listed=False)
    dict(casino_demo.demo_states())[state](table)
    table.player.flush()
    table.draw(pygame.Surface((1920, 1080)))
    ante, bonus = table.paytable_places()
    assert table.advisor.drawn is not None
    advisor = table.advisor.drawn.copy()
    for name, rect in {"ante": ante, "bonus": bonus, "advisor": advisor}.items():
        assert SCREEN.contains(rect), name
        hit = [other for other, place in taken(table).items() if rect.colliderect(place)]
        assert hit == [], (name, hit)
    assert not bonus.colliderect(advisor) and not ante.colliderect(bonus)
    app.update_settings(ui_scale=100, large_text=False)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_at_100_the_pay_tables_are_where_they_were_designed(app, lang):
    app.update_settings(language=lang)
    table = open_table(app, CasinoHoldemTable, listed=False)
    table.draw(pygame.Surface((1920, 1080)))
    ante, bonus = table.paytable_places()
    assert ante.topleft == table.ANTE_RECT[:2] and ante.w == table.ANTE_RECT[2]
    assert bonus.topleft == table.BONUS_RECT[:2] and bonus.w == table.BONUS_RECT[2]
    assert bonus.h == 58 + 30 * len(BONUS_TABLE)
    assert table.advisor.rect == table.ADVISOR_RECT
