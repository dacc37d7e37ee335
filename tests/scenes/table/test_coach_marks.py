"""First-visit coach marks (issue 28): 3–5 marks pointing at the real places of each game's
table, skippable, remembered in the settings, replayable from HELP, in both languages."""

from __future__ import annotations

import pygame
import pytest

from gamelib.i18n import tr
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.games.video_poker.table import VideoPokerTable
from scenes.shell.help import HelpScene
from scenes.table import coach_marks
from scenes.table.coach_marks import CoachMarks, marks_for
from scenes.table.layout import demo_seed
from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext

TABLES = [TexasBonusTable, CasinoHoldemTable, HeadsUpTable, VideoPokerTable]
SCREEN = pygame.Rect(0, 0, 1920, 1080)


def key(event_key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=event_key, mod=0, unicode="")


@pytest.mark.parametrize("cls", TABLES, ids=lambda c: c.game_id)
def test_each_game_has_three_to_five_marks_on_its_real_places(app, cls):
    table = cls(app, seed_source=demo_seed("coach"))
    marks = marks_for(table)
    assert 3 <= len(marks) <= 5
    assert all(SCREEN.contains(m.target) for m in marks)
    keys = [m.key for m in marks]
    assert keys[-1] == "coach.rules" and marks[-1].target.contains(table.rules_button.rect)
    deal = getattr(table.controls, "deal_button", None) or table.controls.by_name["deal"]
    assert any(m.target.contains(deal.rect) for m in marks)
    if cls is not VideoPokerTable:
        spots = next(m for m in marks if m.key == "coach.spots")
        assert all(spots.target.contains(s.rect) for s in table.controls.spots.values())
        assert marks[1].target.contains(table.controls.rack.rect)
    for k in keys:  # said in both languages, each in its own words
        assert app.tr(k) != k and tr(k, "it") not in (k, app.tr(k))


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize("cls", TABLES, ids=lambda c: c.game_id)
def test_the_words_never_cover_what_they_point_at(app, cls, lang, scale):
    app.update_settings(language=lang, ui_scale=scale)
    table = cls(app, seed_source=demo_seed("coach"))
    app.manager.push(table)
    marks = CoachMarks(table)
    app.manager.push(marks)
    for i in range(len(marks.marks)):
        marks.index = i
        box = marks.box()
        assert SCREEN.contains(box), (i, box)
        assert not box.colliderect(marks.mark.target), (i, box, marks.mark.target)
        marks.draw(pygame.Surface(gfx.LOGICAL_SIZE))


def test_shown_once_on_the_first_visit_then_remembered(app, monkeypatch):
    monkeypatch.setattr(app, "headless", False)  # a player's window: the marks push themselves
    table = TexasBonusTable(app, seed_source=demo_seed("coach"))
    app.manager.push(table)
    marks = app.manager.top
    assert isinstance(marks, CoachMarks)
    for _ in range(len(marks.marks) - 1):
        marks.handle_event(key(pygame.K_RETURN))
        assert app.manager.top is marks
    marks.handle_event(key(pygame.K_RETURN))  # GOT IT
    assert app.manager.top is table
    assert "texas-holdem-bonus" in app.settings.coach_marks_seen
    app.manager.pop()
    again = TexasBonusTable(app, seed_source=demo_seed("coach-2"))
    app.manager.push(again)
    assert app.manager.top is again  # seen: not again


def test_esc_skips_them_and_they_are_remembered(app, monkeypatch):
    monkeypatch.setattr(app, "headless", False)
    table = VideoPokerTable(app, seed_source=demo_seed("coach"))
    app.manager.push(table)
    assert isinstance(app.manager.top, CoachMarks)
    app.manager.top.handle_event(key(pygame.K_ESCAPE))
    assert app.manager.top is table and coach_marks.seen(app) == {"video-poker"}


def test_a_headless_app_never_pushes_them_by_itself(app):
    table = HeadsUpTable(app, seed_source=demo_seed("coach"))
    app.manager.push(table)
    assert app.manager.top is table and app.settings.coach_marks_seen == ""


def test_help_plays_them_again(app):
    app.update_settings(coach_marks_seen="texas-holdem-bonus,video-poker")
    page = HelpScene(app)
    app.manager.push(page)
    button = next(b for b in page.widgets if getattr(b, "label", None) is not None
                  and gfx_label(b) == app.tr("help.coach_again"))
    button.on_click()
    assert app.settings.coach_marks_seen == ""


def gfx_label(button) -> str:  # noqa: ANN001
    label = button.label
    return label() if callable(label) else label


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_dim_darkens_all_but_the_place_rounded(scale):
    """dim_around: black at alpha 160 over everything (each colour times 95/255, within a level)
    but the place, whose corners are dimmed with the rest, at the pixels drawn on."""
    target = pygame.Surface((round(1920 * scale), round(1080 * scale)))
    target.fill((200, 120, 40))
    surface = target if scale == 1.0 else Canvas(target, DrawContext(pixel_scale=scale))
    place = pygame.Rect(400, 300, 500, 200)
    coach_marks.dim_around(surface, place, 160, 18)

    def at(x: int, y: int) -> tuple[int, int, int]:
        return tuple(target.get_at((round(x * scale), round(y * scale))))[:3]

    dim = tuple(round(c * 95 / 255) for c in (200, 120, 40))
    for x, y in [(10, 10), (1900, 1070), (399, 400), (901, 400), (650, 299), (650, 501), (401, 301), (898, 498)]:
        assert all(abs(a - b) <= 1 for a, b in zip(at(x, y), dim, strict=True)), (x, y)  # round it, its corners
    for x, y in [(650, 400), (420, 400), (880, 400), (650, 302), (650, 497)]:
        assert at(x, y) == (200, 120, 40), (x, y)  # the place itself
