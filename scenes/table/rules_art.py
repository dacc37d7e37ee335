"""The rules sheet's large pictures made a part a step (issue 27): its panel a band of rows a
step, laid as it is made, and the table's felt made small a band a step, each pixel as the
whole picture made at once has it (``gfx.panel``, ``pygame.transform.smoothscale``). At
3840x2160 the panel is 3600x2000 px (29 MB made fresh) and the felt's scale 13-40 ms: made at
once they were most of the sheet's first frame."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

#: the pixels a step lays: a band of the panel; the pixels a step scales: a band of the felt's
PIXELS_A_STEP, SCALED_A_STEP = 500_000, 200_000
#: the shine along a panel's top, in logical px (as ``gfx.panel`` draws it)
SHINE = 120


def panel_band(size: tuple[int, int], top: int, rows: int, fill: tuple[int, ...], border: tuple[int, int, int],
               radius: int, border_width: int, scale: float) -> pygame.Surface:
    """Rows ``top`` to ``top + rows`` of ``gfx.panel(size, fill, border, radius, border_width,
    scale=scale)`` (no glow), pixel for pixel: the rounded fill, the shine along the top and the
    edge drawn where they fall in the band."""
    w, h = size
    out = pygame.Surface((w, rows), pygame.SRCALPHA)
    whole = pygame.Rect(0, -top, w, h)
    pygame.draw.rect(out, fill, whole, border_radius=radius)
    band = min(h, round(SHINE * scale))
    if top < band:
        shine = pygame.Surface((w, min(band, top + rows) - top), pygame.SRCALPHA)
        for y in range(top, min(band, top + rows)):
            a = int(18 * (1 - y / band))
            inset = radius - int((radius * radius - (radius - y) ** 2) ** 0.5) if y < radius else 0
            pygame.draw.line(shine, (255, 255, 255, a), (inset + 1, y - top), (w - inset - 2, y - top))
        out.blit(shine, (0, 0))
    if border_width:
        pygame.draw.rect(out, border, whole, border_width, border_radius=radius)
    return out


def panel_steps(pixels: pygame.Surface, at: pygame.Rect, fill: tuple[int, ...], border: tuple[int, int, int],
                radius: int, border_width: int, scale: float) -> Iterator[None]:
    """``gfx.panel`` of ``at``'s size laid on ``pixels`` at ``at`` a band of rows a step (a step
    after each), as the whole panel blitted there would lay it."""
    rows = max(1, PIXELS_A_STEP // max(1, at.w))
    for top in range(0, at.h, rows):
        band = panel_band(at.size, top, min(rows, at.h - top), fill, border, radius, border_width, scale)
        pixels.blit(band, (at.x, at.y + top))
        yield


def scaled_onto_steps(source: pygame.Surface, target: pygame.Surface, at: pygame.Rect) -> Iterator[None]:
    """``pygame.transform.smoothscale(source, at.size)`` (a shrink of an opaque ``source``) laid on
    ``target`` at ``at``, a band a step, the same pixels, and no picture of ``at``'s size made
    besides: pygame scales the rows first, each row alone (here a band of rows a step), then the
    columns, each column alone (a band of columns a step, scaled straight onto ``target``). A
    source with an alpha channel: at once (its bands would blend as they are put together)."""
    if source.get_flags() & pygame.SRCALPHA:
        target.blit(pygame.transform.smoothscale(source, at.size), at)
        yield
        return
    sw, sh = source.get_size()
    w, h = at.size
    rows = max(1, SCALED_A_STEP // max(1, sw))
    wide: list[tuple[int, pygame.Surface]] = []  # the rows scaled: (their first row, the band)
    for y in range(0, sh, rows):
        n = min(rows, sh - y)
        wide.append((y, pygame.transform.smoothscale(source.subsurface((0, y, sw, n)), (w, n))))
        yield
    columns = max(1, SCALED_A_STEP // max(1, sh))
    strip = pygame.Surface((columns, sh), 0, source)  # a band of columns, put together from the rows'
    straight = strip.get_bitsize() == target.get_bitsize() and strip.get_masks() == target.get_masks()
    for x in range(0, w, columns):
        n = min(columns, w - x)
        part = strip if n == columns else strip.subsurface((0, 0, n, sh))
        for y, band in wide:
            part.blit(band, (0, y), (x, 0, n, band.get_height()))
        place = pygame.Rect(at.x + x, at.y, n, h)
        if straight and target.get_rect().contains(place):
            pygame.transform.smoothscale(part, (n, h), target.subsurface(place))
        else:
            target.blit(pygame.transform.smoothscale(part, (n, h)), place)
        yield
