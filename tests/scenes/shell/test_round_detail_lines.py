"""ROUND DETAIL names a bet's paying line in the player's language: a pay line by its key
('Ace with K/Q/J suited' -> 'A con K/Q/J dello stesso seme', 'Straight or Lower' -> 'Scala o
meno'), a hand name as a hand name ('Two pair' -> 'Doppia coppia'); the Italian page showed the
pay lines in English."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import table_app

from scenes.shell.history import RoundDetailScene
from scenes.shell.history_bets import line_text


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False, language="en")


@pytest.mark.parametrize(("line", "italian"), [("Ace with K/Q/J suited", "A con K/Q/J dello stesso seme"),
                                               ("Straight or Lower", "Scala o meno"),
                                               ("Dealer does not qualify", "Banco non qualificato"),
                                               ("Two pair", "Doppia coppia"),
                                               ("Something new", "Something new")])
def test_a_paying_line_in_italian(line: str, italian: str) -> None:
    assert line_text(line, "it") == italian
    assert line_text("Something new", "en") == "Something new"  # a line no key names: as stored


@pytest.mark.parametrize("scale", [100, 150])
def test_the_italian_round_detail_names_the_pocket_bonus_line_in_italian(app, monkeypatch, scale) -> None:
    results = [{"spot": "ante", "stake": 500, "paid": 0, "outcome": "lose", "line": ""},
               {"spot": "pocket", "stake": 100, "paid": 2100, "outcome": "win", "line": "Ace with K/Q/J suited"}]
    detail: dict[str, object] = {"id": "20261124-022612-000036", "code": "#02:26:12-36", "game": "heads-up-holdem",
              "at": "2026-11-24T02:26:12Z", "status": "settled", "seed_hash": "ab" * 32, "seed": "0b" * 32,
              "record": {"board": "Ah 7h 4h 2h Th", "dealer": "8d As", "player": "Js Kc", "results": results,
                         "decisions": [{"action": "raise"}]}}
    app.update_settings(language="it", ui_scale=scale)
    page = RoundDetailScene(app, str(detail["id"]))
    page.detail = detail
    app.manager.push(page)
    with texts_drawn(monkeypatch) as seen:
        page.draw(pygame.Surface((1920, 1080)))
    words = " ".join(d.text for d in seen)
    assert "stesso seme" in words and "Ace with" not in words
