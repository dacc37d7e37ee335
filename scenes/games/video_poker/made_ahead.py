"""What a draw shown hand by hand makes ahead in its frames, a piece a frame, so that the frames showing
it find it made (issue 27, at the window's pixels): each card of the main hand as it lies once turned
(its face over its shadow as one picture, and the frame round it when the hand won), and the hand's
result line. Each is drawn on a pixel of its own at the pixels the table is drawn at: the art a drawing
on the window makes is made, one pixel is laid."""

from __future__ import annotations

import copy

import pygame

from scenes.ui.canvas import Canvas
from scenes.ui.widgets.cards import CardSprite


def one_pixel(surface: pygame.Surface | Canvas) -> pygame.Surface | Canvas:
    """One opaque pixel at the pixels of ``surface`` (a card drawn on it is drawn flat, as on a window)."""
    pixel = pygame.Surface((1, 1))
    return Canvas(pixel, surface.context) if isinstance(surface, Canvas) else pixel


def as_landed(sprite: CardSprite, card_id: int, won: bool) -> CardSprite:
    """``sprite`` as it will lie once turned to ``card_id`` (framed if its hand ``won``), where it lies now."""
    landed = copy.copy(sprite)
    landed.card_id, landed.face_up, landed.flip, landed.alpha, landed.highlight = card_id, True, 1.0, 255.0, won
    return landed
