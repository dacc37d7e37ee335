"""ROUND DETAIL's bets at every text size: a bet's name with its paying line ('POCKET BONUS ·
Ace with K/Q/J offsuit') wraps in its column instead of shrinking (QA: it was tiny), and at a
larger UI scale the page's texts grow and stay clear of one another."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import table_app

from scenes.shell.history import RoundDetailScene
from scenes.shell.history_bets import line_text
from scenes.ui import gfx

RESULTS = [{"spot": "ante", "stake": 500, "paid": 500, "outcome": "push", "line": ""},
           {"spot": "trips", "stake": 500, "paid": 4000, "outcome": "win", "line": "Flush"},
           {"spot": "pocket", "stake": 500, "paid": 5500, "outcome": "win", "line": "Ace with K/Q/J offsuit"}]
DETAIL = {"id": "20261124-014609-000001", "code": "#01:46:09", "game": "heads-up-holdem",
          "at": "2026-11-24T01:46:09Z", "status": "settled", "seed_hash": "ab" * 32, "seed": "0b" * 32,
          "record": {"board": "Ah 7h 4h 2h Th", "dealer": "8d As", "player": "Js Kc",
                     "hand_names": {"dealer": "Flush", "player": "Flush"}, "results": RESULTS,
                     "decisions": [{"action": "raise"}]}}


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False, language="en")


def drawn(app, monkeypatch, scale: int, large: bool, lang: str):
    app.update_settings(ui_scale=scale, large_text=large, language=lang)
    page = RoundDetailScene(app, DETAIL["id"])
    page.detail = DETAIL
    app.manager.push(page)
    with texts_drawn(monkeypatch) as seen:
        page.draw(pygame.Surface((1920, 1080)))
    return page, seen


@pytest.mark.parametrize(("scale", "large", "lang"), [(100, False, "en"), (150, False, "en"), (150, False, "it"),
                                                      (125, True, "it"), (125, False, "en")])
def test_a_long_bet_name_wraps_at_full_size_left_of_its_stake(app, monkeypatch, scale, large, lang):
    page, seen = drawn(app, monkeypatch, scale, large, lang)
    full = gfx.font(20).get_height()  # the size a bet's line is drawn at now
    stake = next(d.rect for d in seen if d.text == app.money(500) and d.rect.y > page.PANEL.y + 200)
    pocket = page.spot_label("pocket")
    whole = f"{pocket} · {line_text('Ace with K/Q/J offsuit', lang)}"  # in the player's language
    name = [d for d in seen if len(d.text) > 4 and d.text in whole and d.rect.x < stake.x]
    assert len(name) >= 2  # wrapped onto a second line
    assert " ".join(d.text for d in name) == whole
    for d in name:
        assert d.rect.h >= full - 1  # never shrunk
        assert d.rect.right < stake.x  # clear of the STAKE column
    tops = [d.rect.y for d in name]
    assert tops == sorted(tops) and len(set(tops)) == len(tops)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_at_150_percent_the_page_grows_and_nothing_overlaps(app, monkeypatch, lang):
    _, normal = drawn(app, monkeypatch, 100, False, lang)
    app.manager.pop()
    page, large = drawn(app, monkeypatch, 150, False, lang)
    before = {d.text: d.rect.h for d in normal}
    grown = [d.rect.h / before[d.text] for d in large if d.text in before and before[d.text] > 8]
    assert sum(g >= 1.25 for g in grown) / len(grown) >= 0.9
    texts = [d for d in large if d.text.strip()]
    for i, a in enumerate(texts):
        assert page.PANEL.contains(a.rect), a.text
        for b in texts[i + 1:]:
            clip = a.rect.clip(b.rect)
            assert clip.w <= 1 or clip.h <= 1, (a.text, b.text)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_at_150_percent_every_row_of_cards_stays_on_the_page(app, monkeypatch, lang):
    detail = {**DETAIL, "game": "casino-holdem",
              "record": {"board": "8s 5s As Qc 7d", "dealer": "Qh 6c",
                         "hand1": "7c 5h", "hand2": "2s 4h",
                         "hand_names": {"dealer": "One Pair", "hand1": "Two Pair", "hand2": "High Card"},
                         "results": RESULTS[:1], "decisions": []}}
    app.update_settings(ui_scale=150, language=lang)
    page = RoundDetailScene(app, detail["id"])
    page.detail = detail
    app.manager.push(page)
    with texts_drawn(monkeypatch) as seen:
        page.draw(pygame.Surface((1920, 1080)))
    texts = [d.text for d in seen]
    assert app.tr("table.hand", n="1") in texts and app.tr("table.hand", n="2") in texts
    assert not any(t.startswith("+ ") for t in texts)


@pytest.mark.parametrize(("scale", "large"), [(100, False), (125, False), (150, False), (125, True)])
def test_the_seeds_stay_under_a_games_own_body(app, scale, large):
    """Twister's and video poker's round bodies end 194 px over the panel's foot: the seeds' line
    and texts stay under it at every scale."""
    app.update_settings(ui_scale=scale, large_text=large)
    page = RoundDetailScene(app, DETAIL["id"])
    assert page.fairness_top() - 14 >= page.PANEL.bottom - 194
