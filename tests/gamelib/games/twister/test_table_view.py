"""The player's view of a Twister table: their choices with exact amounts, every seat as
drawn (chips, standing, the button, only the cards the player may see), the pots, the
winners, the level and the clock; the finishing places."""

from __future__ import annotations

import random

from gamelib.cards import parse_cards
from gamelib.clock import FakeClock
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_view import (
    Standing,
    current_hand_name,
    final_standings,
    player_choices,
    style_of,
    table_on_show,
)
from gamelib.games.twister.tournament import Entrant, Tournament


def three_handed(stacks: tuple[int, int, int] = (500, 500, 500), clock: FakeClock | None = None) -> TwisterTable:
    """The player on the button (seat 0), Rocco small blind, Gino big blind, 10/20; dealt."""
    entrants = [Entrant("You"), Entrant("Rocco", "bot:standard", "rocco"), Entrant("Gino", "bot:standard", "gino")]
    t = Tournament(tournament_id="x", seed=bytes(32), buy_in=100, entrants=entrants, stacks=list(stacks),
                   button=0, multiplier=2, clock=clock or FakeClock())
    table = TwisterTable(t, None, random.Random(1), thinking=False)
    table.reveal_wheel()
    table.update(0)  # deal: three-handed, the button (the player) acts first
    assert table.waiting_for_player
    return table


def test_the_players_choices_with_exact_amounts() -> None:
    table = three_handed()
    choices = player_choices(table)
    assert choices is not None
    assert choices.kinds == ("fold", "call", "raise", "all_in") and choices.to_call == 20
    assert (choices.min_to, choices.max_to, choices.big_blind) == (40, 500, 20)
    assert (choices.call_action, choices.raise_action) == ("call", "raise")
    assert (choices.call_key, choices.raise_key) == ("twister.call", "twister.raise")
    # pot 30, 20 to call: a pot raise is to 20 + (30 + 20) = 70, half pot to 20 + 25 = 45
    assert [choices.preset(k) for k in ("half", "pot", "all_in", "quarter")] == [45, 70, 500, None]
    assert choices.raise_to(0) == 40 and choices.raise_to(10) == 40 and choices.raise_to(10**6) == 500
    assert choices.nudged(0, 2) == 80 and choices.nudged(490, 3) == 500 and choices.nudged(60, -5) == 40
    assert [choices.raise_at(f) for f in (-1.0, 0.0, 0.5, 1.0, 2.0)] == [40, 40, 270, 500, 500]
    assert choices.fraction_of(0) == 0.0 and choices.fraction_of(500) == 1.0
    # a typed amount: the engine's smallest raise and all-in are kept, and said
    assert [choices.typed(t) for t in ("120", "25", "0", "9999999999999999", "", "1x")] == [
        (120, ""), (40, "min"), (40, "min"), (500, "max"), (0, ""), (0, "")]
    table.player_act("call")
    assert player_choices(table) is None  # the opponents' turn


def test_checking_is_offered_when_nothing_is_owed() -> None:
    table = three_handed()
    table.t.act("call")  # the player
    table.t.act("call")  # Rocco completes
    choices = None
    for _ in range(10):  # Gino checks; on the flop the blinds check to the player
        hand = table.t.hand
        assert hand is not None
        if table.waiting_for_player:
            choices = player_choices(table)
            break
        table.t.act("check")
    assert choices is not None and choices.can("check") and not choices.can("fold")
    assert (choices.call_action, choices.call_key) == ("check", "twister.check")
    assert (choices.raise_action, choices.raise_key) == ("bet", "twister.bet")
    assert choices.min_to == 20 and choices.raise_to(0) == 20


def test_a_short_stack_cannot_raise_and_its_slider_stays_shut() -> None:
    table = three_handed(stacks=(15, 500, 500))  # the player holds less than the call
    choices = player_choices(table)
    assert choices is not None and not choices.may_raise
    assert choices.to_call == 15 and choices.can("all_in")
    assert choices.raise_to(100) == 0 and choices.nudged(7, 1) == 7 and choices.presets == ()
    assert choices.typed("100") == (0, "")


