"""A game's rules page drawn as one surface: headings, paragraphs and two-column pay-table rows
(the catalogues' ``help.section.*`` texts), for HELP and for the rules opened at a table."""

from __future__ import annotations

from typing import cast

import pygame

from scenes.ui import gfx

TEXT_W = 1180


def render_help(text: str, width: int = TEXT_W) -> pygame.Surface:
    """Headings, paragraphs and two-column pay-table rows as one surface (cached)."""
    key = ("help", text, width, gfx.ui_scale())
    cached = gfx._surf_cache.get(key)
    if cached is not None:
        return cached
    items: list[tuple[str, object]] = []
    height = 0
    for line in text.split("\n"):
        if line.startswith("# "):
            items.append(("head", line[2:]))
            height += gfx.ui_px(62)
        elif " | " in line:
            items.append(("row", line.split(" | ", 1)))
            height += gfx.ui_px(34)
        elif line.strip():
            block = gfx.text_block(line, 23, width)
            items.append(("para", block))
            height += block.get_height() + 10
    out = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    y = 0
    row_index = 0
    for kind, value in items:
        if kind == "head":
            y += gfx.ui_px(14)
            gfx.blit_text(out, str(value), 27, (0, y), gfx.GOLD, "black", max_width=width)
            y += gfx.ui_px(48)
            row_index = 0
        elif kind == "row":
            left, right = cast("list[str]", value)
            row_h = gfx.ui_px(34)
            if row_index % 2 == 0:
                pygame.draw.rect(out, (255, 255, 255, 16), pygame.Rect(0, y, width, row_h - 2), border_radius=6)
            gfx.blit_text(out, left, 22, (14, y + row_h // 2 - 1), gfx.CREAM, anchor="midleft", max_width=width // 2)
            gfx.blit_text(out, right, 22, (width - 14, y + row_h // 2 - 1), gfx.GOLD_LIGHT, "bold",
                          anchor="midright", max_width=width // 2 - 20)
            y += row_h
            row_index += 1
        else:
            surf = cast(pygame.Surface, value)
            out.blit(surf, (0, y))
            y += surf.get_height() + 10
    return gfx._surf_cache.put(key, out)
