"""Texas Hold'em Bonus at a larger UI scale: BONUS PAYS and the FIRST 5 JACKPOT prizes are drawn
with every row at one size, at least 1.4x designed, and the panels move where they have room
(BONUS PAYS under LIMITS, the JACKPOT panel under the shoe, the printed rule beside the dealer's
cards) clear of the cards, the spots, LIMITS, the dealer's messages, the rail and each other;
at 100 % they stay exactly where they were designed."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import open_table, table_app

from gamelib.games.texas_bonus.jackpot import FIRST5_PRIZES
from gamelib.games.texas_bonus.rules import BONUS_TABLE
from scenes.games.texas_bonus.panels import BONUS_RECT, JACKPOT_RECT
from scenes.games.texas_bonus.table import TexasBonusTable, line_label
from scenes.ui import gfx

SCREEN = pygame.Rect(0, 0, 1920, 900)  # the felt above the rail


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a


def heights(app, monkeypatch, table: TexasBonusTable, build, **settings) -> dict[str, int]:
    """Each text a panel draws and its drawn height, at these settings."""
    app.update_settings(**settings)
    table.language_changed()
    with texts_drawn(monkeypatch) as seen:
        build()
    return {d.text: d.rect.h for d in seen}


def row_growth(app, monkeypatch, table, build, texts, **settings) -> list[float]:
    normal = heights(app, monkeypatch, table, build, ui_scale=100, large_text=False)
    large = heights(app, monkeypatch, table, build, **settings)
    return [large[t] / normal[t] for t in texts]


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}])
def test_pay_table_rows_grow_at_one_size(app, monkeypatch, lang, settings):
    app.update_settings(language=lang)
    table = open_table(app, TexasBonusTable, listed=False)
    to = app.tr("thb.to_one")
    bonus = [line_label(app, ln.name) for ln in BONUS_TABLE] + [f"{ln.to} {to}" for ln in BONUS_TABLE]
    grew = row_growth(app, monkeypatch, table, table._bonus_panel, bonus, **settings)
    assert min(grew) >= 1.4 and max(grew) - min(grew) <= 0.08, grew
    prizes = [line_label(app, p.name) for p in FIRST5_PRIZES]
    grew = row_growth(app, monkeypatch, table, table._jackpot_panel, prizes, **settings)
    assert min(grew) >= 1.4 and max(grew) - min(grew) <= 0.08, grew
    app.update_settings(ui_scale=100, large_text=False)


def taken(table: TexasBonusTable) -> dict[str, pygame.Rect]:
    """What the panels must keep clear of: the cards, the spots with their names, LIMITS, the
    dealer's messages, the ADVISOR."""
    out = {"limits": table.panels.limits_panel.rect.copy(), "log": pygame.Rect(table.LOG_RECT),
           "advisor": pygame.Rect(table.advisor.rect)}
    for to, place in table.CARD_PLACES.items():
        for i in range(place.count):
            x, y, w = place.position(i)
            rect = pygame.Rect(0, 0, *gfx.card_size(w))
            rect.center = (int(x), int(y))
            out[f"{to} {i}"] = rect
    r = table.SPOT_RADIUS
    for name, (x, y) in table.SPOTS.items():
        out[f"spot {name}"] = pygame.Rect(x - r, y - r - 40, 2 * r, 2 * r + 40)
    return out


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True},
                                      {"ui_scale": 125}, {"ui_scale": 100, "large_text": True}])
def test_panels_stand_clear_at_a_larger_scale(app, lang, settings):
    app.update_settings(language=lang, **settings)
    table = open_table(app, TexasBonusTable, listed=False)
    table.draw(pygame.Surface((1920, 1080)))
    bonus, jackpot, rule = table.panel_places()
    assert rule is not None and rule.h > 0
    panels = {"bonus": bonus, "jackpot": jackpot, "rule": rule}
    for name, rect in panels.items():
        assert SCREEN.contains(rect), name
        hit = [other for other, place in taken(table).items() if rect.colliderect(place)]
        assert hit == [], (name, hit)
    assert not bonus.colliderect(jackpot) and not bonus.colliderect(rule) and not rule.colliderect(jackpot)
    app.update_settings(ui_scale=100, large_text=False)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_at_100_the_panels_are_where_they_were_designed(app, lang):
    app.update_settings(language=lang)
    table = open_table(app, TexasBonusTable, listed=False)
    bonus, jackpot, rule = table.panel_places()
    assert bonus == pygame.Rect(BONUS_RECT[0], BONUS_RECT[1], BONUS_RECT[2], 58 + 29 * len(BONUS_TABLE))
    assert jackpot.topleft == JACKPOT_RECT[:2] and jackpot.w == JACKPOT_RECT[2]
    assert rule is None  # printed under BONUS PAYS as designed


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("state", ["advisor-preflop", "advisor-turn", "advisor-trainer"])
def test_the_advisor_stays_clear_of_the_cards_and_panels_at_150(app, lang, state):
    from scenes.games.texas_bonus import demo as thb_demo

    app.update_settings(language=lang, ui_scale=150)
    table = open_table(app, TexasBonusTable, state, listed=False)
    dict(thb_demo.demo_states())[state](table)
    table.player.flush()
    table.draw(pygame.Surface((1920, 1080)))
    assert table.advisor.drawn is not None
    advisor = table.advisor.drawn.copy()
    bonus, jackpot, rule = table.panel_places()
    others = {k: v for k, v in taken(table).items() if k != "advisor"}
    others.update(bonus=bonus, jackpot=jackpot, rule=rule)
    assert SCREEN.contains(advisor)
    assert [name for name, rect in others.items() if advisor.colliderect(rect)] == []
    app.update_settings(ui_scale=100)
