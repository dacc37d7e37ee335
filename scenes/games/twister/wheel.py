"""The prize wheel before the first hand: the moment the pool is drawn. The multiplier was
already drawn from the tournament's fairness seed; the spin only reveals it (it always stops
on that prize).

A ring of rim lights chases round while the wheel spins (3 to 5 s, easing out; longer for a
higher tier); the pointer flicks and ticks as each segment passes it; at the stop the
multiplier zooms in, the prize pool counts up and a fanfare plays, grander with the
multiplier (from 50x confetti falls; the 1,000x tier is an event of its own). Reduced motion:
the wheel fades in already stopped, the result simply shows.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Callable, Generator, Iterator
from typing import TYPE_CHECKING, cast

import pygame

from gamelib.games.twister.room import speed_factor
from gamelib.games.twister.table import TwisterTable
from scenes.games.twister import wheel_pool
from scenes.games.twister.backdrop import Backdrop, cached_copies
from scenes.games.twister.draw import count_text
from scenes.games.twister.paint import blit_made, draw_felt, scale_of
from scenes.games.twister.texts import table_line
from scenes.games.twister.wheel_pen import inked, pen
from scenes.games.twister.wheel_timing import (
    FADE_SECONDS,
    SEGMENTS,
    ZOOM_SECONDS,
    count_seconds,
    fanfare,
    label_step,
    segment_at_pointer,
    spin_seconds,
)
from scenes.ui import felt_backdrop, gfx, resources, voice
from scenes.ui.canvas import Canvas, Drawing
from scenes.ui.draw_context import DrawContext
from scenes.ui.lru import LRU
from scenes.ui.manager import Scene
from scenes.ui.recording import recorded
from scenes.ui.steps import run_all
from scenes.ui.tween import ease_out_back, ease_out_cubic
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

COLOURS = {2: (40, 90, 60), 4: (30, 70, 130), 6: (120, 40, 120), 10: (170, 110, 30), 20: (180, 50, 50),
           50: (200, 90, 30), 100: (210, 160, 40), 200: (230, 190, 60), 1000: (250, 220, 120)}
CENTRE, RADIUS = (960, 520), 330
#: the most a segment's label grows with the player's scale: the wheel gets smaller at a larger
#: scale, and at 150 % a label grown 1.5x left 1-3 px of its segment either side at its inner end
LABEL_GROWTH = 1.25
LIGHTS = 30  # bulbs round the rim
LABELS_A_FRAME = 20  # labels turned in a frame of the spin, at most, counting those made ahead
CONFETTI = 140
PLATE_FILL, BAND_FILL = (8, 14, 11, 225), (120, 20, 24, 235)  # the multiplier's plate, a big tier's band
CONFETTI_COLOURS = ((246, 214, 120), (230, 80, 70), (90, 170, 230), (120, 210, 120), (245, 238, 220))


def wheel_radius() -> int:
    """The wheel's radius: smaller at a larger UI scale, so the title above and the prize
    below, grown with the player's scale, keep clear of it."""
    return round(RADIUS - 140 * (gfx.ui_scale() - 1))


def wheel_label(mult: int, scale: float) -> pygame.Surface:
    """A segment's label ("6x") at ``scale`` physical px per logical px, before it is turned. At a
    larger UI scale it lies along its segment, which is barely wider than the digits: its ink is
    what is centred across the segment, not its line (whose room for descenders put the digits
    ~6 px off the middle at 150 %, over the segment's edge)."""
    with gfx.box_scale(LABEL_GROWTH):  # (grown with the player's scale they touched their segment's edges)
        label = gfx.text_at_scale(f"{mult}x", 24 if mult < 100 else 22, scale,
                                  gfx.CREAM if mult < 100 else gfx.INK, "black")
    if gfx.ui_scale() <= 1:
        return label
    ink = label.get_bounding_rect()
    return label.subsurface((0, ink.y, label.get_width(), ink.h))


