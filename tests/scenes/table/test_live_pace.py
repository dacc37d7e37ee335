"""Live pace through the real table scenes, on fake frame time (app.step(dt)): the betting
window closes with and without bets, and every game's time-out takes its default action.
The rules are gamelib.pace's; the scenes only show them."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers import scene_app
from helpers.scene_app import run, table_app

from gamelib.games.casino_holdem.rules import CasinoHoldemRound
from scenes.app import App
from scenes.games.casino_holdem import demo as casino_demo
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.showcase import table_demos

BETTING, DECISION = 10, 6


@pytest.fixture
def app(tmp_path: Path):
    with table_app(tmp_path, pace="live", betting_seconds=BETTING, decision_seconds=DECISION) as a:
        yield a


def open_table(app: App, cls: type, name: str = "pace"):
    return scene_app.open_table(app, cls, name)


def close_window(app: App, table) -> None:
    """Let the betting window run out (from a fresh window)."""
    assert table.pace is not None and table.pace.stage == "betting"
    run(app, table.pace.remaining + 0.1)


def time_out(app: App, table) -> None:
    assert table.pace.stage == "deciding", table.pace.stage
    run(app, DECISION + 0.1)


def test_light_green_yellow_red_and_the_round_starts_with_the_bets_on_the_table(app):
    table = open_table(app, TexasBonusTable)
    assert table.light_state() == "green"
    table_demos.demo_bets(table)
    stakes = table.session.slip.stakes()
    run(app, BETTING - 3)  # the last 10/3 s are yellow
    assert table.light_state() == "yellow" and not table.session.in_round
    run(app, 3.1)
    assert table.light_state() == "red"
    assert table.session.in_round and table.session.last_stakes == stakes
    assert table.round_code  # shown like a hand-dealt round
    assert app.wallet.balance == 100_000 - sum(stakes.values())
    assert sum(m == app.tr("msg.bets_closed") for m in table.panels.message_log.messages) == 1


def test_window_closing_without_bets_skips_the_round_and_opens_the_next(app):
    table = open_table(app, TexasBonusTable)
    close_window(app, table)
    assert table.session.round is None and table.pace.skipped_rounds == 1
    assert table.light_state() == "green" and table.pace.remaining == pytest.approx(BETTING, abs=0.6)
    assert app.tr("table.skipped") in table.panels.message_log.messages
    assert app.wallet.balance == 100_000


def test_texas_bonus_defaults_fold_preflop(app):
    table = open_table(app, TexasBonusTable)
    table_demos.demo_bets(table)
    close_window(app, table)
    rnd = table.session.round
    time_out(app, table)
    assert [d["action"] for d in rnd.decisions] == ["fold"] and rnd.is_over
    assert app.tr("table.auto_default", action=app.tr("action.fold")) in table.panels.message_log.messages


def test_texas_bonus_defaults_check_on_flop_and_turn(app):
    table = open_table(app, TexasBonusTable)
    table_demos.demo_bets(table)
    close_window(app, table)
    rnd = table.session.round
    table.act("play")  # by hand: the flop gets a fresh countdown
    assert table.pace.remaining == pytest.approx(DECISION)
    time_out(app, table)
    assert [d["action"] for d in rnd.decisions] == ["play", "check"] and not rnd.is_over
    time_out(app, table)
    assert [d["action"] for d in rnd.decisions] == ["play", "check", "check"] and rnd.is_over
    assert app.wallet.history(limit=1)[0]["status"] == "settled"


def test_casino_holdem_time_out_auto_folds_every_hand(app):
    table = open_table(app, CasinoHoldemTable)
    casino_demo.demo_bets(table, (1, 2))
    close_window(app, table)
    rnd = table.session.round
    assert isinstance(rnd, CasinoHoldemRound)
    time_out(app, table)
    assert rnd.is_over and rnd.auto_folded == [1, 2]
    assert any("AUTO-FOLDED" in m for m in table.panels.message_log.messages)


def test_casino_holdem_time_out_folds_only_the_hand_left(app):
    table = open_table(app, CasinoHoldemTable)
    casino_demo.demo_bets(table, (1, 2))
    close_window(app, table)
    rnd = table.session.round
    table.act("play", hand=1)
    time_out(app, table)
    assert rnd.is_over and rnd.auto_folded == [2]
    assert [d["action"] for d in rnd.decisions] == ["play", "fold"]


def test_heads_up_defaults_check_check_fold(app):
    table = open_table(app, HeadsUpTable)
    table_demos.demo_bets(table)
    close_window(app, table)
    rnd = table.session.round
    for expected in (["check"], ["check", "check"], ["check", "check", "fold"]):
        time_out(app, table)
        assert [d["action"] for d in rnd.decisions] == expected
    assert rnd.is_over


def test_next_window_opens_after_the_results(app):
    table = open_table(app, TexasBonusTable)
    table_demos.demo_bets(table)
    close_window(app, table)
    time_out(app, table)
    assert table.pace.stage == "results" and table.light_state() == "red"
    run(app, table.pace.remaining + 0.1)
    assert table.pace.stage == "betting" and table.light_state() == "green"


def test_countdown_waits_while_the_cards_are_shown(app):
    app.update_settings(animation_speed="normal")
    table = open_table(app, TexasBonusTable)
    table_demos.demo_bets(table)
    close_window(app, table)
    assert table.player.busy
    shown = 0.0
    while table.player.busy and shown < 10:
        app.step([], 0.1)
        shown += 0.1
    assert table.session.in_round and table.pace.remaining > DECISION - 0.3


def test_own_pace_has_no_pace_and_never_deals_by_itself(app):
    app.update_settings(pace="own")
    table = open_table(app, TexasBonusTable)
    table_demos.demo_bets(table)
    run(app, 60, step=5)
    assert table.pace is None and table.session.round is None
    assert table.light_state() == "red"


def test_switching_to_live_mid_round_gives_the_round_a_countdown(app):
    app.update_settings(pace="own")
    table = open_table(app, TexasBonusTable)
    table_demos.demo_bets(table)
    table.deal()
    app.update_settings(pace="live")
    app.step([], 0.016)
    assert table.pace is not None and table.pace.stage == "deciding"
    time_out(app, table)
    assert table.session.last_round is not None and table.session.last_round.is_over


def test_a_blocked_deal_skips_nothing_and_takes_nothing(app):
    table = open_table(app, TexasBonusTable)
    table_demos.demo_bets(table)
    app.rg.take_break(15)
    close_window(app, table)
    assert table.session.round is None and app.wallet.balance == 100_000
    assert not table.session.slip.is_empty  # the bets stay on the table, returnable
    said = table.panels.message_log.messages
    assert any("break" in m for m in said) and app.tr("table.skipped") not in said  # why, not "no bets"


def test_heads_up_time_out_says_the_tables_own_words_in_italian(app):
    """At the Heads Up table CHECK is VEDI and FOLD is LASCIA (as at every table: PASSA means
    nothing any more, issue 14): the time-out says them so."""
    app.update_settings(language="it")
    table = open_table(app, HeadsUpTable)
    assert table.action_label("check") == "VEDI" and table.action_label("fold") == "LASCIA"
    table_demos.demo_bets(table)
    close_window(app, table)
    said = []
    for _ in range(3):
        time_out(app, table)
        said += [m for m in table.panels.message_log.messages if m.startswith("Tempo scaduto")][-1:]
    # check, check, fold
    assert said == ["Tempo scaduto: VEDI.", "Tempo scaduto: VEDI.", "Tempo scaduto: LASCIA."]


def test_other_tables_time_out_with_the_shared_words_in_italian(app):
    app.update_settings(language="it")
    table = open_table(app, TexasBonusTable)
    assert table.action_label("fold") == app.tr("action.fold") == "LASCIA"
    table_demos.demo_bets(table)
    close_window(app, table)
    time_out(app, table)
    assert "Tempo scaduto: LASCIA." in table.panels.message_log.messages


def test_scene_clock_is_frame_time_and_the_app_clock_never_lags_real_time(monkeypatch):
    from datetime import timedelta

    from scenes.table import live_pace
    from scenes.ui import tween  # SceneClock lives with the timers (live_pace re-exports it)

    real = [1000.0]
    monkeypatch.setattr(tween.time, "monotonic", lambda: real[0])
    table_clock = live_pace.SceneClock()
    app_clock = live_pace.SceneClock(follow_real_time=True)
    start_wall = table_clock.wall()
    real[0] += 30  # thirty real seconds, one frame of 0.1 s
    table_clock.update(0.1)
    app_clock.update(0.1)
    assert table_clock.now() == pytest.approx(0.1)  # a table's timers: frame time only
    assert app_clock.now() == pytest.approx(30)  # the session: real time
    app_clock.update(3600)  # tests jump ahead: frame time wins
    assert app_clock.now() == pytest.approx(3600.1)
    table_clock.update(7200)
    assert table_clock.wall() >= start_wall + timedelta(seconds=7200)


def test_a_table_at_rest_in_a_betting_window_sleeps_to_its_next_second(app):
    """Live pace shows a betting window's light and whole seconds left: at rest the table asks for
    no frame before they change (it asked for every frame: 60 a second to draw the same), and a
    decision's countdown bar moves every frame."""
    table = open_table(app, TexasBonusTable)
    run(app, 2.25, 1 / 60)  # its first messages said, its cards' faces made
    wait = table.next_change()
    assert wait is not None and 0.0 < wait <= 1.0 + 1e-9
    assert app.next_change() == pytest.approx(wait)
    seconds = table.pace.whole_seconds
    run(app, wait * 0.99, wait * 0.99)
    assert table.pace.whole_seconds == seconds and table.next_change() == pytest.approx(wait * 0.01, abs=1e-6)
    run(app, wait * 0.02, wait * 0.02)
    assert table.pace.whole_seconds == seconds - 1
    table_demos.demo_bets(table)
    run(app, table.pace.remaining + 0.1)  # the window closes: dealt
    run(app, 2.0)  # the cards shown, the decision's countdown running
    assert table.deciding_live() and table.next_change() == 0.0
