"""A change of screen: from a snapshot of the old frame to the live new scene, its parts made
ahead while the window holds the old frame, then revealed, faded or slid in, and the window
handed the new scene's last frame (the scene stack, ``scenes.ui.manager``, runs it)."""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, cast

import pygame

from scenes.ui.canvas import Canvas
from scenes.ui.reveal import Reveal, band_height, band_surfaces
from scenes.ui.reveal import eased as reveal_eased
from scenes.ui.tween import ease_in_out_cubic

if TYPE_CHECKING:
    from scenes.ui.manager import Scene


#: A transition's share of a frame for making ahead what the new scene's first frame would
#: (``Scene.prepare``): a frame stays within the 6.9 ms of a 144 Hz frame. The window shows a
#: still frame meanwhile, and the app's loop runs these frames back to back, not at its 60 fps
#: (``SceneManager.preparing``): the wait is the work's, with the loop answering between parts.
AHEAD_SECONDS = 0.005
_MADE = object()  # (the steps' end)


class Transition:
    """A change of screen from a snapshot of the old frame to the live new scene: "reveal" (the
    app's, ``scenes.ui.reveal``: the new screen uncovered from the top under a soft edge, laying
    only the rows that change each frame), "fade" (a cross-fade: the reveal's look under reduced
    motion, where nothing sweeps across the screen) or "slide".

    At the window's own pixels (a Canvas) the new scene draws into a buffer it keeps, so a still
    scene draws only what moved there (``Canvas.kept``, as into the window), and the window keeps
    the transition's last frame:
    - a reveal lays again only the rows newly uncovered, its band, and what changed (the new
      scene's drawings, anything drawn over the last frame);
    - a fade blends the new scene over it by the share still to come (``_faded``), a whole-window
      blend each frame (issue 27: 14-20 ms at 3840x2160, where a reveal frame lays about a fifth).
    """

    def __init__(self, kind: str, old_frame: pygame.Surface, duration: float = 0.3) -> None:
        self.kind = kind
        self.old = old_frame
        self.duration = duration
        self.elapsed = 0.0
        self._buffer: pygame.Surface | Canvas | None = None
        #: the new scene's share of what the window shows, and those pixels (None: not laid yet)
        self._faded: tuple[float, pygame.Surface] | None = None
        self._buffer_drawn = False  # the buffer holds the new scene's last frame
        self._drawn = self._timed = False  # a frame drawn; time moving (``update``)
        #: the new scene's steps made ahead (``Scene.prepare``), and the time a frame gives them
        self._ahead: Iterator[None] | None = None
        self._ahead_done = self._held = False
        self.ahead_seconds = AHEAD_SECONDS
        old_pixels = old_frame.target if isinstance(old_frame, Canvas) else old_frame
        self.reveal = Reveal(old_pixels) if kind == "reveal" else None
        #: the window's rectangles the reveal laid on its last frame, and onto which pixels
        self._laid: tuple[pygame.Surface, set[tuple[int, int, int, int]]] | None = None
        #: the stack its last frame drew (SceneManager.draw): its buffer holds their frame
        self.scenes: list[Scene] = []

    @property
    def shown(self) -> bool:
        """Its first frame was drawn (after the new scene's parts made ahead)."""
        return self._drawn

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def progress(self) -> float:
        share = min(1.0, self.elapsed / self.duration) if self.duration else 1.0
        return reveal_eased(share) if self.kind == "reveal" else ease_in_out_cubic(share)

    def update(self, dt: float) -> None:
        """Time moves from the frame after the first: the first makes the new screen whole (a
        4K table's felt and layer, 0.1-0.4 s), and the time it held, capped at the loop's 0.1 s,
        ate a third of the change, which then jumped."""
        if self._timed:
            self.elapsed += dt
        elif self._drawn:
            self._timed = True

    def holds(self, surface: pygame.Surface, scene: Scene | None,
              beneath: Callable[[pygame.Surface], Iterator[None]] | None = None) -> bool:
        """Before the first frame: run the new ``scene``'s steps made ahead for ``surface`` (and
        ``beneath``'s: what the scene stack keeps under it), a share of a frame's time of them;
        True while they were not all run by the last frame (this frame shows the old frame: on a
        window that kept it, only what was drawn over it is laid back). Time does not move
        meanwhile (``update``)."""
        if self._drawn or self._ahead_done or scene is None:
            return False
        if self._ahead is None:
            self._ahead = itertools.chain(self._new_buffer(surface), scene.prepare(surface),
                                          beneath(surface) if beneath is not None else ())
        until, ran = time.perf_counter() + self.ahead_seconds, 0
        while True:
            if next(self._ahead, _MADE) is _MADE:
                self._ahead_done = True
                break
            ran += 1
            if time.perf_counter() >= until:
                break
        if not ran:  # nothing was left to make: the first frame now
            return False
        if isinstance(surface, Canvas) and isinstance(self.old, Canvas) \
                and surface.target.get_size() == self.old.target.get_size() and surface.last_touched is not None:
            laid: set[tuple[int, int, int, int]] = set()
            if self._held:  # (the first holding frame's window is the old frame, as it was drawn)
                for r in surface.last_touched:  # drawn over it since (a toast)
                    local = surface.local(r)
                    back = surface.target.blit(self.old.target, local, local)
                    surface.touch(back)
                    laid.add(tuple(back.move(surface.target.get_abs_offset())))
            surface.kept = True
            # the window shows the old frame: the change's first frame lays only what is drawn over it
            self._laid = (surface.target, laid)
            if self.reveal is not None:
                self.reveal.held(surface.target.get_height())
        else:
            surface.blit(cast(pygame.Surface, self.old), (0, 0))
        self._held = True
        return True

    def _new_buffer(self, surface: pygame.Surface) -> Iterator[None]:
        """The new scene's buffer: at the window's pixels a step of its own (33 MB at 4K, laid
        page by page: 15-45 ms)."""
        if isinstance(surface, Canvas):
            self._buffer, self._buffer_drawn, self._faded = surface.new_layer(), False, None
            yield
            if self.reveal is not None:  # its band's rows, if not made at this size before (~2 ms at 4K)
                width, height = surface.target.get_size()
                band_surfaces(width, band_height(height))
                yield
        else:  # a plain window's (8 MB at 1920x1080, ~6 ms): made with the new scene's first step, if
            self._buffer = _plain_buffer(surface.get_size())  # it has any (none: with its first frame)

    def draw(self, surface: pygame.Surface, draw_new: Callable[[pygame.Surface], None]) -> None:
        self._drawn = True
        if isinstance(surface, Canvas) or isinstance(self.old, Canvas):  # the window's own pixels
            if not (isinstance(surface, Canvas) and isinstance(self.old, Canvas)
                    and self.old.target.get_size() == surface.target.get_size()):
                draw_new(surface)  # the window changed under the transition: the new scene at once
                return
            if not isinstance(self._buffer, Canvas) or self._buffer.target.get_size() != surface.target.get_size():
                self._buffer, self._buffer_drawn, self._faded = surface.new_layer(), False, None
            self._draw_kept(self._buffer, draw_new)
        else:
            if self._buffer is None or self._buffer.get_size() != surface.get_size():
                self._buffer = _plain_buffer(surface.get_size())
            draw_new(cast(pygame.Surface, self._buffer))
        if self.reveal is not None:
            self._draw_reveal(surface, self.reveal)
            return
        # a Canvas answers the Surface calls made here (a canvas onto a canvas: pixel for pixel)
        buffer, old = cast(pygame.Surface, self._buffer), cast(pygame.Surface, self.old)
        p = self.progress
        if self.kind == "slide":
            w = surface.get_width()
            offset = int(w * (1 - p))
            surface.blit(old, (offset - w, 0))
            surface.blit(buffer, (offset, 0))
            return
        layer = self._buffer.target if isinstance(self._buffer, Canvas) else self._buffer
        assert layer is not None
        window = surface.target if isinstance(surface, Canvas) else surface
        shown = self._faded[0] if self._faded is not None and self._faded[1] is window else None
        if shown is None:  # the first frame of the fade on these pixels: the old frame under it
            surface.blit(old, (0, 0))
            shown = 0.0
        # the window shows ``shown`` of the new scene: blending it by ``a`` shows shown + (1 - shown) a
        alpha = 255 if p >= 1.0 else max(0, min(255, round(255 * (p - shown) / (1.0 - shown))))
        if alpha == 255:  # the new scene whole: a copy, not a blend
            surface.blit(buffer, (0, 0))
        elif alpha > 0:  # (0: the window already shows this frame)
            layer.set_alpha(alpha)
            surface.blit(buffer, (0, 0))
            layer.set_alpha(None)
        self._faded = (shown + (1.0 - shown) * alpha / 255, window) if isinstance(surface, Canvas) else None

    def _draw_reveal(self, surface: pygame.Surface, reveal: Reveal) -> None:
        """The reveal's frame: on a Canvas that holds its last frame only what changed (its rows,
        the new scene's drawings, what was drawn over it since); on a plain surface all of it."""
        if not isinstance(surface, Canvas):
            reveal.draw(surface, cast(pygame.Surface, self._buffer), self.progress, None, lambda r: None)
            return
        buffer = cast(Canvas, self._buffer)
        over = self._drawn_over(surface)
        changed = None if over is None or buffer.touched is None else [buffer.local(r) for r in buffer.touched]
        laid: set[tuple[int, int, int, int]] = set()

        def note(r: pygame.Rect) -> None:
            surface.touch(r)
            laid.add(tuple(r.move(surface.target.get_abs_offset())))

        reveal.draw(surface.target, buffer.target, self.progress, changed, note, over or ())
        self._laid = (surface.target, laid)
        surface.kept = True  # the window holds the rest of the last frame: only what was laid is shown

    def _drawn_over(self, surface: Canvas) -> list[pygame.Rect] | None:
        """What was drawn over the transition's last frame on ``surface`` (a toast; its pixels),
        or None when the window may not hold that frame."""
        if self._laid is None or self._laid[0] is not surface.target or surface.last_touched is None:
            return None
        mine = self._laid[1]
        return [surface.local(r) for r in surface.last_touched if tuple(r) not in mine]

    def hand_over(self, surface: pygame.Surface) -> None:
        """The transition ended: on the window that showed its last frame, the new scene's last
        frame from the buffer where the window shows anything else, and the buffer's record of
        what the scene drew, so the scene's next frame draws only what moves (issue 27: at
        3840x2160 drawing a table whole after the reveal cost 10-12 ms)."""
        buffer = self._buffer
        if not (isinstance(surface, Canvas) and isinstance(buffer, Canvas) and self._buffer_drawn
                and buffer.target.get_size() == surface.target.get_size()):
            return
        if self.reveal is not None:
            over = self._drawn_over(surface)
            if over is None or self.reveal.band is None:
                return
            w, h = surface.target.get_size()
            top = max(0, min(h, self.reveal.band[0]))
            rests = [pygame.Rect(0, top, w, h - top), *over]
        elif self._faded is not None and self._faded[1] is surface.target:
            rests = [surface.target.get_rect()]
        else:
            return
        for r in rests:
            r = r.clip(surface.target.get_rect())
            if r.w > 0 and r.h > 0:
                surface.touch(surface.target.blit(buffer.target, r, r))
        surface.last_touched = buffer.touched
        surface.kept = True

    def _draw_kept(self, buffer: Canvas, draw_new: Callable[[pygame.Surface], None]) -> None:
        """The new scene into its buffer as into a window that keeps its pixels: after the first
        frame a scene that draws by what changed draws only that (``Canvas.kept``)."""
        buffer.last_touched, buffer.touched = buffer.touched, []
        buffer.kept = self._buffer_drawn
        draw_new(cast(pygame.Surface, buffer))
        self._buffer_drawn = True


def _plain_buffer(size: tuple[int, int]) -> pygame.Surface:
    """The new scene's buffer over a plain window: opaque, in the display's format when there is one."""
    return pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
