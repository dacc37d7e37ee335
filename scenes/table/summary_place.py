"""Where a round's summary lies: on the felt, over no card, no hand name and no bet spot
(issue 28: "any summary covers no card, hand name or bet spot").

Each bet's own result is on its spot (:mod:`scenes.table.spot_results`), so the summary says
only the round's whole — YOU WIN € 76.00, and what decided a tied showdown — in a small panel.
A table names the free stretches of its felt (``SUMMARY_AREAS``, logical px, best first);
:func:`free_place` puts the panel in the first where it touches nothing the player reads, and
the summary draws its bets' lines too only when none is free (the old wide panel over the rail's
edge, a table without areas).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, cast

import pygame

from scenes.ui import gfx
from scenes.ui.canvas import Canvas

if TYPE_CHECKING:
    from scenes.table.base import TableScene
    from scenes.ui.widgets.chips import BetSpot

STEP = 8  # px between the places tried inside an area
#: The widths tried for the small summary in an area: as wide as the area, then narrower (its
#: reasons wrapped on more lines) to pass between what lies there.
ROOMS = (10_000, 460, 400, 340, 300)


def spot_area(spot: BetSpot) -> pygame.Rect:
    """What a bet spot takes on the felt: its ring, its name above, its stake's pill (or its
    result's tag) below."""
    r = spot.radius
    wide = max(2 * r, min(spot.label_room or 2 * r, 4 * r))
    area = pygame.Rect(0, 0, wide, 2 * r + 30 + 44)
    area.midtop = (spot.centre[0], spot.centre[1] - r - 30)
    return area


def felt_area(scene: TableScene) -> pygame.Rect:
    """The whole felt under the title band and down to the bet spots' row: where the summary
    goes when none of the table's named areas has room (at a larger text size)."""
    bottom = max((spot_area(s).bottom for s in scene.controls.spots.values()), default=900)
    return pygame.Rect(0, 110, 1920, bottom - 110)


def reading_rects(scene: TableScene) -> list[pygame.Rect]:
    """What the player reads on the table now: the cards, the hands' names and the bet spots,
    the dealer's log and the LIMITS, and the game's own panels (its ``summary_blocked()``: the
    pay tables, which grow at a larger text size)."""
    rects = [sprite.rect.copy() for sprite in scene.cards.values()]
    rects += [rect.copy() for rect in scene.shown_hand_names().values()]
    rects += [spot_area(spot) for spot in scene.controls.spots.values()]
    panels = scene.panels
    rects += [panel.rect.copy() for panel in (panels.message_log, panels.limits_panel, panels.balance_box,
                                              panels.bet_box, panels.win_box) if getattr(panel, "visible", True)]
    shoe = pygame.Rect(0, 0, 200, 130)  # the shoe (scenes.table.layout draws it 190 px wide)
    shoe.center = (scene.SHOE[0], scene.SHOE[1] - 20)
    rects.append(shoe)
    own = getattr(scene, "summary_blocked", None)
    return rects + (list(own()) if own is not None else [])


