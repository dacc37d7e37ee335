"""The Twister table's top band at a larger UI scale: TWISTER LOBBY, HISTORY and ALL TABLES are
taller (their hotkeys Esc, H, Tab grow with them) and TWISTER LOBBY wider, so its label grows
instead of being held to its designed width; they stay above the felt, clear of YOUR TURN and of
the note of another table waiting; ALL TABLES keeps its place. At 100 % as designed."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from helpers import scale

from gamelib.games.twister.demo import SIDE_POT_MOMENTS, side_pot_table
from scenes.app import App
from scenes.games.twister.table import TABLE_RECT, TwisterTableScene
from scenes.showcase import scale_check
from tests.scenes.games.test_twister_table_talk import open_table


@pytest.fixture
def view(app: App) -> Iterator[TwisterTableScene]:
    yield open_table(app, side_pot_table(SIDE_POT_MOMENTS["flop"]))
    app.update_settings(ui_scale=100, large_text=False, language="en")


def band(app: App, view: TwisterTableScene, **settings: object) -> list[scale_check.Text]:
    """The texts drawn above the felt at these settings."""
    return [t for t in scale.recorded(app, view, **settings) if t.ink.bottom < TABLE_RECT.y]


@scale.in_both_languages
@scale.at_larger_scales
def test_the_top_buttons_grow_above_the_felt(app: App, view: TwisterTableScene, lang: str,
                                             settings: dict[str, object]) -> None:
    app.update_settings(language=lang)
    normal, large = scale.normal_and_large(lambda **now: band(app, view, **now), settings)
    for b in view.top_buttons:
        assert b.rect.h >= 80 and b.rect.bottom < TABLE_RECT.y and b.rect.top >= 0
    assert view.top_buttons[2].rect.topright == (1896, 8)  # ALL TABLES in its place
    lobby = app.tr("twister.back")
    was = next(t for t in normal if t.s == lobby)
    now = next(t for t in large if t.s == lobby)
    assert now.ink.w >= 1.25 * was.ink.w and view.top_buttons[0].rect.contains(now.ink)
    for key in ("Esc", "H", "Tab"):
        assert next(t for t in large if t.s == key).ink.h >= 1.25 * next(t for t in normal if t.s == key).ink.h
    rects = [b.rect for b in view.top_buttons]
    assert all(a.right < b.left for a, b in zip(rects, rects[1:]))
    assert scale_check.overlaps(large) - scale_check.overlaps(normal) == set()


def test_at_100_the_top_buttons_keep_their_places(view: TwisterTableScene) -> None:
    assert [b.rect for b in view.top_buttons] == [pygame.Rect(24, 20, 240, 60), pygame.Rect(280, 20, 220, 60),
                                                  pygame.Rect(1656, 20, 240, 60)]


@scale.in_both_languages
def test_the_decision_clock_grows_with_your_turn(app: App, lang: str) -> None:
    from helpers.scene_app import twister_table

    app.update_settings(language=lang, pace="live")
    hub, table, view = twister_table(app, waiting=True)
    hub.room.update(0.1)  # live pace: the player's clock runs
    assert table.decision_left is not None
    clock, turn = f"0:{int(table.decision_left) + 1:02d}", app.tr("twister.your_turn")
    try:
        normal = band(app, view, ui_scale=100)
        large = band(app, view, ui_scale=150)
    finally:
        app.update_settings(ui_scale=100, pace="own", language="en")
    grown = [next(t for t in large if t.s == s).ink.h / next(t for t in normal if t.s == s).ink.h
             for s in (turn, clock)]
    assert min(grown) >= 1.25 and max(grown) / min(grown) < 1.1, grown  # one size, both large
    assert scale_check.overlaps(large) - scale_check.overlaps(normal) == set()
