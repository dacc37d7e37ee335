"""HISTORY (every round newest first, with top-ups and resets) and ROUND DETAIL (every card
drawn with the card graphics, every decision, every bet with its result and payout, the
seed hash shown before the deal and the seed revealed after it)."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.cards import parse_cards
from gamelib.errors import FeltsideError
from gamelib.games import game_name_key
from gamelib.i18n import has
from scenes.shell import history_bets
from scenes.shell.history_chart import draw_chart
from scenes.shell.history_filter import CODE_KEYS, find_round, round_code
from scenes.shell.history_view import HistoryFilters, filter_buttons, net_colour, signed
from scenes.table.registry import round_detail
from scenes.ui import card_art, gfx
from scenes.ui.hand_names import hand_name
from scenes.ui.page import PageScene
from scenes.ui.widgets.base import Button, Widget

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

ROWS_PER_PAGE = 13
ROW_H = 56
#: Column x offsets (from the panel's left edge) and anchors.
COLUMNS = (("history.date", 50, "midleft"), ("history.game", 330, "midleft"),
           ("history.code", 720, "midleft"), ("history.bet", 1040, "midright"),
           ("history.win", 1240, "midright"), ("history.net", 1440, "midright"),
           ("history.status", 1640, "midright"))
# The room each column's text has (canvas pixels): a larger text size shrinks a long game name
# back into its column instead of running over the GAME CODE beside it.
COLUMN_WIDTHS = (270, 380, 175, 135, 190, 190, 190)


def local_time(at: str | None) -> str:
    """'2026-11-22 14:05' in the player's time zone from a stored UTC ISO time."""
    if not at:
        return ""
    try:
        moment = datetime.fromisoformat(at)
    except ValueError:
        return at[:16]
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


class HistoryRow(Widget):
    def __init__(self, scene: HistoryScene, index: int, rect: pygame.Rect) -> None:
        super().__init__(rect)
        self.scene = scene
        self.index = index
        self.hovered = False

    def entry(self) -> dict[str, Any] | None:
        i = self.scene.page * self.scene.per_page + self.index
        return self.scene.entries[i] if i < len(self.scene.entries) else None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.scene.chart:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            entry = self.entry()
            if entry is not None and entry.get("type") == "round":
                self.scene.open_detail(entry["id"])
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        e = self.entry()
        if e is None or self.scene.chart:
            return
        app = self.scene.app
        r = self.rect
        fill = (255, 255, 255, 22) if self.index % 2 == 0 else (0, 0, 0, 0)
        if self.hovered and e.get("type") == "round":
            fill = (212, 175, 55, 48)
        if fill[3]:
            gfx.draw_panel(surface, r, fill, gfx.GOLD_DARK, 8, 0)
        cy = r.centery
        x0 = self.scene.PANEL.x
        if e.get("type") == "round":
            status = str(e.get("status", ""))
            key = {"settled": "history.status.settled", "void": "history.status.void"}.get(
                status, "history.status.open")
            net = int(e.get("paid_cents", 0)) - int(e.get("bet_cents", 0))
            win_colour = gfx.GOLD_LIGHT if net > 0 else gfx.CREAM
            code = round_code(str(e.get("code", "")), str(e.get("id", "")))
            cells = (local_time(e.get("at")), app.tr(game_name_key(str(e.get("game", "")))), code,
                     app.money(int(e.get("bet_cents", 0))), app.money(int(e.get("paid_cents", 0))),
                     signed(app.money, net), app.tr(key))
            colours = (gfx.MUTED, gfx.CREAM, gfx.CREAM, gfx.CREAM, win_colour, net_colour(net),
                       (240, 120, 100) if status == "void" else gfx.MUTED)
        else:
            amount = int(e.get("amount_cents", 0))
            label = app.tr(f"history.{e.get('type')}")
            cells = (local_time(e.get("at")), label, "", "", app.money(amount), "", "")
            colours = (gfx.MUTED, gfx.GOLD, gfx.CREAM, gfx.CREAM, gfx.GOLD, gfx.MUTED, gfx.MUTED)
        for (_, x, anchor), width, text, colour in zip(COLUMNS, COLUMN_WIDTHS, cells, colours):
            gfx.blit_text(surface, text, 22, (x0 + x, cy), colour, "bold" if colour == gfx.GOLD_LIGHT else
                          "regular", anchor=anchor, max_width=width)


