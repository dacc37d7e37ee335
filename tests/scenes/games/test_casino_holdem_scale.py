"""2 Hand Casino Hold'em at a larger UI scale: the ANTE and BONUS pay tables are drawn with every
row at one size, at least 1.4x designed, beside the decision window (ANTE under LIMITS, BONUS
under the shoe with the ADVISOR under it), clear of the cards, the hands' boxes, LIMITS, the
dealer's messages and the rail; at 100 % they stay exactly where they were designed."""

from __future__ import annotations

import pygame
import pytest
from helpers import scale

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

app = scale.app_fixture()


@scale.in_both_languages
@scale.at_larger_scales
def test_pay_table_rows_grow_at_one_size(app, monkeypatch, lang, settings):
    table = scale.table_at(app, CasinoHoldemTable, lang)
    for pays in (ANTE_TABLE, BONUS_TABLE):
        rows = scale.pay_rows(app, pays, line_label, "casino.to_one")
        scale.assert_one_size(scale.row_growth(app, table, monkeypatch, table._paytables, rows, settings), 1.4)


def taken(table: CasinoHoldemTable) -> dict[str, pygame.Rect]:
    frame = pygame.Rect(0, 0, HAND_X[2] - HAND_X[1] + BOX_W + 28, BOX_BOTTOM - BOX_TOP + 24)
    frame.midtop = ((HAND_X[1] + HAND_X[2]) // 2, BOX_TOP - 16)
    return {"limits": table.panels.limits_panel.rect.copy(), "log": pygame.Rect(table.LOG_RECT),
            "decision window": frame, **scale.card_rects(table)}


@scale.in_both_languages
@scale.at_every_larger_setting
@pytest.mark.parametrize("state", ["advisor", "advisor-trainer"])
def test_pay_tables_and_advisor_stand_clear(app, lang, settings, state):
    table = scale.table_in_demo_state(app, CasinoHoldemTable, casino_demo, state, lang, **settings)
    ante, bonus = table.paytable_places()
    assert table.advisor.drawn is not None
    scale.assert_stand_clear({"ante": ante, "bonus": bonus, "advisor": table.advisor.drawn.copy()}, taken(table))


@scale.in_both_languages
def test_at_100_the_pay_tables_are_where_they_were_designed(app, lang):
    table = scale.table_at(app, CasinoHoldemTable, lang)
    table.draw(pygame.Surface((1920, 1080)))
    ante, bonus = table.paytable_places()
    assert ante.topleft == table.ANTE_RECT[:2] and ante.w == table.ANTE_RECT[2]
    assert bonus.topleft == table.BONUS_RECT[:2] and bonus.w == table.BONUS_RECT[2]
    assert bonus.h == 58 + 30 * len(BONUS_TABLE)
    assert table.advisor.rect == table.ADVISOR_RECT
