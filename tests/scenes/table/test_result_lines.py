"""The result summary at a larger UI scale: a bet's line too wide for its room breaks between
its parts ('ANTE 1 · Two Pair ·' over 'Straight or lower'), not after the bet's name alone, and
its second line, with nothing beside it, is drawn at the row's size; at 100 % as designed."""

from __future__ import annotations

from dataclasses import replace

import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import open_table, table_app

from gamelib.events import Outcome
from scenes.games.casino_holdem import demo as casino_demo
from scenes.games.casino_holdem.table import CasinoHoldemTable


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a


def summary(app, monkeypatch, lang, **settings):
    app.update_settings(language=lang, **settings)
    table = open_table(app, CasinoHoldemTable, "casino-holdem-result", listed=False)
    dict(casino_demo.demo_states())["result"](table)
    for _ in range(30):
        app.step([], 0.1)
    table.banner._cache = None
    with texts_drawn(monkeypatch) as seen:
        table.banner.render(table)
    return table, seen


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}])
def test_a_long_bet_line_breaks_between_its_parts_at_one_size(app, monkeypatch, lang, settings):
    table, seen = summary(app, monkeypatch, lang, **settings)
    rows = [d for d in seen if d.size == table.banner.ROW_SIZE]
    assert len({d.rect.h for d in rows}) == 1, [(d.text, d.rect.h, d.rect.w) for d in rows if d.rect.h != rows[0].rect.h]  # one size
    name = table.spot_label("ante1")
    ante = [d.text for d in rows if d.text.startswith(name)]
    if lang == "en":  # 'ANTE 1 · Two Pair ·' fits beside WIN; 'Doppia coppia' beside VINCE does not
        assert ante and ante[0] != f"{name} ·", ante  # the hand goes with the name when it fits
    assert not any(d.text.endswith("…") for d in rows)


def test_at_100_a_long_line_breaks_after_the_name_as_designed(app, monkeypatch):
    table, seen = summary(app, monkeypatch, "it", ui_scale=100)
    texts = [d.text for d in seen]
    assert all(not t.startswith(f"{table.spot_label('ante1')} · ") or not t.endswith(" ·") for t in texts)


@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}])
def test_a_long_outcome_keeps_the_rows_size(app, monkeypatch, settings):
    """'PAREGGIO' (a push, in Italian) is wider than the payout's column: it stays at the row's
    size, beside a shorter bet line, rather than shrink alone."""
    app.update_settings(language="it", **settings)
    table = open_table(app, CasinoHoldemTable, "casino-holdem-result", listed=False)
    dict(casino_demo.demo_states())["result"](table)
    for _ in range(30):
        app.step([], 0.1)
    table.banner.results = [replace(r, outcome=Outcome.PUSH, paid=r.stake) if r.spot.startswith("ante")
                            else r for r in table.banner.results]
    table.banner._cache = None
    with texts_drawn(monkeypatch) as seen:
        table.banner.render(table)
    rows = [d for d in seen if d.size == table.banner.ROW_SIZE]
    push = app.tr("table.outcome.push")
    assert push in [d.text for d in rows]
    assert len({d.rect.h for d in rows}) == 1, [(d.text, d.rect.h) for d in rows]