class HistoryScene(PageScene):
    name = "history"
    title_key = "history.title"

    def __init__(self, app: AppContext, chart: bool = False) -> None:
        self.page = 0
        try:
            self.all_entries: list[dict[str, Any]] = app.wallet.history(limit=1000)
        except FeltsideError:
            self.all_entries = []
        self.filters = HistoryFilters(self.all_entries)
        self.entries = self.all_entries
        self.chart = chart  # the chart of the lines shown, instead of the lines
        self.search = ""  # a GAME CODE being typed: Enter opens its round
        self.per_page = ROWS_PER_PAGE  # fewer at a larger UI scale (taller rows)
        super().__init__(app)

    def refilter(self) -> None:
        """Show the lines the filters pick, from the first page."""
        self.entries = self.filters.apply(self.all_entries)
        self.page = 0

    def toggle_chart(self) -> None:
        self.chart = not self.chart

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.entries) // self.per_page))

    #: The title's room at a larger UI scale: the filters start after it.
    TITLE_W = 330

    def title_room(self) -> int:
        return self.TITLE_W if gfx.ui_scale() > 1.0 else super().title_room()

    def build(self) -> None:
        p, app = self.PANEL, self.app
        first = self.page * self.per_page
        row_h = max(ROW_H, gfx.ui_px(46))  # a line grows with its texts: fewer lines a page
        top = self.rows_top()
        self.per_page = ROWS_PER_PAGE if row_h == ROW_H else (p.bottom - 85 - top) // row_h
        self.page = first // self.per_page
        self.rows = [HistoryRow(self, i, pygame.Rect(p.x + 30, top + i * row_h, p.w - 60, row_h - 4))
                     for i in range(self.per_page)]
        bw, bh = gfx.ui_px(240), gfx.ui_px(58)
        self.prev_button = Button((p.x + 40, p.bottom - 18 - bh, bw, bh), lambda: app.tr("history.prev"),
                                  lambda: self.turn(-1), enabled=lambda: not self.chart and self.page > 0, font_size=20,
                                  hotkey="←")
        self.next_button = Button((p.right - 40 - bw, p.bottom - 18 - bh, bw, bh), lambda: app.tr("history.next"),
                                  lambda: self.turn(1), enabled=lambda: not self.chart and self.page < self.pages - 1,
                                  font_size=20, hotkey="→")
        if gfx.ui_scale() > 1.0:  # beside a larger title and CLOSE
            x, close = p.x + 50 + self.TITLE_W + 40, self.close_button.rect
            self.filter_buttons = filter_buttons(self, pygame.Rect(x, close.y, close.x - 24 - x, close.h))
        else:
            self.filter_buttons = filter_buttons(self, pygame.Rect(p.x + 420, p.y + 24, 1010, 62))
        self.widgets = [*self.rows, self.prev_button, self.next_button, *self.filter_buttons]

    def rows_top(self) -> int:
        """Where the lines start: under the column heads (two lines of them at a larger scale)."""
        p = self.PANEL
        if gfx.ui_scale() == 1.0:
            return p.y + 170
        return p.y + 122 + 2 * gfx.font(19, "black").get_linesize() + 8

    def draw_heads(self, surface: pygame.Surface) -> None:
        """The columns' names: at a larger scale a long one ('PUNTATA TOTALE') on two lines over
        its narrow column instead of shrinking, the others on the lower line."""
        p, app = self.PANEL, self.app
        if gfx.ui_scale() == 1.0:
            for (key, x, anchor), width in zip(COLUMNS, COLUMN_WIDTHS):
                gfx.blit_text(surface, app.tr(key), 19, (p.x + x, p.y + 140), gfx.GOLD, "black", anchor=anchor,
                              max_width=width)
            return
        pitch = gfx.font(19, "black").get_linesize()
        foot = self.rows_top() - 8
        for (key, x, anchor), width in zip(COLUMNS, COLUMN_WIDTHS):
            lines = gfx.wrap(app.tr(key), 19, width, "black")
            lines = lines if len(lines) <= 2 else [lines[0], " ".join(lines[1:])]
            edge = "bottomleft" if anchor.endswith("left") else "bottomright"
            for k, line in enumerate(reversed(lines)):
                gfx.blit_text(surface, line, 19, (p.x + x, foot - k * pitch), gfx.GOLD, "black", anchor=edge,
                              max_width=width)

    def turn(self, step: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + step))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.type_code(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.turn(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return super().handle_event(event)

    def type_code(self, event: pygame.event.Event) -> bool:
        """Typing a GAME CODE (as the table shows it) finds its round: Enter opens it,
        Backspace corrects, Esc clears what was typed."""
        char = getattr(event, "unicode", "")
        if char and char in CODE_KEYS and len(self.search) < 16:
            self.search += char
            return True
        if not self.search:
            return False
        if event.key == pygame.K_BACKSPACE:
            self.search = self.search[:-1]
        elif event.key == pygame.K_ESCAPE:
            self.search = ""
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            found = find_round(self.all_entries, self.search)
            if found is None:
                self.app.toast(self.app.tr("history.find.none", code="#" + self.search.lstrip("#")))
            else:
                self.search = ""
                self.open_detail(found)
        else:
            return False
        return True

    def open_detail(self, round_id: str) -> None:
        self.app.open_scene(RoundDetailScene(self.app, round_id), transition=None)

    def draw_page(self, surface: pygame.Surface) -> None:
        p, app = self.PANEL, self.app
        if self.chart:
            bottom = min(p.bottom - 100, self.prev_button.rect.y - 12)  # clear of PREVIOUS / NEXT
            draw_chart(surface, pygame.Rect(p.x + 30, p.y + 130, p.w - 60, bottom - p.y - 130), self.entries,
                       app.wallet.balance, app.tr, app.money, self.all_entries)
            return
        self.draw_heads(surface)
        if not self.entries:
            gfx.blit_text(surface, app.tr("history.empty"), 28, (p.centerx, p.y + 420), gfx.MUTED,
                          anchor="center", max_width=p.w - 100)
        between = self.next_button.rect.x - self.prev_button.rect.right - 40  # the room between the buttons
        gfx.blit_text(surface, app.tr("history.page", page=self.page + 1, pages=self.pages), 20,
                      (p.centerx, p.bottom - 62 - (gfx.ui_px(20) - 20)), gfx.MUTED, anchor="center",
                      max_width=between)
        if self.search:
            gfx.blit_text(surface, app.tr("history.find.typed", code="#" + self.search.lstrip("#")), 20,
                          (p.centerx, p.bottom - 32), gfx.GOLD_LIGHT, "bold", anchor="center", max_width=between)
        else:
            gfx.blit_text(surface, app.tr("history.find.hint"), 18, (p.centerx, p.bottom - 32), gfx.MUTED,
                          anchor="center", max_width=900)


# --- round detail ------------------------------------------------------------------------------
def card_rows(record: Any, prefix: str = "") -> list[tuple[str, list[int]]]:
    """Every list of cards in a round record, labelled by where it was: [("player", [ids])…].

    Works for any game's record: a string that parses as cards is a row; dicts and lists
    are walked (video poker's hands, Casino Hold'em's hand1/hand2).
    """
    rows: list[tuple[str, list[int]]] = []
    skip = {"results", "decisions", "stakes", "config", "hand_names", "total_staked", "total_paid",
            "game", "extra_payouts"}
    if isinstance(record, dict):
        for key, value in record.items():
            if key in skip and not prefix:
                continue
            rows.extend(card_rows(value, f"{prefix}{key} " if prefix else f"{key} "))
    elif isinstance(record, list) and record and all(isinstance(v, str) for v in record) and \
            all(_cards(v) for v in record):
        for i, v in enumerate(record):
            rows.append((_label(f"{prefix}{i + 1}"), _cards(v) or []))
    elif isinstance(record, list):
        for i, v in enumerate(record):
            rows.extend(card_rows(v, f"{prefix}{i + 1} "))
    elif isinstance(record, str):
        ids = _cards(record)
        if ids:
            rows.append((_label(prefix), ids))
    return rows


def _label(path: str) -> str:
    """'hands 3 cards' -> 'hand 3'; 'hands player' -> 'player'."""
    words = [w for w in path.split() if w not in ("cards", "hands") or w == path.split()[0]]
    text = " ".join(words)
    text = re.sub(r"^(\w+?)s (\d+)$", r"\1 \2", text)
    if text.startswith("hands "):
        text = text[6:]
    return text


def _cards(text: str) -> list[int] | None:
    if not text or len(text) > 400 or not any(ch.isdigit() or ch in "TJQKA" for ch in text):
        return None
    try:
        return [c.id for c in parse_cards(text)]
    except Exception:
        return None


class RoundDetailScene(PageScene):
    name = "round-detail"
    title_key = "history.detail"

    def __init__(self, app: AppContext, round_id: str) -> None:
        self.round_id = round_id
        try:
            self.detail: dict[str, Any] = app.wallet.round_detail(round_id)
        except FeltsideError:
            self.detail = {"id": round_id}
        super().__init__(app)

    def build(self) -> None:
        """A game with its own round detail draws the body (Twister: places and hands)."""

        own = round_detail(str(self.detail.get("game", "")))
        body: Widget | None = getattr(self, "body", None) or (own(self) if own is not None else None)
        self.body = body
        self.widgets = [body] if body is not None else []

    def spot_label(self, spot: str) -> str:
        """A bet's name as on the felt: ``spot.<game>.<spot>``, ``spot.<spot>``, else upper-case."""
        game = str(self.detail.get("game", ""))
        for key in (f"spot.{game}.{spot}", f"spot.{spot}"):
            if has(key, "en"):
                return self.app.tr(key)
        return spot.upper()

    def row_label(self, label: str) -> str:
        """'player' -> PLAYER / GIOCATORE; 'hand 3' -> HAND 3 / MANO 3; others upper-case."""
        m = re.match(r"^hand ?(\d+)$", label)  # 'hand 3', 'hand1' (Casino Hold'em's two hands)
        if m:
            return self.app.tr("table.hand", n=m.group(1))
        if has(f"table.{label}", "en"):
            return self.app.tr(f"table.{label}")
        return label.upper()

    def draw_page(self, surface: pygame.Surface) -> None:
        p, app, d = self.PANEL, self.app, self.detail
        record = d.get("record") or {}
        head = f"{app.tr(game_name_key(str(d.get('game', ''))))}   {round_code(str(d.get('code', '')), self.round_id)}   {local_time(d.get('at'))}"
        ident = f"{app.tr('history.round_id')} {d.get('id', '')}"
        big = gfx.ui_scale() > 1.0
        id_room = (p.w - 100) * 2 // 5 if big else None
        id_rect = gfx.blit_text(surface, ident, 20, (p.right - 50, p.y + (130 if not big else 120)), gfx.MUTED, anchor="topright",
                                max_width=id_room)
        gfx.blit_text(surface, head, 26, (p.x + 50, p.y + (126 if not big else 116)), gfx.CREAM, "bold",
                      max_width=id_rect.x - 30 - p.x - 50 if big else None)
        if self.body is not None:
            self.draw_fairness(surface)
            return
        fy = self.fairness_top()
        bx = p.x + (780 if big else 1010)  # larger: the hand names go under the rows' labels
        self.draw_cards(surface, record, p.x + 50, p.y + 126 + gfx.ui_px(54), bx - 30, fy - 30)
        # bets and decisions
        by = p.y + 126 + gfx.ui_px(54)
        table_w = p.right - 50 - bx if big else 640
        gfx.blit_text(surface, app.tr("history.bets"), 22, (bx, by), gfx.GOLD, "black", max_width=table_w)
        by += gfx.ui_px(38)
        history_bets.draw_heads(surface, bx, by, table_w, [app.tr(k) for k in (
            "history.spot", "history.stake", "history.result", "history.payout")])
        by += gfx.ui_px(30)
        results = record.get("results") if isinstance(record, dict) else None
        if not results:  # an older record: its stakes only
            results = [{"spot": spot, "stake": stake, "paid": 0, "outcome": ""}
                       for spot, stake in (d.get("stakes") or {}).items()]

        def label(r: Any) -> str:
            return self.spot_label(str(r.get("spot", ""))) + (
                f" · {history_bets.line_text(str(r['line']), app.lang)}" if r.get("line") else "")

        def outcome(r: Any) -> str:
            return app.tr(f"table.outcome.{r['outcome']}") if r.get("outcome") else ""

        by = history_bets.draw_bets(surface, bx, by, table_w, results, label, outcome,
                                    lambda c: app.money(c) if c or record.get("results") else "",
                                    fy - 40 - gfx.ui_px(64))  # room left for DECISIONS and one
        if d.get("status") == "void":
            by += 10
            reason = app.tr("history.void_reason", reason=d.get("void_reason") or "")
            void = gfx.blit_text_block(surface, reason, 20, table_w, (bx, by), (240, 120, 100))
            by += max(56, void.height + 10)
        by += 20
        gfx.blit_text(surface, app.tr("history.decisions"), 22, (bx, by), gfx.GOLD, "black", max_width=table_w)
        by += gfx.ui_px(36)
        decisions = record.get("decisions") if isinstance(record, dict) else None
        if not decisions:
            gfx.blit_text(surface, app.tr("history.no_decisions"), 20, (bx, by), gfx.MUTED, max_width=table_w)
        for i, dec in enumerate((decisions or [])[:10]):
            if by + gfx.ui_px(28) > fy - 20:
                break
            action = str(dec.get("action", ""))
            text = app.tr(f"action.{action}")
            params = dec.get("params")
            if params:
                text += "  " + ", ".join(f"{k}={v}" for k, v in params.items())
            gfx.blit_text(surface, f"{i + 1}.  {text if not text.startswith('action.') else action.upper()}", 20,
                          (bx, by), gfx.CREAM, max_width=table_w)
            by += gfx.ui_px(28)
        self.draw_fairness(surface)

    def draw_cards(self, surface: pygame.Surface, record: Any, x: int, y: int, right: int, bottom: int) -> None:
        """Every row of cards with its name and hand; at a larger UI scale the hand's name goes
        under the row's name (beside the cards there is no room for it to grow)."""
        app = self.app
        big = gfx.ui_scale() > 1.0
        gfx.blit_text(surface, app.tr("history.cards"), 22, (x, y), gfx.GOLD, "black", max_width=right - x)
        y += gfx.ui_px(40)
        names = record.get("hand_names", {}) if isinstance(record, dict) else {}
        rows = card_rows(record)
        width = 84 if len(rows) <= 5 else 60 if len(rows) <= 8 else 44
        while big and width > 44 and len(rows) * (card_art.card_size(width)[1] + 12) > bottom - y:
            width -= 4  # larger: every row on the page, its cards a little smaller
        four = app.settings.four_colour_deck
        label_w = gfx.ui_px(150)
        cards_x = x + label_w + 10
        for shown, (label, ids) in enumerate(rows):
            h = card_art.card_size(width)[1]
            if y + h > (bottom if big else self.PANEL.bottom - 200):
                gfx.blit_text(surface, f"+ {len(rows) - shown}", 22, (x, y), gfx.MUTED)
                break
            name = names.get(label.split(" ")[-1]) if isinstance(names, dict) else None
            hand = hand_name(str(name), app.lang) if name else ""
            for i, cid in enumerate(ids[:13]):
                card_art.draw_card(surface, cid, width, (cards_x + i * (width + 6), y), four)
            if not big:
                gfx.blit_text(surface, self.row_label(label), 19, (x, y + h // 2), gfx.MUTED, "bold",
                              anchor="midleft", max_width=150)
                if hand:
                    gfx.blit_text(surface, hand, 20, (cards_x + min(len(ids), 13) * (width + 6) + 10, y + h // 2),
                                  gfx.GOLD_LIGHT, anchor="midleft")
            else:
                with gfx.box_scale(gfx.box_factor([(self.row_label(label), 19, "bold", label_w)])):
                    top = gfx.blit_text(surface, self.row_label(label), 19, (x, y), gfx.MUTED, "bold",
                                        max_width=label_w)
                beside = cards_x + min(len(ids), 13) * (width + 6) + 10
                pitch = gfx.font(20).get_linesize()
                there = gfx.wrap(hand, 20, right - beside) if hand and right - beside > 120 else []
                if there and len(there) * pitch <= h and all(gfx.font(20).size(t)[0] <= right - beside
                                                             for t in there):  # beside the cards
                    for k, line in enumerate(there):
                        gfx.blit_text(surface, line, 20, (beside, y + (h - len(there) * pitch) // 2 + k * pitch),
                                      gfx.GOLD_LIGHT, max_width=right - beside)
                elif hand:  # under the row's name, in the lines its cards leave (the last one holds the rest)
                    lines = gfx.wrap(hand, 20, label_w)
                    fit = max(1, (y + h - top.bottom) // pitch)
                    lines = lines[:fit - 1] + [" ".join(lines[fit - 1:])] if len(lines) > fit else lines
                    for k, line in enumerate(lines):
                        gfx.blit_text(surface, line, 20, (x, top.bottom + 4 + k * pitch), gfx.GOLD_LIGHT,
                                      max_width=label_w)
            y += max(h, 0) + 12

    def fairness_top(self) -> int:
        """Where the seed hash and the seed start (their lines grow with the UI scale)."""
        return self.PANEL.bottom - (170 if gfx.ui_scale() == 1.0 else 180)  # its line on a game's body's foot

    def draw_fairness(self, surface: pygame.Surface) -> None:
        """The seed hash shown before the deal and the seed revealed after it."""
        p, app, d = self.PANEL, self.app, self.detail
        fy = self.fairness_top()
        steps = (26, 62, 88) if gfx.ui_scale() == 1.0 else tuple(gfx.ui_px(v) for v in (24, 58, 82))
        gfx.line(surface, gfx.GOLD_DARK, (p.x + 40, fy - 14), (p.right - 40, fy - 14), 1)
        gfx.blit_text(surface, app.tr("history.seed_hash"), 18, (p.x + 50, fy), gfx.MUTED, "bold",
                      max_width=p.w // 2 - 60)
        gfx.blit_text(surface, str(d.get("seed_hash") or ""), 20, (p.x + 50, fy + steps[0]), gfx.CREAM,
                      max_width=p.w - 100)
        gfx.blit_text(surface, app.tr("history.seed"), 18, (p.x + 50, fy + steps[1]), gfx.MUTED, "bold",
                      max_width=p.w // 2 - 60)
        seed = d.get("seed")
        gfx.blit_text(surface, str(seed) if seed else app.tr("history.seed_hidden"), 20,
                      (p.x + 50, fy + steps[2]), gfx.CREAM if seed else gfx.MUTED, max_width=p.w - 100)
        gfx.blit_text(surface, app.tr("history.verify", id=d.get("id", "")), 18, (p.right - 50, fy),
                      gfx.MUTED, anchor="topright", max_width=p.w // 2 - 60)
