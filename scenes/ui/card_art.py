"""Cards and chips: a card's face or back and a chip, made at the size they are shown (the
art from ``scenes.ui.resources``), or a plain drawn stand-in when the art files are missing (a
fresh checkout before ``tools/make_assets.py`` ran), never a crash; and the calls that place
them on a Canvas or a surface."""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Hashable, Iterable
from functools import partial
from typing import Any

import pygame

from scenes.ui import resources
from scenes.ui.canvas import Canvas
from scenes.ui.gfx import GOLD, INK, WHITE, blit_art, shadow_rect, surface_cache, text
from scenes.ui.resources import missing


def _from_assets(what: str, load: Callable[[Any], pygame.Surface]) -> pygame.Surface | None:
    """The real art from scenes.ui.resources, or None (logged once) so a stand-in is drawn."""
    try:
        return load(resources)
    except Exception as exc:
        missing(what, exc)
        return None


def _art_or_stand_in(what: str, load: Callable[[Any], pygame.Surface], key: Hashable,
                     stand_in: Callable[[], pygame.Surface]) -> pygame.Surface:
    """The real art, else the stand-in ``stand_in`` draws (made once under ``key``)."""
    art = _from_assets(what, load)
    if art is not None:
        return art
    surf = surface_cache.get(key)
    return surf if surf is not None else surface_cache.put(key, stand_in())


_RANKS = "23456789TJQKA"
_SUITS = "♣♦♥♠"


def card_size(width: int) -> tuple[int, int]:
    return width, round(width * 7 / 5)


def card_face(card_id: int, width: int, four_colour: bool = False) -> pygame.Surface:
    return _art_or_stand_in("cards", lambda resources: resources.card_image(card_id, width, four_colour),
                            ("card", card_id, width, four_colour),
                            lambda: _stand_in_face(card_id, width, four_colour))


class FacesAhead:
    """The card faces and the back a table will show, at the pixels it shows them, made ahead of
    the frames that show them: as the table is laid out, a few an update at rest, or all at once
    (issue 27: a face made in the frame that first showed it cost a 4K frame up to 8 ms)."""

    def __init__(self) -> None:
        #: what was asked for last (its widths in px, the deck's colours, the back)
        self._for: tuple[Any, ...] | None = None
        #: the faces still to be asked of the caches, each a call (one kept already costs a look-up)
        self._due: deque[Callable[[], pygame.Surface]] = deque()

    def want(self, widths: Iterable[int], four_colour: bool, back_style: int, again: bool = False) -> None:
        """Every face and the back ``back_style`` at each of ``widths`` (px) to be made, unless that
        was asked last (``again``: asked again, e.g. after other art may have pushed some out)."""
        sizes = tuple(sorted({max(1, int(w)) for w in widths}))
        key = (sizes, bool(four_colour), back_style)
        if key == self._for and not again:
            return
        self._for = key
        # a card at each size in turn: its file read once (``resources`` keeps only the last few)
        self._due = deque(partial(card_face, cid, w, four_colour) for cid in range(52) for w in sizes)
        self._due.extend(partial(card_back, back_style, w) for w in sizes)

    @property
    def due(self) -> bool:
        """Whether faces are still to be made (or looked up)."""
        return bool(self._due)

    def make(self, most: int | None = None) -> int:
        """Up to ``most`` faces made now (None: every one due); how many were made (the faces already
        kept are only looked up, and not counted)."""
        before = resources.made.total()
        while self._due and (most is None or resources.made.total() - before < most):
            self._due.popleft()()
        return resources.made.total() - before


