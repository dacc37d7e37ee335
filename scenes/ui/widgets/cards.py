"""Card sprites: slide from the shoe, flip face up, highlight the best five.

Position, flip and glow are plain attributes that tweens move (scenes.ui.tween); drawing
uses the cached card art, so a frame only blits.
"""

from __future__ import annotations

import pygame

from scenes.ui import gfx
from scenes.ui.widgets.marks import win_frame


class CardSprite:
    """One card on the table. ``card_id`` None is a face-down card not yet known."""

    def __init__(self, card_id: int | None, x: float, y: float, width: int, face_up: bool = True,
                 back_style: int = 0, four_colour: bool = False) -> None:
        self.card_id = card_id
        self.x = x  # centre
        self.y = y
        self.width = width
        self.face_up = face_up
        self.back_style = back_style
        self.four_colour = four_colour
        #: 1.0 = flat; a flip tween moves it 1 -> 0 (edge-on) -> 1 and swaps the face at 0.
        self.flip = 1.0
        self.alpha = 255.0
        self.highlight = False
        self.dimmed = False
        self.lift = 0.0
        self.label = ""  # e.g. HELD under a video poker card

    @property
    def rect(self) -> pygame.Rect:
        w, h = gfx.card_size(self.width)
        return pygame.Rect(int(self.x - w / 2), int(self.y - h / 2 - self.lift), w, h)

    def image(self) -> pygame.Surface:
        if self.face_up and self.card_id is not None:
            return gfx.card_face(self.card_id, self.width, self.four_colour)
        return gfx.card_back(self.back_style, self.width)

    def draw(self, surface: pygame.Surface) -> None:
        img = self.image()
        r = self.rect
        w = max(1, int(r.w * max(0.0, min(1.0, self.flip))))
        if w != r.w:
            img = pygame.transform.scale(img, (w, r.h))
        dest = img.get_rect(center=r.center)
        shadow = gfx.shadow_rect(dest.size, max(4, self.width // 12), 110, 6)
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(int(max(0, self.alpha)))
        else:
            surface.blit(shadow, (dest.x - 4, dest.y - 1))
        surface.blit(img, dest)
        if self.dimmed:
            veil = gfx._surf_cache.get(("veil", dest.size))
            if veil is None:
                veil = pygame.Surface(dest.size, pygame.SRCALPHA)
                pygame.draw.rect(veil, (0, 0, 0, 110), veil.get_rect(), border_radius=max(4, self.width // 12))
                gfx._surf_cache.put(("veil", dest.size), veil)
            surface.blit(veil, dest)
        if self.highlight:  # a pattern as well as the gold: a dashed outline outside the face
            win_frame(surface, dest)
        if self.label:
            gfx.blit_text(surface, self.label, max(16, self.width // 5), (dest.centerx, dest.bottom + 8),
                          gfx.GOLD_LIGHT, "black", anchor="midtop", shadow=True)
