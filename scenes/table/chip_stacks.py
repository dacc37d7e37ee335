"""Chips as stacks off the spots: a payout slides to the balance as the stack of chips it is
made of (€ 27: 25 + 1 + 1), lost chips are swept to the dealer as their stack, each with the
soft shadow a stack casts on the felt. Stacks are ``scenes.ui.widgets.chips.chip_stack_image``
(heights and edge stripes by denomination), made at the pixels they cover."""

from __future__ import annotations

import pygame

from scenes.ui import gfx
from scenes.ui.widgets.chips import chip_stack_image, stack_shadow


class FlyingStack:
    """A stack of chips moving across the table (tweens move ``x``, ``y`` and ``alpha``): its
    foot at (x, y), its shadow under it."""

    def __init__(self, amount: int, chips: tuple[int, ...], pos: tuple[float, float], diameter: int) -> None:
        self.amount = amount
        self.chips = chips or (100,)
        self.x, self.y = float(pos[0]), float(pos[1])
        self.diameter = diameter
        self.alpha = 255.0
        self._size = chip_stack_image(amount, self.chips, diameter).get_size()

    def _image(self, scale: float) -> pygame.Surface:
        img = chip_stack_image(self.amount, self.chips, max(1, round(self.diameter * scale)))
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(max(0, int(self.alpha)))
        return img

    def draw(self, surface: pygame.Surface) -> None:
        foot = (int(self.x), int(self.y))
        shadow = stack_shadow(self.diameter)
        if self.alpha > 40:
            gfx.blit_art(surface, lambda s: stack_shadow(self.diameter, s), shadow.get_size(),
                         (foot[0] + 4, foot[1] + 3), "center")
        gfx.blit_art(surface, self._image, self._size, foot, "midbottom")
