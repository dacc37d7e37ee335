"""The lobby's page buttons: their hotkey hints at a legible size (16 px designed, 24 at 150 %:
five ninths of the label's 24 was 13 px, 9 px tall at 1280x720), and a label on two lines
(in a row with no width to spare) keeps its letters off the button's edge and clear of the hint;
RESPONSIBLE GAMING takes the width its one line needs, its letters level with its neighbours'."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import table_app

from scenes.shell import lobby_tile
from scenes.shell.lobby import LobbyScene
from scenes.ui import gfx


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False, language="en")


def hints_drawn(lobby: LobbyScene, monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Each page button's hint and the px it is drawn at (the button drawn on a 1080p surface)."""
    hotkeys = {b.hotkey for b in [*lobby.nav_buttons, lobby.quit_button]}
    seen: dict[str, int] = {}
    real = gfx.text_at_scale

    def spy(s: str, size: int, scale: float, *args, **kwargs) -> pygame.Surface:
        if s in hotkeys:
            seen[s] = gfx.text_px(size)
        return real(s, size, scale, *args, **kwargs)

    monkeypatch.setattr(gfx, "text_at_scale", spy)
    for b in [*lobby.nav_buttons, lobby.quit_button]:
        b.draw(pygame.Surface((1920, 1080)))
    return seen


@pytest.mark.parametrize(("ui_scale", "least"), [(100, 16), (150, 21)])
def test_page_button_hints_are_drawn_legibly(app, monkeypatch, ui_scale: int, least: int) -> None:
    """(At 150 % the hint under a label on two lines may give up a little: 22 px, not 24.)"""
    app.update_settings(ui_scale=ui_scale)
    seen = hints_drawn(LobbyScene(app), monkeypatch)
    assert {"H", "S", "F1", "Ctrl+Q"} <= set(seen)
    assert all(px >= least for px in seen.values()), seen
    assert seen["H"] == round(16 * ui_scale / 100)


def drawn(button, monkeypatch: pytest.MonkeyPatch, label: bool = True, hint: bool = True) -> np.ndarray:
    """``button`` drawn alone (its own pixels), without its label's or its hint's letters."""
    surface = pygame.Surface((button.rect.w, button.rect.h))
    kept = button.rect.topleft
    button.rect.topleft = (0, 0)
    with monkeypatch.context() as m:
        if not label:
            m.setattr(gfx, "blit_text", lambda *a, **k: pygame.Rect(0, 0, 0, 0))
        if not hint:
            real = gfx.text_at_scale
            m.setattr(gfx, "text_at_scale", lambda s, *a, **k: pygame.Surface(real(s, *a, **k).get_size(),
                                                                              pygame.SRCALPHA))
        try:
            button.draw(surface)
        finally:
            button.rect.topleft = kept
    return pygame.surfarray.array3d(surface).astype(int)


def rows(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.where((abs(a - b).sum(axis=2) > 60).any(axis=0))[0]


@pytest.mark.parametrize("ui_scale", [100, 150])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_two_line_label_keeps_off_the_edge_and_the_hint(app, monkeypatch, lang: str, ui_scale: int) -> None:
    """(At 100 % RESPONSIBLE GAMING went on one line squeezed to 20 px beside its neighbours' 24.)"""
    app.update_settings(ui_scale=ui_scale, language=lang)
    lobby = LobbyScene(app)
    for b in lobby.nav_buttons:  # a row with no width to spare (RESPONSIBLE GAMING now takes what it needs)
        b.rect.w = lobby_tile.layout().nav_w
    two = [b for b in lobby.nav_buttons
           if len(gfx.wrap(b.label(), b.font_size, b.rect.w - 16, "bold")) == 2
           and gfx.font(b.font_size, "bold").size(b.label())[0] > b.rect.w - 16]
    assert two, "no label on two lines"
    for b in two:
        whole = drawn(b, monkeypatch)
        letters = rows(whole, drawn(b, monkeypatch, label=False))
        hint = rows(whole, drawn(b, monkeypatch, hint=False))
        assert len(letters) and len(hint)
        assert letters[0] >= 4 and hint[0] - letters[-1] >= 4, (b.label(), letters[0], letters[-1], hint[0])
        with texts_drawn(monkeypatch) as seen:
            b.draw(pygame.Surface((1920, 1080)))
            lobby.nav_buttons[0].draw(pygame.Surface((1920, 1080)))
        seen = [d for d in seen if d.text]  # (the button under the lines draws an empty label)
        heights = {d.rect.h for d in seen}
        assert len(seen) == 3 and len(heights) == 1, seen  # both lines at the size of HISTORY's


@pytest.mark.parametrize("ui_scale", [100, 150])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_responsible_gaming_stands_on_one_line_level_with_its_neighbours(app, monkeypatch, lang: str,
                                                                         ui_scale: int) -> None:
    """(It went on two lines squeezed to the button's top: its letters from 5 px under the edge,
    HISTORY's from 18 at 150 %.) The row keeps its width, the buttons their gap, none overlaps."""
    app.update_settings(ui_scale=ui_scale, language=lang)
    lobby = LobbyScene(app)
    history, responsible = lobby.nav_buttons[0], lobby.nav_buttons[3]
    assert gfx.font(responsible.font_size, "bold").size(responsible.label())[0] <= responsible.rect.w - 16
    levels = []
    for b in (history, responsible):
        whole = drawn(b, monkeypatch)
        letters = rows(whole, drawn(b, monkeypatch, label=False))
        levels.append((letters[0], letters[-1]))
    assert abs(levels[0][0] - levels[1][0]) <= 1 and abs(levels[0][1] - levels[1][1]) <= 1, levels
    lay, row = lobby_tile.layout(), lobby.nav_buttons
    assert row[-1].rect.right - row[0].rect.x == len(row) * lay.nav_w + (len(row) - 1) * lay.nav_gap
    assert all(b.rect.x - a.rect.right == lay.nav_gap for a, b in zip(row, row[1:]))
    assert len({b.rect.w for b in row if b.rect.w < lay.nav_w}) == 1  # those giving room: one width
    assert all(gfx.font(b.font_size, "bold").size(b.label())[0] <= b.rect.w - 16 for b in row)  # all one line
