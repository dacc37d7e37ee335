"""How a screen keeps to the player's UI scale: every text ``gfx.blit_text`` draws, recorded at
100 % and again at a larger scale, and read three ways (used by the layout test and by
``tools/scale_report.py``):

* **overlaps**: two different texts whose ink overlaps on one surface;
* **growth**: how much each text grew (its ink height at the larger scale over at 100 %);
* **mixed rows**: texts of one list (one surface, one designed size and weight, one column:
  the same left, centre or right edge) drawn at different sizes: a box whose rows do not
  keep one size (``text_size.box_scale`` gives a box one factor).
"""

from __future__ import annotations

import functools
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

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


def record(draw: Callable[[], None]) -> list[Text]:
    """The texts ``draw`` writes through ``gfx.blit_text`` (their ink, by surface)."""
    drawn: list[Text] = []
    real_blit, real_text = gfx.blit_text, gfx.text

    def spy(surface: pygame.Surface, s: str, size: int, pos: Any, colour: Any = gfx.CREAM,
            weight: str = "regular", anchor: str = "topleft", *args: Any, **kwargs: Any) -> pygame.Rect:
        last: list[pygame.Surface] = []

        def text(*a: Any, **k: Any) -> pygame.Surface:
            out = real_text(*a, **k)
            last.append(out)
            return out

        gfx.text = text
        try:
            rect = real_blit(surface, s, size, pos, colour, weight, anchor, *args, **kwargs)
        finally:
            gfx.text = real_text
        if s.strip() and last:
            drawn.append(Text(id(surface), s, size, weight, anchor, (int(pos[0]), int(pos[1])),
                              last[-1].get_bounding_rect().move(rect.topleft)))
        return rect

    gfx.blit_text = spy
    try:
        draw()
    finally:
        gfx.blit_text = real_blit
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
            drawn.append(Text(hash((i, t.where)), t.s, t.size, t.weight, t.anchor, t.pos, t.ink))
    return drawn


def overlaps(drawn: list[Text]) -> set[tuple[str, str]]:
    """Pairs of different texts on one surface whose ink overlaps by more than a sliver."""
    found = set()
    for i, a in enumerate(drawn):
        for b in drawn[i + 1:]:
            if a.where == b.where and a.s != b.s:
                clip = a.ink.clip(b.ink)
                if clip.w > 1 and clip.h > 1:
                    found.add((min(a.s, b.s), max(a.s, b.s)))
    return found


def growth(normal: list[Text], large: list[Text]) -> dict[str, float]:
    """Each text's growth: its ink height at the larger scale over its height at 100 % (texts
    drawn once at each, matched by their words)."""
    before: dict[str, int] = {}
    for t in normal:
        before[t.s] = t.ink.h if t.s not in before else -1
    out: dict[str, float] = {}
    for t in large:
        h = before.get(t.s, -1)
        if h > 8:
            out[t.s] = t.ink.h / h
    return out


_EDGE = {"topleft": 0, "midleft": 0, "bottomleft": 0, "midtop": 1, "center": 1, "midbottom": 1,
         "topright": 2, "midright": 2, "bottomright": 2}


def _cap_height(t: Text) -> float:
    """The size a text was drawn at, read from its font (ink height varies with the letters)."""
    return float(gfx.font(t.size, t.weight).get_height())


def mixed_rows(normal: list[Text], large: list[Text], tolerance: float = 1.1) -> list[list[str]]:
    """Lists whose rows were drawn at different sizes at the larger scale: texts on one surface
    with one designed size and weight placed on one column (same edge x within 2 px), at least
    three rows, whose growth differs by more than ``tolerance`` (largest over smallest)."""
    grew = growth(normal, large)
    columns: dict[tuple[Any, ...], list[Text]] = defaultdict(list)
    for t in large:
        if t.s in grew:
            columns[(t.where, t.size, t.weight, _EDGE.get(t.anchor, 0), t.pos[0] // 3)].append(t)
    found = []
    for rows in columns.values():
        if len({t.pos[1] for t in rows}) < 3:
            continue
        ratios = [grew[t.s] for t in rows]
        if max(ratios) / min(ratios) > tolerance:
            found.append(sorted({t.s for t in rows}))
    return found
