"""Live pace with a fake clock: the betting window, the traffic light, decision timeouts."""

from __future__ import annotations

import pytest
from helpers.toy_game import DEF, seeds

from gamelib.clock import Countdown, FakeClock
from gamelib.events import Announcement
from gamelib.ledger import Wallet
from gamelib.pace import LivePace, PaceTimes, TrafficLight
from gamelib.session import TableSession

TIMES = PaceTimes(betting=10, yellow=3, decision=8, results=2)


@pytest.fixture
def table():
    wallet = Wallet.in_memory()
    yield TableSession(wallet, DEF, seed_source=seeds())
    wallet.close()


def test_light_goes_green_yellow_red_and_round_starts_with_the_bets_on_the_table(table):
    clock = FakeClock()
    pace = LivePace(table, clock, TIMES)
    assert pace.light is TrafficLight.GREEN
    table.slip.place("ante", 500)
    clock.advance(7.5)
    assert pace.tick() == [] and pace.light is TrafficLight.YELLOW
    clock.advance(2.5)
    events = pace.tick()
    assert Announcement("pace.bets_closed") in events
    assert table.in_round and pace.light is TrafficLight.RED
    assert table.wallet.balance == 100_000 - 500


def test_window_closing_with_no_bets_skips_the_round(table):
    clock = FakeClock()
    pace = LivePace(table, clock, TIMES)
    clock.advance(10)
    events = pace.tick()
    assert Announcement("pace.round_skipped") in events
    assert not table.in_round and pace.skipped_rounds == 1
    assert pace.light is TrafficLight.GREEN and pace.remaining == pytest.approx(10)


def test_decision_timeout_takes_the_default_and_next_window_opens(table):
    clock = FakeClock()
    pace = LivePace(table, clock, TIMES)
    table.slip.place("ante", 500)
    clock.advance(10)
    pace.tick()
    clock.advance(7.9)
    pace.tick()
    assert table.in_round
    clock.advance(0.1)
    events = pace.tick()
    assert Announcement("pace.timeout", {"action": "fold"}) in events
    assert not table.in_round and table.last_round.decisions == [{"action": "fold"}]
    clock.advance(2)
    assert Announcement("pace.place_bets") in pace.tick()
    assert pace.light is TrafficLight.GREEN


def test_a_decision_by_hand_resets_the_countdown(table):
    clock = FakeClock()
    pace = LivePace(table, clock, TIMES)
    table.slip.place("ante", 500)
    pace.round_started_by_hand()
    table.deal()
    clock.advance(5)
    pace.player_acted()
    clock.advance(5)
    pace.tick()
    assert table.in_round  # 5 s into a fresh 8 s countdown


def test_countdown_fraction():
    clock = FakeClock()
    c = Countdown(clock, 4)
    clock.advance(1)
    assert c.fraction == pytest.approx(0.75) and not c.expired
    clock.advance(3)
    assert c.expired and c.remaining == 0


def test_due_says_when_the_next_tick_acts(table):
    """``due`` is True exactly when ``tick`` would act: the window closed, the decision window
    ran out (or the round ended by hand), the results' time is over."""
    clock = FakeClock()
    pace = LivePace(table, clock, TIMES)
    table.slip.place("ante", 500)
    clock.advance(9.9)
    assert not pace.due and pace.tick() == []
    clock.advance(0.1)
    assert pace.due
    assert pace.tick() and not pace.due and pace.stage == "deciding"
    clock.advance(7.9)
    assert not pace.due and pace.tick() == []
    clock.advance(0.1)
    assert pace.due
    pace.tick()
    assert pace.stage == "results" and not pace.due
    clock.advance(2)
    assert pace.due and pace.tick() == [Announcement("pace.place_bets")] and not pace.due


def test_next_change_is_when_the_light_or_the_whole_seconds_change(table):
    """A betting window shows its light and its whole seconds left: nothing it shows changes
    until the next whole second, the yellow light or the deadline; a decision's countdown moves
    continuously (0.0); the results wait for their deadline; a passed deadline is now."""
    clock = FakeClock()
    pace = LivePace(table, clock, TIMES)  # betting 10 s, yellow for the last 3
    assert pace.whole_seconds == 10 and pace.next_change() == pytest.approx(1.0)
    clock.advance(0.25)
    assert pace.whole_seconds == 10 and pace.next_change() == pytest.approx(0.75)
    clock.advance(0.75)
    assert pace.whole_seconds == 9 and pace.next_change() == pytest.approx(1.0)
    clock.advance(5.5)  # 3.5 s left: the light turns yellow at 3.0, before the whole second (3)
    assert pace.light is TrafficLight.GREEN and pace.next_change() == pytest.approx(0.5)
    clock.advance(0.5)
    assert pace.light is TrafficLight.YELLOW and pace.whole_seconds == 3
    clock.advance(3.0)
    assert pace.next_change() == 0.0 and pace.due  # the deadline passed: the next tick acts
    table.slip.place("ante", 500)
    pace.tick()
    assert pace.stage == "deciding" and pace.next_change() == 0.0
    clock.advance(TIMES.decision)  # timed out: the default ends the round (the toy game: one decision)
    pace.tick()
    assert pace.stage == "results" and pace.next_change() == pytest.approx(TIMES.results)
    clock.advance(TIMES.results)
    assert pace.next_change() == 0.0
