"""Video poker's bet controls: VALUE − / +, HANDS +1 / +10 / MAX / UNDO, REBET, CHANGE (the pay
table), EV TABLE and DEAL / DRAW on the rail, with TOTAL BET and why DEAL is disabled.

The bet is gamelib's :class:`~gamelib.games.video_poker.bets.VideoPokerBets` (VALUE × HANDS,
not chips on spots); at the deal it is handed to the session's bet slip through
``VideoPokerBets.to_slip``. No DOUBLE here: this table simply does not have one.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.pace import closing_window_deals
from scenes.table.controls import BetControls
from scenes.ui import gfx
from scenes.ui.widgets.base import Button
from scenes.ui.widgets.focus import FocusTarget, buttons_targets

if TYPE_CHECKING:
    from scenes.games.video_poker.table import VideoPokerTable

RAIL_Y = 950


class ValueHands(BetControls):
    """VALUE × HANDS and the table's own round buttons (EV TABLE, DRAW)."""

    table: VideoPokerTable

    def __init__(self, table: VideoPokerTable) -> None:
        super().__init__(table)
        tr, bets = table.app.tr, table.bets
        betting = table.betting_open
        y = RAIL_Y
        self.value_down = Button((30, y, 74, 84), "−", lambda: self.bet(bets.value_down), font_size=40,
                                 enabled=lambda: betting() and bets.can_value_down())
        self.value_up = Button((252, y, 74, 84), "+", lambda: self.bet(bets.value_up), font_size=40,
                               enabled=lambda: betting() and bets.can_value_up())
        specs: list[tuple[str | Callable[[], str], Callable[[], Any], Callable[[], bool]]] = [
            ("+1", lambda: bets.add_hands(1), lambda: betting() and bets.can_add_hands()),
            ("+10", lambda: bets.add_hands(10), lambda: betting() and bets.can_add_hands()),
            (lambda: tr("vp.max"), bets.max_hands, lambda: betting() and bets.can_add_hands()),
            (lambda: tr("table.undo"), bets.undo, lambda: betting() and bets.can_undo()),
        ]
        self.hand_buttons = []
        for i, (label, action, enabled) in enumerate(specs):
            undo = i == len(specs) - 1
            self.hand_buttons.append(Button((346 + i * 88, y, 82, 84), label, self._bet_action(action),
                                            hotkey="Del" if undo else "", font_size=24, enabled=enabled,
                                            on_hold=self._bet_action(bets.clear) if undo else None))
        x, w, g = table.CONTROLS_X, table.CONTROL_W, table.CONTROL_GAP
        self.rebet_button = Button((x + 16, y, w - 16, 84), lambda: tr("table.rebet"), self.rebet,
                                   hotkey="R", enabled=lambda: betting() and bets.can_rebet())
        self.paytable_button = Button((x + w + g, y, w, 84), lambda: tr("vp.paytable_button"),
                                      table.open_paytables, hotkey="P", enabled=betting)
        self.ev_button = Button((x + 2 * (w + g), y, w, 84), lambda: tr("vp.ev_button"), table.toggle_ev,
                                hotkey="E", style="blue", enabled=lambda: table.session.in_round)
        self.deal_button = Button((x + 3 * (w + g), y, w, 84),
                                  lambda: tr("vp.draw") if table.session.in_round else tr("table.deal"),
                                  table.deal_or_draw, hotkey="Enter", style="gold",
                                  enabled=self.deal_or_draw_enabled)
        self.bet_buttons = [self.value_down, self.value_up, *self.hand_buttons, self.rebet_button,
                            self.paytable_button, self.deal_button]

    # --- building the bet ------------------------------------------------------------------------
    def _bet_action(self, action: Callable[[], Any]) -> Callable[[], None]:
        return lambda: self.bet(action)

    def bet(self, action: Callable[[], Any]) -> None:
        """A change of VALUE, HANDS or pay table (shown on the felt at once)."""
        t = self.table
        if not t.betting_open():
            return
        self.start_new_bets()
        if t.guard(action) is not None:
            t.app.sound("button", 0.5)
        t.refresh_grid_later()

    def undo(self) -> None:
        self.bet(self.table.bets.undo)

    def clear(self) -> None:
        self.bet(self.table.bets.clear)

    def rebet(self) -> None:
        self.bet(self.table.bets.rebet)

    def space(self) -> None:
        self.table.deal_or_draw()

    def enter(self, shift: bool) -> bool:
        self.table.deal_or_draw()
        return True

    def handle_own_key(self, event: pygame.event.Event) -> bool:
        t = self.table
        actions = {pygame.K_e: t.toggle_ev, pygame.K_p: t.open_paytables,
                   pygame.K_r: self.rebet}  # R: REBET only (Space and Enter deal)
        action = actions.get(event.key)
        if action is None:
            return False
        action()
        return True

    def buttons(self) -> list[Button]:
        if self.table.session.in_round:
            return [self.ev_button, self.deal_button]
        return [*self.bet_buttons, self.ev_button]

    def focus_targets(self) -> list[FocusTarget]:
        """In a round the five cards (pressed: HOLD / release) come first, then EV and DRAW."""
        t = self.table
        if not t.session.in_round:
            return buttons_targets("bet", self.buttons())
        if t.player.busy or t.round is None or t.round.is_over:
            return []
        cards = []
        for p in range(5):
            x, y, w = t.card_position("main", p)
            cw, ch = gfx.card_size(w)
            rect = pygame.Rect(round(x - cw / 2), round(y - ch / 2), cw, ch)
            cards.append(FocusTarget(("card", p), rect, partial(t.toggle_hold, p)))
        return [*cards, *buttons_targets("round", [self.ev_button, self.deal_button])]

    # --- reading ------------------------------------------------------------------------------
    def deal_repeats(self) -> bool:
        """DEAL right after a round, with nothing changed since, deals the same bet again; once
        VALUE or the pay table is touched, DEAL needs HANDS (or REBET) like a first round."""
        bets = self.table.bets
        return bets.hands == 0 and bets.can_rebet() and bool(self.table.shown_stakes)

    def deal_or_draw_enabled(self) -> bool:
        t = self.table
        if t.session.in_round:
            return not t.player.busy
        return t.betting_open() and (t.bets.can_deal() or self.deal_repeats())

    def deal_reason(self) -> str:
        """Why DEAL is disabled, in the player's words ("" while it is enabled or in a round)."""
        t = self.table
        if t.session.in_round or t.revealing or self.deal_or_draw_enabled():
            return ""
        blocked = t.bets.deal_blocked()
        if blocked is None:
            return ""
        from scenes.ui.dialog import error_text

        return error_text(blocked, t.app.lang)

    def bet_total(self) -> int:
        t = self.table
        if t.session.in_round or (t.shown_stakes and t.bets.hands == 0):
            return sum(t.shown_stakes.values())
        return t.bets.total

    def start_new_bets(self) -> None:
        t = self.table
        if not t.session.in_round and t.shown_stakes:
            t.clear_table()

    def pace_can_deal(self) -> bool:
        """Live pace: does the window closing deal VALUE × HANDS? The game's rule decides
        (``gamelib.pace.closing_window_deals``: video poker's window never deals; only the
        player's DEAL starts a round, 40-video-poker.md, Inactivity)."""
        t = self.table
        return closing_window_deals(t.definition) and t.bets.can_deal()

    # --- the deal -----------------------------------------------------------------------------
    def ready_to_deal(self) -> bool:
        """VALUE × HANDS goes to the session's slip, with the pay table and hands as the config."""
        t = self.table
        bets = t.bets
        if self.deal_repeats():
            bets.rebet()
        blocked = bets.deal_blocked()
        if blocked is not None:
            t.app.show_error(blocked)
            return False
        if t.guard(lambda: bets.to_slip(t.session.slip)) is None:
            return False
        t.session.config.update(bets.config())
        return True

    def round_dealt(self, dealt: bool) -> None:
        if dealt:
            self.table.bets.round_dealt()  # HANDS back to 0; remembered for REBET
        else:
            self.table.session.slip.clear()

    # --- drawing ------------------------------------------------------------------------------
    def key(self) -> tuple[Any, ...]:
        bets = self.table.bets
        return (bets.value, bets.hands, bets.paytable, bets.can_deal())

    def draw_rail(self, surface: pygame.Surface) -> None:
        t = self.table
        tr, money, bets = t.app.tr, t.app.money, t.bets
        scaled = gfx.ui_scale() != 1.0  # the labels grow into the width of the buttons under them
        gfx.blit_text(surface, tr("vp.value"), 20, (178, 912), gfx.GOLD, "black", anchor="midtop",
                      max_width=290 if scaled else None)
        box = pygame.Rect(110, RAIL_Y, 136, 84)
        surface.blit(gfx.panel(box.size, (0, 0, 0, 190), gfx.GOLD_DARK, 12, 2), box)
        gfx.blit_text(surface, money(bets.value), 26, box.center, gfx.GOLD_LIGHT, "black", anchor="center",
                      max_width=box.w - 10)
        hands = bets.hands if bets.hands or not t.shown_stakes else t.hand_count
        gfx.blit_text(surface, tr("vp.hands", n=hands), 20, (515, 912), gfx.GOLD, "black", anchor="midtop",
                      max_width=340 if scaled else None)
        gfx.blit_text(surface, tr("vp.total_bet", total=money(self.bet_total())), 20,
                      (t.CONTROLS_X + 2 * t.CONTROL_W, 912), gfx.GOLD, "black", anchor="midtop",
                      max_width=4 * t.CONTROL_W if scaled else None)
        for b in [*self.bet_buttons, self.ev_button]:
            b.draw(surface)
        reason = self.deal_reason()
        if reason:
            gfx.blit_text(surface, reason, 20, (1080, 1044), (250, 150, 120), "bold", anchor="midtop",
                          max_width=760)