def rim_bottom() -> int:
    """The lowest pixel row (logical) of the rim's lights: what is written under the wheel
    starts below it."""
    ring = wheel_radius() + 16
    return CENTRE[1] + ring + max(5, ring // 45)


#: The felt under the wheel, darkened by black at this alpha (the tables beneath do not show through).
FELT_DIM = 150
#: Before the wheel shows, a frame's share of time for making its backdrop ahead, and the rows of
#: it laid a step (at 4K a band of the dimmed felt and the words: ~1 ms).
AHEAD_SECONDS = 0.001
AHEAD_ROWS = 240
DIM_ROWS = 540


class WheelScene(Scene):
    """A screen over the Twister screen (it covers what is beneath: no table text shows
    through): spin, stop on the drawn multiplier, then PLAY."""

    name = "twister-wheel"
    draws_natively = True  # the wheel made at the size it is shown (issue 27)

    def __init__(self, app: AppContext, table: TwisterTable, number: int = 0, note: str = "",
                 ahead: Callable[[Canvas], bool] | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.number = number  # the table's number in the grid (0: not said)
        self.note = note  # what START did (the tournaments started, the buy-ins taken)
        #: What the screen after the wheel shows made ahead, a slice a call, in the frames the
        #: wheel rests waiting for PLAY (True once done): the large table's felt (``TwisterScene``).
        self.ahead = ahead
        target = SEGMENTS.index(table.t.multiplier)
        step = 360 / len(SEGMENTS)
        # the pointer is at the top; segment k spans [k*step, (k+1)*step) clockwise from the top
        self.final = 360 * 5 + (360 - (target + 0.5) * step)
        self.elapsed = 0.0
        self.announced = False
        #: Reduced motion (Settings): no spin; the wheel fades in already stopped on the prize.
        self.still = bool(app.settings.reduced_motion)
        pace = speed_factor(app.settings.animation_speed)
        mult = table.t.multiplier
        self.duration = (FADE_SECONDS if self.still else spin_seconds(mult)) * pace
        #: after the stop: the zoom, the count and the celebration (none when still or instant)
        sounds, party = fanfare(mult)
        self.reveal = 0.0 if self.still or pace <= 0 else max(ZOOM_SECONDS, count_seconds(mult), party)
        self.party = 0.0 if self.still or pace <= 0 else party
        self._sounds = list(sounds)  # still to play, by seconds after the stop
        self._segment = segment_at_pointer(0.0)
        self.ticked = 0.0  # seconds since the pointer last ticked (its flick decays)
        self.ticks = 0  # segments that passed the pointer (each a tick)
        self._wheel: tuple[float, pygame.Surface] | None = None  # the scale it was made at, the wheel
        self._faded: tuple[tuple[float, float], pygame.Surface] | None = None  # reduced motion: turned once
        self._made_ahead: DrawContext | str | None = None  # what the spin's end was made ahead for
        #: the wheel at rest made at a window's pixels: (what it was made for, it, where it goes)
        self._rest: tuple[tuple[object, ...], pygame.Surface, pygame.Rect] | None = None
        #: the labels turned to each degree (a 4K spin's 30 turns a frame cost 1.4 ms)
        self._labels: LRU[pygame.Surface] = LRU(1024, budget_bytes=24 * 1024 * 1024)
        self.labels_made = 0  # labels turned in this frame's drawing (``_ready_labels``)
        self._step = 1 / 60  # the last time step: the next frame's, taken as the same
        #: The dimmed felt, the title, the table's line and the note, kept at the window's pixels
        self._backdrop = Backdrop(self._draw_backdrop, self._backdrop_steps)
        #: drawn on the window (``shown``), or its first frames still making its backdrop ahead
        #: while the window keeps the frame before (``_holding``: its time does not move meanwhile)
        self.shown = self._holding = False
        #: the backdrop's pixels the felt was laid on while made ahead (its bands then draw the words only)
        self._felt_on: pygame.Surface | None = None
        #: which bulbs the turning wheel lit on the window in the frame before (None: not known)
        self._lit_before: list[bool] | None = None
        #: the last frame drew the turning wheel on a window's Canvas (the next at rest lands on it)
        self._was_turning = False
        #: the prize pool's words drawn last (while it counts, glyph by glyph: ``_draw_counting``)
        self.pool_words = ""
        #: each confetti piece's colour and size (window px) as made (``_piece``)
        self._pieces_made: dict[tuple[tuple[int, int, int], tuple[int, int]], pygame.Surface] = {}
        self._confetti = random.Random(table.t.tournament_id)  # the same pieces on every frame
        self._pieces = [(self._confetti.uniform(0, 1920), self._confetti.uniform(-1300, -20),
                         self._confetti.uniform(-60, 60), self._confetti.uniform(140, 300),
                         self._confetti.choice(CONFETTI_COLOURS), self._confetti.uniform(0, 6.28))
                        for _ in range(CONFETTI)]
        self._build()

    def _build(self) -> None:
        self.play_b = self._play(lambda: self.stopped)
        self._wheel = self._rest = None  # drawn again at the player's scale
        self._labels.clear()

    def _play(self, enabled: bool | Callable[[], bool]) -> Button:
        """PLAY, under the wheel (``enabled``: once it stopped)."""
        w, h = gfx.ui_px(300), gfx.ui_px(80)
        return Button((960 - w // 2, 1010 - h, w, h), lambda: self.app.tr("twister.wheel.continue"), self.done,
                      hotkey="Enter", style="gold", font_size=32, enabled=enabled)

    def language_changed(self) -> None:
        self._build()

    @property
    def preparing(self) -> bool:  # type: ignore[override]
        """Its backdrop made ahead before it shows (the app's loop runs these frames back to back)."""
        return self._holding

    @property
    def stopped(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def since_stop(self) -> float:
        """Seconds since the wheel stopped (0 while it spins)."""
        return max(0.0, self.elapsed - self.duration)

    @property
    def revealed(self) -> bool:
        """The zoom, the count and the celebration are over: the screen rests until PLAY."""
        return self.stopped and self.since_stop >= self.reveal

    @property
    def angle(self) -> float:
        return self._angle_at(self.elapsed)

    def _angle_at(self, elapsed: float) -> float:
        """The wheel's turn (degrees) ``elapsed`` seconds into the scene."""
        if self.duration <= 0 or self.still:
            return self.final
        return self.final * ease_out_cubic(max(0.0, min(1.0, elapsed / self.duration)))

    def _label_step_at(self, elapsed: float) -> int:
        """The degrees the labels' turns are rounded to in the frame drawn ``elapsed`` seconds in
        (``label_step`` of the wheel's turn since the frame before)."""
        return label_step(self._angle_at(elapsed) - self._angle_at(elapsed - self._step))

    def done(self) -> None:
        self.table.reveal_wheel()
        voice.say(self.app, "shuffle_up", self)
        if self.manager is not None and self in self.manager:
            self.manager.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.play_b.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.revealed:
                self.done()
            else:  # skip the spin (and the count): straight to the result
                self.elapsed = self.duration + self.reveal
            return True
        return True  # modal

    def update(self, dt: float) -> None:
        if self._holding:
            return  # its backdrop still made ahead: the spin goes on as it shows
        self.elapsed += dt
        self._step = dt
        self.ticked += dt
        segment = segment_at_pointer(self.angle)
        if segment != self._segment and not self.still:  # the pointer ticks as a segment passes
            self._segment = segment
            self.ticked = 0.0
            self.ticks += 1
            self.app.sound("tick", 0.35)
        while self.stopped and self._sounds and self._sounds[0][0] <= self.since_stop:
            self.app.sound(self._sounds.pop(0)[1])  # the fanfare, grander with the multiplier
        if self.stopped and not self.announced:  # the dealer calls the prize (at instant speed too)
            self.announced = True
            voice.say(self.app, voice.multiplier_line(self.table.t.multiplier), self)
        self.play_b.update(dt)

    def next_change(self) -> float | None:
        """Spinning (or fading in), zooming, counting or celebrating: moving; then it waits for
        PLAY."""
        if self._holding or not self.revealed or self.ahead is not None:
            return 0.0  # (resting: frames that make the next screen ahead, until it is made)
        return self.play_b.next_change()

    def _wheel_surface(self, scale: float = 1.0) -> pygame.Surface:
        """The wheel at rest, made at ``scale`` physical px per logical px (the size it is shown)."""
        if self._wheel is not None and self._wheel[0] == scale:
            return self._wheel[1]
        radius = round(wheel_radius() * scale)
        size = radius * 2 + round(8 * scale)
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        n = len(SEGMENTS)
        step = 2 * math.pi / n
        for k, mult in enumerate(SEGMENTS):
            a0 = -math.pi / 2 + k * step
            pts = [(c, c)] + [(c + radius * math.cos(a0 + step * t / 6), c + radius * math.sin(a0 + step * t / 6))
                              for t in range(7)]
            pygame.draw.polygon(surf, COLOURS[mult], pts)
            pygame.draw.polygon(surf, gfx.GOLD_DARK, pts, max(1, round(2 * scale)))
        for k, mult in enumerate(SEGMENTS):  # over every segment: a long label (1000x) is not cut by the next
            mid = -math.pi / 2 + k * step + step / 2
            label = wheel_label(mult, scale)
            # across the segment; at a larger scale along it (a grown label is wider than its segment)
            radial = gfx.ui_scale() > 1
            turn = (180 if math.cos(mid) < 0 else 0) if radial else 90  # radial labels read left to right
            label = pygame.transform.rotate(label, -math.degrees(mid) - turn)
            at = 0.68 if radial else 0.78
            lx = c + radius * at * math.cos(mid)
            ly = c + radius * at * math.sin(mid)
            surf.blit(label, label.get_rect(center=(lx, ly)))
        pygame.draw.circle(surf, gfx.GOLD_LIGHT, (c, c), radius, round(6 * scale))
        pygame.draw.circle(surf, gfx.GOLD, (c, c), round(56 * scale))
        pygame.draw.circle(surf, gfx.INK, (c, c), round(56 * scale), round(4 * scale))
        self._wheel = (scale, surf)
        return surf

    def _turned(self, scale: float) -> pygame.Surface:
        """The wheel turned to where it is now, at ``scale``, fading in (reduced motion: it does
        not turn, so it is turned once)."""
        key = (scale, self.angle)
        if self._faded is None or self._faded[0] != key:
            self._faded = (key, pygame.transform.rotate(self._wheel_surface(scale), -self.angle))
        rotated = self._faded[1]
        rotated.set_alpha(int(255 * min(1.0, self.elapsed / self.duration)) if self.duration > 0 else 255)
        return rotated

    def _draw_backdrop(self, surface: pygame.Surface | Canvas) -> None:
        """The wheel's own backdrop: the felt, dimmed (the tables beneath do not show through), the
        title, the table's line and the note."""
        if not (isinstance(surface, Canvas) and surface.target is self._felt_on):  # (else laid ahead)
            draw_felt(surface, pygame.Rect((0, 0), gfx.LOGICAL_SIZE), self.app.settings.felt, spotlight=False,
                      dim=FELT_DIM)
        for words in self._words():
            words(surface)

    def _words(self) -> list[Callable[[pygame.Surface | Canvas], object]]:
        """The backdrop's words, each drawn by a call: the title, the table's line and the note."""
        title, line = self.app.tr("twister.wheel.title"), table_line(self.app, self.table, self.number)
        return [lambda on: gfx.blit_text(on, title, 48, (960, 40), gfx.GOLD, "black", anchor="midtop", shadow=True,
                                         max_width=1400),
                lambda on: gfx.blit_text(on, line, 26, (960, 40 + gfx.ui_px(64)), gfx.CREAM, "bold",
                                         anchor="midtop", max_width=1400),
                *([lambda on: gfx.blit_text(on, self.note, 22, (960, 1070), gfx.MUTED, anchor="midbottom",
                                            max_width=1600)] if self.note else [])]

    def _draw_wheel(self, surface: pygame.Surface | Canvas) -> None:
        """The wheel drawn at its angle, segment by segment at the surface's pixels (turning a
        made wheel cost 35 ms a frame at 4K); fading in, the made wheel turned once; at rest on a
        window's Canvas, made once at its angle (what is drawn over it again, the confetti and
        the lights, draws it again as one bitmap, not 30 segments)."""
        if self.still and not self.stopped:
            blit_made(surface, self._turned, CENTRE)
            return
        if isinstance(surface, Canvas) and self.stopped:
            art, at = self._wheel_at_rest(surface)
            surface.blit_physical(art, at)
            return
        self._draw_segments(surface, CENTRE)

    def _wheel_area(self, scale: float) -> pygame.Rect:
        """The physical pixels the wheel covers on a window at ``scale`` (its rim and a margin)."""
        reach = (wheel_radius() + 8) * scale
        x, y = (math.floor(c * scale - reach) for c in CENTRE)
        side = math.ceil(2 * reach) + 2
        return pygame.Rect(x, y, side, side)

    def _turning(self, surface: Canvas) -> pygame.Rect:
        """The turning wheel, its lights and its pointer drawn at once on a window's Canvas, over
        the laid frame (``Backdrop.lay``'s ``anew``): the disc covers every pixel it drew the frame
        before, so the felt is not laid back under it first (at 4K laying it cost 1.7 ms a frame,
        the recorded drawings of its segments as much again). Returns the physical pixels drawn on."""
        plain = Canvas(surface.target, surface.context, surface.logical_size)  # draws at once, notes nothing
        # the felt laid back under the pointer and the bulbs that went out (their glow goes); the
        # disc's segments and edges never reach past its fill (``_draw_segments``)
        bulbs = self._bulb_boxes(surface)
        # a bulb drawn as it was covers itself, a lit one covers a dark one: at 4K laying the felt
        # back under all 30 cost 0.2 ms a frame
        was = self._lit_before
        under = self._lay_back_round(surface, bulbs)
        self.labels_made = 0
        self._draw_segments(cast(pygame.Surface, plain), CENTRE)
        self._ready_labels(surface.scale)
        # drawn again: the bulbs lit or put out since the frame before and those the felt was laid
        # over (under the pointer; all of them on a frame laid whole); the others are as they were
        # (the disc never reaches them). All 30 a frame cost 0.2 ms at 4K; they change every 4th.
        laid, now = self._backdrop.laid, self._lit()
        self._draw_lights(cast(pygame.Surface, plain), None if was is None or laid is None else {
            k for k, box in enumerate(bulbs) if was[k] != now[k] or box.collidelist(under + laid) >= 0})
        self._draw_pointer(cast(pygame.Surface, plain))
        return self._wheel_area(surface.scale).unionall(bulbs + under)

    def _bulb_boxes(self, surface: Canvas) -> list[pygame.Rect]:
        """Each bulb's physical box on ``surface``, a lit one's glow too."""
        ring, lit = wheel_radius() + 16, max(5, (wheel_radius() + 16) // 45) + 5
        return [surface.rect((round(x) - lit, round(y) - lit, 2 * lit, 2 * lit)) for x, y in self._bulbs(ring)]

    def _lay_back_round(self, surface: Canvas, bulbs: list[pygame.Rect]) -> list[pygame.Rect]:
        """The felt laid back under the pointer (it may have flicked) and under the bulbs that went
        out since the frame before (``bulbs``: their physical boxes, a lit one's glow too; a bulb
        drawn as it was covers itself, a lit one covers a dark one). Returns the pixels laid."""
        now, was = self._lit(), self._lit_before or [True] * LIGHTS
        out = [r for r, on, lit_before in zip(bulbs, now, was, strict=True) if lit_before and not on]
        under = [surface.rect(self._pointer_reach()), *out]
        self._backdrop.lay_back(surface, under)
        self._lit_before = now
        return under

    def _land(self, surface: Canvas, drawings: list[Drawing]) -> None:
        """The first frame at rest over the turning wheel's last (the window keeps it): the wheel
        made at rest is drawn straight over the turning disc, which it covers pixel for pixel
        (transparent only past the rim), and the frame's ``lay`` is told so: it lays the felt back
        only under the pointer, the bulbs and the result, not under the whole wheel with the
        wheel over it again (the stop frame cost 8-10 ms at 4K)."""
        art, at = self._wheel_at_rest(surface)
        ops = [op for op in drawings if op.key[:2] == ("art", id(art))]
        if len(ops) != 1:
            return
        bulbs = self._bulb_boxes(surface)
        for r in [*self._lay_back_round(surface, bulbs), surface.target.blit(art, at)]:
            surface.touch(r)
        self._backdrop.shown(ops)

    def _pointer_reach(self) -> pygame.Rect:
        """The logical pixels the pointer may cover, flicked or not (with its outline and pivot)."""
        py = CENTRE[1] - wheel_radius() - 6
        return pygame.Rect(CENTRE[0] - 50, py - 62, 100, 62 + 14 + 8)

    def _wheel_at_rest(self, surface: Canvas, angle: float | None = None) -> tuple[pygame.Surface, pygame.Rect]:
        """The wheel stopped (at ``angle``, else where it is), made at ``surface``'s pixels as it
        would be drawn there (the same pixels: drawn about a centre moved by whole pixels), and
        where it goes (physical px)."""
        scale = surface.scale
        angle = self.angle if angle is None else angle
        key = (scale, angle, gfx.ui_scale(), surface.context)
        if self._rest is None or self._rest[0] != key:
            area = self._wheel_area(scale)
            art = Canvas(pygame.Surface(area.size, pygame.SRCALPHA), surface.context, (round(area.w / scale),) * 2)
            self._draw_segments(cast(pygame.Surface, art), (CENTRE[0] - area.x / scale, CENTRE[1] - area.y / scale),
                                angle)
            self._rest = (key, art.target, area)
        return self._rest[1], self._rest[2]

    def _draw_segments(self, surface: pygame.Surface | Canvas, centre: tuple[float, float],
                       angle: float | None = None) -> None:
        """The wheel at its angle about logical ``centre``: segments, edges, labels, rim, hub. On a
        Canvas that draws at once and notes nothing (the turning wheel's, the wheel made at rest)
        its ~80 drawings go straight to the pixels gfx would draw them at, without gfx's ways in
        (their areas and keys, made for a recorded layer: ~0.5 ms a frame of a spin)."""
        radius = wheel_radius()
        cx, cy = centre
        n = len(SEGMENTS)
        step = 2 * math.pi / n
        turn = math.radians(self.angle if angle is None else angle)
        step_of_labels = 1 if angle is not None else self._label_step_at(self.elapsed)  # at rest: to the degree
        draw = pen(surface)
        draw.circle(COLOURS[SEGMENTS[0]], centre, radius)  # every other segment: the disc they lie on
        # The others as triangles and the edges between segments, their outer ends 3 px short of
        # the rim, under its ring: they never stray a pixel past the disc's fill (before, a pixel
        # of them showed past the rim), so nothing is laid back round the turning disc (at 4K 15
        # boxes of ~150x150 px, 0.4 ms a frame). Where the ring (4 px at 1280x720) would not cover
        # a chord's middle too, a triangle is cut in two at its arc's middle (a polygon of 4 points
        # costs twice a triangle).
        scale, edge, ring = (surface.scale, surface.px(2), surface.px(6)) if isinstance(surface, Canvas) \
            else (1.0, 2, 6)
        tips = radius - 3 / scale, radius - (edge / 2 + 3) / scale  # the triangles', the edges' ends
        halves = (0.5, 1.0) if radius * scale * (1 - math.cos(step / 2)) + 4 > ring else (1.0,)
        for k, mult in enumerate(SEGMENTS):
            if mult != SEGMENTS[0]:
                a0 = -math.pi / 2 + k * step + turn
                corners = [(cx + tips[0] * math.cos(a), cy + tips[0] * math.sin(a))
                           for a in [a0] + [a0 + step * h for h in halves]]
                for near, far in itertools.pairwise(corners):
                    draw.polygon(COLOURS[mult], [(cx, cy), near, far])
        for k in range(n):
            a0 = -math.pi / 2 + k * step + turn
            draw.line(gfx.GOLD_DARK, centre, (cx + tips[1] * math.cos(a0), cy + tips[1] * math.sin(a0)), 2)
        at = 0.68 if gfx.ui_scale() > 1 else 0.78
        for mult, mid, degrees in _label_turns(turn):  # over every segment: a long label (1000x) is not cut by the next

            def label(scale: float, mult: int = mult, degrees: float = degrees) -> pygame.Surface:
                return self._label(mult, scale, degrees, step_of_labels)

            draw.art(label, (cx + radius * at * math.cos(mid), cy + radius * at * math.sin(mid)))
        draw.circle(gfx.GOLD_LIGHT, centre, radius, 6)
        draw.circle(gfx.GOLD, centre, 56)
        draw.circle(gfx.INK, centre, 56, 4)

    def _label(self, mult: int, scale: float, degrees: float, step: int = 1) -> pygame.Surface:
        """``mult``'s label at ``scale`` turned ``degrees``, rounded to ``step`` degrees (a divisor of
        360: ``label_step``), each made once and kept."""
        key = (mult, scale, round(degrees / step) * step % 360)
        turned = self._labels.get(key)
        if turned is None:
            self.labels_made += 1
            turned = self._labels.put(key, inked(pygame.transform.rotate(wheel_label(mult, scale), key[2])))
        return turned

    def _labels_ahead(self, scale: float) -> Iterator[None]:
        """The labels the spin turns to, frame by frame from where it is (its time step taken as the
        last: 1/60 s before the first), made ahead ten a step until as many are kept as may be:
        its first frames find them made, and the labels it turns later take the pixels of those
        it lets go. Turned as it spun, at 4K the kept labels' 17 MB came fresh from the system, a
        2 MiB page at a time (3.5-7 ms each in a VM), in a dozen frames of the spin."""
        labels, elapsed = self._labels, self.elapsed
        while elapsed < self.duration:
            step = self._label_step_at(elapsed)
            for mult, _, degrees in _label_turns(math.radians(self._angle_at(elapsed))):
                if len(labels) >= labels.capacity or labels.bytes >= (labels.budget_bytes or 0):
                    return  # (one more would let go of the first frames')
                before = self.labels_made
                self._label(mult, scale, degrees, step)
                if self.labels_made > before and self.labels_made % 10 == 0:
                    yield
            elapsed += self._step

    def _ready_labels(self, scale: float) -> None:
        """The labels the next frame turns to (its time step taken as this one's), made now as
        far as this frame made fewer than LABELS_A_FRAME: a spin makes some 2,250 labels, 11 a
        frame on most frames but all 30 on one in ten of its first 250, and at 4K 30 cost 1.2 ms;
        made ahead, the two frames share them."""
        if self.duration <= 0 or self.still:
            return
        after, step = self._angle_at(self.elapsed + self._step), self._label_step_at(self.elapsed + self._step)
        for mult, _, degrees in _label_turns(math.radians(after)):
            if self.labels_made >= LABELS_A_FRAME:
                return
            self._label(mult, scale, degrees, step)

    def draw(self, surface: pygame.Surface) -> None:
        if isinstance(surface, Canvas):  # drawn again only where it changed, over the kept backdrop (issue 27)
            self._holding = not self.shown and surface.last_touched is not None and self._holds(surface)
            if self._holding:
                return  # the window keeps the frame it shows (the screen beneath) meanwhile
            self.shown = True
            self._make_ahead(surface)
            falling = self._falling()
            drawings = recorded(surface, lambda: self._draw_moving(cast(pygame.Surface, surface), not falling))
            if self._was_turning and self.stopped and surface.kept:
                self._land(surface, drawings)
            self._was_turning = self._spinning_on(surface)
            self._backdrop.lay(surface, self._backdrop_key(), drawings,
                               anew=(lambda: self._turning(surface)) if self._spinning_on(surface) else None)
            if falling:  # over the laid frame, not recorded: where they fell is laid again next frame
                self._draw_confetti(cast(pygame.Surface, surface), self.since_stop)
                self.play_b.draw(surface)
            if self.ahead is not None and self.revealed and self.ahead(surface):
                self.ahead = None  # the next screen made: the wheel rests, drawing nothing
        else:
            self.shown = True
            self.ahead = None  # a plain surface: nothing kept at the window's pixels to make ahead
            self._make_ahead(surface)
            self._draw_backdrop(surface)
            self._draw_moving(surface)

    def _make_ahead(self, surface: pygame.Surface | Canvas) -> None:
        """What the spin's end shows made at the window's pixels once (``_ahead_steps``, all now)."""
        run_all(self._ahead_steps(surface))

    def _ahead_steps(self, surface: pygame.Surface | Canvas) -> Generator[None, None, None]:
        """What the spin's end shows made at the window's pixels once, a part a step, before the
        wheel shows (``_backdrop_steps``), not in the frame the spin stops in: the wheel at rest
        at the angle it stops at (its labels turned ten a step, then the wheel: at 4K 1.2 and 1.5
        ms), the result's glowing plates, the multiplier's and a big tier's band (kept by gfx's
        panel cache, drawn on a pixel that nobody sees), the words on them at the window's
        pixels, the counting pool's glyphs, PLAY's looks while the wheel turns and once it stopped
        (2-3 ms at 4K in the wheel's first shown frame and in its stop frame) and the dealer's
        call of the prize."""
        made_for = surface.context if isinstance(surface, Canvas) else "plain"  # 1920x1080: the window itself
        if self._made_ahead == made_for:
            return
        self._made_ahead = made_for
        if not self.still and isinstance(surface, Canvas):
            for k, (segment, _, degrees) in enumerate(_label_turns(math.radians(self.final))):
                self._label(segment, surface.scale, degrees)  # as ``_wheel_at_rest`` turns them, to the degree
                if k % 10 == 9:
                    yield
            self._wheel_at_rest(surface, self.final)  # the angle it stops at (eased to exactly 1)
            yield
        mult, size, colour = self._multiplier_words()
        w, h = gfx.text(mult, size, colour, "black", shadow=True).get_size()
        nothing = _unseen(surface)
        whole = pygame.Rect(0, 0, w + 80, h + 20)
        whole.center = CENTRE
        _glowing(nothing, whole, PLATE_FILL)
        yield
        gfx.text_at_scale(mult, size, scale_of(surface), colour, "black", shadow=True)  # the words the zoom shows
        if self.table.t.multiplier >= 100:
            yield
            _glowing(nothing, _band(whole), BAND_FILL)
            yield
            self._name_tier(nothing, whole)  # its words (4 ms at 4K in the frame the count ends)
        yield
        yield from wheel_pool.pool_steps(self.app, self.table, surface)
        for play in (self.play_b, self._play(True)):  # as it is (while it turns), and enabled
            play.draw(cast(pygame.Surface, nothing))
            yield
        if voice.speaks(self.app):  # the dealer's call of the prize, loaded (5 ms) before the stop
            resources.voice_line(self.app.settings.language, voice.multiplier_line(self.table.t.multiplier))

    def _backdrop_steps(self, layer: Canvas) -> Iterator[None]:
        """What the wheel's first frame lays, made a part a step while the window still shows the
        screen beneath (``draw``): the felt laid and dimmed on the backdrop's own pixels (no felt
        of the window's size made besides: at 4K 33 MB fresh from the system, 17-78 ms), then what
        the spin's end shows (at 4K the first frame made them at once: 145 ms), and the labels
        its first frames turn to (``_labels_ahead``)."""
        pixels = layer.target
        yield from felt_backdrop.felt_steps(pixels.get_size(), self.app.settings.felt, False, pixels)
        w, h = pixels.get_size()
        for top in range(0, h, DIM_ROWS):  # dimmed a band a step (at 4K the whole at once: ~10 ms)
            yield
            pixels.fill((255 - FELT_DIM,) * 3, (0, top, w, DIM_ROWS), special_flags=pygame.BLEND_RGB_MULT)
        self._felt_on = pixels
        yield from self._ahead_steps(layer)
        if not self.still:
            yield from self._labels_ahead(layer.scale)
        nothing = _unseen(layer)
        for words in self._words():  # rendered a step each at the window's pixels: the bands only lay them
            yield
            words(cast(pygame.Surface, nothing))

    def _backdrop_key(self) -> tuple[object, ...]:
        """What the backdrop shows besides the window's size and draw context."""
        return (self.app.settings.felt, self.app.lang, gfx.ui_scale(), self.note,
                table_line(self.app, self.table, self.number))

    def _holds(self, surface: Canvas) -> bool:
        """Before the wheel shows: its backdrop made ahead for ``surface``, a share of a frame's
        time of it (``AHEAD_SECONDS``); True while not all made (the window keeps the frame before,
        and the spin's time does not move)."""
        until = time.perf_counter() + AHEAD_SECONDS
        while not self._backdrop.ahead(surface, self._backdrop_key(), AHEAD_ROWS):
            if time.perf_counter() >= until:
                return True
        self._felt_on = None  # made: drawn again whole (another size, other words), the felt is drawn too
        return False

    def _multiplier_words(self) -> tuple[str, int, tuple[int, int, int]]:
        """The multiplier as shown over the hub: its words, their size and colour."""
        multiplier = self.table.t.multiplier
        return (count_text(self.app, multiplier) + "×", 120 if multiplier >= 100 else 104,
                gfx.GOLD_LIGHT if multiplier >= 10 else gfx.CREAM)

    def _falling(self) -> bool:
        """The confetti falls (after a high tier's stop, while it celebrates)."""
        return bool(self.party) and self.stopped and self.since_stop < self.party

    def _spinning_on(self, surface: pygame.Surface | Canvas) -> bool:
        """The wheel turns on a window's Canvas: drawn over the laid frame, not recorded."""
        return isinstance(surface, Canvas) and not self.still and not self.stopped

    def _draw_moving(self, surface: pygame.Surface, last: bool = True) -> None:
        """All but the backdrop: the wheel, its lights and pointer, the result, then (``last``)
        confetti and PLAY. On a window's Canvas the 140 falling pieces are drawn after the frame
        is laid, not recorded and compared as drawings (at 1280x720 that cost more than the
        1920x1080 frame drawn whole, issue 27)."""
        if not self._spinning_on(surface):  # else drawn over the laid frame (``_turning``)
            self._draw_wheel(surface)
            self._draw_lights(surface)
            self._draw_pointer(surface)
        if self.stopped:
            self._draw_result(surface)
        if not last:
            return
        if self.party and self.since_stop < self.party:
            self._draw_confetti(surface, self.since_stop)
        self.play_b.draw(surface)

    @staticmethod
    def _bulbs(radius: float) -> list[tuple[float, float]]:
        """Where the rim's bulbs are (logical), on a ring of ``radius``: none under the pointer."""
        return [(CENTRE[0] + radius * math.cos(a), CENTRE[1] + radius * math.sin(a))
                for a in (-math.pi / 2 + 2 * math.pi * (k + 0.5) / LIGHTS for k in range(LIGHTS))]

    def _draw_lights(self, surface: pygame.Surface, only: set[int] | None = None) -> None:
        """Bulbs round the rim: a chase while it spins, all lit at rest, flashing while a high
        tier celebrates (``only``: those bulbs, by number, else all)."""
        radius = wheel_radius() + 16
        lit_size, dark = max(5, radius // 45), (90, 70, 30)
        draw = pen(surface)
        for k, (lit, (x, y)) in enumerate(zip(self._lit(), self._bulbs(radius), strict=True)):
            if only is not None and k not in only:
                continue
            if lit:
                draw.circle((255, 240, 180), (x, y), lit_size + 3, 2)
            draw.circle(gfx.GOLD_LIGHT if lit else dark, (x, y), lit_size)

    def _lit(self) -> list[bool]:
        """Which bulbs are lit now: a chase while it spins, all at rest, flashing while a high tier
        celebrates."""
        flashing = self.stopped and self.party and self.since_stop < self.party
        if self.still or (self.stopped and not flashing):
            return [True] * LIGHTS
        if flashing:
            return [(k + int(self.since_stop * 8)) % 2 == 0 for k in range(LIGHTS)]
        return [(k + int(self.elapsed * 14)) % 3 == 0 for k in range(LIGHTS)]

    def _flick(self) -> float:
        """The pointer's turn (degrees): flicked back by each segment that passes, decaying."""
        return 0.0 if self.still or self.stopped else -22 * math.exp(-self.ticked * 16)

    def _draw_pointer(self, surface: pygame.Surface) -> None:
        """The pointer at the top, flicked back by each segment that passes (the flick decays)."""
        px, py = CENTRE[0], CENTRE[1] - wheel_radius() - 6
        flick = self._flick()
        pivot = (px, py - 40)
        c, s = math.cos(math.radians(flick)), math.sin(math.radians(flick))
        points = []
        for x, y in ((px - 26, py - 40), (px + 26, py - 40), (px, py + 14)):
            dx, dy = x - pivot[0], y - pivot[1]
            points.append((pivot[0] + dx * c - dy * s, pivot[1] + dx * s + dy * c))
        draw = pen(surface)
        draw.polygon(gfx.RED, points)
        draw.polygon(gfx.CREAM, points, 3)
        draw.circle(gfx.GOLD_LIGHT, pivot, 9)

    def _draw_result(self, surface: pygame.Surface) -> None:
        """The multiplier zoomed in over the wheel's hub, the prize pool counting up below it."""
        t = self.table.t
        after = self.since_stop
        zoom = 1.0 if self.reveal <= 0 else ease_out_back(min(1.0, after / ZOOM_SECONDS))
        counted = 1.0 if self.reveal <= 0 else ease_out_cubic(min(1.0, after / count_seconds(t.multiplier)))
        mult, size, colour = self._multiplier_words()

        def zoomed(scale: float) -> pygame.Surface:  # the text at the pixels it is shown at, then zoomed in
            big = gfx.text_at_scale(mult, size, scale, colour, "black", shadow=True)
            # smoothscale, not rotozoom: the same soft zoom at a third to half the cost (2.5 ms at 4K)
            return big if zoom >= 0.999 else pygame.transform.smoothscale_by(big, max(0.05, zoom))

        w, h = gfx.text(mult, size, colour, "black", shadow=True).get_size()
        plate = pygame.Rect(0, 0, round(w * min(1.0, zoom)) + 80, round(h * min(1.0, zoom)) + 20)
        plate.center = CENTRE
        if zoom >= 0.999:
            _glowing(surface, plate, PLATE_FILL)
        elif isinstance(surface, Canvas):  # made ahead (``_make_ahead``) unless the window changed size
            self._make_ahead(surface)
        blit_made(surface, zoomed, CENTRE)
        pool = round(t.prize_pool * counted)
        self.pool_words = wheel_pool.pool_words(self.app, pool)
        y = (rim_bottom() + self.play_b.rect.y) // 2  # between the rim's lights and PLAY
        if counted < 1.0:
            self._draw_counting(surface, (960, y))
        else:
            wheel_pool.draw_line(surface, self.pool_words, (960, y))
        if t.multiplier >= 100 and counted >= 1.0:  # the big tiers are named
            _glowing(surface, _band(plate), BAND_FILL)
            self._name_tier(surface, plate)
        elif t.multiplier >= 100:
            # its words, made ahead, kept in the text cache as the count's words pass through it
            # (at 4K some 120 of them fill its 16 MB): found, not rendered, when the count ends
            self._name_tier(cast(pygame.Surface, _unseen(surface)), plate)

    def _draw_counting(self, surface: pygame.Surface | Canvas, centre: tuple[int, int]) -> None:
        """The pool's words while it counts up (``wheel_pool.draw_counting``)."""
        wheel_pool.draw_counting(self.app, self.table, surface, self.pool_words, centre)

    def _name_tier(self, surface: pygame.Surface | Canvas, plate: pygame.Rect) -> None:
        """A big tier's name on its band under the multiplier's ``plate``."""
        key = "twister.wheel.top" if self.table.t.multiplier >= 1000 else "twister.wheel.big"
        band = _band(plate)
        gfx.blit_text(surface, self.app.tr(key), 34, band.center, gfx.CREAM, "black", anchor="center",
                      max_width=band.w - 40)

    def _draw_confetti(self, surface: pygame.Surface | Canvas, t: float) -> None:
        """Pieces falling from above the screen (each where its own motion puts it at ``t``). On a
        Canvas that draws at once (the window's, after the frame is laid) each piece is a copy of
        it made once (``_piece``), straight at the physical pixels gfx.rect would fill, and noted
        as drawn: through gfx's ways in, made for a recorded layer, the 140 pieces cost 1.2 ms a
        frame at 4K (0.3 ms drawn as they are on the 1920x1080 window); filled there, 0.8 ms
        (SDL fills with streaming stores, past the cache, row by row), copied 0.1 ms."""
        pieces = [(colour, (round(x), round(y), round(6 + 5 * abs(math.sin(spin + t * 7))), 12))
                  for x0, y0, vx, vy, colour, spin in self._pieces
                  for x, y in ((x0 + vx * t, y0 + vy * t + 30 * t * t),) if -20 < y < gfx.LOGICAL_SIZE[1] + 20]
        if not isinstance(surface, Canvas) or surface.ops is not None:
            for colour, r in pieces:
                gfx.rect(surface, colour, r)
            return
        blit, scale, touch = surface.target.blit, surface.scale, surface.touch
        for colour, (x, y, w, h) in pieces:  # Canvas.rect's edges, rounded so
            left, top = round(x * scale), round(y * scale)
            size = (round((x + w) * scale) - left, round((y + h) * scale) - top)
            touch(blit(self._piece(surface.target, colour, size), (left, top)))

    def _piece(self, window: pygame.Surface, colour: tuple[int, int, int], size: tuple[int, int]) -> pygame.Surface:
        """A confetti piece of ``colour`` and ``size`` (window px), made once in ``window``'s format."""
        made = self._pieces_made.get((colour, size))
        if made is None:
            made = self._pieces_made[(colour, size)] = cached_copies(size, window)
            made.fill(colour)
        return made


def _label_turns(turn: float) -> Iterator[tuple[int, float, float]]:
    """Each segment's label with the wheel turned ``turn`` radians: its multiplier, the angle
    of its segment's middle (radians) and the degrees its label is turned by."""
    radial = gfx.ui_scale() > 1  # across the segment; at a larger scale along it
    step = 2 * math.pi / len(SEGMENTS)
    for k, mult in enumerate(SEGMENTS):
        rest = -math.pi / 2 + k * step + step / 2  # where it is on the wheel at rest
        flip = (180 if math.cos(rest) < 0 else 0) if radial else 90  # radial labels read left to right
        yield mult, rest + turn, -math.degrees(rest + turn) - flip


def _unseen(surface: pygame.Surface | Canvas) -> pygame.Surface | Canvas:
    """One pixel drawn like ``surface`` (a Canvas at its context): what is drawn on it is made and
    kept at the pixels ``surface`` shows it at, and seen by nobody."""
    if isinstance(surface, Canvas):
        return Canvas(pygame.Surface((1, 1)), surface.context, surface.logical_size)
    return pygame.Surface((1, 1))


def _glowing(surface: pygame.Surface | Canvas, r: pygame.Rect, fill: tuple[int, int, int, int]) -> None:
    """A glowing plate over logical ``r``: the multiplier's, the big tier's band."""
    gfx.draw_panel(surface, r, fill, gfx.GOLD_LIGHT, r.h // 2, 3, glow=True)


def _band(plate: pygame.Rect) -> pygame.Rect:
    """The band naming a big tier, under the multiplier's ``plate``."""
    band = pygame.Rect(0, 0, 1000, gfx.ui_px(64))
    band.center = (960, CENTRE[1] + plate.h // 2 + gfx.ui_px(56))
    return band
