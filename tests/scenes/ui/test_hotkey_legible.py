"""A button's hotkey hint is legible in a 1280x720 window: the lobby's and the cashier's hints
(five ninths of a 1080p label, scaled by 2/3) were drawn 8 px tall there, their letters 6 px;
now at least ``HOTKEY_LEAST_PX`` (11), still clear of the label's letters over them."""

from __future__ import annotations

import numpy as np
import pygame
import pytest
from helpers.scene_app import started_app

from scenes.shell.cashier import CashierScene
from scenes.ui import gfx, text_render
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.widgets.base import HOTKEY_LEAST_PX, Button

WINDOW = (1280, 720)


def hotkey_px_drawn(app, monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:  # noqa: ANN001
    """{hotkey: least px it is rendered at} drawing the top screen in the 1280x720 window."""
    hotkeys: set[str] = set()
    draw = Button.draw

    def drawing(self: Button, surface) -> None:  # noqa: ANN001
        if self.visible and self.hotkey:
            hotkeys.add(self.hotkey)
        draw(self, surface)

    rendered: list[tuple[str, int]] = []
    render = text_render._render_runs

    def recording(s: str, px: int, colour, weight: str) -> pygame.Surface:  # noqa: ANN001
        rendered.append((s, px))
        return render(s, px, colour, weight)

    monkeypatch.setattr(Button, "draw", drawing)
    monkeypatch.setattr(text_render, "_render_runs", recording)
    gfx.clear_caches()
    scale = WINDOW[1] / gfx.LOGICAL_SIZE[1]
    app.manager.top.draw(Canvas(pygame.Surface(WINDOW), DrawContext(pixel_scale=scale)))
    seen: dict[str, int] = {}
    for s, px in rendered:
        if s in hotkeys:
            seen[s] = min(px, seen.get(s, px))
    return seen


@pytest.mark.parametrize("ui_scale", [100, 150])
def test_lobby_and_cashier_hotkeys_are_legible_at_1280x720(tmp_path, monkeypatch, ui_scale: int) -> None:
    with started_app(tmp_path, size=WINDOW, ui_scale=ui_scale) as app:
        lobby = hotkey_px_drawn(app, monkeypatch)
        app.manager.push(CashierScene(app))
        for _ in range(30):
            app.step([], 1 / 30)
        cashier = hotkey_px_drawn(app, monkeypatch)
    assert {"H", "Ctrl+Q"} <= set(lobby) and {"Esc", "1", "2", "3"} <= set(cashier), (lobby, cashier)
    small = {s: px for s, px in {**lobby, **cashier}.items() if px < HOTKEY_LEAST_PX}
    assert not small, small
    assert HOTKEY_LEAST_PX >= 11


def ink(button: Button, scale: float, label: bool = True, hotkey: bool = True) -> np.ndarray:
    """``button`` drawn alone on a window at ``scale`` (its physical pixels)."""
    w, h = round((button.rect.w + 4) * scale), round((button.rect.h + 4) * scale)
    canvas = Canvas(pygame.Surface((w, h)), DrawContext(pixel_scale=scale))
    kept = button.label, button.hotkey
    button.label, button.hotkey = (kept[0] if label else ""), (kept[1] if hotkey else " ")
    try:
        button.draw(canvas)
    finally:
        button.label, button.hotkey = kept
    return pygame.surfarray.array3d(canvas.target).astype(int)


def rows(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.where((abs(a - b).sum(axis=2) > 60).any(axis=0))[0]


@pytest.mark.parametrize(("size", "label", "hotkey"), [((200, 54), "CLOSE", "Esc"), ((320, 96), "ADD € 100.00", "1"),
                                                       ((260, 72), "HISTORY", "H"), ((170, 60), "QUIT", "Ctrl+Q")])
def test_a_legible_hotkey_keeps_under_its_label(size: tuple[int, int], label: str, hotkey: str) -> None:
    """At 2/3 (1280x720) the grown hotkey stays under the label's letters with a gap, inside the
    button (a guard for the floor: it fails if the label is not moved up for the taller hint)."""
    gfx.clear_caches()
    b = Button(pygame.Rect((0, 0), size), label, hotkey=hotkey)
    scale = WINDOW[1] / gfx.LOGICAL_SIZE[1]
    whole = ink(b, scale)
    letters = rows(whole, ink(b, scale, label=False))
    hint = rows(whole, ink(b, scale, hotkey=False))
    assert len(letters) and len(hint)
    assert hint[0] - letters[-1] >= 2, (label, letters, hint)
    assert letters[0] >= 2 and hint[-1] < size[1] * scale, (letters, hint)
