"""Video poker's ten hands at the window's pixels (issue 27), as a player sees them at normal speed:
at a deal the extra hands turn face down one after another over a few frames (reduced motion: all
at once), and as the draw is shown hand by hand the grid lies in the table's layer, each hand laid
again alone; a frame where only the grid changed records the grid's part of the layer, not the
rest. Every frame equals the same frame drawn whole."""

from __future__ import annotations

import pytest
from helpers import scene_app
from helpers.video_poker import equals_drawn_whole, grid_drawn_again, ten_hands

from gamelib.cards import Deck
from scenes.app import App
from scenes.games.video_poker import demo as vp_demo
from scenes.games.video_poker.table import TURN_PACE, VideoPokerTable
from scenes.showcase import catalogue, table_demos

FRAME = 1 / 60


@pytest.fixture
def app_2k(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="normal") as app:
        yield app


@pytest.fixture
def app_still(tmp_path):
    with scene_app.native_app(tmp_path, (2560, 1440), animation_speed="normal", reduced_motion=True) as app:
        yield app


def _laid_in_grid(table: VideoPokerTable) -> int:
    """The grid's pixels drawn again by the last frame (in the layer, or its hands over it)."""
    return grid_drawn_again(table)


def _hand_px(table: VideoPokerTable) -> int:
    """The pixels the largest hand drew on (its cards, frame and label)."""
    return max(b.w * b.h for b in table.grid._boxes if b is not None)


def _round_shown(app: App) -> VideoPokerTable:
    """Ten hands dealt and drawn (the whole draw shown), the table at rest (the next deal's
    face-down grid made ahead)."""
    table = ten_hands(app, "turn")
    table.deal()
    catalogue.settle(app)
    table_demos.demo_finish(table)
    catalogue.settle(app)
    assert table.grid._ahead is not None
    return table


def test_a_deal_turns_the_hands_face_down_one_after_another(app_2k):
    """Fails on the old code: the deal's first frame laid all nine hands again (2.9 M px at 4K)."""
    app = app_2k
    table = _round_shown(app)
    grid = table.grid
    shown = list(grid._drawn)
    assert all(s[1] is not None for s in shown)  # every hand shows its result
    table.deal()
    app.step([], FRAME)
    assert grid.turning and grid.turned == 0
    assert _laid_in_grid(table) == 0  # the deal's own frame: no hand turned yet
    equals_drawn_whole(app, table)
    turned, frames = [0], 0
    while grid.turning:
        app.step([], FRAME)
        frames += 1
        assert grid.turned - turned[-1] <= 2  # a hand or two a frame
        assert _laid_in_grid(table) <= 2 * _hand_px(table) * (grid.turned - turned[-1])
        turned.append(grid.turned)
        equals_drawn_whole(app, table)
    per, most = TURN_PACE["normal"]
    assert 5 <= frames <= round(most / FRAME) + 1  # a quick sweep: ~0.15 s
    assert turned == sorted(turned) and turned[-1] == 9
    cards, result = table.grid_cards(1)
    assert all(c is None for c in cards) and result is None


def test_with_reduced_motion_the_hands_turn_at_once(app_still):
    app = app_still
    table = _round_shown(app)
    table.deal()
    app.step([], FRAME)
    assert not table.grid.turning
    assert _laid_in_grid(table) > 5 * _hand_px(table)  # every hand in the deal's frame
    equals_drawn_whole(app, table)


def test_the_draw_is_laid_hand_by_hand_in_the_layer_and_its_end_lays_no_grid_again(app_2k):
    """Fails on the old code: as the hands turned, the grid's whole picture was laid over the layer
    every frame, and at the end of the draw into the layer again (2.84 M px a 4K frame)."""
    app = app_2k
    table = ten_hands(app, "reveal-layer")
    table.deal()
    catalogue.settle(app)
    rnd = table.round
    assert rnd is not None
    for p in (0, 1):  # held as a player holds: the grid shows them before DRAW
        table.toggle_hold(p)
        catalogue.settle(app)
    table.draw_hands(tuple(sorted(rnd.held)), trainer=False)
    view = table.view
    frames = 0
    while table.revealing:
        revealed = table.revealed
        app.step([], FRAME)
        frames += 1
        step = table.revealed - revealed
        if table.revealing:
            assert _laid_in_grid(table) <= (step + 1) * _hand_px(table)  # the hands turned now, alone
            if step and frames > 1:  # only the grid changed: the hands drawn over the layer, none laid
                assert view.laid == [] and sum(i[0] == "grid hand" for i in view.drawn_whole if isinstance(i, tuple)) \
                    == step
        if frames % 4 == 0:
            equals_drawn_whole(app, table)
    assert frames > 9  # shown hand by hand
    assert _laid_in_grid(table) <= _hand_px(table)  # the end of the draw: the last hand at most
    catalogue.settle(app)
    equals_drawn_whole(app, table)


def test_the_main_hands_win_shows_first_and_the_result_in_a_frame_of_its_own(app_2k):
    """As on a machine the main hand's win shows as soon as its cards have turned (its cards framed,
    its pay in WIN), then the other hands one by one; the round's result shows in the frame after
    the last hand's. Fails on the old code: the main hand was framed, and the last hand laid, in the
    result's frame (a 4K frame's costliest: 3 ms of cards drawn again, 0.17 M px)."""
    app = app_2k
    table = ten_hands(app, "main first")
    table.session._deck_source = lambda seed: Deck.stacked("As Ad Ah Ac 9d")
    table.deal()
    catalogue.settle(app)
    for p in range(4):
        table.toggle_hold(p)
    catalogue.settle(app)
    rnd = table.round
    assert rnd is not None
    table.draw_hands(tuple(sorted(rnd.held)), trainer=False)
    main = rnd.hands[0]
    assert main.line and main.paid > 0
    framed_while_turning = False
    while table.revealing:
        revealed = table.revealed
        app.step([], FRAME)
        if table.revealing and all(table.cards[("main", p)].highlight for p in range(5)):
            framed_while_turning = True
            assert table.last_win >= main.paid  # counted in WIN with it
        if not table.revealing:
            assert table.revealed == revealed  # no hand turned in the result's frame
            assert _laid_in_grid(table) == 0
    assert framed_while_turning
    assert table.last_win == rnd.total_paid
    catalogue.settle(app)
    equals_drawn_whole(app, table)


@pytest.mark.parametrize("size", [(2560, 1440), (3840, 2160)])
def test_the_results_words_leave_the_main_hands_cards_as_shown(tmp_path, size):
    """The round's result (its words where the HOLD boxes were) is laid in the layer under the main
    hand's cards and their shadows: the result's frame draws none of the five again. Fails on the
    old code: the words' top lay over three cards' shadows (8 px at 4K), so those three were laid
    over and drawn again (1.3 ms of the 4K result frame)."""
    with scene_app.native_app(tmp_path, size, animation_speed="normal") as app:
        table = ten_hands(app, "result words")
        for _ in range(2):
            table.deal()
            catalogue.settle(app)
            vp_demo.hold_and_draw(table)
            while table.revealing:
                app.step([], FRAME)
            assert table.result_shown and table.view.laid  # the result's frame: its words laid
            assert table.view.cards_kept == 5
            catalogue.settle(app)
            equals_drawn_whole(app, table)
