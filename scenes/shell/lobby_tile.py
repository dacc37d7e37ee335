"""The lobby's geometry at the player's UI scale, its game tiles (art, name, limits, rules card)
and its row of page buttons. At 100 % the designed 1920×1080 layout; at a larger scale the
tiles grow taller (their art shorter, never flatter than about 2:1), their texts grow at one size for every tile (as large as
the longest fits), and a long page button's label goes on two lines."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from gamelib.cards import parse_cards  # with the art, after the first frame (issue 17)
from scenes.ui import card_art, felt_backdrop, gfx
from scenes.ui.widgets.base import BUTTON_STYLES, Button

TOP_BAR_H = 132
TILE_W, TILE_H, TILE_GAP = 336, 676, 28
TILE_Y = 176
ART_H = 232
#: The shortest a tile's picture gets at a larger scale: about 2:1 (its 312 px width over 144),
#: still a felt with the game's cards on it, not a strip (at 150 % it was 116 px, 2.7:1).
ART_MIN_H = 144
NAV_Y, NAV_H = 896, 78
NAV_W, NAV_GAP = 262, 22
FOOTER_Y = 1030
#: At a larger scale: the band under the page buttons that the footer's line is centred in.
FOOTER_BAND = 58
#: The page buttons' hotkey hints (H, S, F1 …, Ctrl+Q): 16 px designed, 24 at 150 %.
HINT_SIZE = 16
#: px a page button's two-line label keeps clear of its edge above and of its hint below.
NAV_EDGE = 5
#: The rules card's designed size and line spacing; a tile's name (two lines at most).
RULES_SIZE, RULES_GAP, TITLE_SIZE, TITLE_PITCH = 21, 1.3, 31, 38
LIMITS_SIZE, LIMITS_PITCH = 22, 30
#: The rules card's line spacing at a larger scale: larger lines need less leading, and the
#: picture keeps its height (ART_MIN_H).
RULES_GAP_LARGE = 1.2
#: px (designed) between the art's foot and the foot of its chips or wheel, less a few px of
#: room: a badge at the art's foot lifts them by what it covers beyond it.
CHIP_FOOT = 15
#: px a card's shadow lies under it on a tile's art.
SHADOW_DROP = 6
#: degrees between a fan's cards: (three or more, one or two)
FAN_SPREAD = (11, 16)


def rules_gap() -> float:
    """The rules card's line spacing (line pitch over text size) at the player's scale now."""
    return RULES_GAP if gfx.ui_scale() == 1.0 else RULES_GAP_LARGE


@dataclass(frozen=True)
class Layout:
    """Where the lobby's parts go at one UI scale (logical px)."""

    tile_y: int
    tile_h: int
    art_h: int
    nav_y: int
    nav_h: int
    nav_w: int
    nav_gap: int
    play_h: int
    footer_y: int

    @property
    def play_gap(self) -> int:
        """PLAY's distance from the tile's foot."""
        return 26


def layout() -> Layout:
    """The lobby at the player's scale now: designed at 100 %; larger, the page buttons grow,
    the tiles reach down to them and their art gives up height to the texts."""
    s = gfx.ui_scale()
    if s == 1.0:
        return Layout(TILE_Y, TILE_H, ART_H, NAV_Y, NAV_H, NAV_W, NAV_GAP, 70, FOOTER_Y)
    # the footer's line centred in the band under the page buttons (at 150 % it stood 8 px under them)
    nav_h = min(gfx.ui_px(NAV_H), 104)
    footer_y = gfx.LOGICAL_SIZE[1] - FOOTER_BAND // 2 + 2  # (its ink sits 2 px under its line's middle)
    nav_y = gfx.LOGICAL_SIZE[1] - FOOTER_BAND - nav_h
    tile_y = TOP_BAR_H + 18
    art_h = max(ART_MIN_H, round(ART_H * (2 - s)))
    gap = 16
    nav_w = (gfx.LOGICAL_SIZE[0] - 80 - 5 * gap) // 6
    return Layout(tile_y, nav_y - 18 - tile_y, art_h, nav_y, nav_h, nav_w, gap, min(gfx.ui_px(70), 88), footer_y)


