"""OPEN PHH at a larger UI scale: the pop-up is wider and its rows taller, 'No PHH files yet' goes
on two lines and grows with the player's scale (it was squeezed to 1.15x on one), the
files' rows stay between the folder's line and the buttons, and a click finds the row drawn
under it. At 100 % the designed places."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes.app import App
from scenes.games.twister.phh_files import BOX, PhhFilesScene
from scenes.showcase import scale_check


@pytest.fixture
def at_scale(app: App) -> Iterator[None]:
    yield
    app.update_settings(ui_scale=100, large_text=False, language="en")


def drawn(app: App, **settings: object) -> tuple[PhhFilesScene, list[scale_check.Text]]:
    app.update_settings(**settings)
    page = PhhFilesScene(app)
    app.manager.push(page)
    texts = scale_check.record(lambda: page.draw(app.canvas))
    app.manager.pop()
    return page, texts


@pytest.mark.parametrize("lang", ["en", "it"])
def test_no_files_yet_grows_in_a_wider_box(app: App, at_scale: None, lang: str) -> None:
    app.update_settings(language=lang)
    none = app.tr("twister.phh.none")
    _, normal = drawn(app, ui_scale=100)
    page, large = drawn(app, ui_scale=150)
    (was,) = [t for t in normal if t.s == none]
    now = [t for t in large if t.s in none and t.size == was.size]  # on one line or more, in order
    assert " ".join(t.s for t in now) == none
    assert all(t.ink.h >= 1.3 * was.ink.h and page.box.contains(t.ink) for t in now if "," in t.s or ":" in t.s)
    assert sum(t.ink.w for t in now) >= 1.3 * was.ink.w
    assert all(page.box.contains(t.ink) for t in large if t.s not in ("Esc", "Enter"))  # (hotkeys: placed by their button)
    assert scale_check.overlaps(large) == set()


def test_the_rows_sit_between_the_folder_line_and_the_buttons(app: App, at_scale: None) -> None:
    folder = Path(app.data_dir) / "phh"
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(30):
        (folder / f"hand-{k:02d}.phh").write_text("variant = 'NT'\n")
    page, texts = drawn(app, ui_scale=150)
    rows = [t for t in texts if t.s.endswith(".phh")]
    assert len(rows) == page.rows and rows
    where = next(t for t in texts if t.s.startswith(app.tr("twister.phh.where", folder="")[:6]))
    assert where.ink.bottom < min(t.ink.top for t in rows)
    assert max(t.ink.bottom for t in rows) < page.open_b.rect.top
    app.manager.push(page)
    second = rows[1].ink.center
    page.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=second))
    assert page.selected == page.first + 1


def test_at_100_the_designed_box(app: App) -> None:
    page = PhhFilesScene(app)
    assert page.box == BOX and page.rows == (BOX.h - 250) // 48
    assert page.close_b.rect == pygame.Rect(BOX.right - 220, BOX.bottom - 84, 196, 64)
