"""The multi-table view's tab strip at the player's UI scale (over 100 %): where the tabs go.

At 100 % the strip keeps its designed place (``MultiTableScene.tab_rects``). At a larger scale
the tabs grow with it: the strip takes the focused table's whole title band between its own
buttons (LOBBY / HISTORY on the left, the GAME CODE or ALL TABLES on the right; the band's
height never changes, so nothing of the table below is covered), and each tab is as wide as its
words. The layout is one of

* one row of two-line tabs: "2 CASINO HOLD'EM" over "YOUR DECISION 0:07";
* two rows of one-line tabs: "2 CASINO HOLD'EM · DECIDE 0:07";

whichever draws the words larger, every tab at one factor (``gfx.box_scale``): the player's,
or less so that all fit, never under FLOOR_SCALE (or the player's, if smaller). When not all
fit at that, the tabs around the focused one are shown whole and an arrow tab at either end
says which numbers are left out ("‹ 1–2") and which of them waits for the player ("2 DECIDE",
gold); a click on it focuses the nearest of them (Tab, Ctrl+number and W reach them too).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

import pygame

from scenes.table.layout import TEXT_FLOOR
from scenes.ui import gfx
from scenes.ui.widgets.base import resolve

if TYPE_CHECKING:
    from scenes.shell.multi_strip import Tab
    from scenes.shell.multi_table import MultiTableScene

#: The smallest factor a tab's words are drawn at on a larger scale (else fewer tabs are shown).
FLOOR_SCALE = 1.25
#: The strip's right end at a larger scale: clear of the GAME CODE (x 1470) and of a Twister
#: table's "#1 is waiting for you" (ends at ALL TABLES, x 1640, right-aligned).
RIGHT = 1430
PAD = 8
GAP = 6
#: A tab's text: the name and state lines of a two-line tab, the one line of a one-line tab.
TAB_TEXT = 20
LINE_TEXT = 19
HINT_TEXT = 18
#: A font's px are whole: words are measured a little wide (a size rounds up by up to 1/36).
SLACK = 1.03
#: A one-line tab's height beyond its words' size (its frame and the line's room above and below)
ROW_ROOM = 12


class Arrow(NamedTuple):
    """A tab standing for the slots left out on one side."""

    rect: pygame.Rect
    target: int  # the slot a click focuses: the nearest one left out
    label: str  # "‹ 1–2"
    waiting: str  # "2 DECIDE": the first of them waiting for the player, or ""


class Layout(NamedTuple):
    """Where the strip's tabs go."""

    back: pygame.Rect  # the strip's panel
    rects: tuple[pygame.Rect, ...]  # one per slot; an empty Rect for a slot not shown
    plus: pygame.Rect
    arrows: tuple[Arrow, ...]
    factor: float  # the one factor of the tabs' words
    two_lines: bool


def band(view: MultiTableScene, top: int, height: int) -> pygame.Rect:
    """The room of the tabs: the focused table's title band between its buttons."""
    scene = view.focused
    left, right = 510, RIGHT
    lefts: list[pygame.Rect] = []
    rights: list[pygame.Rect] = []
    for button in getattr(scene, "top_buttons", ()):
        r = getattr(button, "rect", None)
        if isinstance(r, pygame.Rect) and r.top < top + height and r.bottom > top:
            (lefts if r.centerx < 960 else rights).append(r)
    if lefts:
        left = max(r.right for r in lefts) + 12
    if rights:
        right = min(right, min(r.left for r in rights) - 12)
    right = min(right, _words_left(scene, top + height) - 28)  # a clear gap before the words
    return pygame.Rect(left, top, max(0, right - left), height)


def _words_left(scene: object, bottom: int) -> int:
    """Where the words the focused table writes on the right of its title band begin: a house
    table's GAME CODE (at a larger scale right-aligned beside the ✕, as wide as its longest
    line), a Twister table's "#1 is waiting for you" (right-aligned at ALL TABLES)."""
    lefts = [RIGHT + 16]
    code = getattr(getattr(scene, "panels", None), "code_label", None)
    rect = getattr(code, "rect", None)
    if isinstance(rect, pygame.Rect) and rect.y < bottom:
        lefts.append(_code_left(code, rect))
    others = getattr(scene, "_others_waiting", None)
    hub = getattr(scene, "hub", None)
    if callable(others) and hub is not None:
        try:
            waiting = others()
            if waiting:
                n = hub.room.number_of(waiting[0])
                words = scene.app.tr("twister.other_waiting", n=n)  # type: ignore[attr-defined]
                lefts.append(TWISTER_HINT_RIGHT - gfx.font(22, "bold").size(words)[0])
        except Exception:  # pragma: no cover - a table drawn otherwise: its designed room
            lefts.append(RIGHT + 16)
    return min(lefts)


