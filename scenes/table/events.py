"""The generic event player: turns gamelib events into card sprites, tweens, sounds,
dealer messages and the result banner.

The round is already decided when the events arrive (the game never waits on the
screen); this only shows them one after another at the animation speed.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import pygame

from gamelib import showdown_words
from gamelib.events import (
    Announcement,
    BetSettled,
    CardDealt,
    CardTurned,
    Event,
    HandShown,
    Outcome,
    RoundOver,
    StakePlaced,
)
from gamelib.i18n import has, tr
from gamelib.money import format_money
from scenes.table.summary_place import (
    ROOMS,
    compact_size,
    felt_area,
    free_place,
    reading_rects,
    render_compact,
    summary_ground,
    zoomed,
)
from scenes.ui import gfx, voice
from scenes.ui.canvas import drawn_at
from scenes.ui.hand_names import hand_name
from scenes.ui.tween import ease_in_out_cubic, ease_out_back, ease_out_cubic
from scenes.ui.widgets.cards import CardSprite

if TYPE_CHECKING:
    from scenes.table.base import TableScene
    from scenes.table.show import TableShow
    from scenes.ui.context import Texts

#: Seconds between shown events at normal speed, by kind.
PACE = {"card": 0.2, "turn": 0.32, "stake": 0.12, "settle": 0.18, "other": 0.0}
#: Seconds from a card dealt face up to it lying face up in place (slide, then flip).
CARD_LANDS_SECONDS = 0.55
#: Reduced motion: seconds a card takes to fade in where it lies (no flight, no turn).
CARD_FADE_SECONDS = 0.3
#: A bet's line in the result summary: its name (and pay line) as one or two lines, its
#: outcome, the payout and the colour.
Row = tuple[list[str], str, str, tuple[int, int, int]]
_MONEY_PARAMS = ("amount", "paid", "stake", "win", "jackpot", "prize", "lost")


def translate(key: str, lang: str, params: dict[str, Any] | None = None) -> str:
    """A dealer message by key; money params are formatted; unknown keys pass through."""
    p = dict(params or {})
    if key in showdown_words.KEYS:  # what decided a showdown: the hand and rank words in the language
        text = showdown_words.said(key, p, lang)
        to = str(p.get("to", ""))
        return f"{tr('casino.hand', lang, hand=to[4:])} · {text}" if to.startswith("hand") else text
    for name in _MONEY_PARAMS:
        if isinstance(p.get(name), int) and not isinstance(p.get(name), bool):
            p[name] = format_money(p[name], lang)
    return tr(key, lang, **p) if has(key, "en") else key


class EventPlayer:
    """Plays a table's events in order, spaced by the animation speed."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.queue: deque[Event] = deque()
        self.wait = 0.0

    @property
    def busy(self) -> bool:
        return bool(self.queue) or self.scene.animator.busy

    def play(self, events: Iterable[Event]) -> None:
        self.queue.extend(events)
        if self.scene.animator.speed == "instant":
            self.flush()

    def flush(self) -> None:
        """Show everything queued now (instant speed, leaving, screenshots)."""
        while self.queue:
            self._show(self.queue.popleft())
        self.wait = 0.0
        self.scene.animator.finish_all()
        if self.scene.banner.pending:  # the showdown is over at once: the summary too
            self.scene.banner.show()

    def update(self, dt: float) -> None:
        factor = self.scene.animator.factor
        self.wait -= dt * (factor if factor != float("inf") else 1e9)
        while self.queue and self.wait <= 0:
            kind = self._show(self.queue.popleft())
            self.wait += PACE.get(kind, 0.0)
        if not self.queue:  # time spent with nothing to show is not credit for the next events
            self.wait = max(self.wait, 0.0)

    # --- one event -----------------------------------------------------------------------
    def _show(self, event: Event) -> str:
        s = self.scene
        if isinstance(event, CardDealt):
            s.show_card_dealt(event.to, event.index, event.card.id, event.face_up)
            return "card"
        if isinstance(event, CardTurned):
            s.show_card_turned(event.to, event.index, event.card.id)
            return "turn"
        if isinstance(event, StakePlaced):
            s.show_stake(event.spot, event.amount)
            return "stake"
        if isinstance(event, BetSettled):
            s.show_bet_settled(event)
            return "settle"
        if isinstance(event, HandShown):
            s.show_hand(event.to, event.name, tuple(c.id for c in event.best_five))
            return "other"
        if isinstance(event, Announcement):
            if event.key in showdown_words.KEYS:  # the summary says it under its head too
                s.banner.reasons.append((event.key, dict(event.params)))
            s.say_key(event.key, **event.params)  # said again in a new language
            voice.announce(s.app, event.key, s)  # "dealer qualifies" … spoken (Settings' voice)
            return "other"
        if isinstance(event, RoundOver):
            s.show_round_over(event.staked, event.paid)
            return "other"
        return "other"


