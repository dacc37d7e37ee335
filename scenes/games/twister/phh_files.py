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

from scenes.games.twister.replayer import ReplayerScene
from scenes.games.twister.still_popup import StillPopUp
from scenes.ui import gfx
from scenes.ui.widgets.base import Button, Widget

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


def even_lines(text: str, size: int, room: int) -> list[str]:
    """``text`` on one line when it fits ``room`` at the player's size, else on two even lines."""
    return gfx.two_even_lines(text, gfx.font(size), room)


class PhhFilesScene(StillPopUp):
    """A pop-up list of PHH files; the chosen one opens in the replayer (its row is lit when chosen
    by a key, never under the pointer)."""

    name = "twister-phh-files"
    draws_natively = True  # gfx's primitives at the window's pixels (issue 27)

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.folder = Path(app.data_dir) / "phh"
        with contextlib.suppress(OSError):  # listed anyway: the exports may be there
            self.folder.mkdir(parents=True, exist_ok=True)
        self.files = phh_files(Path(app.data_dir))
        self.selected = 0
        self.first = 0
        self._build()

    def _build(self) -> None:
        """The box and its buttons at the player's scale (at 100 % the designed ones): grown, the
        box is wider so the folder's line and 'No PHH files yet' grow with it, the rows taller."""
        app, g = self.app, min(1.0, (gfx.ui_scale() - 1) / 0.5)
        self.box = pygame.Rect(0, 0, BOX.w + round(240 * g), BOX.h + round(60 * g))
        self.box.center = BOX.center if g == 0 else (960, 540)
        self.row_h = ROW_H if g == 0 else min(gfx.ui_px(ROW_H), 64)
        box, h = self.box, gfx.ui_px(64) if g else 64
        self.close_b = Button((box.right - 24 - gfx.ui_px(196), box.bottom - 20 - h, gfx.ui_px(196), h),
                              lambda: app.tr("twister.close"), self.close, hotkey="Esc", style="dark", font_size=22)
        self.open_b = Button((self.close_b.rect.x - 16 - gfx.ui_px(220), box.bottom - 20 - h, gfx.ui_px(220), h),
                             lambda: app.tr("twister.replay"), self.open_selected, hotkey="Enter", style="gold",
                             font_size=22, enabled=lambda: bool(self.files))
        self.controls: list[Widget] = [self.close_b, self.open_b]

    def language_changed(self) -> None:
        self._build()

    @property
    def rows(self) -> int:
        return (self.box.h - 250) // ROW_H if self.row_h == ROW_H else (self.close_b.rect.y - 16 - self.list_top) // self.row_h

    @property
    def list_top(self) -> int:
        """Where the files' rows start: under the title and the folder's line."""
        return self.box.y + 150 if self.row_h == ROW_H else self.box.y + gfx.ui_px(150)

    def open_selected(self) -> None:
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
        if any(b.handle_event(event) for b in self.controls):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            x, y = event.pos
            i = (y - self.list_top) // self.row_h
            if self.box.x + 24 <= x <= self.box.right - 24 and y >= self.list_top and 0 <= i < self.rows \
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

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """What stays while the list is open (kept with the table beneath in one layer): the veil,
        the box, its title and folder, the files' rows with the chosen one lit. A key or the wheel
        that moves them makes the layer again (the manager's)."""
        gfx.veil(surface, 170)
        box = self.box
        gfx.draw_panel(surface, box, (10, 20, 15, 248), gfx.GOLD, 22, 2)
        tr = self.app.tr
        gfx.blit_text(surface, tr("twister.phh.title"), 36, (box.x + 28, box.y + 24), gfx.GOLD, "black",
                      max_width=box.w - 56)
        gfx.blit_text(surface, tr("twister.phh.where", folder=str(self.folder)), 20,
                      (box.x + 28, box.y + 84 if self.row_h == ROW_H else box.y + gfx.ui_px(84)), gfx.MUTED,
                      max_width=box.w - 56)
        if not self.files:  # grown: on as many lines as it needs, each at the player's size
            lines = [tr("twister.phh.none")] if self.row_h == ROW_H else even_lines(tr("twister.phh.none"), 26, box.w - 80)
            pitch = gfx.font(26).get_linesize()
            for i, line in enumerate(lines):
                gfx.blit_text(surface, line, 26, (box.centerx, box.y + 300 + i * pitch), gfx.MUTED, anchor="center",
                              max_width=box.w - 80)
        data = Path(self.app.data_dir)
        for i, path in enumerate(self.files[self.first:self.first + self.rows]):
            k = self.first + i
            r = pygame.Rect(box.x + 24, self.list_top + i * self.row_h, box.w - 48, self.row_h - 6)
            if k == self.selected:
                gfx.rect(surface, gfx.GOLD_DARK, r, border_radius=8)
            try:
                shown = str(path.relative_to(data))
            except ValueError:
                shown = path.name
            gfx.blit_text(surface, shown, 22, (r.x + 12, r.centery), gfx.CREAM, anchor="midleft",
                          max_width=r.w - 24)
