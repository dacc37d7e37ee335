"""An all-in run-out on the large table, frame by frame with fake seconds: the board stays
empty through the pause, then the flop, the turn and the river land one after another."""

from __future__ import annotations

import pygame
from helpers.scene_app import twister_hub

from gamelib.games.twister.demo import run_out_table
from gamelib.games.twister.table import RUN_OUT_PAUSE
from gamelib.games.twister.table_view import table_on_show
from scenes.app import App
from scenes.games.twister.table import TwisterTableScene

BOARD = pygame.Rect(560, 300, 800, 240)  # the board's place on the 1920x1080 canvas
STEP = 0.05


def _board_pixels(app: App) -> bytes:
    return pygame.image.tobytes(app.frame_image().subsurface(BOARD), "RGB")


def test_the_run_out_is_drawn_street_by_street(app: App) -> None:
    app.update_settings(animation_speed="normal")
    hub = twister_hub(app)
    app.step([], STEP)
    table = run_out_table()
    hub.room.tables.append(table)
    app.manager.push(TwisterTableScene(app, hub, table))
    boards, pictures = [], []
    for _ in range(int(4 * RUN_OUT_PAUSE / STEP) + 4):
        app.step([], STEP)
        boards.append(len(table_on_show(table).board))
        pictures.append(_board_pixels(app))
    assert all(s.cards and None not in s.cards for s in table_on_show(table).seats)  # face up
    changes = [k for k in range(1, len(boards)) if boards[k] != boards[k - 1]]
    assert [boards[k] for k in changes] == [3, 4, 5]
    gaps = [(b - a) * STEP for a, b in zip([0, *changes], changes)]
    assert all(abs(gap - RUN_OUT_PAUSE) <= 2 * STEP for gap in gaps)  # a pause before each street
    first = changes[0]
    assert pictures[first // 2] == pictures[first - 1]  # nothing lands on the board in the pause
    assert pictures[first + 12] != pictures[first - 1]  # the flop has landed
    assert pictures[changes[1] + 12] != pictures[first + 12]  # then the turn


def test_the_multi_table_tab_does_not_tell_the_result_before_the_river(app: App) -> None:
    from scenes.shell.multi_slots import TournamentSlot

    table = run_out_table()
    slot = TournamentSlot(None, table, 1)
    me = table.t.player_seat
    assert me is not None and table.running_out
    text = slot.state(app)[0]
    assert text == app.tr("multi.state.chips", chips="0", n=table.t.level().number)  # all in, as shown
    while table.running_out:
        table.update(RUN_OUT_PAUSE)
    shown = app.tr("multi.state.chips", chips=f"{table.t.stacks[me]:,}", n=table.t.level().number)
    assert slot.state(app)[0] == shown  # the result, once the run-out is over