def deal_card_sprite(scene: TableShow, card_id: int | None, target: tuple[float, float, int],
                     face_up: bool) -> CardSprite:
    """A card that slides from the shoe to ``target`` (x, y, width) and flips if face up."""
    x, y, width = target
    s = scene.app.settings
    sprite = CardSprite(card_id if face_up else None, scene.SHOE[0], scene.SHOE[1], width,
                        face_up=False, back_style=s.card_back, four_colour=s.four_colour_deck)
    sprite.hidden_id = card_id  # type: ignore[attr-defined]
    scene.app.sound("card_deal", 0.7)
    anim = scene.animator
    if anim.reduced_motion and anim.speed != "instant":  # no flying card: it fades in in place
        sprite.x, sprite.y, sprite.alpha = x, y, 0.0
        sprite.card_id, sprite.face_up = (card_id, True) if face_up else (None, False)
        anim.tween(sprite, CARD_FADE_SECONDS, ease_out_cubic, alpha=255.0)
        return sprite
    anim.tween(sprite, 0.32, ease_out_cubic, x=x, y=y)
    if face_up:
        flip_card(scene, sprite, card_id, delay=0.22)
    return sprite


def flip_card(scene: TableShow, sprite: CardSprite, card_id: int | None, delay: float = 0.0) -> None:
    """Turn a card face up: squeeze to edge-on, swap to the face, open out."""
    anim = scene.animator

    def show_face() -> None:
        sprite.card_id = card_id
        sprite.face_up = True
        anim.tween(sprite, 0.11, ease_out_cubic, flip=1.0)

    if anim.speed == "instant":
        sprite.card_id, sprite.face_up, sprite.flip = card_id, True, 1.0
        return
    if anim.reduced_motion:  # no turning: the face fades in where the back was
        sprite.card_id, sprite.face_up, sprite.flip, sprite.alpha = card_id, True, 1.0, 60.0
        anim.tween(sprite, CARD_FADE_SECONDS, ease_out_cubic, delay=delay, alpha=255.0)
        scene.app.sound("card_flip", 0.5)
        return
    anim.tween(sprite, 0.11, ease_in_out_cubic, delay=delay, on_done=show_face, flip=0.0)
    scene.app.sound("card_flip", 0.5)


