"""A pay table whose lines light, kept as what a lit line changes (issue 27).

A result lighting a pay line drew the whole panel again and laid it again on the table's layer
(2-5 ms at 3840x2160). Kept here as the panel without its lines (``still``: see-through where
each line lies) and each line as a small piece, as it shows unlit and lit, made when first
shown: lighting or unlighting a line makes at most that line's piece and lays that line only.
Laid together they are the panel drawn whole pixel for pixel; a line whose ink would reach out
of its band (none does at the designed sizes) makes the panel drawn whole instead. A panel made
for a plain bitmap (not a window's Canvas) is drawn whole, as before.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Collection, Iterator, Sequence
from typing import Any, Protocol, cast

import pygame

from scenes.ui.canvas import Canvas, SizeAnswers

#: Each kept panel's own number (never reused, unlike an ``id``): a layer part's key names the panel by it.
_SERIALS = itertools.count(1)

class PanelAhead(Protocol):
    """A kept panel (or panels) whose pixels are made a part a step ahead of the frame that lays it."""

    def ahead(self) -> Iterator[None]: ...


class MadeAhead:
    """A kept panel whose pixels are made a part a step (``_making``): ahead of the frame that first
    lays it (``ahead``), or all at its first look at them (``_made``)."""

    _making: Iterator[None] = iter(())
    _still: pygame.Surface | None = None

    def ahead(self) -> Iterator[None]:
        """Its pixels made a part a step (what the first look at them makes at once)."""
        yield from self._making

    def _made(self) -> None:
        for _ in self._making:
            pass

    @property
    def still(self) -> pygame.Surface:
        """The panel without what is laid over it (see-through there), made with its other parts."""
        self._made()
        assert self._still is not None
        return self._still


#: Draws line ``i`` of the panel on ``surface`` (the panel's own pixels), lit or not.
DrawLine = Callable[[pygame.Surface | Canvas, int, bool], object]


class Sized(SizeAnswers):
    """A kept panel's logical ``size``, answered as a Surface answers it (placed by its rect)."""

    size: tuple[int, int]

    def get_size(self) -> tuple[int, int]:
        return self.size


class LitRows(MadeAhead, Sized):
    """A panel (``base``: everything but its lines, made at a window's pixels or a plain bitmap) and
    its lines (``draw_line``), each in its band ``bands`` (logical px in the panel: apart, as wide as
    the panel or less); ``whole(lit)`` draws the panel whole (a plain bitmap's way, and the fallback)."""

    def __init__(self, base: pygame.Surface | Canvas, bands: Sequence[pygame.Rect], draw_line: DrawLine,
                 whole: Callable[[Collection[int]], pygame.Surface | Canvas]) -> None:
        self._whole_of = whole
        self.serial = next(_SERIALS)
        self._draw_line = draw_line
        self.size = base.get_size()
        #: panels drawn whole (by lit lines), and line pieces made: counts the tests read
        self._wholes: dict[frozenset[int], pygame.Surface | Canvas] = {}
        self.made = 0
        self.canvas = base if isinstance(base, Canvas) else None
        self._drawn_whole = self.canvas is None
        #: its lines' pieces and the still panel still to be made: made a line a step ahead of the frame
        #: that lays it (``ahead``), or all at the first look at them (issue 27: a table's first frame)
        self._making: Iterator[None] = iter(())
        if self.canvas is None:
            self.whole(())  # (a plain bitmap: drawn whole, as it shows first)
            return
        pixels = self.canvas.target
        self.bands = [self.canvas.rect(b).clip(pixels.get_rect()) for b in bands]
        self._base = pixels.copy()  # the panel without its lines, kept as it is
        self._work = Canvas(pixels, self.canvas.context, self.size)  # lines drawn here one at a time
        self._pieces: dict[tuple[int, bool], pygame.Surface] = {}
        self._making = self._lines_made()  # (the still panel: see-through where each line lies)

    def _lines_made(self) -> Iterator[None]:
        """Each line's piece as it shows unlit, a step each, then the still panel (none when a line's
        ink reaches out of its band: the panel is drawn whole)."""
        for i in range(len(self.bands)):
            if self._piece(i, False) is None:
                return
            yield
        still = self._base.copy()
        for band in self.bands:
            still.fill((0, 0, 0, 0), band)  # see-through: laid over nothing it leaves what lies under it
        self._still = still
        yield

    @property
    def drawn_whole(self) -> bool:
        """Whether it is laid as the panel drawn whole (a plain bitmap's, or a line's ink out of its band)."""
        self._made()
        return self._drawn_whole

    def whole(self, lit: Collection[int] = ()) -> pygame.Surface | Canvas:
        """The panel with the lines ``lit`` drawn whole (kept: the last one)."""
        key = frozenset(lit)
        if key not in self._wholes:
            self._wholes = {key: self._whole_of(key)}
        return self._wholes[key]

    def piece(self, i: int, lit: bool) -> pygame.Surface | None:
        """Line ``i``'s band as it shows (``lit`` or not), made once; None (and the panel drawn whole
        from now on) when the line's ink reaches out of its band."""
        self._made()
        return self._piece(i, lit)

    def _piece(self, i: int, lit: bool) -> pygame.Surface | None:
        kept = self._pieces.get((i, lit))
        if kept is not None or self._drawn_whole:
            return kept
        work, band = self._work, self.bands[i]
        work.touched = []
        try:
            self._draw_line(work, i, lit)
            inked = [r.clip(work.target.get_rect()) for r in work.touched]
        finally:
            work.touched = None
        changed = _changed_rows(work.target, self._base, inked)
        piece = work.target.subsurface(band).copy()
        for r in inked:  # the base given back where the line was drawn
            _copy_exactly(work.target, self._base, r)
        if changed is not None and not (band.top <= changed[0] and changed[1] <= band.bottom):
            self._drawn_whole = True
            return None
        self.made += 1
        self._pieces[(i, lit)] = piece
        return piece

    def lay(self, surface: pygame.Surface | Canvas, topleft: tuple[int, int], lit: Collection[int] = ()) -> None:
        """The panel at logical ``topleft`` of ``surface`` with the lines ``lit``: the still panel, then
        each line's piece (on a recorded layer each its own drawing, known by its pixels' identity)."""
        if isinstance(surface, Canvas) and self.canvas is not None:
            self.lay_physical(surface, surface.point(topleft), lit)
        else:
            surface.blit(cast(pygame.Surface, self.whole(lit)), topleft)

    def lay_physical(self, surface: Canvas, at: tuple[int, int], lit: Collection[int] = ()) -> None:
        """``lay`` at the physical pixel ``at`` of a window's Canvas ``surface``."""
        pieces = [] if self.drawn_whole else [self.piece(i, i in lit) for i in range(len(self.bands))]
        if self.drawn_whole or any(p is None for p in pieces):
            whole = self.whole(lit)
            pixels = whole.target if isinstance(whole, Canvas) else whole
            surface.blit_physical(pixels, pixels.get_rect(topleft=at))
            return
        surface.blit_physical(self.still, self.still.get_rect(topleft=at))
        self.lay_pieces(surface, at, lit)

    def lay_pieces(self, surface: Canvas, at: tuple[int, int], lit: Collection[int] = (), check: bool = False) -> bool:
        """The lines' pieces alone at the physical pixel ``at`` (over a still panel laid there); ``check``:
        only whether each can be made (False: a line's ink reaches out of its band)."""
        pieces = [self.piece(i, i in lit) for i in range(len(self.bands))]
        if any(p is None for p in pieces):
            return False
        if not check:
            x, y = at
            for band, piece in zip(self.bands, pieces, strict=True):
                assert piece is not None
                surface.blit_physical(piece, band.move(x, y))
        return True


