"""MULTI-TABLE: up to four tables in one window, each playable; a click on another table only
moves the focus; ✕ leaves one table; keys go to the focused table."""

from __future__ import annotations

import pygame
import pytest
from helpers.demo_table import DemoTexasTable  # noqa: E402

from gamelib.ledger import Wallet
from scenes.app import App
from scenes.shell.lobby import LobbyScene
from scenes.shell.multi_table import CELL, MultiTableScene
from scenes.table.layout import demo_seed


@pytest.fixture
def app(tmp_path):
    pygame.init()
    a = App(tmp_path, wallet=Wallet.in_memory(), headless=True)
    a.update_settings(animation_speed="instant")
    a.lobby()
    yield a
    a.leave_all_tables()
    a.wallet.close()


def open_tables(app, n):
    tables = []
    for i in range(n):
        t = DemoTexasTable(app, seed_source=demo_seed(f"multi-{i}"))
        app.open_tables.append(t)
        tables.append(t)
    scene = MultiTableScene(app, focus=tables[0])
    app.manager.push(scene)
    app.step([], 0.016)
    return scene, tables


def in_cell(i, logical, count=2):
    """A point of table i (its own 1920x1080 coordinates) as seen in the view of ``count`` tables."""
    cell = MultiTableScene.cell(i, count)
    return (cell.x + logical[0] * CELL[0] // 1920, cell.y + logical[1] * CELL[1] // 1080)


def click(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)


def test_click_on_another_table_only_moves_the_focus(app):
    scene, (a, b) = open_tables(app, 2)
    click(app, in_cell(1, b.SPOTS["ante"]))
    assert scene.focused is b
    assert b.session.slip.is_empty  # the first click only focused it
    click(app, in_cell(1, b.SPOTS["ante"]))
    assert b.session.slip.amount("ante") > 0 and a.session.slip.is_empty


def test_keys_go_to_the_focused_table(app):
    scene, (a, b) = open_tables(app, 2)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="")], 0.016)
    assert scene.focused is b
    b.session.last_stakes = {"ante": 100}
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode="")], 0.016)
    assert b.session.slip.amounts == {"ante": 100} and a.session.slip.is_empty


def test_every_table_plays_and_bets_are_reserved_across_tables(app):
    scene, tables = open_tables(app, 4)
    for t in tables:
        t.session.slip.place("ante", 20_000)
    # 4 x 200 on the slips: a fifth 300 chip would pass the 1,000 balance on any table
    assert not tables[0].session.slip.can_place("bonus", 30_000)
    for t in tables:
        scene.focus_table = t
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")], 0.016)
    assert all(t.session.ticket is not None for t in tables)
    assert app.frame_image((1280, 720)).get_size() == (1280, 720)


def test_x_leaves_one_table_and_one_left_is_shown_whole(app):
    scene, (a, b) = open_tables(app, 2)
    click(app, in_cell(0, b.leave_button.rect.center))  # table a is focused: its ✕
    assert a not in app.open_tables and b in app.open_tables
    app.step([], 0.016)
    assert app.manager.top is b


def test_escape_opens_the_lobby_and_keeps_the_tables(app):
    scene, tables = open_tables(app, 3)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")], 0.016)
    assert isinstance(app.manager.top, LobbyScene)
    assert len(app.open_tables) == 3


def test_plus_table_in_the_lobby_opens_the_two_by_two_view(app, monkeypatch):
    from scenes.table import registry

    monkeypatch.setitem(registry.TABLE_SCENES, "texas-holdem-bonus", "helpers.demo_table:DemoTexasTable")
    registry._broken.discard("texas-holdem-bonus")
    lobby = app.manager.top
    assert isinstance(lobby, LobbyScene)
    assert not lobby.add_button.enabled  # no table open yet
    lobby.play("texas-holdem-bonus")
    app.open_lobby()
    assert lobby.add_button.enabled
    lobby.add_table()
    lobby.play("texas-holdem-bonus")
    assert isinstance(app.manager.top, MultiTableScene)
    assert len(app.open_tables) == 2
