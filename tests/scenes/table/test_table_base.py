"""The shared table controls: hotkeys map to the slip's actions, the widgets only show its rules."""

from __future__ import annotations

import pygame
import pytest
from helpers.demo_table import DemoTexasTable  # noqa: E402
from helpers.scene_app import table_app
from helpers.table_fixture import table_fixture

from scenes.table.base import DELETE_HOLD_SECONDS


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path) as a:
        yield a


table = table_fixture(DemoTexasTable, "hotkeys")


def key(app, k, mod=0, up=False):
    kind = pygame.KEYUP if up else pygame.KEYDOWN
    app.step([pygame.event.Event(kind, key=k, mod=mod, unicode="")], 0.016)


def click(app, pos):
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)


def test_number_keys_select_chips_lowest_first(app, table):
    chips = table.controls.rack.chips
    key(app, pygame.K_3)
    assert table.controls.rack.current() == chips[2]
    key(app, pygame.K_1)
    assert table.controls.rack.current() == chips[0]


def test_chips_the_balance_cannot_cover_are_disabled(app, table):
    table.session.slip.place("ante", 60_000)  # 50,000 more would pass the 100,000 balance
    top = max(table.controls.rack.chips)
    table.controls.refresh_states(force=True)
    assert table.controls.chip_enabled(table.controls.rack.chips[0])
    assert not table.controls.chip_enabled(top)
    assert not table.controls.rack.select_index(len(table.controls.rack.chips) - 1)


def test_click_on_a_spot_places_the_selected_chip(app, table):
    key(app, pygame.K_4)
    click(app, table.SPOTS["ante"])
    assert table.session.slip.amount("ante") == table.controls.rack.chips[3]
    assert table.bet_total() == table.controls.rack.chips[3]


def test_side_bet_is_disabled_until_its_main_bet(app, table):
    assert not table.controls.spot_enabled("bonus")
    click(app, table.SPOTS["bonus"])
    assert table.session.slip.amount("bonus") == 0
    assert app.toasts  # the slip's reason, shown as one sentence
    click(app, table.SPOTS["ante"])
    assert table.controls.spot_enabled("bonus")


def test_ctrl_z_cmd_z_and_delete_undo_one_chip_each(app, table):
    for _ in range(3):
        click(app, table.SPOTS["ante"])
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.session.slip._steps) == 2
    key(app, pygame.K_z, pygame.KMOD_META)
    assert len(table.session.slip._steps) == 1
    key(app, pygame.K_DELETE)
    key(app, pygame.K_DELETE, up=True)
    assert table.session.slip.is_empty


def test_delete_held_three_seconds_clears_all(app, table):
    for _ in range(4):
        click(app, table.SPOTS["ante"])
    key(app, pygame.K_DELETE)  # undoes one chip at once
    assert table.session.slip.total == 3 * table.controls.rack.current()  # the chip the table opened with
    app.step([], DELETE_HOLD_SECONDS - 0.5)
    assert not table.session.slip.is_empty
    app.step([], 0.6)
    assert table.session.slip.is_empty


def test_undo_button_held_clears(app, table):
    for _ in range(2):
        click(app, table.SPOTS["ante"])
    centre = table.controls.by_name["undo"].rect.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1)], 0.016)
    app.step([], 1.0)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1)], 0.016)
    assert table.session.slip.is_empty


def test_space_rebets_then_doubles(app, table):
    table.session.last_stakes = {"ante": 100}
    key(app, pygame.K_SPACE)
    assert table.session.slip.amounts == {"ante": 100}
    key(app, pygame.K_SPACE)
    assert table.session.slip.amounts == {"ante": 200}


def test_double_refused_when_balance_short(app, table):
    table.session.slip.place("ante", 30_000)
    table.session.slip.place("bonus", 30_000)
    key(app, pygame.K_SPACE)  # doubling both would need 120,000 of a 100,000 balance
    assert table.session.slip.amounts == {"ante": 30_000, "bonus": 30_000}
    assert app.toasts


def test_enter_deals_and_takes_the_bets(app, table):
    click(app, table.SPOTS["ante"])
    before = app.wallet.balance
    key(app, pygame.K_RETURN)
    assert table.session.slip.is_empty
    assert app.wallet.history(limit=1)[0]["type"] == "round"
    assert app.wallet.balance <= before


