"""Results shown on the spots themselves (issue 28): once a bet is decided, a tag where its
stake's amount was — ``WIN € 10.00`` in gold, ``−€ 1.00`` dimmed for a lost bet, ``PUSH``,
``FOLDED`` — so the player reads each bet's fate where the bet lies, and the round's summary
(:class:`scenes.table.events.ResultBanner`) can stay small and away from the spots.

:func:`spot_tags` is what the tags say (a pure function of the settled bets, tested);
:func:`draw_spot_tags` draws them over the felt's layer.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from gamelib.events import BetSettled, Outcome
from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext

if TYPE_CHECKING:
    from scenes.ui.context import AppContext
    from scenes.ui.widgets.chips import BetSpot

TAG_SIZE = 20
#: At a larger scale a tag on a spot whose ring shows its name (no stake on it) keeps its top
#: this far under the ring's centre, in radii: clear of the name's second line ('BONUS' over '1')
UNDER_NAME = 0.6


@dataclass(frozen=True)
class SpotTag:
    """What one decided spot says: its text and tone ("win", "lose", "even")."""

    text: str
    tone: str


def spot_tags(app: AppContext, settled: Iterable[BetSettled]) -> dict[str, SpotTag]:
    """Each decided spot's tag: its bets summed (a spot settled twice, e.g. a jackpot's share
    added, says the whole), worded as the summary words them (WIN and what it paid, the loss
    as −€, PUSH, FOLDED)."""
    staked: dict[str, int] = {}
    paid: dict[str, int] = {}
    outcome: dict[str, Outcome] = {}
    for r in settled:
        if not (r.stake or r.paid):
            continue
        staked[r.spot] = staked.get(r.spot, 0) + r.stake
        paid[r.spot] = paid.get(r.spot, 0) + r.paid
        outcome[r.spot] = r.outcome
    tags: dict[str, SpotTag] = {}
    for spot, out in outcome.items():
        stake, back = staked[spot], paid[spot]
        if back > stake:
            tags[spot] = SpotTag(f"{app.tr('table.outcome.win')} {app.money(back)}", "win")
        elif out is Outcome.FOLDED:
            tags[spot] = SpotTag(str(app.tr("table.outcome.folded")), "lose")
        elif back == 0:
            tags[spot] = SpotTag(f"−{app.money(stake)}", "lose")
        elif out is Outcome.REFUNDED:
            tags[spot] = SpotTag(str(app.tr("table.outcome.refunded")), "even")
        else:  # every cent back: a push
            tags[spot] = SpotTag(str(app.tr("table.outcome.push")), "even")
    return tags


def tag_rect(spot: BetSpot, text: str) -> pygame.Rect:
    """Where a spot's tag lies: over the pill that showed its stake, under the ring."""
    room = (spot.label_room or spot.radius * 2 + 8)
    w = min(room, gfx.text(text, TAG_SIZE, weight="black").get_width() + 22)
    h = gfx.font(TAG_SIZE, "black").get_linesize() + 8
    with gfx.designed_text():  # a larger tag grows upwards over the ring, as the stake's pill does
        designed_h = gfx.font(TAG_SIZE, "black").get_linesize() + 8
    rect = spot.pill_rect((w, h), designed_h)  # (render, #27: clear of the felt's printed edge)
    top = spot.centre[1] + round(spot.radius * UNDER_NAME)
    if gfx.text_scaled() and spot.amount() <= 0 and rect.top < top:  # … but not over the ring's name
        bottom = rect.bottom  # (its foot where it was)
        rect.h = max(designed_h, bottom - top)
        rect.bottom = bottom
    return rect


COLOURS = {"win": ((232, 190, 80, 250), gfx.INK), "lose": ((14, 10, 10, 240), (214, 150, 140)),
           "even": ((12, 16, 14, 240), gfx.CREAM)}


def draw_spot_tags(surface: pygame.Surface | Canvas, spots: dict[str, BetSpot], tags: dict[str, SpotTag]) -> None:
    """Each tag over its spot, as one opaque piece (it hides the stake's pill); on a window's
    Canvas made at the pixels it covers, never a logical bitmap scaled (issue 27)."""
    for name, tag in tags.items():
        spot = spots.get(name)
        if spot is None:
            continue
        rect = tag_rect(spot, tag.text)
        if isinstance(surface, Canvas):
            at = surface.rect(rect)
            surface.blit_physical(tag_image(tag, rect.size, surface.context), at)
        else:
            surface.blit(tag_image(tag, rect.size), rect)


_IMAGES: dict[tuple[object, ...], pygame.Surface] = {}


def tag_image(tag: SpotTag, size: tuple[int, int], context: DrawContext | None = None) -> pygame.Surface:
    """A tag of logical ``size`` drawn whole: the pill, its rim and its words, at the pixels of
    ``context`` (None: logical px); kept: a table redraws its layer with the same tags many times."""
    key = (tag, size, gfx.text_px(100), context)
    made = _IMAGES.get(key)
    if made is None:
        if len(_IMAGES) > 64:
            _IMAGES.clear()
        made = _IMAGES[key] = _tag_image(tag, size, context)
    return made


def _tag_image(tag: SpotTag, size: tuple[int, int], context: DrawContext | None) -> pygame.Surface:
    w, h = size
    if context is None:
        image: pygame.Surface | Canvas = pygame.Surface(size, pygame.SRCALPHA)
    else:
        physical = (round(w * context.pixel_scale), round(h * context.pixel_scale))
        image = Canvas(pygame.Surface(physical, pygame.SRCALPHA), context, size)
    fill, ink = COLOURS.get(tag.tone, COLOURS["even"])
    gfx.rect(image, fill, image.get_rect(), border_radius=h // 2)
    gfx.rect(image, gfx.GOLD_LIGHT if tag.tone == "win" else gfx.GOLD_DARK, image.get_rect(), 2,
             border_radius=h // 2)
    fitted = gfx.fit_size(tag.text, TAG_SIZE, w - 14, h - 4, "black")  # (a tag kept under a ring's name is shorter)
    gfx.blit_text(image, tag.text, fitted, (w // 2, h // 2), ink, "black", anchor="center", max_width=w - 14)
    return image.target if isinstance(image, Canvas) else image
