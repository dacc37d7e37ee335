"""The opponents' faces are kept in the display's pixel order (issue 27): a face not converted
blitted 4-5x slower, about 1 ms a frame for each plate laid again at 3840x2160. The same pixels."""

from __future__ import annotations

import pygame

from scenes.games.twister import faces
from scenes.ui import resources


def test_a_face_is_kept_in_the_displays_pixel_order_with_its_own_pixels(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    pygame.display.init()
    window = pygame.display.set_mode((320, 180))
    monkeypatch.setattr(faces, "_loaded", {})
    art = faces._art(faces.PLAYER)
    assert art is not None
    assert art.get_masks()[:3] == window.get_masks()[:3] and art.get_flags() & pygame.SRCALPHA
    file = pygame.image.load(str(resources.asset_path("portraits", f"{faces.PLAYER}.png")))
    assert pygame.image.tobytes(art, "RGBA") == pygame.image.tobytes(file, "RGBA")
