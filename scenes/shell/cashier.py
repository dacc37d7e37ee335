"""CASHIER: add play money in fixed top-ups, or reset the balance. Every movement is a
ledger entry (gamelib.ledger.Wallet), shown in HISTORY."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from gamelib.errors import FeltsideError
from gamelib.ledger import START_BALANCE
from scenes.ui import card_art, gfx
from scenes.ui.dialog import MessageDialog
from scenes.ui.page import PageScene
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

TOP_UPS = (10_000, 50_000, 100_000)


class CashierScene(PageScene):
    name = "cashier"
    title_key = "cashier.title"
    PANEL = pygame.Rect(360, 150, 1200, 780)
    #: At a larger UI scale: a wider panel (its top-up buttons' labels grow), no chips row.
    LARGE_PANEL = pygame.Rect(160, 90, 1600, 900)
    #: Where the balance, the top-ups, RESET and the note go (from the panel's top) at 100 % / larger.
    ROWS = {False: (150, 190, 420, 560, 668), True: (130, 180, 370, 540, 690)}

    def __init__(self, app: AppContext) -> None:
        self.PANEL = self.panel_now()
        super().__init__(app)

    @classmethod
    def panel_now(cls) -> pygame.Rect:
        return cls.LARGE_PANEL if gfx.ui_scale() > 1.0 else CashierScene.PANEL

    def language_changed(self) -> None:
        self.PANEL = self.panel_now()
        super().language_changed()

    def build(self) -> None:
        app, p = self.app, self.PANEL
        self.widgets = []
        big = gfx.ui_scale() > 1.0
        rows = self.ROWS[big]
        bw, gap = (320, 30) if not big else ((p.w - 100 - 60) // 3, 30)
        bh = min(gfx.ui_px(96), 140)
        x0 = p.centerx - (3 * bw + 2 * gap) // 2
        for i, amount in enumerate(TOP_UPS):
            self.widgets.append(Button((x0 + i * (bw + gap), p.y + rows[2], bw, bh),
                                       partial(self.top_up_label, amount),
                                       partial(self.top_up, amount), style="gold", font_size=28,
                                       hotkey=str(i + 1)))
        rw, rh = gfx.ui_px(400), min(gfx.ui_px(76), 120)
        self.reset_button = Button((p.centerx - rw // 2, p.y + rows[3], rw, rh), lambda: app.tr("cashier.reset"),
                                   self.ask_reset, style="red", font_size=24)
        self.widgets.append(self.reset_button)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_3:
            self.top_up(TOP_UPS[event.key - pygame.K_1])
            return True
        return super().handle_event(event)

    def top_up_label(self, amount: int) -> str:
        return self.app.tr("cashier.add", amount=self.app.money(amount))

    def top_up(self, amount: int) -> None:
        try:
            self.app.rg.verify_can_top_up(amount)  # a top-up limit (gamelib.responsible)
            self.app.wallet.top_up(amount)
        except FeltsideError as exc:
            self.app.show_error(exc)
            return
        self.app.sound("chips_stack")
        self.app.toast(self.app.tr("cashier.added", amount=self.app.money(amount)), tone="info")

    def ask_reset(self) -> None:
        app = self.app
        app.manager.push(MessageDialog(app, lambda: app.tr("cashier.reset"),
                                       lambda: app.tr("cashier.confirm_reset", amount=app.money(START_BALANCE)),
                                       [(lambda: app.tr("ui.cancel"), None), (lambda: app.tr("ui.yes"), self.reset)]))

    def reset(self) -> None:
        app = self.app
        for table in app.open_tables:
            session = getattr(table, "session", None)
            if session is not None and not session.in_round:
                session.slip.clear()
        try:
            app.wallet.reset_balance()
        except FeltsideError as exc:
            app.show_error(exc)
            return
        app.toast(app.tr("cashier.was_reset", amount=app.money(app.wallet.balance)), tone="info")

    def draw_page(self, surface: pygame.Surface) -> None:
        app, p = self.app, self.PANEL
        big = gfx.ui_scale() > 1.0
        rows = self.ROWS[big]
        room = p.w - 100 if big else None
        gfx.blit_text(surface, app.tr("cashier.balance"), 26, (p.centerx, p.y + rows[0]), gfx.MUTED, "bold",
                      anchor="midtop", max_width=room)
        gfx.blit_text(surface, app.money(app.wallet.balance), 84, (p.centerx, p.y + rows[1]), gfx.GOLD_LIGHT,
                      "black", anchor="midtop", shadow=True, max_width=room)
        if not big:  # larger: the chips give their row to the texts
            for i, v in enumerate((100, 500, 2500, 10_000, 50_000)):  # (made at the pixels they cover)
                card_art.draw_chip(surface, v, 70, (p.centerx - 260 + i * 130, p.y + 345))
        gfx.blit_text_block(surface, app.tr("cashier.note"), 24, p.w - 200, (p.x + 100, p.y + rows[4]), gfx.CREAM)
