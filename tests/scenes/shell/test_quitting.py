"""Quitting (issue 28): QUIT in the lobby, Ctrl+Q anywhere and the window's close ask first
when a dealt round is open (it is finished with the defaults), and quit at once otherwise."""

from __future__ import annotations

import pygame
import pytest
from helpers.scene_app import started_app

from scenes.games.heads_up.table import HeadsUpTable
from scenes.shell.lobby import LobbyScene
from scenes.shell.quitting import QuitQuestion


@pytest.fixture
def app(tmp_path):
    with started_app(tmp_path) as a:
        yield a


def ctrl_q(app):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=pygame.KMOD_LCTRL, unicode="")], 0.016)


def test_ctrl_q_with_no_round_open_quits_at_once(app):
    ctrl_q(app)
    assert not app.running


def test_a_round_open_asks_first_and_a_second_close_quits(app):
    table = HeadsUpTable(app)
    app.open_tables.append(table)
    app.manager.push(table)
    table.session.slip.place("ante", 500)
    table.deal()
    assert table.session.in_round
    app.step([pygame.event.Event(pygame.QUIT)], 0.016)
    assert app.running and isinstance(app.manager.top, QuitQuestion)
    ctrl_q(app)
    assert not app.running


def test_the_lobby_has_a_quit_button(app):
    lobby = app.manager.top
    assert isinstance(lobby, LobbyScene)
    quit_button = lobby.quit_button
    assert quit_button.hotkey == "Ctrl+Q" and quit_button in lobby.buttons
    assert quit_button.rect.right < lobby.balance_box().left  # in the top bar, beside the balance
    quit_button.on_click()
    assert not app.running