def test_the_table_as_the_player_sees_it() -> None:
    table = three_handed()
    view = table_on_show(table)
    me, rocco, gino = view.seats
    assert [s.name for s in view.seats] == ["You", "Rocco", "Gino"] and me.is_player
    assert (me.dealer, rocco.dealer, gino.dealer) == (True, False, False)
    assert (me.to_act, rocco.to_act) == (True, False)
    assert (me.bet, rocco.bet, gino.bet) == (0, 10, 20)
    assert (me.chips, rocco.chips, gino.chips) == (500, 490, 480)  # in the hand: after the blinds
    assert all(s.standing is Standing.CHIPS and s.place == 0 and s.in_hand for s in view.seats)
    hand = table.t.hand
    assert hand is not None
    assert me.cards == hand.hole[0] and all(c is not None for c in me.cards)
    assert rocco.cards == gino.cards == (None, None)  # face down: the player may not see them
    assert me.hand_name == current_hand_name(hand.hole[0], []) is not None
    assert rocco.hand_name is None and gino.hand_name is None
    assert view.pots == () and view.pot_total == 30  # the blinds are bets in front, not a pot yet
    assert view.wins == () and view.board == ()
    assert view.level.blinds == (10, 20) and view.next_level_in == 180.0
    assert view.prize_pool == table.t.prize_pool and view.in_play and view.hand_number == 1  # the first hand is on show


def test_a_folded_opponent_shows_no_cards_and_the_player_keeps_theirs() -> None:
    table = three_handed()
    table.t.act("fold")  # the player
    view = table_on_show(table)
    assert view.seats[0].folded and view.seats[0].cards != () and view.seats[0].hand_name is None
    table.t.act("fold")  # Rocco: Gino wins the blinds
    view = table_on_show(table)
    assert view.seats[1].folded and view.seats[1].cards == ()
    assert view.pots == () and view.pot_total == 0 and all(s.bet == 0 for s in view.seats)
    (win,) = view.wins
    # Gino's uncalled 10 went back: he wins the 20 that was called
    assert (win.name, win.is_player, win.chips, win.hand_name) == ("Gino", False, 20, "")
    assert win.text_key == "twister.wins"


def test_a_showdown_shows_the_cards_and_the_places() -> None:
    table = three_handed()
    for _ in range(3):
        table.t.act("all_in" if table.t.hand and "all_in" in table.t.hand.legal_actions() else "call")
    hand = table.hand
    assert hand is not None and hand.is_over and table.t.hand is None
    view = table_on_show(table)
    for seat in view.seats:  # every hand was shown down: all cards face up
        assert seat.cards == hand.hole[seat.seat] and None not in seat.cards
        place = table.t.places.get(seat.seat, 0)
        expected = Standing.WINNER if place == 1 else (Standing.OUT if place else Standing.CHIPS)
        assert seat.standing is expected and seat.place == place
        assert seat.chips == table.t.stacks[seat.seat]
    assert sum(w.chips for w in view.wins) == 1500 and all(w.hand_name for w in view.wins)
    assert all(w.pot_key is None for w in view.wins) or {w.pot for w in view.wins} == {0, 1}
    mine = [w for w in view.wins if w.is_player]
    assert all(w.text_key == "twister.wins_with.you" for w in mine)
    if table.t.is_over:
        standings = final_standings(table)
        assert [s.place for s in standings] == [1, 2, 3]
        assert [s.prize for s in standings] == [table.t.prize_of(s) for s in
                                                sorted(table.t.places, key=table.t.places.__getitem__)]
        assert view.next_level_in is None


def test_side_pots_are_shown_when_a_short_stack_is_all_in() -> None:
    table = three_handed(stacks=(100, 500, 500))
    table.t.act("all_in")  # the player: 100
    table.t.act("call")  # Rocco
    table.t.act("raise", 300)  # Gino
    view = table_on_show(table)  # the street is not over: the bets are in front, no pot yet
    assert view.pots == () and view.pot_total == 500
    assert [s.bet for s in view.seats] == [100, 100, 300]
    table.t.act("call")  # Rocco calls the raise: on the flop, a main pot and a side pot
    assert table.t.hand is not None and table.t.hand.board
    view = table_on_show(table)
    assert [(p.amount, p.seats) for p in view.pots] == [(300, (0, 1, 2)), (400, (1, 2))]
    assert view.pots[1].names == (("Rocco", False), ("Gino", False)) and view.pot_total == 700


