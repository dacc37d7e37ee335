"""Widget, Button, Label and Panel: the building blocks every screen uses.

A widget has a ``rect`` in logical pixels, ``handle_event`` (True if it used the
event), ``update(dt)`` and ``draw(surface)``. Texts are given as functions so a
language switch shows at once; renders are cached by their content.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable

import pygame

from scenes.ui import gfx, sound
from scenes.ui.canvas import Canvas

TextSource = str | Callable[[], str]

#: The least physical px a button's hotkey is drawn at: five ninths of a 1080p label scaled
#: by 2/3 in a 1280x720 window was 8 px (its letters 6 px tall). 11 is the lobby's page hints'
#: (16 logical px at 2/3), which their two-line labels (GIOCO / RESPONSABILE) leave room for.
HOTKEY_LEAST_PX = 11

BUTTON_STYLES: dict[str, tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]] = {
    # top colour, bottom colour, text colour
    "gold": ((246, 212, 110), (176, 128, 34), (40, 26, 6)),
    "dark": ((44, 58, 50), (16, 24, 20), gfx.CREAM),
    "green": ((60, 180, 96), (18, 104, 52), gfx.WHITE),
    "red": ((214, 72, 64), (128, 22, 26), gfx.WHITE),
    "blue": ((80, 140, 224), (26, 66, 150), gfx.WHITE),
}


def resolve(source: TextSource) -> str:
    return source() if callable(source) else source


class Widget:
    """Something on screen with a rectangle."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.rect = pygame.Rect(rect)
        self.visible = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None:
        pass

    def next_change(self) -> float | None:
        """Seconds until it changes without an event (None: it waits for one); see Scene."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        pass


def _scaled_size(size: tuple[int, int], scale: float) -> tuple[int, int]:
    return max(1, round(size[0] * scale)), max(1, round(size[1] * scale))


#: Each cached text render's copies at an alpha, kept as long as the render is: the same render
#: fades to the same surface, so a recorded layer knows an unchanged hotkey as unchanged (a new
#: copy at each recording made every hotkey a change, laid again with its button: issue 27).
_FADED: weakref.WeakKeyDictionary[pygame.Surface, dict[int, pygame.Surface]] = weakref.WeakKeyDictionary()


def _faded(surf: pygame.Surface, alpha: int) -> pygame.Surface:
    """A cached text render drawn at ``alpha`` (a copy: the cache keeps the opaque one)."""
    kept = _FADED.setdefault(surf, {})
    out = kept.get(alpha)
    if out is None:
        out = kept[alpha] = surf.copy()
        out.set_alpha(alpha)
    return out


def _gradient_button(size: tuple[int, int], style: str, state: str, radius: int,
                     scale: float = 1.0) -> pygame.Surface:
    """A button's body at ``size`` pixels (``scale``: physical px per logical px, for its edges)."""
    key = ("button", size, style, state, radius, scale)
    cached = gfx.surface_cache.get(key)
    if cached is not None:
        return cached
    top, bottom, _ = BUTTON_STYLES.get(style, BUTTON_STYLES["dark"])
    if state == "disabled":
        top, bottom = (70, 74, 72), (42, 46, 44)
    elif state == "hover":
        top = tuple(min(255, c + 24) for c in top)  # type: ignore[assignment]
        bottom = tuple(min(255, c + 24) for c in bottom)  # type: ignore[assignment]
    elif state == "pressed":
        top, bottom = bottom, top
    w, h = size
    grad = pygame.Surface((1, h))
    for y in range(h):
        t = y / max(1, h - 1)
        grad.set_at((0, y), [int(a + (b - a) * t) for a, b in zip(top, bottom)])
    grad = pygame.transform.scale(grad, (w, h))
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    out.blit(grad, (0, 0))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    edge = gfx.GOLD_LIGHT if style != "gold" else (255, 236, 170)
    if state == "disabled":
        edge = (96, 98, 96)
    pygame.draw.rect(out, edge, out.get_rect(), max(1, round(2 * scale)), border_radius=radius)
    # a thin inner shine line at the top
    if state != "disabled":
        shine_y = round(3 * scale)
        pygame.draw.line(out, (255, 255, 255, 60), (radius, shine_y), (w - radius, shine_y), max(1, round(scale)))
    return gfx.surface_cache.put(key, out)


