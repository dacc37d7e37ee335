"""The tournament's hand history: every finished hand, its cards (the player's always,
the opponents' only when shown down), actions, pots and winners; EXPORT PHH writes the
hands as Poker Hand History files (opponents' unshown cards written as ``????``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.cards import Card
from gamelib.games.twister.operations import (
    AntePosted,
    BetPlaced,
    BetReturned,
    BlindPosted,
    BoardDealt,
    Called,
    Checked,
    Folded,
    HandMucked,
    HandShown,
    HoleDealt,
    PotAwarded,
)
from gamelib.games.twister.phh import PHHError, replay
from gamelib.games.twister.record import export_tournament
from gamelib.games.twister.replay import HandReplay
from gamelib.games.twister.table import TwisterTable
from gamelib.money import format_amount
from scenes.games.twister.phh_files import PhhFilesScene
from scenes.games.twister.replayer import ReplayerScene
from scenes.games.twister.still_popup import StillPopUp
from scenes.ui import gfx
from scenes.ui.gfx import designed_width
from scenes.ui.hand_names import hand_name
from scenes.ui.widgets.base import Button, Widget

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

SUITS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
BOX = pygame.Rect(160, 80, 1600, 920)
LIST_W, ROW_H = 360, 44
LINE_H = 28  # one line of a hand's story
LINE_TIGHT = 25  # per designed px of a grown line (at 150 %: 37, the ink of a line is at most 31)


def card_text(cards: Iterable[Card | None]) -> str:
    """Cards as a player reads them: ``10♦ A♠`` (unknown ones ``??``)."""
    return " ".join("??" if c is None else f"{str(c)[0].replace('T', '10')}{SUITS[str(c)[1]]}"
                    for c in cards)


def hand_lines(record: dict[str, Any], player_name: str, tr: Callable[..., str], lang: str = "en") -> list[str]:
    """Readable lines of a recorded hand, hiding opponents' cards that were not shown
    (blinds and antes first; hand names and chip counts in ``lang``)."""
    hand = replay(record)
    names = [str(n) for n in record.get("players", [])] or [f"p{k + 1}" for k in range(hand.seats)]
    shown = {op.seat for op in hand.operations if isinstance(op, HandShown)}
    lines: list[str] = []

    def say(what: str, seat: int, **params: Any) -> str:
        mine = names[seat] == player_name
        return str(tr(f"twister.h.{what}" + (".you" if mine else ""), name=names[seat], **params))

    def chips(n: int) -> str:
        return format_amount(n * 100, lang, decimals=False)

    for op in hand.operations:
        if isinstance(op, BlindPosted):
            lines.append(say(op.kind, op.seat, amount=chips(op.amount)))
        elif isinstance(op, AntePosted):
            lines.append(say("ante", op.seat, amount=chips(op.amount)))
        elif isinstance(op, HoleDealt):
            if names[op.seat] == player_name or op.seat in shown:
                lines.append(say("dealt", op.seat, cards=card_text(op.cards)))
        elif isinstance(op, BoardDealt):
            key = {1: "twister.h.flop", 2: "twister.h.turn", 3: "twister.h.river"}[op.street]
            lines.append(tr(key, cards=card_text(op.cards)))
        elif isinstance(op, Folded):
            lines.append(say("fold", op.seat))
        elif isinstance(op, Checked):
            lines.append(say("check", op.seat))
        elif isinstance(op, Called):
            lines.append(say("call", op.seat, amount=chips(op.amount))
                         + (tr("twister.h.all_in") if op.all_in else ""))
        elif isinstance(op, BetPlaced):
            lines.append(say(op.kind, op.seat, to=chips(op.to))
                         + (tr("twister.h.all_in") if op.all_in else ""))
        elif isinstance(op, BetReturned):
            lines.append(say("returned", op.seat, amount=chips(op.amount)))
        elif isinstance(op, HandShown):
            lines.append(say("shows", op.seat, cards=card_text(op.cards), hand=hand_name(op.name, lang)))
        elif isinstance(op, HandMucked):
            lines.append(say("mucks", op.seat))
        elif isinstance(op, PotAwarded):
            for seat, won in op.shares:
                if op.hand_name:
                    lines.append(say("wins_with", seat, amount=chips(won), hand=hand_name(op.hand_name, lang)))
                else:
                    lines.append(say("wins", seat, amount=chips(won)))
    return lines


def line_factor(lines: list[str], room: int, size: int = 22) -> float:
    """The one factor ``lines`` are drawn at so that the widest fits ``room`` (a line's width read
    as drawn, suits included), never above the player's scale nor under 1.0."""

    widest = max((designed_width(line, size) for line in lines), default=0)
    k = max(1.0, min(gfx.ui_scale(), room / widest)) if widest else gfx.ui_scale()
    near = [line for line in lines if line and designed_width(line, size) * k > room * 0.9]
    while k > 1.0:  # a grown font is not quite the designed one scaled (hinting, the suits' face): as drawn
        with gfx.box_scale(k):
            if all(gfx.text(line, size).get_width() <= room for line in near):
                break
        k = max(1.0, k - 0.02)
    return k


