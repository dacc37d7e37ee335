"""Twister tournaments in the multi-table view: each takes a slot like a table, the focused one
is played in place with its own keys (its prize wheel first), the tabs say each one's state,
and adding follows gamelib.seating (its reason shown on +TABLE)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from helpers.scene_app import started_app

from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.games.twister.scene import TwisterScene
from scenes.games.twister.wheel import WheelScene
from scenes.shell.multi_slots import TournamentSlot, seating_of
from scenes.shell.multi_table import MultiTableScene
from scenes.shell.multi_twister import GridTournamentScene
from scenes.showcase.multi_table import start_tournaments
from scenes.table.layout import demo_seed


@pytest.fixture
def app(tmp_path: Path):
    with started_app(tmp_path, animation_speed="instant") as a:
        yield a


def open_view(app, tables: int, tournaments: int, *, started: bool = True):
    opened = []
    for i in range(tables):
        t = TexasBonusTable(app, seed_source=demo_seed(f"tw-grid-{i}"))
        app.open_tables.append(t)
        opened.append(t)
    hub = TwisterScene(app, seed_source=demo_seed("tw-grid-hub"))
    app.open_tables.append(hub)
    if started:
        games = start_tournaments(hub, tournaments)
    else:
        games = hub.room.start(500, tournaments, "standard")
    view = MultiTableScene(app, focus=opened[0] if opened else None)
    app.manager.push(view)
    app.step([], 0.016)
    return view, opened, hub, games


def key(app, k, mod=0, unicode=""):
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode)], 0.016)


def test_tournaments_take_slots_after_the_tables_and_say_their_state(app):
    view, tables, hub, games = open_view(app, 2, 2)
    slots = view.slots()
    assert [s.kind for s in slots] == ["table", "table", "tournament", "tournament"]
    assert [s.tournament for s in slots[2:]] == games
    first = slots[2]
    assert isinstance(first, TournamentSlot) and first.waiting()
    text, _, urgent = first.state(app)
    assert urgent and text.startswith(app.tr("twister.your_turn"))
    assert first.name(app) == app.tr("multi.short.twister", n=hub.room.number_of(games[0]))
    assert not slots[3].waiting() or slots[3].tournament.waiting_for_player


def test_a_tournament_waiting_is_played_in_the_focused_slot_with_its_keys(app):
    view, tables, hub, (game, *_) = open_view(app, 2, 1)
    key(app, pygame.K_3, pygame.KMOD_LCTRL)
    assert isinstance(view.focused, GridTournamentScene) and view.focused.table is game
    assert game.waiting_for_player
    hand = game.hand
    before = len(hand.operations)
    key(app, pygame.K_c, unicode="c")  # check or call: the tournament's own key
    assert len(hand.operations) > before
    assert tables[0].session.slip.is_empty and tables[1].session.slip.is_empty  # nothing else moved
    targets = view.focus_targets()  # the keyboard ring: the tournament's own buttons
    assert targets and targets == view.focused.focus_targets()
    key(app, pygame.K_1, pygame.KMOD_LCTRL)
    assert view.focused is tables[0]


def test_w_goes_to_the_tournament_waiting_longest(app):
    view, tables, hub, (game,) = open_view(app, 2, 1)
    app.step([], 0.5)
    table = tables[1]
    table.controls.click_spot("ante")
    table.deal()
    app.step([], 0.016)
    key(app, pygame.K_w)
    assert isinstance(view.focused, GridTournamentScene) and view.focused.table is game  # waited first
    key(app, pygame.K_TAB)  # from the last slot round to the first
    assert view.focused is tables[0]


def test_a_new_tournament_in_focus_shows_its_prize_wheel_first(app):
    view, tables, hub, games = open_view(app, 1, 1, started=False)
    assert view.slots()[1].waiting()  # its wheel is still to be seen
    assert view.slots()[1].state(app)[0] == app.tr("multi.state.wheel")
    key(app, pygame.K_2, pygame.KMOD_LCTRL)
    assert isinstance(app.manager.top, WheelScene) and app.manager.top.table is games[0]
    for _ in range(3):
        key(app, pygame.K_RETURN)  # skip the spin, then play
    assert games[0].wheel_seen and app.manager.top is view


def test_tournament_lobby_button_opens_the_twister_room_and_a_finished_one_leaves(app):
    view, tables, hub, (game,) = open_view(app, 1, 1)
    view.focus_table = game
    view.focused.close()  # TWISTER LOBBY
    assert app.manager.top is hub
    app.manager.pop()
    assert app.manager.top is view
    view.focused.acknowledge()  # CLOSE (as on a finished tournament)
    app.step([], 0.016)
    assert [s.kind for s in view.slots()] == ["table"]
    assert app.manager.top is tables[0]  # one table left: shown on its own


def test_adding_follows_the_seating_rule_and_the_plus_tab_says_why_not(app):
    view, tables, hub, games = open_view(app, 4, 6, started=False)
    seating = seating_of(app)
    assert (seating.tables, seating.tournaments) == (4, 6)
    assert not seating.can_add_any()
    assert len(view.slots()) == 10
    app.toasts.clear()
    view.click_tab("+")
    assert len(app.toasts) == 1
    message = app.toasts[0].message
    assert "4 house tables are open" in message and "6 Twister tournaments" in message
    assert app.manager.top is view  # nothing opened
    lobby_add = app.lobby().add_refusal()
    assert lobby_add is not None and "4 house tables" in lobby_add


def test_with_room_for_a_table_the_plus_tab_opens_the_lobby_ready_to_add(app):
    view, tables, hub, games = open_view(app, 3, 1)
    view.click_tab("+")
    lobby = app.manager.top
    assert lobby is app.lobby() and lobby.adding


def test_a_tournament_taken_up_mid_hand_shows_its_cards_where_they_lie(app):
    from scenes.games.twister.table import TwisterTableScene

    app.update_settings(animation_speed="normal")
    view, tables, hub, (game,) = open_view(app, 1, 1)
    view.focus_table = game
    app.step([], 1 / 60)
    focused = view.focused
    assert isinstance(focused, GridTournamentScene) and focused._dealt  # cards on the table
    assert all(age >= focused.DEAL_SECONDS for age in focused._dealt.values()), focused._dealt  # none slides in
    alone = TwisterTableScene(app, hub, game)  # opened from the Twister room: they are dealt in
    alone.draw(pygame.Surface((1920, 1080)))
    assert alone._dealt and min(alone._dealt.values()) <= 0


def test_start_in_the_twister_room_says_why_not_when_six_are_played(app):
    view, tables, hub, games = open_view(app, 1, 6, started=False)
    app.open_scene(hub)
    app.step([], 0.016)
    while app.manager.top is not hub:  # the wheels the room spins as it comes on top
        app.manager.pop()
    assert not hub.room.can_start()
    app.toasts.clear()
    key(app, pygame.K_RETURN)
    assert [t.message for t in app.toasts] == [app.tr("seating.tournaments_full", limit=6)]
    assert len(hub.room.running()) == 6  # nothing started


def test_all_tables_works_with_a_twister_table_in_focus(app):
    """ALL TABLES was greyed out with a tournament in focus (no other tournament waiting): it is
    on, and moves the focus to the next table waiting, of any game, else to the next slot."""
    view, tables, hub, (game,) = open_view(app, 2, 1)
    key(app, pygame.K_3, pygame.KMOD_LCTRL)
    focused = view.focused
    assert isinstance(focused, GridTournamentScene) and focused.table is game
    all_tables = focused.top_buttons[2]
    assert all_tables.enabled and all_tables.visible
    table = tables[1]  # a house table starts waiting for the player
    table.controls.click_spot("ante")
    table.deal()
    app.step([], 0.016)
    assert view.waiting_longest() is not None
    assert all_tables.click()
    assert view.focused is table  # the house table waiting (the tournament waited first: not itself)
    key(app, pygame.K_3, pygame.KMOD_LCTRL)
    view.focused.top_buttons[2].click()
    assert not isinstance(view.focused, GridTournamentScene)  # moved on even with no table waiting
