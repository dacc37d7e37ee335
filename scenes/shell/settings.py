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
from scenes.ui import card_art, gfx
from scenes.ui.page import PageScene
from scenes.ui.pointer_looks import reach
from scenes.ui.widgets.base import Button, Widget
from scenes.ui.widgets.focus import FocusTarget, button_target

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
    **{f"{period}_loss_limit_cents": [None, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000]
       for period in ("daily", "weekly", "monthly")},
    **{f"{period}_top_up_limit_cents": [None, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000]
       for period in ("daily", "weekly", "monthly")},
    "daily_time_limit_minutes": [None, 30, 60, 90, 120, 180, 240, 360, 480],
}
SECTIONS: dict[str, tuple[str, ...]] = {
    "audio": ("sound_on", "sound_volume", "music_volume", "dealer_voice"),
    "game": ("pace", "decision_seconds", "betting_seconds", "animation_speed", "reduced_motion", "dealer_log", "advisor",
             "vp_hint", "vp_max_confirm", "trainer", "bot_thinking"),
    "look": ("language", "ui_scale", "large_text", "felt", "card_back", "four_colour_deck", "fullscreen"),
    "responsible": ("reality_check_minutes", "session_loss_limit_cents", "session_time_limit_minutes"),
    # the limits kept in the save (gamelib.responsible): on the RESPONSIBLE GAMING page only
    "limits": ("daily_loss_limit_cents", "weekly_loss_limit_cents", "monthly_loss_limit_cents",
               "daily_top_up_limit_cents", "weekly_top_up_limit_cents", "monthly_top_up_limit_cents",
               "daily_time_limit_minutes"),
    # kept by the app itself, not the player's to set here (the window as left, the coach marks seen)
    "kept": ("window_width", "window_height", "window_x", "window_y", "window_maximised", "coach_marks_seen"),
}
RESPONSIBLE_FIELDS = SECTIONS["responsible"] + SECTIONS["limits"]


def field_names() -> list[str]:
    return [f.name for f in fields(gs.Settings)]


