"""The Twister room as a screen of its own: the four buy-ins as tiles (each with its prize
ladder and the buy-in's fee split), the opponents' difficulty beside the faces who may sit
down, the tournaments running with their state, how many to start and one START.

The room only draws and says where things are; :class:`scenes.games.twister.scene.TwisterScene`
holds the choices and acts on them.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from gamelib.games.twister.bots import PERSONALITIES
from gamelib.games.twister.cancellation import buy_in_split
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_view import style_of
from gamelib.games.twister.wheel import BUY_INS, WHEEL_TOTAL, prize_table
from scenes.games.twister.draw import count_text, place_text, style_text
from scenes.games.twister.faces import portrait
from scenes.ui import gfx

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

DIFFICULTIES = ("easy", "standard", "hard")
MARGIN = 40
TILES_Y, TILE_GAP = 112, 24
LOWER_Y = 580  # the opponents (left) and the tournaments running (right)
MOST_GROWTH = 1.2  # the room's lower boxes grow with the player's scale up to this
#: the tournaments' rows grow up to this (as far as each row's three texts fit side by side)
ROWS_GROWTH = 1.4
LIST_X = 1200
#: a buy-in tile's prize ladder grows up to this (nine rows under the amount and its fees)
LADDER_GROWTH = 1.4
#: the ladder's columns, as shares of the tile's inner width: the multiplier (left), its chance
#: (right edge at CHANCE_RIGHT, clear of the pool's column) and the pool (right); at 150 % each
#: holds its widest text grown a third or more ("1,000x", "15,186 / 20,000", "€ 10,000.00")
MULT_W, CHANCE_W, CHANCE_RIGHT, POOL_W = 23, 38, 58, 39
#: the names and styles under the opponents' faces grow up to this (the faces' row keeps the
#: lower boxes' geometry: each name and style has its cell's width)
FACES_TEXT_GROWTH = 1.4
BOTTOM_Y = 978  # how many, START
ROW_H = 48


def tiles_box() -> pygame.Rect:
    """The band of the four buy-in tiles (taller at a larger UI scale, up to 40 px)."""
    return pygame.Rect(MARGIN, TILES_Y, gfx.LOGICAL_SIZE[0] - 2 * MARGIN, 404)


def growth() -> float:
    """The lower boxes' factor at the player's scale (1.0 … MOST_GROWTH)."""
    return max(1.0, min(gfx.ui_scale(), MOST_GROWTH))


def buy_in_tile(k: int) -> pygame.Rect:
    box = tiles_box()
    w = (box.w - 3 * TILE_GAP) // 4
    return pygame.Rect(box.x + k * (w + TILE_GAP), box.y, w, box.h)


def difficulty_card(k: int) -> pygame.Rect:
    w = (LIST_X - 40 - MARGIN - 2 * 20) // 3
    return pygame.Rect(MARGIN + k * (w + 20), LOWER_Y + 34, w, round(128 * growth()))


def face_cell(k: int) -> pygame.Rect:
    w = (LIST_X - 40 - MARGIN) // 6
    return pygame.Rect(MARGIN + k * w, difficulty_card(0).bottom + round(44 * growth()), w, 150)


def tournament_row(k: int) -> pygame.Rect:
    return pygame.Rect(LIST_X, LOWER_Y + 34 + k * (ROW_H + 6), gfx.LOGICAL_SIZE[0] - MARGIN - LIST_X, ROW_H)


def start_rect() -> pygame.Rect:
    return pygame.Rect(LIST_X, BOTTOM_Y, gfx.LOGICAL_SIZE[0] - MARGIN - LIST_X, 84)


def count_rect(n: int) -> pygame.Rect:
    """The button starting ``n`` tournaments at once (1-6), left of START."""
    size = 64
    right = LIST_X - 40
    return pygame.Rect(right - (7 - n) * (size + 12) + 12, BOTTOM_Y + 10, size, size)


def draw_buy_in_tile(surface: pygame.Surface, app: AppContext, k: int, chosen: bool) -> None:
    """One buy-in: the amount, its fees, and every pool the wheel can draw with its chance."""
    buy_in = BUY_INS[k]
    r = buy_in_tile(k)
    gfx.draw_panel(surface, r, (10, 22, 16, 238) if chosen else (8, 14, 11, 215),
                   gfx.GOLD_LIGHT if chosen else gfx.GOLD_DARK, 20, 4 if chosen else 2, glow=chosen)
    inner = r.inflate(-20, 0)
    amount = gfx.blit_text(surface, app.money(buy_in), 48, (r.centerx, r.y + 14),
                           gfx.GOLD_LIGHT if chosen else gfx.CREAM, "black", anchor="midtop", max_width=inner.w)
    split = buy_in_split(buy_in)
    # each line below the one above as drawn: the amount grows taller at a larger text scale
    fees = gfx.blit_text(surface, app.tr("twister.buy_in_split", jp=app.money(split.jackpot_fee),
                                         fee=app.money(split.tournament_fee)), 17,
                         (r.centerx, max(r.y + 80, amount.bottom + 2)), gfx.MUTED, anchor="midtop",
                         max_width=inner.w)
    line_y = max(r.y + 112, fees.bottom + 6)
    gfx.line(surface, gfx.GOLD, (inner.x, line_y), (inner.right, line_y), 1)
    rows = prize_table(buy_in)
    top = line_y + 12
    pitch = (r.bottom - 16 - top) // len(rows)
    cells = [(count_text(app, row["multiplier"]) + "x", f"{count_text(app, row['chance'])} / "
              f"{count_text(app, WHEEL_TOTAL)}", app.money(row["pool"]), row["multiplier"] >= 100) for row in rows]
    factor = gfx.box_factor([line for mult, chance, pool, big in cells  # the ladder's rows at one size
                             for line in ((mult, 22, "black" if big else "bold", inner.w * MULT_W // 100),
                                          (chance, 16, "regular", inner.w * CHANCE_W // 100),
                                          (pool, 22, "bold", inner.w * POOL_W // 100))])
    with gfx.box_scale(min(factor, LADDER_GROWTH)):
        y = top
        for mult, chance, pool, big in cells:
            colour = gfx.GOLD_LIGHT if big else gfx.CREAM
            gfx.blit_text(surface, mult, 22, (inner.x, y + pitch // 2), colour,
                          "black" if big else "bold", anchor="midleft", max_width=inner.w * MULT_W // 100)
            gfx.blit_text(surface, chance, 16, (inner.x + inner.w * CHANCE_RIGHT // 100, y + pitch // 2), gfx.MUTED,
                          anchor="midright", max_width=inner.w * CHANCE_W // 100)
            gfx.blit_text(surface, pool, 22, (inner.right, y + pitch // 2), colour, "bold",
                          anchor="midright", max_width=inner.w * POOL_W // 100)
            y += pitch


def draw_difficulty_card(surface: pygame.Surface, app: AppContext, k: int, chosen: bool) -> None:
    r = difficulty_card(k)
    key = DIFFICULTIES[k]
    gfx.draw_panel(surface, r, (10, 22, 16, 238) if chosen else (8, 14, 11, 215),
                   gfx.GOLD_LIGHT if chosen else gfx.GOLD_DARK, 18, 4 if chosen else 2, glow=chosen)
    title = gfx.blit_text(surface, app.tr(f"twister.difficulty.{key}"), 30, (r.x + 20, r.y + 14),
                          gfx.GOLD_LIGHT if chosen else gfx.CREAM, "black", max_width=r.w - 40)
    for i in range(3):  # the level in pips: one, two, three
        gfx.circle(surface, gfx.GOLD_LIGHT if i <= k else (60, 66, 60),
                   (r.right - 24 - (2 - i) * 22, title.centery), 7)
    y = title.bottom + 8
    with gfx.box_scale(growth()):
        for line in gfx.wrap(app.tr(f"twister.difficulty.{key}.about"), 18, r.w - 40)[:3]:
            drawn = gfx.blit_text(surface, line, 18, (r.x + 20, y), gfx.CREAM, max_width=r.w - 40)
            y = drawn.bottom + 2


def _face(key: str, size: int, scale: float) -> pygame.Surface:
    """``key``'s portrait ``size`` logical px across, made at ``scale``."""
    return portrait(key, round(size * scale))


