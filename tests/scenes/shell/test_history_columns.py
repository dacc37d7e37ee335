"""HISTORY's list at the largest text size: every cell stays in its column, so the longest
game name ("Texas Hold'em Bonus Poker") does not run over the GAME CODE beside it, nor the
code over a four-figure TOTAL BET."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn

from gamelib.ledger import Wallet
from scenes.app import App
from scenes.shell.history import HistoryScene

ROUND = {"type": "round", "id": "20261123-120000-000001", "code": "#12:00:00", "at": "2026-11-23T11:00:00Z",
         "game": "texas-holdem-bonus", "bet_cents": 100_000, "paid_cents": 250_000, "status": "settled"}


def drawn_cells(tmp_path, monkeypatch, lang: str) -> list[tuple[str, pygame.Rect]]:
    """The texts of the one round's line, left to right, with the rects they were drawn in."""
    pygame.init()
    app = App(tmp_path, wallet=Wallet.in_memory(), headless=True)
    app.update_settings(ui_scale=150, language=lang)
    scene = HistoryScene(app)
    scene.all_entries = [ROUND]
    scene.filters = type(scene.filters)(scene.all_entries)
    scene.refilter()
    app.manager.push(scene)
    try:
        with texts_drawn(monkeypatch) as seen:
            scene.draw(pygame.Surface((1920, 1080)))
    finally:
        app.update_settings(ui_scale=100, language="en")
    drawn = [(d.text, d.rect) for d in seen]
    row_y = next(r.centery for t, r in drawn if t.startswith("#12:00:00"))
    return sorted(((t, r) for t, r in drawn if abs(r.centery - row_y) < 6), key=lambda c: c[1].x)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_no_cell_runs_into_the_next_column_at_150_percent(tmp_path, monkeypatch, lang):
    cells = drawn_cells(tmp_path, monkeypatch, lang)
    assert len(cells) == 7, [t for t, _ in cells]  # date, game, code, bet, win, net, status
    for (left, a), (right, b) in zip(cells, cells[1:]):
        assert a.right + 6 <= b.left, f"{left!r} runs into {right!r}"
