"""PRIZE WHEEL as a pop-up: at a larger UI scale the Twister lobby's panel has no room for the
prize table, so its PRIZE WHEEL button opens it here, large, at the player's scale."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.ui import gfx
from scenes.ui.manager import PopUp
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.ui.context import AppContext


class PrizesScene(PopUp):
    """The prize table of the chosen buy-in: each multiplier, its chance, the prize pool."""

    name = "twister-prizes"

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

    def language_changed(self) -> None:
        self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.close_b.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_p):
            self.close()
        return True  # modal

    def update(self, dt: float) -> None:
        self.close_b.update(dt)

    def next_change(self) -> float | None:
        return self.close_b.next_change()

    def draw(self, surface: pygame.Surface) -> None:
        from scenes.games.twister.scene import draw_prize_table

        gfx.veil(surface, 170)
        box = self.box()
        surface.blit(gfx.panel(box.size, (10, 20, 15, 248), gfx.GOLD, 22, 2, glow=True), box)
        draw_prize_table(surface, self.app, self.buy_in, box.inflate(-56, -56))
        self.close_b.draw(surface)
