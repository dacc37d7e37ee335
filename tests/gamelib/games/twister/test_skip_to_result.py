"""After the player is knocked out: SKIP TO RESULT plays the rest at once and gives exactly
what WATCH shows at the table's pace (the same hands, places and prizes), even when watching
takes many minutes of the level clock."""

from __future__ import annotations

import random

from gamelib.clock import FakeClock
from gamelib.games.twister.runner import play_to_the_end
from gamelib.games.twister.table import StoppedClock, TwisterTable
from gamelib.games.twister.tournament import Entrant, Tournament


def knocked_out(seed: int) -> tuple[TwisterTable, FakeClock]:
    """A table (no save) where the player shoved every hand until knocked out, with the
    opponents still playing; the clock moved 10 s a step."""
    clock = FakeClock()
    entrants = [Entrant("You"), Entrant("Rocco", "bot:standard", "rocco"), Entrant("Lucia", "bot:hard", "lucia")]
    t = Tournament.new(entrants, 100, bytes([seed]) * 32, clock=clock)
    table = TwisterTable(t, None, random.Random(seed), thinking=True, pace=1.0)
    table.reveal_wheel()
    for _ in range(5000):
        if table.player_out:
            break
        hand = table.t.hand
        if table.waiting_for_player and hand is not None:
            table.player_act("all_in" if "all_in" in hand.legal_actions() else "call")
        table.update(0.5)
        clock.advance(10)
    assert table.player_out
    return table, clock


def summary(table: TwisterTable) -> tuple[object, ...]:
    t = table.t
    return dict(t.places), t.hands_played, list(t.stacks), [h.get("actions") for h in t.history], t.prizes


def test_skip_gives_exactly_what_watching_shows() -> None:
    checked = 0
    for seed in range(1, 40):
        skipped, _ = knocked_out(seed)
        watched, clock = knocked_out(seed)
        if skipped.is_over:
            continue  # the player went out last: nothing left to watch
        assert summary(skipped) == summary(watched)  # the same moment
        play_to_the_end(skipped)
        watched.watching = True
        level = watched.t.level().number
        for _ in range(100_000):
            if watched.is_over and not watched.running_out:
                break
            watched.update(0.1)
            clock.advance(30)  # watching takes long: the level clock would have risen many times
        assert watched.is_over and skipped.is_over
        assert isinstance(watched.t.clock, StoppedClock) and watched.t.level().number == level
        assert summary(skipped) == summary(watched)
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_without_the_stopped_clock_watching_could_differ() -> None:
    """The check can fail: had the level clock kept running while watching, the blinds of the
    hands left would be higher than when skipping."""
    table, clock = knocked_out(2)
    assert isinstance(table.t.clock, StoppedClock) or table.is_over
    if table.is_over:
        return
    before = table.t.level().number
    table.t.clock = clock  # as if it still ran
    clock.advance(3600)
    assert table.t.level().number > before
