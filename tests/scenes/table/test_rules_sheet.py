"""Rules at the table (issue 28): F1 or ? opens the game's illustrated rules (its felt with every
spot and card place named, its rules page), in both languages; F1 or Esc closes them."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import table_app

from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.games.video_poker.table import VideoPokerTable
from scenes.table.rules_sheet import RulesSheet


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path) as a:
        yield a


def f1(app):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")], 0.016)


@pytest.mark.parametrize("cls", [TexasBonusTable, CasinoHoldemTable, HeadsUpTable, VideoPokerTable])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_f1_opens_the_games_rules_and_f1_closes_them(app, cls, lang):
    app.update_settings(language=lang)
    table = cls(app)
    app.manager.push(table)
    f1(app)
    sheet = app.manager.top
    assert isinstance(sheet, RulesSheet) and sheet.table is table
    names = [name for name, _ in sheet.labels()]
    assert len(names) == len(table.SPOTS) + len(table.CARD_PLACES)
    assert all(name and not name.startswith("rules.") for name in names)
    frame = pygame.Surface((1920, 1080))
    app.manager.draw(frame) if hasattr(app.manager, "draw") else sheet.draw(frame)
    f1(app)
    assert app.manager.top is table


def test_the_question_mark_button_opens_them(app):
    table = HeadsUpTable(app)
    app.manager.push(table)
    table.rules_button.on_click()
    assert isinstance(app.manager.top, RulesSheet)


@pytest.mark.parametrize("cls", [TexasBonusTable, CasinoHoldemTable, HeadsUpTable, VideoPokerTable])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_pay_tables_grow_with_the_players_scale_and_stay_inside_the_sheet(app, cls, lang, monkeypatch):
    """At 150 % the rules page's pay-table rows are drawn at the same scale as its paragraphs
    (none shrunk to fit: a long name or pay goes on to a second line), every word inside the
    page's width (before, Texas's long row "ANTE, FLOP, TURN, RIVER pay 1:1" shrank every row)."""
    from scenes.table import rules_text
    from scenes.ui import gfx

    app.update_settings(language=lang, ui_scale=150)
    table = cls(app)
    app.manager.push(table)
    sheet = RulesSheet(table)
    width = sheet._view().w
    drawn: list[tuple[str, int, pygame.Rect]] = []
    real = gfx.blit_text

    def blit_text(surface, s, size, *a, **k):  # type: ignore[no-untyped-def]
        rect = real(surface, s, size, *a, **k)
        drawn.append((s, size, rect))
        return rect

    monkeypatch.setattr(gfx, "blit_text", blit_text)
    page = rules_text.render_help(app.tr(f"help.section.{table.game_id}"), width, fresh=True)
    rows = [(s, rect) for s, size, rect in drawn if size == rules_text.ROW_SIZE]
    assert len(rows) >= 8, "no pay table drawn"
    full = gfx.text("Ag", rules_text.ROW_SIZE).get_height()
    assert full >= round(gfx.text_px(rules_text.ROW_SIZE) * 1.1)  # the scale is on
    assert [s for s, rect in rows if rect.h < full] == []  # none shrunk
    assert [s for s, rect in rows if rect.left < 0 or rect.right > width or rect.bottom > page.get_height()] == []
