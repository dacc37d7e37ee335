"""Live pace at video poker: the game's rule says the betting window closing never deals a
round (40-video-poker.md, Inactivity: not dealt yet, the round ends with no bet); only the
player's DEAL starts one, and a time-out then draws the default holds."""

from __future__ import annotations

import pytest
from helpers.toy_game import DEF, seeds

from gamelib.clock import FakeClock
from gamelib.events import Announcement
from gamelib.games import find_game
from gamelib.ledger import Wallet
from gamelib.pace import LivePace, PaceTimes, closing_window_deals
from gamelib.session import TableSession

TIMES = PaceTimes(betting=10, yellow=3, decision=8, results=2)
CONFIG = {"paytable": "jacks-or-better", "value": 100, "hands": 5}


@pytest.fixture
def wallet():
    w = Wallet.in_memory()
    yield w
    w.close()


def test_the_rule_is_the_games_own():
    assert closing_window_deals(find_game("video-poker")) is False
    assert closing_window_deals(find_game("texas-holdem-bonus")) is True
    assert closing_window_deals(DEF) is True  # a game that says nothing: the window deals
    assert closing_window_deals(None) is True


def test_the_window_closing_never_deals_video_poker(wallet):
    definition = find_game("video-poker")
    table = TableSession(wallet, definition, config=CONFIG, seed_source=seeds())
    clock = FakeClock()
    pace = LivePace(table, clock, TIMES, closing_deals=closing_window_deals(definition))
    table.slip.place("bet", 500)  # a bet a window closing would deal at any other table
    assert table.can_deal()
    clock.advance(TIMES.betting)
    events = pace.tick()
    assert Announcement("pace.round_skipped") in events
    assert not table.in_round and pace.stage == "betting" and pace.skipped_rounds == 1
    assert wallet.balance == 100_000  # nothing dealt, nothing charged


def test_the_players_deal_starts_the_round_and_a_time_out_draws(wallet):
    definition = find_game("video-poker")
    table = TableSession(wallet, definition, config=CONFIG, seed_source=seeds())
    clock = FakeClock()
    pace = LivePace(table, clock, TIMES, closing_deals=closing_window_deals(definition))
    table.slip.place("bet", 500)
    table.deal()  # DEAL inside the window
    pace.round_started_by_hand()
    assert table.in_round and wallet.balance == 100_000 - 500
    clock.advance(TIMES.decision)
    pace.tick()
    assert not table.in_round
    assert table.last_round is not None and table.last_round.decisions[0]["action"] == "draw"
