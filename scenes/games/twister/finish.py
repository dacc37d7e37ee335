"""The end of a Twister tournament for the player: knocked out, WATCH the two opponents play on
or SKIP TO RESULT (gamelib plays the rest at once, the same hands); over, the finishing screen
with the place, the prize, the hands played, the biggest pot, every place, PLAY AGAIN at the
same buy-in and CLOSE. Each is a layer of its own over the dimmed table (a subsurface: the
table's texts are not in it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from gamelib.games.twister.runner import play_to_the_end
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_view import FinishingPlace, final_standings, finish_on_show
from scenes.games.twister.draw import count_text, place_text, seat_name
from scenes.ui import gfx
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.games.twister.scene import TwisterScene
    from scenes.ui.context import AppContext

CENTRE = (960, 500)


#: the table dimmed under the box: black at this alpha
VEIL_ALPHA = 150


def _layer(surface: pygame.Surface, size: tuple[int, int], veiled: bool) -> tuple[pygame.Surface, pygame.Rect]:
    """A gold-edged box ``size`` (grown with the player's scale, kept on the screen) over the
    dimmed table (``veiled``: already dimmed): its own surface and where it is on the screen."""
    if not veiled:
        gfx.veil(surface, VEIL_ALPHA)
    f = gfx.ui_scale()
    on_screen = pygame.Rect(0, 0, min(1800, round(size[0] * f)), min(940, round(size[1] * f)))
    on_screen.center = CENTRE
    on_screen = on_screen.clip(surface.get_rect())
    layer = surface.subsurface(on_screen)
    gfx.draw_panel(layer, layer.get_rect(), (10, 20, 15, 245), gfx.GOLD, 24, 3, glow=True)
    return layer, on_screen


def _place_buttons(layer: pygame.Surface, on_screen: pygame.Rect, buttons: list[Button]) -> None:
    """The buttons side by side at the box's bottom, drawn in the box, clicked on the screen."""
    box = layer.get_rect()
    gap = round(24 * gfx.ui_scale())
    total = sum(b.rect.w for b in buttons) + gap * (len(buttons) - 1)
    x = box.centerx - total // 2
    for b in buttons:
        b.rect.bottomleft = (x, box.bottom - round(24 * gfx.ui_scale()))
        b.draw(layer)
        b.rect.move_ip(on_screen.topleft)
        x += b.rect.w + gap


def draw_bust(surface: pygame.Surface, app: AppContext, table: TwisterTable, watch: Button,
              skip: Button, veiled: bool = False) -> None:
    """Knocked out: the place, what happens now, WATCH and SKIP TO RESULT."""
    layer, on_screen = _layer(surface, (880, 360), veiled)
    box = layer.get_rect()
    seat = table.t.player_seat
    place = table.t.places.get(seat, 0) if seat is not None else 0
    room = box.w - 60
    title = app.tr("twister.bust.title", place=place_text(app, place))
    with gfx.box_scale(gfx.box_factor([(title, 44, "black", room)])) as k:
        gfx.blit_text(layer, title, 44, (box.centerx, round(34 * k)), gfx.GOLD, "black", anchor="midtop",
                      max_width=room)
        y = round(110 * k)
    for line in gfx.wrap(app.tr("twister.bust.body"), 24, room)[:3]:
        drawn = gfx.blit_text(layer, line, 24, (box.centerx, y), gfx.CREAM, anchor="midtop", max_width=room)
        y = drawn.bottom + 4
    _place_buttons(layer, on_screen, [watch, skip])


def draw_finish(surface: pygame.Surface, app: AppContext, table: TwisterTable, buttons: list[Button],
                veiled: bool = False) -> None:
    """The tournament is over: place, prize, three numbers (hands played, biggest pot, prize
    pool), every place, and ``buttons`` (PLAY AGAIN, CLOSE). The lines share one factor."""
    layer, on_screen = _layer(surface, (980, 600), veiled)
    box = layer.get_rect()
    tr = app.tr
    end = finish_on_show(table)
    head = [(tr("twister.finished"), 40, "black", gfx.GOLD),
            (tr("twister.finished.place", place=place_text(app, end.place)) if end.place else "", 44, "black",
             gfx.CREAM),
            (tr("twister.finished.prize", prize=app.money(end.prize)) if end.prize else tr("twister.finished.none"),
             36, "black", gfx.GOLD_LIGHT if end.prize else gfx.MUTED)]
    stats = [(tr("twister.finish.hands"), count_text(app, end.hands_played)),
             (tr("twister.finish.biggest"), count_text(app, end.biggest_pot)),
             (tr("twister.finish.pool"), app.money(table.t.prize_pool))]
    standings = final_standings(table)
    room = box.w - 60
    cell = (box.w - 60) // 3
    row_w = min(room, round(room * 0.72))
    factor = gfx.box_factor([*((s, size, w, room) for s, size, w, _ in head),
                             *((label, 17, "bold", cell - 16) for label, _ in stats),
                             *((f"{place_text(app, s.place)}  {seat_name(app, s.name, s.is_player)}  "
                                f"{app.money(s.prize)}", 24, "bold", row_w - 40) for s in standings)])
    with gfx.box_scale(factor) as k:
        y = round(26 * k)
        for text, size, weight, colour in head:
            if text:
                drawn = gfx.blit_text(layer, text, size, (box.centerx, y), colour, weight, anchor="midtop",
                                      max_width=room)
                y = drawn.bottom + round(8 * k)
        y += round(10 * k)
        for i, (label, value) in enumerate(stats):  # three boxes side by side
            r = pygame.Rect(30 + i * cell + 8, y, cell - 16, round(96 * k))
            gfx.draw_panel(layer, r, (16, 30, 22, 240), gfx.GOLD_DARK, 14, 1)
            gfx.blit_text(layer, label, 17, (r.centerx, r.y + round(12 * k)), gfx.MUTED, "bold", anchor="midtop",
                          max_width=r.w - 16)
            gfx.blit_text(layer, value, 32, (r.centerx, r.bottom - round(10 * k)), gfx.GOLD_LIGHT, "black",
                          anchor="midbottom", max_width=r.w - 16)
        y += round(112 * k)
        for standing in standings:
            row = pygame.Rect(0, y, row_w, round(40 * k))
            row.centerx = box.centerx
            _draw_standing(layer, app, standing, row)
            y = row.bottom + round(6 * k)
    _place_buttons(layer, on_screen, buttons)


#: The colour a finishing place is printed in: gold, silver, bronze.
PLACE_COLOURS = {1: gfx.GOLD_LIGHT, 2: (206, 210, 214), 3: (214, 150, 92)}


def _draw_standing(layer: pygame.Surface, app: AppContext, standing: FinishingPlace, row: pygame.Rect) -> None:
    """One finishing place as a row of the standings: the place in its medal's colour, the name,
    the prize at the right; the player's own row lit in gold."""
    fill, edge = ((58, 46, 14, 235), gfx.GOLD) if standing.is_player else ((16, 30, 22, 220), gfx.GOLD_DARK)
    gfx.draw_panel(layer, row, fill, edge, 10, 2 if standing.is_player else 1)
    pad = round(row.h * 0.45)
    place = gfx.blit_text(layer, place_text(app, standing.place), 24, (row.x + pad, row.centery),
                          PLACE_COLOURS.get(standing.place, gfx.CREAM), "black", anchor="midleft")
    prize = gfx.blit_text(layer, app.money(standing.prize), 24, (row.right - pad, row.centery),
                          gfx.GOLD_LIGHT if standing.prize else gfx.MUTED, "bold", anchor="midright")
    name_x = row.x + pad + round(row.h * 1.6)
    gfx.blit_text(layer, seat_name(app, standing.name, standing.is_player), 24, (max(name_x, place.right + pad // 2),
                  row.centery), gfx.WHITE if standing.is_player else gfx.CREAM, "bold", anchor="midleft",
                  max_width=max(1, prize.x - pad // 2 - max(name_x, place.right + pad // 2)))


class AfterTheBust:
    """The large table's answers once the player is out or the tournament is over: WATCH,
    SKIP TO RESULT, PLAY AGAIN (mixed into :class:`scenes.games.twister.table.TwisterTableScene`)."""

    app: AppContext
    hub: TwisterScene
    table: TwisterTable

    def acknowledge(self) -> None:  # the table scene's: the tournament closed
        raise NotImplementedError

    #: knocked out, the table asks WATCH or SKIP TO RESULT (a slot of the multi-table view does not)
    asks_after_bust = True

    def _again_label(self) -> str:
        return self.app.tr("twister.finish.again", buy_in=self.app.money(self.table.t.buy_in))

    def watch(self) -> None:
        """WATCH: the two opponents play on at a watching pace."""
        self.table.watching = True
        self.table.on_hold = False

    def skip_to_result(self) -> None:
        """SKIP TO RESULT: the rest is played at once (the same hands watching would show)."""
        play_to_the_end(self.table)

    def play_again(self) -> None:
        """PLAY AGAIN: this tournament closed, a new one at the same buy-in and opponents."""
        hub = self.hub
        self.acknowledge()
        hub.buy_in, hub.count = self.table.t.buy_in, 1
        hub.difficulty = self.table.difficulty or hub.difficulty
        hub.start()

    def _release(self) -> None:
        """Leaving the table while it asks: the opponents play on at once (as SKIP TO RESULT)."""
        self.table.on_hold = False

    def pause(self) -> None:
        self._release()

    def exit(self) -> None:
        self._release()