def text_top(r: pygame.Rect, lay: Layout) -> int:
    """Where a tile's name starts (under its art)."""
    return r.y + 12 + lay.art_h + 18


def rules_room(r: pygame.Rect, lay: Layout, title_factor: float, limit_lines: int = 1) -> tuple[int, int]:
    """The rules card's top and the height it has above PLAY (under the limits' one or two lines)."""
    top = text_top(r, lay) + 2 * round(TITLE_PITCH * title_factor) + 6 + round(14 * title_factor) \
        + round(40 * title_factor) + (limit_lines - 1) * round(LIMITS_PITCH * title_factor)
    return top, r.bottom - lay.play_gap - lay.play_h - 12 - top


def title_factor(titles: Sequence[str], width: int) -> float:
    """The one factor every tile's name is drawn at: the player's scale, or less so that each
    name fits two lines of its tile."""
    f = gfx.ui_scale()
    while f > 1.0:
        with gfx.box_scale(f):
            if all(len(gfx.wrap(t, TITLE_SIZE, width, "black")) <= 2 and
                   max(gfx.font(TITLE_SIZE, "black").size(w)[0] for w in t.split()) <= width for t in titles):
                return f
        f = round(f - 0.05, 2)
    return 1.0


def limit_lines(limits: str, width: int, factor: float) -> list[str]:
    """The limits on one line, or on two split at their dash when one line would shrink them
    (a larger UI scale: 'Limits € 0.10 –' over '€ 1,000.00')."""
    with gfx.box_scale(factor):
        if factor == 1.0 or gfx.font(LIMITS_SIZE, "bold").size(limits)[0] <= width or " – " not in limits:
            return [limits]
    head, _, tail = limits.rpartition(" – ")
    return [f"{head} –", tail]


def rules_factor(cards: Sequence[str], width: int, heights: Sequence[int]) -> float:
    """The one factor every tile's rules card is drawn at: as large as the longest fits its room."""
    f = gfx.ui_scale()
    while f > 1.0:
        with gfx.box_scale(f):
            step = int(gfx.text_px(RULES_SIZE) * rules_gap())
            if all(len(gfx.wrap(c, RULES_SIZE, width)) * step <= h for c, h in zip(cards, heights)):
                return f
        f = round(f - 0.05, 2)
    return 1.0


def title_lines(title: str, width: int) -> list[str]:
    """A tile's name on its lines (two at most): on two, broken where the longer line is the
    shortest, so no word stands alone under a full line ('Casino Hold'em / a 2 mani', not
    'Casino Hold'em a 2 / mani')."""
    lines = gfx.wrap(title, TITLE_SIZE, width, "black")[:2]
    words = title.split(" ")
    if len(lines) != 2 or len(words) < 3:
        return lines
    f = gfx.font(TITLE_SIZE, "black")
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    best = min(splits, key=lambda pair: max(f.size(line)[0] for line in pair))
    return list(best) if max(f.size(line)[0] for line in best) <= width else lines


