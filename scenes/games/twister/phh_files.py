"""OPEN PHH: the Poker Hand History files of this save, to replay one on the table graphics.

Lists the ``.phh`` files in the save's ``phh`` folder (where the player puts hands to
import; the folder is made on first use and its path is shown) and in ``exports`` (what
EXPORT PHH wrote), newest first. A click or Enter replays the chosen one
(:class:`scenes.games.twister.replayer.ReplayerScene`); a file that cannot be replayed is
said in one sentence.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from scenes.ui import gfx
from scenes.ui.manager import PopUp, soonest
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

BOX = pygame.Rect(360, 120, 1200, 840)
ROW_H = 48
MAX_FILES = 500  # the newest ones listed


def phh_files(data_dir: Path) -> list[Path]:
    """The .phh files of the save's ``phh`` and ``exports`` folders, newest first."""
    found: list[tuple[float, Path]] = []
    for folder in (data_dir / "phh", data_dir / "exports"):
        try:
            paths = list(folder.rglob("*.phh")) if folder.is_dir() else []
        except OSError:
            continue
        for path in paths:
            try:
                if path.is_file():
                    found.append((path.stat().st_mtime, path))
            except OSError:
                continue
    found.sort(key=lambda item: (-item[0], str(item[1])))
    return [path for _, path in found[:MAX_FILES]]


class PhhFilesScene(PopUp):
    """A pop-up list of PHH files; the chosen one opens in the replayer."""

    name = "twister-phh-files"

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.folder = Path(app.data_dir) / "phh"
        with contextlib.suppress(OSError):  # listed anyway: the exports may be there
            self.folder.mkdir(parents=True, exist_ok=True)
        self.files = phh_files(Path(app.data_dir))
        self.selected = 0
        self.first = 0
        self.close_b = Button((BOX.right - 220, BOX.bottom - 84, 196, 64), lambda: app.tr("twister.close"),
                              self.close, hotkey="Esc", style="dark", font_size=22)
        self.open_b = Button((BOX.right - 456, BOX.bottom - 84, 220, 64), lambda: app.tr("twister.replay"),
                             self.open_selected, hotkey="Enter", style="gold", font_size=22,
                             enabled=lambda: bool(self.files))

    @property
    def rows(self) -> int:
        return (BOX.h - 250) // ROW_H

    def open_selected(self) -> None:
        from scenes.games.twister.replayer import ReplayerScene

        if not 0 <= self.selected < len(self.files):
            return
        scene = ReplayerScene.of_file(self.app, self.files[self.selected])
        if scene is not None:
            self.app.manager.push(scene)

    def choose(self, k: int) -> None:
        self.selected = max(0, min(len(self.files) - 1, k))
        self.first = max(0, min(self.first, self.selected, len(self.files) - self.rows))
        if self.selected >= self.first + self.rows:
            self.first = self.selected - self.rows + 1

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.close_b.handle_event(event) or self.open_b.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            x, y = event.pos
            i = (y - (BOX.y + 150)) // ROW_H
            if BOX.x + 24 <= x <= BOX.right - 24 and y >= BOX.y + 150 and 0 <= i < self.rows \
                    and self.first + i < len(self.files):
                self.choose(self.first + i)
                self.open_selected()
        elif event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(len(self.files) - self.rows, self.first - int(event.y)))
        elif event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.rows, pygame.K_PAGEDOWN: self.rows}
            if event.key in steps:
                self.choose(self.selected + steps[event.key])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open_selected()
        return True  # modal

    def update(self, dt: float) -> None:
        self.close_b.update(dt)
        self.open_b.update(dt)

    def next_change(self) -> float | None:
        return soonest(b.next_change() for b in (self.close_b, self.open_b))

    def draw(self, surface: pygame.Surface) -> None:
        gfx.veil(surface, 170)
        surface.blit(gfx.panel(BOX.size, (10, 20, 15, 248), gfx.GOLD, 22, 2), BOX)
        tr = self.app.tr
        gfx.blit_text(surface, tr("twister.phh.title"), 36, (BOX.x + 28, BOX.y + 24), gfx.GOLD, "black",
                      max_width=BOX.w - 56)
        gfx.blit_text(surface, tr("twister.phh.where", folder=str(self.folder)), 20, (BOX.x + 28, BOX.y + 84),
                      gfx.MUTED, max_width=BOX.w - 56)
        if not self.files:
            gfx.blit_text(surface, tr("twister.phh.none"), 26, (BOX.centerx, BOX.y + 300), gfx.MUTED,
                          anchor="center", max_width=BOX.w - 80)
        data = Path(self.app.data_dir)
        for i, path in enumerate(self.files[self.first:self.first + self.rows]):
            k = self.first + i
            r = pygame.Rect(BOX.x + 24, BOX.y + 150 + i * ROW_H, BOX.w - 48, ROW_H - 6)
            if k == self.selected:
                pygame.draw.rect(surface, gfx.GOLD_DARK, r, border_radius=8)
            try:
                shown = str(path.relative_to(data))
            except ValueError:
                shown = path.name
            gfx.blit_text(surface, shown, 22, (r.x + 12, r.centery), gfx.CREAM, anchor="midleft",
                          max_width=r.w - 24)
        self.close_b.draw(surface)
        self.open_b.draw(surface)
