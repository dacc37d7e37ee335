"""SETTINGS: every field of gamelib.settings.Settings, saved the moment it changes.

Controls are made from the field itself (a flag is an ON/OFF switch, a choice a row of
options, a number a − / + stepper over sensible steps), so a setting added to gamelib
shows up here without new code. The language switch takes effect at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import fields
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from gamelib import settings as gs
from gamelib.errors import FeltsideError
from scenes.ui import gfx
from scenes.ui.page import PageScene
from scenes.ui.widgets.base import Button, Widget

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

#: Choices offered for each setting (the value list; labels come from i18n).
CHOICES: dict[str, Sequence[Any]] = {
    "language": gs.LANGUAGES,
    "animation_speed": gs.ANIMATION_SPEEDS,
    "pace": gs.PACES,
    "felt": gs.FELTS,
    "advisor": gs.ADVISOR_MODES,
    "vp_hint": gs.VP_HINTS,
    "card_back": tuple(range(gs.CARD_BACKS)),
    "ui_scale": gs.UI_SCALES,
}
#: Stepper values for numbers (None = off / no limit).
STEPS: dict[str, Sequence[Any]] = {
    "sound_volume": [i / 10 for i in range(11)],
    "music_volume": [i / 10 for i in range(11)],
    "decision_seconds": [5, 10, 15, 20, 30, 45, 60, 90, 120],
    "betting_seconds": [5, 10, 15, 20, 30, 45, 60, 90, 120],
    "twister_time_bank_seconds": [0, 30, 60, 90, 120, 180, 300],
    "reality_check_minutes": [0, 15, 30, 45, 60, 90, 120],
    "session_loss_limit_cents": [None, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000],
    "session_time_limit_minutes": [None, 15, 30, 60, 90, 120, 180, 240],
}
SECTIONS: dict[str, tuple[str, ...]] = {
    "audio": ("sound_on", "sound_volume", "music_volume", "dealer_voice"),
    "game": ("pace", "decision_seconds", "betting_seconds", "animation_speed", "reduced_motion", "dealer_log", "advisor",
             "vp_hint", "trainer", "bot_thinking"),
    "look": ("language", "ui_scale", "large_text", "felt", "card_back", "four_colour_deck", "fullscreen"),
    "responsible": ("reality_check_minutes", "session_loss_limit_cents", "session_time_limit_minutes"),
}
RESPONSIBLE_FIELDS = SECTIONS["responsible"]


def field_names() -> list[str]:
    return [f.name for f in fields(gs.Settings)]


class SettingRow(Widget):
    """One setting: its label on the left, its control on the right."""

    def __init__(self, app: AppContext, name: str, rect: pygame.Rect) -> None:
        super().__init__(rect)
        self.app = app
        self.name = name
        self.buttons: list[Button] = []
        self._build()

    def value(self) -> Any:
        return getattr(self.app.settings, self.name)

    def set(self, value: Any) -> None:
        try:
            self.app.update_settings(**{self.name: value})
        except FeltsideError as exc:
            self.app.show_error(exc)

    def _build(self) -> None:
        r = self.rect
        x = r.x + int(r.w * 0.46)
        w = r.right - x
        h = r.h - 12
        default = next(f.default for f in fields(gs.Settings) if f.name == self.name)
        if self.name in CHOICES:
            options = list(CHOICES[self.name])
            bw = (w - 8 * (len(options) - 1)) // len(options)
            for i, opt in enumerate(options):
                b = Button((x + i * (bw + 8), r.y + 6, bw, h), partial(self.option_label, opt),
                           partial(self.set, opt), font_size=19, radius=10, icon=self._icon(opt))
                self.buttons.append(b)
        elif isinstance(default, bool):
            self.buttons.append(Button((x, r.y + 6, 150, h), lambda: self.app.tr("ui.on") if self.value()
                                       else self.app.tr("ui.off"), lambda: self.set(not self.value()),
                                       font_size=20, radius=10))
        else:
            self.buttons.append(Button((x, r.y + 6, 64, h), "−", lambda: self.step(-1), font_size=26,
                                       radius=10))
            self.buttons.append(Button((r.right - 64, r.y + 6, 64, h), "+", lambda: self.step(1),
                                       font_size=26, radius=10))

    def _icon(self, opt: Any) -> Callable[[], pygame.Surface | None] | None:
        """A picture for an option: the card back itself, a swatch of the felt."""
        if self.name == "card_back":
            return lambda: gfx.card_back(int(opt), 20)
        if self.name == "felt":
            def swatch() -> pygame.Surface:
                key = ("swatch", opt)
                surf = gfx._surf_cache.get(key)
                if surf is None:
                    surf = pygame.Surface((20, 20), pygame.SRCALPHA)
                    pygame.draw.circle(surf, gfx.FELT_COLOURS.get(str(opt), gfx.FELT_COLOURS["green"]), (10, 10), 9)
                    pygame.draw.circle(surf, gfx.GOLD_LIGHT, (10, 10), 9, 1)
                    gfx._surf_cache.put(key, surf)
                return surf
            return swatch
        return None

    def option_label(self, opt: Any) -> str:
        key = f"setting.{self.name}.{opt}"
        text = self.app.tr(key)
        return text if text != key else str(opt).upper()

    def steps(self) -> list[Any]:
        return list(STEPS.get(self.name, []))

    def step(self, direction: int) -> None:
        steps = self.steps()
        current = self.value()
        if not steps:
            if isinstance(current, int):
                self.set(current + direction)
            return
        if current in steps:
            i = steps.index(current)
        else:  # between steps: go to the nearest in that direction
            numeric = [(-1 if s is None else s) for s in steps]
            cur = -1 if current is None else current
            i = min(range(len(steps)), key=lambda k: abs(numeric[k] - cur))
        j = max(0, min(len(steps) - 1, i + direction))
        if steps[j] != current:
            self.set(steps[j])

    def value_text(self) -> str:
        v = self.value()
        if self.name.endswith("_volume"):
            return f"{round(v * 100)} %"
        if v is None:
            return self.app.tr("settings.none")
        if self.name.endswith("_cents"):
            return self.app.money(v)
        if self.name.endswith("_minutes"):
            return self.app.tr("ui.off") if v == 0 else self.app.tr("settings.minutes", n=v)
        if self.name.endswith("_seconds"):
            return self.app.tr("ui.off") if v == 0 else self.app.tr("settings.seconds", n=v)
        return str(v)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return any(b.handle_event(event) for b in self.buttons)

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        r = self.rect
        gfx.blit_text(surface, self.app.tr(f"setting.{self.name}"), 23, (r.x, r.centery), gfx.CREAM,
                      anchor="midleft", max_width=int(r.w * 0.45) - 10)
        value = self.value()
        for b in self.buttons:
            b.highlight = False
        if self.name in CHOICES:
            for b, opt in zip(self.buttons, CHOICES[self.name]):
                b.style = "gold" if opt == value else "dark"
        elif len(self.buttons) == 1:
            self.buttons[0].style = "green" if value else "dark"
        else:
            left, right = self.buttons
            mid = pygame.Rect(left.rect.right + 8, r.y + 6, right.rect.x - left.rect.right - 16, r.h - 12)
            pygame.draw.rect(surface, (0, 0, 0), mid, border_radius=10)
            pygame.draw.rect(surface, gfx.GOLD_DARK, mid, 1, border_radius=10)
            if self.name.endswith("_volume"):
                bar = mid.inflate(-16, -int(mid.h * 0.6))
                bar.w -= 64
                pygame.draw.rect(surface, (40, 40, 36), bar, border_radius=4)
                bar.w = int(bar.w * value)
                pygame.draw.rect(surface, gfx.GOLD, bar, border_radius=4)
                gfx.blit_text(surface, self.value_text(), 19, (mid.right - 10, mid.centery), gfx.CREAM,
                              "bold", anchor="midright")
            else:
                gfx.blit_text(surface, self.value_text(), 22, mid.center, gfx.GOLD_LIGHT, "bold",
                              anchor="center")
        for b in self.buttons:
            b.draw(surface)


def setting_rows(app: AppContext, names: Sequence[str], x: int, y: int, w: int, h: int = 62,
                 gap: int = 8) -> list[SettingRow]:
    """A column of setting rows (the Settings page, the Responsible gaming page)."""
    return [SettingRow(app, n, pygame.Rect(x, y + i * (h + gap), w, h)) for i, n in enumerate(names)]


class SettingsScene(PageScene):
    name = "settings"
    title_key = "settings.title"

    def build(self) -> None:
        p = self.PANEL
        known = {n for names in SECTIONS.values() for n in names}
        other = tuple(n for n in field_names() if n not in known)
        left = [("audio", SECTIONS["audio"]), ("look", SECTIONS["look"])] + (
            [("other", other)] if other else [])
        right = [("game", SECTIONS["game"]), ("responsible", SECTIONS["responsible"])]
        self.headers: list[tuple[str, tuple[int, int]]] = []
        self.widgets = []
        col_w = (p.w - 150) // 2
        for col, sections in enumerate((left, right)):
            x = p.x + 50 + col * (col_w + 50)
            y = p.y + 130
            shown = [(section, tuple(n for n in names if n in field_names())) for section, names in sections]
            count = sum(len(names) for _, names in shown)
            step = min(58, (p.bottom - 20 - y - 52 * len(shown)) // max(1, count))  # a long column: closer
            for section, names in shown:
                self.headers.append((section, (x, y)))
                y += 36
                rows = setting_rows(self.app, names, x, y, col_w, step - 6, 6)
                self.widgets.extend(rows)
                y += len(rows) * step + 16

    def draw_page(self, surface: pygame.Surface) -> None:
        for section, (x, y) in self.headers:
            gfx.blit_text(surface, self.app.tr(f"settings.section.{section}"), 22, (x, y), gfx.GOLD, "black")
        p = self.PANEL
        gfx.blit_text(surface, self.app.tr("settings.autosave"), 19, (p.right - 260, p.y + 60), gfx.MUTED,
                      anchor="midright")

