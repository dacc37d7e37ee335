"""The prize wheel spin before the first hand. The multiplier was already drawn from the
tournament's fairness seed; the spin only reveals it (it always stops on that prize).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from gamelib.games.twister.room import speed_factor
from gamelib.games.twister.table import TwisterTable
from scenes.games.twister.texts import table_line
from scenes.ui import gfx, voice
from scenes.ui.manager import Scene
from scenes.ui.tween import ease_out_cubic
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

#: the multipliers printed around the wheel (a picture: the chances are the data's)
SEGMENTS = (2, 6, 2, 4, 2, 10, 2, 4, 2, 1000, 2, 4, 2, 6, 2, 50, 2, 4, 2, 200, 2, 4, 2, 20, 2, 6,
            2, 4, 2, 100)
COLOURS = {2: (40, 90, 60), 4: (30, 70, 130), 6: (120, 40, 120), 10: (170, 110, 30), 20: (180, 50, 50),
           50: (200, 90, 30), 100: (210, 160, 40), 200: (230, 190, 60), 1000: (250, 220, 120)}
CENTRE, RADIUS = (960, 520), 330
SPIN_SECONDS = 4.0
FADE_SECONDS = 0.8  # reduced motion: the wheel fades in instead of spinning


def wheel_radius() -> int:
    """The wheel's radius: smaller at a larger UI scale, so the title above and the prize
    below, grown with the player's scale, keep clear of it."""
    return round(RADIUS - 100 * (gfx.ui_scale() - 1))


