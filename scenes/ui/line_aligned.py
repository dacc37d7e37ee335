"""Copying an opaque area between two surfaces of one format without SDL's slow case.

SDL copies each row of a same-format, opaque blit with SSE streaming (non-temporal) stores in
64-byte chunks when both rows start 16-byte aligned. A row that starts 16-byte aligned but not on a
64-byte cache line makes every chunk straddle two lines: partial-line streaming stores, measured
here (3840x2160, 32-bit window and layer) at 190-210 us for a 26x316 px area against 2 us for the
same area one pixel over. A table laying its layer back under a moving card hit it for every card
whose left edge fell there (issue 27: 0.2 ms a card at 4K, 1 ms in a frame of the deal).

``copy_area`` copies the few pixels up to the first cache line on their own (shorter than a chunk:
a plain copy) and the rest from the line: the very pixels, both parts fast.
"""

from __future__ import annotations

import pygame

#: Bytes in a cache line (the chunk SDL streams) and the alignment that chooses its streaming path.
CACHE_LINE, STREAMED = 64, 16


def lead_pixels(target: pygame.Surface, area: pygame.Rect) -> int:
    """The pixels at the start of ``area``'s rows before the first cache line of ``target``, when SDL
    would stream them from a start off the line (else 0: nothing to copy apart)."""
    size = target.get_bytesize()
    if size != 4 or target.get_pitch() % CACHE_LINE:  # rows off the line one from the next: left as they are
        return 0
    start = (target._pixels_address + area.y * target.get_pitch() + area.x * size) % CACHE_LINE
    if start == 0 or start % STREAMED:  # on the line, or not streamed (a plain copy)
        return 0
    lead = (CACHE_LINE - start) // size
    return lead if lead < area.w else 0


def copy_area(target: pygame.Surface, source: pygame.Surface, area: pygame.Rect) -> pygame.Rect:
    """``source``'s pixels of ``area`` over the same pixels of ``target`` (both in their own
    coordinates, one place): what ``target.blit(source, area, area)`` lays, split at the first cache
    line when that blit would stream its rows off the line. Returns the pixels laid."""
    lead = lead_pixels(target, area)
    if not lead:
        return target.blit(source, area, area)
    head = pygame.Rect(area.x, area.y, lead, area.h)
    rest = pygame.Rect(area.x + lead, area.y, area.w - lead, area.h)
    laid = [target.blit(source, part, part) for part in (head, rest)]
    seen = [part for part in laid if part.w > 0 and part.h > 0]  # (a clip may leave one empty)
    return seen[0].unionall(seen[1:]) if seen else laid[0]
