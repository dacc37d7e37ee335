"""A rail button's words keep room above them at 150 %: the decision buttons (PLAY / CHECK /
FOLD / RAISE) and the bet buttons (UNDO / DOUBLE / REBET / DEAL) grow with their words, so the
label's letters stand at least a sixth of the button's height under its top edge (in the
designed 72 px the 150 % decision label stood 8 px under it, 7 px at 1280x720; UNDO's 13 px in
88), and the hotkey under the label keeps a gap from it; after a scale change too."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from helpers import scale

from scenes.games.casino_holdem import demo as casino_demo
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up import demo as heads_up_demo
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus import demo as texas_demo
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.games.video_poker import demo as video_poker_demo
from scenes.games.video_poker.table import VideoPokerTable
from scenes.ui.widgets.base import Button

app = scale.app_fixture()

#: The least share of the button's height over the label's letters (2 Hand Casino Hold'em's
#: 84 px buttons in the hand boxes: 0.18).
TOP_ROOM = 1 / 6
#: The least gap, logical px, between the label's letters and the hotkey's under them.
GAP = 6


def ink_rows(button: Button, label: bool = True, hotkey: bool = True) -> np.ndarray:
    """The button drawn alone at 1920x1080 (its own pixels, pixel scale 1): its pixels."""
    surface = pygame.Surface((button.rect.w + 4, button.rect.h + 4))
    kept = button.label, button.hotkey, button.rect.topleft
    button.label, button.hotkey = (kept[0] if label else ""), (kept[1] if hotkey else " ")
    button.rect.topleft = (0, 0)
    try:
        button.draw(surface)
    finally:
        button.label, button.hotkey, button.rect.topleft = kept
    return pygame.surfarray.array3d(surface).astype(int)


def rows_of(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The rows where the two drawings differ (what the one left out drew)."""
    return np.where((abs(a - b).sum(axis=2) > 60).any(axis=0))[0]


def label_room(button: Button) -> tuple[int, int]:
    """(px from the button's top to its label's letters, px from them to the hotkey's)."""
    whole = ink_rows(button)
    label = rows_of(whole, ink_rows(button, label=False))
    hotkey = rows_of(whole, ink_rows(button, hotkey=False))
    assert len(label) and len(hotkey), "nothing drawn"
    return int(label[0]), int(hotkey[0] - label[-1] - 1)


@scale.in_both_languages
@pytest.mark.parametrize(("cls", "demo", "state"), [(TexasBonusTable, texas_demo, "preflop"),
                                                    (TexasBonusTable, texas_demo, "flop"),
                                                    (HeadsUpTable, heads_up_demo, "preflop")],
                         ids=["texas-preflop", "texas-flop", "heads-up-preflop"])
@pytest.mark.parametrize("ui_scale", [100, 150])
def test_a_decision_label_keeps_room_over_it(app, lang, cls, demo, state, ui_scale):
    table = scale.table_in_demo_state(app, cls, demo, state, lang, ui_scale=ui_scale)
    buttons = table.decisions.active()
    assert buttons
    for b in buttons:
        top, gap = label_room(b)
        assert top >= b.rect.h * TOP_ROOM and gap >= GAP, (b.hotkey, b.rect, top, gap)


@scale.in_both_languages
@pytest.mark.parametrize(("cls", "demo"), [(TexasBonusTable, texas_demo), (CasinoHoldemTable, casino_demo)],
                         ids=["texas", "casino"])
@pytest.mark.parametrize("ui_scale", [100, 150])
def test_a_bet_buttons_label_keeps_room_over_it(app, lang, cls, demo, ui_scale):
    table = scale.table_in_demo_state(app, cls, demo, "betting", lang)
    scale.rescaled(app, table, ui_scale=ui_scale)  # the scale changed with the table open
    assert table.controls.bet_buttons
    for b in table.controls.bet_buttons:
        top, gap = label_room(b)
        assert top >= b.rect.h * TOP_ROOM and gap >= GAP, (b.hotkey, b.rect, top, gap)


@scale.in_both_languages
@pytest.mark.parametrize("ui_scale", [100, 150])
def test_video_pokers_rail_labels_keep_room_over_them(app, lang, ui_scale):
    """Video poker's rail (the VALUE arrows, +1 / +10 / MAX / UNDO, REBET, PAY TABLE, EV TABLE,
    DEAL): at 150 % REBET's letters stood 7 px under its top at 1280x720 (10 of 84 logical)."""
    table = scale.table_in_demo_state(app, VideoPokerTable, video_poker_demo, "betting", lang)
    scale.rescaled(app, table, ui_scale=ui_scale)
    controls = table.controls
    controls.place_rail()
    buttons = [b for b in [*controls.bet_buttons, controls.ev_button] if b.hotkey]
    assert len(buttons) >= 5
    for b in buttons:
        top, gap = label_room(b)
        assert top >= b.rect.h * TOP_ROOM and gap >= GAP, (b.hotkey, b.rect, top, gap)
