"""An all-in run-out at the table: the cards turn face up, then the flop, the turn and the
river come one after another with a pause between (driven by fake seconds)."""

from __future__ import annotations

import random

import pytest

from gamelib.clock import FakeClock
from gamelib.games.twister.table import BETWEEN_HANDS, RUN_OUT_PAUSE, TwisterTable
from gamelib.games.twister.table_view import Standing, table_on_show
from gamelib.games.twister.tournament import Entrant, Tournament


def _all_in_table(stacks: list[int], pace: float = 1.0, seed: int = 9) -> TwisterTable:
    """The player on the button moves all-in at once; two calling stations call."""
    entrants = [Entrant("You"), Entrant("Rocco", "bot:calling-station"), Entrant("Gino", "bot:calling-station")]
    t = Tournament(tournament_id="run-out", seed=bytes([seed]) * 32, buy_in=100, entrants=entrants,
                   stacks=stacks, button=0, multiplier=2, clock=FakeClock())
    table = TwisterTable(t, None, random.Random(1), thinking=False, pace=pace)
    table.reveal_wheel()
    for _ in range(10):
        table.update(0.0)
        if table.waiting_for_player:
            break
    table.player_act("all_in")
    for _ in range(10):
        if table.t.hand is None:
            break
        table.update(0.0)
    return table


def _board(table: TwisterTable) -> int:
    return len(table_on_show(table).board)


def test_the_board_comes_street_by_street_with_the_cards_face_up() -> None:
    table = _all_in_table([500, 500, 500])
    assert table.t.hand is None and table.t.hands_played == 1  # booked and saved at once
    view = table_on_show(table)
    assert table.running_out and view.board == ()
    assert all(len(s.cards) == 2 and None not in s.cards for s in view.seats)  # all face up
    assert view.pot_total == 1500 and view.wins == ()
    seen = [0]
    for _ in range(3):
        table.update(RUN_OUT_PAUSE - 0.05)
        assert _board(table) == seen[-1]  # not before the pause is over
        table.update(0.1)
        seen.append(_board(table))
    assert seen == [0, 3, 4, 5]
    assert table_on_show(table).wins == ()  # the river is on show before the showdown
    table.update(RUN_OUT_PAUSE)
    view = table_on_show(table)
    assert not table.running_out and view.wins and view.pot_total == 0
    assert table.t.hand is None and table.t.hands_played == 1  # no new hand during the run-out
    table.update(BETWEEN_HANDS - 0.1)
    assert table.t.hands_played == 1 and table.t.hand is None
    table.update(0.2)
    assert table.t.hand is not None or table.is_over


@pytest.mark.parametrize("seed", [9, 3])  # the player finishes 2nd; the player wins (€ 2.00)
def test_the_winner_is_named_only_when_the_run_out_is_over(seed: int) -> None:
    table = _all_in_table([500, 500, 500], seed=seed)
    while not table.is_over:  # the same all-in every hand until somebody holds every chip
        table.update(10.0)
        if table.waiting_for_player:
            table.player_act("all_in")
    assert table.running_out and not table.finished_on_show
    assert table.prize_on_hold == (table.prize or 0)  # credited, but not shown before the river
    assert (table.prize or 0) == (200 if seed == 3 else 0)
    assert all(s.standing is Standing.CHIPS for s in table_on_show(table).seats if s.in_hand)
    for _ in range(4):
        table.update(RUN_OUT_PAUSE)
    assert table.finished_on_show and table.prize_on_hold == 0
    assert any(s.standing is Standing.WINNER for s in table_on_show(table).seats)


def test_at_instant_speed_the_hand_is_shown_whole() -> None:
    table = _all_in_table([500, 500, 500], pace=0.0)
    assert not table.running_out and _board(table) == 5 and table_on_show(table).wins