def _stand_in_face(card_id: int, width: int, four_colour: bool) -> pygame.Surface:
    w, h = card_size(width)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(out, (250, 250, 246), out.get_rect(), border_radius=max(3, w // 12))
    pygame.draw.rect(out, (90, 90, 90), out.get_rect(), 1, border_radius=max(3, w // 12))
    rank, suit = _RANKS[card_id // 4], card_id % 4
    colours = [(20, 20, 20), (200, 30, 30), (200, 30, 30), (20, 20, 20)]
    if four_colour:
        colours = [(20, 120, 40), (30, 80, 200), (200, 30, 30), (20, 20, 20)]
    col = colours[suit]
    label = "10" if rank == "T" else rank
    out.blit(text(label, max(10, w // 3), col, "bold"), (w // 10, h // 20))
    sym = text(_SUITS[suit], max(10, w // 2), col, "bold")
    out.blit(sym, sym.get_rect(center=(w // 2, h * 3 // 5)))
    return out


def card_back(style: int, width: int) -> pygame.Surface:
    return _art_or_stand_in("card backs", lambda resources: resources.card_back(style, width),
                            ("back", style, width), lambda: _stand_in_back(style, width))


def _stand_in_back(style: int, width: int) -> pygame.Surface:
    w, h = card_size(width)
    colours = [(150, 20, 30), (20, 50, 140), (20, 100, 50), (40, 30, 60)]
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(out, (250, 250, 246), out.get_rect(), border_radius=max(3, w // 12))
    pygame.draw.rect(out, colours[style % 4], out.get_rect().inflate(-w // 8, -w // 8),
                     border_radius=max(2, w // 16))
    pygame.draw.rect(out, GOLD, out.get_rect().inflate(-w // 5, -w // 5), 1, border_radius=max(2, w // 16))
    return out


def card_on_shadow(face: pygame.Surface, shows: Hashable, size: tuple[int, int], radius: int, spread: int,
                   at: tuple[int, int]) -> pygame.Surface:
    """A card's ``face`` (what it ``shows``) over the drop shadow ``shadow_rect(size, radius, 110, spread)``,
    its corner ``at`` in the shadow's pixels, as one premultiplied picture (cached): blitted with
    ``BLEND_PREMULTIPLIED`` it lays what the shadow and then the face blended one over the other lay
    (the same "over", rounded once: within 2 of 255 a channel over the felt, 4 where the shadow
    lies over another card: invisible), blending the shadow's box once."""
    key = ("card on shadow", shows, size, radius, spread, at)
    made = surface_cache.get(key)
    if made is not None:
        return made
    out = shadow_rect(size, radius, 110, spread).premul_alpha()  # the shadow kept: a card turning cuts it
    out.blit(face.premul_alpha(), at, special_flags=pygame.BLEND_PREMULTIPLIED)
    return surface_cache.put(key, out)


def chip(value: int, diameter: int) -> pygame.Surface:
    return _art_or_stand_in("chips", lambda resources: resources.chip_image(value, diameter),
                            ("chip", value, diameter), lambda: _stand_in_chip(value, diameter))


def _stand_in_chip(value: int, diameter: int) -> pygame.Surface:
    colours = {10: (120, 120, 130), 50: (230, 120, 30), 100: (240, 240, 240), 500: (200, 30, 40),
               2500: (30, 140, 60), 10_000: (30, 30, 30), 50_000: (120, 40, 160)}
    col = colours.get(value, (60, 90, 200))
    d = diameter
    out = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(out, col, (d // 2, d // 2), d // 2)
    for i in range(8):
        a = i * math.pi / 4
        x = d / 2 + math.cos(a) * d * 0.42
        y = d / 2 + math.sin(a) * d * 0.42
        pygame.draw.circle(out, WHITE, (int(x), int(y)), max(1, d // 14))
    pygame.draw.circle(out, (250, 248, 240), (d // 2, d // 2), int(d * 0.3))
    label = chip_label(value)
    t = text(label, max(8, int(d * 0.26)), INK, "bold")
    out.blit(t, t.get_rect(center=(d // 2, d // 2)))
    return out


def chip_label(value: int) -> str:
    """'0.10', '5', '1K' — the value printed on a chip."""
    if value < 100:
        return f".{value:02d}" if value % 100 else "0"
    euros = value // 100
    if euros >= 1000 and euros % 1000 == 0:
        return f"{euros // 1000}K"
    return str(euros)


def draw_card(surface: pygame.Surface | Canvas, card_id: int, width: int, pos: tuple[float, float],
              four_colour: bool = False, anchor: str = "topleft") -> pygame.Rect:
    """A card's face ``width`` logical px wide, made at the pixels it covers."""
    return blit_art(surface, lambda s: card_face(card_id, max(1, round(width * s)), four_colour),
                    card_size(width), pos, anchor)


def draw_card_back(surface: pygame.Surface | Canvas, style: int, width: int, pos: tuple[float, float],
                   anchor: str = "topleft") -> pygame.Rect:
    return blit_art(surface, lambda s: card_back(style, max(1, round(width * s))), card_size(width), pos, anchor)


def draw_chip(surface: pygame.Surface | Canvas, value: int, diameter: int, centre: tuple[float, float]) -> pygame.Rect:
    """A chip ``diameter`` logical px across, centred at ``centre``, made at the pixels it covers."""
    return blit_art(surface, lambda s: chip(value, max(1, round(diameter * s))), (diameter, diameter), centre,
                    "center")
