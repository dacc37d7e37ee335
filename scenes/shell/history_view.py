"""HISTORY's controls: the GAME, RESULT and DATE filters (each button steps through its
choices) and the CHART / LIST switch, with the words and colours of the NET column."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.games import game_name_key
from scenes.shell.history_filter import PERIODS, RESULTS, filtered, is_round
from scenes.ui import gfx
from scenes.ui.widgets.base import Button, resolve

if TYPE_CHECKING:
    from scenes.shell.history import HistoryScene


class HistoryFilters:
    """The filters' choices now: a game (None: all), a result, a period."""

    def __init__(self, entries: Sequence[Mapping[str, Any]]) -> None:
        seen: dict[str, None] = {}
        for entry in entries:
            if is_round(entry):
                seen.setdefault(str(entry.get("game", "")), None)
        #: The games the player has played, in the order of the newest round of each.
        self.games: list[str] = list(seen)
        self.game: str | None = None
        self.result = "all"
        self.period = "all"
        self.now: Callable[[], datetime] | None = None  # a test's clock; None: the real one

    def next_game(self) -> None:
        choices: list[str | None] = [None, *self.games]
        self.game = choices[(choices.index(self.game) + 1) % len(choices)]

    def next_result(self) -> None:
        self.result = RESULTS[(RESULTS.index(self.result) + 1) % len(RESULTS)]

    def next_period(self) -> None:
        self.period = PERIODS[(PERIODS.index(self.period) + 1) % len(PERIODS)]

    def apply(self, entries: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
        return filtered(entries, self.game, self.result, self.period, self.now() if self.now else None)


class FilterButton(Button):
    """A filter's button: at a larger UI scale the row's four labels share one factor (each
    button as wide as its label needs, laid out again when a label changes)."""

    row: list[FilterButton]

    def draw(self, surface: pygame.Surface) -> None:
        if gfx.ui_scale() == 1.0:
            super().draw(surface)
            return
        factor = gfx.box_factor((resolve(b.label), 20, "bold", b.rect.w - 16) for b in self.row)
        with gfx.box_scale(factor):
            super().draw(surface)


def filter_buttons(scene: HistoryScene, rect: pygame.Rect) -> list[Button]:
    """GAME, RESULT, DATE and CHART side by side in ``rect``; a click steps a filter on."""
    app = scene.app
    gap = 12
    buttons: list[FilterButton] = []

    def step(move: Callable[[HistoryFilters], None]) -> Callable[[], None]:
        def click() -> None:
            move(scene.filters)
            scene.refilter()
            _share_row(buttons, rect, gap)
        return click

    def chart() -> None:
        scene.toggle_chart()
        _share_row(buttons, rect, gap)

    def game_label() -> str:
        game = scene.filters.game
        return app.tr("history.filter.all_games") if game is None else app.tr(game_name_key(game)).upper()

    designed = (320, 250, 250, 150)
    room = rect.w - gap * (len(designed) - 1)  # 1010 at 100 %; less beside a larger CLOSE
    widths = [w * room // sum(designed) for w in designed] if room < sum(designed) else list(designed)
    x = rect.x
    labels: list[Callable[[], str]] = [
        game_label, lambda: app.tr(f"history.filter.result.{scene.filters.result}"),
        lambda: app.tr(f"history.filter.period.{scene.filters.period}"),
        lambda: app.tr("history.list" if scene.chart else "history.chart")]
    actions = [step(HistoryFilters.next_game), step(HistoryFilters.next_result),
               step(HistoryFilters.next_period), chart]
    for i, (width, label, action) in enumerate(zip(widths, labels, actions)):
        buttons.append(FilterButton((x, rect.y, width, rect.h), label, action, font_size=20,
                                    style="gold" if i == len(actions) - 1 else "dark"))
        x += width + gap
    for b in buttons:
        b.row = buttons
    _share_row(buttons, rect, gap)
    return list(buttons)


def _share_row(buttons: Sequence[Button], rect: pygame.Rect, gap: int) -> None:
    """At a larger UI scale: the buttons share ``rect`` in proportion to their labels' widths
    (so one factor fits them all); at 100 % their designed widths stay."""
    if gfx.ui_scale() == 1.0:
        return
    with gfx.designed_text():
        natural = [gfx.font(20, "bold").size(resolve(b.label))[0] + 40 for b in buttons]
    room = rect.w - gap * (len(buttons) - 1)
    widths = [room * n // sum(natural) for n in natural]
    widths[-1] += room - sum(widths)
    x = rect.x
    for b, w in zip(buttons, widths, strict=True):
        b.rect = pygame.Rect(x, rect.y, w, rect.h)
        x += w + gap


def signed(money: Callable[[int], str], cents: int) -> str:
    """'+€ 20.00', '-€ 5.00', '€ 0.00': the NET column."""
    return f"+{money(cents)}" if cents > 0 else money(cents)


def net_colour(cents: int) -> tuple[int, int, int]:
    return (120, 210, 140) if cents > 0 else (236, 124, 110) if cents < 0 else gfx.MUTED
