"""The info panels of a table: LIMITS, BALANCE / BET / WIN, the dealer's messages (with the
button that hides them), the game code, and in live pace the traffic light, the seconds
left under it and the decision countdown bar.

They only read: the amounts from the wallet, the bet controls and the last result, the
light and the countdown from gamelib's live pace.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from scenes.table.decisions import DecisionBar
from scenes.table.layout import place_top_buttons
from scenes.ui import gfx
from scenes.ui.canvas import context_of
from scenes.ui.widgets.base import Button, TextSource, resolve
from scenes.ui.widgets.info import (
    CountdownBar,
    GameCode,
    LimitsPanel,
    MessageLog,
    TrafficLight,
    ValueBox,
)

if TYPE_CHECKING:
    from scenes.table.base import TableScene


class InfoPanels:
    """A table's read-outs. ``limits=False``: no LIMITS panel (the game shows them its own way)."""

    #: Live pace's light: upright under the ✕; at a larger UI scale on its side left of the shoe,
    #: under GAME CODE (the felt's panels grow into the right column), its seconds under it.
    LIGHT = (1836, 100, 62, 168)
    LIGHT_ACROSS = (1460, 104, 168, 62)

    def __init__(self, table: TableScene, *, limits: bool = True) -> None:
        self.table = table
        app = table.app
        bx = table.BOX_X
        #: The amounts BALANCE, WIN and BET show (cents), in ``meters`` order.
        self.amounts: tuple[Callable[[], int], ...] = (lambda: app.wallet.balance - table.win_to_come(),
                                                       table.shown_win, table.controls.bet_total)
        balance, win, bet = self.amounts
        self.balance_box = ValueBox((bx, 926, 396, 70), lambda: app.tr("table.balance"), lambda: app.money(balance()))
        self.bet_box = ValueBox((bx, 1004, 193, 66), lambda: app.tr("table.bet"), lambda: app.money(bet()))
        self.win_box = ValueBox((bx + 203, 1004, 193, 66), lambda: app.tr("table.win"), lambda: app.money(win()))
        self.designed_boxes = [(b, pygame.Rect(b.rect)) for b in (self.balance_box, self.bet_box, self.win_box)]
        lx, ly, lw, _ = table.LIMITS_RECT
        rows = len(table.limit_rows())
        self.limits_panel = LimitsPanel((lx, ly, lw, 52 + rows * 27), table.limits_title, table.limit_rows)
        self.limits_panel.visible = limits
        self.message_log = MessageLog(table.LOG_RECT, lambda: app.tr("table.messages"))
        self.message_log.hidden = not app.settings.dealer_log
        self.log_button = Button((0, 0, 10, 10), "", self.toggle_messages, font_size=20, radius=8)
        self.place_log_button()
        self.light = TrafficLight(self.LIGHT, table.light_state)
        code_y = 30 if table.MACHINE else 36  # on a machine its SHA-256 line ends above the marquee's lamps
        self.code_label = GameCode((1470, code_y), lambda: app.tr("table.game_code"), lambda: table.round_code,
                                   table.seed_hash, lambda: app.tr("table.next_round"))
        self.code_label.short_band = table.MACHINE  # at a larger scale above the marquee's lamps
        self.countdown = CountdownBar((0, 0, 10, 14), table.decision_fraction)
        self.place()

    # --- where the read-outs stand at the player's UI scale -----------------------------------------
    def place(self) -> None:
        """The boxes for the player's UI scale: as designed at 100 %; larger, BALANCE, BET and WIN
        stand as three rows (label beside the amount) right of the buttons, and LIMITS grows
        with its rows (in the screen)."""
        t = self.table
        if hasattr(t, "lobby_button"):  # made after the panels
            place_top_buttons(t)
        self.place_log_button()
        for panel in (self.balance_box, self.bet_box, self.win_box, self.limits_panel, self.message_log):
            panel.forget()  # drawn afresh at the new size
        lx, ly, lw, _ = t.LIMITS_RECT
        rows = len(t.limit_rows())
        if not gfx.text_scaled():
            self.light.rect = pygame.Rect(self.LIGHT)
            for box, rect in self.designed_boxes:
                box.rect, box.beside = pygame.Rect(rect), False
            self.limits_panel.rect = pygame.Rect(lx, ly, lw, 52 + rows * 27)
            return
        buttons_end = max([t.CONTROLS_X + 4 * t.CONTROL_W + 3 * t.CONTROL_GAP,
                           *(b.rect.right for b in getattr(t.controls, "bet_buttons", []))])
        right = max(r.right for _, r in self.designed_boxes)
        x = min(t.BOX_X, buttons_end + 16)
        top, bottom, gap = t.RAIL_Y + 10, gfx.LOGICAL_SIZE[1] - 6, 4
        h = (bottom - top - 2 * gap) // 3
        for i, (box, _) in enumerate(self.designed_boxes):
            box.rect, box.beside = pygame.Rect(x, top + i * (h + gap), right - x, h), True
        self.light.rect = pygame.Rect(self.LIGHT_ACROSS)  # the right column is the felt's panels'
        width = min(gfx.ui_px(lw), gfx.LOGICAL_SIZE[0] - 24 - lx)
        self.limits_panel.rect = pygame.Rect(lx, ly, max(lw, width), gfx.ui_px(52) + rows * LimitsPanel.pitch())

    # --- the dealer's messages -----------------------------------------------------------------
    def say(self, message: TextSource) -> None:
        self.message_log.add(message)

    def toggle_messages(self) -> None:
        """Hide or show the dealer's messages (M, or the small button on the panel)."""
        self.message_log.hidden = not self.message_log.hidden
        self.place_log_button()

    def follow_settings(self) -> None:
        self.message_log.hidden = not self.table.app.settings.dealer_log
        self.place_log_button()

    def place_log_button(self) -> None:
        lx, ly, lw, lh = self.table.LOG_RECT
        tr = self.table.app.tr
        px = gfx.ui_px  # larger at a larger UI scale, its words with it
        if self.message_log.hidden:  # the button stays where the panel's bottom was
            self.log_button.rect = pygame.Rect(lx, ly + lh - px(30), min(lw, px(140)), px(30))
            self.log_button.label = lambda: "+ " + tr("table.messages")
        else:
            self.log_button.rect = pygame.Rect(lx + lw - 8 - px(32), ly + 6, px(32), px(26))
            self.log_button.label = lambda: "−"
        self.message_log.clear_top = self.log_button.rect.bottom - ly + 2  # its rows pass under the button

    # --- drawing ------------------------------------------------------------------------------
    def draw_over_messages(self, surface: pygame.Surface) -> None:
        """The game code and (live) the light, in the cached layer over LIMITS and the dealer's
        messages (each drawn by the view: the messages are a part of the layer of their own)."""
        self.code_label.draw(surface)
        if self.table.live:
            self.light.draw(surface)

    def messages_key(self, surface: object) -> tuple[Any, ...]:
        """Everything the dealer's messages panel drawn on ``surface`` shows: while it is
        unchanged, the layer keeps the panel's drawings recorded before (issue 27: at 3840x2160
        recording it again cost about 1.2 ms of each deal and result frame)."""
        log, app = self.message_log, self.table.app
        return (log.hidden, log.visible, tuple(log.rect), log.clear_top, resolve(log.title), tuple(log.messages),
                gfx.text_px(100), gfx.ui_scale(), context_of(surface), app.lang, app.settings)

    def meters(self) -> list[ValueBox]:
        """BALANCE, WIN and BET, in the order drawn: over the table's cached layer, each kept as the
        window shows it while it shows the same (scenes/table/view.py), not in the layer: a bet or a
        win lays only its box again (issue 27: at 4K a balance change recorded a table's whole layer
        again, 2-4 ms, and with four tables side by side every table's)."""
        return [self.balance_box, self.win_box, self.bet_box]

    def meter_looks(self, surface: object) -> list[tuple[Any, ...]]:
        """What each of ``meters`` shows on ``surface`` (equal looks draw equal pixels), from the amounts
        and what their words are drawn in: asked every frame of every table, so no text is made for it
        (the words and amounts formatted took ~25 us a box, 0.3 ms a frame of four tables at 4K)."""
        app = self.table.app
        drawn_in = (app.lang, gfx.text_px(100), gfx.ui_scale(), context_of(surface))  # (the words, the amounts' format)
        return [(box.visible, amount(), tuple(box.rect), box.beside, drawn_in)
                for box, amount in zip(self.meters(), self.amounts, strict=True)]

    def draw_live(self, surface: pygame.Surface) -> None:
        """Every frame in live pace: the decision countdown bar and the seconds left."""
        t = self.table
        if t.deciding_live() and not t.player.busy:
            total = 4 * t.CONTROL_W + 3 * t.CONTROL_GAP
            y = t.RAIL_Y + 40  # between the heading and the buttons; larger texts: under the buttons
            if gfx.text_scaled():
                y = t.CONTROLS_Y + t.CONTROL_H + DecisionBar.SCALED_DROP + 6
            self.countdown.rect = pygame.Rect(t.CONTROLS_X + 40, y, total - 80, 12)
            self.countdown.draw(surface)
        pace = t.pace
        if pace is not None and t.live and (pace.stage == "betting" or t.deciding_live()):
            light = self.light.rect
            colour = {"green": gfx.GREEN, "yellow": gfx.YELLOW}.get(t.light_state(), gfx.CREAM)
            gfx.blit_text(surface, str(pace.whole_seconds), 30, (light.centerx, light.bottom + 8),
                          colour, "black", anchor="midtop", shadow=True, max_width=light.w + 20)
