"""The hand replayer: a hand of History (or an imported PHH file) stepped street by street
on the table graphics: the cards dealt, the end of each street's betting (its action tags,
the board so far, the pots), the result. PREVIOUS / NEXT or Left / Right step a street,
Down / Up one action, Home and End go to the first and the last step, Esc closes.

The steps come from :class:`gamelib.games.twister.replay.HandReplay`; nothing is saved.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from gamelib.errors import FeltsideError
from gamelib.games.twister.phh import PHHError, loads, read_file
from gamelib.games.twister.replay import HandReplay
from scenes.games.twister.draw import draw_table, draw_table_felt
from scenes.ui import gfx, pointer_looks
from scenes.ui.manager import Scene, soonest
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

TABLE_RECT = pygame.Rect(160, 110, 1600, 820)
RAIL_Y = 950


class ReplayerScene(Scene):
    """One hand, step by step, on the large table."""

    name = "twister-replayer"
    draws_natively = True  # gfx's primitives at the window's pixels (issue 27)
    closes_on_escape = True

    def __init__(self, app: AppContext, replay: HandReplay, title: str = "") -> None:
        super().__init__(app)
        self.replay = replay
        self.title = title
        tr = app.tr
        self.close_b = Button((1656, 24, 240, 64), lambda: tr("twister.close"), self.close, hotkey="Esc",
                              style="gold", font_size=22)
        self.prev_b = Button((560, RAIL_Y + 20, 240, 76), lambda: tr("twister.replay.previous"), replay.previous,
                             hotkey="←", font_size=24, enabled=lambda: not self.replay.at_start)
        self.next_b = Button((1120, RAIL_Y + 20, 240, 76), lambda: tr("twister.replay.next"), replay.next,
                             hotkey="→", style="gold", font_size=24, enabled=lambda: not self.replay.at_end)
        self.buttons = [self.close_b, self.prev_b, self.next_b]
        self._drawn_looks: list[pointer_looks.Look] | None = None  # the buttons as last drawn

    @classmethod
    def of_file(cls, app: AppContext, path: Path) -> ReplayerScene | None:
        """A replayer for an imported PHH file, or None after telling the player (in one
        sentence) why the file cannot be replayed."""
        try:
            replay = HandReplay.of_record(loads(read_file(path)))
        except FeltsideError as exc:
            app.toast(f"{path.name}: {exc}" if isinstance(exc, PHHError) else str(exc))
            return None
        return cls(app, replay, path.name)

    def close(self) -> None:
        if self.manager is not None and self in self.manager:
            self.manager.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_RIGHT: self.replay.next, pygame.K_SPACE: self.replay.next,
                     pygame.K_LEFT: self.replay.previous,
                     pygame.K_DOWN: self.replay.next_action, pygame.K_UP: self.replay.previous_action,
                     pygame.K_HOME: lambda: self.replay.go(0),
                     pygame.K_END: lambda: self.replay.go(self.replay.steps - 1)}
            if event.key in moves:
                moves[event.key]()
                return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)  # nothing reaches the page below

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def next_change(self) -> float | None:
        """Still between steps: a step changes only on a key or a click."""
        return soonest(b.next_change() for b in self.buttons)

    def step_text(self) -> str:
        r = self.replay
        street = self.app.tr(f"twister.replay.{r.step_name}")
        if r.upto not in r.stops:  # part way through a street, action by action
            return str(street)
        return str(self.app.tr("twister.replay.step", street=street, k=r.step + 1, n=r.steps))

    def draw(self, surface: pygame.Surface) -> None:
        draw_table_felt(surface, TABLE_RECT, self.app, large=True)  # the room, the table in it
        tr = self.app.tr
        head = tr("twister.replay.title", n=self.replay.number) if self.replay.number else tr("twister.replay.file")
        gfx.blit_text(surface, head, 34, (40, 56), gfx.GOLD, "black", anchor="midleft", max_width=700)
        if self.title:
            gfx.blit_text(surface, self.title, 22, (40 + 720, 56), gfx.MUTED, anchor="midleft", max_width=760)
        draw_table(surface, TABLE_RECT, self.replay.table, self.app, large=True, felt=False)
        rail = pygame.Rect(0, RAIL_Y, 1920, 1080 - RAIL_Y)
        gfx.draw_panel(surface, rail, (6, 10, 8, 240), gfx.GOLD_DARK, 0, 2)
        gfx.blit_text(surface, self.step_text(), 30, (960, RAIL_Y + 58), gfx.CREAM, "bold", anchor="center",
                      max_width=300)
        if gfx.text_scaled():  # grown, the keys' line goes on two lines right of NEXT
            lines = gfx.wrap(tr("twister.replay.keys"), 20, 500)[:2]
            for i, line in enumerate(lines):
                gfx.blit_text(surface, line, 20, (1880, RAIL_Y + 58 + round((i - (len(lines) - 1) / 2) * gfx.ui_px(28))),
                              gfx.MUTED, anchor="midright", max_width=500)
        else:
            gfx.blit_text(surface, tr("twister.replay.keys"), 20, (1880, RAIL_Y + 58), gfx.MUTED,
                          anchor="midright", max_width=440)
        for b in self.buttons:
            b.draw(surface)
        self._drawn_looks = pointer_looks.looks_of(self.buttons)

    def changed_by_pointer(self) -> list[pygame.Rect] | None:
        """The replayer shows the pointer only on its buttons: those lit or left (issue 27: at
        3840x2160 each pointer move drew the room, the table and the rail again)."""
        return pointer_looks.changed(self._drawn_looks, pointer_looks.looks_of(self.buttons))
