"""The video poker table scene, headless: demo states draw, bets and holds drive gamelib,
rounds play end to end through the session, the grid fits every hand count."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app
from helpers.drawn_texts import frame_texts
from helpers.video_poker import draw_default_holds

from gamelib.games.video_poker.strategy import default_hold
from scenes.app import App
from scenes.games.video_poker import demo as vp_demo
from scenes.games.video_poker.pay_table import PaytableDialog
from scenes.games.video_poker.table import VideoPokerTable
from scenes.games.video_poker.widgets import GRID, grid_layout
from scenes.showcase import table_demos


def open_table(app: App, name: str = "t") -> VideoPokerTable:
    return scene_app.open_table(app, VideoPokerTable, name, frame=None)


def key(table: VideoPokerTable, k: int) -> None:
    table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_demo_state_draws(app: App, lang: str) -> None:
    app.update_settings(language=lang)
    states = [(name, drive) for name, drive in vp_demo.demo_states()
              if name != "ev_table"]  # ev_table needs the analysis tables: covered by the trainer test
    assert scene_app.draw_every_demo_state(app, states, lambda name: open_table(app, name))


@pytest.mark.parametrize("n", [1, 2, 3, 5, 10, 25, 50, 99])
def test_grid_fits_every_hand_count(n: int) -> None:
    cols, rows, width, _ = grid_layout(n)
    assert cols * rows >= n and width >= 26  # mini card art stays readable
    assert rows * width * 1.4 <= GRID.h


def test_a_round_through_the_keys_and_the_session(app: App) -> None:
    table = open_table(app)
    start = app.wallet.balance
    key(table, pygame.K_RETURN)  # no hands yet: DEAL refused with a reason
    assert table.session.round is None and table.bets.deal_blocked() is not None
    table.controls.hand_buttons[1].click()  # +10
    table.controls.value_down.click()  # 5.00 (a new player's opening value) -> 2.00
    assert (table.bets.hands, table.bets.value, table.bets.total) == (10, 200, 2000)
    key(table, pygame.K_RETURN)
    rnd = table.round
    assert rnd is not None and rnd.hand_count == 10 and app.wallet.balance == start - 2000
    key(table, pygame.K_1)
    key(table, pygame.K_3)
    key(table, pygame.K_3)
    key(table, pygame.K_5)
    assert rnd.held == {0, 4}
    cards, result = table.grid_cards(4)
    assert result is None and cards[0] == rnd.dealt[0] and cards[1] is None  # held cards in every hand
    key(table, pygame.K_SPACE)  # draw
    assert rnd.is_over and table.result_shown and table.revealed == 9
    assert rnd.decisions == [{"action": "draw", "params": {"holds": [0, 4]}}]
    assert app.wallet.balance == start - 2000 + rnd.total_paid
    assert table.last_win == rnd.total_paid
    cards, result = table.grid_cards(9)
    assert result is not None and cards == list(rnd.hands[9].cards)
    table.draw(app.canvas)
    # the next round: HANDS went back to 0; DEAL repeats the last bet (REBET)
    assert table.bets.hands == 0
    key(table, pygame.K_RETURN)
    assert table.round is not rnd and table.round is not None and table.round.hand_count == 10
    assert table.round.value == 200


def test_a_new_players_first_hand_deals_at_the_table_minimum(app: App) -> None:
    """QA: VALUE opened at 1.00 under the 5.00 minimum, so the first +1 and DEAL were refused."""
    table = open_table(app)
    start = app.wallet.balance
    assert table.bets.value == 500 and not table.controls.deal_or_draw_enabled()
    table.controls.hand_buttons[0].click()  # +1
    assert table.controls.deal_or_draw_enabled() and table.controls.deal_reason() == ""
    key(table, pygame.K_RETURN)
    assert table.round is not None and app.wallet.balance == start - 500


def test_a_bet_under_the_minimum_says_so_on_the_rail(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    table = open_table(app)
    table.controls.hand_buttons[0].click()
    table.controls.value_down.click()  # 2.00 x 1
    assert table.controls.deal_reason() == "The total bet must be at least € 5.00."
    table.view.invalidate()
    texts = [d.text for d in frame_texts(app, monkeypatch)]
    assert "The total bet must be at least € 5.00." in texts


def test_animated_draw_reveals_hand_by_hand(app: App) -> None:
    app.update_settings(animation_speed="fast")
    table = open_table(app)
    draw_default_holds(table)
    assert table.revealing and table.revealed == 0
    table.update(0.1)
    assert 0 < table.revealed < 99
    for _ in range(200):
        table.update(0.05)
        if not table.revealing:
            break
    assert table.result_shown and table.revealed == 99


def test_paytable_dialog_selects(app: App) -> None:
    table = open_table(app)
    table.open_paytables()
    dialog = app.manager.top
    assert isinstance(dialog, PaytableDialog)
    dialog.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode="3"))
    assert table.bets.paytable == "deuces-wild" and app.manager.top is table
    table.bets.add_hands(5)
    table.deal()
    assert table.round is not None and table.round.paytable.name == "deuces-wild"


def test_limits_and_balance_block_the_deal(app: App) -> None:
    table = open_table(app)
    table.bets.set_value(10)
    table.bets.add_hands(10)  # 1.00 total, below the 5.00 minimum
    assert not table.controls.deal_button.enabled
    table.deal()
    assert table.session.round is None
    table.bets.set_value(10_000)
    table.bets.add_hands(1)  # 100.00 x 11 = 1,100.00: over the maximum (and the balance)
    assert not table.controls.deal_button.enabled
    assert table.bets.deal_blocked() is not None
    table.draw(app.canvas)  # the reason is written on the rail


def test_leaving_mid_round_draws_the_default_holds(app: App) -> None:
    table = open_table(app)
    vp_demo.demo_hands(table, 5)
    table.deal()
    rnd = table.round
    assert rnd is not None
    expected = sorted(default_hold(rnd.paytable, rnd.dealt))
    table.leave_table()
    assert rnd.is_over and rnd.decisions == [{"action": "draw", "params": {"holds": expected}}]


def test_hints_and_trainer(app: App) -> None:
    app.update_settings(vp_hint="default")
    table = open_table(app, "trainer")
    vp_demo.demo_hands(table, 5)
    table.deal()
    text, marked = table.hint_text()
    rnd = table.round
    assert rnd is not None and marked == default_hold(rnd.paytable, rnd.dealt) and text
    app.update_settings(trainer=True, vp_hint="optimal")
    table.analysis_tables(rnd.paytable.name, wait=True)
    values = table.hold_values()
    assert values is not None and len(values) == 32
    text, marked = table.hint_text()
    assert marked == values[0].positions and f"{values[0].ev:.4f}" in text
    worst = values[-1].positions
    rnd.set_holds(worst)
    table.deal_or_draw()  # first DRAW: the warning, nothing drawn
    assert not rnd.is_over and table.trainer_warning
    table.toggle_ev()
    table.draw(app.canvas)
    table.deal_or_draw()  # again: the player's hold is kept
    assert rnd.is_over and rnd.decisions[0]["params"]["holds"] == list(worst)
    assert (table.trainer_total, table.trainer_optimal) == (1, 0) and table.trainer_lost > 0
    table.draw(app.canvas)


def test_live_pace_deals_only_on_deal_and_a_closed_window_bets_nothing(app: App) -> None:
    # the rules (40-video-poker.md, Inactivity): not dealt yet -> no bet; dealt with nothing
    # held -> the default holds are drawn
    app.update_settings(pace="live", trainer=True)  # the trainer never stops the countdown's draw
    table = open_table(app, "live")
    table.enter()
    assert table.pace is not None  # live pace has a countdown
    start = app.wallet.balance
    app.step([], table.pace.remaining + 0.1)  # the window closes with no hands: skipped, nothing bet
    assert table.session.round is None and table.pace.skipped_rounds == 1
    table.bets.add_hands(5)  # hands chosen, DEAL not pressed: the window closes on no round
    app.step([], table.pace.remaining + 0.1)
    assert table.session.round is None and table.pace.skipped_rounds == 2
    assert app.wallet.balance == start
    table.deal_or_draw()  # DEAL inside the window deals at once
    rnd = table.round
    assert rnd is not None and rnd.hand_count == 5 and app.wallet.balance < start
    table.paced.time_out()  # the countdown ran out: the default holds are drawn
    assert rnd.is_over and rnd.decisions[0]["action"] == "draw"


def test_held_cards_are_written_in_the_casino_way(app: App) -> None:
    from gamelib.cards import parse_cards

    table = open_table(app)
    assert table._hold_text(parse_cards("Js 10h")) == "J♠ 10♥"
    assert table._hold_text([]) == "nothing (draw five)"
    app.update_settings(language="it")
    assert table._hold_text(iter(())) == "niente (estrai cinque carte)"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_deal_disabled_always_says_why(app: App, lang: str) -> None:
    app.update_settings(language=lang)
    table = open_table(app)
    assert table.bets.hands == 0 and not table.controls.deal_button.enabled
    assert table.controls.deal_reason() == app.tr("error.vp_no_hands")  # HANDS starts at 0
    table.bets.set_value(10)
    table.bets.add_hands(1)
    assert table.controls.deal_reason() == app.tr("error.vp_total_min", minimum=app.money(500))
    table.bets.set_value(500)
    assert table.controls.deal_button.enabled and table.controls.deal_reason() == ""


@pytest.mark.parametrize(("lang", "one", "many"), [("en", "× 1 hand", "× 2 hands"),
                                                    ("it", "× 1 mano", "× 2 mani")])
def test_total_bet_line_says_one_hand(app: App, lang: str, one: str, many: str,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    app.update_settings(language=lang)
    table = open_table(app)
    for n, want in ((1, one), (2, many)):
        table.bets.clear()
        table.bets.add_hands(n)
        table.view.invalidate()
        drawn = [d.text for d in frame_texts(app, monkeypatch)]
        assert any(t.endswith(want) for t in drawn), (want, drawn)


def test_rebet_hotkey_shown_on_its_button_only_rebets(app: App) -> None:
    table = open_table(app)
    vp_demo.demo_hands(table, 10)
    table.deal()
    table_demos.demo_finish(table)
    assert table.session.round is None or table.session.round.is_over
    assert table.controls.rebet_button.enabled
    hotkey = table.controls.rebet_button.hotkey
    keycode = pygame.key.key_code(hotkey.lower())
    key(table, keycode)
    assert table.bets.hands == 10 and not table.session.in_round  # bets repeated, not dealt
    key(table, pygame.K_SPACE)  # Space and Enter deal
    assert table.session.in_round


@pytest.mark.parametrize("lang", ["en", "it"])
def test_pay_table_button_has_the_name_the_help_gives_it(app: App, lang: str) -> None:
    from scenes.ui.widgets.base import resolve

    app.update_settings(language=lang)
    table = open_table(app)
    label = resolve(table.controls.paytable_button.label)
    help_text = app.tr("help.section.video-poker")
    assert f"with {label}." in help_text or f"con {label}." in help_text, label
    assert label != app.tr("vp.draw")  # never the DRAW button's word (CAMBIA in Italian)


def test_deal_after_changing_the_value_never_plays_the_old_value(app: App) -> None:
    table = open_table(app)
    vp_demo.demo_hands(table, 10)  # 1.00 x 10
    table.deal()
    table_demos.demo_finish(table)
    assert table.controls.deal_button.enabled  # DEAL at once: the same bet again
    table.controls.bet(table.bets.value_up)  # the player picks 2.00 ...
    assert table.bets.value == 200
    table.deal()  # ... and DEAL must not quietly play 1.00 x 10
    assert table.session.round is None or table.session.round.is_over
    assert not table.controls.deal_button.enabled and table.controls.deal_reason() == app.tr("error.vp_no_hands")
    table.controls.rebet()  # REBET repeats the last bet, value included (40-video-poker.md)
    assert (table.bets.value, table.bets.hands) == (100, 10)
