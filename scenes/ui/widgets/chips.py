"""The chip rack (select a chip, 1…N) and bet spots with their chip stacks.

Both only show the BetSlip's state: a chip is enabled when ``slip.chip_enabled``;
a spot's amount, cap and "needs the main bet" come from the slip and its SpotRule.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from scenes.ui import card_art, gfx, resources, sound
from scenes.ui.widgets.base import TextSource, Widget, resolve
from scenes.ui.widgets.marks import win_spot


def chip_stack(amount: int, chips: tuple[int, ...]) -> list[int]:
    """The chips that make ``amount`` (largest first, greedy; the rest shown as the smallest).

    >>> chip_stack(1260, (10, 50, 100, 500, 2500))
    [500, 500, 100, 100, 50, 10]
    """
    out: list[int] = []
    left = amount
    for value in sorted(chips, reverse=True):
        while left >= value and len(out) < 40:
            out.append(value)
            left -= value
    if left > 0 and chips:
        out.append(min(chips))
    return out


class ChipRack(Widget):
    """Chips in a row: click or press 1…N to select; chips the balance cannot cover are greyed."""

    def __init__(self, pos: tuple[int, int], chips: tuple[int, ...], enabled: Callable[[int], bool],
                 diameter: int = 92, gap: int = 18) -> None:
        n = len(chips)
        super().__init__((pos[0], pos[1], n * diameter + (n - 1) * gap, diameter + 40))
        self.chips = tuple(sorted(chips))
        self.is_enabled = enabled
        self.diameter = diameter
        self.gap = gap
        self.selected: int | None = self.chips[0] if self.chips else None
        self.hover: int | None = None

    def chip_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x + i * (self.diameter + self.gap), self.rect.y + 14,
                           self.diameter, self.diameter)

    def select_index(self, i: int) -> bool:
        """Key ``i + 1``: select that chip if enabled."""
        if 0 <= i < len(self.chips) and self.is_enabled(self.chips[i]):
            self.selected = self.chips[i]
            sound.play_sound("chip", 0.4)
            return True
        return False

    def current(self) -> int | None:
        """The selected chip, stepped down to the largest enabled one if the balance shrank."""
        if self.selected is not None and self.is_enabled(self.selected):
            return self.selected
        for value in reversed(self.chips):
            if value <= (self.selected or 0) and self.is_enabled(value):
                return value
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i in range(len(self.chips)) if self.chip_rect(i).collidepoint(event.pos)),
                              None)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(len(self.chips)):
                if self.chip_rect(i).collidepoint(event.pos):
                    self.select_index(i)
                    return True
        return False

    def _chip_at(self, value: int, enabled: bool, scale: float) -> pygame.Surface:
        """A rack chip (greyed when it cannot be bet) made at ``scale`` physical px per logical px."""
        return _rack_chip(value, enabled, _scaled_diameter(self.diameter, scale))

    def draw(self, surface: pygame.Surface) -> None:
        current = self.current()
        for i, value in enumerate(self.chips):
            r = self.chip_rect(i)
            enabled = self.is_enabled(value)
            lift = 12 if value == current else (4 if i == self.hover and enabled else 0)
            centre = (r.centerx, r.centery - lift)
            gfx.draw_shadow(surface, (r.x - 1, r.y + 4), (self.diameter - 10, self.diameter - 10),
                            self.diameter // 2, 120, 6)
            gfx.blit_art(surface, partial(self._chip_at, value, enabled), (self.diameter, self.diameter), centre,
                         "center")
            if value == current:
                gfx.circle(surface, gfx.GOLD_LIGHT, centre, self.diameter // 2 + 5, 4)
            gfx.blit_text(surface, str(i + 1), 18, (r.centerx, r.bottom + 6),
                          gfx.GOLD_LIGHT if enabled else gfx.DISABLED, "bold", anchor="midtop",
                          max_width=self.diameter)


def stack_shadow(d: int, scale: float = 1.0) -> pygame.Surface:
    """The soft oval shadow a stack ``d`` px wide casts on the felt (cached; house, #28)."""
    w, h = max(2, round(d * 1.1 * scale)), max(2, round(d * 0.42 * scale))
    out = gfx.surface_cache.get(("stack-shadow", w, h))
    if out is None:
        out = pygame.Surface((w, h), pygame.SRCALPHA)
        for i in range(6, 0, -1):
            pygame.draw.ellipse(out, (0, 0, 0, 34), out.get_rect().inflate(-w * i // 9, -h * i // 9))
        out = gfx.surface_cache.put(("stack-shadow", w, h), out)
    return out


def _scaled_diameter(d: int, scale: float) -> int:
    return max(1, round(d * scale))


def _rack_chip(value: int, enabled: bool, d: int) -> pygame.Surface:
    img = card_art.chip(value, d)
    return img if enabled else _greyed(img, value, d)


def chip_stack_image(amount: int, chips: tuple[int, ...], d: int, max_chips: int = 10) -> pygame.Surface:
    """A stack of the chips making ``amount``, largest at the bottom, ``d`` px wide."""
    stack = chip_stack(amount, chips)[:max_chips]
    face_h = int(d * 0.62)
    try:
        sides = [resources.chip_side_image(v, d) for v in stack]
        step = max(3, int(sides[0].get_height() * 0.62)) if sides else 0
    except Exception:  # no side art: flat chips offset upwards
        sides, step = [], max(4, d // 11)
    n = len(stack)
    side_h = sides[0].get_height() if sides else 0
    height = face_h + step * (n - 1) + side_h // 2 + 2
    surf = pygame.Surface((d + 4, height + 4), pygame.SRCALPHA)
    top_y = 0  # the top chip's face; the chips under it show their edges below it
    for k in range(n - 1, -1, -1):  # from the bottom chip up; k = 0 is the top chip
        value = stack[n - 1 - k]
        if sides:
            surf.blit(sides[n - 1 - k], (2, top_y + k * step + face_h - side_h // 2 - 2))
        elif k:
            surf.blit(pygame.transform.smoothscale(card_art.chip(value, d), (d, face_h)), (2, top_y + k * step))
    face = gfx.surface_cache.get(("chip-face", stack[-1] if stack else 0, d))
    if face is None:
        face = gfx.surface_cache.put(("chip-face", stack[-1] if stack else 0, d),
                                   pygame.transform.smoothscale(card_art.chip(stack[-1], d), (d, face_h)))
    surf.blit(face, (2, top_y))
    return surf


def _spot_ring(radius: int, ring: tuple[int, int, int], enabled: bool, lit: bool, scale: float) -> pygame.Surface:
    """A bet spot's ring (the dark disc, the gold rings) at ``scale`` physical px per logical px."""
    key = ("spot", radius, ring, enabled, lit, scale)
    base = gfx.surface_cache.get(key)
    if base is None:
        size = round((radius * 2 + 12) * scale)
        r = radius * scale
        base = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        pygame.draw.circle(base, (0, 0, 0, 60 if enabled else 30), (c, c), r)
        if lit:
            pygame.draw.circle(base, (255, 255, 255, 30), (c, c), r)
        pygame.draw.circle(base, (*ring, 235 if enabled else 110), (c, c), r, max(1, round(4 * scale)))
        pygame.draw.circle(base, (*ring, 120 if enabled else 60), (c, c), r - 9 * scale, max(1, round(scale)))
        gfx.surface_cache.put(key, base)
    return base


def _greyed(img: pygame.Surface, value: int, d: int) -> pygame.Surface:
    key = ("chip-grey", value, d)
    out = gfx.surface_cache.get(key)
    if out is None:
        out = pygame.transform.grayscale(img)
        out.set_alpha(110)
        gfx.surface_cache.put(key, out)
    return out


#: px between a pill under a spot and the felt's printed edge under it
EDGE_GAP = 12


class BetSpot(Widget):
    """A bet spot on the felt: ring, name, chip stack, amount, "LIMIT REACHED", disabled look.

    ``amount()``, ``maximum`` and ``enabled()`` come from the slip/round; a click calls
    ``on_click(name)``; the table decides what that means.
    """

    def __init__(self, name: str, centre: tuple[int, int], label: TextSource, amount: Callable[[], int],
                 maximum: int, on_click: Callable[[str], None] | None = None,
                 enabled: Callable[[], bool] = lambda: True, radius: int = 70,
                 chips: tuple[int, ...] = (10, 50, 100, 500, 2500, 10_000, 50_000),
                 money: Callable[[int], str] = str, limit_text: TextSource = "LIMIT REACHED",
                 clickable: bool = True, edge: int | None = None) -> None:
        super().__init__((centre[0] - radius, centre[1] - radius, radius * 2, radius * 2))
        self.name = name
        self.centre = centre
        self.label = label
        self.amount = amount
        self.maximum = maximum
        self.on_click = on_click
        self.enabled = enabled
        self.radius = radius
        self.chips = chips
        self.money = money
        self.limit_text = limit_text
        self.clickable = clickable
        #: the felt's printed edge under the spot (the rail's top): a pill under the ring stays above it
        self.edge = edge
        self.hovered = False
        #: how wide the name over a spot with chips may grow (the room to its neighbours)
        self.label_room: int | None = None
        #: "win" / "lose" / "" — set by the result; drawn as a glow or a dim.
        self.result = ""
        self._stacks: dict[tuple[int, int], pygame.Surface] = {}

    def handle_event(self, event: pygame.event.Event) -> bool:
        inside = event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) and \
            (pygame.Vector2(event.pos) - pygame.Vector2(self.centre)).length() <= self.radius
        if event.type == pygame.MOUSEMOTION:
            self.hovered = inside
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and inside and self.clickable:
            if self.on_click is not None:
                self.on_click(self.name)
            return True
        return False

    def pill_rect(self, size: tuple[int, int], designed_h: int) -> pygame.Rect:
        """Where a pill of ``size`` under the ring lies (the stake, the result's tag): just under
        the ring; a larger one grows upwards over it from where one ``designed_h`` high ends; and
        over the ring as far as it must to stay on the felt, clear of its printed edge."""
        cx, cy = self.centre
        rect = pygame.Rect((0, 0), size)
        rect.midtop = (cx, cy + self.radius + 6)
        if gfx.text_scaled():
            rect.bottom = cy + self.radius + 6 + designed_h
        if self.edge is not None:
            rect.bottom = min(rect.bottom, self.edge - EDGE_GAP)
        return rect

    def stack_diameter(self) -> int:
        return int(self.radius * 1.2)

    def stack_image(self, amount: int, scale: float = 1.0) -> pygame.Surface:
        """The chip stack for ``amount``: edge-on chips under a top chip seen in perspective
        (cached until the amount changes), made at ``scale`` physical px per logical px."""
        d = _scaled_diameter(self.stack_diameter(), scale)
        made = self._stacks.get((amount, d))
        if made is None:  # kept: this amount at the logical size (its place) and at the drawn one
            self._stacks = {k: v for k, v in self._stacks.items() if k[0] == amount}
            made = self._stacks[(amount, d)] = chip_stack_image(amount, self.chips, d)
        return made
    def draw(self, surface: pygame.Surface) -> None:
        enabled = self.enabled()
        amount = self.amount()
        cx, cy = self.centre
        ring = gfx.GOLD if enabled else (150, 150, 140)
        if self.result == "win":
            ring = gfx.GOLD_LIGHT
        lit = self.hovered and enabled and self.clickable
        side = self.radius * 2 + 12
        gfx.blit_art(surface, lambda s: _spot_ring(self.radius, ring, enabled, lit, s), (side, side), self.centre,
                     "center")
        if self.result == "win":  # a second ring and a star: not told by the gold alone
            win_spot(surface, self.centre, self.radius)
        label_colour = gfx.CREAM if enabled else (150, 150, 140)
        label = resolve(self.label)
        if amount > 0:
            pill_text = gfx.text(self.money(amount), 22, gfx.WHITE, "bold")
            with gfx.designed_text():  # a larger amount grows upwards over the ring, not onto the rail
                designed_h = gfx.font(22, "bold").get_linesize() + 8
            pill = self.pill_rect(pill_text.get_rect().inflate(20, 8).size, designed_h)
            base = min(cy + self.radius * 0.55, pill.top - 2)  # the stack stands on the pill, never behind it
            stack_size = self.stack_image(amount).get_size()
            d = self.stack_diameter()  # the stack's soft shadow on the felt (house, #28)
            gfx.blit_art(surface, lambda s: stack_shadow(d, s), stack_shadow(d).get_size(), (cx + 9, base + 1),
                         "center")
            gfx.blit_art(surface, lambda s: self.stack_image(amount, s), stack_size, (cx, base), "midbottom")
            gfx.rect(surface, (0, 0, 0, 200), pill, border_radius=14)
            gfx.rect(surface, gfx.GOLD_DARK, pill, 1, border_radius=14)
            gfx.draw_text(surface, self.money(amount), 22, pill.center, gfx.WHITE, "bold", anchor="center")
            room = (self.label_room or self.radius * 2 + 8) if gfx.text_scaled() else None
            gfx.blit_text(surface, label, 18, (cx, cy - self.radius - 6), label_colour, "bold",
                          anchor="midbottom", shadow=True, max_width=room)
        else:
            room, size = self.radius * 2 - 20, 22 if len(label) < 9 else 18
            words = label.split(" ", 1)  # a name much wider than the ring ("POCKET BONUS"): two lines
            wide = gfx.text(label, size, label_colour, "bold").get_width() if gfx.text_scaled() \
                else gfx.designed_width(label, size, "bold")  # larger texts: two lines sooner
            lines = words if len(words) == 2 and wide > room * 5 // 4 else [label]
            half = max(11, gfx.text(lines[0], size, label_colour, "bold").get_height() * 2 // 5)
            for i, line in enumerate(lines):
                gfx.blit_text(surface, line, size, (cx, cy + (i * 2 - len(lines) + 1) * half), label_colour, "bold",
                              anchor="center", max_width=room)
        if amount >= self.maximum > 0:
            note = gfx.text(resolve(self.limit_text), 18, gfx.INK, "black")
            nr = note.get_rect(midbottom=(cx, cy - self.radius - 30)).inflate(16, 6)
            gfx.rect(surface, gfx.YELLOW, nr, border_radius=10)
            gfx.draw_text(surface, resolve(self.limit_text), 18, nr.center, gfx.INK, "black", anchor="center")


class FlyingChip:
    """A chip moving across the table; tweens move ``x``, ``y`` and ``alpha``."""

    def __init__(self, value: int, pos: tuple[float, float], diameter: int) -> None:
        self.value = value
        self.x, self.y = float(pos[0]), float(pos[1])
        self.diameter = diameter
        self.alpha = 255.0

    def draw(self, surface: pygame.Surface) -> None:
        gfx.blit_art(surface, self._image, (self.diameter, self.diameter), (int(self.x), int(self.y)), "center")

    def _image(self, scale: float) -> pygame.Surface:
        img = card_art.chip(self.value, _scaled_diameter(self.diameter, scale))
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(max(0, int(self.alpha)))
        return img
