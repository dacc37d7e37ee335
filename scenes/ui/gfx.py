"""Drawing helpers shared by every scene: text drawn and fitted, panels, shadows, shapes and
safe assets — at a window's own pixels on a Canvas, or on a plain surface. (Cards and chips are
``scenes.ui.card_art``'s; the game's sounds are ``scenes.ui.sound``'s.)

The fonts, cached text renders and text measuring are ``scenes.ui.text_render``'s, re-exported
here (``gfx.text``, ``gfx.font``) for the screens. Text renders and scaled surfaces are cached so
a frame only blits. Asset calls go through ``scenes.ui.resources``; if an asset file is missing
(a fresh checkout before ``tools/make_assets.py`` ran) a plain drawn stand-in is used, never a
crash.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import Any

import pygame

from scenes.ui import resources
from scenes.ui.canvas import Canvas
from scenes.ui.lru import LRU
from scenes.ui.resources import missing
from scenes.ui.text_render import (  # noqa: F401  (gfx.font, gfx.text … for the screens)
    CREAM,
    SHADOW,
    SYMBOLS,
    _fallback_fonts,
    _floor,
    _render_runs,
    _text_cache,
    box_factor,
    designed_width,
    drawn_size,
    fit_size,
    fitted_size,
    floored,
    font,
    font_at_px,
    gfx_floor,
    text,
    text_at_px,
    text_at_scale,
    text_floor,
    wrap,
)
from scenes.ui.text_size import (  # noqa: F401  (gfx.text_px … for the screens)
    LARGE_TEXT_FACTOR,
    MOST_TEXT_SCALE,
    _text_scale,
    at_designed_size,
    box_scale,
    designed_text,
    fit_cache,
    in_box,
    text_px,
    text_scaled,
    two_even_lines,
    ui_px,
    ui_scale,
)

LOGICAL_SIZE = (1920, 1080)

# --- palette (CREAM and SHADOW, a text's inks, from text_render) ---------------------------
GOLD = (212, 175, 55)
GOLD_LIGHT = (246, 214, 120)
GOLD_DARK = (140, 105, 30)
WHITE = (255, 255, 255)
INK = (20, 22, 26)
MUTED = (170, 176, 170)
DISABLED = (110, 114, 112)
PANEL = (12, 24, 18)
PANEL_EDGE = (70, 60, 30)
RED = (200, 48, 48)
RED_DARK = (120, 20, 24)
GREEN = (46, 170, 84)
GREEN_DARK = (18, 96, 48)
YELLOW = (236, 196, 40)
BLUE = (60, 120, 210)

FELT_COLOURS: dict[str, tuple[int, int, int]] = {
    "green": (18, 92, 52), "blue": (20, 62, 110), "red": (112, 24, 32), "purple": (68, 34, 96),
}


#: The surfaces kept for every drawing module (panels, shadows, button bodies, felts …): at
#: most 600 and 48 MB of pixels (a page's panel made at a 4K window's pixels is 26 MB: sizes
#: met one after another must not all stay).
surface_cache: LRU[pygame.Surface] = LRU(600, budget_bytes=48_000_000)


def clear_caches() -> None:
    _text_cache.clear()
    surface_cache.clear()
    fit_cache.clear()


def forget_sizes() -> None:
    """The window changed size: texts, panels and art made at the old pixels go (they would
    wait in the caches for a size no longer drawn; issue 27: memory)."""
    _text_cache.clear()
    surface_cache.clear()
    resources.forget_sizes()




# --- fonts and text -----------------------------------------------------------------------
def set_text_settings(settings: Any) -> bool:
    """Follow the settings' ``ui_scale`` (per cent) and ``large_text``; True when that changed the
    text size (the cached renders are dropped; the app tells the scenes to draw their texts again)."""
    scale = getattr(settings, "ui_scale", 100) / 100
    if getattr(settings, "large_text", False):
        scale *= LARGE_TEXT_FACTOR
    scale = min(MOST_TEXT_SCALE, scale)
    if scale == _text_scale[0]:
        return False
    _text_scale[0] = scale
    clear_caches()
    return True


def blit_text(surface: pygame.Surface | Canvas, s: str, size: int, pos: tuple[float, float],
              colour: tuple[int, int, int] = CREAM, weight: str = "regular", anchor: str = "topleft",
              shadow: bool = False, max_width: int | None = None) -> pygame.Rect:
    """Draw text anchored at ``pos`` ("topleft", "center", "midtop", "midright" …); shrinks to fit."""
    room, step = max_width, 2
    if _text_scale[0] != 1.0:  # a larger text grows into the room it was given, no further
        if room is None and not in_box():  # a box (text_size.box_scale) chose its factor to fit
            room = designed_width(s, size, weight, shadow)
        room, step = (None if room is None else max(room, 1)), 1
    if room is not None:
        size = fitted_size(s, size, weight, shadow, room, step)
    if isinstance(surface, Canvas):  # drawn at the window's pixels, in a font of the physical size
        # (its logical place measured, not rendered: a text new at each frame, a count, was drawn twice)
        rect = pygame.Rect((0, 0), drawn_size(s, size, weight, shadow))
        setattr(rect, anchor, (int(pos[0]), int(pos[1])))
        drawn = text_at_scale(s, size, surface.scale, colour, weight, shadow)
        surface.blit_physical(drawn, drawn.get_rect(**{anchor: surface.point((int(pos[0]), int(pos[1])))}))
        return rect
    surf = text(s, size, colour, weight, shadow)
    rect = surf.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(surf, rect)
    return rect


def draw_text(surface: pygame.Surface | Canvas, s: str, size: int, pos: tuple[float, float],
              colour: tuple[int, int, int] = CREAM, weight: str = "regular", anchor: str = "topleft",
              shadow: bool = False, alpha: int | None = None) -> pygame.Rect:
    """``text(s, size, …)`` placed by ``anchor`` at ``pos``, as it is (no fitting to a room: that
    is ``blit_text``), rendered at the surface's pixels. Returns its logical rectangle."""
    surf = text(s, size, colour, weight, shadow)
    if alpha is None and not isinstance(surface, Canvas):
        return surface.blit(surf, surf.get_rect(**{anchor: (int(pos[0]), int(pos[1]))}))

    def made(scale: float) -> pygame.Surface:
        drawn = surf if scale == 1.0 else text_at_scale(s, size, scale, colour, weight, shadow)
        if alpha is not None:
            drawn = drawn.copy()
            drawn.set_alpha(alpha)
        return drawn

    return blit_art(surface, made, surf.get_size(), pos, anchor)


