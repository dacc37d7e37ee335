"""How a screen keeps to the player's UI scale: every text ``gfx.blit_text`` draws, recorded at
100 % and again at a larger scale, and read three ways (used by the layout test and by
``tools/scale_report.py``):

* **overlaps**: two different texts whose ink overlaps on one surface;
* **growth**: how much each text grew (its ink height at the larger scale over at 100 %);
* **mixed rows**: texts of one list (one surface, one designed size and weight, one column:
  the same left, centre or right edge) drawn at different sizes: a box whose rows do not
  keep one size (``text_size.box_scale`` gives a box one factor). Compared by the font size
  each row is drawn at, not by its ink ('(' and a suit reach further than letters: at one
  font size their ink grows by different factors).

A paragraph drawn by ``gfx.text_block`` (a lobby tile's description, a pop-up's message) is
recorded too, for growth only (its lines are drawn on a surface of their own, placed later):
its ink is one line's height at the size it is drawn at.
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from scenes.showcase import catalogue
from scenes.ui import gfx


@dataclass(frozen=True)
class Text:
    """One text drawn: the surface it landed on (a number), its words, designed size and
    weight, the anchor and point it was placed at, and its ink."""

    where: int
    s: str
    size: int
    weight: str
    anchor: str
    pos: tuple[int, int]
    ink: pygame.Rect
    #: the font's pixel size it was drawn at (0: not known)
    px: int = 0


#: A paragraph's "surface" (``gfx.text_block``) or a text rendered by ``gfx.text`` and placed by
#: its caller: each its own (below this number), never on one with another text.
_PARAGRAPH = -1


def drawn_px(size: int) -> int:
    """The font's pixel size a text asked at ``size`` is drawn at now (``gfx.text``: the text
    scale in force, never under the screen's smallest text)."""
    return max(gfx.text_px(size), gfx.gfx_floor())