#: A Twister table's "#1 is waiting for you" ends here (right-aligned, 22 px bold).
TWISTER_HINT_RIGHT = 1640


def _code_left(code: object, rect: pygame.Rect) -> int:
    """The GAME CODE's left edge: at 100 % its place; larger, its lines right-aligned at its
    RIGHT, as wide as the widest (held within 100 px left of its place)."""
    right = getattr(code, "right", getattr(code, "RIGHT", None))
    if not isinstance(right, int):
        return rect.x
    try:
        floored = getattr(gfx, "floored", lambda size: size)  # a small text grows from the floor
        with gfx.text_floor(TEXT_FLOOR), gfx.box_scale():  # measured as the table draws them
            lines = [gfx.font(floored(17), "bold").size(resolve(getattr(code, "label", "")))[0],
                     gfx.font(floored(17), "bold").size(resolve(getattr(code, "next_label", "")))[0],
                     gfx.font(22, "bold").size("#88:88:88-88 GMT")[0],
                     gfx.font(floored(15)).size("SHA-256 888888888888…888888")[0]]
    except Exception:  # pragma: no cover - drawn otherwise: the most room it may take
        return rect.x - 100
    return max(rect.x - 100, right - max(lines))


def stable(s: str) -> str:
    """Digits as their widest: a countdown's tab keeps its width from second to second."""
    return re.sub(r"\d", "8", s)


def _w(s: str, size: int, weight: str) -> int:
    with gfx.designed_text():
        return gfx.font(size, weight).size(stable(s))[0]


def badge_w() -> int:
    """The W key's badge and its gap, designed px."""
    with gfx.designed_text():
        return gfx.font(HINT_TEXT, "black").size("W")[0] + 16


def _numbers(first: int, last: int) -> str:
    return str(first) if first == last else f"{first}–{last}"


def _arrow_text(tabs: Sequence[Tab], hidden: range, left: bool) -> tuple[str, str]:
    """The numbers left out on one side with the arrow on its outer end ("‹ 1–2", "6–10 ›"),
    and the first of them waiting ("6 DECIDE") or ""."""
    numbers = _numbers(hidden.start + 1, hidden.stop)
    label = f"‹ {numbers}" if left else f"{numbers} ›"
    waiting = next((f"{tabs[i].name.split(' ', 1)[0]} {tabs[i].short}" for i in hidden if tabs[i].glow), "")
    return label, waiting


def arrow_line(label: str, waiting: str) -> str:
    """An arrow tab's words on one line: "‹ 1–2 · 2 DECIDE", "6–10 · 6 DECIDE ›"."""
    if not waiting:
        return label
    if label.endswith("›"):
        return f"{label[:-2]} · {waiting} ›"
    return f"{label} · {waiting}"


class _Item(NamedTuple):
    """Something on the strip and its words' widths at the designed size: two-line, one-line."""

    kind: str  # "tab", "plus", "left", "right"
    slot: int
    two: int
    one: int


def _items(tabs: Sequence[Tab], window: range, plus: tuple[str, str, str]) -> list[_Item]:
    items = []
    if window.start > 0:
        label, waiting = _arrow_text(tabs, range(0, window.start), True)
        items.append(_Item("left", window.start - 1, max(_w(label, TAB_TEXT, "bold"), _w(waiting, TAB_TEXT, "bold")),
                           _w(arrow_line(label, waiting), LINE_TEXT, "bold")))
    for i in window:
        t = tabs[i]
        badge = badge_w() if t.longest else 0
        weight = "bold" if t.glow else "regular"
        items.append(_Item("tab", i, max(_w(t.name, TAB_TEXT, "bold"), _w(t.short, TAB_TEXT, weight) + badge),
                           _w(f"{t.name} · {t.short}", LINE_TEXT, "bold") + badge))
    if window.stop < len(tabs):
        label, waiting = _arrow_text(tabs, range(window.stop, len(tabs)), False)
        items.append(_Item("right", window.stop, max(_w(label, TAB_TEXT, "bold"), _w(waiting, TAB_TEXT, "bold")),
                           _w(arrow_line(label, waiting), LINE_TEXT, "bold")))
    label, hint, one = plus
    items.append(_Item("plus", -1, max(_w(label, TAB_TEXT, "black"), _w(hint, HINT_TEXT, "regular")),
                       _w(one, LINE_TEXT, "bold")))
    return items


def _row_factor(items: Sequence[_Item], width: int, two: bool) -> float:
    words = sum(it.two if two else it.one for it in items)
    fixed = len(items) * 2 * PAD + (len(items) - 1) * GAP
    return (width - fixed) / max(words * SLACK, 1)


