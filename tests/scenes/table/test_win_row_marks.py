"""A pay-table line the round made (a gold bar and a ► at its left) keeps its ► inside the
panel: 3 px or more clear of the panel's border, at 100 % and at 150 %, on Texas Hold'em
Bonus's BONUS PAYS and FIRST 5 JACKPOT and on the house tables' shared pay tables (before, the
► stood on the border: 0 px clear of BONUS PAYS' and of the JACKPOT's)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from types import SimpleNamespace

import pygame
import pytest

from scenes.games.texas_bonus import panels as texas_panels
from scenes.table import paytable
from scenes.ui import gfx
from scenes.ui.widgets import marks

CLEAR = 3
ROWS = [("Royal flush", "100 to 1"), ("Straight", "7 to 1"), ("Pair of aces", "7 to 1")]

#: Each panel with a lit second line, and its border's width.
PANELS: dict[str, tuple[Callable[[], pygame.Surface], int]] = {
    "bonus pays": (lambda: texas_panels.bonus_panel("BONUS PAYS", ROWS).whole({1}), 2),
    "first 5 jackpot": (lambda: texas_panels.JackpotPanel(
        "FIRST 5 JACKPOT", [(n, p, False, i == 1) for i, (n, p) in enumerate(ROWS)], "A note.", None, None
    ).whole("€ 5,000.00", "Your share"), 3),
    "pay table": (lambda: paytable.paytable_surface("ANTE PAYS", ROWS, 300, lit={1}), 2),
}


@pytest.fixture
def pointers(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[pygame.Rect]]:
    """Where each ► is drawn (in its panel's px)."""
    drawn: list[pygame.Rect] = []
    pointer = marks.row_pointer

    def recording(surface, x, centre_y, height=14):  # noqa: ANN001, ANN202
        drawn.append(pointer(surface, x, centre_y, height))
        return drawn[-1]

    monkeypatch.setattr(marks, "row_pointer", recording)
    yield drawn
    gfx.set_text_settings(SimpleNamespace(ui_scale=100, large_text=False))


@pytest.mark.parametrize("ui_scale", [100, 150])
@pytest.mark.parametrize("panel", sorted(PANELS))
def test_a_lit_lines_mark_stands_inside_the_panel(pointers, panel, ui_scale):
    pygame.init()
    gfx.set_text_settings(SimpleNamespace(ui_scale=ui_scale, large_text=False))
    make, border = PANELS[panel]
    surface = make()
    assert len(pointers) == 1
    assert pointers[0].left >= border + CLEAR, pointers[0]
    assert pointers[0].right <= surface.get_width() - border - CLEAR


@pytest.mark.parametrize("ui_scale", [100, 150])
@pytest.mark.parametrize("panel", sorted(PANELS))
def test_a_lit_lines_mark_stands_inside_its_bar_before_the_name(pointers, monkeypatch, panel, ui_scale):
    """The ► lies inside the gold bar, clear of the bar's 2 px edge, and ends before the line's
    name: it stood across the bar's left edge (5 px left of the bar's 9), which at 1280x720 and
    2560x1440 read as a mark poking out over the panel's border, and touched the name at 720p."""
    pygame.init()
    gfx.set_text_settings(SimpleNamespace(ui_scale=ui_scale, large_text=False))
    bars: list[pygame.Rect] = []
    names: list[int] = []
    draw_panel, blit_text = gfx.draw_panel, gfx.blit_text

    def spy_panel(surface, rect, fill, *args, **kwargs):  # noqa: ANN001, ANN202
        if tuple(fill) == (150, 110, 20, 200):
            bars.append(pygame.Rect(rect))
        return draw_panel(surface, rect, fill, *args, **kwargs)

    def spy_text(surface, text, size, pos, colour, *args, **kwargs):  # noqa: ANN001, ANN202
        if tuple(colour) == tuple(gfx.WHITE) and kwargs.get("anchor", "topleft") == "topleft":
            names.append(pos[0])
        return blit_text(surface, text, size, pos, colour, *args, **kwargs)

    monkeypatch.setattr(gfx, "draw_panel", spy_panel)
    monkeypatch.setattr(gfx, "blit_text", spy_text)
    PANELS[panel][0]()
    (bar,), (mark,), (name,) = bars, pointers, names
    assert mark.left >= bar.left + 2 + 3, (mark, bar)  # 3 px of gold between the edge and the ►
    assert mark.right + 3 <= name, (mark, name)
