"""Layout pieces of a table: card places, decision buttons, the printed felt, demo seeds.

Kept apart from ``table_base`` so a game scene reads its declarations in one place.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, cast

import pygame

from scenes.table import felt_art
from scenes.ui import card_art, felt_backdrop, gfx
from scenes.ui.canvas import Canvas
from scenes.ui.draw_context import DrawContext
from scenes.ui.steps import run_all

if TYPE_CHECKING:
    from scenes.table.base import TableScene


@dataclass(frozen=True)
class CardPlace:
    """Where a hand's cards go: card 0 centred at (x, y), then each ``step`` further.

    ``step`` defaults to the card width plus a gap; ``centred`` spreads ``count`` cards
    around x; ``label`` is an i18n key drawn above the cards; ``scaled_rise``: when the text is
    larger the place stands that many px higher (its cards keep their width).
    """

    x: int
    y: int
    width: int = 120
    step: tuple[int, int] | None = None
    count: int = 2
    centred: bool = True
    label: str = ""
    scaled_rise: int = 0

    def position(self, index: int) -> tuple[float, float, int]:
        dx, dy = self.step if self.step is not None else (self.width + 16, 0)
        y = self.y - self.scaled_rise if self.scaled_rise and gfx.text_scaled() else self.y
        x0 = self.x - dx * (self.count - 1) / 2 if self.centred else self.x
        y0 = y - dy * (self.count - 1) / 2 if self.centred else y
        return x0 + dx * index, y0 + dy * index, self.width

    @property
    def height(self) -> int:
        return card_art.card_size(self.width)[1]

    def at_scale(self, width: int) -> CardPlace:
        """The place at the player's scale now: when the text is larger, its cards ``width`` wide
        with their tops where this place's start (the grown hand name's pill then fits under
        them, clear of their indices); else this place."""
        if not gfx.text_scaled():
            return self
        top = self.y - self.height // 2
        return replace(self, width=width, y=top + card_art.card_size(width)[1] // 2)


@dataclass(frozen=True)
class Decision:
    """A decision button: the game action, its label key, hotkey and params."""

    action: str
    label: str
    key: int | None = None
    key_name: str = ""
    params: dict[str, Any] = field(default_factory=dict)
    style: str = "gold"


def table_background(scene: TableScene, context: DrawContext | None = None, titled: bool = True) -> pygame.Surface:
    """The printed felt: the woven cloth under its light, the game's name on an arc, the padded
    rail with the chip tray, the shoe's shadow and the game's own prints (``decorate_felt``); with
    a ``context`` of another pixel scale, made at the window's pixels (a Canvas over them). The
    one made ahead for this table (``felt_ahead``), if it was."""
    made = _made_ahead.pop(_felt_key(scene, context, titled), None)
    _made_ahead.clear()  # (one made ahead for another table's felt: not kept)
    _spare.clear()
    if made is not None:
        return made
    made = run_all(_background_steps(scene, context, titled))
    _spare.clear()  # the weave's scratch: no layer made ahead takes it now (8 MB at 1080p, 33 MB at 4K)
    return made


#: The felt made ahead (``felt_ahead``) by what it is for, until the table's first frame takes it.
_made_ahead: dict[tuple[object, ...], pygame.Surface] = {}
#: A surface of the felt's size its making used and let go (the weave's mottling), until the layer
#: made ahead takes it (``spare_surface``) or the table's first frame drops it.
_spare: list[pygame.Surface] = []


def spare_surface(size: tuple[int, int]) -> pygame.Surface | None:
    """The surface of ``size`` pixels the felt made ahead let go, taken (its pixels are the weave's
    mottling: to be laid over whole), or None: a table's layer made ahead takes it rather than a
    fresh one (issue 27: a fresh 33 MB at 3840x2160 cost a step of 6-70 ms in first touches)."""
    spare = _spare.pop() if _spare else None
    _spare.clear()
    return spare if spare is not None and spare.get_size() == size and spare.get_flags() == 0 else None


def _felt_key(scene: TableScene, context: DrawContext | None, titled: bool) -> tuple[object, ...]:
    """What a table's felt looks like depends on (the view's cache key of it, less its size)."""
    return (type(scene), scene.app.settings.felt, scene.app.lang, gfx.ui_scale(), gfx.LOGICAL_SIZE, context, titled)


def felt_ahead(scene: TableScene, surface: pygame.Surface | Canvas, titled: bool = True) -> Iterator[None]:
    """``table_background`` for ``surface`` (a window's Canvas: at its pixels) made a part a step
    (a row of the weave's tiles, a band of the rail's leather …: a few ms each at 3840x2160) and
    kept for the table's first frame: a transition runs these while it holds the old frame
    (issue 27: the felt at 4K was 0.15-0.4 s of one frame). As the table draws it: under its
    text floor (the title's size)."""
    _made_ahead.clear()
    context = surface.context if isinstance(surface, Canvas) else None
    steps = _background_steps(scene, context, titled)
    while True:
        with gfx.text_floor(TEXT_FLOOR):
            try:
                next(steps)
            except StopIteration as made:
                _made_ahead[_felt_key(scene, context, titled)] = made.value
                break
        yield
    yield  # (its last part made: a step of its own, not the first frame's)


def under_text_floor(steps: Iterator[None]) -> Iterator[None]:
    """Each of ``steps`` run under the table's text floor, as the table draws (``TableScene.draw``)."""
    ended = object()
    while True:
        with gfx.text_floor(TEXT_FLOOR):
            if next(steps, ended) is ended:
                return
        yield


def _background_steps(scene: TableScene, context: DrawContext | None,
                      titled: bool) -> Generator[None, None, pygame.Surface]:
    """``table_background`` a part at a time (yields between parts), returning the felt."""
    app = scene.app
    scale = context.pixel_scale if context is not None else 1.0
    size = (round(gfx.LOGICAL_SIZE[0] * scale), round(gfx.LOGICAL_SIZE[1] * scale))
    if scene.MACHINE:  # video poker: a machine's face, not a felt
        felt = pygame.Surface(size)
        yield from felt_art.machine_face_steps(felt, scene.RAIL_Y)
    else:
        felt = yield from felt_backdrop.felt_steps(size, app.settings.felt)  # the physical pixels: felt_art draws on them
        if felt_backdrop.kept(size):
            felt = felt.copy()  # a small felt is shared (cached): this table's own copy
        _spare[:] = [(yield from felt_art.weave_steps(felt))]
    yield
    bg = felt if scale == 1.0 or context is None else cast(pygame.Surface, Canvas(felt, context))
    if scene.FELT_ARC is not None:
        cy, rx, ry = scene.FELT_ARC
        rect = pygame.Rect(0, 0, rx * 2, ry * 2)
        rect.center = (960, cy)
        gfx.ellipse(bg, gfx.GOLD_DARK, rect, 3)
        gfx.ellipse(bg, gfx.GOLD_DARK, rect.inflate(-28, -28), 1)
    rack = getattr(scene.controls, "rack", None)
    tray = rack.rect.inflate(24, -6).move(0, 4) if rack is not None else None
    if not scene.MACHINE:
        yield from felt_art.rail_steps(felt, scene.RAIL_Y, tray)
        gfx.blit_art(bg, lambda s: _top_band(round(gfx.LOGICAL_SIZE[0] * s), s), (gfx.LOGICAL_SIZE[0], 96), (0, 0))
    yield
    title = app.tr(f"game.{scene.game_id}").upper()
    # the title is the screen's heading, not a print: it grows with the player's text scale
    if titled:  # (not ``titled``: the multi-table view's tab names the table in focus instead)
        felt_art.arc_text(felt, title, (960, 44), title_width(scene), -12, gfx.text_px(40), gfx.GOLD, "black",
                          spacing=0.1, alpha=255)
    shoe = gfx.image("shoe", 190)
    if shoe is not None:
        where = shoe.get_rect(center=(scene.SHOE[0], scene.SHOE[1] - 20))
        felt_art.shadow_under(felt, where.inflate(-20, -50).move(10, 22), 20, 150)
        gfx.blit_art(bg, lambda s: gfx.image("shoe", round(190 * s)) or shoe, shoe.get_size(),
                     (scene.SHOE[0], scene.SHOE[1] - 20), "center")
    yield
    scene.decorate_felt(bg)
    return bg


def _top_band(w: int, scale: float) -> pygame.Surface:
    """The shade across the top of the felt under the title, ``w`` pixels wide."""
    h = round(96 * scale)
    top = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        pygame.draw.line(top, (0, 0, 0, int(190 * (1 - y / scale / 110))), (0, y), (w, y))
    return top


#: The title's arc as designed, and how far its end keeps left of GAME CODE's lines at a larger scale.
TITLE_WIDTH, TITLE_CLEAR = 900, 24
#: At a larger scale GAME CODE's right-aligned lines may reach this far left of its place (the
#: room scenes.ui.widgets.info.GameCode gives them).
CODE_REACH = 100


def title_width(scene: TableScene) -> int:
    """The title's arc, centred on the table: as designed; at a larger scale no wider than keeps
    its right end TITLE_CLEAR px left of the furthest GAME CODE's stacked lines may reach (at
    150 % in Italian the SHA-256 line came within 3 px of the title's end)."""
    if not gfx.text_scaled():
        return TITLE_WIDTH
    reach = scene.panels.code_label.rect.x - CODE_REACH
    return min(TITLE_WIDTH, 2 * (reach - TITLE_CLEAR - 960))


#: GAME CODE's top at 100 % (designed px): on a felt, and on a machine, whose marquee's lamps
#: (felt_art.MARQUEE_CLEAR) the SHA-256 line under it touched from 36.
CODE_Y, MACHINE_CODE_Y = 36, 26


def place_top_buttons(table: TableScene) -> None:
    """LOBBY and ✕ in the top band: larger at a larger UI scale (their words and hotkey grow),
    GAME CODE's stacked lines left of the ✕."""
    if gfx.text_scaled():
        table.lobby_button.rect = pygame.Rect(24, 8, 240, 84)
        table.rules_button.rect = pygame.Rect(276, 8, 84, 84)
        table.leave_button.rect = pygame.Rect(1822, 8, 84, 84)
    else:
        table.lobby_button.rect = pygame.Rect(24, 20, 180, 62)
        table.rules_button.rect = pygame.Rect(216, 20, 62, 62)
        table.leave_button.rect = pygame.Rect(1836, 20, 62, 62)
    table.panels.code_label.right = table.leave_button.rect.x - 20
    # on a machine its SHA-256 line (at 100 %: the lower of two) stands clear of the marquee's lamps
    table.panels.code_label.rect.y = MACHINE_CODE_Y if table.MACHINE else CODE_Y


def card_slots(surface: pygame.Surface, place: CardPlace, line: int = 2) -> None:
    """Printed outlines where a hand's cards will lie: the felt says where the game happens."""
    for i in range(place.count):
        x, y, w = place.position(i)
        cw, ch = card_art.card_size(w)
        slot = pygame.Rect(0, 0, cw + 6, ch + 6)
        slot.center = (int(x), int(y))
        felt_art.card_place(surface, slot.inflate(14, 14))
        gfx.rect(surface, gfx.GOLD_DARK, slot, line, border_radius=10)


#: The smallest text a table draws (logical px): 12 px in a 1280x720 window, the smallest one.
TEXT_FLOOR = 18

#: A first bet a new player makes without counting chips: € 1 (or the table's minimum if higher).
FIRST_BET_CENTS = 100


def first_bet_chip(chips: tuple[int, ...], minimum: int, balance: int) -> int | None:
    """The chip picked when a table opens: one click makes a sensible first bet.

    The largest chip not above € 1 or the main bet's minimum (whichever is more) that the
    balance covers; at a table whose smallest chip is already above that, the smallest chip.

    >>> first_bet_chip((10, 50, 100, 500), 10, 100_000)
    100
    >>> first_bet_chip((10, 50, 100, 500), 500, 100_000)
    500
    >>> first_bet_chip((10, 50, 100, 500), 10, 70)
    50
    """
    if not chips:
        return None
    ordered = sorted(chips)
    target = max(FIRST_BET_CENTS, minimum)
    fitting = [c for c in ordered if c <= target and c <= balance]
    return fitting[-1] if fitting else ordered[0]


def demo_seed(name: str) -> Callable[[], bytes]:
    """A fixed seed source for screenshots and tests (never for real play)."""
    return lambda: hashlib.sha256(f"feltside-demo-{name}".encode()).digest()
