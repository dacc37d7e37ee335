"""Video poker's bet controls: VALUE − / +, HANDS +1 / +10 / MAX / UNDO, REBET, CHANGE (the pay
table), EV TABLE and DEAL / DRAW on the rail, with TOTAL BET and why DEAL is disabled.

The bet is gamelib's :class:`~gamelib.games.video_poker.bets.VideoPokerBets` (VALUE × HANDS,
not chips on spots); at the deal it is handed to the session's bet slip through
``VideoPokerBets.to_slip``. No DOUBLE here: this table simply does not have one.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from scenes.games.video_poker.kept_looks import KeptLooks
from scenes.table.controls import BetControls
from scenes.ui import card_art, gfx
from scenes.ui.canvas import Canvas
from scenes.ui.dialog import MessageDialog, error_text
from scenes.ui.widgets.base import Button, resolve
from scenes.ui.widgets.focus import FocusTarget, buttons_targets

if TYPE_CHECKING:
    from scenes.games.video_poker.table import VideoPokerTable

RAIL_Y = 950
#: At a larger scale the rail's buttons are this much taller (96 px, into the rail's room under
#: them): their label and hotkey grow 1.5x, and in the designed 84 px REBET's letters stood 11 px
#: under the button's top (7 px at 1280x720), crowded against it (as the house tables' rail).
SCALED_GROW = 12
#: px a rail button keeps beside its label (the button draws its label in its width less 16).
LABEL_ROOM = 16
#: The gap between +1, +10, MAX and UNDO; the smallest size a group's labels go down to at 100 %.
HANDS_GAP, MIN_RAIL_SIZE = 6, 18
#: px of the value box kept clear each side of its amount (at 150 % it met the box's edges).
VALUE_PAD = 10
#: +1, +10, MAX and UNDO at 100 % (x, width): UNDO wider, its Italian ANNULLA at the smallest
#: text size is 86 px (it ran past both edges of an 82 px button), the same stretch of the rail.
HAND_BUTTONS = ((346, 70), (422, 72), (500, 82), (588, 104))
#: MAX asks first (once a session) when it would bet more than this share of the balance.
MAX_SHARE = 0.2
#: The apps whose player has said yes to a large MAX this session.
MAX_ASKED: weakref.WeakKeyDictionary[Any, bool] = weakref.WeakKeyDictionary()


class ValueHands(BetControls):
    """VALUE × HANDS and the table's own round buttons (EV TABLE, DRAW)."""

    table: VideoPokerTable

    def __init__(self, table: VideoPokerTable) -> None:
        super().__init__(table)
        #: the rail's buttons as the window showed them, a look or two each (``button_pieces``)
        self.kept_looks = KeptLooks()
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
            (lambda: tr("vp.max"), self.max_hands, lambda: betting() and bets.can_add_hands()),
            (lambda: tr("table.undo"), bets.undo, lambda: betting() and bets.can_undo()),
        ]
        self.hand_buttons = []
        for i, (label, action, enabled) in enumerate(specs):
            undo = i == len(specs) - 1
            bx, bw = HAND_BUTTONS[i]
            self.hand_buttons.append(Button((bx, y, bw, 84), label, self._bet_action(action),
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
        self.value_box = pygame.Rect(110, y, 136, 84)
        #: the rail as designed (100 %): every button's rectangle and the VALUE box
        self._designed = [(b, b.rect.copy()) for b in [*self.bet_buttons, self.ev_button]]
        self._designed_font = {b: b.font_size for b, _ in self._designed}
        self._placed: tuple[float, str] | None = None
        #: the centre x and width of the VALUE, HANDS and buttons groups (their labels above)
        self.groups = [(178, 290), (515, 340), (x + 2 * w, 4 * w)]

    # --- the rail at the player's scale -------------------------------------------------------
    def place_rail(self) -> None:
        """The rail's buttons for the player's UI scale: as designed at 100 %; larger, each button
        as wide as its label needs at that scale (the room left shared out), within the same
        stretch of the rail (BALANCE, BET and WIN stay where they are)."""
        key = (gfx.ui_scale(), self.table.app.lang)
        if key == self._placed:
            return
        self._placed = key
        for b, rect in self._designed:
            b.rect = rect.copy()
            b.font_size = self._designed_font[b]
        self.value_box = pygame.Rect(110, RAIL_Y, 136, 84)
        t = self.table
        x, w = t.CONTROLS_X, t.CONTROL_W
        self.groups = [(178, 290), (515, 340), (x + 2 * w, 4 * w)]
        if key[0] == 1.0:
            self._fit_as_designed()
            return
        groups: list[tuple[list[Button | None], int]] = [
            ([self.value_down, None, self.value_up], 6), (list(self.hand_buttons), HANDS_GAP),
            ([self.rebet_button, self.paytable_button, self.ev_button, self.deal_button], t.CONTROL_GAP)]
        left, right, between = self._designed[0][1].x, self._designed[-2][1].right, 20
        fixed = sum(gap * (len(items) - 1) for items, gap in groups) + between * (len(groups) - 1)
        room = right - left - fixed
        low, high = 1.0, key[0]  # the largest factor of all the labels at which the rail holds them
        for _ in range(12):
            mid = (low + high) / 2
            low, high = (mid, high) if self._needs(groups, mid, sum) <= room else (low, mid)
        factor = high if self._needs(groups, high, sum) <= room else low
        needs = self._needs(groups, factor, list)
        total = sum(sum(n) for n in needs)
        count = sum(len(n) for n in needs)
        extra, shrink = (max(0.0, (room - total) / count), min(1.0, room / total))
        gx = float(left)
        self.groups = []
        for (items, gap), widths in zip(groups, needs):
            start = gx
            for item, need in zip(items, widths):
                width = need * shrink + extra
                rect = pygame.Rect(round(gx), RAIL_Y, round(width), 84 + SCALED_GROW)
                if item is None:
                    self.value_box = rect
                else:
                    item.rect = rect
                gx += width + gap
            gx += between - gap
            self.groups.append((round((start + gx - between) / 2), round(gx - between - start)))

    def _fit_as_designed(self) -> None:
        """At 100 %: a group of buttons one of whose labels does not fit its designed button
        (Italian CAMBIA TABELLA, 250 px in 144: squeezed to 20 px beside its neighbours' 30)
        shares its stretch of the rail by what its labels need, all at the one size, the largest
        at which they fit (28 for REBET / CHANGE / EV TABLE / DEAL in Italian). A group whose
        labels fit stays as designed (English)."""
        round_buttons = [self.rebet_button, self.paytable_button, self.ev_button, self.deal_button]
        for items, gap in ((self.hand_buttons, HANDS_GAP), (round_buttons, self.table.CONTROL_GAP)):
            designed = self._designed_font[items[0]]
            if all(self._label_width(b, designed) <= b.rect.w - LABEL_ROOM for b in items):
                continue
            left, right = items[0].rect.x, items[-1].rect.right
            room = right - left - gap * (len(items) - 1)
            size = designed
            while size > MIN_RAIL_SIZE and sum(self._label_width(b, size) + LABEL_ROOM for b in items) > room:
                size -= 1
            needs = [self._label_width(b, size) + LABEL_ROOM for b in items]
            extra = max(0.0, (room - sum(needs)) / len(items))
            x = float(left)
            for b, need in zip(items, needs):
                b.rect = pygame.Rect(round(x), b.rect.y, round(x + need + extra) - round(x), b.rect.h)
                b.font_size = size
                x += need + extra + gap
            items[-1].rect.w = right - items[-1].rect.x  # the group ends where it was designed to

    def _label_width(self, b: Button, size: int) -> int:
        """How wide ``b``'s widest label is at ``size`` (DEAL's: DEAL or DRAW, in a round or not)."""
        tr = self.table.app.tr
        labels = [tr("table.deal"), tr("vp.draw")] if b is self.deal_button else [resolve(b.label)]
        return max(gfx.designed_width(label, size, "bold") for label in labels)

    def _needs(self, groups: list[tuple[list[Button | None], int]], factor: float, how: Callable[..., Any]) -> Any:
        """Every group's widths for its labels at ``factor`` (``how``: sum them, or list them)."""
        widths = [[self._need(b, factor) for b in items] for items, _ in groups]
        return sum(sum(w) for w in widths) if how is sum else widths

    def _need(self, b: Button | None, scale: float) -> float:
        """How wide a button (None: the VALUE box) must be for its label at ``scale``."""
        if b is None:
            widest = max(gfx.designed_width(self.table.app.money(v), 26, "black")
                         for v in self.table.bets.value_steps)
            return widest * scale + 16
        designed = next(r.w for button, r in self._designed if button is b)
        # DEAL reads DRAW in a round: the rail is placed for the wider, in or out of one
        text = max(self._label_width(b, b.font_size),
                   gfx.designed_width(b.hotkey, max(12, b.font_size * 5 // 9), "bold") if b.hotkey else 0)
        return max(designed * 0.6, text * scale + 24)

    # --- building the bet ------------------------------------------------------------------------
    def max_hands(self) -> None:
        """MAX: as many hands as allowed; once a session, when that would bet more than a fifth
        of the balance, it asks first (and sets nothing until the player says yes)."""
        bets, app = self.table.bets, self.table.app
        bets.max_hands()
        total, balance = bets.total, app.wallet.balance
        if total <= balance * MAX_SHARE or MAX_ASKED.get(app) or not app.settings.vp_max_confirm:
            return
        bets.undo()  # nothing set until the player says yes

        def yes() -> None:
            MAX_ASKED[app] = True
            self.bet(bets.max_hands)

        app.manager.push(MessageDialog(
            app, lambda: app.tr("vp.max_title"),
            lambda: app.tr("vp.max_question", amount=app.money(total), balance=app.money(balance)),
            [(lambda: app.tr("ui.cancel"), None), (lambda: app.tr("vp.max_yes"), yes)]))

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
            cw, ch = card_art.card_size(w)
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
        """Live pace: are VALUE × HANDS ready to deal? (Whether the window closing deals at all
        is the game's rule, read by LivePace: ``gamelib.pace.closing_window_deals``.)"""
        return self.table.bets.can_deal()

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
        self.place_rail()  # (once a frame: the rail follows the player's scale)
        bets = self.table.bets
        return (bets.value, bets.hands, bets.paytable, bets.can_deal(), self._placed)

    def rail_buttons(self) -> list[Button]:
        """The rail's buttons in the order drawn."""
        return [*self.bet_buttons, self.ev_button]

    def button_pieces(self, surface: Canvas) -> list[tuple[Hashable, tuple[Any, ...], Callable[[pygame.Surface], object]]]:
        """The rail's buttons as pieces over the layer on a window's ``surface`` (``TableScene.kept_pieces``),
        each known by everything its drawing shows: a deal or a result (the buttons turning off or on,
        DEAL turning DRAW) draws those buttons again over the rail in the layer, not the rail's
        leather, every button and its labels laid again into the layer and that into the window
        (issue 27: at 4K 2-3 ms of those frames)."""
        drawn_in = (self.table.app.lang, gfx.ui_scale(), gfx.text_px(100), surface.context,
                    surface.target.get_abs_offset(), surface.target.get_size())
        kept = self.kept_looks
        kept.forget_under(self.table.view.laid)  # (the layer laid again this frame: what lay under them)
        pieces: list[tuple[Hashable, tuple[Any, ...], Callable[[pygame.Surface], object]]] = []
        for i, b in enumerate(self.rail_buttons()):
            key = (b.visible, b.enabled, b.pressed, b.hovered, b.highlight, tuple(b.rect), b.style, b.radius,
                   resolve(b.label), b.font_size, b.hotkey, b.hotkey_size, b.icon, drawn_in)
            pieces.append((("rail button", i), key, partial(kept.draw, i, key, b.draw)))
        return pieces

    def draw_rail(self, surface: pygame.Surface) -> None:
        t = self.table
        tr, money, bets = t.app.tr, t.app.money, t.bets
        self.place_rail()
        scaled = gfx.ui_scale() != 1.0  # the labels grow into the width of the buttons under them
        (value_x, value_w), (hands_x, hands_w), (bet_x, bet_w) = self.groups
        gfx.blit_text(surface, tr("vp.value"), 20, (value_x, 912), gfx.GOLD, "black", anchor="midtop",
                      max_width=value_w if scaled else None)
        box = self.value_box
        gfx.draw_panel(surface, box, (0, 0, 0, 190), gfx.GOLD_DARK, 12, 2)
        gfx.blit_text(surface, money(bets.value), 26, box.center, gfx.GOLD_LIGHT, "black", anchor="center",
                      max_width=box.w - 2 * VALUE_PAD)
        hands = bets.hands if bets.hands or not t.shown_stakes else t.hand_count
        gfx.blit_text(surface, tr("vp.hands", n=hands), 20, (hands_x, 912), gfx.GOLD, "black", anchor="midtop",
                      max_width=hands_w if scaled else None)
        gfx.blit_text(surface, tr("vp.total_bet", total=money(self.bet_total())), 20,
                      (bet_x, 912), gfx.GOLD, "black", anchor="midtop", max_width=bet_w if scaled else None)
        if not t.kept_over_layer():  # (else each a piece over the layer: button_pieces)
            for b in self.rail_buttons():
                b.draw(surface)
        reason = self.deal_reason()
        if reason:
            gfx.blit_text(surface, reason, 20, (1080, 1044), (250, 150, 120), "bold", anchor="midtop",
                          max_width=760)