class ResultBanner:
    """The round's result: total win (or no win) and each bet's outcome and payout.

    It waits for the showdown to be seen: :meth:`expect` (the round is over) keeps it
    pending until the table's cards have turned and its chips have been paid or swept
    (:meth:`scenes.table.base.TableScene.update`), then :meth:`show` brings it in. It sits
    low on the felt, over the bet spots and under every card and hand name, in two columns.
    """

    WIDTH = 1040
    PAD = 20
    HEAD_SIZE = 34
    ROW_SIZE = 20
    ROW_PITCH = 28
    MONEY_W = 104  # the payout column, right-aligned at each column's end
    GAP = 24  # between the two columns
    ROW_GAP = 10  # between a bet's line and its outcome
    #: Seconds between the last card turned or chip paid and the summary.
    HOLD_SECONDS = 0.6
    #: Seconds the banner stays before fading (the WIN box keeps the total).
    SHOW_SECONDS = 4.0
    FADE_SECONDS = 0.6

    def __init__(self, bottom: tuple[int, int], columns: int = 2) -> None:
        self.bottom = bottom  # midbottom of the panel, just above the rail
        self.columns = columns  # 1 when the table has room above its spots for a bet a line
        #: the columns of the summary drawn now (two when one would be too tall for its room)
        self.drawn_columns = columns
        self.results: list[BetSettled] = []
        #: what decided the showdown, when both hands are named alike (gamelib.showdown_words)
        self.reasons: list[tuple[str, dict[str, Any]]] = []
        self._show_reasons = True
        self.staked = 0
        self.paid = 0
        self.visible = False
        self.pending = False
        self.age = 0.0
        self.scale = 1.0
        self._cache: tuple[object, pygame.Surface] | None = None
        self._compact: tuple[object, tuple[pygame.Rect, pygame.Surface] | None] | None = None
        self._drawn_on: pygame.Surface | None = None  # what it is drawn on: made at its pixels
        #: True while something else has the stage (a win's celebration): the summary waits
        self.held: Callable[[], bool] = lambda: False

    def reset(self) -> None:
        self.results.clear()
        self.reasons.clear()
        self.visible = self.pending = False
        self.staked = self.paid = 0
        self._cache = self._compact = None

    def expect(self, staked: int, paid: int) -> None:
        """The round is over: show the summary once the showdown has been seen."""
        self.staked, self.paid = staked, paid
        self.pending = True

    def show(self, staked: int | None = None, paid: int | None = None) -> None:
        if staked is not None and paid is not None:
            self.staked, self.paid = staked, paid
        self.pending = False
        self.visible = True
        self.age = 0.0
        self.scale = 0.6

    def update(self, dt: float) -> None:
        if self.visible and not self.held():
            self.age += dt
            if self.age >= self.SHOW_SECONDS + self.FADE_SECONDS:
                self.visible = False

    @classmethod
    def column_width(cls, columns: int = 2) -> int:
        return (cls.WIDTH - 2 * cls.PAD - cls.GAP * (columns - 1)) // columns

    @classmethod
    def line_room(cls, outcome: str, columns: int = 2) -> int:
        """How wide a bet's name and pay line may be beside ``outcome`` and the payout."""
        return (cls.column_width(columns) - cls.MONEY_W - 12 - cls.ROW_GAP
                - gfx.text(outcome, cls.ROW_SIZE, weight="bold").get_width())

    def _head(self, scene: TableScene) -> str:
        app = scene.app
        if self.paid and self.paid == self.staked:
            return str(app.tr("table.push"))
        if 0 < self.paid < self.staked:  # money back, but less than was staked: not a win
            return str(app.tr("table.money_back", amount=app.money(self.paid),
                              lost=app.money(self.staked - self.paid)))
        if self.paid:
            return str(app.tr("table.you_win", amount=app.money(self.paid)))
        return str(app.tr("table.you_lose"))

    def render(self, scene: TableScene) -> pygame.Surface:
        app = scene.app
        room = self.room(scene)
        key = (app.lang, self.staked, self.paid, tuple(self.results), gfx.text_px(100), room,
               tuple(k for k, _ in self.reasons), drawn_at(self._drawn_on))
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        win = self.paid > 0 and self.paid >= self.staked
        w, pad = self.WIDTH, self.PAD
        self._show_reasons = True  # what decided the showdown: under the head when it covers nothing
        if self.reasons and self._measure(scene, 1.0)[-1] > self.clear_room(scene):
            self._show_reasons = False  # … else the dealer's log says it
        best: tuple[float, int] = (0.0, self.columns)
        for columns in dict.fromkeys((self.columns, 2)):  # two columns when one is too tall
            self.drawn_columns = columns
            factor = gfx.ui_scale()
            while True:  # the summary at one factor: the player's, or less to keep off the hands
                head_h, rows, columns_rows, pitch, h = self._measure(scene, factor)
                if h <= room or factor <= 1.0:
                    break
                factor = max(1.0, factor - 0.05)
            if factor > best[0] + 0.01:
                best = (factor, columns)
        factor, self.drawn_columns = best
        head_h, rows, columns_rows, pitch, h = self._measure(scene, factor)
        surf = summary_ground(self._drawn_on, (w, h), 22, 170, 14, win)
        col = self.column_width(self.drawn_columns)
        with gfx.box_scale(factor):
            gfx.blit_text(surf, self._head(scene), self.HEAD_SIZE, (15 + w // 2, 15 + pad // 2 + 2),
                          gfx.GOLD_LIGHT if win else gfx.CREAM, "black", anchor="midtop", shadow=True,
                          max_width=w - 40)
            y = 15 + pad // 2 + 2 + gfx.ui_px(self.HEAD_SIZE) + 6
            for line in self._reason_lines(scene):
                gfx.blit_text(surf, line, self.ROW_SIZE, (15 + w // 2, y), gfx.CREAM, "bold", anchor="midtop",
                              max_width=w - 2 * pad)
                y += self.row_pitch()
            for c, column in enumerate(columns_rows):  # down the left column, then the right (a hand's bets together)
                x = 15 + pad + c * (col + self.GAP)
                y = 15 + pad + head_h + 14
                for i in column:
                    self._row(surf, rows[i], x, y)
                    y += len(rows[i][0]) * pitch
        self._cache = (key, surf)
        return surf

    def _measure(self, scene: TableScene, factor: float) -> tuple[int, list[Row], list[list[int]], int, int]:
        """At ``factor``: the head's height, the bets' lines, the rows of each column, the pitch
        and the summary's height."""
        with gfx.box_scale(factor):
            head_h = gfx.ui_px(self.HEAD_SIZE)  # the head grows with the player's text size
            head_h += len(self._reason_lines(scene)) * self.row_pitch()  # what decided it, under the head
            rows = [self._texts(scene, r) for r in self.results if r.stake or r.paid]
            columns = self._columns([len(r[0]) for r in rows])
            lines = max((sum(len(rows[i][0]) for i in column) for column in columns), default=0)
            pitch = self.row_pitch()
        return head_h, rows, columns, pitch, self.PAD + head_h + 14 + lines * pitch + self.PAD // 2

    def room(self, scene: TableScene) -> int:
        """How tall the summary may grow at a larger text size: up to the lowest hand name or
        card above it (the player sees the hands the result speaks of); no limit at 100 %."""
        if not gfx.text_scaled():
            return 10_000
        return self.clear_room(scene)

    def clear_room(self, scene: TableScene) -> int:
        """How tall the summary may be and cover no card or hand name above it."""
        half = self.WIDTH // 2
        left, right, bottom = self.bottom[0] - half, self.bottom[0] + half, self.bottom[1]
        rects = [*scene.shown_hand_names().values(), *(card.rect for card in scene.cards.values())]
        above = [r.bottom for r in rects if r.right > left and r.left < right and r.bottom < bottom - 120]
        return bottom - (max(above) + 6 if above else 0)

    def _reason_lines(self, scene: TableScene) -> list[str]:
        """What decided the showdown, a line each ("Pair of Eights: the dealer's Ace kicker …")."""
        if not self._show_reasons:
            return []
        return [translate(key, scene.app.lang, params) for key, params in self.reasons]

    def _columns(self, heights: list[int]) -> list[list[int]]:
        """The rows of each column, in order: the first column takes rows until it holds half of
        the lines (a bet whose line is wrapped takes two)."""
        if self.drawn_columns == 1 or len(heights) < 2:
            return [list(range(len(heights)))]
        half = -(-sum(heights) // 2)
        first: list[int] = []
        for i, n in enumerate(heights):
            if first and sum(heights[j] for j in first) + n > half:
                break
            first.append(i)
        first = first[:max(1, min(len(first), len(heights) - 1))]
        return [first, list(range(len(first), len(heights)))]

    @classmethod
    def row_pitch(cls) -> int:
        """From one bet's line to the next: ROW_PITCH, or more when the player's text size makes
        a line taller (the lines would otherwise run into each other)."""
        return max(cls.ROW_PITCH, gfx.font(cls.ROW_SIZE, "bold").get_height() + 2)

    def _texts(self, scene: TableScene, r: BetSettled) -> Row:
        """A bet's line (wrapped after its name when it is wider than its room), its outcome,
        the payout and its colour."""
        app, size = scene.app, self.ROW_SIZE
        name = scene.spot_label(r.spot)
        hand = hand_name(r.line, app.lang) if r.line else ""
        line = f"{name}" + (f" · {hand}" if hand else "")
        outcome = app.tr(f"table.outcome.{r.outcome}") if isinstance(r.outcome, Outcome) else str(r.outcome)
        colour = gfx.GOLD_LIGHT if r.paid > r.stake else gfx.CREAM if r.paid else gfx.MUTED
        room = self.line_room(outcome, self.drawn_columns)
        parts = [line]
        if hand and gfx.text(line, size, weight="bold").get_width() > room:  # "POCKET BONUS ·" over its hand
            parts = self._broken(name, hand, size, room) if gfx.text_scaled() else [f"{name} ·", f"   {hand}"]
        rest = self.rest_room(outcome)
        return ([self.fitted(p, size, room if i == 0 else rest) for i, p in enumerate(parts)], outcome,
                self.amount_said(app, r), colour)

    @staticmethod
    def amount_said(app: Texts, r: BetSettled) -> str:
        """A bet's money in the summary: what it paid, or what was lost ("−€ 5.00"), never "€ 0.00"."""
        if r.paid == 0 and r.stake:
            return f"−{app.money(r.stake)}"
        return str(app.money(r.paid))

    @staticmethod
    def _broken(name: str, hand: str, size: int, room: int) -> list[str]:
        """A bet's line too wide for its room at a larger scale, on two lines broken between its
        parts: as many as fit after the name ('ANTE 1 · Two Pair ·'), the rest under it
        ('Straight or lower'), never a name alone over a line that itself reads as one."""
        first, parts = name, hand.split(" · ")
        while parts and gfx.text(f"{first} · {parts[0]} ·", size, weight="bold").get_width() <= room:
            first = f"{first} · {parts.pop(0)}"
        return [f"{first} ·", f"   {' · '.join(parts)}"] if parts else [first]

    def rest_room(self, outcome: str) -> int:
        """How wide a bet's second line may be: under its outcome and payout too at a larger scale
        (nothing stands beside it there), beside them as designed at 100 %."""
        if gfx.text_scaled():
            return self.column_width(self.drawn_columns) - 8
        return self.line_room(outcome, self.drawn_columns)

    def _row(self, surf: pygame.Surface, texts: Row, x: int, y: int) -> None:
        parts, outcome, paid, colour = texts
        size, pitch = self.ROW_SIZE, self.row_pitch()
        right = x + self.column_width(self.drawn_columns)
        room = self.line_room(outcome, self.drawn_columns)
        for i, part in enumerate(parts):
            gfx.blit_text(surf, part, size, (x, y + i * pitch), colour, "bold",
                          max_width=room if i == 0 else self.rest_room(outcome))
        # larger texts: WIN and the payout grow into their column; a long outcome ('PAREGGIO') at
        # the row's size too (the bet's line beside it had the room left of its whole width)
        most = self.MONEY_W if not gfx.text_scaled() else self.column_width(self.drawn_columns) // 2
        gfx.blit_text(surf, outcome, size, (right - self.MONEY_W - 12, y), colour, "bold", anchor="topright",
                      max_width=most)
        gfx.blit_text(surf, paid, size, (right, y), colour, "bold", anchor="topright", max_width=self.MONEY_W)

    @staticmethod
    def fitted(line: str, size: int, room: int) -> str:
        """``line``, cut short with … when even the smallest text allowed is wider than ``room``
        (a long Italian hand name would run into WIN beside it)."""
        while len(line) > 8 and ResultBanner.smallest_width(line, size, room) > room:
            line = line[:-2].rstrip(" ·") + "…"
        return line

    @staticmethod
    def smallest_width(line: str, size: int, room: int) -> int:
        """How wide ``gfx.blit_text`` draws ``line`` bold with ``max_width=room``: it shrinks a
        text to its room, down to the smallest size allowed."""
        step = 1 if gfx.text_scaled() else 2
        width = gfx.text(line, size, weight="bold").get_width()
        while width > room and size > 2 and gfx.text_px(size) > max(10, gfx._floor[-1]):
            size -= step
            width = gfx.text(line, size, weight="bold").get_width()
        return width

    def compact(self, scene: TableScene) -> tuple[pygame.Rect, pygame.Surface] | None:
        """The small summary (the round's whole, what decided it) and where it lies: in the first
        of the table's ``SUMMARY_AREAS`` where it covers no card, hand name or bet spot, at the
        player's text size or less (never under 100 %); None when no area has room (or the table
        names none): the wide summary with every bet's line is drawn then."""
        areas = getattr(scene, "SUMMARY_AREAS", ())
        if not areas:
            return None
        app = scene.app
        blocked = reading_rects(scene)
        areas = (*areas, felt_area(scene))  # anywhere free on the felt, when the named areas are not
        key = (app.lang, self.staked, self.paid, tuple(self.results), gfx.text_px(100),
               tuple(k for k, _ in self.reasons), tuple(map(tuple, blocked)), drawn_at(self._drawn_on))
        if self._compact is not None and self._compact[0] == key:
            return self._compact[1]
        head, win = self._head(scene), self.paid > 0 and self.paid >= self.staked
        reasons = [translate(k, app.lang, params) for k, params in self.reasons]
        found: tuple[pygame.Rect, pygame.Surface] | None = None
        factor = gfx.ui_scale()
        while found is None:
            with gfx.box_scale(factor):
                for area, room in ((a, r) for a in areas for r in ROOMS if r <= a.w or r == ROOMS[0]):
                    w, h, heads, lines = compact_size(head, reasons, min(room, area.w), self.HEAD_SIZE,
                                                      self.ROW_SIZE, self.PAD)
                    place = free_place([area], (w, h), blocked)
                    if place is not None:
                        found = place, render_compact(heads, lines, (w, h), win, self.HEAD_SIZE, self.ROW_SIZE,
                                                      self.PAD, self._drawn_on)
                        break
            if factor <= 1.0:
                break
            factor = max(1.0, factor - 0.1)
        self._compact = (key, found)
        return found

    def rect(self, scene: TableScene) -> pygame.Rect:
        """Where the summary lies on the table when shown in full (logical px): the small one in
        its free area, else the wide one over the rail's edge."""
        small = self.compact(scene)
        if small is not None:
            return small[0]
        return self.wide_rect(scene)

    def wide_rect(self, scene: TableScene) -> pygame.Rect:
        """Where the wide summary (every bet's line) lies: centred above the rail."""
        surf = self.render(scene)
        return pygame.Rect(0, 0, surf.get_width() - 30, surf.get_height() - 30).move(
            self.bottom[0] - (surf.get_width() - 30) // 2, self.bottom[1] - (surf.get_height() - 30))

    def draw(self, surface: pygame.Surface, scene: TableScene) -> None:
        if not self.visible or self.held():
            return
        self._drawn_on = surface
        small = self.compact(scene)
        surf, centre = (small[1], small[0].center) if small is not None else \
            (self.render(scene), self.wide_rect(scene).center)
        t = min(1.0, self.age / 0.25) if scene.animator.speed != "instant" else 1.0
        still = scene.animator.reduced_motion  # reduced motion: no zoom, a fade in
        scale = 1.0 if still else 0.7 + 0.3 * ease_out_back(t)
        fading = self.age - self.SHOW_SECONDS
        alpha = 1 - fading / self.FADE_SECONDS if fading > 0 else t if still else 1.0
        surf = zoomed(surf, scale, alpha)
        surface.blit(surf, surf.get_rect(center=centre))
