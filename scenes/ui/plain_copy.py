"""Copying an opaque area between two surfaces of one format with plain stores, so its pixels stay in
the processor's cache and no row is streamed.

SDL copies the rows of a same-format, opaque blit with SSE streaming (non-temporal) stores, 64 bytes
at a time, when the rows of both surfaces start 16-byte aligned; else with ``memcpy``. Streaming
stores bypass the cache, and on this host that cost twice (issue 27, 3840x2160 window and layer):

- a row starting 16-byte aligned but off a 64-byte cache line makes every store straddle two lines:
  partial-line streaming stores. A 26x316 px area at x=1432 took 190 us, at x=1433 2 us;
- a row written past the cache is read back from memory by what is drawn over it next: a table lays
  its layer back under a moving card and at once blends the card there. A 4K deal's 40 frames cost
  48.5 ms laid back with streaming stores, 37.1 ms with plain ones (same run, alternated).

``copy_area`` copies the first pixel of each such row apart (4 bytes: plain), so the rest of the row
starts off the 16-byte alignment and SDL copies it with ``memcpy``: the very pixels, left in the cache.
An area larger than a core's cache (``PLAIN_MOST``) would not stay there: it is streamed, faster for
its size (a whole 4K window 2.9 ms against 4.7 ms), from its rows' first cache line (the pixels before
it copied apart), so no store straddles two lines.
"""

from __future__ import annotations

import pygame

#: The alignment (bytes) of a row's start and pitch at which SDL streams a copy; a cache line.
STREAMED, CACHE_LINE = 16, 64
#: The most bytes copied with plain stores (a core's 2 MiB second-level cache here): more is streamed.
PLAIN_MOST = 2 * 1024 * 1024


def streamed(target: pygame.Surface, area: pygame.Rect) -> bool:
    """Whether SDL would stream a copy onto ``area`` of ``target`` (its rows start 16-byte aligned;
    a 32-bit surface of more than one pixel's width)."""
    size = target.get_bytesize()
    if size != 4 or target.get_pitch() % STREAMED or area.w < 2:
        return False
    return (target._pixels_address + area.y * target.get_pitch() + area.x * size) % STREAMED == 0


def copy_area(target: pygame.Surface, source: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
    """``source``'s pixels of ``area`` over the same pixels of ``target`` (both in their own
    coordinates, one place): what ``target.blit(source, area, area)`` lays, with plain stores when SDL
    would stream the rows (their first pixel apart), or for an area over ``PLAIN_MOST`` bytes streamed
    from the rows' first cache line. Returns the pixels laid."""
    if not streamed(target, area):
        return target.blit(source, area, area)
    lead = 1
    if area.w * area.h * 4 > PLAIN_MOST:
        start = (target._pixels_address + area.y * target.get_pitch() + area.x * 4) % CACHE_LINE
        lead = (CACHE_LINE - start) // 4 % (CACHE_LINE // 4)
        if not lead or lead >= area.w:  # on the line (or all before it): one streamed copy
            return target.blit(source, area, area)
    head = pygame.Rect(area.x, area.y, lead, area.h)
    rest = pygame.Rect(area.x + lead, area.y, area.w - lead, area.h)
    laid = [target.blit(source, part, part) for part in (head, rest)]
    seen = [part for part in laid if part.w > 0 and part.h > 0]  # (a clip may leave one empty)
    return seen[0].unionall(seen[1:]) if seen else laid[0]
