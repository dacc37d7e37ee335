"""ROUND DETAIL of a 100-hand video poker round (issue 14): every hand reachable a page at a
time, numbered as at the table (HAND 1 the large hand), in the table's words (a hand that paid
is a WIN, even one that paid back its bet), nothing drawn over the seed and verify lines."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn

from scenes.app import App
from scenes.games.video_poker import demo as vp_demo
from scenes.games.video_poker.round_detail import HEAD_H, ROW_H, VideoPokerRoundBody
from scenes.games.video_poker.table import VideoPokerTable
from scenes.shell.history import RoundDetailScene
from scenes.table.layout import demo_seed


def detail_of_a_100_hand_round(app: App) -> RoundDetailScene:
    table = VideoPokerTable(app, seed_source=demo_seed("r"))  # a draw with 1x wins (Jacks or Better)
    app.manager.push(table)
    vp_demo.demo_hands(table, 100)
    table.deal()
    vp_demo.demo_finish(table)
    entry = app.wallet.history(limit=1)[0]
    scene = RoundDetailScene(app, entry["id"])
    app.manager.push(scene)
    app.step([], 0.05)
    return scene


def test_every_hand_is_reachable_and_numbered_as_at_the_table(app: App) -> None:
    scene = detail_of_a_100_hand_round(app)
    body = scene.body
    assert isinstance(body, VideoPokerRoundBody)
    assert len(body.hands) == 100
    seen = []
    for _ in range(body.pages + 2):
        first = body.page * body.per_page
        seen.extend(range(first + 1, min(first + body.per_page, 100) + 1))
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="")], 0.05)
    assert sorted(set(seen)) == list(range(1, 101))
    assert body.hands[0]["cards"] == scene.detail["record"]["hands"][0]["cards"]  # HAND 1: the large hand


def test_the_list_stays_above_the_seed_lines(app: App) -> None:
    scene = detail_of_a_100_hand_round(app)
    body = scene.body
    assert isinstance(body, VideoPokerRoundBody)
    rows_bottom = body.list_rect.y + HEAD_H + body.per_page * ROW_H
    assert rows_bottom <= body.prev_button.rect.top
    assert body.list_rect.bottom <= scene.PANEL.bottom - 170 - 14  # the line over the seed hash


def test_a_hand_that_paid_its_bet_back_is_a_win_as_at_the_table(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = detail_of_a_100_hand_round(app)
    body = scene.body
    assert isinstance(body, VideoPokerRoundBody)
    value = scene.detail["record"]["config"]["value"]
    body.page = next(i for i, h in enumerate(body.hands) if h["paid"] == value) // body.per_page
    with texts_drawn(monkeypatch) as seen:
        body.draw(pygame.Surface((1920, 1080)))
    drawn = [d.text for d in seen]
    assert app.tr("table.outcome.win") in drawn
    assert app.tr("table.outcome.push") not in drawn
