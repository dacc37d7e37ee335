"""The prize pool's words under the stopped wheel (``scenes.games.twister.wheel``), counting up to
the pool won: while they count, the words before the amount as one text and the amount glyph by
glyph, each made once at the window's pixels and laid where the whole line would put it; once
counted, the line itself. Made ahead, a piece a step, before the wheel shows."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from gamelib.games.twister.table import TwisterTable
from scenes.games.twister.paint import scale_of
from scenes.ui import gfx
from scenes.ui.canvas import Canvas

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

#: the pool's words: their design size and the room they are fitted to (logical px)
SIZE, ROOM = 44, 1600


def pool_words(app: AppContext, amount: int) -> str:
    """The pool's words with ``amount`` counted so far."""
    return app.tr("twister.wheel.pool", pool=app.money(amount))


def draw_line(surface: pygame.Surface | Canvas, words: str, centre: tuple[int, int]) -> None:
    """The pool's words, counted, as one line centred at logical ``centre``."""
    gfx.blit_text(surface, words, SIZE, centre, gfx.GOLD_LIGHT, "black", anchor="center", shadow=True, max_width=ROOM)


def draw_counting(app: AppContext, table: TwisterTable, surface: pygame.Surface | Canvas, words: str,
                  centre: tuple[int, int]) -> None:
    """The pool's ``words`` while the pool counts up, where the whole line would put them: the
    words before the amount as one text, the amount glyph by glyph (each made once, at the
    window's pixels), at the places the line lays them (its font's widths of what comes before
    each, kerning and all). A line of its own every frame cost 0.5 ms at 4K, and 120 lines of
    370 KB passed through the text cache (16 MB), pushing out what the other frames draw; the
    count's last frame, the pool counted, is the line itself (``draw_line``)."""
    px, shadow = counting_px(app, table, surface)
    font = gfx.font_at_px(px, "black")
    first = amount_at(words)
    pieces = [(gfx.text_at_px(piece, px, gfx.GOLD_LIGHT, "black", shadow), x) for piece, x in
              [(words[:first], 0), *((ch, font.size(words[:i])[0]) for i, ch in enumerate(words) if i >= first)]
              if piece.strip()]
    if not pieces:
        return
    cx, cy = surface.point(centre) if isinstance(surface, Canvas) else centre
    line = (font.size(words)[0] + shadow, pieces[0][0].get_height())  # a render is the line's height
    left, top = cx - line[0] // 2, cy - line[1] // 2
    for glyph, x in pieces:
        if isinstance(surface, Canvas):
            surface.blit_physical(glyph, pygame.Rect((left + x, top), glyph.get_size()))
        else:
            surface.blit(glyph, (left + x, top))


def counting_px(app: AppContext, table: TwisterTable, surface: pygame.Surface | Canvas) -> tuple[int, int]:
    """The counting words' font size and shadow (physical px on ``surface``): the line's once
    counted, as ``blit_text`` draws it (fitted to its room) at ``text_at_scale``'s pixels."""
    final = pool_words(app, table.t.prize_pool)
    size = gfx.fitted_size(final, SIZE, "black", True, ROOM, 1 if gfx.text_scaled() else 2)
    scale = scale_of(surface)
    return max(1, round(max(gfx.text_px(size), gfx.gfx_floor()) * scale)), max(1, round(max(1, size // 16) * scale))


def pool_steps(app: AppContext, table: TwisterTable, surface: pygame.Surface | Canvas) -> Iterator[None]:
    """The pool's words made at ``surface``'s pixels, one piece a step: the counting words' pieces
    (the words before the amount, each digit and each other glyph of the amount: at 4K some 20
    renders, 3 ms, were the stop's; 4 ms in one step), then the counted line as ``draw_line``
    renders it (at 4K 1 ms in the frame the count ends)."""
    px, shadow = counting_px(app, table, surface)
    zero = pool_words(app, 0)
    final = app.money(table.t.prize_pool)
    for piece in {zero[:amount_at(zero)], *"0123456789", *final, *zero[amount_at(zero):]}:
        if piece.strip():
            gfx.text_at_px(piece, px, gfx.GOLD_LIGHT, "black", shadow)
            yield
    gfx.text_at_px(pool_words(app, table.t.prize_pool), px, gfx.GOLD_LIGHT, "black", shadow)


def amount_at(words: str) -> int:
    """Where the amount starts in the pool's words (its first digit)."""
    return next((i for i, ch in enumerate(words) if ch.isdigit()), len(words))
