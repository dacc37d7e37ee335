"""Video poker widgets: the grid of extra hands (the pay table and the CHANGE dialog are
``scenes.games.video_poker.pay_table``'s).

They only draw what the table scene (``table_video_poker``) shows and hand the player's
choice back to it; the rules and the bets stay in gamelib.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from gamelib.cards import Card
from scenes.games.video_poker.layout import GRID
from scenes.ui import card_art, gfx, text_size
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.recording import outside_all

if TYPE_CHECKING:
    from scenes.games.video_poker.table import VideoPokerTable

# --- layout (logical px; where each part lies at the player's scale: ``layout``) ----------------
OVERLAP = 0.8  # small hands: each card covers part of the one before
SUITS = "♣♦♥♠"


def card_text(card: Card) -> str:
    return ("10" if card.rank == 10 else card.rank_char) + SUITS[card.suit]


#: How a winning hand is framed, by what it paid for each unit bet: (at least, colour, frame px,
#: label px). A four of a kind (25) and up burns orange and thick; a straight and up is blue.
WIN_TIERS = ((25, (255, 128, 56), 5, 22), (4, (110, 200, 255), 3, 20), (1, gfx.GOLD_LIGHT, 2, 18))


def win_look(scene: VideoPokerTable, paid: int) -> tuple[tuple[int, int, int], int, int]:
    """(colour, frame thickness, label size) of a hand that paid ``paid``."""
    rnd = scene.round
    times = paid // max(1, rnd.value if rnd is not None else 1)
    for least, colour, thickness, size in WIN_TIERS:
        if times >= least:
            return colour, thickness, size
    return WIN_TIERS[-1][1:]


def grid_layout(n: int, area: pygame.Rect = GRID) -> tuple[int, int, int, int]:
    """(columns, rows, card width, label height) that make ``n`` small hands as large as fit
    (the label's height grows with the player's scale)."""
    best = (1, 1, 0, 0)
    label_h = gfx.ui_px(24)
    for cols in range(1, max(1, n) + 1):
        rows = math.ceil(n / cols)
        cell_w, cell_h = area.w / cols, area.h / rows
        label = label_h if cell_h > 66 + label_h else 0
        w = min((cell_w - 14) / (1 + 4 * OVERLAP), (cell_h - 8 - label) / 1.4, 96)
        if (int(w), -rows) > (best[2], -best[1]):  # as large as fit, then in fewer rows
            best = (cols, rows, int(w), label)
    return best


def grid_card_width(n: int, area: pygame.Rect, notch: pygame.Rect | None) -> int:
    """The width of the cards of ``n`` small hands in ``area`` less its corner ``notch`` (if any), as
    the grid lays them (``HandGrid``)."""
    if notch is not None:
        cells, width, _ = notched_cells(n, area, notch)
        if cells:
            return width
    return grid_layout(n, area)[2]


def notched_cells(n: int, area: pygame.Rect, notch: pygame.Rect) -> tuple[list[pygame.Rect], int, int]:
    """(cells inside ``area``'s surface, card width, label height) of ``n`` small hands as large
    as fit in ``area`` less its corner ``notch`` (the pay table's): a row reaching down beside
    the notch starts right of it; rows filled in order, a short last row centred."""
    label_h = gfx.ui_px(24)
    best: tuple[int, int, list[tuple[float, float, int]], float, int] = (0, 0, [], 0.0, 0)
    for rows in range(1, max(1, n) + 1):
        cell_h = area.h / rows
        label = label_h if cell_h > 66 + label_h else 0
        spans = [(notch.right if area.y + (r + 1) * cell_h > notch.top else area.x, area.right)
                 for r in range(rows)]
        w = int(min((cell_h - 8 - label) / 1.4, 96))
        while w > best[0] and sum(int((b - a) // (w * (1 + 4 * OVERLAP) + 14)) for a, b in spans) < n:
            w -= 1
        if w > best[0]:
            caps = [int((b - a) // (w * (1 + 4 * OVERLAP) + 14)) for a, b in spans]
            best = (w, label, [(a, b, cap) for (a, b), cap in zip(spans, caps)], cell_h, rows)
    w, label, spans_caps, cell_h, _ = best
    cells: list[pygame.Rect] = []
    for r, (a, b, cap) in enumerate(spans_caps):
        in_row = min(cap, n - len(cells))
        if in_row <= 0:
            break
        cw = (b - a) / cap
        x0 = a - area.x + ((b - a) - in_row * cw) / 2  # centre a short row
        cells += [pygame.Rect(int(x0 + c * cw), int(r * cell_h), int(cw), int(cell_h)) for c in range(in_row)]
    return cells, w, label


def blank(size: tuple[int, int], context: DrawContext | None) -> pygame.Surface | Canvas:
    """A clear picture of logical ``size``: at the window's pixels with a ``context`` (a Canvas,
    laid on the window pixel for pixel), else plain logical pixels."""
    if context is None:
        return pygame.Surface(size, pygame.SRCALPHA)
    return Canvas(pygame.Surface(physical_size(size, context), pygame.SRCALPHA), context, size)


def physical_size(size: tuple[int, int], context: DrawContext | None) -> tuple[int, int]:
    """The pixels of a picture of logical ``size`` made by ``blank``."""
    if context is None:
        return size[0], size[1]
    return round(size[0] * context.pixel_scale), round(size[1] * context.pixel_scale)


#: What a hand dealt face down, none held, shows (``HandGrid._shows``).
FACE_DOWN: tuple[Any, ...] = ((None,) * 5, None, None, None)


def pixels_of(picture: pygame.Surface | Canvas) -> pygame.Surface:
    """A picture's own pixels (a Canvas's target)."""
    return picture.target if isinstance(picture, Canvas) else picture


class HandGrid:
    """The extra hands (1 … N-1), drawn into one cached surface laid at ``rect`` on the felt:
    at the window's pixels when the table is drawn at another pixel scale (``context``), so a
    frame lays it pixel for pixel instead of scaling it (issue 27)."""

    def __init__(self) -> None:
        self.rect = GRID.copy()
        self.context: DrawContext | None = None
        self.surface: pygame.Surface | Canvas = blank(GRID.size, None)
        self.n = 0
        #: counts every change of its pixels (a layer that lays the grid knows it by this)
        self.version = 0
        self.cols = self.rows = self.card_w = self.label_h = 0
        #: the one factor of every hand's label (its win) in this grid: they share one size
        self.label_factor = 1.0
        self._veil: pygame.Surface | None = None
        #: the hands' cells when the pay table reaches into the grid's corner (else a plain grid)
        self._cells: list[pygame.Rect] = []
        #: the place and look the hands were drawn at, and what each cell shows: a rebuild at the
        #: same draws only the hands that show something else (after a draw shown hand by hand,
        #: none; a layer then lays nothing again)
        self._look: tuple[Any, ...] | None = None
        self._drawn: list[tuple[Any, ...] | None] = []
        #: at the window's pixels, the pixels each hand drew on in ``surface`` (its cards, frame and
        #: label, not its whole cell): a layer lays each hand as a drawing of its own, so a deal
        #: draws again only where hands are, not the grid's whole 3744x784 px at 4K (issue 27)
        self._boxes: list[pygame.Rect | None] = []
        #: at the window's pixels, for each hand alike hand 0 (a deal's or a hold's hands): the copy of
        #: hand 0's pixels it is laid from, not copied into its own cell; None: its cell's own pixels.
        #: A hold drew hand 0 and copied it into 8 cells, then laid the 9 cells over the layer: now the
        #: 9 are laid from one picture (issue 27: 1.6 M px copied at 4K for nothing). ``surface`` holds
        #: a hand so laid only once something reads the grid's pixels whole (``fill_in``).
        self._from: list[pygame.Surface | None] = []
        #: The next deal's face-down grid, made ahead at rest (``prepare_deal``): (its look, its
        #: picture's state); a deal then takes it whole instead of drawing every hand in its frame.
        self._ahead: tuple[tuple[Any, ...], dict[str, Any]] | None = None
        #: the picture shown before the last deal took one made ahead: the next is made on it
        self._spare: pygame.Surface | Canvas | None = None
        #: while the face-down picture is made ahead: every hand shows its cards face down
        self._face_down = False
        #: After a deal took the picture made ahead, while its hands turn face down one after
        #: another: the picture shown before (its pixels, what each hand showed, where it drew).
        #: Hands ``turned`` and on show the new picture, the others still the last result, so a
        #: layer lays the change a few hands a frame (issue 27: a 4K deal's frame laid 2.9 M px).
        self._before: tuple[pygame.Surface | Canvas, list[Any], list[pygame.Rect | None],
                            list[pygame.Surface | None]] | None = None
        self.turned = 0
        self._turn_time = 0.0
        #: At the window's pixels the next deal's face-down picture is made over the one shown, not on
        #: a second picture of the grid's size (a 4K one's 12 MB made or cleared at rest cost its frame
        #: 3-50 ms, issue 27): hand 0 is drawn on ``_corner`` (the grid's corner down to its cell, the
        #: same pixels from the same origin) and every hand laid from a copy of it. Once a deal took it,
        #: ``_stale`` holds where the picture still shows the last result's hands (its pixels), cleared
        #: as each turns face down (``_clear_stale``) and ``_stale_done`` of them already.
        self._corner: Canvas | None = None
        #: At the window's pixels, each hand's five cards' pixels (``card_boxes``), made at rest ahead of a
        #: hold or a DRAW, which read them for every hand they change (``changed_in``), and what for.
        self._card_boxes: tuple[tuple[Any, ...], list[list[pygame.Rect]]] | None = None
        self._stale: list[pygame.Rect | None] = []
        self._stale_done = 0

    _PICTURE = ("surface", "n", "rect", "context", "_drawn", "_boxes", "_from", "_cells", "cols", "rows", "card_w",
                "label_h", "label_factor")

    def cell(self, i: int) -> pygame.Rect:
        """The rectangle of extra hand ``i`` (0-based) inside the grid surface."""
        if self._cells:
            return self._cells[i]
        cw, ch = self.rect.w / self.cols, self.rect.h / self.rows
        r, c = divmod(i, self.cols)
        last_row = r == self.rows - 1
        in_row = self.n - r * self.cols if last_row else self.cols
        x0 = (self.rect.w - in_row * cw) / 2  # centre a short last row
        return pygame.Rect(int(x0 + c * cw), int(r * ch), int(cw), int(ch))

    def rebuild(self, scene: VideoPokerTable, n: int, rect: pygame.Rect | None = None,
                notch: pygame.Rect | None = None, context: DrawContext | None = None, turn: bool = False) -> None:
        """The ``n`` extra hands as they show now, in ``rect`` (less its corner ``notch``, if any), at
        the pixels of ``context`` (None: logical pixels): drawn afresh, or at the same place and
        look only the hands whose cards or result changed (none: the pixels and version stay).
        ``turn``: a deal's picture made ahead, taken, shows hand by hand (``turn_on``)."""
        look = self._look_of(scene, n, rect, notch, context)
        if self._take_ahead(scene, look, turn):
            return
        if look != self._look or len(self._drawn) != n:
            self._draw_all(scene, n, rect, notch, context)
            self._look = look
            return
        self.label_factor = self._label_factor(scene)
        alike = scene.grid_alike()
        changed = self._changed_alike(scene) if alike else \
            [i for i in range(n) if self._shows(scene, i) != self._drawn[i]]
        if len(changed) == n > 1:  # every hand (a deal, a DRAW's holds): afresh, alike hands drawn once
            self._draw_all(scene, n, rect, notch, context, alike)
            return
        for i in changed:
            self.draw_hand(scene, i)

    def _changed_alike(self, scene: VideoPokerTable) -> list[int]:
        """The hands that show other than they were drawn, when every hand shows what the first does
        (``VideoPokerTable.grid_alike``): each look they were drawn with compared once, not each hand's
        cards asked for and compared (99 of them: 0.4 ms of a 100-hand DRAW's frame)."""
        first, same, changed = self._shows(scene, 0), {}, []
        for i, drawn in enumerate(self._drawn):  # (hands drawn alike share one look: ``_draw_all``)
            if id(drawn) not in same:
                same[id(drawn)] = drawn == first
            if not same[id(drawn)]:
                changed.append(i)
        return changed

    def _look_of(self, scene: VideoPokerTable, n: int, rect: pygame.Rect | None, notch: pygame.Rect | None,
                 context: DrawContext | None) -> tuple[Any, ...]:
        app = scene.app
        return n, tuple(rect or self.rect), notch and tuple(notch), context, app.lang, app.settings, gfx.ui_scale()

    def prepare_deal(self, scene: VideoPokerTable, n: int, rect: pygame.Rect, notch: pygame.Rect | None,
                     context: DrawContext | None) -> bool:
        """Make ahead, at rest, the picture a deal of ``n`` extra hands shows (every hand face down,
        none held) at ``rect`` / ``context``: the deal's frame takes it instead of drawing the hands
        (2.4 ms of a 4K deal's frame). At the window's pixels it is made over the picture shown
        (``_prepare_over``); on plain pixels beside it, on the picture shown before the last deal
        (no new surface once there are two). True when it was made now."""
        look = self._look_of(scene, n, rect, notch, context)
        if n <= 1 or (self._ahead is not None and self._ahead[0] == look):
            return False
        self._end_turn()  # (the picture shown before is the one drawn over)
        if look == self._look and all(shows == FACE_DOWN for shows in self._drawn):
            return False  # it shows that already
        if context is not None:
            return self._prepare_over(scene, n, rect, notch, context, look)
        shown = {name: getattr(self, name) for name in self._PICTURE}
        spare = self._spare or (self._ahead[1].get("surface") if self._ahead is not None else None)
        if spare is None or pixels_of(spare).get_size() != physical_size(rect.size, context) \
                or (spare.context if isinstance(spare, Canvas) else None) != context:
            spare = blank(rect.size, context)
        self._ahead = self._spare = None
        try:
            self.surface, self.rect, self.context, self._face_down = spare, rect.copy(), context, True
            version = self.version
            self._draw_all(scene, n, rect, notch, context)
            self.version = version
            self._ahead = (look, {name: getattr(self, name) for name in self._PICTURE})
        finally:
            self._face_down = False
            for name, value in shown.items():
                setattr(self, name, value)
        return True

    def _prepare_over(self, scene: VideoPokerTable, n: int, rect: pygame.Rect, notch: pygame.Rect | None,
                      context: DrawContext, look: tuple[Any, ...]) -> bool:
        """``prepare_deal`` at the window's pixels, over the picture shown (its pixels untouched until a
        deal takes it): hand 0 drawn face down on ``_corner`` (the grid's corner down to hand 0's cell,
        each pixel where the grid's would be) and every hand, hand 0 too, laid from one copy of it. No
        second picture of the grid's size is made or cleared (a 4K one's 12 MB: 3-50 ms of a frame at
        rest, issue 27). False when the picture shown is of other pixels (the deal then draws afresh)."""
        surface = self.surface
        if not isinstance(surface, Canvas) or surface.context != context \
                or surface.target.get_size() != physical_size(rect.size, context):
            return False
        shown = {name: getattr(self, name) for name in self._PICTURE}
        self._ahead = None
        try:
            self._face_down = True
            self.rect, self.n = rect.copy(), n
            self._lay_out(n, notch)
            cell = self.cell(0)
            size = (cell.right, cell.bottom)
            corner = self._corner
            if corner is None or corner.context != context or corner.logical_size != size:
                corner = self._corner = cast(Canvas, blank(size, context))
            self.surface = corner
            self._drawn, self._boxes, self._from = [None] * n, [None] * n, [None] * n
            self.label_factor = self._label_factor(scene)
            version = self.version
            self.draw_hand(scene, 0)  # (its cell cleared first: all the corner's pixels it shows)
            self.version = version
            box = self._boxes[0]
            if box is None or box.w <= 0 or box.h <= 0:
                return False
            first = corner.point(cell.topleft)
            boxes: list[pygame.Rect | None] = [box.move(at[0] - first[0], at[1] - first[1])
                                               for at in (corner.point(self.cell(i).topleft) for i in range(n))]
            if not all(b is not None and surface.target.get_rect().contains(b) for b in boxes):
                return False  # (a hand cut by the picture's edge is copied into it: the deal draws it)
            picture = corner.target.subsurface(box).copy()
            self._drawn, self._boxes, self._from = [self._drawn[0]] * n, boxes, [picture] * n
            self._ahead = (look, {name: getattr(self, name) for name in self._PICTURE if name != "surface"})
            return True
        finally:
            self._face_down = False
            for name, value in shown.items():
                setattr(self, name, value)

    def _take_ahead(self, scene: VideoPokerTable, look: tuple[Any, ...], turn: bool = False) -> bool:
        """A deal: the picture made ahead, when it is the look and every hand shows face down; the
        one shown until now is kept to be drawn over by the next ``prepare_deal``. ``turn``: its
        hands show one after another (``turn_on``), the others meanwhile as they were shown."""
        ahead = self._ahead
        if ahead is None or ahead[0] != look or (look == self._look and self._drawn == [FACE_DOWN] * len(self._drawn)):
            return False
        if any(self._shows(scene, i) != FACE_DOWN for i in range(look[0])):
            return False
        state = ahead[1]
        over = "surface" not in state  # made over the picture shown (``_prepare_over``)
        if over and (not isinstance(self.surface, Canvas) or self.surface.context != state["context"]
                     or self.surface.target.get_size() != physical_size(state["rect"].size, state["context"])):
            return False
        self._end_turn()
        shown = list(self._boxes)
        if turn and look == self._look and len(self._drawn) == len(self._boxes) == self.n == look[0] \
                and (not isinstance(self.surface, Canvas) or all(b is not None for b in self._boxes)):
            self._before, self.turned, self._turn_time = (self.surface, self._drawn, self._boxes, self._from), 0, 0.0
        if not over:
            self._spare = self.surface
        for name, value in state.items():
            setattr(self, name, value)
        self._ahead = None
        self._look = look
        self.version += 1
        self.label_factor = self._label_factor(scene)
        if over:  # its pixels still show the last result's hands: cleared as they turn
            self._stale, self._stale_done = shown, 0
            self._clear_stale()
        return True

    def _clear_stale(self) -> None:
        """Where the picture still shows the last result's hands (``_stale``, a deal made over it) cleared
        for those turned face down (all once none turns), not where a hand still to turn shows them: the
        picture then shows only the hands laid from it (``_boxes``), as one drawn afresh."""
        stale, done = self._stale, self._stale_done
        upto = len(stale) if self._before is None else min(self.turned, len(stale))
        if upto <= done:
            return
        pixels = pixels_of(self.surface)
        if any(r is None for r in stale[done:upto]):  # (not known where: all of it; no hand turns then)
            pixels.fill((0, 0, 0, 0))
        else:
            keep = [r for r in stale[upto:] if r is not None] if self._before is not None else []
            for r in outside_all(cast(list[pygame.Rect], stale[done:upto]), keep):
                pixels.fill((0, 0, 0, 0), r)
        self._stale_done = upto
        if upto >= len(stale):
            self._stale, self._stale_done = [], 0

    @property
    def turning(self) -> bool:
        """Whether a deal's hands are turning face down (some still show the last result)."""
        return self._before is not None

    def turn_on(self, dt: float, per: float) -> None:
        """``dt`` seconds more of a deal's hands turning face down, ``per`` seconds each in order
        (0: all now); the grid's version moves when one more shows face down."""
        if self._before is None:
            return
        self._turn_time += dt
        turned = self.n if per <= 0 else min(self.n, int(self._turn_time / per))
        if turned > self.turned:
            self.turned = turned
            self.version += 1
        if self.turned >= self.n:
            self._before = None
        self._clear_stale()

    def _end_turn(self) -> None:
        """Every hand shows the picture as it is (a hand drawn, the grid drawn afresh)."""
        if self._before is not None:
            self._before = None
            self.version += 1
        self._clear_stale()

    def _cards(self, scene: VideoPokerTable, index: int) -> tuple[list[Card | None], tuple[str, int] | None]:
        """What hand ``index`` shows (face down while a deal's picture is made ahead)."""
        return ([None] * 5, None) if self._face_down else scene.grid_cards(index)

    def _shows(self, scene: VideoPokerTable, i: int) -> tuple[Any, ...]:
        """What extra hand ``i`` shows: its cards, its result and the size of its label."""
        cards, result = self._cards(scene, i + 1)
        if result is None or not result[0]:
            return tuple(cards), result, None, None
        # a win's frame and label: their look follows what it paid for each unit bet
        return tuple(cards), result, self.label_factor, win_look(scene, result[1])

    def _draw_all(self, scene: VideoPokerTable, n: int, rect: pygame.Rect | None,
                  notch: pygame.Rect | None, context: DrawContext | None, alike: bool = False) -> None:
        """Every hand drawn afresh (``alike``: the scene says they all show the same: not asked hand by hand)."""
        if not self._face_down:
            self._end_turn()
        self.n = n
        self.version += 1
        # where this picture shows hands now (its pixels; None: not known): only there is it cleared
        # for hands alike (a 4K grid's whole 2.9 M px cleared cost 0.6 ms of a DRAW's frame)
        drawn: list[pygame.Rect] | None = None
        if isinstance(self.surface, Canvas) and not self._face_down and all(b is not None for b in self._boxes):
            drawn = cast(list[pygame.Rect], self._boxes)
        self._drawn = [None] * n
        self._boxes = [None] * n
        self._from = [None] * n
        if (rect is not None and rect != self.rect) or context != self.context:
            self.rect = (rect or self.rect).copy()
            self.context = context
            self.surface = blank(self.rect.size, context)
            self._stale, drawn = [], []
            # on plain pixels the picture a deal will take made ahead is drawn on a second one, made now
            # with the first (made at rest it took a frame: ``prepare_deal``); at the window's pixels it
            # is made over the one shown (``_prepare_over``)
            self._spare = blank(self.rect.size, context) if n > 1 and not self._face_down and context is None \
                else None
        if n <= 0:
            self._cells = []
            self.surface.fill((0, 0, 0, 0))
            return
        self._lay_out(n, notch)
        self.label_factor = self._label_factor(scene)
        first = self._cards(scene, 1)
        if first[1] is None and (alike or all(self._cards(scene, i + 1) == first for i in range(1, n))):
            # before the draw every hand is alike: one drawn, its cell copied (one blit, not
            # six, a hand: issue 17, the 100-hand draw's first frame)
            if drawn is None:
                self.surface.fill((0, 0, 0, 0))
            elif drawn:  # (a Canvas's) what reaches into the first hand's cell, cleared before it is drawn there
                canvas = cast(Canvas, self.surface)
                cell = canvas.rect(self.cell(0))
                for old in drawn:
                    if old.colliderect(cell) and not cell.contains(old):
                        canvas.target.fill((0, 0, 0, 0), old)
                drawn = [old for old in drawn if not old.colliderect(cell)]
            self.draw_hand(scene, 0)  # (its cell cleared first)
            self._drawn = [self._drawn[0]] * n
            box = self._boxes[0]
            if isinstance(self.surface, Canvas) and box is not None:  # only the pixels the hand drew on
                self._copy_drawn(box, n, drawn or [])
                return
            picture = cast(pygame.Surface, self.surface.subsurface(self.cell(0)).copy())  # (a Canvas: one too)
            for i in range(1, n):
                self.surface.blit(picture, self.cell(i), special_flags=pygame.BLEND_RGBA_ADD)
            return
        self.surface.fill((0, 0, 0, 0))
        for i in range(n):
            self.draw_hand(scene, i)

    def _lay_out(self, n: int, notch: pygame.Rect | None) -> None:
        """Where ``n`` hands lie in ``rect`` (less its corner ``notch``) and at what size."""
        self._cells = []
        if notch is not None:
            self._cells, self.card_w, self.label_h = notched_cells(n, self.rect, notch)
        if not self._cells:
            self.cols, self.rows, self.card_w, self.label_h = grid_layout(n, self.rect)

    def lay(self, surface: pygame.Surface | Canvas) -> None:
        """The grid on ``surface`` at ``rect``: on a Canvas pixel for pixel, one of its drawings known
        by the grid's ``version`` (a layer drawn by pieces draws it again only when it changed)."""
        before = self._before
        if not isinstance(surface, Canvas):
            self.fill_in()
            if before is None or isinstance(self.surface, Canvas):
                surface.blit(pixels_of(self.surface), self.rect)
                return
            for i in range(self.n):  # each hand from the picture it shows (turned: the new one)
                cell = self.cell(i)
                surface.blit(self.surface if i < self.turned else pixels_of(before[0]), cell.move(self.rect.topleft),
                             cell)
            return
        for _, _, draw in self.pieces(surface):
            draw(cast(pygame.Surface, surface))

    def pieces(self, surface: Canvas) -> list[tuple[Hashable, tuple[Any, ...], Callable[[pygame.Surface], object]]]:
        """The grid on a window's ``surface`` as drawings of its hands: (which, its key: what it shows
        where, how it is laid pixel for pixel): one a hand, the size of what it drew (or the whole grid
        one, where that is not known). In a layer drawn by pieces, or over it as pieces kept while
        unchanged (``TableScene.kept_pieces``)."""
        grid, at = pixels_of(self.surface), surface.point(self.rect.topleft)
        boxes, before, laid_from = self._boxes, self._before, self._from
        if not isinstance(self.surface, Canvas) or len(boxes) != self.n or any(b is None for b in boxes):
            whole = ("hand grid", id(self), self.version, at)
            return [(("hand grid", id(self)), whole, partial(_laid, pygame.Rect(at, grid.get_size()), whole, grid, None))]
        out: list[tuple[Hashable, tuple[Any, ...], Callable[[pygame.Surface], object]]] = []
        for i, (shows, box) in enumerate(zip(self._drawn, cast(list[pygame.Rect], boxes), strict=True)):
            pixels, source = grid, laid_from[i] if i < len(laid_from) else None
            if before is not None and i >= self.turned:  # not turned yet: as the last picture showed it
                pixels, shows, box = pixels_of(before[0]), before[1][i], cast(pygame.Rect, before[2][i])
                source = before[3][i] if i < len(before[3]) else None
            if box.w > 0 and box.h > 0:  # one drawing a hand, known by what it shows where
                to = pygame.Rect((at[0] + box.x, at[1] + box.y), box.size)
                key = ("grid hand", id(self), self._look, shows, tuple(box), to.topleft)
                lay = partial(_laid, to, key, pixels, box) if source is None else partial(_laid, to, key, source, None)
                out.append((("grid hand", id(self), i), key, lay))
        return out

    def changed_in(self, surface: Canvas, piece: Hashable, old: tuple[Any, ...], new: tuple[Any, ...]
                   ) -> list[pygame.Rect] | None:
        """Where grid hand ``piece`` (``pieces`` on the window's Canvas ``surface``) shows other pixels
        than it did with key ``old`` now it has ``new`` (window px): at the same look and place, no
        result shown in either, the cards that changed (a hold shows a held card face up in every
        hand: each hand changes within that card's pixels, not its whole). None: anywhere."""
        if not (isinstance(piece, tuple) and len(piece) == 3 and piece[:2] == ("grid hand", id(self))) \
                or len(old) != 6 or len(new) != 6 or old[:3] != new[:3] or old[4:] != new[4:] or old[2] != self._look:
            return None
        (cards_old, result_old, *_), (cards_new, result_new, *_) = old[3], new[3]
        if result_old is not None or result_new is not None or len(cards_old) != 5 or len(cards_new) != 5:
            return None  # (a result's frame, label or veil lies over the whole hand)
        boxes = self.card_boxes(surface)
        i = piece[2]
        if i >= len(boxes):
            return None
        box = pygame.Rect(old[5], old[4][2:]).move(surface.target.get_abs_offset())  # the hand's pixels (window px)
        return [r.clip(box) for p, r in enumerate(boxes[i]) if cards_old[p] != cards_new[p]]

    def card_boxes(self, surface: Canvas) -> list[list[pygame.Rect]]:
        """Each hand's five cards' pixels on the window's ``surface`` (window px; each card's art laid at its
        corner's pixel, 2 px more each side), made once for the grid's look and place: a hold or a DRAW
        reads them for each of up to 99 hands it changes (``changed_in``), the table makes them at rest
        ahead of it (issue 27: 0.3-0.5 ms of a 100-hand DRAW's frame)."""
        offset = surface.target.get_abs_offset()
        key = (self._look, tuple(self.rect), self.n, self.card_w, self.label_h, surface.scale, offset)
        made = self._card_boxes
        if made is not None and made[0] == key:
            return made[1]
        w = self.card_w
        step, h = w * OVERLAP, round(w * 1.4)
        size = card_art.card_size(max(1, round(w * surface.scale)))
        at = surface.point(self.rect.topleft)
        x_at, y_at = at[0] + offset[0] - 2, at[1] + offset[1] - 2
        boxes = []
        for i in range(self.n):
            cell = self.cell(i)
            x0 = cell.centerx - (w + 4 * step) / 2
            y0 = cell.y + (cell.h - self.label_h - h) / 2
            corners = [surface.point((int(x0 + p * step), int(y0))) for p in range(5)]
            boxes.append([pygame.Rect(x + x_at, y + y_at, size[0] + 4, size[1] + 4) for x, y in corners])
        self._card_boxes = (key, boxes)
        return boxes

    def _copy_drawn(self, box: pygame.Rect, n: int, drawn: list[pygame.Rect]) -> None:
        """Hands 1 … n-1 shown as hand 0's drawn pixels (``box``, in the grid's pixels), each at the
        same place in its cell: laid from one copy of them (``_from``), copied into their cells only
        when the grid's pixels are read whole; the picture is cleared where it showed hands
        (``drawn``) and no hand lies now."""
        canvas = cast(Canvas, self.surface)
        pixels = canvas.target
        picture = pixels.subsurface(box).copy()
        first = canvas.point(self.cell(0).topleft)
        boxes = [box.move(at[0] - first[0], at[1] - first[1])
                 for at in (canvas.point(self.cell(i).topleft) for i in range(1, n))]
        same = {tuple(b) for b in boxes}  # (a hand drawn where it lay: most of them, found at once)
        for old in drawn:  # (none reaches the first hand's cell)
            if tuple(old) not in same and not old.colliderect(box) and not any(b.contains(old) for b in boxes):
                pixels.fill((0, 0, 0, 0), old)
        whole = pixels.get_rect()
        for i, to in enumerate(boxes, 1):
            if whole.contains(to):
                self._boxes[i], self._from[i] = to, picture
            else:  # (cut by the picture's edge: copied, as it shows)
                self._boxes[i] = self._copied(picture, to)

    @staticmethod
    def _raw(picture: pygame.Surface) -> pygame.Surface:
        """``picture`` to be copied as it is, its alpha too (not blended)."""
        raw = picture.copy()
        raw.set_alpha(None)
        return raw

    def _copied(self, picture: pygame.Surface, to: pygame.Rect) -> pygame.Rect:
        """``picture`` copied into the grid's pixels at ``to`` (the very pixels); the pixels laid."""
        return pixels_of(self.surface).blit(self._raw(picture), to)

    def fill_in(self) -> None:
        """Each hand laid from a copy of hand 0 (``_from``) copied into its cell: the grid's pixels
        then show every hand (read whole)."""
        if self._stale:  # (a deal made over the picture: the last result's hands go first)
            self._end_turn()
        raws: dict[int, pygame.Surface] = {}
        for i, picture in enumerate(self._from):
            box = self._boxes[i] if i < len(self._boxes) else None
            if picture is not None and box is not None:
                raw = raws.setdefault(id(picture), self._raw(picture))
                pixels_of(self.surface).blit(raw, box)
            self._from[i] = None

    def _label_factor(self, scene: VideoPokerTable) -> float:
        """One factor for every win label this grid will show (each fits its cell)."""
        rnd = scene.round
        if not self.label_h or rnd is None or not rnd.hands or not text_size.text_scaled():
            return 1.0
        room = min(self.cell(i).w for i in range(self.n)) - 6  # (the narrowest row's)
        return gfx.box_factor([(f"{scene.line_name(h.line)} {scene.app.money(h.paid)}",
                                win_look(scene, h.paid)[2], "bold", room) for h in rnd.hands[1:] if h.line])

    def draw_hand(self, scene: VideoPokerTable, i: int) -> None:
        """Draw extra hand ``i``: face-down with the held cards, or its result once shown (at the
        window's pixels, noting the pixels it drew on)."""
        self._end_turn()
        cell = self.cell(i)
        surf = self.surface
        self.version += 1
        if i < len(self._drawn):
            self._drawn[i] = self._shows(scene, i)
        if i < len(self._from):
            self._from[i] = None  # (its own pixels, drawn now)
        surf.fill((0, 0, 0, 0), cell)
        if not isinstance(surf, Canvas):
            self._draw_hand(scene, i, cell)
            return
        surf.touched = []
        try:
            self._draw_hand(scene, i, cell)
            drawn = surf.touched
        finally:
            surf.touched = None
        if i < len(self._boxes):
            self._boxes[i] = drawn[0].unionall(drawn[1:]) if drawn else pygame.Rect(0, 0, 0, 0)

    def _draw_hand(self, scene: VideoPokerTable, i: int, cell: pygame.Rect) -> None:
        surf = self.surface
        w = self.card_w
        h = round(w * 1.4)
        step = w * OVERLAP
        width = w + 4 * step
        x0 = cell.centerx - width / 2
        y0 = cell.y + (cell.h - self.label_h - h) / 2
        cards, result = self._cards(scene, i + 1)
        settings = scene.app.settings
        for p, card in enumerate(cards):
            at = (int(x0 + p * step), int(y0))
            if card is not None:
                card_art.draw_card(surf, card.id, w, at, settings.four_colour_deck)
            else:
                card_art.draw_card_back(surf, settings.card_back, w, at)
        frame = pygame.Rect(int(x0) - 3, int(y0) - 3, int(width) + 6, h + 6)
        if result is None:
            return
        line, paid = result
        if line:
            colour, thickness, size = win_look(scene, paid)  # a four of a kind stands out among pairs
            if thickness > 3:
                gfx.rect(surf, (*colour, 90), frame.inflate(6, 6), 3, border_radius=9)
            gfx.rect(surf, colour, frame, thickness, border_radius=6)
            if self.label_h:  # below the hand, never over its cards
                text = f"{scene.line_name(line)} {scene.app.money(paid)}"
                with gfx.box_scale(self.label_factor):
                    gfx.blit_text(surf, text, size, (cell.centerx, frame.bottom + 2), colour, "bold",
                                  anchor="midtop", max_width=cell.w - 6)
        else:
            inner = frame.inflate(-4, -4)
            shaded = surf.rect(inner) if isinstance(surf, Canvas) else inner
            if self._veil is None or self._veil.get_size() != shaded.size:
                self._veil = pygame.Surface(shaded.size, pygame.SRCALPHA)
                self._veil.fill((0, 0, 0, 120))
            if isinstance(surf, Canvas):
                surf.blit_physical(self._veil, shaded)
            else:
                surf.blit(self._veil, shaded)


def _laid(to: pygame.Rect, key: tuple[Any, ...], pixels: pygame.Surface, area: pygame.Rect | None,
          surface: pygame.Surface) -> None:
    """``pixels`` (``area`` of them) laid at ``to`` (the window Canvas ``surface``'s pixels) as one
    of its drawings, known by ``key``."""
    canvas = cast(Canvas, surface)
    target = canvas.target
    canvas.do(to, key, lambda: target.blit(pixels, to, area))