def test_escape_on_a_table_opens_the_lobby_and_keeps_the_table(app, table):
    from scenes.shell.lobby import LobbyScene

    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, LobbyScene)
    assert table in app.open_tables


def test_leaving_returns_undealt_bets(app, table):
    click(app, table.SPOTS["ante"])
    table.leave_table()
    assert table not in app.open_tables
    assert table.session.slip.is_empty
    assert app.wallet.balance == 100_000


def test_live_pace_runs_the_betting_window(app, table):
    app.update_settings(pace="live", betting_seconds=10)
    table.enter()
    assert table.light_state() == "green"
    app.step([], 7.0)
    assert table.light_state() == "yellow"
    app.step([], 3.5)  # closed with no bets: skipped, a new window opens
    assert table.light_state() == "green"
    assert any("skipped" in m or "saltata" in m for m in table.panels.message_log.messages)


def test_table_draws_at_both_sizes(app, table):
    click(app, table.SPOTS["ante"])
    app.step([], 0.016)
    assert app.frame_image((1280, 720)).get_size() == (1280, 720)
    assert app.frame_image().get_size() == (1920, 1080)


def test_cached_layer_redraws_when_a_bet_changes(app, table):
    x, y = table.SPOTS["ante"]
    area = (x - 60, y - 60, 120, 120)
    app.step([], 0.016)
    before = app.frame_image().subsurface(area).copy()
    key(app, pygame.K_5)
    click(app, (x, y))
    app.step([], 1.0)  # let the flying chip land
    app.step([], 0.016)
    after = app.frame_image().subsurface(area)
    assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    key(app, pygame.K_DELETE)
    key(app, pygame.K_DELETE, up=True)
    app.step([], 1.0)
    app.step([], 0.016)
    again = app.frame_image().subsurface(area)
    assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(again, "RGB")


def test_lobby_play_returns_to_the_open_table(app, table):
    from scenes.shell.lobby import LobbyScene

    click(app, table.SPOTS["ante"])
    key(app, pygame.K_ESCAPE)
    lobby = app.manager.top
    assert isinstance(lobby, LobbyScene)
    assert lobby._play_label(table.game_id) == app.tr("lobby.return")
    lobby.play(table.game_id)
    assert app.manager.top is table
    assert table.session.slip.amount("ante") > 0  # bets kept while away


def test_live_decision_countdown_takes_the_default(app, table):
    app.update_settings(pace="live", decision_seconds=5)
    table.enter()
    click(app, table.SPOTS["ante"])
    key(app, pygame.K_RETURN)
    rnd = table.session.round
    assert rnd is not None and not rnd.is_over
    app.step([], 0.016)
    assert table.deciding_live() and table.pace.remaining == pytest.approx(5, abs=0.1)
    app.step([], 5.1)  # pre-flop timeout: FOLD
    assert rnd.decisions and rnd.decisions[0]["action"] == "fold"


def test_leaving_mid_round_finishes_it_with_the_defaults(app, table):
    click(app, table.SPOTS["ante"])
    key(app, pygame.K_RETURN)
    rnd = table.session.round
    assert rnd is not None and not rnd.is_over
    table.leave_table()
    assert rnd.is_over and rnd.decisions  # played out (pre-flop default: FOLD)
    assert app.wallet.history(limit=1)[0]["status"] == "settled"
    assert app.toasts


def test_dealer_messages_can_be_hidden(app, table):
    assert not table.panels.message_log.hidden
    click(app, table.panels.log_button.rect.center)
    assert table.panels.message_log.hidden
    key(app, pygame.K_m)
    assert not table.panels.message_log.hidden


def test_leave_button_asks_first_when_a_round_is_dealt(app, table):
    from scenes.shell.lobby import LobbyScene
    from scenes.ui.dialog import MessageDialog

    click(app, table.SPOTS["ante"])
    key(app, pygame.K_RETURN)
    click(app, table.leave_button.rect.center)
    asked = app.manager.top
    assert isinstance(asked, MessageDialog)
    key(app, pygame.K_ESCAPE)  # cancel: still at the table, round untouched
    assert app.manager.top is table and table.session.in_round
    click(app, table.leave_button.rect.center)
    key(app, pygame.K_RETURN)  # LEAVE
    assert isinstance(app.manager.top, LobbyScene)
    assert table not in app.open_tables and not table.session.in_round
