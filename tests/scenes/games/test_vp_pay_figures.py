"""Video poker's pay table at the window's pixels (issue 27): its box, title and rules lie in the
table's layer, its figures (the lines' names and pays, counts, amounts, the TOTAL line) over it as
pieces kept while they show the same (and the rail's buttons too), so a deal or a result draws
again the figures that changed, not the box's columns laid again into the layer over the felt;
the frames equal them drawn whole. A rail button that turns back to a look it had (a deal turns nine
of them off, a result on again) is laid as the pixels it drew then, not drawn again; a button over
layer pixels laid again is drawn again."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app
from helpers.video_poker import equals_drawn_whole, ten_hands

from scenes.games.video_poker import pay_table
from scenes.games.video_poker.table import VideoPokerTable
from scenes.showcase import catalogue, table_demos
from scenes.ui.canvas import Canvas
from scenes.ui.widgets.base import Button


@pytest.fixture
def app_2k(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="instant") as app:
        yield app


def _laid_in_pay_table(table: VideoPokerTable) -> int:
    """Pixels of the pay table's box laid again in the layer by the last frame."""
    frame = table.app.frame
    assert isinstance(frame, Canvas)
    pay = frame.rect(table.layout.pay)
    return sum(r.clip(pay).w * r.clip(pay).h for r in table.view.laid)


def _figures(pieces: list[object]) -> int:
    return sum(1 for i in pieces if isinstance(i, tuple) and i[0] == "pay figure")


def test_a_deal_and_a_result_draw_only_the_pay_figures_that_changed_and_equal_frames_drawn_whole(app_2k):
    """Fails on the old code: the pay table's figures were drawings of the layer, so a deal and a
    result laid its columns again into the layer (the felt, the box's translucent art, its glass and
    every figure over it, then copied to the window), and recorded its 30-odd drawings again. Now
    the figures lie over the layer as a few pieces (a column each), drawn again where changed."""
    app = app_2k
    table = ten_hands(app, "pay figures")
    table.deal()
    catalogue.settle(app)
    table_demos.demo_finish(table)
    catalogue.settle(app)  # a result shows: its counts and wins in the pay table
    view = table.view
    for act in (table.deal, lambda: table_demos.demo_finish(table)):
        pay = view._parts["pay table"][1]
        act()
        app.step([], 1 / 60)
        assert _laid_in_pay_table(table) == 0  # nothing of the pay table laid again in the layer
        assert view._parts["pay table"][1] is pay  # its box, title and rules: kept, not recorded again
        # its amounts and TOTAL (and its counts coming or going): drawn again; its glass and box not
        assert 2 <= _figures(view.drawn_whole) <= 4, view.drawn_whole
        catalogue.settle(app)
        equals_drawn_whole(app, table)
        app.step([], 1 / 60)  # (drawn whole: the next frame keeps every figure as the window shows it)
        assert _figures(view.drawn_whole) == 0


def test_a_hold_keeps_every_pay_figure(app_2k):
    app = app_2k
    table = ten_hands(app, "pay figures")
    table.deal()
    catalogue.settle(app)
    table.toggle_hold(2)
    app.step([], 1 / 60)
    view = table.view
    assert _figures([i for i, _, _ in table.kept_pieces(app.frame)]) >= 3  # the lines, their amounts, TOTAL
    assert _figures(view.drawn_whole) == 0 and _figures(view.pieces_mended) == 0
    catalogue.settle(app)
    equals_drawn_whole(app, table)


def test_on_a_plain_surface_the_pay_table_is_drawn_whole_in_the_layer(app_2k):
    """Off a window's Canvas (the plain 1080p canvas), no figure is a piece: all lie in the layer."""
    table = ten_hands(app_2k, "pay figures")
    table._in_layer = False
    assert _figures([i for i, _, _ in table.kept_pieces(app_2k.frame)]) == 0


def _buttons(pieces: list[object]) -> int:
    return sum(1 for i in pieces if isinstance(i, tuple) and i[0] == "rail button")


def test_a_deal_and_a_result_draw_the_rail_buttons_that_changed_over_the_layer(app_2k):
    """Fails on the old code: the rail's buttons were drawings of the layer's shared part, so a deal and
    a result (the buttons turning off or on, DEAL turning DRAW) laid the rail again into the layer
    (the felt's leather, every button there and its labels) and copied it to the window. Now each
    button is a piece over the layer: only those that changed are drawn again; the frames equal them
    drawn whole, and the pieces asked again are the same ones (none added frame by frame)."""
    app = app_2k
    table = ten_hands(app, "rail buttons")
    table.deal()
    catalogue.settle(app)
    table_demos.demo_finish(table)
    catalogue.settle(app)
    view = table.view
    frame = app.frame
    assert isinstance(frame, Canvas)
    buttons = [*table.controls.bet_buttons, table.controls.ev_button]
    rail = frame.rect(buttons[0].rect.unionall([b.rect for b in buttons]))
    count = len(table.kept_pieces(frame))
    for act in (table.deal, lambda: table_demos.demo_finish(table)):
        act()
        app.step([], 1 / 60)
        assert sum(r.clip(rail).w * r.clip(rail).h for r in view.laid) == 0  # nothing of them laid in the layer
        assert _buttons(view.drawn_whole) >= 2  # DEAL / DRAW and the buttons turning off or on
        catalogue.settle(app)
        equals_drawn_whole(app, table)
        app.step([], 1 / 60)
        assert _buttons(view.drawn_whole) == 0
        assert len(table.kept_pieces(frame)) == len(table.kept_pieces(frame))
    assert _buttons([i for i, _, _ in table.kept_pieces(frame)]) == len(buttons)
    assert len(table.kept_pieces(frame)) == count