class WheelScene(Scene):
    """A screen over the Twister screen (it covers what is beneath: no table text shows
    through): spin, stop on the drawn multiplier, then PLAY."""

    name = "twister-wheel"

    def __init__(self, app: AppContext, table: TwisterTable, number: int = 0, note: str = "") -> None:
        super().__init__(app)
        self.table = table
        self.number = number  # the table's number in the grid (0: not said)
        self.note = note  # what START did (the tournaments started, the buy-ins taken)
        target = SEGMENTS.index(table.t.multiplier)
        step = 360 / len(SEGMENTS)
        # the pointer is at the top; segment k spans [k*step, (k+1)*step) clockwise from the top
        self.final = 360 * 5 + (360 - (target + 0.5) * step)
        self.elapsed = 0.0
        self.announced = False
        #: Reduced motion (Settings): no spin; the wheel fades in already stopped on the prize.
        self.still = bool(app.settings.reduced_motion)
        seconds = FADE_SECONDS if self.still else SPIN_SECONDS
        self.duration = seconds * speed_factor(app.settings.animation_speed)
        self._wheel: pygame.Surface | None = None
        self._build()

    def _build(self) -> None:
        app = self.app
        w, h = gfx.ui_px(300), gfx.ui_px(80)
        self.play_b = Button((960 - w // 2, 1010 - h, w, h),
                             lambda: app.tr("twister.wheel.continue"), self.done,
                             hotkey="Enter", style="gold", font_size=32, enabled=lambda: self.stopped)
        self._wheel = None  # drawn again at the player's scale

    def language_changed(self) -> None:
        self._build()

    @property
    def stopped(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def angle(self) -> float:
        if self.duration <= 0 or self.still:
            return self.final
        return self.final * ease_out_cubic(min(1.0, self.elapsed / self.duration))

    def done(self) -> None:
        self.table.reveal_wheel()
        voice.say(self.app, "shuffle_up", self)
        if self.manager is not None and self in self.manager:
            self.manager.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.play_b.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.stopped:
                self.done()
            else:
                self.elapsed = self.duration  # skip the spin
            return True
        return True  # modal

    def update(self, dt: float) -> None:
        was = self.stopped
        self.elapsed += dt
        if self.stopped and not was:
            self.app.sound("win")
        if self.stopped and not self.announced:  # the dealer calls the prize (at instant speed too)
            self.announced = True
            voice.say(self.app, voice.multiplier_line(self.table.t.multiplier), self)
        self.play_b.update(dt)

    def next_change(self) -> float | None:
        """Spinning (or fading in): moving; stopped, it waits for PLAY."""
        if not self.stopped:
            return 0.0
        return self.play_b.next_change()

    def _wheel_surface(self) -> pygame.Surface:
        if self._wheel is not None:
            return self._wheel
        radius = wheel_radius()
        size = radius * 2 + 8
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        n = len(SEGMENTS)
        step = 2 * math.pi / n
        for k, mult in enumerate(SEGMENTS):
            a0 = -math.pi / 2 + k * step
            pts = [(c, c)] + [(c + radius * math.cos(a0 + step * t / 6), c + radius * math.sin(a0 + step * t / 6))
                              for t in range(7)]
            pygame.draw.polygon(surf, COLOURS[mult], pts)
            pygame.draw.polygon(surf, gfx.GOLD_DARK, pts, 2)
            mid = a0 + step / 2
            label = gfx.text(f"{mult}x", 24 if mult < 100 else 22, gfx.CREAM if mult < 100 else gfx.INK, "black")
            # across the segment; at a larger scale along it (a grown label is wider than its segment)
            radial = gfx.ui_scale() > 1
            turn = (180 if math.cos(mid) < 0 else 0) if radial else 90  # radial labels read left to right
            label = pygame.transform.rotate(label, -math.degrees(mid) - turn)
            at = 0.68 if radial else 0.78
            lx = c + radius * at * math.cos(mid)
            ly = c + radius * at * math.sin(mid)
            surf.blit(label, label.get_rect(center=(lx, ly)))
        pygame.draw.circle(surf, gfx.GOLD_LIGHT, (c, c), radius, 6)
        pygame.draw.circle(surf, gfx.GOLD, (c, c), 56)
        pygame.draw.circle(surf, gfx.INK, (c, c), 56, 4)
        self._wheel = surf
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        # the wheel's own backdrop: the felt, dimmed (the tables beneath do not show through)
        surface.blit(gfx.felt_background(gfx.LOGICAL_SIZE, self.app.settings.felt, spotlight=False), (0, 0))
        gfx.veil(surface, 150)
        tr = self.app.tr
        gfx.blit_text(surface, tr("twister.wheel.title"), 48, (960, 40), gfx.GOLD, "black", anchor="midtop",
                      shadow=True, max_width=1400)
        gfx.blit_text(surface, table_line(self.app, self.table, self.number), 26, (960, 40 + gfx.ui_px(64)),
                      gfx.CREAM, "bold", anchor="midtop", max_width=1400)
        if self.note:
            gfx.blit_text(surface, self.note, 22, (960, 1070), gfx.MUTED, anchor="midbottom", max_width=1600)
        rotated = pygame.transform.rotate(self._wheel_surface(), -self.angle)
        if self.still and not self.stopped:
            rotated.set_alpha(int(255 * self.elapsed / self.duration))
        surface.blit(rotated, rotated.get_rect(center=CENTRE))
        px, py = CENTRE[0], CENTRE[1] - wheel_radius() - 6
        pygame.draw.polygon(surface, gfx.RED, [(px - 26, py - 40), (px + 26, py - 40), (px, py + 14)])
        pygame.draw.polygon(surface, gfx.CREAM, [(px - 26, py - 40), (px + 26, py - 40), (px, py + 14)], 3)
        if self.stopped:
            t = self.table.t
            text = tr("twister.wheel.result", mult=t.multiplier, pool=self.app.money(t.prize_pool))
            y = self.play_b.rect.y - 60 + round(30 * (gfx.ui_scale() - 1))  # between the wheel and PLAY
            gfx.blit_text(surface, text, 44, (960, y),
                          gfx.GOLD_LIGHT, "black", anchor="center", shadow=True, max_width=1600)
        self.play_b.draw(surface)
