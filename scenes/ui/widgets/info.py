"""Table read-outs: BET / BALANCE / WIN boxes, LIMITS, countdown bar, traffic light,
GAME CODE, the dealer's message log and the hand-name label.

Each takes functions that read the current value, and caches its render until the
value changes, so a still table costs almost nothing to draw.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Sequence
from functools import partial
from typing import cast

import pygame

from scenes.ui import gfx, text_size
from scenes.ui.canvas import Canvas, context_of
from scenes.ui.lru import LRU
from scenes.ui.widgets.base import TextSource, Widget, resolve


class ValueBox(Widget):
    """A small panel: a label (BALANCE, BET …) over a big gold amount."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: TextSource,
                 value: Callable[[], str], colour: tuple[int, int, int] = gfx.GOLD_LIGHT) -> None:
        super().__init__(rect)
        self.label = label
        self.value = value
        self.colour = colour
        #: the amount's designed size (from the designed height of the box)
        self.value_size = min(40, int(self.rect.h * 0.45))
        #: the label beside the amount on one row (the rail's large-UI layout), not over it
        self.beside = False
        self._cache: tuple[tuple[object, ...], pygame.Surface] | None = None

    def forget(self) -> None:
        """Drop the kept render (the settings changed: it is drawn afresh)."""
        self._cache = None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        label, value = resolve(self.label), self.value()
        key = (label, value, gfx.text_px(100), self.rect.size, self.beside, context_of(surface))
        if self._cache is None or self._cache[0] != key:
            if self.beside:
                self._cache = (key, self._beside(surface, label, value))
                surface.blit(self._cache[1], self.rect)
                return
            surf = cast(pygame.Surface, gfx.panel_canvas(surface, self.rect.size, (0, 0, 0, 160), gfx.GOLD_DARK, 14, 2))
            top = gfx.blit_text(surf, label, 18, (16, 8), gfx.MUTED, "bold")
            vs = min(40, int(self.rect.h * 0.45))
            if gfx.text_scaled():  # the amount takes the height the label leaves
                vs = gfx.fit_size(value, vs, self.rect.w - 32, self.rect.h - 10 - top.bottom, "black")
            gfx.blit_text(surf, value, vs, (self.rect.w - 16, self.rect.h - 8), self.colour, "black",
                          anchor="bottomright", max_width=self.rect.w - 32)
            self._cache = (key, surf)
        surface.blit(self._cache[1], self.rect)

    def _beside(self, target: pygame.Surface, label: str, value: str) -> pygame.Surface:
        """One row: the label on the left, the amount on the right, both at the player's scale
        (the amount steps down only when a long one would reach the label)."""
        w, h = self.rect.size
        surf = cast(pygame.Surface, gfx.panel_canvas(target, (w, h), (0, 0, 0, 160), gfx.GOLD_DARK, 14, 2))
        with gfx.box_scale():
            left = gfx.blit_text(surf, label, 18, (16, h // 2), gfx.MUTED, "bold", anchor="midleft",
                                 max_width=w // 2 - 24)
            room = w - 16 - left.right - 16
            vs = gfx.fit_size(value, self.value_size, room, h - 4, "black")
            gfx.blit_text(surf, value, vs, (w - 16, h // 2), self.colour, "black", anchor="midright",
                          max_width=room)
        return surf


class LimitsPanel(Widget):
    """LIMITS: each bet spot's minimum and maximum."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], title: TextSource,
                 rows: Callable[[], Sequence[tuple[str, str, str]]]) -> None:
        super().__init__(rect)
        self.title = title
        self.rows = rows
        self._cache: tuple[object, pygame.Surface] | None = None

    def forget(self) -> None:
        """Drop the kept render (the settings changed: it is drawn afresh)."""
        self._cache = None

    def look(self) -> tuple[object, ...]:
        """Everything it draws but the pixels it is drawn at (its title, rows, place and whether it
        shows): a recorded layer records it again only when this changes (issue 27)."""
        return (self.visible, resolve(self.title), tuple(self.rows()), gfx.text_px(100), tuple(self.rect))

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        rows = tuple(self.rows())
        key = (resolve(self.title), rows, gfx.text_px(100), self.rect.size, context_of(surface))
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._render(surface, key[0], rows))
        surface.blit(self._cache[1], self.rect)

    def factor(self, rows: Sequence[tuple[str, str, str]], width: int) -> float:
        """The one factor the rows are drawn at: the player's scale, or less so that the widest
        row's name and amounts fit ``width`` side by side."""

        with text_size.designed_text():
            widest = max((gfx.font(18, "bold").size(n)[0] + 24 + gfx.font(18).size(f"{lo} – {hi}")[0]
                          for n, lo, hi in rows), default=0)
        return max(1.0, min(gfx.ui_scale(), (width - 28) / widest)) if widest else gfx.ui_scale()

    @staticmethod
    def pitch() -> int:
        """From one row to the next (grows with the rows' text)."""
        return gfx.ui_px(27)

    def _render(self, target: pygame.Surface, title: str, rows: Sequence[tuple[str, str, str]]) -> pygame.Surface:
        w = self.rect.w
        surf = cast(pygame.Surface, gfx.panel_canvas(target, self.rect.size, (0, 0, 0, 165), gfx.GOLD_DARK, 14, 2))
        if not gfx.text_scaled():  # as designed
            gfx.blit_text(surf, title, 20, (w // 2, 10), gfx.GOLD, "black", anchor="midtop")
            y = 42
            for name, low, high in rows:  # the amounts first: the name has the room they leave
                right = gfx.blit_text(surf, f"{low} – {high}", 18, (w - 14, y), gfx.GOLD_LIGHT,
                                      anchor="topright", max_width=w * 2 // 3 - 14)
                gfx.blit_text(surf, name, 18, (14, y), gfx.CREAM, "bold",
                              max_width=min(w // 2 - 10, right.left - 24))
                y += 27
            return surf
        with gfx.box_scale():
            gfx.blit_text(surf, title, 20, (w // 2, gfx.ui_px(10)), gfx.GOLD, "black", anchor="midtop",
                          max_width=w - 28)
        with gfx.box_scale(self.factor(rows, w)) as f:  # the rows at one size
            y, pitch = gfx.ui_px(42), max(27, round(27 * f))
            y += (self.pitch() - pitch) * len(rows) // 2
            for name, low, high in rows:
                right = gfx.blit_text(surf, f"{low} – {high}", 18, (w - 14, y), gfx.GOLD_LIGHT,
                                      anchor="topright", max_width=w - 28)
                gfx.blit_text(surf, name, 18, (14, y), gfx.CREAM, "bold", max_width=right.left - 24)
                y += pitch
        return surf


class CountdownBar(Widget):
    """The decision window's bar: shrinks with the time left, green → yellow → red."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], fraction: Callable[[], float]) -> None:
        super().__init__(rect)
        self.fraction = fraction

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        f = max(0.0, min(1.0, self.fraction()))
        gfx.rect(surface, (0, 0, 0), self.rect, border_radius=self.rect.h // 2)
        colour = gfx.GREEN if f > 0.5 else gfx.YELLOW if f > 0.2 else gfx.RED
        inner = self.rect.inflate(-4, -4)
        inner.w = max(0, int(inner.w * f))
        if inner.w:
            gfx.rect(surface, colour, inner, border_radius=inner.h // 2)
        gfx.rect(surface, gfx.GOLD_DARK, self.rect, 1, border_radius=self.rect.h // 2)


class TrafficLight(Widget):
    """Green: bets open; yellow: about to close; red: closed (live pace)."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], state: Callable[[], str]) -> None:
        super().__init__(rect)
        self.state = state

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        state = self.state()
        across = self.rect.w > self.rect.h  # lying on its side (a larger UI scale's place)
        thin = min(self.rect.size)
        gfx.draw_panel(surface, self.rect, (10, 10, 10, 220), gfx.GOLD_DARK, thin // 2, 2)
        r = thin // 2 - 10
        colours = (("red", gfx.RED), ("yellow", gfx.YELLOW), ("green", gfx.GREEN))
        for i, (name, colour) in enumerate(colours):
            step = 12 + r + i * (2 * r + 8)
            centre = (self.rect.x + step, self.rect.centery) if across else (self.rect.centerx, self.rect.y + step)
            on = state == name
            c = colour if on else tuple(v // 4 for v in colour)
            if on:
                gfx.circle(surface, (*colour, 80), centre, r + 5)
            gfx.circle(surface, c, centre, r)


class GameCode(Widget):
    """GAME CODE #HH:MM:SS (GMT): the round's start time, as at the live table; under it the
    SHA-256 of the round's seed, fixed before the cards were dealt."""

    def __init__(self, pos: tuple[int, int], label: TextSource, code: Callable[[], str],
                 seed_hash: Callable[[], str] = lambda: "", next_label: TextSource = "") -> None:
        super().__init__((pos[0], pos[1], 0, 0))
        self.label = label
        self.code = code
        self.seed_hash = seed_hash
        self.next_label = next_label  # before the deal: "NEXT ROUND" over the committed hash
        #: the right edge of the stacked lines at a larger UI scale
        self.right = self.RIGHT
        #: At a larger UI scale in a short band (a machine's marquee, above its lamps): two lines,
        #: GAME CODE beside the code, the SHA line under them; else three stacked lines.
        self.short_band = False

    #: At a larger UI scale the lines stand right-aligned here, under one another (beside the ✕).
    RIGHT = 1816

    def draw(self, surface: pygame.Surface) -> None:
        code = self.code()
        digest = self.seed_hash()
        if not self.visible or not (code or digest):
            return
        if gfx.text_scaled():
            self._stacked(surface, code, digest)
            return
        if code:
            r = gfx.blit_text(surface, resolve(self.label), 17, (self.rect.x, self.rect.y), gfx.MUTED,
                              "bold")
            shown = code if code.startswith("#") else f"#{code}"
            gfx.blit_text(surface, f"{shown} GMT", 22, (r.right + 10, r.centery), gfx.CREAM, "bold",
                          anchor="midleft")
        else:
            r = gfx.blit_text(surface, resolve(self.next_label), 17, (self.rect.x, self.rect.y),
                              gfx.MUTED, "bold")
        if digest:
            gfx.blit_text(surface, f"SHA-256 {digest[:12]}…{digest[-6:]}", 15, (self.rect.x, r.bottom + 6),
                          gfx.MUTED)

    def _stacked(self, surface: pygame.Surface, code: str, digest: str) -> None:
        """Larger texts: GAME CODE, the code and the SHA line right-aligned under one another in
        the top band, each at the player's scale."""
        right, room = self.right, self.right - self.rect.x + 100
        label = resolve(self.label if code else self.next_label)
        shown = f"{code if code.startswith('#') else f'#{code}'} GMT"
        sha = f"SHA-256 {digest[:12]}…{digest[-6:]}"
        with gfx.box_scale():  # each from the size it shows at 100 % (never under the floor)
            if code and self.short_band:  # GAME CODE beside the code
                r = gfx.blit_text(surface, shown, 22, (right, 4), gfx.CREAM, "bold", anchor="topright",
                                  max_width=room)
                gfx.blit_text(surface, label, gfx.floored(17), (r.left - 10, r.centery), gfx.MUTED, "bold",
                              anchor="midright", max_width=max(1, room - r.w - 10))
            else:
                r = gfx.blit_text(surface, label, gfx.floored(17), (right, 4), gfx.MUTED, "bold",
                                  anchor="topright", max_width=room)
                if code:
                    r = gfx.blit_text(surface, shown, 22, (right, r.bottom - 2), gfx.CREAM, "bold",
                                      anchor="topright", max_width=room)
            if digest:
                gfx.blit_text(surface, sha, gfx.floored(15), (right, r.bottom), gfx.MUTED, anchor="topright",
                              max_width=room)


class MessageLog(Widget):
    """The dealer's messages ("Place your bets", "Dealer has Two Pair"); can be hidden."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], title: TextSource, lines: int = 5) -> None:
        super().__init__(rect)
        self.title = title
        self._lines: deque[TextSource] = deque(maxlen=lines)
        self.hidden = False
        #: The rows start this far down or more (the panel's hide button stands in its top right)
        self.clear_top = 0
        self._cache: tuple[object, pygame.Surface] | None = None
        #: The kept render's texts as drawn (physical px in it, and what each says and how), and
        #: the rows' edges (physical px down it): the tiles a recorded layer keeps it as.
        self._inks: list[tuple[pygame.Rect, tuple[object, ...]]] = []
        self._edges: list[int] = []
        self._tiles: list[tuple[pygame.Rect, tuple[object, ...]]] = []
        #: What the panel is drawn at (everything but the messages), and a token standing for it
        self._look: tuple[object, object] = ((), object())

    @property
    def messages(self) -> list[str]:
        """The messages as said now, oldest first: a message given as a function (a key and its
        params) is said in the player's language of the moment."""
        return [resolve(m) for m in self._lines]

    def add(self, message: TextSource) -> None:
        said = resolve(message)
        if said and (not self._lines or resolve(self._lines[-1]) != said):
            self._lines.append(message)

    def forget(self) -> None:
        """Drop the kept render (the settings changed: it is drawn afresh)."""
        self._cache = None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.hidden:
            return
        key = (resolve(self.title), tuple(self.messages), gfx.text_px(100), self.rect.size, self.clear_top,
               context_of(surface))
        if self._cache is None or self._cache[0] != key:
            surf = cast(pygame.Surface, gfx.panel_canvas(surface, self.rect.size, (0, 0, 0, 140), gfx.GOLD_DARK, 14, 1))
            self._inks, self._edges = [], []
            if gfx.text_scaled():  # the player's scale, or less so that the newest message is whole
                scale, newest = surf.scale if isinstance(surf, Canvas) else 1.0, self.messages[-1:]
                factor = gfx.ui_scale()
                while factor > 1.0:
                    with gfx.box_scale(factor):
                        y, step, bottom = self._rows_place(True)
                        if sum(len(self.rows(m, self.rect.w - 2 * self.MARGIN, scale)) for m in newest) \
                                <= (bottom - y) // step:
                            break
                    factor -= 0.05
                with gfx.box_scale(factor):
                    self._draw_rows(surf, key[0], True)
            else:
                self._draw_rows(surf, key[0], False)
            self._cache = (key, surf)
            look = (key[0], *key[2:])
            if self._look[0] != look:  # (a token for it: hashing the draw context for each tile cost more than laying them)
                self._look = (look, object())
            self._tiles = self._tiled(surf)
        panel = self._cache[1]
        if isinstance(surface, Canvas) and surface.ops is not None and isinstance(panel, Canvas):
            self._lay_tiles(surface, panel, self._look[1])
        else:
            surface.blit(panel, self.rect)

    #: Columns of tiles a recorded layer keeps the panel as (rows make its bands).
    COLUMNS = 2

    def _tiled(self, panel: pygame.Surface | Canvas) -> list[tuple[pygame.Rect, tuple[object, ...]]]:
        """The panel cut into tiles (the rows' bands by ``COLUMNS``), each with the texts drawn into
        it: two tiles with the same texts at the same places show the same pixels."""
        if not isinstance(panel, Canvas):
            return []
        w, h = panel.target.get_size()
        ys = sorted({0, h, *(e for e in self._edges if 0 < e < h)})
        step = -(-w // self.COLUMNS)
        xs = [*range(0, w, step), w]
        tiles: list[tuple[pygame.Rect, tuple[object, ...]]] = []
        for top, bottom in zip(ys, ys[1:], strict=False):
            for left, right in zip(xs, xs[1:], strict=False):
                tile = pygame.Rect(left, top, right - left, bottom - top)
                tiles.append((tile, tuple(ink for r, ink in self._inks if r.colliderect(tile))))
        return tiles

    def _lay_tiles(self, surface: Canvas, panel: Canvas, look: object) -> None:
        """The kept panel on a recorded layer tile by tile: a new message lays again the tiles
        whose texts changed, not the whole panel (issue 27: 0.29 M px, ~1.2 ms, a new line at 4K)."""
        x, y = surface.point(self.rect.topleft)
        pixels, target = panel.target, surface.target
        for tile, inks in self._tiles:
            at = tile.move(x, y)
            surface.do(at, ("message tile", look, tuple(at), inks), partial(target.blit, pixels, at, tile))

    def _inked(self, surf: pygame.Surface, what: tuple[object, ...], draw: Callable[[], object]) -> None:
        """``draw()`` a text on the panel being made, noting where its pixels lie."""
        if not isinstance(surf, Canvas):
            draw()
            return
        surf.touched = []
        try:
            draw()
            self._inks += [(r, (*what, tuple(r))) for r in surf.touched]
        finally:
            surf.touched = None

    #: The messages' designed size, and their margin inside the panel.
    SIZE = 19
    MARGIN = 14

    def _rows_place(self, scaled: bool) -> tuple[int, int, int]:
        """Where the first row stands, the pitch of the rows and where the last must end."""
        if scaled:
            title = gfx.font(gfx.floored(17), "black").get_height()
            return max(6 + title + 2, self.clear_top), gfx.font(self.SIZE).get_linesize() + 1, self.rect.h - 4
        return max(34, self.clear_top), max(25, gfx.font(self.SIZE).get_linesize() + 1), self.rect.h  # as designed

    def _draw_rows(self, surf: pygame.Surface, title: str, scaled: bool) -> None:
        """The title, then the latest rows that fit (the newest message bright): a long message
        wraps to more rows, each as wide as it is drawn at the panel's own pixels, so no
        sentence is cut at the panel's edge at any window size or UI scale."""
        room = self.rect.w - 2 * self.MARGIN
        factor = gfx.text_px(100)  # (the size the texts are drawn at: a box's factor too)
        if scaled:
            self._inked(surf, ("title", title, factor), partial(
                gfx.blit_text, surf, title, gfx.floored(17), (self.MARGIN, 6), gfx.GOLD, "black",
                max_width=self.rect.w - 70))
        else:
            self._inked(surf, ("title", title, factor),
                        partial(gfx.blit_text, surf, title, 17, (self.MARGIN, 8), gfx.GOLD, "black"))
        y, step, bottom = self._rows_place(scaled)
        scale = surf.scale if isinstance(surf, Canvas) else 1.0
        slots = max(1, (bottom - y) // step)
        if isinstance(surf, Canvas):
            self._edges = [surf.point((0, y + k * step))[1] for k in range(slots + 1)]
        messages = self.messages
        rows = [(line, i == len(messages) - 1)
                for i, m in enumerate(messages) for line in self.rows(m, room, scale)]
        for line, newest in rows[-slots:]:
            self._inked(surf, ("row", line, newest, factor), partial(
                gfx.blit_text, surf, line, self.SIZE, (self.MARGIN, y), gfx.CREAM if newest else gfx.MUTED,
                max_width=room))
            y += step

    @classmethod
    def rows(cls, message: str, room: int, scale: float) -> list[str]:
        """``message`` wrapped to ``room`` logical px as drawn ``scale`` physical px per logical px:
        a font of the physical size is not exactly ``scale`` times as wide (hinting), so a row
        measured in logical px alone could still run past the panel's edge. Kept by the font's size:
        a new message draws the panel again, and wrapping the four before it again measured ~60
        words (0.6 ms of a 4K deal frame; issue 27)."""
        key = (message, room, scale, max(gfx.text_px(cls.SIZE), gfx._floor[-1]))
        kept = _ROWS.get(key)
        if kept is None:
            kept = _ROWS.put(key, cls._wrapped(message, room, scale))
        return list(kept)

    @classmethod
    def _wrapped(cls, message: str, room: int, scale: float) -> list[str]:
        width = room
        while True:
            lines = gfx.wrap(message, cls.SIZE, width)
            widest = max(gfx.text_at_scale(line, cls.SIZE, scale).get_width() for line in lines)
            over = widest - int(room * scale)
            if over <= 0 or width <= room // 2:
                return lines
            width -= max(1, math.ceil(over / scale))


#: The dealer's messages as wrapped (``MessageLog.rows``), by message, room, scale and font size.
_ROWS: LRU[list[str]] = LRU(256)


class HandLabel(Widget):
    """The current hand's name ("Pair of Kings") on a dark pill under the cards."""

    def __init__(self, pos: tuple[int, int], size: int = 26) -> None:
        super().__init__((pos[0], pos[1], 0, 0))
        self.pos = pos
        self.text = ""
        self.size = size
        self.good = False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or not self.text:
            return
        colour = gfx.GOLD_LIGHT if self.good else gfx.WHITE
        r = self.plate(gfx.text(self.text, self.size, colour, "bold").get_size())
        gfx.draw_panel(surface, r, (0, 0, 0, 190), gfx.GOLD if self.good else gfx.GOLD_DARK, r.h // 2, 2)
        gfx.draw_text(surface, self.text, self.size, r.center, colour, "bold", anchor="center")

    def plate(self, size: tuple[int, int]) -> pygame.Rect:
        """The pill around a label of ``size``: under the cards at ``pos``; a larger text grows it
        upwards over the cards' lower edge, so it keeps clear of what lies under it (the spots)."""
        r = pygame.Rect(0, 0, *size)
        r.midtop = self.pos
        r = r.inflate(32, 12)
        if gfx.text_scaled():
            with gfx.designed_text():
                designed = gfx.font(self.size, "bold").get_linesize()  # as tall as a render of it
            r.bottom = self.pos[1] + designed + 6
        return r
