"""Video poker's rail buttons at the window's pixels (issue 27): a button that turns back to a look it
had (a deal turns nine of them off, a result on again) is laid as the pixels it drew then, one copy,
not drawn again (shadow, art, hotkey and label blended); a button over layer pixels laid again is
drawn again. Every frame equals the frame drawn whole."""

from __future__ import annotations

import pytest
from helpers import scene_app
from helpers.video_poker import equals_drawn_whole, ten_hands

from scenes.showcase import catalogue, table_demos
from scenes.ui.canvas import Canvas
from scenes.ui.widgets.base import Button


@pytest.fixture
def app_2k(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant") as app:
        yield app


@pytest.fixture
def buttons_drawn(monkeypatch):
    """How many times a button was drawn (its shadow, art and words blended)."""
    drawn = [0]
    draw = Button.draw

    def counted(self, surface):
        drawn[0] += 1
        return draw(self, surface)

    monkeypatch.setattr(Button, "draw", counted)
    return drawn


def _rail_buttons(view) -> int:
    return sum(1 for i in view.drawn_whole if isinstance(i, tuple) and i[0] == "rail button")


def test_a_second_round_lays_the_rail_buttons_looks_kept_from_the_first(app_2k, buttons_drawn):
    """Fails on the old code: every rail button that turned off at a deal or on at a result was drawn
    again (9 at a deal, DEAL / DRAW and EV TABLE at a result), each round."""
    app = app_2k
    table = ten_hands(app, "rail looks")
    view = table.view
    assert isinstance(app.frame, Canvas)
    for _ in range(2):  # the first round draws each look once
        table.deal()
        catalogue.settle(app)
        table_demos.demo_finish(table)
        catalogue.settle(app)
    for act in (table.deal, lambda: table_demos.demo_finish(table)):
        act()
        buttons_drawn[0] = 0
        app.step([], 1 / 60)
        assert _rail_buttons(view) >= 2  # they changed: DEAL / DRAW and the buttons turning off or on
        # each laid as it was drawn (UNDO's pixels are not one rectangle its drawing touched: drawn)
        assert buttons_drawn[0] <= 1 < _rail_buttons(view), buttons_drawn[0]
        catalogue.settle(app)
    equals_drawn_whole(app, table)  # (its layer made afresh: every look drawn again)
    buttons_drawn[0] = 0
    table.deal()
    app.step([], 1 / 60)
    assert _rail_buttons(view) >= 2 and buttons_drawn[0] >= _rail_buttons(view)  # (their looks went with the layer)
    equals_drawn_whole(app, table)


def test_a_button_over_layer_pixels_laid_again_is_drawn_again(app_2k, buttons_drawn):
    app = app_2k
    table = ten_hands(app, "rail laid")
    catalogue.settle(app)
    frame = app.frame
    assert isinstance(frame, Canvas)
    kept = table.controls.kept_looks
    rebet = frame.rect(table.controls.rebet_button.rect)
    table.controls.button_pieces(frame)
    assert any(look.box.colliderect(rebet) for looks in kept._looks.values() for look in looks.values())
    table.view.laid = [rebet]  # (as a frame that laid the layer under REBET again)
    table.controls.button_pieces(frame)
    assert not any(look.box.colliderect(rebet) for looks in kept._looks.values() for look in looks.values())