def test_the_pointer_over_the_rail_draws_the_button_it_enters_and_leaves_and_equals_frames_drawn_whole(app_2k):
    """A button lit by the pointer is a piece that changed: drawn again over the layer, the rest of
    the rail kept; each frame equals it drawn whole (the pointer in the window's pixels)."""
    app = app_2k
    table = ten_hands(app, "rail hover")
    view = table.view
    frame = app.frame
    assert isinstance(frame, Canvas)
    for button in (table.controls.rebet_button, table.controls.deal_button, None):
        x, y = frame.point(button.rect.center if button is not None else (960, 300))
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
        assert 1 <= _buttons(view.drawn_whole) <= 2, view.drawn_whole  # the one left, the one entered
        app.step([], 1 / 60)
        assert _buttons(view.drawn_whole) == 0  # (lit in the frame before: kept since)
        assert button is None or button.hovered
        equals_drawn_whole(app, table)
        app.step([], 1 / 60)


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


def test_a_deal_lays_the_pay_figures_cleared_as_they_were_drawn_at_the_last_deal(app_2k, monkeypatch):
    """Fails on the old code: each deal drew the figures it clears again (the lines unlit, the amounts
    and TOTAL gone), every text of them. Now a figure turning back to a look it had over the same
    layer is laid as the pixels it drew then; a frame drawn whole draws them all again."""
    texts = [0]
    draw = pay_table._draw_pay_text

    def counted(*args):
        texts[0] += 1
        return draw(*args)

    monkeypatch.setattr(pay_table, "_draw_pay_text", counted)
    app = app_2k
    table = ten_hands(app, "pay looks")
    view = table.view
    for _ in range(2):  # the first deal draws the cleared figures once
        table.deal()
        catalogue.settle(app)
        table_demos.demo_finish(table)
        catalogue.settle(app)
    texts[0] = 0
    table.deal()
    app.step([], 1 / 60)
    assert _figures(view.drawn_whole) >= 2  # they changed: the last result's lit lines, amounts, TOTAL
    assert texts[0] == 0, texts[0]
    catalogue.settle(app)
    equals_drawn_whole(app, table)
    assert texts[0] > 10  # (drawn whole: the layer made afresh, every look drawn again)


def test_the_layer_is_not_laid_back_under_buttons_and_figures_copied_back_whole(app_2k, monkeypatch):
    """Fails on the old code: a deal and a result laid the layer back over every rail button and pay
    figure that changed, then copied the look kept of each over it (at 3840x2160 0.6 M px a deal).
    Now the window's pixels a kept look covers whole are not laid back first; the frames still equal
    frames drawn whole."""
    restored: list[pygame.Rect] = []
    restore = Canvas.restore

    def noted(self, layer, rects):
        restored.extend(rects)
        return restore(self, layer, rects)

    monkeypatch.setattr(Canvas, "restore", noted)
    app = app_2k
    table = ten_hands(app, "laid whole")
    for _ in range(2):  # the first round keeps each look
        table.deal()
        catalogue.settle(app)
        table_demos.demo_finish(table)
        catalogue.settle(app)
    covered: list[pygame.Rect] = []
    laid_whole = table.pieces_laid_whole

    def noted_whole(surface, pieces):
        covered[:] = laid_whole(surface, pieces)
        return covered

    monkeypatch.setattr(table, "pieces_laid_whole", noted_whole)
    for act in (table.deal, lambda: table_demos.demo_finish(table)):
        act()
        restored.clear()
        app.step([], 1 / 60)
        if act == table.deal:  # (a result's buttons lie over the layer laid again there: drawn anew)
            copied = [i for i in table.view.drawn_whole if isinstance(i, tuple) and i[0] in ("rail button", "pay figure")]
            assert copied and covered, "nothing copied back whole: the check would pass on anything"
        overlap = sum(r.clip(c).w * r.clip(c).h for r in restored for c in covered)
        assert overlap == 0, f"{overlap} px laid back under pieces copied over them"
        catalogue.settle(app)
        equals_drawn_whole(app, table)
