"""Issue 27 for the house tables: at a window of another pixel scale than the design's, a round
(bets, the deal, the decisions, the result and its celebration) draws every bitmap at the size
it is shown: no bitmap made at logical size is scaled onto the window's pixels, in any frame
after the table's first (video poker: its grid of hands, its pay table, its machine face too)."""

from __future__ import annotations

import traceback

import pytest
from helpers.scene_app import native_app

from scenes.app import App
from scenes.games.video_poker import demo as video_poker_demo
from scenes.showcase import catalogue, table_demos
from scenes.table import registry as tables
from scenes.table.base import TableScene
from scenes.table.layout import demo_seed
from scenes.table.rules_sheet import RulesSheet
from scenes.ui.canvas import Canvas

HOUSE = [g for g in tables.lobby_games() if isinstance(tables.scene_class(g), type)
         and issubclass(tables.scene_class(g), TableScene)]  # type: ignore[arg-type]


@pytest.fixture
def app_1440(tmp_path):
    with native_app(tmp_path, (2560, 1440), animation_speed="fast") as app:
        yield app


def scaled_blits(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Each plain bitmap blitted onto a Canvas of another pixel scale, by where it was drawn."""
    seen: list[str] = []
    blit = Canvas.blit

    def spy(self: Canvas, source, dest, area=None, special_flags=0):  # type: ignore[no-untyped-def]
        if not isinstance(source, Canvas) and self.scale != 1.0:
            frame = traceback.extract_stack(limit=2)[0]
            seen.append(f"{frame.filename.rsplit('/', 3)[-1]}:{frame.lineno} {frame.line}")
        return blit(self, source, dest, area, special_flags)

    monkeypatch.setattr(Canvas, "blit", spy)
    return seen


def opened(app: App, game: str) -> TableScene:
    """A table of ``game`` opened and drawn (its first frames: its art made for this window)."""
    table = tables.scene_class(game)(app, seed_source=demo_seed("sized"))  # type: ignore[misc]
    app.open_tables.append(table)
    app.manager.push(table, None)
    catalogue.settle(app)
    return table


def play(app: App, table: TableScene) -> None:
    table_demos.demo_bets(table)
    catalogue.settle(app)
    table.deal()
    for _ in range(40):
        app.step([], 1 / 30)
    table_demos.demo_finish(table)
    for _ in range(120):  # the result, the hands turning, any celebration
        app.step([], 1 / 30)


@pytest.mark.parametrize("game", HOUSE)
def test_a_round_scales_no_bitmap_onto_the_window(app_1440, game, monkeypatch):
    app = app_1440
    table = opened(app, game)
    seen = scaled_blits(monkeypatch)
    play(app, table)
    assert app.crash_count == 0 and isinstance(app.frame, Canvas)
    assert sorted(set(seen)) == []


def test_a_big_video_poker_win_scales_no_bitmap_onto_the_window(app_1440, monkeypatch):
    app = app_1440
    table = opened(app, "video-poker")
    seen = scaled_blits(monkeypatch)
    video_poker_demo.big_win(table)
    for _ in range(60):
        app.step([], 1 / 30)
    assert app.crash_count == 0
    assert sorted(set(seen)) == []


@pytest.mark.parametrize("game", HOUSE)
def test_the_rules_sheet_is_drawn_at_the_windows_pixels(app_1440, game, monkeypatch):
    """F1's rules over the table: the frame stays at the window's pixels (not the 1080p canvas
    scaled up) and its page, felt and words are made at them (no logical bitmap scaled)."""
    app = app_1440
    table = opened(app, game)
    seen = scaled_blits(monkeypatch)
    app.manager.push(RulesSheet(table), None)
    for _ in range(3):
        app.step([], 1 / 30)
    assert app.crash_count == 0 and isinstance(app.manager.top, RulesSheet)
    assert isinstance(app.frame, Canvas) and app.frame.target.get_size() == (2560, 1440)
    assert sorted(set(seen)) == []
