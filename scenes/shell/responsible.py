"""RESPONSIBLE GAMING: plain information, the limits (reality check; loss limits for the
session, day, week and month; top-up limits for the day, week and month; play-time limits
for the session and the day) that gamelib keeps in the save, and "take a break". A raised
limit waiting for its 24 hours is said under the breaks."""

from __future__ import annotations

from datetime import datetime
from functools import partial
from typing import TYPE_CHECKING

import pygame

from gamelib.responsible import LIMITS
from scenes.shell.settings import RESPONSIBLE_FIELDS, SettingRow, setting_rows
from scenes.ui import gfx
from scenes.ui.page import PageScene
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.ui.context import Texts

#: The setting that asks for each limit kept in the save.
SETTING_OF = {"loss_session": "session_loss_limit_cents", "time_session": "session_time_limit_minutes",
              "loss_day": "daily_loss_limit_cents", "loss_week": "weekly_loss_limit_cents",
              "loss_month": "monthly_loss_limit_cents", "top_up_day": "daily_top_up_limit_cents",
              "top_up_week": "weekly_top_up_limit_cents", "top_up_month": "monthly_top_up_limit_cents",
              "time_day": "daily_time_limit_minutes"}
#: "Take a break" lengths offered, in minutes; the lock is kept in the save (gamelib.responsible).
BREAKS = (15, 60, 24 * 60)


class ResponsibleScene(PageScene):
    name = "responsible"
    title_key = "rg.title"

    def column(self) -> pygame.Rect:
        """The limits and breaks' column, right (narrower at a larger UI scale: its labels go over
        their controls, and the information beside it gets the room to grow)."""
        p = self.PANEL
        if gfx.ui_scale() == 1.0:
            return pygame.Rect(p.x + 1000, p.y + 140, 640, p.h - 200)
        return pygame.Rect(p.right - 50 - 820, p.y + 130, 820, p.h - 150)

    def build(self) -> None:
        """The limits, then the breaks, in the column: the rows as tall as the column lets them
        be (ten limits: at a larger UI scale each label sits left of its control, smaller)."""
        app = self.app
        c = self.column()
        n = len(RESPONSIBLE_FIELDS)
        head, bh = gfx.ui_px(46), (70 if gfx.ui_scale() == 1.0 else gfx.ui_px(54))
        room = c.h - head - gfx.ui_px(52) - bh  # the breaks under the limits
        if gfx.ui_scale() == 1.0:
            room -= 90  # and a blocked line under them (at a larger scale: under the information)
        step = max(34, min(gfx.ui_px(40), room // n))
        rows = setting_rows(app, RESPONSIBLE_FIELDS, c.x, c.y + head, c.w, step - 6, 6)
        self.breaks_y = rows[-1].rect.bottom + gfx.ui_px(14)
        if gfx.ui_scale() == 1.0:
            bw = 204
        else:
            bw = (c.w - 2 * 14) // 3
        y = self.breaks_y + gfx.ui_px(38)
        self.widgets = list(rows)
        for i, minutes in enumerate(BREAKS):
            self.widgets.append(Button((c.x + i * (bw + 14), y, bw, bh),
                                       partial(self.break_label, minutes),
                                       partial(self.take_break, minutes), font_size=21))
        self.block_y = y + bh + 16

    def break_label(self, minutes: int) -> str:
        return self.app.tr("rg.break_for", time=_span(self.app, minutes))

    def take_break(self, minutes: int) -> None:
        until = self.app.rg.take_break(minutes)
        self.app.toast(self.app.tr("rg.break_until", time=_clock(until)), tone="info")

    def draw_page(self, surface: pygame.Surface) -> None:
        p, c = self.PANEL, self.column()
        text, width = self.app.tr("rg.text"), 880 if gfx.ui_scale() == 1.0 else c.x - 90 - p.x
        block = self.app.betting_block() or self.pending_text()
        block_h = 0
        if block and gfx.ui_scale() > 1.0:  # at a larger scale a blocked line goes under the information
            with gfx.box_scale(_fitting(block, width, 200, 22, 1.3, "bold")):
                shown = gfx.text_block(block, 22, width, (240, 140, 120), "bold")  # (its height)
                block_h = shown.get_height() + 20
                gfx.blit_text_block(surface, block, 22, width, (p.x + 60, p.bottom - 30 - shown.get_height()),
                                    (240, 140, 120), "bold")
        room = p.bottom - 40 - (p.y + 140) - block_h
        with gfx.box_scale(_fitting(text, width, room)):  # the information as large as fits its side
            gfx.blit_text_block(surface, text, 25, width, (p.x + 60, p.y + 140), gfx.CREAM, line_gap=1.35)
        gfx.line(surface, gfx.GOLD_DARK, (c.x - 30, p.y + 140), (c.x - 30, p.bottom - 60), 1)
        with gfx.box_scale(gfx.box_factor([(self.app.tr(k), 26, "black", c.w) for k in ("rg.limits", "rg.break")])):
            gfx.blit_text(surface, self.app.tr("rg.limits"), 26, (c.x, c.y), gfx.GOLD, "black")
            gfx.blit_text(surface, self.app.tr("rg.break"), 26, (c.x, self.breaks_y), gfx.GOLD, "black")
        if block and gfx.ui_scale() == 1.0:
            with gfx.box_scale(_fitting(block, c.w, p.bottom - 30 - self.block_y, 22, 1.3, "bold")):
                gfx.blit_text_block(surface, block, 22, c.w, (c.x, self.block_y), (240, 140, 120), "bold")

    def pending_text(self) -> str | None:
        """The raised limits still waiting for their 24 hours (gamelib.responsible)."""
        lines = [self.app.tr("rg.pending", limit=self.app.tr(f"setting.{SETTING_OF[p.name]}"),
                             value=_limit_value(self.app, p.name, p.value), time=_clock(p.at))
                 for p in self.app.rg.pending() if p.name in SETTING_OF]
        return "\n".join(lines) or None

    def draw_widgets(self, surface: pygame.Surface) -> None:
        rows = [w for w in self.widgets if isinstance(w, SettingRow)]
        with gfx.box_scale(gfx.box_factor([(self.app.tr(f"setting.{w.name}"), 23, "regular", w.label_room())
                                           for w in rows])):
            super().draw_widgets(surface)


def _limit_value(app: Texts, name: str, value: int | None) -> str:
    if value is None:
        return str(app.tr("rg.pending_none"))
    return str(app.tr("settings.minutes", n=value)) if LIMITS[name][0] == "time" else str(app.money(value))


def _fitting(text: str, width: int, height: int, size: int = 25, gap: float = 1.35, weight: str = "regular") -> float:
    """The largest factor, up to the player's, at which ``text`` wrapped in ``width`` fits ``height``."""
    f = gfx.ui_scale()
    while f > 1.0:
        with gfx.box_scale(f):
            if len(gfx.wrap(text, size, width, weight)) * int(gfx.text_px(size) * gap) <= height:
                return f
        f = round(f - 0.05, 2)
    return 1.0


def _span(app: Texts, minutes: int) -> str:
    return app.tr("settings.minutes", n=minutes) if minutes < 60 else app.tr("rg.hours", n=minutes // 60)


def _clock(moment: datetime) -> str:
    """A UTC moment as the player's local time of day."""
    return moment.astimezone().strftime("%H:%M")
