"""MULTI-TABLE: the focused table whole and playable, the others as live tabs; a click on a
tab only moves the focus; Tab / Shift+Tab / Ctrl+n / W move it; ✕ leaves one table; keys
go to the focused table; the lobby's +TABLE follows gamelib.seating and says why not."""

from __future__ import annotations

import pygame
import pytest
from helpers.demo_table import DemoTexasTable  # noqa: E402
from helpers.scene_app import multi_table_view, table_app

from scenes.shell.lobby import LobbyScene
from scenes.shell.multi_table import STRIP, MultiTableScene
from scenes.table.layout import demo_seed


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path) as a:
        yield a


def open_tables(app, n):
    return multi_table_view(app, [DemoTexasTable] * n, "multi")


def click(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)


def key(app, k, mod=0):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")], 0.016)


def tab(scene, i):
    rects, _ = scene.tab_rects()
    return rects[i].center


def deal(table):
    table.controls.click_spot("ante")
    table.deal()


def test_click_on_a_tab_only_moves_the_focus_and_the_focused_table_takes_clicks_as_its_own(app):
    scene, (a, b) = open_tables(app, 2)
    click(app, tab(scene, 1))
    assert scene.focused is b
    assert a.session.slip.is_empty and b.session.slip.is_empty  # the click only focused it
    click(app, b.SPOTS["ante"])  # the focused table is shown whole: its own coordinates
    assert b.session.slip.amount("ante") > 0 and a.session.slip.is_empty


def test_keys_go_to_the_focused_table(app):
    scene, (a, b) = open_tables(app, 2)
    key(app, pygame.K_TAB)
    assert scene.focused is b
    b.session.last_stakes = {"ante": 100}
    key(app, pygame.K_SPACE)
    assert b.session.slip.amounts == {"ante": 100} and a.session.slip.is_empty


def test_tab_shift_tab_and_ctrl_number_move_the_focus(app):
    scene, tables = open_tables(app, 4)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.focused is tables[3]  # Shift+Tab from the first: the last
    key(app, pygame.K_TAB)
    assert scene.focused is tables[0]
    key(app, pygame.K_3, pygame.KMOD_LCTRL)
    assert scene.focused is tables[2]
    key(app, pygame.K_7, pygame.KMOD_LCTRL)  # no seventh slot: the focus stays
    assert scene.focused is tables[2]
    key(app, pygame.K_1, pygame.KMOD_LCTRL)
    assert scene.focused is tables[0]
    chips = [t.controls.rack.current() for t in tables]
    assert chips == [chips[1]] * 4  # Ctrl+1 / Ctrl+3 / Ctrl+7 chose no chip


def test_w_jumps_to_the_table_waiting_longest(app):
    scene, (a, b, c) = open_tables(app, 3)
    key(app, pygame.K_w)  # nobody waits: the focus stays
    assert scene.focused is a
    deal(c)
    app.step([], 0.5)
    deal(b)
    app.step([], 0.5)
    assert scene.waiting_longest() is scene.slots()[2]
    key(app, pygame.K_w)
    assert scene.focused is c
    key(app, pygame.K_f)  # fold: c waits no more
    assert not MultiTableScene.waiting(c)
    key(app, pygame.K_w)
    assert scene.focused is b


def test_every_table_plays_and_bets_are_reserved_across_tables(app):
    scene, tables = open_tables(app, 4)
    for t in tables:
        t.session.slip.place("ante", 20_000)
    # 4 x 200 on the slips: a fifth 300 chip would pass the 1,000 balance on any table
    assert not tables[0].session.slip.can_place("bonus", 30_000)
    for t in tables:
        scene.focus_table = t
        key(app, pygame.K_RETURN)
    assert all(t.session.ticket is not None for t in tables)
    assert app.frame_image((1280, 720)).get_size() == (1280, 720)


def test_x_leaves_one_table_and_one_left_is_shown_whole(app):
    scene, (a, b) = open_tables(app, 2)
    click(app, a.leave_button.rect.center)  # table a is focused: its ✕
    assert a not in app.open_tables and b in app.open_tables
    app.step([], 0.016)
    assert app.manager.top is b


def test_escape_opens_the_lobby_and_keeps_the_tables(app):
    scene, tables = open_tables(app, 3)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, LobbyScene)
    assert len(app.open_tables) == 3


def test_only_the_focused_table_is_drawn_every_table_runs(app):
    scene, tables = open_tables(app, 4)
    drawn, updated = [], []
    for t in tables:
        t.draw = lambda surface, titled=True, t=t: drawn.append(t)
        t.update = lambda dt, t=t: updated.append((t, dt))
    app.step([], 0.016)
    assert drawn == [tables[0]]
    updated.clear()
    before = dict(scene._owed)
    for _ in range(6):  # at frame rate: the focused every frame, the others in turns
        app.step([], 1 / 60)
    counts = [sum(1 for t, _ in updated if t is table) for table in tables]
    assert counts == [6, 2, 2, 2]
    owed = scene._owed
    for table in tables[1:]:  # no time lost: what was not given yet is owed
        given = sum(dt for t, dt in updated if t is table)
        assert given > 0 and abs(given + owed.get(id(table), 0.0) - before.get(id(table), 0.0) - 6 / 60) < 1e-9
    updated.clear()
    app.step([], 0.1)  # a long step: every table at once
    assert {t for t, _ in updated} == set(tables)