def pay_tables_part(drawn_on: object, shows: Callable[[], tuple[object, ...]],
                    draw: Callable[[pygame.Surface], None]) -> tuple[str, object, Callable[[pygame.Surface], None]]:
    """A table's pay tables as a part of its layer keyed by all they show (``shows()``: the kept panels'
    serials, where they lie, their lit lines): at a window's pixels (``drawn_on``, the Canvas the table drew
    on last) a lit line or a recording of the layer for anything else records them again only when that
    changed (issue 27); else keyed None (recorded with the layer)."""
    return "pay tables", ("pay tables", *shows()) if isinstance(drawn_on, Canvas) else None, draw


class PayTablesFirst:
    """A house table whose layer is its pay tables first, a part keyed by all they show
    (``pay_tables_part``), then the rest; they are drawn on the table's layer when it is a
    window's Canvas (known before they draw), else on what they were drawn on last. The table
    says what they show and draws them and the rest."""

    LAYER_AHEAD = True  # (``TableScene.LAYER_AHEAD``: its layer reads nothing its draw sets first)
    view: Any
    _drawn_on: pygame.Surface | None

    def parts_ahead(self) -> Iterator[None]:
        """Its kept panels made ahead of the frame that first lays them, a step each (their lines a
        step each: ``LitRows.ahead``), at the pixels of the table's layer when that is a window's
        Canvas (issue 27: a 4K table's first frame made them, 20-50 ms)."""
        layer = self.view.layer
        if not isinstance(layer, Canvas):
            return
        self._drawn_on = cast(pygame.Surface, layer)
        for panel in self._panels_made():
            yield
            yield from panel.ahead()

    def _panels_made(self) -> Iterator[PanelAhead]:
        """Each kept panel its layer lays, made (or looked up) as the iteration comes to it."""
        raise NotImplementedError

    def layer_parts(self) -> list[tuple[str, Any, Callable[[pygame.Surface], None]]]:
        layer = self.view.layer
        if isinstance(layer, Canvas):
            self._drawn_on = cast(pygame.Surface, layer)
        return [pay_tables_part(self._drawn_on, self._pay_tables_shown, self._draw_pay_tables),
                ("game", None, self._draw_rest)]

    def _pay_tables_shown(self) -> tuple[object, ...]:
        raise NotImplementedError

    def _draw_pay_tables(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def _draw_rest(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


def _changed_rows(after: pygame.Surface, before: pygame.Surface, inked: list[pygame.Rect]) -> tuple[int, int] | None:
    """The first and past-the-last pixel row where ``after`` differs from ``before`` within ``inked``
    (None: nowhere)."""
    if not inked:
        return None
    box = inked[0].unionall(inked[1:])
    box = pygame.Rect(0, box.y, after.get_width(), box.h).clip(after.get_rect())
    if box.h <= 0:
        return None
    pitch = box.w * 4
    a = pygame.image.tobytes(after.subsurface(box), "RGBA")
    b = pygame.image.tobytes(before.subsurface(box), "RGBA")
    rows = [k for k in range(box.h) if a[k * pitch:(k + 1) * pitch] != b[k * pitch:(k + 1) * pitch]]
    return (box.y + rows[0], box.y + rows[-1] + 1) if rows else None


def _copy_exactly(target: pygame.Surface, source: pygame.Surface, area: pygame.Rect) -> None:
    """``source``'s pixels over ``target``'s in ``area``, as they are (no blending: both see-through
    in part)."""
    target.fill((0, 0, 0, 0), area)
    target.blit(source, area, area, special_flags=pygame.BLEND_RGBA_ADD)