def _split(items: list[_Item], width: int) -> tuple[float, int]:
    """Two rows of one-line tabs: the factor and where the second row starts (best balanced)."""
    best = (-1.0, len(items))
    for k in range(1, len(items)):
        f = min(_row_factor(items[:k], width, False), _row_factor(items[k:], width, False))
        best = max(best, (f, k))
    return best


def _fit(items: list[_Item], room: pygame.Rect, floor: float) -> tuple[float, bool, int]:
    """The larger drawing of the layouts, one that keeps to ``floor`` if any does: (factor, two
    lines, second row's start; ``len(items)`` for one row). One row of one-line tabs is for a
    band too short for two rows of them at ``floor`` (over a machine's marquee, above its lamps)."""
    two = min(_row_factor(items, room.w, True), (room.h - 26) / (2 * TAB_TEXT))
    one, k = _split(items, room.w)
    one = min(one, ((room.h - GAP) // 2 - ROW_ROOM) / LINE_TEXT)
    row = min(_row_factor(items, room.w, False), (room.h - ROW_ROOM) / LINE_TEXT)
    layouts = [(two, True, len(items)), (one, False, k)]
    if one < floor:
        layouts.append((row, False, len(items)))
    kept = [it for it in layouts if it[0] >= floor] or layouts
    scale = gfx.ui_scale()  # as large as the player's: two lines first, as at 100 %
    return max(kept, key=lambda it: min(it[0], scale) * (TAB_TEXT if it[1] else LINE_TEXT))


def layout(tabs: Sequence[Tab], plus: tuple[str, str, str], room: pygame.Rect) -> Layout:
    """The tabs of ``tabs`` in ``room`` (see the module's words); ``plus`` is +TABLE's label,
    hint and one-line label."""
    scale = gfx.ui_scale()
    floor = min(scale, FLOOR_SCALE)
    focus = next((i for i, t in enumerate(tabs) if t.focused), 0)
    window = range(0, len(tabs))
    items = _items(tabs, window, plus)
    factor, two, k = _fit(items, room, floor)
    if factor < floor and len(tabs) > 1:  # the tabs around the focused one, whole
        window = range(focus, focus + 1)
        items = _items(tabs, window, plus)
        factor, two, k = _fit(items, room, floor)
        grow_right = True
        while len(window) < len(tabs):
            tries = [range(window.start, window.stop + 1)] if window.stop < len(tabs) else []
            tries += [range(window.start - 1, window.stop)] if window.start > 0 else []
            if not grow_right:
                tries.reverse()
            grown = False
            for wider in tries:
                wider_items = _items(tabs, wider, plus)
                f, t2, k2 = _fit(wider_items, room, floor)
                if f >= floor:
                    window, items, factor, two, k, grown = wider, wider_items, f, t2, k2, True
                    break
            if not grown:
                break
            grow_right = not grow_right
    factor = max(1.0, min(scale, factor))
    return _place(items, len(tabs), room, factor, two, k, tabs)


def _place(items: list[_Item], count: int, room: pygame.Rect, factor: float, two: bool, k: int,
           tabs: Sequence[Tab]) -> Layout:
    rows = [items] if two or k >= len(items) else [items[:k], items[k:]]
    h = room.h if len(rows) == 1 else (room.h - GAP) // 2
    rects: list[pygame.Rect] = [pygame.Rect(0, 0, 0, 0) for _ in range(count)]
    plus = pygame.Rect(0, 0, 0, 0)
    arrows = []
    most = round(gfx.ui_px(320))  # the widest a tab grows (as at 100 %: the rest stays plain)
    for r, row in enumerate(rows):
        widths = [2 * PAD + math.ceil((it.two if two else it.one) * factor * SLACK) for it in row]
        spare = room.w - sum(widths) - (len(row) - 1) * GAP
        grow = [j for j, it in enumerate(row) if it.kind == "tab"]
        while spare > 0 and grow:
            share = max(1, spare // len(grow))
            for j in list(grow):
                more = min(share, most - widths[j], spare)
                if more <= 0:
                    grow.remove(j)
                    continue
                widths[j] += more
                spare -= more
        x = room.x
        y = room.y + r * (h + GAP)
        for it, w in zip(row, widths, strict=True):
            rect = pygame.Rect(x, y, min(w, room.right - x), h)
            x += w + GAP
            if it.kind == "tab":
                rects[it.slot] = rect
            elif it.kind == "plus":
                plus = rect
            else:
                hidden = range(0, it.slot + 1) if it.kind == "left" else range(it.slot, count)
                label, waiting = _arrow_text(tabs, hidden, it.kind == "left")
                arrows.append(Arrow(rect, it.slot, label, waiting))
    return Layout(room.inflate(8, 6), tuple(rects), plus, tuple(arrows), factor, two)