def legible_hotkey_size(size: int, scale: float) -> int:
    """``size`` (logical px), raised until it is drawn at least ``HOTKEY_LEAST_PX`` physical px
    tall at ``scale`` physical px per logical px (a small window)."""
    while scale > 0 and round(max(gfx.text_px(size), gfx.gfx_floor()) * scale) < HOTKEY_LEAST_PX:
        size += 1
    return size


class Button(Widget):
    """A clickable button with its hotkey shown on it, hover/press looks and a disabled state.

    ``on_hold`` with ``hold_seconds``: keeping the mouse down that long calls it instead of
    ``on_click`` (UNDO held = clear). ``enabled`` may be a function, asked every frame.
    """

    #: The hotkey's designed text size (None: five ninths of the label's, at least 12).
    hotkey_size: int | None = None

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: TextSource,
                 on_click: Callable[[], None] | None = None, *, hotkey: str = "",
                 style: str = "dark", enabled: bool | Callable[[], bool] = True,
                 font_size: int | None = None, on_hold: Callable[[], None] | None = None,
                 hold_seconds: float = 0.8, radius: int | None = None,
                 icon: Callable[..., pygame.Surface | None] | None = None) -> None:
        super().__init__(rect)
        self.icon = icon
        self.label = label
        self.on_click = on_click
        self.hotkey = hotkey
        self.style = style
        self._enabled = enabled
        self.font_size = font_size or max(16, min(30, int(self.rect.height * 0.36)))
        self.on_hold = on_hold
        self.hold_seconds = hold_seconds
        self.radius = radius if radius is not None else min(14, self.rect.height // 3)
        self.hovered = False
        self.pressed = False
        self._held_for = 0.0
        self._hold_fired = False
        self.highlight = False

    @property
    def enabled(self) -> bool:
        return bool(self._enabled() if callable(self._enabled) else self._enabled)

    @enabled.setter
    def enabled(self, value: bool | Callable[[], bool]) -> None:
        self._enabled = value

    def click(self) -> bool:
        """Press it from code or a hotkey; False when disabled."""
        if not self.visible or not self.enabled:
            return False
        sound.play_sound("button", 0.5)
        if self.on_click is not None:
            self.on_click()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.pressed = True
                self._held_for = 0.0
                self._hold_fired = False
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            if self._hold_fired:
                return True
            if self.rect.collidepoint(event.pos):
                self.click()
            return True
        return False

    def next_change(self) -> float | None:
        """While held down: the moment its hold action fires."""
        if self.pressed and self.on_hold is not None and not self._hold_fired:
            return max(0.0, self.hold_seconds - self._held_for)
        return None

    def update(self, dt: float) -> None:
        if self.pressed and self.on_hold is not None and not self._hold_fired:
            self._held_for += dt
            if self._held_for >= self.hold_seconds:
                self._hold_fired = True
                if self.enabled:
                    self.on_hold()

    def _icon_at(self, scale: float) -> pygame.Surface:
        """The icon made for ``scale`` physical px per logical px: an icon that takes a ``scale``
        makes itself at that size (crisp); one that does not is scaled (soft)."""
        assert self.icon is not None
        if scale == 1.0:
            return self.icon() or pygame.Surface((1, 1), pygame.SRCALPHA)
        try:
            made = self.icon(scale)
        except TypeError:
            made = None
        if made is None:
            logical = self.icon() or pygame.Surface((1, 1), pygame.SRCALPHA)
            size = (max(1, round(logical.get_width() * scale)), max(1, round(logical.get_height() * scale)))
            made = pygame.transform.smoothscale(logical, size)
        return made

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        enabled = self.enabled
        state = "disabled" if not enabled else "pressed" if self.pressed else "hover" if self.hovered else "normal"
        y_off = 2 if state == "pressed" else 0
        if state != "pressed":
            gfx.draw_shadow(surface, (self.rect.x - 6, self.rect.y - 3), self.rect.size, self.radius, 90, 6)
        gfx.blit_art(surface, lambda s: _gradient_button(_scaled_size(self.rect.size, s), self.style, state,
                                                        round(self.radius * s), s),
                     self.rect.size, (self.rect.x, self.rect.y + y_off))
        if self.highlight and enabled:
            gfx.rect(surface, gfx.GOLD_LIGHT, self.rect.inflate(6, 6), 3, border_radius=self.radius + 3)
        colour = BUTTON_STYLES.get(self.style, BUTTON_STYLES["dark"])[2] if enabled else gfx.DISABLED
        label = resolve(self.label)
        cx = self.rect.centerx
        cy = self.rect.centery + y_off
        size, room = self.font_size, self.rect.height - 6
        if self.hotkey:
            hk_size = self.hotkey_size or max(12, self.font_size * 5 // 9)
            if gfx.text_scaled():  # larger texts: the hotkey (from the smallest text drawn) and the label share the height
                hk_size = gfx.fit_size(self.hotkey, max(hk_size, gfx._floor[-1]), self.rect.width - 12,
                                       self.rect.height // 3, "bold")
            hk_size = legible_hotkey_size(hk_size, surface.scale if isinstance(surface, Canvas) else 1.0)
            hk = gfx.text(self.hotkey, hk_size, colour, "bold")
            cy -= hk.get_height() // 3
            room -= hk.get_height() * 2 // 3
            gfx.blit_art(surface, lambda s: _faded(gfx.text_at_scale(self.hotkey, hk_size, s, colour, "bold"), 170),
                         hk.get_size(), (cx, self.rect.bottom - 3 + y_off), "midbottom")
        width = self.rect.width - 16
        picture = self.icon() if self.icon is not None else None
        if picture is not None:  # a small picture on the left, the label centred in the rest
            gfx.blit_art(surface, self._icon_at, picture.get_size(), (self.rect.x + 8, cy), "midleft")
            shift = picture.get_width() + 6
            cx += shift // 2
            width -= shift
        if gfx.text_scaled():
            size = gfx.fit_size(label, size, width, room, "bold")
        gfx.blit_text(surface, label, size, (cx, cy), colour, "bold", anchor="center", max_width=width)


class Label(Widget):
    """A line of text anchored at a point."""

    def __init__(self, pos: tuple[int, int], text: TextSource, size: int = 24,
                 colour: tuple[int, int, int] = gfx.CREAM, weight: str = "regular",
                 anchor: str = "topleft", shadow: bool = False, max_width: int | None = None) -> None:
        super().__init__((pos[0], pos[1], 0, 0))
        self.pos = pos
        self.text = text
        self.size = size
        self.colour = colour
        self.weight = weight
        self.anchor = anchor
        self.shadow = shadow
        self.max_width = max_width

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible:
            self.rect = gfx.blit_text(surface, resolve(self.text), self.size, self.pos, self.colour,
                                      self.weight, self.anchor, self.shadow, self.max_width)


class Panel(Widget):
    """A translucent rounded panel with a gold edge and an optional title."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], title: TextSource = "",
                 radius: int = 18, fill: tuple[int, ...] = (*gfx.PANEL, 225), shadow: bool = True) -> None:
        super().__init__(rect)
        self.title = title
        self.radius = radius
        self.fill = fill
        self.shadow = shadow

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if self.shadow:
            gfx.draw_shadow(surface, (self.rect.x - 10, self.rect.y - 4), self.rect.size, self.radius)
        gfx.draw_panel(surface, self.rect, self.fill, radius=self.radius)
        title = resolve(self.title)
        if title:
            gfx.blit_text(surface, title, 22, (self.rect.centerx, self.rect.y + 14), gfx.GOLD, "bold",
                          anchor="midtop")
