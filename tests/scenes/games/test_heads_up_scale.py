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
from helpers import scale

from gamelib.games.heads_up.rules import BAD_BEAT_TABLE, ODDS_TABLE, POCKET_TABLE, TRIPS_PLUS_TABLE
from scenes.games.heads_up import demo as heads_up_demo
from scenes.games.heads_up.limits_popup import LimitsAndPays, table_rows
from scenes.games.heads_up.table import CARD_RECT, HeadsUpTable

PAY_TABLES = (TRIPS_PLUS_TABLE, POCKET_TABLE, ODDS_TABLE, BAD_BEAT_TABLE)


app = scale.app_fixture()


def pays(app, *tables) -> set[str]:
    """The pays of these tables' rows (a wrapped name's halves are not the designed texts, so
    the pays, one per row and drawn at the row's size, speak for the row)."""
    return {pay for pays in tables for _, pay in table_rows(app, pays)}


@scale.in_both_languages
@scale.at_larger_scales
def test_felt_pay_tables_grow_all_at_one_size(app, monkeypatch, lang, settings):
    table = scale.table_at(app, HeadsUpTable, lang)
    grew: list[float] = []
    for build, pay_table in ((table._side_panel, TRIPS_PLUS_TABLE), (table._side_panel, POCKET_TABLE),
                             (table._odds_panel, ODDS_TABLE), (table._odds_panel, BAD_BEAT_TABLE)):
        grew += scale.row_growth(app, table, monkeypatch, build, pays(app, pay_table), settings)
    scale.assert_one_size(grew, 1.35)


@scale.in_both_languages
def test_the_limits_pop_up_grows_at_one_size(app, monkeypatch, lang):
    table = scale.table_at(app, HeadsUpTable, lang)

    def render(**settings) -> dict[str, list[int]]:
        app.update_settings(**settings)
        pop = LimitsAndPays(app, table)
        assert pygame.Rect(0, 0, 1920, 1080).contains(pop.rect)
        assert pop._render().get_rect().contains(pop.close_button.rect.move(-pop.rect.x, -pop.rect.y))
        return scale.text_heights(monkeypatch, pop._render)

    normal, large = render(ui_scale=100), render(ui_scale=150)
    scale.assert_one_size(scale.growth(normal, large, pays(app, *PAY_TABLES)), 1.4)


@scale.in_both_languages
@scale.at_every_larger_setting
@pytest.mark.parametrize("state", ["betting", "advisor", "advisor-trainer"])
def test_everything_stands_clear_at_a_larger_scale(app, lang, settings, state):
    table = scale.table_in_demo_state(app, HeadsUpTable, heads_up_demo, state, lang, **settings)
    x, y = table.side_place()
    odds = table._odds_panel()
    parts = {"side": pygame.Rect(x, y, *table._side_panel().get_size()),
             "odds": table.odds_place(odds), "limits card": table.limits_card.rect.copy()}
    if state != "betting":
        assert table.advisor.drawn is not None
        parts["advisor"] = table.advisor.drawn.copy()
    others = {"log": pygame.Rect(table.LOG_RECT), **scale.card_rects(table), **scale.spot_rects(table)}
    scale.assert_stand_clear(parts, others)


@scale.in_both_languages
def test_at_100_everything_is_where_it_was_designed(app, lang):
    table = scale.table_at(app, HeadsUpTable, lang)
    assert table.limits_card.rect == pygame.Rect(CARD_RECT)
    assert table.side_place() == table.SIDE_RECT[:2]
    assert table._side_panel().get_width() == table.SIDE_RECT[2]
    odds = table._odds_panel()
    assert table.odds_place(odds).topleft == table.ODDS_RECT[:2] and odds.get_width() == table.ODDS_RECT[2]
    assert table.advisor.rect == table.ADVISOR_RECT
    pop = LimitsAndPays(app, table)
    assert pop.rect == pygame.Rect(210, 140, 1500, 760)
    assert pop.close_button.rect == pygame.Rect(840, 814, 240, 62)
