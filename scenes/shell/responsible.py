"""RESPONSIBLE GAMING: plain information, and the limits settings (reality check,
session loss limit, session time limit) that gamelib keeps."""

from __future__ import annotations

from datetime import datetime
from functools import partial
from typing import TYPE_CHECKING

import pygame

from scenes.shell.settings import RESPONSIBLE_FIELDS, setting_rows
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

    def build(self) -> None:
        p = self.PANEL
        app = self.app
        self.widgets = list(setting_rows(app, RESPONSIBLE_FIELDS, p.x + 1000, p.y + 190, 640, 60, 10))
        for i, minutes in enumerate(BREAKS):
            self.widgets.append(Button((p.x + 1000 + i * 218, p.y + 520, 204, 70),
                                       partial(self.break_label, minutes),
                                       partial(self.take_break, minutes), font_size=21))

    def break_label(self, minutes: int) -> str:
        return self.app.tr("rg.break_for", time=_span(self.app, minutes))

    def take_break(self, minutes: int) -> None:
        until = self.app.rg.take_break(minutes)
        self.app.toast(self.app.tr("rg.break_until", time=_clock(until)), tone="info")

    def draw_page(self, surface: pygame.Surface) -> None:
        p = self.PANEL
        info = gfx.text_block(self.app.tr("rg.text"), 25, 880, gfx.CREAM, line_gap=1.35)
        surface.blit(info, (p.x + 60, p.y + 140))
        pygame.draw.line(surface, gfx.GOLD_DARK, (p.x + 970, p.y + 140), (p.x + 970, p.bottom - 60), 1)
        gfx.blit_text(surface, self.app.tr("rg.limits"), 26, (p.x + 1000, p.y + 140), gfx.GOLD, "black")
        gfx.blit_text(surface, self.app.tr("rg.break"), 26, (p.x + 1000, p.y + 470), gfx.GOLD, "black")
        block = self.app.betting_block()
        if block:
            surface.blit(gfx.text_block(block, 22, 640, (240, 140, 120), "bold"), (p.x + 1000, p.y + 620))


def _span(app: Texts, minutes: int) -> str:
    return app.tr("settings.minutes", n=minutes) if minutes < 60 else app.tr("rg.hours", n=minutes // 60)


def _clock(moment: datetime) -> str:
    """A UTC moment as the player's local time of day."""
    return moment.astimezone().strftime("%H:%M")