def test_the_strip_covers_only_the_title_band(app):
    scene, tables = open_tables(app, 4)
    assert STRIP.y >= 0 and STRIP.bottom <= 96  # the top bar of a table
    assert not STRIP.colliderect(tables[0].lobby_button.rect)
    assert not STRIP.colliderect(tables[0].leave_button.rect)
    assert STRIP.right < 1470  # the GAME CODE
    rects, plus = scene.tab_rects()
    assert all(STRIP.contains(r) for r in [*rects, plus])
    for n in range(1, 11):
        rects, plus = scene.tab_rects(n)
        assert all(STRIP.contains(r) for r in [*rects, plus])
        assert len({(r.x, r.y) for r in [*rects, plus]}) == n + 1  # no two tabs on one place


def test_plus_table_in_the_lobby_follows_the_seating_rule_and_says_why_not(app, monkeypatch):
    from scenes.table import registry

    monkeypatch.setitem(registry.TABLE_SCENES, "texas-holdem-bonus", "helpers.demo_table:DemoTexasTable")
    registry._broken.pop("texas-holdem-bonus", None)
    lobby = app.manager.top
    assert isinstance(lobby, LobbyScene)
    assert lobby.add_button.enabled and lobby.add_refusal() is None
    lobby.play("texas-holdem-bonus")
    app.open_lobby()
    lobby.add_table()
    lobby.play("texas-holdem-bonus")
    assert isinstance(app.manager.top, MultiTableScene)
    assert len(app.open_tables) == 2
    for _ in range(2):
        app.open_lobby()
        lobby.add_table()
        lobby.play("texas-holdem-bonus")
    assert len(app.open_tables) == 4
    app.open_lobby()
    assert not lobby.add_button.enabled
    reason = lobby.add_refusal()
    assert reason is not None and "4 house tables are open" in reason
    app.toasts.clear()
    key(app, pygame.K_t)  # +TABLE by its key: refused, with the reason
    assert [t.message for t in app.toasts] == [reason]
    lobby.adding = True
    lobby.play("texas-holdem-bonus")
    assert len(app.open_tables) == 4


def test_the_lobby_shows_why_plus_table_is_greyed(app, monkeypatch):
    from scenes.ui import gfx

    for i in range(4):
        app.open_tables.append(DemoTexasTable(app, seed_source=demo_seed(f"full-{i}")))
    drawn = []
    real = gfx.text
    monkeypatch.setattr(gfx, "text", lambda s, size, *a, **k: drawn.append((s, size)) or real(s, size, *a, **k))
    app.step([], 0.016)
    reason = app.manager.top.add_refusal()
    assert (reason, 20) in drawn
    app.update_settings(language="it")
    drawn.clear()
    app.step([], 0.016)
    assert any("tavoli" in s for s, _ in drawn)



def test_a_tab_drawn_again_alone_looks_as_the_whole_strip_drawn_afresh(app):
    from scenes.shell.multi_strip import BACK, TabStrip

    scene, (a, b, c) = open_tables(app, 3)
    strip = scene.strip
    painted = strip._surface
    deal(c)  # its tab: YOUR DECISION
    b.session.slip.place("ante", 500)  # its tab: BET € 5.00
    app.step([], 0.2)
    assert strip._surface is painted  # not painted whole again
    fresh = pygame.Surface((1920, 1080))
    again = pygame.Surface((1920, 1080))
    scene.strip.draw(again, scene)
    TabStrip().draw(fresh, scene)
    assert pygame.image.tobytes(again.subsurface(BACK), "RGB") == pygame.image.tobytes(fresh.subsurface(BACK), "RGB")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_table_open_badge_stands_clear_of_the_jackpot_meter(app, lang):
    from gamelib.games import jackpot_game
    from scenes.ui import gfx

    app.update_settings(language=lang)
    lobby = app.manager.top
    game = jackpot_game()
    assert game in lobby.games
    meter = gfx.text(f"{app.tr('lobby.jackpot')}  {app.money(123_456_789)}", 21, gfx.INK, "black")
    badge = gfx.text(app.tr("lobby.open_table"), 20, gfx.WHITE, "black")
    i = lobby.games.index(game)
    assert not lobby.jackpot_badge(meter).colliderect(lobby.open_badge(i, badge))
    assert lobby.tile_rect(i).contains(lobby.open_badge(i, badge))
