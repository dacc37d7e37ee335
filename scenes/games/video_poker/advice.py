"""The video poker advice: the hint line, the exact EV of every hold and the trainer.

A mixin of ``VideoPokerTable``. A pay table's exact-analysis tables are loaded (or built
and cached) on a background thread the first time a hint, the EV table or the trainer
needs them; only the trainer, judging a DRAW, waits for them. The numbers are gamelib's
(vp_analysis, vp_strategy); this only keeps them and shows them.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.cards import Card
from gamelib.games.video_poker import analysis as vp_analysis
from gamelib.games.video_poker.analysis import hold_values
from gamelib.games.video_poker.paytables import PAYTABLES
from gamelib.games.video_poker.strategy import default_rule
from gamelib.paths import cache_dir
from scenes.games.video_poker.widgets import card_text
from scenes.ui import gfx

if TYPE_CHECKING:
    from gamelib.games.video_poker.analysis import HoldValue, SubsetTables
    from gamelib.games.video_poker.paytables import PayTable
    from gamelib.games.video_poker.rules import VideoPokerRound
    from gamelib.session import TableSession
    from scenes.ui.context import AppContext


#: the trainer's warning
WARNING = (250, 130, 110)


def wrap_parts(text: str, size: int, room: int) -> list[str]:
    """``text`` on lines of at most ``room`` px at ``size`` (the player's scale): whole parts
    between " · " together while they fit, a part too long for a line wrapped at its words."""
    lines: list[str] = []
    for part in text.split(" · "):
        joined = f"{lines[-1]} · {part}" if lines else part
        if lines and gfx.font(size, "bold").size(joined)[0] <= room:
            lines[-1] = joined
        else:
            lines += gfx.wrap(part, size, room, "bold")
    return lines


class HoldAdvice:
    """Hints, EVs and the trainer's score for the video poker table (a mixin)."""

    app: AppContext
    session: TableSession
    ev_open: bool
    main_line: str
    trainer_warning: str
    trainer_total: int
    trainer_optimal: int
    trainer_lost: float

    if TYPE_CHECKING:
        @property
        def round(self) -> VideoPokerRound | None: ...

        @property
        def paytable(self) -> PayTable: ...

        def line_name(self, name: str) -> str: ...

        def main_hand_shown(self) -> bool: ...

    def _init_advice(self) -> None:
        """No advice yet: the EV table closed, no tables loaded, the trainer's score at zero."""
        self.ev_open = False
        self.trainer_warning = ""
        self._warned_holds: tuple[int, ...] | None = None
        self.trainer_total = self.trainer_optimal = 0
        self.trainer_lost = 0.0
        self._tables: dict[str, SubsetTables] = {}
        self._loading: dict[str, threading.Thread] = {}
        self._evs: tuple[Any, list[HoldValue]] | None = None

    def _hold_text(self, cards: Iterable[Card]) -> str:
        """Held cards as ``J♠ 10♥`` (or "nothing (draw five)" when none is held)."""
        return " ".join(card_text(c) for c in cards) or self.app.tr("vp.hold_nothing")

    def _cache_dir(self) -> Any:
        return cache_dir(self.app.data_dir)  # the user cache folder, or DIR/cache (--data-dir)

    def analysis_tables(self, name: str, wait: bool = False) -> SubsetTables | None:
        """The pay table's exact-analysis tables; loaded (or built) in the background."""
        if name in self._tables:
            return self._tables[name]

        def load() -> None:
            self._tables[name] = vp_analysis.subset_tables(PAYTABLES[name], self._cache_dir())

        thread = self._loading.get(name)
        if thread is None:
            thread = threading.Thread(target=load, name=f"vp-tables-{name}", daemon=True)
            self._loading[name] = thread
            thread.start()
        if wait:
            thread.join()
        return self._tables.get(name)

    def _prepare_analysis(self) -> None:
        s = self.app.settings
        if s.vp_hint == "optimal" or s.trainer or self.ev_open:
            self.analysis_tables(self.paytable.name)

    def hold_values(self) -> list[HoldValue] | None:
        rnd = self.round
        if rnd is None or not rnd.dealt:
            return None
        if self._evs is not None and self._evs[0] == id(rnd):
            return self._evs[1]
        tables = self.analysis_tables(rnd.paytable.name)
        if tables is None:
            return None

        values = hold_values(rnd.paytable, rnd.dealt, tables=tables)
        self._evs = (id(rnd), values)
        return values

    def exact_best(self) -> HoldValue | None:
        """The exact best hold, when the pay table's analysis is already at hand (the default
        hint never waits for it)."""
        rnd = self.round
        if rnd is None or rnd.paytable.name not in self._tables:
            return None
        values = self.hold_values()
        return values[0] if values else None

    def toggle_ev(self) -> None:
        if self.session.in_round or self.ev_open:
            self.ev_open = not self.ev_open
            if self.ev_open:
                self._prepare_analysis()

    def _trainer_allows(self, holds: tuple[int, ...]) -> bool:
        """Trainer: warn once when the hold is not optimal; the same DRAW again keeps it."""
        if not self.app.settings.trainer:
            return True
        values = self.hold_values()
        if values is None:
            self.analysis_tables(self.paytable.name, wait=True)
            values = self.hold_values()
        if values is None:
            return True
        best = values[0]
        mine = next(v for v in values if v.positions == holds)
        lost = best.ev - mine.ev
        if lost > 1e-12 and self._warned_holds != holds:
            self._warned_holds = holds
            cards = self._hold_text(best.cards)
            self.trainer_warning = self.app.tr("vp.trainer_warn", cards=cards, lost=f"{lost:.4f}")
            self.app.sound("error", 0.5)
            return False
        self.trainer_total += 1
        self.trainer_optimal += lost <= 1e-12
        self.trainer_lost += max(0.0, lost)
        self.trainer_warning = ""
        self._warned_holds = None
        return True

    def hint_text(self) -> tuple[str, tuple[int, ...]]:
        """The hint line and the positions it marks."""
        rnd = self.round
        if rnd is None or not self.session.in_round or not self.main_hand_shown():
            return "", ()  # no hint names a card the player has not seen yet
        mode = self.app.settings.vp_hint
        if mode == "default":
            rule = default_rule(rnd.paytable, rnd.dealt)
            cards = self._hold_text(rnd.dealt[p] for p in rule.positions)
            best = self.exact_best()
            if best is not None and tuple(best.positions) != tuple(rule.positions):  # say both
                return self.app.tr("vp.hint_default_vs_best", cards=cards,
                                   best=self._hold_text(best.cards)), rule.positions
            return self.app.tr("vp.hint_default", cards=cards), rule.positions
        if mode == "optimal":
            values = self.hold_values()
            if values is None:
                return self.app.tr("vp.analysing"), ()
            best = values[0]
            cards = self._hold_text(best.cards)
            return self.app.tr("vp.hint_optimal", cards=cards, ev=f"{best.ev:.4f}"), best.positions
        return self.app.tr("vp.hold_help"), ()

    def draw_advice_scaled(self, surface: pygame.Surface, centre_x: int, top: int, room: int, bottom: int) -> None:
        """At a larger UI scale, under the main hand: the hint (the hand dealt first), or the
        trainer's warning instead, then the trainer's score; each wrapped to ``room`` (parts
        split at " · " first), all at the one largest factor at which they fit above ``bottom``."""
        tr = self.app.tr
        texts: list[tuple[str, int, tuple[int, int, int]]] = []
        if self.trainer_warning:
            texts.append((self.trainer_warning, 22, WARNING))
        elif self.session.in_round:
            hint, _ = self.hint_text()
            if self.main_line:
                hint = tr("vp.dealt", line=self.line_name(self.main_line)) + " · " + hint
            texts.append((hint, 24, gfx.CREAM))
        if not self.trainer_warning and self.app.settings.trainer and self.trainer_total:
            pct = 100 * self.trainer_optimal / self.trainer_total
            texts.append((tr("vp.trainer_score", optimal=self.trainer_optimal, total=self.trainer_total,
                             pct=f"{pct:.0f}", lost=f"{self.trainer_lost:.4f}"), 20, gfx.MUTED))
        factor = gfx.ui_scale()
        while True:
            with gfx.box_scale(factor) as used:
                lines = [(line, size, colour) for text, size, colour in texts
                         for line in wrap_parts(text, size, room)]
                heights = [gfx.font(size, "bold").get_linesize() for _, size, _ in lines]
                if top + sum(heights) <= bottom or used <= 1.0:
                    y = top
                    for (text, size, colour), height in zip(lines, heights):
                        if y + height > bottom:
                            break
                        gfx.blit_text(surface, text, size, (centre_x, y), colour, "bold", anchor="midtop",
                                      max_width=room)
                        y += height
                    return
            factor = max(1.0, used - 0.05)

    def _draw_ev_table(self, surface: pygame.Surface, center: tuple[int, int],
                       area: pygame.Rect | None = None) -> None:
        """The EV table: the ten best holds (and the player's own) with their exact EV for 1.
        At a larger scale (``area``: the room it has) its texts grow at one factor and it shows
        as many of the best holds as that room holds (the player's own always among them)."""
        f, rows_shown = 1.0, 10
        if area is not None and gfx.ui_scale() > 1.0:
            f = max(1.0, min(gfx.ui_scale(), area.w / 760))
            rows_shown = max(3, min(10, int((area.h - 62 * f) // (31 * f))))
        with gfx.box_scale(f) as f:
            self._draw_ev_rows(surface, center, f, rows_shown)

    def _draw_ev_rows(self, surface: pygame.Surface, center: tuple[int, int], f: float, rows_shown: int) -> None:
        def px(n: float) -> int:
            return round(n * f)

        rect = pygame.Rect(0, 0, px(760), px(62 + 31 * rows_shown) if rows_shown < 10 else px(372))
        rect.center = center
        opaque = 255 if f > 1.0 else 245  # (larger, it may lie over the pay table's texts)
        gfx.draw_panel(surface, rect, (8, 18, 14, opaque), gfx.GOLD, 16, 2)
        tr = self.app.tr
        gfx.blit_text(surface, tr("vp.ev_title"), 24, (rect.centerx, rect.y + px(10)), gfx.GOLD, "black",
                      anchor="midtop", max_width=rect.w - 40)
        values = self.hold_values()
        rnd = self.round
        if values is None or rnd is None:
            gfx.blit_text(surface, tr("vp.analysing"), 24, rect.center, gfx.CREAM, "bold", anchor="center",
                          max_width=rect.w - 40)
            return
        mine = tuple(sorted(rnd.held))
        rows = values[:rows_shown]
        if all(v.positions != mine for v in rows):
            rows = rows[:rows_shown - 1] + [v for v in values if v.positions == mine]
        y = rect.y + px(50)
        hinted = tuple(default_rule(rnd.paytable, rnd.dealt).positions)
        for rank, v in ((values.index(v) + 1, v) for v in rows):
            colour = gfx.GOLD_LIGHT if v.positions == mine else gfx.CREAM
            kept = self._hold_text(v.cards)
            if rank > 1 and tuple(v.positions) == hinted:  # the default strategy's hold, not the best
                kept = f"{kept} · {tr('vp.hint_tag')}"
            gfx.blit_text(surface, f"{rank}.", 20, (rect.x + px(60), y), gfx.MUTED, "bold", anchor="topright",
                          max_width=px(50))
            gfx.blit_text(surface, kept, 20, (rect.x + px(76), y), colour, "bold", max_width=px(420))
            gfx.blit_text(surface, f"{v.ev:.4f}", 20, (rect.x + px(600), y), colour, "bold", anchor="topright",
                          max_width=px(100))
            diff = v.ev - values[0].ev
            gfx.blit_text(surface, f"{diff:+.4f}" if diff else tr("vp.best_tag"), 18, (rect.right - px(20), y),
                          gfx.MUTED if diff else gfx.GOLD, "bold" if diff else "black", anchor="topright",
                          max_width=px(110))
            y += px(31)
