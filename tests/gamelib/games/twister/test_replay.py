"""The hand replayer's steps: the cards dealt, each street's betting done, the result; the
opponents' cards stay face down until shown down, as at the table."""

from __future__ import annotations

import pytest

from gamelib.games.twister.demo import SIDE_POT_HAND, side_pot_table
from gamelib.games.twister.phh import PHHError, export_hand
from gamelib.games.twister.replay import HandReplay
from gamelib.games.twister.table_view import table_on_show


def _record() -> dict:
    table = side_pot_table(len(SIDE_POT_HAND))
    assert table.hand is not None
    return export_hand(table.hand, names=["You", "Rocco", "Gino"], extra={"hand": 7, "_level": 2})


def test_a_hand_steps_street_by_street() -> None:
    replay = HandReplay.of_record(_record(), "You", buy_in=500, multiplier=2)
    names, boards, pots = [], [], []
    for k in range(replay.steps):
        replay.go(k)
        view = table_on_show(replay.table)
        names.append(replay.step_name)
        boards.append(len(view.board))
        pots.append(view.pot_total)
    assert names == ["dealt", "preflop", "flop", "turn", "river", "result"]
    assert boards == [0, 0, 3, 4, 5, 5]
    assert pots == [30, 600, 900, 900, 1100, 0]  # the blinds, then every chip in, then awarded
    assert replay.number == 7 and view.level.number == 2 and view.prize_pool == 1000
    assert view.wins and view.wins[0].is_player


def test_the_opponents_cards_show_only_at_the_showdown() -> None:
    replay = HandReplay.of_record(_record(), "You")
    for k in range(replay.steps - 1):
        replay.go(k)
        seats = {s.name: s for s in table_on_show(replay.table).seats}
        assert None not in seats["You"].cards
        assert seats["Rocco"].cards == seats["Gino"].cards == (None, None)
    replay.go(replay.steps - 1)
    assert all(None not in s.cards for s in table_on_show(replay.table).seats)


def test_one_action_at_a_time_between_the_streets() -> None:
    replay = HandReplay.of_record(_record(), "You")
    tags = []
    while not replay.at_end:
        replay.next_action()
        seats = {s.name: s.tag.kind if s.tag else "" for s in table_on_show(replay.table).seats}
        tags.append(seats)
    assert tags[0] == {"Rocco": "small_blind", "Gino": "big_blind", "You": "raise"}  # You raise to 60
    assert tags[1]["Rocco"] == "all_in" and tags[2]["Gino"] == "call"
    assert replay.step_name == "result" and replay.step == replay.steps - 1
    replay.previous()  # back to the river's step
    assert replay.step_name == "river" and replay.upto == replay.stops[-2]
    replay.previous_action()
    assert replay.upto < replay.stops[-2] and replay.step == replay.steps - 3
    replay.next()  # part way through the turn: on to the next street's step
    assert replay.upto == replay.stops[-2]


def test_steps_stay_in_range() -> None:
    replay = HandReplay.of_record(_record())  # no "you": an imported file
    replay.go(-5)
    assert replay.step == 0
    replay.previous()
    assert replay.step == 0
    replay.go(99)
    assert replay.step == replay.steps - 1 and replay.step_name == "result"
    replay.next()
    assert replay.step == replay.steps - 1


def test_a_hand_that_cannot_be_replayed_is_a_phh_error() -> None:
    with pytest.raises(PHHError):
        HandReplay.of_record({"variant": "NT", "starting_stacks": [500, 500], "actions": ["p9 f"]})
