"""Card sprites: slide from the shoe, flip face up, highlight the best five.

Position, flip and glow are plain attributes that tweens move (scenes.ui.tween); drawing
uses the cached card art, so a frame only blits.
"""

from __future__ import annotations

import pygame

from scenes.ui import card_art, gfx
from scenes.ui.canvas import Canvas
from scenes.ui.widgets.marks import win_frame

#: A card's drop shadow: its corner this far left of and above the card's, spreading this far
#: round the card's size (so it reaches ``2 * spread - 1`` px under the card).
SHADOW_AT, SHADOW_SPREAD = (4, 1), 6


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
        w, h = card_art.card_size(self.width)
        return pygame.Rect(int(self.x - w / 2), int(self.y - h / 2 - self.lift), w, h)

    @property
    def shadow_bottom(self) -> int:
        """The logical y just under the card's drop shadow (a flat card's): what is drawn from it
        down leaves the card's pixels alone."""
        r = self.rect
        return r.y - SHADOW_AT[1] + r.h + 2 * SHADOW_SPREAD

    def image(self, scale: float = 1.0) -> pygame.Surface:
        """The face (or back) at ``scale`` physical px per logical px: made at that width."""
        width = max(1, round(self.width * scale))
        if self.face_up and self.card_id is not None:
            return card_art.card_face(self.card_id, width, self.four_colour)
        return card_art.card_back(self.back_style, width)

    def _drawn_image(self, scale: float, turned: float) -> pygame.Surface:
        img = self.image(scale)
        if turned < 1.0:  # turning over: narrower, never wider than made
            img = pygame.transform.scale(img, (max(1, int(img.get_width() * turned)), img.get_height()))
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(int(max(0, self.alpha)))
        return img

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        turned = max(0.0, min(1.0, self.flip))
        w = max(1, int(r.w * turned))
        dest = pygame.Rect(0, 0, w, r.h)
        dest.center = r.center
        radius = max(4, self.width // 12)
        if self.alpha >= 255 and w == r.w and not _target(surface).get_flags() & pygame.SRCALPHA:
            self._draw_flat(surface, dest, radius)
        else:
            if self.alpha >= 255:
                gfx.draw_shadow(surface, (dest.x - SHADOW_AT[0], dest.y - SHADOW_AT[1]), dest.size, radius, 110,
                                SHADOW_SPREAD, wider=r.w if w < r.w else None)  # turning: cut from the flat one's
            gfx.blit_art(surface, lambda s: self._drawn_image(s, turned), dest.size, dest.center, "center")
        if self.dimmed:
            gfx.blit_art(surface, lambda s: _veil((max(1, round(dest.w * s)), max(1, round(dest.h * s))),
                                                  max(1, round(radius * s))), dest.size, dest.topleft)
        if self.highlight:  # a pattern as well as the gold: a dashed outline outside the face
            win_frame(surface, dest)
        if self.label:
            gfx.blit_text(surface, self.label, max(16, self.width // 5), (dest.centerx, dest.bottom + 8),
                          gfx.GOLD_LIGHT, "black", anchor="midtop", shadow=True)

    def _draw_flat(self, surface: pygame.Surface | Canvas, dest: pygame.Rect, radius: int) -> None:
        """A flat card at rest or sliding: its face over its drop shadow as one picture, blended once
        over the shadow's box (``card_art.card_on_shadow``), where the shadow and then the face were
        blended one over the other (issue 27: a dealt card at 3840x2160 blended 124 k px, now 68 k)."""
        corner = (dest.x - SHADOW_AT[0], dest.y - SHADOW_AT[1])
        if isinstance(surface, Canvas):
            scale, at = surface.scale, surface.rect((corner, dest.size))
            radius_px, spread_px, centre = surface.px(radius), surface.px(SHADOW_SPREAD), surface.point(dest.center)
        else:
            scale, at = 1.0, pygame.Rect(corner, dest.size)
            radius_px, spread_px, centre = radius, SHADOW_SPREAD, dest.center
        face = self.image(scale)
        face_at = face.get_rect(center=centre)
        shown = (self.card_id, self.four_colour) if self.face_up and self.card_id is not None else ("back", self.back_style)
        art = card_art.card_on_shadow(face, (shown, face.get_size()), at.size, radius_px, spread_px,
                                      (face_at.x - at.x, face_at.y - at.y))
        if isinstance(surface, Canvas):
            surface.blit_physical(art, at, pygame.BLEND_PREMULTIPLIED)
        else:
            surface.blit(art, at, None, pygame.BLEND_PREMULTIPLIED)


def _target(surface: pygame.Surface | Canvas) -> pygame.Surface:
    """The pixels drawn on (a Canvas's surface)."""
    return surface.target if isinstance(surface, Canvas) else surface


def _veil(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The shade over a dimmed card, ``size`` pixels (cached)."""
    veil = gfx.surface_cache.get(("veil", size, radius))
    if veil is None:
        veil = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (0, 0, 0, 110), veil.get_rect(), border_radius=radius)
        gfx.surface_cache.put(("veil", size, radius), veil)
    return veil
