"""HISTORY's filter buttons at a larger UI scale: GAME, RESULT, DATE and CHART share the row in
proportion to their words, so the four labels are drawn at one factor of 1.25x or more
('WON AND LOST' and 'QUALSIASI DATA' were squeezed smaller than their neighbours); a click that
changes a label (a game's long name) lays the row out again. At 100 % the designed widths."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from helpers.scene_app import table_app

from gamelib.ledger import Wallet
from scenes.app import App
from scenes.shell.history import HistoryScene
from scenes.showcase import scale_check
from scenes.ui.gfx import designed_width
from scenes.ui.widgets.base import resolve


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    with table_app(tmp_path, lobby=False) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False, language="en")


def labels_drawn(app: App, page: HistoryScene) -> list[scale_check.Text]:
    texts = scale_check.record(lambda: page.draw(pygame.Surface((1920, 1080))))
    words = [resolve(b.label) for b in page.filter_buttons]
    return [next(t for t in texts if t.s == w and b.rect.contains(t.ink)) for w, b in zip(words, page.filter_buttons)]


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("settings", [{"ui_scale": 150}, {"ui_scale": 125, "large_text": True}],
                         ids=["150", "125+larger"])
def test_the_filter_labels_share_one_factor(app: App, lang: str, settings: dict[str, object]) -> None:
    assert isinstance(app.wallet, Wallet)
    app.update_settings(language=lang, **settings)
    page = HistoryScene(app)
    page.filters.games = ["texas-holdem-bonus", "casino-holdem"]  # the games played
    app.manager.push(page)
    for clicks in range(3):  # ALL GAMES, then each game's name
        drawn = labels_drawn(app, page)
        factors = [t.ink.w / designed_width(t.s, t.size, t.weight) for t in drawn]
        assert min(factors) >= (1.25 if clicks == 0 else 1.0) and max(factors) / min(factors) < 1.06, (clicks, factors)
        rects = [b.rect for b in page.filter_buttons]
        assert all(a.right < b.left for a, b in zip(rects, rects[1:]))
        assert rects[-1].right < page.close_button.rect.left
        page.filter_buttons[0].click()


def test_at_100_the_filter_buttons_keep_their_widths(app: App) -> None:
    page = HistoryScene(app)
    assert [b.rect.w for b in page.filter_buttons] == [320, 250, 250, 150]