def draw_faces(surface: pygame.Surface, app: AppContext) -> None:
    """Who may sit down: the six opponents, each with their face, name and style."""
    g = growth()
    with gfx.box_scale(FACES_TEXT_GROWTH):
        gfx.blit_text(surface, app.tr("twister.room.faces"), 20, (MARGIN, face_cell(0).y - 6), gfx.MUTED, "bold",
                      anchor="bottomleft", max_width=LIST_X - 80)
        size = 88 if g == 1 else 72
        for k, key in enumerate(sorted(PERSONALITIES, key=lambda p: style_of(p) or ())):
            cell = face_cell(k)
            gfx.blit_art(surface, partial(_face, key, size), (size, size), (cell.centerx, cell.y), "midtop")
            name = gfx.blit_text(surface, PERSONALITIES[key].name, 22, (cell.centerx, cell.y + size + 4), gfx.CREAM,
                                 "bold", anchor="midtop", max_width=cell.w - 8)
            gfx.blit_text(surface, style_text(app, key), 15, (cell.centerx, name.bottom), gfx.MUTED,
                          anchor="midtop", max_width=cell.w - 6)


def tournament_state(app: AppContext, table: TwisterTable) -> tuple[str, tuple[int, int, int]]:
    """What a running tournament is doing, as its row says it, and in which colour."""
    if not table.wheel_seen:
        return app.tr("twister.state.wheel"), gfx.GOLD_LIGHT
    if table.is_over:
        seat = table.t.player_seat
        place = table.t.places.get(seat, 0) if seat is not None else 0
        return app.tr("twister.state.finished", place=place_text(app, place),
                      prize=app.money(table.prize or 0)), gfx.MUTED
    if table.waiting_for_player:
        return app.tr("twister.your_turn"), gfx.GOLD_LIGHT
    if not table.player_in_hand and table.t.hand is not None:
        return app.tr("twister.state.out"), gfx.MUTED
    return app.tr("twister.state.playing", level=table.t.level().number, hand=max(1, table.hand_number)), gfx.CREAM


