"""Texas Hold'em Bonus Poker's own panels on the felt: the BONUS PAYS table, the FIRST 5 JACKPOT
meter with its prizes, and the printed rule. Each is drawn at one factor (``gfx.box_scale``):
its rows keep one size, and the panel grows with its texts at a larger UI scale (width, pitch,
bands); at 100 % each is the designed panel.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Sequence
from typing import cast

import pygame

from scenes.table.lit_rows import LitRows, MadeAhead
from scenes.table.paytable import BAR_X, NAME_X, grown
from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.widgets.marks import win_row

BONUS_RECT = (372, 110, 282)     # x, y, width: the BONUS pay table (left of the dealer)
BONUS_ROW_GAP = 10               # px between a BONUS line's name and what it pays
RULE_RECT = (372, 420, 282)      # the short rule under it
JACKPOT_RECT = (1470, 300, 340)  # the FIRST 5 JACKPOT meter and prizes (right, under the shoe)
#: How wide the panels may grow at a larger scale (the board's left edge; the felt's right margin).
BONUS_ROOM = 620
JACKPOT_ROOM = 416
RULE_SIZE = 17
#: px from the FIRST 5 JACKPOT panel's edge to a prize's name (its border is 1 px wider than BONUS PAYS')
JACKPOT_NAME_X = NAME_X + 2


def _shrunk(factor: float) -> float:
    return max(1.0, factor - 0.05)


def bonus_panel(title: str, rows: Sequence[tuple[str, str]], tall: int | None = None,
                target: pygame.Surface | Canvas | None = None) -> LitRows:
    """BONUS PAYS: the title and ``name … pays`` rows (the first in gold, a lit one on a gold
    bar), at most ``tall`` px tall at a larger scale; drawn at the pixels of ``target`` when that
    is a window's Canvas (``gfx.panel_canvas``). Kept as its lines' pieces (``LitRows``): a line
    lighting lays that line only (issue 27: the whole panel was drawn again and laid)."""
    wide = max(BONUS_RECT[2], min(gfx.ui_px(BONUS_RECT[2]), BONUS_ROOM))
    factor = gfx.box_factor([(title, 22, "black", wide - 20)] +
                            [(f"{n} {p}", 18, "bold", wide - NAME_X - 16 - BONUS_ROW_GAP) for n, p in rows])
    while tall is not None and factor > 1.0 and _bonus_height(len(rows), factor) > tall:
        factor = _shrunk(factor)  # measured before it is drawn
    base = _bonus_base(title, len(rows), wide, factor, target)
    with gfx.box_scale(factor) as f:
        top, pitch = grown(46, f, 0.7), grown(29, f, 0.6)
    tops = [top + pitch * i - 4 for i in range(len(rows))] + [base.get_height()]
    bands = [pygame.Rect(0, a, wide, b - a) for a, b in zip(tops, tops[1:], strict=False)]
    return LitRows(base, bands, lambda surf, i, lit: _bonus_line(surf, rows, wide, factor, i, lit),
                   lambda lit: _bonus(title, rows, [i in lit for i in range(len(rows))], wide, factor, target))


def _bonus_height(rows: int, factor: float) -> int:
    return grown(46, factor, 0.7) + grown(29, factor, 0.6) * rows + grown(12, factor, 0.5)


def _bonus(title: str, rows: Sequence[tuple[str, str]], lit: Sequence[bool], wide: int,
           factor: float, target: pygame.Surface | Canvas | None) -> pygame.Surface:
    surf = _bonus_base(title, len(rows), wide, factor, target)
    for i in range(len(rows)):
        _bonus_line(surf, rows, wide, factor, i, lit[i])
    return surf


def _bonus_base(title: str, rows: int, wide: int, factor: float,
                target: pygame.Surface | Canvas | None) -> pygame.Surface:
    """BONUS PAYS without its lines: the panel and its title."""
    with gfx.box_scale(factor) as f:
        h = _bonus_height(rows, f)
        surf = cast(pygame.Surface, gfx.panel_canvas(target, (wide, h), (0, 0, 0, 170), gfx.GOLD_DARK, 14, 2))
        gfx.blit_text(surf, title, 22, (wide // 2, 10), gfx.GOLD, "black", anchor="midtop", max_width=wide - 20)
    return surf


def _bonus_line(surface: pygame.Surface | Canvas, rows: Sequence[tuple[str, str]], wide: int, factor: float,
                i: int, lit: bool) -> None:
    """BONUS PAYS' line ``i`` (the first in gold; ``lit``: on a gold bar, its ► in it)."""
    surf = cast(pygame.Surface, surface)
    name, pays = rows[i]
    with gfx.box_scale(factor) as f:
        pitch = grown(29, f, 0.6)
        y = grown(46, f, 0.7) + pitch * i
        colour = gfx.GOLD_LIGHT if i == 0 else gfx.CREAM
        if lit:
            win_row(surf, pygame.Rect(BAR_X, y - 4, wide - 2 * BAR_X, pitch - 2))  # its ► in it
            colour = gfx.WHITE
        right = gfx.blit_text(surf, pays, 18, (wide - 16, y), colour, "bold", anchor="topright",
                              max_width=wide // 3)  # larger texts: the pays grow too
        gfx.blit_text(surf, name, 18, (NAME_X, y), colour, "bold", max_width=right.left - BONUS_ROW_GAP - NAME_X)


class JackpotPanel(MadeAhead):
    """FIRST 5 JACKPOT: the title, the meter with the progressive's amount, the player's share,
    the prizes (``name, pays, progressive, lit``) and the note under them; the title and the
    prizes choose the one factor, the amount and the share line fit inside it; drawn at the
    pixels of ``target`` when that is a window's Canvas.

    Kept as its still parts and the pieces its amount changes: the panel
    without the amount and the share line (``still``: holes where they lie) and, for each amount, the
    meter and the share line as small pieces (``pieces``) made from the kept pixels. Laid together
    they are the panel drawn whole pixel for pixel; a new amount makes and lays its pieces, not the
    panel (issue 27: at 3840x2160 each new amount copied and drew the whole 0.3 M px panel, ~2 ms,
    and laid it again). Should an amount's ink reach out of its hole (none does), it is drawn whole."""

    def __init__(self, title: str, rows: Sequence[tuple[str, str, bool, bool]], note: str,
                 tall: int | None, target: pygame.Surface | Canvas | None) -> None:
        wide = max(JACKPOT_RECT[2], min(gfx.ui_px(JACKPOT_RECT[2]), JACKPOT_ROOM))
        lines: list[tuple[str, int, str, float]] = [(title, 22, "black", wide - 20)]
        lines += [(f"{n} {p}", 18, "bold", wide - JACKPOT_NAME_X - 18 - 12) for n, p, _, _ in rows]
        factor = gfx.box_factor(lines)
        while tall is not None and factor > 1.0 and _jackpot_size(len(rows), note, wide, factor)[2] > tall:
            factor = _shrunk(factor)  # measured before it is drawn
        self.wide, self.factor = wide, factor
        self.meter, _, h = _jackpot_size(len(rows), note, wide, factor)
        self.size = (wide, h)
        self._made_with = (title, rows, note, target)
        with gfx.box_scale(factor) as f:
            top, pitch = self.meter.bottom + grown(38, f, 0.7), grown(27, f, 0.6)
        self._top = top
        self._lines: LitRows | None = None
        self._canvas: Canvas | None = None
        self.holes: list[pygame.Rect] = []
        self._under: list[pygame.Surface] = []
        self._pieces: tuple[tuple[str, str], list[tuple[pygame.Rect, pygame.Surface]]] | None = None
        #: the pieces made (a count the tests read)
        self.made = 0
        #: its pixels still to be made: a step at a time ahead of the frame that lays it (``ahead``), or
        #: all at the first look at them (issue 27: at 3840x2160 a table's first frame made it, 10-40 ms)
        self._making = self._parts_made(rows, wide, factor, top, pitch)

    def _parts_made(self, rows: Sequence[tuple[str, str, bool, bool]], wide: int, factor: float, top: int,
                    pitch: int) -> Iterator[None]:
        """The panel's pixels, a part a step: its base, its prizes' lines (``LitRows``), its holes."""
        title, _, note, target = self._made_with
        h = self.size[1]
        base = self._base()
        self._canvas = base if isinstance(base, Canvas) else None
        yield
        if self._canvas is not None:
            tops = [top + pitch * i - 3 for i in range(len(rows))] + [h]
            self._lines = LitRows(self._canvas, [pygame.Rect(0, a, wide, b - a) for a, b in zip(tops, tops[1:], strict=False)],
                                  lambda surf, i, lit: _jackpot_line(surf, rows, wide, factor, top, i, lit),
                                  lambda lit: _jackpot_base(title, [(*r[:3], i in lit) for i, r in enumerate(rows)],
                                                            note, wide, factor, target))
            yield
            yield from self._lines.ahead()
        share = pygame.Rect(0, self.meter.bottom, wide, top - 3 - self.meter.bottom)  # over the first prize's bar
        self.holes = [self._physical(self.meter), self._physical(share)]
        self._still = self._still_of(base)
        self._under = [self._still.subsurface(hole).copy() for hole in self.holes]  # the holes' own pixels
        self._filled(False)
        yield

    @property
    def lines(self) -> LitRows | None:
        """At a window's pixels the prizes' lines are pieces over the still panel (``LitRows``): a prize
        lighting lays its line only (issue 27: the panel was made again and laid whole); else None."""
        self._made()
        return self._lines

    @property
    def canvas(self) -> Canvas | None:
        """The panel made at the pixels of this window Canvas (a plain bitmap: None)."""
        self._made()
        return self._canvas

    def _base(self) -> pygame.Surface | Canvas:
        """The panel without the amount (at a window's pixels without its prizes' lines too)."""
        title, rows, note, target = self._made_with
        return _jackpot_base(title, rows, note, self.wide, self.factor, target, lines=not isinstance(target, Canvas))

    def _still_of(self, base: pygame.Surface | Canvas) -> pygame.Surface:
        """The pixels the amount's holes are cut in: the panel, or the one its lines are laid over."""
        if self._lines is not None and not self._lines.drawn_whole:
            return self._lines.still.copy()
        return base.target if isinstance(base, Canvas) else base

    def whole(self, amount: str, share: str, lit: Collection[int] = ()) -> pygame.Surface:
        """The panel with this amount (and at a window's pixels the prizes ``lit``) drawn whole (its pixels)."""
        if self.lines is not None:
            whole = self.lines.whole(lit)
            pixels = (whole.target if isinstance(whole, Canvas) else whole).copy()
            self.draw_amount(pixels, amount, share)
            return pixels
        return self._with_amount(amount, share, lambda _: [(self.still.get_rect(), self.still.copy())])[0][1]

    def _with_amount(self, amount: str, share: str, take: Callable[[bool], list[tuple[pygame.Rect, pygame.Surface]]]
                     ) -> list[tuple[pygame.Rect, pygame.Surface]]:
        """``take(inside)`` of the panel with the amount drawn on it, over its holes' own pixels given
        back for the while (``inside``: their inks lie in their holes)."""
        self._filled(True)
        try:
            inked = self.draw_amount(self.still, amount, share)
            inside = all(any(hole.contains(r) for hole in self.holes) for r in inked)
            taken = take(inside)
        finally:
            self._filled(False)
        if not inside:  # the texts reached out of their holes, onto the still panel: made again
            self._still = self._still_of(self._base())
            self._filled(False)
        return taken

    def _filled(self, filled: bool) -> None:
        """The holes of ``still`` given their own pixels back (onto none: copied as they are), or
        made see-through again."""
        still = self._still
        assert still is not None
        for hole, under in zip(self.holes, self._under, strict=True):
            still.fill((0, 0, 0, 0), hole)
            if filled:
                still.blit(under, hole)

    def _physical(self, r: pygame.Rect) -> pygame.Rect:
        return self._canvas.rect(r) if self._canvas is not None else pygame.Rect(r)

    def get_rect(self, **anchor: object) -> pygame.Rect:
        return _placed(self.size, anchor)

    def draw_amount(self, pixels: pygame.Surface, amount: str, share: str) -> list[pygame.Rect]:
        """The amount in the meter and the share line under it on ``pixels`` (the kept panel's own,
        or a copy): the physical px their ink covers."""
        surf: pygame.Surface | Canvas = pixels
        if self.canvas is not None:
            surf = Canvas(pixels, self.canvas.context, self.size)
            surf.touched = []
        with gfx.box_scale(self.factor):
            drawn = [gfx.blit_text(cast(pygame.Surface, surf), amount, 40, self.meter.center, gfx.GOLD_LIGHT, "black",
                                   anchor="center", max_width=self.meter.w - 20),
                     gfx.blit_text(cast(pygame.Surface, surf), share, 16, (self.wide // 2, self.meter.bottom + 8),
                                   gfx.CREAM, anchor="midtop", max_width=self.wide - 30)]
        return list(surf.touched or []) if isinstance(surf, Canvas) else drawn  # (a plain surface: its own px)

    def pieces(self, amount: str, share: str) -> list[tuple[pygame.Rect, pygame.Surface]]:
        """(where in the panel, physical px; its pixels) to lay over ``still`` for this amount: the
        meter and the share line, or the whole panel when an ink would reach out of its hole."""
        self._made()
        if self._pieces is not None and self._pieces[0] == (amount, share):
            return self._pieces[1]
        made = self._with_amount(amount, share, lambda inside: [
            (hole, self.still.subsurface(hole).copy()) for hole in self.holes] if inside else
            [(self.still.get_rect(), self.still.copy())])
        self.made += 1
        self._pieces = ((amount, share), made)
        return made

    def lay(self, surface: pygame.Surface | Canvas, topleft: tuple[int, int], amount: str, share: str,
            lit: Collection[int] = ()) -> None:
        """The panel at logical ``topleft`` of ``surface`` with the prizes ``lit`` (at a window's pixels; a
        plain bitmap's panel is made with its lit prizes): the still panel, the amount's pieces, then the
        prizes' lines."""
        lines = self.lines
        if lines is not None and isinstance(surface, Canvas):
            at = surface.point(topleft)
            if lines.drawn_whole or not lines.lay_pieces(surface, at, lit, check=True):
                self._lay_whole(surface, at, amount, share, lit)
                return
        self._lay_amount(surface, topleft, amount, share)
        if lines is not None and isinstance(surface, Canvas):
            lines.lay_pieces(surface, surface.point(topleft), lit)

    def _lay_whole(self, surface: Canvas, at: tuple[int, int], amount: str, share: str, lit: Collection[int]) -> None:
        """The panel drawn whole with its lit prizes and this amount (a line's ink out of its band)."""
        pixels = self.whole(amount, share, lit)
        surface.blit_physical(pixels, pixels.get_rect(topleft=at))

    def _lay_amount(self, surface: pygame.Surface | Canvas, topleft: tuple[int, int], amount: str, share: str) -> None:
        """The still panel at logical ``topleft`` of ``surface``, then the amount's pieces."""
        pieces = self.pieces(amount, share)
        if len(pieces) == 1:  # drawn whole
            still = pieces[0][1]
            if isinstance(surface, Canvas):
                surface.blit_physical(still, still.get_rect(topleft=surface.point(topleft)))
            else:
                surface.blit(still, topleft)
            return
        if isinstance(surface, Canvas):
            x, y = surface.point(topleft)
            surface.blit_physical(self.still, self.still.get_rect(topleft=(x, y)))
            for hole, piece in pieces:
                surface.blit_physical(piece, hole.move(x, y))
            return
        surface.blit(self.still, topleft)
        for hole, piece in pieces:
            surface.blit(piece, hole.move(topleft))


def _placed(size: tuple[int, int], anchor: dict[str, object]) -> pygame.Rect:
    r = pygame.Rect((0, 0), size)
    for name, value in anchor.items():
        setattr(r, name, value)
    return r


def _jackpot_size(rows: int, note: str, wide: int, factor: float) -> tuple[pygame.Rect, pygame.Surface, int]:
    """The meter's rect, the note's block and the panel's height at ``factor``."""
    with gfx.box_scale(factor) as f:
        block = gfx.text_block(note, 15, wide - 28, gfx.MUTED)
        meter = pygame.Rect(18, grown(44, f, 0.7), wide - 36, grown(64, f, 0.5))
        return meter, block, meter.bottom + grown(38, f, 0.7) + grown(27, f, 0.6) * rows + 14 + block.get_height()


def _jackpot_base(title: str, rows: Sequence[tuple[str, str, bool, bool]], note: str, wide: int, factor: float,
                  target: pygame.Surface | Canvas | None, lines: bool = True) -> pygame.Surface | Canvas:
    """The panel without the amount and the share line (``JackpotPanel.draw_amount``); ``lines``: with its
    prizes' lines (lit as ``rows`` say), else without them (``JackpotPanel.lines``: laid as pieces)."""
    meter, block, h = _jackpot_size(len(rows), note, wide, factor)
    with gfx.box_scale(factor) as f:
        top, pitch = meter.bottom + grown(38, f, 0.7), grown(27, f, 0.6)
        surf = cast(pygame.Surface, gfx.panel_canvas(target, (wide, h), (10, 4, 2, 200), gfx.GOLD, 16, 3, glow=True))
        gfx.blit_text(surf, title, 22, (wide // 2, 10), gfx.GOLD, "black", anchor="midtop", max_width=wide - 20)
        gfx.rect(surf, (0, 0, 0), meter, border_radius=12)
        gfx.rect(surf, gfx.GOLD_DARK, meter, 2, border_radius=12)
        for i, row in enumerate(rows if lines else ()):
            _jackpot_line(surf, rows, wide, factor, top, i, row[3])
        gfx.blit_text_block(surf, note, 15, wide - 28, (14, top + pitch * len(rows) + 6), gfx.MUTED)
    return surf


def _jackpot_line(surface: pygame.Surface | Canvas, rows: Sequence[tuple[str, str, bool, bool]], wide: int,
                  factor: float, top: int, i: int, lit: bool) -> None:
    """The FIRST 5 JACKPOT prize ``i`` (``top``: where the first stands; ``lit``: on a gold bar)."""
    surf = cast(pygame.Surface, surface)
    name, pays, progressive, _ = rows[i]
    with gfx.box_scale(factor) as f:
        pitch = grown(27, f, 0.6)
        y = top + pitch * i
        colour = gfx.GOLD_LIGHT if progressive else gfx.CREAM
        if lit:
            win_row(surf, pygame.Rect(BAR_X + 2, y - 3, wide - 2 * BAR_X - 4, pitch - 1))  # its ► in it
            colour = gfx.WHITE
        gfx.blit_text(surf, name, 18, (JACKPOT_NAME_X, y), colour, "bold", max_width=wide - grown(150, f) - 6)
        gfx.blit_text(surf, pays, 18, (wide - 18, y), colour, "bold", anchor="topright", max_width=grown(130, f))


def draw_rule(surface: pygame.Surface, rule: str, rect: pygame.Rect) -> None:
    """The printed rule (ANTE PAYS ON A STRAIGHT OR BETTER …) in ``rect`` at a larger scale:
    as large as the player's scale lets it be while it fits the rect."""
    factor = gfx.ui_scale()
    while True:
        with gfx.box_scale(factor):
            block = gfx.text_block(rule, RULE_SIZE, rect.w, gfx.GOLD_LIGHT, "bold")
        if block.get_height() <= rect.h or factor <= 1.0:
            break
        factor = _shrunk(factor)
    h = block.get_height()
    y = rect.centery - h // 2 if h <= rect.h else rect.y
    with gfx.box_scale(factor):  # its lines at the surface's own pixels
        gfx.blit_text_block(surface, rule, RULE_SIZE, rect.w, (rect.x, y), gfx.GOLD_LIGHT, "bold")
