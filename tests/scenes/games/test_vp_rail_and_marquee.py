"""Video poker's rail and marquee, as a player reads them: the VALUE box's amount keeps clear of
the box's edges for every value step (at 150 % "€ 5,00" met both edges: 3 px inside a 136 px
box); every button's words lie inside their button (at 100 % the Italian ANNULLA ran 2 px past
both edges of UNDO's); GAME CODE's lines stay above the marquee's row of lamps (at 100 % the
SHA-256 line touched them)."""

from __future__ import annotations

import pytest
from helpers import scale

from gamelib.games.video_poker.bets import VALUE_STEPS
from scenes.games.video_poker import demo as vp_demo
from scenes.games.video_poker.table import VideoPokerTable
from scenes.showcase import scale_check
from scenes.table.felt_art import MARQUEE_CLEAR

app = scale.app_fixture()

CLEAR = 8  # px of the box each side of the amount's ink


@scale.in_both_languages
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True},
                                      {"ui_scale": 100}], ids=["150", "125+larger", "100"])
def test_the_value_keeps_clear_of_its_boxs_edges(app, lang, settings):
    table = scale.table_at(app, VideoPokerTable, lang, **settings)
    for value in (VALUE_STEPS[0], VALUE_STEPS[-1]):
        table.bets.value = value
        texts = scale_check.record(lambda: table.draw(app.canvas))  # noqa: B023 - drawn now
        box = table.controls.value_box
        inks = [t.ink for t in texts if t.s == app.money(value) and box.collidepoint(t.ink.center)]
        assert len(inks) == 1, (value, inks)
        assert box.inflate(-2 * CLEAR, 0).contains(inks[0]), (value, box, inks[0])


#: 100 %, 150 % and 125 % with larger text.
at_three_scales = pytest.mark.parametrize(
    "settings", [{"ui_scale": 100}, {"ui_scale": 150}, {"ui_scale": 125, "large_text": True}],
    ids=["100", "150", "125+larger"])


def ten_hands_drawn(app, lang: str, settings: dict) -> tuple[VideoPokerTable, list[scale_check.Text]]:
    """Ten hands drawn, in ``lang`` at ``settings``, and the texts the table draws."""
    table = scale.table_in_demo_state(app, VideoPokerTable, vp_demo, "10_hands_drawn", lang, **settings)
    return table, scale.recorded(app, table, **settings)


@scale.in_both_languages
@at_three_scales
def test_every_rail_buttons_words_lie_inside_it(app, lang, settings):
    table, texts = ten_hands_drawn(app, lang, settings)
    for button in [*table.controls.bet_buttons, table.controls.ev_button]:
        inks = [t.ink for t in texts if button.rect.collidepoint(t.ink.center)]
        assert inks, button.rect
        assert all(button.rect.inflate(-4, -4).contains(ink) for ink in inks), (button.rect, inks)


@scale.in_both_languages
@at_three_scales
def test_the_game_codes_lines_stay_above_the_marquees_lamps(app, lang, settings):
    table, texts = ten_hands_drawn(app, lang, settings)
    code = table.panels.code_label
    lines = [t.ink for t in texts if t.s.startswith(("SHA-256", "#")) or t.s == app.tr("table.game_code")]
    assert len(lines) == 3 and code.visible
    assert max(ink.bottom for ink in lines) <= MARQUEE_CLEAR, lines
