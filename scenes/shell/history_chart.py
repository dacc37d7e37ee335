"""HISTORY's chart: the balance over the lines shown (a gold line, oldest left) and the net of
each game (a bar up in green for a game ahead, down in red for one behind), drawn with the
app's own graphics. The numbers come from ``history_filter``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from gamelib.games import game_name_key
from scenes.shell.history_filter import balance_series, net_by_game
from scenes.ui import gfx

GREEN, RED = (96, 196, 120), (226, 104, 92)


def draw_chart(surface: pygame.Surface, rect: pygame.Rect, entries: Sequence[Mapping[str, Any]], balance: int,
               tr: Callable[..., str], money: Callable[[int], str],
               every: Sequence[Mapping[str, Any]] | None = None) -> None:
    """The balance line on the left two thirds of ``rect``, the net per game on the right;
    ``every``: all the lines, when ``entries`` are those the filters picked."""
    line_rect = pygame.Rect(rect.x, rect.y, rect.w * 2 // 3 - 20, rect.h)
    bars_rect = pygame.Rect(line_rect.right + 40, rect.y, rect.right - line_rect.right - 40, rect.h)
    draw_balance(surface, line_rect, balance_series(entries, balance, every), tr, money)
    draw_net_by_game(surface, bars_rect, net_by_game(entries), tr, money)


def _frame(surface: pygame.Surface, rect: pygame.Rect, title: str) -> pygame.Rect:
    gfx.draw_panel(surface, rect, (0, 0, 0, 120), gfx.GOLD_DARK, 12, 1)
    gfx.blit_text(surface, title, 22, (rect.x + 20, rect.y + 14), gfx.GOLD, "black", max_width=rect.w - 40)
    top = gfx.ui_px(56)  # under the title, which grows with the UI scale
    return pygame.Rect(rect.x + 20, rect.y + top, rect.w - 40, rect.h - top - 20)


def draw_balance(surface: pygame.Surface, rect: pygame.Rect, series: Sequence[int],
                 tr: Callable[..., str], money: Callable[[int], str]) -> None:
    area = _frame(surface, rect, tr("history.chart.balance"))
    if len(series) < 2:
        gfx.blit_text(surface, tr("history.chart.too_few"), 22, area.center, gfx.MUTED, anchor="center",
                      max_width=area.w)
        return
    left, foot = gfx.ui_px(150), gfx.ui_px(30)  # the amounts' room left, the ends' names under it
    plot = pygame.Rect(area.x + left, area.y + 10, area.w - left - 10, area.h - foot)
    low, high = min(series), max(series)
    span = max(1, high - low)
    for value in (high, (high + low) // 2, low):  # three guide lines with their amounts
        y = plot.bottom - (value - low) * plot.h / span
        gfx.line(surface, (60, 74, 64), (plot.x, int(y)), (plot.right, int(y)), 1)
        gfx.blit_text(surface, money(value), 18, (plot.x - 12, int(y)), gfx.MUTED, anchor="midright",
                      max_width=left - 12)
    step = plot.w / (len(series) - 1)
    points = [(plot.x + i * step, plot.bottom - (v - low) * plot.h / span) for i, v in enumerate(series)]
    gfx.lines(surface, gfx.GOLD_LIGHT, False, points, 3)
    gfx.circle(surface, gfx.GOLD_LIGHT, (int(points[-1][0]), int(points[-1][1])), 6)
    gfx.blit_text(surface, tr("history.chart.oldest"), 18, (plot.x, plot.bottom + 6), gfx.MUTED,
                  max_width=plot.w // 2 - 10)
    gfx.blit_text(surface, tr("history.chart.now"), 18, (plot.right, plot.bottom + 6), gfx.MUTED,
                  anchor="topright", max_width=plot.w // 2 - 10)


def draw_net_by_game(surface: pygame.Surface, rect: pygame.Rect, totals: Mapping[str, int],
                     tr: Callable[..., str], money: Callable[[int], str]) -> None:
    area = _frame(surface, rect, tr("history.chart.net_by_game"))
    if not totals:
        gfx.blit_text(surface, tr("history.chart.no_rounds"), 22, area.center, gfx.MUTED, anchor="center",
                      max_width=area.w)
        return
    most = max(1, max(abs(v) for v in totals.values()))
    row = min(gfx.ui_px(110), area.h // len(totals))
    name_h = gfx.ui_px(28)  # the game's name over its bar
    mid = area.x + area.w // 2
    half = area.w // 2 - 10
    gfx.line(surface, gfx.GOLD_DARK, (mid, area.y), (mid, area.y + row * len(totals)), 1)
    for i, (game, value) in enumerate(totals.items()):
        y = area.y + i * row
        gfx.blit_text(surface, tr(game_name_key(game)), 18, (area.x, y), gfx.CREAM, max_width=area.w)
        width = max(2, int(abs(value) * half / most))
        bar = pygame.Rect(mid if value >= 0 else mid - width, y + name_h, width, max(12, row - name_h - 36))
        gfx.rect(surface, GREEN if value >= 0 else RED, bar, border_radius=4)
        label = money(value) if value < 0 else f"+{money(value)}"
        anchor, x = ("midleft", bar.right + 8) if value >= 0 else ("midright", bar.x - 8)
        room = gfx.ui_px(130)
        if (value >= 0 and bar.right + room > area.right) or (value < 0 and bar.x - room < area.x):
            anchor, x = ("midright", mid - 8) if value >= 0 else ("midleft", mid + 8)
        gfx.blit_text(surface, label, 18, (x, bar.centery), gfx.CREAM, "bold", anchor=anchor, max_width=half - 8)
