"""Every game played a full round with the keyboard alone: Tab and the arrows move the focus
ring over spots, chips, buttons and cards; Enter and Space press what it is on. No mouse
event is sent and no widget is called directly; the hotkeys keep their meaning."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame
import pytest
from helpers import scene_app
from helpers.scene_app import table_app

from scenes.app import App
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.games.video_poker.pay_table import PaytableDialog
from scenes.games.video_poker.table import VideoPokerTable
from scenes.shell.settings import SettingsScene
from scenes.table.base import TableScene
from scenes.ui.dialog import MessageDialog


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a


def press(app: App, k: int, mod: int = 0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")], 0.016)


def settle(app: App, table: TableScene) -> None:
    """Let the dealt cards land (instant speed: a few frames)."""
    for _ in range(200):
        if not (table.player.busy or table.animator.busy or table.flying):
            break
        app.step([], 0.1)
    app.step([], 0.1)


def focused(table: TableScene) -> Hashable | None:
    target = table.keyboard.ring.focused(table.keyboard.targets())
    return target.key if target is not None else None


def tab_to(app: App, table: TableScene, wanted: Callable[[Any], bool] | Hashable) -> Hashable:
    """Press Tab until the focus is on the wanted target (fails if a full cycle never gets there)."""
    test = wanted if callable(wanted) else (lambda k: k == wanted)
    for _ in range(len(table.keyboard.targets()) + 2):
        press(app, pygame.K_TAB)
        key = focused(table)
        if key is not None and test(key):
            return key
    raise AssertionError(f"Tab never reached {wanted}: {[t.key for t in table.keyboard.targets()]}")


def open_table(app: App, cls: type[TableScene]) -> TableScene:
    return scene_app.open_table(app, cls, "keys")


def play_decisions(app: App, table: TableScene) -> int:
    """Take the first decision that is not a fold, by Tab and Enter, until the round ends."""
    taken = 0
    while table.session.in_round and taken < 12:
        settle(app, table)
        if not table.session.in_round:
            break
        key = tab_to(app, table, lambda k: k[0] == "decision" and k[1] != "fold")
        press(app, pygame.K_RETURN)
        assert focused(table) != key or not table.session.in_round or table.session.can_act(key[1])
        taken += 1
    settle(app, table)
    return taken


@pytest.mark.parametrize("cls,spots", [
    (TexasBonusTable, ("ante",)),
    (CasinoHoldemTable, ("ante1",)),
    (HeadsUpTable, ("ante",)),  # the ODDS bet follows the ANTE
])
def test_a_dealer_game_round_with_keys_only(app: App, cls: type[TableScene], spots: tuple[str, ...]) -> None:
    table = open_table(app, cls)
    rounds_before = len(table.session.history(10)) if hasattr(table.session, "history") else 0
    for spot in spots:
        tab_to(app, table, ("spot", spot))
        press(app, pygame.K_RETURN)  # a chip of the chosen value goes on the spot
    assert set(spots) | set(table.definition.required_spots) <= set(table.session.slip.stakes())
    tab_to(app, table, ("bet", "deal"))
    press(app, pygame.K_SPACE)  # Space presses the focused DEAL (not REBET: the ring shows)
    assert table.session.in_round
    assert play_decisions(app, table) >= 1
    assert not table.session.in_round
    assert table.session.last_stakes and table.round_code
    if hasattr(table.session, "history"):
        assert len(table.session.history(10)) == rounds_before + 1


@pytest.mark.parametrize("hands_key,hands", [(2, 1), (3, 10)])  # +1, +10
def test_video_poker_single_and_multi_hand_with_keys_only(app: App, hands_key: int, hands: int) -> None:
    table = open_table(app, VideoPokerTable)
    assert isinstance(table, VideoPokerTable)
    start = app.wallet.balance
    tab_to(app, table, ("bet", hands_key))  # HANDS +1 / +10
    press(app, pygame.K_RETURN)
    assert table.bets.hands == hands
    tab_to(app, table, ("bet", 1))  # VALUE +, until the bet reaches the table's minimum
    for _ in range(10):
        if table.bets.can_deal():
            break
        press(app, pygame.K_RETURN)
    deal = table.controls.bet_buttons.index(table.controls.deal_button)
    tab_to(app, table, ("bet", deal))
    press(app, pygame.K_RETURN)
    assert table.session.in_round
    settle(app, table)
    assert tab_to(app, table, ("card", 0)) == ("card", 0)  # the cards come first in a round
    press(app, pygame.K_SPACE)  # HOLD the first card
    press(app, pygame.K_RIGHT)
    assert focused(table) == ("card", 1)
    press(app, pygame.K_RETURN)  # and the second
    assert table.round is not None and set(table.round.held) == {0, 1}
    press(app, pygame.K_RETURN)  # pressed again: released
    assert set(table.round.held) == {0}
    tab_to(app, table, lambda k: k == ("round", 1))  # DRAW
    press(app, pygame.K_RETURN)
    for _ in range(400):
        if not table.session.in_round and not table.revealing:
            break
        app.step([], 0.1)
    assert not table.session.in_round
    assert app.wallet.balance == start - hands * table.bets.value + sum(
        h.paid for h in table.session.last_round.hands)  # type: ignore[union-attr]


def test_the_ring_order_and_the_arrows(app: App) -> None:
    table = open_table(app, TexasBonusTable)
    keys = [t.key for t in table.keyboard.targets()]
    assert keys[0] == ("spot", "ante")  # the spots first, then the chips, the buttons, the top bar
    assert keys.index(("chip", 10)) < keys.index(("top", 0))
    assert not table.keyboard.ring.visible
    press(app, pygame.K_UP)  # the first arrow shows the ring on the first target
    assert focused(table) == ("spot", "ante")
    press(app, pygame.K_DOWN)  # down from the ante: the chip rack on the rail
    down = focused(table)
    assert down is not None and down[0] == "chip"
    press(app, pygame.K_LEFT)
    left = focused(table)
    assert left is not None and left[0] == "chip" and left[1] < down[1]
    press(app, pygame.K_RETURN)  # pressing a chip chooses it
    controls = table.controls
    assert controls.rack.current() == left[1]  # type: ignore[attr-defined]
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # Shift+Tab goes back, to the chip before
    chips = table.definition.limits.chips
    assert focused(table) == ("chip", chips[chips.index(left[1]) - 1])


def test_hotkeys_keep_their_meaning_without_the_ring(app: App) -> None:
    table = open_table(app, TexasBonusTable)
    tab_to(app, table, ("spot", "ante"))
    press(app, pygame.K_RETURN)
    assert table.session.slip.amount("ante") > 0
    pos = (5, 1075)  # a click anywhere hides the ring
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)
    assert not table.keyboard.ring.visible
    press(app, pygame.K_RETURN)  # Enter deals again
    assert table.session.in_round
    settle(app, table)
    press(app, pygame.K_f)  # F folds, as before
    settle(app, table)
    assert not table.session.in_round


def test_the_ring_is_drawn_around_the_focus(app: App) -> None:
    table = open_table(app, TexasBonusTable)
    app.step([], 0.016)
    spot = table.controls.spots["ante"]
    edge = (spot.centre[0] + spot.radius + 5, spot.centre[1])
    before = app.frame_image().get_at(edge)
    press(app, pygame.K_TAB)
    app.step([], 0.016)
    assert app.frame_image().get_at(edge)[:3] == (255, 255, 255)
    assert before[:3] != (255, 255, 255)


def test_a_twister_hand_with_keys_only(app: App) -> None:
    _, table, view = scene_app.twister_table(app, "easy")
    pressed_in: int | None = None
    for _ in range(2000):
        if table.is_over or (pressed_in is not None and table.hand_number != pressed_in):
            break
        app.step([], 2.5)
        if not table.waiting_for_player:
            continue
        call = ("button", view.buttons.index(view.call_b))
        for _ in range(12):  # the arrows (Tab goes to the waiting table here): to CHECK / CALL
            if app.manager.focus.visible and app.manager.focus.current == call:
                break
            press(app, pygame.K_RIGHT)
        assert app.manager.focus.current == call
        press(app, pygame.K_SPACE)
        pressed_in = table.hand_number if pressed_in is None else pressed_in
    assert pressed_in is not None and (table.hand_number != pressed_in or table.is_over)


def test_settings_with_the_keyboard(app: App) -> None:

    page = SettingsScene(app)
    app.manager.push(page)
    app.step([], 0.016)
    targets = page.focus_targets()
    row = next(w for w in page.widgets if getattr(w, "name", "") == "ui_scale")
    wanted = targets[[t.rect for t in targets].index(row.buttons[2].rect)].key  # 150 %
    for _ in range(len(targets) + 1):
        press(app, pygame.K_TAB)
        if app.manager.focus.current == wanted:
            break
    assert app.manager.focus.current == wanted
    press(app, pygame.K_RETURN)
    assert app.settings.ui_scale == 150
    press(app, pygame.K_LEFT)  # the arrows move along the row: 125 %
    press(app, pygame.K_SPACE)
    assert app.settings.ui_scale == 125
    app.update_settings(ui_scale=100)


def test_the_heads_up_limits_card_opens_with_the_keyboard(app: App) -> None:
    table = open_table(app, HeadsUpTable)
    assert isinstance(table, HeadsUpTable)
    own = [t.key for t in table.keyboard.targets() if t.rect == table.limits_card.rect]
    assert own
    tab_to(app, table, own[0])
    press(app, pygame.K_RETURN)
    assert app.manager.top is not table  # LIMITS & PAYS opened over the table


def test_a_dialog_with_the_keyboard(app: App) -> None:

    table = open_table(app, TexasBonusTable)
    tab_to(app, table, ("spot", "ante"))
    press(app, pygame.K_RETURN)
    one = table.session.slip.amount("ante")
    press(app, pygame.K_SPACE)  # the ring is on the ante: Space puts a second chip there
    assert table.session.slip.amount("ante") == 2 * one
    tab_to(app, table, ("bet", "deal"))
    press(app, pygame.K_RETURN)
    settle(app, table)
    leave = ("top", table.top_buttons.index(table.leave_button))  # LOBBY, ?, ✕ …
    tab_to(app, table, leave)  # ✕ in a round asks first
    press(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, MessageDialog)
    press(app, pygame.K_TAB)  # CANCEL, the first button
    press(app, pygame.K_RETURN)
    assert app.manager.top is table and table in app.open_tables and table.session.in_round
    tab_to(app, table, leave)
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)  # without moving the focus, Enter takes the default: LEAVE
    assert table not in app.open_tables


def test_from_the_lobby_to_a_table_with_the_keyboard(app: App) -> None:
    lobby = app.lobby()
    app.step([], 0.016)
    assert app.manager.top is lobby
    press(app, pygame.K_RIGHT)  # the ring shows on the first button: the first game's PLAY
    assert app.manager.focus.visible
    press(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, TableScene)


def test_the_video_poker_pay_table_chosen_with_the_keyboard(app: App) -> None:

    table = open_table(app, VideoPokerTable)
    assert isinstance(table, VideoPokerTable)
    change = table.controls.bet_buttons.index(table.controls.paytable_button)
    tab_to(app, table, ("bet", change))  # CHANGE
    press(app, pygame.K_RETURN)
    dialog = app.manager.top
    assert isinstance(dialog, PaytableDialog)
    before = table.bets.paytable
    rects = [b.rect for b in dialog.buttons]
    for _ in range(len(rects) + 1):
        press(app, pygame.K_RIGHT)
        target = app.manager.focus.focused(dialog.focus_targets())
        if target is not None and target.rect in rects and rects.index(target.rect) == 1:
            break
    press(app, pygame.K_RETURN)  # SELECT the second pay table
    assert app.manager.top is table and table.bets.paytable != before
