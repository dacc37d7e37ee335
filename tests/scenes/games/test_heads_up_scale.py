"""Heads Up Hold'em at a larger UI scale: TRIPS PLUS, POCKET BONUS, ODDS and BAD BEAT are drawn
all at one size (a long Italian name on two lines rather than every row small), grown at least
1.35x (ODDS over BAD BEAT have only the height between the shoe and the rail); TRIPS PLUS and
POCKET BONUS fill the left column, the LIMITS card and the ADVISOR stand beside them, ODDS and
BAD BEAT up the right edge, all clear of the cards, the spots, the dealer's messages, the rail
and each other; the LIMITS pop-up's tables all at one size, at least 1.4x; at 100 % everything
stays where it was designed."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import open_table, table_app

from gamelib.games.heads_up.rules import BAD_BEAT_TABLE, ODDS_TABLE, POCKET_TABLE, TRIPS_PLUS_TABLE
from scenes.games.heads_up import demo as heads_up_demo
from scenes.games.heads_up.limits_popup import LimitsAndPays, table_rows
from scenes.games.heads_up.table import CARD_RECT, HeadsUpTable
from scenes.ui import gfx

SCREEN = pygame.Rect(0, 0, 1920, 900)
LARGER = [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}]


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a


def heights(app, monkeypatch, table, build, **settings) -> dict[str, list[int]]:
    app.update_settings(**settings)
    table.language_changed()
    out: dict[str, list[int]] = {}
    with texts_drawn(monkeypatch) as seen:
        build()
    for d in seen:
        out.setdefault(d.text, []).append(d.rect.h)
    return out


def growth(app, monkeypatch, table, build, pays, settings) -> list[float]:
    """How much each row's pays grew (a wrapped name's halves are not the designed texts, so the
    pays, one per row and drawn at the row's size, speak for the row)."""
    normal = heights(app, monkeypatch, table, build, ui_scale=100, large_text=False)
    large = heights(app, monkeypatch, table, build, **settings)
    texts = {pay for _, pay in table_rows(app, pays)}
    return [h / n for t in texts for h, n in zip(large[t], normal[t])]


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", LARGER)
def test_felt_pay_tables_grow_all_at_one_size(app, monkeypatch, lang, settings):
    app.update_settings(language=lang)
    table = open_table(app, HeadsUpTable, listed=False)
    grew: list[float] = []
    for build, pays in ((table._side_panel, TRIPS_PLUS_TABLE), (table._side_panel, POCKET_TABLE),
                        (table._odds_panel, ODDS_TABLE), (table._odds_panel, BAD_BEAT_TABLE)):
        grew += growth(app, monkeypatch, table, build, pays, settings)
    assert min(grew) >= 1.35 and max(grew) - min(grew) <= 0.08, grew
    app.update_settings(ui_scale=100, large_text=False)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_limits_pop_up_grows_at_one_size(app, monkeypatch, lang):
    app.update_settings(language=lang)
    table = open_table(app, HeadsUpTable, listed=False)

    def render(**settings) -> dict[str, list[int]]:
        app.update_settings(**settings)
        with texts_drawn(monkeypatch) as seen:
            pop = LimitsAndPays(app, table)
            surf = pop._render()
        assert pygame.Rect(0, 0, 1920, 1080).contains(pop.rect)
        assert surf.get_rect().contains(pop.close_button.rect.move(-pop.rect.x, -pop.rect.y))
        out: dict[str, list[int]] = {}
        for d in seen:
            out.setdefault(d.text, []).append(d.rect.h)
        return out

    normal, large = render(ui_scale=100), render(ui_scale=150)
    rows = {pay for pays in (TRIPS_PLUS_TABLE, POCKET_TABLE, ODDS_TABLE, BAD_BEAT_TABLE)
            for _, pay in table_rows(app, pays)}
    grew = [h / n for t in rows for h, n in zip(large[t], normal[t])]
    assert min(grew) >= 1.4 and max(grew) - min(grew) <= 0.08, grew
    app.update_settings(ui_scale=100)


def cards_and_spots(table: HeadsUpTable) -> dict[str, pygame.Rect]:
    out = {"log": pygame.Rect(table.LOG_RECT)}
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
@pytest.mark.parametrize("settings", [*LARGER, {"ui_scale": 125}, {"ui_scale": 100, "large_text": True}])
@pytest.mark.parametrize("state", ["betting", "advisor", "advisor-trainer"])
def test_everything_stands_clear_at_a_larger_scale(app, lang, settings, state):
    app.update_settings(language=lang, **settings)
    table = open_table(app, HeadsUpTable, state, listed=False)
    dict(heads_up_demo.demo_states())[state](table)
    table.player.flush()
    table.draw(pygame.Surface((1920, 1080)))
    x, y = table.side_place()
    odds = table._odds_panel()
    parts = {"side": pygame.Rect(x, y, *table._side_panel().get_size()),
             "odds": table.odds_place(odds), "limits card": table.limits_card.rect.copy()}
    if state != "betting":
        assert table.advisor.drawn is not None
        parts["advisor"] = table.advisor.drawn.copy()
    others = cards_and_spots(table)
    for name, rect in parts.items():
        assert SCREEN.contains(rect), name
        hit = [other for other, place in others.items() if rect.colliderect(place)]
        hit += [other for other, place in parts.items() if other != name and rect.colliderect(place)]
        assert hit == [], (name, hit)
    app.update_settings(ui_scale=100, large_text=False)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_at_100_everything_is_where_it_was_designed(app, lang):
    app.update_settings(language=lang)
    table = open_table(app, HeadsUpTable, listed=False)
    assert table.limits_card.rect == pygame.Rect(CARD_RECT)
    assert table.side_place() == table.SIDE_RECT[:2]
    assert table._side_panel().get_width() == table.SIDE_RECT[2]
    odds = table._odds_panel()
    assert table.odds_place(odds).topleft == table.ODDS_RECT[:2] and odds.get_width() == table.ODDS_RECT[2]
    assert table.advisor.rect == table.ADVISOR_RECT
    pop = LimitsAndPays(app, table)
    assert pop.rect == pygame.Rect(210, 140, 1500, 760)
    assert pop.close_button.rect == pygame.Rect(840, 814, 240, 62)
