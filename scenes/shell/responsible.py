"""RESPONSIBLE GAMING: plain information, and the limits settings (reality check,
session loss limit, session time limit) that gamelib keeps."""

from __future__ import annotations

from datetime import datetime
from functools import partial
from typing import TYPE_CHECKING

import pygame

from scenes.shell.settings import RESPONSIBLE_FIELDS, SettingRow, setting_rows
from scenes.ui import gfx
from scenes.ui.page import PageScene
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.ui.context import Texts

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
        return pygame.Rect(p.right - 50 - 600, p.y + 140, 600, p.h - 180)

    def build(self) -> None:
        app = self.app
        c = self.column()
        self.breaks_y = c.y + 330
        if gfx.ui_scale() == 1.0:
            rows = setting_rows(app, RESPONSIBLE_FIELDS, c.x, c.y + 50, c.w, 60, 10)
            bw, bh, y = 204, 70, c.y + 380
        else:
            label_h, h = gfx.ui_px(36), gfx.ui_px(36) + gfx.ui_px(54)
            rows = setting_rows(app, RESPONSIBLE_FIELDS, c.x, c.y + gfx.ui_px(46), c.w, h, gfx.ui_px(10), label_h)
            self.breaks_y = rows[-1].rect.bottom + gfx.ui_px(24)
            bw, bh, y = (c.w - 2 * 14) // 3, gfx.ui_px(66), self.breaks_y + gfx.ui_px(46)
        self.widgets = list(rows)
        for i, minutes in enumerate(BREAKS):
            self.widgets.append(Button((c.x + i * (bw + 14), y, bw, bh),
                                       partial(self.break_label, minutes),
                                       partial(self.take_break, minutes), font_size=21))
        self.block_y = y + bh + 30

    def break_label(self, minutes: int) -> str:
        return self.app.tr("rg.break_for", time=_span(self.app, minutes))

    def take_break(self, minutes: int) -> None:
        until = self.app.rg.take_break(minutes)
        self.app.toast(self.app.tr("rg.break_until", time=_clock(until)), tone="info")

    def draw_page(self, surface: pygame.Surface) -> None:
        p, c = self.PANEL, self.column()
        text, width = self.app.tr("rg.text"), 880 if gfx.ui_scale() == 1.0 else c.x - 90 - p.x
        room = p.bottom - 40 - (p.y + 140)
        with gfx.box_scale(_fitting(text, width, room)):  # the information as large as fits its side
            info = gfx.text_block(text, 25, width, gfx.CREAM, line_gap=1.35)
        surface.blit(info, (p.x + 60, p.y + 140))
        gfx.line(surface, gfx.GOLD_DARK, (c.x - 30, p.y + 140), (c.x - 30, p.bottom - 60), 1)
        with gfx.box_scale(gfx.box_factor([(self.app.tr(k), 26, "black", c.w) for k in ("rg.limits", "rg.break")])):
            gfx.blit_text(surface, self.app.tr("rg.limits"), 26, (c.x, c.y), gfx.GOLD, "black")
            gfx.blit_text(surface, self.app.tr("rg.break"), 26, (c.x, self.breaks_y), gfx.GOLD, "black")
        block = self.app.betting_block()
        if block:
            with gfx.box_scale(_fitting(block, c.w, p.bottom - 30 - self.block_y, 22, 1.3, "bold")):
                surface.blit(gfx.text_block(block, 22, c.w, (240, 140, 120), "bold"), (c.x, self.block_y))

    def draw_widgets(self, surface: pygame.Surface) -> None:
        rows = [w for w in self.widgets if isinstance(w, SettingRow)]
        with gfx.box_scale(gfx.box_factor([(self.app.tr(f"setting.{w.name}"), 23, "regular", w.label_room())
                                           for w in rows])):
            super().draw_widgets(surface)


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
