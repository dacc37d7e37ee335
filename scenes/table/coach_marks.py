"""First visit to a game: a few coach marks pointing at the real places on its table (issue 28).

The first time the player sits at a game, 3–5 marks show one after another over the table, each
ringing the thing it speaks of (the bet spots, the chips, DEAL, the rules' ? button; at video
poker VALUE and HANDS, the pay table) with a line or two beside it. NEXT (Enter, Space or a
click) goes on, SKIP (Esc) ends them; either way the game is remembered as seen in the settings
(``coach_marks_seen``), and HELP's "Show the table tips again" forgets every game, so they play
once more. The steps are read from the table's own widgets, so they point where things are.

A headless app (tests, screenshots) never pushes them by itself: the showcase draws them as a
state of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from scenes.ui import gfx
from scenes.ui.canvas import Canvas
from scenes.ui.manager import PopUp
from scenes.ui.widgets.base import Button, Widget

if TYPE_CHECKING:
    from scenes.table.base import TableScene
    from scenes.ui.context import AppContext

BOX_W = 560
PAD = 22


@dataclass(frozen=True)
class Mark:
    """One coach mark: what it rings (logical px) and the text key of what it says."""

    target: pygame.Rect
    key: str


def union(rects: list[pygame.Rect]) -> pygame.Rect | None:
    return rects[0].unionall(rects[1:]) if rects else None


def marks_for(table: TableScene) -> list[Mark]:
    """The table's coach marks, read from where its widgets are (3–5 of them)."""
    out: list[Mark] = []
    controls = table.controls
    spots = [s.rect.inflate(24, 70) for s in getattr(controls, "spots", {}).values()]
    if spots and (where := union(spots)) is not None:
        out.append(Mark(where, "coach.spots"))
    rack = getattr(controls, "rack", None)
    if rack is not None:
        out.append(Mark(rack.rect.inflate(16, 16), "coach.chips"))
    value_down = getattr(controls, "value_down", None)
    if value_down is not None:  # video poker: VALUE and HANDS, then the pay table
        hands = [b.rect for b in getattr(controls, "hand_buttons", [])]
        where = union([value_down.rect, controls.value_up.rect, *hands])  # type: ignore[attr-defined]
        if where is not None:
            out.append(Mark(where.inflate(16, 40), "coach.vp_bet"))
        paytable = getattr(getattr(table, "layout", None), "pay", None)
        if isinstance(paytable, pygame.Rect):
            out.append(Mark(paytable.inflate(12, 12), "coach.vp_paytable"))
    deal = getattr(controls, "deal_button", None) or getattr(controls, "by_name", {}).get("deal")
    if deal is not None:
        out.append(Mark(deal.rect.inflate(16, 16), "coach.vp_deal" if value_down is not None else "coach.deal"))
    out.append(Mark(table.rules_button.rect.inflate(16, 16), "coach.rules"))
    return out[:5]


def dim_around(surface: pygame.Surface, place: pygame.Rect, alpha: int, radius: int) -> None:
    """The whole of ``surface`` dimmed but for ``place``, its corners rounded by ``radius`` (logical
    px), at the surface's pixels, as black at ``alpha`` over it would (``gfx.veil``): each colour
    multiplied by (255 - alpha) / 255 in place round the place, and in its corners through a
    picture of the place's size (at 3840x2160 no picture of the window's size made, 33 MB, and
    blended for each mark)."""
    canvas = surface if isinstance(surface, Canvas) else None
    size = canvas.target.get_size() if canvas is not None else surface.get_size()
    hole = canvas.rect(place) if canvas is not None else pygame.Rect(place)
    keep = (255 - alpha,) * 3
    screen = pygame.Rect((0, 0), size)
    bands = [pygame.Rect(0, 0, size[0], hole.top), pygame.Rect(0, hole.bottom, size[0], size[1] - hole.bottom),
             pygame.Rect(0, hole.top, hole.x, hole.h), pygame.Rect(hole.right, hole.top, size[0] - hole.right, hole.h)]
    for band in (b.clip(screen) for b in bands):
        if band.w <= 0 or band.h <= 0:
            continue
        if canvas is not None:
            canvas.do(band, ("dim", keep, tuple(band)), partial(canvas.target.fill, keep, band, pygame.BLEND_RGB_MULT))
        else:
            surface.fill(keep, band, pygame.BLEND_RGB_MULT)
    corners = pygame.Surface(hole.size)
    corners.fill(keep)
    round_by = canvas.px(radius) if canvas is not None else radius
    pygame.draw.rect(corners, (255, 255, 255), corners.get_rect(), border_radius=round_by)  # the place itself, lit
    if canvas is not None:
        canvas.blit_physical(corners, hole, pygame.BLEND_RGB_MULT)
    else:
        surface.blit(corners, hole, None, pygame.BLEND_RGB_MULT)


def seen(app: AppContext) -> set[str]:
    return {g for g in app.settings.coach_marks_seen.split(",") if g}


def remember(app: AppContext, game: str) -> None:
    """``game``'s coach marks were shown (or skipped): not again until HELP says so."""
    games = seen(app)
    if game not in games:
        app.update_settings(coach_marks_seen=",".join(sorted(games | {game})))


def forget_all(app: AppContext) -> None:
    """HELP › Show the table tips again: every game's marks play at the next visit."""
    app.update_settings(coach_marks_seen="")