def blit_text_block(surface: pygame.Surface | Canvas, s: str, size: int, width: int, pos: tuple[int, int],
                    colour: tuple[int, int, int] = CREAM, weight: str = "regular", line_gap: float = 1.3,
                    height: int | None = None) -> pygame.Rect:
    """A wrapped paragraph (``text_block``) drawn at ``pos``, its lines at the surface's own
    pixels; ``height``: only the lines that start inside it. Returns the logical area."""
    if not isinstance(surface, Canvas):
        block = text_block(s, size, width, colour, weight, line_gap)
        area = None if height is None else pygame.Rect(0, 0, width, height)
        return surface.blit(block, pos, area)
    step = int(max(text_px(size), _floor[-1]) * line_gap)
    lines = wrap(s, size, width, weight)
    y = pos[1]
    for line in lines:
        if height is not None and y + step > pos[1] + height:
            break
        if line:
            blit_text(surface, line, size, (pos[0], y), colour, weight, max_width=width)  # wrapped to it
        y += step
    return pygame.Rect(pos, (width, y - pos[1]))


def text_block(s: str, size: int, width: int, colour: tuple[int, int, int] = CREAM,
               weight: str = "regular", line_gap: float = 1.3) -> pygame.Surface:
    """A cached wrapped paragraph as one surface."""
    px = max(text_px(size), _floor[-1])  # the size it is drawn at
    key = ("block", s, px, width, colour, weight, line_gap)
    surf = surface_cache.get(key)
    if surf is not None:
        return surf
    lines = wrap(s, size, width, weight)
    step = int(px * line_gap)
    out = pygame.Surface((width, max(step, step * len(lines))), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        if line:
            out.blit(text(line, size, colour, weight), (0, i * step))
    return surface_cache.put(key, out)


# --- shapes -------------------------------------------------------------------------------
def panel(size: tuple[int, int], fill: tuple[int, ...] = (*PANEL, 225), border: tuple[int, int, int] = GOLD_DARK,
          radius: int = 18, border_width: int = 2, glow: bool = False, scale: float = 1.0,
          keep: bool = True) -> pygame.Surface:
    """A cached rounded translucent panel with a thin gold edge (``size``, ``radius`` and
    ``border_width`` in the pixels it is drawn at; ``scale``: physical px per logical px;
    ``keep``: False for one made once into something kept, not held by the cache)."""
    key = ("panel", size, fill, border, radius, border_width, glow, scale)
    surf = surface_cache.get(key)
    if surf is not None:
        return surf
    w, h = size
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(out, fill, out.get_rect(), border_radius=radius)
    # a soft top highlight
    band = min(h, round(120 * scale))
    shine = pygame.Surface((w, band), pygame.SRCALPHA)
    for y in range(band):
        a = int(18 * (1 - y / band))
        inset = radius - int((radius * radius - (radius - y) ** 2) ** 0.5) if y < radius else 0
        pygame.draw.line(shine, (255, 255, 255, a), (inset + 1, y), (w - inset - 2, y))
    out.blit(shine, (0, 0))
    if border_width:
        pygame.draw.rect(out, border, out.get_rect(), border_width, border_radius=radius)
    if glow:
        inset = round(3 * scale)
        pygame.draw.rect(out, GOLD_LIGHT, out.get_rect().inflate(-2 * inset, -2 * inset), max(1, round(2 * scale)),
                         border_radius=max(0, radius - inset))
    return surface_cache.put(key, out) if keep else out


def draw_panel(surface: pygame.Surface | Canvas, r: pygame.Rect, fill: tuple[int, ...] = (*PANEL, 225),
               border: tuple[int, int, int] = GOLD_DARK, radius: int = 18, border_width: int = 2,
               glow: bool = False) -> None:
    """``panel`` over the logical rectangle ``r``, made at the pixels it covers."""
    if not isinstance(surface, Canvas):
        surface.blit(panel(r.size, fill, border, radius, border_width, glow), r)
        return
    at = surface.rect(r)
    surface.blit_physical(panel(at.size, fill, border, surface.px(radius), surface.px(border_width), glow,
                                surface.scale), at)


def panel_canvas(target: pygame.Surface | Canvas | None, size: tuple[int, int], fill: tuple[int, ...] = (*PANEL, 225),
                 border: tuple[int, int, int] = GOLD_DARK, radius: int = 18,
                 border_width: int = 2, glow: bool = False) -> pygame.Surface | Canvas:
    """A fresh copy of ``panel`` of logical ``size`` for a widget to draw its texts on and keep:
    made at the pixels of ``target`` when that is a window's Canvas (then blitted pixel for
    pixel, never scaled), else a plain logical surface."""
    if not isinstance(target, Canvas):
        return panel(size, fill, border, radius, border_width, glow).copy()
    at = target.rect(((0, 0), size))
    art = panel(at.size, fill, border, target.px(radius), target.px(border_width), glow, target.scale).copy()
    return Canvas(art, target.context, size)


def draw_shadow(surface: pygame.Surface | Canvas, topleft: tuple[int, int], size: tuple[int, int],
                radius: int = 18, alpha: int = 110, spread: int = 10, wider: int | None = None) -> None:
    """``shadow_rect`` for a panel of logical ``size``, its corner at logical ``topleft``. ``wider``:
    the panel's width at rest (a card turning over is narrower each frame): its shadow is cut from
    that one's (``narrowed_shadow``), not drawn ring by ring at every new width."""
    if not isinstance(surface, Canvas):
        surface.blit(shadow_of(size, radius, alpha, spread, wider), topleft)
        return
    at = surface.rect((topleft, size))
    full = None if wider is None else surface.rect((topleft, (wider, size[1]))).w
    surface.blit_physical(shadow_of(at.size, surface.px(radius), alpha, surface.px(spread), full), at)


def shadow_of(size: tuple[int, int], radius: int, alpha: int, spread: int, wider: int | None) -> pygame.Surface:
    """``shadow_rect``, cut from the same shadow ``wider`` px wide when there is one and ``size`` is at
    least twice ``radius`` wide (``narrowed_shadow``: the very pixels); else drawn ring by ring."""
    if wider is None or wider <= size[0] or size[0] < 2 * radius:
        return shadow_rect(size, radius, alpha, spread)
    key = ("shadow", size, radius, alpha, spread)
    return surface_cache.get(key) or surface_cache.put(
        key, narrowed_shadow(shadow_rect((wider, size[1]), radius, alpha, spread), size[0], spread))


def narrowed_shadow(wide: pygame.Surface, width: int, spread: int) -> pygame.Surface:
    """The ``shadow_rect`` of a panel ``width`` px wide from ``wide``, the same shadow of a wider panel:
    its left half and its right half laid side by side (each ring's rounded corners keep to their
    side while ``width`` is at least twice the radius). A card turning over at 3840x2160 drew a new
    0.2 M px shadow ring by ring each frame: 1.5 ms."""
    w, h = wide.get_size()
    out = pygame.Surface((width + 2 * spread, h), pygame.SRCALPHA)
    left = (width + 2 * spread + 1) // 2
    right = width + 2 * spread - left
    # added onto the clear surface: the very pixels (a blend would scale the colours by their alpha)
    out.blit(wide, (0, 0), pygame.Rect(0, 0, left, h), special_flags=pygame.BLEND_RGBA_ADD)
    out.blit(wide, (left, 0), pygame.Rect(w - right, 0, right, h), special_flags=pygame.BLEND_RGBA_ADD)
    return out


# --- lines and shapes at the surface's own pixels (logical coordinates) ---------------------
def _width(surface: Canvas, width: int) -> int:
    return surface.px(width) if width > 0 else 0


def _colour(colour: Any) -> tuple[int, ...]:
    return tuple(colour) if isinstance(colour, tuple) else tuple(pygame.Color(colour))


def _around(points: Iterable[tuple[float, float]], width: int) -> pygame.Rect:
    """The pixels a line of ``width`` through ``points`` may cover (a recorded drawing's area)."""
    xs, ys = zip(*points, strict=True)
    pad = width // 2 + 2
    left, top = int(min(xs)) - pad, int(min(ys)) - pad
    return pygame.Rect(left, top, int(max(xs)) + pad + 1 - left, int(max(ys)) + pad + 1 - top)


def rect(surface: pygame.Surface | Canvas, colour: Any, r: Any, width: int = 0,
         border_radius: int = 0) -> pygame.Rect:
    """``pygame.draw.rect`` in logical px, drawn at the surface's pixels."""
    if not isinstance(surface, Canvas):
        return pygame.draw.rect(surface, colour, r, width, border_radius=border_radius)
    at, w, radius = surface.rect(r), _width(surface, width), surface.px(border_radius) if border_radius > 0 else -1
    if w > 0 and radius < 0:
        # a square outline as its four edges, pixel for pixel the same, each noted as drawn where it
        # lies: noted as one drawing it touched its whole box, and what lay inside was laid again
        # under it the next frame (four tables side by side at 3840x2160: four 1920x1080 areas)
        for edge in _edges(at, w):
            _fill(surface, colour, edge)
        return pygame.Rect(r)
    if w > 0:  # a rounded outline: its pixels lie within its radius of the edges (multi helper, issue 27)
        surface.do_in_bands(at, max(w, radius), ("rect", _colour(colour), tuple(at), w, radius),
                            lambda: pygame.draw.rect(surface.target, colour, at, w, border_radius=radius))
        return pygame.Rect(r)
    surface.do(at, ("rect", _colour(colour), tuple(at), w, radius),
               lambda: pygame.draw.rect(surface.target, colour, at, w, border_radius=radius))
    return pygame.Rect(r)


def _edges(box: pygame.Rect, w: int) -> tuple[pygame.Rect, ...]:
    """The four edges ``w`` px wide inside ``box``: the pixels ``pygame.draw.rect(.., box, w)`` draws."""
    return (pygame.Rect(box.x, box.y, box.w, w), pygame.Rect(box.x, box.bottom - w, box.w, w),
            pygame.Rect(box.x, box.y, w, box.h), pygame.Rect(box.right - w, box.y, w, box.h))


def _fill(surface: Canvas, colour: Any, at: pygame.Rect) -> None:
    """``at`` (physical px) filled with ``colour``, as ``rect`` fills a logical rectangle."""
    surface.do(at, ("rect", _colour(colour), tuple(at), 0, -1),
               lambda: pygame.draw.rect(surface.target, colour, at, 0, border_radius=-1))


def line(surface: pygame.Surface | Canvas, colour: Any, start: tuple[float, float], end: tuple[float, float],
         width: int = 1) -> pygame.Rect:
    """``pygame.draw.line`` in logical px, drawn at the surface's pixels."""
    if not isinstance(surface, Canvas):
        return pygame.draw.line(surface, colour, start, end, width)
    a, b, w = surface.point(start), surface.point(end), _width(surface, width)
    drawn = surface.do(_around((a, b), w), ("line", _colour(colour), a, b, w),
                       lambda: pygame.draw.line(surface.target, colour, a, b, w))
    return surface.logical_rect(drawn)


def lines(surface: pygame.Surface | Canvas, colour: Any, closed: bool, points: Any, width: int = 1) -> None:
    """``pygame.draw.lines`` in logical px, drawn at the surface's pixels."""
    if not isinstance(surface, Canvas):
        pygame.draw.lines(surface, colour, closed, points, width)
        return
    at, w = [surface.point(p) for p in points], _width(surface, width)
    surface.do(_around(at, w), ("lines", _colour(colour), closed, tuple(at), w),
               lambda: pygame.draw.lines(surface.target, colour, closed, at, w))


def circle(surface: pygame.Surface | Canvas, colour: Any, centre: tuple[float, float], radius: float,
           width: int = 0) -> pygame.Rect:
    """``pygame.draw.circle`` in logical px, drawn at the surface's pixels."""
    if not isinstance(surface, Canvas):
        return pygame.draw.circle(surface, colour, centre, radius, width)
    at, r, w = surface.point(centre), radius * surface.scale, _width(surface, width)
    drawn = surface.do(_around(((at[0] - r, at[1] - r), (at[0] + r, at[1] + r)), 1), ("circle", _colour(colour), at, r, w),
                       lambda: pygame.draw.circle(surface.target, colour, at, r, w))
    return surface.logical_rect(drawn)


def polygon(surface: pygame.Surface | Canvas, colour: Any, points: Any, width: int = 0) -> None:
    """``pygame.draw.polygon`` in logical px, drawn at the surface's pixels."""
    if not isinstance(surface, Canvas):
        pygame.draw.polygon(surface, colour, points, width)
        return
    at, w = [surface.point(p) for p in points], _width(surface, width)
    surface.do(_around(at, w), ("polygon", _colour(colour), tuple(at), w),
               lambda: pygame.draw.polygon(surface.target, colour, at, w))


def ellipse(surface: pygame.Surface | Canvas, colour: Any, r: Any, width: int = 0) -> None:
    """``pygame.draw.ellipse`` in logical px, drawn at the surface's pixels."""
    if not isinstance(surface, Canvas):
        pygame.draw.ellipse(surface, colour, r, width)
        return
    at, w = surface.rect(r), _width(surface, width)
    surface.do(at, ("ellipse", _colour(colour), tuple(at), w), lambda: pygame.draw.ellipse(surface.target, colour, at, w))


def blit_art(surface: pygame.Surface | Canvas, make: Callable[[float], pygame.Surface], size: tuple[int, int],
             pos: tuple[float, float], anchor: str = "topleft", special_flags: int = 0) -> pygame.Rect:
    """Art of logical ``size`` placed by ``anchor`` at ``pos``: ``make(scale)`` gives it at
    ``scale`` physical px per logical px (1.0 on a plain surface), so it is made at the size it
    appears, never scaled up from a smaller bitmap. Returns its logical rectangle."""
    where = pygame.Rect((0, 0), size)
    setattr(where, anchor, (int(pos[0]), int(pos[1])))
    if not isinstance(surface, Canvas):
        surface.blit(make(1.0), where, None, special_flags)
        return where
    art = make(surface.scale)
    at = art.get_rect(**{anchor: surface.point((int(pos[0]), int(pos[1])))})
    surface.blit_physical(art, at, special_flags)
    return where


def veil(surface: pygame.Surface | Canvas, alpha: int) -> None:
    """Dim the whole of ``surface`` (within its clip) under a pop-up, as black at ``alpha`` over it
    would: each colour multiplied by (255 - alpha) / 255 in place. No window-sized shade is made
    or blended (issue 27: at 3840x2160 a 33 MB shade made and blitted, ~30 ms of a pop-up's first
    frame)."""
    keep = 255 - alpha
    if isinstance(surface, Canvas):
        pixels = surface.target
        surface.do(pixels.get_rect(), ("veil", keep),
                   lambda: pixels.fill((keep, keep, keep), None, pygame.BLEND_RGB_MULT))
        return
    surface.fill((keep, keep, keep), None, pygame.BLEND_RGB_MULT)


def shadow_rect(size: tuple[int, int], radius: int = 18, alpha: int = 110, spread: int = 10,
                keep: bool = True) -> pygame.Surface:
    """A soft cached drop shadow for a panel of ``size`` (``keep``: False for one made once
    into something kept, e.g. a page's backdrop: not held by the cache)."""
    key = ("shadow", size, radius, alpha, spread)
    surf = surface_cache.get(key)
    if surf is not None:
        return surf
    w, h = size
    out = pygame.Surface((w + spread * 2, h + spread * 2), pygame.SRCALPHA)
    for i in range(spread, 0, -2):
        a = int(alpha * (1 - i / spread) ** 2 / 2) + 4
        pygame.draw.rect(out, (0, 0, 0, a), pygame.Rect(spread - i, spread - i, w + 2 * i, h + 2 * i),
                         border_radius=radius + i)
    return surface_cache.put(key, out) if keep else out


def gold_line(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int], width: int = 2) -> None:
    pygame.draw.line(surface, GOLD, start, end, width)


def image(name: str, width: int | None = None) -> pygame.Surface | None:
    try:
        return resources.image(name, width)
    except Exception as exc:
        missing(f"image:{name}", exc)
        return None


def scaled(surf: pygame.Surface, size: tuple[int, int], key: Hashable | None = None) -> pygame.Surface:
    """A cached smooth scale of ``surf`` (keyed by ``key`` or the surface's id)."""
    k = ("scaled", key if key is not None else id(surf), size)
    out = surface_cache.get(k)
    if out is None:
        out = surface_cache.put(k, pygame.transform.smoothscale(surf, size))
    return out


# --- measuring a text at the player's scale (text_size holds the scale; the fonts are here) ---