def draw_tournaments(surface: pygame.Surface, app: AppContext, numbered: list[tuple[TwisterTable, int]]) -> None:
    """The tournaments running: number, buy-in, opponents, pool and state; a row opens its table."""
    gfx.blit_text(surface, app.tr("twister.room.tournaments"), 22, (LIST_X, LOWER_Y), gfx.MUTED, "bold",
                  max_width=start_rect().w)
    if not numbered:
        box = pygame.Rect(LIST_X, LOWER_Y + 34, start_rect().w, 6 * (ROW_H + 6) - 6)
        gfx.draw_panel(surface, box, (8, 14, 11, 160), gfx.GOLD_DARK, 16, 1)
        for i, line in enumerate(gfx.wrap(app.tr("twister.room.none"), 22, box.w - 60)[:3]):
            gfx.blit_text(surface, line, 22, (box.centerx, box.centery - 20 + 32 * i), gfx.MUTED, anchor="center",
                          max_width=box.w - 40)
        return
    rows = []
    for table, n in numbered:
        state, colour = tournament_state(app, table)
        parts = [app.money(table.t.buy_in)]
        if table.difficulty:
            parts.append(app.tr(f"twister.difficulty.{table.difficulty}"))
        if table.wheel_seen:
            parts.append(app.tr("twister.pool", pool=app.money(table.t.prize_pool)))
        rows.append((tournament_row(n - 1), n, state, colour, " · ".join(str(w) for w in parts)))
    w = start_rect().w
    # the rows at one size: the one factor at which each row's number, what and state fit side by side
    widest = max(gfx.designed_width(f"#{n}", 26, "black") + gfx.designed_width(what, 19)
                 + gfx.designed_width(state, 20, "black") for _, n, state, _, what in rows)
    factor = max(1.0, min(gfx.ui_scale(), (w - 2 * 12 - 2 * 12) / widest))
    with gfx.box_scale(min(factor, ROWS_GROWTH)):
        for r, n, state, colour, what in rows:
            lit = colour == gfx.GOLD_LIGHT
            gfx.draw_panel(surface, r, (12, 26, 18, 235) if lit else (8, 14, 11, 215),
                           gfx.GOLD_LIGHT if lit else gfx.GOLD_DARK, 12, 2)
            number = gfx.blit_text(surface, f"#{n}", 26, (r.x + 12, r.centery), gfx.GOLD, "black", anchor="midleft")
            right = gfx.blit_text(surface, state, 20, (r.right - 12, r.centery), colour, "black",
                                  anchor="midright", max_width=r.w * 38 // 100)
            gfx.blit_text(surface, what, 19, (number.right + 12, r.centery), gfx.CREAM, anchor="midleft",
                          max_width=right.x - 12 - number.right - 12)
