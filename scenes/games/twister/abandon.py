"""ROUND DETAIL of a Twister tournament still being played: its standing after the last
completed hand, and ABANDON.

Leaving is forfeiting (spec 50): ABANDON asks first, then the player's seat sits out
(posts its blinds, folds) and the tournament is played to its end at once with the same
seeds (gamelib's ``forfeit``; a table of it open in the Twister grid leaves the grid, a
hand in play there is void); the prize follows the finishing place. The page says where
the player finished and then shows the settled tournament. Only a tournament whose state
cannot be read gives the buy-in back.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

from gamelib.errors import FeltsideError
from gamelib.games.twister.desk import TwisterDesk
from gamelib.games.twister.forfeit import Forfeited, forfeit
from gamelib.games.twister.room import TwisterRoom
from scenes.games.twister.draw import count_text, place_text, seat_name
from scenes.ui import gfx
from scenes.ui.dialog import MessageDialog
from scenes.ui.widgets.base import Button, Widget

if TYPE_CHECKING:
    from scenes.ui.context import Texts
    from scenes.ui.navigation import RoundDetailPage

COLUMN_W = 760  # the standing's width, from the body's left edge


def forfeit_text(app: Texts, result: Forfeited) -> str:
    """How a forfeited tournament ended: "You finished 3rd: € 0.00." (or cancelled: the share)."""
    if result.cancelled:
        return str(app.tr("twister.abandon.cancelled", amount=app.money(result.prize)))
    return str(app.tr("twister.abandon.result", place=place_text(app, result.place),
                      amount=app.money(result.prize)))


def live_rooms(app: object) -> Iterator[TwisterRoom]:
    """The Twister rooms of the scenes open now (the Twister grid kept among the open tables)."""
    scenes = [*getattr(app, "open_tables", []), *getattr(getattr(app, "manager", None), "stack", [])]
    for scene in dict.fromkeys(scenes):
        room = getattr(scene, "room", None)
        if isinstance(room, TwisterRoom):
            yield room


class TwisterOpenBody(Widget):
    """The body of an open Twister round's detail page."""

    def __init__(self, scene: RoundDetailPage, rect: pygame.Rect, tournament_id: str) -> None:
        super().__init__(rect)
        self.scene = scene
        self.tournament_id = tournament_id
        self.desk = TwisterDesk(scene.app.wallet)
        self.t = self.desk.open_tournament(tournament_id)
        app = scene.app
        self.button = Button((rect.x, rect.bottom - 76, 360, 68), lambda: app.tr("twister.abandon"), self.ask,
                             style="red", font_size=26,
                             enabled=lambda: tournament_id in self.desk.open_ids())

    # --- leaving ------------------------------------------------------------------------
    def ask(self) -> None:
        app = self.scene.app
        body = app.tr("twister.abandon.confirm") if self.t is not None else \
            app.tr("twister.abandon.confirm_refund")
        app.manager.push(MessageDialog(app, lambda: app.tr("twister.abandon.title"), body,
                                       buttons=[(lambda: app.tr("ui.cancel"), None),
                                                (lambda: app.tr("twister.abandon"), self.abandon)]))

    def abandon(self) -> None:
        """Forfeit the tournament (the confirm dialog's ABANDON), say where the player
        finished, and show the settled tournament."""
        app = self.scene.app
        stakes = self.scene.detail.get("stakes") or {}
        buy_in = self.t.buy_in if self.t is not None else int(stakes.get("buy-in", 0))
        try:
            room = next((r for r in live_rooms(app) if any(
                table.t.tournament_id == self.tournament_id for table in r.tables)), None)
            result = room.abandon(self.tournament_id) if room is not None else \
                forfeit(self.desk, self.tournament_id)
        except FeltsideError as exc:
            app.show_error(exc)
            return
        if result is None:
            text = app.tr("twister.abandon.refunded", amount=app.money(buy_in))
        else:
            text = forfeit_text(app, result)
        app.sound("chip")
        app.dialog(app.tr("twister.abandon.done"), text)
        self.scene.detail = app.wallet.round_detail(self.scene.round_id)
        self.scene.body = None
        self.scene.build()

    # --- the page -----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.button.handle_event(event)

    def update(self, dt: float) -> None:
        self.button.update(dt)

    def next_change(self) -> float | None:
        return self.button.next_change()

    def draw(self, surface: pygame.Surface) -> None:
        """The standing and the shares, at the player's scale as far as the body's height lets
        them (one factor for the page's lines); at a larger scale the rules' note goes beside them,
        wrapped (at 100 % it sits over ABANDON, on one line)."""
        app, r = self.scene.app, self.rect
        f = gfx.ui_scale()
        self.button.rect.size = (gfx.ui_px(360), gfx.ui_px(68))
        self.button.rect.bottom = r.bottom - 8
        top = self.button.rect.y - (64 if f == 1 else 10)
        k = max(1.0, min(f, (top - r.y - 20) / 316)) if f > 1 else 1.0
        with gfx.box_scale(k):
            self._draw_standing(surface, k)
        if f == 1:
            gfx.blit_text(surface, app.tr("twister.abandon.rules"), 19, (r.x, top), gfx.MUTED, max_width=r.w)
        else:
            x = r.x + self._column(k) + 60
            lines = gfx.wrap(app.tr("twister.abandon.rules"), 19, r.right - x)
            y = r.y
            for line in lines:
                gfx.blit_text(surface, line, 19, (x, y), gfx.MUTED, max_width=r.right - x)
                y += gfx.ui_px(28)
        self.button.draw(surface)

    @staticmethod
    def _column(k: float) -> int:
        """The standing's width (the money's right edge), wider as its texts grow."""
        return COLUMN_W - 300 + round(480 * (k - 1))

    def _draw_standing(self, surface: pygame.Surface, k: float) -> None:
        app, r, t = self.scene.app, self.rect, self.t
        x, y = r.x, r.y
        right = x + self._column(k)
        gfx.blit_text(surface, app.tr("twister.detail.in_play"), 26, (x, y), gfx.GOLD, "black",
                      max_width=right - x)
        y += round(50 * k)
        if t is None:
            gfx.blit_text(surface, app.tr("twister.detail.unreadable"), 22, (x, y), gfx.MUTED, max_width=COLUMN_W)
            return
        facts = (("twister.detail.buy_in", app.money(t.buy_in)), ("twister.detail.pool", app.money(t.prize_pool)),
                 ("twister.detail.hands_played", str(t.hands_played)))
        for key, value in facts:
            gfx.blit_text(surface, app.tr(key), 22, (x, y), gfx.MUTED, max_width=(right - x) * 2 // 3)
            gfx.blit_text(surface, value, 22, (right, y), gfx.CREAM, "bold", anchor="topright",
                          max_width=(right - x) // 3)
            y += round(34 * k)
        y += 20
        gfx.blit_text(surface, app.tr("twister.detail.standing"), 22, (x, y), gfx.GOLD, "black",
                      max_width=right - x)
        y += round(44 * k)
        name_w = round(300 * k)
        for seat, entrant in enumerate(t.entrants):
            place = t.places.get(seat, 0)
            standing = app.tr("twister.out", place=place_text(app, place)) if place else \
                app.tr("twister.detail.chips", chips=count_text(app, t.stacks[seat]))
            mine = seat == t.player_seat
            colour = gfx.GOLD_LIGHT if mine else gfx.CREAM
            gfx.blit_text(surface, seat_name(app, entrant.name, mine), 24, (x, y), colour, "bold",
                          max_width=name_w)
            gfx.blit_text(surface, standing, 22, (right, y + 2), colour, anchor="topright",
                          max_width=right - x - name_w - 16)
            y += round(40 * k)


def open_body(scene: RoundDetailPage) -> TwisterOpenBody | None:
    """The body for an open Twister round (a tournament still being played), else None."""
    d = scene.detail
    tid = (d.get("config") or {}).get("tournament")
    if d.get("game") != "twister" or d.get("status") != "open" or not isinstance(tid, str):
        return None
    p = scene.PANEL
    return TwisterOpenBody(scene, pygame.Rect(p.x + 50, p.y + 176, p.w - 100, p.h - 176 - 194), tid)
