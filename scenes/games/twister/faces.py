"""The opponents' portraits (``assets/portraits``, made by ``tools/assets_portraits.py``) at
any size: a plain disc with the initial stands in when a file is missing."""

from __future__ import annotations

import pygame

from scenes.ui import gfx, resources

#: the player's seat has a silhouette of its own
PLAYER = "you"
_loaded: dict[str, pygame.Surface | None] = {}


def _art(key: str) -> pygame.Surface | None:
    if key not in _loaded:
        try:
            art = pygame.image.load(str(resources.asset_path("portraits", f"{key}.png")))
            # in the display's pixel order when there is one: a face blits 4-5x quicker (a 4K
            # plate's face cost ~1 ms a frame it was laid again), the same pixels
            _loaded[key] = art.convert_alpha() if pygame.display.get_surface() is not None else art
        except (pygame.error, FileNotFoundError, OSError):
            _loaded[key] = None
    return _loaded[key]


def portrait(key: str, diameter: int, name: str = "") -> pygame.Surface:
    """``key``'s portrait ``diameter`` px across (a round picture, transparent outside)."""
    d = max(8, int(diameter))
    art = _art(key or PLAYER)
    if art is not None:
        return gfx.scaled(art, (d, d), key=("portrait", key or PLAYER))
    disc = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(disc, (40, 70, 60), (d // 2, d // 2), d // 2)
    gfx.blit_text(disc, (name or key or "?")[:1].upper(), max(10, d // 2), (d // 2, d // 2), gfx.CREAM,
                  "black", anchor="center")
    return disc
