"""ROUND DETAIL's bets: every bet with its stake, result and payout, in four columns. A bet's
name with its paying line ('POCKET BONUS · Ace with K/Q/J offsuit') wraps onto more lines in
its column rather than shrinking; at a larger UI scale the columns and the lines grow with
the texts."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from gamelib.games.dealer_holdem import line_key
from gamelib.i18n import has, tr
from scenes.ui import gfx
from scenes.ui.hand_names import hand_name

#: At 100 %: the right edges of STAKE, RESULT and PAID from the table's left edge, the room of
#: a bet's name, the pitch of a line and of a wrapped line.
EDGES, SPOT_ROOM, PITCH, WRAP_PITCH = (300, 470, 640), 230, 30, 24
SIZE = 20


def line_text(line: str, lang: str) -> str:
    """A bet's paying line in ``lang``: a pay line by its ``line.<name>`` key ('Ace with K/Q/J
    suited' -> 'A con K/Q/J dello stesso seme'), else a hand name, else as stored."""
    key = line_key(line)
    return tr(key, lang) if has(key, "en") else hand_name(line, lang)


def columns(width: int) -> tuple[tuple[int, int, int], int]:
    """The columns' right edges and the name's room in a table ``width`` wide: as designed at
    100 %; at a larger scale the three numbers' columns grow and the name has what is left."""
    if gfx.ui_scale() == 1.0:
        return EDGES, SPOT_ROOM
    col = gfx.ui_px(125)
    return (width - 2 * col, width - col, width), width - 3 * col - 14


def name_lines(text: str, room: int) -> list[str]:
    """A bet's name in lines that fit ``room`` at its size now: one line when it fits, wrapped at
    the words (the paying line after '·' first) when it does not."""
    f = gfx.font(SIZE)
    if f.size(text)[0] <= room:
        return [text]
    head, sep, tail = text.partition(" · ")
    parts = [head + (" ·" if sep else "")] + ([tail] if sep else [])
    lines: list[str] = []
    for part in parts:
        lines += gfx.wrap(part, SIZE, room)
    return lines


def draw_bets(surface: pygame.Surface, x: int, y: int, width: int, results: Sequence[Mapping[str, Any]],
              label: Callable[[Mapping[str, Any]], str], outcome: Callable[[Mapping[str, Any]], str],
              money: Callable[[int], str], bottom: int) -> int:
    """The bets from ``y`` down (no lower than ``bottom``); the ``y`` under the last one."""
    edges, room = columns(width)
    pitch, wrap_pitch = gfx.ui_px(PITCH), gfx.ui_px(WRAP_PITCH)
    for r in results:
        paid, stake = int(r.get("paid", 0)), int(r.get("stake", 0))
        colour = gfx.GOLD_LIGHT if paid > stake else gfx.CREAM
        lines = name_lines(label(r), room)
        if y + pitch + wrap_pitch * (len(lines) - 1) > bottom:
            break
        for i, line in enumerate(lines):
            gfx.blit_text(surface, line, SIZE, (x, y + i * wrap_pitch), colour, max_width=room)
        cells = ((money(stake), "regular", edges[0]), (outcome(r), "regular", edges[1]),
                 (money(paid), "bold", edges[2]))
        left = [room + 14, edges[0] + 10, edges[1] + 10]
        for (text, weight, edge), start in zip(cells, left):
            if text:
                gfx.blit_text(surface, text, SIZE, (x + edge, y), colour, weight, anchor="topright",
                              max_width=_room(edge - start))
        y += pitch + wrap_pitch * (len(lines) - 1)
    return y


def draw_heads(surface: pygame.Surface, x: int, y: int, width: int, heads: Sequence[str]) -> None:
    """BET, STAKE, RESULT, PAID over the columns."""
    edges, room = columns(width)
    spots = ((0, "topleft", room), *((e, "topright", e - s) for e, s in zip(edges, (room + 14, edges[0] + 10,
                                                                                 edges[1] + 10))))
    for text, (off, anchor, space) in zip(heads, spots):
        gfx.blit_text(surface, text, 17, (x + off, y), gfx.MUTED, "bold", anchor=anchor, max_width=_room(space))


def _room(width: int) -> int | None:
    """A cell's room at a larger scale (at 100 % a cell keeps its designed width, as it was)."""
    return None if gfx.ui_scale() == 1.0 else width