class HandHistoryScene(StillPopUp):
    """A pop-up over the table: the hands on the left, the chosen one on the right (a hand's row is
    lit when chosen by a click or a key, never under the pointer)."""

    name = "twister-history"
    draws_natively = True  # gfx's primitives at the window's pixels (issue 27)

    def __init__(self, app: AppContext, table: TwisterTable) -> None:
        super().__init__(app)
        self.table = table
        self.selected = len(table.t.history) - 1
        self._lines: dict[int, list[str]] = {}
        self._build()

    def _build(self) -> None:
        """The box, its list and its buttons at the player's scale (at 100 % the designed ones)."""
        app, f = self.app, gfx.ui_scale()
        g = min(1.0, (f - 1) / 0.5)
        self.box = pygame.Rect(0, 0, BOX.w + round(240 * g), BOX.h + round(120 * g))
        self.box.center = BOX.center if g == 0 else (960, 540)
        self.list_w, self.row_h = gfx.ui_px(LIST_W), gfx.ui_px(ROW_H)
        box, h = self.box, gfx.ui_px(64)
        y = box.bottom - 20 - h
        self.close_b = Button((box.right - 24 - gfx.ui_px(196), y, gfx.ui_px(196), h),
                              lambda: app.tr("twister.close"), self.close, hotkey="Esc", style="gold", font_size=22)
        self.export_b = Button((self.close_b.rect.x - 40 - gfx.ui_px(220) + 24, y, gfx.ui_px(220), h),
                               lambda: app.tr("twister.export"), self.export, hotkey="E", font_size=22,
                               enabled=lambda: bool(self.table.t.history))
        self.replay_b = Button((self.export_b.rect.x - 16 - gfx.ui_px(220), y, gfx.ui_px(220), h),
                               lambda: app.tr("twister.replay"), self.replay, hotkey="R", font_size=22,
                               enabled=lambda: 0 <= self.selected < len(self.table.t.history))
        self.files_b = Button((box.x + 24, y, gfx.ui_px(260), h), lambda: app.tr("twister.phh.open"),
                              self.open_files, hotkey="O", font_size=22)
        self.controls: list[Widget] = [self.close_b, self.export_b, self.replay_b, self.files_b]

    def language_changed(self) -> None:
        self._build()

    @property
    def player_name(self) -> str:
        seat = self.table.t.player_seat
        return self.table.t.entrants[seat].name if seat is not None else ""

    def export(self) -> None:
        try:
            path = export_tournament(self.table, Path(self.app.data_dir) / "exports", self.player_name)
        except (OSError, PHHError) as exc:
            self.app.toast(str(exc))
            return
        self.app.toast(self.app.tr("twister.exported", path=str(path)), tone="info")

    def replay(self) -> None:
        """The chosen hand street by street on the table graphics (the replayer)."""

        try:
            replay = HandReplay.of_record(self.table.t.history[self.selected], self.player_name,
                                          buy_in=self.table.t.buy_in, multiplier=self.table.t.multiplier)
        except (PHHError, IndexError) as exc:
            self.app.toast(str(exc))
            return
        self.app.manager.push(ReplayerScene(self.app, replay))

    def open_files(self) -> None:
        """OPEN PHH: replay a hand from a PHH file of this save."""

        self.app.manager.push(PhhFilesScene(self.app))

    def lines(self, k: int) -> list[str]:
        if k not in self._lines:
            try:
                self._lines[k] = hand_lines(self.table.t.history[k], self.player_name, self.app.tr,
                                            self.app.settings.language)
            except PHHError as exc:
                self._lines[k] = [str(exc)]
        return self._lines[k]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if any(b.handle_event(event) for b in self.controls):
            return True
        n = len(self.table.t.history)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            x, y = event.pos
            box = self.box
            if box.x + 24 <= x <= box.x + 24 + self.list_w and y >= box.y + 90:
                k = n - 1 - (self._first() + (y - box.y - 90) // self.row_h)  # newest first
                if 0 <= k < n:
                    self.selected = k
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN) and n:
                # newest first: Down goes to an older hand, Up to a newer one
                self.selected = max(0, min(n - 1, self.selected + (-1 if event.key == pygame.K_DOWN else 1)))
                return True
            if event.key == pygame.K_e:
                return self.export_b.click()
            if event.key == pygame.K_r:
                return self.replay_b.click()
            if event.key == pygame.K_o:
                return self.files_b.click()
        return True

    def _first(self) -> int:
        """The first row shown (rows count from the newest hand), keeping the chosen one in view."""
        rows, n = self.rows(), len(self.table.t.history)
        return max(0, min(n - 1 - self.selected - rows // 2, n - rows))

    def rows(self) -> int:
        """How many hands the list shows."""
        return (self.close_b.rect.y - 16 - self.box.y - 90) // self.row_h

    def row_hands(self) -> list[int]:
        """The hands in the list as shown, top to bottom: the newest first."""
        rows, n = self.rows(), len(self.table.t.history)
        first = self._first()
        return [n - 1 - p for p in range(first, min(n, first + rows))]

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """What stays while the history is open (kept with the table beneath in one layer): the
        veil, the box, its title, the hands' list with the chosen one lit, that hand's story. A
        click or a key that chooses another hand makes the layer again (the manager's)."""
        gfx.veil(surface, 160)
        box = self.box
        gfx.draw_panel(surface, box, (10, 20, 15, 248), gfx.GOLD, 22, 2)
        tr = self.app.tr
        gfx.blit_text(surface, tr("twister.history"), 36, (box.x + 28, box.y + 24), gfx.GOLD, "black",
                      max_width=box.w - 56)
        history = self.table.t.history
        if not history:
            gfx.blit_text(surface, tr("twister.no_hands"), 28, box.center, gfx.MUTED, anchor="center",
                          max_width=box.w - 56)
        labels = [(k, f"{tr('twister.hand_no', n=history[k].get('hand', k + 1))} · "
                      f"{tr('twister.h.level', n=history[k].get('_level', 1))}") for k in self.row_hands()]
        with gfx.box_scale(gfx.box_factor((label, 22, "regular", self.list_w - 24) for _, label in labels)):
            for i, (k, label) in enumerate(labels):
                r = pygame.Rect(box.x + 24, box.y + 90 + i * self.row_h, self.list_w, self.row_h - 6)
                if k == self.selected:
                    gfx.rect(surface, gfx.GOLD_DARK, r, border_radius=8)
                gfx.blit_text(surface, label, 22, (r.x + 12, r.centery), gfx.CREAM, anchor="midleft",
                              max_width=r.w - 24)
        if history and 0 <= self.selected < len(history):
            self._draw_story(surface, self.lines(self.selected))

    def _draw_story(self, surface: pygame.Surface, lines: list[str]) -> None:
        """The chosen hand's lines right of the list, one column or, for a long hand, two; every
        line at one factor (the widest fits its column), spaced by it."""
        x, y = self.box.x + self.list_w + 70, self.box.y + 90
        room_h = self.close_b.rect.y - 16 - y
        best = (0.0, 1, 1)
        for columns in (1, 2):  # a long hand reads in two columns, if that lets its lines be larger
            width = (self.box.right - x - 30) // columns
            rows = -(-len(lines) // columns)
            rows = max(1, rows)  # grown lines sit a little closer than the designed pitch (their ink keeps clear)
            tall = room_h / (LINE_H * rows) if LINE_H * rows > room_h else room_h / (LINE_TIGHT * rows)
            k = min(line_factor(lines, width - 20), tall)
            if k > best[0] + 0.01 or (columns == 2 and best[0] < 1.0):
                best = (k, columns, width)
        k, columns, width = max(1.0, best[0]), best[1], best[2]
        line_h = max(LINE_H, int(LINE_TIGHT * k)) if k > 1 else LINE_H  # rounded down: each line keeps its room
        per_column = room_h // line_h
        with gfx.box_scale(k):
            for i, line in enumerate(lines[:per_column * columns]):
                col, row = divmod(i, per_column)
                gfx.blit_text(surface, line, 22, (x + col * width, y + row * line_h), gfx.CREAM,
                              max_width=width - 20)
