"""Fonts, cached text renders and measuring a text at the player's scale.

The project font (Lato, with DejaVu for the card suits and arrows) at a logical size (the
player's text scale applied, ``text_size``) or at an exact physical pixel size (a window's
Canvas); renders kept in an LRU held to a byte budget; how wide a text is and the size it fits a
room at, measured without drawing. ``scenes.ui.gfx`` draws them and re-exports these names.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager

import pygame

from scenes.ui import resources
from scenes.ui.lru import LRU
from scenes.ui.resources import missing
from scenes.ui.text_size import _text_scale, designed_text, fit_cache, text_px

#: A text's ink unless told (cream on the felt) and its drop shadow's (gfx's palette has them).
CREAM = (245, 238, 220)
SHADOW = (0, 0, 0)

#: Rendered texts: at most 1,500 and 16 MB of pixels (about 9 MB at 100 %; a 150 % scale has
#: 2.25 times the pixels in each, and four open tables stay under the memory target).
_text_cache: LRU[pygame.Surface] = LRU(1500, budget_bytes=16_000_000)


_fallback_fonts: dict[tuple[int, str], pygame.font.Font] = {}


#: The smallest text drawn now (logical px): a screen raises it while it draws (``text_floor``).
_floor: list[int] = [0]


@contextmanager
def text_floor(size: int) -> Iterator[None]:
    """Draw no text smaller than ``size`` logical px inside the block (18 is 12 px at 1280x720)."""
    _floor.append(max(int(size), _floor[-1]))
    try:
        yield
    finally:
        _floor.pop()


def floored(size: int) -> int:
    """``size`` as the player sees it at 100 %: never under the screen's smallest text
    (``text_floor``). A text designed smaller grows from there at a larger UI scale."""
    return max(size, _floor[-1])


def font(size: int, weight: str = "regular") -> pygame.font.Font:
    """The project font (Lato) at ``size`` px (at the player's text scale), or pygame's default
    font if it is missing."""
    return font_at_px(max(text_px(size), _floor[-1]), weight)


def font_at_px(size: int, weight: str = "regular") -> pygame.font.Font:
    """The project font rendered ``size`` pixels tall, exactly (a canvas's physical size)."""
    try:
        return resources.font(size, weight)
    except Exception as exc:  # missing file, bad weight
        missing(f"font:{weight}", exc)
        key = (size, weight)
        f = _fallback_fonts.get(key)
        if f is None:
            if not pygame.font.get_init():
                pygame.font.init()
            f = pygame.font.Font(None, int(size * 1.3))
            f.set_bold(weight in ("bold", "black"))
            _fallback_fonts[key] = f
        return f


def text(s: str, size: int, colour: tuple[int, int, int] = CREAM, weight: str = "regular",
         shadow: bool = False) -> pygame.Surface:
    """A cached render of ``s`` (antialiased; ``shadow`` adds a soft drop shadow)."""
    return text_at_px(s, max(text_px(size), _floor[-1]), colour, weight, max(1, size // 16) if shadow else 0)


def text_at_scale(s: str, size: int, scale: float, colour: tuple[int, int, int] = CREAM,
                  weight: str = "regular", shadow: bool = False) -> pygame.Surface:
    """``text(s, size, …)`` rendered for ``scale`` physical px per logical px: in a font of the
    physical size (crisp), not the logical render scaled."""
    px = max(1, round(max(text_px(size), _floor[-1]) * scale))
    return text_at_px(s, px, colour, weight, max(1, round(max(1, size // 16) * scale)) if shadow else 0)


def text_at_px(s: str, px: int, colour: tuple[int, int, int] = CREAM, weight: str = "regular",
               shadow_offset: int = 0) -> pygame.Surface:
    """A cached render of ``s`` in a font ``px`` pixels tall (a logical size at scale 1, a canvas's
    physical size on the window), with a drop shadow ``shadow_offset`` px down and right."""
    key = (s, px, colour, weight, shadow_offset)  # the size it is drawn at
    surf = _text_cache.get(key)
    if surf is not None:
        return surf
    main = _render_runs(s, px, colour, weight)
    if shadow_offset:
        off = shadow_offset
        shade = _render_runs(s, px, SHADOW, weight)
        shade.set_alpha(150)
        out = pygame.Surface((main.get_width() + off, main.get_height() + off), pygame.SRCALPHA)
        out.blit(shade, (off, off))
        out.blit(main, (0, 0))
        main = out
    return _text_cache.put(key, main)


#: Characters Lato lacks (it has €): drawn from DejaVu, only they, so a line keeps one face.
SYMBOLS = frozenset("♠♥♦♣▸◂✕★←→↑↓")


def _render_runs(s: str, px: int, colour: tuple[int, int, int], weight: str) -> pygame.Surface:
    """``s`` in Lato ``px`` pixels tall, with only its symbol characters in DejaVu, the runs on
    one baseline."""
    if not any(ch in SYMBOLS for ch in s):
        return font_at_px(px, weight).render(s, True, colour)
    runs: list[tuple[bool, str]] = []
    for ch in s:
        sym = ch in SYMBOLS
        if runs and runs[-1][0] == sym:
            runs[-1] = (sym, runs[-1][1] + ch)
        else:
            runs.append((sym, ch))
    symbols = "symbols_bold" if weight != "regular" else "symbols"
    parts = [(font_at_px(px, symbols if sym else weight), part) for sym, part in runs]
    ascent = max(f.get_ascent() for f, _ in parts)
    height = max(ascent - f.get_ascent() + f.get_height() for f, _ in parts)
    rendered = [(f.render(part, True, colour), ascent - f.get_ascent()) for f, part in parts]
    out = pygame.Surface((sum(r.get_width() for r, _ in rendered), height), pygame.SRCALPHA)
    x = 0
    for surf, dy in rendered:
        out.blit(surf, (x, dy))
        x += surf.get_width()
    return out


def wrap(s: str, size: int, width: int, weight: str = "regular") -> list[str]:
    """Split ``s`` into lines that fit ``width`` px (paragraphs kept by newlines)."""
    f = font(size, weight)
    lines: list[str] = []
    for para in s.split("\n"):
        words: list[str] = []
        for w in para.split(" "):  # a currency sign stays with its amount ('€ 30,00' on one line)
            if words and words[-1] in ("€", "$", "£"):
                words[-1] = f"{words[-1]} {w}"
            else:
                words.append(w)
        line = ""
        for w in words:
            trial = w if not line else f"{line} {w}"
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = w
        lines.append(line)
    return lines


def box_factor(lines: Iterable[tuple[str, int, str, float]]) -> float:
    """The one factor a box's texts are drawn at: the player's scale, or less so that every line
    ``(text, designed size, weight, room width)`` fits its room, never under 1.0 (designed).
    One factor for the whole box, so its rows keep one size (no row shrinks alone)."""

    best = _text_scale[0]
    if best == 1.0:
        return 1.0
    with designed_text():
        for s, size, weight, room in lines:
            if not s:
                continue
            w = font(size, weight).size(s)[0]
            if w > 0:
                best = min(best, room / w)
    return max(1.0, best)


def fit_size(s: str, size: int, width: int, height: int, weight: str = "regular") -> int:
    """The largest size up to ``size`` at which ``s`` fits ``width`` × ``height`` px as drawn at the
    player's text scale, but never smaller than designed (``size`` at 100 %): a box's text grows
    into the room the box has."""

    designed = size
    while size > 2 and text_px(size) > max(10, designed):
        w, h = font(size, weight).size(s)
        if w <= width and h <= height:
            break
        size -= 1
    return size


def designed_width(s: str, size: int, weight: str = "regular", shadow: bool = False) -> int:
    """How wide ``s`` is at its designed size (the text scale at 100 %): the room of a text
    given no ``max_width`` (its neighbours were placed for that width)."""
    with designed_text():
        return drawn_size(s, size, weight, shadow)[0]


def gfx_floor() -> int:
    """The smallest text drawn now (``text_floor``)."""

    return _floor[-1]


def drawn_size(s: str, size: int, weight: str = "regular", shadow: bool = False) -> tuple[int, int]:
    """How large ``text(s, size, …)`` is, measured without drawing it: a font's render is as wide
    as it measures the line and as tall as its line skip (a line with symbols, whose runs come
    from two faces, and an empty one are drawn)."""
    if not s or any(ch in SYMBOLS for ch in s):
        return text(s, size, CREAM, weight, shadow).get_size()
    f = font(size, weight)
    off = max(1, size // 16) if shadow else 0
    return f.size(s)[0] + off, f.get_linesize() + off


def fitted_size(s: str, size: int, weight: str, shadow: bool, room: int, step: int) -> int:
    """The size ``blit_text`` draws ``s`` at to fit ``room`` px: ``size``, less by ``step`` until it
    fits or reaches the smallest size allowed. Measured, not drawn (only the size used is drawn and
    cached: a larger UI scale kept a render of every size tried), and remembered."""
    key = (s, size, weight, shadow, room, step, _text_scale[0], gfx_floor())
    known = fit_cache.get(key)
    if known is not None:
        return known
    while drawn_size(s, size, weight, shadow)[0] > room and size > 2 and text_px(size) > max(10, gfx_floor()):
        size -= step
    return fit_cache.put(key, size)
