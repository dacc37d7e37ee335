"""ROUND DETAIL for a Twister tournament: the wheel's multiplier and the prize pool, the
finishing places with names and prizes, and every hand in a compact scrollable list
(number, blinds, the player's hole cards, the board, winner(s) with their hand, the pot).

Everything is read from the settled record through :mod:`gamelib.games.twister.record`;
each hand is replayed only when its row is first shown, so a long tournament opens at once.
Opponents' hole cards are never drawn.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.games.twister.cancellation import buy_in_split
from gamelib.games.twister.phh import PHHError
from gamelib.games.twister.record import (
    HandRow,
    finishing_places,
    hand_row,
    is_tournament_record,
    player_name,
    record_cancelled_shares,
)
from gamelib.games.twister.replay import HandReplay
from scenes.games.twister.abandon import open_body
from scenes.games.twister.draw import count_text, place_text
from scenes.games.twister.replayer import ReplayerScene
from scenes.ui import card_art, gfx
from scenes.ui.hand_names import hand_name
from scenes.ui.widgets.base import Widget

if TYPE_CHECKING:
    from scenes.ui.navigation import RoundDetailPage

#: Layout (logical px, from the body's left edge): summary column, then the hand list.
SUMMARY_W = 500
LIST_X = 540
CARD_W = 38
ROW_H = 62
ROW_MOST = 1.4  # a hand's row keeps its height: its texts grow up to this
SUMMARY_MOST = 1.35  # the summary's lines keep their pitch (the page's height): they grow up to this
HEAD_H = 44
#: Hand-list columns, x from the list's left edge: number, blinds, hole cards, board, winner.
COL_BLINDS, COL_CARDS, COL_BOARD, COL_WINNER = 62, 192, 320, 560
#: Their headings: (text key, x (negative: from the right edge), anchor, widest).
HAND_COLUMNS = (("twister.detail.col.hand", 0, "midleft", 50),
                ("twister.detail.col.blinds", COL_BLINDS, "midleft", COL_CARDS - COL_BLINDS - 10),
                ("twister.detail.col.cards", COL_CARDS, "midleft", COL_BOARD - COL_CARDS - 10),
                ("twister.detail.col.board", COL_BOARD, "midleft", COL_WINNER - COL_BOARD - 10),
                ("twister.detail.col.winner", COL_WINNER, "midleft", 300),
                ("twister.detail.col.pot", -36, "midright", 120))


class TwisterRoundBody(Widget):
    """The body of a Twister round's detail page: summary on the left, hands on the right."""

    def __init__(self, scene: RoundDetailPage, rect: pygame.Rect) -> None:
        super().__init__(rect)
        self.scene = scene
        self.record: Mapping[str, Any] = scene.detail.get("record") or {}
        self.hands: list[Mapping[str, Any]] = list(self.record.get("hands", []))
        self.you = player_name(self.record)
        self.first = 0  # the first hand shown
        self._rows: dict[int, HandRow | str] = {}

    # --- reading ------------------------------------------------------------------------
    @property
    def visible_rows(self) -> int:
        if gfx.ui_scale() == 1.0:
            return max(1, (self.rect.h - HEAD_H - 40) // ROW_H)
        # grown: the column heads may take two lines, and the scroll hint its grown line
        hint = gfx.font(17).get_linesize() if len(self.hands) > 1 else 0
        return max(1, (self.rect.bottom - 6 - hint - self.list_top() + 4) // ROW_H)

    def head_lines(self) -> list[list[str]]:
        """Each hand column's heading in lines: one at 100 %; at a larger scale (drawn at the rows'
        factor) a heading too wide for its column on two."""
        app = self.scene.app
        if gfx.ui_scale() == 1.0:
            return [[app.tr(key)] for key, *_ in HAND_COLUMNS]
        with gfx.box_scale(min(gfx.ui_scale(), ROW_MOST)):
            lines = [gfx.wrap(app.tr(key), 17, widest, "bold") for key, _, _, widest in HAND_COLUMNS]
        return [ls if len(ls) <= 2 else [ls[0], " ".join(ls[1:])] for ls in lines]

    def head_pitch(self) -> int:
        """The headings' line pitch (a larger scale: at the rows' factor)."""
        with gfx.box_scale(min(gfx.ui_scale(), ROW_MOST)):
            return int(gfx.font(17, "bold").get_linesize())

    def list_top(self) -> int:
        """Where the hands' rows start: under the column heads (as designed, or lower by a
        heading's second line)."""
        top = self.rect.y + HEAD_H + 28
        if gfx.ui_scale() == 1.0:
            return top
        return top + (max(len(ls) for ls in self.head_lines()) - 1) * self.head_pitch()

    @property
    def last_first(self) -> int:
        return max(0, len(self.hands) - self.visible_rows)

    def row(self, k: int) -> HandRow | str:
        """Hand ``k``'s row (replayed once), or the reason it cannot be shown."""
        if k not in self._rows:
            try:
                self._rows[k] = hand_row(self.hands[k], self.you)
            except (PHHError, KeyError, TypeError, ValueError, IndexError) as exc:
                self._rows[k] = str(exc)
        return self._rows[k]

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(self.last_first, self.first + rows))

    def name(self, who: str) -> str:
        return str(self.scene.app.tr("twister.you")) if who == self.you and who else who

    # --- events -------------------------------------------------------------------------
    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The hand whose row is at ``pos`` (None off the list)."""
        r = self.rect
        lx, top = r.x + LIST_X - 8, self.list_top()
        x, y = pos
        if not (lx <= x <= r.right - 20 and y >= top):
            return None
        i = (y - top) // ROW_H
        k = self.first + i
        return k if i < self.visible_rows and k < len(self.hands) else None

    def replay(self, k: int) -> None:
        """Hand ``k`` street by street on the table graphics (the replayer)."""

        try:
            replay = HandReplay.of_record(self.hands[k], self.you, buy_in=int(self.record.get("buy_in", 0)),
                                          multiplier=int(self.record.get("multiplier", 0)))
        except (PHHError, KeyError, TypeError, ValueError, IndexError) as exc:
            self.scene.app.toast(str(exc))
            return
        self.scene.app.manager.push(ReplayerScene(self.scene.app, replay))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            k = self.row_at(event.pos)
            if k is not None:
                self.replay(k)
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-int(event.y) * 2)
            return True
        if event.type == pygame.KEYDOWN:
            page = self.visible_rows - 1
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                     pygame.K_HOME: -len(self.hands), pygame.K_END: len(self.hands)}
            if event.key in steps:
                self.scroll(steps[event.key])
                return True
        return False

    # --- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        with gfx.box_scale(min(gfx.ui_scale(), SUMMARY_MOST)):  # its lines keep their pitch: they grow to this
            self.draw_summary(surface)
        self.draw_hands(surface)

    def draw_summary(self, surface: pygame.Surface) -> None:
        app, rec, r = self.scene.app, self.record, self.rect
        x, y = r.x, r.y
        gfx.blit_text(surface, app.tr("twister.detail.tournament"), 22, (x, y), gfx.GOLD, "black",
                      max_width=SUMMARY_W - 40)
        y += 40
        mult_text = count_text(app, int(rec.get("multiplier", 0))) + "x"
        with gfx.designed_text():  # large already; its height is the summary's to grow
            mult = gfx.blit_text(surface, mult_text, 64, (x, y), gfx.GOLD_LIGHT, "black", shadow=True)
        gfx.blit_text(surface, app.tr("twister.detail.wheel"), 20, (mult.right + 16, mult.bottom - 12),
                      gfx.MUTED, anchor="bottomleft", max_width=x + SUMMARY_W - 40 - mult.right - 16)
        y = mult.bottom + 14
        split = buy_in_split(int(rec.get("buy_in", 0)))
        facts = (("twister.detail.buy_in", app.money(int(rec.get("buy_in", 0)))),
                 ("twister.detail.jackpot_fee", app.money(split.jackpot_fee)),
                 ("twister.detail.tournament_fee", app.money(split.tournament_fee)),
                 ("twister.detail.pool", app.money(int(rec.get("pool", 0)))),
                 ("twister.detail.hands_played", str(len(self.hands))))
        for key, value in facts:
            gfx.blit_text(surface, app.tr(key), 21, (x, y), gfx.MUTED, max_width=(SUMMARY_W - 40) * 2 // 3)
            gfx.blit_text(surface, value, 22, (x + SUMMARY_W - 40, y), gfx.CREAM, "bold", anchor="topright",
                          max_width=(SUMMARY_W - 40) // 3)
            y += 30
        y += 22
        if rec.get("cancelled"):
            self.draw_cancelled(surface, x, y)
            return
        gfx.blit_text(surface, app.tr("twister.detail.places"), 22, (x, y), gfx.GOLD, "black",
                      max_width=SUMMARY_W - 40)
        y += 42
        for place, who, prize, mine in finishing_places(rec):
            line = pygame.Rect(x - 10, y - 6, SUMMARY_W - 20, 44)
            if mine:
                gfx.draw_panel(surface, line, (212, 175, 55, 48), gfx.GOLD_DARK, 8, 1)
            colour = gfx.GOLD_LIGHT if place == 1 else gfx.CREAM
            gfx.blit_text(surface, place_text(app, place), 24, (x, line.centery), colour, "black",
                          anchor="midleft")
            gfx.blit_text(surface, self.name(who), 22, (x + 70, line.centery), colour, "bold" if mine else
                          "regular", anchor="midleft", max_width=220)
            gfx.blit_text(surface, app.money(prize) if prize else "—", 22, (x + SUMMARY_W - 40, line.centery),
                          colour, "bold", anchor="midright")
            y += 50
        y += 16
        place = int(rec.get("place", 0))
        if place:
            gfx.blit_text(surface, app.tr("twister.finished.place", place=place_text(app, place)), 22,
                          (x, y), gfx.CREAM, max_width=SUMMARY_W - 40)
            y += 32
        prize = int(rec.get("prize", 0))
        gfx.blit_text(surface, app.tr("twister.finished.prize", prize=app.money(prize)) if prize
                      else app.tr("twister.finished.none"), 22, (x, y),
                      gfx.GOLD_LIGHT if prize else gfx.MUTED, "bold" if prize else "regular",
                      max_width=SUMMARY_W - 40)

    def draw_cancelled(self, surface: pygame.Surface, x: int, y: int) -> None:
        """A cancelled tournament: who got what by the rules' scheme (instead of the places)."""
        app = self.scene.app
        gfx.blit_text(surface, app.tr("twister.detail.cancelled"), 22, (x, y), gfx.GOLD, "black",
                      max_width=SUMMARY_W - 40)
        y += 42
        for share in record_cancelled_shares(self.record):
            colour = gfx.GOLD_LIGHT if share.is_player else gfx.CREAM
            standing = app.tr("twister.out", place=place_text(app, share.place)) if share.place else \
                app.tr("twister.detail.refund", refund=app.money(share.refund),
                       share=app.money(share.cents - share.refund))
            gfx.blit_text(surface, self.name(share.name), 22, (x, y), colour, "bold", max_width=240)
            gfx.blit_text(surface, app.money(share.cents), 22, (x + SUMMARY_W - 40, y), colour, "bold",
                          anchor="topright")
            gfx.blit_text(surface, standing, 18, (x, y + 28), gfx.MUTED, max_width=SUMMARY_W - 40)
            y += 60

    def draw_hands(self, surface: pygame.Surface) -> None:
        app, r = self.scene.app, self.rect
        lx, lw = r.x + LIST_X, r.w - LIST_X
        gfx.line(surface, gfx.GOLD_DARK, (lx - 20, r.y), (lx - 20, r.bottom - 10), 1)
        gfx.blit_text(surface, f"{app.tr('twister.detail.hands')} ({len(self.hands)})", 22, (lx, r.y),
                      gfx.GOLD, "black", max_width=240)
        if self.hands:
            gfx.blit_text(surface, app.tr("twister.replay.hint"), 18, (lx + lw - 36, r.y + 4), gfx.MUTED,
                          anchor="topright", max_width=lw - 260)
        hy = r.y + HEAD_H + 8
        heads, pitch = self.head_lines(), self.head_pitch()
        tall = max(len(ls) for ls in heads)
        with gfx.box_scale(min(gfx.ui_scale(), ROW_MOST)):  # the heads at the rows' one factor
            for (_, off, anchor, widest), lines in zip(HAND_COLUMNS, heads, strict=True):
                for i, words in enumerate(lines, start=tall - len(lines)):  # a one-line head on the lower line
                    gfx.blit_text(surface, words, 17, (lx + off if off >= 0 else lx + lw + off, hy + i * pitch),
                                  gfx.MUTED, "bold", anchor=anchor, max_width=widest)
        top = self.list_top()
        if not self.hands:
            gfx.blit_text(surface, app.tr("twister.detail.no_hands"), 22, (lx, top + 20), gfx.MUTED)
            return
        self.first = max(0, min(self.last_first, self.first))
        shown = range(self.first, min(len(self.hands), self.first + self.visible_rows))
        with gfx.box_scale(min(gfx.ui_scale(), ROW_MOST)) as f:  # a row keeps its height: its texts grow to this
            for i, k in enumerate(shown):
                line = pygame.Rect(lx - 8, top + i * ROW_H, lw - 20, ROW_H - 4)
                self.draw_row(surface, line, self.row(k), k, f)
        if len(self.hands) > self.visible_rows:
            self.draw_scrollbar(surface, pygame.Rect(lx + lw - 14, top, 8, self.visible_rows * ROW_H - 4))
            with gfx.box_scale(min(gfx.ui_scale(), ROW_MOST)):  # grown in its room under the rows
                gfx.blit_text(surface, app.tr("twister.detail.scroll", first=shown.start + 1, last=shown.stop,
                                              n=len(self.hands)), 17, (lx, r.bottom - 6), gfx.MUTED,
                              anchor="bottomleft", max_width=lw - 20)

    def draw_row(self, surface: pygame.Surface, line: pygame.Rect, row: HandRow | str, k: int,
                 f: float = 1.0) -> None:
        """One hand's row; ``f`` the factor its texts are drawn at (the winner's two lines part
        with it)."""
        app = self.scene.app
        if k % 2 == 0:
            gfx.draw_panel(surface, line, (255, 255, 255, 18), gfx.GOLD_DARK, 8, 0)
        x, cy = line.x + 8, line.centery
        if isinstance(row, str):
            gfx.blit_text(surface, f"{k + 1}", 22, (x, cy), gfx.CREAM, "bold", anchor="midleft",
                          max_width=COL_BLINDS - 8)
            gfx.blit_text(surface, row, 18, (x + COL_BLINDS, cy), (240, 120, 100), anchor="midleft",
                          max_width=line.w - 80)
            return
        four = app.settings.four_colour_deck
        ch = card_art.card_size(CARD_W)[1]
        gfx.blit_text(surface, str(row.number or k + 1), 22, (x, cy), gfx.CREAM, "bold", anchor="midleft",
                      max_width=COL_BLINDS - 8)
        blinds = f"{count_text(app, row.blinds[0])}/{count_text(app, row.blinds[1])}"
        gfx.blit_text(surface, blinds, 19, (x + COL_BLINDS, cy), gfx.MUTED,
                      anchor="midleft", max_width=COL_CARDS - COL_BLINDS - 10)
        if row.hole is None:
            gfx.blit_text(surface, app.tr("twister.detail.out"), 19, (x + COL_CARDS, cy), gfx.MUTED,
                          anchor="midleft", max_width=COL_BOARD - COL_CARDS - 10)
        else:
            for i, cid in enumerate(row.hole):
                card_art.draw_card(surface, cid, CARD_W, (x + COL_CARDS + i * (CARD_W + 4), cy - ch // 2), four)
        for i, cid in enumerate(row.board):
            card_art.draw_card(surface, cid, CARD_W, (x + COL_BOARD + i * (CARD_W + 4), cy - ch // 2), four)
        winners = ", ".join(self.name(who) for who, _ in row.winners)
        mine = any(who == self.you for who, _ in row.winners)
        colour = gfx.GOLD_LIGHT if mine else gfx.CREAM
        pot_x = line.right - 10
        width = pot_x - 100 - (x + COL_WINNER)
        gfx.blit_text(surface, winners, 20, (x + COL_WINNER, cy - round(11 * f)), colour, "bold", anchor="midleft",
                      max_width=width)
        detail = hand_name(row.hand, app.lang) if row.hand else app.tr("twister.detail.folded")
        gfx.blit_text(surface, detail, 16, (x + COL_WINNER, cy + round(13 * f)), gfx.MUTED, anchor="midleft",
                      max_width=width)
        gfx.blit_text(surface, count_text(app, row.pot), 21, (pot_x, cy), colour, "bold", anchor="midright",
                      max_width=90)

    def draw_scrollbar(self, surface: pygame.Surface, track: pygame.Rect) -> None:
        gfx.rect(surface, (0, 0, 0), track, border_radius=4)
        n = len(self.hands)
        knob_h = max(30, track.h * self.visible_rows // n)
        knob_y = track.y + (track.h - knob_h) * self.first // max(1, self.last_first)
        gfx.rect(surface, gfx.GOLD, (track.x, knob_y, track.w, knob_h), border_radius=4)


def twister_body(scene: RoundDetailPage) -> Widget | None:
    """The Twister body for a tournament's detail page (settled, or still being played),
    else None (the shared page)."""
    d = scene.detail
    if d.get("game") == "twister" and d.get("status") == "open":
        return open_body(scene)  # still being played: its standing, and ABANDON
    if d.get("game") != "twister" or not is_tournament_record(d.get("record")):
        return None
    p = scene.PANEL
    return TwisterRoundBody(scene, pygame.Rect(p.x + 50, p.y + 176, p.w - 100, p.h - 176 - 194))

