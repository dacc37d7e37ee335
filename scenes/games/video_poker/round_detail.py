"""ROUND DETAIL of a video poker round: the hand dealt with what was held, the pay table, the
bet and the win on the left; every hand on the right, a page at a time (◂ ▸, the arrow keys or
the wheel), numbered as at the table (HAND 1 is the large hand), each with its line and what it
paid, in the table's words (any hand that paid is a WIN, as the table says)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.cards import parse_cards
from gamelib.games.video_poker.paytables import PAYTABLES
from scenes.ui import card_art, gfx
from scenes.ui.widgets.base import Button, Widget

if TYPE_CHECKING:
    from scenes.ui.navigation import RoundDetailPage

SUMMARY_W = 520
ROW_H = 50
HEAD_H = 40
CARD_W = 32
#: List columns, x from the list's left edge: hand, cards, line, result, paid (right-aligned).
COL_CARDS, COL_LINE, COL_RESULT, COL_PAID = 120, 370, -170, -10


def hand_cards(text: str) -> list[int]:
    try:
        return [c.id for c in parse_cards(text)]
    except Exception:
        return []


class VideoPokerRoundBody(Widget):
    """The body of a video poker round's detail page."""

    def __init__(self, scene: RoundDetailPage, rect: pygame.Rect) -> None:
        super().__init__(rect)
        self.scene = scene
        record: Mapping[str, Any] = scene.detail.get("record") or {}
        self.record = record
        self.hands: list[Mapping[str, Any]] = [h for h in record.get("hands", []) if isinstance(h, Mapping)]
        self.list_rect = pygame.Rect(rect.x + SUMMARY_W + 40, rect.y, rect.w - SUMMARY_W - 40, rect.h)
        self.page = 0
        app, lr = scene.app, self.list_rect
        self.prev_button = Button((lr.x, lr.bottom - 58, 160, 54), "◂", lambda: self.turn(-1),
                                  enabled=lambda: self.page > 0, font_size=24, hotkey="←")
        self.next_button = Button((lr.right - 160, lr.bottom - 58, 160, 54), "▸", lambda: self.turn(1),
                                  enabled=lambda: self.page < self.pages - 1, font_size=24, hotkey="→")
        self.tr = app.tr

    def line_name(self, name: str) -> str:
        """A pay line in the player's language, as the table names it."""
        key = "vp.line." + name
        text: str = self.tr(key)
        return name if text == key else text

    @property
    def list_factor(self) -> float:
        """One factor for the whole list (every page): the player's scale, or less so that the
        longest line name fits beside the cards and the RESULT and PAID columns."""
        scale = gfx.ui_scale()
        if scale == 1.0:
            return 1.0
        names = [self.line_name(str(h.get("line"))) if h.get("line") else self.tr("vp.no_win") for h in self.hands]
        widest = max((gfx.designed_width(n, 20, "bold") for n in names), default=0)
        return max(1.0, min(scale, (self.list_rect.w - 40) / (widest + 546)))

    def row_h(self) -> int:
        return round(ROW_H * self.list_factor)

    def head_h(self) -> int:
        return round(HEAD_H * self.list_factor)

    @property
    def per_page(self) -> int:
        return max(1, (self.list_rect.h - self.head_h() - 70) // self.row_h())

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.hands) // self.per_page))

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.prev_button.handle_event(event) or self.next_button.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.turn(-1 if event.key == pygame.K_LEFT else 1)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.turn(-1 if event.y > 0 else 1)
            return True
        return False

    def update(self, dt: float) -> None:
        self.prev_button.update(dt)
        self.next_button.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.page = min(self.page, self.pages - 1)  # fewer rows a page at a larger scale
        with gfx.box_scale():
            self.draw_summary(surface)
        with gfx.box_scale(self.list_factor):
            self.draw_list(surface)

    def draw_summary(self, surface: pygame.Surface) -> None:
        """The dealt hand, the bet, the win and the wins by line; each pitch grows with its text."""
        tr, money, rec = self.tr, self.scene.app.money, self.record
        x, y = self.rect.x, self.rect.y
        f = gfx.ui_scale()

        def pitch(n: int, size: int) -> int:
            return n if f == 1.0 else max(n, round(size * f * 1.3))

        config = rec.get("config") or {}
        table = PAYTABLES.get(str(config.get("paytable", "")))
        gfx.blit_text(surface, table.title if table else "", 26, (x, y), gfx.GOLD, "black", max_width=SUMMARY_W)
        y += pitch(48, 26)
        held = set()
        for d in rec.get("decisions", []):
            if isinstance(d, Mapping) and d.get("action") == "draw":
                held = {int(p) for p in (d.get("params") or {}).get("holds", [])}
        gfx.blit_text(surface, tr("vp.dealt_cards"), 20, (x, y), gfx.MUTED, "bold", max_width=SUMMARY_W)
        y += pitch(32, 20)
        w = 84
        for i, cid in enumerate(hand_cards(str(rec.get("dealt", "")))):
            cx = x + i * (w + 10)
            surface.blit(card_art.card_face(cid, w, self.scene.app.settings.four_colour_deck), (cx, y))
            if i in held:
                gfx.blit_text(surface, tr("vp.held"), 18, (cx + w // 2, y + card_art.card_size(w)[1] + 4), gfx.GOLD_LIGHT,
                              "black", anchor="midtop", max_width=w + 8)
        y += card_art.card_size(w)[1] + pitch(44, 18) + (0 if f == 1.0 else 14)
        value = int(config.get("value", 0) or 0)
        bet = int(self.scene.detail.get("bet_cents", 0) or 0)
        paid = int(self.scene.detail.get("paid_cents", 0) or 0)
        lines = [(tr("vp.detail.hands"), f"{len(self.hands)} × {money(value)}"),
                 (tr("table.bet"), money(bet)), (tr("table.win"), money(paid))]
        counts: dict[str, tuple[int, int]] = {}
        for h in self.hands:
            if h.get("line"):
                n, total = counts.get(str(h["line"]), (0, 0))
                counts[str(h["line"])] = (n + 1, total + int(h.get("paid", 0) or 0))
        for label, text in lines:
            gfx.blit_text(surface, label, 20, (x, y), gfx.MUTED, "bold", max_width=SUMMARY_W // 2)
            gfx.blit_text(surface, text, 22, (x + SUMMARY_W - 20, y), gfx.CREAM, "bold", anchor="topright",
                          max_width=SUMMARY_W // 2)
            y += pitch(34, 22)
        y += 10
        step = pitch(30, 20)
        for line, (n, total) in sorted(counts.items(), key=lambda kv: -kv[1][1]):
            if y > self.rect.bottom - step:
                break
            gfx.blit_text(surface, f"{self.line_name(line)}  ×{n}", 20, (x, y), gfx.GOLD_LIGHT,
                          max_width=SUMMARY_W - 160)
            gfx.blit_text(surface, money(total), 20, (x + SUMMARY_W - 20, y), gfx.GOLD_LIGHT, anchor="topright",
                          max_width=140)
            y += step

    def draw_list(self, surface: pygame.Surface) -> None:
        """A page of hands; at a larger scale every column, row and card grows by the list's one
        factor (``list_factor``), the MADE column starting just after the cards."""
        tr, money, lr = self.tr, self.scene.app.money, self.list_rect
        f = self.list_factor

        def px(n: float) -> int:
            return round(n * f)

        row_h, card_w = self.row_h(), px(CARD_W)
        col_cards = px(COL_CARDS)
        col_line = COL_LINE if f == 1.0 else col_cards + 5 * (card_w + 4) + px(26)
        result_x, paid_x = lr.right + px(COL_RESULT), lr.right + px(COL_PAID - 10)
        surface.blit(gfx.panel(lr.size, (0, 0, 0, 110), gfx.GOLD_DARK, 12, 1), lr)
        hy = lr.y + px(10)
        for key, x, anchor in (("vp.detail.hand", lr.x + px(16), "topleft"), ("history.cards", lr.x + col_cards, "topleft"),
                               ("vp.detail.line", lr.x + col_line, "topleft"), ("history.result", result_x, "topright"),
                               ("history.payout", paid_x, "topright")):
            gfx.blit_text(surface, tr(key), 18, (x, hy), gfx.GOLD, "black", anchor=anchor,
                          max_width=None if f == 1.0 else px(150))
        first = self.page * self.per_page
        four = self.scene.app.settings.four_colour_deck
        line_room = lr.w + COL_RESULT - COL_LINE - 120 if f == 1.0 else result_x - px(80) - (lr.x + col_line)
        for row, hand in enumerate(self.hands[first:first + self.per_page]):
            y = lr.y + self.head_h() + row * row_h
            cy = y + row_h // 2
            if row % 2 == 0:
                surface.blit(gfx.panel((lr.w - 12, row_h - 2), (255, 255, 255, 16), gfx.GOLD_DARK, 6, 0), (lr.x + 6, y))
            gfx.blit_text(surface, tr("table.hand", n=first + row + 1), 18, (lr.x + px(16), cy), gfx.MUTED, "bold",
                          anchor="midleft", max_width=None if f == 1.0 else col_cards - px(20))
            for i, cid in enumerate(hand_cards(str(hand.get("cards", "")))):
                card = card_art.card_face(cid, card_w, four)
                surface.blit(card, card.get_rect(midleft=(lr.x + col_cards + i * (card_w + 4), cy)))
            line, paid = str(hand.get("line") or ""), int(hand.get("paid", 0) or 0)
            won = paid > 0
            gfx.blit_text(surface, self.line_name(line) if line else tr("vp.no_win"), 20, (lr.x + col_line, cy),
                          gfx.GOLD_LIGHT if won else gfx.MUTED, "bold" if won else "regular", anchor="midleft",
                          max_width=line_room)
            gfx.blit_text(surface, tr("table.outcome.win" if won else "table.outcome.lose"), 18,
                          (result_x, cy), gfx.GOLD_LIGHT if won else gfx.MUTED, "bold", anchor="midright",
                          max_width=None if f == 1.0 else px(80))
            gfx.blit_text(surface, money(paid), 20, (paid_x, cy), gfx.CREAM, anchor="midright",
                          max_width=None if f == 1.0 else px(140))
        gfx.blit_text(surface, tr("history.page", page=self.page + 1, pages=self.pages), 20,
                      (lr.centerx, lr.bottom - 31), gfx.MUTED, anchor="center",
                      max_width=None if f == 1.0 else lr.w - 360)
        self.prev_button.draw(surface)
        self.next_button.draw(surface)


def video_poker_body(scene: RoundDetailPage) -> Widget | None:
    """The video poker body of a settled round's detail page, else None (the shared page)."""
    d = scene.detail
    record = d.get("record")
    if d.get("game") != "video-poker" or not isinstance(record, Mapping) or not record.get("hands"):
        return None
    p = scene.PANEL
    return VideoPokerRoundBody(scene, pygame.Rect(p.x + 50, p.y + 176, p.w - 100, p.h - 176 - 194))