def free_place(areas: Sequence[pygame.Rect], size: tuple[int, int], blocked: Iterable[pygame.Rect],
               margin: int = 6) -> pygame.Rect | None:
    """The first place of ``size`` inside one of ``areas`` (tried in order, from each area's
    centre outwards) touching none of ``blocked`` (kept ``margin`` px away); None if none."""
    walls = [r.inflate(2 * margin, 2 * margin) for r in blocked]
    w, h = size
    for area in areas:
        if w > area.w or h > area.h:
            continue
        xs = sorted(range(area.x, area.right - w + 1, STEP), key=lambda x: abs(x + w // 2 - area.centerx))
        if (area.right - w) not in xs:
            xs.append(area.right - w)
        ys = sorted(range(area.y, area.bottom - h + 1, STEP), key=lambda y: abs(y + h // 2 - area.centery))
        for y in ys:
            for x in xs:
                rect = pygame.Rect(x, y, w, h)
                if rect.collidelist(walls) == -1:
                    return rect
    return None


def compact_lines(reasons: list[str], width: int, row_size: int) -> list[str]:
    """The reasons wrapped to the panel's inner ``width`` (the head is fitted, never wrapped)."""
    out: list[str] = []
    for reason in reasons:
        out += gfx.wrap(reason, row_size, width, "bold") or [reason]
    return out


def head_lines(head: str, width: int, head_size: int) -> list[str]:
    """The round's whole on one line, or broken at its " · " when wider than ``width``
    ("€ 15.00 BACK" over "YOU LOSE € 2.00")."""
    if " · " in head and gfx.text(head, head_size, weight="black", shadow=True).get_width() > width:
        return head.split(" · ")
    return [head]


def compact_size(head: str, reasons: list[str], room: int, head_size: int, row_size: int,
                 pad: int) -> tuple[int, int, list[str], list[str]]:
    """The compact panel's size at most ``room`` wide, its head's lines and its reason lines
    wrapped to it."""
    heads = head_lines(head, room - 2 * pad, head_size)
    natural = max([gfx.text(h, head_size, weight="black", shadow=True).get_width() for h in heads]
                  + [gfx.text(r, row_size, weight="bold").get_width() for r in reasons])
    w = min(room, natural + 2 * pad)
    lines = compact_lines(reasons, w - 2 * pad, row_size)
    h = pad // 2 + len(heads) * head_pitch(head_size) + len(lines) * row_pitch(row_size) + pad // 2 + 4
    return w, h, heads, lines


def row_pitch(row_size: int) -> int:
    return gfx.font(row_size, "bold").get_linesize() + 2


def head_pitch(head_size: int) -> int:
    return gfx.font(head_size, "black").get_linesize() + 2


def summary_ground(target: pygame.Surface | Canvas | None, size: tuple[int, int], radius: int, shadow: int,
                   spread: int, win: bool) -> pygame.Surface:
    """A summary's panel of ``size`` (glowing on a win) on its shadow, 15 px of room round it:
    made at the pixels of ``target`` when that is a window's Canvas, else a logical bitmap."""
    w, h = size
    whole = (w + 30, h + 30)
    surf: pygame.Surface | Canvas = pygame.Surface(whole, pygame.SRCALPHA)
    if isinstance(target, Canvas):
        surf = Canvas(pygame.Surface(target.rect(((0, 0), whole)).size, pygame.SRCALPHA), target.context, whole)
    gfx.draw_shadow(surf, (1, 8), (w, h), radius, shadow, spread)
    gfx.draw_panel(surf, pygame.Rect(15, 15, w, h), (8, 16, 12, 238), gfx.GOLD, radius, 3, glow=win)
    return cast(pygame.Surface, surf)


def render_compact(heads: list[str], lines: list[str], size: tuple[int, int], win: bool, head_size: int,
                   row_size: int, pad: int, target: pygame.Surface | Canvas | None = None) -> pygame.Surface:
    """The small summary: the round's whole (a line or two), what decided it under it (at the
    pixels of ``target`` when that is a window's Canvas)."""
    w, h = size
    surf = summary_ground(target, size, 18, 160, 12, win)
    # centred by what the eye sees: from the head's capitals to the last line's baseline (a
    # line's box also holds room below its baseline, which set capitals-only heads high)
    top, _ = ink_rows(head_size, "black")
    last = ink_rows(row_size, "bold")[1] if lines else ink_rows(head_size, "black")[1]
    seen = (len(heads) - (0 if lines else 1)) * head_pitch(head_size) \
        + max(0, len(lines) - 1) * row_pitch(row_size) + last - top
    y = 15 + max(pad // 2 - top, (h - seen) // 2 - top)
    widest = max(gfx.text(head, head_size, weight="black", shadow=True).get_width() for head in heads)
    fitted = head_size if widest <= w - 2 * pad else max(12, head_size * (w - 2 * pad) // widest)
    for head in heads:  # the head's lines at one size (the widest fitted), never one small, one large
        gfx.blit_text(surf, head, fitted, (15 + w // 2, y), gfx.GOLD_LIGHT if win else gfx.CREAM, "black",
                      anchor="midtop", shadow=True, max_width=w - 2 * pad)
        y += head_pitch(head_size)
    for line in lines:
        gfx.blit_text(surf, line, row_size, (15 + w // 2, y), gfx.CREAM, "bold", anchor="midtop",
                      max_width=w - 2 * pad)
        y += row_pitch(row_size)
    return surf


def ink_rows(size: int, weight: str) -> tuple[int, int]:
    """Where a line's capitals begin and its baseline lies, from the top of the line's text
    (measured on an "H" at ``size``)."""
    ink = gfx.text("H", size, weight=weight).get_bounding_rect()
    return ink.top, ink.bottom


def zoomed(surf: pygame.Surface, scale: float, alpha: float) -> pygame.Surface:
    """A summary as it appears: ``scale`` of its size (its zoom in) at ``alpha`` (its fade);
    one made at a window's pixels stays a Canvas (blitted pixel for pixel)."""
    if scale >= 0.999 and alpha >= 1:
        return surf
    pixels = surf.target if isinstance(surf, Canvas) else surf
    if scale < 0.999:
        pixels = pygame.transform.smoothscale(pixels, (int(pixels.get_width() * scale),
                                                       int(pixels.get_height() * scale)))
    else:
        pixels = pixels.copy()
    if alpha < 1:
        pixels.set_alpha(max(0, int(255 * alpha)))
    if not isinstance(surf, Canvas):
        return pixels
    w, h = surf.get_size()
    return cast(pygame.Surface, Canvas(pixels, surf.context, (int(w * scale), int(h * scale))))