class SettingRow(Widget):
    """One setting: its label on the left, its control on the right."""

    def __init__(self, app: AppContext, name: str, rect: pygame.Rect, label_h: int = 0) -> None:
        super().__init__(rect)
        self.app = app
        self.name = name
        #: Over its control (a narrow column at a larger UI scale): the label's height; 0: beside it.
        self.label_h = label_h
        self.buttons: list[Button] = []
        #: Told the setting's name when the player changes it (Settings remembers its section).
        self.on_change: Callable[[str], None] | None = None
        self._build()

    def value(self) -> Any:
        return getattr(self.app.settings, self.name)

    def set(self, value: Any) -> None:
        if self.on_change is not None:
            self.on_change(self.name)
        try:
            self.app.update_settings(**{self.name: value})
        except FeltsideError as exc:
            self.app.show_error(exc)

    def label_room(self) -> int:
        """How wide the setting's name may be drawn (left of its control, or over it)."""
        return self.rect.w if self.label_h else int(self.rect.w * 0.45) - 10

    def control(self) -> pygame.Rect:
        """Where its buttons go: the right part of the row, or under the label."""
        r = self.rect
        if self.label_h:
            return pygame.Rect(r.x, r.y + self.label_h - 6, r.w, r.h - self.label_h + 6)
        x = r.x + int(r.w * 0.46)
        return pygame.Rect(x, r.y, r.right - x, r.h)

    def _build(self) -> None:
        c = self.control()
        r = pygame.Rect(self.rect.x, c.y, self.rect.w, c.h)
        x = c.x
        w = c.w
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
            self.buttons.append(Button((x, r.y + 6, gfx.ui_px(150), h), lambda: self.app.tr("ui.on") if self.value()
                                       else self.app.tr("ui.off"), lambda: self.set(not self.value()),
                                       font_size=20, radius=10))
        else:
            self.buttons.append(Button((x, r.y + 6, gfx.ui_px(64), h), "−", lambda: self.step(-1), font_size=26,
                                       radius=10))
            self.buttons.append(Button((r.right - gfx.ui_px(64), r.y + 6, gfx.ui_px(64), h), "+", lambda: self.step(1),
                                       font_size=26, radius=10))

    def _icon(self, opt: Any) -> Callable[..., pygame.Surface | None] | None:
        """A picture for an option: the card back itself, a swatch of the felt (``scale``: made for a
        window's pixels)."""
        if self.name == "card_back":
            return lambda scale=1.0: card_art.card_back(int(opt), round(gfx.ui_px(20) * scale))
        if self.name == "felt":
            def swatch(scale: float = 1.0) -> pygame.Surface:  # made at the pixels it covers
                d = round(gfx.ui_px(20) * scale)
                key = ("swatch", opt, d)
                surf = gfx.surface_cache.get(key)
                if surf is None:
                    surf = pygame.Surface((d, d), pygame.SRCALPHA)
                    c = d // 2
                    pygame.draw.circle(surf, gfx.FELT_COLOURS.get(str(opt), gfx.FELT_COLOURS["green"]), (c, c), c - 1)
                    pygame.draw.circle(surf, gfx.GOLD_LIGHT, (c, c), c - 1, 1)
                    gfx.surface_cache.put(key, surf)
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
        """The row; under a clip (the pointer lit or left a button: ``PageScene.changed_by_pointer``)
        only its parts the clip reaches: a hover lays the button that changed, not its row."""
        r = self.rect
        clip = surface.get_clip()
        label_y = r.y + self.label_h // 2 if self.label_h else r.centery
        if clip.colliderect((r.x, r.y, self.label_room(), self.label_h or r.h)):
            gfx.blit_text(surface, self.app.tr(f"setting.{self.name}"), 23, (r.x, label_y), gfx.CREAM,
                          anchor="midleft", max_width=self.label_room())
        c = self.control()
        r = pygame.Rect(r.x, c.y, r.w, c.h)
        value = self.value()
        for b in self.buttons:
            b.highlight = False
        if self.name in CHOICES:
            for b, opt in zip(self.buttons, CHOICES[self.name]):
                b.style = "gold" if opt == value else "dark"
        elif len(self.buttons) == 1:
            self.buttons[0].style = "green" if value else "dark"
        elif clip.colliderect((self.buttons[0].rect.right, r.y, self.buttons[1].rect.x - self.buttons[0].rect.right, r.h)):
            left, right = self.buttons
            mid = pygame.Rect(left.rect.right + 8, r.y + 6, right.rect.x - left.rect.right - 16, r.h - 12)
            gfx.rect(surface, (0, 0, 0), mid, border_radius=10)
            gfx.rect(surface, gfx.GOLD_DARK, mid, 1, border_radius=10)
            if self.name.endswith("_volume"):
                bar = mid.inflate(-16, -int(mid.h * 0.6))
                bar.w -= gfx.ui_px(64)
                gfx.rect(surface, (40, 40, 36), bar, border_radius=4)
                bar.w = int(bar.w * value)
                gfx.rect(surface, gfx.GOLD, bar, border_radius=4)
                gfx.blit_text(surface, self.value_text(), 19, (mid.right - 10, mid.centery), gfx.CREAM,
                              "bold", anchor="midright")
            else:
                gfx.blit_text(surface, self.value_text(), 22, mid.center, gfx.GOLD_LIGHT, "bold",
                              anchor="center", max_width=mid.w - 12)
        for b in self.buttons:
            if clip.colliderect(reach(b)):
                b.draw(surface)


def setting_rows(app: AppContext, names: Sequence[str], x: int, y: int, w: int, h: int = 62,
                 gap: int = 8, label_h: int = 0) -> list[SettingRow]:
    """A column of setting rows (the Settings page, the Responsible gaming page); ``label_h``:
    each label over its control, in that height."""
    return [SettingRow(app, n, pygame.Rect(x, y + i * (h + gap), w, h), label_h) for i, n in enumerate(names)]


