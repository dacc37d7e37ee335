"""The pages through their controls: cashier top-ups and reset, settings steppers, history
paging and round detail, help sections and scrolling, closing the app."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import started_app

from scenes.shell.cashier import CashierScene
from scenes.shell.help import HelpScene
from scenes.shell.history import HistoryScene, RoundDetailScene
from scenes.shell.settings import SettingsScene
from scenes.showcase import catalogue
from scenes.ui.dialog import MessageDialog


@pytest.fixture
def app(tmp_path):
    with started_app(tmp_path) as a:
        yield a


def press(app, k):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")], 0.016)


def click_logical(app, pos):
    view = app.viewport()
    p = (view.x + pos[0] * view.w / 1920, view.y + pos[1] * view.h / 1080)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=1)], 0.016)


def test_cashier_tops_up_and_resets(app):
    page = CashierScene(app)
    app.manager.push(page)
    press(app, pygame.K_2)  # € 500
    assert app.wallet.balance == 150_000
    click_logical(app, page.widgets[2].rect.center)  # € 1,000
    assert app.wallet.balance == 250_000
    page.ask_reset()
    app.step([], 0.016)
    dialog = app.manager.top
    assert isinstance(dialog, MessageDialog)
    press(app, pygame.K_RETURN)  # YES
    assert app.wallet.balance == 100_000


def test_settings_stepper_moves_through_its_steps_and_saves(app):
    page = SettingsScene(app)
    app.manager.push(page)
    row = next(w for w in page.widgets if getattr(w, "name", "") == "decision_seconds")
    minus, plus = row.buttons
    click_logical(app, plus.rect.center)
    assert app.settings.decision_seconds == 20
    click_logical(app, minus.rect.center)
    click_logical(app, minus.rect.center)
    assert app.settings.decision_seconds == 10
    loss = next(w for w in page.widgets if getattr(w, "name", "") == "session_loss_limit_cents")
    click_logical(app, loss.buttons[1].rect.center)
    assert app.settings.session_loss_limit_cents == 1_000
    click_logical(app, loss.buttons[0].rect.center)
    assert app.settings.session_loss_limit_cents is None


def test_history_pages_and_opens_round_detail(app):
    catalogue.play_sample_rounds(app, 3)
    for _ in range(6):
        app.wallet.top_up(100)
    page = HistoryScene(app)
    app.manager.push(page)
    assert page.pages >= 1
    rounds = [i for i, e in enumerate(page.entries[:13]) if e.get("type") == "round"]
    assert rounds
    click_logical(app, page.rows[rounds[0]].rect.center)
    assert isinstance(app.manager.top, RoundDetailScene)
    app.step([], 0.016)
    press(app, pygame.K_ESCAPE)
    assert app.manager.top is page


def test_help_sections_and_scrolling(app):
    page = HelpScene(app)
    app.manager.push(page)
    click_logical(app, page.widgets[3].rect.center)  # Heads Up Hold'em
    assert page.section == "heads-up-holdem"
    press(app, pygame.K_PAGEDOWN)
    assert page.scroll > 0
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=50, flipped=False)], 0.016)
    assert page.scroll == 0


def test_closing_the_window_stops_the_app(app):
    app.step([pygame.event.Event(pygame.QUIT)], 0.016)
    assert not app.running and app.exit_code == 0