def record(draw: Callable[[], None]) -> list[Text]:
    """The texts ``draw`` writes through ``gfx.blit_text`` (their ink, by surface), and, for
    growth only, the paragraphs it lays out with ``gfx.text_block`` and the texts it renders
    with ``gfx.text`` and places itself (a button's hotkey, a bet's amount, a badge)."""
    drawn: list[Text] = []
    seen: list[pygame.Surface] = []  # alive while recording: a surface's id names it (never reused)
    real_blit, real_text, real_block = gfx.blit_text, gfx.text, gfx.text_block
    quiet = [0]  # inside blit_text or text_block: their own record

    def alone(s: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        out = real_text(s, size, *args, **kwargs)
        if not quiet[0] and isinstance(s, str) and s.strip():
            weight = args[1] if len(args) > 1 else kwargs.get("weight", "regular")
            drawn.append(Text(_PARAGRAPH - len(drawn), s, size, weight, "topleft", (0, 0), out.get_bounding_rect(),
                              drawn_px(size)))
        return out

    def block(s: str, size: int, width: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        quiet[0] += 1
        try:
            out = real_block(s, size, width, *args, **kwargs)
        finally:
            quiet[0] -= 1
        weight = args[1] if len(args) > 1 else kwargs.get("weight", "regular")
        if s.strip():
            h = gfx.font(size, weight).get_height()
            drawn.append(Text(_PARAGRAPH - len(drawn), s, size, weight, "topleft", (0, 0),
                              pygame.Rect(0, 0, out.get_width(), h), drawn_px(size)))
        return out

    def spy(surface: Any, s: str, size: int, pos: Any, colour: Any = gfx.CREAM,
            weight: str = "regular", anchor: str = "topleft", *args: Any, **kwargs: Any) -> pygame.Rect:
        last: list[tuple[pygame.Surface, int]] = []

        def text(*a: Any, **k: Any) -> pygame.Surface:
            out = real_text(*a, **k)
            last.append((out, drawn_px(a[1] if len(a) > 1 else k["size"])))
            return out

        gfx.text = text
        quiet[0] += 1
        try:
            rect = real_blit(surface, s, size, pos, colour, weight, anchor, *args, **kwargs)
        finally:
            quiet[0] -= 1
            gfx.text = alone
        # the render blitted (a text measured at its designed size may come after it)
        shown = [(t, px) for t, px in last if t.get_size() == rect.size]
        if s.strip() and shown:
            seen.append(surface)
            drawn.append(Text(id(surface), s, size, weight, anchor, (int(pos[0]), int(pos[1])),
                              shown[-1][0].get_bounding_rect().move(rect.topleft), shown[-1][1]))
        return rect

    gfx.blit_text, gfx.text_block, gfx.text = spy, block, alone
    try:
        draw()
    finally:
        gfx.blit_text, gfx.text_block, gfx.text = real_blit, real_block, real_text
    return drawn


def draw_now(app: Any, **settings: Any) -> list[Text]:
    """The app's frame as it is, drawn again whole at these settings (a pop-up's texts are kept
    apart from the scene it covers)."""
    app.update_settings(**settings)
    for scene in app.manager.stack:  # cached panels and layers: drawn again, recorded
        scene.language_changed()
    drawn: list[Text] = []
    for i, scene in enumerate(app.manager.visible()):
        for t in record(functools.partial(scene.draw, app.canvas)):
            where = _PARAGRAPH - len(drawn) if t.where <= _PARAGRAPH else hash((i, t.where)) & 0xFFFFFFFFFFFF
            drawn.append(Text(where, t.s, t.size, t.weight, t.anchor, t.pos, t.ink, t.px))
    return drawn


@dataclass(frozen=True)
class Measure:
    """One state drawn at 100 % and at the larger settings: each text's growth, the overlaps
    new at the larger size, the lists with rows at mixed sizes."""

    grew: dict[str, float]
    new_overlaps: set[tuple[str, str]]
    mixed: list[list[str]]

    def share(self, at_least: float = 1.25) -> float:
        """The share of the texts that grew by ``at_least`` or more (0 when none was drawn)."""
        return sum(r >= at_least for r in self.grew.values()) / max(1, len(self.grew))


def measure(app: Any, name: str, setup: Callable[[], Any], **larger: Any) -> Measure:
    """The catalogue state ``name`` (its ``setup``) drawn at 100 % and at ``larger`` settings
    (``ui_scale``, ``large_text``); the state's language is Italian when its name says so."""

    catalogue.reset(app)
    app.update_settings(ui_scale=100, large_text=False, language="it" if "_it" in name else "en")
    setup()
    catalogue.settle(app)
    normal = draw_now(app, ui_scale=100, large_text=False)  # a state shown at 150 % too
    large = draw_now(app, **larger)
    return Measure(growth(normal, large), overlaps(large) - overlaps(normal), mixed_rows(normal, large))


def overlaps(drawn: list[Text]) -> set[tuple[str, str]]:
    """Pairs of different texts on one surface whose ink overlaps by more than a sliver."""
    found = set()
    for i, a in enumerate(drawn):
        for b in drawn[i + 1:]:
            if a.where == b.where and a.s != b.s and a.where > _PARAGRAPH:
                clip = a.ink.clip(b.ink)
                if clip.w > 1 and clip.h > 1:
                    found.add((min(a.s, b.s), max(a.s, b.s)))
    return found


def growth(normal: list[Text], large: list[Text]) -> dict[str, float]:
    """Each text's growth: its ink height at the larger scale over its height at 100 % (texts
    drawn once at each, matched by their words)."""
    before: dict[str, int] = {}
    for t in normal:  # words drawn at two heights are left out (which is which?)
        before[t.s] = t.ink.h if before.get(t.s, t.ink.h) == t.ink.h else -1
    out: dict[str, float] = {}
    for t in large:
        h = before.get(t.s, -1)
        if h > 8:
            out[t.s] = t.ink.h / h
    return out


_EDGE = {"topleft": 0, "midleft": 0, "bottomleft": 0, "midtop": 1, "center": 1, "midbottom": 1,
         "topright": 2, "midright": 2, "bottomright": 2}


def drawn_growth(normal: list[Text], large: list[Text]) -> dict[str, float]:
    """Each text's growth in the font size it is drawn at: its pixel size at the larger scale over
    at 100 % (texts drawn once at each, matched by their words; a text whose size is not known is
    left out). Unlike ``growth`` (its ink), one font size gives every text one factor, whatever
    its glyphs."""
    before: dict[str, int] = {}
    for t in normal:  # words drawn at two sizes are left out (which is which?)
        before[t.s] = t.px if before.get(t.s, t.px) == t.px else -1
    return {t.s: t.px / before[t.s] for t in large if t.px > 0 and before.get(t.s, -1) > 0}


def mixed_rows(normal: list[Text], large: list[Text], tolerance: float = 1.1) -> list[list[str]]:
    """Lists whose rows were drawn at different sizes at the larger scale: texts on one surface
    with one designed size and weight placed on one column (same edge x within 2 px), at least
    three rows each at most ``RUN_GAP`` line heights below the one before (a list, not two texts
    far apart that happen to share a centre), whose growth in drawn font size (``drawn_growth``)
    differs by more than ``tolerance`` (largest over smallest)."""
    grew = drawn_growth(normal, large)
    columns: dict[tuple[Any, ...], list[Text]] = defaultdict(list)
    for t in large:
        if t.s in grew and t.where > _PARAGRAPH:
            columns[(t.where, t.size, t.weight, _EDGE.get(t.anchor, 0), t.pos[0] // 3)].append(t)
    found = []
    for column in columns.values():
        for rows in _runs(column):
            if len({t.pos[1] for t in rows}) < 3:
                continue
            ratios = [grew[t.s] for t in rows]
            if max(ratios) / min(ratios) > tolerance:
                found.append(sorted({t.s for t in rows}))
    return found


#: Rows of one list lie at most this many line heights apart.
RUN_GAP = 3.0


def _runs(column: list[Text]) -> list[list[Text]]:
    """A column's texts in runs from the top: a row more than RUN_GAP line heights below the
    previous one starts a new run."""
    runs: list[list[Text]] = []
    for t in sorted(column, key=lambda t: t.pos[1]):
        if runs and t.pos[1] - runs[-1][-1].pos[1] <= RUN_GAP * gfx.font(t.size, t.weight).get_height():
            runs[-1].append(t)
        else:
            runs.append([t])
    return runs


def family(name: str) -> str:
    """A screenshot state's family: a table's game ("table_texas-holdem-bonus"), "multi_table",
    a page ("help", "round_detail", "lobby" …); the language and the scale set apart are one."""
    for two_words in ("round_detail", "responsible_gaming", "crash_dialog", "multi_table", "table_live_pace"):
        if name.startswith(two_words):
            return two_words
    if name.startswith("table_"):
        return "table_" + name.split("_")[1]
    return name.split("_")[0]