def test_each_win_names_its_pot_when_there_were_more() -> None:
    from gamelib.games.twister.demo import SIDE_POT_HAND, side_pot_table

    view = table_on_show(side_pot_table(len(SIDE_POT_HAND)))  # the showdown: a main and a side pot
    assert [(w.name, w.chips, w.pot, w.pot_key) for w in view.wins] == [
        ("You", 600, 0, "twister.pot_name.main"), ("You", 500, 1, "twister.pot_name.side")]
    table = three_handed()
    for action in ("fold", "fold"):
        table.t.act(action)
    assert [w.pot_key for w in table_on_show(table).wins] == [None]  # one pot: no name


def test_facing_an_all_in_with_equal_stacks_there_is_no_side_pot() -> None:
    """The bug of issue 15: POT 540 / SIDE POT 240 for a shove nobody had called yet."""
    table = three_handed()
    table.t.act("fold")  # the player
    table.t.act("all_in")  # Rocco: 500
    view = table_on_show(table)
    assert view.pots == () and view.pot_total == 520 and [s.bet for s in view.seats] == [0, 500, 20]
    table.t.act("fold")  # Gino folds: 480 of the shove was never called and goes back
    view = table_on_show(table)
    assert view.seats[1].tag is not None and view.seats[1].tag.kind == "all_in"
    assert [(line.kind, line.name, line.amount) for line in view.dealer] == [
        ("fold", "Gino", 0), ("returned", "Rocco", 480), ("wins", "Rocco", 40)]


def test_hand_names_and_styles() -> None:
    trips, high = current_hand_name(parse_cards("Ks Kd"), parse_cards("Kh 8c 3d")), \
        current_hand_name(parse_cards("Ks 9d"), [])
    assert trips is not None and trips.text() == "Three of a Kind, Kings" and trips.text("it") == "Tris di Re"
    assert high is not None and high.text() == "King High"
    assert current_hand_name((), []) is None and current_hand_name((None, None), []) is None
    assert style_of("rocco") == ("tight", "aggressive") and style_of("marta") == ("loose", "passive")
    assert style_of("nobody") is None


def test_the_winning_five_are_lit_only_at_a_showdown() -> None:
    from gamelib.games.twister.demo import SIDE_POT_MOMENTS, side_pot_table
    from gamelib.games.twister.table_view import winning_five
    from gamelib.hands import evaluate

    river = side_pot_table(SIDE_POT_MOMENTS["river"])
    assert winning_five(river) == frozenset()  # the river's betting is still open
    table = side_pot_table(SIDE_POT_MOMENTS["showdown"])
    hand = table.hand_on_show
    assert hand is not None and hand.is_over and len(hand.board) == 5
    me = table.t.hand_seats.index(table.t.player_seat or 0)  # the player won both pots
    hole = [c for c in hand.hole[me] if c is not None]
    assert winning_five(table) == frozenset(evaluate((*hole, *hand.board)).best_five)
    assert len(winning_five(table)) == 5


def test_the_biggest_pot_is_the_tournaments_not_only_since_the_table_opened() -> None:
    from gamelib.games.twister.table_view import biggest_pot_in, finish_on_show

    table = three_handed()
    for _ in range(400):  # the player calls every hand down until someone wins the tournament
        if table.is_over:
            break
        if table.waiting_for_player:
            table.player_act("call" if player_choices(table).can("call") else "check")  # type: ignore[union-attr]
        table.update(5.0)
    assert table.t.history, "hands were recorded"
    whole = finish_on_show(table).biggest_pot
    assert whole == biggest_pot_in(table.operations) > 0  # every hand was played here
    later = TwisterTable(table.t, None, random.Random(2), thinking=False)  # the app started again: no operations
    assert later.operations == []
    assert finish_on_show(later).biggest_pot == whole  # read from the recorded hands
