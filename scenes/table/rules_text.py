"""A game's rules page drawn as one surface: headings, paragraphs and two-column pay-table rows
(the catalogues' ``help.section.*`` texts), for HELP and for the rules opened at a table."""

from __future__ import annotations

from collections.abc import Generator
from typing import cast

import pygame

from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.steps import run_all

TEXT_W = 1180


#: a pay table's rows: their text size (as a paragraph's, grown alike with the player's scale)
ROW_SIZE = 22


def render_help(text: str, width: int = TEXT_W, fresh: bool = False,
                context: DrawContext | None = None, keep: bool = True) -> pygame.Surface | Canvas:
    """Headings, paragraphs and two-column pay-table rows as one surface (cached; ``fresh``:
    drawn again, as after a change of language or text size). The rows' texts grow with the
    player's scale as the paragraphs do: a name or a pay too long for its column at that size
    goes on to a second line (its row taller) rather than every row shrinking. With a
    ``context`` of another pixel scale: drawn at its pixels (a Canvas, laid pixel for pixel).
    ``keep``: False for a page its screen holds itself, not the art cache (a long page at
    3840x2160 is up to 27 MB of the cache's 48)."""
    key = ("help", text, width, gfx.ui_scale(), context)
    cached = None if fresh or not keep else gfx.surface_cache.get(key)
    if cached is not None:
        return cached if context is None or context.pixel_scale == 1.0 else \
            Canvas(cached, context, (width, round(cached.get_height() / context.pixel_scale)))
    out = run_all(help_steps(text, width, context))
    if keep:
        gfx.surface_cache.put(key, out.target if isinstance(out, Canvas) else out)  # (its pixels: counted)
    return out


def help_steps(text: str, width: int, context: DrawContext | None) -> Generator[None, None, pygame.Surface | Canvas]:
    """``render_help``'s page made a part a step (yields between them: its lines laid out, the page,
    each heading, paragraph and pay-table row drawn) and returned, not cached: the rules at a table
    make it ahead while the window holds the frame before (issue 27: at 3840x2160 16-45 ms at once)."""
    items: list[tuple[str, object]] = []
    for line in text.split("\n"):
        if line.startswith("# "):
            items.append(("head", line[2:]))
        elif " | " in line:
            items.append(("row", line.split(" | ", 1)))
        elif line.strip():
            items.append(("para", (line, gfx.text_block(line, 23, width))))
            yield
    shares = table_shares(items)
    step = int(gfx.text_px(ROW_SIZE) * 1.25)  # a row's line pitch
    cells: dict[int, tuple[list[str], list[str]]] = {}
    height = 0
    for i, (kind, value) in enumerate(items):
        if kind == "head":
            height += gfx.ui_px(62)
        elif kind == "row":
            left, right = cast("list[str]", value)
            cells[i] = (gfx.wrap(left, ROW_SIZE, int(shares[i] * width) - 14),
                        gfx.wrap(right, ROW_SIZE, int((1 - shares[i]) * width) - 34, "bold"))
            height += gfx.ui_px(34) + (max(map(len, cells[i])) - 1) * step
            yield
        else:
            height += cast("tuple[str, pygame.Surface]", value)[1].get_height() + 10
    yield
    out = page((width, max(1, height)), context)
    yield
    y = 0
    row_index = 0
    for i, (kind, value) in enumerate(items):
        if i:
            yield
        if kind == "head":
            y += gfx.ui_px(14)
            gfx.blit_text(out, str(value), 27, (0, y), gfx.GOLD, "black", max_width=width)
            y += gfx.ui_px(48)
            row_index = 0
        elif kind == "row":
            lefts, rights = cells[i]
            row_h = gfx.ui_px(34) + (max(len(lefts), len(rights)) - 1) * step
            if row_index % 2 == 0:
                gfx.rect(out, (255, 255, 255, 16), pygame.Rect(0, y, width, row_h - 2), border_radius=6)
            mid = y + gfx.ui_px(34) // 2 - 1  # the first line's middle
            for n, line in enumerate(lefts):
                gfx.blit_text(out, line, ROW_SIZE, (14, mid + n * step), gfx.CREAM, anchor="midleft",
                              max_width=int(shares[i] * width) - 14)
            for n, line in enumerate(rights):
                gfx.blit_text(out, line, ROW_SIZE, (width - 14, mid + n * step), gfx.GOLD_LIGHT, "bold",
                              anchor="midright", max_width=int((1 - shares[i]) * width) - 34)
            y += row_h
            row_index += 1
        else:
            line, block = cast("tuple[str, pygame.Surface]", value)
            if isinstance(out, Canvas):  # its lines rendered at the page's pixels
                lines = gfx.wrap(line, 23, width)
                pitch = block.get_height() // max(1, len(lines))  # (as text_block spaces them)
                for n, words in enumerate(lines):
                    if words:
                        if n:
                            yield
                        gfx.draw_text(out, words, 23, (0, y + n * pitch))
            else:
                out.blit(block, (0, y))
            y += block.get_height() + 10
    return out


def page(size: tuple[int, int], context: DrawContext | None) -> pygame.Surface | Canvas:
    """A clear page of logical ``size``: at the pixels of ``context`` when it has another scale."""
    if context is None or context.pixel_scale == 1.0:
        return pygame.Surface(size, pygame.SRCALPHA)
    physical = (round(size[0] * context.pixel_scale), round(size[1] * context.pixel_scale))
    return Canvas(pygame.Surface(physical, pygame.SRCALPHA), context, size)


def table_shares(items: list[tuple[str, object]]) -> dict[int, float]:
    """For each pay-table row (by its index in ``items``): its table's split, the share of the
    width its names take (as the table's longest name and longest pay need: "1000 to 1" is
    short, "ANTE, FLOP, TURN, RIVER pay 1:1" is not)."""
    runs: list[list[int]] = []
    for i, (kind, _) in enumerate(items):
        if kind == "row":
            if runs and runs[-1][-1] == i - 1:
                runs[-1].append(i)
            else:
                runs.append([i])
    shares: dict[int, float] = {}
    for run in runs:
        rows = [cast("list[str]", items[j][1]) for j in run]
        with gfx.designed_text():
            lw = max(gfx.font(ROW_SIZE).size(left)[0] for left, _ in rows)
            rw = max(gfx.font(ROW_SIZE, "bold").size(right)[0] for _, right in rows)
        share = min(0.75, max(0.4, (lw + 24) / max(1, lw + rw + 72)))
        shares.update(dict.fromkeys(run, share))
    return shares
