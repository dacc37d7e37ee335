"""Pop-ups: a modal message dialog (a transparent scene) and the short toast line.

Errors reach the player as one translated sentence: ``error_text(exc, lang)`` uses the
error's ``key`` and ``params`` (gamelib.errors) and falls back to its English message.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.i18n import has, tr
from gamelib.money import format_money
from scenes.ui import gfx
from scenes.ui.manager import PopUp, soonest
from scenes.ui.widgets.base import Button, Widget

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

_MONEY_PARAMS = ("amount", "minimum", "maximum", "refunded")


def error_text(exc: BaseException, lang: str = "en") -> str:
    """One sentence for the player, translated by the error's key when we know it."""
    key = getattr(exc, "key", None)
    params: dict[str, Any] = dict(getattr(exc, "params", None) or {})
    for name in _MONEY_PARAMS:
        if isinstance(params.get(name), int) and not isinstance(params.get(name), bool):
            params[name] = format_money(params[name], lang)
    if key and has(key, lang):
        return tr(key, lang, **params)
    return str(exc) or tr("error.generic", lang)


class MessageDialog(PopUp):
    """A modal pop-up over the current scene: title, a few lines, and buttons."""

    name = "dialog"
    draws_natively = True

    def __init__(self, app: AppContext, title: str | Callable[[], str], body: str | Callable[[], str],
                 buttons: Sequence[tuple[str | Callable[[], str], Callable[[], None] | None]] = (),
                 width: int = 900, tone: str = "info") -> None:
        super().__init__(app)
        self.title = title
        self.body = body
        self.width = width
        self.tone = tone
        specs = list(buttons) or [(lambda: app.tr("ui.ok"), None)]
        self.buttons: list[Button] = []
        self._specs = specs
        self._layout()

    def box_width(self) -> int:
        """Its width: as asked at 100 %, wider with the UI scale (never past the screen)."""
        return min(gfx.ui_px(self.width), gfx.LOGICAL_SIZE[0] - 120)

    def _layout(self) -> None:
        body = self.body() if callable(self.body) else self.body
        w = self.box_width()
        block = gfx.text_block(body, 28, w - 100)
        h = min(gfx.ui_px(150) + block.get_height() + gfx.ui_px(120), gfx.LOGICAL_SIZE[1] - 40)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = (gfx.LOGICAL_SIZE[0] // 2, gfx.LOGICAL_SIZE[1] // 2)
        self.buttons = []
        n = len(self._specs)
        bw, bh, gap = gfx.ui_px(240), gfx.ui_px(68), 30
        bw = min(bw, (w - 60 - (n - 1) * gap) // n)
        x = self.rect.centerx - (n * bw + (n - 1) * gap) // 2
        for i, (label, action) in enumerate(self._specs):
            style = "gold" if i == n - 1 else "dark"
            self.buttons.append(Button((x + i * (bw + gap), self.rect.bottom - gfx.ui_px(100), bw, bh), label,
                                       self._closer(action), style=style,
                                       hotkey="Enter" if i == n - 1 else ""))

    def language_changed(self) -> None:
        """A new language or UI scale: laid out again for its texts."""
        self._layout()

    def _closer(self, action: Callable[[], None] | None) -> Callable[[], None]:
        def run() -> None:
            self.close()
            if action is not None:
                action()
        return run

    def handle_event(self, event: pygame.event.Event) -> bool:
        ring = self.manager.focus if self.manager is not None else None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE):
            return False  # the keyboard focus moves over the buttons (SceneManager)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if ring is not None and ring.focused(self.focus_targets()) is not None:
                return False  # Enter presses the focused button
            self.buttons[-1].click()
            return True
        for b in self.buttons:
            if b.handle_event(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        for b in self.buttons:
            b.update(dt)

    def next_change(self) -> float | None:
        """A pop-up stands still (its buttons say when one is held)."""
        return soonest(b.next_change() for b in self.buttons)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        gfx.veil(surface, 150)
        gfx.draw_shadow(surface, (self.rect.x - 16, self.rect.y - 8), self.rect.size, 24, 160, 16)
        gfx.draw_panel(surface, self.rect, (14, 30, 22, 248), gfx.GOLD, 24, 3, glow=True)

    def draw_content(self, surface: pygame.Surface) -> None:
        title = self.title() if callable(self.title) else self.title
        colour = gfx.GOLD if self.tone != "error" else (240, 120, 100)
        line_y = self.rect.y + gfx.ui_px(100)
        if gfx.ui_scale() == 1.0:
            gfx.blit_text(surface, title, 40, (self.rect.centerx, self.rect.y + 36), colour, "black",
                          anchor="midtop", max_width=self.rect.width - 60)
        else:  # larger: centred over the line, clear of it
            gfx.blit_text(surface, title, 40, (self.rect.centerx, line_y - gfx.ui_px(32)), colour, "black",
                          anchor="center", max_width=self.rect.width - 60)
        gfx.line(surface, gfx.GOLD_DARK, (self.rect.x + 60, line_y), (self.rect.right - 60, line_y), 2)
        body = self.body() if callable(self.body) else self.body
        top = self.rect.y + gfx.ui_px(130)
        gfx.blit_text_block(surface, body, 28, self.rect.w - 100, (self.rect.x + 50, top),
                            height=self.buttons[0].rect.y - 20 - top if self.buttons else None)
        for b in self.buttons:
            b.draw(surface)
        self.looks_drawn()

    def pointer_widgets(self) -> list[Widget]:
        """A dialog shows the pointer only on its buttons."""
        return list(self.buttons)


class Toast:
    """A one-line message at the top that stays a few seconds, then fades (its last ``FADE`` s)."""

    FADE = 0.5

    def __init__(self, message: str, seconds: float = 3.2, tone: str = "error") -> None:
        self.message = message
        self.seconds = seconds
        self.age = 0.0
        self.tone = tone
        self.shown = False  # drawn once: the window shows it

    @property
    def done(self) -> bool:
        return self.age >= self.seconds

    def update(self, dt: float) -> None:
        self.age += dt

    def still_for(self) -> float:
        """Seconds it still looks as it does now: until it starts to fade (0.0 until it is shown, and
        while it fades)."""
        return max(0.0, self.seconds - self.FADE - self.age) if self.shown else 0.0

    def draw(self, surface: pygame.Surface, y: int = 120) -> None:
        self.shown = True
        alpha = 255
        if self.age > self.seconds - self.FADE:
            alpha = max(0, int(255 * (self.seconds - self.age) / self.FADE))
        size = 30 if not gfx.text_scaled() else gfx.fit_size(self.message, 30, surface.get_width() - 160, 200, "bold")
        label = gfx.text(self.message, size, gfx.WHITE, "bold")
        w, h = label.get_width() + 80, max(64, min(label.get_height() + 12, 74))  # under the next toast's 76
        fill = (120, 24, 24, 235) if self.tone == "error" else (16, 60, 36, 235)
        x = surface.get_width() // 2 - w // 2

        def made(scale: float) -> pygame.Surface:  # the box and its words at the pixels drawn
            bw, bh = round((x + w) * scale) - round(x * scale), round((y + h) * scale) - round(y * scale)
            box = gfx.panel((bw, bh), fill, gfx.GOLD, round(32 * scale), max(1, round(2 * scale)), scale=scale)
            words = gfx.text_at_scale(self.message, size, scale, gfx.WHITE, "bold")
            if alpha < 255 or scale != 1.0:
                box = box.copy()
                box.blit(words, words.get_rect(center=(bw // 2, bh // 2)))
                box.set_alpha(alpha)
            return box

        if alpha < 255 or not isinstance(surface, pygame.Surface):
            gfx.blit_art(surface, made, (w, h), (x, y))
            return
        gfx.draw_panel(surface, pygame.Rect(x, y, w, h), fill, gfx.GOLD, 32, 2)
        surface.blit(label, label.get_rect(center=(x + w // 2, y + h // 2)))
