"""Texas Hold'em Bonus at a larger UI scale: BONUS PAYS and the FIRST 5 JACKPOT prizes are drawn
with every row at one size, at least 1.4x designed, and the panels move where they have room
(BONUS PAYS under LIMITS, the JACKPOT panel under the shoe, the printed rule beside the dealer's
cards) clear of the cards, the spots, LIMITS, the dealer's messages, the rail and each other;
at 100 % they stay exactly where they were designed."""

from __future__ import annotations

import pygame
import pytest
from helpers import scale

from gamelib.games.texas_bonus.jackpot import FIRST5_PRIZES
from gamelib.games.texas_bonus.rules import BONUS_TABLE
from scenes.games.texas_bonus import demo as thb_demo
from scenes.games.texas_bonus.panels import BONUS_RECT, JACKPOT_RECT
from scenes.games.texas_bonus.table import TexasBonusTable, line_label
from scenes.table import felt_art

app = scale.app_fixture()


@scale.in_both_languages
@scale.at_larger_scales
def test_pay_table_rows_grow_at_one_size(app, monkeypatch, lang, settings):
    table = scale.table_at(app, TexasBonusTable, lang)
    bonus = scale.pay_rows(app, BONUS_TABLE, line_label, "thb.to_one")
    scale.assert_one_size(scale.row_growth(app, table, monkeypatch, table._bonus_panel, bonus, settings), 1.4)
    prizes = [line_label(app, p.name) for p in FIRST5_PRIZES]
    scale.assert_one_size(scale.row_growth(app, table, monkeypatch, lambda: table._jackpot_panel().still,  # (made at a first look)
                                                prizes, settings), 1.4)


def taken(table: TexasBonusTable) -> dict[str, pygame.Rect]:
    """What the panels must keep clear of: the cards, the spots with their names, LIMITS, the
    dealer's messages, the ADVISOR."""
    return {"limits": table.panels.limits_panel.rect.copy(), "log": pygame.Rect(table.LOG_RECT),
            "advisor": pygame.Rect(table.advisor.rect), **scale.card_rects(table), **scale.spot_rects(table)}


@scale.in_both_languages
@scale.at_every_larger_setting
def test_panels_stand_clear_at_a_larger_scale(app, lang, settings):
    table = scale.table_at(app, TexasBonusTable, lang, **settings)
    table.draw(pygame.Surface((1920, 1080)))
    bonus, jackpot, rule = table.panel_places()
    assert rule is not None and rule.h > 0
    scale.assert_stand_clear({"bonus": bonus, "jackpot": jackpot, "rule": rule}, taken(table))


@scale.in_both_languages
def test_at_100_the_panels_are_where_they_were_designed(app, lang):
    table = scale.table_at(app, TexasBonusTable, lang)
    bonus, jackpot, rule = table.panel_places()
    assert bonus == pygame.Rect(BONUS_RECT[0], BONUS_RECT[1], BONUS_RECT[2], 58 + 29 * len(BONUS_TABLE))
    assert jackpot.topleft == JACKPOT_RECT[:2] and jackpot.w == JACKPOT_RECT[2]
    assert rule is None  # printed under BONUS PAYS as designed


@scale.in_both_languages
@pytest.mark.parametrize("state", ["advisor-preflop", "advisor-turn", "advisor-trainer"])
def test_the_advisor_stays_clear_of_the_cards_and_panels_at_150(app, lang, state):
    table = scale.table_in_demo_state(app, TexasBonusTable, thb_demo, state, lang, ui_scale=150)
    assert table.advisor.drawn is not None
    bonus, jackpot, rule = table.panel_places()
    others = {k: v for k, v in taken(table).items() if k != "advisor"}
    others.update(bonus=bonus, jackpot=jackpot, rule=rule)
    scale.assert_stand_clear({"advisor": table.advisor.drawn.copy()}, others)


@scale.in_both_languages
@scale.at_every_larger_setting
def test_the_felts_bonus_print_stays_clear_of_the_panels(app, monkeypatch, lang, settings):
    """BONUS PAYS UP TO 1000 TO 1 is printed on the felt clear of BONUS PAYS (grown into the left
    column) and of the player's cards, not under the panel."""

    table = scale.table_at(app, TexasBonusTable, lang, **settings)
    table.draw(pygame.Surface((1920, 1080)))
    printed: list[pygame.Rect] = []
    arc_text = felt_art.arc_text

    def recorded(surface, text, *args, **kwargs):
        box = arc_text(surface, text, *args, **kwargs)
        if text == app.tr("felt.thb.bonus"):
            printed.append(box)
        return box

    monkeypatch.setattr(felt_art, "arc_text", recorded)
    table.decorate_felt(pygame.Surface((1920, 1080)))  # a plain felt: designed px are its pixels
    assert len(printed) == 1
    bonus, jackpot, rule = table.panel_places()
    clear_of = {"bonus": bonus, "jackpot": jackpot, **scale.card_rects(table)}
    for name, rect in clear_of.items():
        assert not printed[0].colliderect(rect), name


@pytest.mark.parametrize("settings", [scale.NORMAL, *scale.LARGER], ids=["100", "150", "125+larger"])
def test_the_players_cards_are_as_wide_as_the_boards(app, settings):
    """The player's hand never looks smaller than the board (at 150 % it was 96 px to the
    board's 104): at a larger scale both stand higher instead, the hand's name still under its
    cards, clear of them and of the bet spots' names."""
    table = scale.table_in_demo_state(app, TexasBonusTable, thb_demo, "flop", "en", **settings)
    widths = {to: {sprite.width for (t, _), sprite in table.cards.items() if t == to} for to in ("board", "player")}
    assert widths["player"] == widths["board"] == {104}
    plate = table.shown_hand_names()["player"]
    cards = [scale.card_rects(table)[f"player {i}"] for i in range(2)]
    assert not any(plate.colliderect(c) for c in cards)
    under = [r for r in scale.spot_rects(table).values() if r.left < plate.right and plate.left < r.right]
    assert under and all(plate.bottom <= r.top for r in under)  # above the spots and their names
