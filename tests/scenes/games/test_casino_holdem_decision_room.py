"""Casino Hold'em at a larger UI scale: in each hand's box the cards, the hand's name, PLAY /
FOLD and the names over the BONUS / ANTE / PLAY spots stand one under the other with a clear
gap (the buttons touched the spots' names at 150 %); at 100 % the buttons stay as designed.
The ADVISOR beside the window grows into the room right of it."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import open_table, table_app

from scenes.games.casino_holdem import demo as casino_demo
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.ui import card_art

LARGER = [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}]


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a


def buttons_of(table: CasinoHoldemTable) -> list[pygame.Rect]:
    assert table.decisions is not None
    return [b.rect for b in table.decisions.active()]


def decision(app, lang, settings) -> CasinoHoldemTable:
    app.update_settings(language=lang, **settings)
    table = open_table(app, CasinoHoldemTable, "casino-holdem-decision", listed=False)
    dict(casino_demo.demo_states())["decision"](table)
    for _ in range(20):
        app.step([], 0.1)
    return table


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", LARGER)
def test_decision_buttons_stand_clear_of_the_spot_names_and_hand_names(app, monkeypatch, lang, settings):
    table = decision(app, lang, settings)
    buttons = buttons_of(table)
    assert len(buttons) == 4
    with texts_drawn(monkeypatch) as seen:
        for spot in table.controls.spots.values():
            spot.draw(pygame.Surface((1920, 1080)))
    names = [d.rect for d in seen if d.text in {table.spot_label(s) for s in table.controls.spots}]
    assert names
    plates = list(table.shown_hand_names().values())
    for b in buttons:
        for r in names:
            if b.clip(r).w:  # over the same column
                assert r.top - b.bottom >= 6, (b, r)
        for p in plates:
            assert not b.colliderect(p), (b, p)
    for key, sprite in table.cards.items():
        for b in buttons:
            assert not b.colliderect(sprite.rect), (key, b, sprite.rect)


def test_at_100_the_buttons_stay_where_they_were_designed(app):
    table = decision(app, "en", {"ui_scale": 100})
    assert [r.topleft for r in buttons_of(table)] == [(490, 694), (710, 694), (1010, 694), (1230, 694)]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_scale_changed_mid_decision_lays_the_boxes_out_as_opened_at_it(app, tmp_path, lang):
    fresh = decision(app, lang, {"ui_scale": 150})
    want = (buttons_of(fresh), fresh.shown_hand_names())
    app.update_settings(ui_scale=100)
    changed = decision(app, lang, {"ui_scale": 100})
    app.update_settings(ui_scale=150)
    for _ in range(3):
        app.step([], 0.1)
    assert (buttons_of(changed), changed.shown_hand_names()) == want


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_advisor_takes_the_room_right_of_the_decision_window(app, monkeypatch, lang):
    """At 150 % the ADVISOR runs from the decision window's frame to the felt's edge and leaves
    out its small print, so each hand's advice grows 1.3x or more (it stayed near 1.0x)."""
    from scenes.games.casino_holdem.table import FRAME_RIGHT, RAIL_TOP

    heights = {}
    for scale in (100, 150):
        app.update_settings(language=lang, ui_scale=scale)
        table = open_table(app, CasinoHoldemTable, "casino-holdem-advisor", listed=False)
        dict(casino_demo.demo_states())["advisor"](table)
        for _ in range(20):
            app.step([], 0.1)
        with texts_drawn(monkeypatch) as seen:
            table.draw_table(pygame.Surface((1920, 1080)))
        panel = table.advisor.drawn
        assert panel is not None
        heights[scale] = sorted(d.rect.h for d in seen if panel.contains(d.rect))
        app.manager.pop()
    assert panel.left >= FRAME_RIGHT and panel.bottom <= RAIL_TOP and panel.right <= 1920 - 20
    values = [h / n for h, n in zip(heights[150][:2], heights[100][1:3])]  # at 100 % the small print first
    assert min(values) >= 1.3 and heights[150][-1] / heights[100][-1] >= 1.3, heights


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [{"ui_scale": 100}, *LARGER])
def test_the_decision_ribbon_keeps_under_the_board(app, monkeypatch, lang, settings):
    """MAKE YOUR DECISION's ribbon keeps 2 px under the board's cards (grown at 150 % it met
    them: 0 px) and its words within it, over the hands' names HAND 1 / HAND 2."""
    table = decision(app, lang, settings)
    ribbon = table.decision_ribbon()
    board = max(sprite.y + card_art.card_size(sprite.width)[1] / 2 for (to, _), sprite in table.cards.items() if to == "board")
    assert ribbon.top - board >= 2, (ribbon, board)
    with texts_drawn(monkeypatch) as seen:
        surface = pygame.Surface((1920, 1080))
        table.decorate_felt(surface)  # HAND 1 / HAND 2 printed on the felt
        table._draw_decision_window(surface)
    words = [d.rect for d in seen if d.text == app.tr("casino.make_decision")]
    hands = [d.rect for d in seen if d.text in (app.tr("casino.hand", hand=1), app.tr("casino.hand", hand=2))]
    assert words and hands
    assert all(ribbon.contains(w) for w in words), (ribbon, words)
    assert all(ribbon.bottom <= h.top for h in hands if h.colliderect(ribbon.inflate(0, 40)))
