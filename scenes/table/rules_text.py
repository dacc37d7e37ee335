"""A game's rules page drawn as one surface: headings, paragraphs and two-column pay-table rows
(the catalogues' ``help.section.*`` texts), for HELP and for the rules opened at a table."""

from __future__ import annotations

from typing import cast

import pygame

from scenes.ui import gfx

TEXT_W = 1180


def render_help(text: str, width: int = TEXT_W, fresh: bool = False) -> pygame.Surface:
    """Headings, paragraphs and two-column pay-table rows as one surface (cached; ``fresh``:
    drawn again, as after a change of language or text size)."""
    key = ("help", text, width, gfx.ui_scale())
    cached = None if fresh else gfx._surf_cache.get(key)
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
    factors, shares = table_factors(items, width)
    out = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    y = 0
    row_index = 0
    for i, (kind, value) in enumerate(items):
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
            with gfx.box_scale(factors[i]):  # one size for every row of the page (none shrinks alone)
                gfx.blit_text(out, left, 22, (14, y + row_h // 2 - 1), gfx.CREAM, anchor="midleft",
                              max_width=int(shares[i] * width) - 14)
                gfx.blit_text(out, right, 22, (width - 14, y + row_h // 2 - 1), gfx.GOLD_LIGHT, "bold",
                              anchor="midright", max_width=int((1 - shares[i]) * width) - 34)
            y += row_h
            row_index += 1
        else:
            surf = cast(pygame.Surface, value)
            out.blit(surf, (0, y))
            y += surf.get_height() + 10
    return gfx._surf_cache.put(key, out)


def table_factors(items: list[tuple[str, object]], width: int) -> tuple[dict[int, float], dict[int, float]]:
    """For each pay-table row (by its index in ``items``): the one text factor of the page's
    tables (the player's scale, or less so that every row fits: no row, and no table, shrinks
    alone) and its table's split, the share of ``width`` its names take (as the table's longest
    name and longest pay need: "1000 to 1" is short, "ANTE, FLOP, TURN, RIVER pay 1:1" is not)."""
    runs: list[list[int]] = []
    for i, (kind, _) in enumerate(items):
        if kind == "row":
            if runs and runs[-1][-1] == i - 1:
                runs[-1].append(i)
            else:
                runs.append([i])
    shares: dict[int, float] = {}
    lines: list[tuple[str, int, str, float]] = []
    for run in runs:
        rows = [cast("list[str]", items[j][1]) for j in run]
        with gfx.designed_text():
            lw = max(gfx.font(22).size(left)[0] for left, _ in rows)
            rw = max(gfx.font(22, "bold").size(right)[0] for _, right in rows)
        share = min(0.75, max(0.4, (lw + 24) / max(1, lw + rw + 72)))
        shares.update(dict.fromkeys(run, share))
        for left, right in rows:
            lines += [(left, 22, "regular", share * width - 14), (right, 22, "bold", (1 - share) * width - 34)]
    factor = gfx.box_factor(lines)
    return dict.fromkeys(shares, factor), shares