def first_visit(table: TableScene) -> CoachMarks | None:
    """On entering a table: its coach marks, if the player has not seen this game's (never by
    itself in a headless app)."""
    app = table.app
    if getattr(app, "headless", False) or table.game_id in seen(app):
        return None
    marks = CoachMarks(table)
    app.manager.push(marks)
    return marks


def coached(step: int = 0) -> Callable[[TableScene], None]:
    """A showcase state: the table's coach marks over it at ``step`` (the games' demos)."""
    def drive(table: TableScene) -> None:
        marks = CoachMarks(table)
        marks.index = min(step, len(marks.marks) - 1)
        table.app.manager.push(marks)
    return drive


class CoachMarks(PopUp):
    """The marks of one table, one at a time, over it."""

    name = "coach-marks"
    draws_natively = True  # at the window's pixels: the table under it too (issue 27)

    def __init__(self, table: TableScene) -> None:
        super().__init__(table.app)
        self.table = table
        self.marks = marks_for(table)
        self.index = 0
        tr = table.app.tr
        self.next_button = Button((0, 0, 200, 64), lambda: tr("coach.done") if self.last else tr("coach.next"),
                                  self.next, font_size=24, style="gold")  # Enter, Space or →
        self.skip_button = Button((0, 0, 170, 64), lambda: tr("coach.skip"), self.skip, font_size=22)  # Esc

    @property
    def last(self) -> bool:
        return self.index >= len(self.marks) - 1

    @property
    def mark(self) -> Mark:
        return self.marks[self.index]

    # --- moving on -------------------------------------------------------------------------
    def next(self) -> None:
        if self.last:
            self.finish()
        else:
            self.index += 1

    def skip(self) -> None:
        self.finish()

    def finish(self) -> None:
        remember(self.app, self.table.game_id)
        self.close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.next_button.handle_event(event) or self.skip_button.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.skip()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_RIGHT):
                self.next()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.next()
        return True  # the table under it waits

    def next_change(self) -> float | None:
        return None

    # --- where things go -----------------------------------------------------------------------
    def box(self) -> pygame.Rect:
        """The mark's words: above what it rings when there is room, else below it, kept on
        the screen and off the ringed place."""
        target = self.mark.target
        text = self._text()
        h = PAD + gfx.ui_px(30) + text.get_height() + 16 + 64 + PAD
        w = gfx.ui_px(BOX_W)
        box = pygame.Rect(0, 0, w, h)
        box.centerx = max(w // 2 + 20, min(gfx.LOGICAL_SIZE[0] - w // 2 - 20, target.centerx))
        if target.top - h - 30 >= 20:
            box.bottom = target.top - 30
        elif target.bottom + h + 30 <= gfx.LOGICAL_SIZE[1] - 10:
            box.top = target.bottom + 30
        else:  # a tall target (video poker's pay table): beside it
            box.centery = target.centery
            box.left = target.right + 30 if target.right + 30 + w <= gfx.LOGICAL_SIZE[0] else target.left - 30 - w
        return box

    def _text(self) -> pygame.Surface:
        return gfx.text_block(self.app.tr(self.mark.key), 24, gfx.ui_px(BOX_W) - 2 * PAD)

    # --- drawing ---------------------------------------------------------------------------------
    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """What stays while this mark shows (kept with the table beneath in one layer): the table
        dimmed but for the place it rings, the ring, the words' box and the wedge to the place."""
        target = self.mark.target
        dim_around(surface, target, 160, 18)
        gfx.rect(surface, gfx.GOLD_LIGHT, target, 4, border_radius=18)
        box = self.box()
        gfx.draw_panel(surface, box, (8, 16, 12, 245), gfx.GOLD, 18, 3)
        step = self.app.tr("coach.step", n=self.index + 1, total=len(self.marks))
        gfx.blit_text(surface, step, 20, (box.x + PAD, box.y + PAD), gfx.GOLD, "black", max_width=box.w - 2 * PAD)
        gfx.blit_text_block(surface, self.app.tr(self.mark.key), 24, gfx.ui_px(BOX_W) - 2 * PAD,
                            (box.x + PAD, box.y + PAD + gfx.ui_px(30)))  # (``_text``, at the surface's pixels)
        self._pointer(surface, box, target)

    def draw_content(self, surface: pygame.Surface) -> None:
        """What a frame draws over the backdrop: NEXT and SKIP, at the foot of the words' box."""
        box = self.box()
        self.next_button.rect.bottomright = (box.right - PAD, box.bottom - PAD)
        self.skip_button.rect.bottomright = (self.next_button.rect.x - 14, box.bottom - PAD)
        self.next_button.draw(surface)
        self.skip_button.draw(surface)
        self.looks_drawn()

    def pointer_widgets(self) -> list[Widget]:
        """The marks show the pointer only on NEXT and SKIP."""
        return [self.next_button, self.skip_button]

    @staticmethod
    def _pointer(surface: pygame.Surface, box: pygame.Rect, target: pygame.Rect) -> None:
        """A small gold wedge from the words to what they speak of."""
        if box.bottom <= target.top:
            tip, base = (target.centerx, target.top - 4), box.bottom
            x = max(box.x + 30, min(box.right - 30, tip[0]))
            points = [(x - 16, base), (x + 16, base), tip]
        elif box.top >= target.bottom:
            tip, base = (target.centerx, target.bottom + 4), box.top
            x = max(box.x + 30, min(box.right - 30, tip[0]))
            points = [(x - 16, base), (x + 16, base), tip]
        else:
            return
        gfx.polygon(surface, gfx.GOLD, points)


