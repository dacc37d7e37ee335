"""Wins by size: a win of 5× the total bet is a BIG WIN, 25× a HUGE WIN, 100× (or a royal flush,
or the progressive jackpot) a JACKPOT, each with its own celebration of at most 3 seconds: the
amount counts up with ticks, light rays turn behind it, chips rain (more and faster the larger
the tier), and its sound. Any key or click ends it at once (the table takes that key for
nothing else); under reduced motion it only fades in and out, nothing flies or turns.

It stands in the band between the board and the player's cards' row, over the felt's centre:
the result summary, the spots and the hands' names are drawn where they are, under it only for
the seconds it lasts. The tier itself is :func:`win_tier`, a pure function a test checks.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

import pygame

from scenes.table.win_count import counted_steps
from scenes.ui import card_art, gfx, sound
from scenes.ui.canvas import Canvas
from scenes.ui.steps import run_all

if TYPE_CHECKING:
    from scenes.table.base import TableScene

#: Tiers by the win (what came back above the stake) ÷ the round's total bet, largest first.
TIERS: tuple[tuple[str, int], ...] = (("jackpot", 100), ("huge", 25), ("big", 5))
#: Seconds each tier lasts (never over 3).
SECONDS = {"big": 2.0, "huge": 2.6, "jackpot": 3.0}
CHIPS = {"big": 14, "huge": 28, "jackpot": 46}
#: The amount counts up in round money of which it holds at least this many (``count_unit``).
COUNT_UNITS = 20
#: The band it stands in (logical px): over the board and the player's cards, above every bet spot.
BAND = pygame.Rect(0, 210, 1920, 520)
#: A ray of light (translucent), and the win display a table's room gets (a machine's: video poker).
RAY = (255, 220, 120, 26)
DISPLAY = (6, 10, 28, 255)
#: The title's size by the tier (logical px).
TITLE_SIZES = {"big": 84, "huge": 100, "jackpot": 116}
#: The title's pulse is drawn in steps of this much of its size (each step's picture made once
#: a celebration): a picture resampled each frame cost ~3 ms of each frame at 3840x2160.
PULSE_STEP = 1 / 128


def win_tier(staked: int, paid: int, jackpot: bool = False) -> str | None:
    """The celebration a round earns: "big", "huge", "jackpot", or None.

    >>> win_tier(1000, 6000), win_tier(1000, 26000), win_tier(1000, 101000), win_tier(1000, 5000)
    ('big', 'huge', 'jackpot', None)
    >>> win_tier(100, 200, jackpot=True), win_tier(0, 500)
    ('jackpot', None)
    """
    if jackpot and paid > 0:
        return "jackpot"
    if staked <= 0 or paid <= staked:
        return None
    ratio = (paid - staked) / staked
    return next((name for name, times in TIERS if ratio >= times), None)


def count_unit(amount: int) -> int:
    """The round money (cents: 1, 10, 100 …) an amount counts up in: about 20 of them or more.

    >>> count_unit(2_500), count_unit(500_000), count_unit(150), count_unit(19)
    (100, 10000, 1, 1)
    """
    unit = 1
    while unit * 10 * COUNT_UNITS <= amount:
        unit *= 10
    return unit


@dataclass
class Chip:
    value: int
    x: float
    y: float
    vx: float
    vy: float
    delay: float


class Celebration:
    """One table's celebration: started by :meth:`start`, moved by :meth:`update`, drawn last."""

    def __init__(self) -> None:
        self.tier: str | None = None
        self.amount = 0
        self.age = 0.0
        self.chips: list[Chip] = []
        self._ticks = 0
        self.reduced = False
        #: Where a table wants the words (logical px: they stand at its centre, the title no wider
        #: than it), or None: the band's centre, as wide as they come. A table whose cards stand
        #: in the band (video poker) gives the open felt above or below them, so no card face
        #: is covered.
        self.area: Callable[[], pygame.Rect] | None = None
        #: The band's layer, cleared and drawn again each frame while it shows (let go when it ends)
        self._layer: pygame.Surface | Canvas | None = None
        #: The title at each step of its pulse drawn so far, by (the title, its size, the pixels'
        #: scale, the pulse): made once, let go when the celebration ends
        self._pulsed: dict[tuple[str, int, float, float], pygame.Surface] = {}
        #: What its first frame would make at a window's pixels (the band's layer, the light behind
        #: the words, the title), made a part a frame before it shows (``_ready``); when it showed
        self._making: Generator[None, None, None] | None = None
        self._made = False
        self._shown_at = 0.0

    @property
    def active(self) -> bool:
        return self.tier is not None

    @property
    def seconds(self) -> float:
        return SECONDS.get(self.tier or "", 0.0)

    def start(self, tier: str, amount: int, chips: tuple[int, ...], reduced: bool, seed: int = 0) -> None:
        self.tier, self.amount, self.age, self._ticks, self.reduced = tier, amount, 0.0, 0, reduced
        self._pulsed = {}
        self._making, self._made, self._shown_at = None, False, 0.0
        rng = random.Random(seed)  # where the chips fall is decoration: a fixed seed per round
        values = sorted(chips)[-4:] or [100]
        self.chips = [] if reduced else [
            Chip(rng.choice(values), 960 + rng.uniform(-520, 520), rng.uniform(-260, -40),
                 rng.uniform(-60, 60), rng.uniform(380, 620), rng.uniform(0, self.seconds * 0.5))
            for _ in range(CHIPS[tier])]
        sound.play_sound("big_win", 1.0 if tier != "big" else 0.8)

    def skip(self) -> None:
        """Any key or click: the celebration ends now (the summary and WIN stay)."""
        self.tier = None
        self.chips = []
        self._layer = None
        self._pulsed = {}
        self._making = None

    def update(self, dt: float) -> None:
        if self.tier is None:
            return
        self.age += dt
        step, steps = counted_steps(self.age, self.count_seconds())
        while self._ticks < step * 12 // steps:  # a tick per twelfth of the count
            self._ticks += 1
            sound.play_sound("tick", 0.35)
        for c in self.chips:
            if self.age > c.delay:
                c.x += c.vx * dt
                c.y += c.vy * dt
        if self.age >= self.seconds:
            self.skip()

    def count_seconds(self) -> float:
        return self.seconds * 0.6

    def shown_amount(self) -> int:
        """The amount counting up, fast then slowing, in the steps of a 60 Hz frame (as WIN,
        scenes.table.win_count) and in round money (``count_unit``) until the count's time is
        up, then the win exactly: its slow end rested on € 21.99 of € 22.00 (the eased fraction
        truncated, at a slow frame for as long as that frame lasted)."""
        step, steps = counted_steps(self.age, self.count_seconds())
        if step == steps:
            return self.amount
        unit = count_unit(self.amount)
        return round(self.amount * (1 - (1 - step / steps) ** 3)) // unit * unit

    def alpha(self) -> float:
        """1 while shown; it comes in from when it shows (``_ready``) and goes out quickly (under
        reduced motion: only this)."""
        fade = 0.25
        return max(0.0, min(1.0, (self.age - self._shown_at) / fade, (self.seconds - self.age) / fade))

    def _ready(self, surface: pygame.Surface | Canvas, table: TableScene) -> bool:
        """Whether what it draws is made: on a window's Canvas a part a frame first, nothing shown
        meanwhile, then it fades in from there (issue 27: its first frame made a band-sized layer,
        the light and the title at 3840x2160, 25-37 ms at a big win's moment); on a plain surface
        at once."""
        if self._made:
            return True
        if self._making is None:
            self._making = self._parts(surface, table)
        if not isinstance(surface, Canvas):
            run_all(self._making)
        elif next(self._making, _MADE) is not _MADE:
            return False
        else:
            self._shown_at = self.age
        self._making, self._made = None, True
        return True

    def _parts(self, surface: pygame.Surface | Canvas, table: TableScene) -> Generator[None, None, None]:
        """The band's layer (its pixels touched), the light behind the words and the title at the
        pixels of ``surface``, each a step when it was not made already."""
        if not self._layer_fits(surface, BAND.size):
            made = self._band_layer(surface, BAND.size)
            (made.target if isinstance(made, Canvas) else made).fill((0, 0, 0, 0))  # (its pages touched now)
            yield
        scale = surface.scale if isinstance(surface, Canvas) else 1.0
        if gfx.surface_cache.get(_backing_key(scale)) is None:
            _backing(scale)
            yield
        size = TITLE_SIZES[self.tier or "big"]
        title = table.app.tr(f"win.{self.tier}")
        gfx.text(title, size, gfx.GOLD_LIGHT, "black", shadow=True)
        if scale != 1.0:
            gfx.text_at_scale(title, size, scale, gfx.GOLD_LIGHT, "black", True)

    def draw(self, surface: pygame.Surface, table: TableScene) -> None:
        """The band of light, the words, the counting amount and the chips, drawn on a layer at the
        pixels of ``surface`` (a window's Canvas: its own pixels, laid pixel for pixel, never a
        logical bitmap scaled each frame, issue 27), faded by ``alpha``."""
        if self.tier is None or not self._ready(surface, table):
            return
        alpha = self.alpha()
        if alpha <= 0:
            return
        area = self.area() if self.area is not None else None
        cx, mid = area.center if area is not None else (960, BAND.centery)
        band = BAND.move(0, mid - BAND.centery)  # the band, moved to stand around the words
        layer = self._band_layer(surface, band.size)
        cy = band.h // 2
        box = area.move(0, -band.top) if area is not None else None
        ray: tuple[int, ...] = RAY
        if box is not None:  # a machine's win display: everything inside the table's room
            layer.set_clip(box)
            gfx.draw_panel(layer, box, DISPLAY, gfx.GOLD, 18, 3, glow=True)
            ray = (*(round(d + (r - d) * RAY[3] / 255) for r, d in zip(RAY[:3], DISPLAY[:3])), DISPLAY[3])  # (over it)
        if not self.reduced:
            self._rays(layer, (cx, cy), ray)
        gfx.blit_art(layer, _backing, BACKING, (cx, cy), "center")  # the table dims, a light behind the words
        title = table.app.tr(f"win.{self.tier}")
        size = TITLE_SIZES[self.tier]
        amount = table.app.money(self.shown_amount())
        skip = table.app.tr("win.skip")
        # the title, the amount on its plate and the skip line, stacked and centred at (cx, cy): at
        # most as wide and as tall as the room (``k``: the amount's and the title's one factor)
        words_w, words_h = gfx.text(title, size, gfx.GOLD_LIGHT, "black", shadow=True).get_size()
        money_w, money_h = gfx.text(amount, 64, gfx.WHITE, "black", shadow=True).get_size()
        skip_h = gfx.text(skip, 20, gfx.CREAM, "bold", shadow=True).get_height()
        k = 1.0
        room = box.w - max(24, round(box.w * 0.16)) if box is not None else 0  # (a margin of 8 % a side)
        if box is not None:
            tall = words_h * 0.8 + money_h + 18 + 12 + skip_h
            k = min(1.0, room / max(words_w, money_w + 60), (box.h - 24 - skip_h) / max(1.0, tall - skip_h))
        pulse = k if self.reduced else k * (1.0 + round(0.04 * math.sin(self.age * 9) / PULSE_STEP) * PULSE_STEP)
        if box is not None and words_w * pulse > room:  # never wider than the room
            pulse = room / words_w
        money_size = max(12, round(64 * k))
        money_w, money_h = gfx.text(amount, money_size, gfx.WHITE, "black", shadow=True).get_size()
        title_h, plate_h = round(words_h * k * 0.8), money_h + 18  # (a title's ink: ~0.8 of its line)
        y0 = cy - (title_h + 8 + plate_h + 12 + skip_h) // 2  # (in a room: stacked in its middle)
        title_y, plate_y = (y0 + title_h // 2, y0 + title_h + 8) if box is not None else (cy - 50, cy + 70 - plate_h // 2)

        def words(scale: float) -> pygame.Surface:  # rendered at the pixels shown, then pulsed
            drawn = gfx.text(title, size, gfx.GOLD_LIGHT, "black", shadow=True) if scale == 1.0 \
                else gfx.text_at_scale(title, size, scale, gfx.GOLD_LIGHT, "black", True)
            return drawn if pulse == 1.0 else self._pulse((title, size, scale, pulse), drawn, pulse)

        # the chips fall behind the words, which stay readable (in a room: within it)
        spread = box.w / 1100 if box is not None else 1.0
        for c in self.chips:
            if self.age > c.delay:
                card_art.draw_chip(layer, c.value, 54, (int(cx + (c.x - 960) * spread), int(c.y - band.top)))
        gfx.blit_art(layer, words, (round(words_w * pulse), round(words_h * pulse)), (cx, title_y),
                     "center")
        plate = pygame.Rect(0, 0, money_w + 60, plate_h)
        plate.midtop = (cx, plate_y)
        # (a draw writes its alpha into the layer, it does not blend: in a display the plate is
        # its dark over the display's colour, opaque, or the table under it would show through)
        shade = (0, 0, 0, 190) if box is None else (*(round(d * 65 / 255) for d in DISPLAY[:3]), 255)
        gfx.rect(layer, shade, plate, border_radius=plate.h // 2)
        gfx.rect(layer, gfx.GOLD, plate, 3, border_radius=plate.h // 2)
        gfx.draw_text(layer, amount, money_size, plate.center, gfx.WHITE, "black", anchor="center", shadow=True)
        gfx.blit_text(layer, skip, 20, (cx, plate.bottom + 12), gfx.CREAM, "bold", anchor="midtop", shadow=True,
                      max_width=room if box is not None else 1000)  # (room to grow at a larger scale)
        pixels = layer.target if isinstance(layer, Canvas) else layer
        if alpha < 1:
            pixels.set_alpha(int(255 * alpha))
        surface.blit(cast(pygame.Surface, layer), band.topleft)

    def _pulse(self, key: tuple[str, int, float, float], drawn: pygame.Surface, pulse: float) -> pygame.Surface:
        """The title ``drawn`` at ``pulse`` times its size (a step of the pulse), made once; ``key``:
        the title, its size, the pixels' scale and the pulse."""
        made = self._pulsed.get(key)
        if made is None:
            size = (max(1, round(drawn.get_width() * pulse)), max(1, round(drawn.get_height() * pulse)))
            made = self._pulsed[key] = pygame.transform.smoothscale(drawn, size)
        return made

    def _band_layer(self, surface: pygame.Surface | Canvas, size: tuple[int, int]) -> pygame.Surface | Canvas:
        """The band's clear layer at the pixels of ``surface``: the one drawn last frame, cleared,
        when it is of that size (issue 27: a fresh one a frame, 16 MB at 3840x2160, cost ~6 ms of
        each frame of the celebration)."""
        kept = self._layer
        if kept is None or not self._layer_fits(surface, size):
            kept = self._layer = _layer(surface, size)
            return kept
        pixels = kept.target if isinstance(kept, Canvas) else kept
        pixels.set_clip(None)
        pixels.set_alpha(255)
        pixels.fill((0, 0, 0, 0))
        return kept

    def _layer_fits(self, surface: pygame.Surface | Canvas, size: tuple[int, int]) -> bool:
        """Whether the band's layer kept is of logical ``size`` at the pixels of ``surface``."""
        kept = self._layer
        context = surface.context if isinstance(surface, Canvas) else None
        return kept is not None and (kept.context if isinstance(kept, Canvas) else None) == context \
            and kept.get_size() == size

    def _rays(self, layer: pygame.Surface | Canvas, centre: tuple[int, int], colour: tuple[int, ...]) -> None:
        """Light rays turning round ``centre`` (drawn as they are: ``colour`` is what they leave)."""
        n = 16
        turn = self.age * 0.6
        for i in range(n):
            a0 = turn + i * 2 * math.pi / n
            a1 = a0 + math.pi / n * 0.55
            r = 900
            pts = [centre, (centre[0] + r * math.cos(a0), centre[1] + r * math.sin(a0) * 0.5),
                   (centre[0] + r * math.cos(a1), centre[1] + r * math.sin(a1) * 0.5)]
            gfx.polygon(layer, colour, pts)


def _layer(surface: pygame.Surface | Canvas, size: tuple[int, int]) -> pygame.Surface | Canvas:
    """A clear layer of logical ``size`` at the pixels of ``surface`` (a Canvas: the window's)."""
    if not isinstance(surface, Canvas):
        return pygame.Surface(size, pygame.SRCALPHA)
    physical = (round(size[0] * surface.scale), round(size[1] * surface.scale))
    return Canvas(pygame.Surface(physical, pygame.SRCALPHA), surface.context, size)


#: The dark ellipse the words stand on and the warm light inside it (logical px).
SHADE, GLOW = (1100, 320), (1100, 300)
BACKING = SHADE


_MADE = object()  # (what ``next`` gives when the steps are done)


def _backing_key(scale: float) -> tuple[str, float]:
    return ("celebration backing", scale)


def _backing(scale: float) -> pygame.Surface:
    """The dark ellipse the words stand on with the warm light behind the words laid on it, at
    ``scale`` (cached at the window's pixels: one picture laid a frame, not two of 2.2 x 0.6 k
    px each at 3840x2160)."""
    key = _backing_key(scale)
    made = gfx.surface_cache.get(key)
    if made is not None:
        return made
    made = pygame.Surface((round(SHADE[0] * scale), round(SHADE[1] * scale)), pygame.SRCALPHA)
    pygame.draw.ellipse(made, (0, 0, 0, 120), made.get_rect())
    glow = pygame.Surface((round(GLOW[0] * scale), round(GLOW[1] * scale)), pygame.SRCALPHA)
    # (one ellipse: twelve nested ones of this colour, each written over the last, not blended,
    # left the pixels of the largest alone)
    pygame.draw.ellipse(glow, (255, 214, 110, 9), glow.get_rect().inflate(-round(70 * scale), -round(20 * scale)))
    made.blit(glow, glow.get_rect(center=made.get_rect().center))
    return gfx.surface_cache.put(key, made)
