"""A video poker round caught as its grid turns: the demo's hands dealt (the deal's animation
done) and drawn with the default holds, for the tests of the reveal; a table of ten hands open
at an app, for the tests of its frames, and those frames compared with them drawn whole."""

from __future__ import annotations

from typing import Any

import pygame

from gamelib.games.video_poker.rules import VideoPokerRound
from gamelib.games.video_poker.strategy import default_hold
from scenes.games.video_poker import demo as vp_demo
from scenes.games.video_poker.table import VideoPokerTable
from scenes.showcase import catalogue
from scenes.table.layout import demo_seed
from scenes.ui.canvas import Canvas


def draw_default_holds(table: VideoPokerTable, hands: int = 100) -> VideoPokerRound:
    """``hands`` demo hands dealt and drawn with the default holds; the round (the grid starts
    turning the hands over as the table's animation speed says)."""
    vp_demo.demo_hands(table, hands)
    table.deal()
    table.player.flush()
    table.animator.finish_all()
    rnd = table.round
    assert rnd is not None
    table.act("draw", holds=list(default_hold(rnd.paytable, rnd.dealt)))
    return rnd


def ten_hands(app: Any, seed: str) -> VideoPokerTable:
    """A video poker table open on ``app`` (its deals seeded by ``seed``), ten hands bet, its
    frames drawn."""
    table = VideoPokerTable(app, seed_source=demo_seed(seed))
    app.open_tables.append(table)
    app.manager.push(table, None)
    vp_demo.demo_hands(table, 10)
    catalogue.settle(app)
    return table


def ten_dealt(app: Any, seed: str) -> VideoPokerTable:
    """``ten_hands`` dealt, the deal's frames drawn (the hands face down, the main hand's cards shown)."""
    table = ten_hands(app, seed)
    table.deal()
    catalogue.settle(app)
    return table


def equals_drawn_whole(app: Any, table: VideoPokerTable) -> tuple[bytes, bytes]:
    """The table's layer and the window as drawn by pieces equal the same drawn whole; the
    pixels drawn whole."""
    frame = app.frame
    assert isinstance(frame, Canvas) and isinstance(table.view._layer, Canvas)
    pieces = (pygame.image.tobytes(table.view._layer.target, "RGB"), pygame.image.tobytes(frame.target, "RGB"))
    table.view.release()
    app.manager.transition = None
    app.step([], 0.0)
    assert isinstance(table.view._layer, Canvas)
    whole = (pygame.image.tobytes(table.view._layer.target, "RGB"), pygame.image.tobytes(frame.target, "RGB"))
    assert pieces == whole
    return whole


def grid_drawn_again(table: VideoPokerTable) -> int:
    """Pixels of the grid's area drawn again by the last frame at the window's pixels: laid again in
    the table's layer, or its hands drawn again whole over the layer (each a piece kept as shown)."""
    frame = table.app.frame
    assert isinstance(frame, Canvas)
    grid = frame.rect(table.grid.rect)
    view = table.view
    laid = sum(r.clip(grid).w * r.clip(grid).h for r in view.laid)
    offset = frame.target.get_abs_offset()
    hands = [r.move(-offset[0], -offset[1]).clip(grid) for i in view.drawn_whole
             if isinstance(i, tuple) and i[0] == "grid hand" for r in view._cards_shown[i][1]]
    return laid + sum(r.w * r.h for r in hands)
