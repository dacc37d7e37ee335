"""Parts of the large Twister table drawn apart from the felt: the bet slider on the rail,
the time bank under the prize pool, the game code (see
:class:`scenes.games.twister.table.TwisterTableScene`; the finishing box is in ``finish``)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.games.twister.operations import (
    BetPlaced,
    BoardDealt,
    Called,
    HoleDealt,
    Operation,
    PotAwarded,
)
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_view import PlayerChoices
from scenes.games.twister.draw import INFO_W, clock_text, count_text
from scenes.games.twister.layout import growth
from scenes.ui import gfx
from scenes.ui.widgets.base import resolve
from scenes.ui.widgets.info import GameCode

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

#: The bet slider's track on the rail's padded roll (``table.RAIL_TOP`` 930 to the seam at 978), level
#: with its − and + buttons; its smallest and all-in amounts over the rail's trim.
SLIDER = pygame.Rect(1092, 946, 456, 16)
SLIDER_LABELS_FOOT = 932  # (the text's box: its digits end 7 px over it, clear of the trim)
WARNING = (240, 120, 100)


def draw_slider(surface: pygame.Surface, app: AppContext, choices: PlayerChoices | None, amount: int,
                said: str) -> None:
    """The bet or raise slider between the smallest and all-in, and ``said`` ("min", "max":
    a typed amount had to be moved), when a bet or a raise is open."""
    if choices is None or not choices.may_raise:
        return  # no bet or raise is open: no slider
    gfx.rect(surface, gfx.GOLD_DARK, SLIDER, border_radius=8)
    x = SLIDER.x + int(choices.fraction_of(amount) * SLIDER.w)
    gfx.rect(surface, gfx.GOLD_LIGHT, (SLIDER.x, SLIDER.y, x - SLIDER.x, SLIDER.h), border_radius=8)
    gfx.circle(surface, gfx.CREAM, (x, SLIDER.centery), 16)
    gfx.circle(surface, gfx.GOLD, (x, SLIDER.centery), 16, 3)
    gfx.blit_text(surface, count_text(app, choices.min_to), 18, (SLIDER.x, SLIDER_LABELS_FOOT), gfx.MUTED,
                  anchor="bottomleft", max_width=SLIDER.w // 3)
    if said:
        limit = choices.min_to if said == "min" else choices.max_to
        gfx.blit_text(surface, app.tr(f"twister.amount.{said}", amount=count_text(app, limit)), 18,
                      (SLIDER.centerx, SLIDER_LABELS_FOOT), gfx.GOLD_LIGHT, "bold", anchor="midbottom",
                      max_width=SLIDER.w // 3)
    gfx.blit_text(surface, count_text(app, choices.max_to), 18, (SLIDER.right, SLIDER_LABELS_FOOT), gfx.MUTED,
                  anchor="bottomright", max_width=SLIDER.w // 3)


def draw_time_bank(surface: pygame.Surface, app: AppContext, table: TwisterTable, felt: pygame.Rect) -> None:
    """Own pace with a time bank: what is left of it this hand, under the prize pool; it
    runs only while the table waits for the player (red under 10 s)."""
    bank = table.bank_left
    if bank is None or not table.player_in_hand:
        return
    running = table.waiting_for_player
    colour = WARNING if bank <= 10 and running else gfx.CREAM if running else gfx.MUTED
    f = growth(True)  # under the prize pool, grown with the felt
    with gfx.box_scale(f):
        gfx.blit_text(surface, app.tr("twister.time_bank", time=clock_text(math.ceil(bank))), 24,
                      (felt.right - 24, felt.y + 14 + round(38 * f)), colour, "bold", anchor="topright",
                      max_width=INFO_W)


class TwisterGameCode(GameCode):
    """GAME CODE and the seed's SHA-256 in the felt's bottom left corner at every UI scale (the
    top band of a Twister table holds its buttons and YOUR TURN), grown with the felt."""

    def __init__(self, felt: pygame.Rect, *args: Any, **kwargs: Any) -> None:
        super().__init__((felt.x + 20, felt.bottom - 58), *args, **kwargs)
        self.felt = felt

    def draw(self, surface: pygame.Surface) -> None:
        code, digest = self.code(), self.seed_hash()
        if not self.visible or not (code or digest):
            return
        f = growth(True)
        x, y = self.felt.x + 20, self.felt.bottom - round(58 * f)
        with gfx.box_scale(f):
            # GAME CODE over the SHA line even with no code (a tournament has no next round to name)
            r = gfx.blit_text(surface, resolve(self.label), 17, (x, y), gfx.MUTED, "bold", max_width=200)
            if code:
                shown = code if code.startswith("#") else f"#{code}"
                gfx.blit_text(surface, f"{shown} GMT", 22, (r.right + 10, r.centery), gfx.CREAM, "bold",
                              anchor="midleft", max_width=240)
            if digest:
                gfx.blit_text(surface, f"SHA-256 {digest[:12]}…{digest[-6:]}", 15, (x, r.bottom + 6), gfx.MUTED,
                              max_width=440)


def heard(table: TwisterTable, new: list[Operation]) -> tuple[list[str], bool]:
    """The sounds ``new`` operations of ``table`` make (card, chip, win: the player's), and
    whether someone went all in (the dealer calls it)."""
    me = table.t.player_seat
    kinds = set()
    all_in = False
    for op in new:
        if isinstance(op, BoardDealt | HoleDealt):
            kinds.add("card")
        elif isinstance(op, BetPlaced | Called):
            kinds.add("chip")
            all_in = all_in or op.all_in
        elif isinstance(op, PotAwarded) and any(table.t.hand_seats[seat] == me for seat, _ in op.shares):
            kinds.add("win")
    return sorted(kinds), all_in
