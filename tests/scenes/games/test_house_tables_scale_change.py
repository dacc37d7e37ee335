"""The four house tables follow a UI scale changed in Settings mid-round: a table open at 100 %
at its decision (or showing its result) is drawn, after the change, exactly as the same table
opened at the new scale; back at 100 % exactly as before."""

from __future__ import annotations

import importlib

import pygame
import pytest
from helpers.scene_app import open_table, table_app

from scenes.table.base import TableScene

GAMES = {
    "texas_bonus": ("TexasBonusTable", "texas-holdem-bonus", ["flop", "advisor-turn", "result"]),
    "casino_holdem": ("CasinoHoldemTable", "casino-holdem", ["decision", "advisor", "result"]),
    "heads_up": ("HeadsUpTable", "heads-up-holdem", ["flop", "advisor-river", "raise-result"]),
    "video_poker": ("VideoPokerTable", "video-poker", ["10_hands_dealt", "1_hands_drawn"]),
}
CASES = [(game, state) for game, (_, _, states) in GAMES.items() for state in states]


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a


def opened(app, game: str, state: str) -> TableScene:
    cls_name, prefix, _ = GAMES[game]
    cls = getattr(importlib.import_module(f"scenes.games.{game}.table"), cls_name)
    demo = importlib.import_module(f"scenes.games.{game}.demo")
    table = open_table(app, cls, f"{prefix}-{state}", listed=False)
    dict(demo.demo_states())[state](table)
    for _ in range(30):
        app.step([], 0.1)
    return table


def frame(app, table: TableScene) -> bytes:
    app.canvas.fill((0, 0, 0))
    table.draw(app.canvas)
    return pygame.image.tobytes(app.canvas, "RGB")


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("game,state", CASES)
def test_a_table_follows_the_scale_changed_mid_round(app, tmp_path, monkeypatch, game, state, lang):
    monkeypatch.setattr("time.time", lambda: 1_800_000_000.0)  # the GAME CODE's clock stands still
    app.update_settings(language=lang)
    table = opened(app, game, state)
    at_100 = frame(app, table)
    app.update_settings(ui_scale=150)
    app.step([], 0.0)
    changed = frame(app, table)
    assert changed != at_100
    with table_app(tmp_path / "fresh", lobby=False, language=lang, ui_scale=150) as other:  # its own wallet
        fresh = opened(other, game, state)
        fresh.round_code = table.round_code
        fresh.view.invalidate()
        assert frame(other, fresh) == changed, "drawn at the old layout after the change"
    app.update_settings(ui_scale=100)
    app.step([], 0.0)
    assert frame(app, table) == at_100


def test_the_multi_table_view_lays_its_tables_out_again(app, monkeypatch):
    """In the multi-table view the scale changed in Settings reaches every table: the focused
    Heads Up (its ADVISOR at the river) and the Casino Hold'em beside it are drawn as tables
    opened at the new scale."""
    from helpers.scene_app import multi_table_view

    from scenes.games.casino_holdem.table import CasinoHoldemTable
    from scenes.games.heads_up import demo as heads_up_demo
    from scenes.games.heads_up.table import HeadsUpTable

    monkeypatch.setattr("time.time", lambda: 1_800_000_000.0)
    view, (heads_up, casino) = multi_table_view(app, [HeadsUpTable, CasinoHoldemTable], "m")
    dict(heads_up_demo.demo_states())["advisor-river"](heads_up)
    for _ in range(30):
        app.step([], 0.1)
    app.update_settings(ui_scale=150)
    app.step([], 0.1)
    assert len({b.rect.y for b in heads_up.controls.bet_buttons}) == 2  # the rail's two rows
    assert heads_up.advisor.drawn is not None and heads_up.advisor.drawn.w > 300  # beside the cards
    view.focus_table = casino
    app.step([], 0.1)
    changed = frame(app, casino)
    fresh = open_table(app, CasinoHoldemTable, "m-1", listed=False)  # the same wallet
    fresh.round_code = casino.round_code
    fresh.view.invalidate()
    assert frame(app, fresh) == changed
