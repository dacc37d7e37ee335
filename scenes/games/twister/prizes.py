"""PRIZE WHEEL as a pop-up: at a larger UI scale the Twister lobby's panel has no room for the
prize table, so its PRIZE WHEEL button opens it here, large, at the player's scale."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from gamelib.games.twister.wheel import PRIZE_WHEEL, WHEEL_TOTAL, prize_table
from scenes.games.twister.draw import count_text
from scenes.games.twister.still_popup import StillPopUp
from scenes.ui import gfx
from scenes.ui.widgets.base import Button, Widget

if TYPE_CHECKING:
    from scenes.ui.context import AppContext


class PrizesScene(StillPopUp):
    """The prize table of the chosen buy-in: each multiplier, its chance, the prize pool."""

    name = "twister-prizes"
    draws_natively = True  # gfx's primitives at the window's pixels (issue 27)

    def __init__(self, app: AppContext, buy_in: int) -> None:
        super().__init__(app)
        self.buy_in = buy_in
        self._build()

    def box(self) -> pygame.Rect:
        box = pygame.Rect(0, 0, gfx.ui_px(620), min(1040, gfx.ui_px(560)))
        box.center = (960, 540)
        return box

    def _build(self) -> None:
        box = self.box()
        w, h = gfx.ui_px(220), gfx.ui_px(64)
        self.close_b = Button((box.right - 28 - w, box.bottom - 24 - h, w, h), lambda: self.app.tr("twister.close"),
                              self.close, hotkey="Esc", style="gold", font_size=24)
        self.controls: list[Widget] = [self.close_b]

    def language_changed(self) -> None:
        self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.close_b.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_p):
            self.close()
        return True  # modal

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """What stays while it is open (kept with the lobby beneath in one layer): the veil, the
        box, the prize table."""
        gfx.veil(surface, 170)
        box = self.box()
        gfx.draw_panel(surface, box, (10, 20, 15, 248), gfx.GOLD, 22, 2, glow=True)
        draw_prize_table(surface, self.app, self.buy_in, box.inflate(-56, -56))


def draw_prize_table(surface: pygame.Surface, app: AppContext, buy_in: int, box: pygame.Rect) -> int:
    """PRIZE WHEEL: each multiplier, its chance and the prize pool at ``buy_in``, and how a pool
    is split, from ``box``'s top left across its width (rows at one size, spaced by the
    player's scale). Returns the bottom."""
    tr = app.tr
    x, y, right = box.x, box.y, box.right
    gfx.blit_text(surface, tr("twister.prizes"), 26, (x, y), gfx.GOLD, "black", max_width=box.w)
    gfx.blit_text(surface, tr("twister.prizes.head"), 18, (x, y + gfx.ui_px(36)), gfx.MUTED, max_width=box.w)
    y += gfx.ui_px(68)
    chance_x = x + round(box.w * 250 / 504)
    with gfx.box_scale():
        for row in prize_table(buy_in):
            mult = count_text(app, row["multiplier"]) + "x"
            chance = f"{count_text(app, row['chance'])} / {count_text(app, WHEEL_TOTAL)}"
            gfx.blit_text(surface, mult, 22, (x, y), gfx.GOLD_LIGHT, "bold")
            gfx.blit_text(surface, chance, 22, (chance_x, y), gfx.CREAM, anchor="topright")
            gfx.blit_text(surface, app.money(row["pool"]), 22, (right, y), gfx.CREAM, "bold", anchor="topright")
            y += gfx.ui_px(30)
    note = gfx.blit_text(surface, tr("twister.split_note"), 17, (x, y + 8), gfx.MUTED, max_width=box.w)
    assert len(PRIZE_WHEEL) == 9
    return note.bottom
