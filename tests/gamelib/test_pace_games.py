"""Live pace on every real game, fake clock: what a decision time-out takes.

THBP folds pre-flop and checks on the flop and the turn; 2 Hand Casino Hold'em folds every
undecided hand at once (AUTO-FOLDED); Heads Up checks, checks, then folds on the river;
video poker draws with its default holds. A time-out answers one decision window: the next
street gets its own countdown."""

from __future__ import annotations

import hashlib
import itertools

import pytest

from gamelib.clock import FakeClock
from gamelib.events import Announcement
from gamelib.games import find_game
from gamelib.ledger import Wallet
from gamelib.pace import LivePace, PaceTimes
from gamelib.session import TableSession

TIMES = PaceTimes(betting=10, yellow=3, decision=8, results=2)


def seeds(name: str):
    counter = itertools.count()
    return lambda: hashlib.sha256(f"{name}-{next(counter)}".encode()).digest()


@pytest.fixture
def wallet():
    w = Wallet.in_memory()
    yield w
    w.close()


def live(wallet: Wallet, game: str, stakes: dict[str, int], config: dict | None = None):
    table = TableSession(wallet, find_game(game), config=config, seed_source=seeds(game))
    clock = FakeClock()
    pace = LivePace(table, clock, TIMES)
    for spot, amount in stakes.items():
        table.slip.place(spot, amount)
    clock.advance(TIMES.betting)
    pace.tick()
    assert table.in_round and pace.stage == "deciding"
    return table, pace, clock


def time_out(pace: LivePace, clock: FakeClock) -> list:
    clock.advance(TIMES.decision)
    return pace.tick()


def actions(table: TableSession) -> list[str]:
    rnd = table.round or table.last_round
    assert rnd is not None
    return [d["action"] for d in rnd.decisions]


def test_texas_bonus_folds_pre_flop(wallet):
    table, pace, clock = live(wallet, "texas-holdem-bonus", {"ante": 500})
    events = time_out(pace, clock)
    assert actions(table) == ["fold"] and not table.in_round and pace.stage == "results"
    assert Announcement("pace.timeout", {"action": "fold"}) in events


def test_texas_bonus_checks_flop_then_turn_each_on_its_own_countdown(wallet):
    table, pace, clock = live(wallet, "texas-holdem-bonus", {"ante": 500})
    table.act("play")
    pace.player_acted()
    time_out(pace, clock)
    assert actions(table) == ["play", "check"] and table.in_round  # the turn waits for its own time
    clock.advance(TIMES.decision - 0.5)
    pace.tick()
    assert actions(table) == ["play", "check"]
    clock.advance(0.5)
    pace.tick()
    assert actions(table) == ["play", "check", "check"] and not table.in_round


def test_casino_holdem_auto_folds_both_hands_in_one_time_out(wallet):
    table, pace, clock = live(wallet, "casino-holdem", {"ante1": 500, "ante2": 500})
    events = time_out(pace, clock)
    rnd = table.last_round
    assert rnd is not None and rnd.is_over and rnd.auto_folded == [1, 2]
    assert actions(table) == ["fold", "fold"]
    assert sum(isinstance(e, Announcement) and e.key == "pace.timeout" for e in events) == 2


def test_heads_up_checks_checks_folds(wallet):
    table, pace, clock = live(wallet, "heads-up-holdem", {"ante": 500})
    for expected in (["check"], ["check", "check"], ["check", "check", "fold"]):
        time_out(pace, clock)
        assert actions(table) == expected
    assert not table.in_round


def test_video_poker_draws_the_default_holds(wallet):
    config = {"paytable": "jacks-or-better", "value": 100, "hands": 5}
    table, pace, clock = live(wallet, "video-poker", {"bet": 500}, config)
    rnd = table.round
    expected = rnd.default_action()
    time_out(pace, clock)
    assert not table.in_round
    assert table.last_round.decisions[0]["action"] == "draw"
    assert expected is not None and expected[0] == "draw"


def test_time_out_now_and_hold_countdown(wallet):
    table, pace, clock = live(wallet, "texas-holdem-bonus", {"ante": 500})
    clock.advance(TIMES.decision - 1)
    pace.hold_countdown()  # the cards were still being shown: a full countdown from now
    assert pace.remaining == pytest.approx(TIMES.decision)
    assert pace.time_out() and actions(table) == ["fold"]
    assert pace.time_out() == []  # nothing to time out in the results


def test_every_cent_back_or_paid_after_a_run_of_timed_out_rounds(wallet):
    table = TableSession(wallet, find_game("heads-up-holdem"), seed_source=seeds("run"))
    clock = FakeClock()
    pace = LivePace(table, clock, TIMES)
    for _ in range(200):
        if pace.stage == "betting" and table.slip.is_empty and not table.in_round:
            table.slip.place("ante", 100)
        clock.advance(1.0)
        pace.tick()
    rounds = [e for e in wallet.history() if e.get("type") == "round"]
    if table.in_round:
        rounds = rounds[1:]  # the round in play now
    assert len(rounds) >= 5 and all(e["status"] == "settled" for e in rounds)
    assert wallet.integrity_problems() == []
