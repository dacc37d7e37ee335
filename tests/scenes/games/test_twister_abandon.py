"""ABANDON on an unfinished Twister tournament's detail page in History: a confirm dialog,
then the tournament is forfeited (the seat sits out, played to its end at once), the
finishing place and its prize said, the page then shows the settled tournament."""

from __future__ import annotations

import pygame
from helpers.scene_app import counting_seeds

from gamelib.games.twister.desk import TwisterDesk
from scenes.app import App
from scenes.games.twister.abandon import TwisterOpenBody
from scenes.games.twister.round_detail import TwisterRoundBody
from scenes.games.twister.scene import TwisterScene
from scenes.shell.history import RoundDetailScene
from scenes.ui.dialog import MessageDialog


def _hub_with_a_tournament(app: App) -> TwisterScene:
    hub = TwisterScene(app, seed_source=counting_seeds())
    app.open_tables.append(hub)  # the Twister grid stays open while History is shown
    (table,) = hub.room.start(200, 1, "easy")
    table.reveal_wheel()
    for _ in range(2000):
        if table.t.hands_played >= 2 and table.t.hand is None:
            break
        hub.room.update(1.0)
        if table.waiting_for_player:
            table.player_act("check" if table.t.hand and table.t.hand.can_check() else "fold")
    return hub


def show_detail(app: App, table) -> RoundDetailScene:
    """The tournament's page in History, on top."""
    detail = RoundDetailScene(app, str(table.t.ticket))
    app.manager.push(detail)
    return detail


def test_abandon_asks_then_forfeits_and_says_where_the_player_finished(app: App) -> None:
    hub = _hub_with_a_tournament(app)
    (table,) = hub.room.tables
    start = app.wallet.balance
    detail = show_detail(app, table)
    body = detail.body
    assert isinstance(body, TwisterOpenBody)
    app.step([], 0.05)
    assert body.button.click()
    confirm = app.manager.top
    assert isinstance(confirm, MessageDialog)
    assert app.wallet.balance == start  # nothing happens before the answer
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")], 0.05)
    result = app.manager.top
    assert isinstance(result, MessageDialog) and result is not confirm
    said = result.body() if callable(result.body) else result.body
    assert hub.room.tables == [] and TwisterDesk(app.wallet).open_ids() == []
    assert isinstance(detail.body, TwisterRoundBody)  # the settled tournament
    settled = detail.detail
    assert settled["status"] == "settled" and not settled["record"].get("cancelled")
    prize = int(settled["paid_cents"])
    assert app.wallet.balance == start + prize and app.money(prize) in said
    assert said.startswith("You finished")
    app.step([], 0.05)


def test_an_unreadable_tournament_gives_the_buy_in_back(app: App) -> None:
    from gamelib.games.twister.desk import STATE_PREFIX

    hub = _hub_with_a_tournament(app)
    (table,) = hub.room.tables
    start = app.wallet.balance
    app.wallet.kv_set(STATE_PREFIX + table.t.tournament_id, {"broken": True})
    detail = show_detail(app, table)
    assert isinstance(detail.body, TwisterOpenBody) and detail.body.t is None
    app.step([], 0.05)  # its page says the state cannot be read
    detail.body.ask()
    app.manager.top.buttons[-1].click()
    said = app.manager.top.body
    assert app.money(200) in said and app.wallet.balance == start + 200
    assert detail.detail["status"] == "void"


def test_cancel_in_the_dialog_changes_nothing(app: App) -> None:
    hub = _hub_with_a_tournament(app)
    (table,) = hub.room.tables
    start = app.wallet.balance
    detail = show_detail(app, table)
    assert isinstance(detail.body, TwisterOpenBody)
    detail.body.ask()
    confirm = app.manager.top
    assert isinstance(confirm, MessageDialog)
    confirm.buttons[0].click()  # CANCEL
    assert app.manager.top is detail and app.wallet.balance == start
    assert hub.room.tables == [table] and isinstance(detail.body, TwisterOpenBody)
