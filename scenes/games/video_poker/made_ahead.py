"""What a draw shown hand by hand makes ahead in its frames, a piece a frame, so that the frames showing
it find it made (issue 27, at the window's pixels): each card of the main hand as it lies once turned
(its face over its shadow as one picture, and the frame round it when the hand won), the pay table's
figures as the result shows them (its lit lines, counts, amounts and TOTAL: their words, a column a
frame in the frames before the last hand shows) and the hand's result line. Each is drawn on a pixel of
its own at the pixels the table is drawn at: the art a drawing on the window makes is made, one pixel is
laid."""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, cast

import pygame

from scenes.games.video_poker.pay_table import paytable_figures
from scenes.ui.canvas import Canvas
from scenes.ui.widgets.cards import CardSprite

if TYPE_CHECKING:
    from scenes.games.video_poker.table import VideoPokerTable


def one_pixel(surface: pygame.Surface | Canvas) -> pygame.Surface | Canvas:
    """One opaque pixel at the pixels of ``surface`` (a card drawn on it is drawn flat, as on a window)."""
    pixel = pygame.Surface((1, 1))
    return Canvas(pixel, surface.context) if isinstance(surface, Canvas) else pixel


def as_landed(sprite: CardSprite, card_id: int, won: bool) -> CardSprite:
    """``sprite`` as it will lie once turned to ``card_id`` (framed if its hand ``won``), where it lies now."""
    landed = copy.copy(sprite)
    landed.card_id, landed.face_up, landed.flip, landed.alpha, landed.highlight = card_id, True, 1.0, 255.0, won
    return landed


def make_ahead(table: VideoPokerTable, surface: pygame.Surface) -> None:
    """While a draw is shown, from its second frame, one piece a frame: each card of the main hand as it will
    lie once turned, so the frame it lands in makes no picture of it (at 3840x2160 a card's face over its
    shadow took ~1.5 ms to make, five in one frame); in the frames before the last hand shows, the pay
    table's figures as the result shows them, a column a frame (their words rendered in the result's
    frame: 1.3-1.7 ms of it at 4K, a new result each round); and in the frame the last hand shows, the
    result line, so the result's frame, which lays the pay table's counts, the rail's buttons, the
    dealer's message and the meters, renders none of those words (the line's four renders, the words and
    their shadow at the window's pixels and at logical size, ~1 ms at 4K)."""
    rnd = table.round
    if not table.revealing or table.result_shown or rnd is None or not rnd.hands:
        return
    table._reveal_frames += 1
    if table._reveal_frames < 2:
        return
    main, last = rnd.hands[0], rnd.hand_count - 1
    figures = table._figures_ahead
    if figures is None and isinstance(surface, Canvas) and table._figures_over_layer():
        figures = table._figures_ahead = [draw for _, _, draw in paytable_figures(table, table.layout.pay, surface,
                                                                                  shown=True)]
    if table._cards_ahead:
        p = table._cards_ahead.pop(0)
        sprite = table.cards.get(("main", p))
        if sprite is not None:
            as_landed(sprite, main.cards[p].id, bool(main.line)).draw(cast(pygame.Surface, one_pixel(surface)))
    elif figures and table.revealed < last and table.revealed + len(figures) >= last:
        figures.pop(0)(cast(pygame.Surface, one_pixel(surface)))
    elif table._line_ahead is not rnd and table.revealed >= last:
        table._line_ahead = rnd
        table._draw_result_line(one_pixel(surface), rnd, 0)