class SettingsScene(PageScene):
    """Every setting. At 100 % two columns of sections; at a larger UI scale one section at a
    time (a tab for each above it), one wide column whose rows grow with the texts."""

    name = "settings"
    title_key = "settings.title"
    #: The sections in the order of the tabs (a larger UI scale shows one at a time).
    ORDER = ("audio", "look", "game", "responsible", "other")

    def sections(self) -> list[tuple[str, tuple[str, ...]]]:
        """Every section with its settings (those gamelib has), ``other`` for any not placed."""
        names = field_names()
        known = {n for group in SECTIONS.values() for n in group}
        out = {section: tuple(n for n in group if n in names) for section, group in SECTIONS.items()}
        out["other"] = tuple(n for n in names if n not in known)
        return [(s, out[s]) for s in self.ORDER if out.get(s)]

    def paged(self) -> bool:
        """One section at a time: the player's UI scale is over 100 %."""
        return gfx.ui_scale() > 1.0

    def build(self) -> None:
        self.headers: list[tuple[str, tuple[int, int]]] = []
        self.widgets = []
        self.tabs: dict[str, Button] = {}
        self.rows: list[SettingRow] = []
        if self.paged():
            self._build_paged()
        else:
            self._build_columns()
        for row in self.rows:
            row.on_change = self._changed
        self.widgets = [*self.tabs.values(), *self.rows]

    def _build_columns(self) -> None:
        p = self.PANEL
        shown: dict[str, tuple[str, ...]] = dict(self.sections())
        columns: list[list[str]] = [[n for n in ("audio", "look", "other") if n in shown],
                                    [n for n in ("game", "responsible") if n in shown]]
        col_w = (p.w - 150) // 2
        for col, column in enumerate(columns):
            x = p.x + 50 + col * (col_w + 50)
            y = p.y + 130
            count = sum(len(shown[n]) for n in column)
            step = min(58, (p.bottom - 20 - y - 52 * len(column)) // max(1, count))  # a long column: closer
            for section in column:
                self.headers.append((section, (x, y)))
                y += 36
                rows = setting_rows(self.app, shown[section], x, y, col_w, step - 6, 6)
                self.rows.extend(rows)
                y += len(rows) * step + 16

    def _build_paged(self) -> None:
        p = self.PANEL
        sections = self.sections()
        names = [s for s, _ in sections]
        if getattr(self, "section", None) not in names:
            last = getattr(self, "last_changed", None)
            self.section = next((s for s, group in sections if last in group), names[0])
        x, w = p.x + 50, p.w - 100
        tab_y, tab_h, gap = p.y + 126, gfx.ui_px(58), 14
        labels = [self.app.tr(f"settings.section.{s}") for s in names]
        with gfx.designed_text():
            natural = [gfx.font(22, "bold").size(label)[0] + 48 for label in labels]
        room = w - gap * (len(names) - 1)
        widths = [max(room // len(names) * 2 // 3, room * n // sum(natural)) for n in natural]
        widths[-1] += room - sum(widths)
        tx = x
        for section, tw in zip(names, widths):
            self.tabs[section] = Button((tx, tab_y, tw, tab_h), partial(self.app.tr, f"settings.section.{section}"),
                                        partial(self.show, section), font_size=22, radius=12)
            tx += tw + gap
        group = dict(sections)[self.section]
        y = tab_y + tab_h + 30
        step = min(gfx.ui_px(70), (p.bottom - 24 - y) // max(1, len(group)))
        self.rows = setting_rows(self.app, group, x, y, w, step - 8, 8)

    def _changed(self, name: str) -> None:
        self.last_changed = name

    def show(self, section: str) -> None:
        """Bring a section's settings on (a larger UI scale: one section at a time)."""
        self.section = section
        self.build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and (self._along_row(event) or self.paged() and self._page_key(event)):
            return True
        return super().handle_event(event)

    def _along_row(self, event: pygame.event.Event) -> bool:
        """Left / Right on a setting's option move to the option beside it in the same row (the
        nearest button that way may be in the row above when the rows' options differ in width)."""
        focus = self.manager.focus if self.manager is not None else None
        step = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}.get(event.key)
        if focus is None or not focus.visible or step is None or event.mod & pygame.KMOD_CTRL:
            return False
        keys = self._row_keys()
        if focus.current not in keys:
            return False
        i = keys.index(focus.current) + step
        if not 0 <= i < len(keys) or keys[i][:2] != keys[i - step][:2]:
            return False
        focus.current = keys[i]
        return True

    def _page_key(self, event: pygame.event.Event) -> bool:
        """Page Up / Down show the section before / after; Tab past a section's last setting
        (Shift+Tab before its first) goes on into the next (previous) section."""
        names = [s for s, _ in self.sections()]
        i = names.index(self.section)
        if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.show(names[(i + (1 if event.key == pygame.K_PAGEDOWN else -1)) % len(names)])
            return True
        focus = self.manager.focus if self.manager is not None else None
        if event.key != pygame.K_TAB or focus is None or not focus.visible or event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        back = bool(event.mod & pygame.KMOD_SHIFT)
        keys = self._row_keys()
        if not keys or focus.current != keys[0 if back else -1]:
            return False
        j = i + (-1 if back else 1)
        if not 0 <= j < len(names):
            return False
        self.show(names[j])
        keys = self._row_keys()
        if keys:
            focus.current = keys[-1 if back else 0]
        return True

    def _row_keys(self) -> list[tuple[str, str, int]]:
        return [("row", row.name, i) for row in self.rows for i, b in enumerate(row.buttons)
                if button_target(None, b) is not None]

    def focus_targets(self) -> list[FocusTarget]:
        """The tabs (a larger UI scale), every row's buttons, then CLOSE: named by what they set,
        so the focus stays on its button when the page is laid out again (a new UI scale)."""
        targets = [button_target(("tab", s), b) for s, b in self.tabs.items()]
        for row in self.rows:
            targets += [button_target(("row", row.name, i), b) for i, b in enumerate(row.buttons)]
        targets.append(button_target(("close",), self.close_button))
        return [t for t in targets if t is not None]

    def label_factor(self) -> float:
        """The one factor every setting's label is drawn at: the player's scale, or less so that
        the longest label of any section fits its room (so rows keep one size, section to section)."""
        rooms = [(self.app.tr(f"setting.{row.name}"), 23, "regular", row.label_room()) for row in self.rows]
        if self.paged():
            room = self.rows[0].label_room() if self.rows else 1
            rooms = [(self.app.tr(f"setting.{n}"), 23, "regular", room)
                     for _, group in self.sections() for n in group]
        return gfx.box_factor(rooms)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        with gfx.box_scale(self.label_factor()):
            super().draw_widgets(surface)

    def draw_page(self, surface: pygame.Surface) -> None:
        """The sections' headings and the autosave note; under a clip (a hover) only those it reaches."""
        clip = surface.get_clip()
        with gfx.box_scale(gfx.box_factor([(self.app.tr(f"settings.section.{s}"), 22, "black", 600)
                                           for s, _ in self.headers])):
            high = gfx.font(22, "black").get_linesize()
            for section, (x, y) in self.headers:
                if clip.colliderect((x, y, 600, high)):
                    gfx.blit_text(surface, self.app.tr(f"settings.section.{section}"), 22, (x, y), gfx.GOLD,
                                  "black")
        if self.paged() and self.section in self.tabs:
            for section, tab in self.tabs.items():
                tab.style = "gold" if section == self.section else "dark"
        p = self.PANEL
        right, room = self.close_button.rect.x - 30, self.close_button.rect.x - 30 - p.x - 460
        if clip.colliderect((right - room, p.y + 60 - gfx.ui_px(20), room, gfx.ui_px(40))):
            gfx.blit_text(surface, self.app.tr("settings.autosave"), 19, (right, p.y + 60), gfx.MUTED,
                          anchor="midright", max_width=room)