def draw_texts(surface: pygame.Surface, r: pygame.Rect, lay: Layout, title: str, limits: str, card: str | None,
               available: bool, factors: tuple[float, float, int]) -> None:
    """A tile's name (two lines at most), its limits and its rules card, at the tiles' factors
    (and the limits' lines every tile keeps room for)."""
    title_f, rules_f, limits_h = factors
    y = text_top(r, lay)
    with gfx.box_scale(title_f) as f:
        lines = title_lines(title, r.w - 40)
        pitch = round(TITLE_PITCH * f)
        ty = y + (pitch // 2 if len(lines) == 1 else 0)  # one-line names centred in the two-line slot
        for line in lines:
            gfx.blit_text(surface, line, TITLE_SIZE, (r.centerx, ty), gfx.GOLD if available else gfx.MUTED,
                          "black", anchor="midtop", max_width=r.w - 24)
            ty += pitch
        y += 2 * pitch + 6
        gfx.line(surface, gfx.GOLD_DARK, (r.x + 40, y), (r.right - 40, y), 1)
        y += round(14 * f)
        for k, line in enumerate(limit_lines(limits, r.w - 18, f) if limits_h > 1 else [limits]):
            gfx.blit_text(surface, line, LIMITS_SIZE, (r.centerx, y + k * round(LIMITS_PITCH * f)), gfx.GOLD_LIGHT,
                          "bold", anchor="midtop", max_width=r.w - (30 if f == 1.0 else 18))
    if card is not None:
        top, _ = rules_room(r, lay, title_f, limits_h)
        with gfx.box_scale(rules_f):
            gfx.blit_text_block(surface, card, RULES_SIZE, r.w - 48, (r.x + 24, top),
                                gfx.CREAM if available else gfx.MUTED, line_gap=rules_gap())


def tile_art(game_cards: str, chip: int, wheel: bool, size: tuple[int, int], felt: str, four: bool,
             available: bool, bare: bool, below: int = 0, above: int = 0) -> pygame.Surface:
    """A tile's picture: its felt, the game's cards fanned, a chip or the prize wheel. Shorter
    at a larger UI scale: the cards and the chips shrink with it. ``below``: the pixels at its
    top a badge covers (the jackpot meter at a larger scale): the cards fan out under them.
    ``above``: the pixels at its foot a badge covers (TABLE OPEN): the cards, the chips and the
    wheel lie above them (they covered the foot of the cards and the chip)."""
    w, h = size
    k = h / ART_H
    art = pygame.Surface(size, pygame.SRCALPHA)
    cloth = felt_backdrop.felt_background((w, h), felt, spotlight=True)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=16)
    art.blit(cloth, (0, 0))
    art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.ellipse(art, (*gfx.GOLD_DARK, 160), pygame.Rect(18, round(20 * k), w - 36, h - round(40 * k)), 2)
    if bare:
        return art

    cards = [c.id for c in parse_cards(game_cards)]
    n = len(cards)
    cw, row = fan_place(n, h, below, above)
    spread = FAN_SPREAD[n <= 2]
    drop = _drops(n, k)
    for j, cid in enumerate(cards):
        face = card_art.card_face(cid, cw, four)
        angle = (j - (n - 1) / 2) * spread
        rot = pygame.transform.rotozoom(face, -angle, 1.0)
        cx = w // 2 + (j - (n - 1) / 2) * cw * (0.55 if n > 2 else 0.7)
        cy = row + drop[j]
        shadow = pygame.Surface(rot.get_size(), pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90))
        shadow.blit(rot, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        art.blit(shadow, shadow.get_rect(center=(cx + 5, cy + SHADOW_DROP)))
        art.blit(rot, rot.get_rect(center=(cx, cy)))
    foot = h - max(0, above - round(CHIP_FOOT * k))  # the chips' and the wheel's foot clear of a badge
    if wheel:
        draw_wheel(art, (w - round(58 * k), foot - round(56 * k)), round(42 * k))
    else:
        d = round(58 * k)
        first = card_art.chip(chip, d)
        art.blit(first, first.get_rect(center=(w - round(52 * k), foot - round(48 * k))))
        second = card_art.chip(500, d)
        art.blit(second, second.get_rect(center=(w - round(60 * k), foot - round(58 * k))))
    if not available:
        dim = pygame.Surface(size, pygame.SRCALPHA)
        dim.fill((0, 0, 0, 120))
        dim.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        art.blit(dim, (0, 0))
    return art


def _drops(n: int, k: float) -> list[float]:
    """How much lower than the fan's row each of its ``n`` cards lies (the outer ones lower)."""
    return [abs(j - (n - 1) / 2) * 8 * k for j in range(n)]


def fan_place(n: int, h: int, below: int = 0, above: int = 0) -> tuple[int, float]:
    """(card width, the fan's row) of ``n`` cards on a picture ``h`` px tall whose top ``below``
    px and foot ``above`` px badges cover: as designed, or fitted and centred, shadows and all,
    in the room the badges leave."""
    k = h / ART_H
    cw = round((96 if n <= 2 else 80 if n <= 4 else 66) * k)
    if not (below or above):
        return cw, h // 2 + 6 * k
    spread = FAN_SPREAD[n <= 2]
    drop = _drops(n, k)
    bottom = h - above
    while cw > 8 and _fan_span(cw, spread, drop)[1] - _fan_span(cw, spread, drop)[0] > bottom - below - 2:
        cw -= 1
    top, foot = _fan_span(cw, spread, drop)
    return cw, (below + bottom) / 2 - (top + foot) / 2


def _fan_span(cw: int, spread: float, drop: Sequence[float]) -> tuple[float, float]:
    """The top and the foot of a fan of cards ``cw`` wide, turned ``spread`` degrees apart and
    lowered by ``drop``, their shadows with them: px from its row's line."""
    ch = card_art.card_size(cw)[1]
    n = len(drop)
    tall = [cw * abs(math.sin(math.radians(a))) + ch * abs(math.cos(math.radians(a))) + 2  # (rotozoom's edge)
            for a in ((j - (n - 1) / 2) * spread for j in range(n))]
    return min(d - t / 2 for d, t in zip(drop, tall)), max(d + t / 2 + SHADOW_DROP for d, t in zip(drop, tall))


def draw_wheel(surf: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    colours = [gfx.RED, gfx.GOLD, gfx.BLUE, gfx.GREEN, (150, 60, 170), gfx.RED_DARK, gfx.GOLD_DARK,
               (40, 40, 40)]
    n = 16
    cx, cy = centre
    for k in range(n):
        a0 = 2 * math.pi * k / n
        a1 = 2 * math.pi * (k + 1) / n
        pts = [(cx, cy)] + [(cx + radius * math.cos(a0 + (a1 - a0) * t / 4),
                             cy + radius * math.sin(a0 + (a1 - a0) * t / 4)) for t in range(5)]
        pygame.draw.polygon(surf, colours[k % len(colours)], pts)
    pygame.draw.circle(surf, gfx.GOLD_LIGHT, centre, radius, 3)
    pygame.draw.circle(surf, gfx.CREAM, centre, 8)


class NavButton(Button):
    """A page button of the lobby: a label too long for one line goes on two (GIOCO / RESPONSABILE)
    at the size of its neighbours instead of shrinking alone (at 100 % too: RESPONSIBLE GAMING
    was squeezed to 20 px on one line beside its neighbours' 24). Its hotkey
    is drawn at HINT_SIZE (five ninths of the label's 24 was 13 px: 9 px tall at 1280x720)."""

    hotkey_size = HINT_SIZE

    def draw(self, surface: pygame.Surface) -> None:
        label = self.label() if callable(self.label) else self.label
        room = self.rect.w - 16
        lines = gfx.wrap(label, self.font_size, room, "bold")
        if len(lines) != 2 or gfx.font(self.font_size, "bold").size(label)[0] <= room:
            super().draw(surface)
            return
        size, hint, top = self._two_line_place(lines)
        source, self.label, self.hotkey_size = self.label, "", hint
        try:
            super().draw(surface)
        finally:
            self.label = source
            del self.hotkey_size  # (the class's again)
        colour = BUTTON_STYLES.get(self.style, BUTTON_STYLES["dark"])[2] if self.enabled else gfx.DISABLED
        pitch = gfx.font(size, "bold").get_linesize() * 9 // 10
        for i, line in enumerate(lines):
            gfx.blit_text(surface, line, size, (self.rect.centerx, top + i * pitch + pitch // 2), colour,
                          "bold", anchor="center", max_width=room)

    def _two_line_place(self, lines: list[str]) -> tuple[int, int, int]:
        """(the label's size, the hint's size, the top of the first line's box) of the label on two
        lines at the size of its neighbours: the letters of both centred between the button's edge
        and the hint's letters, NAV_EDGE px clear of each, the hint as little smaller as that needs,
        and then the label, if even so it does not fit (at 150 % RESPONSIBLE's letters stood on
        the button's gold edge: the hint at its least still left them too little height)."""
        size = self.font_size
        hint = gfx.fit_size(self.hotkey, HINT_SIZE, self.rect.width - 12, self.rect.height // 3, "bold") \
            if self.hotkey else HINT_SIZE
        while True:
            f = gfx.font(size, "bold")
            pitch, half = f.get_linesize() * 9 // 10, f.get_linesize() // 2
            first, block = ink_block(lines, size, pitch)
            hint_top = self.rect.bottom - 3  # the hint is drawn with its foot 3 px above the button's
            if self.hotkey:
                hint_top += _ink(self.hotkey, hint)[0] - gfx.font(hint, "bold").get_linesize()
            room = hint_top - self.rect.y - 2 * NAV_EDGE
            if block <= room or size <= 10:
                break
            if hint > 12:
                hint -= 1
            else:
                size -= 1
        centre = self.rect.y + NAV_EDGE + (room - block) // 2 - first + half  # the first line's middle
        return size, hint, centre - pitch // 2 + (2 if self.pressed else 0)


def ink_block(lines: list[str], size: int, pitch: int) -> tuple[int, int]:
    """(where the first line's letters start in its line, how tall the letters of all the lines
    are from the first's top to the last's foot) of ``lines`` drawn ``pitch`` apart (bold, ``size``)."""
    first, last = _ink(lines[0], size)[0], _ink(lines[-1], size)[1]
    return first, pitch * (len(lines) - 1) + last - first


def _ink(s: str, size: int) -> tuple[int, int]:
    """Where ``s``'s letters start and end, px down from the top of its line (bold, ``size``)."""
    f = gfx.font(size, "bold")
    glyphs = [m for m in f.metrics(s) if m is not None]
    ascent = f.get_ascent()
    if not glyphs:
        return 0, f.get_linesize()
    return ascent - max(m[3] for m in glyphs), ascent - min(m[2] for m in glyphs)


class PlayButton(Button):
    """A tile's PLAY: at a larger UI scale a label too long for one line ('TORNA AL TAVOLO')
    goes on two lines as large as the button's height lets them, when that is larger than the
    one line squeezed into its width (it shrank to half the size of its neighbours' GIOCA)."""

    def draw(self, surface: pygame.Surface) -> None:
        label = self.label() if callable(self.label) else self.label
        room, height = self.rect.w - 16, self.rect.h - 8
        two = self._two_lines(label, room, height) if gfx.text_scaled() and " " in label else None
        if two is None:
            super().draw(surface)
            return
        size, lines, pitch = two
        source, self.label = self.label, ""
        try:
            super().draw(surface)
        finally:
            self.label = source
        colour = BUTTON_STYLES.get(self.style, BUTTON_STYLES["dark"])[2] if self.enabled else gfx.DISABLED
        first, block = ink_block(lines, size, pitch)  # the letters centred in the button's height
        half = gfx.font(size, "bold").get_linesize() // 2
        top = self.rect.centery - block // 2 - first + half - pitch // 2 + (2 if self.pressed else 0)
        for i, line in enumerate(lines):
            gfx.blit_text(surface, line, size, (self.rect.centerx, top + i * pitch + pitch // 2), colour, "bold",
                          anchor="center", max_width=room)

    def _two_lines(self, label: str, room: int, height: int) -> tuple[int, list[str], int] | None:
        """(size, lines, pitch) of the label on two lines larger than on one, or None."""
        one = gfx.fit_size(label, self.font_size, room, height + 2, "bold")  # what one line gets
        for size in range(self.font_size, one, -1):
            font = gfx.font(size, "bold")
            pitch = font.get_linesize() * 9 // 10
            lines = gfx.wrap(label, size, room, "bold")
            if len(lines) == 2 and ink_block(lines, size, pitch)[1] + 2 * NAV_EDGE <= self.rect.h \
                    and all(font.size(s)[0] <= room for s in lines):  # its letters NAV_EDGE px clear of its edges
                return size, lines, pitch
        return None
